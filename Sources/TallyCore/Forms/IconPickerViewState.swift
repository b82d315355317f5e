import Foundation

/// Everything `IconPickerView` shows, as one value: the tab, each tab's search text, the
/// selection and whether online logo search is on, with everything the picker shows derived
/// from them.
///
/// - Icons tab: ``symbolSections(locale:language:)`` searches the ``SymbolCatalogue``.
/// - Logos tab: ``logoSections`` filters the built-in banks and services by name or domain. When
///   online search is on (the app gave a ``LogoService``) and the text is a valid domain that no
///   built-in brand has, that domain is offered first among the services. When it is off, the
///   built-in brands are still shown (``showsOnlineSearchOff`` says to tell the person), and no
///   typed domain is offered.
/// - ``domainState`` validates the text as a domain; ``domainError`` is the error to show: only
///   while online search is on and no built-in brand matches, so typing `netflix.` does not
///   flash an error over Netflix.
public struct IconPickerViewState: Sendable, Equatable {
    /// The picker's tabs.
    public enum Tab: String, Sendable, Hashable, CaseIterable, Identifiable {
        /// SF Symbols by category.
        case icons
        /// Bank and service logos.
        case logos

        /// The tab itself.
        public var id: Tab { self }

        /// The tab title's key in the String Catalog.
        public var titleKey: TallyStringKey {
            switch self {
            case .icons: .iconPickerTabIcons
            case .logos: .iconPickerTabLogos
            }
        }

        /// The search field's placeholder key for this tab.
        public var searchPlaceholderKey: TallyStringKey {
            switch self {
            case .icons: .iconPickerSearchPlaceholder
            case .logos: .iconPickerLogoSearchPlaceholder
            }
        }
    }

    /// The tab shown.
    public var tab: Tab
    /// The icons tab's search text.
    public var iconQuery: String
    /// The logos tab's search text.
    public var logoQuery: String
    /// The chosen icon, or nil for none.
    public private(set) var selection: IconSource?
    /// Whether the app gave a logo service, so logos load and typed domains are offered.
    public var isOnlineSearchEnabled: Bool

    /// The symbols the icons tab searches.
    public let catalogue: SymbolCatalogue
    /// The built-in banks.
    public let banks: [LogoBrand]
    /// The built-in services.
    public let services: [LogoBrand]

    /// A picker showing `selection`, on the logos tab if it is a logo and on the icons tab
    /// otherwise, with empty search text.
    public init(
        selection: IconSource? = nil, isOnlineSearchEnabled: Bool = false, catalogue: SymbolCatalogue = .finance,
        banks: [LogoBrand] = LogoBrand.banks, services: [LogoBrand] = LogoBrand.services
    ) {
        self.selection = selection
        self.isOnlineSearchEnabled = isOnlineSearchEnabled
        self.catalogue = catalogue
        self.banks = banks
        self.services = services
        tab = selection?.isLogo == true ? .logos : .icons
        iconQuery = ""
        logoQuery = ""
    }

    /// The current tab's search text.
    public var query: String {
        get { tab == .icons ? iconQuery : logoQuery }
        set {
            switch tab {
            case .icons: iconQuery = newValue
            case .logos: logoQuery = newValue
            }
        }
    }

    // MARK: Selection

    /// Chooses `source` (nil for no icon).
    public mutating func select(_ source: IconSource?) {
        selection = source
    }

    /// Whether `source` is the chosen icon.
    public func isSelected(_ source: IconSource?) -> Bool {
        selection == source
    }

    // MARK: Icons tab

    /// The icons tab's sections for ``iconQuery`` in `language` (`locale`'s when nil).
    public func symbolSections(locale: Locale, language: TallyLanguage? = nil) -> [SymbolSection] {
        catalogue.search(iconQuery, locale: locale, language: language)
    }

    // MARK: Logos tab

    /// Whether to tell the person online logo search is off (the app gave no token).
    public var showsOnlineSearchOff: Bool { !isOnlineSearchEnabled }

    /// ``logoQuery`` as a domain.
    public var domainState: DomainQueryState {
        let text = logoQuery.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.contains(where: { ".。．｡:/@".contains($0) }) else { return .notADomain }
        switch WebDomain.validate(text) {
        case .success(let domain): return .valid(domain)
        case .failure(let error): return .invalid(error)
        }
    }

    /// The domain error to show under the search field, if any: the text is not a web domain,
    /// online search is on, and no built-in brand matches the text.
    public var domainError: WebDomain.ValidationError? {
        guard isOnlineSearchEnabled, case .invalid(let error) = domainState,
              matchingBrands(banks).isEmpty, matchingBrands(services).isEmpty else { return nil }
        return error
    }

    /// The typed domain offered as a logo: online search is on, the text is a valid domain and
    /// no built-in brand has it. Its name is the domain as people read it.
    public var typedDomainSource: IconSource? {
        guard isOnlineSearchEnabled, case .valid(let domain) = domainState,
              !(banks + services).contains(where: { $0.domain == domain }) else { return nil }
        return .brandService(LogoBrand(name: domain.unicodeValue, domain: domain))
    }

    /// The logo tab's non-empty sections: banks, then services (the typed domain first). With
    /// empty search text the selection is shown too, first in its section, when it is a logo
    /// that is not built in.
    public var logoSections: [LogoSection] {
        var bankSources = matchingBrands(banks).map(IconSource.bankLogo)
        var serviceSources = matchingBrands(services).map(IconSource.brandService)
        if let typed = typedDomainSource { serviceSources.insert(typed, at: 0) }
        if logoQuery.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, let selection {
            switch selection {
            case .bankLogo where !bankSources.contains(selection): bankSources.insert(selection, at: 0)
            case .brandService where !serviceSources.contains(selection): serviceSources.insert(selection, at: 0)
            default: break
            }
        }
        return [LogoSection(kind: .banks, sources: bankSources), LogoSection(kind: .services, sources: serviceSources)]
            .filter { !$0.sources.isEmpty }
    }

    /// Whether the current tab shows nothing for its search text (show "No results").
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func hasNoResults(locale: Locale, language: TallyLanguage? = nil) -> Bool {
        switch tab {
        case .icons: symbolSections(locale: locale, language: language).isEmpty
        case .logos: logoSections.isEmpty && domainError == nil
        }
    }

    /// The brands whose name or domain contains the search text (ignoring case, diacritics and
    /// width), or that have the typed domain; all of them for empty text. Brands whose name or
    /// domain starts with the text come first.
    private func matchingBrands(_ brands: [LogoBrand]) -> [LogoBrand] {
        let text = logoQuery.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return brands }
        let needle = SymbolCatalogue.fold(text, locale: Locale(identifier: "en_US_POSIX"))
        let typed: WebDomain? = if case .valid(let domain) = domainState { domain } else { nil }
        var prefixed: [LogoBrand] = []
        var contained: [LogoBrand] = []
        for brand in brands {
            let fields = [brand.name, brand.domain.value, brand.domain.unicodeValue]
                .map { SymbolCatalogue.fold($0, locale: Locale(identifier: "en_US_POSIX")) }
            if brand.domain == typed || fields.contains(where: { $0.hasPrefix(needle) }) {
                prefixed.append(brand)
            } else if fields.contains(where: { $0.contains(needle) }) {
                contained.append(brand)
            }
        }
        return prefixed + contained
    }

    // MARK: What the picker shows

    /// Whether the "No icon" button heads the icons tab: on the icons tab, with no search text
    /// and some symbols to show.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func showsNoIconButton(locale: Locale, language: TallyLanguage? = nil) -> Bool {
        tab == .icons && iconQuery.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && !symbolSections(locale: locale, language: language).isEmpty
    }

    /// Whether the search field has a clear button: while it holds text.
    public var showsClearButton: Bool { !query.isEmpty }

    /// Empties the current tab's search text.
    public mutating func clearQuery() { query = "" }

    /// Whether the search field asks for the web-address keyboard: on the logos tab, where a
    /// domain may be typed.
    public var searchUsesURLKeyboard: Bool { tab == .logos }

    /// The search field's placeholder in `language` (`locale`'s when nil), for the current tab.
    public func searchPlaceholder(locale: Locale, language: TallyLanguage? = nil) -> String { Localizer.string(tab.searchPlaceholderKey, language: language, locale: locale) }

    /// The domain error under the search field in `language` (`locale`'s when nil), if any
    /// (``domainError``).
    public func domainErrorMessage(locale: Locale, language: TallyLanguage? = nil) -> String? {
        domainError.map { $0.message(input: logoQuery, locale: locale, language: language) }
    }

    /// The picker's title in `language` (`locale`'s when nil) (`common.icon`).
    public func title(locale: Locale, language: TallyLanguage? = nil) -> String { Localizer.string(.commonIcon, language: language, locale: locale) }

    /// What VoiceOver reads for a logo cell of `source`: the brand's name, and whether it is chosen.
    public func logoAccessibility(of source: IconSource) -> PickerAccessibility {
        PickerAccessibility(label: source.brand?.name ?? "", isSelected: isSelected(source))
    }

    /// What VoiceOver reads for the tab `tab` in `language` (`locale`'s when nil): its title, and
    /// whether it is shown.
    public func tabAccessibility(_ tab: Tab, locale: Locale, language: TallyLanguage? = nil) -> PickerAccessibility {
        PickerAccessibility(label: Localizer.string(tab.titleKey, language: language, locale: locale), isSelected: tab == self.tab)
    }

    /// The tabs as drawn, in `language` (`locale`'s when nil): segments, or a list of rows at the
    /// accessibility text sizes (``SegmentedPickerViewState/showsList(isAccessibilitySize:)``),
    /// titled as the picker is for VoiceOver, with no header or card of their own; choosing sets
    /// ``tab``.
    public func tabPicker(locale: Locale, language: TallyLanguage? = nil) -> SegmentedPickerViewState<Tab> {
        SegmentedPickerViewState(
            title: title(locale: locale, language: language),
            options: Tab.allCases.map { PickerOption(label: Localizer.string($0.titleKey, language: language, locale: locale), value: $0) },
            selection: tab, showsTitle: false, showsCard: false
        )
    }
}

extension IconPickerViewState: AccessibilityDescribing {
    /// What VoiceOver reads for the tab `tab`, a button, in `language` (`locale`'s when nil): its
    /// title, selected when it is shown (``tabAccessibility(_:locale:language:)``).
    public func tabButtonAccessibility(_ tab: Tab, locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(tabAccessibility(tab, locale: locale, language: language), traits: .button)
    }

    /// What VoiceOver reads for the search field in `language` (`locale`'s when nil): the current
    /// tab's placeholder (``searchPlaceholder(locale:language:)``), and the text typed, if any.
    public func searchFieldAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: searchPlaceholder(locale: locale, language: language), value: query.isEmpty ? nil : query, traits: .textField)
    }

    /// What VoiceOver reads for the button emptying the search field in `language` (`locale`'s
    /// when nil): "Clear", a button. It shows while ``showsClearButton``.
    public func clearButtonAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: Localizer.string(.commonClear, language: language, locale: locale), traits: .button)
    }

    /// What VoiceOver reads for the domain error under the search field in `language` (`locale`'s
    /// when nil), or nil when there is none (``domainErrorMessage(locale:language:)``).
    public func domainErrorAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement? {
        domainErrorMessage(locale: locale, language: language).map { AccessibilityElement(label: $0, traits: .staticText) }
    }

    /// What VoiceOver reads for the "No icon" button in `language` (`locale`'s when nil): its
    /// title, selected when no icon is chosen.
    public func noIconButtonAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: Localizer.string(.iconPickerNoIcon, language: language, locale: locale),
                             traits: isSelected(nil) ? [.button, .selected] : .button)
    }

    /// What VoiceOver reads for the logo cell of `source`, a button: the brand's name, selected
    /// when it is chosen (``logoAccessibility(of:)``).
    public func logoCellAccessibility(_ source: IconSource) -> AccessibilityElement {
        AccessibilityElement(logoAccessibility(of: source), traits: .button)
    }

    /// The header of the icons tab's `section` in `language` (`locale`'s when nil): its
    /// category's title, in the compact style.
    public func symbolSectionHeader(_ section: SymbolSection, locale: Locale, language: TallyLanguage? = nil) -> SectionHeaderViewState {
        SectionHeaderViewState(title: section.category.title(locale: locale, language: language), style: .compact)
    }

    /// The header of the logos tab's `section` in `language` (`locale`'s when nil): "Banks" or
    /// "Services", in the compact style.
    public func logoSectionHeader(_ section: LogoSection, locale: Locale, language: TallyLanguage? = nil) -> SectionHeaderViewState {
        SectionHeaderViewState(title: Localizer.string(section.kind.titleKey, language: language, locale: locale), style: .compact)
    }

    /// The tabs, the search field, the domain error when there is one, and the headers of the
    /// shown tab's sections: of the icons tab's, the first `symbolSectionLimit` (all when nil).
    ///
    /// - Parameters:
    ///   - locale: The locale dates and figures are written in, and the language when
    ///     `language` is nil.
    ///   - language: The language of the texts; nil for `locale`'s.
    ///   - symbolSectionLimit: How many of the icons tab's sections are drawn; nil for all.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?, symbolSectionLimit: Int?) -> [AccessibilityElement] {
        var elements = Tab.allCases.map { tabButtonAccessibility($0, locale: locale, language: language) }
        elements.append(searchFieldAccessibility(locale: locale, language: language))
        if let error = domainErrorAccessibility(locale: locale, language: language) { elements.append(error) }
        switch tab {
        case .icons:
            let sections = symbolSections(locale: locale, language: language)
            elements += sections.prefix(symbolSectionLimit ?? sections.count).map {
                symbolSectionHeader($0, locale: locale, language: language).accessibilityElement
            }
        case .logos:
            elements += logoSections.map { logoSectionHeader($0, locale: locale, language: language).accessibilityElement }
        }
        return elements
    }

    /// The tabs, the search field, the domain error when there is one, and the headers of every
    /// section of the tab shown.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        accessibilityElements(locale: locale, language: language, symbolSectionLimit: nil)
    }
}

import Foundation

/// Everything `IconPickerRow` shows and says, as one value: its title, the chosen icon, how the
/// icon is drawn, whether the icon picker is open, and the tap feedback.
///
/// VoiceOver reads the row as one button: the title ("Icon" when none is given), then what is
/// chosen (the brand's name for a logo, the category for a symbol of the catalogue, "Icon" for
/// another symbol, "No icon" for none), then "Opens the icon picker". A tap plays a light haptic
/// (``tapFeedback``) and opens the picker.
public struct IconPickerRowState: Sendable, Equatable {
    /// The chosen icon; nil for none.
    public var selection: IconSource?
    /// The title, already localized; nil for `common.icon` ("Icon").
    public var title: String?
    /// How the chosen icon is drawn; nil for the standard style at 20 pt.
    public var style: IconStyle?
    /// Whether the icon picker is open.
    public var isPresented: Bool
    /// The symbols the picker offers, whose categories name a chosen symbol.
    public var catalogue: SymbolCatalogue
    /// Counts the taps that play the light haptic; the view plays one each time it changes.
    public private(set) var tapFeedback: Int

    /// A row state.
    ///
    /// - Parameters:
    ///   - selection: The chosen icon; nil for none.
    ///   - title: The title, already localized; nil for "Icon".
    ///   - style: How the chosen icon is drawn; nil for the standard style at 20 pt.
    ///   - isPresented: Whether the icon picker is open.
    ///   - catalogue: The symbols the picker offers.
    public init(selection: IconSource?, title: String? = nil, style: IconStyle? = nil, isPresented: Bool = false,
                catalogue: SymbolCatalogue = .finance) {
        self.selection = selection
        self.title = title
        self.style = style
        self.isPresented = isPresented
        self.catalogue = catalogue
        tapFeedback = 0
    }

    /// The title in `language` (`locale`'s when nil): the caller's, or "Icon" when there is none or
    /// it is empty.
    public func title(locale: Locale, language: TallyLanguage? = nil) -> String {
        title.flatMap { $0.isEmpty ? nil : $0 } ?? Localizer.string(.commonIcon, language: language, locale: locale)
    }

    /// The size the chosen icon is drawn at unless the row gives a style: large (24 pt), the
    /// size a picker row's icon usually has, so the choice reads at a glance.
    public static let standardIconSize: IconStyle.Size = .lg

    /// The chosen icon as drawn, or nil when there is none (the row then shows a photo placeholder).
    public var icon: IconViewState? {
        selection.map { IconViewState(source: $0, style: style ?? .standard(for: $0, size: Self.standardIconSize)) }
    }

    /// The placeholder's side, in points, when there is no icon: the style's size, or the
    /// placeholder preset's.
    public var placeholderSize: Double { (style ?? .placeholder).size }

    /// The SF Symbol shown when there is no icon.
    public var placeholderSymbol: String { "photo" }

    /// What the row says is chosen, in `language` (`locale`'s when nil): the brand's name, the
    /// symbol's category, "Icon" for another symbol, "No icon" for none.
    public func value(locale: Locale, language: TallyLanguage? = nil) -> String {
        switch selection {
        case nil: Localizer.string(.iconPickerNoIcon, language: language, locale: locale)
        case .bankLogo(let brand), .brandService(let brand): brand.name
        case .sfSymbol(let name):
            catalogue.symbol(named: name)?.category.title(locale: locale, language: language) ?? Localizer.string(.commonIcon, language: language, locale: locale)
        }
    }

    /// What VoiceOver reads for the row in `language` (`locale`'s when nil): the title, what is
    /// chosen, and the hint.
    public func accessibility(locale: Locale, language: TallyLanguage? = nil) -> PickerAccessibility {
        PickerAccessibility(
            label: title(locale: locale, language: language), value: value(locale: locale, language: language),
            hint: Localizer.string(.iconPickerRowAccessibilityHint, language: language, locale: locale))
    }

    /// Taps the row: counts a light haptic and opens the icon picker.
    public mutating func open() {
        tapFeedback &+= 1
        isPresented = true
    }

    /// The icon picker the row opens, on the chosen icon.
    public func picker(isOnlineSearchEnabled: Bool) -> IconPickerViewState {
        IconPickerViewState(selection: selection, isOnlineSearchEnabled: isOnlineSearchEnabled, catalogue: catalogue)
    }
}

extension IconPickerRowState: AccessibilityDescribing {
    /// What VoiceOver reads for the row, one button, in `language` (`locale`'s when nil): the
    /// title, what is chosen and the hint (``accessibility(locale:language:)``).
    public func accessibilityElement(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(accessibility(locale: locale, language: language), traits: .button)
    }

    /// The row, its only element.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [accessibilityElement(locale: locale, language: language)]
    }
}

import Foundation

/// What a currency picker shows and says, as one value: the currencies in sections (the app's
/// favourites, the person's recents, then every currency), or, while the person searches, the
/// currencies that match, best first. Each row has the code, the name in the UI language and the
/// symbol the locale writes; a row whose currency cannot hold the amount being typed (12.5 in
/// JPY) says why before it is tapped.
///
/// Search matches the code, the symbol, and the name in the UI language and in English, ignoring
/// case and diacritics: "franc" finds CHF, "юань" finds CNY, "$" finds the dollars, "zl" finds
/// PLN (złoty). An exact code comes first, then codes that start with the text, an exact symbol
/// or whole name ("Euro" before "WIR-Euro"), names whose words start with it, and names that
/// contain it; ties keep the list's order.
///
/// The favourites and recents are the app's state: it passes them in and keeps them.
/// Withdrawn currencies (BGN, HRK…) are listed only when the app asks for them; an app's own
/// currencies are passed in and listed with the others.
///
/// ```swift
/// let picker = CurrencyPickerState(selection: .chf, locale: Locale(identifier: "en_US"), searchText: "franc")
/// picker.sections[0].rows.map(\.code)   // ["CHF", "XAF", "XOF", …], names containing "franc"
/// ```
public struct CurrencyPickerState: Sendable, Hashable {
    /// One currency in the list.
    public struct Row: Sendable, Hashable, Identifiable {
        /// The currency.
        public let currency: Currency
        /// Its code: "CHF".
        public var code: String { currency.code }
        /// Its name in the UI language ("Swiss Franc", "швейцарский франк"), or its English name
        /// where the platform has none.
        public let name: String
        /// The symbol `locale` writes with it ("CHF", "$", "€"), or its code.
        public let symbol: String
        /// Why the amount being typed cannot be in this currency ("JPY allows 0 decimal places:
        /// delete the extra digits first", the currency change's own reason), or nil when it can;
        /// choosing the row anyway changes nothing and shows this again.
        public let refusal: String?
        /// Whether it is the chosen currency.
        public let isSelected: Bool

        /// The row's identity: its code.
        public var id: String { currency.code }

        /// The symbol and the code as the row shows them ("$  USD"), the code alone where the
        /// symbol is the code ("CHF").
        public var codeText: String { symbol == code ? code : "\(symbol)  \(code)" }

        /// Whether choosing the row changes the currency: false when the amount cannot be in it,
        /// and choosing it only shows ``refusal`` again.
        public var isChoosable: Bool { refusal == nil }

        /// What VoiceOver reads: the name first, then the code and the symbol where they differ,
        /// then why the amount cannot be in it ("Japanese Yen, JPY, ¥, This currency allows 0
        /// decimal places").
        public var accessibilityLabel: String {
            var parts = [name, code]
            if symbol != code { parts.append(symbol) }
            if let refusal { parts.append(refusal) }
            return parts.joined(separator: ", ")
        }

        /// The row as VoiceOver reads it: ``accessibilityLabel``, a button, selected when chosen.
        public var accessibilityElement: AccessibilityElement {
            AccessibilityElement(label: accessibilityLabel, traits: isSelected ? [.button, .selected] : .button)
        }
    }

    /// A group of rows under a title.
    public struct Section: Sendable, Hashable, Identifiable {
        /// Which group it is.
        public let kind: Kind
        /// The section's title in the UI language ("Favourites", "Recent", "All currencies",
        /// "Results").
        public let title: String
        /// Its rows, in order.
        public let rows: [Row]

        /// The section's identity: its kind.
        public var id: Kind { kind }

        /// Which group a section is.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// The app's favourites.
            case favourites
            /// The person's recent choices.
            case recents
            /// Every currency.
            case all
            /// What matches the search, best first.
            case results
        }
    }

    /// The chosen currency.
    public let selection: Currency
    /// The search text as typed.
    public let searchText: String
    /// The sections shown: favourites, recents and all when the search is empty (a section with
    /// no rows is left out), one section of results otherwise (empty when nothing matches).
    public let sections: [Section]
    /// "No currencies found" in the UI language when the search matches nothing; nil otherwise.
    public let noResultsText: String?

    /// The picker for `selection`.
    ///
    /// - Parameters:
    ///   - selection: The chosen currency.
    ///   - entry: The amount being typed, whose currency the picker changes; a row it cannot be
    ///     held in says why. Nil for none.
    ///   - favourites: The app's favourite currencies, in order.
    ///   - recents: The person's recent choices, newest first.
    ///   - includesWithdrawn: Whether withdrawn currencies are listed (false by default).
    ///   - appCurrencies: The app's own currencies, listed after the ISO ones.
    ///   - locale: The locale whose symbols the rows show.
    ///   - language: The language of the names and titles; nil for `locale`'s.
    ///   - searchText: What the person typed in the search field.
    public init(selection: Currency, entry: AmountEntry? = nil, favourites: [Currency] = [], recents: [Currency] = [],
                includesWithdrawn: Bool = false, appCurrencies: [Currency] = [], locale: Locale, language: TallyLanguage? = nil,
                searchText: String = "") {
        self.selection = selection
        self.searchText = searchText
        let language = language ?? TallyLanguage(locale: locale)
        // Every ISO currency's texts, folded for search, are worked out once per locale and
        // language; a keystroke folds the query and compares.
        let table = Self.table(locale: locale, language: language)
        var listed = table.active
        if includesWithdrawn { listed += table.withdrawn }
        if !appCurrencies.isEmpty { listed += appCurrencies.map { Self.listing(of: $0, locale: locale, language: language) } }
        // Changing the currency refuses the amount only when the currency has fewer minor units
        // than the fraction digits typed: only those rows try the change, for its reason.
        let typedFractionCount = entry?.input.typedFractionCount ?? -1
        func row(_ listing: Listing) -> Row {
            let currency = listing.currency
            var refusal: String?
            if currency.minorUnits < typedFractionCount, var trial = entry, trial.input.currency != currency,
               let reason = trial.perform(.changeCurrency(currency)) {
                refusal = reason.message(locale: locale, language: language)
            }
            return Row(currency: currency, name: listing.name, symbol: listing.symbol, refusal: refusal, isSelected: currency == selection)
        }
        let query = Self.folded(searchText.trimmingCharacters(in: .whitespacesAndNewlines))
        guard query.isEmpty else {
            var ranked: [(rank: Int, index: Int)] = []
            for index in listed.indices {
                if let rank = listed[index].rank(query) { ranked.append((rank, index)) }
            }
            ranked.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.index < $1.index }
            sections = [Section(kind: .results, title: Localizer.string(.currencyPickerResults, language: language, locale: locale),
                                rows: ranked.map { row(listed[$0.index]) })]
            noResultsText = ranked.isEmpty ? Localizer.string(.currencyPickerNoResults, language: language, locale: locale) : nil
            return
        }
        var sections: [Section] = []
        if !favourites.isEmpty || !recents.isEmpty {
            // The listing of each code shown (the first, where an app's currency repeats one).
            var shown: [String: Int] = [:]
            for index in listed.indices where shown[listed[index].currency.code] == nil { shown[listed[index].currency.code] = index }
            func rows(_ currencies: [Currency]) -> [Row] {
                var seen = Set<String>()
                return currencies.compactMap { currency in
                    guard let index = shown[currency.code], seen.insert(currency.code).inserted else { return nil }
                    // A currency given with another name or symbol than the listed one of its code
                    // shows its own.
                    return row(listed[index].currency == currency ? listed[index] : Self.listing(of: currency, locale: locale, language: language))
                }
            }
            let favouriteRows = rows(favourites)
            if !favouriteRows.isEmpty {
                sections.append(Section(kind: .favourites, title: Localizer.string(.currencyPickerFavourites, language: language, locale: locale),
                                        rows: favouriteRows))
            }
            let recentRows = rows(recents)
            if !recentRows.isEmpty {
                sections.append(Section(kind: .recents, title: Localizer.string(.currencyPickerRecents, language: language, locale: locale),
                                        rows: recentRows))
            }
        }
        sections.append(Section(kind: .all, title: Localizer.string(.currencyPickerAll, language: language, locale: locale),
                                rows: listed.map(row)))
        self.sections = sections
        noResultsText = nil
    }

    /// The rows of every section, in order (a currency can be in more than one).
    public var rows: [Row] { sections.flatMap(\.rows) }

    /// Whether the search found nothing.
    public var hasNoResults: Bool { !searchText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && rows.isEmpty }

    // MARK: - Matching

    /// `text` without case or diacritics ("Złoty" → "zloty"), for comparing.
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: "ł", with: "l")
    }

    /// A listed currency's texts in one locale and language, and the same texts folded
    /// (``folded(_:)``) and cut into words for search, so that a keystroke only compares.
    struct Listing: Sendable {
        /// The currency.
        let currency: Currency
        /// Its name in the UI language, or its English name where the platform has none.
        let name: String
        /// The symbol the locale writes with it.
        let symbol: String
        /// The code, folded.
        let foldedCode: String
        /// The symbol, folded.
        let foldedSymbol: String
        /// The name in the UI language and the English one, folded (one when they are the same).
        let foldedNames: [String]
        /// The words of ``foldedNames``: the runs of letters and digits.
        let words: [Substring]

        /// `currency` as `locale` writes its symbol, named in `name`, or in `englishName` when nil.
        init(currency: Currency, name: String?, englishName: String, symbol: String) {
            self.currency = currency
            self.name = name ?? englishName
            self.symbol = symbol
            foldedCode = CurrencyPickerState.folded(currency.code)
            foldedSymbol = CurrencyPickerState.folded(symbol)
            let uiName = CurrencyPickerState.folded(self.name)
            let english = CurrencyPickerState.folded(englishName)
            foldedNames = uiName == english ? [uiName] : [uiName, english]
            words = foldedNames.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }
        }

        /// `currency` with its symbol in `locale`, its name in `names`' language and in `english`.
        init(currency: Currency, locale: Locale, names: Locale, english: Locale) {
            let englishName = CurrencyPickerState.name(of: currency, in: english) ?? currency.name
            self.init(currency: currency, name: CurrencyPickerState.name(of: currency, in: names), englishName: englishName,
                      symbol: CurrencyPickerState.symbol(of: currency, locale: locale))
        }

        /// How well `query` (folded) matches, lower is better; nil for no match. An exact code
        /// first, then a code that starts with it, the symbol, a word of a name that starts
        /// with it, a name that contains it, a symbol that contains it.
        func rank(_ query: String) -> Int? {
            if foldedCode == query { return 0 }
            if foldedCode.hasPrefix(query) { return 1 }
            if foldedSymbol == query || foldedNames.contains(query) { return 2 }
            if words.contains(where: { $0.hasPrefix(query) }) { return 3 }
            if foldedNames.contains(where: { $0.contains(query) }) { return 4 }
            if foldedSymbol.contains(query) { return 5 }
            return nil
        }
    }

    /// The ISO currencies' listings in a locale and language: the active ones and the withdrawn.
    struct Table: Sendable {
        /// ``Currency/all``, in order.
        let active: [Listing]
        /// ``Currency/withdrawn``, in order.
        let withdrawn: [Listing]
    }

    /// Every ISO currency's listing for `locale`'s symbols and `language`'s names, worked out on
    /// the first picker in them and kept.
    static func table(locale: Locale, language: TallyLanguage) -> Table {
        tableCache.value(for: locale.identifier + "|" + language.identifier) {
            let names = Locale(identifier: language.identifier)
            let english = Locale(identifier: "en")
            func listing(_ currency: Currency) -> Listing { Listing(currency: currency, locale: locale, names: names, english: english) }
            return Table(active: Currency.all.map(listing), withdrawn: Currency.withdrawn.map(listing))
        }
    }

    private static let tableCache = CompiledCache<String, Table>()

    /// The listing of a currency outside the table (an app's own), kept per locale and language.
    static func listing(of currency: Currency, locale: Locale, language: TallyLanguage) -> Listing {
        listingCache.value(for: ListingKey(locale: locale.identifier, language: language.identifier, currency: currency)) {
            Listing(currency: currency, locale: locale, names: Locale(identifier: language.identifier), english: Locale(identifier: "en"))
        }
    }

    /// What a listing outside the table depends on.
    private struct ListingKey: Hashable, Sendable {
        let locale: String
        let language: String
        let currency: Currency
    }

    private static let listingCache = CompiledCache<ListingKey, Listing>()

    /// The platform's name of `currency` in `locale`'s language, nil where it has none (an app's
    /// own currency, or a code the platform does not name).
    static func name(of currency: Currency, in locale: Locale) -> String? {
        guard currency.kind != .custom else { return nil }
        let name = locale.localizedString(forCurrencyCode: currency.code) ?? ""
        return name.isEmpty || name == currency.code ? nil : name
    }

    /// The symbol `locale` writes with `currency`: the app's own symbol, or the one the currency
    /// style writes (``Locale/currencySymbol`` of `locale` with `currency` as its currency, which
    /// reads the same data as a currency `NumberFormatter` without building one).
    static func symbol(of currency: Currency, locale: Locale) -> String {
        if let symbol = currency.symbol { return symbol }
        var components = Locale.Components(locale: locale)
        components.currency = Locale.Currency(currency.code)
        let symbol = Locale(components: components).currencySymbol ?? ""
        return symbol.isEmpty ? currency.code : symbol
    }
}

extension CurrencyPickerState: AccessibilityDescribing {
    /// Every row, in order, each read name first, the chosen one with the selected trait; "No
    /// currencies found" when the search matches nothing.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        if let noResultsText { return [AccessibilityElement(label: noResultsText, traits: .staticText)] }
        return rows.map(\.accessibilityElement)
    }
}

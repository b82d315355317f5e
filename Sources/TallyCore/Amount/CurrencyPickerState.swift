import Foundation

/// What a currency picker shows and says, as one value: the currencies in sections (the app's
/// favourites, the person's recents, then every currency), or, while the person searches, the
/// currencies that match, best first. Each row has the code, the name in the UI language and the
/// symbol the locale writes; a row whose currency cannot hold the amount being typed (12.5 in
/// JPY) says why before it is tapped.
///
/// Search matches the code, the symbol, and the name in the UI language and in English, ignoring
/// case and diacritics: "franc" finds CHF, "юань" finds CNY, "$" finds the dollars, "zl" finds
/// PLN (złoty). An exact code comes first, then codes that start with the text, symbols, names
/// whose words start with it, and names that contain it; ties keep the list's order.
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
        /// Why the amount being typed cannot be in this currency ("This currency allows 0 decimal
        /// places"), or nil when it can; choosing the row anyway changes nothing and shows this
        /// again.
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
        let names = Locale(identifier: language.identifier)
        let english = Locale(identifier: "en")
        let listed = Currency.all + (includesWithdrawn ? Currency.withdrawn : []) + appCurrencies
        func row(_ currency: Currency) -> Row {
            var refusal: String?
            if var trial = entry, trial.input.currency != currency, let reason = trial.perform(.changeCurrency(currency)) {
                refusal = reason.message(locale: locale, language: language)
            }
            return Row(currency: currency, name: Self.name(of: currency, in: names) ?? Self.name(of: currency, in: english) ?? currency.name,
                       symbol: Self.symbol(of: currency, locale: locale), refusal: refusal, isSelected: currency == selection)
        }
        let query = Self.folded(searchText.trimmingCharacters(in: .whitespacesAndNewlines))
        guard query.isEmpty else {
            var ranked: [(rank: Int, index: Int, row: Row)] = []
            for (index, currency) in listed.enumerated() {
                let candidate = row(currency)
                let englishName = Self.name(of: currency, in: english) ?? currency.name
                if let rank = Self.rank(query: query, code: currency.code, symbol: candidate.symbol, names: [candidate.name, englishName]) {
                    ranked.append((rank, index, candidate))
                }
            }
            ranked.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.index < $1.index }
            sections = [Section(kind: .results, title: Localizer.string(.currencyPickerResults, language: language, locale: locale),
                                rows: ranked.map(\.row))]
            noResultsText = ranked.isEmpty ? Localizer.string(.currencyPickerNoResults, language: language, locale: locale) : nil
            return
        }
        var sections: [Section] = []
        let shown = Set(listed.map(\.code))
        func unique(_ currencies: [Currency]) -> [Currency] {
            var seen = Set<String>()
            return currencies.filter { shown.contains($0.code) && seen.insert($0.code).inserted }
        }
        let favouriteRows = unique(favourites).map(row)
        if !favouriteRows.isEmpty {
            sections.append(Section(kind: .favourites, title: Localizer.string(.currencyPickerFavourites, language: language, locale: locale),
                                    rows: favouriteRows))
        }
        let recentRows = unique(recents).map(row)
        if !recentRows.isEmpty {
            sections.append(Section(kind: .recents, title: Localizer.string(.currencyPickerRecents, language: language, locale: locale),
                                    rows: recentRows))
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

    /// How well `query` (folded) matches a currency, lower is better; nil for no match.
    static func rank(query: String, code: String, symbol: String, names: [String]) -> Int? {
        let code = folded(code)
        if code == query { return 0 }
        if code.hasPrefix(query) { return 1 }
        let symbol = folded(symbol)
        if symbol == query { return 2 }
        let foldedNames = names.map(folded)
        if foldedNames.contains(where: { name in name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains { $0.hasPrefix(query) } }) {
            return 3
        }
        if foldedNames.contains(where: { $0.contains(query) }) { return 4 }
        if symbol.contains(query) { return 5 }
        return nil
    }

    /// The platform's name of `currency` in `locale`'s language, nil where it has none (an app's
    /// own currency, or a code the platform does not name).
    static func name(of currency: Currency, in locale: Locale) -> String? {
        guard currency.kind != .custom else { return nil }
        // Asked of the platform once per language and code, and kept: a picker lists them all on
        // every keystroke of a search.
        let name = nameCache.value(for: locale.identifier + "|" + currency.code) {
            locale.localizedString(forCurrencyCode: currency.code) ?? ""
        }
        return name.isEmpty || name == currency.code ? nil : name
    }

    private static let nameCache = CompiledCache<String, String>()

    /// The symbol `locale` writes with `currency`: the app's own symbol, or the currency style's.
    static func symbol(of currency: Currency, locale: Locale) -> String {
        if let symbol = currency.symbol { return symbol }
        return symbolCache.value(for: locale.identifier + "|" + currency.code) {
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .currency
            formatter.currencyCode = currency.code
            let symbol = formatter.currencySymbol ?? ""
            return symbol.isEmpty ? currency.code : symbol
        }
    }

    private static let symbolCache = CompiledCache<String, String>()
}

extension CurrencyPickerState: AccessibilityDescribing {
    /// Every row, in order, each read name first, the chosen one with the selected trait; "No
    /// currencies found" when the search matches nothing.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        if let noResultsText { return [AccessibilityElement(label: noResultsText, traits: .staticText)] }
        return rows.map(\.accessibilityElement)
    }
}

#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A searchable list of currencies, to show as a sheet: the app's favourites, the person's
/// recents, then every currency, each row with its name in the UI language, its code and the
/// symbol the locale writes. It draws a `CurrencyPickerState`, which decides the sections, the
/// order of search results and why a row cannot take the amount being typed.
///
/// A row the amount cannot be in (12.5 in yen) says why under its name; choosing it changes
/// nothing. Choosing another row writes the binding and dismisses the sheet. VoiceOver reads
/// each row as one button, its name first.
///
/// ```swift
/// .sheet(isPresented: $choosingCurrency) {
///     CurrencyPicker(selection: $expense.price.currency, favourites: [.chf, .eur], recents: recents)
/// }
/// ```
public struct CurrencyPicker: View {
    @Environment(\.tallyTheme) private var theme
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.dismiss) private var dismiss
    @Binding private var selection: Currency
    private let state: CurrencyPickerState?
    private let parts: (entry: AmountEntry?, favourites: [Currency], recents: [Currency], includesWithdrawn: Bool, appCurrencies: [Currency])
    @State private var searchText = ""

    /// A picker drawing `state` (its search text as given) and writing the chosen currency to
    /// `selection`.
    public init(state: CurrencyPickerState, selection: Binding<Currency>) {
        self.state = state
        _selection = selection
        parts = (nil, [], [], false, [])
    }

    /// A picker of every currency, searched in the environment's language and locale.
    ///
    /// - Parameters:
    ///   - selection: The chosen currency, written when the person picks another.
    ///   - entry: The amount being typed; a currency it cannot be in says why. Nil for none.
    ///   - favourites: The app's favourite currencies, in order.
    ///   - recents: The person's recent choices, newest first.
    ///   - includesWithdrawn: Whether withdrawn currencies are listed.
    ///   - appCurrencies: The app's own currencies.
    public init(selection: Binding<Currency>, entry: AmountEntry? = nil, favourites: [Currency] = [], recents: [Currency] = [],
                includesWithdrawn: Bool = false, appCurrencies: [Currency] = []) {
        state = nil
        _selection = selection
        parts = (entry, favourites, recents, includesWithdrawn, appCurrencies)
    }

    /// The sections, or the search results, in a searchable list.
    public var body: some View {
        let state = state ?? CurrencyPickerState(
            selection: selection, entry: parts.entry, favourites: parts.favourites, recents: parts.recents,
            includesWithdrawn: parts.includesWithdrawn, appCurrencies: parts.appCurrencies, locale: locale, language: language,
            searchText: searchText)
        List {
            ForEach(state.sections) { section in
                Section {
                    ForEach(section.rows) { row in
                        Button { choose(row) } label: { rowView(row) }
                            .accessibilityElement(children: .ignore)
                            .tallyAccessibility(row.accessibilityElement)
                    }
                } header: {
                    SectionHeaderView(state: SectionHeaderViewState(title: section.title, style: .compact))
                }
            }
        }
        .searchable(text: $searchText)
        .overlay {
            if let noResults = state.noResultsText {
                ContentUnavailableView(noResults, systemImage: "magnifyingglass")
            }
        }
    }

    /// A row: the name (and why the amount cannot be in it), the symbol and code, a checkmark
    /// when chosen.
    private func rowView(_ row: CurrencyPickerState.Row) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: theme.spacing(.sm)) {
            VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
                Text(verbatim: row.name)
                    .tallyFont(.body)
                    .foregroundStyle(ThemeColor.textPrimary)
                if let refusal = row.refusal {
                    Text(verbatim: refusal)
                        .tallyFont(.caption)
                        .foregroundStyle(ThemeColor.errorText)
                }
            }
            Spacer(minLength: theme.spacing(.sm))
            Text(verbatim: row.codeText)
                .tallyFont(.bodySmall)
                .monospacedDigit()
                .foregroundStyle(ThemeColor.textSecondary)
            if row.isSelected {
                Image(systemName: "checkmark")
                    .foregroundStyle(ThemeColor.primary)
            }
        }
        .contentShape(Rectangle())
    }

    /// Writes `row`'s currency and closes the sheet, unless the amount cannot be in it.
    private func choose(_ row: CurrencyPickerState.Row) {
        guard row.isChoosable else { return }
        selection = row.currency
        dismiss()
    }
}
#endif

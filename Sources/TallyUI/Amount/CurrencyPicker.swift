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
///
/// An ``AmountInputView`` or ``AddTransactionSheet`` opens one itself from its currency button
/// with ``SwiftUI/View/currencyPicker(_:)``; ``init(entry:options:)`` is that picker, for a
/// layout of your own.
public struct CurrencyPicker: View {
    /// Where a choice goes.
    private enum Target {
        /// A currency binding, written when the row is choosable.
        case selection(Binding<Currency>)
        /// The amount being typed: a choice is its own currency change, and a taken one heads the
        /// recents.
        case entry(Binding<AmountEntry>, recents: Binding<[Currency]>?, limit: Int)
    }

    @Environment(\.tallyTheme) private var theme
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.dismiss) private var dismiss
    private let target: Target
    private let state: CurrencyPickerState?
    private let parts: (entry: AmountEntry?, favourites: [Currency], recents: [Currency], includesWithdrawn: Bool, appCurrencies: [Currency])
    @State private var searchText = ""

    /// A picker drawing `state` (its search text as given) and writing the chosen currency to
    /// `selection`.
    public init(state: CurrencyPickerState, selection: Binding<Currency>) {
        self.state = state
        target = .selection(selection)
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
        target = .selection(selection)
        parts = (entry, favourites, recents, includesWithdrawn, appCurrencies)
    }

    /// A picker changing the currency of the amount being typed, as ``AmountInputView`` and
    /// ``AddTransactionSheet`` open it with ``SwiftUI/View/currencyPicker(_:)``: choosing a row
    /// is `entry`'s own `AmountAction.changeCurrency(_:)`
    /// (`CurrencyPickerState.choose(_:for:recents:limit:origin:)`). A currency the typed amount
    /// cannot be in changes nothing and shows the reason again; one it can be in is put first in
    /// `options.recents` and closes the sheet.
    ///
    /// ```swift
    /// .sheet(isPresented: $choosingCurrency) {
    ///     CurrencyPicker(entry: $amount.entry, options: CurrencyPickerOptions(favourites: [.chf, .eur], recents: $recents))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - entry: The amount being typed, whose currency the picker changes.
    ///   - options: The favourites, the recents it updates, withdrawn and the app's own currencies.
    public init(entry: Binding<AmountEntry>, options: CurrencyPickerOptions = CurrencyPickerOptions()) {
        state = nil
        target = .entry(entry, recents: options.recents, limit: options.recentsLimit)
        parts = (nil, options.favourites, options.recents?.wrappedValue ?? [], options.includesWithdrawn, options.appCurrencies)
    }

    /// The chosen currency: the binding's, or the amount's.
    private var selection: Currency {
        switch target {
        case .selection(let selection): selection.wrappedValue
        case .entry(let entry, _, _): entry.wrappedValue.currency
        }
    }

    /// The amount whose rows say why it cannot be in their currency, and the recents as they stand now.
    private var current: (entry: AmountEntry?, recents: [Currency]) {
        switch target {
        case .selection: (parts.entry, parts.recents)
        case .entry(let entry, let recents, _): (entry.wrappedValue, recents?.wrappedValue ?? parts.recents)
        }
    }

    /// The sections, or the search results, in a searchable list.
    public var body: some View {
        let current = current
        let state = state ?? CurrencyPickerState(
            selection: selection, entry: current.entry, favourites: parts.favourites, recents: current.recents,
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

    /// Writes `row`'s currency and closes the sheet, unless the amount cannot be in it; for an
    /// amount being typed, changes its currency (a refusal shown as the amount shows it) and
    /// updates the recents.
    private func choose(_ row: CurrencyPickerState.Row) {
        switch target {
        case .selection(let selection):
            guard row.isChoosable else { return }
            selection.wrappedValue = row.currency
            dismiss()
        case .entry(let entry, let recents, let limit):
            let choice = CurrencyPickerState.choose(row.currency, for: &entry.wrappedValue, recents: recents?.wrappedValue ?? [], limit: limit)
            if let recents, let updated = choice.recents, recents.wrappedValue != updated { recents.wrappedValue = updated }
            if choice.dismissesPicker { dismiss() }
        }
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A quick expense entry, as a sample form: Amount, Quick amounts, Description, Type (expense or
/// income, as segments or, at the accessibility text sizes, rows), Date. The amount field has focus as soon as the sheet appears (so the decimal pad is
/// up), and a quick amount the amount takes moves focus on to the description.
///
/// It draws one `AddTransactionSheetState`: the amount is held once, and the quick amounts act
/// on it in its own currency. Bound to your model's `Money` (or a value and a currency), a
/// currency that changes while the sheet is open is applied as a currency change on that one
/// amount: kept when it can hold the typed digits, refused with the reason otherwise and written
/// back into your model's currency. A value your model sets that the amount cannot hold is
/// reported in `conflict`.
///
/// With ``SwiftUI/View/currencyPicker(_:)`` the Amount section has a Currency row that opens a
/// ``CurrencyPicker`` as a sheet; its choice is the amount's own currency change, written to your
/// model only when the amount can be in it:
///
/// ```swift
/// AddTransactionSheet(amount: $draft.price, today: .now, onSave: save, onCancel: dismiss)
///     .currencyPicker(favourites: [.chf, .eur], recents: $recents)
/// ```
public struct AddTransactionSheet: View {
    /// Whether money goes out or comes in.
    public typealias Kind = AddTransactionSheetState.Kind
    /// What the form holds when it is saved.
    public typealias Draft = AddTransactionSheetState.Draft

    private enum Source {
        case state(AddTransactionSheetState)
        case value(Binding<BoundAmount>, sync: AmountValueSync, limits: AmountLimits, quickAmounts: QuickAmounts, today: Date,
                   conflict: Binding<AmountValueSync.Conflict?>?)
    }

    private let source: Source
    private let onSave: (Draft) -> Void
    private let onCancel: () -> Void

    /// A form for a new transaction.
    ///
    /// - Parameters:
    ///   - currency: The amount's currency.
    ///   - locale: The locale the amount is typed and read in (its separators and grouping).
    ///   - presets: The quick amounts (10, 15, 20, 30 unless given).
    ///   - today: The date the form starts on.
    ///   - onSave: Receives the form when Save is tapped.
    ///   - onCancel: Called when Cancel is tapped.
    public init(
        currency: Currency, locale: Locale, presets: [Decimal] = [10, 15, 20, 30], today: Date,
        onSave: @escaping (Draft) -> Void, onCancel: @escaping () -> Void
    ) {
        self.init(state: AddTransactionSheetState(currency: currency, locale: locale, quickAmounts: QuickAmounts(presets), today: today),
                  onSave: onSave, onCancel: onCancel)
    }

    /// A form starting in `state` (a draft being edited, or any state for a preview or the gallery).
    public init(state: AddTransactionSheetState, onSave: @escaping (Draft) -> Void, onCancel: @escaping () -> Void) {
        source = .state(state)
        self.onSave = onSave
        self.onCancel = onCancel
    }

    /// A form whose amount is bound to the `Money` your model holds: typing and quick amounts
    /// write its amount (an empty amount is zero), and an amount or currency set from outside is
    /// shown. Both are applied together or not at all: a currency the typed digits do not fit is
    /// refused and written back into `amount`; an amount the currency cannot hold is not rounded
    /// or written back: the field keeps its amount, shows the reason and reports it in
    /// `conflict`. The amount is typed the way the environment's locale writes numbers.
    ///
    /// ```swift
    /// AddTransactionSheet(amount: $draft.price, maximum: 10_000, today: .now, onSave: save, onCancel: dismiss)
    /// ```
    ///
    /// - Parameters:
    ///   - amount: The amount and its currency in your model.
    ///   - presets: The quick amounts (10, 15, 20, 30 unless given).
    ///   - maximum: The largest amount the person can enter (a preset above it is unavailable);
    ///     nil allows any amount of up to 12 integer digits.
    ///   - minimum: The smallest amount the person can enter; nil for none. A key never takes the
    ///     amount further below it, and a smaller amount pasted or set is refused.
    ///   - allowsNegative: Whether the amount may be negative (a refund, a correction): the sign
    ///     key, a minus typed and negative amounts pasted or set are taken.
    ///   - today: The date the form starts on.
    ///   - conflict: Where the form writes what your model holds that the amount does not show
    ///     (nil when they agree); test it before you save.
    ///   - onSave: Receives the form when Save is tapped.
    ///   - onCancel: Called when Cancel is tapped.
    public init(
        amount: Binding<Money>, presets: [Decimal] = [10, 15, 20, 30], maximum: Decimal? = nil, minimum: Decimal? = nil,
            allowsNegative: Bool = false, today: Date,
        conflict: Binding<AmountValueSync.Conflict?>? = nil, onSave: @escaping (Draft) -> Void, onCancel: @escaping () -> Void
    ) {
        source = .value(.money(amount), sync: AmountValueSync(empty: .zero), limits: AmountLimits(maximum: maximum,
            minimum: minimum, allowsNegative: allowsNegative), quickAmounts: QuickAmounts(presets),
                        today: today, conflict: conflict)
        self.onSave = onSave
        self.onCancel = onCancel
    }

    /// A form whose amount is bound to the `Decimal` and the `Currency` your model keeps apart:
    /// typing and quick amounts write the value (an empty amount is zero). Otherwise as the
    /// `Binding<Money>` initializer; for a fixed currency pass `.constant(.chf)`.
    ///
    /// - Parameters:
    ///   - amount: The amount in your model.
    ///   - currency: Its currency; a new currency keeps the typed digits when it can hold them, and
    ///     is written back to the amount's currency when it cannot.
    ///   - presets: The quick amounts (10, 15, 20, 30 unless given).
    ///   - maximum: The largest amount the person can enter (a preset above it is unavailable);
    ///     nil allows any amount of up to 12 integer digits.
    ///   - minimum: The smallest amount the person can enter; nil for none. A key never takes the
    ///     amount further below it, and a smaller amount pasted or set is refused.
    ///   - allowsNegative: Whether the amount may be negative (a refund, a correction): the sign
    ///     key, a minus typed and negative amounts pasted or set are taken.
    ///   - today: The date the form starts on.
    ///   - conflict: Where the form writes what your model holds that the amount does not show
    ///     (nil when they agree); test it before you save.
    ///   - onSave: Receives the form when Save is tapped.
    ///   - onCancel: Called when Cancel is tapped.
    public init(
        amount: Binding<Decimal>, currency: Binding<Currency>, presets: [Decimal] = [10, 15, 20, 30], maximum: Decimal? = nil,
            minimum: Decimal? = nil, allowsNegative: Bool = false,
        today: Date, conflict: Binding<AmountValueSync.Conflict?>? = nil,
        onSave: @escaping (Draft) -> Void, onCancel: @escaping () -> Void
    ) {
        source = .value(.value(amount.optionalAmount, currency: currency), sync: AmountValueSync(empty: .zero),
            limits: AmountLimits(maximum: maximum, minimum: minimum, allowsNegative: allowsNegative),
                        quickAmounts: QuickAmounts(presets), today: today, conflict: conflict)
        self.onSave = onSave
        self.onCancel = onCancel
    }

    /// A form whose amount is bound to an optional `Decimal` and its `Currency`: nil while no
    /// amount is typed. Otherwise as the `Binding<Decimal>` initializer.
    ///
    /// - Parameters:
    ///   - amount: The amount in your model; nil for none.
    ///   - currency: Its currency; a new currency keeps the typed digits when it can hold them, and
    ///     is written back to the amount's currency when it cannot.
    ///   - presets: The quick amounts (10, 15, 20, 30 unless given).
    ///   - maximum: The largest amount the person can enter (a preset above it is unavailable);
    ///     nil allows any amount of up to 12 integer digits.
    ///   - minimum: The smallest amount the person can enter; nil for none. A key never takes the
    ///     amount further below it, and a smaller amount pasted or set is refused.
    ///   - allowsNegative: Whether the amount may be negative (a refund, a correction): the sign
    ///     key, a minus typed and negative amounts pasted or set are taken.
    ///   - today: The date the form starts on.
    ///   - conflict: Where the form writes what your model holds that the amount does not show
    ///     (nil when they agree); test it before you save.
    ///   - onSave: Receives the form when Save is tapped.
    ///   - onCancel: Called when Cancel is tapped.
    public init(
        amount: Binding<Decimal?>, currency: Binding<Currency>, presets: [Decimal] = [10, 15, 20, 30], maximum: Decimal? = nil,
            minimum: Decimal? = nil, allowsNegative: Bool = false,
        today: Date, conflict: Binding<AmountValueSync.Conflict?>? = nil,
        onSave: @escaping (Draft) -> Void, onCancel: @escaping () -> Void
    ) {
        source = .value(.value(amount, currency: currency), sync: AmountValueSync(empty: .none),
            limits: AmountLimits(maximum: maximum, minimum: minimum, allowsNegative: allowsNegative),
                        quickAmounts: QuickAmounts(presets), today: today, conflict: conflict)
        self.onSave = onSave
        self.onCancel = onCancel
    }

    /// The form in a navigation stack with Cancel and Save.
    public var body: some View {
        switch source {
        case .state(let initial):
            OwnedStateHost(initial: initial) { state in
                AddTransactionSheetForm(state: state, requestedCurrency: initial.amount.currency, onSave: onSave, onCancel: onCancel)
            }
        case .value(let model, let sync, let limits, let quickAmounts, let today, let conflict):
            AmountValueHost(model: model, conflict: conflict, sync: sync, makeState: { currency, locale in
                AddTransactionSheetState(currency: currency, locale: locale, maximumValue: limits.maximum,
                    minimumValue: limits.minimum, allowsNegative: limits.allowsNegative, quickAmounts: quickAmounts, today: today)
            }) { state in
                // The host applies a new currency itself.
                AddTransactionSheetForm(state: state, requestedCurrency: nil, onSave: onSave, onCancel: onCancel)
            }
        }
    }
}

/// What ``AddTransactionSheet`` draws, over its state.
private struct AddTransactionSheetForm: View {
    @Binding var state: AddTransactionSheetState
    /// A currency the caller passed that is applied when it changes; nil when the host does it.
    let requestedCurrency: Currency?
    let onSave: (AddTransactionSheetState.Draft) -> Void
    let onCancel: () -> Void

    @FocusState private var focus: AddTransactionSheetState.Field?
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    /// The currency picker the Currency row opens; nil shows no row.
    @Environment(\.currencyPicker) private var currencyPicker

    /// The amount field's focus.
    @FocusState private var amountFocus: Bool

    /// The type picker as drawn in the environment's language, choosing through the state.
    private var kindPicker: Binding<SegmentedPickerViewState<AddTransactionSheetState.Kind>> {
        let state = $state
        let locale = locale
        let language = language
        return Binding(
            get: { state.wrappedValue.kindPicker(locale: locale, language: language) },
            set: { state.wrappedValue.kind = $0.selection }
        )
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    CurrencyField(state: $state.amountField, isFocused: $amountFocus)
                    if let currencyPicker {
                        CurrencyPickerButton(entry: $state.entry, options: currencyPicker) {
                            LabeledContent {
                                Text(verbatim: state.amount.currency.code)
                                    .monospacedDigit()
                            } label: {
                                LocalizedText(.currencyPickerTitle)
                                    .foregroundStyle(ThemeColor.textPrimary)
                            }
                        }
                    }
                } header: {
                    LocalizedText(.transactionAmount)
                }
                Section {
                    QuickAmountBar(state: $state.quickAmountBar) {
                        state.setFocus(.description)
                    }
                }
                Section {
                    TextField(text: $state.description) { LocalizedText(.transactionDescription) }
                        .focused($focus, equals: .description)
                        .tallyAccessibility(state.descriptionAccessibility(locale: locale, language: language))
                } header: {
                    LocalizedText(.transactionDescription)
                }
                Section {
                    // Segments, or a list of rows at the accessibility text sizes.
                    SegmentedPickerView(state: kindPicker)
                } header: {
                    LocalizedText(.transactionType)
                }
                Section {
                    DatePicker(selection: $state.date, displayedComponents: .date) {
                        LocalizedText(.transactionDate)
                    }
                    .tallyAccessibility(state.dateAccessibility(locale: locale, language: language))
                }
            }
            .navigationTitle(Text(verbatim: TallyStringKey.transactionAdd.text(language: language)))
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(action: onCancel) { LocalizedText(.commonCancel) }
                        .tallyAccessibility(state.cancelAccessibility(locale: locale, language: language))
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button {
                        if let draft = state.draft { onSave(draft) }
                    } label: {
                        LocalizedText(.commonSave)
                    }
                    .disabled(!state.canSave)
                    .tallyAccessibility(state.saveAccessibility(locale: locale, language: language))
                }
            }
            // The state decides where focus is; SwiftUI's focus follows it, and a person moving
            // focus is written back.
            .task { apply(state.focus) }
            .onChange(of: state.focus) { _, field in apply(field) }
            .onChange(of: amountFocus) { _, focused in
                if focused { state.setFocus(.amount) } else if state.focus == .amount { state.setFocus(nil) }
            }
            .onChange(of: focus) { _, field in
                if field == .description { state.setFocus(.description) } else if field == nil, state.focus == .description { state.setFocus(nil) }
            }
            .onChange(of: requestedCurrency) { _, currency in
                if let currency { state.changeCurrency(to: currency) }
            }
        }
    }

    /// Moves SwiftUI's focus to `field`.
    private func apply(_ field: AddTransactionSheetState.Field?) {
        amountFocus = field == .amount
        focus = field == .description ? .description : nil
    }
}
#endif

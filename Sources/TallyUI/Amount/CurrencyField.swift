#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The amount as a text field: the decimal pad on iOS, a border that shows focus, and the amount
/// read through `AmountInput`.
///
/// It draws one `CurrencyFieldState`: while focused the text is the person's, exactly as typed
/// (the cursor never jumps); when focus leaves it shows the amount as the locale writes it; text
/// that is not an amount is refused, the field keeps the last accepted text and shows why until
/// an accepted change.
///
/// Bind it to the `Money` your model holds with `init(money:…)`, to a value and a currency kept
/// apart with `init(value:currency:…)`, or to a whole state with ``init(state:externalFocus:)``.
/// Focus is the caller's when it passes `externalFocus` (to focus the field when a sheet appears,
/// say) and the field's own otherwise.
///
/// Bound to your model, the amount and its currency are refused together: a new currency the
/// typed digits do not fit is refused in the field and written back into your model's currency;
/// a value your model sets that the field cannot hold stays in your model and is reported in
/// `conflict`, which you check before you save.
public struct CurrencyField: View {
    private enum Source {
        case state(Binding<CurrencyFieldState>)
        case value(Binding<BoundAmount>, sync: AmountValueSync, maximum: Decimal?, conflict: Binding<AmountValueSync.Conflict?>?)
    }

    private let source: Source
    private let externalFocus: FocusState<Bool>.Binding?

    /// A field drawing `state`.
    ///
    /// - Parameters:
    ///   - state: The amount, the text and the refusal.
    ///   - externalFocus: The caller's focus state for this field; nil keeps focus inside.
    public init(state: Binding<CurrencyFieldState>, externalFocus: FocusState<Bool>.Binding? = nil) {
        source = .state(state)
        self.externalFocus = externalFocus
    }

    /// A field bound to the `Money` your model holds: typing writes its amount (an empty field is
    /// zero), and an amount or currency set from outside is shown. Both are applied together or
    /// not at all: a currency the typed digits do not fit is refused and written back into
    /// `money`; an amount the currency cannot hold is not rounded or written back: the field keeps
    /// its text, shows the reason and reports it in `conflict`.
    ///
    /// ```swift
    /// CurrencyField(money: $transfer.amount)
    /// ```
    ///
    /// - Parameters:
    ///   - money: The amount and its currency in your model.
    ///   - maximum: The largest amount the person can enter; nil allows any amount of up to 12
    ///     integer digits.
    ///   - externalFocus: The caller's focus state for this field; nil keeps focus inside.
    ///   - conflict: Where the field writes what your model holds that it does not show (nil when
    ///     they agree); test it before you save.
    public init(money: Binding<Money>, maximum: Decimal? = nil, externalFocus: FocusState<Bool>.Binding? = nil,
                conflict: Binding<AmountValueSync.Conflict?>? = nil) {
        source = .value(.money(money), sync: AmountValueSync(empty: .zero), maximum: maximum, conflict: conflict)
        self.externalFocus = externalFocus
    }

    /// A field bound to the `Decimal` and the `Currency` your model keeps apart: typing writes the
    /// value (an empty field is zero). Otherwise as the `Binding<Money>` initializer; for a fixed
    /// currency pass `.constant(.eur)`.
    ///
    /// ```swift
    /// CurrencyField(value: $budget.limit, currency: .constant(.eur))
    /// ```
    ///
    /// - Parameters:
    ///   - value: The amount in your model.
    ///   - currency: Its currency; a new currency keeps the typed digits when it can hold them, and
    ///     is written back to the field's currency when it cannot.
    ///   - maximum: The largest amount the person can enter; nil allows any amount of up to 12
    ///     integer digits.
    ///   - externalFocus: The caller's focus state for this field; nil keeps focus inside.
    ///   - conflict: Where the field writes what your model holds that it does not show (nil when
    ///     they agree); test it before you save.
    public init(value: Binding<Decimal>, currency: Binding<Currency>, maximum: Decimal? = nil,
                externalFocus: FocusState<Bool>.Binding? = nil, conflict: Binding<AmountValueSync.Conflict?>? = nil) {
        source = .value(.value(value.optionalAmount, currency: currency), sync: AmountValueSync(empty: .zero), maximum: maximum,
                        conflict: conflict)
        self.externalFocus = externalFocus
    }

    /// A field bound to an optional `Decimal` and its `Currency`: nil while the field is empty,
    /// zero when "0" is typed. Otherwise as the `Binding<Decimal>` initializer.
    ///
    /// - Parameters:
    ///   - value: The amount in your model; nil for none.
    ///   - currency: Its currency; a new currency keeps the typed digits when it can hold them, and
    ///     is written back to the field's currency when it cannot.
    ///   - maximum: The largest amount the person can enter; nil allows any amount of up to 12
    ///     integer digits.
    ///   - externalFocus: The caller's focus state for this field; nil keeps focus inside.
    ///   - conflict: Where the field writes what your model holds that it does not show (nil when
    ///     they agree); test it before you save.
    public init(value: Binding<Decimal?>, currency: Binding<Currency>, maximum: Decimal? = nil,
                externalFocus: FocusState<Bool>.Binding? = nil, conflict: Binding<AmountValueSync.Conflict?>? = nil) {
        source = .value(.value(value, currency: currency), sync: AmountValueSync(empty: .none), maximum: maximum, conflict: conflict)
        self.externalFocus = externalFocus
    }

    /// The field and, when the last entry was refused, why.
    public var body: some View {
        switch source {
        case .state(let state):
            CurrencyFieldContent(state: state, externalFocus: externalFocus)
        case .value(let model, let sync, let maximum, let conflict):
            AmountValueHost(model: model, conflict: conflict, sync: sync, makeState: { currency, locale in
                CurrencyFieldState(currency: currency, locale: locale, maximumValue: maximum)
            }) { state in
                CurrencyFieldContent(state: state, externalFocus: externalFocus)
            }
        }
    }
}

/// What ``CurrencyField`` draws, over its state.
private struct CurrencyFieldContent: View {
    @Environment(\.tallyTheme) private var theme
    @Binding var state: CurrencyFieldState
    let externalFocus: FocusState<Bool>.Binding?

    @FocusState private var isFocused: Bool
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    /// The focus that counts: the caller's when given, the field's own otherwise.
    private var effectiveFocus: Bool {
        externalFocus?.wrappedValue ?? isFocused
    }

    /// The text as the field edits it: every change goes through the state, which keeps or
    /// refuses it, so a refusal never writes the text back through `onChange`.
    private var text: Binding<String> {
        Binding(get: { state.text }, set: { state.edit($0) })
    }

    var body: some View {
        let reading = state.accessibilityReading(locale: locale, language: language)
        let border = state.border
        VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
            TextField(text: text, prompt: Text(verbatim: state.placeholder)) {
                LocalizedText(.transactionAmount)
            }
            .tallyFont(.input)
            .monospacedDigit()
            .focused(externalFocus ?? $isFocused)
            #if os(iOS)
            .keyboardType(.decimalPad)
            #endif
            .padding(theme.spacing(.md))
            .background(ThemeColor.surface, in: RoundedRectangle(cornerRadius: theme.radius(.md)))
            .overlay {
                RoundedRectangle(cornerRadius: theme.radius(.md))
                    .strokeBorder(ThemeColor(border.role.colorRole), lineWidth: CGFloat(border.width))
            }
            .motionSafe(transition: .fast, kind: .stateChange, value: border)
            .errorShake(trigger: state.entry.refusalCount)
            .accessibilityValue(Text(reading.input, format: reading.spokenValue))
            .accessibilityHint(reading.hint.map { Text(verbatim: $0) } ?? Text(verbatim: ""))
            if let error = state.errorText(locale: locale, language: language) {
                Text(verbatim: error)
                    .tallyFont(.caption)
                    .foregroundStyle(ThemeColor.destructive)
            }
        }
        .amountFeedback(state.entry)
        .onAppear { state.setFocused(effectiveFocus) }
        .onChange(of: effectiveFocus) { _, focused in
            state.setFocused(focused)
        }
    }
}

// MARK: - Previews

private struct CurrencyFieldPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var first: CurrencyFieldState
    @State private var second: CurrencyFieldState
    @FocusState private var isSecondFocused: Bool

    init(localeIdentifier: String, currency: Currency = .chf) {
        let locale = Locale(identifier: localeIdentifier)
        _first = State(initialValue: CurrencyFieldState(currency: currency, locale: locale))
        var second = CurrencyFieldState(currency: currency, locale: locale)
        second.perform(.setValue(Decimal(string: "1250.5", locale: Locale(identifier: "en_US_POSIX"))), origin: .app)
        _second = State(initialValue: second)
    }

    var body: some View {
        VStack(spacing: theme.spacing(.lg)) {
            CurrencyField(state: $first)
            CurrencyField(state: $second, externalFocus: $isSecondFocused)
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.background)
        .task { isSecondFocused = true }
    }
}

private struct BoundCurrencyFieldPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var limit: Decimal? = nil

    var body: some View {
        VStack(spacing: theme.spacing(.lg)) {
            CurrencyField(value: $limit, currency: .constant(.eur), maximum: 5000)
            Text(verbatim: limit.map { "\($0)" } ?? "nil")
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.background)
    }
}

#Preview("Currency field bound to a Decimal?") {
    BoundCurrencyFieldPreview()
}

#Preview("Currency field, light") {
    CurrencyFieldPreview(localeIdentifier: "en_US")
}

#Preview("Currency field, dark") {
    CurrencyFieldPreview(localeIdentifier: "en_US").preferredColorScheme(.dark)
}

#Preview("Currency field, AX3") {
    CurrencyFieldPreview(localeIdentifier: "en_US").dynamicTypeSize(.accessibility3)
}

#Preview("Currency field, ru") {
    CurrencyFieldPreview(localeIdentifier: "ru_RU", currency: .rub).environment(\.locale, Locale(identifier: "ru_RU")).tallyLanguage("ru_RU")
}

#Preview("Currency field, fr") {
    CurrencyFieldPreview(localeIdentifier: "fr_CH").environment(\.locale, Locale(identifier: "fr_CH")).tallyLanguage("fr_CH")
}

#Preview("Currency field, de") {
    CurrencyFieldPreview(localeIdentifier: "de_DE", currency: .eur).environment(\.locale, Locale(identifier: "de_DE")).tallyLanguage("de_DE")
}
#endif

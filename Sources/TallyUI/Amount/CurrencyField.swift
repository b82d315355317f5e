#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The amount as a text field: the decimal pad on iOS, a border that shows focus, and the amount
/// read through ``AmountInput``.
///
/// It draws one ``CurrencyFieldState``: while focused the text is the person's, exactly as typed
/// (the cursor never jumps); when focus leaves it shows the amount as the locale writes it; text
/// that is not an amount is refused, the field keeps the last accepted text and shows why until
/// an accepted change.
///
/// Focus is the caller's when it passes `externalFocus` (to focus the field when a sheet
/// appears, say) and the field's own otherwise.
public struct CurrencyField: View {
    @Binding private var state: CurrencyFieldState
    private let externalFocus: FocusState<Bool>.Binding?

    @FocusState private var isFocused: Bool
    @Environment(\.locale) private var locale

    /// A field drawing `state`.
    ///
    /// - Parameters:
    ///   - state: The amount, the text and the refusal.
    ///   - externalFocus: The caller's focus state for this field; nil keeps focus inside.
    public init(state: Binding<CurrencyFieldState>, externalFocus: FocusState<Bool>.Binding? = nil) {
        _state = state
        self.externalFocus = externalFocus
    }

    /// The focus that counts: the caller's when given, the field's own otherwise.
    private var effectiveFocus: Bool {
        externalFocus?.wrappedValue ?? isFocused
    }

    /// The text as the field edits it: every change goes through the state, which keeps or
    /// refuses it, so a refusal never writes the text back through `onChange`.
    private var text: Binding<String> {
        Binding(get: { state.text }, set: { state.edit($0) })
    }

    /// The field and, when the last entry was refused, why.
    public var body: some View {
        let reading = state.accessibility(locale: locale)
        let border = state.border
        VStack(alignment: .leading, spacing: AppSpacing.xs) {
            TextField(text: text, prompt: Text(verbatim: state.placeholder)) {
                LocalizedText(.transactionAmount)
            }
            .font(AppTypography.input)
            .monospacedDigit()
            .focused(externalFocus ?? $isFocused)
            #if os(iOS)
            .keyboardType(.decimalPad)
            #endif
            .padding(AppSpacing.md)
            .background(AppColors.surface, in: RoundedRectangle(cornerRadius: AppRadius.md))
            .overlay {
                RoundedRectangle(cornerRadius: AppRadius.md)
                    .strokeBorder(Color(border.role.token), lineWidth: CGFloat(border.width))
            }
            .motionSafe(.appFast, kind: .stateChange, value: border)
            .accessibilityValue(Text(verbatim: reading.value ?? ""))
            .accessibilityHint(reading.hint.map { Text(verbatim: $0) } ?? Text(verbatim: ""))
            if let error = state.errorText(locale: locale) {
                Text(verbatim: error)
                    .font(AppTypography.caption)
                    .foregroundStyle(AppColors.destructive)
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
        VStack(spacing: AppSpacing.lg) {
            CurrencyField(state: $first)
            CurrencyField(state: $second, externalFocus: $isSecondFocused)
        }
        .padding(AppSpacing.lg)
        .background(AppColors.background)
        .task { isSecondFocused = true }
    }
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
    CurrencyFieldPreview(localeIdentifier: "ru_RU", currency: .rub).environment(\.locale, Locale(identifier: "ru_RU"))
}

#Preview("Currency field, fr") {
    CurrencyFieldPreview(localeIdentifier: "fr_CH").environment(\.locale, Locale(identifier: "fr_CH"))
}

#Preview("Currency field, de") {
    CurrencyFieldPreview(localeIdentifier: "de_DE", currency: .eur).environment(\.locale, Locale(identifier: "de_DE"))
}
#endif

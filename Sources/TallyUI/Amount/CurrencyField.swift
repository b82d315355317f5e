#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Seed 002's amount text field: the decimal pad on iOS, a border that shows focus, and the
/// amount read through ``AmountInput`` (a refused entry keeps the last accepted text and shows
/// why below).
///
/// Focus is the caller's when it passes `externalFocus` (to focus the field when a sheet
/// appears, say) and the field's own otherwise; existing call sites without it are unchanged.
/// The border colour and the guard that keeps the text from being rewritten under the cursor
/// both follow that effective focus.
public struct CurrencyField: View {
    @Binding private var input: AmountInput
    private let externalFocus: FocusState<Bool>.Binding?

    @FocusState private var isFocused: Bool
    @State private var text: String
    @State private var rejection: AmountInputRejection?
    @Environment(\.locale) private var locale

    /// A field editing `input`.
    ///
    /// - Parameters:
    ///   - input: The amount.
    ///   - externalFocus: The caller's focus state for this field; nil keeps focus inside.
    public init(input: Binding<AmountInput>, externalFocus: FocusState<Bool>.Binding? = nil) {
        _input = input
        self.externalFocus = externalFocus
        _text = State(initialValue: Self.text(for: input.wrappedValue))
    }

    /// The focus that counts: the caller's when given, the field's own otherwise.
    private var effectiveFocus: Bool {
        externalFocus?.wrappedValue ?? isFocused
    }

    /// The text shown for `input`: empty when nothing is typed (so the placeholder shows).
    private static func text(for input: AmountInput) -> String {
        input.isEmpty ? "" : input.display
    }

    /// `text` read as an amount: the amount, or why it was refused.
    private func read(_ text: String) -> Result<AmountInput, AmountInputRejection> {
        var candidate = input
        if let rejection = candidate.replace(withText: text) { return .failure(rejection) }
        return .success(candidate)
    }

    /// The field and, when the last entry was refused, why.
    public var body: some View {
        VStack(alignment: .leading, spacing: AppSpacing.xs) {
            TextField(text: $text, prompt: Text(verbatim: AmountInput(currency: input.currency, symbols: input.symbols).display)) {
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
                    .strokeBorder(effectiveFocus ? AppColors.primary : AppColors.border, lineWidth: effectiveFocus ? 2 : 1)
            }
            .motionSafe(.appFast, kind: .stateChange, value: effectiveFocus)
            if let rejection {
                Text(verbatim: rejection.message(locale: locale))
                    .font(AppTypography.caption)
                    .foregroundStyle(AppColors.destructive)
            }
        }
        .onChange(of: text) { _, newText in
            switch read(newText) {
            case .success(let amount):
                rejection = nil
                if amount != input { input = amount }
            case .failure(let refused):
                rejection = refused
                text = Self.text(for: input)
            }
        }
        .onChange(of: input) { _, newInput in
            updateText(for: newInput)
        }
        .onChange(of: effectiveFocus) { _, _ in
            updateText(for: input)
        }
    }

    /// Rewrites the text for `newInput`. While the field has focus the text is the person's and is
    /// left alone unless it no longer reads as `newInput` (the amount was set from outside, by a
    /// quick amount say), so the cursor does not jump; without focus it shows the amount as
    /// ``AmountInput/display`` writes it.
    private func updateText(for newInput: AmountInput) {
        let shown = Self.text(for: newInput)
        guard text != shown else { return }
        if effectiveFocus, case .success(let current) = read(text), current == newInput { return }
        text = shown
    }
}

// MARK: - Previews

private struct CurrencyFieldPreview: View {
    @State private var first: AmountInput
    @State private var second: AmountInput
    @FocusState private var isSecondFocused: Bool

    init(localeIdentifier: String, currency: Currency = .chf) {
        var input = AmountInput(currency: currency, locale: Locale(identifier: localeIdentifier))
        _first = State(initialValue: input)
        for key in [AmountKey.digit(1), .digit(2), .digit(5), .digit(0), .separator("."), .digit(5)] { input.apply(key) }
        _second = State(initialValue: input)
    }

    var body: some View {
        VStack(spacing: AppSpacing.lg) {
            CurrencyField(input: $first)
            CurrencyField(input: $second, externalFocus: $isSecondFocused)
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

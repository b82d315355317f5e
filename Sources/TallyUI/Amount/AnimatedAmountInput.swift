#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A compact amount: the amount as a button that opens its editor. The figure rolls digit by digit
/// like ``AmountInputView``'s (a dissolve under Reduce Motion), shrinks to fit its width, and a
/// ``BlinkingCursor`` sized to the font follows it while editing. It draws one
/// ``AnimatedAmountInputState``; VoiceOver reads "Edit amount" and the full amount with its
/// currency.
public struct AnimatedAmountInput: View {
    private let state: AnimatedAmountInputState
    private let baseFontSize: Double
    private let action: () -> Void

    @State private var width: CGFloat = 0
    @Environment(\.locale) private var locale

    /// A tappable amount drawing `state`.
    ///
    /// - Parameters:
    ///   - state: The amount and whether it is being edited (shows the cursor).
    ///   - baseFontSize: The size the amount is drawn at when it fits; the cursor scales with it.
    ///   - action: What a tap does, typically opening the amount editor.
    public init(state: AnimatedAmountInputState, baseFontSize: Double = AmountFontFit().baseSize, action: @escaping () -> Void) {
        self.state = state
        self.baseFontSize = baseFontSize
        self.action = action
    }

    /// A tappable amount.
    ///
    /// - Parameters:
    ///   - input: The amount to show.
    ///   - isEditing: Whether the amount is being edited (shows the cursor).
    ///   - baseFontSize: The size the amount is drawn at when it fits; the cursor scales with it.
    ///   - action: What a tap does, typically opening the amount editor.
    public init(
        input: AmountInput, isEditing: Bool = false,
        baseFontSize: Double = AmountFontFit().baseSize, action: @escaping () -> Void
    ) {
        self.init(state: AnimatedAmountInputState(input: input, isEditing: isEditing), baseFontSize: baseFontSize, action: action)
    }

    /// The button.
    public var body: some View {
        let size = heroAmountSize(width: width, baseSize: baseFontSize) { width, measurer in
            state.fontSize(availableWidth: width, measurer: measurer, baseSize: baseFontSize)
        }
        let reading = state.accessibility(locale: locale)
        return Button(action: action) {
            HStack(spacing: AppSpacing.xs) {
                Text(verbatim: state.display)
                    .font(heroAmountFont(size: size))
                    .foregroundStyle(AppColors.textPrimary)
                    .lineLimit(1)
                    .minimumScaleFactor(0.3)
                    .motionSafeNumericText(countsDown: state.input.lastChangeCountsDown, value: state.display)
                if state.showsCursor {
                    BlinkingCursor(height: CGFloat(AnimatedAmountInputState.cursorHeight(fontSize: baseFontSize)))
                }
            }
            .frame(maxWidth: .infinity, minHeight: AppTapArea.minimum)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .modifier(WidthReader(width: $width))
        .accessibilityLabel(Text(verbatim: reading.label))
        .accessibilityValue(Text(verbatim: reading.value ?? ""))
    }
}

// MARK: - Previews

private struct AnimatedAmountPreview: View {
    @State private var input: AmountInput
    @State private var isEditing = true

    init(localeIdentifier: String, currency: Currency = .chf) {
        var input = AmountInput(currency: currency, locale: Locale(identifier: localeIdentifier))
        for key in [AmountKey.digit(4), .digit(2), .digit(0), .separator("."), .digit(5)] { input.apply(key) }
        _input = State(initialValue: input)
    }

    var body: some View {
        VStack(spacing: AppSpacing.lg) {
            AnimatedAmountInput(input: input, isEditing: isEditing) { isEditing.toggle() }
            AnimatedAmountInput(input: input, baseFontSize: 32) { isEditing.toggle() }
            Button {
                input.apply(.digit(9))
            } label: {
                Image(systemName: "plus.circle")
            }
        }
        .padding(AppSpacing.lg)
        .background(AppColors.background)
    }
}

#Preview("Compact amount, light") {
    AnimatedAmountPreview(localeIdentifier: "en_US")
}

#Preview("Compact amount, dark") {
    AnimatedAmountPreview(localeIdentifier: "en_US").preferredColorScheme(.dark)
}

#Preview("Compact amount, AX3") {
    AnimatedAmountPreview(localeIdentifier: "en_US").dynamicTypeSize(.accessibility3)
}

#Preview("Compact amount, ru") {
    AnimatedAmountPreview(localeIdentifier: "ru_RU", currency: .rub).environment(\.locale, Locale(identifier: "ru_RU"))
}

#Preview("Compact amount, fr") {
    AnimatedAmountPreview(localeIdentifier: "fr_CH").environment(\.locale, Locale(identifier: "fr_CH"))
}

#Preview("Compact amount, de") {
    AnimatedAmountPreview(localeIdentifier: "de_DE", currency: .eur).environment(\.locale, Locale(identifier: "de_DE"))
}
#endif

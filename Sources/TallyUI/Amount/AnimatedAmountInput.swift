#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Seed 000's compact amount: the amount as a button that opens its editor. The figure rolls
/// digit by digit like ``AmountInputView``'s, shrinks to fit its width, and a ``BlinkingCursor``
/// sized to the font follows it while editing. VoiceOver reads "Edit amount" and the full amount
/// with its currency.
public struct AnimatedAmountInput: View {
    private let input: AmountInput
    private let isEditing: Bool
    private let baseFontSize: Double
    private let action: () -> Void

    @State private var width: CGFloat = 0
    @Environment(\.locale) private var locale

    /// The cursor's height as a share of the font size.
    private static let cursorHeightRatio = 0.8

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
        self.input = input
        self.isEditing = isEditing
        self.baseFontSize = baseFontSize
        self.action = action
    }

    /// The cursor height, proportional to the base font size.
    private var cursorHeight: CGFloat {
        CGFloat(baseFontSize * Self.cursorHeightRatio)
    }

    /// The button.
    public var body: some View {
        Button(action: action) {
            HStack(spacing: AppSpacing.xs) {
                Text(verbatim: input.display)
                    .font(heroAmountFont(for: input.display, width: width, baseSize: baseFontSize))
                    .foregroundStyle(AppColors.textPrimary)
                    .lineLimit(1)
                    .minimumScaleFactor(0.3)
                    .contentTransition(.numericText(countsDown: input.lastChangeCountsDown))
                    .motionSafe(.amountDigit, kind: .numericText, value: input.display)
                if isEditing {
                    BlinkingCursor(height: cursorHeight)
                }
            }
            .frame(maxWidth: .infinity, minHeight: AppTapArea.minimum)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .modifier(WidthReader(width: $width))
        .accessibilityLabel(Text(verbatim: TallyStringKey.amountEditAccessibilityLabel.text(locale: locale)))
        .accessibilityValue(Text(verbatim: input.accessibilityValue(locale: locale)))
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

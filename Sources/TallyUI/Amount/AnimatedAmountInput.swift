#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A compact amount. The figure rolls digit by digit like ``AmountInputView``'s (a dissolve under
/// Reduce Motion), shrinks to fit its width, and a ``BlinkingCursor`` sized to the font follows it
/// while editing. It draws one `AnimatedAmountInputState`; VoiceOver reads "Edit amount" and the
/// full amount with its currency.
///
/// Bound to a state (``init(state:baseFontSize:)``) it is a field of its own: a tap (or VoiceOver's
/// double-tap) gives it focus and the decimal pad, and keys, paste and copy work as in
/// ``AmountInputView``. Given a state and an action, it is a button that opens the app's editor.
public struct AnimatedAmountInput: View {
    @Environment(\.tallyTheme) private var theme
    private enum Mode {
        case button(AnimatedAmountInputState, action: () -> Void)
        case field(Binding<AnimatedAmountInputState>)
    }

    private let mode: Mode
    /// The size the amount is drawn at when it fits; nil for the theme's `typography.heroAmount` size.
    private let baseFontSize: Double?

    @State private var width: CGFloat = 0
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    /// An amount that takes the keyboard itself: a tap focuses it (`AnimatedAmountInputState.isEditing`
    /// becomes true and the decimal pad comes up); Escape or Return ends editing.
    ///
    /// - Parameters:
    ///   - state: The amount and whether it is being edited.
    ///   - baseFontSize: The size the amount is drawn at when it fits; the cursor scales with it.
    ///     Nil (the default) for the size of the environment theme's `typography.heroAmount`.
    public init(state: Binding<AnimatedAmountInputState>, baseFontSize: Double? = nil) {
        mode = .field(state)
        self.baseFontSize = baseFontSize
    }

    /// A tappable amount drawing `state`.
    ///
    /// - Parameters:
    ///   - state: The amount and whether it is being edited (shows the cursor).
    ///   - baseFontSize: The size the amount is drawn at when it fits; the cursor scales with it.
    ///     Nil (the default) for the size of the environment theme's `typography.heroAmount`.
    ///   - action: What a tap does, typically opening the amount editor.
    public init(state: AnimatedAmountInputState, baseFontSize: Double? = nil, action: @escaping () -> Void) {
        mode = .button(state, action: action)
        self.baseFontSize = baseFontSize
    }

    /// A tappable amount.
    ///
    /// - Parameters:
    ///   - input: The amount to show.
    ///   - isEditing: Whether the amount is being edited (shows the cursor).
    ///   - baseFontSize: The size the amount is drawn at when it fits; the cursor scales with it.
    ///     Nil (the default) for the size of the environment theme's `typography.heroAmount`.
    ///   - action: What a tap does, typically opening the amount editor.
    public init(
        input: AmountInput, isEditing: Bool = false,
        baseFontSize: Double? = nil, action: @escaping () -> Void
    ) {
        self.init(state: AnimatedAmountInputState(input: input, isEditing: isEditing), baseFontSize: baseFontSize, action: action)
    }

    /// The amount, as a button or as a field.
    public var body: some View {
        switch mode {
        case .button(let state, let action):
            Button(action: action) { figure(state) }
                .buttonStyle(.plain)
                .modifier(WidthReader(width: $width))
                .amountAccessibility(state.accessibilityReading(locale: locale, language: language),
                                     traits: AnimatedAmountInputState.amountAccessibilityTraits)
        case .field(let state):
            figure(state.wrappedValue)
                .overlay { keyInput(state) }
                .modifier(WidthReader(width: $width))
                .accessibilityElement(children: .ignore)
                .amountAccessibility(state.wrappedValue.accessibilityReading(locale: locale, language: language),
                                     traits: AnimatedAmountInputState.amountAccessibilityTraits)
                .accessibilityAction { state.wrappedValue.isEditing = true }
                .amountFeedback(state.wrappedValue.entry)
        }
    }

    private func figure(_ state: AnimatedAmountInputState) -> some View {
        let hero = theme.typography(.heroAmount)
        let baseSize = baseFontSize ?? hero.fontSize.points
        let size = heroAmountSize(width: width, token: hero, baseSize: baseSize) { width, measurer in
            state.fontSize(availableWidth: width, measurer: measurer, baseSize: baseSize)
        }
        return HStack(spacing: theme.spacing(.xs)) {
            Text(verbatim: state.display)
                .font(heroAmountFont(hero, size: size))
                .foregroundStyle(state.entry.rejection == nil ? ThemeColor.textPrimary : ThemeColor.destructive)
                .lineLimit(1)
                .minimumScaleFactor(0.3)
                .motionSafeNumericText(countsDown: state.input.lastChangeCountsDown, value: state.display)
            if state.showsCursor {
                BlinkingCursor(height: CGFloat(AnimatedAmountInputState.cursorHeight(fontSize: size)))
            }
        }
        .frame(maxWidth: .infinity, minHeight: CGFloat(theme.tapArea(.minimum)))
        .contentShape(Rectangle())
    }

    /// The keyboard's way in: a UIKit responder over the figure.
    @MainActor @ViewBuilder private func keyInput(_ state: Binding<AnimatedAmountInputState>) -> some View {
        #if canImport(UIKit)
        AmountKeyInput(
            isFocused: state.wrappedValue.isEditing, hasAmount: !state.wrappedValue.input.isEmpty || state.wrappedValue.input.isNegative,
            allowsNegative: state.wrappedValue.input.allowsNegative,
            onEvent: { event in state.wrappedValue.handle(event) },
            onFocusChange: { focused in if state.wrappedValue.isEditing != focused { state.wrappedValue.isEditing = focused } }
        )
        #endif
    }
}
#endif

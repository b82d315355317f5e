#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// An on-screen keypad for an amount, for apps that do not show the system keyboard:
/// 1 2 3 / 4 5 6 / 7 8 9 / separator 0 backspace (7 8 9 on top in calculator order), under an
/// operator row + − × ÷ with = after the backspace when the amount takes expressions.
///
/// It draws one `AmountKeypadState`: which keys there are, their labels (the locale's digits
/// and decimal separator, no separator for a currency without minor units), what VoiceOver reads,
/// the backspace glyph, the sizes at each Dynamic Type size and the repeat timing are all the
/// state's. Each tap is `AmountEntry.perform(_:origin:)` of the key (`AmountAction.key`), as a person's.
///
/// ```swift
/// @State private var amount = AmountInputViewState(currency: .chf, locale: locale)
/// AmountInputView(state: $amount)
/// AmountKeypad(entry: $amount.entry)
/// ```
///
/// - **Feedback**: a key the amount took, and each repeat of a held backspace, plays a light tap
///   (``HapticManager/keyPress``) through ``HapticManager``, so its switch and the environment's
///   ``SwiftUI/EnvironmentValues/hapticsEnabled`` silence it. A refused key plays no tap: the
///   error haptic and the VoiceOver announcement of the reason are the entry's feedback, played
///   by the view that shows the amount (``AmountInputView``, ``QuickAmountBar``). Pass
///   `playsAmountFeedback: true` only when no such view is on screen, or the error would play
///   twice.
/// - **Holding the backspace** deletes one character after 0.5 s, then one every 0.1 s (every
///   0.05 s after ten), on the injected clock, until the finger lifts or the amount is empty. A
///   hold that has repeated deletes nothing more when the finger lifts; a tap deletes one.
/// - **Right to left**, the keys keep keypad order (1 2 3 from left to right, as the system's
///   number pads do) and the backspace glyph points right, the way text is deleted.
/// - Keys are at least 44 pt tall and grow with Dynamic Type up to 1.5 times; each key has the
///   press effect of ``PressEffectButtonStyle`` (a dim instead under Reduce Motion).
public struct AmountKeypad: View {
    @Binding private var state: AmountKeypadState
    private let clock: any Clock<Duration>
    private let playsAmountFeedback: Bool

    /// Counts the key presses the amount took: each change plays the key tap.
    @State private var keyPresses = 0
    /// Whether the finger is on the backspace key: the repeat runs while it is.
    @State private var isBackspaceHeld = false
    /// How many times the backspace has repeated in the current hold.
    @State private var repeatsThisHold = 0

    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.tallyTheme) private var theme
    /// 1 at the default text size, growing with Dynamic Type; the state caps what it does.
    @ScaledMetric(relativeTo: .title) private var textScale: CGFloat = 1

    /// A keypad typing into `entry`.
    ///
    /// - Parameters:
    ///   - entry: The amount the keys act on (for example `$amountState.entry` of an
    ///     ``AmountInputView``'s state).
    ///   - clock: The clock a held backspace repeats on.
    ///   - playsAmountFeedback: Whether this keypad plays the entry's refusal haptic and has
    ///     VoiceOver announce the reason. Leave it false next to a view that shows the amount
    ///     (``AmountInputView`` plays it already); set it true for a keypad used on its own.
    ///   - order: Phone order (1 2 3 on top, the default) or calculator order (7 8 9 on top).
    ///     An amount that takes expressions also gets the operator row + − × ÷ and =.
    public init(entry: Binding<AmountEntry>, clock: any Clock<Duration> = ContinuousClock(), playsAmountFeedback: Bool = false,
                order: AmountKeypadState.KeyOrder = .phone) {
        self.init(state: Binding(get: { AmountKeypadState(entry: entry.wrappedValue, order: order) }, set: { entry.wrappedValue = $0.entry }),
                  clock: clock, playsAmountFeedback: playsAmountFeedback)
    }

    /// A keypad drawing and editing `state`.
    ///
    /// - Parameters:
    ///   - state: The keypad and the amount its keys act on.
    ///   - clock: The clock a held backspace repeats on.
    ///   - playsAmountFeedback: Whether this keypad plays the entry's refusal haptic and has
    ///     VoiceOver announce the reason (see ``init(entry:clock:playsAmountFeedback:order:)``).
    public init(state: Binding<AmountKeypadState>, clock: any Clock<Duration> = ContinuousClock(), playsAmountFeedback: Bool = false) {
        _state = state
        self.clock = clock
        self.playsAmountFeedback = playsAmountFeedback
    }

    /// The four rows of keys.
    public var body: some View {
        let metrics = AmountKeypadState.metrics(dynamicTypeScale: Double(textScale), theme: theme)
        let rows = state.rows(locale: locale, language: language)
        let backspaceSymbol = AmountKeypadState.backspaceSymbol(for: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        Grid(horizontalSpacing: CGFloat(metrics.spacing), verticalSpacing: CGFloat(metrics.spacing)) {
            ForEach(rows.indices, id: \.self) { row in
                GridRow {
                    ForEach(rows[row].indices, id: \.self) { column in
                        if let key = rows[row][column] {
                            keyButton(key, metrics: metrics, backspaceSymbol: backspaceSymbol)
                        } else {
                            Color.clear
                                .frame(maxWidth: .infinity, minHeight: CGFloat(metrics.keyHeight))
                                .accessibilityHidden(true)
                        }
                    }
                }
            }
        }
        // Keypad order whatever the layout's direction; the backspace glyph was chosen above
        // from the layout's own direction.
        .environment(\.layoutDirection, LayoutDirection(AmountKeypadState.gridLayoutDirection))
        .accessibilityElement(children: .contain)
        .hapticFeedback(HapticManager.keyPress, trigger: keyPresses)
        .modifier(EntryFeedback(entry: state.entry, isOn: playsAmountFeedback))
        .task(id: isBackspaceHeld) { @MainActor in
            guard isBackspaceHeld else { return }
            await clock.repeating(AmountKeypadState.backspaceRepeat) {
                repeatsThisHold += 1
                keyPresses &+= 1
                return state.repeatBackspace()
            }
        }
    }

    @MainActor private func keyButton(_ key: AmountKeypadState.Key, metrics: AmountKeypadState.Metrics, backspaceSymbol: String) -> some View {
        let shape = RoundedRectangle(cornerRadius: CGFloat(metrics.cornerRadius), style: .continuous)
        return Button {
            tap(key)
        } label: {
            keyLabel(key, metrics: metrics, backspaceSymbol: backspaceSymbol)
                .foregroundStyle(key.isArithmetic ? ThemeColor.primary : ThemeColor.textPrimary)
                .frame(maxWidth: .infinity, minHeight: CGFloat(metrics.keyHeight))
                .background(ThemeColor.surface.opacity(key.isFilled ? 1 : 0), in: shape)
                .contentShape(shape)
        }
        .buttonStyle(KeypadKeyStyle(onPressChange: key.repeatsWhileHeld ? { pressed in backspacePressChanged(pressed) } : nil))
        .tallyAccessibility(key.accessibilityElement)
    }

    @ViewBuilder private func keyLabel(_ key: AmountKeypadState.Key, metrics: AmountKeypadState.Metrics, backspaceSymbol: String) -> some View {
        if key.key == .backspace {
            Image(systemName: backspaceSymbol)
                .font(.system(size: CGFloat(metrics.symbolSize), weight: .medium))
        } else {
            Text(verbatim: key.label)
                .font(Self.keyFont(theme.typography(.h2), size: metrics.fontSize))
                .monospacedDigit()
        }
    }

    /// The `typography.h2` font (`token`, the theme's) at `size`, which the state has already
    /// scaled for Dynamic Type.
    private static func keyFont(_ token: TokenTypography, size: Double) -> Font {
        var token = token
        token.fontSize = TokenDimension(size, .px)
        token.textStyle = nil
        return Font(token)
    }

    /// A tap (or a VoiceOver activation): the key's action, and the key tap if the amount took it.
    /// A held backspace that has repeated does nothing more on release.
    @MainActor private func tap(_ key: AmountKeypadState.Key) {
        if key.repeatsWhileHeld {
            let repeats = repeatsThisHold
            repeatsThisHold = 0
            guard AmountKeypadState.releasePerformsKey(afterRepeats: repeats) else { return }
        }
        if state.press(key).playsKeyFeedback { keyPresses &+= 1 }
    }

    /// The finger went down on the backspace or came off it: starts or stops the repeat. The
    /// count of repeats is kept past the release, for the release's tap to read, and starts
    /// again at the next press (or is cleared by that tap).
    @MainActor private func backspacePressChanged(_ pressed: Bool) {
        if pressed { repeatsThisHold = 0 }
        isBackspaceHeld = pressed
    }
}

extension Clock where Duration == Swift.Duration {
    /// Runs `timing`'s repeats on this clock (see ``KeyRepeat/run(clock:fire:)``).
    fileprivate func repeating(_ timing: KeyRepeat, fire: @escaping @MainActor @Sendable () -> Bool) async {
        await timing.run(clock: self, fire: fire)
    }
}

extension LayoutDirection {
    /// SwiftUI's direction for a keypad direction.
    fileprivate init(_ direction: AmountKeypadState.LayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

/// A key: the press effect of ``PressEffectButtonStyle``, and the press itself reported for a
/// key that repeats while held.
private struct KeypadKeyStyle: ButtonStyle {
    let onPressChange: ((Bool) -> Void)?

    func makeBody(configuration: Configuration) -> some View {
        PressEffectButtonStyle().makeBody(configuration: configuration)
            .onChange(of: configuration.isPressed) { _, pressed in onPressChange?(pressed) }
    }
}

/// The entry's refusal haptic and announcement, for a keypad used without a view that plays them.
private struct EntryFeedback: ViewModifier {
    let entry: AmountEntry
    let isOn: Bool

    func body(content: Content) -> some View {
        if isOn {
            content.amountFeedback(entry)
        } else {
            content
        }
    }
}
#endif

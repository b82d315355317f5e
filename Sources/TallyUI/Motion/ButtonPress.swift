#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Press feedback as a button style: the label shrinks to
/// the environment theme's `scale.pressed` while the button is held, with its `motion.fast`.
///
/// It reads the button's own pressed state, so it never competes with scroll views or other
/// gestures for the touch, and the button keeps its accessibility actions. Under Reduce Motion
/// (`MotionKind.press`) nothing scales; the pressed state shows as the theme's `opacity.pressed`
/// instead, at once, so a press is still visible.
public struct PressEffectButtonStyle: ButtonStyle {
    /// The press effect.
    public init() {}

    /// The label, scaled or dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        PressEffectLabel(label: configuration.label, isPressed: configuration.isPressed)
    }
}

/// The label of a ``PressEffectButtonStyle`` button.
private struct PressEffectLabel<Label: View>: View {
    @Environment(\.tallyTheme) private var theme
    let label: Label
    let isPressed: Bool
    @ReduceMotionSetting private var reduceMotion

    var body: some View {
        let plan = MotionPlan(theme.animation(.fast), kind: .press, theme: theme, reduceMotion: reduceMotion)
        label
            .contentShape(Rectangle())
            .scaleEffect(isPressed && plan.moves ? CGFloat(theme.scale(.pressed)) : 1)
            .opacity(isPressed && !plan.moves ? theme.opacity(.pressed) : 1)
            .animation(plan.animation, value: isPressed)
    }
}

extension ButtonStyle where Self == PressEffectButtonStyle {
    /// Tally's press effect: the label shrinks slightly while pressed; it dims instead under
    /// Reduce Motion.
    public static var pressEffect: PressEffectButtonStyle { PressEffectButtonStyle() }
}

extension View {
    /// Gives the buttons in this view Tally's press effect (the `buttonPressEffect()` an app may already call):
    /// `buttonStyle(PressEffectButtonStyle())`. Views that are not buttons are not affected;
    /// make a tappable view a `Button` to get the effect and its accessibility.
    public func buttonPressEffect() -> some View {
        buttonStyle(PressEffectButtonStyle())
    }
}

private struct ButtonPressPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var taps = 0

    var body: some View {
        VStack(spacing: theme.spacing(.lg)) {
            Button(action: { taps += 1 }, label: {
                Text(verbatim: "Save (\(taps))")
                    .tallyFont(.button)
                    .foregroundStyle(ThemeColor.onPrimary)
                    .padding(.horizontal, theme.spacing(.xl))
                    .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
                    .background(ThemeColor.primary, in: Capsule())
            })
            .buttonPressEffect()
            ScrollView(.horizontal) {
                HStack {
                    ForEach(["10 CHF", "20 CHF", "50 CHF", "100 CHF"], id: \.self) { amount in
                        Button(action: {}, label: { Text(verbatim: amount).filterChipStyle() })
                    }
                }
            }
            .buttonPressEffect()
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.background)
    }
}

#Preview("Button press, light") {
    ButtonPressPreview()
}

#Preview("Button press, dark") {
    ButtonPressPreview().preferredColorScheme(.dark)
}

#Preview("Button press, Reduce Motion") {
    ButtonPressPreview().tallyReduceMotion(true)
}

#Preview("Button press, AX3") {
    ButtonPressPreview().dynamicTypeSize(.accessibility3)
}
#endif

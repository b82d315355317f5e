#if canImport(SwiftUI)
import SwiftUI
import TallyCore

extension Animation {
    /// A transition token as a SwiftUI animation: its cubic Bézier curve over its duration,
    /// after its delay. SwiftUI's `timingCurve` is the same curve as CSS `cubic-bezier()`.
    public init(_ token: TokenTransition) {
        let curve = token.timingFunction
        let animation = Animation.timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: token.duration.seconds)
        self = token.delay.seconds > 0 ? animation.delay(token.delay.seconds) : animation
    }

    /// A spring token as a SwiftUI spring animation with the same response and damping.
    public static func spring(_ token: TokenSpring) -> Animation {
        .spring(response: token.response, dampingFraction: token.dampingFraction)
    }

    // The standard theme's animations, fixed; `theme.animation(.fast)`, `theme.animation(.app)`…
    // give the environment theme's (`@Environment(\.tallyTheme)`).

    /// Micro-interactions: easeOut, 0.15 s (`appFast`).
    public static let appFast = Animation(TallyTokens.Motion.fast)
    /// Standard transitions: easeInOut, 0.25 s (`appNormal`).
    public static let appNormal = Animation(TallyTokens.Motion.normal)
    /// Complex transitions: easeInOut, 0.35 s (`appSlow`).
    public static let appSlow = Animation(TallyTokens.Motion.slow)
    /// Bouncy feedback: spring(response 0.5, damping 0.7) (`appSpring`).
    public static let appSpring = Animation.spring(TallyTokens.Spring.app)
    /// Quick responses: SwiftUI's snappy spring, duration 0.5, bounce 0.15 (`appSnappy`).
    public static let appSnappy = Animation.spring(TallyTokens.Spring.snappy)
    /// iOS 26.2-style menu spring (0.35, 0.65) (`menuSpring`).
    public static let menuSpring = Animation.spring(TallyTokens.Spring.menu)
    /// iOS 26.2-style context menu appear (0.3, 0.7) (`contextMenuAppear`).
    public static let contextMenuAppear = Animation.spring(TallyTokens.Spring.contextMenuAppear)
    /// The amount's numeric-text transition (0.3, 0.7).
    public static let amountDigit = Animation.spring(TallyTokens.Spring.amountDigit)
    /// The converted amount appearing (0.3, 0.8).
    public static let conversionReveal = Animation.spring(TallyTokens.Spring.conversionReveal)
    /// The float label: 250 ms on cubic-bezier(0.4, 0, 0.2, 1).
    public static let floatLabel = Animation(TallyTokens.Motion.floatLabel)
}

private struct AnimationTokensPreview: View {
    @State private var isOn = false
    private let tokens: [(String, Animation)] = [
        ("appFast", .appFast), ("appNormal", .appNormal), ("appSlow", .appSlow), ("appSpring", .appSpring),
        ("appSnappy", .appSnappy), ("menuSpring", .menuSpring), ("contextMenuAppear", .contextMenuAppear),
        ("floatLabel", .floatLabel),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: AppSpacing.sm) {
            ForEach(tokens, id: \.0) { name, animation in
                HStack {
                    Text(verbatim: name).font(AppTypography.caption).frame(width: 120, alignment: .leading)
                    Circle().fill(AppColors.primary).frame(width: 16, height: 16)
                        .offset(x: isOn ? 160 : 0)
                        .animation(animation, value: isOn)
                }
            }
            Button(action: { isOn.toggle() }, label: { Text(verbatim: "Play") })
        }
        .padding(AppSpacing.lg)
    }
}

#Preview("Animation tokens") {
    AnimationTokensPreview()
}
#endif

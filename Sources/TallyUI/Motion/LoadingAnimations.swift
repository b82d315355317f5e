#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The loading pulse: the content's opacity breathes between 1 and the environment theme's
/// `opacity.pulseLow`, easing in and out over its `motion.pulse`, for as long as the content is
/// on screen.
///
/// Under Reduce Motion (`MotionKind.continuousLoop`) the loop does not run and the content
/// stays fully opaque; turning Reduce Motion on while it runs stops it at rest, and turning it
/// off starts it again. The loop also stops when the content leaves the screen.
public struct PulseAnimation: ViewModifier {
    @Environment(\.tallyTheme) private var theme
    @State private var isPulsing = false
    @ReduceMotionSetting private var reduceMotion

    /// The loading pulse.
    public init() {}

    /// The content with its opacity looping.
    public func body(content: Content) -> some View {
        content
            .opacity(isPulsing ? theme.opacity(.pulseLow) : 1)
            .onAppear { run() }
            .onDisappear { stop() }
            .onChange(of: reduceMotion) { run() }
    }

    /// Starts the loop, or stops it when the policy rules it out.
    private func run() {
        let plan = MotionPlan(theme.animation(.pulse), kind: .continuousLoop, theme: theme, reduceMotion: reduceMotion)
        guard let animation = plan.animation, plan.moves else {
            stop()
            return
        }
        withAnimation(animation.repeatForever(autoreverses: true)) {
            isPulsing = true
        }
    }

    /// Puts the content back at rest, fully opaque, without animation.
    private func stop() {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) {
            isPulsing = false
        }
    }
}

/// The loading shimmer: a soft band (the environment theme's `color.shimmerClear`, then
/// `color.shimmerHighlight` in the middle, then clear again, as `gradient.shimmer`) sweeps across
/// the content from the leading to the trailing edge, over and over, drawn only where the content
/// is opaque.
///
/// The band's width follows the content's, whatever its size, with no `GeometryReader`. Under
/// Reduce Motion (`MotionKind.continuousLoop`) no band is drawn; turning Reduce Motion on while
/// it runs removes it, and turning it off starts it again. The band is hidden from VoiceOver and
/// lets touches through.
public struct ShimmerAnimation: ViewModifier {
    @Environment(\.tallyTheme) private var theme
    @State private var phase = ShimmerBand.restingPhase
    @ReduceMotionSetting private var reduceMotion

    /// The loading shimmer.
    public init() {}

    /// The content with the band sweeping over it.
    public func body(content: Content) -> some View {
        content
            .overlay {
                ShimmerBand(phase: phase)
                    .blendMode(.sourceAtop)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
            .compositingGroup()
            .onAppear { run() }
            .onDisappear { stop() }
            .onChange(of: reduceMotion) { run() }
    }

    /// Starts the sweep, or stops it when the policy rules it out.
    private func run() {
        // One sweep of the band lasts the theme's `duration.shimmer` (1.5 s in Tally's theme).
        let sweep = Animation.linear(duration: theme.duration(.shimmer))
        let plan = MotionPlan(sweep, kind: .continuousLoop, theme: theme, reduceMotion: reduceMotion)
        guard let animation = plan.animation, plan.moves else {
            stop()
            return
        }
        stop()
        withAnimation(animation.repeatForever(autoreverses: false)) {
            phase = ShimmerBand.finalPhase
        }
    }

    /// Parks the band outside the content, without animation.
    private func stop() {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) {
            phase = ShimmerBand.restingPhase
        }
    }
}

/// The shimmer's gradient band, one content width wide, centred at `phase` (in unit points:
/// 0 is the leading edge, 1 the trailing edge). Animatable, so the band glides between phases.
private struct ShimmerBand: View, Animatable {
    /// Where the band rests, just before the leading edge: nothing of it shows.
    static let restingPhase = -0.5
    /// Where a sweep ends, just past the trailing edge.
    static let finalPhase = 1.5

    var phase: Double
    @Environment(\.tallyTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    var body: some View {
        LinearGradient(
            stops: [
                Gradient.Stop(color: theme.color(.shimmerClear, in: colorScheme), location: 0),
                Gradient.Stop(color: theme.color(.shimmerHighlight, in: colorScheme), location: 0.5),
                Gradient.Stop(color: theme.color(.shimmerClear, in: colorScheme), location: 1),
            ],
            startPoint: UnitPoint(x: phase - 0.5, y: 0.5),
            endPoint: UnitPoint(x: phase + 0.5, y: 0.5)
        )
    }
}

extension View {
    /// Pulses this placeholder's opacity while it loads; still under Reduce Motion.
    public func pulseAnimation() -> some View {
        modifier(PulseAnimation())
    }

    /// Sweeps a shimmer band across this placeholder while it loads; no band under
    /// Reduce Motion.
    public func shimmer() -> some View {
        modifier(ShimmerAnimation())
    }
}

private struct LoadingPreview: View {
    @Environment(\.tallyTheme) private var theme
    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.lg)) {
            placeholderRow.pulseAnimation()
            placeholderRow.shimmer()
            Text(verbatim: "1 234,56 CHF").tallyFont(.heroAmount).foregroundStyle(ThemeColor.textPrimary).shimmer()
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.background)
    }

    private var placeholderRow: some View {
        HStack(spacing: theme.spacing(.md)) {
            Circle().fill(ThemeColor.surface).frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
                RoundedRectangle(cornerRadius: theme.radius(.xs)).fill(ThemeColor.surface).frame(width: 160, height: 14)
                RoundedRectangle(cornerRadius: theme.radius(.xs)).fill(ThemeColor.surface).frame(width: 96, height: 12)
            }
        }
    }
}

#Preview("Loading, light") {
    LoadingPreview()
}

#Preview("Loading, dark") {
    LoadingPreview().preferredColorScheme(.dark)
}

#Preview("Loading, Reduce Motion") {
    LoadingPreview().tallyReduceMotion(true)
}

#Preview("Loading, AX3") {
    LoadingPreview().dynamicTypeSize(.accessibility3)
}
#endif

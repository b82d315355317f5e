#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A tool's progress bar: a track of the environment theme's `progress.barHeight` (4 pt in
/// Tally's theme) with a primary-coloured bar whose width follows `progress`, animated with the
/// theme's `motion.normal`.
///
/// `progress` is clamped to 0…1 (NaN counts as 0), so the bar never overflows its track. The bar
/// is laid out by a custom layout rather than a `GeometryReader`, so it takes the width it is
/// offered and nothing more. Under Reduce Motion (`MotionKind.stateChange`) the bar jumps to
/// its new width. VoiceOver reads the progress as a percentage; give the bar a label with
/// `accessibilityLabel(_:)` where it is not obvious from its context.
public struct ToolProgressAnimation: View {
    @Environment(\.tallyTheme) private var theme
    private let progress: Double
    @ReduceMotionSetting private var reduceMotion
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    /// A bar showing `progress`, a fraction from 0 to 1.
    public init(progress: Double) {
        self.progress = progress
    }

    /// The track and the bar.
    public var body: some View {
        let fraction = Self.clamped(progress)
        FractionWidthLayout(fraction: fraction) {
            RoundedRectangle(cornerRadius: height / 2, style: .continuous)
                .fill(ThemeColor.primary)
        }
        .frame(maxWidth: .infinity, minHeight: height, maxHeight: height)
        .background(ThemeColor.surface, in: RoundedRectangle(cornerRadius: height / 2, style: .continuous))
        .animation(MotionPlan(theme.animation(.normal), kind: .stateChange, theme: theme, reduceMotion: reduceMotion).animation, value: fraction)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: TallyStringKey.progressAccessibilityLabel.text(language: language)))
        .accessibilityValue(Text(fraction, format: .percent.precision(.fractionLength(0))))
        .accessibilityAddTraits(.updatesFrequently)
    }

    /// The bar's height: the theme's `progress.barHeight`.
    private var height: CGFloat { CGFloat(theme.size(.progressBarHeight)) }

    /// `value` within 0…1; 0 for NaN.
    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

/// Places its one subview at the leading edge, as tall as the layout and `fraction` of its
/// width. Animatable, so a change of `fraction` animates the width.
private struct FractionWidthLayout: Layout {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let size = ProposedViewSize(width: bounds.width * max(fraction, 0), height: bounds.height)
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), anchor: .topLeading, proposal: size)
        }
    }
}

private struct ToolProgressPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var progress = 0.2

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.md)) {
            ToolProgressAnimation(progress: progress)
            ToolProgressAnimation(progress: 1.4)
            ToolProgressAnimation(progress: -0.3)
            Button(action: { progress = progress >= 1 ? 0 : progress + 0.2 }, label: { Text(verbatim: "Advance") })
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.background)
    }
}

#Preview("Tool progress, light") {
    ToolProgressPreview()
}

#Preview("Tool progress, dark") {
    ToolProgressPreview().preferredColorScheme(.dark)
}

#Preview("Tool progress, Reduce Motion") {
    ToolProgressPreview().tallyReduceMotion(true)
}
#endif

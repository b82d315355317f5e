#if canImport(SwiftUI)
import SwiftUI
import TallyCore

extension Edge {
    /// The edge across from this one: top and bottom, leading and trailing.
    public var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension AnyTransition {
    /// Slide up: the view rises in from the bottom edge and leaves through the top,
    /// fading as it moves.
    public static var slideUp: AnyTransition {
        slide(from: .bottom)
    }

    /// Push from trailing: the view enters from the trailing edge and leaves through
    /// the leading edge, fading as it moves (mirrored in right-to-left languages).
    public static var slideFromTrailing: AnyTransition {
        slide(from: .trailing)
    }

    /// A slide that enters from `edge` and leaves through the opposite edge, fading as it moves.
    public static func slide(from edge: Edge) -> AnyTransition {
        .asymmetric(
            insertion: .move(edge: edge).combined(with: .opacity),
            removal: .move(edge: edge.opposite).combined(with: .opacity)
        )
    }

    /// `transition` when motion is allowed; what `MotionPolicy` rules for
    /// `MotionKind.transition` under Reduce Motion: `.opacity` when the policy says crossfade,
    /// `.identity` when it says to show the final state at once. The view is inserted or removed
    /// either way.
    ///
    /// - Parameters:
    ///   - transition: The transition when Reduce Motion is off.
    ///   - reduceMotion: The environment's `accessibilityReduceMotion`.
    public static func motionSafe(_ transition: AnyTransition, reduceMotion: Bool) -> AnyTransition {
        switch MotionPlan.rule(for: .transition, reduceMotion: reduceMotion) {
        case .unchanged: transition
        case .crossfade: .opacity
        case .finalStateAtOnce, .none: .identity
        }
    }
}

/// The slide transition as a modifier: the view enters from `edge` and leaves through the
/// opposite edge, fading as it moves, and only fades under Reduce Motion (`MotionKind.transition`).
///
/// Like any transition it plays when the view is inserted or removed inside an animated change,
/// with that change's animation.
public struct SlideTransition: ViewModifier {
    private let edge: Edge
    private let isActive: Bool
    @ReduceMotionSetting private var reduceMotion

    /// A slide in from `edge`.
    ///
    /// - Parameters:
    ///   - edge: The edge the view enters from; it leaves through the opposite one.
    ///   - isActive: Whether the slide is in effect; when false the view is inserted and removed
    ///     without a transition of its own.
    public init(edge: Edge, isActive: Bool = true) {
        self.edge = edge
        self.isActive = isActive
    }

    /// The view with its slide transition.
    public func body(content: Content) -> some View {
        content.transition(isActive ? .motionSafe(.slide(from: edge), reduceMotion: reduceMotion) : .identity)
    }
}

extension View {
    /// Slides this view in from `edge` and out through the opposite edge when it is inserted or
    /// removed, fading as it moves; a plain fade under Reduce Motion; no transition of its own
    /// while `isActive` is false.
    public func slideTransition(edge: Edge, isActive: Bool = true) -> some View {
        modifier(SlideTransition(edge: edge, isActive: isActive))
    }
}

private struct TransitionsPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var step = 0

    var body: some View {
        VStack(spacing: theme.spacing(.lg)) {
            ZStack {
                Text(verbatim: "Step \(step + 1) of 3")
                    .tallyFont(.h3)
                    .foregroundStyle(ThemeColor.textPrimary)
                    .frame(maxWidth: .infinity, minHeight: 120)
                    .background(ThemeColor.cardBackground, in: RoundedRectangle(cornerRadius: theme.radius(.md)))
                    .id(step)
                    .slideTransition(edge: .trailing)
            }
            .clipped()
            Button(action: { withAnimation(theme.animation(.slow)) { step = (step + 1) % 3 } }, label: { Text(verbatim: "Next") })
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.groupedBackground)
    }
}

#Preview("Slide transition, light") {
    TransitionsPreview()
}

#Preview("Slide transition, dark") {
    TransitionsPreview().preferredColorScheme(.dark)
}

#Preview("Slide transition, Reduce Motion") {
    TransitionsPreview().tallyReduceMotion(true)
}

#Preview("Slide transition, AX3") {
    TransitionsPreview().dynamicTypeSize(.accessibility3)
}
#endif

import Foundation

/// What a view should do for one animation, after the Reduce Motion setting is applied.
public enum MotionDecision: Sendable, Hashable {
    /// Animate with the token.
    case animate(MotionToken)
    /// Dissolve for this many seconds instead of moving.
    case crossfade(seconds: Double)
    /// Show the end state immediately.
    case finalStateAtOnce
    /// Do not animate; stay at rest.
    case none

    /// Whether anything moves or fades.
    public var isAnimated: Bool {
        switch self {
        case .animate, .crossfade: true
        case .finalStateAtOnce, .none: false
        }
    }
}

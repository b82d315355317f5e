import Foundation

/// Tally's motion rules: for each kind of animation, what Reduce Motion does instead, and how
/// staggers are capped. SwiftUI views and the catalog both read this one table, so the two can
/// never disagree about what a reduced animation looks like.
///
/// Every state change still happens under Reduce Motion; only movement is removed. Decorative and
/// looping animations stop; arrivals and moves become a short dissolve; streaming text shows in
/// full at once; haptics are governed by their own switch, not by Reduce Motion.
public enum MotionPolicy {
    /// The rule for each kind.
    public static let table: [MotionKind: ReducedMotion] = [
        .stateChange: .finalStateAtOnce,
        .appear: .crossfade(seconds: TallyTokens.Duration.crossfade),
        .stagger: .finalStateAtOnce,
        .transition: .crossfade(seconds: TallyTokens.Duration.crossfade),
        .press: .none,
        .numericText: .crossfade(seconds: TallyTokens.Duration.crossfade),
        .decorative: .none,
        .continuousLoop: .none,
        .streamingText: .finalStateAtOnce,
        .haptic: .unchanged,
        .feedback: .crossfade(seconds: TallyTokens.Duration.crossfade),
    ]

    /// What Reduce Motion does for `kind`.
    public static func reduced(_ kind: MotionKind) -> ReducedMotion {
        table[kind] ?? .finalStateAtOnce
    }

    /// The decision for an animation of `kind` that would use `token`.
    public static func decision(for kind: MotionKind, token: MotionToken, reduceMotion: Bool) -> MotionDecision {
        guard reduceMotion else { return .animate(token) }
        switch reduced(kind) {
        case .unchanged: return .animate(token)
        case .crossfade(let seconds): return .crossfade(seconds: seconds)
        case .finalStateAtOnce: return .finalStateAtOnce
        case .none: return .none
        }
    }

    /// Whether motion of `kind` may move things (slide, roll digits, offset, scale) under the given
    /// Reduce Motion setting: always while it is off; while it is on, only for kinds that are not
    /// motion (haptics). Where this is false a view dissolves instead: a rolling figure cross-fades
    /// (`.opacity` instead of `.numericText`) and a line that slides in fades in.
    public static func allowsMovement(_ kind: MotionKind, reduceMotion: Bool) -> Bool {
        guard reduceMotion else { return true }
        return reduced(kind) == .unchanged
    }

    /// The longest delay a stagger may add (300 ms).
    public static let maximumStaggerDelay = TallyTokens.Duration.Stagger.maximum

    /// The delay before item `index` appears: `step × index`, never more than
    /// ``maximumStaggerDelay``, and 0 under Reduce Motion (everything arrives together).
    public static func staggerDelay(index: Int, step: Double, reduceMotion: Bool) -> Double {
        guard !reduceMotion, index > 0, step > 0, step.isFinite else { return 0 }
        return min(Double(index) * step, maximumStaggerDelay)
    }

    /// The message stagger: 0.05 s × index, capped.
    public static func messageDelay(index: Int, reduceMotion: Bool) -> Double {
        staggerDelay(index: index, step: TallyTokens.Duration.Stagger.message, reduceMotion: reduceMotion)
    }

    /// The list row stagger: 0.03 s × index, capped.
    public static func listItemDelay(index: Int, reduceMotion: Bool) -> Double {
        staggerDelay(index: index, step: TallyTokens.Duration.Stagger.listItem, reduceMotion: reduceMotion)
    }
}

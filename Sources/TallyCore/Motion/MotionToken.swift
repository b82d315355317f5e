import Foundation

/// A motion token: a named curve from the design tokens (a timing curve, a transition, a spring
/// or a keyframe animation), the kind of animation it serves, and how to evaluate it.
///
/// ``all`` lists every motion token, built from ``TallyTokens/all``; ``named(_:)`` finds one by
/// its SwiftUI name (`appSpring`) or its token path (`spring.app`).
public struct MotionToken: Sendable, Hashable, Identifiable {
    /// The curve behind the token.
    public enum Curve: Sendable, Hashable {
        /// A bare timing curve (`easing.*`), over a normalised duration of 1 s.
        case easing(TokenCubicBezier)
        /// A duration, delay and curve (`motion.*`).
        case timing(TokenTransition)
        /// A spring (`spring.*`), which runs until it settles.
        case spring(TokenSpring)
        /// Keyframe tracks (`keyframes.*`).
        case keyframes(TokenKeyframes)
    }

    private enum Evaluator: Sendable, Hashable {
        case bezier(CubicBezier, duration: Double, delay: Double)
        case spring(Spring, settle: Double)
        case keyframes(KeyframeTimeline)
    }

    /// The SwiftUI name, for example `appSpring`.
    public let name: String
    /// The token path, for example `spring.app`.
    public let path: String
    /// The token's description.
    public let summary: String?
    /// The curve.
    public let curve: Curve
    /// The kind of animation the token is for, which decides its Reduce Motion alternative.
    public let kind: MotionKind
    private let evaluator: Evaluator

    /// The token path, unique among motion tokens.
    public var id: String { path }

    /// Creates a token.
    ///
    /// - Throws: ``SpringError`` or ``CubicBezierError`` when the curve's parameters are invalid,
    ///   or ``KeyframesError`` for invalid keyframes.
    public init(name: String, path: String, summary: String? = nil, curve: Curve, kind: MotionKind) throws {
        self.name = name
        self.path = path
        self.summary = summary
        self.curve = curve
        self.kind = kind
        switch curve {
        case .easing(let c):
            evaluator = .bezier(try CubicBezier(c), duration: 1, delay: 0)
        case .timing(let t):
            evaluator = .bezier(try CubicBezier(t.timingFunction), duration: t.duration.seconds, delay: t.delay.seconds)
        case .spring(let s):
            let spring = try Spring(response: s.response, dampingRatio: s.dampingFraction)
            evaluator = .spring(spring, settle: spring.settlingDuration())
        case .keyframes(let k):
            evaluator = .keyframes(try KeyframeTimeline(k, initialValues: [:]))
        }
    }

    /// Seconds the animation takes: a transition's delay plus duration, a spring's settling
    /// time (ε = 0.001), the longest keyframe track, 1 for a bare curve.
    public var duration: Double {
        switch evaluator {
        case .bezier(_, let duration, let delay): delay + duration
        case .spring(_, let settle): settle
        case .keyframes(let timeline): timeline.duration
        }
    }

    /// Seconds `track` takes: a keyframe track's own length (its `linear()` easing spans it), or
    /// ``duration`` for everything else and for a nil or unknown track.
    public func duration(of track: String?) -> Double {
        if case .keyframes(let timeline) = evaluator, let name = track, let timeline = timeline.track(name) {
            return timeline.duration
        }
        return duration
    }

    /// The names of what the token animates: `["progress"]`, or a keyframe set's tracks.
    public var tracks: [String] {
        if case .keyframes(let k) = curve { return k.tracks.map(\.property) }
        return ["progress"]
    }

    /// The value at `time` seconds: progress from 0 to 1 (a spring may overshoot), or the
    /// value of keyframe track `track` (the first track when nil). Nil for an unknown track.
    /// Allocation-free for curves and springs.
    public func value(at time: Double, track: String? = nil) -> Double? {
        switch evaluator {
        case .bezier(let bezier, let duration, let delay):
            guard track == nil || track == "progress" else { return nil }
            guard duration > 0 else { return time >= delay ? 1 : 0 }
            return bezier.value(at: min(max((time - delay) / duration, 0), 1))
        case .spring(let spring, _):
            guard track == nil || track == "progress" else { return nil }
            return spring.value(at: time)
        case .keyframes(let timeline):
            guard let name = track ?? tracks.first, let timeline = timeline.track(name) else { return nil }
            return timeline.value(at: time)
        }
    }

    /// `points` evenly spaced samples `(seconds, value)` from 0 to ``duration`` inclusive.
    public func samples(points: Int, track: String? = nil) -> [(time: Double, value: Double)] {
        let count = max(points, 2)
        return (0..<count).compactMap { index in
            let time = duration * Double(index) / Double(count - 1)
            return value(at: time, track: track).map { (time, $0) }
        }
    }

    /// The CSS timing function the web counterpart uses: `cubic-bezier()` for curves and
    /// transitions, `linear()` within 0.002 for springs and keyframe tracks.
    ///
    /// A spring's or keyframe track's `linear()` is the one `fits` keeps under its curve's
    /// ``LinearEasingCurve/key`` when there is one, and is fitted otherwise.
    ///
    /// - Throws: ``LinearEasingError`` if a spring cannot be fitted, ``KeyframesEasingError`` if a
    ///   keyframe track cannot.
    @_spi(Tally) public func cssTimingFunction(track: String? = nil, tolerance: Double = 0.002, reusing fits: LinearEasingFits = .empty) throws -> String {
        func cubicBezier(_ c: TokenCubicBezier) -> String {
            "cubic-bezier(" + [c.x1, c.y1, c.x2, c.y2].map { NumberText.format($0) }.joined(separator: ", ") + ")"
        }
        switch (curve, evaluator) {
        case (.easing(let c), _):
            return cubicBezier(c)
        case (.timing(let t), _):
            return cubicBezier(t.timingFunction)
        case (_, .spring(let spring, _)):
            return try spring.linearEasing(tolerance: tolerance, reusing: fits).easing.cssFunction
        case (_, .keyframes(let timeline)):
            guard let name = track ?? tracks.first, let track = timeline.track(name) else { return "linear" }
            return try track.linearEasing(tolerance: tolerance, reusing: fits).cssFunction
        default:
            return "linear"
        }
    }

    /// The SwiftUI names (`appSpring`, `appFast`…) and animation kinds of the motion tokens, by token
    /// path.
    static let swiftUINames: [String: (name: String, kind: MotionKind)] = [
        "motion.fast": ("appFast", .press),
        "motion.normal": ("appNormal", .stateChange),
        "motion.slow": ("appSlow", .transition),
        "motion.floatLabel": ("floatLabel", .stateChange),
        "motion.pulse": ("pulse", .continuousLoop),
        "spring.app": ("appSpring", .appear),
        "spring.snappy": ("appSnappy", .stateChange),
        "spring.menu": ("menuSpring", .appear),
        "spring.contextMenuAppear": ("contextMenuAppear", .appear),
        "spring.amountDigit": ("amountDigit", .numericText),
        "spring.conversionReveal": ("conversionReveal", .appear),
        "spring.wobbleSettle": ("wobbleSettle", .decorative),
        "spring.wobbleRock": ("wobbleRock", .decorative),
        "keyframes.titleCharWobble": ("titleCharWobble", .decorative),
        "keyframes.errorShake": ("errorShake", .feedback),
        "keyframes.successBounce": ("successBounce", .feedback),
        "keyframes.feedbackFlash": ("feedbackFlash", .feedback),
        "easing.standard": ("easingStandard", .stateChange),
    ]

    /// Every motion token in the design tokens, in source order.
    public static let all: [MotionToken] = TallyTokens.all.compactMap { token in
        let curve: Curve
        switch token.value {
        case .cubicBezier(let c): curve = .easing(c)
        case .transition(let t): curve = .timing(t)
        case .spring(let s): curve = .spring(s)
        case .keyframes(let k): curve = .keyframes(k)
        default: return nil
        }
        let last = token.pathComponents.last ?? token.path
        let known = swiftUINames[token.path] ?? (last, .stateChange)
        return try? MotionToken(name: known.name, path: token.path, summary: token.description, curve: curve, kind: known.kind)
    }

    /// The token with SwiftUI name or token path `nameOrPath`.
    public static func named(_ nameOrPath: String) -> MotionToken? {
        all.first { $0.name == nameOrPath || $0.path == nameOrPath }
    }

    /// What Reduce Motion does to this token's animation.
    public var reducedMotion: ReducedMotion { MotionPolicy.reduced(kind) }
}

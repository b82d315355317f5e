import Foundation

/// A DTCG `transition`: a duration, a delay and a timing curve.
public struct TokenTransition: Sendable, Hashable, Codable {
    /// How long the transition runs.
    public var duration: TokenDuration
    /// How long it waits before it starts.
    public var delay: TokenDuration
    /// Its easing.
    public var timingFunction: TokenCubicBezier

    /// A transition of `duration` after `delay` along `timingFunction`.
    public init(duration: TokenDuration, delay: TokenDuration = TokenDuration(0), timingFunction: TokenCubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

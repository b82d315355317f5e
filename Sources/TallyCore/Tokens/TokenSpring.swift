import Foundation

/// A spring as SwiftUI parameterises it (a Tally extension type, `spring`).
///
/// Written in a token either as `{"response": s, "dampingFraction": ζ}` (SwiftUI's
/// `Spring(response:dampingRatio:)`) or as `{"duration": s, "bounce": b}` (`Spring(duration:bounce:)`);
/// both are kept in the response/damping-ratio form. ``Spring`` evaluates it.
public struct TokenSpring: Sendable, Hashable, Codable {
    /// The period of the undamped oscillation in seconds (SwiftUI's `response`; equal to the
    /// perceptual `duration`).
    public var response: Double
    /// The damping ratio ζ: below 1 bounces, 1 is critically damped.
    public var dampingFraction: Double

    /// A spring from SwiftUI's `response` and `dampingFraction`.
    public init(response: Double, dampingFraction: Double) {
        self.response = response
        self.dampingFraction = dampingFraction
    }

    /// SwiftUI's perceptual duration, which equals the response.
    public var duration: Double { response }

    /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for an overdamped spring.
    public var bounce: Double { dampingFraction <= 1 ? 1 - dampingFraction : 1 / dampingFraction - 1 }
}

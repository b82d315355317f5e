import Foundation

/// Why a ``KeyframeTrackTimeline`` could not be exported as one CSS `linear()` easing.
///
/// Equality treats two NaN payloads as equal, so an error can be compared with an expected one.
@_spi(Tally) public enum KeyframesEasingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The track jumps by `jump` at `time` seconds (after its start), which one CSS `linear()`
    /// function cannot follow within the tolerance.
    case discontinuity(property: String, time: Double, jump: Double)
    /// Fitting or assembling the CSS `linear()` easing of the track failed.
    case linearEasing(property: String, error: LinearEasingError)

    /// A one-line explanation naming the property.
    /// Text from outside in it is escaped with ``VisibleText/escaped(_:)``.
    @_spi(Tally) public var description: String { VisibleText.escaped(sentence) }

    private var sentence: String {
        switch self {
        case let .discontinuity(property, time, jump):
            return "track '\(property)' jumps by \(jump) at \(time) s, which a CSS linear() easing cannot follow"
        case let .linearEasing(property, error):
            return "track '\(property)': \(error.description)"
        }
    }

    /// A case number and the case's strings and numbers (NaN equal to NaN, -0 to 0).
    private var fingerprint: MotionErrorFingerprint {
        switch self {
        case let .discontinuity(property, time, jump):
            return MotionErrorFingerprint(kind: 0, labels: [property], numbers: [time, jump])
        case let .linearEasing(property, _):
            return MotionErrorFingerprint(kind: 1, labels: [property])
        }
    }

    /// Two errors are equal when they have the same case and payload (NaN equals NaN).
    @_spi(Tally) public static func == (lhs: KeyframesEasingError, rhs: KeyframesEasingError) -> Bool {
        guard lhs.fingerprint == rhs.fingerprint else { return false }
        switch (lhs, rhs) {
        case let (.linearEasing(_, left), .linearEasing(_, right)): return left == right
        default: return true
        }
    }

    /// Hashes consistently with `==`.
    @_spi(Tally) public func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
        if case let .linearEasing(_, error) = self { hasher.combine(error) }
    }
}

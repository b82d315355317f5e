import Foundation

/// Why a ``Spring`` could not be created.
///
/// Every case names the offending parameter and carries the value that was passed, so the
/// `description` reads like `spring parameter 'bounce' = 1.0 is outside the allowed range -0.99...0.99`.
/// Equality treats two NaN values as equal, so an error can be compared with an expected one.
public enum SpringError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The parameter was NaN or infinite.
    case nonFinite(parameter: SpringParameter, value: Double)
    /// The parameter was finite but outside `allowed` (inclusive on both ends).
    ///
    /// For ``Spring/init(mass:stiffness:damping:)`` the allowed range of `stiffness` depends on
    /// `mass`, and that of `damping` on both, so `allowed` is the range that applied to this call.
    case outOfRange(parameter: SpringParameter, value: Double, allowed: ClosedRange<Double>)

    /// A one-line, human-readable explanation naming the parameter and its value.
    public var description: String {
        switch self {
        case let .nonFinite(parameter, value):
            return "spring parameter '\(parameter.rawValue)' must be a finite number, got \(value)"
        case let .outOfRange(parameter, value, allowed):
            return "spring parameter '\(parameter.rawValue)' = \(value) is outside the allowed range "
                + "\(allowed.lowerBound)...\(allowed.upperBound)"
        }
    }

    private var fingerprint: MotionErrorFingerprint {
        switch self {
        case let .nonFinite(parameter, value):
            return MotionErrorFingerprint(kind: 0, labels: [parameter.rawValue], numbers: [value])
        case let .outOfRange(parameter, value, allowed):
            return MotionErrorFingerprint(
                kind: 1, labels: [parameter.rawValue], numbers: [value, allowed.lowerBound, allowed.upperBound])
        }
    }

    /// Two errors are equal when they have the same case, parameter and values (NaN equals NaN).
    public static func == (lhs: SpringError, rhs: SpringError) -> Bool {
        lhs.fingerprint == rhs.fingerprint
    }

    /// Hashes consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }
}

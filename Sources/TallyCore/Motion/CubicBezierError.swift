import Foundation

/// The bit pattern of `value` with every NaN mapped to one pattern and -0 mapped to 0.
private func comparableBits(_ value: Double) -> UInt64 {
    if value.isNaN { return Double.nan.bitPattern }
    if value == 0 { return Double(0).bitPattern }
    return value.bitPattern
}

/// Why a ``CubicBezier`` could not be created.
///
/// Every case names the offending coordinate and carries the value that was passed, so the
/// `description` reads like `cubic-bezier parameter 'x1' = 1.5 is outside the allowed range 0.0...1.0`.
/// Equality treats two NaN values as equal (and -0 as 0), so an error can be compared with an
/// expected one.
public enum CubicBezierError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The coordinate was NaN or infinite.
    case nonFinite(parameter: CubicBezierParameter, value: Double)
    /// The coordinate was finite but outside `allowed` (inclusive on both ends):
    /// ``CubicBezier/xRange`` for x1 and x2, ``CubicBezier/yRange`` for y1 and y2.
    case outOfRange(parameter: CubicBezierParameter, value: Double, allowed: ClosedRange<Double>)

    /// A one-line, human-readable explanation naming the coordinate and its value.
    public var description: String {
        switch self {
        case let .nonFinite(parameter, value):
            return "cubic-bezier parameter '\(parameter.rawValue)' must be a finite number, got \(value)"
        case let .outOfRange(parameter, value, allowed):
            return "cubic-bezier parameter '\(parameter.rawValue)' = \(value) is outside the allowed range "
                + "\(allowed.lowerBound)...\(allowed.upperBound)"
        }
    }

    /// Two errors are equal when they have the same case, coordinate and values (NaN equals NaN).
    public static func == (lhs: CubicBezierError, rhs: CubicBezierError) -> Bool {
        switch (lhs, rhs) {
        case let (.nonFinite(left, leftValue), .nonFinite(right, rightValue)):
            return left == right && comparableBits(leftValue) == comparableBits(rightValue)
        case let (.outOfRange(left, leftValue, leftAllowed), .outOfRange(right, rightValue, rightAllowed)):
            return left == right && comparableBits(leftValue) == comparableBits(rightValue)
                && leftAllowed == rightAllowed
        default:
            return false
        }
    }

    /// Hashes consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .nonFinite(parameter, value):
            hasher.combine(0)
            hasher.combine(parameter)
            hasher.combine(comparableBits(value))
        case let .outOfRange(parameter, value, allowed):
            hasher.combine(1)
            hasher.combine(parameter)
            hasher.combine(comparableBits(value))
            hasher.combine(allowed.lowerBound)
            hasher.combine(allowed.upperBound)
        }
    }
}

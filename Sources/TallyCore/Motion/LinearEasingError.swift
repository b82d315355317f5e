import Foundation

/// Why a ``LinearEasing`` could not be created, parsed or fitted.
///
/// Equality treats two NaN payloads as equal, so an error can be compared with an expected one.
@_spi(Tally) public enum LinearEasingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Fewer than two stops were given.
    case tooFewStops(count: Int)
    /// The stop at `index` has a NaN or infinite input or output.
    case nonFiniteStop(index: Int)
    /// The stop at `index` has an output outside ``LinearEasing/outputRange``.
    case outputOutOfRange(index: Int, output: Double)
    /// The first stop's input is not 0.
    case firstInputNotZero(input: Double)
    /// The last stop's input is not 1.
    case lastInputNotOne(input: Double)
    /// The stop at `index` has an input that is not greater than the previous stop's input.
    case inputsNotIncreasing(index: Int, previous: Double, input: Double)
    /// A fitting tolerance was NaN, infinite or below ``LinearEasing/minimumTolerance``.
    case invalidTolerance(Double)
    /// A settling threshold was outside `allowed` (which depends on the tolerance).
    case invalidEpsilon(epsilon: Double, allowed: ClosedRange<Double>)
    /// The curve being fitted returned NaN or an infinity at `input`.
    case nonFiniteCurveValue(input: Double, value: Double)
    /// The curve being fitted returned a value outside ``LinearEasing/outputRange`` at `input`.
    case curveValueOutOfRange(input: Double, value: Double)
    /// No stops on the fitting grid keep the curve within `tolerance`; the curve is too steep near `input`.
    case cannotFit(tolerance: Double, input: Double)
    /// `linear()` text could not be parsed; `offset` counts UTF-8 bytes from the start of the text.
    case syntax(message: String, offset: Int)

    /// A one-line, human-readable explanation including the offending values.
    /// Text from outside in it is escaped with ``VisibleText/escaped(_:)``.
    @_spi(Tally) public var description: String { VisibleText.escaped(sentence) }

    private var sentence: String {
        switch self {
        case let .tooFewStops(count):
            return "a linear easing needs at least 2 stops, got \(count)"
        case let .nonFiniteStop(index):
            return "stop \(index) has a non-finite input or output"
        case let .outputOutOfRange(index, output):
            return "stop \(index) output \(output) is outside \(LinearEasing.outputRange)"
        case let .firstInputNotZero(input):
            return "the first stop's input must be 0 (0%), got \(input)"
        case let .lastInputNotOne(input):
            return "the last stop's input must be 1 (100%), got \(input)"
        case let .inputsNotIncreasing(index, previous, input):
            return "stop \(index) input \(input) must be greater than the previous input \(previous)"
        case let .invalidTolerance(tolerance):
            return "tolerance must be a finite number of at least \(LinearEasing.minimumTolerance), got \(tolerance)"
        case let .invalidEpsilon(epsilon, allowed):
            return "epsilon \(epsilon) is outside the allowed range \(allowed.lowerBound)...\(allowed.upperBound)"
        case let .nonFiniteCurveValue(input, value):
            return "the curve returned \(value) at input \(input); it must be finite"
        case let .curveValueOutOfRange(input, value):
            return "the curve returned \(value) at input \(input), outside \(LinearEasing.outputRange)"
        case let .cannotFit(tolerance, input):
            return "cannot keep a linear easing within \(tolerance) of the curve near input \(input)"
        case let .syntax(message, offset):
            return "invalid linear() function at offset \(offset): \(message)"
        }
    }

    private var fingerprint: MotionErrorFingerprint {
        switch self {
        case let .tooFewStops(count): return MotionErrorFingerprint(kind: 0, integers: [count])
        case let .nonFiniteStop(index): return MotionErrorFingerprint(kind: 1, integers: [index])
        case let .outputOutOfRange(index, output):
            return MotionErrorFingerprint(kind: 2, integers: [index], numbers: [output])
        case let .firstInputNotZero(input): return MotionErrorFingerprint(kind: 3, numbers: [input])
        case let .lastInputNotOne(input): return MotionErrorFingerprint(kind: 4, numbers: [input])
        case let .inputsNotIncreasing(index, previous, input):
            return MotionErrorFingerprint(kind: 5, integers: [index], numbers: [previous, input])
        case let .invalidTolerance(tolerance): return MotionErrorFingerprint(kind: 6, numbers: [tolerance])
        case let .invalidEpsilon(epsilon, allowed):
            return MotionErrorFingerprint(kind: 7, numbers: [epsilon, allowed.lowerBound, allowed.upperBound])
        case let .nonFiniteCurveValue(input, value): return MotionErrorFingerprint(kind: 8, numbers: [input, value])
        case let .curveValueOutOfRange(input, value): return MotionErrorFingerprint(kind: 9, numbers: [input, value])
        case let .cannotFit(tolerance, input): return MotionErrorFingerprint(kind: 10, numbers: [tolerance, input])
        case let .syntax(message, offset): return MotionErrorFingerprint(kind: 11, labels: [message], integers: [offset])
        }
    }

    /// Two errors are equal when they have the same case and payload (NaN equals NaN).
    @_spi(Tally) public static func == (lhs: LinearEasingError, rhs: LinearEasingError) -> Bool {
        lhs.fingerprint == rhs.fingerprint
    }

    /// Hashes consistently with `==`.
    @_spi(Tally) public func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }
}

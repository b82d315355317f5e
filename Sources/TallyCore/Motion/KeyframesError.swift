import Foundation

/// Why a ``KeyframeTrackTimeline`` or a ``KeyframeTimeline`` could not be built.
///
/// Every case names the property of the track concerned; keyframe indices count from 0 in the
/// order the keyframes are written. Equality treats two NaN payloads as equal, so an error can be
/// compared with an expected one.
public enum KeyframesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The initial value of the track is NaN, infinite or outside ``KeyframeTrackTimeline/valueRange``.
    case invalidInitialValue(property: String, value: Double)
    /// The value of keyframe `keyframe` is NaN, infinite or outside ``KeyframeTrackTimeline/valueRange``.
    case invalidValue(property: String, keyframe: Int, value: Double)
    /// The duration of keyframe `keyframe` is NaN, infinite, negative, or positive but outside
    /// ``KeyframeTrackTimeline/durationRange``.
    case invalidDuration(property: String, keyframe: Int, duration: Double)
    /// The spring of keyframe `keyframe` was rejected by ``Spring/init(response:dampingRatio:)``.
    case invalidSpring(property: String, keyframe: Int, error: SpringError)
    /// Two tracks of one ``TokenKeyframes`` animate the same property.
    case duplicateProperty(String)

    /// A one-line, human-readable explanation naming the property and the offending value.
    /// Text from outside in it is escaped with ``VisibleText/escaped(_:)``.
    public var description: String { VisibleText.escaped(sentence) }

    private var sentence: String {
        switch self {
        case let .invalidInitialValue(property, value):
            return "track '\(property)': the initial value must be a finite number in "
                + "\(KeyframesError.rangeText(KeyframeTrackTimeline.valueRange)), got \(value)"
        case let .invalidValue(property, keyframe, value):
            return "track '\(property)', keyframe \(keyframe): the value must be a finite number in "
                + "\(KeyframesError.rangeText(KeyframeTrackTimeline.valueRange)), got \(value)"
        case let .invalidDuration(property, keyframe, duration):
            return "track '\(property)', keyframe \(keyframe): the duration must be 0 or a finite number "
                + "of seconds in \(KeyframesError.rangeText(KeyframeTrackTimeline.durationRange)), got \(duration)"
        case let .invalidSpring(property, keyframe, error):
            return "track '\(property)', keyframe \(keyframe): \(error.description)"
        case let .duplicateProperty(property):
            return "more than one track animates '\(property)'"
        }
    }

    private static func rangeText(_ range: ClosedRange<Double>) -> String {
        "\(range.lowerBound)...\(range.upperBound)"
    }

    /// A case number and the case's strings, integers and numbers (NaN equal to NaN, -0 to 0).
    private var fingerprint: MotionErrorFingerprint {
        switch self {
        case let .invalidInitialValue(property, value):
            return MotionErrorFingerprint(kind: 0, labels: [property], numbers: [value])
        case let .invalidValue(property, keyframe, value):
            return MotionErrorFingerprint(kind: 1, labels: [property], integers: [keyframe], numbers: [value])
        case let .invalidDuration(property, keyframe, duration):
            return MotionErrorFingerprint(kind: 2, labels: [property], integers: [keyframe], numbers: [duration])
        case let .invalidSpring(property, keyframe, _):
            return MotionErrorFingerprint(kind: 3, labels: [property], integers: [keyframe])
        case let .duplicateProperty(property):
            return MotionErrorFingerprint(kind: 4, labels: [property])
        }
    }

    /// Two errors are equal when they have the same case and payload (NaN equals NaN).
    public static func == (lhs: KeyframesError, rhs: KeyframesError) -> Bool {
        guard lhs.fingerprint == rhs.fingerprint else { return false }
        switch (lhs, rhs) {
        case let (.invalidSpring(_, _, left), .invalidSpring(_, _, right)): return left == right
        default: return true
        }
    }

    /// Hashes consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
        switch self {
        case let .invalidSpring(_, _, error): hasher.combine(error)
        default: break
        }
    }
}

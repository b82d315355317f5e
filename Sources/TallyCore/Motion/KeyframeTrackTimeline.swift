import Foundation

/// One property's keyframe track, resolved into a function of time as SwiftUI's `KeyframeTrack`
/// evaluates it inside a `KeyframeAnimator` or `KeyframeTimeline`.
///
/// The track starts at its initial value at time 0 and plays its keyframes one after another; each
/// keyframe starts from the value (and velocity) the track has when the previous one ends and lasts
/// its `duration`:
///
/// - ``TokenKeyframes/Kind/linear``: straight from the start value to the keyframe's value
///   (`LinearKeyframe` with its default linear timing curve).
/// - ``TokenKeyframes/Kind/spring(_:)``: `start + (value − start) · x(τ)`, where `x` is the spring's
///   progress from 0 toward 1 (``Spring/value(at:initialVelocity:)``), started with the velocity the
///   track had at the end of the previous keyframe (`SpringKeyframe` without `startVelocity`). When
///   the duration ends the track moves on from wherever the spring got to, settled or not.
///   Superposition is done in value units, so a spring whose start equals its value still carries
///   the inherited velocity.
/// - ``TokenKeyframes/Kind/cubic``: a cubic Hermite curve from the start value to the keyframe's value
///   (`CubicKeyframe`). Its start tangent is the velocity the track arrives with. Its end tangent is
///   the Catmull–Rom tangent `(next − start) / (t_next − t_start)` when a cubic or spring keyframe
///   follows (next being that keyframe's value), the slope of a following linear keyframe, and 0 when
///   nothing, a move or a jump follows. Adjacent cubic keyframes therefore form a Catmull–Rom spline,
///   a cubic after a linear or spring keyframe continues its velocity, and a track that starts with a
///   cubic keyframe starts from rest.
/// - ``TokenKeyframes/Kind/move``: jumps to the value at the keyframe's start and holds it for the
///   keyframe's duration (`MoveKeyframe`, whose duration is 0).
///
/// A keyframe of any kind with duration 0 is a jump to its value. After a jump the track is at rest
/// (velocity 0). After the last keyframe the track holds the value it reached.
///
/// All work is done when the timeline is created: evaluation is a binary search over the keyframes
/// plus a closed-form expression, and never allocates.
public struct KeyframeTrackTimeline: Sendable, Hashable {
    /// Accepted initial and keyframe values (inclusive).
    public static let valueRange: ClosedRange<Double> = -1e12...1e12
    /// Accepted positive keyframe durations in seconds (inclusive); 0 is accepted as well and means a jump.
    public static let durationRange: ClosedRange<Double> = 1e-6...1e6

    /// The property the track animates.
    public let property: String
    /// The value before the track starts.
    public let initialValue: Double
    /// The sum of the keyframe durations, in seconds.
    public let duration: Double
    /// The value the track reaches at ``duration`` and holds from then on.
    public let finalValue: Double

    /// The keyframes of positive duration, in order; they tile `0..<duration` without gaps.
    let segments: [KeyframeSegment]
    /// The keyframes the track was built from, as written: with ``initialValue`` they decide
    /// everything the track does (``LinearEasingCurve/key``).
    let keyframes: [TokenKeyframes.Keyframe]

    /// Resolves `track` starting from `initialValue`.
    ///
    /// - Throws: ``KeyframesError/invalidInitialValue(property:value:)``,
    ///   ``KeyframesError/invalidValue(property:keyframe:value:)`` or
    ///   ``KeyframesError/invalidDuration(property:keyframe:duration:)`` for NaN, infinite or
    ///   out-of-range numbers and negative durations, and ``KeyframesError/invalidSpring(property:keyframe:error:)``
    ///   wrapping the ``SpringError`` of a spring that ``Spring/init(response:dampingRatio:)`` rejects.
    public init(_ track: TokenKeyframes.Track, initialValue: Double) throws {
        let property = track.property
        guard initialValue.isFinite, Self.valueRange.contains(initialValue) else {
            throw KeyframesError.invalidInitialValue(property: property, value: initialValue)
        }
        let keyframes = track.keyframes
        for (index, keyframe) in keyframes.enumerated() {
            guard keyframe.value.isFinite, Self.valueRange.contains(keyframe.value) else {
                throw KeyframesError.invalidValue(property: property, keyframe: index, value: keyframe.value)
            }
            let duration = keyframe.duration
            guard duration.isFinite, duration == 0 || Self.durationRange.contains(duration) else {
                throw KeyframesError.invalidDuration(property: property, keyframe: index, duration: duration)
            }
            if case let .spring(token) = keyframe.kind {
                _ = try Self.spring(token, property: property, keyframe: index)
            }
        }

        var segments: [KeyframeSegment] = []
        segments.reserveCapacity(keyframes.count)
        var time = 0.0
        var value = initialValue
        var velocity = 0.0
        for (index, keyframe) in keyframes.enumerated() {
            let duration = keyframe.duration
            let target = keyframe.value
            guard duration > 0 else {
                value = target
                velocity = 0
                continue
            }
            let curve: KeyframeSegment.Curve
            var startValue = value
            var startVelocity = velocity
            switch keyframe.kind {
            case .move:
                startValue = target
                startVelocity = 0
                curve = .hold
            case .linear:
                startVelocity = (target - value) / duration
                curve = .linear
            case let .spring(token):
                curve = .spring(try Self.spring(token, property: property, keyframe: index))
            case .cubic:
                let endTangent = Self.cubicEndTangent(
                    after: index, in: keyframes, startValue: value, target: target, duration: duration)
                curve = .cubic(startTangent: velocity, endTangent: endTangent)
            }
            var segment = KeyframeSegment(
                start: time, duration: duration, startValue: startValue, startVelocity: startVelocity,
                target: target, curve: curve, endValue: target, endVelocity: 0)
            segment.endValue = segment.value(atLocal: duration)
            segment.endVelocity = segment.velocity(atLocal: duration)
            segments.append(segment)
            time += duration
            value = segment.endValue
            velocity = segment.endVelocity
        }
        self.property = property
        self.initialValue = initialValue
        self.duration = time
        self.finalValue = value
        self.segments = segments
        self.keyframes = keyframes
    }

    /// The spring of a spring keyframe, with its ``SpringError`` wrapped.
    private static func spring(_ token: TokenSpring, property: String, keyframe: Int) throws -> Spring {
        do {
            return try Spring(response: token.response, dampingRatio: token.dampingFraction)
        } catch let error as SpringError {
            throw KeyframesError.invalidSpring(property: property, keyframe: keyframe, error: error)
        }
    }

    /// The end tangent of the cubic keyframe at `index`, from the keyframe after it.
    private static func cubicEndTangent(
        after index: Int, in keyframes: [TokenKeyframes.Keyframe], startValue: Double, target: Double,
        duration: Double
    ) -> Double {
        guard index + 1 < keyframes.count else { return 0 }
        let next = keyframes[index + 1]
        guard next.duration > 0 else { return 0 }
        switch next.kind {
        case .move:
            return 0
        case .linear:
            return (next.value - target) / next.duration
        case .cubic, .spring:
            return (next.value - startValue) / (duration + next.duration)
        }
    }

    /// The track's value at `time` seconds.
    ///
    /// Before 0 (and for NaN) this is ``initialValue``; from ``duration`` on it is ``finalValue``.
    /// At a jump the value after the jump is returned, so a track whose first keyframe is a jump
    /// already has the jumped-to value at time 0. Always finite.
    public func value(at time: Double) -> Double {
        guard time >= 0 else { return initialValue }
        guard time < duration, let segment = segment(containing: time) else { return finalValue }
        return segment.value(atLocal: time - segment.start)
    }

    /// The rate of change of ``value(at:)`` at `time`, in the track's units per second.
    ///
    /// Where keyframes meet, this is the velocity of the keyframe that starts there. The track is at
    /// rest before 0 (and for NaN) and from ``duration`` on, where it holds its final value, so the
    /// velocity there is 0. Always finite.
    public func velocity(at time: Double) -> Double {
        guard time >= 0, time < duration, let segment = segment(containing: time) else { return 0 }
        return segment.velocity(atLocal: time - segment.start)
    }

    /// The last keyframe of positive duration that starts at or before `time` (which is `>= 0`).
    private func segment(containing time: Double) -> KeyframeSegment? {
        guard !segments.isEmpty else { return nil }
        var low = 0
        var high = segments.count
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if segments[middle].start <= time { low = middle } else { high = middle }
        }
        return segments[low]
    }
}

/// One keyframe of positive duration with the state the track has when it starts.
struct KeyframeSegment: Sendable, Hashable {
    /// How the keyframe moves from its start value to its target.
    enum Curve: Sendable, Hashable {
        /// Constant at the start value.
        case hold
        /// Straight to the target; the slope is the start velocity.
        case linear
        /// Along the spring, from the start value and start velocity toward the target.
        case spring(Spring)
        /// The cubic Hermite curve with these tangents (units per second).
        case cubic(startTangent: Double, endTangent: Double)
    }

    var start: Double
    var duration: Double
    var startValue: Double
    var startVelocity: Double
    var target: Double
    var curve: Curve
    var endValue: Double
    var endVelocity: Double

    /// The value `local` seconds after the keyframe starts, for `local` in `0...duration`.
    func value(atLocal local: Double) -> Double {
        let tau = min(max(local, 0), duration)
        switch curve {
        case .hold:
            return startValue
        case .linear:
            let fraction = tau / duration
            return fraction >= 1 ? target : startValue + (target - startValue) * fraction
        case let .spring(spring):
            let rest = spring.value(at: tau)
            var result = startValue + (target - startValue) * rest
            if startVelocity != 0 {
                // The response to a unit initial velocity, by linearity of the spring equation.
                result += startVelocity * (spring.value(at: tau, initialVelocity: 1) - rest)
            }
            return result
        case let .cubic(startTangent, endTangent):
            let s = tau / duration
            let s2 = s * s
            let s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1
            let h10 = s3 - 2 * s2 + s
            let h01 = 3 * s2 - 2 * s3
            let h11 = s3 - s2
            return h00 * startValue + h10 * duration * startTangent + h01 * target + h11 * duration * endTangent
        }
    }

    /// The velocity `local` seconds after the keyframe starts, for `local` in `0...duration`.
    func velocity(atLocal local: Double) -> Double {
        let tau = min(max(local, 0), duration)
        switch curve {
        case .hold:
            return 0
        case .linear:
            return startVelocity
        case let .spring(spring):
            let rest = spring.velocity(at: tau)
            var result = (target - startValue) * rest
            if startVelocity != 0 {
                result += startVelocity * (spring.velocity(at: tau, initialVelocity: 1) - rest)
            }
            return result
        case let .cubic(startTangent, endTangent):
            let s = tau / duration
            let s2 = s * s
            let d00 = 6 * s2 - 6 * s
            let d10 = 3 * s2 - 4 * s + 1
            let d01 = 6 * s - 6 * s2
            let d11 = 3 * s2 - 2 * s
            return (d00 * startValue + d01 * target) / duration + d10 * startTangent + d11 * endTangent
        }
    }
}

import Foundation

extension KeyframeTrackTimeline {
    /// The whole track as one CSS `linear()` easing whose outputs are the track's values themselves.
    ///
    /// The easing maps normalised time `p` in `0...1` to `value(at: p · duration)`. CSS accepts any
    /// numbers as `linear()` outputs, so the web counterpart registers a `<number>` custom property,
    /// animates it from 0 to 1 over ``duration`` seconds with this easing (whose output then *is* the
    /// track value) and derives the styled property from it:
    ///
    /// ```css
    /// @property --offset-y { syntax: "<number>"; inherits: false; initial-value: 0; }
    /// @keyframes offset-y { from { --offset-y: 0; } to { --offset-y: 1; } }
    /// .char {
    ///   animation: offset-y 0.4s linear(20, …, 0.3) both;
    ///   translate: 0 calc(var(--offset-y) * 1px);
    /// }
    /// ```
    ///
    /// Use `animation-fill-mode: both` (as above) so the first value applies during a delay and the
    /// final value is held afterwards, as on iOS. The first output is the value at time 0 after any
    /// jump there; the initial value before time 0 is not part of the easing.
    ///
    /// The easing is built with ``LinearEasing/fitting(tolerance:curve:)``, so it has the fewest stops
    /// that search finds and all of its guarantees hold, in the track's own units: within `tolerance`
    /// of the track at 32 001 evenly spaced points and at every stop, outputs rounded to 4 decimal
    /// places. A track of zero duration gives the 2-stop constant `linear(v, v)` with its final value `v`.
    ///
    /// - Parameters:
    ///   - tolerance: The largest allowed absolute error, in the track's units (points for an
    ///     offset, degrees for a rotation); at least ``LinearEasing/minimumTolerance``.
    ///   - fits: Fits kept from an earlier run; the easing kept under the curve's
    ///     ``LinearEasingCurve/key`` is returned instead of a new fit.
    /// - Throws: ``KeyframesEasingError/discontinuity(property:time:jump:)`` when the track jumps (a move or a
    ///   zero-duration keyframe) by more than `tolerance` after time 0, which one `linear()` cannot follow;
    ///   ``KeyframesEasingError/linearEasing(property:error:)`` wrapping the ``LinearEasingError`` of an invalid
    ///   tolerance, of values outside ``LinearEasing/outputRange`` or of a curve too steep to fit.
    @_spi(Tally) public func linearEasing(tolerance: Double = 0.002, reusing fits: LinearEasingFits = .empty) throws -> LinearEasing {
        do {
            guard let curve = try linearEasingCurve(tolerance: tolerance) else {
                return try LinearEasing(stops: [
                    LinearEasing.Stop(input: 0, output: finalValue), LinearEasing.Stop(input: 1, output: finalValue),
                ])
            }
            // Made once per process for each track and tolerance, as spring fits are, or taken from `fits`.
            return try curve.easing(reusing: fits)
        } catch let error as LinearEasingError {
            throw KeyframesEasingError.linearEasing(property: property, error: error)
        }
    }

    /// The curve ``linearEasing(tolerance:reusing:)`` fits, with its key; nil for a track of zero
    /// duration, whose easing is a constant and is not fitted.
    ///
    /// - Throws: ``KeyframesEasingError/discontinuity(property:time:jump:)`` when the track jumps by more
    ///   than `tolerance` after time 0, or ``KeyframesEasingError/linearEasing(property:error:)`` wrapping
    ///   ``LinearEasingError/invalidTolerance(_:)``.
    @_spi(Tally) public func linearEasingCurve(tolerance: Double = 0.002) throws -> LinearEasingCurve? {
        guard tolerance.isFinite, tolerance >= LinearEasing.minimumTolerance else {
            throw KeyframesEasingError.linearEasing(property: property, error: .invalidTolerance(tolerance))
        }
        guard duration > 0 else { return nil }
        for (index, segment) in segments.enumerated() {
            let following = index + 1 < segments.count ? segments[index + 1].startValue : finalValue
            let jump = following - segment.endValue
            if abs(jump) > tolerance {
                throw KeyframesEasingError.discontinuity(
                    property: property, time: segment.start + segment.duration, jump: jump)
            }
        }
        return LinearEasingCurve(.track(self), tolerance: tolerance)
    }
}

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
    /// - Parameter tolerance: The largest allowed absolute error, in the track's units (points for an
    ///   offset, degrees for a rotation); at least ``LinearEasing/minimumTolerance``.
    /// - Throws: ``KeyframesEasingError/discontinuity(property:time:jump:)`` when the track jumps (a move or a
    ///   zero-duration keyframe) by more than `tolerance` after time 0, which one `linear()` cannot follow;
    ///   ``KeyframesEasingError/linearEasing(property:error:)`` wrapping the ``LinearEasingError`` of an invalid
    ///   tolerance, of values outside ``LinearEasing/outputRange`` or of a curve too steep to fit.
    @_spi(Tally) public func linearEasing(tolerance: Double = 0.002) throws -> LinearEasing {
        guard tolerance.isFinite, tolerance >= LinearEasing.minimumTolerance else {
            throw KeyframesEasingError.linearEasing(property: property, error: .invalidTolerance(tolerance))
        }
        do {
            guard duration > 0 else {
                return try LinearEasing(stops: [
                    LinearEasing.Stop(input: 0, output: finalValue), LinearEasing.Stop(input: 1, output: finalValue),
                ])
            }
            for (index, segment) in segments.enumerated() {
                let following = index + 1 < segments.count ? segments[index + 1].startValue : finalValue
                let jump = following - segment.endValue
                if abs(jump) > tolerance {
                    throw KeyframesEasingError.discontinuity(
                        property: property, time: segment.start + segment.duration, jump: jump)
                }
            }
            // Made once per process for each track and tolerance, as spring fits are.
            let fit = Self.fits.value(for: TrackFitKey(track: self, tolerance: tolerance)) {
                Result {
                    try LinearEasing.fitting(tolerance: tolerance) { progress in
                        value(at: progress * duration)
                    }
                }
            }
            return try fit.get()
        } catch let error as LinearEasingError {
            throw KeyframesEasingError.linearEasing(property: property, error: error)
        }
    }

    private struct TrackFitKey: Hashable, Sendable {
        let track: KeyframeTrackTimeline
        let tolerance: Double
    }

    /// Fits already made in this process.
    private static let fits = CompiledCache<TrackFitKey, Result<LinearEasing, any Error>>()
}

import Foundation

extension Spring {
    /// A CSS `linear()` approximation of this spring's motion from rest, and the duration to play it over.
    ///
    /// The easing approximates `p ↦ value(at: p · duration)` for `p` in `0...1`, where `duration` is
    /// ``settlingDuration(epsilon:)`` for `epsilon`. Its first stop is exactly 0 and its final stop is
    /// forced to exactly 1, so a CSS animation ends on its target; the spring itself is within `epsilon`
    /// of 1 there. All guarantees of ``LinearEasing/fitting(tolerance:curve:)`` hold against the exact
    /// spring curve, including at `p = 1`: `epsilon` may be at most half of `tolerance`, which keeps
    /// `epsilon` plus the 0.00005 output rounding within `tolerance` (0.001 + 0.00005 ≤ 0.002 for the defaults).
    ///
    /// - Parameters:
    ///   - tolerance: The largest allowed absolute error in progress; at least ``LinearEasing/minimumTolerance``.
    ///   - epsilon: The settling threshold; in `1e-12...min(tolerance / 2, 0.5)`.
    /// - Throws: ``LinearEasingError/invalidTolerance(_:)``, ``LinearEasingError/invalidEpsilon(epsilon:allowed:)``
    ///   or, for extremely oscillatory springs, ``LinearEasingError/cannotFit(tolerance:input:)``.
    @_spi(Tally) public func linearEasing(tolerance: Double = 0.002, epsilon: Double = 0.001) throws
        -> (easing: LinearEasing, duration: Double)
    {
        guard tolerance.isFinite, tolerance >= LinearEasing.minimumTolerance else {
            throw LinearEasingError.invalidTolerance(tolerance)
        }
        let allowed = Spring.epsilonRange.lowerBound...min(tolerance / 2, 0.5)
        guard epsilon.isFinite, allowed.contains(epsilon) else {
            throw LinearEasingError.invalidEpsilon(epsilon: epsilon, allowed: allowed)
        }
        // The search takes milliseconds and its answer depends only on these three values, so
        // each fit is made once per process (the token CSS and the catalog ask for the same ones).
        let key = SpringFitKey(spring: self, tolerance: tolerance, epsilon: epsilon)
        let fit = Self.fits.value(for: key) {
            let duration = settlingDuration(epsilon: epsilon)
            return Result {
                let easing = try LinearEasing.fit(tolerance: tolerance, pinnedEnd: 1) { progress in
                    value(at: progress * duration)
                }
                return SpringFit(easing: easing, duration: duration)
            }
        }
        let result = try fit.get()
        return (result.easing, result.duration)
    }

    private struct SpringFitKey: Hashable, Sendable {
        let spring: Spring
        let tolerance: Double
        let epsilon: Double
    }

    private struct SpringFit: Sendable {
        let easing: LinearEasing
        let duration: Double
    }

    /// Fits already made in this process.
    private static let fits = CompiledCache<SpringFitKey, Result<SpringFit, any Error>>()
}

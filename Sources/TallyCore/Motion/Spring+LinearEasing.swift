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
    ///   - fits: Fits kept from an earlier run; the easing kept under the curve's
    ///     ``LinearEasingCurve/key`` is returned instead of a new fit.
    /// - Throws: ``LinearEasingError/invalidTolerance(_:)``, ``LinearEasingError/invalidEpsilon(epsilon:allowed:)``
    ///   or, for extremely oscillatory springs, ``LinearEasingError/cannotFit(tolerance:input:)``.
    @_spi(Tally) public func linearEasing(tolerance: Double = 0.002, epsilon: Double = 0.001, reusing fits: LinearEasingFits = .empty) throws
        -> (easing: LinearEasing, duration: Double)
    {
        let curve = try linearEasingCurve(tolerance: tolerance, epsilon: epsilon)
        // The search takes milliseconds and its answer depends only on the curve's key, so each
        // fit is made once per process (the token CSS and the catalog ask for the same ones), or
        // taken from `fits`; the settling duration is quick to find.
        return (try curve.easing(reusing: fits), settlingDuration(epsilon: epsilon))
    }

    /// The curve ``linearEasing(tolerance:epsilon:reusing:)`` fits, with its key.
    ///
    /// - Throws: ``LinearEasingError/invalidTolerance(_:)`` or ``LinearEasingError/invalidEpsilon(epsilon:allowed:)``.
    @_spi(Tally) public func linearEasingCurve(tolerance: Double = 0.002, epsilon: Double = 0.001) throws -> LinearEasingCurve {
        guard tolerance.isFinite, tolerance >= LinearEasing.minimumTolerance else {
            throw LinearEasingError.invalidTolerance(tolerance)
        }
        let allowed = Spring.epsilonRange.lowerBound...min(tolerance / 2, 0.5)
        guard epsilon.isFinite, allowed.contains(epsilon) else {
            throw LinearEasingError.invalidEpsilon(epsilon: epsilon, allowed: allowed)
        }
        return LinearEasingCurve(.spring(self, epsilon: epsilon), tolerance: tolerance)
    }
}

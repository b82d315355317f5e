import Foundation

/// A CSS / SwiftUI timing curve: the cubic Bézier from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2), as written `cubic-bezier(x1, y1, x2, y2)` in CSS and
/// `timingCurve(x1, y1, x2, y2)` in SwiftUI, read as output progress y over input progress x.
///
/// Evaluation follows WebKit's `UnitBezier` (Chromium's `gfx::CubicBezier` works the same way):
/// the curve is held as the polynomial coefficients of x(t) and y(t); for a progress x the
/// parameter t is guessed by linear interpolation between 11 samples of x(t), refined by
/// Newton–Raphson and, when the derivative is too small or Newton does not converge, by bisection;
/// the result is y(t). Outside 0…1 the curve continues along a straight line with WebKit's start
/// and end gradients (including its choice of 0 where the end tangent is vertical).
///
/// Two refinements keep the result close to the exact curve where browsers' tolerance in x would
/// not: the search stops only once t is pinned to within 1e-10 divided by a bound on |dy/dt|
/// (so the search itself moves the output by less than 1e-10), and progress above 0.5 is solved
/// on the curve reflected through (0.5, 0.5), so that both ends keep full relative precision.
/// What remains is rounding in x(t), which only matters next to a vertical tangent: the result is
/// within 1e-8 · max(1, |y1|, |y2|) of the exact curve (so within 1e-7 whenever |y1|, |y2| ≤ 10),
/// except within about 10 ulps of x = 0.5 on `cubic-bezier(1, y1, 0, y2)`, whose tangent there
/// is vertical, where it can reach about 1e-6 · max(1, |y1|, |y2|).
///
/// Invariants, enforced by every public initializer and by decoding: x1 and x2 lie in ``xRange``
/// (so x(t) never decreases and each progress has one output), y1 and y2 lie in ``yRange``, and
/// all four are finite; -0 is stored as 0. Under these invariants every method returns a finite
/// number for any argument, including NaN and infinite ones, never traps and never allocates.
public struct CubicBezier: Sendable, Hashable, Codable {
    /// Accepted values of x1 and x2: the curve must stay a function of time.
    public static let xRange: ClosedRange<Double> = 0...1
    /// Accepted values of y1 and y2: wide enough for any overshoot, narrow enough that every
    /// evaluation stays finite.
    public static let yRange: ClosedRange<Double> = -1e6...1e6

    private let x1: Double
    private let y1: Double
    private let x2: Double
    private let y2: Double

    /// The curve itself, solved for progress up to 0.5.
    private let forward: UnitBezier
    /// The curve reflected through (0.5, 0.5), with control points (1 − x2, 1 − y2) and
    /// (1 − x1, 1 − y1); progress x above 0.5 is solved on it at 1 − x.
    private let reflected: UnitBezier

    /// dy/dx used left of x = 0, and reported by ``velocity(at:)`` at x = 0.
    private let startGradient: Double
    /// dy/dx used right of x = 1, and reported by ``velocity(at:)`` at x = 1.
    private let endGradient: Double

    /// The width in t to which ``value(at:)`` pins the parameter: 1e-10 divided by a bound on
    /// |dy/dt|, so that the search moves the output by less than 1e-10.
    let parameterTolerance: Double

    /// Creates the curve `cubic-bezier(x1, y1, x2, y2)`.
    ///
    /// - Throws: ``CubicBezierError/nonFinite(parameter:value:)`` when a coordinate is NaN or
    ///   infinite, and ``CubicBezierError/outOfRange(parameter:value:allowed:)`` when x1 or x2
    ///   is outside ``xRange`` or y1 or y2 is outside ``yRange``. Coordinates are checked in the
    ///   order x1, y1, x2, y2 and the first bad one is reported.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws {
        try Self.check(x1, .x1, Self.xRange)
        try Self.check(y1, .y1, Self.yRange)
        try Self.check(x2, .x2, Self.xRange)
        try Self.check(y2, .y2, Self.yRange)
        self.init(unchecked: x1, y1, x2, y2)
    }

    /// Creates the curve a design token describes.
    ///
    /// - Throws: ``CubicBezierError`` as ``init(_:_:_:_:)`` does.
    public init(_ token: TokenCubicBezier) throws {
        try self.init(token.x1, token.y1, token.x2, token.y2)
    }

    /// Creates a curve without validation; the caller guarantees the invariants (used for constants).
    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        // Adding +0 turns -0 into +0 and leaves every other value unchanged.
        let x1 = x1 + 0, y1 = y1 + 0, x2 = x2 + 0, y2 = y2 + 0
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        forward = UnitBezier(x1, y1, x2, y2)
        reflected = UnitBezier(1 - x2, 1 - y2, 1 - x1, 1 - y1)

        // End gradients, case by case as in WebKit: the line to the nearest control point that is
        // not horizontally coincident with the end point; 1 when both control points sit on the
        // end point (the curve is then linear); 0 when the end tangent is vertical.
        if x1 > 0 {
            startGradient = Self.finite(y1 / x1)
        } else if y1 == 0 && x2 > 0 {
            startGradient = Self.finite(y2 / x2)
        } else if y1 == 0 && y2 == 0 {
            startGradient = 1
        } else {
            startGradient = 0
        }
        if x2 < 1 {
            endGradient = Self.finite((y2 - 1) / (x2 - 1))
        } else if y2 == 1 && x1 < 1 {
            endGradient = Self.finite((y1 - 1) / (x1 - 1))
        } else if y2 == 1 && y1 == 1 {
            endGradient = 1
        } else {
            endGradient = 0
        }

        // dy/dt is a quadratic Bézier with coefficients 3·y1, 3·(y2 − y1), 3·(1 − y2), so its
        // magnitude on 0…1 never exceeds the largest of them (the reflection has the same ones).
        let slopeBound = 3 * max(abs(y1), abs(y2 - y1), abs(1 - y2))
        parameterTolerance = 1e-10 / max(slopeBound, 1)
    }

    /// The identity curve, `cubic-bezier(0, 0, 1, 1)`.
    public static let linear = CubicBezier(unchecked: 0, 0, 1, 1)
    /// CSS `ease`, `cubic-bezier(0.25, 0.1, 0.25, 1)`.
    public static let ease = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)
    /// CSS `ease-in`, `cubic-bezier(0.42, 0, 1, 1)`.
    public static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)
    /// CSS `ease-out`, `cubic-bezier(0, 0, 0.58, 1)`.
    public static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)
    /// CSS `ease-in-out`, `cubic-bezier(0.42, 0, 0.58, 1)`.
    public static let easeInOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)
    /// Material Design's standard curve, `cubic-bezier(0.4, 0, 0.2, 1)`, used by the float-label field.
    public static let standard = CubicBezier(unchecked: 0.4, 0, 0.2, 1)

    /// The two control points as given (with -0 stored as 0).
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        (x1, y1, x2, y2)
    }

    /// Output progress y for input progress `x`.
    ///
    /// Inside 0…1 the result is within 1e-7 of the exact curve when |y1| and |y2| are at most 10
    /// (see the type's discussion for the general bound); `value(at: 0)` is exactly 0 and
    /// `value(at: 1)` exactly 1. Below 0 and above 1 the curve is extended linearly with the start
    /// and end gradients, so the result is continuous at both ends. NaN is treated as 0; results
    /// that would overflow are clamped to the largest finite magnitude. Does not allocate.
    public func value(at x: Double) -> Double {
        solve(x, epsilon: parameterTolerance)
    }

    /// The slope dy/dx of ``value(at:)`` at input progress `x`: output progress per unit of input
    /// progress (multiply by 1 / duration for a rate per second).
    ///
    /// Below 0 and above 1 it is the constant start or end gradient, which is also the value at
    /// exactly 0 and 1. Inside, it is y′(t) / x′(t) at the solved parameter; close to a vertical
    /// tangent that ratio grows without bound and is clamped to the largest finite magnitude, and
    /// where both derivatives vanish it is 0. NaN is treated as 0. Does not allocate.
    public func velocity(at x: Double) -> Double {
        if !(x > 0) { return startGradient }
        if x >= 1 { return endGradient }
        // Reflection through (0.5, 0.5) keeps slopes unchanged.
        let curve = x <= 0.5 ? forward : reflected
        let t = curve.solveCurveX(x <= 0.5 ? x : 1 - x, epsilon: parameterTolerance)
        let ratio = curve.sampleCurveDerivativeY(t) / max(curve.sampleCurveDerivativeX(t), 0)
        return ratio.isNaN ? 0 : Self.finite(ratio)
    }

    /// The point of the curve at parameter `t`, which is clamped to 0…1 (NaN counts as 0).
    ///
    /// The ends are exactly (0, 0) and (1, 1). Unlike ``value(at:)`` this walks the curve by its
    /// own parameter, not by input progress.
    public func point(atParameter t: Double) -> (x: Double, y: Double) {
        if !(t > 0) { return (0, 0) }
        if t >= 1 { return (1, 1) }
        return (forward.sampleCurveX(t), forward.sampleCurveY(t))
    }

    /// Whether the output never decreases as the input runs from 0 to 1 (no overshoot below the
    /// start or dip back toward it).
    ///
    /// True whenever y1 and y2 both lie in 0…1. Otherwise it is decided from dy/dt, a quadratic
    /// Bézier with coefficients y1, y2 − y1, 1 − y2 (times 3): it is never negative exactly when
    /// both end coefficients are non-negative and either the middle one is too or its square does
    /// not exceed the product of the ends. Curves within rounding of that boundary, whose slope
    /// just touches zero, may be classified either way.
    public var isMonotonic: Bool {
        if 0 <= y1 && y1 <= 1 && 0 <= y2 && y2 <= 1 { return true }
        let start = y1, middle = y2 - y1, end = 1 - y2
        guard start >= 0, end >= 0 else { return false }
        if middle >= 0 { return true }
        return middle * middle <= start * end
    }

    /// y for input progress `x`, with t solved to within `epsilon`; linear outside 0…1.
    func solve(_ x: Double, epsilon: Double) -> Double {
        if x < 0 { return Self.extend(from: 0, gradient: startGradient, by: x) }
        if x > 1 { return Self.extend(from: 1, gradient: endGradient, by: x - 1) }
        if !(x > 0) { return 0 }
        if x == 1 { return 1 }
        if x <= 0.5 { return forward.solve(x, epsilon: epsilon) }
        // 1 − x is exact here, and near x = 1 the reflected curve resolves t to full precision.
        return 1 - reflected.solve(1 - x, epsilon: epsilon)
    }

    /// `base + gradient · distance`, finite for any distance including infinities.
    @inline(__always)
    private static func extend(from base: Double, gradient: Double, by distance: Double) -> Double {
        if gradient == 0 { return base }
        return finite(base + gradient * distance)
    }

    /// `value` clamped to the finite range (infinities become the largest finite magnitude).
    @inline(__always)
    private static func finite(_ value: Double) -> Double {
        min(max(value, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }

    /// Throws unless `value` is finite and inside `allowed`.
    private static func check(
        _ value: Double, _ parameter: CubicBezierParameter, _ allowed: ClosedRange<Double>
    ) throws {
        guard value.isFinite else { throw CubicBezierError.nonFinite(parameter: parameter, value: value) }
        guard allowed.contains(value) else {
            throw CubicBezierError.outOfRange(parameter: parameter, value: value, allowed: allowed)
        }
    }

    // MARK: - The WebKit algorithm

    /// A port of WebKit's `UnitBezier` for control points whose x lie in 0…1: polynomial
    /// coefficients, sampling, and the sampled-guess / Newton / bisection solver.
    struct UnitBezier: Sendable {
        /// The number of evenly spaced samples of x(t) that seed the search.
        private static let splineSampleCount = 11
        /// The spacing in t of those samples.
        private static let sampleSpacing = 1.0 / Double(splineSampleCount - 1)
        /// Newton–Raphson steps tried before falling back to bisection (WebKit tries 4; from the
        /// sampled guess 8 almost always converge, which is cheaper than the bisection that would follow).
        private static let maximumNewtonIterations = 8
        /// Below this |dx/dt| a Newton step is not trusted.
        private static let derivativeEpsilon = 1e-7

        // x(t) = ((ax·t + bx)·t + cx)·t and y(t) = ((ay·t + by)·t + cy)·t.
        private let ax: Double
        private let bx: Double
        private let cx: Double
        private let ay: Double
        private let by: Double
        private let cy: Double

        /// The coefficients of the curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
        init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
            cx = 3 * x1
            bx = 3 * (x2 - x1) - cx
            ax = 1 - cx - bx
            cy = 3 * y1
            by = 3 * (y2 - y1) - cy
            ay = 1 - cy - by
        }

        /// x(t), by Horner's rule.
        @inline(__always)
        func sampleCurveX(_ t: Double) -> Double {
            ((ax * t + bx) * t + cx) * t
        }

        /// y(t), by Horner's rule.
        @inline(__always)
        func sampleCurveY(_ t: Double) -> Double {
            ((ay * t + by) * t + cy) * t
        }

        /// dx/dt at `t`.
        @inline(__always)
        func sampleCurveDerivativeX(_ t: Double) -> Double {
            (3 * ax * t + 2 * bx) * t + cx
        }

        /// dy/dt at `t`.
        @inline(__always)
        func sampleCurveDerivativeY(_ t: Double) -> Double {
            (3 * ay * t + 2 * by) * t + cy
        }

        /// y at the parameter where x(t) = `x`, for 0 < `x` < 1.
        @inline(__always)
        func solve(_ x: Double, epsilon: Double) -> Double {
            sampleCurveY(solveCurveX(x, epsilon: epsilon))
        }

        /// The parameter t in 0…1 at which x(t) = `x`, for 0 < `x` < 1, to within `epsilon` in t
        /// (or to adjacent floating-point numbers when `epsilon` is finer than they are).
        ///
        /// The bracket [lower, upper] always satisfies x(lower) ≤ x ≤ x(upper); since x(t)
        /// increases, the root stays inside it. A Newton step that would leave it ends the Newton phase.
        func solveCurveX(_ x: Double, epsilon: Double) -> Double {
            var lower = 0.0
            var upper = 1.0
            var t = x

            // Linear interpolation between the samples around x gives the initial guess.
            var previousSample = 0.0
            var index = 1
            while index < Self.splineSampleCount {
                let sampleT = Self.sampleSpacing * Double(index)
                let sample = sampleCurveX(sampleT)
                if x <= sample {
                    upper = sampleT
                    lower = sampleT - Self.sampleSpacing
                    let span = sample - previousSample
                    t = span > 0 ? lower + Self.sampleSpacing * ((x - previousSample) / span) : lower
                    break
                }
                previousSample = sample
                index += 1
            }

            // A few Newton–Raphson iterations: normally very fast.
            var iteration = 0
            while iteration < Self.maximumNewtonIterations {
                let error = sampleCurveX(t) - x
                if error == 0 { return t }
                if error < 0 { lower = t } else { upper = t }
                let slope = sampleCurveDerivativeX(t)
                if abs(slope) < Self.derivativeEpsilon { break }
                let step = error / slope
                let next = t - step
                if abs(step) <= epsilon {
                    // Converged: confirm that the root lies within one tolerance of the new estimate.
                    t = min(max(next, lower), upper)
                    let reach = max(epsilon, t.ulp)
                    let below = max(t - reach, lower)
                    let above = min(t + reach, upper)
                    let belowX = sampleCurveX(below)
                    let aboveX = sampleCurveX(above)
                    if belowX <= x && x <= aboveX { return t }
                    if belowX > x { upper = below } else if aboveX < x { lower = above }
                    break
                }
                guard next > lower, next < upper else { break }
                t = next
                iteration += 1
            }

            // Bisection for reliability.
            while upper - lower > epsilon {
                let middle = lower + (upper - lower) * 0.5
                guard middle > lower, middle < upper else { break }
                let error = sampleCurveX(middle) - x
                if error == 0 { return middle }
                if error < 0 { lower = middle } else { upper = middle }
            }
            return lower + (upper - lower) * 0.5
        }
    }

    // MARK: - Hashable and Codable

    /// Two curves are equal when their control points are equal.
    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    /// Hashes the control points, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    private enum CodingKeys: String, CodingKey {
        case x1, y1, x2, y2
    }

    /// Decodes `{"x1": …, "y1": …, "x2": …, "y2": …}` (the shape of ``TokenCubicBezier``) and
    /// validates it like ``init(_:_:_:_:)``; invalid values throw `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let x1 = try container.decode(Double.self, forKey: .x1)
        let y1 = try container.decode(Double.self, forKey: .y1)
        let x2 = try container.decode(Double.self, forKey: .x2)
        let y2 = try container.decode(Double.self, forKey: .y2)
        do {
            try self.init(x1, y1, x2, y2)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: String(describing: error)))
        }
    }

    /// Encodes the control points as `{"x1": …, "y1": …, "x2": …, "y2": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x1, forKey: .x1)
        try container.encode(y1, forKey: .y1)
        try container.encode(x2, forKey: .x2)
        try container.encode(y2, forKey: .y2)
    }
}

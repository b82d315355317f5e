import Foundation

/// A damped harmonic spring that moves a value from 0 to 1, following SwiftUI's `Spring` model.
///
/// The spring is stored as its physical coefficients (mass `m`, stiffness `k`, damping `c`) and
/// animates `x(t)` from 0 toward 1 under `m·x'' = −k·(x − 1) − c·x'`, starting with `x(0) = 0` and
/// `x'(0) = initialVelocity`. The perceptual parameters relate to the coefficients exactly as in
/// SwiftUI:
///
/// - `k = (2π / response)² · m` and `c = 4π · dampingRatio · m / response`;
/// - `duration` is the response; `bounce = 1 − dampingRatio` when `dampingRatio ≤ 1` and
///   `1 / dampingRatio − 1` when it is larger, so `bounce` runs from −1 (infinitely overdamped)
///   through 0 (critically damped) to 1 (undamped).
///
/// Only springs whose response lies in ``responseRange`` and whose damping ratio lies in
/// ``dampingRatioRange`` can be created. Within those ranges every evaluation (``value(at:initialVelocity:)``,
/// ``velocity(at:initialVelocity:)``, ``settlingDuration(epsilon:)``) returns a finite number for any
/// argument, including NaN and infinite ones, and never traps.
public struct Spring: Sendable, Hashable, Codable {
    /// The mass of the object attached to the spring, in arbitrary consistent units; always in ``massRange``.
    public let mass: Double
    /// The spring constant `k`; always positive and finite.
    public let stiffness: Double
    /// The damping coefficient `c`; always positive and finite.
    public let damping: Double

    // MARK: Accepted ranges

    /// Accepted `response` and `duration` values in seconds (inclusive).
    public static let responseRange: ClosedRange<Double> = 0.0001...1000
    /// Accepted damping ratios (inclusive). Zero damping (which never settles) is excluded.
    public static let dampingRatioRange: ClosedRange<Double> = 0.01...100
    /// Accepted `bounce` values (inclusive); the exact image of ``dampingRatioRange``.
    public static let bounceRange: ClosedRange<Double> = -0.99...0.99
    /// Accepted masses (inclusive).
    public static let massRange: ClosedRange<Double> = 1e-6...1e6
    /// Settling thresholds honoured by ``settlingDuration(epsilon:)``; other values are clamped into it.
    public static let epsilonRange: ClosedRange<Double> = 1e-12...1
    /// The largest initial velocity magnitude (progress units per second) the evaluation functions use;
    /// larger magnitudes are clamped to it and NaN is treated as 0.
    public static let maximumInitialVelocity: Double = 1e9

    // MARK: Creating springs

    /// Creates a spring from its response (the period, in seconds, of the undamped oscillation) and
    /// damping ratio (the fraction of critical damping), with mass 1.
    ///
    /// - Throws: ``SpringError/nonFinite(parameter:value:)`` for NaN or infinite arguments, and
    ///   ``SpringError/outOfRange(parameter:value:allowed:)`` when `response` is outside
    ///   ``responseRange`` or `dampingRatio` is outside ``dampingRatioRange``.
    public init(response: Double, dampingRatio: Double) throws {
        try Spring.check(.response, response, in: Spring.responseRange)
        try Spring.check(.dampingRatio, dampingRatio, in: Spring.dampingRatioRange)
        self.init(uncheckedResponse: response, dampingRatio: dampingRatio)
    }

    /// Creates a spring from SwiftUI's perceptual duration and bounce, with mass 1.
    ///
    /// The response equals `duration`; the damping ratio is `1 − bounce` for `bounce ≥ 0` and
    /// `1 / (1 + bounce)` for negative `bounce` (overdamped).
    ///
    /// - Throws: ``SpringError/nonFinite(parameter:value:)`` for NaN or infinite arguments, and
    ///   ``SpringError/outOfRange(parameter:value:allowed:)`` when `duration` is outside
    ///   ``responseRange`` or `bounce` is outside ``bounceRange``.
    public init(duration: Double, bounce: Double) throws {
        try Spring.check(.duration, duration, in: Spring.responseRange)
        try Spring.check(.bounce, bounce, in: Spring.bounceRange)
        self.init(uncheckedResponse: duration, dampingRatio: Spring.dampingRatio(forBounce: bounce))
    }

    /// Creates a spring from its physical coefficients.
    ///
    /// Overdamped combinations are kept as they are (SwiftUI's `allowOverDamping: true`).
    ///
    /// - Throws: ``SpringError/nonFinite(parameter:value:)`` for NaN or infinite arguments, and
    ///   ``SpringError/outOfRange(parameter:value:allowed:)`` when `mass` is outside ``massRange``,
    ///   when `stiffness` would give a response outside ``responseRange`` for this mass, or when
    ///   `damping` would give a damping ratio outside ``dampingRatioRange`` for this mass and stiffness.
    ///   The error's `allowed` range is expressed in the rejected parameter's own units.
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws {
        try Spring.check(.mass, mass, in: Spring.massRange)
        let twoPi = 2 * Double.pi
        let stiffnessRange = (mass * Spring.square(twoPi / Spring.responseRange.upperBound))
            ... (mass * Spring.square(twoPi / Spring.responseRange.lowerBound))
        try Spring.check(.stiffness, stiffness, in: stiffnessRange)
        let critical = 2 * (stiffness * mass).squareRoot()
        let dampingRange = (critical * Spring.dampingRatioRange.lowerBound)
            ... (critical * Spring.dampingRatioRange.upperBound)
        try Spring.check(.damping, damping, in: dampingRange)
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Creates a spring without validation; callers guarantee both values are inside the accepted ranges.
    init(uncheckedResponse response: Double, dampingRatio: Double) {
        mass = 1
        stiffness = Spring.square(2 * Double.pi / response)
        damping = 4 * Double.pi * dampingRatio / response
    }

    // MARK: Presets

    /// SwiftUI's `.smooth`: duration 0.5 s, bounce 0 (critically damped).
    public static let smooth = Spring(uncheckedResponse: 0.5, dampingRatio: 1)
    /// SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15 (damping ratio 0.85).
    public static let snappy = Spring(uncheckedResponse: 0.5, dampingRatio: 0.85)
    /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3 (damping ratio 0.7).
    public static let bouncy = Spring(uncheckedResponse: 0.5, dampingRatio: 0.7)

    /// SwiftUI's `.smooth(duration:extraBounce:)`: base bounce 0 plus `extraBounce`.
    ///
    /// - Throws: ``SpringError`` naming `duration` or `extraBounce` when the resulting duration or
    ///   bounce is outside the accepted ranges; for `extraBounce` the reported range is that of `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) throws -> Spring {
        try preset(baseBounce: 0, duration: duration, extraBounce: extraBounce)
    }

    /// SwiftUI's `.snappy(duration:extraBounce:)`: base bounce 0.15 plus `extraBounce`.
    ///
    /// - Throws: ``SpringError`` naming `duration` or `extraBounce` when the resulting duration or
    ///   bounce is outside the accepted ranges; for `extraBounce` the reported range is that of `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) throws -> Spring {
        try preset(baseBounce: 0.15, duration: duration, extraBounce: extraBounce)
    }

    /// SwiftUI's `.bouncy(duration:extraBounce:)`: base bounce 0.3 plus `extraBounce`.
    ///
    /// - Throws: ``SpringError`` naming `duration` or `extraBounce` when the resulting duration or
    ///   bounce is outside the accepted ranges; for `extraBounce` the reported range is that of `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) throws -> Spring {
        try preset(baseBounce: 0.3, duration: duration, extraBounce: extraBounce)
    }

    private static func preset(baseBounce: Double, duration: Double, extraBounce: Double) throws
        -> Spring
    {
        let allowed = (bounceRange.lowerBound - baseBounce)...(bounceRange.upperBound - baseBounce)
        try check(.extraBounce, extraBounce, in: allowed)
        let bounce = min(max(baseBounce + extraBounce, bounceRange.lowerBound), bounceRange.upperBound)
        return try Spring(duration: duration, bounce: bounce)
    }

    // MARK: Derived parameters

    /// The damping ratio `c / (2·√(k·m))`: below 1 oscillates, 1 is critical, above 1 is overdamped.
    public var dampingRatio: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// The response `2π·√(m/k)`: the period of the undamped oscillation, in seconds.
    /// Equals SwiftUI's perceptual `duration`.
    public var response: Double {
        2 * Double.pi * (mass / stiffness).squareRoot()
    }

    /// SwiftUI's bounce: `1 − dampingRatio` up to critical damping, `1 / dampingRatio − 1` beyond it;
    /// always inside ``bounceRange`` up to rounding.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    // MARK: Evaluation

    /// The animated progress at `time` seconds: 0 at the start, tending to 1.
    ///
    /// Returns exactly 0 for `time ≤ 0` or NaN and exactly 1 for `time = +∞` or once the motion has
    /// decayed below floating-point resolution. `initialVelocity` is in progress units per second
    /// (1 means "one full distance per second"); it is clamped to ±``maximumInitialVelocity`` and NaN
    /// counts as 0. The result is always finite; it may exceed 1 for bouncy springs.
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        guard time > 0 else { return 0 }
        let model = SpringModel(self)
        guard time.isFinite, model.decayRate * time <= SpringModel.negligibleExponent else { return 1 }
        return 1 - model.displacement(at: time, initialVelocity: Spring.sanitized(initialVelocity))
    }

    /// The rate of change of ``value(at:initialVelocity:)`` at `time`, in progress units per second.
    ///
    /// This is the exact derivative of the closed form. For `time ≤ 0` or NaN it returns the (clamped)
    /// initial velocity; for `time = +∞` or once the motion has decayed below floating-point resolution
    /// it returns 0. Always finite.
    public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
        let velocity = Spring.sanitized(initialVelocity)
        guard time > 0 else { return velocity }
        let model = SpringModel(self)
        guard time.isFinite, model.decayRate * time <= SpringModel.negligibleExponent else { return 0 }
        return model.velocity(at: time, initialVelocity: velocity)
    }

    /// The settling duration: the smallest time `t` such that `|1 − value(at: t′)| ≤ epsilon` for every
    /// `t′ ≥ t`, starting from rest (initial velocity 0).
    ///
    /// The default threshold 0.001 matches SwiftUI's. `epsilon` is clamped into ``epsilonRange``
    /// (NaN counts as 0.001); for `epsilon ≥ 1` the result is 0. The result is finite and exact to
    /// within about 1e-12 s: it is the first instant of the final stretch in which the spring stays within
    /// `epsilon`, so at the returned time the displacement is at most `epsilon` and slightly earlier it
    /// exceeds `epsilon`. For a fixed damping ratio it scales linearly with ``response``, so a stiffer
    /// spring settles sooner.
    ///
    /// The search bounds the tail with the decaying envelope of the closed form, scans backwards on a
    /// grid fine enough to contain every extremum of the displacement, and bisects the last crossing.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let threshold = epsilon.isNaN ? 0.001 : min(max(epsilon, Spring.epsilonRange.lowerBound), 1)
        return SpringModel(self).settlingDuration(epsilon: threshold)
    }

    // MARK: Coding

    private enum CodingKeys: String, CodingKey {
        case mass, stiffness, damping
    }

    /// Decodes `mass`, `stiffness` and `damping` and validates them exactly like
    /// ``init(mass:stiffness:damping:)``; invalid values throw `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mass = try container.decode(Double.self, forKey: .mass)
        let stiffness = try container.decode(Double.self, forKey: .stiffness)
        let damping = try container.decode(Double.self, forKey: .damping)
        do {
            self = try Spring(mass: mass, stiffness: stiffness, damping: damping)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: String(describing: error)))
        }
    }

    /// Encodes `mass`, `stiffness` and `damping`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mass, forKey: .mass)
        try container.encode(stiffness, forKey: .stiffness)
        try container.encode(damping, forKey: .damping)
    }

    // MARK: Validation and conversion

    static func dampingRatio(forBounce bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    private static func check(_ parameter: SpringParameter, _ value: Double, in range: ClosedRange<Double>)
        throws
    {
        guard value.isFinite else { throw SpringError.nonFinite(parameter: parameter, value: value) }
        guard range.contains(value) else {
            throw SpringError.outOfRange(parameter: parameter, value: value, allowed: range)
        }
    }

    private static func sanitized(_ velocity: Double) -> Double {
        if velocity.isNaN { return 0 }
        return min(max(velocity, -maximumInitialVelocity), maximumInitialVelocity)
    }

    private static func square(_ value: Double) -> Double { value * value }
}

/// The closed-form solution of a ``Spring`` in terms of its displacement `d(t) = 1 − x(t)`,
/// which starts at `d(0) = 1` with `d′(0) = −initialVelocity`.
struct SpringModel {
    enum Regime {
        /// `d = e^(−σt)·(cos ωd·t + B·sin ωd·t)`.
        case underdamped(sigma: Double, omegaD: Double)
        /// `d = (1 + (ω − v0)·t)·e^(−ωt)`.
        case critical(omega: Double)
        /// `d = C1·e^(−r1·t) + C2·e^(−r2·t)` with `r1 < r2`.
        case overdamped(slow: Double, fast: Double)
    }

    /// Beyond this many e-folds of the slowest decay the displacement is below floating-point resolution.
    static let negligibleExponent = 800.0
    /// Damping ratios this close to 1 use the critically damped form.
    static let criticalBand = 1e-9

    let regime: Regime
    /// The slowest exponential decay rate of the displacement, in 1/s.
    let decayRate: Double

    init(_ spring: Spring) {
        let omega0 = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.dampingRatio
        if abs(zeta - 1) < SpringModel.criticalBand {
            regime = .critical(omega: omega0)
            decayRate = omega0
        } else if zeta < 1 {
            let sigma = zeta * omega0
            regime = .underdamped(sigma: sigma, omegaD: omega0 * ((1 - zeta) * (1 + zeta)).squareRoot())
            decayRate = sigma
        } else {
            let root = ((zeta - 1) * (zeta + 1)).squareRoot()
            let fast = omega0 * (zeta + root)
            // r1·r2 = ω0², which avoids cancelling ζ − √(ζ² − 1) for large ζ.
            let slow = omega0 / (zeta + root)
            regime = .overdamped(slow: slow, fast: fast)
            decayRate = slow
        }
    }

    /// `d(t)` for finite `t > 0` within the negligible-exponent horizon.
    func displacement(at t: Double, initialVelocity v0: Double) -> Double {
        switch regime {
        case let .underdamped(sigma, omegaD):
            let b = (sigma - v0) / omegaD
            return exp(-sigma * t) * (cos(omegaD * t) + b * sin(omegaD * t))
        case let .critical(omega):
            return (1 + (omega - v0) * t) * exp(-omega * t)
        case let .overdamped(slow, fast):
            let gap = fast - slow
            let c1 = (fast - v0) / gap
            let c2 = (v0 - slow) / gap
            return c1 * exp(-slow * t) + c2 * exp(-fast * t)
        }
    }

    /// `x′(t) = −d′(t)` for finite `t > 0` within the negligible-exponent horizon.
    func velocity(at t: Double, initialVelocity v0: Double) -> Double {
        switch regime {
        case let .underdamped(sigma, omegaD):
            let b = (sigma - v0) / omegaD
            return exp(-sigma * t) * (v0 * cos(omegaD * t) + (omegaD + sigma * b) * sin(omegaD * t))
        case let .critical(omega):
            return (v0 + omega * (omega - v0) * t) * exp(-omega * t)
        case let .overdamped(slow, fast):
            let gap = fast - slow
            let c1 = (fast - v0) / gap
            let c2 = (v0 - slow) / gap
            return slow * c1 * exp(-slow * t) + fast * c2 * exp(-fast * t)
        }
    }

    /// See ``Spring/settlingDuration(epsilon:)``; `epsilon` is already inside `Spring.epsilonRange`.
    func settlingDuration(epsilon: Double) -> Double {
        // 1. An envelope |d(t)| ≤ amplitude·e^(−rate·t) (for zero initial velocity) bounds the tail.
        let amplitude: Double
        let rate: Double
        let gridStep: (Double) -> Double
        switch regime {
        case let .underdamped(sigma, omegaD):
            // |cos + (σ/ωd)·sin| ≤ √(1 + σ²/ωd²) = ω0/ωd.
            amplitude = (sigma * sigma + omegaD * omegaD).squareRoot() / omegaD
            rate = sigma
            // Extrema of d sit exactly at multiples of π/ωd; make them grid points.
            let halfPeriod = Double.pi / omegaD
            gridStep = { tail in
                let divisions = max(256, (8192 * halfPeriod / tail).rounded(.up))
                return halfPeriod / divisions
            }
        case let .critical(omega):
            // (1 + u)·e^(−u) ≤ (2/√e)·e^(−u/2).
            amplitude = 2 / exp(0.5)
            rate = omega / 2
            gridStep = { tail in tail / 8192 }
        case let .overdamped(slow, fast):
            // With zero initial velocity 0 ≤ d ≤ C1·e^(−r1·t).
            amplitude = fast / (fast - slow)
            rate = slow
            gridStep = { tail in tail / 8192 }
        }
        let tail = log(amplitude / epsilon) / rate
        guard tail > 0, tail.isFinite else { return 0 }

        // 2. Scan backwards for the last grid point that is still outside the band.
        let step = gridStep(tail)
        let count = Int((tail / step).rounded(.up))
        // Measured exactly as callers see it, through the progress `1 − d`, so that the guarantee holds
        // for `|1 − value(at:)|` without rounding slack.
        let outside: (Double) -> Bool = { t in
            let progress = t <= 0 ? 0 : 1 - self.displacement(at: t, initialVelocity: 0)
            return abs(1 - progress) > epsilon
        }
        var index = count
        while index > 0, !outside(Double(index) * step) {
            index -= 1
        }
        if index == 0, !outside(0) { return 0 }

        // 3. Between consecutive grid points |d| is monotone or dips through zero once, so the
        //    crossing is unique; bisect it, keeping `high` inside the band.
        var low = Double(index) * step
        var high = Double(index + 1) * step
        for _ in 0..<200 {
            let middle = low + (high - low) / 2
            if middle <= low || middle >= high { break }
            if outside(middle) { low = middle } else { high = middle }
        }
        return high
    }
}

import Foundation
import TallyCore
import Testing

/// One component of the exact curve in Bernstein form, independent of the coefficients the type uses.
private func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
}

/// y at input progress `x` on the curve through (x1, y1), (x2, y2): bisection on t to 1e-15, then y(t).
/// Above 0.5 it works on the curve reflected through (0.5, 0.5), where t near 1 keeps full precision.
private func referenceValue(_ curve: CubicBezier, _ x: Double) -> Double {
    let c = curve.controlPoints
    if x > 0.5 { return 1 - bisectionValue(1 - c.x2, 1 - c.y2, 1 - c.x1, 1 - c.y1, 1 - x) }
    return bisectionValue(c.x1, c.y1, c.x2, c.y2, x)
}

private func bisectionValue(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
    var lower = 0.0
    var upper = 1.0
    while upper - lower > 1e-15 {
        let middle = (lower + upper) / 2
        if bernstein(x1, x2, middle) < x { lower = middle } else { upper = middle }
    }
    return bernstein(y1, y2, (lower + upper) / 2)
}

/// SplitMix64, so the randomised classification test is reproducible.

/// A named curve for parameterised tests.
struct CubicBezierCase: Sendable, CustomTestStringConvertible {
    let name: String
    let curve: CubicBezier
    /// False when the control points were rejected (and `curve` is a stand-in); checked by `accuracy`.
    let isValid: Bool
    var testDescription: String { name }

    init(_ name: String, _ curve: CubicBezier) {
        self.name = name
        self.curve = curve
        isValid = true
    }

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        name = "cubic-bezier(\(x1), \(y1), \(x2), \(y2))"
        let curve = try? CubicBezier(x1, y1, x2, y2)
        self.curve = curve ?? CubicBezier.linear
        isValid = curve != nil
    }
}

private let constants = [
    CubicBezierCase("linear", .linear), CubicBezierCase("ease", .ease), CubicBezierCase("easeIn", .easeIn),
    CubicBezierCase("easeOut", .easeOut), CubicBezierCase("easeInOut", .easeInOut), CubicBezierCase("standard", .standard),
]

private let oddCurves = [
    CubicBezierCase(0.68, -0.6, 0.32, 1.6),  // overshoot at both ends
    CubicBezierCase(0, 1, 0, 1),  // vertical tangent at the start
    CubicBezierCase(0, 0.8, 0.2, 1),  // x1 = 0 with a vertical start tangent
    CubicBezierCase(0.3, 0.2, 1, 0.6),  // x2 = 1 with a vertical end tangent
    CubicBezierCase(1, 0.7, 1, -2),  // x1 = x2 = 1: x(t) is flat to third order at the end
    CubicBezierCase(0, -1, 0, 0.5),  // x1 = x2 = 0: flat to third order at the start
    CubicBezierCase(0, 0.5, 1, 0.5),  // both x on the edges
    CubicBezierCase(0, 0, 0, 0),  // both control points on the start
    CubicBezierCase(1, 1, 1, 1),  // both control points on the end
    CubicBezierCase(0.5, -2, 0.5, 3),  // strong overshoot
    CubicBezierCase(0.9, 0.1, 0.1, 0.9),  // x control points crossed
    CubicBezierCase(0.1, 1.2, 0.7, 0.9),  // monotonic although y1 > 1
]

/// Evenly spaced progress values plus probes close to both ends.
private let progressValues: [Double] = {
    var values: [Double] = (0...2048).map { Double($0) / 2048 }
    let nearEnds: [Double] = [1e-300, 1e-15, 1e-12, 1e-9, 1e-6]
    values += nearEnds
    values += nearEnds.map { 1 - $0 }
    values.append(1.0.nextDown)
    return values
}()

/// (x1, y1, x2, y2, start gradient, end gradient), one row per WebKit end-gradient case.
private let gradientRows: [[Double]] = [
    [0.25, 0.1, 0.25, 1, 0.4, 0],  // x1 > 0; x2 < 1
    [0, 0, 0.58, 1, 1 / 0.58, 0],  // x1 = 0, y1 = 0, x2 > 0
    [0.42, 0, 1, 1, 0, 1 / 0.58],  // x2 = 1, y2 = 1, x1 < 1
    [0, 0, 0, 0, 1, 1],  // both control points at the start: linear
    [1, 1, 1, 1, 1, 1],  // both control points at the end: linear
    [0, 1, 0, 1, 0, 0],  // vertical start tangent
    [0.3, 0.2, 1, 0.6, 2 / 3, 0],  // vertical end tangent
    [0.68, -0.6, 0.32, 1.6, -0.6 / 0.68, -0.6 / 0.68],
]

@Suite("CubicBezier")
struct CubicBezierTests {
    @Test("value(at:) is within 1e-7 of a bisection reference", arguments: constants + oddCurves)
    func accuracy(_ item: CubicBezierCase) {
        #expect(item.isValid)
        var worst = 0.0
        var worstAt = 0.0
        for x in progressValues {
            let error = abs(item.curve.value(at: x) - referenceValue(item.curve, x))
            if error > worst {
                worst = error
                worstAt = x
            }
        }
        #expect(worst < 1e-7, "max error \(worst) at \(worstAt)")
    }

    @Test("the ends are exactly 0 and 1", arguments: constants + oddCurves)
    func endpoints(_ item: CubicBezierCase) {
        #expect(item.curve.value(at: 0) == 0)
        #expect(item.curve.value(at: 1) == 1)
        #expect(item.curve.value(at: -0.0) == 0)
        #expect(item.curve.point(atParameter: 0) == (0, 0))
        #expect(item.curve.point(atParameter: 1) == (1, 1))
    }

    @Test("linear is the identity")
    func linearIdentity() {
        for x in progressValues {
            #expect(abs(CubicBezier.linear.value(at: x) - x) <= 1e-12, "at \(x)")
        }
        #expect(CubicBezier.linear.value(at: -2) == -2)
        #expect(CubicBezier.linear.value(at: 3) == 3)
        #expect(CubicBezier.linear.velocity(at: 0.5) == 1)
    }

    @Test("easeInOut is point-symmetric about (0.5, 0.5)")
    func easeInOutSymmetry() {
        for x in progressValues {
            let sum = CubicBezier.easeInOut.value(at: x) + CubicBezier.easeInOut.value(at: 1 - x)
            #expect(abs(sum - 1) <= 1e-12, "at \(x)")
        }
        #expect(abs(CubicBezier.easeInOut.value(at: 0.5) - 0.5) <= 1e-14)
    }

    @Test("standard at 0.5 matches the closed-form root of x(t) = 0.5")
    func standardMidpoint() {
        // x(t) = 1.6 t³ − 1.8 t² + 1.2 t for (0.4, 0, 0.2, 1); solve x(t) = 0.5 by Cardano's formula.
        let a = -1.8 / 1.6, b = 1.2 / 1.6, c = -0.5 / 1.6
        let p = b - a * a / 3
        let q = 2 * a * a * a / 27 - a * b / 3 + c
        let root = sqrt(q * q / 4 + p * p * p / 27)
        let t = cbrt(-q / 2 + root) + cbrt(-q / 2 - root) - a / 3
        let y = 3 * t * t - 2 * t * t * t
        #expect(abs(y - 0.775_561_311_116_197_77) < 1e-14)
        #expect(abs(CubicBezier.standard.value(at: 0.5) - y) < 1e-12)
    }

    @Test("curves reported monotonic never decrease; overshooting ones are reported", arguments: constants + oddCurves)
    func monotonicity(_ item: CubicBezierCase) {
        let curve = item.curve
        var previous = curve.value(at: 0)
        var largestDrop = 0.0
        for index in 1...10_000 {
            let value = curve.value(at: Double(index) / 10_000)
            largestDrop = max(largestDrop, previous - value)
            previous = value
        }
        if curve.isMonotonic {
            #expect(largestDrop <= 1e-12, "drop \(largestDrop)")
        } else {
            #expect(largestDrop > 1e-6, "reported non-monotonic but never drops")
        }
    }

    @Test("isMonotonic matches the sign of dy/dt on a dense grid")
    func monotonicClassification() throws {
        #expect(CubicBezier.ease.isMonotonic && CubicBezier.standard.isMonotonic && CubicBezier.linear.isMonotonic)
        #expect(try !CubicBezier(0.68, -0.6, 0.32, 1.6).isMonotonic)
        #expect(try !CubicBezier(0.3, -0.01, 0.7, 1).isMonotonic)
        #expect(try !CubicBezier(0.3, 0, 0.7, 1.01).isMonotonic)
        #expect(try CubicBezier(0.1, 1.2, 0.7, 0.9).isMonotonic)
        #expect(try CubicBezier(0.5, 1, 0.5, 0).isMonotonic)  // slope touches zero at t = 0.5
        #expect(try !CubicBezier(0.1, 2, 0.7, 0.5).isMonotonic)

        var generator = SplitMix64(state: 2024)
        var checked = 0
        for _ in 0..<400 {
            let y1 = Double.random(in: -1...2.5, using: &generator)
            let y2 = Double.random(in: -1...2.5, using: &generator)
            let curve = try CubicBezier(0.3, y1, 0.6, y2)
            var lowest = Double.infinity
            for index in 0...2000 {
                let t = Double(index) / 2000
                let s = 1 - t
                lowest = min(lowest, y1 * s * s + 2 * (y2 - y1) * s * t + (1 - y2) * t * t)
            }
            guard abs(lowest) > 1e-6 else { continue }  // too close to the boundary for a grid to decide
            #expect(curve.isMonotonic == (lowest > 0), "y1 \(y1), y2 \(y2), min slope \(lowest)")
            checked += 1
        }
        #expect(checked > 300)
    }

    @Test("outside 0…1 the curve follows the end gradients and is continuous", arguments: gradientRows)
    func extrapolation(_ row: [Double]) throws {
        let curve = try CubicBezier(row[0], row[1], row[2], row[3])
        let start = row[4], end = row[5]
        for x in [-1e-9, -0.001, -0.5, -3.0] {
            #expect(abs(curve.value(at: x) - start * x) <= 1e-15 * abs(x) + 1e-15, "at \(x)")
            #expect(abs(curve.velocity(at: x) - start) <= 1e-15)
        }
        for x in [1 + 1e-9, 1.001, 1.5, 4.0] {
            #expect(abs(curve.value(at: x) - (1 + end * (x - 1))) <= 1e-14, "at \(x)")
            #expect(abs(curve.velocity(at: x) - end) <= 1e-15)
        }
        #expect(curve.velocity(at: 0) == curve.velocity(at: -1))
        #expect(curve.velocity(at: 1) == curve.velocity(at: 2))
        // Continuity: the values just inside and just outside each end agree with the end point.
        let h = 1e-9
        #expect(abs(curve.value(at: -h) - curve.value(at: 0)) < 1e-8)
        #expect(abs(curve.value(at: 1 + h) - curve.value(at: 1)) < 1e-8)
        // The tangent is continuous where it is finite: the slope just inside matches the gradient.
        if row[0] > 0 || (row[1] == 0 && row[3] == 0) {
            let inside = (curve.value(at: 1e-7) - curve.value(at: 0)) / 1e-7
            #expect(abs(inside - start) < 1e-4 * max(1, abs(start)), "start slope \(inside)")
        }
        if row[2] < 1 || (row[1] == 1 && row[3] == 1) {
            let inside = (curve.value(at: 1) - curve.value(at: 1 - 1e-7)) / 1e-7
            #expect(abs(inside - end) < 1e-4 * max(1, abs(end)), "end slope \(inside)")
        }
    }

    @Test("velocity matches a central finite difference", arguments: constants + oddCurves)
    func velocity(_ item: CubicBezierCase) {
        let h = 1e-5
        for index in 1...99 {
            let x = Double(index) / 100
            let difference = (item.curve.value(at: x + h) - item.curve.value(at: x - h)) / (2 * h)
            let velocity = item.curve.velocity(at: x)
            #expect(abs(velocity - difference) <= 1e-4 * max(1, abs(velocity)), "at \(x): \(velocity) vs \(difference)")
        }
    }

    @Test("point(atParameter:) is the Bernstein curve and controlPoints round-trip")
    func points() throws {
        let curve = try CubicBezier(0.68, -0.6, 0.32, 1.6)
        let c = curve.controlPoints
        #expect(c.x1 == 0.68 && c.y1 == -0.6 && c.x2 == 0.32 && c.y2 == 1.6)
        for index in 0...100 {
            let t = Double(index) / 100
            let point = curve.point(atParameter: t)
            #expect(abs(point.x - bernstein(0.68, 0.32, t)) < 1e-14)
            #expect(abs(point.y - bernstein(-0.6, 1.6, t)) < 1e-14)
            #expect(abs(curve.value(at: point.x) - point.y) < 1e-9)
        }
        #expect(curve.point(atParameter: -4) == (0, 0))
        #expect(curve.point(atParameter: .nan) == (0, 0))
        #expect(curve.point(atParameter: .infinity) == (1, 1))
    }

    @Test("invalid control points are rejected with the coordinate and value")
    func invalid() throws {
        #expect(throws: CubicBezierError.outOfRange(parameter: .x1, value: -0.1, allowed: 0...1)) {
            try CubicBezier(-0.1, 0, 1, 1)
        }
        #expect(throws: CubicBezierError.outOfRange(parameter: .x2, value: 1.5, allowed: 0...1)) {
            try CubicBezier(0, 0, 1.5, 1)
        }
        #expect(throws: CubicBezierError.nonFinite(parameter: .y1, value: .nan)) {
            try CubicBezier(0.5, .nan, 0.5, 1)
        }
        #expect(throws: CubicBezierError.nonFinite(parameter: .y2, value: -.infinity)) {
            try CubicBezier(0.5, 0, 0.5, -.infinity)
        }
        #expect(throws: CubicBezierError.nonFinite(parameter: .x2, value: .infinity)) {
            try CubicBezier(0.5, 0, .infinity, 1)
        }
        #expect(throws: CubicBezierError.outOfRange(parameter: .y2, value: 2e6, allowed: CubicBezier.yRange)) {
            try CubicBezier(0.5, 0, 0.5, 2e6)
        }
        #expect(throws: CubicBezierError.self) { try CubicBezier(TokenCubicBezier(0.2, 0, 1.01, 1)) }

        let error = CubicBezierError.outOfRange(parameter: .x1, value: 1.25, allowed: 0...1)
        #expect(error.description.contains("'x1'") && error.description.contains("1.25"))
        #expect(CubicBezierError.nonFinite(parameter: .x1, value: .nan).description.contains("nan"))
        #expect(CubicBezierError.nonFinite(parameter: .x1, value: .nan) == .nonFinite(parameter: .x1, value: .nan))
        #expect(CubicBezierError.nonFinite(parameter: .x1, value: .nan) != .nonFinite(parameter: .y1, value: .nan))

        // The range ends are accepted.
        _ = try CubicBezier(0, -1e6, 1, 1e6)
        #expect(try CubicBezier(TokenCubicBezier(0.4, 0, 0.2, 1)) == .standard)
    }

    @Test("every evaluation is finite, even for extreme curves and arguments")
    func finiteEverywhere() throws {
        let curves = [
            try CubicBezier(1e-300, 1e6, 1 - 1e-16, -1e6), try CubicBezier(1, 0, 0, 1),
            try CubicBezier(0, -1e6, 1, 1e6),
            try CubicBezier(0.5, 1e6, 0.5, 1e6), CubicBezier.ease,
        ]
        let arguments: [Double] = [
            .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e300,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0.5, 1e-200, 1.0.nextDown, 1.0.nextUp,
        ]
        for curve in curves {
            for x in arguments + progressValues {
                #expect(curve.value(at: x).isFinite, "\(curve.controlPoints) at \(x)")
                #expect(curve.velocity(at: x).isFinite, "\(curve.controlPoints) at \(x)")
                let point = curve.point(atParameter: x)
                #expect(point.x.isFinite && point.y.isFinite)
            }
        }
        #expect(CubicBezier.ease.value(at: .nan) == 0)
        #expect(CubicBezier.ease.value(at: .infinity) == 1)  // the end gradient of ease is 0
    }

    @Test("an interior vertical tangent is still solved to the precision x(t) allows")
    func interiorVerticalTangent() throws {
        // x1 = 1, x2 = 0: x(t) = 0.5 + 4 (t − 0.5)³, so dx/dt vanishes at x = 0.5.
        let curve = try CubicBezier(1, 0, 0, 1)
        #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-12)
        for x in progressValues {
            #expect(abs(curve.value(at: x) - referenceValue(curve, x)) < 1e-5, "at \(x)")
        }
    }

    @Test("equality, hashing and Codable go by the control points")
    func codable() throws {
        let curve = try CubicBezier(0.68, -0.6, 0.32, 1.6)
        let data = try JSONEncoder().encode(curve)
        let decoded = try JSONDecoder().decode(CubicBezier.self, from: data)
        #expect(decoded == curve)
        #expect(decoded.hashValue == curve.hashValue)
        #expect(decoded.value(at: 0.3) == curve.value(at: 0.3))
        // Same shape as the token, so tokens decode as curves.
        let tokenData = try JSONEncoder().encode(TokenCubicBezier(0.4, 0, 0.2, 1))
        #expect(try JSONDecoder().decode(CubicBezier.self, from: tokenData) == .standard)

        let invalid = Data(#"{"x1": 1.5, "y1": 0, "x2": 0.5, "y2": 1}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CubicBezier.self, from: invalid) }

        #expect(try CubicBezier(-0.0, -0.0, 1, 1) == .linear)
        #expect(try CubicBezier(-0.0, -0.0, 1, 1).hashValue == CubicBezier.linear.hashValue)
        #expect(CubicBezier.ease != .easeIn)
        #expect(Set([CubicBezier.ease, .ease, .easeOut]).count == 2)
    }
}

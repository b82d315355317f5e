import Foundation
import Testing
import TallyCore

/// An independent reference for the closed forms: classic fourth-order Runge–Kutta integration of
/// `m·x'' = −k·(x − 1) − c·x'` from `x(0) = 0`, `x'(0) = initialVelocity`, sampled at `times` (ascending).
private func integrated(
    _ spring: Spring, at times: [Double], initialVelocity: Double, step: Double = 1e-5
) -> [(x: Double, v: Double)] {
    let (m, k, c) = (spring.mass, spring.stiffness, spring.damping)
    func acceleration(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
    var x = 0.0
    var v = initialVelocity
    var now = 0.0
    var results: [(x: Double, v: Double)] = []
    for target in times {
        let steps = max(1, Int(((target - now) / step).rounded()))
        let h = (target - now) / Double(steps)
        for _ in 0..<steps {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v
            let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v
            let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v
            let k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        now = target
        results.append((x, v))
    }
    return results
}

/// A spring case for parameterised tests, labelled for readable test output.
struct MotionSpringCase: CustomTestStringConvertible, Sendable {
    var label: String
    var spring: Spring
    var initialVelocity: Double = 0
    var testDescription: String { label }
}

private func make(_ response: Double, _ ratio: Double) -> Spring {
    // Test fixtures use valid literals; a failure here is reported by the tests that use the value.
    (try? Spring(response: response, dampingRatio: ratio)) ?? .smooth
}

private let integrationCases: [MotionSpringCase] = [
    MotionSpringCase(label: "underdamped ζ 0.3", spring: make(0.5, 0.3)),
    MotionSpringCase(label: "underdamped ζ 0.7, v0 2", spring: make(0.5, 0.7), initialVelocity: 2),
    MotionSpringCase(label: "underdamped ζ 0.999999, v0 -1", spring: make(0.4, 0.999_999), initialVelocity: -1),
    MotionSpringCase(label: "critical", spring: make(0.4, 1)),
    MotionSpringCase(label: "critical, v0 -3", spring: make(0.4, 1), initialVelocity: -3),
    MotionSpringCase(label: "critical band ζ 1 + 5e-10", spring: make(0.4, 1 + 5e-10), initialVelocity: 1),
    MotionSpringCase(label: "overdamped ζ 1.000001, v0 1", spring: make(0.4, 1.000_001), initialVelocity: 1),
    MotionSpringCase(label: "overdamped ζ 2.5", spring: make(0.3, 2.5)),
    MotionSpringCase(label: "overdamped ζ 2.5, v0 5", spring: make(0.3, 2.5), initialVelocity: 5),
    MotionSpringCase(
        label: "mass 2.5", spring: (try? Spring(mass: 2.5, stiffness: 300, damping: 20)) ?? .smooth,
        initialVelocity: 0.5),
]

/// The springs whose settling durations and CSS approximations are checked.
let motionSettlingCases: [MotionSpringCase] = [
    MotionSpringCase(label: "response 0.5, ζ 0.7", spring: make(0.5, 0.7)),
    MotionSpringCase(label: "response 0.35, ζ 0.65", spring: make(0.35, 0.65)),
    MotionSpringCase(label: "response 0.3, ζ 0.7", spring: make(0.3, 0.7)),
    MotionSpringCase(label: "response 0.3, ζ 0.8", spring: make(0.3, 0.8)),
    MotionSpringCase(label: "response 0.4, ζ 0.6", spring: make(0.4, 0.6)),
    MotionSpringCase(label: "response 0.15, ζ 0.3", spring: make(0.15, 0.3)),
    MotionSpringCase(label: "snappy", spring: .snappy),
    MotionSpringCase(label: "critical, response 0.5", spring: make(0.5, 1)),
    MotionSpringCase(label: "overdamped, response 0.5, ζ 2", spring: make(0.5, 2)),
]

@Suite("Spring")
struct SpringTests {
    @Test("Apple's documented figures")
    func appleFigures() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.9) < 0.1)
        #expect(abs(spring.damping - 17.6) < 0.1)

        let physical = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.response - 0.63) < 0.01)
        #expect(abs(physical.bounce - 0.5) < 1e-12)
    }

    @Test(
        "duration and bounce convert to response and damping ratio",
        arguments: [
            (-0.99, 100.0), (-0.5, 2.0), (-0.2, 1.25), (0.0, 1.0), (0.15, 0.85), (0.3, 0.7), (0.7, 0.3),
            (0.99, 0.01),
        ])
    func durationBounceConversion(bounce: Double, ratio: Double) throws {
        let spring = try Spring(duration: 0.42, bounce: bounce)
        #expect(abs(spring.response - 0.42) < 1e-12)
        #expect(abs(spring.dampingRatio - ratio) < 1e-9 * ratio)
        #expect(abs(spring.bounce - bounce) < 1e-9)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.42, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * ratio / 0.42) < 1e-9 * max(1, spring.damping))

        let reverse = try Spring(response: 0.42, dampingRatio: ratio)
        #expect(abs(reverse.bounce - bounce) < 1e-9)
        #expect(abs(reverse.stiffness - spring.stiffness) < 1e-9)
        #expect(abs(reverse.damping - spring.damping) < 1e-9 * max(1, spring.damping))
    }

    @Test("mass, stiffness and damping give the expected derived parameters")
    func physicalConversion() throws {
        let spring = try Spring(mass: 2, stiffness: 50, damping: 30)
        #expect(abs(spring.dampingRatio - 30 / (2 * (100.0).squareRoot())) < 1e-12)
        #expect(abs(spring.response - 2 * .pi * (2.0 / 50).squareRoot()) < 1e-12)
        #expect(abs(spring.bounce - (1 / 1.5 - 1)) < 1e-12)
        let back = try Spring(duration: spring.response, bounce: spring.bounce)
        #expect(abs(back.stiffness / back.mass - 25) < 1e-9)
        #expect(abs(back.dampingRatio - 1.5) < 1e-9)
    }

    @Test("closed forms match RK4 integration", arguments: integrationCases)
    func closedFormsMatchIntegration(_ item: MotionSpringCase) {
        let times = [0.01, 0.05, 0.1, 0.25, 0.5, 1.0]
        let reference = integrated(item.spring, at: times, initialVelocity: item.initialVelocity)
        for (time, expected) in zip(times, reference) {
            let x = item.spring.value(at: time, initialVelocity: item.initialVelocity)
            let v = item.spring.velocity(at: time, initialVelocity: item.initialVelocity)
            #expect(abs(x - expected.x) < 1e-8, "x(\(time)) = \(x), integrated \(expected.x)")
            #expect(abs(v - expected.v) < 1e-7 * max(1, abs(expected.v)), "v(\(time)) = \(v), integrated \(expected.v)")
        }
    }

    @Test("velocity is the derivative of value", arguments: integrationCases)
    func velocityMatchesFiniteDifference(_ item: MotionSpringCase) {
        let h = 1e-6
        for time in stride(from: 0.003, through: 1.2, by: 0.0371) {
            let forward = item.spring.value(at: time + h, initialVelocity: item.initialVelocity)
            let backward = item.spring.value(at: time - h, initialVelocity: item.initialVelocity)
            let difference = (forward - backward) / (2 * h)
            let velocity = item.spring.velocity(at: time, initialVelocity: item.initialVelocity)
            #expect(abs(velocity - difference) < 1e-5 * max(1, abs(velocity)), "t = \(time)")
        }
    }

    @Test("evaluation at the edges of time and velocity")
    func evaluationEdges() throws {
        let spring = Spring.bouncy
        #expect(spring.value(at: 0) == 0)
        #expect(spring.value(at: -3) == 0)
        #expect(spring.value(at: .nan) == 0)
        #expect(spring.value(at: .infinity) == 1)
        #expect(spring.value(at: 1e6) == 1)
        #expect(spring.velocity(at: 0, initialVelocity: 3) == 3)
        #expect(spring.velocity(at: -1, initialVelocity: -2) == -2)
        #expect(spring.velocity(at: .infinity) == 0)
        #expect(spring.value(at: 0.2) > 0.5)
        #expect(spring.value(at: 0.3) > 1, "a bouncy spring overshoots")

        let extremes = [
            try Spring(response: Spring.responseRange.lowerBound, dampingRatio: Spring.dampingRatioRange.lowerBound),
            try Spring(response: Spring.responseRange.upperBound, dampingRatio: Spring.dampingRatioRange.upperBound),
            try Spring(response: Spring.responseRange.lowerBound, dampingRatio: 1),
            try Spring(response: Spring.responseRange.upperBound, dampingRatio: 1 - 1e-9 * 1.5),
            try Spring(response: 1, dampingRatio: 1 + 2e-9),
        ]
        let velocities = [0, 1e9, -1e9, .infinity, -.infinity, .nan, 1e300]
        let times = [1e-300, 1e-9, 1e-3, 0.5, 10, 1e4, 1e8, 1e300, .greatestFiniteMagnitude]
        for spring in extremes {
            #expect(spring.settlingDuration().isFinite)
            for velocity in velocities {
                for time in times {
                    #expect(spring.value(at: time, initialVelocity: velocity).isFinite)
                    #expect(spring.velocity(at: time, initialVelocity: velocity).isFinite)
                }
            }
        }
    }

    @Test("settling duration is tight", arguments: motionSettlingCases)
    func settlingIsTight(_ item: MotionSpringCase) {
        let epsilon = 0.001
        let spring = item.spring
        let settle = spring.settlingDuration()
        #expect(settle > 0 && settle.isFinite)
        #expect(abs(1 - spring.value(at: settle)) <= epsilon)

        // Within the millisecond before the settling time the displacement exceeds epsilon somewhere.
        var exceedsJustBefore = false
        for index in 1...1000 {
            let time = settle - Double(index) * 1e-6
            if abs(1 - spring.value(at: time)) > epsilon { exceedsJustBefore = true }
        }
        #expect(exceedsJustBefore)

        // Brute force: the last instant outside the band, on a 10 µs grid, lies within one step of it.
        var lastOutside = 0.0
        var time = 0.0
        while time <= settle + 3 {
            if abs(1 - spring.value(at: time)) > epsilon { lastOutside = time }
            time += 1e-5
        }
        #expect(lastOutside < settle)
        #expect(settle - lastOutside <= 1e-5 + 1e-12)
    }

    @Test("stiffer springs settle sooner; settling scales with response")
    func settlingMonotone() throws {
        for ratio in [0.3, 0.7, 1, 2] {
            let responses = [0.2, 0.3, 0.5, 0.8]
            let durations = try responses.map { try Spring(response: $0, dampingRatio: ratio).settlingDuration() }
            for index in 1..<durations.count {
                #expect(durations[index - 1] < durations[index])
            }
            for (response, duration) in zip(responses, durations) {
                #expect(abs(duration / response - durations[0] / responses[0]) < 1e-9)
            }
        }
        let stiff = try Spring(mass: 1, stiffness: 400, damping: 28)
        let soft = try Spring(mass: 1, stiffness: 100, damping: 14)
        #expect(stiff.dampingRatio == soft.dampingRatio)
        #expect(stiff.settlingDuration() < soft.settlingDuration())
    }

    @Test("settling threshold handling")
    func settlingEpsilon() {
        let spring = Spring.snappy
        #expect(spring.settlingDuration(epsilon: 0.01) < spring.settlingDuration(epsilon: 0.001))
        #expect(spring.settlingDuration(epsilon: 0.001) < spring.settlingDuration(epsilon: 1e-6))
        #expect(spring.settlingDuration(epsilon: .nan) == spring.settlingDuration())
        #expect(spring.settlingDuration(epsilon: 1) == 0)
        #expect(spring.settlingDuration(epsilon: 5) == 0)
        #expect(spring.settlingDuration(epsilon: 0) == spring.settlingDuration(epsilon: 1e-12))
        #expect(spring.settlingDuration(epsilon: -.infinity) == spring.settlingDuration(epsilon: 1e-12))
        #expect(spring.settlingDuration(epsilon: 1e-12).isFinite)
    }

    @Test("presets match SwiftUI's definitions")
    func presets() throws {
        let stiffness = pow(2 * Double.pi / 0.5, 2)
        let expected: [(Spring, Double)] = [(.smooth, 0), (.snappy, 0.15), (.bouncy, 0.3)]
        for (spring, bounce) in expected {
            #expect(spring.mass == 1)
            #expect(abs(spring.response - 0.5) < 1e-12)
            #expect(abs(spring.bounce - bounce) < 1e-12)
            #expect(abs(spring.stiffness - stiffness) < 1e-9)
            #expect(abs(spring.damping - 4 * .pi * (1 - bounce) / 0.5) < 1e-9)
        }
        #expect(abs(Spring.smooth.damping - 25.1327) < 1e-4)
        #expect(abs(Spring.snappy.damping - 21.3628) < 1e-4)
        #expect(abs(Spring.bouncy.damping - 17.5929) < 1e-4)
        #expect(try Spring.smooth() == Spring.smooth)
        #expect(try Spring.snappy() == Spring.snappy)
        #expect(abs(try Spring.bouncy().damping - Spring.bouncy.damping) < 1e-12)
        #expect(abs(try Spring.bouncy(extraBounce: 0.1).bounce - 0.4) < 1e-12)
        #expect(abs(try Spring.smooth(extraBounce: -0.5).dampingRatio - 2) < 1e-12)
        #expect(abs(try Spring.snappy(duration: 0.3).response - 0.3) < 1e-12)
    }

    @Test("invalid parameters are rejected with the parameter and value")
    func invalidParameters() {
        let cases: [(() throws -> Spring, SpringError)] = [
            ({ () throws -> Spring in try Spring(response: 0, dampingRatio: 0.5) },
             .outOfRange(parameter: .response, value: 0, allowed: Spring.responseRange)),
            ({ () throws -> Spring in try Spring(response: -1, dampingRatio: 0.5) },
             .outOfRange(parameter: .response, value: -1, allowed: Spring.responseRange)),
            ({ () throws -> Spring in try Spring(response: .nan, dampingRatio: 0.5) },
             .nonFinite(parameter: .response, value: .nan)),
            ({ () throws -> Spring in try Spring(response: 0.5, dampingRatio: 0) },
             .outOfRange(parameter: .dampingRatio, value: 0, allowed: Spring.dampingRatioRange)),
            ({ () throws -> Spring in try Spring(response: 0.5, dampingRatio: -0.2) },
             .outOfRange(parameter: .dampingRatio, value: -0.2, allowed: Spring.dampingRatioRange)),
            ({ () throws -> Spring in try Spring(response: 0.5, dampingRatio: .infinity) },
             .nonFinite(parameter: .dampingRatio, value: .infinity)),
            ({ () throws -> Spring in try Spring(duration: 0, bounce: 0) },
             .outOfRange(parameter: .duration, value: 0, allowed: Spring.responseRange)),
            ({ () throws -> Spring in try Spring(duration: 0.5, bounce: 1) },
             .outOfRange(parameter: .bounce, value: 1, allowed: Spring.bounceRange)),
            ({ () throws -> Spring in try Spring(duration: 0.5, bounce: -1) },
             .outOfRange(parameter: .bounce, value: -1, allowed: Spring.bounceRange)),
            ({ () throws -> Spring in try Spring(duration: 0.5, bounce: .nan) },
             .nonFinite(parameter: .bounce, value: .nan)),
            ({ () throws -> Spring in try Spring(mass: 0, stiffness: 100, damping: 10) },
             .outOfRange(parameter: .mass, value: 0, allowed: Spring.massRange)),
            ({ () throws -> Spring in try Spring(mass: 1, stiffness: .infinity, damping: 10) },
             .nonFinite(parameter: .stiffness, value: .infinity)),
            ({ () throws -> Spring in try Spring.bouncy(extraBounce: 0.8) },
             .outOfRange(parameter: .extraBounce, value: 0.8, allowed: (-0.99 - 0.3)...(0.99 - 0.3))),
        ]
        for (make, expected) in cases {
            do {
                let spring = try make()
                Issue.record("expected \(expected), made \(spring)")
            } catch {
                #expect(error as? SpringError == expected)
            }
        }

        for (stiffness, damping, parameter) in [
            (-5.0, 10.0, SpringParameter.stiffness), (1e-9, 1, .stiffness), (100, 0, .damping), (100, 1e5, .damping),
        ] {
            do {
                _ = try Spring(mass: 1, stiffness: stiffness, damping: damping)
                Issue.record("expected an error for stiffness \(stiffness), damping \(damping)")
            } catch {
                guard case let .outOfRange(rejected, value, allowed)? = error as? SpringError else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                #expect(rejected == parameter)
                #expect(value == (parameter == .stiffness ? stiffness : damping))
                #expect(allowed.lowerBound > 0 && !allowed.contains(value))
            }
        }

        let description = SpringError.outOfRange(parameter: .bounce, value: 1, allowed: Spring.bounceRange).description
        #expect(description.contains("bounce") && description.contains("1.0") && description.contains("0.99"))
        #expect(SpringError.nonFinite(parameter: .mass, value: .nan).description.contains("mass"))
    }

    @Test("coding round-trips and validates")
    func coding() throws {
        let spring = try Spring(mass: 2, stiffness: 150, damping: 9)
        let data = try JSONEncoder().encode(spring)
        #expect(try JSONDecoder().decode(Spring.self, from: data) == spring)
        let invalid = Data(#"{"mass": 1, "stiffness": 100, "damping": -1}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Spring.self, from: invalid) }
        #expect(Set([Spring.smooth, .snappy, .bouncy, .smooth]).count == 3)
    }
}

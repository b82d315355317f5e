import Foundation
import Testing
@_spi(Tally) import TallyCore

/// A deterministic SplitMix64 generator so randomised round-trip tests are reproducible.

private func stop(_ input: Double, _ output: Double) -> LinearEasing.Stop {
    LinearEasing.Stop(input: input, output: output)
}

/// The largest deviation of `easing` from `curve` at `count + 1` evenly spaced inputs.
private func maximumError(_ easing: LinearEasing, _ curve: (Double) -> Double, count: Int = 20000) -> Double {
    var worst = 0.0
    for index in 0...count {
        let progress = Double(index) / Double(count)
        worst = max(worst, abs(easing.value(at: progress) - curve(progress)))
    }
    return worst
}

/// Stop counts observed for `motionSettlingCases` at tolerance 0.002 (in the same order); a fit may use
/// fewer stops, never more.
private let recordedStopCounts = [15, 16, 15, 12, 16, 29, 13, 13, 14]

@Suite("LinearEasing")
struct LinearEasingTests {
    @Test("spring approximations round-trip through CSS within 0.002", arguments: zip(motionSettlingCases, recordedStopCounts))
    func springApproximation(_ item: MotionSpringCase, recordedCount: Int) throws {
        let spring = item.spring
        let (easing, duration) = try spring.linearEasing()
        #expect(duration == spring.settlingDuration())

        let css = easing.cssFunction
        let parsed = try LinearEasing(cssFunction: css)
        #expect(parsed == easing, "\(css)")

        let error = maximumError(parsed) { spring.value(at: $0 * duration) }
        #expect(error <= 0.002, "max error \(error) for \(css)")
        #expect(parsed.stops.count <= recordedCount)
        #expect(parsed.stops.count < 64)

        #expect(parsed.stops.first == stop(0, 0))
        #expect(parsed.stops.last == stop(1, 1))
        #expect(css.hasPrefix("linear(0, ") && css.hasSuffix(", 1)"))
        #expect(!css.dropFirst("linear(".count).contains("e"), "no exponent form")
        #expect(!css.contains("-0"))
        for stop in parsed.stops {
            #expect((stop.output * 10_000).rounded() / 10_000 == stop.output, "output \(stop.output)")
            #expect((stop.input * 8000).rounded() / 8000 == stop.input, "input \(stop.input)")
        }
    }

    @Test("a tighter tolerance is honoured and needs more stops")
    func tighterTolerance() throws {
        let spring = Spring.bouncy
        let loose = try spring.linearEasing()
        let tight = try spring.linearEasing(tolerance: 0.0005, epsilon: 0.00025)
        #expect(tight.duration > loose.duration)
        #expect(tight.easing.stops.count > loose.easing.stops.count)
        let error = maximumError(tight.easing) { spring.value(at: $0 * tight.duration) }
        #expect(error <= 0.0005)
    }

    @Test("spring conversion rejects bad tolerance and epsilon")
    func springConversionErrors() {
        #expect(throws: LinearEasingError.invalidTolerance(0)) { try Spring.snappy.linearEasing(tolerance: 0) }
        #expect(throws: LinearEasingError.invalidTolerance(.nan)) { try Spring.snappy.linearEasing(tolerance: .nan) }
        #expect(throws: LinearEasingError.invalidEpsilon(epsilon: 0.0015, allowed: 1e-12...0.001)) {
            try Spring.snappy.linearEasing(tolerance: 0.002, epsilon: 0.0015)
        }
        #expect(throws: LinearEasingError.invalidEpsilon(epsilon: 0, allowed: 1e-12...0.001)) {
            try Spring.snappy.linearEasing(epsilon: 0)
        }
    }

    @Test("a straight line needs exactly two stops")
    func straightLine() throws {
        let identity = try LinearEasing.fitting(tolerance: 0.002) { $0 }
        #expect(identity.stops == [stop(0, 0), stop(1, 1)])
        #expect(identity.cssFunction == "linear(0, 1)")

        let offset = try LinearEasing.fitting(tolerance: 0.0001) { 0.25 + 0.5 * $0 }
        #expect(offset.stops == [stop(0, 0.25), stop(1, 0.75)])
        #expect(offset.cssFunction == "linear(0.25, 0.75)")
    }

    @Test("general curves are fitted within tolerance", arguments: [0.002, 0.0005])
    func generalCurves(tolerance: Double) throws {
        let curves: [(Double) -> Double] = [
            { $0 * $0 * (3 - 2 * $0) },
            { 0.123456 + sin(3 * .pi * $0) / 3 },
            { 1 - pow(1 - $0, 4) },
            { abs($0 - 0.4) },
        ]
        for curve in curves {
            let easing = try LinearEasing.fitting(tolerance: tolerance, curve: curve)
            #expect(maximumError(easing, curve) <= tolerance)
            #expect(easing.stops.count < 200)
            #expect(try LinearEasing(cssFunction: easing.cssFunction) == easing)
        }
        let shifted = try LinearEasing.fitting(tolerance: tolerance) { 0.123456 + sin(3 * .pi * $0) / 3 }
        #expect(shifted.stops.first?.output == 0.1235)
        #expect(shifted.stops.last?.output == 0.1235)
    }

    @Test("the fitter rejects bad curves and tolerances")
    func fittingErrors() {
        #expect(throws: LinearEasingError.nonFiniteCurveValue(input: 0, value: .nan)) {
            try LinearEasing.fitting(tolerance: 0.002) { _ in .nan }
        }
        do {
            _ = try LinearEasing.fitting(tolerance: 0.002) { $0 > 0.5 ? .infinity : $0 }
            Issue.record("expected an error")
        } catch {
            guard case let .nonFiniteCurveValue(input, value)? = error as? LinearEasingError else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(input > 0.5 && input < 0.501)
            #expect(value == .infinity)
        }
        #expect(throws: LinearEasingError.curveValueOutOfRange(input: 0, value: 1e7)) {
            try LinearEasing.fitting(tolerance: 0.002) { _ in 1e7 }
        }
        for tolerance in [0, -1, 0.00005, .nan, .infinity] {
            #expect(throws: LinearEasingError.invalidTolerance(tolerance)) {
                try LinearEasing.fitting(tolerance: tolerance) { $0 }
            }
        }
        do {
            _ = try LinearEasing.fitting(tolerance: 0.002) { $0 < 0.5 ? 0 : 1 }
            Issue.record("a step cannot be approximated on the input grid")
        } catch {
            guard case .cannotFit? = error as? LinearEasingError else {
                Issue.record("unexpected \(error)")
                return
            }
        }
    }

    @Test("CSS output uses plain decimals without trailing zeros or -0")
    func formatting() throws {
        let easing = try LinearEasing(stops: [
            stop(0, -0.0), stop(0.00001, 0.0000001), stop(0.123456789, 100_000.5), stop(0.5, -0.00001),
            stop(0.75, 2.50), stop(1, 1),
        ])
        #expect(
            easing.cssFunction
                == "linear(0, 0.0000001 0.001%, 100000.5 12.3456789%, -0.00001 50%, 2.5 75%, 1)")
        #expect(easing.stops[0].output.sign == .plus)
        #expect(try LinearEasing(cssFunction: easing.cssFunction) == easing)
    }

    @Test("random stops round-trip exactly through CSS text")
    func randomRoundTrip() throws {
        var generator = SplitMix64(state: 0x5EED)
        for _ in 0..<300 {
            let count = Int.random(in: 2...12, using: &generator)
            var inputs = (0..<(count - 2)).map { _ in Double.random(in: 0..<1, using: &generator) }
            inputs = Array(Set(inputs.filter { $0 > 0 })).sorted()
            let all = [0.0] + inputs + [1.0]
            let stops = all.map { stop($0, Double.random(in: -2...3, using: &generator)) }
            let easing = try LinearEasing(stops: stops)
            let css = easing.cssFunction
            #expect(try LinearEasing(cssFunction: css) == easing, "\(css)")
            #expect(!css.contains("e-") && !css.contains("e+"))
        }
        let extreme = try LinearEasing(stops: [
            stop(0, 1e-300), stop(.leastNonzeroMagnitude, -123_456.789), stop(0.1 + 0.2, 1e6), stop(1 - 1e-16, -1e6), stop(1, 0),
        ])
        #expect(try LinearEasing(cssFunction: extreme.cssFunction) == extreme)
    }

    @Test("parsing follows CSS input rules")
    func parsing() throws {
        #expect(try LinearEasing(cssFunction: "linear(0, 0.25, 1)").stops == [stop(0, 0), stop(0.5, 0.25), stop(1, 1)])
        #expect(
            try LinearEasing(cssFunction: "linear(0, 0.5 25% 75%, 1)").stops
                == [stop(0, 0), stop(0.25, 0.5), stop(0.75, 0.5), stop(1, 1)])
        #expect(
            try LinearEasing(cssFunction: "  LINEAR(  0 ,0.3 10%,\n -.5e-1   50%,\t1e0 )  ").stops
                == [stop(0, 0), stop(0.1, 0.3), stop(0.5, -0.05), stop(1, 1)])
        let spread = try LinearEasing(cssFunction: "linear(0, 0.2, 0.4 80%, 0.6, 1)")
        let expectedInputs = [0, 0.4, 0.8, 0.9, 1]
        #expect(spread.stops.count == expectedInputs.count)
        for (stop, expected) in zip(spread.stops, expectedInputs) {
            #expect(abs(stop.input - expected) < 1e-15)
        }
        #expect(try LinearEasing(cssFunction: "linear(0 0%, +1 100%)").stops == [stop(0, 0), stop(1, 1)])

        let easing = try LinearEasing(cssFunction: "linear(0, 0.5 25%, 1)")
        #expect(easing.value(at: 0.125) == 0.25)
        #expect(easing.value(at: 0.25) == 0.5)
        #expect(easing.value(at: 0.625) == 0.75)
        #expect(easing.value(at: 1) == 1)
        #expect(easing.value(at: -1) == 0)
        #expect(easing.value(at: 2) == 1)
        #expect(easing.value(at: .nan) == 0)
    }

    @Test(
        "malformed text is rejected with a located message",
        arguments: [
            ("", 0, "expected 'linear('"),
            ("linar(0, 1)", 3, "expected 'linear('"),
            ("linear (0, 1)", 6, "expected '('"),
            ("linear(0, 1", 11, "expected ',' or ')'"),
            ("linear(0,, 1)", 9, "expected a number"),
            ("linear()", 7, "expected a number"),
            ("linear(0 1)", 10, "expected '%'"),
            ("linear(0, 0.5 50 %, 1)", 16, "expected '%'"),
            ("linear(50%, 1)", 7, "must start with its output number"),
            ("linear(0, 0.5 10% 20% 30%, 1)", 22, "at most two percentages"),
            ("linear(0, 1) x", 13, "unexpected 'x' after ')'"),
            ("linear(0, 1.)", 11, "expected ',' or ')'"),
            ("linear(0, nan, 1)", 10, "expected a number"),
            ("linear(0, 1e999)", 10, "number out of range"),
        ])
    func malformed(text: String, offset: Int, message: String) {
        do {
            let easing = try LinearEasing(cssFunction: text)
            Issue.record("parsed \(easing) from \(text)")
        } catch {
            guard case let .syntax(actualMessage, actualOffset)? = error as? LinearEasingError else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(actualOffset == offset)
            #expect(actualMessage.contains(message), "\(actualMessage)")
            #expect(String(describing: error).contains("offset \(offset)"))
        }
    }

    @Test("parsed stops must meet the invariants")
    func parsedInvariants() {
        #expect(throws: LinearEasingError.tooFewStops(count: 1)) { try LinearEasing(cssFunction: "linear(1)") }
        #expect(throws: LinearEasingError.inputsNotIncreasing(index: 2, previous: 0.6, input: 0.6)) {
            try LinearEasing(cssFunction: "linear(0, 0.5 60%, 0.7 40%, 1)")
        }
        #expect(throws: LinearEasingError.firstInputNotZero(input: 0.1)) {
            try LinearEasing(cssFunction: "linear(0 10%, 1)")
        }
        #expect(throws: LinearEasingError.lastInputNotOne(input: 0.9)) {
            try LinearEasing(cssFunction: "linear(0, 1 90%)")
        }
    }

    @Test("explicit stops are validated")
    func stopValidation() {
        #expect(throws: LinearEasingError.tooFewStops(count: 1)) { try LinearEasing(stops: [stop(0, 0)]) }
        #expect(throws: LinearEasingError.nonFiniteStop(index: 1)) {
            try LinearEasing(stops: [stop(0, 0), stop(0.5, .nan), stop(1, 1)])
        }
        #expect(throws: LinearEasingError.nonFiniteStop(index: 1)) {
            try LinearEasing(stops: [stop(0, 0), stop(.infinity, 0), stop(1, 1)])
        }
        #expect(throws: LinearEasingError.outputOutOfRange(index: 1, output: 2e6)) {
            try LinearEasing(stops: [stop(0, 0), stop(0.5, 2e6), stop(1, 1)])
        }
        #expect(throws: LinearEasingError.firstInputNotZero(input: 0.2)) {
            try LinearEasing(stops: [stop(0.2, 0), stop(1, 1)])
        }
        #expect(throws: LinearEasingError.lastInputNotOne(input: 1.5)) {
            try LinearEasing(stops: [stop(0, 0), stop(1.5, 1)])
        }
        #expect(throws: LinearEasingError.inputsNotIncreasing(index: 2, previous: 0.5, input: 0.5)) {
            try LinearEasing(stops: [stop(0, 0), stop(0.5, 0.2), stop(0.5, 0.8), stop(1, 1)])
        }
        #expect(LinearEasingError.tooFewStops(count: 1).description.contains("at least 2"))
    }

    @Test("coding round-trips and validates")
    func coding() throws {
        let easing = try Spring.bouncy.linearEasing().easing
        let data = try JSONEncoder().encode(easing)
        #expect(try JSONDecoder().decode(LinearEasing.self, from: data) == easing)
        let invalid = Data(#"{"stops": [{"input": 0, "output": 0}, {"input": 0.5, "output": 1}]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LinearEasing.self, from: invalid) }
    }
}

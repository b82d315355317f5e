import Foundation
import Testing
@_spi(Tally) import TallyCore

/// A valid easing no fit would give for the curves below, to see where an easing came from.
private let kept = try! LinearEasing(stops: [LinearEasing.Stop(input: 0, output: 0.1234), LinearEasing.Stop(input: 1, output: 0.1234)])

private func track(_ keyframes: [TokenKeyframes.Keyframe], property: String = "x", from initial: Double = 0) throws -> KeyframeTrackTimeline {
    try KeyframeTrackTimeline(TokenKeyframes.Track(property: property, keyframes: keyframes), initialValue: initial)
}

private let wobble: [TokenKeyframes.Keyframe] = [
    TokenKeyframes.Keyframe(.linear, value: 0, duration: 0.1),
    TokenKeyframes.Keyframe(.spring(TokenSpring(response: 0.15, dampingFraction: 0.3)), value: 8, duration: 0.15),
    TokenKeyframes.Keyframe(.cubic, value: -4, duration: 0.2),
]

@Suite("LinearEasingCurve: the exact inputs of a fit, and kept fits")
struct LinearEasingCurveTests {
    @Test("a spring's key names its coefficients, tolerance, settling threshold and the fitter's version exactly")
    func springKey() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 0.7)
        let key = try spring.linearEasingCurve().key
        #expect(key == "fitter \(LinearEasingCurve.fitterVersion); tolerance 0.002; spring mass 1.0 stiffness \(spring.stiffness) damping \(spring.damping); settling epsilon 0.001")
        #expect(key.hasPrefix("fitter 1; "))
        // One unit in the last place of any input is another key.
        let nudged = try Spring(mass: 1, stiffness: spring.stiffness.nextUp, damping: spring.damping)
        let others = try [
            nudged.linearEasingCurve().key,
            Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping.nextDown).linearEasingCurve().key,
            Spring(mass: 1.0.nextUp, stiffness: spring.stiffness, damping: spring.damping).linearEasingCurve().key,
            spring.linearEasingCurve(tolerance: 0.002.nextUp).key,
            spring.linearEasingCurve(epsilon: 0.001.nextDown).key,
        ]
        #expect(Set(others + [key]).count == 6)
        // The same spring built another way has the same key.
        #expect(try Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping).linearEasingCurve().key == key)
    }

    @Test("a keyframe track's key names its initial value and keyframes exactly, not the property it animates")
    func trackKey() throws {
        let key = try #require(try track(wobble).linearEasingCurve()).key
        #expect(key == "fitter 1; tolerance 0.002; keyframe track from 0.0: linear to 0.0 over 0.1; spring response 0.15 dampingFraction 0.3 to 8.0 over 0.15; cubic to -4.0 over 0.2")
        #expect(try #require(try track(wobble, property: "rotation").linearEasingCurve()).key == key)
        var changed = wobble
        changed[2].value = (-4.0).nextUp
        var kind = wobble
        kind[2].kind = .linear
        var spring = wobble
        spring[1].kind = .spring(TokenSpring(response: 0.15, dampingFraction: 0.3.nextUp))
        let others = try [
            track(changed), track(kind), track(spring), track(wobble, from: 0.0.nextUp),
        ].map { try #require(try $0.linearEasingCurve()).key }
        #expect(Set(others + [key]).count == 5)
        #expect(try #require(try track(wobble).linearEasingCurve(tolerance: 0.001)).key != key)
    }

    @Test("a kept fit is returned under its key, and only under its key")
    func reuse() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 0.7)
        let fits = LinearEasingFits([try spring.linearEasingCurve().key: kept])
        let reused = try spring.linearEasing(reusing: fits)
        #expect(reused.easing == kept)
        #expect(reused.duration == spring.settlingDuration())
        #expect(try spring.linearEasing().easing != kept)
        let nudged = try Spring(mass: 1, stiffness: spring.stiffness.nextUp, damping: spring.damping)
        #expect(try nudged.linearEasing(reusing: fits).easing != kept)
        #expect(try spring.linearEasing(tolerance: 0.003, reusing: fits).easing != kept)

        let wobbling = try track(wobble)
        let trackFits = LinearEasingFits([try #require(try wobbling.linearEasingCurve()).key: kept])
        #expect(try wobbling.linearEasing(reusing: trackFits) == kept)
        #expect(try track(wobble, property: "other").linearEasing(reusing: trackFits) == kept)
        #expect(try track(wobble, from: 1).linearEasing(reusing: trackFits) != kept)
    }

    @Test("a fit made afresh is the easing each curve's own method gives")
    func fitted() throws {
        let spring = try Spring(response: 0.35, dampingRatio: 0.65)
        #expect(try spring.linearEasingCurve().fitted() == spring.linearEasing().easing)
        let wobbling = try track(wobble)
        #expect(try #require(try wobbling.linearEasingCurve()).fitted() == wobbling.linearEasing())
        #expect(try spring.linearEasingCurve().easing(reusing: .empty) == spring.linearEasing().easing)
    }

    @Test("a motion token's CSS takes a kept spring or track fit")
    func motionToken() throws {
        let token = try #require(MotionToken.named("appSpring"))
        guard case .spring(let value) = token.curve else {
            Issue.record("appSpring is not a spring")
            return
        }
        let spring = try Spring(response: value.response, dampingRatio: value.dampingFraction)
        let fits = LinearEasingFits([try spring.linearEasingCurve().key: kept])
        #expect(try token.cssTimingFunction(reusing: fits) == "linear(0.1234, 0.1234)")
        #expect(try token.cssTimingFunction() == spring.linearEasing().easing.cssFunction)

        let shake = try #require(MotionToken.named("errorShake"))
        guard case .keyframes(let keyframes) = shake.curve else {
            Issue.record("errorShake is not keyframes")
            return
        }
        let timeline = try #require(try KeyframeTimeline(keyframes).track("offsetX"))
        let shakeFits = LinearEasingFits([try #require(try timeline.linearEasingCurve()).key: kept])
        #expect(try shake.cssTimingFunction(track: "offsetX", reusing: shakeFits) == "linear(0.1234, 0.1234)")
    }

    @Test("curves are checked as the easings are: tolerances, thresholds, jumps; a track of zero duration has none")
    func checks() throws {
        let spring = Spring.snappy
        #expect(throws: LinearEasingError.invalidTolerance(0)) { try spring.linearEasingCurve(tolerance: 0) }
        #expect(throws: LinearEasingError.self) { try spring.linearEasingCurve(epsilon: 0.0015) }
        let jumping = try track([
            TokenKeyframes.Keyframe(.linear, value: 10, duration: 1),
            TokenKeyframes.Keyframe(.move, value: 0, duration: 0),
            TokenKeyframes.Keyframe(.linear, value: 5, duration: 1),
        ])
        #expect(throws: KeyframesEasingError.discontinuity(property: "x", time: 1, jump: -10)) { try jumping.linearEasingCurve() }
        #expect(throws: KeyframesEasingError.linearEasing(property: "x", error: .invalidTolerance(.nan))) {
            try track(wobble).linearEasingCurve(tolerance: .nan)
        }
        #expect(try track([TokenKeyframes.Keyframe(.linear, value: 3, duration: 0)]).linearEasingCurve() == nil)
    }

    @Test("kept fits: empty, by key")
    func table() {
        var fits = LinearEasingFits.empty
        #expect(fits.isEmpty && fits.count == 0)
        fits["b"] = kept
        fits["a"] = kept
        #expect(fits.keys == ["a", "b"] && fits.count == 2 && fits["a"] == kept && fits["c"] == nil)
    }
}

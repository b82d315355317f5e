import Foundation
import Testing
@_spi(Tally) import TallyCore

/// An independent closed form of an underdamped spring with SwiftUI's parameterisation
/// (`ω0 = 2π / response`, `σ = ζ·ω0`, `ωd = ω0·√(1 − ζ²)`), written out here rather than taken from `Spring`.
private struct UnderdampedReference {
    let sigma: Double
    let omegaD: Double

    init(response: Double, dampingRatio: Double) {
        let omega0 = 2 * Double.pi / response
        sigma = dampingRatio * omega0
        omegaD = omega0 * (1 - dampingRatio * dampingRatio).squareRoot()
    }

    /// Progress from rest: `x(t) = 1 − e^(−σt)·(cos ωd·t + (σ/ωd)·sin ωd·t)`.
    func progress(_ t: Double) -> Double {
        1 - exp(-sigma * t) * (cos(omegaD * t) + sigma / omegaD * sin(omegaD * t))
    }

    /// `x′(t) = e^(−σt)·(σ²/ωd + ωd)·sin ωd·t`.
    func progressRate(_ t: Double) -> Double {
        exp(-sigma * t) * (sigma * sigma / omegaD + omegaD) * sin(omegaD * t)
    }

    /// The motion caused by a unit initial velocity: `h(t) = e^(−σt)·sin(ωd·t) / ωd`.
    func impulse(_ t: Double) -> Double {
        exp(-sigma * t) * sin(omegaD * t) / omegaD
    }

    /// `h′(t) = e^(−σt)·(cos ωd·t − (σ/ωd)·sin ωd·t)`.
    func impulseRate(_ t: Double) -> Double {
        exp(-sigma * t) * (cos(omegaD * t) - sigma / omegaD * sin(omegaD * t))
    }

    /// Value and velocity `t` seconds after leaving `start` with `velocity` toward `target`.
    func state(from start: Double, velocity: Double, to target: Double, after t: Double) -> (value: Double, velocity: Double) {
        let value = start + (target - start) * progress(t) + velocity * impulse(t)
        let rate = (target - start) * progressRate(t) + velocity * impulseRate(t)
        return (value, rate)
    }
}

private let settleReference = UnderdampedReference(response: 0.4, dampingRatio: 0.6)
private let rockReference = UnderdampedReference(response: 0.15, dampingRatio: 0.3)

private let settleSpring = TokenSpring(response: 0.4, dampingFraction: 0.6)
private let rockSpring = TokenSpring(response: 0.15, dampingFraction: 0.3)

/// The title-character wobble, written out as the token stores it.
private let wobbleTokens = TokenKeyframes(tracks: [
    TokenKeyframes.Track(property: "offsetY", keyframes: [
        TokenKeyframes.Keyframe(.linear, value: 20, duration: 0),
        TokenKeyframes.Keyframe(.spring(settleSpring), value: 0, duration: 0.4),
    ]),
    TokenKeyframes.Track(property: "scale", keyframes: [
        TokenKeyframes.Keyframe(.linear, value: 0.5, duration: 0),
        TokenKeyframes.Keyframe(.spring(settleSpring), value: 1, duration: 0.4),
    ]),
    TokenKeyframes.Track(property: "rotation", keyframes: [
        TokenKeyframes.Keyframe(.linear, value: 0, duration: 0.1),
        TokenKeyframes.Keyframe(.spring(rockSpring), value: 8, duration: 0.15),
        TokenKeyframes.Keyframe(.spring(rockSpring), value: -8, duration: 0.15),
        TokenKeyframes.Keyframe(.spring(rockSpring), value: 4, duration: 0.15),
        TokenKeyframes.Keyframe(.spring(rockSpring), value: 0, duration: 0.15),
    ]),
])

/// Upper bounds on the stop counts of the wobble tracks' `linear()` at tolerance 0.002.
private let wobbleStopBudget: [String: Int] = ["offsetY": 58, "scale": 10, "rotation": 205]

private func wobbleTimeline() throws -> KeyframeTimeline {
    try KeyframeTimeline(wobbleTokens, initialValues: CharAnimState().values)
}

private func wobbleTrack(_ property: String) throws -> KeyframeTrackTimeline {
    try #require(try wobbleTimeline().track(property))
}

/// The times at which each keyframe of `track` ends, summed in order as the timeline does.
private func boundaries(of track: TokenKeyframes.Track) -> [Double] {
    var time = 0.0
    return track.keyframes.map { keyframe in
        time += keyframe.duration
        return time
    }
}

private func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

@Suite("Keyframes")
struct KeyframesTests {
    // MARK: The wobble

    @Test("offsetY jumps to 20 at 0 and settles along the spring")
    func offsetYSettles() throws {
        let track = try wobbleTrack("offsetY")
        #expect(track.duration == 0.4)
        #expect(track.value(at: -0.01) == 0)
        #expect(track.value(at: 0) == 20)
        #expect(track.velocity(at: 0) == 0)
        for t in [0.02, 0.05, 0.1, 0.2, 0.3, 0.399, 0.4] {
            let expected = 20 * (1 - settleReference.progress(t))
            #expect(isClose(track.value(at: t), expected), "offsetY at \(t)")
            let expectedVelocity = -20 * settleReference.progressRate(t)
            #expect(t == 0.4 || isClose(track.velocity(at: t), expectedVelocity, 1e-7), "velocity at \(t)")
        }
        // The spring is cut off at 0.4 s before it settles (x(0.4) ≈ 1.0093): the value is held there.
        #expect(abs(track.value(at: 0.4)) > 0.1)
        #expect(track.value(at: 3) == track.value(at: 0.4))
    }

    @Test("scale jumps to 0.5 and grows along the spring")
    func scaleGrows() throws {
        let track = try wobbleTrack("scale")
        #expect(track.value(at: -1) == 1)
        #expect(track.value(at: 0) == 0.5)
        for t in [0.03, 0.15, 0.25, 0.4] {
            #expect(isClose(track.value(at: t), 0.5 + 0.5 * settleReference.progress(t)), "scale at \(t)")
        }
        // ζ = 0.6 overshoots 1 (by up to e^(−πζ/√(1 − ζ²)) ≈ 9.5 % of the distance) before 0.4 s.
        #expect(track.value(at: 0.25) > 1.04)
    }

    @Test("rotation holds 0 for 0.1 s, then rocks toward 8 from rest")
    func rotationStartsFromRest() throws {
        let track = try wobbleTrack("rotation")
        for step in 0...200 {
            let t = 0.1 * Double(step) / 200
            #expect(track.value(at: t) == 0, "rotation at \(t)")
            #expect(track.velocity(at: t) == 0, "rotation velocity at \(t)")
        }
        #expect(isClose(track.value(at: 0.175), 8 * rockReference.progress(0.075)))
        #expect(isClose(track.value(at: 0.25), 8 * rockReference.progress(0.15)))
    }

    @Test("each rock spring starts with the velocity the previous one ended with")
    func rotationInheritsVelocity() throws {
        let token = try #require(wobbleTokens.tracks.last)
        let track = try wobbleTrack("rotation")
        let ends = boundaries(of: token)
        var value = 0.0
        var velocity = 0.0
        for index in 1..<token.keyframes.count {
            let start = ends[index - 1]
            let end = ends[index]
            let target = token.keyframes[index].value
            let middle = rockReference.state(from: value, velocity: velocity, to: target, after: 0.075)
            #expect(isClose(track.value(at: start + 0.075), middle.value), "middle of keyframe \(index)")
            #expect(isClose(track.velocity(at: start + 0.075), middle.velocity, 1e-6), "middle velocity \(index)")
            // Right at the boundary the velocity is the one the previous keyframe ended with.
            #expect(isClose(track.velocity(at: start), velocity, 1e-7), "start velocity of keyframe \(index)")
            let reached = rockReference.state(from: value, velocity: velocity, to: target, after: 0.15)
            (value, velocity) = reached
            #expect(isClose(track.value(at: end), value), "end of keyframe \(index)")
        }
        // Starting the second spring from rest instead would be clearly elsewhere 0.03 s in.
        let reachedFirst = 8 * rockReference.progress(0.15)
        let restStart = reachedFirst + (-8 - reachedFirst) * rockReference.progress(0.03)
        #expect(abs(track.value(at: ends[1] + 0.03) - restStart) > 0.1)
        // The last spring is cut off after 0.15 s; its reached value is held.
        #expect(isClose(track.finalValue, value))
        #expect(abs(track.finalValue) > 0.05)
        #expect(track.value(at: track.duration) == track.finalValue)
        #expect(track.value(at: 100) == track.finalValue)
        #expect(track.velocity(at: track.duration) == 0)
        #expect(track.velocity(at: 100) == 0)
        #expect(abs(track.velocity(at: track.duration - 1e-9)) > 1)
    }

    @Test("value is continuous at every boundary and velocity is continuous into every spring")
    func continuity() throws {
        let timeline = try wobbleTimeline()
        for token in wobbleTokens.tracks {
            let track = try #require(timeline.track(token.property))
            for (index, end) in boundaries(of: token).enumerated() where end > 0 {
                let before = track.value(at: end - 1e-9)
                let after = track.value(at: end)
                #expect(abs(before - after) < 1e-4, "\(token.property) at \(end)")
                let next = index + 1
                if next < token.keyframes.count, case .spring = token.keyframes[next].kind {
                    let incoming = track.velocity(at: end - 1e-9)
                    let outgoing = track.velocity(at: end)
                    #expect(abs(incoming - outgoing) < 1e-3, "\(token.property) velocity at \(end)")
                    if case .spring = token.keyframes[index].kind {
                        #expect(abs(outgoing) > 10, "\(token.property) is moving at \(end)")
                    }
                }
            }
        }
    }

    // MARK: Kinds of keyframes

    @Test("linear keyframes interpolate straight between values")
    func linearMidpoints() throws {
        let track = try KeyframeTrackTimeline(
            TokenKeyframes.Track(property: "x", keyframes: [
                TokenKeyframes.Keyframe(.linear, value: 10, duration: 2),
                TokenKeyframes.Keyframe(.linear, value: -4, duration: 1),
                TokenKeyframes.Keyframe(.linear, value: -4, duration: 0.5),
            ]), initialValue: 0)
        #expect(track.duration == 3.5)
        #expect(isClose(track.value(at: 1), 5))
        #expect(isClose(track.value(at: 0.5), 2.5))
        #expect(track.value(at: 2) == 10)
        #expect(isClose(track.value(at: 2.5), 3))
        #expect(track.value(at: 3.25) == -4)
        #expect(isClose(track.velocity(at: 1), 5))
        #expect(isClose(track.velocity(at: 2.5), -14))
        #expect(track.velocity(at: 3.25) == 0)
        #expect(track.finalValue == -4)
    }

    @Test("adjacent cubic keyframes form a Catmull–Rom spline through their values")
    func cubicThroughPoints() throws {
        // Points (0, 0), (1, 10), (3, 4), (4, 6); tangents 0, (4 − 0)/3, (6 − 10)/3, 0.
        let track = try KeyframeTrackTimeline(
            TokenKeyframes.Track(property: "x", keyframes: [
                TokenKeyframes.Keyframe(.cubic, value: 10, duration: 1),
                TokenKeyframes.Keyframe(.cubic, value: 4, duration: 2),
                TokenKeyframes.Keyframe(.cubic, value: 6, duration: 1),
            ]), initialValue: 0)
        func hermite(_ p0: Double, _ m0: Double, _ p1: Double, _ m1: Double, _ span: Double, _ s: Double) -> Double {
            let h00 = (1 + 2 * s) * (1 - s) * (1 - s)
            let h10 = s * (1 - s) * (1 - s)
            let h01 = s * s * (3 - 2 * s)
            let h11 = s * s * (s - 1)
            return h00 * p0 + h10 * span * m0 + h01 * p1 + h11 * span * m1
        }
        // By hand at the midpoints: 5 − 1/6, 7 + 2/3 and 5 − 1/6.
        #expect(isClose(track.value(at: 0.5), 5 - 1.0 / 6))
        #expect(isClose(track.value(at: 2), 7 + 2.0 / 3))
        #expect(isClose(track.value(at: 3.5), 5 - 1.0 / 6))
        for t in [0.1, 0.8, 1.3, 2.9, 3.2, 3.99] {
            let expected: Double
            if t < 1 {
                expected = hermite(0, 0, 10, 4.0 / 3, 1, t)
            } else if t < 3 {
                expected = hermite(10, 4.0 / 3, 4, -4.0 / 3, 2, (t - 1) / 2)
            } else {
                expected = hermite(4, -4.0 / 3, 6, 0, 1, t - 3)
            }
            #expect(isClose(track.value(at: t), expected), "cubic at \(t)")
        }
        #expect(track.value(at: 1) == 10)
        #expect(track.value(at: 3) == 4)
        #expect(track.value(at: 4) == 6)
        // The spline is smooth where keyframes meet and starts and ends at rest.
        #expect(isClose(track.velocity(at: 1 - 1e-9), 4.0 / 3, 1e-6))
        #expect(isClose(track.velocity(at: 1), 4.0 / 3))
        #expect(isClose(track.velocity(at: 3 - 1e-9), -4.0 / 3, 1e-6))
        #expect(isClose(track.velocity(at: 3), -4.0 / 3))
        #expect(track.velocity(at: 0) == 0)
        #expect(abs(track.velocity(at: 4 - 1e-9)) < 1e-6)
    }

    @Test("a cubic keyframe continues the velocity of a linear one and meets the next linear slope")
    func cubicBetweenLinears() throws {
        let track = try KeyframeTrackTimeline(
            TokenKeyframes.Track(property: "x", keyframes: [
                TokenKeyframes.Keyframe(.linear, value: 2, duration: 1),
                TokenKeyframes.Keyframe(.cubic, value: 2, duration: 1),
                TokenKeyframes.Keyframe(.linear, value: 0, duration: 2),
            ]), initialValue: 0)
        // Hermite from 2 to 2 over 1 s with tangents 2 and −1: at s = 0.5, 2 + 0.125·2 + 0.125·1.
        #expect(isClose(track.value(at: 1.5), 2.375))
        #expect(isClose(track.velocity(at: 1), 2))
        #expect(isClose(track.velocity(at: 2 - 1e-9), -1, 1e-6))
        #expect(isClose(track.velocity(at: 2), -1))
    }

    @Test("move keyframes jump, hold, and leave the track at rest")
    func moveJumps() throws {
        let track = try KeyframeTrackTimeline(
            TokenKeyframes.Track(property: "x", keyframes: [
                TokenKeyframes.Keyframe(.linear, value: 10, duration: 1),
                TokenKeyframes.Keyframe(.move, value: 3, duration: 0),
                TokenKeyframes.Keyframe(.linear, value: 5, duration: 1),
                TokenKeyframes.Keyframe(.move, value: 7, duration: 0.5),
                TokenKeyframes.Keyframe(.spring(rockSpring), value: 9, duration: 0.3),
            ]), initialValue: 0)
        #expect(isClose(track.value(at: 1 - 1e-9), 10, 1e-6))
        #expect(track.value(at: 1) == 3)
        #expect(isClose(track.value(at: 1.5), 4))
        #expect(track.value(at: 2) == 7)
        #expect(track.value(at: 2.4) == 7)
        #expect(track.velocity(at: 2.4) == 0)
        // The spring leaves 7 from rest, although the track was moving just before the move.
        #expect(track.velocity(at: 2.5) == 0)
        #expect(isClose(track.value(at: 2.65), 7 + 2 * rockReference.progress(0.15)))
        #expect(isClose(track.duration, 2.8))
    }

    @Test("a zero-duration keyframe of any kind is a jump")
    func zeroDurationJumps() throws {
        for kind in [TokenKeyframes.Kind.linear, .cubic, .spring(rockSpring), .move] {
            let track = try KeyframeTrackTimeline(
                TokenKeyframes.Track(property: "x", keyframes: [
                    TokenKeyframes.Keyframe(.linear, value: 1, duration: 1),
                    TokenKeyframes.Keyframe(kind, value: 5, duration: 0),
                ]), initialValue: 0)
            #expect(track.duration == 1)
            #expect(isClose(track.value(at: 0.5), 0.5))
            #expect(track.value(at: 1) == 5)
            #expect(track.finalValue == 5)
        }
    }

    @Test("a spring whose start equals its value still carries the inherited velocity")
    func springWithZeroDistance() throws {
        let track = try KeyframeTrackTimeline(
            TokenKeyframes.Track(property: "x", keyframes: [
                TokenKeyframes.Keyframe(.linear, value: 10, duration: 1),
                TokenKeyframes.Keyframe(.spring(rockSpring), value: 10, duration: 0.5),
            ]), initialValue: 0)
        #expect(isClose(track.velocity(at: 1), 10))
        for t in [0.02, 0.05, 0.1, 0.3] {
            let expected = 10 + 10 * rockReference.impulse(t)
            #expect(isClose(track.value(at: 1 + t), expected), "overshoot at \(t)")
        }
        #expect(track.value(at: 1.02) > 10.1)
    }

    // MARK: Validation

    @Test("invalid numbers, springs and duplicate tracks are rejected")
    func invalidInput() throws {
        func track(_ kind: TokenKeyframes.Kind = .linear, value: Double = 1, duration: Double = 1)
            -> TokenKeyframes.Track
        {
            TokenKeyframes.Track(property: "p", keyframes: [
                TokenKeyframes.Keyframe(.linear, value: 0, duration: 1),
                TokenKeyframes.Keyframe(kind, value: value, duration: duration),
            ])
        }
        #expect(throws: KeyframesError.invalidInitialValue(property: "p", value: .nan)) {
            try KeyframeTrackTimeline(track(), initialValue: .nan)
        }
        #expect(throws: KeyframesError.invalidInitialValue(property: "p", value: -.infinity)) {
            try KeyframeTrackTimeline(track(), initialValue: -.infinity)
        }
        #expect(throws: KeyframesError.invalidValue(property: "p", keyframe: 1, value: .nan)) {
            try KeyframeTrackTimeline(track(value: .nan), initialValue: 0)
        }
        #expect(throws: KeyframesError.invalidValue(property: "p", keyframe: 1, value: .infinity)) {
            try KeyframeTrackTimeline(track(value: .infinity), initialValue: 0)
        }
        #expect(throws: KeyframesError.invalidValue(property: "p", keyframe: 1, value: 1e13)) {
            try KeyframeTrackTimeline(track(value: 1e13), initialValue: 0)
        }
        #expect(throws: KeyframesError.invalidDuration(property: "p", keyframe: 1, duration: -0.1)) {
            try KeyframeTrackTimeline(track(duration: -0.1), initialValue: 0)
        }
        #expect(throws: KeyframesError.invalidDuration(property: "p", keyframe: 1, duration: .nan)) {
            try KeyframeTrackTimeline(track(duration: .nan), initialValue: 0)
        }
        #expect(throws: KeyframesError.invalidDuration(property: "p", keyframe: 1, duration: .infinity)) {
            try KeyframeTrackTimeline(track(duration: .infinity), initialValue: 0)
        }
        #expect(throws: KeyframesError.invalidDuration(property: "p", keyframe: 1, duration: 1e-9)) {
            try KeyframeTrackTimeline(track(duration: 1e-9), initialValue: 0)
        }
        let badResponse = TokenSpring(response: 0, dampingFraction: 0.5)
        let responseError = SpringError.outOfRange(parameter: .response, value: 0, allowed: Spring.responseRange)
        #expect(throws: KeyframesError.invalidSpring(property: "p", keyframe: 1, error: responseError)) {
            try KeyframeTrackTimeline(track(.spring(badResponse)), initialValue: 0)
        }
        // A spring is checked even when its keyframe takes no time.
        let badDamping = TokenSpring(response: 0.3, dampingFraction: .nan)
        let dampingError = SpringError.nonFinite(parameter: .dampingRatio, value: .nan)
        #expect(throws: KeyframesError.invalidSpring(property: "p", keyframe: 1, error: dampingError)) {
            try KeyframeTrackTimeline(track(.spring(badDamping), duration: 0), initialValue: 0)
        }
        let duplicated = TokenKeyframes(tracks: [track(), track()])
        #expect(throws: KeyframesError.duplicateProperty("p")) {
            try KeyframeTimeline(duplicated)
        }
        #expect(throws: KeyframesError.invalidInitialValue(property: "p", value: .nan)) {
            try KeyframeTimeline(TokenKeyframes(tracks: [track()]), initialValues: ["p": .nan])
        }
        let error = KeyframesError.invalidDuration(property: "rotation", keyframe: 2, duration: -1)
        #expect(error.description.contains("rotation"))
        #expect(error.description.contains("-1"))
        #expect(error != KeyframesError.invalidDuration(property: "rotation", keyframe: 3, duration: -1))
    }

    @Test("extreme but valid input gives finite values and velocities")
    func extremeInputStaysFinite() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let values = [-1e12, 1e12, 0, 3.5, -1e-12]
        let durations = [0, 1e-6, 1e-3, 0.2, 1e6]
        let springs = [
            TokenSpring(response: 1e-4, dampingFraction: 0.01), TokenSpring(response: 1000, dampingFraction: 100),
            TokenSpring(response: 0.3, dampingFraction: 1),
        ]
        for _ in 0..<40 {
            var keyframes: [TokenKeyframes.Keyframe] = []
            for _ in 0..<8 {
                let kinds: [TokenKeyframes.Kind] = [.linear, .cubic, .move, .spring(springs[Int(next() * 3)])]
                keyframes.append(TokenKeyframes.Keyframe(
                    kinds[Int(next() * 4)], value: values[Int(next() * 5)], duration: durations[Int(next() * 5)]))
            }
            let track = try KeyframeTrackTimeline(
                TokenKeyframes.Track(property: "x", keyframes: keyframes), initialValue: values[Int(next() * 5)])
            for step in -2...402 {
                let t = track.duration * Double(step) / 400
                #expect(track.value(at: t).isFinite && track.velocity(at: t).isFinite)
            }
            #expect(track.value(at: .nan) == track.initialValue)
            #expect(track.value(at: .infinity) == track.finalValue)
            #expect(track.velocity(at: .nan) == 0)
        }
    }

    // MARK: Timelines and the character state

    @Test("a timeline evaluates every track and looks tracks up by property")
    func timelineValues() throws {
        let timeline = try wobbleTimeline()
        #expect(isClose(timeline.duration, 0.7))
        #expect(timeline.tracks.map(\.property) == ["offsetY", "scale", "rotation"])
        #expect(timeline.track("opacity") == nil)
        #expect(timeline.values(at: 0) == ["offsetY": 20, "scale": 0.5, "rotation": 0])
        #expect(timeline.values(at: -1) == ["offsetY": 0, "scale": 1, "rotation": 0])
        let later = timeline.values(at: 0.5)
        #expect(later["scale"] == timeline.track("scale")?.finalValue)
        #expect(later["rotation"] == timeline.track("rotation")?.value(at: 0.5))

        // Without initial values each track starts at its first keyframe's value.
        let bare = try KeyframeTimeline(wobbleTokens)
        #expect(bare.track("offsetY")?.value(at: -1) == 20)
        #expect(bare.track("scale")?.initialValue == 0.5)
        #expect(try KeyframeTimeline(TokenKeyframes(tracks: [])).duration == 0)
        let empty = try KeyframeTimeline(TokenKeyframes(tracks: [TokenKeyframes.Track(property: "e", keyframes: [])]))
        #expect(empty.values(at: 1) == ["e": 0])
    }

    @Test("CharAnimState reads the wobble tracks and defaults to rest")
    func charAnimState() throws {
        let timeline = try wobbleTimeline()
        #expect(CharAnimState.wobble(timeline, at: -0.5) == CharAnimState())
        #expect(CharAnimState.wobble(timeline, at: 0) == CharAnimState(offsetY: 20, scale: 0.5, rotation: 0))
        for t in [0.05, 0.25, 0.33, 0.6, 2] {
            #expect(CharAnimState.wobble(timeline, at: t) == CharAnimState(timeline.values(at: t)), "at \(t)")
        }
        let state = CharAnimState.wobble(timeline, at: 0.25)
        #expect(isClose(state.rotation, 8 * rockReference.progress(0.15)))
        #expect(isClose(state.offsetY, 20 * (1 - settleReference.progress(0.25))))
        #expect(CharAnimState([:]) == CharAnimState(offsetY: 0, scale: 1, rotation: 0))
        #expect(CharAnimState(["scale": 2, "other": 9]) == CharAnimState(offsetY: 0, scale: 2, rotation: 0))
        let scaleOnly = try KeyframeTimeline(TokenKeyframes(tracks: [wobbleTokens.tracks[1]]))
        #expect(CharAnimState.wobble(scaleOnly, at: 0) == CharAnimState(offsetY: 0, scale: 0.5, rotation: 0))
    }

    // MARK: CSS

    @Test("each wobble track's linear() parses back within 0.002 of the track", arguments: ["offsetY", "scale", "rotation"])
    func wobbleCSSRoundTrip(property: String) throws {
        let track = try wobbleTrack(property)
        let easing = try track.linearEasing()
        let parsed = try LinearEasing(cssFunction: easing.cssFunction)
        #expect(parsed == easing)
        #expect(easing.stops.count > 2)
        let budget = try #require(wobbleStopBudget[property])
        #expect(easing.stops.count <= budget, "\(property): \(easing.stops.count) stops")
        #expect(isClose(parsed.value(at: 0), track.value(at: 0), 0.00005))
        var worst = 0.0
        for index in 0...20_000 {
            let progress = Double(index) / 20_000
            worst = max(worst, abs(parsed.value(at: progress) - track.value(at: progress * track.duration)))
        }
        #expect(worst <= 0.002, "\(property): worst error \(worst)")
    }

    @Test("a tighter tolerance is honoured with more stops")
    func tighterTolerance() throws {
        let track = try wobbleTrack("rotation")
        let loose = try track.linearEasing()
        let tight = try track.linearEasing(tolerance: 0.0005)
        #expect(tight.stops.count > loose.stops.count)
        for index in 0...5_000 {
            let progress = Double(index) / 5_000
            #expect(abs(tight.value(at: progress) - track.value(at: progress * track.duration)) <= 0.0005)
        }
    }

    @Test("a track of zero duration gives a constant two-stop linear()")
    func zeroDurationCSS() throws {
        let jump = try KeyframeTrackTimeline(
            TokenKeyframes.Track(property: "x", keyframes: [TokenKeyframes.Keyframe(.linear, value: 3, duration: 0)]),
            initialValue: 0)
        let easing = try jump.linearEasing()
        #expect(easing.stops == [LinearEasing.Stop(input: 0, output: 3), LinearEasing.Stop(input: 1, output: 3)])
        #expect(easing.cssFunction == "linear(3, 3)")
        let empty = try KeyframeTrackTimeline(TokenKeyframes.Track(property: "y", keyframes: []), initialValue: -2.5)
        #expect(try empty.linearEasing().cssFunction == "linear(-2.5, -2.5)")
    }

    @Test("linear() export rejects jumps after the start and bad tolerances")
    func cssRejections() throws {
        let jumping = try KeyframeTrackTimeline(
            TokenKeyframes.Track(property: "x", keyframes: [
                TokenKeyframes.Keyframe(.linear, value: 10, duration: 1),
                TokenKeyframes.Keyframe(.move, value: 0, duration: 0),
                TokenKeyframes.Keyframe(.linear, value: 5, duration: 1),
            ]), initialValue: 0)
        #expect(throws: KeyframesEasingError.discontinuity(property: "x", time: 1, jump: -10)) {
            try jumping.linearEasing()
        }
        let endJump = try KeyframeTrackTimeline(
            TokenKeyframes.Track(property: "x", keyframes: [
                TokenKeyframes.Keyframe(.linear, value: 10, duration: 1),
                TokenKeyframes.Keyframe(.move, value: 4, duration: 0),
            ]), initialValue: 0)
        #expect(throws: KeyframesEasingError.discontinuity(property: "x", time: 1, jump: -6)) {
            try endJump.linearEasing()
        }
        let track = try wobbleTrack("scale")
        #expect(throws: KeyframesEasingError.linearEasing(property: "scale", error: .invalidTolerance(0))) {
            try track.linearEasing(tolerance: 0)
        }
        #expect(throws: KeyframesEasingError.linearEasing(property: "scale", error: .invalidTolerance(.nan))) {
            try track.linearEasing(tolerance: .nan)
        }
        let huge = try KeyframeTrackTimeline(
            TokenKeyframes.Track(property: "x", keyframes: [TokenKeyframes.Keyframe(.linear, value: 2e6, duration: 1)]),
            initialValue: 0)
        do {
            _ = try huge.linearEasing()
            Issue.record("values beyond LinearEasing.outputRange were exported")
        } catch let KeyframesEasingError.linearEasing(property, error) {
            #expect(property == "x")
            guard case .curveValueOutOfRange = error else {
                Issue.record("unexpected error \(error)")
                return
            }
        }
    }
}

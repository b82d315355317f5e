import Foundation
import Testing
@testable import TallyCore

@Suite("Feedback motion: a shake for a refusal, a bounce for a completed action")
struct FeedbackMotionTests {
    private static let rest: [String: Double] = [
        FeedbackMotionState.offsetXProperty: 0, FeedbackMotionState.scaleProperty: 1, FeedbackMotionState.opacityProperty: 1,
    ]

    /// The largest and smallest value of `property` over the motion, sampled every 5 ms.
    private static func extent(_ keyframes: TokenKeyframes, _ property: String) throws -> (min: Double, max: Double, end: Double) {
        let timeline = try KeyframeTimeline(keyframes, initialValues: rest)
        var low = Double.infinity, high = -Double.infinity
        for step in 0...Int((keyframes.duration / 0.005).rounded(.up)) {
            let value = timeline.values(at: Double(step) * 0.005)[property] ?? rest[property] ?? 0
            low = min(low, value)
            high = max(high, value)
        }
        return (low, high, timeline.values(at: keyframes.duration + 1)[property] ?? rest[property] ?? 0)
    }

    @Test("the shake moves sideways about 10 pt each way and comes to rest; it neither scales nor fades")
    func shake() throws {
        let keyframes = FeedbackMotion.errorShake.keyframes(reduceMotion: false)
        #expect(keyframes == TallyTokens.Keyframes.errorShake)
        let offset = try Self.extent(keyframes, FeedbackMotionState.offsetXProperty)
        #expect(offset.min <= -8 && offset.min >= -14 && offset.max >= 8 && offset.max <= 14)
        #expect(abs(offset.end) < 0.5)
        #expect(keyframes.tracks.map(\.property) == [FeedbackMotionState.offsetXProperty])
        #expect(keyframes.duration > 0.3 && keyframes.duration < 0.6)
    }

    @Test("the bounce grows to about 1.15 and settles at 1, without moving sideways")
    func bounce() throws {
        let keyframes = FeedbackMotion.successBounce.keyframes(reduceMotion: false)
        let scale = try Self.extent(keyframes, FeedbackMotionState.scaleProperty)
        #expect(scale.max >= 1.1 && scale.max <= 1.25)
        #expect(abs(scale.end - 1) < 0.02)
        #expect(keyframes.tracks.map(\.property) == [FeedbackMotionState.scaleProperty])
    }

    @Test("under Reduce Motion both become the flash: the control dims and comes back, and nothing moves")
    func reduced() throws {
        for motion in FeedbackMotion.allCases {
            let keyframes = motion.keyframes(reduceMotion: true)
            #expect(keyframes == TallyTokens.Keyframes.feedbackFlash)
            #expect(keyframes.tracks.map(\.property) == [FeedbackMotionState.opacityProperty])
            let opacity = try Self.extent(keyframes, FeedbackMotionState.opacityProperty)
            #expect(opacity.min < 0.7 && opacity.min > 0.4 && opacity.end == 1)
            #expect(!MotionPolicy.allowsMovement(motion.kind, reduceMotion: true))
            #expect(MotionPolicy.allowsMovement(motion.kind, reduceMotion: false))
        }
        #expect(MotionPolicy.reduced(.feedback) == .crossfade(seconds: TallyTokens.Duration.crossfade))
    }

    @Test("the motion tokens carry their SwiftUI names and the feedback kind")
    func tokens() throws {
        for name in ["errorShake", "successBounce", "feedbackFlash"] {
            let token = try #require(MotionToken.named(name))
            #expect(token.kind == .feedback)
        }
    }
}

@Suite("Feedback triggers in the states the views draw")
struct FeedbackTriggerTests {
    @Test("the refusal count moves on a refused key only, so the amount shakes exactly then")
    func refusals() {
        var state = AmountInputViewState(currency: .usd, locale: Locale(identifier: "en_US"))
        _ = state.entry.perform(.key(.digit(1)))
        #expect(state.entry.refusalCount == 0)
        _ = state.entry.perform(.key(.separator(".")))
        _ = state.entry.perform(.key(.digit(2)))
        _ = state.entry.perform(.key(.digit(5)))
        #expect(state.entry.refusalCount == 0)
        let refused = state.entry.perform(.key(.digit(9)))  // a third decimal for USD
        #expect(refused != nil && state.entry.refusalCount == 1)
        _ = state.entry.perform(.key(.backspace))
        #expect(state.entry.refusalCount == 1)
        _ = state.entry.perform(.paste("twelve"))
        #expect(state.entry.refusalCount == 2)
        // An amount the app sets is not the person's action: nothing shakes.
        _ = state.entry.perform(.setValue(Decimal(string: "1.234")), origin: .app)
        #expect(state.entry.refusalCount == 2)
    }

    @Test("a copy counts, and the copy symbol is a checkmark while the copied amount is shown")
    func copy() {
        var state = AmountInputViewState(currency: .usd, locale: Locale(identifier: "en_US"))
        _ = state.entry.perform(.key(.digit(4)))
        #expect(state.copySymbol == "doc.on.doc" && state.copyCount == 0)
        #expect(state.copy() == "4")
        #expect(state.copyCount == 1 && state.copySymbol == "checkmark")
        _ = state.entry.perform(.key(.digit(2)))
        #expect(state.copySymbol == "doc.on.doc")
        _ = state.entry.perform(.key(.backspace))
        #expect(state.copySymbol == "checkmark")  // the copied figure is shown again
        _ = state.copy()
        #expect(state.copyCount == 2)
    }
}

import Clocks
import ConcurrencyExtras
import Foundation
import TallyCore
import Testing

@Suite("Motion policy")
struct MotionPolicyTests {
    @Test("every kind has a rule; decorative and looping animations stop; arrivals dissolve; haptics are untouched")
    func table() {
        #expect(Set(MotionPolicy.table.keys) == Set(MotionKind.allCases))
        #expect(MotionPolicy.reduced(.continuousLoop) == .none)
        #expect(MotionPolicy.reduced(.decorative) == .none)
        #expect(MotionPolicy.reduced(.press) == .none)
        #expect(MotionPolicy.reduced(.appear) == .crossfade(seconds: 0.15))
        #expect(MotionPolicy.reduced(.transition) == .crossfade(seconds: 0.15))
        #expect(MotionPolicy.reduced(.stateChange) == .finalStateAtOnce)
        #expect(MotionPolicy.reduced(.streamingText) == .finalStateAtOnce)
        #expect(MotionPolicy.reduced(.haptic) == .unchanged)
    }

    @Test("a decision animates with the token unless Reduce Motion says otherwise")
    func decisions() throws {
        let spring = try #require(MotionToken.named("appSpring"))
        for kind in MotionKind.allCases {
            #expect(MotionPolicy.decision(for: kind, token: spring, reduceMotion: false) == .animate(spring))
        }
        #expect(MotionPolicy.decision(for: .appear, token: spring, reduceMotion: true) == .crossfade(seconds: 0.15))
        #expect(MotionPolicy.decision(for: .continuousLoop, token: spring, reduceMotion: true) == .none)
        #expect(MotionPolicy.decision(for: .haptic, token: spring, reduceMotion: true) == .animate(spring))
        #expect(!MotionPolicy.decision(for: .stateChange, token: spring, reduceMotion: true).isAnimated)
    }

    @Test("staggers are 0.05 s and 0.03 s × index but never exceed 0.3 s, and vanish under Reduce Motion")
    func staggers() {
        #expect(MotionPolicy.messageDelay(index: 0, reduceMotion: false) == 0)
        #expect(abs(MotionPolicy.messageDelay(index: 3, reduceMotion: false) - 0.15) < 1e-12)
        #expect(abs(MotionPolicy.listItemDelay(index: 5, reduceMotion: false) - 0.15) < 1e-12)
        #expect(MotionPolicy.messageDelay(index: 1000, reduceMotion: false) == 0.3)
        #expect(MotionPolicy.listItemDelay(index: 10_000, reduceMotion: false) == 0.3)
        #expect(MotionPolicy.listItemDelay(index: 7, reduceMotion: true) == 0)
        // Monotone up to the cap: a later row never arrives before an earlier one.
        let delays = (0..<200).map { MotionPolicy.listItemDelay(index: $0, reduceMotion: false) }
        #expect(zip(delays, delays.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(MotionPolicy.staggerDelay(index: -3, step: 0.05, reduceMotion: false) == 0)
        #expect(MotionPolicy.staggerDelay(index: 3, step: .nan, reduceMotion: false) == 0)
    }
}

extension OnMainSerialExecutor {
    @Suite("Streaming text")
    struct StreamingTextTests {
        @Test("appended text is revealed one character at a time; emoji stay whole")
        func frames() {
            #expect(StreamingText.frames(from: "Hi", to: "Hi 👋🏽!", reduceMotion: false) == ["Hi ", "Hi 👋🏽", "Hi 👋🏽!"])
            #expect(StreamingText.frames(from: "", to: "ab", reduceMotion: false) == ["a", "ab"])
            #expect(StreamingText.frames(from: "same", to: "same", reduceMotion: false).isEmpty)
        }

        @Test("a replaced or shortened text is shown at once, not garbled (a dropFirst on the old text would garble it)")
        func replaced() {
            #expect(StreamingText.frames(from: "Hello world", to: "Help", reduceMotion: false) == ["Help"])
            #expect(StreamingText.frames(from: "abc", to: "xbcd", reduceMotion: false) == ["xbcd"])
        }

        @Test("under Reduce Motion the whole text appears at once")
        func reduced() {
            #expect(StreamingText.frames(from: "", to: "Streaming", reduceMotion: true) == ["Streaming"])
        }

        @Test("frames arrive one interval apart on the injected clock, and stop when cancelled")
        @MainActor
        func onClock() async throws {
            // Every task runs serially on the main executor, so the reveal is asleep on the clock
            // before the test advances it: no race, no real waiting.
            await withMainSerialExecutor {
                let clock = TestClock()
                let shown = ShownFrames()
                let task = Task {
                    await StreamingText.reveal(from: "", to: "abcd", interval: .milliseconds(10), clock: clock, reduceMotion: false) { frame in
                        shown.append(frame)
                    }
                }
                await Task.yield()
                await clock.advance(by: .milliseconds(9))
                #expect(shown.frames == [])
                await clock.advance(by: .milliseconds(1))
                #expect(shown.frames == ["a"])
                await clock.advance(by: .milliseconds(20))
                #expect(shown.frames == ["a", "ab", "abc"])
                task.cancel()
                await clock.advance(by: .milliseconds(100))
                await task.value
                #expect(shown.frames == ["a", "ab", "abc"])
            }
        }

        @Test("under Reduce Motion the text is shown without waiting for the clock")
        @MainActor
        func reducedOnClock() async {
            let clock = TestClock()
            let shown = ShownFrames()
            await StreamingText.reveal(from: "", to: "abcd", interval: .milliseconds(10), clock: clock, reduceMotion: true) { shown.append($0) }
            #expect(shown.frames == ["abcd"])
        }
    }
}

/// Frames shown, collected on the main actor as a view would.
@MainActor
private final class ShownFrames: Sendable {
    private(set) var frames: [String] = []
    nonisolated init() {}
    func append(_ frame: String) { frames.append(frame) }
}

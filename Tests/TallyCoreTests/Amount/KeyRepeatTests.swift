import Clocks
import ConcurrencyExtras
import Foundation
import TallyCore
import Testing

/// A keypad whose backspace is held, as `AmountKeypad` holds it: `hold` starts the repeat as
/// `.task(id:)` does when the finger goes down, `lift` cancels it.
@MainActor
private final class HeldBackspace {
    private(set) var keypad: AmountKeypadState
    private(set) var repeats: [Int] = []
    private var task: Task<Void, Never>?

    nonisolated init(typing keys: String) {
        keypad = AmountKeypadState(entry: AmountEntryTests.entry(.chf, typing: keys))
    }

    var display: String { keypad.entry.input.display }
    var isRunning: Bool { task != nil }

    func hold(clock: TestClock<Duration>, timing: KeyRepeat = AmountKeypadState.backspaceRepeat) {
        task = Task {
            let fired = await timing.run(clock: clock) { self.keypad.repeatBackspace() }
            self.repeats.append(fired)
            self.task = nil
        }
    }

    func lift() {
        task?.cancel()
    }
}

@Suite("KeyRepeat timing")
struct KeyRepeatTimingTests {
    @Test("the backspace timing: 0.5 s, then every 0.1 s, every 0.05 s after ten")
    func backspaceTiming() {
        let timing = KeyRepeat.backspace
        #expect(timing.delay(beforeRepeat: 0) == .milliseconds(500))
        #expect((1...10).allSatisfy { timing.delay(beforeRepeat: $0) == .milliseconds(100) })
        #expect(timing.delay(beforeRepeat: 11) == .milliseconds(50) && timing.delay(beforeRepeat: 500) == .milliseconds(50))
        let counts = [0, 499, 500, 599, 600, 1_000, 1_499, 1_500, 1_549, 1_550, 1_750, 2_000].map {
            timing.repeatCount(after: .milliseconds($0))
        }
        #expect(counts == [0, 0, 1, 1, 2, 6, 10, 11, 11, 12, 16, 21])
    }

    @Test("a repeat that never accelerates, and values out of range brought into it")
    func steady() {
        let steady = KeyRepeat(initialDelay: .milliseconds(400), interval: .milliseconds(80))
        #expect(steady.delay(beforeRepeat: 1_000_000) == .milliseconds(80))
        #expect(steady.repeatCount(after: .seconds(4)) == 1 + 45)
        #expect(steady.repeatCount(after: .seconds(1_000_000_000)) > 1_000_000)
        let zero = KeyRepeat(initialDelay: .zero, interval: .milliseconds(-5), acceleratesAfter: -3)
        #expect(zero.initialDelay == .milliseconds(1) && zero.interval == .milliseconds(1) && zero.acceleratesAfter == 0)
        #expect(zero.repeatCount(after: .milliseconds(10)) == 10)
    }
}

extension OnMainSerialExecutor {
    @Suite("Backspace repeat on a test clock", .serialized)
    @MainActor
    struct KeyRepeatClockTests {
        @Test("advancing the clock fires exactly the expected backspaces, one character each")
        func firesOnTime() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let held = HeldBackspace(typing: "123456789012.34")
                held.hold(clock: clock)
                await clock.advance(by: .milliseconds(499))
                #expect(held.display == "123,456,789,012.34")
                await clock.advance(by: .milliseconds(1))
                #expect(held.display == "123,456,789,012.3")
                await clock.advance(by: .milliseconds(100))
                #expect(held.display == "123,456,789,012.")
                // 1.5 s: eleven repeats; then one every 50 ms.
                await clock.advance(by: .milliseconds(900))
                #expect(held.display == "1,234")
                await clock.advance(by: .milliseconds(49))
                #expect(held.display == "1,234")
                await clock.advance(by: .milliseconds(1))
                #expect(held.display == "123")
                held.lift()
                await clock.settle()
                #expect(held.repeats == [KeyRepeat.backspace.repeatCount(after: .milliseconds(1_550))])
                #expect(held.repeats == [12] && !held.isRunning)
            }
        }

        @Test("lifting the finger stops the repeats: the clock runs on and nothing more is deleted")
        func liftStops() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let held = HeldBackspace(typing: "98765")
                held.hold(clock: clock)
                await clock.advance(by: .milliseconds(650))
                #expect(held.display == "987")
                held.lift()
                await clock.advance(by: .seconds(5))
                await clock.settle()
                #expect(held.display == "987" && held.repeats == [2] && !held.isRunning)
                // A new hold starts over with the half-second wait.
                held.hold(clock: clock)
                await clock.advance(by: .milliseconds(400))
                #expect(held.display == "987")
                held.lift()
                await clock.settle()
                #expect(held.display == "987" && held.repeats == [2, 0])
            }
        }

        @Test("held to the end, the repeats stop by themselves once the amount is empty")
        func stopsAtEmpty() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let held = HeldBackspace(typing: "12.5")
                held.hold(clock: clock)
                // "12.5" is four characters: 0.5, 0.6, 0.7 and 0.8 s.
                await clock.advance(by: .milliseconds(800))
                #expect(held.keypad.entry.input.isEmpty && held.display == "0")
                #expect(held.repeats == [4] && !held.isRunning)
                await clock.advance(by: .seconds(10))
                #expect(held.repeats == [4])
                // The repeats were a person's backspaces: nothing refused, no feedback owed.
                #expect(held.keypad.entry.feedbackCount == 0 && held.keypad.entry.rejection == nil)
            }
        }
    }
}

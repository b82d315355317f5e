import Clocks
import ConcurrencyExtras
import Foundation
import TallyCore
import Testing

/// A converter whose every answer comes from a seeded generator: a random latency on the test
/// clock, then a figure (the amount × 2, so a figure shows which amount it belongs to) or an
/// error. A cancelled call ends with the clock's `CancellationError`, as a network call would.
private actor FaultyConverter: CurrencyConverter {
    private var generator: SplitMix64
    private let clock: TestClock<Duration>
    private(set) var calls = 0

    init(seed: UInt64, clock: TestClock<Duration>) {
        generator = SplitMix64(state: seed)
        self.clock = clock
    }

    func convert(_ amount: Decimal, from: Currency, to: Currency) async throws -> Conversion {
        calls += 1
        let latency = Int(generator.next() % 1500)
        let fails = generator.next() % 4 == 0
        try await clock.sleep(for: .milliseconds(latency))
        if fails { throw ConversionError.rateUnavailable(from: from.code, to: to.code) }
        return Conversion(amount: amount * 2, ratesDate: RatesDate(year: 2018, month: 9, day: 12))
    }
}

/// A conversion field as a view holds it, on the main actor: the current key, what it shows,
/// and what arrived after the view went away (which must be nothing).
@MainActor
private final class Screen {
    var key: ConversionKey?
    var shown: ConversionState = .idle
    var isGone = false
    var updatesAfterGone = 0
    var tasks: [Task<Void, Never>] = []
    /// How many runs have returned.
    var finished = 0

    nonisolated init() {}

    func update(_ state: ConversionState) {
        if isGone { updatesAfterGone += 1 }
        shown = state
    }
}

extension OnMainSerialExecutor {
    @Suite("Conversion under faults", .serialized)
    @MainActor
    struct ConversionFaultTests {
        /// The invariant, on what the person sees (``ConversionDisplay`` of the latest state for the
        /// current key): a figure is the current amount's (× 2 here), "rate unavailable" only for the
        /// current key, and otherwise nothing. The state itself may still be about an older key until
        /// the new key's run publishes; the display never shows it.
        /// Whether a figure was on screen. Whatever key the state is about, its figure is that key's.
        @discardableResult
        private func check(_ screen: Screen, seed: UInt64, step: Int) -> Bool {
            if case .converted(let stateKey, let conversion) = screen.shown {
                #expect(conversion.amount == stateKey.amount * 2 || stateKey.currency == stateKey.target, "seed \(seed) step \(step): \(conversion.amount) for \(stateKey)")
            }
            let english = Locale(identifier: "en_US")
            let display = ConversionDisplay(state: screen.shown, key: screen.key, target: screen.key.flatMap { Currency.named($0.target) }, locale: english)
            guard let text = display.text, let key = screen.key else { return false }
            switch screen.shown {
            case .converted(let shownKey, let conversion):
                #expect(shownKey == key, "seed \(seed) step \(step): \(text) shown for \(shownKey), current \(key)")
                #expect(conversion.amount == key.amount * 2 || key.currency == key.target, "seed \(seed) step \(step): \(text)")
            case .unavailable(let shownKey):
                #expect(shownKey == key, "seed \(seed) step \(step): rate unavailable shown for \(shownKey), current \(key)")
            case .idle, .converting:
                Issue.record("seed \(seed) step \(step): \(text) shown while \(screen.shown)")
            }
            return screen.shown.shownConversion != nil
        }

        @Test("2,000 seeded schedules of typing, random latencies, errors, late cancellations and a view that goes away")
        func schedules() async {
            var figures = 0
            await withMainSerialExecutor {
                for seed in UInt64(1)...2000 {
                    var generator = SplitMix64(state: seed &* 0x9E37_79B9)
                    let clock = TestClock()
                    let converter = FaultyConverter(seed: seed, clock: clock)
                    let screen = Screen()
                    let steps = 4 + Int(generator.next() % 12)
                    for step in 0..<steps where !screen.isGone {
                        switch generator.next() % 10 {
                        case 0..<5:
                            // A key: a new amount (sometimes zero, sometimes the same currency), as
                            // `.task(id:)` starts it; now and then the old run's cancellation lands late.
                            let amount = Decimal(Int(generator.next() % 5))
                            let target = generator.next() % 8 == 0 ? "CHF" : "EUR"
                            let key = ConversionKey(amount: amount, currency: "CHF", target: target)
                            screen.key = key
                            if generator.next() % 5 != 0 { screen.tasks.last?.cancel() }
                            screen.tasks.append(Task { @MainActor in
                                await ConversionPipeline.run(key: key, converter: converter, clock: clock, debounce: .milliseconds(300),
                                                             current: { screen.key }, update: { screen.update($0) })
                                screen.finished += 1
                            })
                            await Task.yield()
                        case 5..<9:
                            await clock.advance(by: .milliseconds(Int(generator.next() % 900)))
                        default:
                            // The view goes away: every run is cancelled, and nothing may arrive later.
                            screen.isGone = true
                            for task in screen.tasks { task.cancel() }
                            // Time still passes for converters that were mid-call.
                            await clock.advance(by: .milliseconds(Int(generator.next() % 3000)))
                        }
                        if check(screen, seed: seed, step: step) { figures += 1 }
                    }
                    // Run the clock until every run has returned, never awaiting a task that waits
                    // on a clock no one advances: a run that cannot end is recorded, not a hang.
                    var rounds = 0
                    while screen.finished < screen.tasks.count, rounds < 10_000 {
                        await clock.settle()
                        await Task.yield()
                        rounds += 1
                    }
                    #expect(screen.finished == screen.tasks.count, "seed \(seed): \(screen.tasks.count - screen.finished) runs never returned")
                    check(screen, seed: seed, step: steps)
                    #expect(screen.updatesAfterGone == 0, "seed \(seed): \(screen.updatesAfterGone) updates after the view went away")
                    if !screen.isGone, let key = screen.key, !key.amount.isZero, key.currency != key.target {
                        // Settled and still on screen: the current key ends converted or unavailable.
                        switch screen.shown {
                        case .converted(let shownKey, _), .unavailable(let shownKey): #expect(shownKey == key, "seed \(seed)")
                        default: Issue.record("seed \(seed): settled on \(screen.shown) for \(key)")
                        }
                    }
                }
            }
            // The checks above looked at figures on screen, not only at empty screens.
            #expect(figures > 500, "\(figures) figures checked")
        }
    }
}

import Clocks
import ConcurrencyExtras
import Foundation
import TallyCore
import Testing

private let day = RatesDate(year: 2018, month: 9, day: 12)

private func chf(_ amount: Decimal, to target: String = "EUR") -> ConversionKey {
    ConversionKey(amount: amount, currency: "CHF", target: target)
}

/// A converter whose answers the test scripts: call *n* waits `replies[n].delay` on the test
/// clock, then multiplies by `replies[n].rate`, or fails when the rate is nil. It records every
/// call, and a cancelled call ends with the clock's `CancellationError`, as a network call would.
private actor ScriptedConverter: CurrencyConverter {
    struct Reply: Sendable {
        var delay: Duration
        var rate: Decimal?
    }

    private let clock: TestClock<Duration>
    private let replies: [Reply]
    private(set) var calls: [ConversionKey] = []

    init(clock: TestClock<Duration>, replies: [Reply]) {
        self.clock = clock
        self.replies = replies
    }

    func convert(_ amount: Decimal, from: Currency, to: Currency) async throws -> Conversion {
        let index = calls.count
        calls.append(ConversionKey(amount: amount, currency: from.code, target: to.code))
        let reply = index < replies.count ? replies[index] : Reply(delay: .zero, rate: nil)
        try await clock.sleep(for: reply.delay)
        guard let rate = reply.rate else { throw ConversionError.rateUnavailable(from: from.code, to: to.code) }
        return Conversion(amount: amount * rate, ratesDate: day)
    }
}

/// A conversion field as a view holds it: the key typed and every state shown, on the main
/// actor. `type` starts the pipeline as `.task(id: key)` would, cancelling the previous run
/// unless told not to (to play the part of a run whose cancellation has not landed yet).
@MainActor
private final class Field {
    private(set) var key: ConversionKey?
    private(set) var shown: [ConversionState] = []
    private var tasks: [Task<Void, Never>] = []
    private var finished = 0

    var state: ConversionState { shown.last ?? .idle }

    nonisolated init() {}

    func type(
        _ key: ConversionKey, converter: some CurrencyConverter, clock: TestClock<Duration>,
        cancellingPrevious: Bool = true
    ) {
        self.key = key
        if cancellingPrevious { tasks.last?.cancel() }
        tasks.append(Task {
            await ConversionPipeline.run(
                key: key, converter: converter, clock: clock, debounce: .milliseconds(300),
                current: { self.key }, update: { self.shown.append($0) }
            )
            self.finished += 1
        })
    }

    func cancelAll() {
        for task in tasks { task.cancel() }
    }

    /// Runs the clock until every run has returned. Awaiting the tasks instead could wait forever
    /// on a clock no one advances; a run that has not returned after the bound is recorded, not
    /// waited for.
    func finish(on clock: TestClock<Duration>, sourceLocation: SourceLocation = #_sourceLocation) async {
        var rounds = 0
        while finished < tasks.count, rounds < 10_000 {
            await clock.settle()
            await Task.yield()
            rounds += 1
        }
        #expect(finished == tasks.count, "\(tasks.count - finished) runs never returned", sourceLocation: sourceLocation)
    }
}

extension OnMainSerialExecutor {
    @Suite("Conversion pipeline", .serialized)
    @MainActor
    struct ConversionPipelineTests {
        @Test("nothing happens before 300 ms; then one call, converting, then the answer with its date")
        func debounce() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let converter = ScriptedConverter(clock: clock, replies: [.init(delay: .milliseconds(50), rate: 2)])
                let field = Field()
                field.type(chf(10), converter: converter, clock: clock)
                await clock.advance(by: .milliseconds(299))
                #expect(await converter.calls == [])
                #expect(field.shown == [])
                await clock.advance(by: .milliseconds(1))
                #expect(await converter.calls == [chf(10)])
                #expect(field.shown == [.converting(chf(10))])
                #expect(field.state.shownConversion == nil)
                await clock.advance(by: .milliseconds(50))
                let answer = Conversion(amount: 20, ratesDate: day)
                #expect(field.shown == [.converting(chf(10)), .converted(chf(10), answer)])
                #expect(field.state.shownConversion == answer)
                #expect(field.state.conversion(for: chf(10)) == answer)
                #expect(field.state.conversion(for: chf(11)) == nil)
                await field.finish(on: clock)
                #expect(await converter.calls.count == 1)
            }
        }

        @Test("typing again within 300 ms cancels the first: one call, for the last key")
        func typingAgain() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let converter = ScriptedConverter(clock: clock, replies: [.init(delay: .milliseconds(10), rate: 2)])
                let field = Field()
                field.type(chf(1), converter: converter, clock: clock)
                await clock.advance(by: .milliseconds(200))
                field.type(chf(12), converter: converter, clock: clock)
                await clock.advance(by: .milliseconds(200))
                field.type(chf(123), converter: converter, clock: clock)
                // 300 ms after the first keystroke, and after the second: still nothing.
                await clock.advance(by: .milliseconds(299))
                #expect(await converter.calls == [])
                #expect(field.shown == [])
                await clock.advance(by: .milliseconds(11))
                #expect(await converter.calls == [chf(123)])
                #expect(field.shown == [.converting(chf(123)), .converted(chf(123), Conversion(amount: 246, ratesDate: day))])
                await field.finish(on: clock)
            }
        }

        @Test("a slow answer for an old key, arriving after the newer key's answer, is dropped")
        func slowOldAnswer() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let converter = ScriptedConverter(clock: clock, replies: [
                    .init(delay: .milliseconds(1_000), rate: 2),  // 10 CHF: asked at 300, answers at 1300
                    .init(delay: .milliseconds(100), rate: 3),  // 20 CHF: asked at 700, answers at 800
                ])
                let field = Field()
                field.type(chf(10), converter: converter, clock: clock)
                await clock.advance(by: .milliseconds(400))
                field.type(chf(20), converter: converter, clock: clock, cancellingPrevious: false)
                await clock.advance(by: .milliseconds(400))
                let newer = ConversionState.converted(chf(20), Conversion(amount: 60, ratesDate: day))
                #expect(field.state == newer)
                await clock.advance(by: .milliseconds(500))
                #expect(await converter.calls == [chf(10), chf(20)])
                #expect(field.shown == [.converting(chf(10)), .converting(chf(20)), newer])
                await field.finish(on: clock)
            }
        }

        @Test("out of order: an old answer arriving while the newer key is converting is dropped too")
        func outOfOrder() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let converter = ScriptedConverter(clock: clock, replies: [
                    .init(delay: .milliseconds(500), rate: 2),  // 10 CHF: asked at 300, answers at 800
                    .init(delay: .milliseconds(500), rate: 3),  // 20 CHF: asked at 700, answers at 1200
                ])
                let field = Field()
                field.type(chf(10), converter: converter, clock: clock)
                await clock.advance(by: .milliseconds(400))
                field.type(chf(20), converter: converter, clock: clock, cancellingPrevious: false)
                await clock.advance(by: .milliseconds(400))
                #expect(field.state == .converting(chf(20)))
                #expect(field.state.shownConversion == nil)
                await clock.advance(by: .milliseconds(400))
                #expect(field.shown == [
                    .converting(chf(10)), .converting(chf(20)),
                    .converted(chf(20), Conversion(amount: 60, ratesDate: day)),
                ])
                await field.finish(on: clock)
            }
        }

        @Test("a failing converter shows unavailable, never the previous figure")
        func failure() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let converter = ScriptedConverter(clock: clock, replies: [
                    .init(delay: .milliseconds(10), rate: 2), .init(delay: .milliseconds(10), rate: nil),
                ])
                let field = Field()
                field.type(chf(10), converter: converter, clock: clock)
                await clock.advance(by: .milliseconds(310))
                #expect(field.state.shownConversion == Conversion(amount: 20, ratesDate: day))
                field.type(chf(10, to: "USD"), converter: converter, clock: clock)
                await clock.advance(by: .milliseconds(310))
                #expect(field.state == .unavailable(chf(10, to: "USD")))
                #expect(field.state.shownConversion == nil)
                #expect(field.state.conversion(for: chf(10, to: "USD")) == nil)
                await field.finish(on: clock)
            }
        }

        @Test("cancelled while waiting or while converting: no update at all afterwards")
        func cancellation() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let converter = ScriptedConverter(clock: clock, replies: [.init(delay: .milliseconds(100), rate: 2)])
                let waiting = Field()
                waiting.type(chf(10), converter: converter, clock: clock)
                await clock.advance(by: .milliseconds(150))
                waiting.cancelAll()
                await clock.advance(by: .seconds(1))
                await waiting.finish(on: clock)
                #expect(waiting.shown == [])
                #expect(await converter.calls == [])

                let converting = Field()
                converting.type(chf(10), converter: converter, clock: clock)
                await clock.advance(by: .milliseconds(350))
                #expect(converting.shown == [.converting(chf(10))])
                converting.cancelAll()
                await clock.advance(by: .seconds(1))
                await converting.finish(on: clock)
                #expect(converting.shown == [.converting(chf(10))])
                #expect(await converter.calls == [chf(10)])
            }
        }

        @Test("a zero amount is idle and the same currency is itself, at once, without the converter")
        func withoutConverter() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let converter = ScriptedConverter(clock: clock, replies: [])
                let field = Field()
                field.type(chf(0), converter: converter, clock: clock)
                await Task.megaYield()
                #expect(field.shown == [.idle])
                field.type(chf(5, to: "CHF"), converter: converter, clock: clock)
                await Task.megaYield()
                #expect(field.state == .converted(chf(5, to: "CHF"), Conversion(amount: 5, ratesDate: nil)))
                field.type(chf(5, to: "XXX"), converter: converter, clock: clock)
                await Task.megaYield()
                #expect(field.state == .unavailable(chf(5, to: "XXX")))
                await clock.advance(by: .seconds(1))
                #expect(await converter.calls == [])
                #expect(field.shown.count == 3)
                await field.finish(on: clock)
            }
        }

        @Test("a key that stopped being current during the debounce is never converted")
        func staleBeforeCall() async {
            await withMainSerialExecutor {
                let clock = TestClock()
                let converter = ScriptedConverter(clock: clock, replies: [.init(delay: .milliseconds(10), rate: 2)])
                let field = Field()
                field.type(chf(10), converter: converter, clock: clock)
                await clock.advance(by: .milliseconds(100))
                field.type(chf(0), converter: converter, clock: clock, cancellingPrevious: false)
                await clock.advance(by: .seconds(1))
                #expect(await converter.calls == [])
                #expect(field.shown == [.idle])
                await field.finish(on: clock)
            }
        }

        @Test("with the real ECB converter: 10 CHF is 10 / 1.1277 EUR, dated 2018-09-12")
        func realRates() async throws {
            let converter = ECBConverter(rates: try ECBReferenceRates(data: try Data(contentsOf: ecbFile20180912)))
            let clock = TestClock()
            let field = Field()
            await withMainSerialExecutor {
                field.type(chf(10), converter: converter, clock: clock)
                await clock.advance(by: .milliseconds(300))
                await field.finish(on: clock)
            }
            let rate = try #require(Decimal(string: "1.1277", locale: Locale(identifier: "en_US_POSIX")))
            #expect(field.state == .converted(chf(10), Conversion(amount: 10 / rate, ratesDate: day)))
        }

        @Test("applying an outcome: only for the current key; errors never keep a figure")
        func applying() {
            let answer = Conversion(amount: 20, ratesDate: day)
            let converting = ConversionState.converting(chf(10))
            #expect(converting.applying(.success(answer), for: chf(10), current: chf(10)) == .converted(chf(10), answer))
            #expect(converting.applying(.success(answer), for: chf(10), current: chf(11)) == converting)
            #expect(converting.applying(.success(answer), for: chf(10), current: nil) == converting)
            let converted = ConversionState.converted(chf(10), answer)
            let failed = converted.applying(.failure(ConversionError.rateUnavailable(from: "CHF", to: "EUR")), for: chf(10), current: chf(10))
            #expect(failed == .unavailable(chf(10)))
            #expect(failed.shownConversion == nil)
            #expect(ConversionState.idle.shownConversion == nil && ConversionState.idle.key == nil)
            #expect(converting.shownConversion == nil && converting.key == chf(10))
        }
    }
}

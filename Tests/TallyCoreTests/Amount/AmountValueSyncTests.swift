import Foundation
import TallyCore
import Testing

/// An amount view bound to the app's `Decimal` or `Decimal?`: typing writes the value, a value from
/// outside re-seeds the state, neither loops back, and a value the currency cannot hold is shown
/// as refused without changing the app's value.
@Suite("AmountValueSync")
struct AmountValueSyncTests {
    static let english = Locale(identifier: "en_US")
    static func decimal(_ text: String) -> Decimal { AmountEntryTests.decimal(text) }

    /// A view bound to a model value, as the views do it: the state, the model's value, and the
    /// number of writes each way.
    struct Bound<State: AmountEntryState> {
        var state: State
        var model: Decimal?
        let sync: AmountValueSync
        var writes = 0
        var reseeds = 0
        /// Whether the model holds a value the app set that the state refused, and no change of
        /// the person's has written the model since.
        var modelRefused = false

        init(_ state: State, model: Decimal?, sync: AmountValueSync) {
            self.sync = sync
            self.model = model
            self.state = sync.seeded(state, with: model)
        }

        /// A person's action on the state; the view writes the model when the amount changed,
        /// and the model's change comes back to the view as a value from outside.
        mutating func person(_ change: (inout State) -> Void) {
            let old = state.entry.input
            change(&state)
            if let write = sync.valueToWrite(after: old, state.entry.input, bound: model) {
                model = write
                writes += 1
                modelRefused = false
                // SwiftUI's onChange(of: model) now fires: it must change nothing.
                let echo = sync.reseed(&state, from: model)
                #expect(echo == .unchanged, "a person's own write came back as \(echo)")
            }
        }

        /// The app sets its model.
        mutating func app(_ value: Decimal?) -> AmountValueSync.Reseed {
            guard value != model else { return .unchanged }  // onChange fires only on a change
            model = value
            let result = sync.reseed(&state, from: value)
            if result == .reseeded { reseeds += 1 }
            modelRefused = if case .refused = result { true } else { false }
            return result
        }
    }

    @Test("typing writes the value; a trailing separator or zero writes nothing and survives the echo")
    func typingWrites() {
        var bound = Bound(AmountInputViewState(currency: .chf, locale: Self.english), model: 0, sync: AmountValueSync(empty: .zero))
        #expect(bound.state.entry.input.isEmpty)
        for key in AmountKey.keys(typing: "12.50") { bound.person { $0.entry.perform(.key(key), origin: .person) } }
        #expect(bound.model == Self.decimal("12.5"))
        #expect(bound.state.display == "12.50")
        #expect(bound.writes == 3)  // 1, 12, 12.5: "." and the last "0" leave the value equal
        bound.person { $0.entry.perform(.key(.clear), origin: .person) }
        #expect(bound.model == 0 && bound.writes == 4)
    }

    @Test("Decimal?: an empty amount is nil, and zero typed is zero")
    func optionalEmptyIsNil() {
        var bound = Bound(CurrencyFieldState(currency: .eur, locale: Locale(identifier: "de_DE")), model: nil,
                          sync: AmountValueSync(empty: .none))
        #expect(bound.state.text.isEmpty)
        bound.person { $0.edit("0") }
        #expect(bound.model == 0)
        bound.person { $0.edit("0,5") }
        #expect(bound.model == Self.decimal("0.5"))
        bound.person { $0.edit("") }
        #expect(bound.model == nil)
    }

    @Test("a value from outside re-seeds the state; the same value does nothing")
    func outsideReseeds() {
        var bound = Bound(AmountInputViewState(currency: .chf, locale: Self.english), model: Self.decimal("42.5"),
                          sync: AmountValueSync(empty: .zero))
        #expect(bound.state.display == "42.5")
        #expect(bound.app(Self.decimal("1234.56")) == .reseeded)
        #expect(bound.state.display == "1,234.56")
        #expect(bound.state.entry.feedbackCount == 0)  // the app's value plays nothing
        // 1234.560 is the same number: the state keeps what it shows.
        var state = bound.state
        #expect(bound.sync.reseed(&state, from: Self.decimal("1234.560")) == .unchanged)
        // Zero from outside empties a Decimal-bound amount (the placeholder shows).
        #expect(bound.app(0) == .reseeded)
        #expect(bound.state.entry.input.isEmpty)
    }

    @Test("a value the currency cannot hold is refused with the reason; the app's value is not written back",
          arguments: [("9.999", Currency.chf, AmountInputRejection.tooManyDecimals(allowed: 2)),
                      ("12.5", .jpy, .tooManyDecimals(allowed: 0)),
                      ("-3", .eur, .negative),
                      ("1000000000000", .usd, .tooLarge)])
    func unrepresentable(text: String, currency: Currency, reason: AmountInputRejection) {
        var bound = Bound(AmountInputViewState(currency: currency, locale: Self.english), model: 7, sync: AmountValueSync(empty: .none))
        #expect(bound.app(Self.decimal(text)) == .refused(reason))
        #expect(bound.state.entry.input.value == 7)   // the amount shown is kept
        #expect(bound.state.showsRefusal && bound.state.entry.rejection == reason)
        #expect(bound.model == Self.decimal(text))    // nothing rounded or written back
        #expect(bound.writes == 0)
        // The person's next change writes its own value.
        bound.person { $0.entry.perform(.key(.digit(1)), origin: .person) }
        #expect(bound.model == 71 && !bound.state.showsRefusal)
    }

    @Test("a view starting on a value it cannot hold starts empty with the reason")
    func seededRefused() {
        let state = AmountValueSync(empty: .none).seeded(AmountInputViewState(currency: .jpy, locale: Self.english), with: Self.decimal("9.99"))
        #expect(state.entry.input.isEmpty && state.entry.rejection == .tooManyDecimals(allowed: 0))
    }

    @Test("the sheet's amount follows the binding as the field's does")
    func sheet() {
        let today = Date(timeIntervalSince1970: 1_771_891_200)
        var bound = Bound(AddTransactionSheetState(currency: .chf, locale: Self.english, today: today), model: 20,
                          sync: AmountValueSync(empty: .none))
        #expect(bound.state.amountField.text == "20")
        bound.person { $0.tapQuickAmount(15) }
        #expect(bound.model == 15 && bound.state.focus == .description)
        #expect(bound.app(Self.decimal("3.5")) == .reseeded)
        #expect(bound.state.amount.display == "3.5" && bound.state.amountField.text == "3.5")
    }

    /// Random person actions and values set from outside, on each bound state: after every step
    /// the model holds the value the state stands for, or the state shows why it refused the
    /// model's value; a person's write never comes back as a re-seed (checked in `person`).
    @Test("random sequences: the model and the state agree after every step, with no loop", arguments: [AmountValueSync.Empty.zero, .none])
    func randomSequences(empty: AmountValueSync.Empty) {
        var random = SplitMix64(state: empty == .zero ? 0x5EED_0001 : 0x5EED_0002)
        let values: [Decimal?] = [nil, 0, 12, Self.decimal("12.5"), Self.decimal("9.999"), -1, Self.decimal("1234.56"), 1_000_000_000_000]
        let texts = ["", "1", "12,5", "12.5", "abc", "0", "1,234.56"]
        for round in 0..<200 {
            let currency: Currency = [.chf, .jpy, .kwd][round % 3]
            let start: Decimal? = empty == .zero ? 0 : nil
            var bound = Bound(AmountInputViewState(currency: currency, locale: Self.english), model: start, sync: AmountValueSync(empty: empty))
            var field = Bound(CurrencyFieldState(currency: currency, locale: Self.english), model: start, sync: AmountValueSync(empty: empty))
            for _ in 0..<40 {
                let choice = random.next() % 6
                switch choice {
                case 0, 1:
                    let key = AmountKey.keys(typing: "0123456789.<!")[Int(random.next() % 13)]
                    bound.person { $0.entry.perform(.key(key), origin: .person) }
                    field.person { $0.perform(.key(key), origin: .person) }
                case 2:
                    let text = texts[Int(random.next() % UInt64(texts.count))]
                    bound.person { $0.entry.perform(.text(text), origin: .person) }
                    field.person { $0.edit(text) }
                default:
                    let value = values[Int(random.next() % UInt64(values.count))]
                    let modelValue = empty == .zero ? (value ?? 0) : value
                    _ = bound.app(modelValue)
                    _ = field.app(modelValue)
                }
                for (entry, model, refused) in [(bound.state.entry, bound.model, bound.modelRefused),
                                                (field.state.entry, field.model, field.modelRefused)] {
                    let agrees = AmountValueSync(empty: empty).holds(model, for: entry.input)
                    // They agree, unless the model holds a value the app set that was refused,
                    // and then the state shows why.
                    #expect(agrees != refused, "round \(round): model \(String(describing: model)) vs \(entry.input.display)")
                    if refused { #expect(entry.rejection != nil) }
                    if empty == .zero { #expect(model != nil) }
                }
            }
        }
    }
}

extension AmountValueSyncTests {
    @Test("a currency the typed digits do not fit is refused, then taken once they fit")
    func currencyFollows() {
        let sync = AmountValueSync(empty: .none)
        var state = sync.seeded(AmountInputViewState(currency: .chf, locale: Self.english), with: Self.decimal("12.5"))
        #expect(sync.follow(currency: .jpy, &state) == .currencyCannotHoldDecimals(currency: "JPY", allowed: 0))
        #expect(state.entry.currency == .chf && state.display == "12.5" && state.entry.feedbackCount == 0)
        state.entry.perform(.key(.backspace))
        #expect(state.display == "12.")
        #expect(sync.follow(currency: .jpy, &state) == nil)
        #expect(state.entry.currency == .jpy && state.display == "12" && state.entry.rejection == nil)
        #expect(sync.follow(currency: .jpy, &state) == nil)
    }
}

/// A view bound to the app's value and currency (a `Money`, or a `Decimal` and a `Currency`), as
/// `AmountValueHost` keeps them: the currency is applied with the value, a currency the field
/// refuses is refused for the model as well, and what the model holds that the field does not
/// show is the conflict the app tests before it saves.
extension AmountValueSyncTests {
    /// The host's logic over a state and the app's model, with SwiftUI's `onChange` echoes.
    struct MoneyHost<State: AmountEntryState> {
        var state: State
        var value: Decimal?
        var currency: Currency
        let sync: AmountValueSync

        init(_ state: State, value: Decimal?, currency: Currency, sync: AmountValueSync) {
            self.sync = sync
            self.value = value
            self.currency = currency
            self.state = sync.seeded(state, with: value, currency: currency)
        }

        /// What the model holds that the field does not show.
        var conflict: AmountValueSync.Conflict? { sync.conflict(value: value, currency: currency, in: state) }

        /// A person's action: the model takes the value to write and the state's currency, and
        /// the write comes back as the model's change, which must change nothing.
        mutating func person(_ change: (inout State) -> Void) {
            let old = state.entry.input
            change(&state)
            let newValue = sync.valueToWrite(after: old, state.entry.input, bound: value)
            let newCurrency = sync.currencyToWrite(after: old, state.entry.input, bound: currency)
            guard newValue != nil || newCurrency != nil else { return }
            if let newValue { value = newValue }
            if let newCurrency { currency = newCurrency }
            let echo = sync.reseed(&state, from: value, currency: currency)
            #expect(echo == .unchanged, "a person's own write came back as \(echo)")
        }

        /// The app writes its model; a new currency alone that the field refuses is written back,
        /// and that write comes back as a change that must change nothing.
        @discardableResult
        mutating func app(value newValue: Decimal?, currency newCurrency: Currency) -> AmountValueSync.Reseed {
            guard newValue != value || newCurrency != currency else { return .unchanged }  // onChange fires only on a change
            value = newValue
            currency = newCurrency
            let result = sync.reseed(&state, from: newValue, currency: newCurrency)
            if let back = sync.currencyToWriteBack(after: result, value: newValue, currency: newCurrency, in: state) {
                currency = back
                let echo = sync.reseed(&state, from: value, currency: currency)
                #expect(echo == .unchanged, "the currency written back came back as \(echo)")
            }
            return result
        }
    }

    @Test("12.5 USD typed, the app switches to JPY: refused, the field keeps 12.5 USD and the model's currency goes back to USD")
    func currencySwitchRefused() {
        var host = MoneyHost(CurrencyFieldState(currency: .usd, locale: Self.english), value: 0, currency: .usd, sync: AmountValueSync(empty: .zero))
        host.person { $0.edit("12.5") }
        #expect(host.value == Self.decimal("12.5") && host.currency == .usd)

        // What the host does, step by step.
        var state = host.state
        let result = host.sync.reseed(&state, from: Self.decimal("12.5"), currency: .jpy)
        let reason = AmountInputRejection.currencyCannotHoldDecimals(currency: "JPY", allowed: 0)
        #expect(result == .refused(reason))
        #expect(state.entry.currency == .usd && state.entry.input.value == Self.decimal("12.5") && state.text == "12.5")
        #expect(state.entry.rejection == reason)
        #expect(state.entry.feedbackCount == host.state.entry.feedbackCount)  // the app's change plays nothing
        #expect(host.sync.currencyToWriteBack(after: result, value: Self.decimal("12.5"), currency: .jpy, in: state) == .usd)

        // Through the host: the model is refused as well, and never holds 12.5 JPY.
        #expect(host.app(value: Self.decimal("12.5"), currency: .jpy) == .refused(reason))
        #expect(host.value == Self.decimal("12.5") && host.currency == .usd)
        #expect(host.state.entry.rejection == reason)
        #expect(host.conflict == nil)
    }

    @Test("12.5 USD typed, the app writes 1250 JPY: the amount is replaced in yen")
    func valueAndCurrencyReseed() {
        var host = MoneyHost(CurrencyFieldState(currency: .usd, locale: Self.english), value: 0, currency: .usd, sync: AmountValueSync(empty: .zero))
        host.person { $0.edit("12.5") }
        #expect(host.app(value: 1250, currency: .jpy) == .reseeded)
        #expect(host.state.entry.currency == .jpy && host.state.entry.input.value == 1250 && host.state.text == "1,250")
        #expect(host.state.entry.rejection == nil)
        #expect(host.value == 1250 && host.currency == .jpy && host.conflict == nil)
        #expect(host.sync.currencyToWriteBack(after: .reseeded, value: 1250, currency: .jpy, in: host.state) == nil)
    }

    @Test("the app writes 9.999 CHF: refused, the field unchanged, the conflict says so until the person's next change")
    func valueRefusedIsAConflict() {
        var host = MoneyHost(CurrencyFieldState(currency: .usd, locale: Self.english), value: 0, currency: .usd, sync: AmountValueSync(empty: .zero))
        host.person { $0.edit("12.5") }
        let before = host.state.entry.input
        #expect(host.app(value: Self.decimal("9.999"), currency: .chf) == .refused(.tooManyDecimals(allowed: 2)))
        #expect(host.state.entry.input == before && host.state.text == "12.5")
        #expect(host.state.entry.rejection == .tooManyDecimals(allowed: 2))
        // A value refused with its currency is not written back: the model keeps it, and says so.
        #expect(host.value == Self.decimal("9.999") && host.currency == .chf)
        let conflict = host.conflict
        #expect(conflict == AmountValueSync.Conflict(value: Self.decimal("9.999"), currency: .chf, reason: .tooManyDecimals(allowed: 2)))

        // The person types: the model takes the field's value and currency, and the conflict is gone.
        host.person { $0.edit("12.75") }
        #expect(host.value == Self.decimal("12.75") && host.currency == .usd)
        #expect(host.conflict == nil && host.state.entry.rejection == nil)
    }

    @Test("a currency is written only after a change of the amount, and only when the model's differs")
    func currencyToWrite() {
        let sync = AmountValueSync(empty: .none)
        let empty = AmountInput(currency: .usd, locale: Self.english)
        var typed = empty
        typed.apply(.digit(4))
        #expect(sync.currencyToWrite(after: empty, typed, bound: .usd) == nil)
        #expect(sync.currencyToWrite(after: empty, typed, bound: .chf) == .usd)
        #expect(sync.currencyToWrite(after: typed, typed, bound: .chf) == nil)  // nothing changed: nothing written
    }

    @Test("seeded with a value and a currency: held, or empty in that currency with the reason")
    func seededWithCurrency() {
        let sync = AmountValueSync(empty: .none)
        let held = sync.seeded(CurrencyFieldState(currency: .usd, locale: Self.english), with: 1250, currency: .jpy)
        #expect(held.entry.currency == .jpy && held.text == "1,250")
        let refused = sync.seeded(CurrencyFieldState(currency: .jpy, locale: Self.english), with: Self.decimal("9.99"), currency: .jpy)
        #expect(refused.entry.input.isEmpty && refused.entry.rejection == .tooManyDecimals(allowed: 0))
        #expect(sync.conflict(value: Self.decimal("9.99"), currency: .jpy, in: refused)?.reason == .tooManyDecimals(allowed: 0))
    }

    @Test("the quick amounts bound to a value: a tap writes it, a value from outside selects its chip")
    func quickAmountBar() {
        var host = MoneyHost(QuickAmountBarState(currency: .chf, locale: Self.english, maximumValue: 20), value: nil, currency: .chf,
                             sync: AmountValueSync(empty: .none))
        host.person { #expect($0.tap(15) == .applied) }
        #expect(host.value == 15 && host.currency == .chf)
        host.person { #expect($0.tap(30) == .refused(.tooLarge)) }
        #expect(host.value == 15)
        #expect(host.app(value: 10, currency: .chf) == .reseeded)
        #expect(host.state.chips(locale: Self.english).first { $0.isSelected }?.preset == 10)
        #expect(host.app(value: 25, currency: .chf) == .refused(.tooLarge))
        #expect(host.conflict?.reason == .tooLarge)
    }

    /// Random app writes (a value, a currency, or both) and person actions on a bound field: after
    /// every step the field shows exactly the model's value and currency, or the model holds what
    /// the field refused, the conflict says so and the field shows a refusal. Never a silent
    /// difference, and no write loops back.
    @Test("random sequences: the field shows the model's value and currency, or the conflict and a refusal",
          arguments: [AmountValueSync.Empty.zero, .none])
    func randomMoneySequences(empty: AmountValueSync.Empty) {
        var random = SplitMix64(state: empty == .zero ? 0x00C0_FFEE_0001 : 0x00C0_FFEE_0002)
        let currencies: [Currency] = [.usd, .jpy, .chf, .kwd]
        let values: [Decimal?] = [nil, 0, 12, Self.decimal("12.5"), Self.decimal("9.999"), 1250, -1, Self.decimal("1234.56"),
                                  Self.decimal("0.005"), 1_000_000_000_000]
        let texts = ["", "1", "12.5", "12.50", "abc", "0", "1,234.56", "9.999", "¥12"]
        let maximums: [Decimal?] = [nil, 1000]
        var conflicts = 0
        for round in 0..<200 {
            let sync = AmountValueSync(empty: empty)
            let start = currencies[round % currencies.count]
            let field = CurrencyFieldState(currency: start, locale: Self.english, maximumValue: maximums[round % 2])
            var host = MoneyHost(field, value: empty == .zero ? 0 : nil, currency: start, sync: sync)
            for step in 0..<40 {
                switch random.next() % 7 {
                case 0, 1:
                    let key = AmountKey.keys(typing: "0123456789.<!")[Int(random.next() % 13)]
                    host.person { $0.perform(.key(key), origin: .person) }
                case 2:
                    let text = texts[Int(random.next() % UInt64(texts.count))]
                    host.person { $0.edit(text) }
                case 3:
                    let value = values[Int(random.next() % UInt64(values.count))]
                    host.app(value: empty == .zero ? (value ?? 0) : value, currency: host.currency)
                case 4:
                    host.app(value: host.value, currency: currencies[Int(random.next() % UInt64(currencies.count))])
                default:
                    let value = values[Int(random.next() % UInt64(values.count))]
                    host.app(value: empty == .zero ? (value ?? 0) : value, currency: currencies[Int(random.next() % UInt64(currencies.count))])
                }
                let entry = host.state.entry
                let model = "\(String(describing: host.value)) \(host.currency.code)"
                if let conflict = host.conflict {
                    conflicts += 1
                    #expect(entry.rejection != nil, "round \(round) step \(step): \(model) differs from \(entry.input.display) silently")
                    #expect(conflict.value == host.value && conflict.currency == host.currency)
                } else {
                    #expect(sync.holds(host.value, for: entry.input) && entry.currency == host.currency,
                            "round \(round) step \(step): no conflict, but \(model) vs \(entry.input.display) \(entry.currency.code)")
                }
                if empty == .zero { #expect(host.value != nil) }
            }
        }
        #expect(conflicts > 0)  // the sequences do reach a conflict
    }
}

import Foundation
import Testing
@testable import TallyCore

@Suite("Expressions in the amount: exact, or refused")
struct AmountExpressionTests {
    let enUS = Locale(identifier: "en_US")

    func input(_ currency: Currency = .usd, locale: String = "en_US", maximum: Decimal? = nil, minimum: Decimal? = nil,
               allowsNegative: Bool = false) -> AmountInput {
        AmountInput(currency: currency, locale: Locale(identifier: locale), maximumValue: maximum, minimumValue: minimum,
                    allowsNegative: allowsNegative, allowsExpressions: true)
    }

    /// Types `text` (the CLI's key notation) and returns the first refusal.
    @discardableResult
    func type(_ text: String, into input: inout AmountInput) -> AmountInputRejection? {
        var first: AmountInputRejection?
        for key in AmountKey.keys(typing: text, symbols: input.symbols) {
            if let refused = input.apply(key), first == nil { first = refused }
        }
        return first
    }

    @Test("12.40 + 7.60 shows the expression and its running total; = collapses it to 20.00")
    func addsUp() throws {
        var amount = input()
        #expect(type("12.40+7.6", into: &amount) == nil)
        #expect(amount.isExpression && amount.display == "12.40 + 7.6" && amount.totalDisplay == "20.00" && amount.value == 20)
        type("0", into: &amount)
        #expect(amount.display == "12.40 + 7.60" && amount.value == 20)
        #expect(amount.apply(.equals) == nil)
        #expect(!amount.isExpression && amount.display == "20.00" && amount.totalDisplay == nil && amount.value == 20)
        // Typing goes on from the total, under the currency's limits.
        #expect(amount.apply(.digit(1)) == .tooManyDecimals(allowed: 2))
    }

    @Test("× and ÷ bind before + and −, left to right otherwise", arguments: [
        ("2+3×4", Decimal(14)), ("10-4÷2", 8), ("100÷4÷5", 5), ("2×3+4×5", 26), ("20-5-3", 12), ("1.5×4-2.25", Decimal(string: "3.75")!),
    ])
    func precedence(_ keys: String, _ expected: Decimal) {
        var amount = input()
        #expect(type(keys, into: &amount) == nil, "\(keys)")
        #expect(amount.value == expected, "\(keys)")
    }

    @Test("10 ÷ 3 in CHF and 0.5 × 0.01 in dollars are refused with the exact result, never rounded")
    func inexact() throws {
        var francs = input(.chf)
        type("10÷", into: &francs)
        let before = francs
        #expect(francs.apply(.digit(3)) == .inexactResult(result: "3.333333…", allowed: 2))
        #expect(francs == before && francs.value == 10)
        #expect(AmountInputRejection.inexactResult(result: "3.333333…", allowed: 2).message(locale: enUS)
            == "The result is 3.333333…: this currency allows 2 decimal places")
        // 10 ÷ 4 is exact.
        #expect(francs.apply(.digit(4)) == nil && francs.value == Decimal(string: "2.5")!)

        var dollars = input()
        type("0.5×0.0", into: &dollars)
        #expect(dollars.apply(.digit(1)) == .inexactResult(result: "0.005", allowed: 2))
        #expect(dollars.display == "0.5 × 0.0" && dollars.value == 0)

        var yen = input(.jpy)
        type("7÷", into: &yen)
        #expect(yen.apply(.digit(2)) == .inexactResult(result: "3.5", allowed: 0))
        #expect(AmountInputRejection.inexactResult(result: "3,5", allowed: 0).message(locale: Locale(identifier: "ru_RU"))
            == "Результат — 3,5, а в этой валюте 0 знаков после запятой")
    }

    @Test("a divisor still zero does not count yet; ending or going on with it is refused as a division by zero")
    func divisionByZero() {
        var amount = input()
        type("10÷0", into: &amount)
        #expect(amount.display == "10 ÷ 0" && amount.value == 10 && amount.totalDisplay == "10")
        let before = amount
        #expect(amount.apply(.equals) == .divisionByZero && amount == before)
        #expect(amount.apply(.operation(.add)) == .divisionByZero && amount == before)
        #expect(amount.collapseExpression() == .divisionByZero && amount == before)
        type(".5", into: &amount)
        #expect(amount.display == "10 ÷ 0.5" && amount.value == 20 && amount.totalDisplay == "20.00")
        #expect(AmountInputRejection.divisionByZero.message(locale: Locale(identifier: "de_DE")) == "Division durch null ist nicht möglich")
        var pasted = input()
        #expect(pasted.paste("10÷0") == .divisionByZero && pasted.isEmpty)
        #expect(pasted.paste("10÷0+5") == .divisionByZero && pasted.isEmpty)
    }

    @Test("a total over the maximum, below the minimum, or negative where negatives are not allowed is refused")
    func limits() {
        var capped = input(maximum: 100)
        type("60+5", into: &capped)
        #expect(capped.value == 65)
        #expect(capped.apply(.digit(0)) == .tooLarge && capped.value == 65)
        var floored = input(minimum: 10)
        type("20-1", into: &floored)
        #expect(floored.value == 19)
        #expect(floored.apply(.digit(5)) == .tooSmall && floored.value == 19)
        var unsigned = input()
        type("5-", into: &unsigned)
        #expect(unsigned.apply(.digit(8)) == .negative && unsigned.display == "5 −")
        #expect(AmountInputRejection.negative.message(locale: enUS) == "An amount cannot be negative")
        var long = input()
        type("999999999999+", into: &long)
        #expect(long.apply(.digit(1)) == .tooLarge && long.value == 999_999_999_999)
    }

    @Test("a leading minus is a sign where negatives are allowed, and subtraction from zero everywhere else")
    func leadingMinus() {
        var signed = input(allowsNegative: true)
        #expect(type("-5+3", into: &signed) == nil)
        #expect(signed.display == "-5 + 3" && signed.value == -2 && signed.isNegative && signed.totalDisplay == "-2")
        var unsigned = input()
        #expect(unsigned.apply(.operation(.subtract)) == nil && unsigned.display == "0 −" && unsigned.value == 0)
        #expect(unsigned.apply(.digit(3)) == .negative)
        #expect(unsigned.apply(.backspace) == nil && unsigned.display == "0" && !unsigned.isExpression)
    }

    @Test("backspace deletes operators as it deletes digits; a second operator replaces the first")
    func backspaceAndReplace() {
        var amount = input()
        type("12+3", into: &amount)
        let steps = (0..<4).map { _ -> String in
            amount.apply(.backspace)
            return amount.display
        }
        #expect(steps == ["12 +", "12", "1", "0"])
        #expect(amount.isEmpty)
        type("12+×", into: &amount)
        #expect(amount.display == "12 ×")
        type("3", into: &amount)
        #expect(amount.value == 36)
        #expect(amount.apply(.clear) == nil && amount.isEmpty && !amount.isExpression)
    }

    @Test("pasted expressions: each operand by the amount's rule, all or nothing")
    func pasted() {
        var amount = input()
        #expect(amount.paste("12.40+7.60") == nil && amount.display == "12.40 + 7.60" && amount.value == 20)
        var other = input()
        #expect(other.paste("€5+3") == .otherCurrency(seen: "€", currency: "USD") && other.isEmpty)
        #expect(other.paste("1.2K+3") == .compactAmount(text: "1.2K") && other.isEmpty)
        #expect(other.paste("12+3=") == nil && other.display == "15" && !other.isExpression)
        #expect(other.paste("5++3") != nil && other.display == "15")
        var german = input(.eur, locale: "de_DE")
        #expect(german.paste("1.234,5 + 0,5") == nil && german.display == "1.234,5 + 0,5" && german.totalDisplay == "1.235,00")
        var francs = input(.chf)
        #expect(francs.paste("7÷35") == nil && francs.value == Decimal(string: "0.2")!)
        // Deleting the 5 would leave 7 ÷ 3, which is no amount: the divisor goes whole.
        francs.apply(.backspace)
        #expect(francs.display == "7 ÷" && francs.value == 7)
        // Without arithmetic an expression is not an amount.
        var plain = AmountInput(currency: .usd, locale: enUS)
        #expect(plain.paste("12+3") != nil && plain.isEmpty)
    }

    @Test("hardware keys: + - * / × ÷ are operators and = ends the expression")
    func keyboard() {
        let amount = input()
        for (character, key) in [("+", AmountKey.operation(.add)), ("-", .operation(.subtract)), ("*", .operation(.multiply)),
                                 ("/", .operation(.divide)), ("×", .operation(.multiply)), ("÷", .operation(.divide)), ("=", .equals)] {
            #expect(AmountKeyboard.response(to: .insertText(character), input: amount) == .perform(.key(key)), "\(character)")
        }
        #expect(AmountKey.key(typing: "x", symbols: amount.symbols) == .separator("x"), "a letter x is not a multiplication")
    }

    @Test("a currency change keeps the expression only when every operand and the total fit the new currency")
    func currencyChange() throws {
        var amount = input()
        type("10÷4", into: &amount)
        #expect(amount.changingCurrency(to: .jpy) == .failure(.currencyCannotHoldDecimals(currency: "JPY", allowed: 0)))
        var whole = input()
        type("120÷4", into: &whole)
        let yen = try whole.changingCurrency(to: .jpy).get()
        #expect(yen.display == "120 ÷ 4" && yen.value == 30 && yen.currency == .jpy)
    }

    @Test("VoiceOver reads the expression and its total, in the locale's language")
    func spoken() {
        var amount = input()
        type("12.40+7.60", into: &amount)
        #expect(amount.accessibilityValue(locale: enUS) == "12.40 plus 7.60 equals $20.00")
        var roubles = input(.rub, locale: "ru_RU")
        type("100×3", into: &roubles)
        let reading = roubles.accessibilityValue(locale: Locale(identifier: "ru_RU"))
        #expect(reading.hasPrefix("100 умножить на 3 равно 300,00"), "\(reading)")
        // An operator with nothing after it yet is read with a pause before the total.
        var pending = input(.jpy, locale: "ja_JP")
        type("100÷", into: &pending)
        #expect(pending.accessibilityValue(locale: Locale(identifier: "en_US")) == "100 divided by, equals ¥100")
    }

    @Test("the roll direction follows the total")
    func direction() {
        var amount = input()
        type("10+5", into: &amount)
        #expect(!amount.lastChangeCountsDown)
        type("<", into: &amount)
        #expect(amount.lastChangeCountsDown && amount.value == 10)
        type("-3", into: &amount)
        #expect(amount.lastChangeCountsDown && amount.value == 7)
    }

    @Test("the keypad of an amount with arithmetic has the operator row and =, in phone or calculator order, read in four languages")
    func keypad() {
        let phone = AmountKeypadState(entry: AmountEntry(input: input()))
        let labels = phone.rows(locale: enUS).map { $0.map { $0?.label ?? "_" } }
        #expect(labels == [["+", "−", "×", "÷"], ["1", "2", "3", "_"], ["4", "5", "6", "_"], ["7", "8", "9", "_"], [".", "0", "", "="]])
        let calculator = AmountKeypadState(entry: AmountEntry(input: input(allowsNegative: true)), order: .calculator)
        let rows = calculator.rows(locale: enUS).map { $0.map { $0?.label ?? "_" } }
        #expect(rows[1] == ["7", "8", "9", "±"] && rows[3] == ["1", "2", "3", "_"])
        let spoken = ["en_US": ["Plus", "Minus", "Multiply", "Divide"], "ru_RU": ["Плюс", "Минус", "Умножить", "Разделить"],
                      "fr_FR": ["Plus", "Moins", "Multiplier", "Diviser"], "de_DE": ["Plus", "Minus", "Mal", "Geteilt durch"]]
        for (identifier, words) in spoken {
            #expect(phone.rows(locale: Locale(identifier: identifier))[0].map { $0?.accessibilityLabel } == words, "\(identifier)")
        }
        #expect(phone.keys(locale: enUS).last?.accessibilityLabel == "Equals")
        // Without arithmetic the keypad is as it was: four rows of three.
        let plain = AmountKeypadState(entry: AmountEntry(input: AmountInput(currency: .usd, locale: enUS)))
        #expect(plain.rows(locale: enUS).map(\.count) == [3, 3, 3, 3] && !plain.showsOperators)
        // A press of × goes to the amount like any key.
        var pressing = AmountKeypadState(entry: AmountEntry(input: input()))
        for label in ["1", "2", "×", "3", "="] {
            if let key = pressing.keys(locale: enUS).first(where: { $0.label == label }) { pressing.press(key) }
        }
        #expect(pressing.entry.input.display == "36" && pressing.entry.input.value == 36)
    }

    @Test("the view's state shows the running total, copies it, and collapses the expression when the amount loses focus")
    func viewState() {
        var state = AmountInputViewState(currency: .usd, locale: enUS, allowsExpressions: true, isFocused: true)
        state.entry.perform(.paste("12.40+7.60"))
        #expect(state.display == "12.40 + 7.60" && state.totalText == "= 20.00" && state.copiedText == "20.00")
        #expect(state.accessibility(locale: enUS).value == "12.40 plus 7.60 equals $20.00")
        state.isFocused = false
        #expect(state.display == "20.00" && state.totalText == nil && !state.entry.input.isExpression)
        state.isFocused = true
        state.entry.perform(.keys(AmountKey.keys(typing: "÷0")))
        state.isFocused = false
        #expect(state.entry.rejection == .divisionByZero && state.display == "20.00 ÷ 0" && state.entry.input.value == 20)
    }
}

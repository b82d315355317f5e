import Foundation
import TallyCore
import Testing

private let enUS = Locale(identifier: "en_US")
private let deCH = Locale(identifier: "de_CH")
private let ruRU = Locale(identifier: "ru_RU")

private func signed(_ currency: Currency = .usd, _ locale: Locale = enUS, maximum: Decimal? = nil, minimum: Decimal? = nil) -> AmountInput {
    AmountInput(currency: currency, locale: locale, maximumValue: maximum, minimumValue: minimum, allowsNegative: true)
}

private func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
}

/// Types `keys` as `tally amount type` reads them (`±` the sign key, `<` backspace, `!` clear)
/// and returns the rejections.
@discardableResult
private func type(_ keys: String, into input: inout AmountInput) -> [AmountInputRejection] {
    AmountKey.keys(typing: keys, symbols: input.symbols).compactMap { input.apply($0) }
}

@Suite("Signed entry: unsigned by default")
struct UnsignedByDefaultTests {
    @Test("an input allows no sign and no minimum unless asked")
    func defaults() {
        let input = AmountInput(currency: .usd, locale: enUS)
        #expect(!input.allowsNegative && input.minimumValue == nil && !input.isNegative)
    }

    @Test("the sign key and a typed minus are refused with their reason and change nothing")
    func toggleRefused() {
        var input = AmountInput(currency: .usd, locale: enUS)
        type("12.5", into: &input)
        let before = input
        #expect(input.apply(.toggleSign) == .signNotAllowed)
        #expect(input == before && input.display == "12.5")
        var entry = AmountEntry(input: before)
        // A typed minus is the minus operator, which is the sign key for an amount without arithmetic.
        #expect(entry.handle(.insertText("-")) == .perform(.key(.operation(.subtract))))
        #expect(entry.input == before && entry.rejection == .signNotAllowed && entry.refusalCount == 1)
        #expect(AmountInputRejection.signNotAllowed.message(locale: enUS) == "This amount cannot be negative")
    }

    @Test("negative text is refused with the sign it holds, never made positive, never taken for another currency", arguments: [
        ("-12", "-"), ("−12", "−"), ("(12.50)", "("), ("-$12.50", "-"), ("12.50-", "-"),
    ])
    func negativeTextRefused(text: String, sign: String) {
        var input = AmountInput(currency: .usd, locale: enUS)
        type("7", into: &input)
        #expect(input.paste(text) == .sign(sign))
        #expect(input.value == 7)
        #expect(input.replace(withText: text) == .sign(sign))
        #expect(input.value == 7)
    }

    @Test("a negative value or quick amount is refused as negative")
    func negativeValueRefused() {
        var input = AmountInput(currency: .usd, locale: enUS)
        #expect(input.replace(with: -3) == .negative && input.isEmpty)
        var entry = AmountEntry(input: input)
        #expect(entry.perform(.quickAmount(-10)) == .negative && entry.input.isEmpty)
        #expect(entry.perform(.digits(integer: "-5", fraction: nil)) == .signNotAllowed && entry.input.isEmpty)
    }

    @Test("a negative minimum means nothing to an unsigned amount: it is raised to zero")
    func negativeMinimumRaised() {
        var input = AmountInput(currency: .usd, locale: enUS, minimumValue: -50)
        #expect(input.minimumValue == 0)
        #expect(input.replace(with: 0) == nil && input.value == 0)
        #expect(AmountInput(currency: .usd, locale: enUS, minimumValue: 5).minimumValue == 5)
        #expect(signed(minimum: -50).minimumValue == -50)
    }

    @Test("the keypad has no sign key")
    func keypadWithoutSign() {
        let keypad = AmountKeypadState(input: AmountInput(currency: .usd, locale: enUS))
        #expect(!keypad.showsSignKey)
        #expect(!keypad.keys(locale: enUS).contains { $0.key == .toggleSign })
        #expect(keypad.rows(locale: enUS).allSatisfy { $0.count == 3 })
    }
}

@Suite("Signed entry: the sign key")
struct SignKeyTests {
    @Test("a minus first is a pending minus: shown alone, no amount yet, then the digits follow it")
    func pendingMinus() {
        var input = signed()
        #expect(input.apply(.toggleSign) == nil)
        #expect(input.display == "-" && input.isEmpty && input.isNegative && input.hasPendingMinus && input.value == 0)
        type("12.5", into: &input)
        #expect(input.display == "-12.5" && input.value == decimal("-12.5") && !input.isEmpty && !input.hasPendingMinus)
    }

    @Test("the sign key toggles at any point of typing and keeps the digits")
    func toggleAnywhere() {
        var input = signed()
        type("1234", into: &input)
        type("±", into: &input)
        #expect(input.display == "-1,234" && input.value == -1234)
        type(".5", into: &input)
        #expect(input.display == "-1,234.5")
        type("±", into: &input)
        #expect(input.display == "1,234.5" && input.value == decimal("1234.5") && !input.isNegative)
    }

    @Test("the display writes the locale's minus sign")
    func localeMinus() {
        let symbols = NumberSymbols(decimalSeparator: ".", groupingSeparator: ",", minusSign: "\u{2212}")
        var input = AmountInput(currency: .usd, symbols: symbols, allowsNegative: true)
        type("±12", into: &input)
        #expect(input.display == "\u{2212}12" && input.value == -12)
        var ru = signed(.rub, ruRU)
        type("±1234,5", into: &ru)
        #expect(ru.display == ru.symbols.minusSign + "1" + ru.symbols.groupingSeparator + "234,5")
    }

    @Test("backspace walks back to the pending minus and then removes it; clear removes the sign too")
    func deleting() {
        var input = signed()
        type("±5.", into: &input)
        var shown: [String] = []
        for _ in 0..<4 {
            input.apply(.backspace)
            shown.append(input.display)
        }
        #expect(shown == ["-5", "-", "0", "0"])
        #expect(!input.isNegative && input.isEmpty)
        type("±7", into: &input)
        input.apply(.clear)
        #expect(input.isEmpty && !input.isNegative && input.display == "0")
    }

    @Test("only zeros after the minus: the value is zero, the minus stays as typed")
    func negativeZero() {
        var input = signed()
        type("±0.0", into: &input)
        #expect(input.display == "-0.0" && input.value == 0 && input.isNegative)
        type("5", into: &input)
        #expect(input.value == decimal("-0.05"))
    }

    @Test("the roll direction follows the value: a minus on 5 counts down, off it counts up")
    func rollDirection() {
        var input = signed()
        type("5", into: &input)
        type("±", into: &input)
        #expect(input.lastChangeCountsDown)
        type("±", into: &input)
        #expect(!input.lastChangeCountsDown)
        type("±3", into: &input)  // -53: a digit makes a negative amount smaller
        #expect(input.value == -53 && input.lastChangeCountsDown)
        type("<", into: &input)  // -5: larger
        #expect(input.value == -5 && !input.lastChangeCountsDown)
        #expect(AmountInput.countsDown(from: 5, to: -5) && !AmountInput.countsDown(from: -5, to: 5))
    }

    @Test("'-', '−' and the full-width minus are the minus operator, the sign key without arithmetic; '±' is the sign key")
    func keyboardMinus() {
        let input = signed()
        for character in ["-", "\u{2212}", "\u{FF0D}"] {
            #expect(AmountKeyboard.response(to: .insertText(character), input: input) == .perform(.key(.operation(.subtract))), "\(character)")
            #expect(AmountKey.keys(typing: character, symbols: input.symbols) == [.operation(.subtract)])
            var typed = input
            typed.apply(.digit(4))
            #expect(typed.apply(.operation(.subtract)) == nil && typed.value == -4, "without arithmetic a minus is the sign")
        }
        #expect(AmountKeyboard.response(to: .insertText("±"), input: input) == .perform(.key(.toggleSign)))
        #expect(AmountKey.keys(typing: "±", symbols: input.symbols) == [.toggleSign])
        // Several characters at once are a text, read by the rule.
        #expect(AmountKeyboard.response(to: .insertText("-12"), input: input) == .perform(.paste("-12")))
        var entry = AmountEntry(input: input)
        entry.handle(.insertText("-"))
        entry.handle(.insertText("4"))
        #expect(entry.input.value == -4 && entry.rejection == nil)
    }

    @Test("a currency change keeps the sign and the limits")
    func currencyChange() throws {
        var input = signed(minimum: -100)
        type("±12.5", into: &input)
        let euros = try AmountEntry.outcome(of: .changeCurrency(.eur), on: input).get()
        #expect(euros.value == decimal("-12.5") && euros.isNegative && euros.allowsNegative && euros.minimumValue == -100)
        let pending = try AmountEntry.outcome(of: .changeCurrency(.jpy), on: signed().applying(.toggleSign)).get()
        #expect(pending.hasPendingMinus && pending.currency == .jpy)
    }
}

private extension AmountInput {
    func applying(_ key: AmountKey) -> AmountInput {
        var copy = self
        copy.apply(key)
        return copy
    }
}

@Suite("Signed entry: the minimum and the maximum")
struct SignedLimitTests {
    @Test("a key never takes the amount further below the minimum; the amount stays as it was")
    func minimumRefusesKeys() {
        var input = signed(minimum: -100)
        #expect(type("±100", into: &input).isEmpty)
        #expect(input.value == -100)
        #expect(input.apply(.digit(0)) == .tooSmall)
        #expect(input.value == -100 && input.display == "-100")
        #expect(input.apply(.separator(".")) == nil)
        #expect(input.apply(.digit(5)) == .tooSmall && input.display == "-100.")
        #expect(AmountInputRejection.tooSmall.message(locale: enUS) == "The amount is too small")
    }

    @Test("the sign key is refused when the other sign breaks a limit")
    func toggleAgainstLimits() {
        var input = signed(minimum: -20)
        type("50", into: &input)
        #expect(input.apply(.toggleSign) == .tooSmall && input.value == 50)
        var capped = signed(maximum: 20)
        type("±50", into: &capped)
        #expect(capped.value == -50)
        #expect(capped.apply(.toggleSign) == .tooLarge && capped.value == -50)
    }

    @Test("the amounts passed through on the way to an allowed one can be typed; deleting is never refused")
    func onTheWay() {
        // A positive minimum: 1 on the way to 15.
        var atLeastTen = AmountInput(currency: .usd, locale: enUS, minimumValue: 10)
        #expect(type("15", into: &atLeastTen).isEmpty && atLeastTen.value == 15)
        #expect(atLeastTen.apply(.backspace) == nil && atLeastTen.value == 1)
        // A negative maximum: -1 on the way to -15.
        var refundsOnly = signed(maximum: -10)
        #expect(type("±15", into: &refundsOnly).isEmpty && refundsOnly.value == -15)
        #expect(refundsOnly.apply(.digit(5)) == nil && refundsOnly.value == -155)
        // Positive digits above a negative maximum are refused as they rise.
        var positive = signed(maximum: -10)
        #expect(positive.apply(.digit(5)) == .tooLarge && positive.isEmpty)
    }

    @Test("a whole amount outside the limits is refused: a paste, a text, a value, a quick amount", arguments: [
        AmountAction.paste("-150"), .text("-150"), .setValue(-150), .quickAmount(-150), .digits(integer: "-150", fraction: nil),
    ])
    func wholeAmounts(action: AmountAction) {
        var entry = AmountEntry(input: signed(minimum: -100))
        entry.perform(.key(.digit(7)))
        #expect(entry.perform(action) == .tooSmall)
        #expect(entry.input.value == 7)
    }

    @Test("a positive minimum refuses smaller whole amounts, unsigned too")
    func positiveMinimum() {
        var input = AmountInput(currency: .usd, locale: enUS, minimumValue: 5)
        #expect(input.paste("4.99") == .tooSmall && input.isEmpty)
        #expect(input.replace(with: decimal("4.99")) == .tooSmall)
        #expect(input.paste("5") == nil && input.value == 5)
        #expect(QuickAmountBarState(quickAmounts: QuickAmounts([1, 10]), entry: AmountEntry(input: AmountInput(currency: .usd, locale: enUS, minimumValue: 5)))
            .chips(locale: enUS).map(\.isEnabled) == [false, true])
    }

    @Test("no amount is never below a limit: a pending minus is taken whatever the limits")
    func pendingMinusIsNoAmount() {
        var input = signed(maximum: -10, minimum: -100)
        #expect(input.apply(.toggleSign) == nil && input.hasPendingMinus)
        #expect(input.replace(withText: "-") == nil && input.hasPendingMinus)
    }
}

@Suite("Signed entry: negative text")
struct NegativeTextTests {
    @Test("a minus before it all, in any of the platform's forms, in en_US", arguments: [
        ("-12.50", "-12.50"), ("\u{2212}12.50", "-12.50"), ("-$12.50", "-12.50"), (" -1,234.5 ", "-1234.5"), ("-12 USD", "-12"),
        ("($12.50)", "-12.50"), ("(12.50)", "-12.50"), ("(1,234.50 USD)", "-1234.50"), ("-0.5", "-0.5"),
    ])
    func accepted(text: String, value: String) {
        var input = signed()
        #expect(input.paste(text) == nil, "\(text)")
        #expect(input.value == decimal(value) && input.isNegative, "\(text)")
        #expect(input.display.hasPrefix(input.symbols.minusSign))
    }

    @Test("the locale's negative currency format: the minus after the symbol where the locale writes it there")
    func negativePattern() {
        let formatter = AmountFormatter.cached(locale: deCH, currency: .chf, style: .currency)
        let written = formatter.string(decimal("-1234.5"))
        #expect(written == formatter.negativePrefix + "1’234.50" + formatter.negativeSuffix)
        var input = signed(.chf, deCH)
        #expect(input.paste(written) == nil && input.value == decimal("-1234.50"), "\(written)")
        #expect(input.paste("-CHF 12") == nil && input.value == -12)
        // Where the locale writes the minus before the symbol, after it is no amount.
        var dollars = signed()
        #expect(dollars.paste("$-12.50") == .notANumber(text: "$-12.50") && dollars.isEmpty)
    }

    @Test("refused where the locale writes no sign, with two signs, or with another currency", arguments: [
        ("12.50-", AmountInputRejection.notANumber(text: "12.50-")), ("--12", .notANumber(text: "--12")), ("(-12)", .notANumber(text: "(-12)")),
        ("+12", .notANumber(text: "+12")), ("-€12", .otherCurrency(seen: "€", currency: "USD")), ("-1.2K", .compactAmount(text: "1.2K")),
        ("-12.345", .tooManyDecimals(allowed: 2)), ("-", .notANumber(text: "-")),
    ])
    func refused(text: String, reason: AmountInputRejection) {
        var input = signed()
        type("7", into: &input)
        #expect(input.paste(text) == reason, "\(text)")
        #expect(input.value == 7)
    }

    @Test("a text field's text: a minus alone is a pending minus, a minus before a separator reads -0.")
    func fieldText() {
        var input = signed()
        #expect(input.replace(withText: "-") == nil && input.hasPendingMinus)
        #expect(input.replace(withText: "-.5") == nil && input.value == decimal("-0.5") && input.display == "-0.5")
        #expect(input.replace(withText: "") == nil && input.isEmpty && !input.isNegative)
    }

    @Test("AmountText reads the sign for the input it is given")
    func parsed() throws {
        let parsed = try AmountText.read("-12.5", for: signed()).get()
        #expect(parsed.integer == "12" && parsed.fraction == "5" && parsed.isNegative)
        #expect(throws: AmountInputRejection.sign("-")) { try AmountText.read("-12.5", for: AmountInput(currency: .usd, locale: enUS)).get() }
    }
}

@Suite("Signed entry: what is shown and read")
struct SignedReadingTests {
    @Test("VoiceOver reads the currency formatter's negative text; a pending minus is read as the word")
    func accessibilityValue() {
        var input = signed()
        type("±12.5", into: &input)
        #expect(input.accessibilityValue(locale: enUS) == "-$12.50")
        var swiss = signed(.chf, deCH)
        type("±1234.5", into: &swiss)
        #expect(swiss.accessibilityValue(locale: deCH) == AmountFormatter.cached(locale: deCH, currency: .chf, style: .currency).string(decimal("-1234.5")))
        var zero = signed()
        type("±0.", into: &zero)
        #expect(zero.accessibilityValue(locale: enUS) == "-$0.00")
        let pending = signed().applying(.toggleSign)
        #expect(pending.accessibilityValue(locale: enUS) == "Minus")
        #expect(signed(.rub, ruRU).applying(.toggleSign).accessibilityValue(locale: ruRU) == "Минус")
        // "Empty" is for no amount and no sign.
        #expect(AmountInput.SpokenValue(locale: enUS, emptyText: "Empty").format(pending) == "Minus")
        #expect(AmountInput.SpokenValue(locale: enUS, emptyText: "Empty").format(signed()) == "Empty")
        // The views read it in their language, whatever the locale.
        var hero = AmountInputViewState(currency: .usd, locale: enUS, allowsNegative: true)
        hero.entry.perform(.key(.toggleSign))
        #expect(hero.accessibility(locale: enUS, language: TallyLanguage("fr")).value == "Moins")
        #expect(hero.accessibility(locale: enUS).value == "Minus")
        var field = CurrencyFieldState(currency: .usd, locale: enUS, allowsNegative: true)
        #expect(field.accessibility(locale: enUS, language: TallyLanguage("de")).value == "Leer")
        field.perform(.key(.toggleSign))
        #expect(field.accessibility(locale: enUS, language: TallyLanguage("ru")).value == "Минус")
        let animated = AnimatedAmountInputState(input: pending)
        #expect(animated.accessibility(locale: enUS, language: TallyLanguage("de")).value == "Minus")
        field.perform(.key(.digit(3)))
        #expect(field.accessibility(locale: enUS, language: TallyLanguage("ru")).value == "-$3.00")
    }

    @Test("the new texts are in every language", arguments: [
        ("en", "The amount is too small", "This amount cannot be negative", "Change sign", "Minus"),
        ("ru", "Слишком маленькая сумма", "Эта сумма не может быть отрицательной", "Сменить знак", "Минус"),
        ("fr", "Montant trop faible", "Ce montant ne peut pas être négatif", "Changer de signe", "Moins"),
        ("de", "Der Betrag ist zu klein", "Dieser Betrag kann nicht negativ sein", "Vorzeichen ändern", "Minus"),
    ])
    func strings(identifier: String, tooSmall: String, signNotAllowed: String, changeSign: String, minus: String) {
        let language = TallyLanguage(identifier)
        #expect(AmountInputRejection.tooSmall.message(locale: enUS, language: language) == tooSmall)
        #expect(AmountInputRejection.signNotAllowed.message(locale: enUS, language: language) == signNotAllowed)
        let keypad = AmountKeypadState(input: signed())
        #expect(keypad.keys(locale: enUS, language: language).first { $0.key == .toggleSign }?.accessibilityLabel == changeSign)
        #expect(signed().applying(.toggleSign).accessibilityValue(locale: Locale(identifier: identifier)) == minus)
    }

    @Test("the keypad of a signed amount has the ± key, read as Change sign, at the end of the first row")
    func keypad() {
        var keypad = AmountKeypadState(input: signed())
        #expect(keypad.showsSignKey)
        let rows = keypad.rows(locale: enUS)
        #expect(rows.allSatisfy { $0.count == 4 })
        #expect(rows[0][3]?.key == .toggleSign && rows[0][3]?.label == "±" && rows[0][3]?.accessibilityLabel == "Change sign")
        #expect(rows.dropFirst().allSatisfy { $0[3] == nil })
        #expect(keypad.keys(locale: Locale(identifier: "fr_FR")).first { $0.key == .toggleSign }?.accessibilityLabel == "Changer de signe")
        guard let sign = rows[0][3] else { return }
        #expect(keypad.press(sign) == .taken && keypad.entry.input.hasPendingMinus)
        var unsigned = AmountKeypadState(input: AmountInput(currency: .usd, locale: enUS))
        #expect(unsigned.press(sign) == .refused(.signNotAllowed))
    }
}

@Suite("Signed entry: the states")
struct SignedStateTests {
    @Test("the states pass the sign and the minimum to their amount")
    func initializers() {
        let hero = AmountInputViewState(currency: .usd, locale: enUS, minimumValue: -10, allowsNegative: true)
        #expect(hero.input.allowsNegative && hero.input.minimumValue == -10)
        let field = CurrencyFieldState(currency: .usd, locale: enUS, minimumValue: 1, allowsNegative: true)
        #expect(field.input.allowsNegative && field.input.minimumValue == 1)
        let sheet = AddTransactionSheetState(currency: .usd, locale: enUS, minimumValue: -5, allowsNegative: true, today: Date(timeIntervalSince1970: 0))
        #expect(sheet.amount.allowsNegative && sheet.amount.minimumValue == -5)
        let plain = AddTransactionSheetState(currency: .usd, locale: enUS, today: Date(timeIntervalSince1970: 0))
        #expect(!plain.amount.allowsNegative && plain.amount.minimumValue == nil)
        let animated = AnimatedAmountInputState(input: signed())
        #expect(animated.input.allowsNegative)
    }

    @Test("a text field: a minus typed, typed over, deleted")
    func currencyField() {
        var field = CurrencyFieldState(currency: .usd, locale: enUS, allowsNegative: true, isFocused: true)
        #expect(field.edit("-") == nil && field.text == "-" && field.input.hasPendingMinus && field.caret == 1)
        #expect(field.edit("-1234") == nil && field.text == "-1,234" && field.input.value == -1234 && field.caret == 6)
        // The minus deleted: the digits stay.
        #expect(field.edit(replacing: 0..<1, with: "") == nil && field.text == "1,234" && field.input.value == 1234 && field.caret == 0)
        // A minus typed inside the number toggles the sign; the caret stays after the digit it followed.
        #expect(field.edit(replacing: 2..<2, with: "-") == nil && field.text == "-1,234" && field.caret == 2)
        #expect(field.edit(replacing: 3..<3, with: "−") == nil && field.text == "1,234")
        // Every digit deleted, the minus kept: a pending minus.
        field.edit(replacing: 0..<0, with: "-")
        #expect(field.edit(replacing: 1..<6, with: "") == nil && field.text == "-" && field.input.hasPendingMinus)
        #expect(field.edit(replacing: 1..<1, with: "5") == nil && field.text == "-5" && field.input.value == -5)
        // A negative text replacing the whole text.
        #expect(field.edit(replacing: 0..<2, with: "(12.50)") == nil && field.text == "-12.50" && field.input.value == decimal("-12.5"))
        // Without focus the text is still the display, the minus included.
        field.setFocused(false)
        #expect(field.text == "-12.50")
    }

    @Test("a text field that allows no sign refuses a minus typed and keeps its text")
    func unsignedField() {
        var field = CurrencyFieldState(currency: .usd, locale: enUS, isFocused: true)
        field.edit("12")
        #expect(field.edit(replacing: 0..<0, with: "-") == .signNotAllowed && field.text == "12" && field.input.value == 12)
        #expect(field.edit(replacing: 0..<2, with: "-12") == .sign("-") && field.text == "12")
        #expect(field.errorText(locale: enUS) != nil)
    }

    @Test("the model's negative value is held, and written back after a person's minus")
    func valueSync() {
        var hero = AmountInputViewState(currency: .usd, locale: enUS, allowsNegative: true)
        let sync = AmountValueSync(empty: .none)
        #expect(sync.reseed(&hero, from: -42) == .reseeded && hero.display == "-42")
        let before = hero.input
        hero.entry.perform(.key(.toggleSign))
        #expect(sync.valueToWrite(after: before, hero.input, bound: -42) == .some(42))
        // A pending minus is no amount in the model.
        hero.entry.perform(.key(.clear))
        hero.entry.perform(.key(.toggleSign))
        #expect(sync.value(of: hero.input) == nil)
        var unsigned = AmountInputViewState(currency: .usd, locale: enUS)
        #expect(sync.reseed(&unsigned, from: -42) == .refused(.negative))
    }

    @Test("a sheet's negative preset sets the amount and moves focus on")
    func negativePreset() {
        var sheet = AddTransactionSheetState(currency: .usd, locale: enUS, allowsNegative: true, quickAmounts: QuickAmounts([-10, 20]),
                                             today: Date(timeIntervalSince1970: 0))
        let chips = sheet.quickAmountBar.chips(locale: enUS)
        #expect(chips.map(\.label) == ["-$10", "$20"] && chips.allSatisfy(\.isEnabled))
        sheet.tapQuickAmount(-10)
        #expect(sheet.amount.value == -10 && sheet.amountField.text == "-10" && sheet.focus == .description)
        var unsigned = AddTransactionSheetState(currency: .usd, locale: enUS, quickAmounts: QuickAmounts([-10, 20]), today: Date(timeIntervalSince1970: 0))
        #expect(unsigned.quickAmountBar.chips(locale: enUS).map(\.isEnabled) == [false, true])
        #expect(unsigned.tapQuickAmount(-10) == .refused(.negative) && unsigned.amount.isEmpty)
    }
}

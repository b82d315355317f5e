import Foundation
import TallyCore
import TallyFontMetrics
import Testing

private func input(_ locale: String, _ currency: Currency, maximumValue: Decimal? = nil) -> AmountInput {
    AmountInput(currency: currency, symbols: AmountFormatter.cached(locale: Locale(identifier: locale), currency: currency, style: .decimal).symbols,
                maximumValue: maximumValue)
}

/// Types `keys`: digits, `.` `,`, `<` backspace, `!` clear.
@discardableResult
private func type(_ keys: String, into amount: inout AmountInput) -> [AmountInputRejection] {
    var rejections: [AmountInputRejection] = []
    for key in keys {
        let result: AmountInputRejection?
        switch key {
        case "<": result = amount.apply(.backspace)
        case "!": result = amount.apply(.clear)
        case "0"..."9": result = amount.apply(.digit(key.wholeNumberValue ?? 0))
        default: result = amount.apply(.separator(key))
        }
        if let result { rejections.append(result) }
    }
    return rejections
}

@Suite("Amount input: typing")
struct AmountTypingTests {
    @Test("the integer part is grouped as the locale groups it; the fraction shows as typed")
    func display() {
        var ru = input("ru_RU", .rub)
        type("1234,5", into: &ru)
        let s = ru.symbols
        #expect(ru.display == "1" + s.groupingSeparator + "234" + s.decimalSeparator + "5")
        #expect(s.decimalSeparator == ",")
        #expect(ru.value == Decimal(string: "1234.5"))
        var ch = input("de_CH", .chf)
        type("1234.5", into: &ch)
        #expect(ch.symbols.groupingSeparator == "’" && ch.display == "1’234.5")
        var en = input("en_US", .usd)
        type("1234567.8", into: &en)
        #expect(en.display == "1,234,567.8")
    }

    @Test("calculator behaviour: leading zeros, a separator typed first, backspace one step at a time")
    func calculator() {
        var amount = input("en_US", .usd)
        #expect(amount.display == "0" && amount.isEmpty)
        type("005", into: &amount)
        #expect(amount.display == "5")
        amount.apply(.clear)
        type(".", into: &amount)
        #expect(amount.display == "0." && amount.value == 0)
        type("5", into: &amount)
        #expect(amount.display == "0.5")
        type("..", into: &amount)
        #expect(amount.display == "0.5")  // a second separator does nothing
        var steps: [String] = []
        for _ in 0..<4 { amount.apply(.backspace); steps.append(amount.display) }
        #expect(steps == ["0.", "0", "0", "0"])
        #expect(amount.isEmpty)
    }

    @Test("the other of . and , is a decimal separator only where the locale does not group with it")
    func otherSeparator() {
        var ru = input("ru_RU", .rub)
        type("12.5", into: &ru)
        #expect(ru.value == Decimal(string: "12.5"))
        var en = input("en_US", .usd)
        type("12,5", into: &en)  // ',' groups in en_US: ignored
        #expect(en.value == 125)
        var de = input("de_DE", .eur)
        type("12.5", into: &de)
        #expect(de.value == 125)
    }

    @Test("limits refuse the key and keep what was typed: decimals per currency, integer length, maximum value")
    func limits() {
        var chf = input("de_CH", .chf)
        let rejected = type("1.234", into: &chf)
        #expect(rejected == [.tooManyDecimals(allowed: 2)] && chf.display == "1.23")
        var jpy = input("ja_JP", .jpy)
        #expect(type("12.", into: &jpy) == [.tooManyDecimals(allowed: 0)] && jpy.display == "12")
        var kwd = input("ar_KW", .kwd)
        #expect(type("1.2345", into: &kwd) == [.tooManyDecimals(allowed: 3)] && kwd.value == Decimal(string: "1.234"))
        var long = input("en_US", .usd)
        #expect(type("1234567890123", into: &long) == [.tooLarge] && long.value == 123_456_789_012)
        var capped = input("en_US", .usd, maximumValue: 1000)
        #expect(type("10001", into: &capped) == [.tooLarge] && capped.value == 1000)
    }

    @Test("an input made for a locale types like one made with its symbols, and reads its value in any locale")
    func localeInitializer() {
        var made = AmountInput(currency: .usd, locale: Locale(identifier: "en_US"))
        var plain = input("en_US", .usd)
        type("1234.5", into: &made)
        type("1234.5", into: &plain)
        #expect(made == plain && made.hashValue == plain.hashValue)
        #expect(made.display == "1,234.5")
        // The kept formatter answers for its own locale; any other locale is looked up.
        #expect(made.accessibilityValue(locale: Locale(identifier: "en_US")) == "$1,234.50")
        #expect(made.accessibilityValue(locale: Locale(identifier: "de_DE"))
            == AmountFormatter.cached(locale: Locale(identifier: "de_DE"), currency: .usd, style: .currency).string(Decimal(string: "1234.5")!))
        #expect(made.accessibilityValue(locale: Locale(identifier: "de_DE")).hasSuffix("$"))
        var capped = AmountInput(currency: .jpy, locale: Locale(identifier: "ja_JP"), maximumIntegerDigits: 40, maximumValue: 500)
        #expect(capped.maximumIntegerDigits == 18)
        #expect(type("501", into: &capped) == [.tooLarge] && capped.value == 50)
    }

    @Test("rejections read in the user's language")
    func messages() {
        #expect(AmountInputRejection.tooManyDecimals(allowed: 0).message(locale: Locale(identifier: "ru_RU")) == "В этой валюте 0 знаков после запятой")
        #expect(AmountInputRejection.notANumber(text: "abc").message(locale: Locale(identifier: "de_DE")) == "„abc“ ist kein Betrag")
    }

    @Test("transition direction: counts down when the value falls")
    func direction() {
        #expect(AmountInput.countsDown(from: 12, to: 1))
        #expect(!AmountInput.countsDown(from: 1, to: 12))
        #expect(!AmountInput.countsDown(from: 5, to: 5))
    }

    @Test("random keystrokes never break a limit, and the display always reads back as the value", arguments: ["en_US", "ru_RU", "de_CH", "fr_FR", "ja_JP", "en_IN", "ar_EG"])
    func property(locale: String) {
        var generator = SplitMix64(state: locale.unicodeScalars.reduce(17) { $0 &* 31 &+ UInt64($1.value) })
        let keys: [AmountKey] = (0...9).map { .digit($0) } + [.separator("."), .separator(","), .backspace, .backspace, .clear]
        for currency in [Currency.usd, .jpy, .kwd, .chf] {
            var amount = input(locale, currency)
            for _ in 0..<2000 {
                let key = keys[Int(generator.next() % UInt64(keys.count))]
                let before = amount
                if amount.apply(key) != nil { #expect(amount == before) }
                #expect((amount.fractionDigits?.count ?? 0) <= currency.minorUnits)
                #expect(amount.integerDigits.count <= amount.maximumIntegerDigits)
                guard case .success(let parsed) = AmountText.read(amount.display, for: amount) else {
                    Issue.record("\(locale) \(currency): display \(amount.display) does not parse")
                    return
                }
                let text = parsed.integer + (parsed.fraction.map { "." + $0 } ?? "")
                #expect(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) == amount.value, "\(amount.display)")
            }
        }
    }
}

/// An empty amount in `currency` for a field in `locale`, which knows the locale's currency format.
private func field(_ locale: String, _ currency: Currency) -> AmountInput {
    AmountInput(currency: currency, locale: Locale(identifier: locale))
}

@Suite("Amount input: paste")
struct AmountPasteTests {
    /// Texts people and apps really produce, each in its field's own currency and locale.
    @Test("what people copy in the field's currency is read exactly", arguments: [
        ("de_CH", "CHF", "CHF 1’234.50", "1234.5", "50"), ("en_US", "USD", "$12.99", "12.99", "99"), ("de_DE", "EUR", "1.234,56", "1234.56", "56"),
        ("fr_FR", "EUR", "1\u{202F}234,56", "1234.56", "56"), ("ru_RU", "RUB", "1\u{00A0}234,56", "1234.56", "56"), ("ru_RU", "RUB", "1 234,56", "1234.56", "56"),
        ("fr_FR", "EUR", "1\u{2009}234,56 €", "1234.56", "56"), ("de_DE", "EUR", "12,5", "12.5", "5"), ("ar_EG", "EGP", "١٢٣٫٤٥", "123.45", "45"),
        ("en_IN", "INR", "₹12,34,567.89", "1234567.89", "89"), ("en_US", "USD", "1,234", "1234", nil), ("ru_RU", "KWD", "1,234", "1.234", "234"),
        ("en_US", "USD", "  42  ", "42", nil), ("de_CH", "CHF", "CHF 1'234.05", "1234.05", "05"), ("en_US", "USD", "0.50", "0.5", "50"),
        ("ru_RU", "RUB", "1\u{00A0}234,56 руб.", "1234.56", "56"), ("ru_RU", "RUB", "1 234,56 ₽", "1234.56", "56"), ("en_US", "USD", "US$ 12", "12", nil),
        ("de_CH", "CHF", "Fr. 12.50", "12.5", "50"), ("en_US", "EUR", "12 eur", "12", nil), ("pl_PL", "PLN", "12 zł", "12", nil), ("fr_FR", "EUR", "12 euros", "12", nil),
        ("en_US", "USD", "USD 12.50", "12.5", "50"), ("en_US", "USD", "12.50 USD", "12.5", "50"), ("en_US", "USD", "12 US dollars", "12", nil),
        ("de_DE", "EUR", "12,50 EUR", "12.5", "50"), ("de_DE", "EUR", "€ 12,50", "12.5", "50"), ("es_ES", "EUR", "1.234,56 €", "1234.56", "56"),
        ("es_ES", "EUR", "1234,56 €", "1234.56", "56"), ("en_150", "EUR", "1.234,50 €", "1234.5", "50"), ("ja_JP", "JPY", "¥1,234", "1234", nil),
        ("en_US", "USD", "1234567.89", "1234567.89", "89"), ("ru_RU", "RUB", "12,", "12", ""),
        ("de_AT", "EUR", "€ 1.234,56", "1234.56", "56"), ("pt_BR", "BRL", "R$ 1.234,56", "1234.56", "56"), ("en_GB", "GBP", "£1,234.56", "1234.56", "56"),
        ("en_CA", "CAD", "CA$1,234.56", "1234.56", "56"), ("fr_CA", "CAD", "1 234,56 $", "1234.56", "56"), ("sv_SE", "SEK", "1 234,56 kr", "1234.56", "56"),
        ("pl_PL", "PLN", "1 234,56 zł", "1234.56", "56"), ("tr_TR", "TRY", "₺1.234,56", "1234.56", "56"), ("en_IN", "INR", "Rs. 1,234", "1234", nil),
        ("ja_JP", "JPY", "￥1,234", "1234", nil), ("ja_JP", "JPY", "1,234円", "1234", nil), ("zh_CN", "CNY", "1,234.56元", "1234.56", "56"),
        ("ko_KR", "KRW", "₩1,234", "1234", nil), ("da_DK", "DKK", "1.234,56 kr.", "1234.56", "56"), ("cs_CZ", "CZK", "1 234,56 Kč", "1234.56", "56"),
        ("en_ZA", "ZAR", "R1 234,56", "1234.56", "56"), ("en_US", "USD", "12.50 $", "12.5", "50"), ("de_DE", "EUR", "1.234,56 Euro", "1234.56", "56"),
        // A table cell copied from Numbers or a spreadsheet ends with a line break or a tab.
        ("en_US", "USD", "12.50\n", "12.5", "50"), ("en_US", "USD", "\t1,234.50\r\n", "1234.5", "50"), ("de_DE", "EUR", "12,50 €\n", "12.5", "50"),
    ])
    func accepted(locale: String, code: String, text: String, value: String, fraction: String?) throws {
        var amount = field(locale, try #require(Currency.recognized(code)))
        #expect(amount.paste(text) == nil, "\(text)")
        #expect(amount.value == Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")), "\(text)")
        #expect(amount.fractionDigits == fraction, "\(text)")
    }

    @Test("anything else is refused with the reason it shows, and the amount keeps what it had", arguments: [
        ("en_US", "12.345", AmountInputRejection.tooManyDecimals(allowed: 2)),
        ("en_US", "abc", .notANumber(text: "abc")),
        ("en_US", "-12", .sign("-")),
        ("en_US", "+12", .sign("+")),
        ("en_US", "(12.50)", .sign("(")),
        ("en_US", "12.50-", .sign("-")),
        ("en_US", "1,23,4", .notANumber(text: "1,23,4")),
        ("en_US", "1,24,567.89", .notANumber(text: "1,24,567.89")),  // a digit deleted inside a grouped amount
        ("en_US", "12,5", .notANumber(text: "12,5")),  // "," groups in en_US: never 125, never 12.5
        ("en_US", "1e5", .exponent(text: "1e5")),
        ("en_US", "1.5E+3", .exponent(text: "1.5E+3")),
        ("en_US", "12.3.4", .notANumber(text: "12.3.4")),
        ("en_US", "1.234,567,8", .notANumber(text: "1.234,567,8")),
        ("en_US", "9999999999999", .tooLarge),
        ("en_US", "", .notANumber(text: "")),
        ("en_US", "12 apples", .notANumber(text: "12 apples")),  // words around the number must name the field's currency
        ("en_US", "total 12", .notANumber(text: "total 12")),
        ("en_US", "12 34", .notANumber(text: "12 34")),  // a space is no group in en_US
        ("en_US", "0012", .notANumber(text: "0012")),
        ("en_US", "€12 apples", .otherCurrency(seen: "€", currency: "USD")),
        ("en_US", "€52,249", .otherCurrency(seen: "€", currency: "USD")),
        ("en_US", "CHF 12", .otherCurrency(seen: "CHF", currency: "USD")),
        ("en_US", "EUR 12.50", .otherCurrency(seen: "EUR", currency: "USD")),
        ("en_US", "12 euros", .otherCurrency(seen: "euros", currency: "USD")),
        ("en_US", "12 kr", .otherCurrency(seen: "kr", currency: "USD")),
        ("de_DE", "12,50 CHF", .otherCurrency(seen: "CHF", currency: "USD")),
        ("en_US", "1.2K", .compactAmount(text: "1.2K")),
        ("en_US", "$1.5K", .compactAmount(text: "$1.5K")),
        ("en_US", "12k", .compactAmount(text: "12k")),
        ("en_US", "3M", .compactAmount(text: "3M")),
        ("en_IN", "1.5L", .compactAmount(text: "1.5L")),
        ("en_IN", "₹2 Cr", .compactAmount(text: "₹2 Cr")),
        ("de_DE", "1,2 Mio.", .compactAmount(text: "1,2 Mio.")),
        ("ru_RU", "3 тыс.", .compactAmount(text: "3 тыс.")),
        ("en_US", "\u{202E}05.21", .invisibleCharacter(codePoint: "U+202E")),  // drawn as "12.50"
        ("en_US", "12\u{200B}3", .invisibleCharacter(codePoint: "U+200B")),
        ("en_US", "\u{2066}12\u{2069}", .invisibleCharacter(codePoint: "U+2066")),
        ("en_US", "1\u{200F}2", .invisibleCharacter(codePoint: "U+200F")),  // a direction mark inside the number
        ("en_US", "\u{FEFF}12", .invisibleCharacter(codePoint: "U+FEFF")),
        ("en_US", "1٢3", .mixedDigits(text: "1٢3")),  // one script per number: Latin and Arabic-Indic mixed
        ("ar_EG", "١2٣", .mixedDigits(text: "١2٣")),
        ("en_US", "1\n234", .notANumber(text: "1\n234")),  // a line break inside is two numbers, not grouping
        ("en_US", "12\n13", .notANumber(text: "12\n13")),
        ("de_DE", "12.50", .notANumber(text: "12.50")),  // "." groups in de_DE, and not in twos
        ("de_CH", "12,50", .notANumber(text: "12,50")),  // "," is no separator in de_CH
    ])
    func refused(locale: String, text: String, rejection: AmountInputRejection) {
        var amount = field(locale, .usd)
        type("7", into: &amount)
        let before = amount
        #expect(amount.paste(text) == rejection, "\(text)")
        #expect(amount == before)
    }

    @Test("a text field's whole text: a leading separator reads as 0, empty clears, a refusal keeps the amount")
    func textFieldText() {
        var amount = input("en_US", .usd)
        #expect(amount.replace(withText: ".5") == nil && amount.value == Decimal(string: "0.5") && amount.display == "0.5")
        #expect(amount.replace(withText: "12.") == nil && amount.display == "12.")
        #expect(amount.replace(withText: "") == nil && amount.isEmpty)
        amount.replace(withText: "7.25")
        #expect(amount.replace(withText: ",5") == .notANumber(text: ",5"))  // "," groups in en_US
        #expect(amount.value == Decimal(string: "7.25"))
        #expect(amount.replace(withText: ".125") == .tooManyDecimals(allowed: 2) && amount.value == Decimal(string: "7.25"))
        var ruble = input("ru_RU", .rub)
        #expect(ruble.replace(withText: ",75") == nil && ruble.value == Decimal(string: "0.75"))
        #expect(ruble.replace(withText: " .5 ") == .notANumber(text: ".5"))  // "." is no separator in ru_RU text
        #expect(ruble.value == Decimal(string: "0.75"))
        #expect(ruble.replace(withText: "\n,25\n") == nil && ruble.value == Decimal(string: "0.25"))
    }

    @Test("a paste longer than 64 characters is refused before it is parsed")
    func tooLong() {
        var amount = input("en_US", .usd)
        let long = String(repeating: "1", count: 65)
        #expect(amount.paste(long) == .notANumber(text: String(long.prefix(64))))
        #expect(amount.isEmpty)
    }
}

@Suite("Font fit, quick amounts, title characters")
struct AmountViewModelTests {
    /// Inter Bold's advance widths read from the font file TallyInter ships, tabular figures on.
    static func interBold() throws -> AdvanceWidthMeasurer {
        let url = packageRoot.appendingPathComponent(HeroAmountAdvances.Layout.font)
        let data = try #require(FileManager.default.contents(atPath: url.path), "missing \(url.path)")
        return try HeroAmountAdvances.measurer(for: OpenTypeFont(data: data))
    }

    @Test("the amount keeps 56 pt while it fits, shrinks in proportion, and stops at 0.3 × 56")
    func fontFit() throws {
        let measurer = try Self.interBold()
        let fit = AmountFontFit()
        #expect(fit.baseSize == 56)
        let width = measurer.width(of: "1 234,56", fontSize: 56)
        #expect(fit.fontSize(for: "1 234,56", availableWidth: width + 1, measurer: measurer) == 56)
        let half = fit.fontSize(for: "1 234,56", availableWidth: width / 2, measurer: measurer)
        #expect(abs(half - 28) < 1e-9)
        #expect(abs(measurer.width(of: "1 234,56", fontSize: half) - width / 2) < 1e-9)
        #expect(fit.fontSize(for: "1 234 567 890,12", availableWidth: 10, measurer: measurer) == 56 * 0.3)
        // Tabular figures keep digits (nearly) one width, so .numericText() does not jitter: in the
        // shipped Inter Bold the tabular 4 is 1915 units and the others 1920, 0.1 pt apart at
        // 56 pt, while the proportional 1 and 0 differ by hundreds of units.
        let widths = "0123456789".map { measurer.width(of: String($0), fontSize: 56) }
        #expect((widths.max() ?? 0) - (widths.min() ?? 0) <= 5 * 56 / 2816 + 1e-9)
    }

    @Test("a quick amount replaces the amount exactly and is shown selected")
    func quickAmounts() throws {
        let quick = QuickAmounts()
        #expect(quick.presets == [10, 15, 20, 30])
        var amount = input("fr_CH", .chf)
        type("7", into: &amount)
        let tapped = try quick.tap(20, on: amount).get()
        #expect(tapped.value == 20 && tapped.currency == .chf)
        #expect(quick.selected(for: tapped) == 20)
        let again = try quick.tap(30, on: tapped).get()
        #expect(again.value == 30)  // replaces, never adds
        #expect(quick.selected(for: input("fr_CH", .chf)) == nil)
    }

    @Test("a quick amount chip reads the preset in its currency, with the fraction digits tapping it types")
    func quickAmountLabels() {
        // Foundation's own currency format is the reference for the figures.
        func foundation(_ value: Decimal, _ code: String, _ locale: Locale, digits: Int) -> String {
            value.formatted(.currency(code: code).locale(locale).precision(.fractionLength(digits)))
        }
        let swiss = Locale(identifier: "fr_CH"), english = Locale(identifier: "en_US")
        let quick = QuickAmounts()
        let amount = input("fr_CH", .chf)
        #expect(quick.label(for: 10, on: amount, locale: swiss) == foundation(10, "CHF", swiss, digits: 0))
        #expect(quick.accessibilityLabel(for: 10, on: amount, locale: english) == "Set amount to " + foundation(10, "CHF", english, digits: 0))
        // 12.5 types as 12.5, so the chip reads "$12.5", as the amount will.
        let half = Decimal(string: "12.5") ?? 0
        let dollars = QuickAmounts([half, 100])
        #expect(dollars.label(for: half, on: input("en_US", .usd), locale: english) == "$12.5")
        #expect(dollars.label(for: 100, on: input("en_US", .usd), locale: english) == "$100")
        #expect(dollars.accessibilityLabel(for: 100, on: input("de_DE", .usd), locale: Locale(identifier: "de_DE"))
                == "Betrag auf " + foundation(100, "USD", Locale(identifier: "de_DE"), digits: 0) + " setzen")
    }

    @Test("keys written as text: < backspace, ! clear, anything else as a keyboard sends it")
    func keysFromText() {
        #expect(AmountKey.keys(typing: "1,5<!9") == [.digit(1), .separator(","), .digit(5), .backspace, .clear, .digit(9)])
        // A digit of another script is that digit, as the system keyboard sends it; white space is no key.
        #expect(AmountKey.keys(typing: "٣ ۴३３") == [.digit(3), .digit(4), .digit(3), .digit(3)])
        #expect(AmountKey.keys(typing: "a") == [.separator("a")])
        #expect(AmountKey.keys(typing: "").isEmpty)
    }

    @Test("VoiceOver reads a title's label with the text as its value, Empty while there is none")
    func titleAccessibility() {
        var title = AnimatedTitleInputState(label: "Description")
        let english = Locale(identifier: "en_US"), russian = Locale(identifier: "ru_RU")
        #expect(title.accessibility(locale: english) == PickerAccessibility(label: "Description", value: "Empty"))
        #expect(AnimatedTitleInputState(label: "Описание").accessibility(locale: russian).value == "Пусто")
        title.update(to: "Coffee")
        #expect(title.accessibility(locale: english) == PickerAccessibility(label: "Description", value: "Coffee"))
        #expect(AnimatedTitleInputState(text: "Coffee").accessibility(locale: english) == PickerAccessibility(label: "Coffee"))
    }

    @Test("title characters keep their ids; only inserted ones are new")
    func titleGlyphs() {
        var title = AnimatedTitleInputState()
        let first = title.update(to: "Rent")
        #expect(first.count == 4 && title.text == "Rent" && title.inserted == first)
        let ids = title.glyphs.map(\.id)
        let inserted = title.update(to: "Rental")
        #expect(inserted.count == 2 && Array(title.glyphs.map(\.id).prefix(4)) == ids)
        let middle = title.update(to: "Reptal")
        #expect(middle.count == 1 && title.glyphs[0].id == ids[0] && title.glyphs[3].id == ids[3])
        #expect(title.update(to: "Reptal").isEmpty && title.inserted.isEmpty)
        // Text present from the start does not wobble.
        #expect(AnimatedTitleInputState(text: "Rent").inserted.isEmpty)
    }
}

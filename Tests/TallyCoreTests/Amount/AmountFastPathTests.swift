import Foundation
@_spi(Tally) @testable import TallyCore
import Testing

/// The keystroke path's allocation-free routes against the routes they replace: the same text,
/// the same values, the same answers.
@Suite struct AmountFastPathTests {
    static let locales = ["en_US", "ru_RU", "de_CH", "en_IN", "ar_EG", "es_ES", "fr_FR", "hi_IN", "ja_JP", "fa_IR", "de_DE"]
    static let currencies: [Currency] = [.usd, .rub, .jpy, .kwd, .clf, .chf]
    static let posix = Locale(identifier: "en_US_POSIX")

    /// A small deterministic generator, so failures repeat.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(next(10))) })
        }
    }

    /// The former `string(_:fractionDigits:)`, through `Decimal`'s description.
    static func reference(_ formatter: AmountFormatter, _ value: Decimal, fractionDigits: Int) -> String {
        guard let number = DecimalDigits(value) else { return formatter.string(Decimal.nan) }
        let digits = max(0, fractionDigits)
        let rounded = number.rounded(toFractionDigits: digits, rule: formatter.rounding)
        let negative = number.isNegative && (formatter.negativeZeroKeepsSign || !rounded.isZero)
        var result = negative ? formatter.negativePrefix : formatter.positivePrefix
        let integerEnd = rounded.digits.count - digits
        formatter.symbols.appendGroupedInteger(rounded.digits[..<integerEnd], to: &result)
        if digits > 0 {
            result += formatter.symbols.decimalSeparator
            formatter.symbols.appendDigits(rounded.digits[integerEnd...], to: &result)
        }
        result += negative ? formatter.negativeSuffix : formatter.positiveSuffix
        return result
    }

    /// Decimal texts that stress the digit reading: ties, carries, long mantissas, exponents.
    static func decimalTexts() -> [String] {
        var texts = ["0", "0.0", "0.00", "-0.001", "-0.005", "0.005", "0.015", "0.125", "0.135", "1.005", "9.995", "-9.995",
                     "999999999999.999", "1234.56", "-98765.4321", "1e30", "-7e-30", "123456789012345678901234567.8",
                     "340282366920938463463374607431768211455", "0.5", "1.5", "2.5", "-2.5", "99.9999", "1000000"]
        var generator = Generator(state: 42)
        for _ in 0..<300 {
            let integer = generator.digits(generator.next(22))
            let fraction = generator.digits(generator.next(8))
            let sign = generator.next(3) == 0 ? "-" : ""
            let exponent = generator.next(4) == 0 ? "e\(generator.next(40) - 20)" : ""
            texts.append(sign + (integer.isEmpty ? "0" : integer) + (fraction.isEmpty ? "" : "." + fraction) + exponent)
        }
        return texts
    }

    @Test("string(Decimal) writes what the description route wrote", arguments: locales)
    func decimalRoute(identifier: String) throws {
        let locale = Locale(identifier: identifier)
        let texts = Self.decimalTexts()
        for currency in [Currency.usd, .jpy, .kwd] {
            for style in AmountFormatter.Style.allCases {
                let formatter = AmountFormatter.cached(locale: locale, currency: currency, style: style)
                for text in texts {
                    let value = try #require(Decimal(string: text, locale: Self.posix))
                    #expect(formatter.string(value) == Self.reference(formatter, value, fractionDigits: formatter.fractionDigits),
                            "\(identifier) \(currency.code) \(style) \(text)")
                    for digits in [-1, 0, 1, 4] {
                        #expect(formatter.string(value, fractionDigits: digits) == Self.reference(formatter, value, fractionDigits: digits),
                                "\(identifier) \(currency.code) \(style) \(text) \(digits)")
                    }
                }
            }
        }
    }

    @Test("string(integerDigits:fractionDigits:) equals string(Decimal)", arguments: locales)
    func digitsRoute(identifier: String) throws {
        let locale = Locale(identifier: identifier)
        var generator = Generator(state: 7)
        for currency in Self.currencies {
            let formatter = AmountFormatter.cached(locale: locale, currency: currency, style: .currency)
            for _ in 0..<120 {
                let integer = generator.digits(generator.next(19))
                let fraction = generator.digits(generator.next(currency.minorUnits + 1))
                let value = try #require(Decimal(string: (integer.isEmpty ? "0" : integer) + "." + fraction + "0", locale: Self.posix))
                #expect(formatter.string(integerDigits: integer, fractionDigits: fraction) == formatter.string(value),
                        "\(identifier) \(currency.code) \(integer).\(fraction)")
            }
            #expect(formatter.string(integerDigits: "12a", fractionDigits: "") == nil)
        }
    }

    @Test("Typing: value, display, accessibility value and direction agree with the Decimal routes", arguments: ["en_US", "ru_RU", "ar_EG", "en_IN"])
    func typing(identifier: String) throws {
        let locale = Locale(identifier: identifier)
        var generator = Generator(state: 99)
        for currency in Self.currencies {
            let symbols = AmountFormatter.cached(locale: locale, currency: currency, style: .decimal).symbols
            let formatter = AmountFormatter.cached(locale: locale, currency: currency, style: .currency)
            var input = AmountInput(currency: currency, symbols: symbols)
            for _ in 0..<400 {
                let before = input
                let choice = generator.next(14)
                switch choice {
                case 0..<10: input.apply(.digit(choice))
                case 10: input.apply(.separator(Character(symbols.decimalSeparator)))
                case 11, 12: input.apply(.backspace)
                default: if generator.next(4) == 0 { input.apply(.clear) } else { input.apply(.digit(generator.next(10))) }
                }
                let text = (input.integerDigits.isEmpty ? "0" : input.integerDigits)
                    + (input.fractionDigits.map { $0.isEmpty ? "" : "." + $0 } ?? "")
                let expected = try #require(Decimal(string: text, locale: Self.posix))
                #expect(withUnsafeBytes(of: input.value) { Array($0) } == withUnsafeBytes(of: expected) { Array($0) }, "\(text)")
                #expect(input.value.description == expected.description)
                let grouped = symbols.groupInteger(input.integerDigits.isEmpty ? "0" : input.integerDigits)
                #expect(input.display == (input.fractionDigits.map { grouped + symbols.decimalSeparator + symbols.localizedDigits($0) } ?? grouped))
                #expect(input.accessibilityValue(locale: locale) == formatter.string(expected))
                #expect(before.countsDown(to: input) == (input.value < before.value))
                #expect(AmountInput.countsDown(from: before.value, to: input.value) == (input.value < before.value))
            }
        }
    }

    @Test("countsDown(from:to:) matches Decimal's order")
    func decimalOrder() throws {
        let values = try Self.decimalTexts().prefix(120).map { try #require(Decimal(string: $0, locale: Self.posix)) }
        for old in values {
            for new in values {
                #expect(AmountInput.countsDown(from: old, to: new) == (new < old), "\(old) → \(new)")
            }
        }
        #expect(AmountInput.countsDown(from: 1, to: .nan) == (Decimal.nan < 1))
    }

    @Test("groupInteger's one-pass route equals the character route", arguments: locales)
    func grouping(identifier: String) {
        let symbols = AmountFormatter.cached(locale: Locale(identifier: identifier), currency: .usd, style: .decimal).symbols
        for length in 0..<20 {
            let digits = String("12345678901234567890".prefix(length))
            var expected = ""
            let grouped = symbols.groupsIntegerOf(count: length)
            for (index, character) in digits.enumerated() {
                if grouped, index > 0, symbols.isGroupBoundary(digitsToTheRight: length - index) { expected += symbols.groupingSeparator }
                expected += symbols.digits[character.wholeNumberValue ?? 0]
            }
            #expect(symbols.groupInteger(digits) == expected)
        }
        // Any other character counts as a digit position and is copied unchanged.
        if identifier == "en_US" { #expect(symbols.groupInteger("12x4") == "1,2x4") }
    }

    @Test("AdvanceWidthMeasurer's ASCII table gives the dictionary's widths")
    func measurer() {
        var measurer = AdvanceWidthMeasurer(unitsPerEm: 2816, advances: ["0": 1920, "4": 1915, ".": 838, ",": 841, "\u{202F}": 435,
                                                                       "\r\n": 5, "e\u{301}": 7], fallbackAdvance: 1000)
        func reference(_ text: String) -> Double {
            text.reduce(0) { $0 + (measurer.advances[$1] ?? measurer.fallbackAdvance) } * 56 / measurer.unitsPerEm
        }
        for text in ["", "1,234.56", "1\u{202F}234,56", "a\r\nb", "\r", "e\u{301}4", "٤٫٥", "$0.04"] {
            #expect(measurer.width(of: text, fontSize: 56) == reference(text), "\(text.debugDescription)")
        }
        measurer.advances["1"] = 3
        measurer.fallbackAdvance = 2
        #expect(measurer.width(of: "1,9", fontSize: 56) == reference("1,9"))
    }

    @Test("AdvanceWidthMeasurer's scalar route gives the character route's width for text that joins scalars")
    func measurerJoins() {
        // Keys that are one scalar: some never join (spaces, signs, letters), some do (an emoji
        // modifier, a regional indicator, a Hangul jamo, a combining accent, ZWJ).
        let advances: [Character: Double] = [
            "0": 1920, "4": 1915, ",": 841, "\u{00A0}": 653, "\u{202F}": 435, "\u{20BD}": 2098, "€": 1500, "Å": 1700,
            "\u{2212}": 1914, "\u{1F3FB}": 11, "\u{1F1FA}": 13, "\u{1100}": 17, "\u{0301}": 19, "\u{200D}": 23,
            "👍": 29, "👍🏻": 31, "\u{1F1FA}\u{1F1F8}": 37, "e\u{301}": 41, "\r\n": 43,
        ]
        let measurer = AdvanceWidthMeasurer(unitsPerEm: 2816, advances: advances, fallbackAdvance: 1000)
        func reference(_ text: String) -> Double {
            text.reduce(0) { $0 + (advances[$1] ?? 1000) } * 56 / 2816
        }
        let pool: [Unicode.Scalar] = ["0", "4", ",", "e", "\r", "\n", "\u{00A0}", "\u{202F}", "\u{20BD}", "€", "Å", "\u{212B}",
                                      "\u{2212}", "\u{1F3FB}", "\u{1F1FA}", "\u{1F1F8}", "\u{1100}", "\u{1161}", "\u{0301}",
                                      "\u{200D}", "👍", "\u{0600}", "\u{0E33}",
                                      // Digits and separators of other numbering systems, which the font does not draw.
                                      "\u{0661}", "\u{06F5}", "\u{0967}", "\u{066B}", "\u{066C}", "\u{12C8}", "\u{2E41}", "\u{0951}"]
        var generator = SplitMix64(state: 2026)
        for _ in 0..<4000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 7) { scalars.append(pool[Int(generator.next() % UInt64(pool.count))]) }
            let text = String(scalars)
            #expect(measurer.width(of: text, fontSize: 56) == reference(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("Every locale: the accessibility value written from the typed digits is the formatter's text for the value")
    func accessibilityEveryLocale() throws {
        var generator = SplitMix64(state: 11)
        var packed = 0
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            for currency in [Currency.usd, .jpy, .kwd, .rub] {
                let formatter = AmountFormatter.cached(locale: locale, currency: currency, style: .currency)
                let symbols = AmountFormatter.cached(locale: locale, currency: currency, style: .decimal).symbols
                if formatter.symbols.packed != nil { packed += 1 }
                var input = AmountInput(currency: currency, symbols: symbols)
                for _ in 0..<12 {
                    let roll = Int(generator.next() % 16)
                    switch roll {
                    case 0..<10: input.apply(.digit(roll))
                    case 10: input.apply(.separator(Character(symbols.decimalSeparator)))
                    case 11: input.apply(.backspace)
                    case 12: input.paste("98765.4")
                    default: input.apply(.digit(Int(generator.next() % 10)))
                    }
                    let expected = formatter.string(input.value)
                    #expect(input.accessibilityValue(locale: locale) == expected, "\(identifier) \(currency.code)")
                }
            }
        }
        // The written route is the one taken: all but other numbering systems pack.
        #expect(packed > Locale.availableIdentifiers.count * 3)
    }

    @Test("NumberSymbols' setters keep the typing path in step and their values in range")
    func symbolsSetters() {
        var symbols = AmountFormatter.cached(locale: Locale(identifier: "en_US"), currency: .usd, style: .decimal).symbols
        symbols.groupingSeparator = "\u{2009}"
        symbols.decimalSeparator = "·"
        var input = AmountInput(currency: .usd, symbols: symbols)
        for key in [AmountKey.digit(1), .digit(2), .digit(3), .digit(4), .digit(5), .separator("·"), .digit(5)] { input.apply(key) }
        #expect(input.display == "12\u{2009}345·5")
        symbols.secondaryGroupingSize = 0
        #expect(symbols.secondaryGroupingSize == 1)
        symbols.groupingSize = 0
        #expect(symbols.groupingSize == 1 && !symbols.usesGrouping)
        symbols.digits = ["x"]
        #expect(symbols.digits == NumberSymbols.asciiDigits)
        // Arabic-Indic digits are one run of scalars: still written in one pass, two bytes each.
        symbols.digits = ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"]
        #expect(symbols.packed?.digitWidth == 2)
        input = AmountInput(currency: .usd, symbols: symbols)
        for key in [AmountKey.digit(1), .digit(2), .digit(3), .digit(4), .separator("·"), .digit(5)] { input.apply(key) }
        #expect(input.display == "١٢٣٤·٥")
        // Digits that are not one run (an app's own set) go the String route, and write the same.
        symbols.digits = ["٠", "1", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"]
        #expect(symbols.packed == nil)
        input = AmountInput(currency: .usd, symbols: symbols)
        for key in [AmountKey.digit(1), .digit(2), .digit(3), .digit(4), .separator("·"), .digit(5)] { input.apply(key) }
        #expect(input.display == "1٢٣٤·٥")
    }
}

@Suite("Roll direction")
struct RollDirectionTests {
    @Test("the direction is decided when a key changes the value, and kept when the value does not change")
    func direction() {
        var amount = AmountInput(currency: .usd, symbols: AmountFormatter.cached(locale: Locale(identifier: "en_US"), currency: .usd, style: .decimal).symbols)
        amount.apply(.digit(9))
        #expect(!amount.lastChangeCountsDown)
        amount.apply(.backspace)
        #expect(amount.lastChangeCountsDown)
        amount.apply(.digit(5))
        amount.apply(.separator("."))  // same value: direction kept
        #expect(!amount.lastChangeCountsDown)
        amount.paste("3")
        #expect(amount.lastChangeCountsDown)
        let before = amount
        amount.paste("abc")  // refused: nothing changes
        #expect(amount == before)
    }
}

@Suite("Roll direction, property")
struct RollDirectionPropertyTests {
    @Test("after every key that changes the value, the recorded direction is whether it fell", arguments: ["en_US", "ru_RU", "de_CH"])
    func matchesValues(locale: String) {
        var generator = SplitMix64(state: locale.unicodeScalars.reduce(5) { $0 &* 31 &+ UInt64($1.value) })
        let keys: [AmountKey] = (0...9).map { .digit($0) } + [.separator("."), .separator(","), .backspace, .backspace, .backspace, .clear]
        let pastes = ["12.5", "0.05"]
        for currency in [Currency.usd, .jpy, .kwd] {
            var amount = AmountInput(currency: currency, symbols: AmountFormatter.cached(locale: Locale(identifier: locale), currency: currency, style: .decimal).symbols)
            for _ in 0..<3000 {
                let before = amount.value
                let direction = amount.lastChangeCountsDown
                let pick = Int(generator.next() % UInt64(keys.count + pastes.count))
                if pick < keys.count { amount.apply(keys[pick]) } else { amount.paste(pastes[pick - keys.count]) }
                if amount.value != before {
                    #expect(amount.lastChangeCountsDown == (amount.value < before), "\(locale) \(currency)")
                } else {
                    #expect(amount.lastChangeCountsDown == direction, "\(locale) \(currency)")
                }
            }
        }
    }
}

/// What the amount views read while typing in every numbering system: the display's one-pass
/// route and the fit's scalar route cover them all.
@Suite struct NumberingSystemFastPathTests {
    /// Every locale the platform has, and the numbering systems Tally types that a locale can ask
    /// for with a keyword.
    static var identifiers: [String] {
        Locale.availableIdentifiers.sorted()
            + ["hi_IN@numbers=deva", "bn_BD@numbers=beng", "th_TH@numbers=thai", "mr_IN@numbers=deva", "ar_SA@numbers=arab",
               "fa_IR@numbers=arabext", "my_MM@numbers=mymr", "en_US@numbers=fullwide"]
    }

    /// `digits` grouped and mapped to the locale's digits one character at a time, then the
    /// fraction: the route that does not use the packed bytes.
    static func reference(_ symbols: NumberSymbols, integer digits: String, fraction: String?) -> String {
        var text = ""
        let grouped = symbols.groupsIntegerOf(count: digits.count)
        for (index, character) in digits.enumerated() {
            if grouped, index > 0, symbols.isGroupBoundary(digitsToTheRight: digits.count - index) { text += symbols.groupingSeparator }
            text += symbols.digits[character.wholeNumberValue ?? 0]
        }
        guard let fraction else { return text }
        return text + symbols.decimalSeparator + fraction.map { symbols.digits[$0.wholeNumberValue ?? 0] }.joined()
    }

    @Test("every locale's digits and separators take the one-pass display, and it writes what the character route writes")
    func displayEveryLocale() {
        var unpacked: [String] = []
        for identifier in Self.identifiers {
            let symbols = NumberSymbols.cached(locale: Locale(identifier: identifier))
            if symbols.packed == nil { unpacked.append(identifier) }
            for digits in ["0", "7", "1234", "1234567", "999999999999"] {
                for fraction in [nil, "", "5", "05", "123"] as [String?] {
                    var input = AmountInput(currency: .kwd, symbols: symbols)
                    for character in digits { input.apply(.digit(character.wholeNumberValue ?? 0)) }
                    if let fraction {
                        input.apply(.separator(Character(symbols.decimalSeparator)))
                        for character in fraction { input.apply(.digit(character.wholeNumberValue ?? 0)) }
                    }
                    #expect(input.display == Self.reference(symbols, integer: digits, fraction: fraction),
                            "\(identifier) \(digits) \(fraction ?? "-")")
                }
            }
        }
        #expect(unpacked.isEmpty, "not packed: \(unpacked)")
    }

    @Test("every locale's separators are measured scalar by scalar, and each is a character of its own")
    func separatorsEveryLocale() {
        var missing: Set<UInt32> = []
        let table = AdvanceWidthMeasurer.interBoldTabular
        for identifier in Self.identifiers {
            let symbols = NumberSymbols.cached(locale: Locale(identifier: identifier))
            for scalar in (symbols.decimalSeparator + symbols.groupingSeparator).unicodeScalars where scalar.value >= 0x80 {
                if table.advances[Character(scalar)] == nil, !AdvanceWidthMeasurer.standsAlone(scalar) { missing.insert(scalar.value) }
            }
        }
        #expect(missing.isEmpty, "\(missing.sorted().map { String($0, radix: 16) })")
        for value in AdvanceWidthMeasurer.numberSeparators {
            let scalar = Unicode.Scalar(value)!
            // A separator joins nothing: a digit on each side stays three characters.
            #expect(String(String.UnicodeScalarView([Unicode.Scalar(0x661)!, scalar, Unicode.Scalar(0x662)!])).count == 3, "\(value)")
            #expect(String(String.UnicodeScalarView(["1", scalar, "2"])).count == 3, "\(value)")
        }
    }
}

/// The currency style learned from `FloatingPointFormatStyle.Currency` (what the first VoiceOver
/// value of an amount compiles) against the one learned from `NumberFormatter`.
@Suite struct CurrencyFormatStyleCompileTests {
    @Test("in every locale, the currency pattern from FormatStyle is the one NumberFormatter shows, or the locale goes through NumberFormatter")
    func everyLocale() throws {
        var learned = 0
        var differing: [String] = []
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            for currency in [Currency.usd, .eur, .jpy, .kwd, .rub, .chf, .gbp] {
                guard let fromStyle = CompiledAmountPattern.currencyFromFormatStyle(locale: locale, currencyCode: currency.code) else { continue }
                learned += 1
                // The negative affixes come from the style too, not from the NumberFormatter fallback.
                let positive = try #require(ProbeText(CompiledAmountPattern.formattedCurrency(
                    CompiledAmountPattern.probe, code: currency.code, locale: locale, fractionDigits: 2)))
                if CompiledAmountPattern.signedFromFormatStyle(-CompiledAmountPattern.probe, locale: locale, currencyCode: currency.code,
                                                                 sign: .automatic, positiveBody: positive.body) == nil {
                    differing.append("\(identifier) \(currency.code): no negative form from the style")
                }
                if CompiledAmountPattern.signedFromFormatStyle(CompiledAmountPattern.probe, locale: locale, currencyCode: currency.code,
                                                                 sign: .always, positiveBody: positive.body) == nil {
                    differing.append("\(identifier) \(currency.code): no plus form from the style")
                }
                let fromFormatter = CompiledAmountPattern(locale: locale, currencyCode: currency.code, style: .currency, formatStyle: false)
                // The rare forms are asked of the style when first needed: compared as written.
                if !Self.writesAlike(fromStyle, fromFormatter) { differing.append("\(identifier) \(currency.code)") }
            }
        }
        #expect(differing.isEmpty, "\(differing.count): \(differing.prefix(40))")
        // Each listed locale does differ: the list holds nothing that could be learned.
        for identifier in CompiledAmountPattern.currencyStyleDiffers {
            let locale = Locale(identifier: identifier)
            #expect(CompiledAmountPattern.currencyFromFormatStyle(locale: locale, currencyCode: "EUR") == nil)
            #expect(AmountFormatter(locale: locale, currency: .eur, style: .currency).string(1234.5)
                    == CompiledAmountPatternReference.numberFormatterText(1234.5, locale: locale, code: "EUR"), "\(identifier)")
        }
        // Most locales are learned without a NumberFormatter.
        #expect(learned > Locale.availableIdentifiers.count * 5)
    }

    /// Whether two patterns write every amount alike: the same symbols, affixes and rounding, the
    /// same text for not a number and the same sign for a negative zero.
    static func writesAlike(_ lhs: CompiledAmountPattern, _ rhs: CompiledAmountPattern) -> Bool {
        lhs.symbols == rhs.symbols && lhs.positivePrefix == rhs.positivePrefix && lhs.positiveSuffix == rhs.positiveSuffix
            && lhs.negativePrefix == rhs.negativePrefix && lhs.negativeSuffix == rhs.negativeSuffix && lhs.rounding == rhs.rounding
            && lhs.notANumberText == rhs.notANumberText && lhs.negativeZeroKeepsSign == rhs.negativeZeroKeepsSign
            && lhs.plusPrefix == rhs.plusPrefix && lhs.plusSuffix == rhs.plusSuffix
    }

    @Test("a currency learned from FormatStyle asks for its rare forms and negative affixes only when they are needed, and writes them as NumberFormatter does")
    func rareFormsOnDemand() throws {
        for identifier in ["en_US", "de_CH", "ru_RU", "ar_SA", "fr_FR"] {
            let locale = Locale(identifier: identifier)
            let fromStyle = try #require(CompiledAmountPattern.currencyFromFormatStyle(locale: locale, currencyCode: "EUR"))
            #expect(!fromStyle.rareForms.isMade, "\(identifier): the rare forms are learned at compilation")
            #expect(!fromStyle.negativeAffixes.isMade, "\(identifier): the negative affixes are learned at compilation")
            // A positive amount does not ask for them; a negative one does, once.
            let compiled = AmountFormatter(pattern: fromStyle, locale: AmountLocale.resolve(locale), currency: .eur, style: .currency)
            _ = compiled.string(Decimal(string: "1234.5")!)
            #expect(!fromStyle.negativeAffixes.isMade, "\(identifier): a positive amount asked for the negative affixes")
            #expect(compiled.string(Decimal(string: "-1234.5")!)
                    == CompiledAmountPatternReference.numberFormatterText(Decimal(string: "-1234.5")!, locale: locale, code: "EUR"), "\(identifier)")
            #expect(fromStyle.negativeAffixes.isMade, "\(identifier)")
            #expect(!fromStyle.rareForms.isMade, "\(identifier): an amount that does not round to zero asked for the rare forms")
            let fromFormatter = CompiledAmountPattern(locale: locale, currencyCode: "EUR", style: .currency, formatStyle: false)
            let notANumber = fromFormatter.notANumberText, keepsSign = fromFormatter.negativeZeroKeepsSign
            #expect(fromStyle.notANumberText == notANumber, "\(identifier)")
            #expect(fromStyle.negativeZeroKeepsSign == keepsSign, "\(identifier)")
            #expect(fromStyle.rareForms.isMade, "\(identifier): the rare forms are kept once learned")
            // What the formatter writes for them, through either pattern.
            let formatter = AmountFormatter(locale: locale, currency: .eur, style: .currency)
            #expect(formatter.string(Decimal.nan) == notANumber, "\(identifier)")
            #expect(formatter.string(Decimal(string: "-0.001")!) == CompiledAmountPatternReference.numberFormatterText(Decimal(string: "-0.001")!, locale: locale, code: "EUR"),
                    "\(identifier)")
        }
    }
}

/// What a `NumberFormatter` configured as Tally's compile configures one writes.
enum CompiledAmountPatternReference {
    static func numberFormatterText(_ value: Decimal, locale: Locale, code: String) -> String? {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = code
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        return formatter.string(from: value as NSDecimalNumber)
    }
}

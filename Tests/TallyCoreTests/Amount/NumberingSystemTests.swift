import Foundation
@_spi(Tally) @testable import TallyCore
import Testing

// MARK: - What the tests expect, worked out without Tally's code

/// CLDR's numbering systems (common/supplemental/numberingSystems.xml), with those the platform
/// knows: the tests cover a name even if this platform's ICU lacks it.
let cldrNumberingSystems: [String] = {
    let cldr = [
        "adlm", "ahom", "arab", "arabext", "armn", "armnlow", "bali", "beng", "bhks", "brah", "cakm", "cham", "cyrl", "deva",
        "diak", "ethi", "fullwide", "gara", "geor", "gong", "gonm", "grek", "greklow", "gujr", "gukh", "guru", "hanidays",
        "hanidec", "hans", "hansfin", "hant", "hantfin", "hebr", "hmng", "hmnp", "java", "jpan", "jpanfin", "jpanyear", "kali",
        "kawi", "khmr", "knda", "krai", "lana", "lanatham", "laoo", "latn", "lepc", "limb", "mathbold", "mathdbl", "mathmono",
        "mathsanb", "mathsans", "mlym", "modi", "mong", "mroo", "mtei", "mymr", "mymrepka", "mymrpao", "mymrshan", "mymrtlng",
        "nagm", "newa", "nkoo", "olck", "onao", "orya", "osma", "outlined", "rohg", "roman", "romanlow", "saur", "segment",
        "shrd", "sind", "sinh", "sora", "sund", "sunu", "takr", "talu", "taml", "tamldec", "telu", "thai", "tibt", "tirh",
        "tnsa", "vaii", "wara", "wcho",
    ]
    return Array(Set(cldr + Locale.NumberingSystem.availableNumberingSystems.map { $0.identifier })).sorted()
}()

/// CLDR's systems that are not positional decimal with Unicode decimal digits: the algorithmic
/// ones (type="algorithmic" in CLDR), and hanidec, numeric but written with ideographs.
let nonPositionalNumberingSystems: Set<String> = [
    "armn", "armnlow", "cyrl", "ethi", "geor", "grek", "greklow", "hanidays", "hans", "hansfin", "hant", "hantfin", "hebr",
    "jpan", "jpanfin", "jpanyear", "roman", "romanlow", "taml", "hanidec",
]

/// Whether amounts are expected in `system`: a name the platform knows, not in the list above.
func expectsPositionalDecimal(_ system: String) -> Bool {
    Locale.NumberingSystem.availableNumberingSystems.contains { $0.identifier == system } && !nonPositionalNumberingSystems.contains(system)
}

/// The locale a locale's amounts are expected in: `base` with `@numbers=system` when amounts are
/// written in that system, `base` alone otherwise.
func expectedWrittenLocale(base: String, system: String) -> Locale {
    Locale(identifier: expectsPositionalDecimal(system) ? "\(base)@numbers=\(system)" : base)
}

/// Every way of writing a minus: the scalars Unicode calls dashes (U+002D, U+2012, U+2013,
/// U+2212, U+FE63, U+FF0D…), superscript and subscript minus, the heavy minus sign, and the
/// words some numbering systems use.
func containsMinus(_ text: String) -> Bool {
    let extra: Set<UInt32> = [0x207B, 0x208B, 0x2796, 0x2212]
    if text.unicodeScalars.contains(where: { $0.properties.isDash || extra.contains($0.value) }) { return true }
    return ["マイナス", "負", "负"].contains { text.contains($0) }
}

/// The digit zeros of the decimal digits (general category Nd) in `text`, from Unicode's own
/// data: one entry per digit set used.
func digitSets(_ text: String) -> Set<UInt32> {
    var zeros: Set<UInt32> = []
    for scalar in text.unicodeScalars where scalar.properties.generalCategory == .decimalNumber {
        zeros.insert(scalar.value - UInt32(scalar.properties.numericValue ?? 0))
    }
    return zeros
}

/// Whether `text` holds a character with a numeric value that is not a decimal digit (五, 〇, Ⅴ).
func hasNonDecimalNumerals(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.numericType != nil && $0.properties.generalCategory != .decimalNumber }
}

/// The digit zero the platform's `NumberFormatter` writes in `locale`, from Unicode's data.
func platformDigitZero(_ locale: Locale) -> UInt32? {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .decimal
    return digitSets(formatter.string(from: 1_234_567_890) ?? "").first
}

/// `NumberFormatter`'s currency text for `value` in `locale` with the currency's minor units.
func platformCurrency(_ value: Decimal, _ locale: Locale, _ currency: Currency) -> String? {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .currency
    formatter.currencyCode = currency.code
    formatter.minimumFractionDigits = currency.minorUnits
    formatter.maximumFractionDigits = currency.minorUnits
    return formatter.string(from: value as NSDecimalNumber)
}

/// The currency symbol `NumberFormatter` uses for `currency` in `locale`.
func platformCurrencySymbol(_ locale: Locale, _ currency: Currency) -> String {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .currency
    formatter.currencyCode = currency.code
    return formatter.currencySymbol
}

// MARK: - Tests

@Suite("Number symbols: numbering systems amounts are written in")
struct NumberSymbolsNumberingSystemTests {
    @Test("the systems written in are exactly those whose 0…9 are ten consecutive Unicode decimal digits")
    func positionalDecimalSystems() {
        var positional = 0
        for system in cldrNumberingSystems {
            #expect(AmountLocale.isPositionalDecimal(system) == expectsPositionalDecimal(system), "\(system)")
            guard Locale.NumberingSystem.availableNumberingSystems.contains(where: { $0.identifier == system }) else { continue }
            // A second reading: each digit 0…9 alone, through NumberFormatter, and Unicode's data.
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: "en@numbers=\(system)")
            formatter.numberStyle = .decimal
            let written = (0...9).map { formatter.string(from: NSNumber(value: $0)) ?? "" }
            let scalars = written.compactMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first : nil }
            let unicodeDecimal = scalars.count == 10 && scalars.enumerated().allSatisfy { value, scalar in
                scalar.properties.generalCategory == .decimalNumber && scalar.properties.numericValue == Double(value)
                    && scalar.value == scalars[0].value + UInt32(value)
            }
            #expect(unicodeDecimal == expectsPositionalDecimal(system), "\(system): \(written)")
            if unicodeDecimal { positional += 1 }
        }
        #expect(positional > 60)
        // Names the platform does not know, and known names in another case, are not written in.
        for system in ["bogus", "LATN", "Arab", "", "latn;currency=EUR"] {
            #expect(!AmountLocale.isPositionalDecimal(system), "\(system)")
        }
    }

    @Test("positive amounts never show a minus, show their currency, and use one digit set, in every numbering system",
          arguments: ["en_US", "ta_IN", "ar_SA", "ja_JP", "de_DE"])
    func positiveAmounts(base: String) throws {
        var generator = SplitMix64(state: 0x5EED_0000 &+ UInt64(base.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        let currencies: [Currency] = [.usd, .eur, .jpy, .kwd]
        let baseZero = try #require(platformDigitZero(Locale(identifier: base)))
        for system in cldrNumberingSystems {
            let locale = Locale(identifier: "\(base)@numbers=\(system)")
            let positional = expectsPositionalDecimal(system)
            let expectedZero = try #require(platformDigitZero(expectedWrittenLocale(base: base, system: system)))
            if !positional { #expect(expectedZero == baseZero, "\(base) \(system)") }
            #expect(NumberSymbols.replacedNumberingSystem(in: locale) == (positional ? nil : system), "\(locale.identifier)")
            let compact = CompactAmountFormatter.cached(locale: locale)
            #expect(compact.replacedNumberingSystem == (positional ? nil : system), "\(locale.identifier)")
            for currency in currencies {
                let formatters = AmountFormatter.Style.allCases.map { AmountFormatter.cached(locale: locale, currency: currency, style: $0) }
                let symbol = platformCurrencySymbol(Locale(identifier: base), currency)
                for _ in 0..<4 {
                    let cents = Int64.random(in: 1...99_999_999_999, using: &generator)
                    let value = Decimal(cents) / 100
                    var outputs = [(String, AmountFormatter.Style?)]()
                    for formatter in formatters {
                        #expect(formatter.replacedNumberingSystem == (positional ? nil : system))
                        outputs.append((formatter.string(value), formatter.style))
                    }
                    outputs.append((compact.string(value), nil))
                    for (text, style) in outputs {
                        let context = "\(locale.identifier) \(currency.code) \(style.map { "\($0)" } ?? "compact") \(value): \(text.debugDescription)"
                        #expect(!containsMinus(text), "\(context)")
                        #expect(digitSets(text) == [expectedZero], "\(context)")
                        // Compact notation's words may be numerals themselves (万 in ja).
                        if style != nil { #expect(!hasNonDecimalNumerals(text), "\(context)") }
                        if style == .currency {
                            let writtenSymbol = platformCurrencySymbol(expectedWrittenLocale(base: base, system: system), currency)
                            #expect(text.contains(currency.code) || text.contains(symbol) || text.contains(writtenSymbol), "\(context)")
                        }
                    }
                }
            }
        }
    }

    @Test("the reported bugs: a positive amount in its default digits, with its symbol, no minus", arguments: [
        ("ta_IN@numbers=taml", "ta_IN", "INR", "taml"), ("en_US@numbers=roman", "en_US", "USD", "roman"),
        ("he_IL@numbers=hebr", "he_IL", "ILS", "hebr"), ("hy_AM@numbers=armn", "hy_AM", "AMD", "armn"),
        ("ka_GE@numbers=geor", "ka_GE", "GEL", "geor"), ("zh_CN@numbers=hanidec", "zh_CN", "CNY", "hanidec"),
        ("ja_JP@numbers=jpanfin", "ja_JP", "JPY", "jpanfin"),
    ])
    func reportedLocales(identifier: String, base: String, code: String, system: String) throws {
        let locale = Locale(identifier: identifier)
        let currency = try #require(Currency.named(code))
        let formatter = AmountFormatter.cached(locale: locale, currency: currency, style: .currency)
        let text = formatter.string(5)
        #expect(text == platformCurrency(5, Locale(identifier: base), currency))
        #expect(!containsMinus(text) && text.contains(platformCurrencySymbol(Locale(identifier: base), currency)), "\(text)")
        #expect(digitSets(text) == [0x30] && !hasNonDecimalNumerals(text), "\(text)")
        #expect(formatter.replacedNumberingSystem == system && formatter.locale.identifier == base)
        #expect(NumberSymbols.replacedNumberingSystem(in: locale) == system)
        #expect(NumberSymbols.cached(locale: locale).digits == NumberSymbols.asciiDigits)
        #expect(CompactAmountFormatter.cached(locale: locale).string(12_345)
            == Decimal.FormatStyle(locale: Locale(identifier: base)).notation(.compactName).format(12_345))
        // A negative amount keeps its minus.
        #expect(formatter.string(-5) == platformCurrency(-5, Locale(identifier: base), currency))
    }

    @Test("en_US@numbers=roman writes 5 dollars as $5.00 and ta_IN@numbers=taml 5 rupees as ₹5.00")
    func writtenOut() throws {
        #expect(AmountFormatter.cached(locale: Locale(identifier: "en_US@numbers=roman"), currency: .usd, style: .currency).string(5) == "$5.00")
        #expect(AmountFormatter.cached(locale: Locale(identifier: "en_US@numbers=roman"), currency: .usd, style: .decimal).string(1234) == "1,234.00")
        let inr = try #require(Currency.named("INR"))
        #expect(AmountFormatter.cached(locale: Locale(identifier: "ta_IN@numbers=taml"), currency: inr, style: .currency).string(5) == "₹5.00")
    }

    @Test("locales whose digits are decimal keep them", arguments: [
        ("ar_SA", 0x660 as UInt32), ("hi_IN@numbers=deva", 0x966), ("th_TH@numbers=thai", 0xE50), ("fa_IR", 0x6F0),
        ("en_US@numbers=arab", 0x660), ("ta_IN@numbers=tamldec", 0xBE6), ("en_US@numbers=fullwide", 0xFF10),
    ])
    func controls(identifier: String, zero: UInt32) {
        let locale = Locale(identifier: identifier)
        let formatter = AmountFormatter.cached(locale: locale, currency: .usd, style: .currency)
        #expect(formatter.replacedNumberingSystem == nil && NumberSymbols.replacedNumberingSystem(in: locale) == nil)
        #expect(formatter.locale.identifier == locale.identifier)
        let expectedDigits = (0...9).map { String(Character(Unicode.Scalar(zero + UInt32($0))!)) }
        #expect(NumberSymbols.cached(locale: locale).digits == expectedDigits)
        #expect(digitSets(formatter.string(1234.5)) == [zero])
        #expect(formatter.string(1234.5) == platformCurrency(1234.5, locale, .usd))
        #expect(!containsMinus(formatter.string(5)))
    }

    @Test("a numbering system the platform does not know is replaced, never handed to NumberFormatter")
    func unknownSystem() {
        for identifier in ["en_US@numbers=bogus", "en_US@numbers=LATN", "en-US-u-nu-bogus", "de_CH@currency=EUR;numbers=xyz"] {
            let locale = Locale(identifier: identifier)
            let formatter = AmountFormatter(locale: locale, currency: .usd, style: .currency)
            #expect(formatter.replacedNumberingSystem != nil, "\(identifier)")
            #expect(formatter.string(5) == platformCurrency(5, formatter.locale, .usd), "\(identifier)")
            #expect(!containsMinus(formatter.string(5)) && digitSets(formatter.string(5)) == [0x30], "\(identifier)")
        }
        // The other keyword stays.
        #expect(AmountFormatter(locale: Locale(identifier: "de_CH@currency=EUR;numbers=xyz"), currency: .usd, style: .currency)
            .locale.identifier == "de_CH@currency=EUR")
    }

    @Test("the numbers keyword is removed and every other part of the identifier kept", arguments: [
        ("en_US@numbers=roman", "en_US"), ("de_DE@calendar=buddhist;numbers=hanidec", "de_DE@calendar=buddhist"),
        ("sr_Latn_RS@numbers=roman;currency=EUR", "sr_Latn_RS@currency=EUR"), ("en_US@NUMBERS=roman", "en_US"),
        ("en_US_POSIX@numbers=hebr", "en_US_POSIX"), ("en-US-u-nu-roman", "en-US"), ("ja-JP-u-ca-japanese-nu-jpanfin", "ja-JP-u-ca-japanese"),
        ("ja-JP-u-nu-jpanfin-ca-japanese", "ja-JP-u-ca-japanese"), ("en-US-u-nu-roman-x-private", "en-US-x-private"),
    ])
    func keywordRemoved(identifier: String, expected: String) {
        #expect(AmountLocale.removingNumberingSystem(from: identifier) == expected)
        let resolved = AmountLocale.resolve(Locale(identifier: identifier))
        #expect(resolved.locale.identifier == Locale(identifier: expected).identifier)
        #expect(resolved.replacedNumberingSystem != nil)
        #expect(AmountLocale.isPositionalDecimal(resolved.locale.numberingSystem.identifier))
    }

    @Test("only an identifier that names a numbering system is looked at further")
    func keywordScan() {
        for identifier in ["en_US@numbers=roman", "en_US@NUMBERS=latn", "de_DE@calendar=buddhist;numbers=thai", "en-US-u-nu-thai",
                           "en-US-u-ca-buddhist-nu-thai", "EN-us-U-NU-ROMAN", "en_US@numbers="] {
            #expect(AmountLocale.namesNumberingSystem(identifier), "\(identifier)")
        }
        for identifier in ["en_US", "fy_NL@calendar=buddhist", "nus_SS", "nu", "en-US-x-nu-thai", "en-US-u-ca-buddhist", "en_US@currency=NUM",
                           "de-nu", "", "numbers", "en-US-u-ca-numbers"] {
            #expect(!AmountLocale.namesNumberingSystem(identifier), "\(identifier)")
        }
        // No locale Foundation lists names one, so none of them pays for more than the scan.
        for identifier in Locale.availableIdentifiers {
            #expect(!AmountLocale.namesNumberingSystem(identifier), "\(identifier)")
        }
    }
}

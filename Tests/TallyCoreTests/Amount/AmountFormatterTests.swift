import Foundation
@testable import TallyCore
import Testing

// MARK: - References

/// `NumberFormatter` set up the way the platform is asked for an amount: `numberStyle`, `locale`,
/// `currencyCode`, and minimum = maximum fraction digits.
///
/// Two settings restore what swift-corelibs-foundation (Linux) drops before ICU sees it, so that
/// the reference prints what its own settings ask for:
/// - it passes `maximumFractionDigits` to ICU only when `minimumFractionDigits` is 0, so a
///   `.decimal` formatter asked for two digits prints "0.125"; a rounding increment of one unit
///   in the last place makes ICU round where the maximum would have;
/// - it always passes a secondary grouping size of 0, so en_IN prints "1,234,567"; the locale's
///   own secondary size (`secondaryGroupingSize`) is set when `Decimal.FormatStyle` shows one.
///
/// On Apple's Foundation both settings restate what `NumberFormatter` already does (it hands ICU
/// the maximum digits and the locale's secondary size, "12,34,567"), so there the reference is
/// the platform's own output, and the same comparisons check Tally against it.
private func referenceFormatter(
    _ locale: Locale, currencyCode: String, style: AmountFormatter.Style, fractionDigits: Int, secondaryGrouping: Int?
) -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.numberStyle = style == .currency ? .currency : .decimal
    formatter.locale = locale
    formatter.currencyCode = currencyCode
    formatter.minimumFractionDigits = fractionDigits
    formatter.maximumFractionDigits = fractionDigits
    if fractionDigits > 0 {
        formatter.roundingIncrement = NSDecimalNumber(mantissa: 1, exponent: Int16(-fractionDigits), isNegative: false)
    }
    if let secondaryGrouping { formatter.secondaryGroupingSize = secondaryGrouping }
    return formatter
}

/// The locale's secondary grouping size where it differs from the primary one, read from
/// `Decimal.FormatStyle`'s "1,234,567,890,123" (``secondaryGroupSize(shownIn:)``); nil otherwise.
private func localeSecondaryGrouping(_ locale: Locale) -> Int? {
    secondaryGroupSize(shownIn: Decimal(1_234_567_890_123).formatted(.number.locale(locale)))
}

/// The locale the amounts of `identifier` are expected in: the same, or without its `numbers`
/// keyword when that names a system amounts are not written in (see NumberingSystemTests.swift).
private func writtenLocale(_ identifier: String) -> Locale {
    let parts = identifier.split(separator: "@", maxSplits: 1)
    guard parts.count == 2 else { return Locale(identifier: identifier) }
    let keywords = parts[1].split(separator: ";")
    guard let numbers = keywords.first(where: { $0.hasPrefix("numbers=") }),
          !expectsPositionalDecimal(String(numbers.dropFirst("numbers=".count))) else { return Locale(identifier: identifier) }
    let others = keywords.filter { !$0.hasPrefix("numbers=") }
    return Locale(identifier: String(parts[0]) + (others.isEmpty ? "" : "@" + others.joined(separator: ";")))
}

private func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
}

private let testedCurrencies: [Currency] = [.chf, .eur, .usd, .jpy, .kwd, .rub]

/// The fixed sample every locale is checked with: zero both ways, halves, rounding ties at two
/// and three digits, grouping edges, negatives rounding to zero, 12 and 15 integer digits, NaN.
private let sampleValues: [Decimal] = [
    "0", "0.5", "1", "-1", "12.345", "0.005", "1234.5", "1234567.891", "-98765.4321",
    "999999999999.99", "0.125", "0.135", "-0.001", "-0.5", "2.5", "1000", "99999", "-1234",
    "999999999999999", "-999999999999999",
].map(decimal) + [Decimal(sign: .minus, exponent: 0, significand: 0), .nan]

// MARK: - Differential: every locale

@Suite("Amount formatter: byte-identical to NumberFormatter")
struct AmountFormatterDifferentialTests {
    @Test("every available locale × CHF EUR USD JPY KWD RUB × currency and decimal")
    func everyLocale() {
        let identifiers = Locale.availableIdentifiers.sorted()
        var mismatches: [String] = []
        var mismatchedLocales = Set<String>()
        var checks = 0
        var restoredSecondaryGrouping = 0
        for identifier in identifiers {
            let locale = Locale(identifier: identifier)
            // The platform in the locale the amounts are written in: the same locale, unless its
            // numbering system is not positional decimal.
            let written = writtenLocale(identifier)
            let secondary = localeSecondaryGrouping(written)
            if secondary != nil { restoredSecondaryGrouping += 1 }
            for currency in testedCurrencies {
                for style in [AmountFormatter.Style.currency, .decimal] {
                    let formatter = AmountFormatter(locale: locale, currency: currency, style: style)
                    let reference = referenceFormatter(written, currencyCode: currency.code, style: style,
                                                       fractionDigits: currency.minorUnits, secondaryGrouping: secondary)
                    for value in sampleValues {
                        checks += 1
                        let ours = formatter.string(value)
                        let platform = reference.string(from: value as NSDecimalNumber) ?? "nil"
                        if ours != platform {
                            mismatchedLocales.insert(identifier)
                            if mismatches.count < 20 {
                                mismatches.append("\(identifier) \(currency.code) \(style) \(value): \(ours.debugDescription) ≠ \(platform.debugDescription)")
                            }
                        }
                    }
                }
            }
        }
        #expect(identifiers.count > 500)
        #expect(checks == identifiers.count * testedCurrencies.count * 2 * sampleValues.count)
        #expect(mismatchedLocales.isEmpty, "\(mismatchedLocales.count) locales differ:\n\(mismatches.joined(separator: "\n"))")
        // The Indian-grouping locales (en_IN, hi_IN, bn_BD, …) whose secondary size Linux drops.
        #expect(restoredSecondaryGrouping < identifiers.count / 4)
    }

    @Test("every numbering system on five locales: byte-identical to NumberFormatter in the locale the amount is written in",
          arguments: ["en_US", "ta_IN", "ar_SA", "ja_JP", "de_DE"])
    func everyNumberingSystem(base: String) {
        var mismatches: [String] = []
        var replaced = 0
        for system in cldrNumberingSystems {
            let locale = Locale(identifier: "\(base)@numbers=\(system)")
            let written = expectedWrittenLocale(base: base, system: system)
            if written.identifier == base { replaced += 1 }
            let secondary = localeSecondaryGrouping(written)
            for currency in [Currency.usd, .jpy, .kwd] {
                for style in [AmountFormatter.Style.currency, .decimal] {
                    let formatter = AmountFormatter(locale: locale, currency: currency, style: style)
                    let reference = referenceFormatter(written, currencyCode: currency.code, style: style,
                                                       fractionDigits: currency.minorUnits, secondaryGrouping: secondary)
                    for value in sampleValues {
                        let ours = formatter.string(value)
                        let platform = reference.string(from: value as NSDecimalNumber) ?? "nil"
                        if ours != platform, mismatches.count < 20 {
                            mismatches.append("\(locale.identifier) \(currency.code) \(style) \(value): \(ours.debugDescription) ≠ \(platform.debugDescription)")
                        }
                    }
                }
            }
            #expect(NumberSymbols.cached(locale: locale) == AmountFormatter(locale: written, currency: .usd, style: .decimal).symbols,
                    "\(locale.identifier)")
            let compact = CompactAmountFormatter(locale: locale)
            let platformCompact = Decimal.FormatStyle(locale: written).notation(.compactName)
            for value in [0, 7, 999, 1250, 12_345, 1_500_000, 1_234_567_890].map({ Decimal($0) }) + ["0.5", "12.5"].map(decimal) {
                #expect(compact.string(value) == platformCompact.format(value), "\(locale.identifier) \(value)")
                #expect(compact.string(-value) == platformCompact.format(-value), "\(locale.identifier) -\(value)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        #expect(replaced >= nonPositionalNumberingSystems.count)
    }

    @Test("the symbols an amount being typed needs are the decimal formatter's, in every locale")
    func symbolsAlone() {
        var compared = 0
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            #expect(CompiledAmountPattern.decimalSymbols(locale: locale)
                == AmountFormatter(locale: locale, currency: .usd, style: .decimal).symbols, "\(identifier)")
            compared += 1
        }
        #expect(compared > 500)
    }

    @Test("most locales read their symbols through one short probe, and the rest fall back to the formatter")
    func symbolsReadingPaths() {
        var short = 0
        var formatStyle = 0
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            guard CompiledAmountPattern.formatStyleAgrees(identifier) else { continue }
            formatStyle += 1
            let style = FloatingPointFormatStyle<Double>(locale: locale)
                .precision(.fractionLength(CompiledAmountPattern.shortProbeFractionDigits.count))
            guard !CompiledAmountPattern.mayGroupSecondarily(identifier),
                  let text = ProbeText((-CompiledAmountPattern.shortProbe).formatted(style)),
                  let symbols = CompiledAmountPattern.shortProbeSymbols(text) else { continue }
            short += 1
            // What the short probe reads is what the full compile learns from NumberFormatter.
            #expect(symbols == AmountFormatter(locale: locale, currency: .usd, style: .decimal).symbols, "\(identifier)")
        }
        #expect(formatStyle > Locale.availableIdentifiers.count * 3 / 4)
        #expect(short > formatStyle / 2)
        // Scripts, variants, keywords and Toki Pona go through NumberFormatter.
        for identifier in ["en_US_POSIX", "ff_Latn_GH", "sr_Latn_RS", "de_DE@numbers=arab", "tok", "tok_001", "", "e", "engl"] {
            #expect(!CompiledAmountPattern.formatStyleAgrees(identifier), "\(identifier)")
        }
        for identifier in ["en", "en_US", "ru_RU", "es_419", "de-CH", "haw_US", "ar_EG"] {
            #expect(CompiledAmountPattern.formatStyleAgrees(identifier), "\(identifier)")
        }
    }

    @Test("the short probe settles the symbols only in the shape that shows all of them")
    func shortProbeShapes() throws {
        let grouped = try #require(ProbeText("-1 234,567890"))
        let symbols = try #require(CompiledAmountPattern.shortProbeSymbols(grouped))
        #expect(symbols.groupingSeparator == " " && symbols.decimalSeparator == "," && symbols.minusSign == "-")
        #expect(symbols.groupingSize == 3 && symbols.minimumGroupingDigits == 1 && symbols.usesGrouping)
        let arabic = try #require(ProbeText("\u{61C}-١٬٢٣٤٫٥٦٧٨٩٠"))
        let arabicSymbols = try #require(CompiledAmountPattern.shortProbeSymbols(arabic))
        #expect(arabicSymbols.digits == ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"])
        #expect(arabicSymbols.minusSign == "\u{61C}-" && arabicSymbols.decimalSeparator == "٫")
        // Not grouped at four digits (a minimum of two grouping digits, or none): not settled.
        #expect(CompiledAmountPattern.shortProbeSymbols(try #require(ProbeText("-1234,567890"))) == nil)
        // Grouped in twos, a sign after the number, no sign, the wrong number of fraction digits.
        for text in ["-12 34,567890", "1 234,567890-", "1 234,567890", "-1 234,5679", "-1 234 567,890000"] {
            #expect(CompiledAmountPattern.shortProbeSymbols(try #require(ProbeText(text))) == nil, "\(text)")
        }
    }

    @Test("a decimal digit is a scalar of general category Nd, for every Unicode scalar")
    func decimalDigitsAreNd() {
        var digits = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let isNd = scalar.properties.generalCategory == .decimalNumber
            if scalar.isDecimalDigit != isNd {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)): \(isNd ? "Nd" : "not Nd")")
            }
            if isNd { digits += 1 }
        }
        #expect(digits == Unicode.Scalar.decimalDigitZeros.count * 10)
    }

    @Test("only the locales listed as possibly grouping in twos do, so the others need not ask the platform")
    func secondaryGroupingCandidates() {
        var listed = 0
        for identifier in Locale.availableIdentifiers.sorted() {
            let secondary = localeSecondaryGrouping(Locale(identifier: identifier))
            if CompiledAmountPattern.mayGroupSecondarily(identifier) {
                listed += 1
            } else {
                #expect(secondary == nil, "\(identifier) groups in \(secondary ?? 0)s but is not listed")
            }
        }
        // The list is South Asia's languages and regions, not every locale.
        #expect(listed < Locale.availableIdentifiers.count / 5)
        #expect(CompiledAmountPattern.mayGroupSecondarily("en_IN"))
        #expect(CompiledAmountPattern.mayGroupSecondarily("hi"))
        #expect(CompiledAmountPattern.mayGroupSecondarily("de_DE@numbers=deva"))
        #expect(!CompiledAmountPattern.mayGroupSecondarily("en_US"))
        #expect(!CompiledAmountPattern.mayGroupSecondarily(""))
        // Subtags are compared whole and in any case, after "_" or "-".
        #expect(CompiledAmountPattern.mayGroupSecondarily("EN-in"))
        #expect(CompiledAmountPattern.mayGroupSecondarily("bn_BD"))
        #expect(CompiledAmountPattern.mayGroupSecondarily("brx"))
        #expect(!CompiledAmountPattern.mayGroupSecondarily("hin"))
        #expect(!CompiledAmountPattern.mayGroupSecondarily("en_INX"))
        #expect(!CompiledAmountPattern.mayGroupSecondarily("in"))  // a region's code as a language
        #expect(!CompiledAmountPattern.mayGroupSecondarily("fr_HI"))  // a language's code as a region
    }

    @Test("string(_:fractionDigits:) for 0…4 digits", arguments: ["en_US", "ru_RU", "de_CH", "ar_EG", "fr_FR", "ja_JP", "es_ES"])
    func otherFractionDigits(identifier: String) {
        let locale = Locale(identifier: identifier)
        for style in [AmountFormatter.Style.currency, .decimal] {
            let formatter = AmountFormatter.cached(locale: locale, currency: .eur, style: style)
            for digits in 0...4 {
                let reference = referenceFormatter(locale, currencyCode: "EUR", style: style, fractionDigits: digits,
                                                   secondaryGrouping: localeSecondaryGrouping(locale))
                for value in sampleValues + ["0.00005", "0.00015", "-1.23456", "7.77777"].map(decimal) {
                    #expect(formatter.string(value, fractionDigits: digits) == reference.string(from: value as NSDecimalNumber),
                            "\(identifier) \(style) \(digits) \(value)")
                }
            }
        }
    }
}

// MARK: - Rounding, signs, large values

@Suite("Amount formatter: rounding and edges")
struct AmountFormatterRoundingTests {
    private let usd = AmountFormatter.cached(locale: Locale(identifier: "en_US"), currency: .usd, style: .currency)

    @Test("half-even at the last digit, as NumberFormatter rounds by default")
    func halfEven() {
        #expect(NumberFormatter().roundingMode == .halfEven)
        #expect(usd.string(decimal("0.125")) == "$0.12")
        #expect(usd.string(decimal("0.135")) == "$0.14")
        #expect(usd.string(decimal("0.005")) == "$0.00")
        #expect(usd.string(decimal("0.0051")) == "$0.01")
        #expect(usd.string(decimal("12.345")) == "$12.34")
        #expect(usd.string(decimal("-2.675")) == "-$2.68")
        #expect(usd.string(decimal("9.995")) == "$10.00")
        let yen = AmountFormatter.cached(locale: Locale(identifier: "ja_JP"), currency: .jpy, style: .currency)
        #expect(yen.fractionDigits == 0)
        #expect(yen.string(decimal("0.5")) == "¥0")
        #expect(yen.string(decimal("1.5")) == "¥2")
        #expect(yen.string(decimal("2.5")) == "¥2")
        #expect(yen.string(decimal("1234.5")) == "¥1,234")
        let dinar = AmountFormatter.cached(locale: Locale(identifier: "en_US"), currency: .kwd, style: .decimal)
        #expect(dinar.string(decimal("-98765.4321")) == "-98,765.432")
        #expect(dinar.string(decimal("0.0005")) == "0.000")
        #expect(dinar.string(decimal("0.0015")) == "0.002")
    }

    @Test("exact decimal digits where NumberFormatter goes through Double")
    func exactWhereDoubleIsNot() {
        // 1.005 is a tie, so half-even gives 1.00. NumberFormatter converts the Decimal to Double
        // first; on Linux that conversion yields 1.0050000000000001, which it rounds up.
        #expect(usd.string(decimal("1.005")) == "$1.00")
        #expect(usd.string(decimal("999999999999999.99")) == "$999,999,999,999,999.99")
        #expect(usd.string(decimal("-123456789012345678.125")) == "-$123,456,789,012,345,678.12")
        let chf = AmountFormatter.cached(locale: Locale(identifier: "de_CH"), currency: .chf, style: .currency)
        #expect(chf.string(decimal("12345678901234567890.555")) == "CHF\u{00A0}12’345’678’901’234’567’890.56")
    }

    @Test("zero, negative zero, NaN and the negative forms")
    func signs() {
        #expect(usd.string(0) == "$0.00")
        #expect(usd.string(Decimal(sign: .minus, exponent: 0, significand: 0)) == "$0.00")
        #expect(usd.string(decimal("-0.001")) == "-$0.00")  // ICU keeps the sign of a negative rounded to zero
        #expect(usd.string(decimal("-1234.5")) == "-$1,234.50")
        let platformUSD = NumberFormatter()
        platformUSD.numberStyle = .currency
        platformUSD.locale = Locale(identifier: "en_US")
        platformUSD.currencyCode = "USD"
        #expect(usd.string(.nan) == platformUSD.string(from: NSDecimalNumber.notANumber))  // "$NaN" here
        let chf = AmountFormatter.cached(locale: Locale(identifier: "de_CH"), currency: .chf, style: .currency)
        #expect(chf.string(decimal("-1234.5")) == "CHF-1’234.50")
        #expect(chf.positivePrefix == "CHF\u{00A0}" && chf.negativePrefix == "CHF-")
        let rub = AmountFormatter.cached(locale: Locale(identifier: "ru_RU"), currency: .rub, style: .currency)
        #expect(rub.string(decimal("-1234.5")) == "-1\u{00A0}234,50\u{00A0}₽")
        #expect(rub.positiveSuffix == "\u{00A0}₽")
    }

    @Test("ISO minor units decide the fraction digits")
    func minorUnits() {
        for currency in testedCurrencies + [.clf] {
            for style in AmountFormatter.Style.allCases {
                #expect(AmountFormatter.cached(locale: Locale(identifier: "en_US"), currency: currency, style: style).fractionDigits
                        == currency.minorUnits)
            }
        }
        let clf = AmountFormatter.cached(locale: Locale(identifier: "es_ES"), currency: .clf, style: .decimal)
        #expect(clf.string(decimal("1234.5")) == "1234,5000")
        #expect(clf.string(decimal("-12345.67895")) == "-12.345,6790")
    }
}

// MARK: - Symbols and groupInteger

@Suite("Number symbols")
struct NumberSymbolsTests {
    private static let integers = ["0", "1", "12", "123", "1234", "12345", "123456", "1234567", "12345678", "123456789012345"]

    /// `NumberFormatter`'s `.decimal` output for an integer, no fraction digits.
    private func platformInteger(_ digits: String, _ locale: Locale, secondaryGrouping: Int? = nil) -> String? {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = locale
        formatter.maximumFractionDigits = 0
        if let secondaryGrouping { formatter.secondaryGroupingSize = secondaryGrouping }
        return formatter.string(from: decimal(digits) as NSDecimalNumber)
    }

    @Test("groupInteger matches NumberFormatter", arguments: ["en_US", "ru_RU", "de_CH", "en_IN", "ar_EG", "es_ES", "fr_FR", "hi_IN"])
    func groupInteger(identifier: String) {
        let locale = Locale(identifier: identifier)
        let symbols = AmountFormatter.cached(locale: locale, currency: .usd, style: .decimal).symbols
        for digits in Self.integers {
            #expect(symbols.groupInteger(digits) == platformInteger(digits, locale, secondaryGrouping: localeSecondaryGrouping(locale)),
                    "\(identifier) \(digits)")
        }
    }

    @Test("the separators and digits each locale uses")
    func knownLocales() {
        func symbols(_ identifier: String) -> NumberSymbols {
            AmountFormatter.cached(locale: Locale(identifier: identifier), currency: .eur, style: .decimal).symbols
        }
        let us = symbols("en_US")
        #expect(us.groupInteger("1234567") == "1,234,567" && us.decimalSeparator == ".")
        // ru_RU groups with U+00A0 on this platform (fr_FR uses U+202F); both are what
        // NumberFormatter reports as its grouping separator.
        let ru = symbols("ru_RU")
        #expect(ru.groupingSeparator == platformGroupingSeparator("ru_RU"))
        #expect(ru.groupInteger("1234567") == "1\(ru.groupingSeparator)234\(ru.groupingSeparator)567")
        #expect(["\u{00A0}", "\u{202F}"].contains(ru.groupingSeparator) && ru.decimalSeparator == ",")
        #expect(symbols("fr_FR").groupingSeparator == platformGroupingSeparator("fr_FR"))
        #expect(symbols("de_CH").groupInteger("1234567") == "1’234’567")
        let india = symbols("en_IN")
        #expect(india.groupingSize == 3 && india.secondaryGroupingSize == 2)
        #expect(india.groupInteger("1234567") == "12,34,567")
        #expect(india.groupInteger("123456789") == "12,34,56,789")
        let egypt = symbols("ar_EG")
        #expect(egypt.digits == ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"])
        #expect(egypt.groupInteger("1234567") == "١٬٢٣٤٬٥٦٧")
        #expect(egypt.localizedDigits("05") == "٠٥" && egypt.decimalSeparator == "٫")
        let spain = symbols("es_ES")
        #expect(spain.minimumGroupingDigits == 2)
        #expect(spain.groupInteger("1234") == "1234" && spain.groupInteger("12345") == "12.345")
        #expect(symbols("en_US").minimumGroupingDigits == 1 && us.usesGrouping)
    }

    @Test("symbols built by hand are brought into range")
    func memberwise() {
        let odd = NumberSymbols(decimalSeparator: ",", groupingSeparator: ".", groupingSize: 0, minimumGroupingDigits: -1, digits: ["x"])
        #expect(odd.digits == NumberSymbols.asciiDigits && odd.groupingSize == 1 && odd.minimumGroupingDigits == 1)
        #expect(!odd.usesGrouping && odd.groupInteger("12345") == "12345")
        let indian = NumberSymbols(decimalSeparator: ".", groupingSeparator: ",", groupingSize: 3, secondaryGroupingSize: 2)
        #expect(indian.groupInteger("1234567890") == "1,23,45,67,890")
        #expect(indian.groupInteger("") == "")
        #expect(indian.groupInteger("001234") == "0,01,234")  // leading zeros are kept and grouped
    }

    private func platformGroupingSeparator(_ identifier: String) -> String? {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: identifier)
        return formatter.groupingSeparator
    }
}

// MARK: - Cache

@Suite("Amount formatter: cache")
struct AmountFormatterCacheTests {
    @Test("a cache compiles each key once, keeps every key, and returns its own value, past its four recent keys")
    func compiledCacheKeepsEveryKey() {
        let cache = CompiledCache<String, Int>()
        var compiles: [String: Int] = [:]
        // Keys in a pattern that sends each through the recent list and the dictionary.
        let order = [0, 1, 2, 3, 4, 5, 0, 6, 1, 1, 7, 2, 3, 8, 4, 0, 9, 5, 6, 7, 8, 9, 0]
        for number in order {
            let key = "key\(number)"
            let value = cache.value(for: key) {
                compiles[key, default: 0] += 1
                return number * 10
            }
            #expect(value == number * 10, "\(key)")
        }
        #expect(compiles.count == 10 && compiles.values.allSatisfy { $0 == 1 })
        #expect(cache.count == 10)
        #expect((0...9).allSatisfy { cache.contains("key\($0)") })
        #expect(!cache.contains("key10"))
    }

    @Test("cached returns the compiled formatter, the same from 1000 concurrent tasks")
    func concurrentLookups() async {
        let combinations: [(String, Currency, AmountFormatter.Style)] = [
            ("en_US", .usd, .currency), ("ru_RU", .rub, .currency), ("de_CH", .chf, .decimal),
            ("ar_EG", .kwd, .currency), ("ja_JP", .jpy, .decimal), ("en_IN", .eur, .currency),
            ("fr_FR", .eur, .decimal), ("es_ES", .eur, .currency),
        ]
        let results = await withTaskGroup(of: (Int, AmountFormatter).self) { group in
            for index in 0..<1000 {
                group.addTask {
                    let (identifier, currency, style) = combinations[index % combinations.count]
                    return (index % combinations.count,
                            AmountFormatter.cached(locale: Locale(identifier: identifier), currency: currency, style: style))
                }
            }
            var collected: [Int: [AmountFormatter]] = [:]
            for await (slot, formatter) in group { collected[slot, default: []].append(formatter) }
            return collected
        }
        #expect(results.values.reduce(0) { $0 + $1.count } == 1000)
        for (slot, formatters) in results {
            let (identifier, currency, style) = combinations[slot]
            #expect(Set(formatters).count == 1)
            #expect(formatters.first == AmountFormatter(locale: Locale(identifier: identifier), currency: currency, style: style))
            #expect(formatters.first == AmountFormatter.cached(locale: Locale(identifier: identifier), currency: currency, style: style))
        }
        let compact = await withTaskGroup(of: CompactAmountFormatter.self) { group in
            for index in 0..<200 {
                group.addTask { CompactAmountFormatter.cached(locale: Locale(identifier: index % 2 == 0 ? "ru_RU" : "de_DE")) }
            }
            var collected: Set<CompactAmountFormatter> = []
            for await formatter in group { collected.insert(formatter) }
            return collected
        }
        #expect(compact.count == 2)
    }
}

// MARK: - Compact notation

/// The platform here is `Decimal.FormatStyle`'s compact notation: swift-foundation over ICU 76 on
/// Linux, Apple's Foundation and ICU on Apple platforms. `CompactAmountFormatter` learns its
/// thresholds and abbreviations from the platform it runs on, so each platform is compared with
/// itself; the figures written out below ("1.2K", "1M") are CLDR's, which both carry.
@Suite("Compact amount formatter")
struct CompactAmountFormatterTests {
    /// Values from 10⁻⁴ to 10¹⁹ with the mantissas where rounding and magnitude choice are
    /// delicate (ties, carries into the next abbreviation), and their negatives.
    private static let values: [Decimal] = {
        var values: [Decimal] = [0, 1, 999, 1000, 1200, 1234, 9999, 12_345, 99_999, 999_999, 1_000_000, 1_500_000,
                                 3_400_000, 21_000_000, 22_000_000, 1_000_000_000, 1_234_567_890_123]
        for exponent in -4...19 {
            for mantissa in ["1", "1.25", "1.35", "2.5", "9.95", "9.96", "9.999", "12.3456", "99.95", "999.5", "999.49"] {
                values.append(decimal(mantissa) * Decimal(sign: .plus, exponent: exponent, significand: 1))
            }
        }
        return values + values.map { -$0 } + [.nan]
    }()

    @Test("identical to Decimal.FormatStyle's compactName", arguments: ["en", "en_US", "de", "de_DE", "de_CH", "fr", "fr_FR", "ru", "ru_RU", "uk_UA"])
    func platformCompact(identifier: String) {
        let locale = Locale(identifier: identifier)
        let formatter = CompactAmountFormatter.cached(locale: locale)
        let platform = Decimal.FormatStyle(locale: locale).notation(.compactName)
        for value in Self.values {
            #expect(formatter.string(value) == platform.format(value), "\(identifier) \(value)")
        }
    }

    @Test("every available locale, on a smaller sample")
    func everyLocale() {
        var sample: [Decimal] = [0, 7, 999, 1000, 1250, 1350, 3000, 9999, 12_345, 99_999, 999_999, 1_500_000, 21_000_000,
                                 22_000_000, 35_000_000, 1_234_567_890, 11_000_000_000, 251_000_000_000, 1_234_567_890_123,
                                 1_000_000_000_000_000]
        sample += ["0.5", "0.0123", "1.5", "12.5"].map(decimal)
        sample += sample.map { -$0 }
        var mismatches: [String] = []
        var mismatchedLocales = Set<String>()
        for identifier in Locale.availableIdentifiers {
            let locale = Locale(identifier: identifier)
            let formatter = CompactAmountFormatter(locale: locale)
            let platform = Decimal.FormatStyle(locale: writtenLocale(identifier)).notation(.compactName)
            for value in sample where formatter.string(value) != platform.format(value) {
                mismatchedLocales.insert(identifier)
                if mismatches.count < 20 {
                    mismatches.append("\(identifier) \(value): \(formatter.string(value).debugDescription) ≠ \(platform.format(value).debugDescription)")
                }
            }
        }
        #expect(mismatchedLocales.isEmpty, "\(mismatchedLocales.count) locales differ:\n\(mismatches.joined(separator: "\n"))")
    }

    @Test("abbreviations that change with the number, and the sign inside the abbreviation",
          arguments: ["ar_EG", "mk_MK", "sw_KE", "ja_JP", "hi_IN", "zh_Hans_CN"])
    func otherLanguages(identifier: String) {
        let locale = Locale(identifier: identifier)
        let formatter = CompactAmountFormatter(locale: locale)
        let platform = Decimal.FormatStyle(locale: locale).notation(.compactName)
        let extra: [Decimal] = [3000, 11_000, 251_000_000_000, 201_000_000_000]
        for value in Self.values + extra {
            #expect(formatter.string(value) == platform.format(value), "\(identifier) \(value)")
        }
    }

    @Test("large numbers in English, Russian, German and French")
    func examples() {
        let english = CompactAmountFormatter.cached(locale: Locale(identifier: "en_US"))
        #expect(english.string(1200) == "1.2K")
        #expect(english.string(1250) == "1.2K")  // half-even
        #expect(english.string(999_999) == "1M")
        #expect(english.string(999) == "999")
        #expect(english.string(-1234) == "-1.2K")
        #expect(english.string(decimal("0.5")) == "0.5")
        #expect(english.string(1_000_000_000_000_000) == "1000T")
        #expect(english.string(10_000_000_000_000_000) == "10,000T")
        let russian = CompactAmountFormatter.cached(locale: Locale(identifier: "ru_RU"))
        #expect(russian.string(3_400_000) == "3,4\u{00A0}млн")
        #expect(russian.string(1500) == "1,5\u{00A0}тыс.")
        let german = CompactAmountFormatter.cached(locale: Locale(identifier: "de_DE"))
        #expect(german.string(1234) == "1234")
        #expect(german.string(12_345) == "12.345")
        #expect(german.string(1_200_000) == "1,2\u{00A0}Mio.")
        let french = CompactAmountFormatter.cached(locale: Locale(identifier: "fr_FR"))
        #expect(french.string(1200) == "1,2\u{00A0}k")
        #expect(french.symbols.minimumGroupingDigits == 2)
    }
}

@Suite struct AmountFormatterCacheKeyTests {
    @Test("property: two cache keys are equal exactly when locale, code, minor units, symbol and style are")
    func keysAreInjective() throws {
        var generator = SplitMix64(state: 0x7A11)
        // Short texts from a small alphabet that holds the key's own punctuation and digits, so
        // that a key could run into the next one if lengths did not separate them.
        let alphabet: [Character] = ["1", "2", ":", "c", "d", "_", "€", "$", "U", "S"]
        func text(_ maximum: Int) -> String {
            String((0..<Int(generator.next() % UInt64(maximum + 1))).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
        let codes = ["USD", "EUR", "XTS", "BTC", "XAU"]
        var seen: [String: String] = [:]
        for _ in 0..<4000 {
            let identifier = text(4)
            let symbol = text(3)  // an empty draw stands for no symbol, which a currency cannot have empty
            let currency = try Currency(code: codes[Int(generator.next() % UInt64(codes.count))], minorUnits: Int(generator.next() % 4),
                                        symbol: symbol.isEmpty ? nil : symbol)
            let style: AmountFormatter.Style = generator.next() % 2 == 0 ? .currency : .decimal
            let key = AmountFormatter.cacheKey(locale: Locale(identifier: identifier), currency: currency, style: style)
            let fields = "\(Locale(identifier: identifier).identifier.debugDescription) \(currency.code) \(currency.minorUnits) \(currency.symbol.debugDescription) \(style)"
            if let earlier = seen[key] { #expect(earlier == fields, "\(key)") } else { seen[key] = fields }
        }
        // Many distinct inputs were drawn, and each kept a key of its own.
        #expect(Set(seen.values).count == seen.count)
        #expect(seen.count > 1000)
    }
}

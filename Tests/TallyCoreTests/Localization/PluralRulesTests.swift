import Foundation
import Testing
@testable import TallyCore

// MARK: - Sample lists

/// One number from a CLDR sample list, with the text it came from.
struct PluralSample: CustomStringConvertible {
    var text: String
    var source: String
    var description: String { "\(text) (from \"\(source)\")" }
}

/// Expands a CLDR sample part (`@integer 0, 2~16, … @decimal 0.0~1.5, 1.1c6, …`) into numbers:
/// integer ranges are expanded in full, decimal ranges to every value with the same number of
/// fraction digits between the ends (endpoints included), `…` and `...` are dropped, and
/// compact values (`1c6`, `1.1c6`) are kept as written.
func expandSamples(_ samples: String) -> [PluralSample] {
    var result: [PluralSample] = []
    let sections = samples.components(separatedBy: "@").dropFirst()
    for section in sections {
        let body: Substring
        if section.hasPrefix("integer") {
            body = section.dropFirst("integer".count)
        } else if section.hasPrefix("decimal") {
            body = section.dropFirst("decimal".count)
        } else {
            Issue.record("unknown sample section \"@\(section)\"")
            continue
        }
        for item in body.split(separator: ",") {
            let entry = item.trimmingCharacters(in: .whitespaces)
            if entry.isEmpty || entry == "…" || entry == "..." { continue }
            let ends = entry.split(separator: "~").map(String.init)
            if ends.count == 1 {
                result.append(PluralSample(text: entry, source: entry))
            } else if ends.count == 2 {
                for text in expandRange(from: ends[0], to: ends[1]) {
                    result.append(PluralSample(text: text, source: entry))
                }
            } else {
                Issue.record("malformed sample range \"\(entry)\"")
            }
        }
    }
    return result
}

/// Every value from `low` to `high` with their number of fraction digits, or just the two ends
/// when they are compact or differ in fraction digits.
private func expandRange(from low: String, to high: String) -> [String] {
    func split(_ text: String) -> (digits: String, scale: Int)? {
        guard !text.contains("c"), !text.contains("e") else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (parts.joined(), parts.count == 2 ? parts[1].count : 0)
    }
    guard let lower = split(low), let upper = split(high), lower.scale == upper.scale,
          let start = Int(lower.digits), let end = Int(upper.digits), start <= end
    else {
        Issue.record("sample range \(low)~\(high) could not be expanded; testing its ends only")
        return [low, high]
    }
    let scale = lower.scale
    var divisor = 1
    for _ in 0..<scale { divisor *= 10 }
    return (start...end).map { value in
        guard scale > 0 else { return String(value) }
        let fraction = String(value % divisor)
        return "\(value / divisor)." + String(repeating: "0", count: scale - fraction.count) + fraction
    }
}

@Suite("CLDR sample lists")
struct PluralSampleTests {
    static let languages = PluralRules.supportedLanguages

    @Test("sample expansion covers integer ranges, decimal ranges and compact values")
    func expansion() {
        let samples = expandSamples("@integer 0, 2~4, 1c6, … @decimal 0.0~0.3, 1.00~1.02, 1.1c6, ...")
        #expect(samples.map(\.text) == ["0", "2", "3", "4", "1c6", "0.0", "0.1", "0.2", "0.3", "1.00", "1.01", "1.02", "1.1c6"])
    }

    @Test("every CLDR sample gets its own category, in every language CLDR has rules for", arguments: languages)
    func samplesMatch(language: String) throws {
        let rules = PluralRules.forLanguage(language)
        #expect(rules.language == language)
        let samples = try #require(PluralRules.cldrSamples[language])
        #expect(Set(samples.keys) == Set(rules.categories), "every category has samples and nothing else does")
        for category in rules.categories {
            let list = expandSamples(try #require(samples[category]))
            #expect(!list.isEmpty, "\(language) \(category) has samples")
            for sample in list {
                let operands = try PluralOperands(sample.text)
                #expect(rules.category(for: operands) == category, "\(language): \(sample) [\(operands)]")
            }
        }
    }

    @Test("the embedded rule text parses with the public initializer", arguments: languages)
    func embeddedTextParses(language: String) throws {
        let text = try #require(PluralRules.cldrRuleText[language])
        let parsed = try PluralRules(language: language, rules: text)
        #expect(parsed == PluralRules.forLanguage(language))
    }

    @Test("the embedded rules are CLDR's text")
    func embeddedTextIsCLDRs() {
        let text = PluralRules.cldrRuleText
        #expect(text["en"]?[.one] == "i = 1 and v = 0 @integer 1")
        #expect(text["de"] == text["en"])
        #expect(text["fr"]?[.one] == "i = 0,1 @integer 0, 1 @decimal 0.0~1.5")
        #expect(text["fr"]?[.many]?.hasPrefix("e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5 @integer 1000000, 1c6") == true)
        #expect(text["ru"]?[.one] == "v = 0 and i % 10 = 1 and i % 100 != 11 @integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …")
        #expect(text["ru"]?[.few]?.hasPrefix("v = 0 and i % 10 = 2..4 and i % 100 != 12..14 @integer") == true)
        #expect(text["ru"]?[.many]?.hasPrefix("v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14 @integer") == true)
        #expect(text["uk"] == text["ru"])
        #expect(PluralRules.cldrSamples["ru"]?[.other] == "@decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …")
    }
}

// MARK: - Categories of named values

@Suite("Plural categories")
struct PluralCategoryTests {
    /// The values the specification names, then each language's expected category, by hand from
    /// CLDR's rules.
    static let values = ["0", "1", "1.0", "11", "21", "22", "25", "101", "111", "1000000"]

    static let expected: [(language: String, categories: [PluralCategory])] = [
        // i = 1 and v = 0 → one; everything else other.
        ("en", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("de", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other]),
        // i = 0,1 → one; 1000000 (e = 0, i % 1000000 = 0, v = 0) → many.
        ("fr", [.one, .one, .one, .other, .other, .other, .other, .other, .other, .many]),
        // v = 0 and i % 10 = 1 and i % 100 != 11 → one; % 10 = 2..4 (not 12..14) → few;
        // % 10 = 0, 5..9 or % 100 = 11..14 → many; any fraction digits → other.
        ("ru", [.many, .one, .other, .many, .one, .few, .many, .one, .many, .many]),
        ("uk", [.many, .one, .other, .many, .one, .few, .many, .one, .many, .many]),
    ]

    @Test("named values in every language", arguments: expected)
    func namedValues(language: String, categories: [PluralCategory]) throws {
        let rules = PluralRules.forLanguage(language)
        for (text, category) in zip(Self.values, categories) {
            #expect(rules.category(for: try PluralOperands(text)) == category, "\(language) \(text)")
        }
    }

    @Test("further cases", arguments: [
        ("fr", "1c6", PluralCategory.many), ("fr", "1000001", .other), ("fr", "1.5", .one),
        ("fr", "2", .other), ("fr", "2000000", .many), ("fr", "1.1c6", .many), ("fr", "1c3", .other),
        ("fr", "1c5", .other), ("fr", "1c7", .many), ("fr", "1000000.0", .other), ("fr", "0.0", .one),
        ("fr", "1e25", .many), ("fr", "-1", .one), ("fr", "-2000000", .many),
        ("en", "1.00", .other), ("en", "2", .other), ("en", "-1", .one), ("de", "0.5", .other),
        ("ru", "2", .few), ("ru", "4", .few), ("ru", "5", .many), ("ru", "12", .many), ("ru", "14", .many),
        ("ru", "1.5", .other), ("ru", "0.0", .other), ("ru", "1001", .one), ("ru", "-22", .few),
        ("uk", "11", .many), ("uk", "112", .many), ("uk", "102", .few), ("uk", "10.0", .other),
    ])
    func furtherCases(language: String, text: String, category: PluralCategory) throws {
        #expect(PluralRules.forLanguage(language).category(for: try PluralOperands(text)) == category)
    }

    @Test("integer counts use the same rules as their text")
    func integerCounts() throws {
        for language in ["en", "de", "fr", "ru", "uk"] {
            let rules = PluralRules.forLanguage(language)
            for count in [0, 1, 2, 5, 11, 21, 22, 25, 101, 111, 1_000_000, -1, -22, Int.max, Int.min] {
                #expect(rules.category(for: count) == rules.category(for: try PluralOperands(String(count))), "\(language) \(count)")
            }
        }
        #expect(PluralRules.forLanguage("ru").category(for: -21) == .one)
        #expect(PluralRules.forLanguage("ru").category(for: Int.min) == .many)  // …808
    }

    @Test("European Portuguese has rules of its own; other regions take the language's")
    func regionalRules() throws {
        for code in ["pt_PT", "pt-PT", "pt-Latn-PT", "PT_pt", "pt_PT.UTF-8"] {
            #expect(PluralRules.forLanguage(code).language == "pt_PT", "\(code)")
        }
        for code in ["pt", "pt_BR", "pt-AO", "pt-Latn", "pt-419"] {
            #expect(PluralRules.forLanguage(code).language == "pt", "\(code)")
        }
        // Brazilian Portuguese says "one" for 0 and 1.5 (i = 0..1); Portugal only for exactly 1.
        #expect(PluralRules.forLanguage("pt_BR").category(for: 0) == .one)
        #expect(PluralRules.forLanguage("pt_PT").category(for: 0) == .other)
        #expect(PluralRules.forLanguage("pt_BR").category(for: try PluralOperands("1.5")) == .one)
        #expect(PluralRules.forLanguage("pt_PT").category(for: try PluralOperands("1.5")) == .other)
        #expect(PluralRules.forLanguage("pt_PT").category(for: 1_000_000) == .many)
    }

    @Test("a language in each shape CLDR knows, by hand from its rules", arguments: [
        ("ja", "1", PluralCategory.other), ("zh", "2", .other), ("ko", "0", .other),
        ("pl", "1", .one), ("pl", "22", .few), ("pl", "12", .many), ("pl", "1.5", .other),
        ("ar", "0", .zero), ("ar", "1", .one), ("ar", "2", .two), ("ar", "3", .few), ("ar", "11", .many), ("ar", "100", .other),
        ("cy", "3", .few), ("cy", "6", .many), ("cy", "4", .other),
        ("lv", "0", .zero), ("lv", "21", .one), ("lv", "11", .zero), ("lv", "2", .other),
        ("he", "2", .two), ("he", "0.5", .one), ("he", "1.5", .other),
        ("cs", "3", .few), ("cs", "1.5", .many), ("cs", "5", .other),
        ("lt", "1", .one), ("lt", "11", .other), ("lt", "0.5", .many), ("lt", "9", .few),
        ("ga", "7", .many), ("ga", "5", .few), ("gd", "11", .one), ("gd", "12", .two),
        ("es", "1000000", .many), ("es", "1", .one), ("es", "1.0", .one), ("it", "1.0", .other),
        ("hi", "0", .one), ("hi", "1.0", .one), ("hi", "2", .other), ("da", "0.1", .one), ("da", "2.0", .other),
        ("fil", "4", .other), ("fil", "5", .one), ("br", "1000000", .many), ("br", "71", .other),
        ("kw", "1000", .two), ("kw", "21", .many), ("sl", "102", .two), ("sl", "0.5", .few),
        ("mt", "0", .few), ("mt", "113", .many), ("iw", "2", .two), ("in", "1", .other), ("tl", "4", .other),
    ])
    func languageShapes(language: String, text: String, category: PluralCategory) throws {
        #expect(PluralRules.forLanguage(language).category(for: try PluralOperands(text)) == category, "\(language) \(text)")
    }

    @Test("categories per language, in CLDR order")
    func categoriesPerLanguage() {
        #expect(PluralRules.forLanguage("en").categories == [.one, .other])
        #expect(PluralRules.forLanguage("de").categories == [.one, .other])
        #expect(PluralRules.forLanguage("fr").categories == [.one, .many, .other])
        #expect(PluralRules.forLanguage("ru").categories == [.one, .few, .many, .other])
        #expect(PluralRules.forLanguage("uk").categories == [.one, .few, .many, .other])
    }

    @Test("PluralCategory order is CLDR's")
    func categoryOrder() {
        #expect(PluralCategory.allCases == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralCategory.allCases.shuffled().sorted() == PluralCategory.allCases)
        #expect(PluralCategory.few < .many)
        #expect(!(PluralCategory.other < .zero))
        #expect(PluralCategory(rawValue: "few") == .few)
    }

    @Test("language matching and the English fallback")
    func languageMatching() {
        for code in ["fr", "fr_CH", "fr-CH", "FR", "fr-Latn-CH", " fr_CH.UTF-8 ", "fr@collation=phonebook"] {
            #expect(PluralRules.supports(code), "\(code)")
            #expect(PluralRules.forLanguage(code).language == "fr", "\(code)")
        }
        #expect(PluralRules.forLocale(Locale(identifier: "fr_CH")).category(for: 0) == .one)
        #expect(PluralRules.forLocale(Locale(identifier: "fr-CH")).language == "fr")
        #expect(PluralRules.forLocale(Locale(identifier: "ru_RU")).category(for: 22) == .few)
        #expect(PluralRules.forLocale(Locale(identifier: "uk-UA")).language == "uk")
        #expect(PluralRules.forLocale(Locale(identifier: "de_AT")).language == "de")
        for code in ["", "zz", "-", "frx", "english", "x-pseudo", "qaa"] {
            #expect(!PluralRules.supports(code), "\(code)")
            let rules = PluralRules.forLanguage(code)
            #expect(rules.language == "en")
            #expect(rules == PluralRules.forLanguage("en"))
        }
        // Languages beyond Tally's own have CLDR's rules, not English's.
        #expect(PluralRules.forLanguage("pl").category(for: 2) == .few)
        #expect(PluralRules.forLanguage("pl").category(for: 5) == .many)
        #expect(PluralRules.forLocale(Locale(identifier: "ja_JP")).category(for: 1) == .other)
        #expect(PluralRules.forLocale(Locale(identifier: "ar_EG")).category(for: 0) == .zero)
        #expect(PluralRules.forLocale(Locale(identifier: "es_MX")).language == "es")
        #expect(PluralRules.forLocale(Locale(identifier: "zh-Hant-TW")).language == "zh")
        #expect(PluralRules.forLanguage("de") != PluralRules.forLanguage("en"), "the language is part of the value")
    }
}

// MARK: - Operands

@Suite("Plural operands")
struct PluralOperandsTests {
    private func expectOperands(
        _ text: String, n: Double, i: UInt64, v: Int, w: Int, f: UInt64, t: UInt64, e: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let operands = try PluralOperands(text)
        #expect(operands.n == n, "n of \(text)", sourceLocation: sourceLocation)
        #expect(operands.i == i, "i of \(text)", sourceLocation: sourceLocation)
        #expect(operands.v == v, "v of \(text)", sourceLocation: sourceLocation)
        #expect(operands.w == w, "w of \(text)", sourceLocation: sourceLocation)
        #expect(operands.f == f, "f of \(text)", sourceLocation: sourceLocation)
        #expect(operands.t == t, "t of \(text)", sourceLocation: sourceLocation)
        #expect(operands.e == e, "e of \(text)", sourceLocation: sourceLocation)
        #expect(operands.c == e, "c of \(text)", sourceLocation: sourceLocation)
    }

    @Test("operands of plain numbers")
    func plainNumbers() throws {
        try expectOperands("1.50", n: 1.5, i: 1, v: 2, w: 1, f: 50, t: 5)
        try expectOperands("1", n: 1, i: 1, v: 0, w: 0, f: 0, t: 0)
        try expectOperands("1.0", n: 1, i: 1, v: 1, w: 0, f: 0, t: 0)
        try expectOperands("0.00", n: 0, i: 0, v: 2, w: 0, f: 0, t: 0)
        try expectOperands("1.03", n: 1.03, i: 1, v: 2, w: 2, f: 3, t: 3)
        try expectOperands("1.230", n: 1.23, i: 1, v: 3, w: 2, f: 230, t: 23)
        try expectOperands("007.5", n: 7.5, i: 7, v: 1, w: 1, f: 5, t: 5)
        try expectOperands("1000000", n: 1_000_000, i: 1_000_000, v: 0, w: 0, f: 0, t: 0)
        #expect(try PluralOperands("1") != PluralOperands("1.0"))
    }

    @Test("operands of compact numbers")
    func compactNumbers() throws {
        try expectOperands("1.2c6", n: 1_200_000, i: 1_200_000, v: 0, w: 0, f: 0, t: 0, e: 6)
        try expectOperands("1c6", n: 1_000_000, i: 1_000_000, v: 0, w: 0, f: 0, t: 0, e: 6)
        try expectOperands("1c3", n: 1000, i: 1000, v: 0, w: 0, f: 0, t: 0, e: 3)
        try expectOperands("1.0000001c6", n: 1_000_000.1, i: 1_000_000, v: 1, w: 1, f: 1, t: 1, e: 6)
        try expectOperands("1.0001c3", n: 1000.1, i: 1000, v: 1, w: 1, f: 1, t: 1, e: 3)
        try expectOperands("1.25c1", n: 12.5, i: 12, v: 1, w: 1, f: 5, t: 5, e: 1)
        try expectOperands("1.5c0", n: 1.5, i: 1, v: 1, w: 1, f: 5, t: 5, e: 0)
        #expect(try PluralOperands("1.2e6") == PluralOperands("1.2c6"))
        #expect(try PluralOperands("1.2c6") != PluralOperands("1200000"), "the exponent is an operand")
    }

    @Test("negative numbers use the absolute value")
    func negativeNumbers() throws {
        try expectOperands("-1.50", n: 1.5, i: 1, v: 2, w: 1, f: 50, t: 5)
        try expectOperands("-0", n: 0, i: 0, v: 0, w: 0, f: 0, t: 0)
        try expectOperands("-1.2c6", n: 1_200_000, i: 1_200_000, v: 0, w: 0, f: 0, t: 0, e: 6)
        #expect(try PluralOperands("-0").n.sign == .plus)
        #expect(try PluralOperands("-21") == PluralOperands("21"))
        #expect(PluralOperands(-21) == PluralOperands(21))
    }

    @Test("integer counts")
    func integerCounts() throws {
        #expect(PluralOperands(0) == (try PluralOperands("0")))
        #expect(PluralOperands(1_000_000) == (try PluralOperands("1000000")))
        #expect(PluralOperands(Int.max).i == UInt64(Int.max))
        #expect(PluralOperands(Int.min).i == 9_223_372_036_854_775_808)
        #expect(PluralOperands(Int.min).v == 0)
        #expect(PluralOperands(Int.min) == (try PluralOperands("-9223372036854775808")))
    }

    @Test("large values fold instead of overflowing")
    func largeValues() throws {
        try expectOperands("18446744073709551615", n: 18446744073709551616, i: UInt64.max, v: 0, w: 0, f: 0, t: 0)
        // One more than UInt64.max: 10^18 + (18446744073709551616 mod 10^18).
        #expect(try PluralOperands("18446744073709551616").i == 1_446_744_073_709_551_616)
        #expect(try PluralOperands("123456789012345678901234").i == 1_789_012_345_678_901_234)
        let huge = try PluralOperands("1c25")
        #expect(huge.i == 1_000_000_000_000_000_000)
        #expect(huge.n == 1e25)
        #expect(huge.i % 1_000_000 == 0)
        let longFraction = try PluralOperands("0.1234567890123456789012345")
        #expect(longFraction.v == 25)
        #expect(longFraction.w == 25)
        #expect(longFraction.f == 1_890_123_456_789_012_345)
        #expect(longFraction.f % 100 == 45)
        let maximal = try PluralOperands("9.99999999999999999999999999999999999999999999999999999999999c64")
        #expect(maximal.n.isFinite)
        #expect(maximal.e == 64)
        #expect(try PluralOperands("1c64").n == 1e64)
    }

    @Test("invalid numbers are rejected with their text and the problem", arguments: [
        ("", "empty"), ("abc", "expected a digit"), ("1.2.3", "unexpected \".\""), ("1.", "must be followed by digits"),
        (".5", "expected a digit"), ("+", "expected a digit"), ("+1", "expected a digit"), (" 1", "expected a digit"),
        ("1 ", "unexpected \" \""), ("1 000", "unexpected \" \""), ("NaN", "expected a digit"), ("nan", "expected a digit"),
        ("inf", "expected a digit"), ("-", "expected a digit but found the end"), ("--1", "expected a digit"),
        ("1,5", "unexpected \",\""), ("1_000", "unexpected \"_\""), ("1e", "must be followed by digits"),
        ("1c", "must be followed by digits"), ("1c-3", "must be followed by digits"), ("1e+3", "must be followed by digits"),
        ("1E6", "unexpected \"E\""), ("1c65", "larger than 64"), ("1c9999999999999999999999", "larger than 64"),
        ("1.c3", "must be followed by digits"), ("0x10", "unexpected \"x\""), ("١", "expected a digit"),
        ("1\n", "unexpected"), ("1c3c3", "unexpected \"c\""),
    ])
    func invalidNumbers(text: String, problem: String) {
        do {
            let operands = try PluralOperands(text)
            Issue.record("\"\(text)\" was accepted as \(operands)")
        } catch {
            guard case .invalidNumber(let quoted, let reason) = error as? PluralError else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(quoted == text)
            #expect(reason.contains(problem), "\(reason)")
            #expect(String(describing: error).contains("\"\(VisibleText.escaped(text))\""))
            #expect(String(describing: error).contains(problem))
        }
    }

    @Test("text longer than the limit is rejected before parsing, and shortened in the message")
    func tooLong() {
        let limit = PluralOperands.maximumTextLength
        #expect((try? PluralOperands(String(repeating: "1", count: limit))) != nil)
        let long = String(repeating: "1", count: 100_000)
        #expect(throws: PluralError.invalidNumber(text: String(repeating: "1", count: limit) + "…", reason: "it is longer than \(limit) characters")) {
            try PluralOperands(long)
        }
        #expect(throws: PluralError.self) { try PluralOperands(String(repeating: "1", count: limit + 1)) }
    }
}

// MARK: - Rule parser

@Suite("Plural rule parser")
struct PluralRuleParserTests {
    private func category(_ rule: String, _ text: String) throws -> PluralCategory {
        try PluralRules(language: "test", rules: [.one: rule]).category(for: PluralOperands(text))
    }

    private func matches(_ rule: String, _ text: String) throws -> Bool {
        try category(rule, text) == .one
    }

    @Test("in and = take integers only, within takes the values between")
    func inAndWithin() throws {
        #expect(try matches("n in 0..2", "2"))
        #expect(try matches("n in 0..2", "2.0"))
        #expect(try !matches("n in 0..2", "1.5"))
        #expect(try !matches("n = 0..2", "1.5"))
        #expect(try matches("n within 0..2", "1.5"))
        #expect(try matches("n within 0..2", "2"))
        #expect(try !matches("n within 0..2", "2.5"))
        #expect(try matches("n not within 0..2", "2.5"))
        #expect(try !matches("n not within 0..2", "1.5"))
        #expect(try matches("i within 1..3", "2.7"))
    }

    @Test("negations: !=, not in, is not")
    func negations() throws {
        #expect(try matches("i not in 2..4,7", "5"))
        #expect(try !matches("i not in 2..4,7", "3"))
        #expect(try !matches("i not in 2..4,7", "7"))
        #expect(try matches("i != 2..4,7", "1"))
        #expect(try !matches("i != 2..4,7", "4"))
        #expect(try matches("n is not 1", "2"))
        #expect(try !matches("n is not 1", "1.0"))
        #expect(try matches("n is 1", "1.00"))
        #expect(try matches("n != 1", "1.5"), "1.5 is not the integer 1")
    }

    @Test("mod and % with lists and ranges")
    func modulo() throws {
        let breton = "n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99"
        for text in ["3", "4", "9", "23", "29", "103", "3.0", "1009"] { #expect(try matches(breton, text), "\(text)") }
        for text in ["5", "13", "19", "73", "99", "3.5", "0"] { #expect(try !matches(breton, text), "\(text)") }
        #expect(try matches("n mod 10 is 1", "21"))
        #expect(try matches("n mod 10 is 1", "21.0"))
        #expect(try !matches("n mod 10 is 1", "21.5"))
        #expect(try matches("n % 10 within 1..2", "21.5"))
        #expect(try matches("i % 1000000 = 0", "1c7"))
        #expect(try matches("i%10=1", "31"), "spaces are optional")
        #expect(try matches("  i   %  10 =  1  ", "31"))
    }

    @Test("and binds tighter than or")
    func precedence() throws {
        let rule = "i = 1 and v = 0 or i = 5"
        #expect(try matches(rule, "1"))
        #expect(try !matches(rule, "1.0"))
        #expect(try matches(rule, "5.0"))
        #expect(try !matches(rule, "2"))
        #expect(try matches("i = 2 or i = 3 or i = 4 and v = 1", "4.5"))
        #expect(try !matches("i = 2 or i = 3 or i = 4 and v = 1", "4"))
    }

    @Test("every operand, with c as e")
    func operands() throws {
        #expect(try matches("v = 3 and w = 2 and f = 250 and t = 25", "1.250"))
        #expect(try matches("c = 6", "1c6"))
        #expect(try matches("e = 6", "1c6"))
        #expect(try matches("c = 0", "1000000"))
        #expect(try matches("e != 0..5", "1c6"))
        #expect(try !matches("e != 0..5", "1c5"))
        #expect(try matches("f = 0 and t = 0 and v = 1", "1.0"))
    }

    @Test("samples after @ are ignored and first matching category wins")
    func samplesAndOrder() throws {
        let rules = try PluralRules(language: "xx", rules: [
            .zero: "n = 0 @integer 0 @decimal 0.0",
            .two: "n = 2 @integer 2",
            .few: "n = 0..10 @integer 3~10",
            .many: "n within 0..100 @decimal 11.5",
            .other: " @integer 101~200",
        ])
        #expect(rules.categories == [.zero, .two, .few, .many, .other])
        #expect(rules.category(for: 0) == .zero)
        #expect(rules.category(for: 2) == .two)
        #expect(rules.category(for: 7) == .few)
        #expect(rules.category(for: try PluralOperands("7.5")) == .many)
        #expect(rules.category(for: 101) == .other)
        #expect(rules.language == "xx")
        let noRules = try PluralRules(language: "ja", rules: [:])
        #expect(noRules.categories == [.other])
        #expect(noRules.category(for: 1) == .other)
    }

    @Test("malformed rules are rejected with the category, the rule and the problem", arguments: [
        ("", "the condition is empty"),
        ("   @integer 1", "the condition is empty"),
        ("i =", "expected a whole number after the relation but found the end"),
        ("i = 1 and", "expected an operand"),
        ("x = 1", "expected an operand (n, i, v, w, f, t, e or c) but found \"x\""),
        ("I = 1", "unexpected character \"I\""),
        ("i == 1", "expected a whole number after the relation but found \"=\""),
        ("i = 1.5", "a single \".\""),
        ("i = 5..2", "ends before it starts"),
        ("i % 0 = 1", "must not be 0"),
        ("i mod = 1", "expected a whole number after mod or %"),
        ("i = 99999999999999999999", "too large"),
        ("i is 1..2", "\"is\" takes a single value"),
        ("i is 1,2", "\"is\" takes a single value"),
        ("i = 1 or or i = 2", "expected an operand"),
        ("i not = 1", "expected \"in\" or \"within\" after \"not\""),
        ("i 1", "expected \"=\", \"!=\", \"is\""),
        ("i = 1 extra", "expected \"and\", \"or\" or the end"),
        ("i = 1 2", "expected \"and\", \"or\" or the end"),
        ("i = 1;", "unexpected character \";\""),
        ("i = 1,", "expected a whole number after \",\""),
        ("i = 1..", "expected a whole number after \"..\""),
        ("i ! 1", "unexpected character \"!\""),
        ("i = ..3", "expected a whole number"),
        ("n in", "expected a whole number"),
        ("and", "expected an operand"),
        ("i = 1 AND i = 2", "unexpected character \"A\""),
    ])
    func malformedRules(rule: String, problem: String) {
        do {
            let rules = try PluralRules(language: "test", rules: [.few: rule])
            Issue.record("\"\(rule)\" was accepted: \(rules.categories)")
        } catch {
            guard case .invalidRule(let category, let quoted, let reason) = error as? PluralError else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(category == .few)
            #expect(quoted == rule)
            #expect(reason.contains(problem), "\(reason)")
            let message = String(describing: error)
            #expect(message.contains("\"few\"") && message.contains("\"\(rule)\""), "\(message)")
        }
    }

    @Test("other takes no condition")
    func otherWithCondition() {
        #expect(throws: PluralError.invalidRule(category: .other, rule: "n = 1", reason: "\"other\" takes no condition; it applies when no other rule does")) {
            try PluralRules(language: "test", rules: [.other: "n = 1"])
        }
        #expect((try? PluralRules(language: "test", rules: [.other: ""])) != nil)
    }

    @Test("a very long malformed rule fails without crashing and is shortened in the message")
    func longRule() {
        let rule = Array(repeating: "i = 1", count: 10_000).joined(separator: " or ") + " or"
        #expect {
            try PluralRules(language: "test", rules: [.one: rule])
        } throws: { error in
            guard case .invalidRule(_, let quoted, let reason) = error as? PluralError else { return false }
            return quoted.count == 201 && quoted.hasSuffix("…") && reason.contains("expected an operand")
        }
        let valid = Array(repeating: "i = 1", count: 10_000).joined(separator: " or ")
        #expect((try? PluralRules(language: "test", rules: [.one: valid]))?.category(for: 1) == .one)
    }

    @Test("positions in messages are 1-based character positions of the condition")
    func positions() {
        #expect(throws: PluralError.invalidRule(category: .one, rule: "i = 1 or x", reason: "expected an operand (n, i, v, w, f, t, e or c) but found \"x\" at position 10")) {
            try PluralRules(language: "test", rules: [.one: "i = 1 or x"])
        }
    }
}

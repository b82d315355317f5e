// Tally's plural rules against ICU's, which Foundation carries on Linux: the same locales, the
// same categories per locale, and the same category for every number tried, in every locale.
#if canImport(_FoundationICU)
import _FoundationICU
import Foundation
import Testing
@testable import TallyCore

/// ICU's cardinal plural rules for one locale, and a way to ask them about a number as written
/// (so "1.50" keeps its two visible fraction digits, and "1.2c6" is a compact number).
private final class ICUPluralRules {
    private let rules: OpaquePointer
    /// Formatters by visible fraction digits (0 to 4), and one for compact notation.
    private var formatters: [Int: OpaquePointer] = [:]
    private var compact: OpaquePointer?
    private let result: OpaquePointer

    init(locale: String) throws {
        var status = U_ZERO_ERROR
        guard let rules = swift_uplrules_open(locale, &status), status.rawValue <= 0 else {
            throw ICUFailure("uplrules_open(\(locale)) failed: \(status.rawValue)")
        }
        guard let result = swift_unumf_openResult(&status), status.rawValue <= 0 else {
            swift_uplrules_close(rules)
            throw ICUFailure("unumf_openResult failed: \(status.rawValue)")
        }
        self.rules = rules
        self.result = result
    }

    deinit {
        for formatter in formatters.values { swift_unumf_close(formatter) }
        if let compact { swift_unumf_close(compact) }
        swift_unumf_closeResult(result)
        swift_uplrules_close(rules)
    }

    /// The categories the locale uses, as ICU lists them.
    func keywords() throws -> Set<String> {
        var status = U_ZERO_ERROR
        guard let enumeration = swift_uplrules_getKeywords(rules, &status), status.rawValue <= 0 else {
            throw ICUFailure("uplrules_getKeywords failed: \(status.rawValue)")
        }
        defer { swift_uenum_close(enumeration) }
        var keywords: Set<String> = []
        var length: Int32 = 0
        while let keyword = swift_uenum_next(enumeration, &length, &status) {
            keywords.insert(String(cString: keyword))
        }
        return keywords
    }

    /// ICU's category for `text`, a plain decimal ("21", "1.50"): formatted with exactly its
    /// visible fraction digits, then selected.
    func category(plain text: String) throws -> String {
        let fractionDigits = text.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
        let formatter = try formatter(fractionDigits: fractionDigits)
        return try select(text, with: formatter)
    }

    /// ICU's category for `value` written in English compact notation ("1.2K", "1M"), where the
    /// exponent is an operand (`e`, `c`).
    func category(compact value: String) throws -> String {
        if compact == nil { compact = try Self.formatter(skeleton: "compact-short") }
        guard let compact else { throw ICUFailure("no compact formatter") }
        return try select(value, with: compact)
    }

    private func formatter(fractionDigits: Int) throws -> OpaquePointer {
        if let formatter = formatters[fractionDigits] { return formatter }
        let skeleton = fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits)
        let formatter = try Self.formatter(skeleton: skeleton)
        formatters[fractionDigits] = formatter
        return formatter
    }

    /// A formatter in `en` (the locale of the digits does not change the operands).
    private static func formatter(skeleton: String) throws -> OpaquePointer {
        var status = U_ZERO_ERROR
        let units = Array(skeleton.utf16)
        guard let formatter = swift_unumf_openForSkeletonAndLocale(units, Int32(units.count), "en", &status), status.rawValue <= 0 else {
            throw ICUFailure("unumf_openForSkeletonAndLocale(\(skeleton)) failed: \(status.rawValue)")
        }
        return formatter
    }

    private func select(_ value: String, with formatter: OpaquePointer) throws -> String {
        var status = U_ZERO_ERROR
        swift_unumf_formatDecimal(formatter, value, Int32(value.utf8.count), result, &status)
        guard status.rawValue <= 0 else { throw ICUFailure("unumf_formatDecimal(\(value)) failed: \(status.rawValue)") }
        var buffer = [UChar](repeating: 0, count: 16)
        let length = swift_uplrules_selectFormatted(rules, result, &buffer, Int32(buffer.count), &status)
        guard status.rawValue <= 0 else { throw ICUFailure("uplrules_selectFormatted(\(value)) failed: \(status.rawValue)") }
        return String(decoding: buffer.prefix(Int(length)), as: UTF16.self)
    }

    /// Every locale ICU's plural data lists (`plurals.res`, table `locales`).
    static func locales() throws -> Set<String> {
        var status = U_ZERO_ERROR
        guard let root = swift_ures_openDirect(nil, "plurals", &status), status.rawValue <= 0 else {
            throw ICUFailure("ures_openDirect(plurals) failed: \(status.rawValue)")
        }
        defer { swift_ures_close(root) }
        guard let table = swift_ures_getByKey(root, "locales", nil, &status), status.rawValue <= 0 else {
            throw ICUFailure("the plural data has no locales table: \(status.rawValue)")
        }
        defer { swift_ures_close(table) }
        var locales: Set<String> = []
        while swift_ures_hasNext(table) != 0 {
            guard let entry = swift_ures_getNextResource(table, nil, &status), status.rawValue <= 0 else { break }
            if let key = swift_ures_getKey(entry) { locales.insert(String(cString: key)) }
            swift_ures_close(entry)
        }
        return locales
    }

    /// The version of ICU, for messages.
    static var version: String {
        var info = UVersionInfo(0, 0, 0, 0)
        swift_u_getVersion(&info)
        return "\(info.0).\(info.1)"
    }
}

private struct ICUFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The numbers compared in every locale, as written.
private enum ComparedNumbers {
    /// 0 to 1 000, then numbers around the thresholds rules use (`% 100`, `% 1000`,
    /// `% 100000`, `% 1000000`).
    static let integers: [String] = (0...1000).map(String.init) + [
        1001, 1002, 1003, 1011, 1012, 1021, 1022, 1100, 2000, 10_000, 10_001, 11_000, 20_000, 21_000, 40_000,
        100_000, 100_001, 101_000, 120_000, 1_000_000, 1_000_001, 1_100_000, 2_000_000, 10_000_000, 100_000_000,
        1_000_000_000, 1_234_567, 1_000_000_000_000, 9_223_372_036_854_775_807,
    ].map(String.init)

    /// Integer parts times fraction digits, one to four of them, trailing zeros included.
    static let decimals: [String] = {
        let wholes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 19, 20, 21, 22, 25, 100, 101, 102, 111, 1000, 1_000_000]
        let fractions = [
            "0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
            "00", "01", "02", "03", "04", "05", "10", "11", "12", "13", "14", "15", "19", "20", "21", "22", "50", "99",
            "000", "001", "002", "010", "011", "012", "100", "101", "0000", "0001", "0011",
        ]
        return wholes.flatMap { whole in fractions.map { "\(whole).\($0)" } }
    }()

    /// Compact numbers as English writes them with their exponent: `1.2K` is `1.2c3`.
    static let compact: [(value: String, written: String)] = [
        ("1000", "1c3"), ("1200", "1.2c3"), ("5000", "5c3"), ("10000", "10c3"), ("1000000", "1c6"),
        ("1500000", "1.5c6"), ("2000000", "2c6"), ("21000000", "21c6"), ("1000000000", "1c9"),
    ]
}

@Suite("Plural rules against ICU")
struct PluralRulesICUTests {
    @Test("Tally has rules for exactly the locales ICU has")
    func sameLocales() throws {
        let icu = try ICUPluralRules.locales()
        let tally = Set(PluralRules.supportedLanguages)
        #expect(icu.subtracting(tally).isEmpty, "ICU \(ICUPluralRules.version) has rules Tally lacks: \(icu.subtracting(tally).sorted())")
        #expect(tally.subtracting(icu).isEmpty, "Tally has rules ICU lacks: \(tally.subtracting(icu).sorted())")
        #expect(tally.count == 223)
    }

    @Test("every locale uses the categories ICU lists", arguments: PluralRules.supportedLanguages)
    func sameCategories(locale: String) throws {
        let icu = try ICUPluralRules(locale: locale)
        #expect(Set(PluralRules.forLanguage(locale).categories.map(\.rawValue)) == (try icu.keywords()), "\(locale)")
    }

    @Test("every locale gives ICU's category for every integer, decimal and compact number tried",
          arguments: PluralRules.supportedLanguages)
    func sameCategoriesForNumbers(locale: String) throws {
        let icu = try ICUPluralRules(locale: locale)
        let rules = PluralRules.forLanguage(locale)
        #expect(rules.language == locale)
        var mismatches: [String] = []
        for text in ComparedNumbers.integers + ComparedNumbers.decimals {
            let expected = try icu.category(plain: text)
            let actual = rules.category(for: try PluralOperands(text)).rawValue
            if actual != expected { mismatches.append("\(text): \(actual), ICU \(expected)") }
        }
        for (value, written) in ComparedNumbers.compact {
            let expected = try icu.category(compact: value)
            let actual = rules.category(for: try PluralOperands(written)).rawValue
            if actual != expected { mismatches.append("\(written): \(actual), ICU \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(locale) differs from ICU \(ICUPluralRules.version) for \(mismatches.count) numbers: \(mismatches.prefix(12))")
    }

    @Test("every CLDR sample written in the rules is in the same category for ICU",
          arguments: PluralRules.supportedLanguages)
    func samplesAgreeWithICU(locale: String) throws {
        let icu = try ICUPluralRules(locale: locale)
        let samples = try #require(PluralRules.cldrSamples[locale])
        var mismatches: [String] = []
        for (category, list) in samples {
            for sample in expandSamples(list).map(\.text) where !sample.contains("c") {
                let expected = try icu.category(plain: sample)
                if expected != category.rawValue { mismatches.append("\(sample) listed as \(category.rawValue), ICU \(expected)") }
            }
        }
        #expect(mismatches.isEmpty, "\(locale): \(mismatches.prefix(12))")
    }
}
#else
import Testing

/// On Apple platforms ICU is the system's own and its C API is not public, so Tally's plural
/// rules are not compared with it there; the same rules are compared with ICU 76 on Linux, and
/// every CLDR sample is checked on both (`PluralRulesTests`).
@Suite("Plural rules against ICU")
struct PluralRulesICUTests {
    @Test("every locale and number against ICU's plural rules", .disabled("Linux only: ICU's C API is reached through swift-corelibs-foundation's _FoundationICU, which Apple platforms do not have"))
    func againstICU() {}
}
#endif

import Foundation

/// The cardinal plural rules of one language, in CLDR's rule syntax (UTS #35, Part 3 "Numbers",
/// section "Language Plural Rules"), choosing the ``PluralCategory`` for a number.
///
/// Build one from rule text with ``init(language:rules:)``, or take CLDR's own rules for any
/// language CLDR has cardinal rules for (``supportedLanguages``: 223 locale codes, Afrikaans to
/// Zulu) from ``forLanguage(_:)`` or ``forLocale(_:)``:
///
/// ```swift
/// let russian = PluralRules.forLanguage("ru")
/// russian.category(for: 22)                           // .few
/// russian.category(for: try PluralOperands("1.5"))    // .other
/// ```
public struct PluralRules: Sendable, Hashable {
    /// The language the rules are for, as given to ``init(language:rules:)``, or CLDR's locale
    /// code for built-in rules (`fr` for `fr_CH`, `pt_PT` for `pt-PT`).
    public let language: String

    /// The parsed condition of every category that has one; `other` never has one.
    private let conditions: [PluralCategory: PluralRuleCondition]

    /// The categories this language uses, always including `other`, in CLDR order.
    public var categories: [PluralCategory] {
        (Array(conditions.keys) + [.other]).sorted()
    }

    /// Rules from CLDR rule text, one string per category.
    ///
    /// Each rule is a condition optionally followed by CLDR's samples (`@integer …`,
    /// `@decimal …`); everything from the first `@` on is ignored. The full grammar is read:
    /// conditions joined by `or` and `and`; relations `=`, `!=`, `is`, `is not`, `in`,
    /// `not in`, `within`, `not within`; values, ranges `a..b` and lists `a,b,c..d`; `mod` or `%`;
    /// operands `n i v w f t e c`. `in` and `=` match integers only ("n = 1..3" is false for
    /// 1.5); `within` also matches the values between the bounds.
    ///
    /// `other` needs no entry; when given, it must have no condition (CLDR writes only its
    /// samples). A category with no entry is not used by the language.
    ///
    /// - Throws: ``PluralError/invalidRule(category:rule:reason:)`` naming the category, the
    ///   rule and the problem with its position: an empty condition for a category other than
    ///   `other`, a condition for `other`, an unknown word or character, a missing operand or
    ///   value, a value too large for `UInt64`, `mod 0`, a range whose start is after its end,
    ///   `is` with a range or a list, or text after a complete condition.
    public init(language: String, rules: [PluralCategory: String]) throws {
        var conditions: [PluralCategory: PluralRuleCondition] = [:]
        for (category, rule) in rules {
            func failure(_ reason: String) -> PluralError {
                .invalidRule(category: category, rule: PluralError.shortened(rule, limit: 200), reason: reason)
            }
            let conditionText = rule.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let isEmpty = conditionText.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if category == .other {
                guard isEmpty else { throw failure("\"other\" takes no condition; it applies when no other rule does") }
                continue
            }
            guard !isEmpty else { throw failure("the condition is empty") }
            var parser = PluralRuleParser(conditionText)
            do {
                conditions[category] = try parser.parseCondition()
            } catch let error as PluralRuleParser.Failure {
                throw failure(error.reason)
            }
        }
        self.init(language: language, conditions: conditions)
    }

    private init(language: String, conditions: [PluralCategory: PluralRuleCondition]) {
        self.language = language
        self.conditions = conditions
    }

    /// The category for a number: the first of zero, one, two, few, many whose rule matches,
    /// otherwise `other`. Never fails.
    public func category(for operands: PluralOperands) -> PluralCategory {
        for category in PluralCategory.allCases where category != .other {
            if let condition = conditions[category], condition.matches(operands) {
                return category
            }
        }
        return .other
    }

    /// The category for an integer count; the same as `category(for: PluralOperands(count))`.
    public func category(for count: Int) -> PluralCategory {
        category(for: PluralOperands(count))
    }

    // MARK: Built-in languages

    /// The rules of the language of `locale`; the same as ``forLanguage(_:)`` with the locale's
    /// identifier, so `fr_CH` and `fr-CH` get French, `pt_PT` European Portuguese and a language
    /// CLDR has no rules for gets English.
    public static func forLocale(_ locale: Locale) -> PluralRules {
        forLanguage(locale.identifier)
    }

    /// CLDR's rules for a language code or locale identifier, with or without a script or region
    /// (`fr_CH`, `fr-CH`, `ru-RU`, `uk_UA.UTF-8`, `sr-Latn-RS`), in any case: every language CLDR
    /// has cardinal rules for (``supportedLanguages``), from Afrikaans to Zulu.
    ///
    /// The language subtag decides, except where CLDR gives a region rules of its own (`pt_PT`,
    /// and `pt-Latn-PT`, differs from `pt`). A language CLDR has no rules for falls back to
    /// English's rules (`one` for exactly "1", `other` for everything else), whose ``language``
    /// is then `en`. Never fails.
    public static func forLanguage(_ code: String) -> PluralRules {
        if let rules = lookup(code) { return rules }
        return builtIn("en") ?? PluralRules(language: "en", conditions: [:])
    }

    /// ``forLanguage(_:)``, kept per code: lookups of plural texts ask for the same few languages
    /// over and over.
    static func cached(_ code: String) -> PluralRules {
        byCode.value(for: code) { forLanguage(code) }
    }

    private static let byCode = CompiledCache<String, PluralRules>()

    /// Whether ``forLanguage(_:)`` has the language's own rules rather than the English fallback;
    /// the same matching applies (`fr_CH`, `fr-CH`, `FR` are all supported).
    public static func supports(_ code: String) -> Bool {
        lookup(code) != nil
    }

    /// Every locale code CLDR has cardinal rules for, sorted: language codes (`af` … `zu`), CLDR's
    /// deprecated codes it still lists (`in`, `iw`, `ji`, `jw`, `mo`, `no`, `sh`, `tl`), `pt_PT`
    /// and `root`.
    public static let supportedLanguages: [String] = PluralRuleData.groups.flatMap { $0.locales.split(separator: " ").map(String.init) }.sorted()

    /// The built-in rules for `code`: its language and region (`pt_PT`) when CLDR has rules for
    /// that pair, otherwise its language.
    private static func lookup(_ code: String) -> PluralRules? {
        let subtags = self.subtags(of: code)
        if let region = subtags.region, let rules = builtIn(subtags.language + "_" + region) { return rules }
        return builtIn(subtags.language)
    }

    /// The language subtag of a code or identifier, lowercased: the text before the first `-`,
    /// `_`, `@` or `.`, with surrounding spaces removed.
    static func baseLanguage(of code: String) -> String {
        subtags(of: code).language
    }

    /// The language (lowercased) and region (uppercased, if any) of a code or identifier; a
    /// script subtag (four letters) between them is skipped.
    static func subtags(of code: String) -> (language: String, region: String?) {
        // Trimmed with the standard library, not Foundation's CharacterSet, whose first use costs
        // a cold process more than the rest of a lookup.
        let trimmed = Substring(code).drop { $0.isWhitespace }
        let trimmedEnd = trimmed.lastIndex { !$0.isWhitespace }.map { trimmed[...$0] } ?? trimmed[trimmed.startIndex..<trimmed.startIndex]
        let tag = trimmedEnd.prefix { $0 != "@" && $0 != "." }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        let language = (parts.first.map(String.init) ?? "").lowercased()
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy(\.isLetter) { rest = rest.dropFirst() }
        guard let region = rest.first, (region.count == 2 && region.allSatisfy(\.isLetter)) || (region.count == 3 && region.allSatisfy(\.isNumber)) else {
            return (language, nil)
        }
        return (language, region.uppercased())
    }

    /// The built-in rules of the locale code `code` (`ru`, `pt_PT`), or nil when CLDR has none.
    /// Only the group of languages that share `code`'s rules is parsed, once: an app that shows
    /// one language never parses the other 222. The tests parse every embedded rule with
    /// ``init(language:rules:)``, so the `other`-only stand-in is never used.
    private static func builtIn(_ code: String) -> PluralRules? {
        guard let index = groupIndex[code] else { return nil }
        let conditions = parsedGroups.value(for: index) {
            (try? PluralRules(language: "", rules: PluralRuleData.groups[index].rules))?.conditions ?? [:]
        }
        return PluralRules(language: code, conditions: conditions)
    }

    /// The index in ``PluralRuleData/groups`` of each locale code CLDR has rules for: one look-up
    /// per code, whatever the code, rather than a scan of every group's locales.
    private static let groupIndex: [String: Int] = {
        var index: [String: Int] = [:]
        for (position, group) in PluralRuleData.groups.enumerated() {
            for locale in group.locales.split(separator: " ") where index[String(locale)] == nil { index[String(locale)] = position }
        }
        return index
    }()

    /// The parsed conditions of each group of ``PluralRuleData/groups``, by index, as they are
    /// first needed.
    private static let parsedGroups = CompiledCache<Int, [PluralCategory: PluralRuleCondition]>()

    /// CLDR's cardinal rules, samples included, by locale code (``PluralRuleData``).
    ///
    /// The text for English, German, French, Russian and Ukrainian is exactly that of
    /// `common/supplemental/plurals.xml` of unicode-org/cldr at commit
    /// 004469dc0e1842dac3ba0b302f7f53150f3c2d17 (the file states no release number; its data
    /// already has the compact exponent operand and French `many`). The text for these five
    /// languages is the same in CLDR 42 (cldr-json 42.0.0-ALPHA3 `plurals.json`) and in ICU's
    /// `plurals.txt` at commit 01474bcabd4887eec7c01271aa73e7da2595879e. plurals.xml groups `de`
    /// and `en` under one `<pluralRules>` and `ru` and `uk` under another.
    static let cldrRuleText: [String: [PluralCategory: String]] = {
        var table: [String: [PluralCategory: String]] = [:]
        for group in PluralRuleData.groups {
            for locale in group.locales.split(separator: " ") { table[String(locale)] = group.rules }
        }
        return table
    }()

    /// The sample part of every rule in ``cldrRuleText``: the text from the first `@` on
    /// (`@integer 1`, `@decimal 0.0~1.5, …`), by language and category.
    static let cldrSamples: [String: [PluralCategory: String]] = cldrRuleText.mapValues { rules in
        rules.mapValues { rule in
            guard let at = rule.firstIndex(of: "@") else { return "" }
            return String(rule[at...])
        }
    }
}

// MARK: - Rule syntax

/// A parsed rule condition: relations joined by `and` inside each group, groups joined by `or`.
struct PluralRuleCondition: Sendable, Hashable {
    /// The `or` alternatives, each a list of relations that must all hold.
    var alternatives: [[PluralRuleRelation]]

    /// Whether the condition holds for `operands`.
    func matches(_ operands: PluralOperands) -> Bool {
        alternatives.contains { relations in relations.allSatisfy { $0.matches(operands) } }
    }
}

/// One relation, such as `i % 100 != 12..14` or `n within 0..2`.
struct PluralRuleRelation: Sendable, Hashable {
    /// An operand a rule can name; `c` is read as `e`.
    enum Operand: Sendable, Hashable {
        case n, i, v, w, f, t, e
    }

    /// The operand tested.
    var operand: Operand
    /// The divisor of `mod` / `%`, never 0, if any.
    var modulus: UInt64?
    /// Whether the relation is negated (`!=`, `not in`, `is not`, `not within`).
    var negated: Bool
    /// `within` (any value between the bounds) rather than `in`, `=` or `is` (integers only).
    var within: Bool
    /// The values and ranges of the range list.
    var ranges: [ClosedRange<UInt64>]

    /// Whether the relation holds for `operands`.
    func matches(_ operands: PluralOperands) -> Bool {
        let inList: Bool
        if operand == .n {
            var value = operands.n
            if let modulus { value = value.truncatingRemainder(dividingBy: Double(modulus)) }
            let isInteger = value == value.rounded(.towardZero)
            inList = (within || isInteger) && ranges.contains { Double($0.lowerBound) <= value && value <= Double($0.upperBound) }
        } else {
            var value: UInt64
            switch operand {
            case .i: value = operands.i
            case .v: value = UInt64(max(operands.v, 0))
            case .w: value = UInt64(max(operands.w, 0))
            case .f: value = operands.f
            case .t: value = operands.t
            case .e, .n: value = UInt64(max(operands.e, 0))
            }
            if let modulus { value %= modulus }
            inList = ranges.contains { $0.contains(value) }
        }
        return inList != negated
    }
}

/// A reader of the condition part of one CLDR plural rule (the text before its samples).
struct PluralRuleParser {
    /// Why the condition could not be read; the reason names the problem and its position.
    struct Failure: Error {
        var reason: String
    }

    private enum Token: Equatable {
        case word(String)
        case number(UInt64)
        case symbol(String)
        case end
    }

    private var tokens: [(token: Token, offset: Int)] = []
    private var position = 0
    private var lexFailure: Failure?

    /// A parser over `text`; errors in the characters themselves are reported by
    /// ``parseCondition()``.
    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 97 && scalar.value <= 122 }
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                index += 1
            } else if isLetter(scalar) {
                var word = ""
                while index < scalars.count, isLetter(scalars[index]) {
                    word.unicodeScalars.append(scalars[index])
                    index += 1
                }
                tokens.append((.word(word), start))
            } else if isDigit(scalar) {
                var value: UInt64 = 0
                while index < scalars.count, isDigit(scalars[index]) {
                    let (times, timesOverflow) = value.multipliedReportingOverflow(by: 10)
                    let (sum, sumOverflow) = times.addingReportingOverflow(UInt64(scalars[index].value - 48))
                    if timesOverflow || sumOverflow {
                        lexFailure = Failure(reason: "the number at position \(start + 1) is too large")
                        return
                    }
                    value = sum
                    index += 1
                }
                tokens.append((.number(value), start))
            } else if scalar == "=" || scalar == "%" || scalar == "," {
                tokens.append((.symbol(String(Character(scalar))), start))
                index += 1
            } else if scalar == "!", index + 1 < scalars.count, scalars[index + 1] == "=" {
                tokens.append((.symbol("!="), start))
                index += 2
            } else if scalar == ".", index + 1 < scalars.count, scalars[index + 1] == "." {
                tokens.append((.symbol(".."), start))
                index += 2
            } else if scalar == "." {
                lexFailure = Failure(reason: "a single \".\" at position \(start + 1); values are whole numbers and ranges are written a..b")
                return
            } else {
                lexFailure = Failure(reason: "unexpected character \"\(Character(scalar))\" at position \(start + 1)")
                return
            }
        }
        tokens.append((.end, scalars.count))
    }

    /// Reads the whole text as a condition: `and_condition ('or' and_condition)*`.
    mutating func parseCondition() throws -> PluralRuleCondition {
        if let lexFailure { throw lexFailure }
        var alternatives: [[PluralRuleRelation]] = []
        while true {
            var relations = [try parseRelation()]
            while accept(.word("and")) { relations.append(try parseRelation()) }
            alternatives.append(relations)
            if !accept(.word("or")) { break }
        }
        guard current.token == .end else {
            throw Failure(reason: "expected \"and\", \"or\" or the end of the condition but found \(describeCurrent())")
        }
        return PluralRuleCondition(alternatives: alternatives)
    }

    private var current: (token: Token, offset: Int) {
        tokens[min(position, tokens.count - 1)]
    }

    private mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    private mutating func accept(_ token: Token) -> Bool {
        guard current.token == token else { return false }
        advance()
        return true
    }

    private func describeCurrent() -> String {
        let (token, offset) = current
        switch token {
        case .word(let word): return "\"\(word)\" at position \(offset + 1)"
        case .number(let value): return "\"\(value)\" at position \(offset + 1)"
        case .symbol(let symbol): return "\"\(symbol)\" at position \(offset + 1)"
        case .end: return "the end of the condition"
        }
    }

    /// `expr ('is' 'not'? value | 'not'? 'in' range_list | '=' range_list | '!=' range_list |
    /// 'not'? 'within' range_list)`, where `expr = operand (('mod' | '%') value)?`.
    private mutating func parseRelation() throws -> PluralRuleRelation {
        let operand: PluralRuleRelation.Operand
        switch current.token {
        case .word("n"): operand = .n
        case .word("i"): operand = .i
        case .word("v"): operand = .v
        case .word("w"): operand = .w
        case .word("f"): operand = .f
        case .word("t"): operand = .t
        case .word("e"), .word("c"): operand = .e
        default:
            throw Failure(reason: "expected an operand (n, i, v, w, f, t, e or c) but found \(describeCurrent())")
        }
        advance()

        var modulus: UInt64?
        if accept(.word("mod")) || accept(.symbol("%")) {
            let divisor = try parseValue(after: "mod or %")
            guard divisor != 0 else {
                throw Failure(reason: "the divisor of mod or % must not be 0")
            }
            modulus = divisor
        }

        var negated = false
        var within = false
        let ranges: [ClosedRange<UInt64>]
        if accept(.word("is")) {
            negated = accept(.word("not"))
            let value = try parseValue(after: negated ? "is not" : "is")
            if current.token == .symbol("..") || current.token == .symbol(",") {
                throw Failure(reason: "\"is\" takes a single value; use \"=\" or \"in\" for a range or list, at \(describeCurrent())")
            }
            ranges = [value...value]
        } else if accept(.symbol("=")) {
            ranges = try parseRangeList()
        } else if accept(.symbol("!=")) {
            negated = true
            ranges = try parseRangeList()
        } else {
            negated = accept(.word("not"))
            if accept(.word("in")) {
                ranges = try parseRangeList()
            } else if accept(.word("within")) {
                within = true
                ranges = try parseRangeList()
            } else {
                let expected = negated ? "\"in\" or \"within\" after \"not\"" : "\"=\", \"!=\", \"is\", \"in\", \"not in\", \"within\" or \"not within\""
                throw Failure(reason: "expected \(expected) but found \(describeCurrent())")
            }
        }
        return PluralRuleRelation(operand: operand, modulus: modulus, negated: negated, within: within, ranges: ranges)
    }

    /// `(value | value '..' value) (',' …)*`.
    private mutating func parseRangeList() throws -> [ClosedRange<UInt64>] {
        var ranges: [ClosedRange<UInt64>] = []
        repeat {
            let lower = try parseValue(after: ranges.isEmpty ? "the relation" : "\",\"")
            if accept(.symbol("..")) {
                let upperOffset = current.offset
                let upper = try parseValue(after: "\"..\"")
                guard lower <= upper else {
                    throw Failure(reason: "the range \(lower)..\(upper) at position \(upperOffset + 1) ends before it starts")
                }
                ranges.append(lower...upper)
            } else {
                ranges.append(lower...lower)
            }
        } while accept(.symbol(","))
        return ranges
    }

    private mutating func parseValue(after context: String) throws -> UInt64 {
        guard case .number(let value) = current.token else {
            throw Failure(reason: "expected a whole number after \(context) but found \(describeCurrent())")
        }
        advance()
        return value
    }
}

import Foundation

/// Writes large numbers short, exactly as the platform's compact notation does:
/// `Decimal.FormatStyle` with `.notation(.compactName)` ("1.2K" and "3.4M" in en, "1,2 Mio." in
/// de, "1,2 k" in fr, "3,4 млн" in ru; below the first abbreviated magnitude the number is written
/// in full: "999", and "1234" in de, which abbreviates nothing below a million).
///
/// ``init(locale:)`` *compiles*: it formats probe values with the platform's compact style once
/// and learns, for every magnitude from 10⁰ to 10²⁰, the power of ten the number is divided by
/// and the abbreviation around it for each plural form of the shown number; then the digits,
/// separators and grouping (compact notation groups only from 10 000: "1000T", "10,000T"), the
/// minus sign's place, the rounding mode, the minimum significant digits and the not-a-number
/// text. ``string(_:)`` then formats by hand with exact decimal digits, using ICU's compact rules:
/// the value is divided for its magnitude, rounded to an integer but to at least two significant
/// digits (1234 → "1.2K", 12 345 → "12K", 0.0123 → "0.012"), half-even (1250 → "1.2K"), and
/// moved to the next abbreviation when rounding carries into it (999 999 → "1M"). Magnitudes above
/// the largest abbreviation keep it ("1000T", "12,345T").
///
/// Where an abbreviation changes with the number shown (Arabic's "3 آلاف" but "11 ألف"), the
/// plural form of the shown number is chosen with ``PluralRules/forLocale(_:)`` for the languages
/// it knows (English, German, French, Russian, Ukrainian; their short abbreviations happen not to
/// change); for any other language compilation learns the abbreviation of every number a
/// magnitude can show instead (by its last two digits from 100 on).
///
/// On Linux, swift-foundation provides the compact style on `Decimal.FormatStyle`,
/// `IntegerFormatStyle` and `FloatingPointFormatStyle` (`.notation(.compactName)`); on iOS 15 and
/// later the same API exists. Both format with ICU's short compact notation.
public struct CompactAmountFormatter: Sendable, Hashable {
    /// The locale the notation was learned for: the locale asked for, without its `numbers`
    /// keyword when its numbering system is not positional decimal (see
    /// ``replacedNumberingSystem``).
    public let locale: Locale
    /// The numbering system the locale asked for that numbers are not written in (`"roman"` for
    /// `ar_SA@numbers=roman`, which writes 12 345 as "١٢ ألف", in ar_SA's own digits), or nil when they are
    /// written in the locale's own digits. See ``NumberSymbols/replacedNumberingSystem(in:)``.
    public let replacedNumberingSystem: String?
    /// How the locale writes the number part of compact numbers, with compact notation's own
    /// grouping (``NumberSymbols/minimumGroupingDigits`` is 2 in en: "1000T", "10,000T").
    public let symbols: NumberSymbols
    /// One pattern per magnitude 10⁰…10²⁰; larger magnitudes use the last.
    let patterns: [CompactMagnitudePattern]
    /// The fewest significant digits shown (2 in ICU's compact notation).
    let minimumSignificantDigits: Int
    let rounding: DecimalRounding
    let pluralRules: PluralRules
    let notANumberText: String

    /// The largest magnitude learned one by one.
    static let largestProbedMagnitude = 20

    /// Compiles the platform's compact notation for `locale`. This formats a few hundred probe
    /// values (about a millisecond) and is meant to run once per locale: prefer
    /// ``cached(locale:)``. A locale whose numbering system is not positional decimal is
    /// compiled without its `numbers` keyword (see ``replacedNumberingSystem``).
    public init(locale asked: Locale) {
        let resolved = AmountLocale.resolve(asked)
        let locale = resolved.locale
        self.replacedNumberingSystem = resolved.replacedNumberingSystem
        let style = Decimal.FormatStyle(locale: locale).notation(.compactName)
        func probe(_ value: Decimal) -> ProbeText? { ProbeText(style.format(value)) }
        // The abbreviation around `value` and around its negative (the sign's place varies:
        // "-1K" in en, "elfu -1" in sw).
        func affix(_ value: Decimal) -> CompactAffix? {
            guard let positive = probe(value), let negative = probe(-value) else { return nil }
            return CompactAffix(prefix: positive.prefix, suffix: positive.suffix,
                                negativePrefix: negative.prefix, negativeSuffix: negative.suffix)
        }
        func power(_ exponent: Int, times significand: Decimal = 1) -> Decimal {
            Decimal(sign: significand < 0 ? .minus : .plus, exponent: exponent, significand: abs(significand))
        }
        let rules = PluralRules.forLocale(locale)
        let hasPluralRules = PluralRules.supports(locale.identifier)
        self.locale = locale
        self.pluralRules = rules
        self.notANumberText = style.format(Decimal.nan)

        // The number of digits a probe shows; the probes here show integers only.
        func shownDigits(_ text: ProbeText) -> Int { text.body.filter(\.isDecimalDigit).count }

        var patterns: [CompactMagnitudePattern] = []
        for magnitude in 0...Self.largestProbedMagnitude {
            guard let text = probe(power(magnitude)), let baseAffix = affix(power(magnitude)) else {
                patterns.append(patterns.last ?? CompactMagnitudePattern(divisorExponent: 0, other: .none))
                continue
            }
            let divisor = max(0, magnitude - (shownDigits(text) - 1))
            var pattern = CompactMagnitudePattern(divisorExponent: divisor, other: baseAffix)
            let shownIntegerDigits = magnitude - divisor + 1
            let candidates = Self.representatives(integerDigits: shownIntegerDigits)
            func learnedAffix(_ candidate: String) -> CompactAffix? {
                Decimal(string: candidate, locale: Locale(identifier: "en_US_POSIX")).flatMap { affix(power(divisor, times: $0)) }
            }
            if hasPluralRules {
                // The probe above showed a 1 followed by zeros; learn each other plural form from
                // the first number in it.
                let categoryOfOne = rules.category(for: Self.operands(candidates.first ?? "1"))
                var seen: Set<PluralCategory> = [categoryOfOne]
                if categoryOfOne != .other { pattern.byCategory[categoryOfOne] = pattern.other }
                for candidate in candidates {
                    let category = rules.category(for: Self.operands(candidate))
                    guard !seen.contains(category), let learned = learnedAffix(candidate) else { continue }
                    seen.insert(category)
                    if category == .other { pattern.other = learned } else { pattern.byCategory[category] = learned }
                    if seen.count == rules.categories.count { break }
                }
            } else if Self.variationSamples(integerDigits: shownIntegerDigits).contains(where: { learnedAffix($0) != baseAffix }) {
                // No plural rules for this language, and the abbreviation changes with the number:
                // learn it for every number this magnitude can show (by the last two digits from
                // three integer digits on, which is all any CLDR plural rule looks at there).
                for candidate in candidates {
                    if let learned = learnedAffix(candidate), learned != baseAffix {
                        pattern.byShownNumber[Self.shownNumberKey(candidate)] = learned
                    }
                }
            }
            pattern.byCategory = pattern.byCategory.filter { $0.value != pattern.other }
            patterns.append(pattern)
        }
        self.patterns = patterns

        // Digits and grouping: a long number above the largest abbreviation is written in full.
        let top = patterns.last?.divisorExponent ?? 0
        let allDigits: [Int] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]
        let layout = probe(power(top, times: 1_234_567_890)).flatMap {
            ProbeLayout($0.body, integerDigits: allDigits, fractionDigits: 0)
        }
        var minimumGrouping = 1
        if let layout, layout.usesGrouping {
            minimumGrouping = 4
            for candidate in 1...3 {
                if let text = probe(power(top + layout.groupingSize + candidate - 1)), ProbeText.runs(text.body).count > 1 {
                    minimumGrouping = candidate
                    break
                }
            }
        }
        // The decimal separator, the rounding mode and the significant digits from small numbers,
        // which no abbreviation touches.
        let decimalSeparator = probe(Decimal(string: "1.5", locale: Locale(identifier: "en_US_POSIX")) ?? 1)
            .map { ProbeText.runs($0.body) }
            .flatMap { $0.count == 2 ? $0[0].separator : nil } ?? "."
        let digits = layout?.digits ?? NumberSymbols.asciiDigits
        func shown(_ text: String) -> String? {
            probe(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0).map { probeText in
                String(probeText.body.map { scalar in
                    if let value = digits.firstIndex(of: String(Character(scalar))) { return Character(String(value)) }
                    return "."
                })
            }
        }
        self.minimumSignificantDigits = max(1, (shown("1.23456789") ?? "1.2").filter(\.isNumber).count)
        let quarter = shown("1.25"), threeQuarter = shown("1.35")
        if quarter == "1.3" {
            self.rounding = .halfAwayFromZero
        } else if quarter == "1.2", threeQuarter == "1.3" {
            self.rounding = .halfTowardZero
        } else {
            self.rounding = .halfEven
        }

        // The minus sign: what a negative number below 1000 has around it.
        let unabbreviated = patterns.first?.other ?? .none
        let minusSign = unabbreviated.negativePrefix.isEmpty ? unabbreviated.negativeSuffix : unabbreviated.negativePrefix

        self.symbols = NumberSymbols(
            decimalSeparator: decimalSeparator,
            groupingSeparator: layout?.groupingSeparator ?? ",",
            groupingSize: layout?.groupingSize ?? 3,
            secondaryGroupingSize: layout?.secondaryGroupingSize,
            minimumGroupingDigits: minimumGrouping,
            usesGrouping: layout?.usesGrouping ?? false,
            minusSign: minusSign.isEmpty ? "-" : minusSign,
            digits: digits
        )
    }

    /// The formatter for `locale`, compiled on first use and kept for the life of the process.
    /// Keyed by the locale's identifier; safe to call from any thread or task.
    public static func cached(locale: Locale) -> CompactAmountFormatter {
        cache.value(for: locale.identifier) { CompactAmountFormatter(locale: locale) }
    }

    private static let cache = CompiledCache<String, CompactAmountFormatter>()

    /// `value` in compact notation: "1.2K", "-3.4M", "999", "0.5" in en; "3,4 млн" in ru.
    public func string(_ value: Decimal) -> String {
        guard let number = DecimalDigits(value) else { return notANumberText }
        guard let magnitude = number.magnitude else {
            return affixed(integer: [0], fraction: [], negative: false, magnitude: 0)
        }
        var divisor = divisorExponent(forMagnitude: magnitude)
        var rounded = roundedToSignificance(number.shifted(byPowerOfTen: -divisor))
        if let roundedMagnitude = rounded.magnitude, roundedMagnitude > magnitude - divisor {
            // Rounding carried into the next power of ten (999.9K → 1000K): when that power has
            // another divisor, rescale and round again (→ 1M), as ICU does.
            let next = divisorExponent(forMagnitude: magnitude + 1)
            if next != divisor {
                rounded = roundedToSignificance(rounded.shifted(byPowerOfTen: divisor - next))
                divisor = next
            }
        }
        var fraction = rounded.fraction
        while fraction.last == 0 { fraction.removeLast() }
        let shownMagnitude = (rounded.magnitude ?? 0) + divisor
        return affixed(integer: rounded.integer, fraction: fraction, negative: number.isNegative, magnitude: shownMagnitude)
    }

    /// The divisor's power of ten for a number of magnitude `magnitude` (0 below 1).
    private func divisorExponent(forMagnitude magnitude: Int) -> Int {
        guard magnitude >= 0, let last = patterns.last else { return 0 }
        return magnitude < patterns.count ? patterns[magnitude].divisorExponent : last.divisorExponent
    }

    /// `number` rounded to an integer, but to at least ``minimumSignificantDigits`` digits.
    private func roundedToSignificance(_ number: DecimalDigits) -> DecimalDigits {
        guard let magnitude = number.magnitude else { return number }
        let fractionDigits = max(0, minimumSignificantDigits - 1 - magnitude)
        let rounded = number.rounded(toFractionDigits: fractionDigits, rule: rounding)
        return DecimalDigits(isNegative: number.isNegative, digits: rounded.digits, fractionDigits: fractionDigits)
    }

    /// The shown number with its abbreviation and sign.
    private func affixed(integer: [UInt8], fraction: [UInt8], negative: Bool, magnitude: Int) -> String {
        let patternIndex = min(max(magnitude, 0), patterns.count - 1)
        var affix = CompactAffix.none
        if patterns.indices.contains(patternIndex) {
            let pattern = patterns[patternIndex]
            affix = pattern.other
            if !pattern.byCategory.isEmpty || !pattern.byShownNumber.isEmpty {
                var ascii = integer.map { String($0) }.joined()
                if !fraction.isEmpty { ascii += "." + fraction.map { String($0) }.joined() }
                if !pattern.byCategory.isEmpty {
                    affix = pattern.byCategory[pluralRules.category(for: Self.operands(ascii))] ?? pattern.other
                } else {
                    affix = pattern.byShownNumber[Self.shownNumberKey(ascii)] ?? pattern.other
                }
            }
        }
        var result = negative ? affix.negativePrefix : affix.prefix
        symbols.appendGroupedInteger(integer[...], to: &result)
        if !fraction.isEmpty {
            result += symbols.decimalSeparator
            symbols.appendDigits(fraction[...], to: &result)
        }
        result += negative ? affix.negativeSuffix : affix.suffix
        return result
    }

    /// The plural operands of an ASCII number ("1.5"); those of 0 if it cannot be read.
    static func operands(_ ascii: String) -> PluralOperands {
        (try? PluralOperands(ascii)) ?? PluralOperands(0)
    }

    /// The key of a shown ASCII number in ``CompactMagnitudePattern/byShownNumber``: the number
    /// itself below 100, its last two digits from 100 on.
    static func shownNumberKey(_ ascii: String) -> String {
        let integerDigits = ascii.prefix { $0 != "." }.count
        return integerDigits <= 2 ? ascii : String(ascii.suffix(2))
    }

    /// A few numbers with `integerDigits` integer digits whose plural forms differ in most
    /// languages; used to tell whether an abbreviation changes with the number.
    static func variationSamples(integerDigits: Int) -> [String] {
        switch integerDigits {
        case ...1: return ["2", "3", "5", "1.5"]
        case 2: return ["11", "12", "13", "20", "21", "22", "25"]
        default:
            let lead = "1" + String(repeating: "0", count: integerDigits - 3)
            return ["01", "02", "03", "05", "11", "12", "21", "22", "25"].map { lead + $0 }
        }
    }

    /// Numbers with `integerDigits` integer digits as compact notation can show them, starting
    /// with 1 followed by zeros: below 10 every number of at most two significant digits
    /// (1…9, 1.1…9.9), from 10 to 99 all of them, and from three digits on a 1, zeros, and every
    /// last two digits 00…99 (100…199, 1000…1099, …): CLDR plural rules look at no more than the
    /// last two digits of such integers, except for a remainder by a million, which the leading
    /// 1 followed by zeros covers.
    static func representatives(integerDigits: Int) -> [String] {
        switch integerDigits {
        case ...1:
            return (1...9).map { String($0) } + (1...9).flatMap { whole in (1...9).map { "\(whole).\($0)" } }
        case 2:
            return (10...99).map { String($0) }
        default:
            let lead = "1" + String(repeating: "0", count: integerDigits - 3)
            return (0...99).map { lead + ($0 < 10 ? "0" : "") + String($0) }
        }
    }
}

/// The abbreviation and divisor of one magnitude of compact notation.
struct CompactMagnitudePattern: Sendable, Hashable {
    /// The number is divided by 10 to this power (3 for "K"; 0 when nothing is abbreviated).
    var divisorExponent: Int
    /// The abbreviation for the `other` plural form (and every form not in ``byCategory``).
    var other: CompactAffix
    /// Abbreviations that differ from ``other``, by the plural form of the shown number (for
    /// languages ``PluralRules`` knows).
    var byCategory: [PluralCategory: CompactAffix] = [:]
    /// Abbreviations that differ from ``other``, by ``CompactAmountFormatter/shownNumberKey(_:)``
    /// of the shown number (for other languages).
    var byShownNumber: [String: CompactAffix] = [:]
}

/// What stands before and after the shown number, for a positive and for a negative number
/// (the sign included).
struct CompactAffix: Sendable, Hashable {
    var prefix: String
    var suffix: String
    var negativePrefix: String
    var negativeSuffix: String

    /// Nothing around the number, and a leading "-" for negatives.
    static let none = CompactAffix(prefix: "", suffix: "", negativePrefix: "-", negativeSuffix: "")
}

import Foundation

/// Formats amounts exactly as the platform's `NumberFormatter` does for a locale, a currency and
/// a style, without a `NumberFormatter` on the formatting path.
///
/// ``init(locale:currency:style:)`` *compiles*: it builds one `NumberFormatter` configured the
/// way the platform would be asked (`numberStyle`, `locale`, `currencyCode`), formats a handful
/// of probe values with it and reads the pattern out of the text: the positive and negative
/// prefix and suffix (currency symbol, its spacing, bidi marks and the minus sign included), the
/// decimal and grouping separators, the grouping sizes, the minimum grouping digits, the digits
/// of the locale's numbering system, whether a negative amount that rounds to zero keeps its
/// sign, the not-a-number text and the rounding mode. After that, ``string(_:)`` formats by hand
/// with exact decimal digit arithmetic: about two microseconds per call in a release build,
/// against about forty to build a `NumberFormatter` and format once. ``cached(locale:currency:style:)`` compiles each combination once
/// per process.
///
/// The fraction always has ``fractionDigits`` digits: the currency's ISO 4217 minor units
/// (0 for JPY, 2 for CHF, 3 for KWD), whatever the platform's own currency data says.
///
/// Differences from `NumberFormatter`, all deliberate:
/// - Values are rounded from their exact decimal digits. `NumberFormatter` converts a `Decimal` to
///   `Double` first, so it can differ at an exact tie that the conversion moves (on Linux, 1.005
///   converts to 1.0050000000000001 and prints "1.01"; this prints "1.00", half-even) and beyond
///   15 significant digits (999 999 999 999 999.99 prints as 1 000 000 000 000 000.00 there).
/// - The secondary grouping size comes from the locale's data even where the platform's
///   `NumberFormatter` drops it: swift-corelibs-foundation (Linux) always hands ICU a secondary
///   grouping size of 0, so its `NumberFormatter` prints en_IN's 1234567 as "1,234,567" while the
///   locale, `IntegerFormatStyle` and Apple's `NumberFormatter` write "12,34,567". Compilation
///   reads the secondary size from `Decimal.FormatStyle` whenever `NumberFormatter` shows none.
/// - The fraction digits are exactly ``fractionDigits``. (swift-corelibs-foundation ignores
///   `maximumFractionDigits` whenever `minimumFractionDigits` is above 0, so its `.decimal`
///   formatter prints "0.125" when asked for two digits.)
public struct AmountFormatter: Sendable, Hashable {
    /// Which of `NumberFormatter`'s styles to reproduce.
    public enum Style: Sendable, Hashable, CaseIterable {
        /// `NumberFormatter.Style.currency`: the number with the currency's symbol, placed and
        /// spaced as the locale places it ("€1,234.50", "1 234,50 €", "CHF 1’234.50").
        case currency
        /// `NumberFormatter.Style.decimal`: the number alone ("1,234.50"), with the currency's
        /// minor units as fraction digits.
        case decimal
    }

    /// The locale the pattern was learned for.
    public let locale: Locale
    /// The currency: its code picks the symbol (``Style/currency``) and its ISO minor units the
    /// fraction digits.
    public let currency: Currency
    /// The style the pattern was learned for.
    public let style: Style
    /// How the locale writes the number part, as learned from the platform.
    public let symbols: NumberSymbols
    /// The fraction digits ``string(_:)`` writes: the currency's ISO minor units.
    public let fractionDigits: Int
    /// What stands before the number of a positive amount or zero (`"€"` for en_US,
    /// `"CHF "` for de_CH, `""` for ru_RU).
    public let positivePrefix: String
    /// What stands after the number of a positive amount or zero (`" €"` for ru_RU).
    public let positiveSuffix: String
    /// What stands before the number of a negative amount (`"-€"` for en_US, `"CHF-"` for
    /// de_CH).
    public let negativePrefix: String
    /// What stands after the number of a negative amount.
    public let negativeSuffix: String
    /// The whole text for a `Decimal` that is not a number, as the platform writes it.
    let notANumberText: String
    /// The platform's rounding mode (half-even unless the platform says otherwise).
    let rounding: DecimalRounding
    /// Whether a negative amount that rounds to zero keeps the negative form ("-$0.00"), as ICU
    /// does.
    let negativeZeroKeepsSign: Bool

    /// Compiles the pattern the platform's `NumberFormatter` uses for `locale`, `currency` and
    /// `style`. This builds one `NumberFormatter` and is meant to run once per combination:
    /// prefer ``cached(locale:currency:style:)``.
    public init(locale: Locale, currency: Currency, style: Style) {
        let pattern = CompiledAmountPattern(locale: locale, currencyCode: currency.code, style: style)
        self.locale = locale
        self.currency = currency
        self.style = style
        self.symbols = pattern.symbols
        self.fractionDigits = max(0, currency.minorUnits)
        self.positivePrefix = pattern.positivePrefix
        self.positiveSuffix = pattern.positiveSuffix
        self.negativePrefix = pattern.negativePrefix
        self.negativeSuffix = pattern.negativeSuffix
        self.notANumberText = pattern.notANumberText
        self.rounding = pattern.rounding
        self.negativeZeroKeepsSign = pattern.negativeZeroKeepsSign
    }

    /// The formatter for `locale`, `currency` and `style`, compiled on first use and kept for
    /// the life of the process. Keyed by the locale's identifier, the currency's code and the
    /// style; safe to call from any thread or task.
    public static func cached(locale: Locale, currency: Currency, style: Style) -> AmountFormatter {
        let key = CacheKey(localeIdentifier: locale.identifier, currencyCode: currency.code, style: style)
        return cache.value(for: key) {
            AmountFormatter(locale: locale, currency: currency, style: style)
        }
    }

    /// `value` with ``fractionDigits`` fraction digits: `"€1,234.50"`, `"-98 765,43 €"`.
    public func string(_ value: Decimal) -> String {
        string(value, fractionDigits: fractionDigits)
    }

    /// `value` with `fractionDigits` fraction digits (a negative count counts as 0), rounded with
    /// the platform's rounding mode (half-even: 0.125 → "0.12", 0.135 → "0.14").
    ///
    /// Zero is written in the positive form. A negative value that rounds to zero keeps the
    /// negative form when the platform does ("-$0.00" for -0.001 in en_US, as ICU writes it). A
    /// `Decimal` that is not a number gives the platform's not-a-number text.
    public func string(_ value: Decimal, fractionDigits: Int) -> String {
        guard let number = DecimalDigits(value) else { return notANumberText }
        let digits = max(0, fractionDigits)
        let rounded = number.rounded(toFractionDigits: digits, rule: rounding)
        let negative = number.isNegative && (negativeZeroKeepsSign || !rounded.isZero)
        var result = negative ? negativePrefix : positivePrefix
        result.reserveCapacity(result.utf8.count + rounded.digits.count * 4 + 16)
        let integerEnd = rounded.digits.count - digits
        symbols.appendGroupedInteger(rounded.digits[..<integerEnd], to: &result)
        if digits > 0 {
            result += symbols.decimalSeparator
            symbols.appendDigits(rounded.digits[integerEnd...], to: &result)
        }
        result += negative ? negativeSuffix : positiveSuffix
        return result
    }

    // MARK: - Cache

    private struct CacheKey: Hashable, Sendable {
        let localeIdentifier: String
        let currencyCode: String
        let style: Style
    }

    private static let cache = CompiledCache<CacheKey, AmountFormatter>()
}

// MARK: - Compilation

/// What compilation learns from the platform for one locale, currency and style.
struct CompiledAmountPattern {
    var symbols: NumberSymbols
    var positivePrefix: String
    var positiveSuffix: String
    var negativePrefix: String
    var negativeSuffix: String
    var notANumberText: String
    var rounding: DecimalRounding
    var negativeZeroKeepsSign: Bool

    /// The probe: 13 integer digits that hold every digit 0…9 once in a known order, and a
    /// two-digit fraction, all exact in binary floating point (the platform converts to `Double`).
    private static let probe = 1_234_567_890_123.25
    /// The probe's integer digits, in order.
    private static let probeIntegerDigits: [Int] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3]

    init(locale: Locale, currencyCode: String, style: AmountFormatter.Style) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = style == .currency ? .currency : .decimal
        if style == .currency { formatter.currencyCode = currencyCode }
        // Two fraction digits make the decimal separator visible; the affixes and symbols do not
        // depend on the number of fraction digits.
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        let minusSign = formatter.minusSign ?? "-"
        self.rounding = DecimalRounding(formatter.roundingMode)
        self.notANumberText = formatter.string(from: NSDecimalNumber.notANumber) ?? "NaN"

        func format(_ value: Double) -> ProbeText? {
            formatter.string(from: NSNumber(value: value)).flatMap(ProbeText.init)
        }
        guard let positive = format(Self.probe), let negative = format(-Self.probe),
              let layout = ProbeLayout(positive.body, integerDigits: Self.probeIntegerDigits, fractionDigits: 2),
              negative.body == positive.body
        else {
            // The platform printed something this reader does not understand: fall back to plain
            // ASCII, which the differential tests would report for the locale.
            self.symbols = NumberSymbols(decimalSeparator: ".", groupingSeparator: ",", minusSign: minusSign)
            self.positivePrefix = ""
            self.positiveSuffix = ""
            self.negativePrefix = minusSign
            self.negativeSuffix = ""
            self.negativeZeroKeepsSign = true
            return
        }
        positivePrefix = positive.prefix
        positiveSuffix = positive.suffix
        negativePrefix = negative.prefix
        negativeSuffix = negative.suffix

        // Grouping: the probe shows the primary size, and the secondary one when the platform
        // applies it. swift-corelibs-foundation never does (it passes ICU a secondary size of 0),
        // so when the probe shows none, ask the locale's data through Decimal.FormatStyle.
        var secondary = layout.secondaryGroupingSize
        if layout.usesGrouping, secondary == layout.groupingSize,
           let styled = ProbeText(Decimal(1_234_567_890_123).formatted(.number.locale(locale))),
           let styledLayout = ProbeLayout(styled.body, integerDigits: Self.probeIntegerDigits, fractionDigits: 0),
           styledLayout.usesGrouping, styledLayout.groupingSize == layout.groupingSize {
            secondary = styledLayout.secondaryGroupingSize
        }

        // Minimum grouping digits: the fewest digits left of the first separator that the
        // platform still groups (1 for 1,000; 2 where 1234 stays 1234 but 12,345 is grouped).
        var minimumGrouping = 1
        if layout.usesGrouping {
            minimumGrouping = 4
            var power = 1.0
            for _ in 0..<layout.groupingSize { power *= 10 }
            for candidate in 1...3 {
                if let text = format(power), text.bodyDigitRuns.count > 2 {  // integer groups + fraction
                    minimumGrouping = candidate
                    break
                }
                power *= 10
            }
        }
        symbols = NumberSymbols(
            decimalSeparator: layout.decimalSeparator,
            groupingSeparator: layout.groupingSeparator,
            groupingSize: layout.groupingSize,
            secondaryGroupingSize: secondary,
            minimumGroupingDigits: minimumGrouping,
            usesGrouping: layout.usesGrouping,
            minusSign: minusSign,
            digits: layout.digits
        )

        // A tiny negative value rounds to zero at two (or three) fraction digits: does the
        // platform keep the negative form?
        if let tiny = format(-0.000_01) {
            negativeZeroKeepsSign = tiny.prefix == negativePrefix && tiny.suffix == negativeSuffix
                && !(negativePrefix == positivePrefix && negativeSuffix == positiveSuffix)
        } else {
            negativeZeroKeepsSign = false
        }
    }
}

/// A formatted probe split into what stands before the first digit, the number itself (first
/// digit to last digit) and what stands after the last digit. Digits are Unicode decimal digits
/// (general category Nd) of any numbering system.
struct ProbeText {
    var prefix: String
    var body: [Unicode.Scalar]
    var suffix: String

    init?(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: \.isDecimalDigit),
              let last = scalars.lastIndex(where: \.isDecimalDigit) else { return nil }
        prefix = String(String.UnicodeScalarView(scalars[..<first]))
        body = Array(scalars[first...last])
        suffix = String(String.UnicodeScalarView(scalars[(last + 1)...]))
    }

    /// The runs of digits in ``body``, each with the separator text that follows it.
    var bodyDigitRuns: [(digits: [Unicode.Scalar], separator: String)] {
        ProbeText.runs(body)
    }

    static func runs(_ body: [Unicode.Scalar]) -> [(digits: [Unicode.Scalar], separator: String)] {
        var runs: [(digits: [Unicode.Scalar], separator: String)] = []
        var digits: [Unicode.Scalar] = []
        var separator = String.UnicodeScalarView()
        for scalar in body {
            if scalar.isDecimalDigit {
                if !separator.isEmpty {
                    runs.append((digits, String(separator)))
                    digits = []
                    separator = String.UnicodeScalarView()
                }
                digits.append(scalar)
            } else {
                separator.append(scalar)
            }
        }
        if !digits.isEmpty || !separator.isEmpty { runs.append((digits, String(separator))) }
        return runs
    }
}

/// The number part of a probe read as separators, grouping and digits.
struct ProbeLayout {
    var digits: [String]
    var decimalSeparator: String
    var groupingSeparator: String
    var groupingSize: Int
    var secondaryGroupingSize: Int
    var usesGrouping: Bool

    /// Reads `body`, which must show exactly `integerDigits` (values, most significant first,
    /// containing every digit 0…9) followed, when `fractionDigits` is above 0, by a decimal
    /// separator and that many digits.
    init?(_ body: [Unicode.Scalar], integerDigits: [Int], fractionDigits: Int) {
        var runs = ProbeText.runs(body)
        guard !runs.isEmpty else { return nil }
        var decimalSeparator = "."
        if fractionDigits > 0 {
            guard runs.count >= 2, let fraction = runs.last, fraction.digits.count == fractionDigits else { return nil }
            decimalSeparator = runs[runs.count - 2].separator
            runs.removeLast()
        }
        let integerScalars = runs.flatMap(\.digits)
        guard integerScalars.count == integerDigits.count else { return nil }
        var digits = [String](repeating: "", count: 10)
        for (scalar, value) in zip(integerScalars, integerDigits) {
            let text = String(Character(scalar))
            guard digits[value].isEmpty || digits[value] == text else { return nil }
            digits[value] = text
        }
        guard !digits.contains(where: \.isEmpty) else { return nil }
        self.digits = digits
        self.decimalSeparator = decimalSeparator
        let sizes = runs.map(\.digits.count)
        usesGrouping = sizes.count > 1
        groupingSize = sizes.last ?? 3
        secondaryGroupingSize = sizes.count > 2 ? sizes[sizes.count - 2] : groupingSize
        groupingSeparator = runs.count > 1 ? runs[0].separator : ","
    }
}

extension Unicode.Scalar {
    /// Whether this is a decimal digit of any numbering system (general category Nd).
    var isDecimalDigit: Bool {
        properties.generalCategory == .decimalNumber
    }
}

// MARK: - Exact decimal digits

/// A rounding mode, applied to exact decimal digits.
enum DecimalRounding: Sendable, Hashable {
    case ceiling, floor, towardZero, awayFromZero, halfEven, halfTowardZero, halfAwayFromZero

    /// The mode `NumberFormatter` uses.
    init(_ mode: NumberFormatter.RoundingMode) {
        if mode == .ceiling {
            self = .ceiling
        } else if mode == .floor {
            self = .floor
        } else if mode == .down {
            self = .towardZero
        } else if mode == .up {
            self = .awayFromZero
        } else if mode == .halfDown {
            self = .halfTowardZero
        } else if mode == .halfUp {
            self = .halfAwayFromZero
        } else {
            self = .halfEven
        }
    }

    /// Whether the kept digits' magnitude goes up by one unit in the last place.
    ///
    /// - Parameters:
    ///   - negative: the sign of the value.
    ///   - firstDropped: the first dropped digit.
    ///   - moreDropped: whether any later dropped digit is not zero.
    ///   - lastKeptIsOdd: whether the last kept digit is odd.
    func incrementsMagnitude(negative: Bool, firstDropped: UInt8, moreDropped: Bool, lastKeptIsOdd: Bool) -> Bool {
        let inexact = firstDropped != 0 || moreDropped
        guard inexact else { return false }
        switch self {
        case .ceiling: return !negative
        case .floor: return negative
        case .towardZero: return false
        case .awayFromZero: return true
        case .halfAwayFromZero: return firstDropped >= 5
        case .halfTowardZero: return firstDropped > 5 || (firstDropped == 5 && moreDropped)
        case .halfEven: return firstDropped > 5 || (firstDropped == 5 && (moreDropped || lastKeptIsOdd))
        }
    }
}

/// A finite `Decimal` as its exact decimal digits.
struct DecimalDigits: Sendable, Hashable {
    /// Whether the value is below zero.
    var isNegative: Bool
    /// The integer digits (values 0…9, most significant first, at least one).
    var integer: [UInt8]
    /// The fraction digits (values 0…9).
    var fraction: [UInt8]

    /// The digits of `value`; nil when it is not a number.
    init?(_ value: Decimal) {
        guard !value.isNaN else { return nil }
        // Decimal's description is exact and locale-independent: "-98765.4321", "0.001", "1000".
        // An exponent ("1e+30") is read too, in case a platform writes one.
        var negative = false
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var inFraction = false
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        for byte in value.description.utf8 {
            switch byte {
            case UInt8(ascii: "-"):
                if inExponent { exponentSign = -1 } else { negative = true }
            case UInt8(ascii: "+"):
                continue
            case UInt8(ascii: "."):
                inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = byte - UInt8(ascii: "0")
                if inExponent {
                    exponent = min(exponent * 10 + Int(digit), 10_000)
                } else if inFraction {
                    fraction.append(digit)
                } else {
                    integer.append(digit)
                }
            default:
                return nil
            }
        }
        exponent *= exponentSign
        if exponent > 0 {
            let moved = min(exponent, fraction.count)
            integer += fraction.prefix(moved)
            fraction.removeFirst(moved)
            integer += repeatElement(0, count: exponent - moved)
        } else if exponent < 0 {
            let moved = min(-exponent, integer.count)
            fraction = Array(integer.suffix(moved)) + fraction
            integer.removeLast(moved)
            fraction = Array(repeating: 0, count: -exponent - moved) + fraction
        }
        if let firstNonZero = integer.firstIndex(where: { $0 != 0 }) {
            integer.removeFirst(firstNonZero)
        } else {
            integer = [0]
        }
        self.isNegative = negative && (integer != [0] || fraction.contains { $0 != 0 })
        self.integer = integer
        self.fraction = fraction
    }

    /// The result of ``rounded(toFractionDigits:rule:)``.
    struct Rounded {
        /// Integer digits (no leading zeros, at least one) followed by exactly the requested
        /// number of fraction digits.
        var digits: [UInt8]
        /// Whether every digit is zero.
        var isZero: Bool
    }

    /// The magnitude rounded to `fractionDigits` (at least 0) fraction digits with `rule`, the
    /// sign taken from ``isNegative``.
    func rounded(toFractionDigits fractionDigits: Int, rule: DecimalRounding) -> Rounded {
        var digits = integer
        digits.reserveCapacity(integer.count + fractionDigits + 1)
        if fraction.count <= fractionDigits {
            digits += fraction
            digits += repeatElement(0, count: fractionDigits - fraction.count)
        } else {
            digits += fraction[..<fractionDigits]
            let firstDropped = fraction[fractionDigits]
            let moreDropped = fraction[(fractionDigits + 1)...].contains { $0 != 0 }
            let lastKeptIsOdd = (digits.last ?? 0) % 2 == 1
            if rule.incrementsMagnitude(negative: isNegative, firstDropped: firstDropped,
                                        moreDropped: moreDropped, lastKeptIsOdd: lastKeptIsOdd) {
                var index = digits.count - 1
                while index >= 0 {
                    if digits[index] == 9 {
                        digits[index] = 0
                        index -= 1
                    } else {
                        digits[index] += 1
                        break
                    }
                }
                if index < 0 { digits.insert(1, at: 0) }
            }
        }
        // Keep one integer digit at least; drop leading zeros a carry may not have used.
        while digits.count > fractionDigits + 1, digits.first == 0 { digits.removeFirst() }
        return Rounded(digits: digits, isZero: !digits.contains { $0 != 0 })
    }
}

// MARK: - Cache

/// A process-wide map from keys to compiled values, filled on first use.
///
/// `@unchecked Sendable` is safe here: the only mutable state is `storage`, which is private and
/// read or written only while `lock` is held (both accesses go through `lock.withLock`); the
/// stored values are themselves `Sendable` and are returned by copy. Compilation runs outside the
/// lock so that slow compiles of different keys do not wait for each other; when two tasks
/// compile the same key at once, the first to store wins and both return that stored value.
final class CompiledCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Key: Value] = [:]

    /// The stored value for `key`, or the result of `compile`, stored for next time.
    func value(for key: Key, compile: () -> Value) -> Value {
        if let stored = lock.withLock({ storage[key] }) { return stored }
        let compiled = compile()
        return lock.withLock {
            if let stored = storage[key] { return stored }
            storage[key] = compiled
            return compiled
        }
    }

    /// How many values are stored.
    var count: Int { lock.withLock { storage.count } }
}

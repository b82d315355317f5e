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
/// with exact decimal digit arithmetic: about 130 ns per call in a release build, against about
/// 600 ns for a cached `NumberFormatter` and 40 µs to build one and format once.
/// ``cached(locale:currency:style:)`` compiles each combination once per process. A copy of a
/// formatter is one reference to its compiled pattern.
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

    /// What compilation learned, shared by every copy of this formatter (a copy is one
    /// reference, which keeps ``cached(locale:currency:style:)`` cheap).
    private let storage: Storage

    /// The compiled pattern, immutable.
    private final class Storage: Sendable {
        let locale: Locale
        let replacedNumberingSystem: String?
        let currency: Currency
        let style: Style
        let pattern: CompiledAmountPattern
        let fractionDigits: Int
        /// The positive prefix and suffix as bytes, for the typing path; nil when either is longer
        /// than ``SmallUTF8/capacity``.
        let packedPositiveAffixes: PackedAffixes?

        init(locale: AmountLocale, currency: Currency, style: Style, pattern: CompiledAmountPattern) {
            self.locale = locale.locale
            self.replacedNumberingSystem = locale.replacedNumberingSystem
            self.currency = currency
            self.style = style
            self.pattern = pattern
            fractionDigits = max(0, currency.minorUnits)
            if let prefix = SmallUTF8(pattern.positivePrefix), let suffix = SmallUTF8(pattern.positiveSuffix) {
                packedPositiveAffixes = PackedAffixes(prefix: prefix, suffix: suffix)
            } else {
                packedPositiveAffixes = nil
            }
        }
    }

    /// A prefix and a suffix as bytes.
    private struct PackedAffixes: Sendable, Hashable {
        let prefix: SmallUTF8
        let suffix: SmallUTF8
    }

    /// The locale the pattern was learned for: the locale asked for, without its `numbers`
    /// keyword when its numbering system is not positional decimal (see
    /// ``replacedNumberingSystem``).
    public var locale: Locale { storage.locale }
    /// The numbering system the locale asked for that amounts are not written in (`"roman"` for
    /// `en_US@numbers=roman`, which writes "$5.00"), or nil when they are written in the
    /// locale's own digits. See ``NumberSymbols/replacedNumberingSystem(in:)``.
    public var replacedNumberingSystem: String? { storage.replacedNumberingSystem }
    /// The currency: its code picks the symbol (``Style/currency``) and its ISO minor units the
    /// fraction digits.
    public var currency: Currency { storage.currency }
    /// The style the pattern was learned for.
    public var style: Style { storage.style }
    /// How the locale writes the number part, as learned from the platform.
    public var symbols: NumberSymbols { storage.pattern.symbols }
    /// The fraction digits ``string(_:)`` writes: the currency's ISO minor units.
    public var fractionDigits: Int { storage.fractionDigits }
    /// What stands before the number of a positive amount or zero (`"€"` for en_US,
    /// `"CHF "` for de_CH, `""` for ru_RU).
    public var positivePrefix: String { storage.pattern.positivePrefix }
    /// What stands after the number of a positive amount or zero (`" €"` for ru_RU).
    public var positiveSuffix: String { storage.pattern.positiveSuffix }
    /// What stands before the number of a negative amount (`"-€"` for en_US, `"CHF-"` for
    /// de_CH).
    public var negativePrefix: String { storage.pattern.negativePrefix }
    /// What stands after the number of a negative amount.
    public var negativeSuffix: String { storage.pattern.negativeSuffix }
    /// The whole text for a `Decimal` that is not a number, as the platform writes it.
    var notANumberText: String { storage.pattern.notANumberText }
    /// The platform's rounding mode (half-even unless the platform says otherwise).
    var rounding: DecimalRounding { storage.pattern.rounding }
    /// Whether a negative amount that rounds to zero keeps the negative form ("-$0.00"), as ICU
    /// does.
    var negativeZeroKeepsSign: Bool { storage.pattern.negativeZeroKeepsSign }

    /// Compiles the pattern the platform's `NumberFormatter` uses for `locale`, `currency` and
    /// `style`. This builds one `NumberFormatter` and is meant to run once per combination:
    /// prefer ``cached(locale:currency:style:)``. A locale whose numbering system is not
    /// positional decimal is compiled without its `numbers` keyword (see
    /// ``replacedNumberingSystem``).
    public init(locale: Locale, currency: Currency, style: Style) {
        let resolved = AmountLocale.resolve(locale)
        let pattern = CompiledAmountPattern(locale: resolved.locale, currencyCode: currency.code, currencySymbol: currency.symbol, style: style)
        storage = Storage(locale: resolved, currency: currency, style: style, pattern: pattern)
    }

    /// Two formatters are equal when they write the same text for every amount and say the same
    /// about it: the same locale identifier, replaced numbering system, currency, style and
    /// learned pattern.
    public static func == (lhs: AmountFormatter, rhs: AmountFormatter) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.locale.identifier == rhs.locale.identifier && lhs.replacedNumberingSystem == rhs.replacedNumberingSystem
            && lhs.currency == rhs.currency && lhs.style == rhs.style && lhs.storage.pattern == rhs.storage.pattern
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale.identifier)
        hasher.combine(replacedNumberingSystem)
        hasher.combine(currency)
        hasher.combine(style)
        hasher.combine(storage.pattern)
    }

    /// The formatter for `locale`, `currency` and `style`, compiled on first use and kept for
    /// the life of the process. Keyed by the locale's identifier, the currency's code and the
    /// style; safe to call from any thread or task.
    public static func cached(locale: Locale, currency: Currency, style: Style) -> AmountFormatter {
        let key = CacheKey(localeIdentifier: locale.identifier, currencyCode: currency.code, minorUnits: currency.minorUnits,
                           currencySymbol: currency.symbol, style: style)
        return cache.value(for: key) {
            AmountFormatter(locale: locale, currency: currency, style: style)
        }
    }

    /// Compiles, ahead of time, what an amount sheet in `locale` needs: the locale's number
    /// symbols (``NumberSymbols/cached(locale:)``) and the currency-style formatter of each of
    /// `currencies`, which VoiceOver's value and pasting use. Safe to call from any thread; call
    /// it off the main thread at launch, and the first amount typed pays only for cache lookups.
    ///
    /// ```swift
    /// Task.detached(priority: .utility) {
    ///     AmountFormatter.prewarm(locale: .current, currencies: [.eur, .usd])
    /// }
    /// ```
    public static func prewarm(locale: Locale, currencies: [Currency]) {
        _ = NumberSymbols.cached(locale: locale)
        for currency in currencies {
            _ = cached(locale: locale, currency: currency, style: .currency)
        }
    }

    /// Whether the formatter for `locale`, `currency` and `style` has been compiled (by
    /// ``cached(locale:currency:style:)`` or ``prewarm(locale:currencies:)``).
    static func isCached(locale: Locale, currency: Currency, style: Style) -> Bool {
        let key = CacheKey(localeIdentifier: locale.identifier, currencyCode: currency.code, minorUnits: currency.minorUnits,
                           currencySymbol: currency.symbol, style: style)
        return cache.contains(key)
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
        guard !value.isNaN else { return notANumberText }
        guard let parts = DecimalParts(value) else { return slowString(value, fractionDigits: fractionDigits) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: DecimalParts.maximumDigits) { buffer in
            let count = parts.writeMantissaDigits(into: buffer)
            return string(negative: parts.isNegative, asciiMantissa: UnsafeBufferPointer(rebasing: buffer[..<count]),
                          exponent: parts.exponent, fractionDigits: max(0, fractionDigits))
        }
    }

    /// The amount whose integer digits are `integerDigits` and fraction digits `fractionDigits`
    /// (ASCII digits both, as ``AmountInput/integerDigits`` and ``AmountInput/fractionDigits``
    /// hold them), with ``fractionDigits`` fraction digits: the same text as ``string(_:)`` for
    /// the same value, without going through `Decimal`. Nil when either holds anything other than
    /// ASCII digits.
    public func string(integerDigits: some StringProtocol, fractionDigits fraction: some StringProtocol) -> String? {
        let integerCount = integerDigits.utf8.count, fractionCount = fraction.utf8.count
        for byte in integerDigits.utf8 where !byte.isASCIIDigit { return nil }
        for byte in fraction.utf8 where !byte.isASCIIDigit { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: integerCount + fractionCount) { buffer in
            var index = 0
            for byte in integerDigits.utf8 { buffer[index] = byte; index += 1 }
            for byte in fraction.utf8 { buffer[index] = byte; index += 1 }
            return string(negative: false, asciiMantissa: UnsafeBufferPointer(buffer), exponent: -fractionCount,
                          fractionDigits: self.fractionDigits)
        }
    }

    /// The amount typed as `integerCount` digits of `integer` and `fractionCount` digits of
    /// `fraction` (as ``AmountInput`` holds them), padded to ``fractionDigits`` fraction digits
    /// and written in one pass: the same text as ``string(_:)`` for the same value, since nothing
    /// needs rounding. Nil when the symbols or affixes are not packed (another numbering system,
    /// a very long affix) or the fraction has more digits than this formatter writes.
    func string(integer: UInt64, integerCount: Int, fraction: UInt64, fractionCount: Int) -> String? {
        guard let packed = storage.pattern.symbols.packed, let affixes = storage.packedPositiveAffixes,
              fractionCount <= fractionDigits, fractionDigits <= TypedDigits.maximumDigits else { return nil }
        let padded = fraction &* TypedDigits.powersOfTen[fractionDigits - fractionCount]
        let shownFraction = fractionDigits > 0 ? fractionDigits : -1
        let length = affixes.prefix.count + packed.utf8Count(integerCount: integerCount, fractionCount: shownFraction)
            + affixes.suffix.count
        return String(unsafeUninitializedCapacity: length) { buffer in
            affixes.suffix.write(into: buffer, at: length - affixes.suffix.count)
            let start = packed.writeAmount(integer: integer, integerCount: integerCount, fraction: padded,
                                           fractionCount: shownFraction, into: buffer,
                                           endingAt: length - affixes.suffix.count)
            affixes.prefix.write(into: buffer, at: start - affixes.prefix.count)
            return length
        }
    }

    /// The former path through `Decimal`'s description, for a platform whose `Decimal` layout
    /// ``DecimalParts`` does not recognize.
    private func slowString(_ value: Decimal, fractionDigits: Int) -> String {
        guard let number = DecimalDigits(value) else { return notANumberText }
        let digits = max(0, fractionDigits)
        let rounded = number.rounded(toFractionDigits: digits, rule: rounding)
        let negative = number.isNegative && (negativeZeroKeepsSign || !rounded.isZero)
        var result = negative ? negativePrefix : positivePrefix
        let integerEnd = rounded.digits.count - digits
        symbols.appendGroupedInteger(rounded.digits[..<integerEnd], to: &result)
        if digits > 0 {
            result += symbols.decimalSeparator
            symbols.appendDigits(rounded.digits[integerEnd...], to: &result)
        }
        result += negative ? negativeSuffix : positiveSuffix
        return result
    }

    /// The value `mantissa` × 10^`exponent` (its digits ASCII, most significant first, leading
    /// zeros allowed), negative when `negative` and not zero, rounded to `fractionDigits` (at
    /// least 0) with the platform's rounding mode and written in one pass into a string of the
    /// exact size (inline, without allocating, up to 15 UTF-8 bytes).
    func string(negative: Bool, asciiMantissa mantissa: UnsafeBufferPointer<UInt8>, exponent: Int, fractionDigits: Int) -> String {
        var start = 0
        while start < mantissa.count, mantissa[start] == 0x30 { start += 1 }
        let significant = UnsafeBufferPointer(rebasing: mantissa[start...])
        let count = significant.count
        let isNegative = negative && count > 0
        // Powers of ten kept: from `top` (at least 10^0) down to 10^-fractionDigits.
        let top = count == 0 ? 0 : max(count + exponent - 1, 0)
        let kept = top + 1 + fractionDigits
        /// The digit value at 10^power.
        func digit(atPower power: Int) -> UInt8 {
            let index = count - 1 - (power - exponent)
            return index >= 0 && index < count ? significant[index] &- 0x30 : 0
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: kept + 1) { digits in
            // digits[0] takes a carry; digits[1...] are the kept digits as ASCII.
            digits[0] = 0x30
            for offset in 0..<kept { digits[1 + offset] = 0x30 &+ digit(atPower: top - offset) }
            let firstDropped = digit(atPower: -fractionDigits - 1)
            var moreDropped = false
            var index = max(0, count + exponent + fractionDigits + 1)
            while index < count, !moreDropped {
                moreDropped = significant[index] != 0x30
                index += 1
            }
            if rounding.incrementsMagnitude(negative: isNegative, firstDropped: firstDropped, moreDropped: moreDropped,
                                            lastKeptIsOdd: (digits[kept] &- 0x30) % 2 == 1) {
                var position = kept
                while position >= 0 {
                    if digits[position] == 0x39 {
                        digits[position] = 0x30
                        position -= 1
                    } else {
                        digits[position] += 1
                        break
                    }
                }
            }
            // Keep one integer digit at least; drop leading zeros a carry did not use.
            var first = 0
            while kept + 1 - first > fractionDigits + 1, digits[first] == 0x30 { first += 1 }
            var isZero = true
            for position in first...kept where digits[position] != 0x30 {
                isZero = false
                break
            }
            let integerEnd = kept + 1 - fractionDigits
            let integer = UnsafeBufferPointer(rebasing: digits[first..<integerEnd])
            let fraction = UnsafeBufferPointer(rebasing: digits[integerEnd...])
            let showsNegative = isNegative && (negativeZeroKeepsSign || !isZero)
            let prefix = showsNegative ? negativePrefix : positivePrefix
            let suffix = showsNegative ? negativeSuffix : positiveSuffix
            let grouped = symbols.groupsIntegerOf(count: integer.count)
            var length = prefix.utf8.count + suffix.utf8.count
            length += symbols.groupedUTF8Count(asciiDigits: integer, grouped: grouped)
            if fractionDigits > 0 {
                length += symbols.decimalSeparator.utf8.count + symbols.groupedUTF8Count(asciiDigits: fraction, grouped: false)
            }
            return String(unsafeUninitializedCapacity: length) { buffer in
                var index = 0
                NumberSymbols.write(prefix, into: buffer, at: &index)
                symbols.writeGrouped(asciiDigits: integer, grouped: grouped, into: buffer, at: &index)
                if fractionDigits > 0 {
                    NumberSymbols.write(symbols.decimalSeparator, into: buffer, at: &index)
                    symbols.writeGrouped(asciiDigits: fraction, grouped: false, into: buffer, at: &index)
                }
                NumberSymbols.write(suffix, into: buffer, at: &index)
                return index
            }
        }
    }

    // MARK: - Cache

    private struct CacheKey: Hashable, Sendable {
        let localeIdentifier: String
        let currencyCode: String
        /// An app's own currency may share an ISO code with other minor units or a symbol.
        let minorUnits: Int
        let currencySymbol: String?
        let style: Style
    }

    private static let cache = CompiledCache<CacheKey, AmountFormatter>()
}

// MARK: - Compilation

/// What compilation learns from the platform for one locale, currency and style.
struct CompiledAmountPattern: Sendable, Hashable {
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
    static let probe = 1_234_567_890_123.25
    /// The probe's integer digits, in order.
    static let probeIntegerDigits: [Int] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3]

    init(locale: Locale, currencyCode: String, currencySymbol: String? = nil, style: AmountFormatter.Style) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = style == .currency ? .currency : .decimal
        if style == .currency {
            formatter.currencyCode = currencyCode
            // An app's own currency: its symbol where the locale puts a symbol.
            if let currencySymbol { formatter.currencySymbol = currencySymbol }
        }
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

        symbols = Self.symbols(layout: layout, minusSign: minusSign, locale: locale, format: format)

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

extension CompiledAmountPattern {
    /// The number symbols alone of `locale`'s decimal style: what ``AmountFormatter`` with
    /// ``AmountFormatter/Style/decimal`` learns as its ``AmountFormatter/symbols``, from the same
    /// locale data, with only the probes the symbols need (no tiny or not-a-number probe). This is
    /// what an amount being typed needs for its first frame.
    ///
    /// For most locales the probes go through `FloatingPointFormatStyle`, which reads the
    /// locale's number symbols from the same ICU data as `NumberFormatter` and, in a cold process,
    /// costs about two thirds of a first `NumberFormatter` (no Objective-C string bridging, whose
    /// first non-ASCII string costs swift-corelibs-foundation a scan of every protocol
    /// conformance). It also applies the secondary group size, which `NumberFormatter` on Linux
    /// drops. It is used where it reads the same data as `NumberFormatter`
    /// (``formatStyleAgrees(_:)``), and a locale with the person's own number format (a
    /// preference, as `Locale.current` can carry) must show the same separators through `Locale`,
    /// which applies preferences. A test checks, in every locale, that the symbols equal those the
    /// full `NumberFormatter` compile learns; anything else goes through `NumberFormatter`.
    static func decimalSymbols(locale: Locale) -> NumberSymbols {
        if formatStyleAgrees(locale.identifier) {
            // Most locales show everything in one probe; the rest take the two probes below.
            var symbols = mayGroupSecondarily(locale.identifier) ? nil
                : ProbeText(formatted(-shortProbe, locale: locale, fractionDigits: shortProbeFractionDigits.count))
                    .flatMap(shortProbeSymbols)
            if symbols == nil {
                symbols = Self.symbols(probing: { ProbeText(formatted($0, locale: locale, fractionDigits: 2)) },
                                       groupingShown: true, locale: locale)
            }
            if let symbols,
               locale == Locale(identifier: locale.identifier)
                || (locale.decimalSeparator == symbols.decimalSeparator
                    && (!symbols.usesGrouping || locale.groupingSeparator == symbols.groupingSeparator)) {
                return symbols
            }
        }
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        let format = { (value: Double) in formatter.string(from: NSNumber(value: value)).flatMap(ProbeText.init) }
        if let symbols = symbols(probing: format, groupingShown: false, locale: locale) {
            return symbols
        }
        guard let positive = format(probe),
              let layout = ProbeLayout(positive.body, integerDigits: probeIntegerDigits, fractionDigits: 2) else {
            return NumberSymbols(decimalSeparator: ".", groupingSeparator: ",", minusSign: formatter.minusSign ?? "-")
        }
        return symbols(layout: layout, minusSign: formatter.minusSign ?? "-", locale: locale, format: format)
    }

    /// `value` written by `FloatingPointFormatStyle` in `locale` with `fractionDigits` fraction
    /// digits. Generic and never specialized on purpose: code specialized for `Double` gets the
    /// style's type metadata from its mangled name, which checks `Double: BinaryFloatingPoint` by
    /// scanning every protocol conformance in the process (about 0.2 million instructions in a
    /// cold process, a fifth of the first amount), while generic code is handed the conformance
    /// by its caller.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    static func formatted<Value: BinaryFloatingPoint>(_ value: Value, locale: Locale, fractionDigits: Int) -> String {
        FloatingPointFormatStyle<Value>(locale: locale).precision(.fractionLength(fractionDigits)).format(value)
    }

    /// The short probe: four integer digits and six fraction digits that hold every digit 0…9
    /// once (1234.567890), exact enough in binary floating point for the platform's shortest
    /// decimal form. Written negative, it shows the minus sign, both separators, the digits and,
    /// where "1 234" is grouped, a group size of three with one minimum grouping digit.
    static let shortProbe = 1_234.567_89
    /// The short probe's fraction digits, in order.
    static let shortProbeFractionDigits: [Int] = [5, 6, 7, 8, 9, 0]

    /// The symbols the negative short probe shows when it has the one shape that settles all of
    /// them: a minus sign before the number and nothing after it, a one-digit group, a separator
    /// and a three-digit group, the decimal separator and six fraction digits. Nil for any other
    /// shape ("1234,567890", where the minimum grouping digits or the group size are not shown).
    /// For a locale that ``mayGroupSecondarily(_:)`` does not list, the group sizes are equal.
    static func shortProbeSymbols(_ text: ProbeText) -> NumberSymbols? {
        let runs = text.bodyDigitRuns
        guard !text.prefix.isEmpty, text.suffix.isEmpty, runs.count == 3,
              runs[0].digits.count == 1, runs[1].digits.count == 3, runs[2].separator.isEmpty,
              runs[2].digits.count == shortProbeFractionDigits.count else { return nil }
        var digits = [String](repeating: "", count: 10)
        var position = 0
        for run in runs {
            for scalar in run.digits {
                // 1, 2, 3, 4, then the fraction's 5, 6, 7, 8, 9, 0.
                digits[position < 4 ? position + 1 : shortProbeFractionDigits[position - 4]] = String(Character(scalar))
                position += 1
            }
        }
        return NumberSymbols(
            decimalSeparator: runs[1].separator,
            groupingSeparator: runs[0].separator,
            groupingSize: 3,
            secondaryGroupingSize: 3,
            minimumGroupingDigits: 1,
            usesGrouping: true,
            minusSign: text.prefix,
            digits: digits
        )
    }

    /// The symbols read from two probes of a decimal style with two fraction digits, `format`:
    /// the positive probe, and −10^groupingSize, which shows the minus sign (the style writes a
    /// negative number as the sign and the number) and whether the smallest number that could be
    /// grouped is (the minimum grouping digits). Nil when the probes have any other shape.
    /// `groupingShown` says that `format` applies the secondary group size.
    private static func symbols(probing format: (Double) -> ProbeText?, groupingShown: Bool,
                                locale: Locale) -> NumberSymbols? {
        guard let positive = format(probe), positive.prefix.isEmpty, positive.suffix.isEmpty,
              let layout = ProbeLayout(positive.body, integerDigits: probeIntegerDigits, fractionDigits: 2) else {
            return nil
        }
        var power = 1.0
        for _ in 0..<layout.groupingSize { power *= 10 }
        guard let negative = format(-power), negative.suffix.isEmpty, !negative.prefix.isEmpty else { return nil }
        return symbols(layout: layout, minusSign: negative.prefix, locale: locale, format: format,
                       smallestGroupable: negative, secondaryShown: groupingShown)
    }

    /// The symbols a positive probe's `layout` shows, with the grouping rules the probe alone
    /// cannot show: the secondary group size and the minimum grouping digits.
    /// `smallestGroupable` is the probe of 10^groupingSize (or its negative) when already made;
    /// `secondaryShown` says that `format` applies the secondary group size, so the layout's is
    /// the locale's.
    private static func symbols(layout: ProbeLayout, minusSign: String, locale: Locale, format: (Double) -> ProbeText?,
                                smallestGroupable: ProbeText? = nil, secondaryShown: Bool = false) -> NumberSymbols {
        // Grouping: the probe shows the primary size, and the secondary one when the platform
        // applies it. swift-corelibs-foundation never does (it passes ICU a secondary size of 0),
        // so when the probe shows none, ask the locale's data through Decimal.FormatStyle: only
        // for the locales whose CLDR data can have a secondary size (a second ICU formatter
        // costs a cold process about as much as the first).
        var secondary = layout.secondaryGroupingSize
        if !secondaryShown, layout.usesGrouping, secondary == layout.groupingSize, mayGroupSecondarily(locale.identifier),
           let styled = ProbeText(Decimal(1_234_567_890_123).formatted(.number.locale(locale))),
           let styledLayout = ProbeLayout(styled.body, integerDigits: probeIntegerDigits, fractionDigits: 0),
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
                let probed = candidate == 1 ? (smallestGroupable ?? format(power)) : format(power)
                if let text = probed, text.bodyDigitRuns.count > 2 {  // integer groups + fraction
                    minimumGrouping = candidate
                    break
                }
                power *= 10
            }
        }
        return NumberSymbols(
            decimalSeparator: layout.decimalSeparator,
            groupingSeparator: layout.groupingSeparator,
            groupingSize: layout.groupingSize,
            secondaryGroupingSize: secondary,
            minimumGroupingDigits: minimumGrouping,
            usesGrouping: layout.usesGrouping,
            minusSign: minusSign,
            digits: layout.digits
        )
    }

    /// Whether `FloatingPointFormatStyle` reads the same number symbols as `NumberFormatter` for
    /// `identifier`: a language, or a language and a region, with no script, variant or keywords
    /// (`en_US_POSIX`, `ff_Latn_GH` and `@numbers=…` are resolved differently by the two), and
    /// not Toki Pona, whose data the two read differently. A test compares the two in every
    /// locale the platform has.
    static func formatStyleAgrees(_ identifier: String) -> Bool {
        var parts = 0
        var length = 0
        var letters = true
        var digits = true
        var language: UInt32 = 0
        func partFits() -> Bool {
            defer { length = 0; letters = true; digits = true }
            parts += 1
            if parts == 1 { return letters && (2...3).contains(length) && language != 0x746F_6B }  // "tok"
            return parts == 2 && ((letters && length == 2) || (digits && length == 3))
        }
        for byte in identifier.utf8 {
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
                guard partFits() else { return false }
                continue
            }
            let lower = byte | 0x20
            let isLetter = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || isDigit else { return false }
            letters = letters && isLetter
            digits = digits && isDigit
            if parts == 0, isLetter, length < 3 { language = language << 8 | UInt32(lower) }
            length += 1
        }
        return partFits()
    }

    /// The languages whose CLDR number patterns group the integer part in twos after the first
    /// three ("12,34,567"), in some region or script: the languages of South Asia.
    static let secondaryGroupingLanguages: [String] = [
        "as", "bn", "brx", "ccp", "dz", "gu", "hi", "kn", "kok", "kxv", "ml", "mr", "ne", "or", "pa", "sa", "ta", "te",
        "ur", "xnr",
    ]
    /// The regions where other languages (English) take that grouping too.
    static let secondaryGroupingRegions: [String] = ["BD", "BT", "IN", "LK", "NP", "PK"]

    /// Whether `identifier` names a locale whose numbers may have a secondary group size: its
    /// language or region is one of the above, or it carries keywords (`@numbers=…`), which are
    /// not guessed. Every other locale groups in equal sizes, which a test checks against the
    /// platform's data for every locale it has. Read from the identifier's bytes, since this runs
    /// in a cold process before the first amount is drawn.
    static func mayGroupSecondarily(_ identifier: String) -> Bool {
        // Each part packed as its bytes, lowercased, in a UInt32: no arrays and no generic
        // collection code, whose first call in a process costs a page of code each.
        var key: UInt32 = 0
        var length = 0
        var isFirst = true
        func matches() -> Bool {
            defer { key = 0; length = 0 }
            guard length > 0 else { return false }
            let list = isFirst ? secondaryGroupingLanguages : secondaryGroupingRegions
            isFirst = false
            guard length <= 3 else { return false }
            for entry in list where packedSubtag(entry) == key { return true }
            return false
        }
        for byte in identifier.utf8 {
            if byte == UInt8(ascii: "@") { return true }
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
                if matches() { return true }
            } else {
                if length < 4 { key = key << 8 | UInt32(asciiLowercased(byte)) }
                length += 1
            }
        }
        return matches()
    }

    /// `text`'s bytes, lowercased, packed most significant first (`"IN"` is 0x696E): the key
    /// ``mayGroupSecondarily(_:)`` compares a subtag of up to three bytes with.
    private static func packedSubtag(_ text: String) -> UInt32 {
        var key: UInt32 = 0
        for byte in text.utf8 { key = key << 8 | UInt32(asciiLowercased(byte)) }
        return key
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
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
        // Sliced from the text's own scalar view: no generic appends, which a cold process pays
        // for in runtime type lookups.
        let scalars = text.unicodeScalars
        // Closures rather than key paths here and below: a key path's first use builds it at run
        // time, which a cold process pays for before the first amount is drawn.
        guard let first = scalars.firstIndex(where: { $0.isDecimalDigit }),
              let last = scalars.lastIndex(where: { $0.isDecimalDigit }) else { return nil }
        prefix = String(scalars[..<first])
        body = Array(scalars[first...last])
        suffix = String(scalars[scalars.index(after: last)...])
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
        var integerScalars: [Unicode.Scalar] = []
        for run in runs { integerScalars += run.digits }
        guard integerScalars.count == integerDigits.count else { return nil }
        var digits = [String](repeating: "", count: 10)
        for (scalar, value) in zip(integerScalars, integerDigits) {
            let text = String(Character(scalar))
            guard digits[value].isEmpty || digits[value] == text else { return nil }
            digits[value] = text
        }
        guard !digits.contains(where: { $0.isEmpty }) else { return nil }
        self.digits = digits
        self.decimalSeparator = decimalSeparator
        let sizes = runs.map { $0.digits.count }
        usesGrouping = sizes.count > 1
        groupingSize = sizes.last ?? 3
        secondaryGroupingSize = sizes.count > 2 ? sizes[sizes.count - 2] : groupingSize
        groupingSeparator = runs.count > 1 ? runs[0].separator : ","
    }
}

extension Unicode.Scalar {
    /// Whether this is a decimal digit of any numbering system (general category Nd).
    var isDecimalDigit: Bool {
        // ASCII first: most locales' digits.
        if value < 0x80 { return value >= 0x30 && value <= 0x39 }
        // Then the zeros of the other digit sets, rather than the Unicode property tables, whose
        // first lookup in a process costs about 50 µs (the probes of a locale whose grouping
        // separator is not ASCII, such as ru_RU's no-break space, would pay it).
        for zero in Unicode.Scalar.decimalDigitZeros.dropFirst() where value &- zero < 10 {
            return true
        }
        return false
    }

    /// The first scalar (digit zero) of every run of ten decimal digits (general category Nd) in
    /// Unicode 16, ASCII first. A test checks every scalar against the standard library's
    /// Unicode data, so a new digit set fails it rather than going unread.
    static let decimalDigitZeros: [UInt32] = [
        0x30, 0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66, 0xDE6, 0xE50,
        0xED0, 0xF20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40,
        0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10, 0x104A0, 0x10D30, 0x10D40,
        0x11066, 0x110F0, 0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0, 0x116D0, 0x116DA,
        0x11730, 0x118E0, 0x11950, 0x11BF0, 0x11C50, 0x11D50, 0x11DA0, 0x11DE0, 0x11F50, 0x16130, 0x16A60,
        0x16AC0, 0x16B50, 0x16D70, 0x1CCF0, 0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6, 0x1E140, 0x1E2F0,
        0x1E4F0, 0x1E5F1, 0x1E950, 0x1FBF0,
    ]
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

/// A finite `Decimal`'s sign, exponent and binary mantissa, read without formatting it.
///
/// On Apple platforms `Decimal` is `NSDecimal`, whose fields are public. Elsewhere they are not,
/// so the fields are read from `Decimal`'s storage, whose layout (20 bytes: the exponent, a byte
/// holding the length in 16-bit words, the sign and the compact flag, two reserved bytes, then
/// eight little-endian 16-bit words of mantissa) is checked once against known values; when the
/// check fails, ``init(_:)`` returns nil and callers format through the description instead.
struct DecimalParts {
    /// Enough room for the decimal digits of any mantissa (2^128 has 39 digits).
    static let maximumDigits = 40

    /// Whether the value is below zero.
    var isNegative: Bool
    /// The power of ten the mantissa is multiplied by.
    var exponent: Int
    /// The mantissa's low 64 bits.
    var low: UInt64
    /// The mantissa's high 64 bits.
    var high: UInt64

    /// The parts of a `Decimal` that is a number; nil for NaN or an unrecognized layout.
    init?(_ value: Decimal) {
        guard !value.isNaN else { return nil }
        #if canImport(Darwin)
        let length = min(Int(value._length), 8)
        var low: UInt64 = 0, high: UInt64 = 0
        withUnsafeBytes(of: value._mantissa) { words in
            for index in 0..<length {
                let word = UInt64(words.load(fromByteOffset: 2 * index, as: UInt16.self))
                if index < 4 { low |= word << (16 * index) } else { high |= word << (16 * (index - 4)) }
            }
        }
        self.init(isNegative: value._isNegative != 0, exponent: Int(value._exponent), low: low, high: high)
        #else
        guard Self.layoutIsKnown, let parts = Self.read(value) else { return nil }
        self = parts
        #endif
    }

    private init(isNegative: Bool, exponent: Int, low: UInt64, high: UInt64) {
        self.isNegative = isNegative
        self.exponent = exponent
        self.low = low
        self.high = high
    }

    #if !canImport(Darwin)
    /// Reads the storage described above; nil when it does not look like that layout.
    private static func read(_ value: Decimal) -> DecimalParts? {
        guard MemoryLayout<Decimal>.size == 20 else { return nil }
        return withUnsafeBytes(of: value) { bytes -> DecimalParts? in
            let flags = bytes[1]
            let length = Int(flags >> 4)
            guard length <= 8 else { return nil }
            var low: UInt64 = 0, high: UInt64 = 0
            for index in 0..<length {
                let word = UInt64(bytes[4 + 2 * index]) | UInt64(bytes[5 + 2 * index]) << 8
                if index < 4 { low |= word << (16 * index) } else { high |= word << (16 * (index - 4)) }
            }
            return DecimalParts(isNegative: flags & 0x08 != 0, exponent: Int(Int8(bitPattern: bytes[0])), low: low, high: high)
        }
    }

    /// Whether ``read(_:)`` gives the right parts for values whose parts are known.
    private static let layoutIsKnown: Bool = {
        let posix = Locale(identifier: "en_US_POSIX")
        let probes: [(String, DecimalParts)] = [
            ("-1234.56", DecimalParts(isNegative: true, exponent: -2, low: 123_456, high: 0)),
            ("7", DecimalParts(isNegative: false, exponent: 0, low: 7, high: 0)),
            ("0", DecimalParts(isNegative: false, exponent: 0, low: 0, high: 0)),
            ("123456789012345678901234567.8", DecimalParts(isNegative: false, exponent: -1,
                                                           low: 0x6D79_7A91_BE38_F34E, high: 0x03FD_35EB)),
            ("1e-30", DecimalParts(isNegative: false, exponent: -30, low: 1, high: 0)),
        ]
        for (text, expected) in probes {
            guard let value = Decimal(string: text, locale: posix), let parts = read(value),
                  parts.isNegative == expected.isNegative, parts.exponent == expected.exponent,
                  parts.low == expected.low, parts.high == expected.high else { return false }
        }
        return true
    }()
    #endif

    /// The positive `Decimal` `mantissa` × 10^`exponent` as `Decimal(string:)` would read it when
    /// `mantissa` has no trailing zero: the compact form, written field by field instead of
    /// through `Decimal`'s arithmetic (which `init(sign:exponent:significand:)` runs). Nil when
    /// the exponent is out of `Decimal`'s range or the platform's layout is not the known one.
    static func decimal(mantissa: UInt64, exponent: Int) -> Decimal? {
        guard mantissa != 0, mantissa % 10 != 0, let exponent = Int8(exactly: exponent) else { return nil }
        let words = (UInt16(truncatingIfNeeded: mantissa), UInt16(truncatingIfNeeded: mantissa >> 16),
                     UInt16(truncatingIfNeeded: mantissa >> 32), UInt16(truncatingIfNeeded: mantissa >> 48))
        let length = mantissa >> 48 != 0 ? 4 : mantissa >> 32 != 0 ? 3 : mantissa >> 16 != 0 ? 2 : 1
        #if canImport(Darwin)
        return Decimal(_exponent: Int32(exponent), _length: UInt32(length), _isNegative: 0, _isCompact: 1, _reserved: 0,
                       _mantissa: (words.0, words.1, words.2, words.3, 0, 0, 0, 0))
        #else
        guard Self.layoutIsKnown, Self.writtenLayoutIsKnown else { return nil }
        return write(exponent: exponent, length: length, words: words)
        #endif
    }

    #if !canImport(Darwin)
    /// A `Decimal` with the given fields written into the storage described above (compact,
    /// positive); only meaningful when the layout is known.
    private static func write(exponent: Int8, length: Int, words: (UInt16, UInt16, UInt16, UInt16)) -> Decimal {
        var value = Decimal()
        withUnsafeMutableBytes(of: &value) { bytes in
            for index in bytes.indices { bytes[index] = 0 }
            bytes[0] = UInt8(bitPattern: exponent)
            bytes[1] = UInt8(length << 4) | 0x04  // the length, and the compact flag
            func put(_ word: UInt16, at index: Int) {
                bytes[4 + 2 * index] = UInt8(truncatingIfNeeded: word)
                bytes[5 + 2 * index] = UInt8(truncatingIfNeeded: word >> 8)
            }
            put(words.0, at: 0)
            put(words.1, at: 1)
            put(words.2, at: 2)
            put(words.3, at: 3)
        }
        return value
    }

    /// Whether ``write(exponent:length:words:)`` gives, byte for byte, what `Decimal(string:)`
    /// reads for values whose parts are known.
    private static let writtenLayoutIsKnown: Bool = {
        let posix = Locale(identifier: "en_US_POSIX")
        let probes: [(String, Int8, Int, (UInt16, UInt16, UInt16, UInt16))] = [
            ("1234.56", -2, 2, (0xE240, 0x0001, 0, 0)),
            ("0.5", -1, 1, (5, 0, 0, 0)),
            ("1200", 2, 1, (12, 0, 0, 0)),
            ("18446744073709551615", 0, 4, (0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF)),
        ]
        for (text, exponent, length, words) in probes {
            guard let parsed = Decimal(string: text, locale: posix) else { return false }
            let written = write(exponent: exponent, length: length, words: words)
            let same = withUnsafeBytes(of: parsed) { parsedBytes in
                withUnsafeBytes(of: written) { Array($0) == Array(parsedBytes) }
            }
            guard same, written == parsed else { return false }
        }
        return true
    }()
    #endif

    /// Whether `lhs` is below `rhs`, compared on their parts without Foundation's arithmetic;
    /// nil when either is not a number or its parts cannot be read.
    static func isLess(_ lhs: Decimal, than rhs: Decimal) -> Bool? {
        guard let left = DecimalParts(lhs), let right = DecimalParts(rhs) else { return nil }
        let leftNegative = left.isNegative && !left.isZero, rightNegative = right.isNegative && !right.isZero
        if leftNegative != rightNegative { return leftNegative }
        let magnitude = compareMagnitudes(left, right)
        return leftNegative ? magnitude > 0 : magnitude < 0
    }

    /// Whether the mantissa is zero.
    var isZero: Bool { low == 0 && high == 0 }

    /// -1, 0 or 1 as the magnitude of `lhs` is below, equal to or above that of `rhs`.
    private static func compareMagnitudes(_ lhs: DecimalParts, _ rhs: DecimalParts) -> Int {
        if lhs.isZero || rhs.isZero { return lhs.isZero ? (rhs.isZero ? 0 : -1) : 1 }
        if lhs.high == 0, rhs.high == 0, lhs.exponent == rhs.exponent {
            return lhs.low == rhs.low ? 0 : (lhs.low < rhs.low ? -1 : 1)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * maximumDigits) { buffer in
            let left = UnsafeMutableBufferPointer(rebasing: buffer[..<maximumDigits])
            let right = UnsafeMutableBufferPointer(rebasing: buffer[maximumDigits...])
            let leftCount = lhs.writeMantissaDigits(into: left), rightCount = rhs.writeMantissaDigits(into: right)
            // The power of ten of the leading digit decides first.
            let leftTop = leftCount + lhs.exponent, rightTop = rightCount + rhs.exponent
            if leftTop != rightTop { return leftTop < rightTop ? -1 : 1 }
            for index in 0..<max(leftCount, rightCount) {
                let a = index < leftCount ? left[index] : 0x30, b = index < rightCount ? right[index] : 0x30
                if a != b { return a < b ? -1 : 1 }
            }
            return 0
        }
    }

    /// Writes the mantissa's decimal digits (ASCII, most significant first, none for zero) into
    /// `buffer` (at least ``maximumDigits`` long) and returns how many there are.
    func writeMantissaDigits(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var high = self.high, low = self.low
        var end = Self.maximumDigits
        while high != 0 {
            // Divide the 128-bit mantissa by 10.
            let (quotientHigh, remainderHigh) = high.quotientAndRemainder(dividingBy: 10)
            let (quotientLow, remainder) = UInt64(10).dividingFullWidth((remainderHigh, low))
            high = quotientHigh
            low = quotientLow
            end -= 1
            buffer[end] = 0x30 &+ UInt8(truncatingIfNeeded: remainder)
        }
        while low != 0 {
            end -= 1
            buffer[end] = 0x30 &+ UInt8(truncatingIfNeeded: low % 10)
            low /= 10
        }
        let count = Self.maximumDigits - end
        if end > 0 {
            for index in 0..<count { buffer[index] = buffer[end + index] }
        }
        return count
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
/// `@unchecked Sendable` is safe here: the only mutable state is `storage`, `recentKeys` and `recentValues`, which are
/// private and read or written only while `lock` is held (every access goes through
/// `lock.withLock`, directly or in `lookUp` and `remember`, which are called only inside it); the
/// stored values are themselves `Sendable` and are returned by copy. Compilation runs outside the
/// lock so that slow compiles of different keys do not wait for each other; when two tasks
/// compile the same key at once, the first to store wins and both return that stored value.
final class CompiledCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// The values whose keys left ``recentKeys``.
    private var storage = [Key: Value]()
    /// The last few keys looked up, most recent first: an app types in one or two currencies,
    /// and comparing a few keys costs less than hashing one.
    private var recentKeys: [Key] = []
    /// The values of ``recentKeys``, at the same index.
    private var recentValues: [Value] = []
    private static var recentCapacity: Int { 4 }

    init() {
        recentKeys.reserveCapacity(Self.recentCapacity)
        recentValues.reserveCapacity(Self.recentCapacity)
    }

    /// The stored value for `key`, or the result of `compile`, stored for next time.
    func value(for key: Key, compile: () -> Value) -> Value {
        if let stored = lock.withLock({ lookUp(key) }) { return stored }
        let compiled = compile()
        return lock.withLock {
            if let stored = lookUp(key) { return stored }
            remember(key, compiled)
            return compiled
        }
    }

    /// The value for `key` if stored; call with the lock held.
    private func lookUp(_ key: Key) -> Value? {
        for index in recentKeys.indices where recentKeys[index] == key { return recentValues[index] }
        // The dictionary holds the keys that left the recent ones: empty, it is not hashed into
        // (a cold process's first amount pays for no dictionary code).
        guard !storage.isEmpty, let stored = storage[key] else { return nil }
        remember(key, stored)
        return stored
    }

    /// Puts `key` first among the recent keys, moving the least recent one to the dictionary;
    /// call with the lock held.
    private func remember(_ key: Key, _ value: Value) {
        // Shifted by hand rather than inserted at 0: plain subscripts, no generic range
        // replacement for a cold process to page in.
        if recentKeys.count == Self.recentCapacity {
            storage[recentKeys[recentKeys.count - 1]] = recentValues[recentValues.count - 1]
        } else {
            recentKeys.append(key)
            recentValues.append(value)
        }
        var index = recentKeys.count - 1
        while index > 0 {
            recentKeys[index] = recentKeys[index - 1]
            recentValues[index] = recentValues[index - 1]
            index -= 1
        }
        recentKeys[0] = key
        recentValues[0] = value
    }

    /// How many values are stored.
    var count: Int {
        lock.withLock { storage.count + recentKeys.filter { storage[$0] == nil }.count }
    }

    /// Whether a value is stored for `key`.
    func contains(_ key: Key) -> Bool { lock.withLock { recentKeys.contains(key) || storage[key] != nil } }
}

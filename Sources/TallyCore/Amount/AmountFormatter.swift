import Foundation

/// Formats amounts exactly as the platform's `NumberFormatter` does for a locale, a currency and
/// a style, without a `NumberFormatter` on the formatting path.
///
/// ``init(locale:currency:style:)`` *compiles*: it formats a handful of probe values the way the
/// platform would be asked (`numberStyle`, `locale`, `currencyCode`) and reads the pattern out of
/// the text. The currency style is probed through `FloatingPointFormatStyle.Currency`, which
/// reads the same ICU data without a `NumberFormatter` on top of the symbols, wherever a test finds
/// the two agree (every locale but nine, and not an app's own currency symbol); the rest, and the
/// decimal style, through one `NumberFormatter`. What it reads: the positive and negative
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
        /// `NumberFormatter.Style.currencyAccounting`: the currency style with the locale's
        /// accounting pattern, which writes a negative amount in parentheses where the locale's
        /// accounting data has them ("($1,234.50)" in en_US, "(1 234,50 $US)" in fr_FR) and as
        /// the currency style does elsewhere ("-1 234,50 $" in ru_RU). Learned from
        /// `FloatingPointFormatStyle.Currency` with the accounting sign strategy, which reads the
        /// same pattern (tests compare the two with `NumberFormatter` in every locale).
        case accounting
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
    /// What stands before the number of a positive amount written with its sign
    /// (``string(_:showingPlus:)``): `"+$"` for en_US, `"$+"` for de_CH, `"+"` for ru_RU. Asked of
    /// the platform the first time it is needed.
    public var plusPrefix: String { storage.pattern.plusPrefix }
    /// What stands after the number of a positive amount written with its sign (`" $"` for
    /// ru_RU).
    public var plusSuffix: String { storage.pattern.plusSuffix }
    /// The whole text for a `Decimal` that is not a number, as the platform writes it.
    var notANumberText: String { storage.pattern.notANumberText }
    /// The platform's rounding mode (half-even unless the platform says otherwise).
    var rounding: DecimalRounding { storage.pattern.rounding }
    /// Whether a negative amount that rounds to zero keeps the negative form ("-$0.00"), as ICU
    /// does.
    var negativeZeroKeepsSign: Bool { storage.pattern.negativeZeroKeepsSign }

    /// Compiles the pattern the platform's `NumberFormatter` uses for `locale`, `currency` and
    /// `style`. This formats probes with the platform's formatters and is meant to run once per
    /// combination:
    /// prefer ``cached(locale:currency:style:)``. A locale whose numbering system is not
    /// positional decimal is compiled without its `numbers` keyword (see
    /// ``replacedNumberingSystem``).
    public init(locale: Locale, currency: Currency, style: Style) {
        let resolved = AmountLocale.resolve(locale)
        let pattern = CompiledAmountPattern(locale: resolved.locale, currencyCode: currency.code, currencySymbol: currency.symbol, style: style)
        self.init(pattern: pattern, locale: resolved, currency: currency, style: style)
    }

    /// A formatter that writes with `pattern`, compiled for `locale`, `currency` and `style`.
    init(pattern: CompiledAmountPattern, locale: AmountLocale, currency: Currency, style: Style) {
        storage = Storage(locale: locale, currency: currency, style: style, pattern: pattern)
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
        let key = cacheKey(locale: locale, currency: currency, style: style)
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
        let key = cacheKey(locale: locale, currency: currency, style: style)
        return cache.contains(key)
    }

    /// `value` with ``fractionDigits`` fraction digits: `"€1,234.50"`, `"-98 765,43 €"`.
    public func string(_ value: Decimal) -> String {
        string(value, fractionDigits: fractionDigits)
    }

    /// `value` with ``fractionDigits`` fraction digits, a positive amount written with its plus
    /// sign when `showingPlus` ("+$1,234.50", "+1 234,50 $"), as the platform writes it with its
    /// sign always shown (`FormatStyle`'s `.sign(strategy: .always(showZero: false))`, or
    /// `.accountingAlways(showZero: false)` in the ``Style/accounting`` style). Zero, and a
    /// positive amount that rounds to zero, are written without a sign; negative amounts as
    /// ``string(_:)`` writes them.
    public func string(_ value: Decimal, showingPlus: Bool) -> String {
        guard showingPlus else { return string(value) }
        guard !value.isNaN else { return notANumberText }
        guard let parts = DecimalParts(value) else { return slowString(value, fractionDigits: fractionDigits, showingPlus: true) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: DecimalParts.maximumDigits) { buffer in
            let count = parts.writeMantissaDigits(into: buffer)
            return string(negative: parts.isNegative, asciiMantissa: UnsafeBufferPointer(rebasing: buffer[..<count]),
                          exponent: parts.exponent, fractionDigits: fractionDigits, showingPlus: true)
        }
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

    /// `value` in compact notation for the eye: the platform's compact number of its size
    /// (`Decimal.FormatStyle` with `.notation(.compactName)`, ``CompactAmountFormatter``: "1.2K",
    /// "1,2 тыс.") inside this formatter's prefix and suffix for its sign: "$1.2K", "-1,2 тыс. $",
    /// "+$1.2K" when `showingPlus`. iOS 17's currency style has no compact notation; where a
    /// platform has one (iOS 18, swift-foundation) it writes the same in most locales, and
    /// differently where CLDR gives compact currency a pattern of its own ("US$1.2K" in en_150,
    /// whose currency pattern puts the symbol after the number).
    public func compactString(_ value: Decimal, showingPlus: Bool = false) -> String {
        guard !value.isNaN else { return notANumberText }
        let number = CompactAmountFormatter.cached(locale: locale).string(value < 0 ? -value : value)
        if value < 0 { return negativePrefix + number + negativeSuffix }
        if showingPlus, value > 0 { return plusPrefix + number + plusSuffix }
        return positivePrefix + number + positiveSuffix
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
    private func slowString(_ value: Decimal, fractionDigits: Int, showingPlus: Bool = false) -> String {
        guard let number = DecimalDigits(value) else { return notANumberText }
        let digits = max(0, fractionDigits)
        let rounded = number.rounded(toFractionDigits: digits, rule: rounding)
        // The sign of a negative zero is asked last: the first time, it can cost a format.
        let negative = number.isNegative && (!rounded.isZero || negativeZeroKeepsSign)
        let plus = showingPlus && !number.isNegative && !rounded.isZero
        var result = negative ? negativePrefix : plus ? plusPrefix : positivePrefix
        let integerEnd = rounded.digits.count - digits
        symbols.appendGroupedInteger(rounded.digits[..<integerEnd], to: &result)
        if digits > 0 {
            result += symbols.decimalSeparator
            symbols.appendDigits(rounded.digits[integerEnd...], to: &result)
        }
        result += negative ? negativeSuffix : plus ? plusSuffix : positiveSuffix
        return result
    }

    /// The value `mantissa` × 10^`exponent` (its digits ASCII, most significant first, leading
    /// zeros allowed), negative when `negative` and not zero, rounded to `fractionDigits` (at
    /// least 0) with the platform's rounding mode and written in one pass into a string of the
    /// exact size (inline, without allocating, up to 15 UTF-8 bytes); a positive value that does
    /// not round to zero takes the plus affixes when `showingPlus`.
    func string(negative: Bool, asciiMantissa mantissa: UnsafeBufferPointer<UInt8>, exponent: Int, fractionDigits: Int,
                showingPlus: Bool = false) -> String {
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
            let showsNegative = isNegative && (!isZero || negativeZeroKeepsSign)
            let showsPlus = showingPlus && !isNegative && !isZero
            let prefix = showsNegative ? negativePrefix : showsPlus ? plusPrefix : positivePrefix
            let suffix = showsNegative ? negativeSuffix : showsPlus ? plusSuffix : positiveSuffix
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

    /// The cache's key: the locale's identifier, the currency's code, minor units and symbol (an
    /// app's own currency may share an ISO code with other minor units or a symbol) and the style,
    /// each text preceded by its length so that no two keys run together.
    ///
    /// A `String` rather than a struct of its own: the cache's type needs its key's `Hashable`
    /// conformance, which the runtime finds by scanning every conformance in the process the first
    /// time it meets a type (420,000 instructions, 9% of a cold process's first VoiceOver value);
    /// `String`'s has long been found.
    static func cacheKey(locale: Locale, currency: Currency, style: Style) -> String {
        let identifier = locale.identifier, code = currency.code
        var key = "\(identifier.utf8.count):\(identifier)\(code.utf8.count):\(code)\(currency.minorUnits)"
        switch style {
        case .currency: key += "c"
        case .decimal: key += "d"
        case .accounting: key += "a"
        }
        if let symbol = currency.symbol { key += "\(symbol.utf8.count):\(symbol)" }
        return key
    }

    private static let cache = CompiledCache<String, AmountFormatter>()
}

import Foundation

/// How a locale writes the number part of an amount: separators, grouping, minus sign and the
/// digits of its numbering system.
///
/// ``AmountFormatter`` learns one of these per locale, currency and style when it compiles (see
/// ``AmountFormatter/symbols``), so the values are the ones the platform's `NumberFormatter`
/// prints, not guesses: `"."` and `","` for en_US, `","` and U+202F for ru_RU, `"."` and `"’"` for
/// de_CH, Arabic-Indic digits with `"٫"` and `"٬"` for ar_EG.
///
/// The grouping rule is ICU's: the integer part is grouped only when it has at least
/// ``groupingSize`` + ``minimumGroupingDigits`` digits; the first separator sits ``groupingSize``
/// digits from the right and every further one ``secondaryGroupingSize`` digits to the left of
/// the previous one.
///
/// ```swift
/// let india = AmountFormatter.cached(locale: Locale(identifier: "en_IN"), currency: .usd, style: .decimal)
/// india.symbols.groupInteger("1234567")   // "12,34,567"
/// ```
public struct NumberSymbols: Sendable, Hashable {
    /// The separator between the integer part and the fraction: `"."` in en_US, `","` in ru_RU,
    /// `"٫"` in ar_EG.
    public var decimalSeparator: String {
        didSet { packed = PackedNumberSymbols(self) }
    }
    /// The separator between digit groups: `","` in en_US, U+202F in ru_RU, `"’"` in de_CH.
    public var groupingSeparator: String {
        didSet { packed = PackedNumberSymbols(self) }
    }
    /// The size of the rightmost group of the integer part; 3 almost everywhere. At least 1.
    public var groupingSize: Int {
        didSet {
            if groupingSize < 1 {  // brought into range and grouping off, as the initializer does
                groupingSize = 1
                usesGrouping = false
            }
            packed = PackedNumberSymbols(self)
        }
    }
    /// The size of every group left of the rightmost one: 2 in en_IN ("12,34,567"), equal to
    /// ``groupingSize`` in most locales. At least 1.
    public var secondaryGroupingSize: Int {
        didSet {
            secondaryGroupingSize = max(1, secondaryGroupingSize)  // brought into range, as the initializer does
            packed = PackedNumberSymbols(self)
        }
    }
    /// How many digits must stand left of the first separator for the integer part to be grouped
    /// at all: 1 in most locales, 2 in es_ES and pl_PL (where 1234 stays "1234" but 12345 becomes
    /// "12.345"). At least 1.
    public var minimumGroupingDigits: Int {
        didSet {
            minimumGroupingDigits = max(1, minimumGroupingDigits)  // brought into range, as the initializer does
            packed = PackedNumberSymbols(self)
        }
    }
    /// Whether the integer part is grouped at all (false for en_US_POSIX, for example).
    public var usesGrouping: Bool {
        didSet { packed = PackedNumberSymbols(self) }
    }
    /// The minus sign as the platform writes it: `"-"` in most locales, `"‎−"` (U+200E U+2212) in
    /// fa_IR, `"؜-"` (U+061C U+002D) in ar_EG.
    public var minusSign: String
    /// The ten digits of the locale's numbering system, for the values 0 through 9: `"0"`…`"9"`,
    /// or `"٠"`…`"٩"` for ar_EG. Always exactly ten strings.
    public var digits: [String] {
        didSet {
            if digits.count != 10 { digits = NumberSymbols.asciiDigits }
            packed = PackedNumberSymbols(self)
        }
    }

    /// The same symbols as bytes for the typing path; nil when the digits are not one run of
    /// consecutive scalars or a separator is longer than 16 bytes (``PackedNumberSymbols``).
    private(set) var packed: PackedNumberSymbols?

    /// The ASCII digits `"0"` … `"9"`.
    public static let asciiDigits: [String] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]

    /// Symbols with the given values.
    ///
    /// Values outside their range are brought into it rather than trapping: sizes below 1 become
    /// 1 (and a ``groupingSize`` below 1 also turns grouping off), and `digits` other than exactly
    /// ten strings is replaced by ``asciiDigits``.
    public init(
        decimalSeparator: String,
        groupingSeparator: String,
        groupingSize: Int = 3,
        secondaryGroupingSize: Int? = nil,
        minimumGroupingDigits: Int = 1,
        usesGrouping: Bool = true,
        minusSign: String = "-",
        digits: [String] = NumberSymbols.asciiDigits
    ) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.groupingSize = max(1, groupingSize)
        self.secondaryGroupingSize = max(1, secondaryGroupingSize ?? groupingSize)
        self.minimumGroupingDigits = max(1, minimumGroupingDigits)
        self.usesGrouping = usesGrouping && groupingSize >= 1
        self.minusSign = minusSign
        self.digits = digits.count == 10 ? digits : NumberSymbols.asciiDigits
        self.packed = PackedNumberSymbols(self)
    }

    /// The symbols of `locale`'s decimal style, learned from the platform the first time a
    /// locale is asked for and kept for the life of the process: the same as
    /// `AmountFormatter.cached(locale:currency:style: .decimal).symbols`, for a fraction of the
    /// cost (in most locales one probe of the platform's number format style, and no
    /// `NumberFormatter`). Safe from any thread.
    ///
    /// A locale whose numbering system is not positional decimal is read without its `numbers`
    /// keyword, in its default digits (see ``replacedNumberingSystem(in:)``).
    public static func cached(locale: Locale) -> NumberSymbols {
        cache.value(for: locale.identifier) { CompiledAmountPattern.decimalSymbols(locale: AmountLocale.resolve(locale).locale) }
    }

    /// The numbering system `locale` asks for that Tally does not write amounts in, or nil when
    /// amounts are written in the locale's own digits.
    ///
    /// Tally writes amounts only in a positional decimal numbering system whose ten digits are
    /// consecutive Unicode decimal digits: `latn`, `arab`, `arabext`, `deva`, `beng`, `thai` and
    /// CLDR's other numeric systems. A locale whose `numbers` keyword names another system, such
    /// as `en_US@numbers=roman`, `he_IL@numbers=hebr`, `ja_JP@numbers=jpanfin` or
    /// `zh_CN@numbers=hanidec` (whose 〇一二… are not decimal digits), or a name the platform
    /// does not know, is written without the keyword, in the locale's default digits: 5 USD is
    /// "$5.00" in `en_US@numbers=roman`, and this returns `"roman"`. Every formatter built from
    /// such a locale does the same and says so (``AmountFormatter/replacedNumberingSystem``,
    /// ``CompactAmountFormatter/replacedNumberingSystem``); an app can show the digits it uses,
    /// or offer another numbering system.
    ///
    /// Only the locale's identifier is read: a numbering system kept as a preference outside it is
    /// not seen. An identifier without a `numbers` keyword costs one scan of its bytes.
    public static func replacedNumberingSystem(in locale: Locale) -> String? {
        AmountLocale.resolve(locale).replacedNumberingSystem
    }

    private static let cache = CompiledCache<String, NumberSymbols>()

    /// Whether `locale`'s symbols have been learned.
    static func isCached(locale: Locale) -> Bool { cache.contains(locale.identifier) }

    /// Whether ``digits`` are the ASCII digits, so that digits need no mapping.
    var hasASCIIDigits: Bool { digits == NumberSymbols.asciiDigits }

    /// Groups an integer written in ASCII digits the way the locale groups it, in the locale's
    /// digits: `"1234567"` gives `"1,234,567"` in en_US, `"12,34,567"` in en_IN,
    /// `"1 234 567"` (U+202F) in ru_RU, `"١٬٢٣٤٬٥٦٧"` in ar_EG, and `"1234"` in es_ES (see
    /// ``minimumGroupingDigits``).
    ///
    /// Every character counts as one digit position; ASCII digits are mapped to ``digits`` and
    /// any other character is copied unchanged. Leading zeros are kept. Empty text gives empty
    /// text.
    public func groupInteger(_ digits: String) -> String {
        if let fast = groupedASCIIDigits(digits.utf8) { return fast }
        let characters = Array(digits)
        var result = ""
        result.reserveCapacity(characters.count * 3)
        let count = characters.count
        let grouped = groupsIntegerOf(count: count)
        for (index, character) in characters.enumerated() {
            if grouped, index > 0, isGroupBoundary(digitsToTheRight: count - index) {
                result += groupingSeparator
            }
            if let value = character.asciiDigitValue {
                result += self.digits[value]
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// ``groupInteger(_:)`` for text made only of ASCII digits, written in one pass into a string
    /// of the exact size (stored inline, without allocating, up to 15 UTF-8 bytes); nil when the
    /// text holds anything else.
    func groupedASCIIDigits(_ utf8: String.UTF8View) -> String? {
        for byte in utf8 where !byte.isASCIIDigit { return nil }
        let count = utf8.count
        let grouped = groupsIntegerOf(count: count)
        let length = groupedUTF8Count(asciiDigits: utf8, grouped: grouped)
        return String(unsafeUninitializedCapacity: length) { buffer in
            var index = 0
            writeGrouped(asciiDigits: utf8, grouped: grouped, into: buffer, at: &index)
            return index
        }
    }

    /// How many UTF-8 bytes `asciiDigits` (bytes `0`…`9` only) take in the locale's digits,
    /// with grouping separators when `grouped`.
    func groupedUTF8Count<Digits: Collection<UInt8>>(asciiDigits: Digits, grouped: Bool) -> Int {
        var length = 0
        for byte in asciiDigits { length &+= digits[Int(byte &- 0x30)].utf8.count }
        if grouped { length &+= groupCount(digitCount: asciiDigits.count) &* groupingSeparator.utf8.count }
        return length
    }

    /// How many grouping separators an integer part of `digitCount` digits gets when grouped.
    func groupCount(digitCount: Int) -> Int {
        guard digitCount > groupingSize else { return 0 }
        return 1 + (digitCount - groupingSize - 1) / secondaryGroupingSize
    }

    /// Writes `asciiDigits` (bytes `0`…`9` only) in the locale's digits into `buffer` from
    /// `index`, with grouping separators when `grouped`; `index` ends after the last byte.
    func writeGrouped<Digits: Collection<UInt8>>(
        asciiDigits: Digits, grouped: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>, at index: inout Int
    ) {
        let count = asciiDigits.count
        var position = 0
        for byte in asciiDigits {
            if grouped, position > 0, isGroupBoundary(digitsToTheRight: count - position) {
                for separatorByte in groupingSeparator.utf8 { buffer[index] = separatorByte; index += 1 }
            }
            for digitByte in digits[Int(byte &- 0x30)].utf8 { buffer[index] = digitByte; index += 1 }
            position += 1
        }
    }

    /// Writes `text` as it is into `buffer` from `index`; `index` ends after the last byte.
    static func write(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at index: inout Int) {
        for byte in text.utf8 { buffer[index] = byte; index += 1 }
    }

    /// Writes ASCII digits in the locale's digits: `"05"` gives `"٠٥"` in ar_EG and `"05"` in
    /// en_US. Any character other than an ASCII digit is copied unchanged; nothing is grouped.
    public func localizedDigits(_ digits: String) -> String {
        if hasASCIIDigits { return digits }
        var result = ""
        result.reserveCapacity(digits.utf8.count * 2)
        for character in digits {
            if let value = character.asciiDigitValue {
                result += self.digits[value]
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Whether an integer part of `count` digits is grouped at all (ICU's rule, minimum grouping
    /// digits included).
    func groupsIntegerOf(count: Int) -> Bool {
        usesGrouping && count - groupingSize >= minimumGroupingDigits
    }

    /// Whether a grouping separator stands before a digit that has `digitsToTheRight` digits at
    /// and right of it; only meaningful when ``groupsIntegerOf(count:)`` is true.
    func isGroupBoundary(digitsToTheRight: Int) -> Bool {
        if digitsToTheRight == groupingSize { return true }
        guard digitsToTheRight > groupingSize else { return false }
        return (digitsToTheRight - groupingSize) % secondaryGroupingSize == 0
    }

    /// Appends the integer `digitValues` (each 0…9, most significant first) grouped and in the
    /// locale's digits.
    func appendGroupedInteger(_ digitValues: ArraySlice<UInt8>, to result: inout String) {
        let count = digitValues.count
        let grouped = groupsIntegerOf(count: count)
        var index = 0
        for value in digitValues {
            if grouped, index > 0, isGroupBoundary(digitsToTheRight: count - index) {
                result += groupingSeparator
            }
            result += digits[Int(value)]
            index += 1
        }
    }

    /// Appends `digitValues` (each 0…9) in the locale's digits, without grouping.
    func appendDigits(_ digitValues: ArraySlice<UInt8>, to result: inout String) {
        for value in digitValues {
            result += digits[Int(value)]
        }
    }
}

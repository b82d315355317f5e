import Foundation

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
    /// The probes are read with no locale, whose decimal separator is ".": reading them with
    /// a locale would ask ICU for the locale's separator, building a number formatter (0.8
    /// million instructions) in the first frame of an amount.
    ///
    /// One call a probe rather than a loop over an array of tuples: such an array has its type
    /// built at run time from its mangled name, which a cold process pays for before its first
    /// amount.
    private static let layoutIsKnown: Bool =
        reads("-1234.56", DecimalParts(isNegative: true, exponent: -2, low: 123_456, high: 0))
        && reads("7", DecimalParts(isNegative: false, exponent: 0, low: 7, high: 0))
        && reads("0", DecimalParts(isNegative: false, exponent: 0, low: 0, high: 0))
        && reads("123456789012345678901234567.8",
                 DecimalParts(isNegative: false, exponent: -1, low: 0x6D79_7A91_BE38_F34E, high: 0x03FD_35EB))
        && reads("1e-30", DecimalParts(isNegative: false, exponent: -30, low: 1, high: 0))

    /// Whether ``read(_:)`` finds `expected` in what `Decimal(string:)` reads from `text`.
    private static func reads(_ text: String, _ expected: DecimalParts) -> Bool {
        guard let value = Decimal(string: text, locale: nil), let parts = read(value) else { return false }
        return parts.isNegative == expected.isNegative && parts.exponent == expected.exponent
            && parts.low == expected.low && parts.high == expected.high
    }
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
    private static let writtenLayoutIsKnown: Bool =
        // Read with no locale ("." separates decimals), as ``layoutIsKnown``'s probes are.
        writes("1234.56", exponent: -2, length: 2, words: (0xE240, 0x0001, 0, 0))
        && writes("0.5", exponent: -1, length: 1, words: (5, 0, 0, 0))
        && writes("1200", exponent: 2, length: 1, words: (12, 0, 0, 0))
        && writes("18446744073709551615", exponent: 0, length: 4, words: (0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF))

    /// Whether ``write(exponent:length:words:)`` gives, byte for byte, what `Decimal(string:)`
    /// reads from `text`.
    private static func writes(_ text: String, exponent: Int8, length: Int, words: (UInt16, UInt16, UInt16, UInt16)) -> Bool {
        guard let parsed = Decimal(string: text, locale: nil) else { return false }
        let written = write(exponent: exponent, length: length, words: words)
        let same = withUnsafeBytes(of: parsed) { parsedBytes in
            withUnsafeBytes(of: written) { $0.elementsEqual(parsedBytes) }
        }
        return same && written == parsed
    }
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

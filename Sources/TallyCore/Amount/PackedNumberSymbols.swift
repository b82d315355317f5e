import Foundation

/// The parts of ``NumberSymbols`` the typing path writes, as bytes: present when the locale's
/// ten digits are consecutive Unicode scalars whose UTF-8 forms differ only in their last byte
/// (ASCII, Arabic-Indic, Extended Arabic-Indic, Devanagari, Bengali, Thai and every other decimal
/// digit set in Unicode) and its separators fit ``SmallUTF8``; other symbols take the `String`
/// path.
struct PackedNumberSymbols: Sendable, Hashable {
    /// The digit zero's UTF-8 bytes; digit `d` is the same bytes with `d` added to the last.
    let digitZero: SmallUTF8
    /// The UTF-8 length of one digit: 1 for ASCII, 2 for Arabic-Indic, 3 for Devanagari.
    let digitWidth: Int
    let decimalSeparator: SmallUTF8
    let groupingSeparator: SmallUTF8
    let groupingSize: Int
    let secondaryGroupingSize: Int
    let minimumGroupingDigits: Int
    let usesGrouping: Bool

    init?(_ symbols: NumberSymbols) {
        guard let zero = Self.digitZero(of: symbols.digits), let zeroBytes = SmallUTF8(String(Character(zero))),
              let decimal = SmallUTF8(symbols.decimalSeparator),
              let grouping = SmallUTF8(symbols.groupingSeparator) else { return nil }
        digitZero = zeroBytes
        digitWidth = zeroBytes.count
        decimalSeparator = decimal
        groupingSeparator = grouping
        groupingSize = symbols.groupingSize
        secondaryGroupingSize = symbols.secondaryGroupingSize
        minimumGroupingDigits = symbols.minimumGroupingDigits
        usesGrouping = symbols.usesGrouping
    }

    /// The zero of `digits` when they are ten consecutive scalars, one each, that differ only in
    /// the last UTF-8 byte (the zero's last byte leaves room for 9 more without a carry).
    static func digitZero(of digits: [String]) -> Unicode.Scalar? {
        guard digits.count == 10 else { return nil }
        var zero: Unicode.Scalar?
        for (value, digit) in digits.enumerated() {
            var scalars = digit.unicodeScalars.makeIterator()
            guard let scalar = scalars.next(), scalars.next() == nil else { return nil }
            if value == 0 {
                zero = scalar
            } else if let zero, scalar.value != zero.value + UInt32(value) {
                return nil
            }
        }
        guard let zero else { return nil }
        // One byte: only the ASCII zero is one byte and leaves room for 9. More: the last
        // (continuation) byte holds six bits, 0x80…0xBF.
        if zero.value < 0x80 { return zero.value == 0x30 ? zero : nil }
        return zero.value & 0x3F <= 0x3F - 9 ? zero : nil
    }

    /// Writes digit `digit` (0…9) so that it ends at `end`; returns where it starts.
    @inline(__always)
    private func writeDigit(_ digit: UInt8, into buffer: UnsafeMutableBufferPointer<UInt8>, endingAt end: Int) -> Int {
        if digitWidth == 1 {
            buffer[end - 1] = 0x30 &+ digit
            return end - 1
        }
        let start = end - digitWidth
        digitZero.write(into: buffer, at: start)
        buffer[end - 1] &+= digit
        return start
    }

    /// The UTF-8 length of an integer part of `integerCount` digits, grouped, followed when
    /// `fractionCount` is not negative by the decimal separator and that many fraction digits.
    @inline(__always)
    func utf8Count(integerCount: Int, fractionCount: Int) -> Int {
        var length = integerCount * digitWidth
        if usesGrouping, integerCount - groupingSize >= minimumGroupingDigits {
            length += (1 + (integerCount - groupingSize - 1) / secondaryGroupingSize) * groupingSeparator.count
        }
        if fractionCount >= 0 { length += decimalSeparator.count + fractionCount * digitWidth }
        return length
    }

    /// Writes the amount backwards so that it ends at `end`: the `integerCount` low decimal
    /// digits of `integer` (leading zeros included), grouped, then, when `fractionCount` is not
    /// negative, the decimal separator and the `fractionCount` low decimal digits of `fraction`.
    /// Returns where the written text starts. The caller sized the buffer with
    /// ``utf8Count(integerCount:fractionCount:)``.
    @inline(__always)
    func writeAmount(
        integer: UInt64, integerCount: Int, fraction: UInt64, fractionCount: Int,
        into buffer: UnsafeMutableBufferPointer<UInt8>, endingAt end: Int
    ) -> Int {
        var index = end
        if fractionCount >= 0 {
            var remaining = fraction
            for _ in 0..<fractionCount {
                index = writeDigit(UInt8(truncatingIfNeeded: remaining % 10), into: buffer, endingAt: index)
                remaining /= 10
            }
            index -= decimalSeparator.count
            decimalSeparator.write(into: buffer, at: index)
        }
        let grouped = usesGrouping && integerCount - groupingSize >= minimumGroupingDigits
        var remaining = integer
        // `written` digits stand right of the next one; a separator goes where ICU puts one.
        for written in 0..<integerCount {
            if grouped, written >= groupingSize,
               written == groupingSize || (written - groupingSize) % secondaryGroupingSize == 0 {
                index -= groupingSeparator.count
                groupingSeparator.write(into: buffer, at: index)
            }
            index = writeDigit(UInt8(truncatingIfNeeded: remaining % 10), into: buffer, endingAt: index)
            remaining /= 10
        }
        return index
    }
}

import Foundation

/// The parts of ``NumberSymbols`` the typing path writes, as bytes: present when the locale
/// writes ASCII digits and its separators fit ``SmallUTF8``, which is every locale that does
/// not use another numbering system (those take the `String` path).
struct PackedNumberSymbols: Sendable, Hashable {
    let decimalSeparator: SmallUTF8
    let groupingSeparator: SmallUTF8
    let groupingSize: Int
    let secondaryGroupingSize: Int
    let minimumGroupingDigits: Int
    let usesGrouping: Bool

    init?(_ symbols: NumberSymbols) {
        guard symbols.digits == NumberSymbols.asciiDigits,
              let decimal = SmallUTF8(symbols.decimalSeparator),
              let grouping = SmallUTF8(symbols.groupingSeparator) else { return nil }
        decimalSeparator = decimal
        groupingSeparator = grouping
        groupingSize = symbols.groupingSize
        secondaryGroupingSize = symbols.secondaryGroupingSize
        minimumGroupingDigits = symbols.minimumGroupingDigits
        usesGrouping = symbols.usesGrouping
    }

    /// The UTF-8 length of an integer part of `integerCount` digits, grouped, followed when
    /// `fractionCount` is not negative by the decimal separator and that many fraction digits.
    @inline(__always)
    func utf8Count(integerCount: Int, fractionCount: Int) -> Int {
        var length = integerCount
        if usesGrouping, integerCount - groupingSize >= minimumGroupingDigits {
            length += (1 + (integerCount - groupingSize - 1) / secondaryGroupingSize) * groupingSeparator.count
        }
        if fractionCount >= 0 { length += decimalSeparator.count + fractionCount }
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
                index -= 1
                buffer[index] = 0x30 &+ UInt8(truncatingIfNeeded: remaining % 10)
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
            index -= 1
            buffer[index] = 0x30 &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
        }
        return index
    }
}

import Foundation

/// The digits of an ``AmountInput`` as numbers: the integer part (no leading zeros, so its value
/// and digit count say everything) and the fraction (its value and digit count, which keeps
/// leading and trailing zeros), and the sign as typed. Up to 18 digits each, so each fits 64 bits.
struct TypedDigits: Sendable, Hashable {
    /// The most digits of either part.
    static let maximumDigits = 18
    /// 10⁰ … 10¹⁹.
    static let powersOfTen: [UInt64] = (0...19).map { (0..<$0).reduce(1) { product, _ in product * 10 } }

    /// The integer part's value.
    var integer: UInt64 = 0
    /// The integer part's digit count: 0 when nothing is typed, 1 for "0".
    var integerCount = 0
    /// The fraction's value.
    var fraction: UInt64 = 0
    /// The fraction's digit count; -1 until a separator is typed.
    var fractionCount = -1
    /// Whether a minus was typed: with no digit it is a pending minus, and with only zeros the
    /// value is still zero.
    var isNegative = false

    /// Whether no digit and no separator is typed (a pending minus may be).
    var hasNoDigits: Bool { integerCount == 0 && fractionCount < 0 }

    /// Whether every typed digit is zero (or none is typed).
    var isZero: Bool { integer == 0 && fraction == 0 }

    /// Nothing typed.
    init() {}

    /// The digits written as ASCII text (`integer` without leading zeros but for "0"); nil when
    /// either holds anything else or more than ``maximumDigits`` digits.
    init?(integer: String, fraction: String?) {
        guard let (integerValue, integerCount) = Self.number(integer) else { return nil }
        self.integer = integerValue
        self.integerCount = integerValue == 0 ? min(integerCount, 1) : integerCount
        if let fraction {
            guard let (fractionValue, fractionCount) = Self.number(fraction) else { return nil }
            self.fraction = fractionValue
            self.fractionCount = fractionCount
        }
    }

    /// The value and digit count of ASCII digits; nil for anything else or too many digits.
    private static func number(_ text: String) -> (UInt64, Int)? {
        var value: UInt64 = 0, count = 0
        for byte in text.utf8 {
            guard byte.isASCIIDigit, count < maximumDigits else { return nil }
            value = value * 10 + UInt64(byte &- 0x30)
            count += 1
        }
        return (value, count)
    }

    /// The `count` low decimal digits of `value` as ASCII.
    static func ascii(_ value: UInt64, count: Int) -> String {
        String(unsafeUninitializedCapacity: count) { buffer in
            var remaining = value
            for index in stride(from: count - 1, through: 0, by: -1) {
                buffer[index] = 0x30 &+ UInt8(truncatingIfNeeded: remaining % 10)
                remaining /= 10
            }
            return count
        }
    }

    /// The value, exactly, as `Decimal(string:)` reads the same digits with their sign: trailing
    /// zeros folded into the exponent, and zero keeping the fraction's exponent ("0.00"); zero
    /// has no sign.
    var value: Decimal {
        guard isNegative, !isZero else { return magnitude }
        return -magnitude
    }

    /// The value of the digits without their sign.
    var magnitude: Decimal {
        let count = max(fractionCount, 0)
        let (scaled, overflow) = integer.multipliedReportingOverflow(by: Self.powersOfTen[count])
        let (mantissa, carry) = scaled.addingReportingOverflow(fraction)
        guard !overflow, !carry else {
            // More than 19 significant digits: `Decimal` reads the text (it holds 38).
            let text = TypedDigits.ascii(integer, count: max(integerCount, 1)) + "." + TypedDigits.ascii(fraction, count: count)
            // Read with no locale: "." separates decimals, and no ICU formatter is built.
            return Decimal(string: text, locale: nil) ?? 0
        }
        guard mantissa != 0 else { return count == 0 ? 0 : Self.zeros[count - 1] }
        var significand = mantissa, exponent = -count
        while significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
        return DecimalParts.decimal(mantissa: significand, exponent: exponent)
            ?? Decimal(sign: .plus, exponent: exponent, significand: Decimal(significand))
    }

    /// Zero with 1 through 18 fraction digits, as `Decimal(string:)` reads "0.0", "0.00"…
    private static let zeros: [Decimal] = (1...maximumDigits).map { count in
        Decimal(string: "0." + String(repeating: "0", count: count), locale: nil) ?? 0
    }

    /// -1, 0 or 1 as this value is below, equal to or above `other`'s, signs included (zero has
    /// no sign).
    func compare(to other: TypedDigits) -> Int {
        let negative = isNegative && !isZero, otherNegative = other.isNegative && !other.isZero
        if negative != otherNegative { return negative ? -1 : 1 }
        let order = compareMagnitude(to: other)
        return negative ? -order : order
    }

    /// -1, 0 or 1 as the digits without their sign are below, equal to or above `other`'s.
    func compareMagnitude(to other: TypedDigits) -> Int {
        if integer != other.integer { return integer < other.integer ? -1 : 1 }
        let left = max(fractionCount, 0), right = max(other.fractionCount, 0), common = max(left, right)
        // Both fractions scaled to `common` digits, in 128 bits.
        let a = fraction.multipliedFullWidth(by: Self.powersOfTen[common - left])
        let b = other.fraction.multipliedFullWidth(by: Self.powersOfTen[common - right])
        if a.high != b.high { return a.high < b.high ? -1 : 1 }
        return a.low == b.low ? 0 : (a.low < b.low ? -1 : 1)
    }

    // MARK: - Editing, one character at a time

    /// These digits with `digit` typed after them, calculator-style: the first digit, or one
    /// typed on a lone "0", replaces it. The lengths are the caller's to check.
    func appending(_ digit: Int) -> TypedDigits {
        var next = self
        if next.fractionCount >= 0 {
            next.fraction = next.fraction &* 10 &+ UInt64(digit)
            next.fractionCount += 1
        } else if next.integer == 0 {
            next.integer = UInt64(digit)
            next.integerCount = 1
        } else {
            next.integer = next.integer &* 10 &+ UInt64(digit)
            next.integerCount += 1
        }
        return next
    }

    /// These digits with a decimal separator typed after them ("0." when nothing is typed); the
    /// same digits when one is typed already.
    func withSeparator() -> TypedDigits {
        guard fractionCount < 0 else { return self }
        var next = self
        next.integerCount = max(next.integerCount, 1)
        next.fractionCount = 0
        return next
    }

    /// These digits without their last character (a digit, the separator, or a pending minus),
    /// and whether the value's magnitude changed (a zero at the end of the fraction, or a lone
    /// "0", takes nothing away); nil when nothing is typed.
    func droppingLast() -> (digits: TypedDigits, lowersMagnitude: Bool)? {
        var next = self
        var lowers = false
        if next.fractionCount > 0 {
            lowers = next.fraction % 10 != 0
            next.fraction /= 10
            next.fractionCount -= 1
        } else if next.fractionCount == 0 {
            next.fractionCount = -1
        } else if next.integerCount > 0 {
            lowers = next.integer % 10 != 0 || next.integerCount > 1
            next.integer /= 10
            next.integerCount -= 1
        } else if next.isNegative {
            next.isNegative = false
        } else {
            return nil
        }
        return (next, lowers)
    }
}

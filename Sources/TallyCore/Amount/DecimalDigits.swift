import Foundation

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

import Foundation

/// The operands CLDR plural rules are written in (UTS #35, Part 3 "Numbers", section "Language
/// Plural Rules"), computed from a number as it is written.
///
/// Plural categories depend on how a number is written, not only on its value: "1" and "1.0"
/// differ (`v` is 0 and 1), so English says "1 day" but "1.0 days". The operands are:
///
/// | operand | meaning | "1.50" | "1.2c6" |
/// | --- | --- | --- | --- |
/// | `n` | absolute value | 1.5 | 1200000 |
/// | `i` | integer digits of `n` | 1 | 1200000 |
/// | `v` | number of visible fraction digits, with trailing zeros | 2 | 0 |
/// | `w` | number of visible fraction digits, without trailing zeros | 1 | 0 |
/// | `f` | visible fraction digits as an integer, with trailing zeros | 50 | 0 |
/// | `t` | visible fraction digits as an integer, without trailing zeros | 5 | 0 |
/// | `e` | compact decimal exponent (`c` in rules is a synonym) | 0 | 6 |
///
/// Large values never overflow: `i`, `f` and `t` are exact while they fit in `UInt64`; a larger
/// value `x` is stored as `10^18 + (x mod 10^18)`. That keeps every remainder by a power of ten
/// up to `10^18` exact (the `% 10`, `% 100`, `% 1000000` that rules use) and keeps the value
/// above every bound below `10^18`, so the categories of huge numbers stay right. `n` is the
/// nearest `Double` and is always finite.
public struct PluralOperands: Sendable, Hashable, CustomStringConvertible {
    /// The absolute value of the number, as the nearest `Double`. Always finite and `>= 0`.
    public let n: Double
    /// The integer digits of `n`, exact below `2^64` and folded as described on the type above.
    public let i: UInt64
    /// The number of visible fraction digits, with trailing zeros ("1.50" → 2).
    public let v: Int
    /// The number of visible fraction digits, without trailing zeros ("1.50" → 1).
    public let w: Int
    /// The visible fraction digits as an integer, with trailing zeros ("1.50" → 50).
    public let f: UInt64
    /// The visible fraction digits as an integer, without trailing zeros ("1.50" → 5).
    public let t: UInt64
    /// The compact decimal exponent: 6 for "1.2c6" or "1.2e6", 0 for a number written without
    /// one. Never negative.
    public let e: Int

    /// The compact decimal exponent under its other name in rules; always equal to ``e``.
    public var c: Int { e }

    /// The longest text ``init(_:)-(String)`` reads, in UTF-8 bytes; longer text is rejected
    /// before it is parsed.
    public static let maximumTextLength = 64

    /// The largest compact exponent ``init(_:)-(String)`` accepts (`1c64`); larger ones are
    /// rejected, which keeps ``n`` finite.
    public static let maximumExponent = 64

    /// The operands of an integer count: `n` and `i` are its magnitude, every other operand 0.
    ///
    /// Never fails; `Int.min` gives `i = 9223372036854775808`.
    public init(_ value: Int) {
        let magnitude = UInt64(value.magnitude)
        n = Double(magnitude)
        i = magnitude
        v = 0
        w = 0
        f = 0
        t = 0
        e = 0
    }

    /// The operands of a number as written: `"1"`, `"1.0"`, `"1.50"`, `"-3"`, or CLDR's compact
    /// form `"1.2c6"` / `"1.2e6"` (1.2 × 10⁶, with `e = 6`).
    ///
    /// Accepts exactly: an optional leading `-` (the operands use the absolute value), one or
    /// more ASCII digits, optionally `.` and one or more digits, optionally `c` or `e` and one or
    /// more digits (at most ``maximumExponent``). The exponent moves the decimal point: "1.2c6"
    /// has `i = 1200000` and `v = 0`, "1.0000001c6" has `i = 1000000`, `v = 1`, `f = 1`.
    ///
    /// - Throws: ``PluralError/invalidNumber(text:reason:)`` for empty text, text longer than
    ///   ``maximumTextLength``, a `+` sign, spaces, letters, `NaN`, two points, a point without
    ///   digits on both sides ("1.", ".5"), an exponent without digits or with a sign, or an
    ///   exponent larger than ``maximumExponent``.
    public init(_ text: String) throws {
        func failure(_ reason: String) -> PluralError {
            .invalidNumber(text: PluralError.shortened(text, limit: Self.maximumTextLength), reason: reason)
        }
        guard text.utf8.count <= Self.maximumTextLength else {
            throw failure("it is longer than \(Self.maximumTextLength) characters")
        }
        guard !text.isEmpty else { throw failure("the text is empty") }

        let scalars = Array(text.unicodeScalars)
        var index = 0

        func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }
        func describe(_ position: Int) -> String {
            guard position < scalars.count else { return "the end" }
            return "\"\(Character(scalars[position]))\" at position \(position + 1)"
        }
        func digits() -> String {
            var run = ""
            while index < scalars.count, isDigit(scalars[index]) {
                run.unicodeScalars.append(scalars[index])
                index += 1
            }
            return run
        }

        if scalars[index] == "-" { index += 1 }
        let integerDigits = digits()
        guard !integerDigits.isEmpty else {
            throw failure("expected a digit but found \(describe(index))")
        }
        var fractionDigits = ""
        if index < scalars.count, scalars[index] == "." {
            index += 1
            fractionDigits = digits()
            guard !fractionDigits.isEmpty else {
                throw failure("a \".\" must be followed by digits, found \(describe(index))")
            }
        }
        var exponent = 0
        if index < scalars.count, scalars[index] == "c" || scalars[index] == "e" {
            let marker = Character(scalars[index])
            index += 1
            let exponentDigits = digits()
            guard !exponentDigits.isEmpty else {
                throw failure("the exponent \"\(marker)\" must be followed by digits, found \(describe(index))")
            }
            for digit in exponentDigits.unicodeScalars {
                exponent = exponent * 10 + Int(digit.value - 48)
                guard exponent <= Self.maximumExponent else {
                    throw failure("the exponent is larger than \(Self.maximumExponent)")
                }
            }
        }
        guard index == scalars.count else {
            throw failure("unexpected \(describe(index))")
        }

        // Move the decimal point `exponent` places to the right.
        var whole = integerDigits
        var fraction = fractionDigits
        if exponent > 0 {
            let moved = min(exponent, fraction.count)
            whole += fraction.prefix(moved)
            fraction = String(fraction.dropFirst(moved))
            whole += String(repeating: "0", count: exponent - moved)
        }
        var trimmedFraction = fraction
        while trimmedFraction.last == "0" { trimmedFraction.removeLast() }

        guard let value = Double(fraction.isEmpty ? whole : whole + "." + fraction), value.isFinite else {
            throw failure("its value is out of range")
        }
        n = value
        i = Self.integerValue(whole)
        v = fraction.count
        w = trimmedFraction.count
        f = Self.integerValue(fraction)
        t = Self.integerValue(trimmedFraction)
        e = exponent
    }

    /// `10^18`, the base of the folding applied to values that do not fit in `UInt64`.
    private static let foldBase: UInt64 = 1_000_000_000_000_000_000

    /// The value of a string of ASCII digits (empty is 0): exact when it fits in `UInt64`,
    /// otherwise `10^18 + (value mod 10^18)`.
    private static func integerValue(_ digits: String) -> UInt64 {
        var value: UInt64 = 0
        var overflowed = false
        for digit in digits.unicodeScalars {
            let (times, timesOverflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, sumOverflow) = times.addingReportingOverflow(UInt64(digit.value - 48))
            if timesOverflow || sumOverflow {
                overflowed = true
                break
            }
            value = sum
        }
        guard overflowed else { return value }
        var low: UInt64 = 0
        for digit in digits.unicodeScalars.suffix(18) {
            low = low * 10 + UInt64(digit.value - 48)
        }
        return foldBase + low
    }

    /// `n=1.5 i=1 v=2 w=1 f=50 t=5 e=0`, for messages and test output.
    public var description: String {
        "n=\(n) i=\(i) v=\(v) w=\(w) f=\(f) t=\(t) e=\(e)"
    }
}

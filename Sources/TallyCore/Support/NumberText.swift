import Foundation

/// Locale-independent number text: the shortest decimal that reads back as the same `Double`,
/// laid out the way JavaScript's `Number.prototype.toString` does.
///
/// Built on Swift's own shortest round-trip digits (`Double.description`); no formatter or
/// locale is involved, so the text is the same on every platform and in every region.
@_spi(Tally) public enum NumberText {
    /// The shortest decimal text that reads back as exactly `value`, as JavaScript writes it.
    ///
    /// - Integers have no fraction: `16`, `-3`; both `0` and `-0` give `"0"`.
    /// - Plain notation when 1e-6 <= |value| < 1e21: `"0.000001"`, `"123456789012345680000"`.
    /// - Exponent notation otherwise, JavaScript style: `"1e-7"`, `"1.5e+21"`, `"5e-324"`.
    /// - NaN and infinities give `"NaN"`, `"Infinity"` and `"-Infinity"` (not valid JSON; see
    ///   `JSONNumber.init?(_:)`).
    @_spi(Tally) public static func format(_ value: Double) -> String {
        guard let decimal = ShortestDecimal(value) else { return nonFinite(value) }
        return decimal.text
    }

    /// `value` rounded to at most `maximumFractionDigits` digits after the point, trailing zeros
    /// trimmed, in the same notation as `format(_:)`.
    ///
    /// Rounding is half away from zero and is done on the decimal digits `format(_:)` shows, not
    /// on the binary value: `1.005` (stored as 1.00499999999999989…) with 2 digits gives `"1.01"`,
    /// as a person reading "1.005" expects. A result that rounds to zero is `"0"`, never `"-0"`.
    /// A negative `maximumFractionDigits` counts as 0.
    @_spi(Tally) public static func format(_ value: Double, maximumFractionDigits: Int) -> String {
        guard var decimal = ShortestDecimal(value) else { return nonFinite(value) }
        // Beyond 400 fraction digits nothing changes: a Double has at most 17 significant digits
        // and its smallest magnitude is about 5e-324.
        let fractionDigits = min(max(maximumFractionDigits, 0), 400)
        decimal.round(fractionDigits: fractionDigits)
        return decimal.text
    }

    private static func nonFinite(_ value: Double) -> String {
        value.isNaN ? "NaN" : (value < 0 ? "-Infinity" : "Infinity")
    }
}

/// A finite Double as `±0.d₁d₂…dₖ × 10^exponent`, with no leading or trailing zero digits;
/// zero has no digits.
private struct ShortestDecimal {
    var isNegative: Bool
    /// Digit values 0–9.
    var digits: [UInt8]
    var exponent: Int

    /// Reads Swift's shortest round-trip text for `value`; `nil` for NaN and infinities.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        isNegative = value < 0
        digits = []
        exponent = 0
        guard value != 0 else { return }

        var pointIndex: Int?
        var exponentText: [UInt8] = []
        var inExponent = false
        for byte in value.description.utf8 {
            if inExponent {
                exponentText.append(byte)
            } else if byte >= 0x30 && byte <= 0x39 {
                digits.append(byte - 0x30)
            } else if byte == UInt8(ascii: ".") {
                pointIndex = digits.count
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                inExponent = true
            }
        }
        var exponent = (pointIndex ?? digits.count)
            + (Int(String(decoding: exponentText, as: UTF8.self)) ?? 0)
        let leadingZeros = digits.prefix { $0 == 0 }.count
        digits.removeFirst(leadingZeros)
        exponent -= leadingZeros
        while digits.last == 0 { digits.removeLast() }
        self.exponent = exponent
    }

    /// Rounds half away from zero to `fractionDigits` digits after the decimal point.
    mutating func round(fractionDigits: Int) {
        let keep = exponent + fractionDigits
        guard keep < digits.count else { return }
        guard keep >= 0 else {
            digits = []
            return
        }
        let roundsUp = digits[keep] >= 5
        digits.removeLast(digits.count - keep)
        if roundsUp {
            var index = digits.count - 1
            while index >= 0 && digits[index] == 9 {
                digits[index] = 0
                index -= 1
            }
            if index >= 0 {
                digits[index] += 1
            } else {
                digits.insert(1, at: 0)
                exponent += 1
            }
        }
        while digits.last == 0 { digits.removeLast() }
    }

    /// The JavaScript-style text.
    var text: String {
        guard !digits.isEmpty else { return "0" }
        var output: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
        let ascii = digits.map { $0 + 0x30 }
        let count = ascii.count
        let n = exponent
        let zero = UInt8(ascii: "0")
        if count <= n && n <= 21 {
            output.append(contentsOf: ascii)
            output.append(contentsOf: repeatElement(zero, count: n - count))
        } else if 0 < n && n <= 21 {
            output.append(contentsOf: ascii[..<n])
            output.append(UInt8(ascii: "."))
            output.append(contentsOf: ascii[n...])
        } else if -6 < n && n <= 0 {
            output.append(contentsOf: "0.".utf8)
            output.append(contentsOf: repeatElement(zero, count: -n))
            output.append(contentsOf: ascii)
        } else {
            output.append(ascii[0])
            if count > 1 {
                output.append(UInt8(ascii: "."))
                output.append(contentsOf: ascii[1...])
            }
            output.append(UInt8(ascii: "e"))
            output.append(n - 1 >= 0 ? UInt8(ascii: "+") : UInt8(ascii: "-"))
            output.append(contentsOf: String(abs(n - 1)).utf8)
        }
        return String(decoding: output, as: UTF8.self)
    }
}

import Foundation

/// Writes JSON documents as stable, readable text.
///
/// Guarantees:
/// - The same node always gives the same bytes: two-space indentation, members in their order,
///   `"key": value`, and a final newline.
/// - An array whose elements are all scalars (null, booleans, numbers, strings) is written on one
///   line, `[0.4, 0, 0.2, 1]`, when that whole line (indentation, key and trailing comma
///   included) fits in `maximumLineWidth` columns; otherwise every element gets its own line.
///   Columns are counted in Unicode scalars, so the layout does not depend on the Unicode
///   version's rules for grapheme clusters.
/// - Empty containers are written `{}` and `[]`.
/// - Numbers are written as their `literal`.
/// - Strings escape `"` and `\`, use `\b \f \n \r \t` for those controls and `\uxxxx`
///   (lowercase hex) for every other character a terminal acts on (`VisibleText.needsEscape`:
///   control characters U+0000–U+001F and U+007F–U+009F, bidirectional controls, U+2028 and
///   U+2029), so printed JSON cannot recolour or reorder a terminal; all other characters,
///   non-ASCII included, are written as UTF-8 and `/` is not escaped.
/// - The output parses back with `JSONParser` to a value equal to the input, ignoring
///   locations, provided the input has no duplicate keys and nests at most
///   `JSONParser.maximumDepth` levels deep.
@_spi(Tally) public enum JSONWriter {
    /// The widest line, in Unicode scalars, on which an array of scalars is kept: 100.
    @_spi(Tally) public static let maximumLineWidth = 100

    /// The pretty-printed text of `node`, ending with a newline.
    ///
    /// Works without recursion, so documents of any depth are written without deep call stacks.
    @_spi(Tally) public static func write(_ node: JSONNode) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        var open: [OpenContainer] = []
        writeValue(node.value, level: 0, column: 0, trailing: 0, into: &output, open: &open)
        while !open.isEmpty {
            let last = open.count - 1
            let container = open[last]
            let count = container.isObject ? container.members.count : container.elements.count
            guard container.next < count else {
                // Every element is written: close the container.
                output.append(UInt8(ascii: "\n"))
                appendIndent(container.level, to: &output)
                output.append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                open.removeLast()
                continue
            }
            let position = container.next
            open[last].next += 1
            if position > 0 { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "\n"))
            let level = container.level + 1
            appendIndent(level, to: &output)
            var column = 2 * level
            let value: JSONValue
            if container.isObject {
                let member = container.members[position]
                let keyStart = output.count
                appendString(member.key, to: &output)
                output.append(contentsOf: ": ".utf8)
                column += scalarCount(output[keyStart...])
                value = member.value.value
            } else {
                value = container.elements[position].value
            }
            let trailing = position == count - 1 ? 0 : 1
            writeValue(value, level: level, column: column, trailing: trailing, into: &output, open: &open)
        }
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    /// `text` as a JSON string literal, quotes included, escaped as `write(_:)` does.
    static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        appendString(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// An array or object written over several lines whose elements are not all written yet.
    private struct OpenContainer {
        var isObject: Bool
        var elements: [JSONNode] = []
        var members: [JSONMember] = []
        /// The indentation level of the opening line.
        var level: Int
        /// The position of the next element to write.
        var next = 0
    }

    /// Writes `value`, whose first character lands at `column` of a line indented `level` times;
    /// `trailing` is the width of what follows it on the line (1 for a comma). A container that
    /// needs several lines is opened and pushed onto `open` for the caller to finish.
    private static func writeValue(
        _ value: JSONValue, level: Int, column: Int, trailing: Int,
        into output: inout [UInt8], open: inout [OpenContainer]
    ) {
        switch value {
        case .null, .bool, .number, .string:
            appendScalar(value, to: &output)
        case .array(let elements):
            if elements.isEmpty {
                output.append(contentsOf: "[]".utf8)
                return
            }
            if elements.allSatisfy({ isScalar($0.value) }) {
                var line: [UInt8] = [UInt8(ascii: "[")]
                for (position, element) in elements.enumerated() {
                    if position > 0 { line.append(contentsOf: ", ".utf8) }
                    appendScalar(element.value, to: &line)
                }
                line.append(UInt8(ascii: "]"))
                if column + scalarCount(line) + trailing <= maximumLineWidth {
                    output.append(contentsOf: line)
                    return
                }
            }
            output.append(UInt8(ascii: "["))
            open.append(OpenContainer(isObject: false, elements: elements, level: level))
        case .object(let object):
            if object.members.isEmpty {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            open.append(OpenContainer(isObject: true, members: object.members, level: level))
        }
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .null, .bool, .number, .string: true
        case .array, .object: false
        }
    }

    private static func appendScalar(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: number.literal.utf8)
        case .string(let text): appendString(text, to: &output)
        case .array, .object: break
        }
    }

    private static func appendIndent(_ level: Int, to output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// The number of Unicode scalars in well-formed UTF-8 `bytes`.
    private static func scalarCount<C: Collection<UInt8>>(_ bytes: C) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
                case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
                case 0x08: output.append(contentsOf: "\\b".utf8)
                case 0x0C: output.append(contentsOf: "\\f".utf8)
                case 0x0A: output.append(contentsOf: "\\n".utf8)
                case 0x0D: output.append(contentsOf: "\\r".utf8)
                case 0x09: output.append(contentsOf: "\\t".utf8)
                case 0x00..<0x20, 0x7F: appendUnicodeEscape(UInt16(byte), to: &output)
                case 0xC2, 0xD8, 0xE2:
                    // The lead bytes of the characters a terminal acts on beyond ASCII: C1
                    // controls (C2 80–9F), U+061C (D8 9C), U+200E–U+2069 (E2 80–81 xx). The
                    // bytes are well-formed UTF-8, so a lead byte has its continuation bytes.
                    let length = byte == 0xE2 ? 3 : 2
                    var value = UInt32(byte & (length == 3 ? 0x0F : 0x1F))
                    for offset in 0..<(length - 1) { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                    if let scalar = Unicode.Scalar(value), VisibleText.needsEscape(scalar) {
                        appendUnicodeEscape(UInt16(value), to: &output)
                    } else {
                        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(index - 1)..<(index + length - 1)]))
                    }
                    index += length - 1
                default: output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `\uxxxx` (lowercase hexadecimal) for a code point of the Basic Multilingual Plane.
    private static func appendUnicodeEscape(_ value: UInt16, to output: inout [UInt8]) {
        output.append(contentsOf: "\\u".utf8)
        output.append(hexDigits[Int(value >> 12 & 0x0F)])
        output.append(hexDigits[Int(value >> 8 & 0x0F)])
        output.append(hexDigits[Int(value >> 4 & 0x0F)])
        output.append(hexDigits[Int(value & 0x0F)])
    }
}

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

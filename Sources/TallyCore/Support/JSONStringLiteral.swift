import Foundation

/// JSON string literals as Tally writes them, in files and in messages: the same escapes
/// everywhere, so a key shown in an error reads exactly as it would be written.
@_spi(Tally) public enum JSONStringLiteral {
    /// `text` as a JSON string literal, quotes included.
    @_spi(Tally) public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `text` as a JSON string literal, quotes included: `"` and `\\` escaped, C0
    /// controls and DEL as escapes, and the invisible characters a terminal acts on as `\\u`
    /// escapes.
    @_spi(Tally) public static func append(_ text: String, to output: inout [UInt8]) {
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

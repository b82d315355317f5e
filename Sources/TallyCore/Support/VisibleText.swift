/// Text from outside (a file's contents, a name, a command-line argument) made safe to echo in a
/// message that may reach a terminal or a log.
///
/// A terminal acts on control characters: ESC starts sequences that recolour text, set the window
/// title or clear the screen, and bidirectional formatting characters reorder what is drawn, so
/// that an echoed `05.21` can be shown as `12.50`. Every message that quotes what someone supplied
/// passes it through ``escaped(_:)`` first, which writes each such character as a visible escape
/// instead.
public enum VisibleText {
    /// `text` with every character a terminal would act on instead of draw written as `\u{…}`
    /// (upper-case hexadecimal): C0 controls (tab and line feed included, so that an echoed
    /// value stays on its line), DEL, C1 controls, the bidirectional formatting characters
    /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the line and paragraph
    /// separators U+2028 and U+2029.
    ///
    /// Every other character is kept, so names in any script read as written. A language code
    /// of `e`, ESC and `[31ms` is echoed as the eleven characters `e\u{1B}[31ms`.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `scalar` is one ``escaped(_:)`` writes as an escape.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        default: return false
        }
    }
}

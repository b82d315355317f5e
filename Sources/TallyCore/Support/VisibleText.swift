/// Text from outside (a file's contents, a name, a command-line argument) made safe to echo in a
/// message that may reach a terminal or a log.
///
/// A terminal acts on control characters: ESC starts sequences that recolour text, set the window
/// title or clear the screen, and bidirectional formatting characters reorder what is drawn, so
/// that an echoed `05.21` can be shown as `12.50`. Every message that quotes what someone supplied
/// passes it through ``escaped(_:)`` first, which writes each such character as a visible escape
/// instead; a tool's whole output passes through ``escapedOutput(_:)`` as a last guard.
///
/// The escaping is idempotent (escaping escaped text changes nothing), so a message may be
/// guarded again where it is printed. A backslash is kept as it is: text that already reads
/// `\u{1B}` (six printable characters) is shown as an ESC is, and apart from that the escaping
/// can be undone, so two texts without backslashes never give the same message.
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
        escaped(text, keeping: { _ in false })
    }

    /// ``escaped(_:)``, at most `limit` characters (Unicode scalars) long: when the escaped text
    /// is longer it is cut at the last whole character or escape that fits in `limit - 1` and
    /// ends with "…", so a huge value cannot flood a message and an escape is never cut in two.
    ///
    /// - Parameters:
    ///   - text: The text to echo.
    ///   - limit: The longest result, at least 1.
    public static func escaped(_ text: String, limit: Int) -> String {
        let limit = max(limit, 1)
        // The pieces that fit before an ellipsis, then those after them while the whole fits.
        var head = String.UnicodeScalarView(), headCount = 0, headIsWhole = true
        var tail = String.UnicodeScalarView(), count = 0
        for scalar in text.unicodeScalars {
            let piece = needsEscape(scalar) ? escape(scalar) : String.UnicodeScalarView([scalar])
            count += piece.count
            if count > limit { return String(head) + "…" }
            if headIsWhole, headCount + piece.count <= limit - 1 {
                head.append(contentsOf: piece)
                headCount += piece.count
            } else {
                headIsWhole = false
                tail.append(contentsOf: piece)
            }
        }
        return String(head) + String(tail)
    }

    /// A tool's whole output (its messages, one a line, or a table with tabs) made safe for a
    /// terminal: every character ``escaped(_:)`` escapes except line feed and tab, which lay out
    /// the tool's own lines and columns. Text echoed inside a line is escaped with
    /// ``escaped(_:)`` when the message is built; this is the guard where it is printed, so that
    /// no path can write an ESC, a carriage return or a bidirectional control to the terminal.
    public static func escapedOutput(_ text: String) -> String {
        escaped(text, keeping: { $0 == "\n" || $0 == "\t" })
    }

    /// Whether `scalar` is one ``escaped(_:)`` writes as an escape.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// `text` with every scalar that needs escaping, other than those `kept` accepts, escaped.
    private static func escaped(_ text: String, keeping kept: (Unicode.Scalar) -> Bool) -> String {
        // Every character that needs escaping starts with a byte below 0x20, 0x7F, or the lead
        // byte C2 (C1 controls), D8 (U+061C) or E2 (U+200E–U+2069): text without them, most
        // text, is returned after one pass over its bytes.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }),
              text.unicodeScalars.contains(where: { needsEscape($0) && !kept($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) && !kept(scalar) {
                result.append(contentsOf: escape(scalar))
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `\u{…}` for `scalar`, in upper-case hexadecimal.
    private static func escape(_ scalar: Unicode.Scalar) -> String.UnicodeScalarView {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars
    }
}

import Foundation
@_spi(Tally) import TallyCore

/// HTML escaping for text placed inside attribute values (Plot escapes text nodes only).
public enum HTMLEscape {
    /// `text` with `&`, `"`, `<` and `>` escaped.
    public static func attribute(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }
}

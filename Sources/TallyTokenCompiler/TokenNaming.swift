import Foundation

/// How token paths become Swift identifiers and CSS custom property names.
///
/// - Swift: groups become nested enums in UpperCamelCase (`color` → `Color`), tokens become
///   lowerCamelCase static properties (`text-primary` → `textPrimary`). A name that starts with
///   a digit takes its group's name in front, the way the seeds spell them: `scale.088` →
///   `Scale.scale088`, `font.size.100` → `Font.Size.size100`. Swift keywords are escaped.
/// - CSS: `--tally-` followed by the path in kebab-case: `color.textPrimary` →
///   `--tally-color-text-primary`.
public enum TokenNaming {
    static let cssPrefix = "--tally-"

    private static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while",
        "as", "Any", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
        "Type", "Protocol",
    ]

    /// Splits a name into words at `-`, `_`, spaces and lower→upper case changes.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if character == "-" || character == "_" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `text-primary` → `textPrimary`; `100` under `size` → `size100`.
    static func swiftMember(_ name: String, parent: String?) -> String {
        var parts = words(name)
        if parts.first?.first?.isNumber == true, let parent { parts.insert(contentsOf: words(parent), at: 0) }
        guard let first = parts.first else { return "_" }
        let lowered = first.first?.isNumber == true ? "_" + first : first.prefix(1).lowercased() + first.dropFirst()
        let identifier = ([lowered] + parts.dropFirst().map(capitalized)).joined()
        return escape(sanitize(identifier))
    }

    /// `color` → `Color`; `100` under `size` → `Size100`.
    static func swiftType(_ name: String, parent: String?) -> String {
        var parts = words(name)
        if parts.first?.first?.isNumber == true, let parent { parts.insert(contentsOf: words(parent), at: 0) }
        let identifier = parts.map(capitalized).joined()
        let safe = identifier.first?.isNumber == true ? "_" + identifier : identifier
        return escape(sanitize(safe.isEmpty ? "_" : safe))
    }

    private static func sanitize(_ identifier: String) -> String {
        String(identifier.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    private static func escape(_ identifier: String) -> String {
        swiftKeywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// `offsetY` → `offset-y`.
    public static func kebab(_ name: String) -> String {
        words(name).map { $0.lowercased() }.joined(separator: "-")
    }

    /// `color.textPrimary` → `--tally-color-text-primary`.
    static func cssProperty(_ path: [String]) -> String {
        cssPrefix + path.flatMap(words).map { $0.lowercased() }.joined(separator: "-")
    }
}

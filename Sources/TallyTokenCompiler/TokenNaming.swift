import Foundation
import TallyCore

/// How token paths become Swift identifiers and CSS custom property names.
///
/// - Swift: groups become nested enums in UpperCamelCase (`color` → `Color`), tokens become
///   lowerCamelCase static properties (`text-primary` → `textPrimary`). A name that starts with
///   a digit takes its group's name in front, as Swift code usually spells them: `scale.088` →
///   `Scale.scale088`, `font.size.100` → `Font.Size.size100`.
/// - Names: ASCII letters and digits in words joined by `-`, `_` or one space (or camelCase, so
///   a design tool's "Hot pink" is `hotPink` and `--tally-…-hot-pink`), starting with
///   a letter; a name starting with a digit only under a group whose name starts with a letter.
///   Names that would become a Swift keyword, a type the generated code uses, or
///   `TallyTokens.all` are refused (``nameProblem(_:parent:)``), so every name gives a valid
///   Swift identifier and CSS custom property without escaping.
/// - CSS: `--tally-` followed by the path in kebab-case: `color.textPrimary` →
///   `--tally-color-text-primary`.
public enum TokenNaming {
    static let cssPrefix = "--tally-"

    /// Swift's reserved words, which cannot name a member or type without backticks, and the
    /// names `Type`, `Protocol`, `Self` and `Any`, which mean something else after a dot.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "_",
    ]

    /// Type names the generated Swift refers to: a group may not shadow them.
    static let reservedTypeNames: Set<String> = [
        "TallyTokens", "TallyCore", "Foundation", "Swift", "Double", "Int", "String", "Bool", "Array",
        "ResolvedToken", "SchemeColor", "TokenColor", "TokenDimension", "TokenDuration", "TokenCubicBezier",
        "TokenStrokeStyle", "TokenBorder", "TokenTransition", "TokenShadow", "TokenGradient", "TokenTypography",
        "TokenSpring", "TokenKeyframes", "DynamicTypeScale",
    ]

    /// What a name may be, for error messages.
    static let acceptedNames = "names are ASCII letters and digits, in words joined by '-', '_' or a space, or in camelCase, "
        + "starting with a letter (a name starting with a digit, like \"100\", may sit in a group whose name starts with a letter)"

    /// Why `name` cannot be a token or group name under `parent` (nil at the top level), or nil.
    ///
    /// Checks the characters only; ``swiftProblem(_:parent:isGroup:)`` checks what it becomes.
    public static func nameProblem(_ name: String, parent: String?) -> String? {
        let scalars = Array(name.unicodeScalars)
        func isWordCharacter(_ s: Unicode.Scalar) -> Bool { s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s)) }
        let shown = "\"" + TokenLimits.abbreviated(SwiftTokenEmitter.visible(name), limit: 40) + "\""
        guard let first = scalars.first else { return "a name cannot be empty" }
        for (index, scalar) in scalars.enumerated() {
            if isWordCharacter(scalar) { continue }
            guard scalar == "-" || scalar == "_" || scalar == " " else {
                return "the name \(shown) has the character \(SwiftTokenEmitter.visible(String(scalar))) (U+\(String(scalar.value, radix: 16, uppercase: true))); " + acceptedNames
            }
            guard index > 0, index < scalars.count - 1, isWordCharacter(scalars[index - 1]) else {
                return "the name \(shown) has a '\(scalar)' that joins no two words; " + acceptedNames
            }
        }
        if ("0"..."9").contains(first) {
            guard let parent, let start = parent.unicodeScalars.first, start.isASCII, start.properties.isAlphabetic else {
                return "the name \(shown) starts with a digit "
                    + (parent == nil ? "at the top level" : "in a group whose name does not start with a letter") + "; " + acceptedNames
            }
        }
        return nil
    }

    /// Why the Swift name `name` becomes is refused (a keyword, a type the generated code uses,
    /// `TallyTokens.all`), or nil.
    static func swiftProblem(_ name: String, parent: String?, isGroup: Bool) -> String? {
        let identifier = isGroup ? swiftType(name, parent: parent ?? "") : swiftMember(name, parent: parent ?? "")
        if swiftKeywords.contains(identifier) {
            return "the name \"\(name)\" becomes the Swift keyword \(identifier); choose another name"
        }
        if isGroup, reservedTypeNames.contains(identifier) {
            return "the group name \"\(name)\" becomes the Swift type name \(identifier), which the generated code uses; choose another name"
        }
        if !isGroup, parent == nil, identifier == "all" {
            return "the top-level name \"all\" would clash with TallyTokens.all; choose another name"
        }
        return nil
    }

    /// Splits a name into words at `-`, `_`, spaces and lower→upper case changes; a group's
    /// root token `$root` is the word `root` (`color.accent.$root` → `Color.Accent.root`,
    /// `--tally-color-accent-root`).
    static func words(_ name: String) -> [String] {
        if name == "$root" { return ["root"] }
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
        return sanitize(identifier)
    }

    /// `color` → `Color`; `100` under `size` → `Size100`.
    static func swiftType(_ name: String, parent: String?) -> String {
        var parts = words(name)
        if parts.first?.first?.isNumber == true, let parent { parts.insert(contentsOf: words(parent), at: 0) }
        let identifier = parts.map(capitalized).joined()
        let safe = identifier.first?.isNumber == true ? "_" + identifier : identifier
        return sanitize(safe.isEmpty ? "_" : safe)
    }

    private static func sanitize(_ identifier: String) -> String {
        String(identifier.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// `offsetY` → `offset-y`.
    public static func kebab(_ name: String) -> String {
        words(name).map { $0.lowercased() }.joined(separator: "-")
    }

    /// `color.textPrimary` → `--tally-color-text-primary`.
    static func cssProperty(_ path: [String]) -> String {
        cssPrefix + path.flatMap(words).map { $0.lowercased() }.joined(separator: "-")
    }

    /// The suffixes of the custom properties a token of this value is written to, `""` for the
    /// token's own (`--tally-x`), `"width"` for `--tally-x-width`; as ``CSSTokenEmitter`` writes them.
    static func cssSuffixes(_ value: TokenValue) -> [String] {
        switch value {
        case .border: ["", "width", "style", "color"]
        case .transition: ["", "duration", "timing-function", "delay"]
        case .typography: ["", "font-family", "font-size", "font-weight", "line-height", "letter-spacing"]
        case .spring: ["", "duration"]
        case .keyframes(let keyframes): ["duration"] + keyframes.tracks.flatMap { [kebab($0.property), kebab($0.property) + "-duration"] }
        case .dynamicTypeScale: DynamicTypeSize.allCases.map { kebab($0.rawValue) }
        default: [""]
        }
    }
}

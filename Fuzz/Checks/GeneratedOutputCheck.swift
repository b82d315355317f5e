// Structural checks of the token compiler's generated Swift and CSS, written independently of
// the emitters: they read the text back and confirm that it holds exactly the tokens given,
// with no line, member, declaration or rule that a value could have added.
import Foundation
import TallyCore
import TallyTokenCompiler

/// Reads generated token outputs back and says what is wrong with them, if anything.
public enum GeneratedOutputCheck {
    // MARK: Swift

    /// What is wrong with the generated Swift for `tokens` (the values file and the `all` file),
    /// or nil.
    ///
    /// Lexically: no line terminator but LF, no NUL, no block comment, raw string, multi-line
    /// string or `#`; every string literal ends on its line and uses only Swift's escapes;
    /// brackets balance. Line by line: every line is blank, a `//` comment, `import Foundation`,
    /// an `enum` or `extension` opening, an `@available` attribute, a `public static let`
    /// declaration complete on its line, or a closing brace. The values file declares exactly
    /// one member per token, unique within its enum; the `all` file lists the tokens in order,
    /// and its path, description, deprecation and alias literals read back as the tokens' own.
    public static func swiftProblem(values: String, all: String, tokens: [ResolvedToken]) -> String? {
        if let problem = swiftValuesProblem(values, tokens: tokens) { return "TallyTokens.swift: " + problem }
        if let problem = swiftAllProblem(all, tokens: tokens) { return "TallyTokens+All.swift: " + problem }
        return nil
    }

    private static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "_",
    ]

    /// One line of Swift, lexed: the bracket balance, the string literals decoded, or a problem.
    private struct SwiftLine {
        var depth = 0
        var strings: [String] = []
        var code = ""  // the line with string contents removed and comments cut
    }

    private static func lexSwift(_ line: Substring) -> Result<SwiftLine, LexProblem> {
        var result = SwiftLine()
        let scalars = Array(line.unicodeScalars)
        var stack: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F || [0x85, 0x2028, 0x2029].contains(scalar.value) {
                return .failure(LexProblem("a raw U+\(String(scalar.value, radix: 16)) at column \(index + 1)"))
            }
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" { break }
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" { return .failure(LexProblem("a block comment opens")) }
            if scalar == "*", index + 1 < scalars.count, scalars[index + 1] == "/" { return .failure(LexProblem("a block comment closes")) }
            if scalar == "#" { return .failure(LexProblem("a '#' outside a string")) }
            if scalar == "\"" {
                if index + 2 < scalars.count, scalars[index + 1] == "\"", scalars[index + 2] == "\"" {
                    return .failure(LexProblem("a multi-line string"))
                }
                var text = String.UnicodeScalarView()
                index += 1
                var closed = false
                while index < scalars.count {
                    let c = scalars[index]
                    if c == "\"" { closed = true; break }
                    if c.value < 0x20 || c.value == 0x7F || [0x85, 0x2028, 0x2029].contains(c.value) {
                        return .failure(LexProblem("a raw U+\(String(c.value, radix: 16)) in a string"))
                    }
                    if c == "\\" {
                        guard index + 1 < scalars.count else { return .failure(LexProblem("a string ends in a backslash")) }
                        let e = scalars[index + 1]
                        index += 2
                        switch e {
                        case "n": text.append("\n")
                        case "r": text.append("\r")
                        case "t": text.append("\t")
                        case "0": text.append("\0")
                        case "\\", "\"", "'": text.append(e)
                        case "u":
                            guard index < scalars.count, scalars[index] == "{",
                                  let close = scalars[index...].firstIndex(of: "}"), close - index - 1 >= 1, close - index - 1 <= 8,
                                  let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 1)..<close])), radix: 16),
                                  let decoded = Unicode.Scalar(value) else {
                                return .failure(LexProblem("a bad \\u escape"))
                            }
                            text.append(decoded)
                            index = close + 1
                        default:
                            return .failure(LexProblem("an unknown escape \\\(e)"))
                        }
                        continue
                    }
                    text.append(c)
                    index += 1
                }
                guard closed else { return .failure(LexProblem("a string that does not end on its line")) }
                result.strings.append(String(text))
                result.code += "\"\""
                index += 1
                continue
            }
            switch scalar {
            case "(", "[", "{":
                stack.append(scalar)
                result.depth += 1
            case ")", "]", "}":
                let open: Unicode.Scalar = scalar == ")" ? "(" : scalar == "]" ? "[" : "{"
                if let last = stack.last {
                    guard last == open else { return .failure(LexProblem("'\(last)' closed by '\(scalar)'")) }
                    stack.removeLast()
                } else if scalar != "}" && scalar != ")" && scalar != "]" {
                    return .failure(LexProblem("unbalanced '\(scalar)'"))
                }
                result.depth -= 1
            default:
                break
            }
            result.code.unicodeScalars.append(scalar)
            index += 1
        }
        return .success(result)
    }

    private struct LexProblem: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
            && !swiftKeywords.contains(String(text))
    }

    private static func lines(_ text: String) -> [Substring]? {
        // Only LF separates lines; any other terminator is a problem for the lexer.
        guard text.hasSuffix("\n") else { return nil }
        return text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    }

    private static func swiftValuesProblem(_ text: String, tokens: [ResolvedToken]) -> String? {
        guard let lines = lines(text) else { return "does not end with a newline" }
        var scopes: [Set<String>] = []
        var members = 0
        var opened = false
        for (number, raw) in lines.enumerated() {
            let at = "line \(number + 1)"
            let line: SwiftLine
            switch lexSwift(raw) {
            case .success(let lexed): line = lexed
            case .failure(let problem): return "\(at): \(problem.text)"
            }
            let code = line.code.drop { $0 == " " }
            if code.isEmpty { continue }  // blank or a comment
            if code == "import Foundation", scopes.isEmpty, !opened { continue }
            if code.hasPrefix("public enum "), code.hasSuffix(" {"), line.depth == 1 {
                let name = code.dropFirst("public enum ".count).dropLast(2)
                guard isIdentifier(name) else { return "\(at): enum name \(name) is not an identifier" }
                if scopes.isEmpty {
                    guard name == "TallyTokens", !opened else { return "\(at): a second top-level type \(name)" }
                    opened = true
                } else {
                    guard scopes[scopes.count - 1].insert(String(name)).inserted else { return "\(at): \(name) is declared twice" }
                }
                scopes.append([])
                continue
            }
            if code == "}", line.depth == -1 {
                guard scopes.popLast() != nil else { return "\(at): a '}' closes nothing" }
                continue
            }
            guard !scopes.isEmpty else { return "\(at): code outside TallyTokens: \(code.prefix(60))" }
            if code.hasPrefix("@available(*, deprecated"), line.depth == 0,
               code == "@available(*, deprecated)" || code == "@available(*, deprecated, message: \"\")" {
                continue
            }
            if code.hasPrefix("public static let "), line.depth == 0, let colon = code.firstIndex(of: ":") {
                let name = code[code.index(code.startIndex, offsetBy: "public static let ".count)..<colon]
                guard isIdentifier(name) else { return "\(at): member name \(name) is not an identifier" }
                guard code[colon...].contains(" = ") else { return "\(at): a member without a value" }
                guard scopes[scopes.count - 1].insert(String(name)).inserted else { return "\(at): \(name) is declared twice" }
                members += 1
                continue
            }
            return "\(at): not a comment, declaration or closing brace: \(code.prefix(60))"
        }
        guard scopes.isEmpty, opened else { return "braces do not balance" }
        return members == tokens.count ? nil : "\(members) members for \(tokens.count) tokens"
    }

    private static func swiftAllProblem(_ text: String, tokens: [ResolvedToken]) -> String? {
        guard let lines = lines(text) else { return "does not end with a newline" }
        var depth = 0
        var entries: [[String: String]] = []
        var current: [String: String]?
        var declared = false
        for (number, raw) in lines.enumerated() {
            let at = "line \(number + 1)"
            let line: SwiftLine
            switch lexSwift(raw) {
            case .success(let lexed): line = lexed
            case .failure(let problem): return "\(at): \(problem.text)"
            }
            let code = line.code.drop { $0 == " " }
            depth += line.depth
            guard depth >= 0 else { return "\(at): brackets close more than they open" }
            if code.isEmpty { continue }
            switch (code, line.depth) {
            case ("import Foundation", 0) where depth == 0, ("extension TallyTokens {", 1) where depth == 1:
                continue
            case ("public static let all: [ResolvedToken] = [", 1) where depth == 2 && !declared:
                declared = true
                continue
            case ("ResolvedToken(", 1) where depth == 3 && current == nil:
                current = [:]
                continue
            case ("),", -1) where depth == 2 && current != nil:
                entries.append(current ?? [:])
                current = nil
                continue
            case ("]", -1) where depth == 1, ("}", -1) where depth == 0:
                continue
            default:
                break
            }
            guard current != nil, depth == 3, line.depth == 0 else { return "\(at): an unexpected line: \(code.prefix(60))" }
            let fields: [(prefix: String, key: String)] = [
                ("path: \"\", type: .", "path"), ("description: \"\",", "description"), ("deprecated: \"\",", "deprecated"),
                ("aliasOf: \"\",", "aliasOf"), ("value: ", "value"),
            ]
            guard let field = fields.first(where: { code.hasPrefix($0.prefix) }) else { return "\(at): an unknown field: \(code.prefix(60))" }
            if field.key == "path" {
                let type = code.dropFirst(field.prefix.count)
                guard type.hasSuffix(","), isIdentifier(type.dropLast()) || type.dropLast() == "default" else { return "\(at): a bad type" }
            }
            if field.key != "value" {
                guard line.strings.count == 1 else { return "\(at): \(field.key) is not one string" }
                current?[field.key] = line.strings[0]
            }
        }
        guard depth == 0, current == nil else { return "brackets do not balance" }
        guard entries.count == tokens.count else { return "\(entries.count) entries for \(tokens.count) tokens" }
        for (entry, token) in zip(entries, tokens) {
            guard entry["path"] == token.path, entry["description"] == token.description,
                  entry["deprecated"] == token.deprecated, entry["aliasOf"] == token.aliasOf else {
                return "the entry for \(token.path.debugDescription) does not read back as the token: \(entry)"
            }
        }
        return nil
    }

    // MARK: A theme's Swift

    /// What is wrong with the generated Swift of `theme`, or nil.
    ///
    /// Lexically as the token Swift (``swiftProblem(values:all:tokens:)``). The first two lines
    /// are `//` comments holding the generated-file marker; then, line by line and nothing
    /// else: `import TallyCore`, `import TallyUI`, `extension TallyTheme {`, `public static let
    /// <identifier>: TallyTheme = {` with the theme's identifier, `do {`, `var theme = try
    /// TallyTheme.standard.overriding([` with one `ResolvedToken(…)` entry per changed token,
    /// in order, whose path, description, deprecation and alias read back as the token's own,
    /// closed by `], name: "…")` holding the theme's name; `theme.surfaces = .glass` or `.solid`
    /// and `theme.tintsControls = true` or `false` as the theme says; `return theme`, `} catch {`,
    /// one `preconditionFailure("…" + String(describing: error))`, and the closing braces.
    public static func themeSwiftProblem(_ swift: String, theme: CompiledTheme) -> String? {
        guard let lines = lines(swift) else { return "does not end with a newline" }
        guard lines.count > 2, lines[0].hasPrefix("// "), lines[1].hasPrefix("// "), TokenOutputs.isGenerated(Data(swift.utf8)) else {
            return "the first two lines are not the generated-file comment"
        }
        var expected: [String] = [
            "import TallyCore", "import TallyUI", "extension TallyTheme {", "public static let \(theme.identifier): TallyTheme = {", "do {",
        ]
        expected.append(theme.changed.isEmpty ? "var theme = try TallyTheme.standard.overriding([], name: \"\")" : "var theme = try TallyTheme.standard.overriding([")
        var skeleton: [String] = []
        var entries: [[String: String]] = []
        var current: [String: String]?
        var depth = 0
        var names: [String] = []
        var failures = 0
        for (number, raw) in lines.enumerated() {
            let at = "line \(number + 1)"
            let line: SwiftLine
            switch lexSwift(raw) {
            case .success(let lexed): line = lexed
            case .failure(let problem): return "\(at): \(problem.text)"
            }
            let code = String(line.code.drop { $0 == " " })
            depth += line.depth
            guard depth >= 0 else { return "\(at): brackets close more than they open" }
            if code.isEmpty { continue }
            if code == "ResolvedToken(", line.depth == 1, current == nil, skeleton.last == "var theme = try TallyTheme.standard.overriding([" {
                current = [:]
                continue
            }
            if code == "),", line.depth == -1, current != nil {
                entries.append(current ?? [:])
                current = nil
                continue
            }
            if current != nil {
                guard line.depth == 0 else { return "\(at): an unexpected line in an entry: \(code.prefix(60))" }
                let fields: [(prefix: String, key: String)] = [
                    ("path: \"\", type: .", "path"), ("description: \"\",", "description"), ("deprecated: \"\",", "deprecated"),
                    ("aliasOf: \"\",", "aliasOf"), ("value: .", "value"),
                ]
                guard let field = fields.first(where: { code.hasPrefix($0.prefix) }) else { return "\(at): an unknown field: \(code.prefix(60))" }
                if field.key == "path" {
                    let type = code.dropFirst(field.prefix.count)
                    guard type.hasSuffix(","), isIdentifier(type.dropLast()) || type.dropLast() == "default" else { return "\(at): a bad type" }
                }
                if field.key == "value" {
                    guard !code.contains("{") else { return "\(at): a closure in a value" }
                } else {
                    guard line.strings.count == 1 else { return "\(at): \(field.key) is not one string" }
                    current?[field.key] = line.strings[0]
                }
                continue
            }
            if code.hasPrefix("var theme = try TallyTheme.standard.overriding(") || code == "], name: \"\")" { names += line.strings }
            if code.hasPrefix("preconditionFailure(") { failures += line.strings.count }
            skeleton.append(code)
        }
        if !theme.changed.isEmpty { expected.append("], name: \"\")") }
        expected += [
            "theme.surfaces = .\(theme.surfaces.rawValue)", "theme.tintsControls = \(theme.tintsControls)", "return theme", "} catch {",
            "preconditionFailure(\"\" + String(describing: error))", "}", "}()", "}",
        ]
        guard depth == 0, current == nil else { return "brackets do not balance" }
        guard skeleton == expected else {
            let index = zip(skeleton, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(skeleton.count, expected.count)
            return "line \(index + 1) of the code is \(index < skeleton.count ? skeleton[index].debugDescription : "missing"), expected \(index < expected.count ? expected[index].debugDescription : "nothing")"
        }
        guard names == [theme.name] else { return "the theme's name reads back as \(names), not \(theme.name.debugDescription)" }
        guard failures == 1 else { return "the failure message is not one string" }
        guard entries.count == theme.changed.count else { return "\(entries.count) entries for \(theme.changed.count) changed tokens" }
        for (entry, token) in zip(entries, theme.changed) {
            guard entry["path"] == token.path, entry["description"] == token.description,
                  entry["deprecated"] == token.deprecated, entry["aliasOf"] == token.aliasOf else {
                return "the entry for \(token.path.debugDescription) does not read back as the token: \(entry)"
            }
        }
        return nil
    }

    // MARK: CSS

    private static let selectors: Set<String> = [
        ":root {", "[data-theme=\"light\"] {", "@media (prefers-color-scheme: dark) {", ":root:not([data-theme=\"light\"]) {",
        "[data-theme=\"dark\"] {",
    ]

    /// The number of custom properties a token is written to.
    private static func propertyCount(_ value: TokenValue) -> Int {
        switch value {
        case .border, .transition: 4
        case .typography: 6
        case .spring: 2
        case .keyframes(let keyframes): 1 + 2 * keyframes.tracks.count
        case .dynamicTypeScale: DynamicTypeSize.allCases.count
        default: 1
        }
    }

    /// What is wrong with the generated CSS for `tokens`, or nil.
    ///
    /// The first line is the generated-file comment and no other comment opens; every other line
    /// is blank, one of the emitter's five selectors, a closing brace, or one declaration
    /// `--name: value;` whose name is lowercase words joined by hyphens and whose value has no
    /// `;`, `{`, `}`, `<`, `>`, quote or control character outside well-formed CSS strings. The
    /// `:root` block holds exactly the declarations the tokens make (one per token, or one per
    /// field of a composite), each name once, each token's primary property among them.
    public static func cssProblem(_ css: String, tokens: [ResolvedToken]) -> String? {
        guard let lines = lines(css) else { return "does not end with a newline" }
        guard lines.first?.hasPrefix("/* Generated by") == true, lines.first?.hasSuffix("Do not edit. */") == true,
              lines.first?.components(separatedBy: "*/").count == 2 else { return "line 1 is not the generated-file comment" }
        var depth = 0
        var block = ""
        var root: [String] = []
        var blocks = 0
        for (number, line) in lines.enumerated().dropFirst() {
            let at = "line \(number + 1)"
            let code = line.drop { $0 == " " }
            if let bad = line.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F || [0x85, 0x2028, 0x2029].contains($0.value) }) {
                return "\(at): a raw U+\(String(bad.value, radix: 16))"
            }
            if code.isEmpty { continue }
            if selectors.contains(String(code)) {
                depth += 1
                block = String(code)
                blocks += 1
                guard depth <= 2 else { return "\(at): blocks nest too deep" }
                continue
            }
            if code == "}" {
                depth -= 1
                guard depth >= 0 else { return "\(at): a '}' closes nothing" }
                continue
            }
            guard depth > 0, code.hasPrefix("--"), let colon = code.firstIndex(of: ":") else {
                return "\(at): not a selector, declaration or closing brace: \(code.prefix(60))"
            }
            let name = code[..<colon]
            let words = name.dropFirst(2).split(separator: "-", omittingEmptySubsequences: false)
            guard !words.isEmpty, words.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) } }) else {
                return "\(at): \(name) is not a custom property name of lowercase words"
            }
            let value = code[code.index(after: colon)...]
            guard value.hasPrefix(" "), value.count > 2, value.hasSuffix(";") else { return "\(at): a declaration must be '--name: value;'" }
            if let problem = cssValueProblem(value.dropFirst().dropLast()) { return "\(at): \(problem)" }
            if block == ":root {" { root.append(String(name)) }
        }
        guard depth == 0, blocks == 5 else { return "the blocks do not balance" }
        guard Set(root).count == root.count else { return "a custom property is declared twice in :root" }
        let expected = tokens.reduce(0) { $0 + propertyCount($1.value) }
        guard root.count == expected else { return ":root declares \(root.count) properties for \(expected) expected" }
        let names = Set(root)
        for token in tokens where !names.contains(TokenCompiler.primaryCSSVariableName(token)) {
            return ":root has no \(TokenCompiler.primaryCSSVariableName(token)) for \(token.path)"
        }
        return nil
    }

    private static func cssValueProblem(_ value: Substring) -> String? {
        let scalars = Array(value.unicodeScalars)
        var index = 0
        var parentheses = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\"":
                index += 1
                var closed = false
                while index < scalars.count {
                    let c = scalars[index]
                    if c == "\"" { closed = true; break }
                    if c == "<" || c == ">" || c == "{" || c == "}" || c == ";" { return "a raw '\(c)' in a string" }
                    if c == "\\" {
                        index += 1
                        guard index < scalars.count else { return "a string ends in a backslash" }
                        if scalars[index].properties.isASCIIHexDigit {
                            var digits = 0
                            while index < scalars.count, scalars[index].properties.isASCIIHexDigit, digits < 6 { index += 1; digits += 1 }
                            if index < scalars.count, scalars[index] == " " { index += 1 }
                            continue
                        }
                    }
                    index += 1
                }
                guard closed else { return "a string that does not end" }
            case ";", "{", "}", "<", ">", "'", "\\":
                return "a raw '\(scalar)' in a value"
            case "(":
                parentheses += 1
            case ")":
                parentheses -= 1
                guard parentheses >= 0 else { return "a ')' closes nothing" }
            case "/" where index + 1 < scalars.count && scalars[index + 1] == "*":
                return "a comment in a value"
            default:
                break
            }
            index += 1
        }
        return parentheses == 0 ? nil : "parentheses do not balance"
    }
}

import Foundation
import TallyCore
@testable import TallyLocalizationCheck
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A Swift identifier as the tests see it, written apart from the generator: ASCII letters,
/// digits and `_`, not starting with a digit, not a keyword.
private func isIdentifier(_ name: String) -> Bool {
    let keywords: Set<String> = ["default", "self", "Self", "init", "let", "var", "func", "class", "struct", "enum", "in", "is", "as",
                                 "if", "for", "while", "return", "true", "false", "nil", "static", "public", "Type", "Protocol", "_"]
    guard let first = name.utf8.first, !keywords.contains(name) else { return false }
    let letters = UInt8(ascii: "a")...UInt8(ascii: "z"), capitals = UInt8(ascii: "A")...UInt8(ascii: "Z"), digits = UInt8(ascii: "0")...UInt8(ascii: "9")
    return (letters.contains(first) || capitals.contains(first) || first == UInt8(ascii: "_"))
        && name.utf8.allSatisfy { letters.contains($0) || capitals.contains($0) || digits.contains($0) || $0 == UInt8(ascii: "_") }
}

/// The rule, written again apart from the generator: split at ".", keep the first part,
/// capitalize the first letter of each later one.
private func ruleName(_ key: String) -> String {
    let parts = key.components(separatedBy: ".")
    return parts[0] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

private func entry(_ key: String, comment: String?) -> StringCatalog.Entry {
    StringCatalog.Entry(key: key, comment: comment, localizations: ["en": .unit(StringCatalog.Unit(state: "translated", value: "x"))])
}

/// A doc comment line read back as Markdown would show it: each backslash before ASCII
/// punctuation dropped.
private func unescaped(_ line: String) -> String {
    var out = ""
    var escaping = false
    for character in line {
        if !escaping, character == "\\" { escaping = true; continue }
        if escaping, !(character.isASCII && character.isPunctuation || character.isASCII && character.isSymbol) { out += "\\" }
        escaping = false
        out.append(character)
    }
    return out
}

@Suite("TallyStringKey constants generated from the String Catalog")
struct KeyConstantsTests {
    static func packageCatalog() throws -> StringCatalog {
        try StringCatalog(data: Data(contentsOf: packageRoot.appendingPathComponent("Sources/TallyCore/Resources/Localizable.xcstrings")))
    }

    @Test("the rule: split at dots, keep the first part, capitalize the first letter of each later one", arguments: [
        ("amount.error.currencyDecimals", "amountErrorCurrencyDecimals"), ("keypad.delete.hint", "keypadDeleteHint"),
        ("common.cancel", "commonCancel"), ("colorPicker.swatch.accessibilityLabel", "colorPickerSwatchAccessibilityLabel"),
        ("textField.secure.value", "textFieldSecureValue"), ("k", "k"), ("Amount.x", "AmountX"), ("a.b2.c_d", "aB2C_d"),
        ("a._b", "a_b"), ("a.1", "a1"), ("a.Bc", "aBc"),
    ])
    func rule(key: String, name: String) throws {
        #expect(try KeyConstants.swiftName(for: key).get() == name)
    }

    @Test("keys that give no Swift identifier are refused, saying why", arguments: [
        ("", "an empty key has no Swift name"),
        ("a..b", "the key has an empty part between dots, or starts or ends with a dot, so it has no Swift name; rename it in the catalog"),
        (".a", "the key has an empty part between dots, or starts or ends with a dot, so it has no Swift name; rename it in the catalog"),
        ("a.", "the key has an empty part between dots, or starts or ends with a dot, so it has no Swift name; rename it in the catalog"),
        ("a-b.c", "\"-\" (U+002D) cannot be in a Swift name, which is made of A-Z, a-z, 0-9 and _; rename the key in the catalog"),
        ("a b", "\" \" (U+0020) cannot be in a Swift name, which is made of A-Z, a-z, 0-9 and _; rename the key in the catalog"),
        ("date.é", "\"é\" (U+00E9) cannot be in a Swift name, which is made of A-Z, a-z, 0-9 and _; rename the key in the catalog"),
        ("k\u{1B}[2J", "\"\\u{1B}\" (U+001B) cannot be in a Swift name, which is made of A-Z, a-z, 0-9 and _; rename the key in the catalog"),
        ("1st.key", "its Swift name 1stKey would start with a digit; rename the key in the catalog"),
        ("default", "its Swift name default is a Swift keyword or reserved name; rename the key in the catalog"),
        ("self", "its Swift name self is a Swift keyword or reserved name; rename the key in the catalog"),
        ("Type", "its Swift name Type is a Swift keyword or reserved name; rename the key in the catalog"),
        ("_", "its Swift name _ is a Swift keyword or reserved name; rename the key in the catalog"),
    ])
    func refusedKeys(key: String, message: String) {
        guard case .failure(let problem) = KeyConstants.swiftName(for: key) else {
            Issue.record("\(key.debugDescription) was given a name")
            return
        }
        #expect(problem.message == message)
        #expect(problem.key == key && problem.otherKey == nil)
        #expect(throws: KeyNamingError(problems: [problem])) { try KeyConstants.constants(for: [key, "fine.key"]) }
    }

    @Test("two keys with the same name are refused, naming both; nothing is generated")
    func collision() throws {
        for (first, second, name) in [("a.BC", "a.bC", "aBC"), ("abC", "ab.c", "abC"), ("date.today", "dateToday", "dateToday"), ("x.y.z", "x.yZ", "xYZ")] {
            let error = try #require(throws: KeyNamingError.self) { try KeyConstants.constants(for: [first, second, "common.cancel"]) }
            #expect(error.problems.count == 1)
            let problem = try #require(error.problems.first)
            let (earlier, later) = first.utf8.lexicographicallyPrecedes(second.utf8) ? (first, second) : (second, first)
            #expect(problem.key == later && problem.otherKey == earlier && problem.name == name)
            #expect(problem.description == "\(later): the keys \"\(earlier)\" and \"\(later)\" both give the Swift name \(name); rename one of them in the catalog")
            let catalog = StringCatalog(sourceLanguage: "en", entries: [first: entry(first, comment: "A."), second: entry(second, comment: "B.")])
            #expect(throws: error) { try KeyConstants.swiftSource(for: catalog) }
        }
        // Three keys with one name: each later one names the first.
        let error = try #require(throws: KeyNamingError.self) { try KeyConstants.constants(for: ["a.b", "aB", "a.B"]) }
        #expect(error.problems.map(\.description) == [
            "a.b: the keys \"a.B\" and \"a.b\" both give the Swift name aB; rename one of them in the catalog",
            "aB: the keys \"a.B\" and \"aB\" both give the Swift name aB; rename one of them in the catalog",
        ])
    }

    @Test("property: random keys get distinct valid names by the rule, or are refused for a reason that holds")
    func randomKeys() throws {
        var generator = Generator(state: 0x7A11_4B3E)
        let pieces = ["a", "b", "B", "A", "amount", "error", "Error", "x1", "_", "1", "9", ".", ".", "c", "-", "é", "self", "default", "\u{1B}", "Z", "d"]
        var accepted = 0, collided = 0, invalid = 0
        for _ in 0..<2_000 {
            var keys = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                (0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }
            // Now and then a near twin of a key: a dot and the letter after it made a capital, or
            // the reverse, which gives the same name.
            if Bool.random(using: &generator), let key = keys.randomElement(using: &generator) {
                if let dot = key.firstIndex(of: "."), key.index(after: dot) < key.endIndex {
                    let next = key.index(after: dot)
                    keys.append(String(key[..<dot]) + key[next...next].uppercased() + key[key.index(after: next)...])
                } else if let capital = key.dropFirst().firstIndex(where: { $0.isUppercase }) {
                    keys.append(String(key[..<capital]) + "." + key[capital...capital].lowercased() + key[key.index(after: capital)...])
                }
            }
            let distinct = Set(keys)
            do {
                let constants = try KeyConstants.constants(for: keys)
                accepted += 1
                #expect(Set(constants.map(\.key)) == distinct)
                #expect(Set(constants.map(\.name)).count == distinct.count, "\(constants)")
                for (key, name) in constants {
                    #expect(isIdentifier(name), "\(key.debugDescription) → \(name.debugDescription)")
                    #expect(name == ruleName(key), "\(key.debugDescription)")
                }
                #expect(constants.map(\.key) == constants.map(\.key).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            } catch let error as KeyNamingError {
                #expect(!error.problems.isEmpty)
                for problem in error.problems {
                    #expect(distinct.contains(problem.key))
                    if let other = problem.otherKey {
                        collided += 1
                        #expect(distinct.contains(other) && other != problem.key)
                        #expect(ruleName(other) == ruleName(problem.key) && problem.name == ruleName(problem.key))
                        #expect(isIdentifier(problem.name))
                    } else {
                        invalid += 1
                        #expect(problem.key.isEmpty || problem.key.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
                            || !isIdentifier(ruleName(problem.key)), "\(problem.key.debugDescription)")
                    }
                }
                // Every key not refused has a valid name of its own among the keys not refused.
                let refused = Set(error.problems.map(\.key))
                let kept = distinct.subtracting(refused)
                #expect(Set(kept.map(ruleName)).count == kept.count)
                #expect(kept.allSatisfy { isIdentifier(ruleName($0)) })
            }
        }
        #expect(accepted > 100 && collided > 50 && invalid > 500, "\(accepted) \(collided) \(invalid)")
    }

    @Test("comments with */, backticks, backslashes, line breaks, Markdown and invisible characters stay plain text in /// lines")
    func hostileComments() throws {
        let comment = "Ends a block */ and opens /* one.\nCode `voice` and ``TallyStringKey/dateToday`` links.\r\nA \\ backslash, \\n, \"quotes\" and a tab\there.\r- Parameter x: not a parameter\n\n\n# Not a heading\n   1. Not a list\n<b>not HTML</b> &amp; [a](link) *bold* _it_ ~~s~~ | pipe\u{2028}after a line separator\u{0}\u{1B}[31m\u{202E}rtl\u{85}next"
        let lines = KeyConstants.docCommentLines(comment)
        #expect(lines == [
            "Ends a block \\*/ and opens /\\* one.",
            "Code \\`voice\\` and \\`\\`TallyStringKey/dateToday\\`\\` links.",
            "A \\\\ backslash, \\\\n, \"quotes\" and a tab here.",
            "\\- Parameter x: not a parameter",
            "",
            "\\# Not a heading",
            "1\\. Not a list",
            "\\<b\\>not HTML\\</b\\> \\&amp; \\[a\\](link) \\*bold\\* \\_it\\_ \\~\\~s\\~\\~ \\| pipe",
            "after a line separatorU+0000U+001B\\[31mU+202Ertl",
            "next",
        ])
        let source = try KeyConstants.swiftSource(for: StringCatalog(sourceLanguage: "en", entries: ["date.today": entry("date.today", comment: comment)]))
        // Every line of the file is one the generator writes; none is code from the comment.
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            #expect(line.hasPrefix("// ") || line.isEmpty || line == "extension TallyStringKey {" || line == "}"
                || line == "    ///" || line.hasPrefix("    /// ") || line == #"    public static let dateToday = TallyStringKey("date.today")"#, "\(line)")
        }
        #expect(source.hasSuffix("}\n"))
        #expect(source.contains(lines.map { $0.isEmpty ? "    ///" : "    /// " + $0 }.joined(separator: "\n") + "\n    public static let dateToday"))
        // Nothing invisible or that a line comment would not hold: no control but line feed, no
        // format character, no line or paragraph separator.
        #expect(!source.unicodeScalars.contains { scalar in
            scalar != "\n" && [.control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned].contains(scalar.properties.generalCategory)
        })
    }

    @Test("property: any comment reads back, unescaped, as its own text, on /// lines only")
    func randomComments() throws {
        var generator = Generator(state: 0xD0C5_C0DE)
        let pieces = ["word", " ", "*/", "/*", "`", "``", "\\", "\n", "\r\n", "\r", "-", "+", "=", "#", "1.", "2)", "<", ">", "&", "[", "]", "(",
                      "_", "*", "|", "~", "%1$@", "\u{2028}", "\u{0}", "\u{1B}", "\u{202E}", "é", "٫", "\t", "\"", "'", "///", "}", "{"]
        for _ in 0..<1_000 {
            let comment = (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let lines = KeyConstants.docCommentLines(comment)
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { !$0.contains("\n") && !$0.contains("\r") && $0 == $0.trimmingCharacters(in: .whitespaces) })
            #expect(lines.first?.isEmpty == false && lines.last?.isEmpty == false)
            // What a reader sees: each line unescaped, with invisible characters as U+XXXX.
            let expected = comment
                .replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n").replacingOccurrences(of: "\u{2028}", with: "\n")
                .replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\u{0}", with: "U+0000")
                .replacingOccurrences(of: "\u{1B}", with: "U+001B").replacingOccurrences(of: "\u{202E}", with: "U+202E")
                .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if expected.isEmpty {
                #expect(lines == ["No comment for translators in the String Catalog (`tally l10n check` requires one)."])
                continue
            }
            #expect(lines.filter { !$0.isEmpty }.map(unescaped) == expected, "\(comment.debugDescription)")
            // No backtick, asterisk or backslash is left unescaped, so no code voice, emphasis or
            // escape comes from the comment.
            for line in lines {
                var escaped = false
                for character in line {
                    if escaped { escaped = false; continue }
                    if character == "\\" { escaped = true; continue }
                    #expect(!"`*_[]<>#|~&".contains(character), "\(line.debugDescription)")
                }
                #expect(!escaped, "a line ends with a lone backslash: \(line.debugDescription)")
            }
        }
    }

    @Test("a key without a comment gets a line saying so")
    func noComment() throws {
        let source = try KeyConstants.swiftSource(for: StringCatalog(sourceLanguage: "en", entries: ["a.b": entry("a.b", comment: nil), "c": entry("c", comment: " \n\t ")]))
        #expect(source.contains("""
            /// No comment for translators in the String Catalog (`tally l10n check` requires one).
            public static let aB = TallyStringKey("a.b")
            /// No comment for translators in the String Catalog (`tally l10n check` requires one).
            public static let c = TallyStringKey("c")
        """))
    }

    @Test("the file is byte-stable: sorted by key whatever the catalog's order, with the generated-file header")
    func byteStable() throws {
        let keys = ["zeta.last", "alpha.first", "Mid.upper", "mid.lower", "a.b.c"]
        var generator = Generator(state: 42)
        var sources: Set<String> = []
        for _ in 0..<20 {
            var entries: [String: StringCatalog.Entry] = [:]
            for key in keys.shuffled(using: &generator) { entries[key] = entry(key, comment: "About \(key).") }
            sources.insert(try KeyConstants.swiftSource(for: StringCatalog(sourceLanguage: "en", entries: entries)))
        }
        #expect(sources.count == 1)
        let source = try #require(sources.first)
        #expect(source.hasPrefix(CatalogCompiler.header + "\n"))
        let declared = source.split(separator: "\n").filter { $0.hasPrefix("    public static let ") }.map { $0.split(separator: " ")[3] }
        #expect(declared == ["MidUpper", "aBC", "alphaFirst", "midLower", "zetaLast"])
    }

    @Test("the package's generated file is what the generator writes for the catalog (tally l10n compile --check)")
    func upToDate() throws {
        let written = try String(contentsOf: packageRoot.appendingPathComponent(KeyConstants.outputPath), encoding: .utf8)
        let catalog = try Self.packageCatalog()
        #expect(written == (try KeyConstants.swiftSource(for: catalog)))
        #expect(written.components(separatedBy: "    public static let ").count - 1 == catalog.entries.count)
    }

    @Test("every key of the package's catalog has a comment for translators, which is its constant's documentation")
    func packageComments() throws {
        let catalog = try Self.packageCatalog()
        let source = try KeyConstants.swiftSource(for: catalog)
        for (key, name) in try KeyConstants.constants(for: catalog.entries.keys) {
            let comment = try #require(catalog.entries[key]?.comment)
            #expect(!comment.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(key)")
            let documentation = KeyConstants.docCommentLines(comment).map { $0.isEmpty ? "    ///" : "    /// " + $0 }.joined(separator: "\n")
            #expect(source.contains(documentation + "\n    public static let \(name) = TallyStringKey(\"\(key)\")\n"), "\(key)")
        }
    }
}

import Foundation
import TallyCore

/// Why a key of the String Catalog cannot have a `TallyStringKey` constant: the rule gives no
/// valid Swift name for it, or gives it the name of another key.
public struct KeyNameProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key.
    public var key: String
    /// The other key that gets the same name, for a clash.
    public var otherKey: String?
    /// The name the rule gives the key (not a valid identifier when `otherKey` is nil).
    public var name: String
    /// What is wrong; text from the catalog in it is escaped with `VisibleText.escaped(_:)`.
    public var message: String

    init(key: String, otherKey: String? = nil, name: String, message: String) {
        self.key = key
        self.otherKey = otherKey
        self.name = name
        self.message = VisibleText.escaped(message)
    }

    /// `key: message`, one line, everything in it escaped with `VisibleText.escaped(_:)`.
    public var description: String { VisibleText.escaped(key + ": " + message) }
}

/// Keys of the catalog that cannot all have constants; nothing is generated.
public struct KeyNamingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every key at fault, sorted by key.
    public var problems: [KeyNameProblem]

    /// One problem a line.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// The `TallyStringKey` constants, one per key of the String Catalog, that `tally l10n compile`
/// writes beside ``CatalogCompiler``'s tables: apps and TallyUI name a text as
/// `TallyStringKey.dateYesterday` (or `.dateYesterday`), never as a loose string, and the list
/// cannot drift from the catalog because it is made from it (`tally l10n compile --check` fails
/// CI when the file and the catalog differ).
///
/// **The naming rule.** A key is split at each `.`; the first part is kept as it is and each
/// later part has its first letter capitalized (ASCII `a`–`z` to `A`–`Z`); the parts are joined:
/// `amount.error.currencyDecimals` is `amountErrorCurrencyDecimals`, `keypad.delete.hint` is
/// `keypadDeleteHint`. The name must be a Swift identifier: ASCII letters, digits and `_`, not
/// starting with a digit, and not a Swift keyword. A key with an empty part (`a..b`, `.a`, `a.`),
/// with any other character, or whose name is another key's (`a.bC` and `a.BC`, `ab.c` and
/// `abC`) is refused, naming the keys: rename it in the catalog.
///
/// **The doc comment** of each constant is the key's comment for translators, written so that it
/// reads as plain text and cannot touch the code: see ``docCommentLines(_:)``.
public enum KeyConstants {
    /// Where the constants live in the package.
    public static let outputPath = "Sources/TallyCore/Localization/Generated/TallyStringKey+Catalog.swift"

    /// Swift's keywords and the names a member cannot take (`self`, `Type`, `init`…): a key
    /// whose name is one of them is refused rather than written in backticks.
    public static let reservedNames: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "_",
    ]

    /// The Swift name the rule gives `key` (see ``KeyConstants``), or why it gives none.
    public static func swiftName(for key: String) -> Result<String, KeyNameProblem> {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        var name = ""
        for (index, part) in parts.enumerated() {
            var scalars = part.unicodeScalars[...]
            if index > 0, let first = scalars.first, ("a"..."z").contains(first) {
                name.unicodeScalars.append(Unicode.Scalar(first.value - 32) ?? first)
                scalars = scalars.dropFirst()
            }
            name.unicodeScalars.append(contentsOf: scalars)
        }
        if key.isEmpty {
            return .failure(KeyNameProblem(key: key, name: name, message: "an empty key has no Swift name"))
        }
        if parts.contains(where: \.isEmpty) {
            return .failure(KeyNameProblem(key: key, name: name, message: "the key has an empty part between dots, or starts or ends with a dot, so it has no Swift name; rename it in the catalog"))
        }
        if let bad = key.unicodeScalars.first(where: { $0 != "." && !isIdentifierScalar($0) }) {
            let hex = String(bad.value, radix: 16, uppercase: true)
            return .failure(KeyNameProblem(key: key, name: name, message: "\"\(bad)\" (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)) cannot be in a Swift name, which is made of A-Z, a-z, 0-9 and _; rename the key in the catalog"))
        }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) {
            return .failure(KeyNameProblem(key: key, name: name, message: "its Swift name \(name) would start with a digit; rename the key in the catalog"))
        }
        if reservedNames.contains(name) {
            return .failure(KeyNameProblem(key: key, name: name, message: "its Swift name \(name) is a Swift keyword or reserved name; rename the key in the catalog"))
        }
        return .success(name)
    }

    /// A letter, digit or `_` of ASCII.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    /// Every key at fault in `keys`: those the rule gives no valid name, and every key whose name
    /// is also an earlier key's (in the order of their UTF-8 bytes), naming both; sorted by key.
    public static func problems(in keys: some Sequence<String>) -> [KeyNameProblem] {
        assign(keys).problems
    }

    /// `(key, name)` for every key, sorted by the key's UTF-8 bytes.
    ///
    /// - Throws: ``KeyNamingError`` listing every key that has no valid name, and every pair of
    ///   keys with the same name.
    public static func constants(for keys: some Sequence<String>) throws -> [(key: String, name: String)] {
        let assigned = assign(keys)
        guard assigned.problems.isEmpty else { throw KeyNamingError(problems: assigned.problems) }
        return assigned.constants
    }

    /// The names of `keys` in the order of their UTF-8 bytes, and the keys at fault.
    private static func assign(_ keys: some Sequence<String>) -> (constants: [(key: String, name: String)], problems: [KeyNameProblem]) {
        let sorted = Set(keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var problems: [KeyNameProblem] = []
        var constants: [(key: String, name: String)] = []
        var owners: [String: String] = [:]
        for key in sorted {
            switch swiftName(for: key) {
            case .failure(let problem):
                problems.append(problem)
            case .success(let name):
                if let owner = owners[name] {
                    problems.append(KeyNameProblem(
                        key: key, otherKey: owner, name: name,
                        message: "the keys \"\(owner)\" and \"\(key)\" both give the Swift name \(name); rename one of them in the catalog"))
                } else {
                    owners[name] = key
                    constants.append((key, name))
                }
            }
        }
        return (constants, problems)
    }

    /// The Swift source of the constants of `catalog`: an extension of `TallyStringKey` with one
    /// `public static let` per key, sorted by the key's UTF-8 bytes, each with the key's comment
    /// for translators as its documentation.
    ///
    /// - Throws: ``KeyNamingError`` when a key has no valid name or two keys have the same one.
    public static func swiftSource(for catalog: StringCatalog) throws -> String {
        let constants = try constants(for: catalog.entries.keys)
        var out = CatalogCompiler.header + "\n"
        out += "// change the String Catalog and run the command again (`tally l10n compile --check` fails CI otherwise).\n\n"
        out += "// One constant per key of the catalog (\(constants.count) keys), named by the rule in docs/LOCALIZATION.md:\n"
        out += "// split the key at each \".\", keep the first part, capitalize the first letter of each later part.\n"
        out += "// The documentation of each is the key's comment for translators.\n"
        out += "extension TallyStringKey {\n"
        for (key, name) in constants {
            for line in docCommentLines(catalog.entries[key]?.comment) {
                out += line.isEmpty ? "    ///\n" : "    /// " + line + "\n"
            }
            out += "    public static let \(name) = TallyStringKey(\(CatalogCompiler.literal(key)))\n"
        }
        out += "}\n"
        return out
    }

    /// The lines of a doc comment (without `///`) that say `comment` as plain text:
    ///
    /// - line breaks (CR, LF, CR LF, NEL, U+2028, U+2029, vertical tab, form feed) end a line,
    ///   and each line becomes a `///` line of its own, so nothing in the comment reaches the
    ///   code; a tab is a space;
    /// - every other control or format character (NUL, ESC, U+202E…), private-use or unassigned
    ///   code point is written as its code point (`U+202E`), so the file holds nothing invisible;
    /// - the characters Markdown gives a meaning (`` \ ` * _ [ ] < > # | ~ & ``) are escaped
    ///   with a backslash, as are `-`, `+` and `=` at the start of a line and the `.` or `)` after
    ///   digits that start one, so a comment cannot become code voice, a link, a list, a heading
    ///   or a symbol link (``` `` ```), and `*/` is `\*/`;
    /// - spaces at either end of a line are dropped, and blank lines at either end of the
    ///   comment; a run of blank lines is one.
    ///
    /// A missing or blank comment gives one line saying so (`tally l10n check` requires one).
    public static func docCommentLines(_ comment: String?) -> [String] {
        var lines: [String] = []
        var line = ""
        var lastWasCR = false
        for scalar in (comment ?? "").unicodeScalars {
            defer { lastWasCR = scalar == "\r" }
            switch scalar {
            case "\n" where lastWasCR:
                continue
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(line)
                line = ""
                continue
            case "\t":
                line += " "
                continue
            default:
                break
            }
            switch scalar.properties.generalCategory {
            case .control, .format, .privateUse, .unassigned, .surrogate, .lineSeparator, .paragraphSeparator:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                line += "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default:
                line.unicodeScalars.append(scalar)
            }
        }
        lines.append(line)

        var out: [String] = []
        for raw in lines {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                if let last = out.last, !last.isEmpty { out.append("") }
                continue
            }
            out.append(markdownEscaped(trimmed))
        }
        while out.last?.isEmpty == true { out.removeLast() }
        return out.isEmpty ? ["No comment for translators in the String Catalog (`tally l10n check` requires one)."] : out
    }

    /// The Markdown punctuation that is escaped wherever it is.
    static let markdownPunctuation: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "&"]

    /// `line` (trimmed, not empty) with Markdown's punctuation escaped, so it reads as written.
    static func markdownEscaped(_ line: String) -> String {
        var out = ""
        let scalars = Array(line.unicodeScalars)
        // Digits that start the line followed by "." or ")" would start an ordered list.
        let leadingDigits = scalars.prefix { ("0"..."9").contains($0) }.count
        for (index, scalar) in scalars.enumerated() {
            let startsBlock = index == 0 && (scalar == "-" || scalar == "+" || scalar == "=")
            let endsListNumber = leadingDigits > 0 && index == leadingDigits && (scalar == "." || scalar == ")")
            if markdownPunctuation.contains(scalar) || startsBlock || endsListNumber { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}

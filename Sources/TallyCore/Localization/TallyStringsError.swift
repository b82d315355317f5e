import Foundation

/// Why an app's String Catalog was refused: every problem, each naming its key and language.
public struct TallyStringsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with an entry.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The key is not one of Tally's.
        case unknownKey
        /// The language code is not a BCP 47 tag of a known language (`x00000`, `qq`), or is one
        /// not written in canonical form (`pt_BR`, `EN`, `en-u-NU-arab`).
        case languageCode
        /// The text is empty or only invisible characters.
        case emptyText
        /// The placeholders differ from those of Tally's English text.
        case placeholderMismatch
        /// The placeholders cannot be read.
        case invalidPlaceholder
        /// Plural variants where Tally's text has no count, one text where it has one, or
        /// variants missing or beyond the language's CLDR categories.
        case pluralMismatch
    }

    /// One problem of one entry.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// What is wrong.
        public var kind: Kind
        /// The key.
        public var key: String
        /// The language, when the problem is in one.
        public var language: String?
        /// What is wrong, in words an engineer or translator can act on; text from the catalog
        /// in it is escaped with ``VisibleText/escaped(_:)``.
        public var message: String

        /// A problem; `message` is kept escaped with ``VisibleText/escaped(_:)``.
        public init(kind: Kind, key: String, language: String?, message: String) {
            self.kind = kind
            self.key = key
            self.language = language
            self.message = VisibleText.escaped(message)
        }

        /// `key [language]: message`, on one line: the key, language and message escaped with
        /// ``VisibleText/escaped(_:)``.
        public var description: String {
            VisibleText.escaped(key + (language.map { " [\($0)]" } ?? "") + ": " + message)
        }
    }

    /// Every problem found, by key then language.
    public var problems: [Problem]

    /// An error of `problems`.
    public init(problems: [Problem]) {
        self.problems = problems
    }

    /// The problems, one a line.
    public var description: String {
        "the app's String Catalog has \(problems.count) \(problems.count == 1 ? "problem" : "problems"):\n"
            + problems.map { "  " + $0.description }.joined(separator: "\n")
    }
}

import Foundation
import TallyCore

/// One problem `tally l10n check` found.
public struct LocalizationProblem: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A required language has no text for the key.
        case missingTranslation
        /// A text exists but is not marked `translated` (it is `new`, `needs_review` or `stale`).
        case notTranslated
        /// A plural key lacks a category the language's CLDR rules use.
        case missingPluralVariant
        /// A translation's placeholders do not match the source language's.
        case placeholderMismatch
        /// A text's placeholders cannot be parsed.
        case invalidPlaceholder
        /// Source code names a key the catalog does not have (`TallyStringKey("…")`).
        case keyMissingFromCatalog
        /// Source code writes a key of the catalog as a string (`TallyStringKey("…")`) instead of
        /// naming the constant `tally l10n compile` generates for it.
        case keyWrittenAsString
        /// A key the naming rule gives no valid Swift name, or the name of another key
        /// (``KeyConstants``).
        case keyName
        /// A key without a comment for translators, which is also its constant's documentation.
        case missingComment
        /// A user-facing string literal in TallyUI that does not come from the catalog.
        case literalBypassesCatalog
        /// A text that is only spaces or invisible characters (zero-width space, U+FEFF…).
        case invisibleText
        /// A plural variant for a category the language's CLDR rules do not use ("few" in English).
        case pluralCategoryNotInLanguage
        /// A language code that is not in lowercase, or that differs from another only in case.
        case languageCodeCase
        /// A language code that is not a BCP 47 tag of a known language (`x00000`, `e` ESC
        /// `[31ms`, `qq`); the message names the subtag at fault.
        case invalidLanguageCode
    }

    /// The kind.
    public var kind: Kind
    /// The catalog key, when there is one.
    public var key: String?
    /// The language, when there is one.
    public var language: String?
    /// `file:line` in the sources, for problems found there.
    public var place: String?
    /// What is wrong; text from the catalog or the sources in it is escaped with
    /// `VisibleText.escaped(_:)`.
    public var message: String

    /// A problem; `message` is kept escaped with `VisibleText.escaped(_:)`.
    init(kind: Kind, key: String? = nil, language: String? = nil, place: String? = nil, message: String) {
        self.kind = kind
        self.key = key
        self.language = language
        self.place = place
        self.message = VisibleText.escaped(message)
    }

    /// `place: key [language]: message`, leaving out what is unknown; one line, everything in it
    /// escaped with `VisibleText.escaped(_:)`.
    public var description: String {
        var prefix = ""
        if let place { prefix += "\(place): " }
        if let key { prefix += key + (language.map { " [\($0)]" } ?? "") + ": " }
        return VisibleText.escaped(prefix + message)
    }
}

/// A Swift source file to scan: its path (as it should be reported) and text.
public struct LocalizationSource: Sendable, Hashable {
    /// The path, relative to the package root.
    public var path: String
    /// The file's text.
    public var text: String
    /// Whether the file belongs to TallyUI, where string literals in text-taking SwiftUI calls
    /// are user-facing.
    public var isUserInterface: Bool

    /// A source file.
    public init(path: String, text: String, isUserInterface: Bool) {
        self.path = path
        self.text = text
        self.isUserInterface = isUserInterface
    }
}

/// The checks behind `tally l10n check`.
public enum LocalizationCheck {
    /// The languages every key must be translated into.
    public static let requiredLanguages = ["en", "ru", "fr", "de"]

    /// Every problem in `catalog` and in how `sources` use it, sorted by key and place.
    ///
    /// The `TallyStringKey` constants are not compared with the catalog here: they are generated
    /// from it (``KeyConstants``, `tally l10n compile`), and `tally l10n compile --check` fails
    /// when the generated file is stale. What is checked in the sources is every key written as a
    /// string: one the catalog lacks is a problem (in the generated file too, where it means the
    /// file is stale), and so is one the catalog has anywhere else, since its constant is the way
    /// to name it.
    public static func run(catalog: StringCatalog, sources: [LocalizationSource], languages: [String] = requiredLanguages) -> [LocalizationProblem] {
        var problems = catalogProblems(catalog, languages: languages)
        let names = Dictionary(uniqueKeysWithValues: catalog.entries.keys.compactMap { key in
            (try? KeyConstants.swiftName(for: key).get()).map { (key, $0) }
        })
        for (key, places) in declaredKeys(in: sources).sorted(by: { $0.key < $1.key }) {
            for place in places {
                let isGenerated = place.hasPrefix(KeyConstants.outputPath + ":")
                if catalog.entries[key] == nil {
                    problems.append(LocalizationProblem(
                        kind: .keyMissingFromCatalog, key: key, place: place,
                        message: isGenerated ? "in the generated constants but not in the catalog; run `swift run tally l10n compile`"
                            : "used in the sources but not in the catalog"))
                } else if !isGenerated {
                    problems.append(LocalizationProblem(
                        kind: .keyWrittenAsString, key: key, place: place,
                        message: "the key is written as a string; name its constant, TallyStringKey.\(names[key] ?? "…"), which tally l10n compile generates from the catalog"))
                }
            }
        }
        for source in sources where source.isUserInterface {
            problems += literalBypasses(in: source)
        }
        return problems
    }

    // MARK: The catalog itself

    /// Problems inside the catalog: comments for translators, keys without a constant name,
    /// translations, plurals, placeholders.
    public static func catalogProblems(_ catalog: StringCatalog, languages: [String] = requiredLanguages) -> [LocalizationProblem] {
        var problems: [LocalizationProblem] = []
        let naming = Dictionary(grouping: KeyConstants.problems(in: catalog.entries.keys), by: \.key)
        for key in catalog.keys {
            guard let entry = catalog.entries[key] else { continue }
            for problem in naming[key] ?? [] {
                problems.append(LocalizationProblem(kind: .keyName, key: key, message: problem.message))
            }
            if entry.comment?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ?? true {
                problems.append(LocalizationProblem(
                    kind: .missingComment, key: key,
                    message: "no comment for translators; write one (it is also the documentation of the key's constant)"))
            }
            problems += languageCodeProblems(Array(entry.localizations.keys), key: key)
            let isPlural = entry.localizations.values.contains { if case .plural = $0 { true } else { false } }
            let source = entry.localizations[catalog.sourceLanguage]
            let sourceSignature = source.flatMap { signature(of: $0, key: key, language: catalog.sourceLanguage, problems: &problems) }
            for language in languages {
                guard let localization = entry.localizations[language] else {
                    problems.append(LocalizationProblem(kind: .missingTranslation, key: key, language: language, message: "no \(language) text"))
                    continue
                }
                for unit in localization.units where !unit.isTranslated {
                    problems.append(LocalizationProblem(kind: .notTranslated, key: key, language: language,
                                                        message: "state is \"\(unit.state)\", not \"translated\""))
                }
                for unit in localization.units where unit.value.isEmpty {
                    problems.append(LocalizationProblem(kind: .missingTranslation, key: key, language: language, message: "the text is empty"))
                }
                for unit in localization.units where !unit.value.isEmpty && isInvisible(unit.value) {
                    problems.append(LocalizationProblem(kind: .invisibleText, key: key, language: language,
                                                        message: "the text is only spaces or invisible characters (\(scalarNames(unit.value))); it needs visible text"))
                }
                if isPlural {
                    let needed = PluralRules.forLanguage(language).categories
                    switch localization {
                    case .unit:
                        problems.append(LocalizationProblem(kind: .missingPluralVariant, key: key, language: language,
                                                            message: "other languages vary by plural but \(language) has one text; it needs \(needed.map(\.rawValue).joined(separator: ", "))"))
                    case .plural(let variants):
                        let extra = variants.keys.filter { !needed.contains($0) }.sorted()
                        if !extra.isEmpty {
                            problems.append(LocalizationProblem(kind: .pluralCategoryNotInLanguage, key: key, language: language,
                                                                message: "plural \(extra.count == 1 ? "variant" : "variants") \(extra.map(\.rawValue).joined(separator: ", ")) \(extra.count == 1 ? "is" : "are") not used by \(language), so never shown (CLDR \(language): \(needed.map(\.rawValue).joined(separator: ", ")))"))
                        }
                        let missing = needed.filter { variants[$0] == nil }
                        if !missing.isEmpty {
                            problems.append(LocalizationProblem(kind: .missingPluralVariant, key: key, language: language,
                                                                message: "missing plural \(missing.count == 1 ? "variant" : "variants") \(missing.map(\.rawValue).joined(separator: ", ")) (CLDR \(language): \(needed.map(\.rawValue).joined(separator: ", ")))"))
                        }
                    }
                }
                guard language != catalog.sourceLanguage, let expected = sourceSignature else { continue }
                problems += placeholderProblems(localization, expected: expected, key: key, language: language)
            }
        }
        return problems
    }

    /// Whether every scalar of `text` is white space, a control or format character, or a
    /// default-ignorable code point (U+200B, U+200C, U+200D, U+2060, U+FEFF, U+00AD…): nothing a
    /// reader would see.
    static func isInvisible(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            let properties = scalar.properties
            return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
                || properties.generalCategory == .format || properties.generalCategory == .control
                || properties.generalCategory == .spaceSeparator
        }
    }

    /// The distinct scalars of `text` as `U+XXXX`, in order of first appearance.
    private static func scalarNames(_ text: String) -> String {
        var seen: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where !seen.contains(scalar) { seen.append(scalar) }
        return seen.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: ", ")
    }

    /// Language codes that are not BCP 47 tags of a known language (`LanguageTag`), those
    /// whose language part is not lowercase ("En", "DE"), and codes that differ from another of
    /// the same key only in case ("DE" beside "de"): a lookup in one would miss the other.
    private static func languageCodeProblems(_ codes: [String], key: String) -> [LocalizationProblem] {
        var problems: [LocalizationProblem] = []
        let byFolded = Dictionary(grouping: codes, by: { $0.lowercased() })
        for code in codes.sorted() {
            if case .failure(let error) = LanguageTag.parse(code, allowsUnderscores: true) {
                problems.append(LocalizationProblem(kind: .invalidLanguageCode, key: key, language: code,
                                                    message: "the language code is not a BCP 47 language tag: \(error.reason)"))
                continue
            }
            let base = code.prefix { $0 != "-" && $0 != "_" }
            let lowered = base.lowercased() + code.dropFirst(base.count)
            let twins = (byFolded[code.lowercased()] ?? []).filter { $0 != code }.sorted()
            let isLowercase = base == base.lowercased()
            // Of two codes that differ only in case, the one not in lowercase is reported (or,
            // when both are, as "de-ch" and "de-CH", the second).
            let twinFirst = twins.contains { twin in twin.prefix { $0 != "-" && $0 != "_" }.allSatisfy { !$0.isUppercase } && twin < code }
            if !twins.isEmpty, !isLowercase || twinFirst {
                problems.append(LocalizationProblem(kind: .languageCodeCase, key: key, language: code,
                                                    message: "\"\(code)\" differs from \(twins.map { "\"\($0)\"" }.joined(separator: ", ")) only in case; keep one, with the language in lowercase (\"\(lowered)\")"))
            } else if !isLowercase {
                problems.append(LocalizationProblem(kind: .languageCodeCase, key: key, language: code,
                                                    message: "the language code \"\(code)\" is not in lowercase; write \"\(lowered)\""))
            }
        }
        return problems
    }

    /// The source language's placeholders: a plain text's, or a plural's `other` variant's.
    private static func signature(of localization: StringCatalog.Localization, key: String, language: String,
                                  problems: inout [LocalizationProblem]) -> [Int: FormatPlaceholder.Kind]? {
        let text: String
        switch localization {
        case .unit(let unit): text = unit.value
        case .plural(let variants): text = (variants[.other] ?? localization.units.first)?.value ?? ""
        }
        do {
            return try LocalizedFormat.signature(of: text)
        } catch {
            problems.append(LocalizationProblem(kind: .invalidPlaceholder, key: key, language: language, message: "\(error)"))
            return nil
        }
    }

    private static func placeholderProblems(_ localization: StringCatalog.Localization, expected: [Int: FormatPlaceholder.Kind],
                                            key: String, language: String) -> [LocalizationProblem] {
        var problems: [LocalizationProblem] = []
        let isPlural: Bool = if case .plural = localization { true } else { false }
        for unit in localization.units {
            let found: [Int: FormatPlaceholder.Kind]
            do {
                found = try LocalizedFormat.signature(of: unit.value)
            } catch {
                problems.append(LocalizationProblem(kind: .invalidPlaceholder, key: key, language: language, message: "\(error)"))
                continue
            }
            // A plural variant may leave out the count ("One day before"); nothing else may differ.
            let allowedMissing = isPlural ? Set(expected.filter { $0.value == .integer }.map(\.key)) : []
            let wrong = found.filter { expected[$0.key] != $0.value }
            let missing = expected.keys.filter { found[$0] == nil && !allowedMissing.contains($0) }
            if !wrong.isEmpty || !missing.isEmpty {
                problems.append(LocalizationProblem(kind: .placeholderMismatch, key: key, language: language,
                                                    message: "\"\(unit.value)\" has placeholders \(describe(found)); the source has \(describe(expected))"))
            }
        }
        return problems
    }

    private static func describe(_ signature: [Int: FormatPlaceholder.Kind]) -> String {
        signature.isEmpty ? "none" : signature.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.rawValue)" }.joined(separator: ", ")
    }

    // MARK: Sources

    /// Keys declared in sources as `TallyStringKey("…")` or `TallyStringKey(rawValue: "…")`,
    /// with every `file:line` they appear at.
    public static func declaredKeys(in sources: [LocalizationSource]) -> [String: [String]] {
        var keys: [String: [String]] = [:]
        for source in sources {
            for (lineNumber, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.utf8.contains(UInt8(ascii: "\"")) {  // a key is a string literal: most lines have none
                for prefix in ["TallyStringKey(\"", "TallyStringKey(rawValue: \""] {
                    var rest = Substring(line)
                    while let range = rest.range(of: prefix) {
                        let after = rest[range.upperBound...]
                        guard let close = after.firstIndex(of: "\"") else { break }
                        keys[String(after[..<close]), default: []].append("\(source.path):\(lineNumber + 1)")
                        rest = after[close...]
                    }
                }
            }
        }
        return keys
    }

    /// SwiftUI calls whose first string literal is shown to the user (or read by VoiceOver).
    static let textTakingCalls = [
        "Text(", "Button(", "Label(", "TextField(", "SecureField(", "Toggle(", "Picker(", "DatePicker(",
        "Menu(", "NavigationLink(", "Section(", "LabeledContent(", "ContentUnavailableView(",
        ".navigationTitle(", ".accessibilityLabel(", ".accessibilityHint(", ".accessibilityValue(",
        ".help(", ".confirmationDialog(", ".alert(", ".badge(",
    ]

    /// String literals passed straight to SwiftUI's text-taking calls in a TallyUI file
    /// (`Text("Today")`), which would bypass the catalog. `Text(verbatim:)` is the deliberate way
    /// to show text that is not language (figures, codes) and is allowed.
    public static func literalBypasses(in source: LocalizationSource) -> [LocalizationProblem] {
        var problems: [LocalizationProblem] = []
        for (lineNumber, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.utf8.contains(UInt8(ascii: "\"")) {  // no string literal on the line, nothing to bypass the catalog
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") { continue }
            for call in textTakingCalls {
                var rest = Substring(line)
                while let range = rest.range(of: call) {
                    let after = rest[range.upperBound...].drop { $0 == " " }
                    let isIdentifierStart = call.first != "." && range.lowerBound > line.startIndex
                        && line[line.index(before: range.lowerBound)].isLetter
                    if !isIdentifierStart, after.hasPrefix("\"") {
                        let literal = after.dropFirst().prefix { $0 != "\"" }
                        if literal.contains(where: \.isLetter) {
                            problems.append(LocalizationProblem(
                                kind: .literalBypassesCatalog, place: "\(source.path):\(lineNumber + 1)",
                                message: "\(call)\"\(literal)\" shows text that is not in the catalog; use a TallyStringKey"
                            ))
                        }
                    }
                    rest = rest[range.upperBound...]
                }
            }
        }
        return problems
    }

    /// The files under `directories` (relative to `root`) whose names end with one of
    /// `suffixes` (Swift files unless told), sorted; files under a `TallyUI` folder are marked as
    /// user interface. A directory that does not exist has no files.
    ///
    /// - Throws: ``FileAccessError`` naming the first folder (a given one or one inside it) that
    ///   exists but cannot be listed, or the first file that cannot be read: an unreadable folder
    ///   is an error, never an empty list.
    public static func loadSources(
        root: URL, directories: [String] = ["Sources/TallyCore", "Sources/TallyUI"], suffixes: [String] = [".swift"],
        access: FileAccess = .system
    ) throws -> [LocalizationSource] {
        var sources: [LocalizationSource] = []
        for directory in directories {
            let base = root.appendingPathComponent(directory).path
            guard access.exists(base) else { continue }
            for path in try access.files(under: base) where suffixes.contains(where: path.hasSuffix) {
                let data = try access.readFile(base + "/" + path, Int.max)
                sources.append(LocalizationSource(
                    path: directory + "/" + path, text: String(decoding: data, as: UTF8.self),
                    isUserInterface: directory.hasSuffix("TallyUI")
                ))
            }
        }
        return sources
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TallyCore
@testable import TallyLocalizationCheck
import Testing

private func unit(_ value: String) -> String {
    #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
}

private func plural(_ variants: [String: String]) -> String {
    let body = variants.sorted { $0.key < $1.key }.map { #""\#($0.key)": \#(unit($0.value))"# }.joined(separator: ", ")
    return #"{"variations": {"plural": {\#(body)}}}"#
}

private func catalog(_ localizations: [String: String]) throws -> StringCatalog {
    let body = localizations.sorted { $0.key < $1.key }.map { #""\#($0.key)": \#($0.value)"# }.joined(separator: ", ")
    return try StringCatalog(text: #"{"sourceLanguage": "en", "strings": {"k": {"comment": "A greeting.", "localizations": {\#(body)}}}}"#)
}

private let complete = ["en": unit("Hello"), "ru": unit("Привет"), "fr": unit("Bonjour"), "de": unit("Hallo")]

@Suite("tally l10n check refuses what it should")
struct CatalogRefusalTests {
    @Test("a text of only spaces or invisible characters is a problem naming the characters", arguments: [
        (" ", "U+0020"), ("\\u200B", "U+200B"), ("\\uFEFF", "U+FEFF"), ("\\u2060\\u2060", "U+2060"),
        ("\\u00A0\\t", "U+00A0, U+0009"), ("\\u200C\\u200D", "U+200C, U+200D"), ("\\u3000", "U+3000"), ("\\u00AD", "U+00AD"),
    ])
    func invisibleText(text: String, names: String) throws {
        var localizations = complete
        localizations["fr"] = unit(text)
        let problems = LocalizationCheck.catalogProblems(try catalog(localizations))
        #expect(problems == [LocalizationProblem(kind: .invisibleText, key: "k", language: "fr",
                                                 message: "the text is only spaces or invisible characters (\(names)); it needs visible text")])
    }

    @Test("visible text with invisible characters in it is fine")
    func visibleWithInvisible() throws {
        var localizations = complete
        localizations["de"] = unit("Hal\\u200Blo ")
        localizations["ru"] = unit("\\u2014")
        #expect(LocalizationCheck.catalogProblems(try catalog(localizations)).isEmpty)
    }

    @Test("plural categories a language does not use are problems, beside the ones it lacks")
    func categoriesNotInLanguage() throws {
        let problems = LocalizationCheck.catalogProblems(try catalog([
            "en": plural(["one": "%lld day", "few": "%lld days", "other": "%lld days"]),
            "ru": plural(["one": "%lld день", "two": "%lld дня", "few": "%lld дня", "other": "%lld дня"]),
            "fr": plural(["one": "%lld jour", "many": "%lld jours", "other": "%lld jours"]),
            "de": plural(["zero": "keine Tage", "one": "%lld Tag", "other": "%lld Tage"]),
        ]))
        #expect(problems.map(\.description) == [
            "k [en]: plural variant few is not used by en, so never shown (CLDR en: one, other)",
            "k [ru]: plural variant two is not used by ru, so never shown (CLDR ru: one, few, many, other)",
            "k [ru]: missing plural variant many (CLDR ru: one, few, many, other)",
            "k [de]: plural variant zero is not used by de, so never shown (CLDR de: one, other)",
        ])
        #expect(problems.map(\.kind) == [.pluralCategoryNotInLanguage, .pluralCategoryNotInLanguage, .missingPluralVariant, .pluralCategoryNotInLanguage])
    }

    @Test("language codes that differ only in case, or are not in lowercase, are problems")
    func languageCodeCase() throws {
        var localizations = complete
        localizations["DE"] = unit("Hallo")
        localizations["En"] = unit("Hello")
        localizations["FR-CH"] = unit("Bonjour")
        localizations["pt-BR"] = unit("Olá")
        let problems = LocalizationCheck.catalogProblems(try catalog(localizations))
        #expect(problems.map(\.description) == [
            "k [DE]: \"DE\" differs from \"de\" only in case; keep one, with the language in lowercase (\"de\")",
            "k [En]: \"En\" differs from \"en\" only in case; keep one, with the language in lowercase (\"en\")",
            "k [FR-CH]: the language code \"FR-CH\" is not in lowercase; write \"fr-CH\"",
        ])
        #expect(Set(problems.map(\.kind)) == [.languageCodeCase])
        // A required language written only in capitals is also missing.
        let capitalsOnly = LocalizationCheck.catalogProblems(try catalog(["en": unit("Hello"), "ru": unit("Привет"), "fr": unit("Bonjour"), "DE": unit("Hallo")]))
        #expect(capitalsOnly.map(\.kind) == [.languageCodeCase, .missingTranslation])
    }

    @Test("a source folder that cannot be listed is an error naming it, not an empty list")
    func unreadableSourceFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-l10n-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/TallyCore/Deep"), withIntermediateDirectories: true)
        try Data(#"let k = TallyStringKey("k")"#.utf8).write(to: root.appendingPathComponent("Sources/TallyCore/Deep/Keys.swift"))
        #expect(try LocalizationCheck.loadSources(root: root).map(\.path) == ["Sources/TallyCore/Deep/Keys.swift"])
        let deep = root.appendingPathComponent("Sources/TallyCore/Deep").path
        var access = FileAccess.system
        let list = FileAccess.system.listFolder
        access.listFolder = { path throws in
            if path == deep { throw FileAccessError(.unreadableFolder, path: path, reason: "Permission denied") }
            return try list(path)
        }
        #expect(throws: FileAccessError(.unreadableFolder, path: deep, reason: "Permission denied")) {
            try LocalizationCheck.loadSources(root: root, access: access)
        }
        #expect(FileAccessError(.unreadableFolder, path: "/s", reason: "Permission denied").description
            == "cannot list the folder /s (Permission denied); every entry of it must be readable, so fix its permissions or choose another folder")
        // A file that cannot be read is an error too.
        var unreadableFile = FileAccess.system
        unreadableFile.readFile = { path, _ throws in throw FileAccessError(.unreadableFile, path: path, reason: "Input/output error") }
        #expect(throws: FileAccessError.self) { try LocalizationCheck.loadSources(root: root, access: unreadableFile) }
        // With chmod, when not root (root lists any folder whatever its mode).
        if geteuid() != 0 {
            chmod(deep, 0o000)
            defer { chmod(deep, 0o755) }
            #expect(throws: FileAccessError.self) { try LocalizationCheck.loadSources(root: root) }
        }
    }
}

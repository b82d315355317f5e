import Foundation
import TallyCore
@testable import TallyLocalizationCheck
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func unit(_ value: String, state: String = "translated") -> String {
    #"{"stringUnit": {"state": "\#(state)", "value": "\#(value)"}}"#
}

private func plural(_ variants: [String: String]) -> String {
    let body = variants.sorted { $0.key < $1.key }.map { #""\#($0.key)": \#(unit($0.value))"# }.joined(separator: ", ")
    return #"{"variations": {"plural": {\#(body)}}}"#
}

/// A catalog with one key `k`, commented for translators, whose localizations are given as JSON
/// fragments by language.
private func catalog(_ localizations: [String: String], key: String = "k") throws -> StringCatalog {
    let body = localizations.sorted { $0.key < $1.key }.map { #""\#($0.key)": \#($0.value)"# }.joined(separator: ", ")
    return try StringCatalog(text: #"{"sourceLanguage": "en", "strings": {"\#(key)": {"comment": "A greeting.", "localizations": {\#(body)}}}}"#)
}

/// A source that names the key through its generated constant.
private let using = LocalizationSource(path: "Sources/TallyCore/Greeting.swift", text: "let greeting = TallyStringKey.k.text(language: language)", isUserInterface: false)

private let complete = ["en": unit("Hello"), "ru": unit("Привет"), "fr": unit("Bonjour"), "de": unit("Hallo")]

@Suite("tally l10n check")
struct LocalizationCheckTests {
    @Test("the package's catalog and sources are clean")
    func packageIsClean() throws {
        let data = try #require(FileManager.default.contents(atPath: packageRoot.appendingPathComponent("Sources/TallyCore/Resources/Localizable.xcstrings").path))
        let problems = LocalizationCheck.run(catalog: try StringCatalog(data: data), sources: try LocalizationCheck.loadSources(root: packageRoot))
        #expect(problems.isEmpty, "\(problems.map(\.description))")
    }

    @Test("a complete key, named by its constant, has no problems")
    func clean() throws {
        #expect(LocalizationCheck.run(catalog: try catalog(complete), sources: [using]).isEmpty)
    }

    @Test("a language with no text, and a text not marked translated")
    func missingAndUntranslated() throws {
        var localizations = complete
        localizations["de"] = nil
        localizations["fr"] = unit("Bonjour", state: "needs_review")
        let problems = LocalizationCheck.run(catalog: try catalog(localizations), sources: [using])
        #expect(problems.map(\.description) == [
            "k [fr]: state is \"needs_review\", not \"translated\"",
            "k [de]: no de text",
        ])
        #expect(problems.map(\.kind) == [.notTranslated, .missingTranslation])
    }

    @Test("plural variants missing for a language's CLDR categories")
    func missingPlurals() throws {
        let problems = LocalizationCheck.run(catalog: try catalog([
            "en": plural(["one": "%lld day", "other": "%lld days"]),
            "ru": plural(["one": "%lld день", "other": "%lld дня"]),
            "fr": plural(["one": "%lld jour", "other": "%lld jours"]),
            "de": unit("%lld Tage"),
        ]), sources: [using])
        #expect(problems.map(\.description) == [
            "k [ru]: missing plural variants few, many (CLDR ru: one, few, many, other)",
            "k [fr]: missing plural variant many (CLDR fr: one, many, other)",
            "k [de]: other languages vary by plural but de has one text; it needs one, other",
        ])
        #expect(Set(problems.map(\.kind)) == [.missingPluralVariant])
    }

    @Test("placeholders that do not match the source, and placeholders that do not parse")
    func placeholders() throws {
        let problems = LocalizationCheck.run(catalog: try catalog([
            "en": unit("%1$@ owes %2$lld"),
            "ru": unit("%2$lld должен %1$@"),   // reordered: fine
            "fr": unit("%1$lld doit %2$@"),     // kinds swapped
            "de": unit("%1$@ schuldet %k"),     // unparseable
        ]), sources: [using])
        #expect(problems.map(\.description) == [
            "k [fr]: \"%1$lld doit %2$@\" has placeholders 1: integer, 2: object; the source has 1: object, 2: integer",
            "k [de]: unknown placeholder \"%k\" in \"%1$@ schuldet %k\" (use %@, %lld, %d or %f)",
        ])
        #expect(problems.map(\.kind) == [.placeholderMismatch, .invalidPlaceholder])
    }

    @Test("a plural variant may leave out the count but nothing else")
    func pluralMayDropCount() throws {
        let problems = LocalizationCheck.run(catalog: try catalog([
            "en": plural(["one": "One day before %@", "other": "%lld days before %@"]),
            "ru": plural(["one": "За %lld день до %@", "few": "За %lld дня до %@", "many": "За %lld дней до", "other": "За %lld дня до %@"]),
            "fr": plural(["one": "%lld jour avant %@", "many": "%lld de jours avant %@", "other": "%lld jours avant %@"]),
            "de": plural(["one": "Einen Tag vor %2$@", "other": "%1$lld Tage vor %2$@"]),
        ]), sources: [using])
        #expect(problems.map(\.description) == ["k [ru]: \"За %lld дней до\" has placeholders 1: integer; the source has 1: integer, 2: object"])
    }

    @Test("keys written as strings: one the catalog lacks, one it has (its constant names it), and a stale generated constant")
    func keysWrittenAsStrings() throws {
        let source = LocalizationSource(path: "Sources/TallyUI/Row.swift", text: """
        let a = TallyStringKey("k")
        let b = TallyStringKey(rawValue: "row.title")
        let c = TallyStringKey.k
        """, isUserInterface: true)
        let generated = LocalizationSource(path: KeyConstants.outputPath, text: """
        extension TallyStringKey {
            public static let k = TallyStringKey("k")
            public static let oldKey = TallyStringKey("old.key")
        }
        """, isUserInterface: false)
        let problems = LocalizationCheck.run(catalog: try catalog(complete), sources: [source, generated])
        #expect(problems.map(\.description) == [
            "Sources/TallyUI/Row.swift:1: k: the key is written as a string; name its constant, TallyStringKey.k, which tally l10n compile generates from the catalog",
            "\(KeyConstants.outputPath):3: old.key: in the generated constants but not in the catalog; run `swift run tally l10n compile`",
            "Sources/TallyUI/Row.swift:2: row.title: used in the sources but not in the catalog",
        ])
        #expect(problems.map(\.kind) == [.keyWrittenAsString, .keyMissingFromCatalog, .keyMissingFromCatalog])
    }

    @Test("a key without a comment for translators, or with a blank one, is a problem")
    func missingComment() throws {
        let localizations = #""en": \#(unit("a")), "ru": \#(unit("б")), "fr": \#(unit("c")), "de": \#(unit("d"))"#
        let catalog = try StringCatalog(text: #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {\#(localizations)}}, "b": {"comment": " \n ", "localizations": {\#(localizations)}}, "c": {"comment": "Fine.", "localizations": {\#(localizations)}}}}"#)
        let problems = LocalizationCheck.run(catalog: catalog, sources: [])
        #expect(problems.map(\.description) == [
            "a: no comment for translators; write one (it is also the documentation of the key's constant)",
            "b: no comment for translators; write one (it is also the documentation of the key's constant)",
        ])
        #expect(Set(problems.map(\.kind)) == [.missingComment])
    }

    @Test("keys the naming rule gives no Swift name, or the same name, are problems naming both keys")
    func keyNames() throws {
        let localizations = #""en": \#(unit("a")), "ru": \#(unit("б")), "fr": \#(unit("c")), "de": \#(unit("d"))"#
        let keys = ["a.bC", "a.BC", "a..b", "default"]
        let body = keys.map { #""\#($0)": {"comment": "C.", "localizations": {\#(localizations)}}"# }.joined(separator: ", ")
        let problems = LocalizationCheck.run(catalog: try StringCatalog(text: #"{"sourceLanguage": "en", "strings": {\#(body)}}"#), sources: [])
        #expect(problems.map(\.description) == [
            "a..b: the key has an empty part between dots, or starts or ends with a dot, so it has no Swift name; rename it in the catalog",
            "a.bC: the keys \"a.BC\" and \"a.bC\" both give the Swift name aBC; rename one of them in the catalog",
            "default: its Swift name default is a Swift keyword or reserved name; rename the key in the catalog",
        ])
        #expect(Set(problems.map(\.kind)) == [.keyName])
    }

    @Test("string literals in TallyUI that bypass the catalog; verbatim text, comments and figures are fine")
    func literals() throws {
        let view = LocalizationSource(path: "Sources/TallyUI/Bad.swift", text: """
        Text("Вчера")
        Button("Cancel") { dismiss() }
        Text(verbatim: "1 234,56")
        // Text("in a comment")
        Image(systemName: "chevron.right").accessibilityLabel("Open")
        Text("12:30")
        MyText("not SwiftUI")
        """, isUserInterface: true)
        let problems = LocalizationCheck.literalBypasses(in: view)
        #expect(problems.map(\.description) == [
            "Sources/TallyUI/Bad.swift:1: Text(\"Вчера\" shows text that is not in the catalog; use a TallyStringKey",
            "Sources/TallyUI/Bad.swift:2: Button(\"Cancel\" shows text that is not in the catalog; use a TallyStringKey",
            "Sources/TallyUI/Bad.swift:5: .accessibilityLabel(\"Open\" shows text that is not in the catalog; use a TallyStringKey",
        ])
        // The same text in TallyCore is not a view and is not checked for literals.
        let core = LocalizationSource(path: "Sources/TallyCore/X.swift", text: view.text, isUserInterface: false)
        #expect(LocalizationCheck.run(catalog: try catalog(complete), sources: [using, core]).isEmpty)
    }
}

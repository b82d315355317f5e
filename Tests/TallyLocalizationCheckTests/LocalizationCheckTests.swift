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

/// A catalog with one key `k` whose localizations are given as JSON fragments by language.
private func catalog(_ localizations: [String: String], key: String = "k") throws -> StringCatalog {
    let body = localizations.sorted { $0.key < $1.key }.map { #""\#($0.key)": \#($0.value)"# }.joined(separator: ", ")
    return try StringCatalog(text: #"{"sourceLanguage": "en", "strings": {"\#(key)": {"localizations": {\#(body)}}}}"#)
}

private let declaring = LocalizationSource(path: "Sources/TallyCore/Keys.swift", text: #"let k = TallyStringKey("k")"#, isUserInterface: false)

private let complete = ["en": unit("Hello"), "ru": unit("Привет"), "fr": unit("Bonjour"), "de": unit("Hallo")]

@Suite("tally l10n check")
struct LocalizationCheckTests {
    @Test("the package's catalog and sources are clean")
    func packageIsClean() throws {
        let data = try #require(FileManager.default.contents(atPath: packageRoot.appendingPathComponent("Sources/TallyCore/Resources/Localizable.xcstrings").path))
        let problems = LocalizationCheck.run(catalog: try StringCatalog(data: data), sources: try LocalizationCheck.loadSources(root: packageRoot))
        #expect(problems.isEmpty, "\(problems.map(\.description))")
    }

    @Test("a complete, declared key has no problems")
    func clean() throws {
        #expect(LocalizationCheck.run(catalog: try catalog(complete), sources: [declaring]).isEmpty)
    }

    @Test("a language with no text, and a text not marked translated")
    func missingAndUntranslated() throws {
        var localizations = complete
        localizations["de"] = nil
        localizations["fr"] = unit("Bonjour", state: "needs_review")
        let problems = LocalizationCheck.run(catalog: try catalog(localizations), sources: [declaring])
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
        ]), sources: [declaring])
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
        ]), sources: [declaring])
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
        ]), sources: [declaring])
        #expect(problems.map(\.description) == ["k [ru]: \"За %lld дней до\" has placeholders 1: integer; the source has 1: integer, 2: object"])
    }

    @Test("a key the sources use but the catalog lacks, and a catalog key nothing uses")
    func keysBothWays() throws {
        let source = LocalizationSource(path: "Sources/TallyUI/Row.swift", text: """
        let a = TallyStringKey("k")
        let b = TallyStringKey(rawValue: "row.title")
        """, isUserInterface: true)
        let extra = try StringCatalog(text: #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": \#(unit("a")), "ru": \#(unit("б")), "fr": \#(unit("c")), "de": \#(unit("d"))}}, "old.key": {"localizations": {"en": \#(unit("a")), "ru": \#(unit("б")), "fr": \#(unit("c")), "de": \#(unit("d"))}}}}"#)
        let problems = LocalizationCheck.run(catalog: extra, sources: [source])
        #expect(problems.map(\.description) == [
            "Sources/TallyUI/Row.swift:2: row.title: used in the sources but not in the catalog",
            "old.key: in the catalog but no source declares it (add a TallyStringKey or remove the entry)",
        ])
        #expect(problems.map(\.kind) == [.keyMissingFromCatalog, .unusedKey])
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
        #expect(LocalizationCheck.run(catalog: try catalog(complete), sources: [declaring, core]).isEmpty)
    }
}

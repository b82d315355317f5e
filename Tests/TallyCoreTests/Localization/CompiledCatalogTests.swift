import Foundation
@testable import TallyCore
import TallyLocalizationCheck
import Testing

/// Tally's strings are compiled into the library (`tally l10n compile`) as tables read in place,
/// so that the first lookup parses no JSON and builds no dictionary; the tables must hold exactly
/// the `.xcstrings` file's texts and give the same lookups.
@Suite("Compiled String Catalog")
struct CompiledCatalogTests {
    static func sourceCatalog() throws -> StringCatalog {
        let url = packageRoot.appendingPathComponent("Sources/TallyCore/Resources/Localizable.xcstrings")
        return try StringCatalog(data: Data(contentsOf: url))
    }

    @Test("every key, language, plural variant, text and review state of the file is compiled, and nothing else")
    func sameTexts() throws {
        let source = try Self.sourceCatalog()
        let compiled = StringCatalog.tally
        #expect(compiled.sourceLanguage == source.sourceLanguage)
        #expect(compiled.keys == source.keys)
        for key in source.keys {
            #expect(compiled.entries[key]?.localizations == source.entries[key]?.localizations, "\(key)")
            #expect(compiled.entries[key]?.comment == source.entries[key]?.comment, "\(key)")
        }
        #expect(source.entries.count > 100)
    }

    @Test("a lookup in the tables gives what a lookup in the parsed file gives, for every key, language and count")
    func sameLookups() throws {
        let parsed = Localizer(catalog: try Self.sourceCatalog())
        let tables = try Localizer.bundled.get()
        #expect(tables.languages == parsed.catalog.languages)
        let languages: [TallyLanguage] = ["en", "ru", "fr", "de", "fr-CH", "de-AT", "pt-BR", "ja", .pseudo]
        var compared = 0
        for key in parsed.catalog.keys {
            for language in languages {
                for count in [0, 1, 2, 3, 5, 11, 21, 22, 101, 1_000_000] {
                    let arguments: [FormatArgument] = [.string("CHF"), .int(count)]
                    #expect(tables.string(key, language: language, count: count, arguments: arguments)
                        == parsed.string(key, language: language, count: count, arguments: arguments), "\(key) \(language) \(count)")
                    compared += 1
                }
            }
        }
        #expect(compared > 10_000)
        // A key the tables do not have gives the key, as a catalog does; so do keys that sort
        // before the first and after the last.
        for missing in ["", "a", "zzz", "amount", "amount.accessibilityHint.x", "\u{10FFFF}"] {
            #expect(tables.string(missing, language: "fr") == missing)
        }
    }

    @Test("the compiled file is what the compiler writes for the catalog (tally l10n compile --check)")
    func upToDate() throws {
        let written = try String(contentsOf: packageRoot.appendingPathComponent(CatalogCompiler.outputPath), encoding: .utf8)
        #expect(written == CatalogCompiler.swiftSource(for: try Self.sourceCatalog()))
    }

    @Test("literals escape quotes, backslashes and every non-ASCII character")
    func literals() {
        #expect(CatalogCompiler.swiftSource(for: StringCatalog(sourceLanguage: "en", entries: [
            "k": .init(key: "k", localizations: ["ru": .unit(.init(state: "translated", value: "«\"\\\n%1$@ ₽»"))]),
        ])).contains(#""\u{AB}\"\\\u{A}%1$@ \u{20BD}\u{BB}","#))
    }
}

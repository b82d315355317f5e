import Foundation
@testable import TallyCore
import TallyLocalizationCheck
import Testing

/// Tally's strings are compiled into the library (`tally l10n compile`) so that the first lookup
/// parses no JSON; the compiled catalog must be exactly the `.xcstrings` file's texts.
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
        }
        #expect(source.entries.count > 100)
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
        ])).contains(#"value: "\u{AB}\"\\\u{A}%1$@ \u{20BD}\u{BB}""#))
    }
}

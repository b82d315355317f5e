import Foundation
@testable import TallyCatalog
import TallyCore
import TallyStories
import TallyTokenCompiler
import Testing

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tally-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("Catalog site")
struct CatalogTests {
    private static let site: Result<[String: String], any Error> = Result {
        Dictionary(uniqueKeysWithValues: try CatalogBuilder.pages().map { ($0.path, $0.contents) })
    }

    @Test("the tokens page shows every token, with its CSS name, value and description")
    func everyTokenShown() throws {
        let page = try #require(try Self.site.get()["tokens.html"])
        #expect(TallyTokens.all.count > 150)
        for token in TallyTokens.all {
            #expect(page.contains("id=\"token-\(token.path)\""), "\(token.path)")
            #expect(page.contains("var(\(TokenCompiler.primaryCSSVariableName(token)))"), "\(token.path)")
            if let description = token.description {
                let escaped = description.replacingOccurrences(of: "&", with: "&amp;")
                    .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
                #expect(page.contains(escaped), "\(token.path)")
            }
        }
    }

    @Test("colours show both schemes; spacing, radius, type and motion have previews")
    func previews() throws {
        let page = try #require(try Self.site.get()["tokens.html"])
        #expect(page.contains("data-theme=\"dark\"><div class=\"swatch\" style=\"background: var(--tally-color-primary)\"></div><span class=\"swatch-label\">dark #60a5fa</span>"))
        #expect(page.contains("data-theme=\"light\"><div class=\"swatch\" style=\"background: var(--tally-color-primary)\"></div><span class=\"swatch-label\">light #3b82f6</span>"))
        #expect(page.contains("<div class=\"radius-box\" style=\"border-radius: var(--tally-radius-md)\">"))
        #expect(page.contains("style=\"font: var(--tally-typography-hero-amount);"))
        let springPlots = page.components(separatedBy: "class=\"token token-spring\"").count - 1
        #expect(springPlots == TallyTokens.all.filter { $0.type == .spring }.count)
        #expect(page.components(separatedBy: "<svg class=\"curve\"").count - 1
            == TallyTokens.all.filter { [.spring, .cubicBezier, .transition].contains($0.type) }.count)
    }

    @Test("every custom property the page names is defined in the token CSS")
    func namedPropertiesExist() throws {
        let site = try Self.site.get()
        let page = try #require(site["tokens.html"]), css = try #require(site["assets/tally-tokens.css"])
        let catalogCSS = try #require(site["assets/catalog.css"])
        for part in page.components(separatedBy: "var(").dropFirst() {
            let name = String(part.prefix { $0 != ")" })
            // Token properties come from the token CSS; the page's own layout variables from catalog.css.
            if name.hasPrefix("--tally-track-value") || !name.hasPrefix("--tally-") {
                #expect(catalogCSS.contains(name), "\(name)")
            } else {
                #expect(css.contains("  \(name): "), "\(name)")
            }
        }
    }

    @Test("the strings page shows every key in every language and the pseudo-locale, plurals by category")
    func stringsPage() throws {
        let page = try #require(try Self.site.get()["strings.html"])
        let catalog = try Localizer.bundled.get().catalog
        for key in catalog.keys {
            #expect(page.contains("id=\"key-\(key)\""), "\(key)")
        }
        #expect(page.contains("<span class=\"category\">few</span> За 2 дня"))
        #expect(page.contains("<span class=\"category\">many</span> За 0 дней"))
        #expect(page.contains("<span class=\"category\">many</span> 1000000 de jours avant"))
        #expect(page.contains("<span class=\"category\">one</span> 1 Tag vorher"))
        #expect(page.contains("[Ýéšţéŕðáý"))
        // Fractions only: the count's place holds one, written as Russian writes it.
        #expect(page.contains("<span class=\"category\">other</span> За 1,5 дня (fractions)"))
        #expect(page.contains("≈ €11.70"))
        #expect(page.contains("<td lang=\"de\">≈ 11,70\u{A0}€</td>"))
    }

    @Test("the site's token CSS is byte for byte the committed web CSS")
    func cssMatchesCommitted() throws {
        let css = try #require(try Self.site.get()["assets/tally-tokens.css"])
        let committed = try String(contentsOf: packageRoot.appendingPathComponent(TokenCompiler.Layout.css), encoding: .utf8)
        #expect(css == committed)
    }

    @Test("with the committed curve fits the pages are the same bytes as with every curve fitted")
    func curveFitsReused() throws {
        let fits = try CurveFits.committed(under: packageRoot)
        #expect(fits.count >= 13)
        let site = try Self.site.get()
        let reused = try CatalogBuilder.pages(curveFits: fits)
        #expect(reused.count == site.count)
        for page in reused { #expect(site[page.path] == page.contents, "\(page.path)") }
    }

    @Test("the amount page: an expression's steps show its running total under the display, and a refused step its reason")
    func expressionSessions() throws {
        let page = try #require(try Self.site.get()["amount.html"])
        let receipt = try #require(TypingSession.all.first { $0.id == "receipt" })
        let steps = receipt.steps()
        #expect(steps.map(\.key) == ["1", "2", ".", "4", "0", "+", "7", ".", "6", "0", "+", "3", ".", "2", "5", "="])
        #expect(steps[9].display == "12.40 + 7.60" && steps[9].total == "20.00")
        #expect(steps[14].display == "12.40 + 7.60 + 3.25" && steps[14].total == "23.25")
        #expect(steps[4].total == nil && steps.last?.display == "23.25" && steps.last?.total == nil)
        #expect(steps.allSatisfy { $0.rejection == nil })
        #expect(page.contains("<section class=\"session\" id=\"receipt\">"))
        #expect(page.contains(">12.40 + 7.60 + 3.25<span class=\"total\">= 23.25</span></td>"))
        #expect(page.contains("<td><code>+</code></td>") && page.contains("<td><code>=</code></td>"))

        let split = try #require(TypingSession.all.first { $0.id == "bill-split" })
        #expect(split.finalInput.display == "21,60" && split.finalInput.value == Decimal(string: "21.6"))

        // 10 ÷ 3 in francs: the 3 refused with the exact result, the amount still 10 ÷ with its total.
        let inexact = try #require(TypingSession.all.first { $0.id == "inexact" }).steps()
        let refused = try #require(inexact.first { $0.rejection != nil })
        #expect(refused.key == "3" && refused.display == "10 ÷" && refused.total == "10")
        #expect(refused.rejection?.contains("3,333333…") == true)
        #expect(page.contains("<td class=\"refusal\">\(refused.rejection ?? "")</td>"))
        #expect(inexact.last?.display == "2,50" && inexact.last?.rejection == nil)

        let zero = try #require(TypingSession.all.first { $0.id == "division-by-zero" }).steps()
        #expect(zero.map { $0.rejection != nil } == [false, false, false, false, true, false, false, false])
        #expect(zero[4].key == "=" && zero[4].display == "10 ÷ 0" && zero[4].rejection == "Division par zéro impossible")
        #expect(zero.last?.display == "20,00")

        let negative = try #require(TypingSession.all.first { $0.id == "negative-total" }).steps()
        #expect(negative[2].key == "8" && negative[2].display == "5 −" && negative[2].total == "5")
        #expect(negative[2].rejection == "Сумма не может быть отрицательной")
        #expect(page.contains(">Сумма не может быть отрицательной</td>"))
        #expect(negative.last?.display == "2")
    }

    @Test("the site needs no network: no remote URL in any page or stylesheet")
    func offline() throws {
        for (path, contents) in try Self.site.get() {
            #expect(!contents.contains("http://") && !contents.contains("https://") && !contents.contains("//cdn"), "\(path)")
            #expect(!contents.contains("@import"), "\(path)")
        }
    }

    @Test("every stylesheet a page links exists in the site")
    func linksResolve() throws {
        let site = try Self.site.get()
        for (path, contents) in site where path.hasSuffix(".html") {
            for part in contents.components(separatedBy: "href=\"").dropFirst() {
                let target = String(part.prefix { $0 != "\"" })
                guard !target.hasPrefix("#") else { continue }
                #expect(site[target] != nil, "\(path) links \(target)")
            }
        }
    }

    @Test("build refuses a non-empty folder that is not a catalog, unless forced; rebuilds a catalog")
    func buildFolderRules() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("keep me".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(throws: CatalogError.notACatalog(path: folder.path)) { try CatalogBuilder.build(into: folder) }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))

        let forced = try CatalogBuilder.build(into: folder, force: true)
        #expect(forced.files.contains("tokens.html"))
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("notes.txt").path) == Data("keep me".utf8))
        // An earlier catalog may be rebuilt without --force.
        let again = try CatalogBuilder.build(into: folder)
        #expect(again.tokenCount == TallyTokens.all.count)
    }

    @Test("a file where the folder should be is a clear error")
    func unwritable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("site")
        try Data().write(to: file)
        #expect(throws: CatalogError.unwritable(path: file.path, reason: "a file is in the way")) {
            try CatalogBuilder.build(into: file)
        }
    }
}

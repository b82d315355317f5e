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

import Foundation
@testable import TallyCatalog
@_spi(Tally) import TallyCore
import TallyStories
import TallyTokenCompiler
import Testing

/// What a designer saw at once in the generated site: a doubled doctype, "1 states", English
/// labels in translated frames, a "◉" for an eye, one sample for every placeholder, raw
/// positional placeholders, and a theme's font silently replaced.
@Suite("Catalog: what a designer sees")
struct CatalogDefectTests {
    private static let pages: [(path: String, contents: String)] = (try? CatalogBuilder.pages()) ?? []

    private static func page(_ path: String) throws -> String {
        try #require(pages.first { $0.path == path }?.contents, "no page \(path)")
    }

    @Test("every page is one HTML5 document: exactly one <!DOCTYPE html>, at the start")
    func oneDoctype() throws {
        let html = Self.pages.filter { $0.path.hasSuffix(".html") }
        #expect(html.count > 20)
        for page in html {
            let count = page.contents.components(separatedBy: "<!DOCTYPE html>").count - 1
            #expect(count == 1, "\(page.path) has \(count) doctypes")
            #expect(page.contents.hasPrefix("<!DOCTYPE html>"), "\(page.path)")
        }
    }

    @Test("the index counts states in English: 1 state, 2 states; never \"1 states\"")
    func stateCounts() throws {
        #expect(IndexPage.stateCount(0) == "0 states")
        #expect(IndexPage.stateCount(1) == "1 state")
        #expect(IndexPage.stateCount(2) == "2 states")
        #expect(IndexPage.stateCount(11) == "11 states")
        #expect(IndexPage.stateCount(21) == "21 states")
        let index = try Self.page("index.html")
        #expect(!index.contains(" 1 states"))
        for story in ComponentStory.all {
            #expect(index.contains(" · \(IndexPage.stateCount(story.states.count)): "), "\(story.id)")
        }
        #expect(ComponentStory.all.contains { $0.states.count == 1 }, "a component with one state shows the singular")
    }

    @Test("the text field's labels come from the String Catalog: no English \"Email\" or \"Password\" in the ru, fr, de or pseudo-locale frames")
    func textFieldLabelsTranslated() throws {
        let story = try #require(ComponentStory.all.first { $0.id == "text-input-field" })
        let expected: [String: (email: String, password: String)] = [
            "en_US": ("Email", "Password"), "ru_RU": ("Эл. почта", "Пароль"), "fr_FR": ("E-mail", "Mot de passe"), "de_DE": ("E-Mail", "Passwort"),
        ]
        for locale in StoryContext.languages {
            let context = StoryContext(locale: locale)
            for state in story.states where ["success", "password", "password-shown"].contains(state.id) {
                let html = state.view(in: context).html(size: .standard, locale: locale)
                let label = state.id == "success" ? context.string(.textFieldLabelEmail) : context.string(.textFieldLabelPassword)
                #expect(html.contains(">\(StoryHTML.esc(label))<"), "\(locale.identifier)/\(state.id)")
                if let words = expected[locale.identifier] {
                    #expect(label == (state.id == "success" ? words.email : words.password), "\(locale.identifier)")
                }
                if locale.identifier != "en_US" {
                    #expect(!html.contains(">Email<") && !html.contains(">Password<"), "\(locale.identifier)/\(state.id): \(html)")
                }
            }
        }
    }

    @Test("the password reveal button is drawn as the eye and crossed eye the view shows, never a character")
    func revealIcon() throws {
        let story = try #require(ComponentStory.all.first { $0.id == "text-input-field" })
        let english = StoryContext(locale: Locale(identifier: "en_US"))
        for (stateID, symbol) in [("password", "eye"), ("password-shown", "eye.slash")] {
            let state = try #require(story.states.first { $0.id == stateID })
            let html = state.view(in: english).html(size: .standard, locale: english.locale)
            let reveal = try #require(html.range(of: "<span class=\"c-reveal\"").map { String(html[$0.lowerBound...]) })
            #expect(reveal.contains("<svg class=\"c-symbol\"") && reveal.contains("data-symbol=\"\(symbol)\""), "\(stateID)")
            #expect(!html.contains("◉") && !html.contains("◡"))
        }
        // The crossed eye is not the eye with a line over it: its outline is broken where the slash crosses.
        let eye = try #require(SymbolGlyph.svg("eye")), slash = try #require(SymbolGlyph.svg("eye.slash"))
        #expect(!slash.contains(eye.components(separatedBy: "data-symbol=\"eye\">")[1].replacingOccurrences(of: "</svg>", with: "")))
    }

    @Test("every placeholder of the strings page is filled with a sample that fits its key; positional ones by position")
    func stringSamples() throws {
        let strings = try Self.page("strings.html")
        // Comments for translators name the placeholders; the texts never show one unfilled.
        let texts = strings.replacingOccurrences(of: #"<p class="comment">[^<]*</p>"#, with: "", options: .regularExpression)
        for raw in ["%@", "%lld", "$@", "$lld", "…"] {
            #expect(!texts.contains(raw), "\(raw) on the strings page")
        }
        #expect(strings.contains(StoryHTML.esc("“x” is not a digit")))
        #expect(strings.contains(StoryHTML.esc("“12 apples” is not an amount")))
        #expect(!strings.contains(StoryHTML.esc("“10 CHF” is not a digit")))
        // Russian "other" (fractions only) with the fraction where the count goes, the code in its place.
        #expect(strings.contains("В CHF 1,5 знака после запятой: сначала удалите лишние цифры (fractions)"))
        #expect(strings.contains("За 1,5 дня (fractions)"))
        // Every key with an object placeholder has samples of its own.
        let localizer = try Localizer.bundled.get()
        var seen: [String: String] = [:]
        for key in localizer.catalog.keys {
            guard let text = localizer.catalog.entries[key]?.localizations["en"]?.units.last?.value,
                  let signature = try? LocalizedFormat.signature(of: text), signature.values.contains(.object) else { continue }
            let samples = StringsPage.samples(for: key, locale: Locale(identifier: "en_US"), localizer: localizer)
            #expect(samples.count == signature.values.filter { $0 == .object }.count, "\(key): \(samples)")
            seen[key] = samples.joined(separator: "|")
        }
        #expect(seen.count > 15)
        #expect(Set(seen.values).count > 10, "keys of different meanings get different samples")
    }

    @Test("a positional or sequential text is filled by position, the count as written")
    func filledWithText() {
        let signature: [Int: FormatPlaceholder.Kind] = [1: .object, 2: .integer]
        #expect(StringsPage.filledWithText("В %1$@ %2$lld знака", signature: signature, count: "1,5", objects: ["CHF"]) == "В CHF 1,5 знака")
        #expect(StringsPage.filledWithText("%2$lld in %1$@ (100%%)", signature: signature, count: "1.5", objects: ["CHF"]) == "1.5 in CHF (100%)")
        #expect(StringsPage.filledWithText("За %lld дня", signature: [1: .integer], count: "1,5", objects: []) == "За 1,5 дня")
    }

    @Test("a chip is drawn with the view's padding, spacing.md across (SurfaceStyle.filterChip), so the sample theme's four quick amounts fit one row")
    func chipPadding() {
        #expect(StoryHTML.css.contains(".c-chip { display: inline-flex; align-items: center; min-height: 44px; padding: 0 var(--tally-spacing-md);"))
        #expect(SurfaceStyle.filterChip(isSelected: false, in: .standard).horizontalPadding == TallyTheme.standard.spacing(.md))
    }

    @Test("a theme's font the catalog does not ship: named in a warning, Inter placed after it for sans stacks, the tokens page unchanged")
    func themeFontStandIn() throws {
        func token(_ path: String, _ names: [String]) -> ResolvedToken {
            ResolvedToken(path: path, type: .fontFamily, value: .fontFamily(names))
        }
        let tokens = [
            token("font.family.sans", ["Avenir Next", "-apple-system", "system-ui", "sans-serif"]),
            token("font.family.mono", ["Berkeley Mono", "monospace"]),
            token("font.family.inter", ["Inter", "sans-serif"]),
            token("font.family.system", ["system-ui", "sans-serif"]),
        ]
        let substitutions = CatalogFonts.substitutions(in: tokens)
        #expect(substitutions.map(\.family) == ["Avenir Next", "Berkeley Mono"])
        #expect(substitutions.map(\.standIn) == ["Inter", nil])
        #expect(substitutions[0].warning.contains("\"Avenir Next\" (font.family.sans)") && substitutions[0].warning.contains("Inter"))
        #expect(substitutions[1].warning.contains("browser's own fallback"))
        let replaced = CatalogFonts.withStandIns(tokens)
        #expect(replaced[0].value == .fontFamily(["Avenir Next", "Inter", "-apple-system", "system-ui", "sans-serif"]))
        #expect(replaced[1] == tokens[1] && replaced[2] == tokens[2] && replaced[3] == tokens[3])
        #expect(CatalogFonts.substitutions(in: TallyTokens.all).isEmpty, "Tally's own tokens name Inter, which the site ships")
    }
}

import Foundation
import TallyCore
@testable import TallyLocalizationCheck
import Testing

/// Whether a terminal acts on `scalar` rather than drawing it: controls, bidirectional controls,
/// line and paragraph separators (Unicode's properties, not the list the code keeps).
private func actsOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    return properties.generalCategory == .control || properties.isBidiControl
        || properties.generalCategory == .lineSeparator || properties.generalCategory == .paragraphSeparator
}

private func isClean(_ text: String) -> Bool { !text.unicodeScalars.contains(where: actsOnTerminal) }

private struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

private func unit(_ value: String, state: String = "translated") -> StringCatalog.Localization {
    .unit(StringCatalog.Unit(state: state, value: value))
}

/// An app's catalog as JSON text, with the language code `e`, ESC, `[31ms`; a key that sets the
/// window title and clears the screen; a right-to-left override in a text with a wrong placeholder.
private let hostileJSON = #"""
{"sourceLanguage": "en", "version": "1.0", "strings": {
  "common.cancel": {"localizations": {"e\u001b[31ms": {"stringUnit": {"state": "translated", "value": "Cancel"}}}},
  "k\u001b]0;owned\u0007\u001b[2J": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "x"}}}},
  "reminder.daysBefore": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "\u202e%@ Tage\u2066"}}}}
}}
"""#

@Suite("String Catalog problems echo hostile text as visible escapes")
struct HostileCatalogMessageTests {
    @Test("an app's catalog with ESC in a language code and a key, and a bidi override in a text")
    func hostileAppCatalog() throws {
        let catalog = try StringCatalog(text: hostileJSON)
        let error = try #require(throws: TallyStringsError.self) { try TallyStrings(overrides: catalog) }
        #expect(error.problems.count >= 3)
        for problem in error.problems {
            #expect(isClean(problem.description), "\(problem.description.debugDescription)")
            #expect(isClean(problem.message), "\(problem.message.debugDescription)")
        }
        #expect(isClean(error.description.replacingOccurrences(of: "\n", with: " ")))
        let lines = error.problems.map(\.description)
        #expect(lines.contains { $0.hasPrefix(#"common.cancel [e\u{1B}[31ms]: the language code is not a BCP 47 language tag: "e\u{1B}[31ms" is not a language subtag"#) }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(#"k\u{1B}]0;owned\u{7}\u{1B}[2J: Tally has no key "k\u{1B}]0;owned\u{7}\u{1B}[2J""#) }, "\(lines)")
        #expect(lines.contains { $0.contains(#""\u{202E}%@ Tage\u{2066}" has placeholders"#) }, "\(lines)")
    }

    @Test("tally l10n check's own catalog problems quote hostile keys, codes and texts escaped")
    func hostileOwnCatalog() throws {
        let catalog = try StringCatalog(text: hostileJSON)
        let sources = [LocalizationSource(path: "Sources/TallyUI/V\u{202E}.swift", text: "Text(\"Hi\u{1B}[31m there\")\nTallyStringKey(\"x\u{1B}[2J\")", isUserInterface: true)]
        let problems = LocalizationCheck.run(catalog: catalog, sources: sources)
        #expect(problems.count >= 6)
        for problem in problems {
            #expect(isClean(problem.description), "\(problem.description.debugDescription)")
            #expect(isClean(problem.message), "\(problem.message.debugDescription)")
        }
        #expect(problems.contains { $0.description.contains(#"Text("Hi\u{1B}[31m there" shows text"#) }, "\(problems.map(\.description))")
        #expect(problems.contains { $0.kind == .invalidLanguageCode && $0.language == "e\u{1B}[31ms" }, "\(problems.map(\.description))")
    }

    @Test("random hostile catalogs: every problem, of the app check and of tally l10n check, is free of characters a terminal acts on")
    func randomHostileCatalogs() {
        var generator = Generator(state: 0xCA7A_1061)
        let pieces = ["\u{1B}[31m", "\u{1B}]0;t\u{7}", "\u{9B}", "\u{202E}", "\u{2067}", "\u{61C}", "\u{2029}", "\r", "\n", "\t", "\u{0}",
                      "en", "de", "-", "_", "CH", "%@", "%lld", "%1$@", "%k", "common.cancel", "reminder.daysBefore", "x", " ", "é"]
        func text(_ count: Int) -> String {
            (0..<Int.random(in: 1...count, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        var problemCount = 0
        for _ in 0..<300 {
            var entries: [String: StringCatalog.Entry] = [:]
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let key = Bool.random(using: &generator) ? ["common.cancel", "reminder.daysBefore", "amount.accessibilityHint"].randomElement(using: &generator)! : text(3)
                var localizations: [String: StringCatalog.Localization] = [:]
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let language = Bool.random(using: &generator) ? ["en", "de", "fr", "ru"].randomElement(using: &generator)! : text(3)
                    localizations[language] = Bool.random(using: &generator)
                        ? unit(text(4), state: Bool.random(using: &generator) ? "translated" : text(2))
                        : .plural([.one: StringCatalog.Unit(state: "translated", value: text(3)), .few: StringCatalog.Unit(state: text(2), value: text(3))])
                }
                entries[key] = StringCatalog.Entry(key: key, localizations: localizations)
            }
            let catalog = StringCatalog(sourceLanguage: "en", entries: entries)
            var descriptions = LocalizationCheck.catalogProblems(catalog).map(\.description)
            do {
                _ = try TallyStrings(overrides: catalog)
            } catch let error as TallyStringsError {
                descriptions += error.problems.map(\.description) + error.problems.map(\.message)
            } catch {
                Issue.record("unexpected \(error)")
            }
            problemCount += descriptions.count
            for description in descriptions {
                #expect(isClean(description), "\(description.debugDescription)")
            }
        }
        #expect(problemCount > 1_000)
    }

    @Test("a catalog that cannot be read names the place and quotes the file's text escaped")
    func unreadableCatalog() {
        let json = #"{"sourceLanguage": "en", "strings": {"a\u001b[2J": {"localizations": {"de\u202e": {"stringUnit": {"state": "new"}}}}}}"#
        let error = #expect(throws: StringCatalogError.self) { try StringCatalog(text: json) }
        #expect(error.map { isClean($0.description) && isClean($0.message) } == true, "\(String(describing: error))")
        #expect(error?.description.contains(#"a\u{1B}[2J: the de\u{202E} stringUnit has no string "value""#) == true, "\(String(describing: error))")
    }
}

import Foundation
import Testing

/// Whether a terminal acts on `scalar` rather than drawing it, apart from the line feeds and tabs
/// that lay out the tool's own output: controls, bidirectional controls, line and paragraph
/// separators (Unicode's properties).
private func actsOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar != "\n", scalar != "\t" else { return false }
    let properties = scalar.properties
    return properties.generalCategory == .control || properties.isBidiControl
        || properties.generalCategory == .lineSeparator || properties.generalCategory == .paragraphSeparator
}

private func expectSafe(_ result: Tally.Result, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!result.output.unicodeScalars.contains(where: actsOnTerminal), "\(result.output.debugDescription)", sourceLocation: sourceLocation)
    #expect(!result.error.unicodeScalars.contains(where: actsOnTerminal), "\(result.error.debugDescription)", sourceLocation: sourceLocation)
}

private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-terminal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite("tally writes nothing raw to a terminal")
struct TerminalSafetyCLITests {
    @Test("l10n check --app-catalog: a language code with ESC, a key with window-title and clear-screen sequences, a bidi override")
    func hostileAppCatalog() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "common.cancel": {"localizations": {"e\u001b[31ms": {"stringUnit": {"state": "translated", "value": "Cancel"}}}},
          "k\u001b]0;owned\u0007\u001b[2J": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "x"}}}},
          "reminder.daysBefore": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "\u202e%@ Tage"}}}}
        }}
        """#
        let file = folder.appendingPathComponent("app\u{1B}[1m.xcstrings")
        try Data(catalog.utf8).write(to: file)
        let result = try Tally.run(["l10n", "check", "--app-catalog", file.path], in: folder)
        #expect(result.status == 1)
        expectSafe(result)
        #expect(result.error.contains(#"app\u{1B}[1m.xcstrings: k\u{1B}]0;owned"#), "\(result.error)")
        #expect(result.error.contains(#"app\u{1B}[1m.xcstrings: common.cancel [e\u{1B}[31ms]: "#), "\(result.error)")
        #expect(result.error.contains(#"Tally has no key "k\u{1B}]0;owned\u{7}\u{1B}[2J""#), "\(result.error)")
        #expect(result.error.contains(#"\u{202E}%@ Tage"#), "\(result.error)")

        let missing = try Tally.run(["l10n", "check", "--app-catalog", "no\u{1B}[2Jsuch\u{202E}.xcstrings"], in: folder)
        #expect(missing.status == 1)
        expectSafe(missing)
        #expect(missing.error.contains(#"no such file: no\u{1B}[2Jsuch\u{202E}.xcstrings"#), "\(missing.error)")
    }

    @Test("a token file with terminal sequences in names, types and aliases")
    func hostileTokens() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        let tokens = #"{"g\u001b[31m": {"$type": "color\u202e", "t\u001b]0;x\u0007": {"$value": "{missing\u001b[2J}"}}}"#
        try Data(tokens.utf8).write(to: folder.appendingPathComponent("tokens/bad\u{1B}[5m.tokens.json"))
        let result = try Tally.run(["tokens"], in: folder)
        #expect(result.status == 1)
        expectSafe(result)
        #expect(result.error.contains(#"bad\u{1B}[5m.tokens.json"#), "\(result.error)")
        #expect(result.error.contains(#"\u{1B}[31m"#), "\(result.error)")
    }

    @Test("arguments: an unknown subcommand, a bad option value, a currency, steps and pasted text with ESC and bidi controls")
    func hostileArguments() throws {
        let folder = FileManager.default.temporaryDirectory
        let unknown = try Tally.run(["\u{1B}[31mfoo"], in: folder)
        #expect(unknown.status != 0)
        expectSafe(unknown)
        #expect(unknown.error.contains(#"\u{1B}[31mfoo"#), "\(unknown.error)")

        let style = try Tally.run(["amount", "format", "1", "--currency", "CHF", "--locale", "de_CH", "--style", "\u{1B}]0;t\u{7}"], in: folder)
        #expect(style.status != 0)
        expectSafe(style)

        let currency = try Tally.run(["amount", "type", "1", "--currency", "\u{1B}[2J", "--locale", "de_CH"], in: folder)
        #expect(currency.status == 1)
        expectSafe(currency)
        #expect(currency.error.contains(#""\u{1B}[2J" is not an ISO 4217 currency code"#), "\(currency.error)")

        let steps = try Tally.run(["amount", "type", "1\u{1B}", "paste:\u{202E}12\r", "currency:\u{9B}X", "--currency", "CHF", "--locale", "de_CH"], in: folder)
        #expect(steps.status == 1)
        expectSafe(steps)
        #expect(steps.error.contains(#""currency:\u{9B}X""#), "\(steps.error)")

        let typed = try Tally.run(["amount", "type", "1\u{1B}\t", "paste:\u{202E}12\r", "--currency", "CHF", "--locale", "de_CH"], in: folder)
        #expect(typed.status == 0, "\(typed.error)")
        expectSafe(typed)
        let labels = typed.output.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init) ?? "" }
        #expect(labels == ["1", #"\u{1B}"#, #"\u{9}"#, #"paste:\u{202E}12\u{D}"#], "\(typed.output)")

        let json = try Tally.run(["amount", "type", "paste:\u{202E}12", "--currency", "CHF", "--locale", "de_CH", "--json"], in: folder)
        #expect(json.status == 0)
        expectSafe(json)
        #expect(json.output.contains(#""key": "paste:\u202e12""#), "\(json.output)")
    }
}

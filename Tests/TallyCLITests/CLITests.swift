import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TallyCore
import Testing

/// Runs the built `tally` executable (shared by the CLI test files).
struct Tally {
    static let executable: URL? = {
        // The test binary and `tally` are built into the same products folder.
        let candidates = [CommandLine.arguments.first, Bundle.main.executablePath].compactMap { $0 }
        for path in candidates {
            var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            for _ in 0..<4 {
                let tally = folder.appendingPathComponent("tally")
                if FileManager.default.isExecutableFile(atPath: tally.path) { return tally }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }()

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `tally` with `arguments` in `folder`, with this process's environment and `environment`
    /// over it, and `input` (if any) on its standard input.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:], input: Data? = nil) throws -> Result {
        let executable = try #require(Self.executable, "the tally executable was not found beside the test binary")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe(), err = Pipe(), inputPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            // Written from another thread, so that a full output pipe cannot block the writing.
            let writer = inputPipe.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(input)
                try? writer.close()
            }
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self), error: String(decoding: error, as: UTF8.self))
    }
}

private func packageFolder(tokens: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("tokens"), withIntermediateDirectories: true)
    for (name, text) in tokens {
        try Data(text.utf8).write(to: root.appendingPathComponent("tokens").appendingPathComponent(name))
    }
    return root
}

private func files(under root: URL) -> [String] {
    let base = root.resolvingSymlinksInPath().path
    var paths: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: base)
    while let path = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue { paths.append(path) }
    }
    return paths.sorted()
}

@Suite("tally CLI end to end")
struct CLITests {
    private let good = #"{"n": {"$type": "number", "a": {"$value": 1}}}"#

    @Test("tally tokens writes the five outputs; --check then passes and exits 0")
    func writeThenCheck() throws {
        let root = try packageFolder(tokens: ["n.tokens.json": good])
        defer { try? FileManager.default.removeItem(at: root) }
        let write = try Tally.run(["tokens"], in: root)
        #expect(write.status == 0, "\(write.error)")
        #expect(files(under: root) == [
            "Sources/TallyCore/Tokens/Generated/TallyTokens+All.swift", "Sources/TallyCore/Tokens/Generated/TallyTokens.swift",
            "tokens/dist/tally-tokens.css", "tokens/dist/tally-tokens.curve-fits.json", "tokens/dist/tally-tokens.resolved.json",
            "tokens/n.tokens.json",
        ])
        let check = try Tally.run(["tokens", "--check"], in: root)
        #expect(check.status == 0)
        #expect(check.output == "tally tokens --check: 5 outputs match the source\n")
    }

    private let spring = #"{"spring": {"s": {"$extensions": {"app.tally": {"$type": "spring", "$value": {"response": 0.5, "dampingFraction": 0.7}}}}}}"#

    @Test("a changed spring: --check names the CSS and the curve fits stale; tally tokens fits it again and --check passes")
    func changedSpring() throws {
        let root = try packageFolder(tokens: ["s.tokens.json": spring])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Tally.run(["tokens"], in: root).status == 0)
        let fits = root.appendingPathComponent("tokens/dist/tally-tokens.curve-fits.json")
        let before = try Data(contentsOf: fits)
        try Data(spring.replacingOccurrences(of: "0.5", with: "0.45").utf8).write(to: root.appendingPathComponent("tokens/s.tokens.json"))
        let check = try Tally.run(["tokens", "--check"], in: root)
        #expect(check.status == 1)
        #expect(check.error.contains("stale: tokens/dist/tally-tokens.css\n"))
        #expect(check.error.contains("stale: tokens/dist/tally-tokens.curve-fits.json\n"))
        #expect(check.error.hasSuffix("out of date; run `swift run tally tokens`\n"))
        #expect(try Data(contentsOf: fits) == before, "--check writes nothing")
        #expect(try Tally.run(["tokens"], in: root).status == 0)
        let after = try String(contentsOf: fits, encoding: .utf8)
        #expect(after.contains("stiffness \((2 * Double.pi / 0.45) * (2 * Double.pi / 0.45))") && !after.contains("stiffness 157.91367041742973"))
        #expect(try Tally.run(["tokens", "--check"], in: root).status == 0)
    }

    @Test("a malformed curve fits file: --check names it and its place and exits 1; tally tokens writes it again")
    func malformedCurveFits() throws {
        let root = try packageFolder(tokens: ["s.tokens.json": spring])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Tally.run(["tokens"], in: root).status == 0)
        let fits = root.appendingPathComponent("tokens/dist/tally-tokens.curve-fits.json")
        let good = try Data(contentsOf: fits)
        for broken in [good.prefix(good.count / 2), good.prefix(300) + Data([0xC3, 0x28]) + good.dropFirst(302)] {
            try Data(broken).write(to: fits)
            let check = try Tally.run(["tokens", "--check"], in: root)
            #expect(check.status == 1)
            #expect(check.error.contains("tokens/dist/tally-tokens.curve-fits.json:"), "\(check.error)")
            #expect(check.error.contains("this is not the curve fits file tally tokens writes: run `swift run tally tokens` to write it again\n"))
            #expect(check.error.contains("stale: tokens/dist/tally-tokens.curve-fits.json\n"))
            #expect(!check.error.contains("stale: tokens/dist/tally-tokens.css"), "the CSS is still checked, with every curve fitted")
            let write = try Tally.run(["tokens"], in: root)
            #expect(write.status == 0, "\(write.error)")
            #expect(write.error.contains("every curve is fitted afresh"))
            #expect(try Data(contentsOf: fits) == good)
            #expect(try Tally.run(["tokens", "--check"], in: root).status == 0)
        }
    }

    @Test("--check exits 1 and names each stale file, writing nothing")
    func checkNamesStale() throws {
        let root = try packageFolder(tokens: ["n.tokens.json": good])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Tally.run(["tokens"], in: root)
        try Data(#"{"n": {"$type": "number", "a": {"$value": 2}}}"#.utf8).write(to: root.appendingPathComponent("tokens/n.tokens.json"))
        let css = root.appendingPathComponent("tokens/dist/tally-tokens.css")
        let before = FileManager.default.contents(atPath: css.path)
        let check = try Tally.run(["tokens", "--check"], in: root)
        #expect(check.status == 1)
        #expect(check.error.contains("stale: tokens/dist/tally-tokens.css\n"))
        #expect(check.error.contains("stale: Sources/TallyCore/Tokens/Generated/TallyTokens.swift\n"))
        #expect(check.error.hasSuffix("4 outputs are out of date; run `swift run tally tokens`\n"))
        #expect(FileManager.default.contents(atPath: css.path) == before)
    }

    @Test("an error in the source exits 1, prints every error with its place, and writes nothing")
    func errorsWriteNothing() throws {
        let root = try packageFolder(tokens: [
            "a.tokens.json": #"{"n": {"$type": "number", "a": {"$value": "{n.b}"}, "b": {"$value": "{n.a}"}}}"#,
            "b.tokens.json": "{\n  \"c\": {\"$type\": \"color\", \"$value\": \"#ff0000\",}\n}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Tally.run(["tokens"], in: root)
        #expect(result.status == 1)
        #expect(result.error.contains("b.tokens.json:2:46: trailing comma before '}'"), "\(result.error)")
        #expect(result.error.hasSuffix("nothing written\n"))
        #expect(files(under: root) == ["tokens/a.tokens.json", "tokens/b.tokens.json"])
        // With the JSON fixed, the cycle is the one error left.
        try Data(##"{"c": {"$type": "color", "$value": "#ff0000"}}"##.utf8).write(to: root.appendingPathComponent("tokens/b.tokens.json"))
        let second = try Tally.run(["tokens"], in: root)
        #expect(second.status == 1)
        #expect(second.error.contains("a.tokens.json:1:43: n.a: alias cycle: {n.a} → {n.b} → {n.a}"), "\(second.error)")
        #expect(files(under: root) == ["tokens/a.tokens.json", "tokens/b.tokens.json"])
    }

    @Test("no token folder is a clear error")
    func missingFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Tally.run(["tokens"], in: root)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("cannot read the token folder "))
    }

    @Test("a second tally tokens, in another process, fails clearly while the first holds the lock; then runs")
    func tokensLockAcrossProcesses() throws {
        let root = try packageFolder(tokens: ["n.tokens.json": good])
        defer { try? FileManager.default.removeItem(at: root) }
        // This test process stands for a first `tally tokens` that is still writing.
        let lockPath = root.appendingPathComponent(".tally-tokens.lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
        #expect(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        _ = "\(getpid())\n".withCString { write(descriptor, $0, strlen($0)) }
        let blocked = try Tally.run(["tokens"], in: root)
        #expect(blocked.status == 1)
        #expect(blocked.error.contains("another tally tokens (process \(getpid())) is writing \(root.standardizedFileURL.path)"), "\(blocked.error)")
        #expect(files(under: root) == [".tally-tokens.lock", "tokens/n.tokens.json"])
        // The first run ends (as if killed: its lock file stays, unlocked): the next run takes over.
        close(descriptor)
        let next = try Tally.run(["tokens"], in: root)
        #expect(next.status == 0, "\(next.error)")
        #expect(files(under: root).count == 6, "the five outputs and the source; the lock file is gone")
    }

    @Test("tally tokens refuses to replace a hand-written file, naming it, and --check names it too")
    func tokensRefusesHandWritten() throws {
        let root = try packageFolder(tokens: ["n.tokens.json": good])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Tally.run(["tokens"], in: root).status == 0)
        let mine = root.appendingPathComponent("Sources/TallyCore/Tokens/Generated/Mine.swift")
        try Data("let mine = 1\n".utf8).write(to: mine)
        let refused = try Tally.run(["tokens"], in: root)
        #expect(refused.status == 1)
        #expect(refused.error.contains("Sources/TallyCore/Tokens/Generated/Mine.swift: a Swift file in Sources/TallyCore/Tokens/Generated that tally tokens did not write, so it is not removed"))
        #expect(refused.error.hasSuffix("tally tokens: nothing written\n"))
        #expect(FileManager.default.contents(atPath: mine.path) == Data("let mine = 1\n".utf8))
        let check = try Tally.run(["tokens", "--check"], in: root)
        #expect(check.status == 1 && check.error.contains("Mine.swift: a Swift file in"))
    }

    @Test("tally catalog writes the site and refuses a folder that is not a catalog")
    func catalog() throws {
        let root = try packageFolder(tokens: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try Tally.run(["catalog", "--out", "site"], in: root)
        #expect(first.status == 0, "\(first.error)")
        let written = try #require(first.output.split(separator: " ").dropFirst(3).first.flatMap { Int($0) })
        #expect(first.output.hasPrefix("tally catalog: wrote ") && first.output.contains(" strings) to "))
        #expect(files(under: root.appendingPathComponent("site")).count == written)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("site/tokens.html").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("site/component-amount-input.html").path))
        // An empty folder is fine; a folder with someone's files is refused and left alone.
        let empty = try Tally.run(["catalog", "--out", "tokens"], in: root)
        #expect(empty.status == 0)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: root.appendingPathComponent("docs/readme.md"))
        let blocked = try Tally.run(["catalog", "--out", "docs"], in: root)
        #expect(blocked.status == 1)
        #expect(blocked.error.contains("is not empty and is not an earlier catalog; choose an empty folder or pass --force"))
        #expect(files(under: root.appendingPathComponent("docs")) == ["readme.md"])
    }

    @Test("tally l10n check passes on the package and fails, listing problems, on a broken catalog")
    func l10nCheck() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let clean = try Tally.run(["l10n", "check", "--root", packageRoot.path], in: packageRoot)
        #expect(clean.status == 0, "\(clean.error)")
        #expect(clean.output.hasPrefix("tally l10n check: ") && clean.output.hasSuffix(" keys in en, ru, fr, de, no problems\n"))

        let root = try packageFolder(tokens: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Sources/TallyCore/Resources/Localizable.xcstrings")
        try FileManager.default.createDirectory(at: catalog.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%@"}}}}}}"#.utf8).write(to: catalog)
        let broken = try Tally.run(["l10n", "check"], in: root)
        #expect(broken.status == 1)
        #expect(broken.error.contains("k [ru]: no ru text\n"))
        #expect(broken.error.contains("k: no comment for translators"))
        #expect(broken.error.hasSuffix("tally l10n check: 4 problems\n"))

        try Data("{".utf8).write(to: catalog)
        let malformed = try Tally.run(["l10n", "check"], in: root)
        #expect(malformed.status == 1)
        #expect(malformed.error == "Sources/TallyCore/Resources/Localizable.xcstrings: line 1, column 2: malformed JSON: unexpected end of input, expected a string key or '}'\n")
    }

    @Test("tally l10n check --app-catalog checks an app's catalog over Tally's, naming each key and language")
    func l10nCheckAppCatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-app-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func unit(_ value: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }
        let good = folder.appendingPathComponent("Good.xcstrings")
        try Data(#"{"sourceLanguage": "en", "strings": {"common.cancel": {"localizations": {"es": \#(unit("Cancelar")), "ja": \#(unit("キャンセル"))}}}}"#.utf8).write(to: good)
        let clean = try Tally.run(["l10n", "check", "--app-catalog", good.path], in: folder)
        #expect(clean.status == 0, "\(clean.error)")
        #expect(clean.output == "tally l10n check: 1 of Tally's keys in es, ja from \(good.path), no problems\n")

        let bad = folder.appendingPathComponent("Bad.xcstrings")
        try Data(#"{"sourceLanguage": "en", "strings": {"amount.error.notANumber": {"localizations": {"es": \#(unit("%lld no"))}}, "app.title": {"localizations": {"en": \#(unit("Budget"))}}}}"#.utf8).write(to: bad)
        let refused = try Tally.run(["l10n", "check", "--app-catalog", bad.path], in: folder)
        #expect(refused.status == 1)
        #expect(refused.error.contains("\(bad.path): amount.error.notANumber [es]: \"%lld no\" has placeholders argument 1: integer; Tally's text has argument 1: object\n"))
        #expect(refused.error.contains("\(bad.path): app.title: Tally has no key \"app.title\""))
        #expect(refused.error.hasSuffix("tally l10n check: 2 problems in \(bad.path)\n"))

        let missing = try Tally.run(["l10n", "check", "--app-catalog", folder.appendingPathComponent("None.xcstrings").path], in: folder)
        #expect(missing.status == 1 && missing.error == "tally l10n check: no such file: \(folder.appendingPathComponent("None.xcstrings").path) (--app-catalog)\n", "\(missing.error)")
    }

    @Test("tally l10n plural prints CLDR's category for a number as written",
          arguments: [("ru_RU", "1", "one"), ("ru", "1.0", "other"), ("ru", "22", "few"), ("ru", "111", "many"),
                      ("fr_CH", "0", "one"), ("fr", "1000000", "many"), ("fr", "1c6", "many"), ("en", "1.0", "other"), ("de", "1", "one"),
                      ("pl", "22", "few"), ("ar_EG", "0", "zero"), ("cy", "6", "many"), ("pt_PT", "0", "other"), ("ja", "1", "other")])
    func l10nPlural(locale: String, number: String, category: String) throws {
        let result = try Tally.run(["l10n", "plural", locale, number], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        #expect(result.output == category + "\n")
    }

    @Test("tally l10n string resolves keys with counts, arguments, fallback and the pseudo-locale")
    func l10nString() throws {
        let folder = FileManager.default.temporaryDirectory
        #expect(try Tally.run(["l10n", "string", "reminder.daysBefore", "--locale", "ru_RU", "--count", "3"], in: folder).output == "За 3 дня\n")
        #expect(try Tally.run(["l10n", "string", "reminder.daysBefore", "--locale", "fr_CH", "--count", "1"], in: folder).output == "1 jour avant\n")
        #expect(try Tally.run(["l10n", "string", "currency.conversion.approximate", "--locale", "en", "11.70 EUR"], in: folder).output == "≈ 11.70 EUR\n")
        #expect(try Tally.run(["l10n", "string", "date.today", "--locale", "ja_JP"], in: folder).output == "Today\n")
        #expect(try Tally.run(["l10n", "string", "date.today", "--locale", "en-XA"], in: folder).output.hasPrefix("[Ţöðáý"))
        let bad = try Tally.run(["l10n", "string", "reminder.daysBefore", "--locale", "ru", "three"], in: folder)
        #expect(bad.status == 1 && bad.error == "tally l10n string: argument 1 must be an integer, got \"three\"\n")
        let missing = try Tally.run(["l10n", "string", "no.such", "--locale", "ru"], in: folder)
        #expect(missing.status == 1 && missing.error == "tally l10n string: no key \"no.such\" in the catalog\n")
    }

    @Test("tally motion list names every motion token with its Reduce Motion alternative")
    func motionList() throws {
        let result = try Tally.run(["motion", "list"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("name") == true)
        for name in ["appFast", "appNormal", "appSlow", "appSpring", "appSnappy", "menuSpring", "contextMenuAppear", "floatLabel", "titleCharWobble"] {
            #expect(lines.contains { $0.hasPrefix(name + " ") }, "\(name)")
        }
        #expect(lines.contains { $0.hasPrefix("pulse ") && $0.hasSuffix("no animation") })
    }

    @Test("tally motion sample writes JSON, CSV and SVG, and refuses what it cannot do")
    func motionSample() throws {
        let folder = FileManager.default.temporaryDirectory
        let json = try Tally.run(["motion", "sample", "appNormal", "--points", "5"], in: folder)
        #expect(json.status == 0, "\(json.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["token"] as? String == "appNormal" && object["duration"] as? Double == 0.25)
        let samples = try #require(object["samples"] as? [[Double]])
        #expect(samples.count == 5 && samples.first == [0, 0] && samples.last == [0.25, 1])
        #expect(abs(samples[2][1] - 0.5) < 1e-6)  // easeInOut is symmetric about its middle
        let csv = try Tally.run(["motion", "sample", "spring.app", "--points", "3", "--format", "csv"], in: folder)
        #expect(csv.output.hasPrefix("t,value\n0,0\n") && csv.output.split(separator: "\n").count == 4)
        let svg = try Tally.run(["motion", "sample", "titleCharWobble", "--track", "rotation", "--format", "svg"], in: folder)
        #expect(svg.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.output.contains("<polyline"))
        let wobble = try Tally.run(["motion", "sample", "titleCharWobble", "--track", "rotation", "--points", "2"], in: folder)
        #expect(wobble.output.contains("\"track\": \"rotation\""))
        let unknown = try Tally.run(["motion", "sample", "appSproing"], in: folder)
        #expect(unknown.status == 1 && unknown.error.contains("no motion token \"appSproing\""))
        let points = try Tally.run(["motion", "sample", "appFast", "--points", "1"], in: folder)
        #expect(points.status == 1 && points.error.contains("--points must be 2 to 10000"))
        let track = try Tally.run(["motion", "sample", "appFast", "--track", "scale"], in: folder)
        #expect(track.status == 1 && track.error.contains("appFast has no track \"scale\" (progress)"))
    }

    @Test("tally motion sample works for every motion token")
    func motionSampleEveryToken() throws {
        let list = try Tally.run(["motion", "list"], in: FileManager.default.temporaryDirectory)
        let names = list.output.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names.count == 22)  // 5 easings, 5 transitions, 8 springs, 4 keyframe sets
        for name in names {
            let result = try Tally.run(["motion", "sample", name, "--points", "3"], in: FileManager.default.temporaryDirectory)
            #expect(result.status == 0, "\(name): \(result.error)")
        }
    }

    @Test("tally amount type replays keys: display, accessibility value, fitted size and the refusal in the user's language")
    func amountType() throws {
        let folder = FileManager.default.temporaryDirectory
        let chf = try Tally.run(["amount", "type", "12.345", "<", "paste:CHF 1’234.50", "--currency", "CHF", "--locale", "de_CH"], in: folder)
        #expect(chf.status == 0, "\(chf.error)")
        let lines = chf.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 8)
        #expect(lines[5] == "5\t12.34\tCHF\u{00A0}12.34\t56 pt\tDiese Währung erlaubt 2 Nachkommastellen")
        #expect(lines[6] == "<\t12.3\tCHF\u{00A0}12.30\t56 pt")
        #expect(lines[7] == "paste:CHF 1’234.50\t1’234.50\tCHF\u{00A0}1’234.50\t56 pt")
        let json = try Tally.run(["amount", "type", "9", "<", "--currency", "JPY", "--locale", "ja_JP", "--json"], in: folder)
        let steps = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(steps.count == 2 && steps[1]["countsDown"] as? Bool == true && steps[0]["display"] as? String == "9")
        let bad = try Tally.run(["amount", "type", "1", "--currency", "XYZ", "--locale", "en_US"], in: folder)
        #expect(bad.status == 1 && bad.error.contains("\"XYZ\" is not an ISO 4217 currency code"))
    }

    @Test("tally amount type: letters, quick amounts, a maximum and a currency change are steps with their reasons")
    func amountTypeSteps() throws {
        let folder = FileManager.default.temporaryDirectory
        let letters = try Tally.run(["amount", "type", "12abc", "--currency", "CHF", "--locale", "en_US"], in: folder)
        let lines = letters.output.split(separator: "\n").map(String.init)
        #expect(letters.status == 0 && lines.count == 5)
        #expect(lines[2] == "a\t12\tCHF\u{00A0}12.00\t56 pt\t“a” is not a digit")
        let quick = try Tally.run(["amount", "type", "500", "quick:9.99", "quick:30", "currency:EUR", "--currency", "JPY", "--locale", "en_US",
                                   "--maximum", "20", "--json"], in: folder)
        let steps = try #require(try JSONSerialization.jsonObject(with: Data(quick.output.utf8)) as? [[String: Any]])
        #expect(steps.count == 6)
        #expect(steps[3]["error"] as? String == "This currency allows 0 decimal places" && steps[3]["display"] as? String == "5")
        #expect(steps[4]["error"] as? String == "The amount is too large" && steps[4]["display"] as? String == "5")
        #expect(steps[5]["currency"] as? String == "EUR" && steps[5]["accessibilityValue"] as? String == "€5.00" && steps[5]["error"] is NSNull)
        let refusedCurrency = try Tally.run(["amount", "type", "12.5", "currency:JPY", "--currency", "CHF", "--locale", "en_US"], in: folder)
        #expect(refusedCurrency.output.hasSuffix("currency:JPY\t12.5\tCHF\u{00A0}12.50\t56 pt\tJPY allows 0 decimal places: delete the extra digits first\n"))
    }

    @Test("tally amount type: a value the app sets, an edit inside the grouped text, and each step's exact value in JSON")
    func amountTypeBoundary() throws {
        let folder = FileManager.default.temporaryDirectory
        let run = try Tally.run(["amount", "type", "value:1234567.89", "edit:1,24,567.89", "paste:€52,249", "paste:1.2K", "value:9.999",
                                 "value:", "--currency", "USD", "--locale", "en_US", "--json"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let steps = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(steps.count == 6)
        // The app's value, shown grouped; its exact value as plain decimal text.
        #expect(steps[0]["display"] as? String == "1,234,567.89" && steps[0]["value"] as? String == "1234567.89")
        // The 3 deleted inside the grouped text: the amount is 124567.89, grouped again.
        #expect(steps[1]["display"] as? String == "124,567.89" && steps[1]["value"] as? String == "124567.89" && steps[1]["error"] is NSNull)
        // Another currency and a compact amount are refused with what was seen; the value stays.
        #expect(steps[2]["error"] as? String == "“€” is another currency: this amount is in USD" && steps[2]["value"] as? String == "124567.89")
        #expect(steps[3]["error"] as? String == "“1.2K” is a shortened amount: type it in full" && steps[3]["value"] as? String == "124567.89")
        // A value the currency cannot hold is refused, never rounded; an empty value is null.
        #expect(steps[4]["error"] as? String == "This currency allows 2 decimal places" && steps[4]["value"] as? String == "124567.89")
        #expect(steps[5]["value"] is NSNull && steps[5]["display"] as? String == "0")
    }

    @Test("malformed locales and numbers stop the command with the reason, exit 1, never a crash or a fallback")
    func malformedArguments() throws {
        let folder = FileManager.default.temporaryDirectory
        for locale in ["é", "xx_YY", "", "ру"] {
            let result = try Tally.run(["amount", "format", "1", "--currency", "CHF", "--locale", locale], in: folder)
            #expect(result.status == 1 && result.error.contains("--locale") && result.output.isEmpty, "\(locale): \(result.status) \(result.error)")
        }
        for value in ["1-2", "1.2.3", ".", String(repeating: "7", count: 39)] {
            let result = try Tally.run(["amount", "format", "--currency", "USD", "--locale", "en_US", "--", value], in: folder)
            #expect(result.status == 1 && result.error.contains("VALUE") && result.output.isEmpty, "\(value): \(result.error)")
        }
        let plural = try Tally.run(["l10n", "plural", "é", "1"], in: folder)
        #expect(plural.status == 1 && plural.error.contains("is not a locale identifier"))
        let quick = try Tally.run(["amount", "type", "quick:1-2", "--currency", "CHF", "--locale", "de_CH"], in: folder)
        #expect(quick.status == 1 && quick.error.contains("quick:1-2") && quick.output.isEmpty)
        for width in ["nan", "inf", "0"] {
            let result = try Tally.run(["amount", "type", "1", "--currency", "CHF", "--locale", "de_CH", "--width", width], in: folder)
            #expect(result.status == 1 && result.error.contains("--width") && result.output.isEmpty, "\(width): \(result.error)")
        }
        let convert = try Tally.run(["amount", "convert", "--", "-5", "CHF", "EUR"], in: folder)
        #expect(convert.status == 1 && convert.error.contains("negative"))
    }

    @Test("a locale whose numbering system is not positional decimal stops the command with the reason; decimal ones are taken")
    func numberingSystems() throws {
        let folder = FileManager.default.temporaryDirectory
        for (locale, system) in [("ta_IN@numbers=taml", "taml"), ("en_US@numbers=roman", "roman"), ("ja_JP@numbers=jpanfin", "jpanfin"),
                                 ("zh_CN@numbers=hanidec", "hanidec"), ("en_US@numbers=bogus", "bogus")] {
            let result = try Tally.run(["amount", "format", "5", "--currency", "USD", "--locale", locale], in: folder)
            #expect(result.status == 1 && result.output.isEmpty, "\(locale): \(result.status) \(result.output)")
            #expect(result.error == "tally amount: --locale \"\(locale)\": amounts are not written in the numbering system \"\(system)\"; use a positional decimal one, such as latn, arab, arabext, deva, beng or thai, or leave out @numbers\n",
                    "\(result.error)")
        }
        let convert = try Tally.run(["amount", "convert", "10", "CHF", "EUR", "--locale", "he_IL@numbers=hebr"], in: folder)
        #expect(convert.status == 1 && convert.error.contains("\"hebr\"") && convert.output.isEmpty)
        let plural = try Tally.run(["l10n", "plural", "en_US@numbers=roman", "1"], in: folder)
        #expect(plural.status == 1 && plural.error.contains("\"roman\""))
        #expect(try Tally.run(["amount", "format", "5", "--currency", "USD", "--locale", "th_TH@numbers=thai"], in: folder).output == "US$๕.๐๐\n")
        #expect(try Tally.run(["amount", "format", "5", "--currency", "USD", "--locale", "hi_IN@numbers=deva"], in: folder).output == "$५.००\n")
    }

    @Test("tally amount format: every style × sign is what FormattedAmountText draws; negative values need no '--'")
    func amountFormatSigned() throws {
        let folder = FileManager.default.temporaryDirectory
        let english = Locale(identifier: "en_US")
        for sign in ["expense", "income", "balance", "unsigned"] {
            for style in ["standard", "accounting", "compact"] {
                for value in ["4.5", "-1234.5", "0", "1234567"] {
                    let run = try Tally.run(["amount", "format", value, "--currency", "USD", "--locale", "en_US", "--style", style, "--sign", sign], in: folder)
                    let policy: FormattedAmountTextState.SignPolicy = sign == "expense" ? .expense : sign == "income" ? .income : sign == "balance" ? .balance : .unsigned
                    let shownStyle: FormattedAmountTextState.Style = style == "standard" ? .standard : style == "accounting" ? .accounting : .compact
                    let state = FormattedAmountTextState(amount: Decimal(string: value)!, currency: .usd, locale: english, sign: policy, style: shownStyle)
                    #expect(run.status == 0 && run.output == state.text + "\n", "\(sign) \(style) \(value): \(run.output) \(run.error)")
                }
            }
        }
        #expect(try Tally.run(["amount", "format", "4.5", "--currency", "USD", "--locale", "en_US", "--sign", "expense"], in: folder).output == "-$4.50\n")
        #expect(try Tally.run(["amount", "format", "-4.5", "--currency", "USD", "--locale", "en_US", "--sign", "expense"], in: folder).output == "+$4.50\n")
        #expect(try Tally.run(["amount", "format", "-1234.5", "--currency", "USD", "--locale", "en_US", "--style", "accounting"], in: folder).output == "($1,234.50)\n")
        #expect(try Tally.run(["amount", "format", "4.5", "--currency", "USD", "--locale", "en_US", "--style", "currency"], in: folder).output == "$4.50\n")
        #expect(try Tally.run(["amount", "format", "4.5", "--currency", "USD", "--locale", "en_US", "--style", "decimal", "--sign", "income"], in: folder).output == "+4.50\n")
        let refused = try Tally.run(["amount", "format", "4.5", "--currency", "USD", "--locale", "en_US", "--style", "compact-number", "--sign", "income"], in: folder)
        #expect(refused.status == 1 && refused.output.isEmpty && refused.error.contains("--sign income needs a currency style"))
    }

    @Test("tally amount format and convert")
    func amountFormatConvert() throws {
        let folder = FileManager.default.temporaryDirectory
        #expect(try Tally.run(["amount", "format", "1234567.891", "--currency", "CHF", "--locale", "de_CH"], in: folder).output == "CHF\u{00A0}1’234’567.89\n")
        #expect(try Tally.run(["amount", "format", "1234", "--currency", "JPY", "--locale", "ja_JP"], in: folder).output == "\u{00A5}1,234\n")
        #expect(try Tally.run(["amount", "format", "3400000", "--currency", "RUB", "--locale", "ru_RU", "--style", "compact-number"], in: folder).output == "3,4\u{00A0}млн\n")
        #expect(try Tally.run(["amount", "format", "3400000", "--currency", "RUB", "--locale", "ru_RU", "--style", "compact"], in: folder).output == "3,4\u{00A0}млн\u{00A0}₽\n")
        let converted = try Tally.run(["amount", "convert", "10", "CHF", "EUR", "--locale", "en_US"], in: folder)
        #expect(converted.status == 0 && converted.output == "€8.87\t(ECB rates of 2018-09-12)\n", "\(converted.output)")
        let endless = try Tally.run(["amount", "convert", "10", "CHF", "EUR", "--rates", "/dev/zero"], in: folder)
        #expect(endless.status == 1 && endless.error == "tally amount convert: the rates file has more than the 1048576 bytes a rates file may have (1048577 bytes read or declared before stopping)\n", "\(endless.error)")
        let missing = try Tally.run(["amount", "convert", "10", "CHF", "EUR", "--rates", "/nonexistent/rates.xml"], in: folder)
        #expect(missing.status == 1 && missing.error == "tally amount convert: no such file: /nonexistent/rates.xml (--rates)\n", "\(missing.error)")
        let unknown = try Tally.run(["amount", "convert", "10", "CHF", "XYZ"], in: folder)
        #expect(unknown.status == 1 && unknown.error.contains("unknown currency \"XYZ\""))
        let notNumber = try Tally.run(["amount", "format", "12,5", "--currency", "EUR", "--locale", "de_DE"], in: folder)
        #expect(notNumber.status == 1 && notNumber.error.contains("is not a number written with ASCII digits and at most one '.'"))
    }
}

/// The package these tests belong to, and its sample theme.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let brandTheme = repository.appendingPathComponent("Examples/Themes/Brand.theme.json").path

/// A theme whose secondary text is gray-700 in dark too: under 4.5:1 on every dark background.
private let darkTextTheme = """
{
  "color": {
    "textSecondary": {"$value": "{palette.gray.700}"}
  }
}
"""

@Suite("tally tokens --theme and tally catalog --theme end to end")
struct ThemeCLITests {
    @Test("--theme --swift-out writes the theme's Swift; --check compares it; a stale or hand-written file is named")
    func themeSwift() throws {
        let root = try packageFolder(tokens: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("tokens"))
        let write = try Tally.run(["tokens", "--theme", brandTheme, "--swift-out", "BrandTheme.swift"], in: root)
        #expect(write.status == 0, "\(write.error)")
        #expect(write.output.hasPrefix("wrote BrandTheme.swift: TallyTheme.evergreen, the theme Evergreen; "), "\(write.output)")
        #expect(files(under: root) == ["BrandTheme.swift"], "the file alone: no lock or temporary left")
        let swift = try #require(FileManager.default.contents(atPath: root.appendingPathComponent("BrandTheme.swift").path))
        let text = String(decoding: swift, as: UTF8.self)
        #expect(text.hasPrefix("// Generated by `swift run tally tokens` from the theme file Brand.theme.json. Do not edit:\n"))
        #expect(text.contains("extension TallyTheme {\n") && text.contains("public static let evergreen: TallyTheme = {"))
        #expect(text.contains("theme.surfaces = .solid\n"))

        let check = try Tally.run(["tokens", "--theme", brandTheme, "--swift-out", "BrandTheme.swift", "--check"], in: root)
        #expect(check.status == 0 && check.output == "tally tokens --check: BrandTheme.swift matches the theme Evergreen\n", "\(check.output)\(check.error)")
        try Data((text + "// edited\n").utf8).write(to: root.appendingPathComponent("BrandTheme.swift"))
        let stale = try Tally.run(["tokens", "--theme", brandTheme, "--swift-out", "BrandTheme.swift", "--check"], in: root)
        #expect(stale.status == 1 && stale.error.hasPrefix("stale: BrandTheme.swift\n"), "\(stale.error)")
        // The generated file, edited, is still generated: a run replaces it.
        #expect(try Tally.run(["tokens", "--theme", brandTheme, "--swift-out", "BrandTheme.swift"], in: root).status == 0)
        #expect(FileManager.default.contents(atPath: root.appendingPathComponent("BrandTheme.swift").path) == swift)

        try Data("let mine = 1\n".utf8).write(to: root.appendingPathComponent("Mine.swift"))
        let refused = try Tally.run(["tokens", "--theme", brandTheme, "--swift-out", "Mine.swift"], in: root)
        #expect(refused.status == 1 && refused.error.contains("Mine.swift: this file was not written by tally tokens, so it is not replaced"), "\(refused.error)")
        #expect(FileManager.default.contents(atPath: root.appendingPathComponent("Mine.swift").path) == Data("let mine = 1\n".utf8))

        let checked = try Tally.run(["tokens", "--theme", brandTheme], in: root)
        #expect(checked.status == 0 && checked.output.hasPrefix("tally tokens: the theme Evergreen (\(brandTheme)) passes every check; "), "\(checked.output)")
        let orphan = try Tally.run(["tokens", "--swift-out", "X.swift"], in: root)
        #expect(orphan.status == 1 && orphan.error == "tally tokens: --swift-out writes a theme's Swift; give the theme file with --theme\n")
        #expect(files(under: root) == ["BrandTheme.swift", "Mine.swift"])
    }

    @Test("a refused theme prints every error with file, line, column and path, exits 1 and writes nothing")
    func refusedTheme() throws {
        let root = try packageFolder(tokens: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(darkTextTheme.utf8).write(to: root.appendingPathComponent("dark.theme.json"))
        try Data(##"{"color": {"primry": {"$value": "#000000"}}}"##.utf8).write(to: root.appendingPathComponent("typo.theme.json"))
        let contrast = try Tally.run(["tokens", "--theme", "dark.theme.json", "--swift-out", "Dark.swift"], in: root)
        #expect(contrast.status == 1)
        let lines = contrast.error.split(separator: "\n")
        #expect(lines.count == 5, "\(contrast.error)")
        #expect(lines.first?.hasPrefix("dark.theme.json:3:22: color.textSecondary: color.textSecondary on color.background in dark is ") == true, "\(contrast.error)")
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix(":1; text needs at least 4.5:1 (WCAG 1.4.3)") })
        #expect(lines.last == "tally tokens: 4 errors in the theme; nothing written")
        let typo = try Tally.run(["tokens", "--theme", "typo.theme.json", "--swift-out", "Typo.swift"], in: root)
        #expect(typo.status == 1)
        #expect(typo.error == "typo.theme.json:1:22: color.primry: Tally has no token color.primry; a theme replaces Tally's tokens and adds none (did you mean color.primary?)\ntally tokens: 1 error in the theme; nothing written\n")
        let missing = try Tally.run(["tokens", "--theme", "none.theme.json"], in: root)
        #expect(missing.status == 1 && missing.error == "tally tokens: no such file: none.theme.json (--theme)\n", "\(missing.error)")
        let noTally = try Tally.run(["tokens", "--theme", "typo.theme.json", "--root", "nowhere"], in: root)
        #expect(noTally.status == 1 && noTally.error == "tally tokens: no such folder: nowhere (--root)\n", "\(noTally.error)")
        #expect(files(under: root) == ["dark.theme.json", "typo.theme.json"])
    }

    @Test("tally catalog --theme draws the site in the theme; a refused theme writes no site")
    func catalogTheme() throws {
        let root = try packageFolder(tokens: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let site = try Tally.run(["catalog", "--theme", brandTheme, "--out", "site"], in: root)
        #expect(site.status == 0, "\(site.error)")
        #expect(site.output.contains(" strings) in the theme Evergreen to "), "\(site.output)")
        let css = String(decoding: FileManager.default.contents(atPath: root.appendingPathComponent("site/assets/tally-tokens.css").path) ?? Data(), as: UTF8.self)
        #expect(css.contains("  --tally-color-primary: #0d9488;\n"))
        // The catalog ships Inter, not Avenir Next: Inter stands in where the theme's font is not installed.
        #expect(css.contains("  --tally-typography-body-font-family: \"Avenir Next\", Inter, -apple-system, system-ui, sans-serif;\n"))
        let tokens = String(decoding: FileManager.default.contents(atPath: root.appendingPathComponent("site/tokens.html").path) ?? Data(), as: UTF8.self)
        #expect(tokens.contains("#0d9488 light, #2dd4bf dark"))

        try Data(darkTextTheme.utf8).write(to: root.appendingPathComponent("dark.theme.json"))
        let refused = try Tally.run(["catalog", "--theme", "dark.theme.json", "--out", "dark-site"], in: root)
        #expect(refused.status == 1)
        #expect(refused.error.hasPrefix("dark.theme.json:3:22: color.textSecondary: color.textSecondary on color.background in dark is "), "\(refused.error)")
        #expect(refused.error.hasSuffix("tally catalog: 4 errors in the theme; nothing written\n"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("dark-site").path))
    }
}

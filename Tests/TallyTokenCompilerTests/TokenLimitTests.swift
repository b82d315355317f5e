import Foundation
import TallyCore
@testable import TallyTokenCompiler
import Testing

/// `n` nested parentheses around `inner`.
private func nested(_ n: Int, _ inner: String) -> String {
    String(repeating: "(", count: n) + inner + String(repeating: ")", count: n)
}

/// A chain `a0` (a number) ← `a1` ← … ← `a<links>`, each aliasing the one before, written in
/// `order`; `value(i)` is the value of `a<i>` for i ≥ 1.
private func chain(_ links: Int, reversed: Bool = false, value: (Int) -> String = { "\"{a\($0 - 1)}\"" }) -> String {
    var members = [#""a0": {"$type": "number", "$value": 1}"#]
    for i in 1...links { members.append("\"a\(i)\": {\"$type\": \"number\", \"$value\": \(value(i))}") }
    if reversed { members.reverse() }
    return "{\n" + members.joined(separator: ",\n") + "\n}"
}

/// Groups `g1.g2.….g<depth - 1>` around one token `t`: a path of `depth` names.
private func deepGroups(_ depth: Int) -> String {
    var text = #"{"$type": "number", "$value": 1}"#
    text = "{\"t\": \(text)}"
    for level in stride(from: depth - 1, through: 1, by: -1) { text = "{\"g\(level)\": \(text)}" }
    return text
}

/// The one error of `members` (`"name": {…}` each), compiled as files of 10,000 members, the
/// most a file holds.
private func singleRefusal(files members: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> TokenError {
    let files = stride(from: 0, to: members.count, by: TokenLimits.maximumTokensPerFile).map { start in
        let chunk = members[start..<min(start + TokenLimits.maximumTokensPerFile, members.count)]
        return TokenSourceFile(name: "part\(start / TokenLimits.maximumTokensPerFile).tokens.json", text: "{" + chunk.joined(separator: ", ") + "}")
    }
    let errors: [TokenError]
    do {
        let tokens = try TokenCompiler.compile(files)
        Issue.record("expected one error, compiled \(tokens.count) tokens", sourceLocation: sourceLocation)
        errors = []
    } catch {
        errors = error.errors
    }
    try #require(errors.count == 1, "expected one error, got \(errors.map(\.description))", sourceLocation: sourceLocation)
    return errors[0]
}

@Suite("Limits: nothing nests or chains without bound")
struct TokenLimitTests {
    @Test("an expression nested more than 32 levels is refused with its place and the limit; 32 levels are evaluated")
    func expressionNesting() throws {
        let error = try singleRefusal(#"{"n": {"$type": "number", "$value": ""# + nested(33, "1") + #""}}"#)
        #expect(error.kind == .limitExceeded)
        #expect(error.path == "n")
        #expect(error.file == "test.tokens.json")
        #expect(error.location?.line == 1 && error.location?.column == 37)
        #expect(error.message.hasSuffix(": parentheses and function calls nest more than 32 levels deep (at character 33)"))
        // 100,000 levels (this crashed the compiler), and nesting by function calls.
        #expect(try singleRefusal(#"{"n": {"$type": "number", "$value": ""# + nested(100_000, "1") + #""}}"#).kind == .limitExceeded)
        let calls = String(repeating: "round(", count: 40) + "1" + String(repeating: ")", count: 40)
        #expect(try singleRefusal(#"{"n": {"$type": "number", "$value": ""# + calls + #""}}"#).kind == .limitExceeded)
        #expect(try compile(#"{"n": {"$type": "number", "$value": ""# + nested(32, "1 + 1") + #""}}"#)["n"]?.value == .number(2))
        // Signs are read in a loop: 100,000 of them nest nothing.
        let signs = String(repeating: "-", count: 100_000) + "3"
        #expect(try compile(#"{"n": {"$type": "number", "$value": ""# + signs + #""}}"#)["n"]?.value == .number(3))
    }

    @Test("an alias chain of 33 links is refused once, on the token one link too far, whatever the order; 32 are followed")
    func aliasChain() throws {
        for reversed in [false, true] {
            let error = try singleRefusal(chain(33, reversed: reversed))
            #expect(error.kind == .limitExceeded)
            #expect(error.path == "a33")
            #expect(error.location?.line == (reversed ? 2 : 35))
            #expect(error.message == "follows a chain of 33 aliases ({a33} → {a32} → {a31} → … → {a0}); at most 32 are followed")
            let tokens = try compile(chain(32, reversed: reversed))
            #expect(tokens.count == 33 && tokens.allSatisfy { $0.value == .number(1) })
        }
        // Links inside arithmetic and composite fields count too.
        let arithmetic = try singleRefusal(chain(33) { "\"{a\($0 - 1)} * 1\"" })
        #expect(arithmetic.kind == .limitExceeded && arithmetic.path == "a33")
    }

    @Test("a chain of 100,000 aliases, a cycle of 10,000 and 100,000 untyped aliases are refused without crashing")
    func longChains() throws {
        // Over files of 10,000 tokens, the most one file holds.
        let long = try singleRefusal(files: (0...100_000).map { $0 == 0 ? #""a0": {"$type": "number", "$value": 1}"# : "\"a\($0)\": {\"$type\": \"number\", \"$value\": \"{a\($0 - 1)}\"}" })
        #expect(long.kind == .limitExceeded && long.path == "a33")
        var cycle = (0..<10_000).map { "\"c\($0)\": {\"$type\": \"number\", \"$value\": \"{c\(($0 + 1) % 10_000)}\"}" }
        var error = try singleRefusal("{" + cycle.joined(separator: ", ") + "}")
        #expect(error.kind == .limitExceeded)
        cycle = (0..<100_000).map { "\"u\($0)\": {\"$value\": \"{u\($0 + 1)}\"}" } + [#""u100000": {"$type": "number", "$value": 1}"#]
        error = try singleRefusal(files: cycle)
        #expect(error.kind == .limitExceeded && error.path == "u99967")
        // A short cycle is still reported as a cycle.
        #expect(try singleRefusal(##"{"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "number", "$value": "{a}"}}"##).kind == .aliasCycle)
    }

    @Test("groups nested more than 16 names deep are refused at the name that goes too deep; 16 are read")
    func groupDepth() throws {
        let error = try singleRefusal(deepGroups(17))
        #expect(error.kind == .limitExceeded)
        #expect(error.path == (1...16).map { "g\($0)" }.joined(separator: ".") + ".t")
        #expect(error.location?.line == 1)
        #expect(error.location?.column == 121)
        #expect(error.message == "groups nest more than 16 names deep here; a token path has at most 16 names")
        #expect(try compile(deepGroups(16)).count == 1)
        // Beyond the JSON parser's 512 levels the file is malformed JSON.
        #expect(try singleRefusal(deepGroups(600)).kind == .malformedJSON)
    }

    @Test("the deepest source the limits allow compiles and emits on a thread with a 512 KB stack")
    func worstCaseStack() throws {
        // 32 links, each an alias inside 31 parentheses and a function call: every limit at once,
        // at the deepest path.
        let prefix = (1..<16).map { "g\($0)" }
        var source = chain(32) { "\"" + nested(31, "round({\(prefix.joined(separator: ".")).a\($0 - 1)}) + 0") + "\"" }
        for name in prefix.reversed() { source = "{\"\(name)\": \(source)}" }
        let text = source
        let finished = Semaphore()
        nonisolated(unsafe) var count = 0
        let thread = Thread {
            count = (try? TokenCompiler.outputs(for: compile(text)).count) ?? -1
            finished.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        finished.wait()
        #expect(count == 5)
    }
}

/// A one-shot signal between threads.
private final class Semaphore: @unchecked Sendable {
    private let condition = NSCondition()
    private var done = false
    func signal() {
        condition.lock(); done = true; condition.signal(); condition.unlock()
    }
    func wait() {
        condition.lock(); while !done { condition.wait() }; condition.unlock()
    }
}

/// Tally's token source, read once, for the theme limits.
private let tallySources: [TokenSourceFile] = {
    (try? TokenSourceFile.load(from: packageRoot.appendingPathComponent("tokens"))) ?? []
}()

/// A token file of `count` number tokens `t0`…, one a line from line 2: `"t<i>": {…}`.
private func numberTokens(_ count: Int) -> String {
    "{\n" + (0..<count).map { "\"t\($0)\": {\"$type\": \"number\", \"$value\": \($0)}" }.joined(separator: ",\n") + "\n}"
}

/// `count` Unicode scalars: `e` and a combining acute accent, two scalars a character, then an
/// `x` when `count` is odd, so that a limit counted in characters would be missed.
private func scalars(_ count: Int) -> String {
    String(repeating: "e\u{301}", count: count / 2) + (count % 2 == 1 ? "x" : "")
}

/// The JSON string literal of `text` (quotes, backslashes and control characters escaped).
private func quoted(_ text: String) -> String {
    String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
}

@Suite("Limits: how much a token or theme file may hold")
struct TokenSizeLimitTests {
    @Test("a file of 10,000 tokens compiles; one more is refused once, at the 10,001st token, with nothing written")
    func tokensPerFile() throws {
        #expect(TokenLimits.maximumTokensPerFile == 10_000)
        #expect(try compile(numberTokens(10_000)).count == 10_000)
        let error = try singleRefusal(numberTokens(10_001))
        #expect(error.kind == .limitExceeded)
        #expect(error.path == "t10000")
        #expect(error.file == "test.tokens.json")
        // Line 1 is "{"; token t<i> is on line i + 2, its object after `"t10000": `.
        #expect(error.location?.line == 10_002 && error.location?.column == 11)
        #expect(error.message == "the file declares more than 10000 tokens; a token file holds at most 10000")
        // The limit is per file: two full files compile together.
        let second = numberTokens(10_000).replacingOccurrences(of: "\"t", with: "\"u")
        #expect(try TokenCompiler.compile([TokenSourceFile(name: "a.tokens.json", text: numberTokens(10_000)),
                                          TokenSourceFile(name: "b.tokens.json", text: second)]).count == 20_000)
    }

    @Test("a $description of 1,000 Unicode scalars is kept; 1,001 is refused at its place, on a token, a group or the top of a file")
    func descriptions() throws {
        #expect(TokenLimits.maximumDescriptionLength == 1_000)
        let atLimit = try compile(#"{"n": {"$type": "number", "$value": 1, "$description": "# + quoted(scalars(1_000)) + "}}")
        #expect(atLimit["n"]?.description == scalars(1_000))
        #expect(atLimit["n"]?.description?.unicodeScalars.count == 1_000)
        let token = try singleRefusal(#"{"n": {"$type": "number", "$value": 1, "$description": "# + quoted(scalars(1_001)) + "}}")
        #expect(token.kind == .limitExceeded && token.path == "n")
        #expect(token.location?.line == 1 && token.location?.column == 56)
        #expect(token.message == "$description is 1001 characters (Unicode scalars) long; at most 1000")
        let group = try singleRefusal(#"{"g": {"$description": "# + quoted(scalars(1_001)) + #", "n": {"$type": "number", "$value": 1}}}"#)
        #expect(group.kind == .limitExceeded && group.path == "g" && group.location?.column == 24)
        let top = try singleRefusal(#"{"$description": "# + quoted(String(repeating: "a", count: 5_000_000)) + #", "n": {"$type": "number", "$value": 1}}"#)
        #expect(top.kind == .limitExceeded && top.path == nil && top.location?.column == 18)
        #expect(top.message == "$description is 5000000 characters (Unicode scalars) long; at most 1000")
        #expect(try compile(#"{"$description": "# + quoted(scalars(1_000)) + #", "n": {"$type": "number", "$value": 1}}"#).count == 1)
    }

    @Test("a $deprecated message of 1,000 Unicode scalars is kept; 1,001 is refused at its place")
    func deprecationMessages() throws {
        let atLimit = try compile(#"{"n": {"$type": "number", "$value": 1, "$deprecated": "# + quoted(scalars(1_000)) + "}}")
        #expect(atLimit["n"]?.deprecated == scalars(1_000))
        let error = try singleRefusal(#"{"n": {"$type": "number", "$value": 1, "$deprecated": "# + quoted(scalars(1_001)) + "}}")
        #expect(error.kind == .limitExceeded && error.path == "n" && error.location?.column == 55)
        #expect(error.message == "the $deprecated message is 1001 characters (Unicode scalars) long; at most 1000")
    }

    @Test("tokens built in code with a description or deprecation past the limit are refused by the emitters")
    func emittersRefuseLongTexts() throws {
        let fine = ResolvedToken(path: "n", type: .number, description: scalars(1_000), value: .number(1))
        #expect(throws: Never.self) { try TokenCompiler.css(for: [fine]) }
        let long = ResolvedToken(path: "n", type: .number, description: scalars(1_001), value: .number(1))
        #expect(throws: TokenErrors([TokenError(.limitExceeded, path: "n", "$description is 1001 characters (Unicode scalars) long; at most 1000")])) {
            try TokenCompiler.outputs(for: [long])
        }
        let deprecated = ResolvedToken(path: "n", type: .number, deprecated: scalars(1_001), value: .number(1))
        #expect(throws: TokenErrors([TokenError(.limitExceeded, path: "n", "the $deprecated message is 1001 characters (Unicode scalars) long; at most 1000")])) {
            try TokenCompiler.css(for: [deprecated])
        }
    }

    @Test("a theme name of 64 Unicode scalars is taken; 65 is refused at the name, and a 10 MB name at once")
    func themeName() throws {
        #expect(TokenLimits.maximumThemeNameLength == 64)
        func theme(named name: String, file: String = "app.theme.json") throws(TokenErrors) -> CompiledTheme {
            try TokenCompiler.compileTheme(TokenSourceFile(name: file, text: #"{"$extensions": {"app.tally": {"theme": {"name": "# + quoted(name) + "}}}}"), over: tallySources)
        }
        #expect(try theme(named: scalars(64)).name == scalars(64))
        #expect(try theme(named: String(repeating: "N", count: 64)).identifier == String(repeating: "n", count: 64))
        for name in [scalars(65), String(repeating: "N", count: 10_000_000)] {
            do {
                let compiled = try theme(named: name)
                Issue.record("a name of \(name.unicodeScalars.count) scalars was taken as \(compiled.identifier)")
            } catch {
                #expect(error.errors.count == 1)
                let refusal = try #require(error.errors.first)
                #expect(refusal.kind == .limitExceeded)
                #expect(refusal.path == "$extensions.app.tally.theme")
                #expect(refusal.file == "app.theme.json")
                #expect(refusal.location?.line == 1 && refusal.location?.column == 50)
                #expect(refusal.message.hasSuffix(" is \(name.unicodeScalars.count) characters (Unicode scalars) long; a theme name has at most 64"))
                #expect(refusal.message.count < 200, "the name is cut in the message")
            }
        }
    }

    @Test("a theme without a name setting is named after its file: a file name of 64 scalars is taken, 65 refused; a name setting lifts it")
    func themeFileName() throws {
        let stem64 = String(repeating: "b", count: 64)
        let fine = try TokenCompiler.compileTheme(TokenSourceFile(name: "themes/\(stem64).theme.json", text: "{}"), over: tallySources)
        #expect(fine.name == stem64)
        let stem65 = String(repeating: "b", count: 65)
        do {
            let compiled = try TokenCompiler.compileTheme(TokenSourceFile(name: "themes/\(stem65).theme.json", text: "{}"), over: tallySources)
            Issue.record("named \(compiled.name)")
        } catch {
            #expect(error.errors.map(\.kind) == [.limitExceeded])
            #expect(error.errors.first?.file == "themes/\(stem65).theme.json")
            #expect(error.errors.first?.message.contains("which is 65 characters (Unicode scalars) long; a theme name has at most 64: set $extensions.app.tally.theme.name") == true)
        }
        let named = try TokenCompiler.compileTheme(TokenSourceFile(name: "\(stem65).theme.json", text: #"{"$extensions": {"app.tally": {"theme": {"name": "Short"}}}}"#), over: tallySources)
        #expect(named.name == "Short")
    }

    @Test("a token or theme file of 16 MiB is read; one byte more, or an endless file, is refused by size without reading it all")
    func fileSize() throws {
        #expect(TokenLimits.maximumFileSize == 16_777_216)
        let folder = try TemporaryFolder()
        let token = #"{"n": {"$type": "number", "$value": 1}}"#
        let padding = TokenLimits.maximumFileSize - token.utf8.count
        try folder.write("tokens/a.tokens.json", token + String(repeating: " ", count: padding))
        #expect(try TokenSourceFile.load(file: folder.url.appendingPathComponent("tokens/a.tokens.json"), name: "a").text.utf8.count == 16_777_216)
        #expect(try TokenCompiler.compile(TokenSourceFile.load(from: folder.url.appendingPathComponent("tokens"))).count == 1)
        try folder.write("tokens/a.tokens.json", token + String(repeating: " ", count: padding + 1))
        let tooLarge = TokenErrors([TokenError(.limitExceeded, file: "a.tokens.json", "the file holds more than 16777216 bytes (16 MiB); a token or theme file holds at most that")])
        #expect(throws: tooLarge) { try TokenSourceFile.load(from: folder.url.appendingPathComponent("tokens")) }
        #expect(throws: tooLarge) { try TokenSourceFile.load(file: folder.url.appendingPathComponent("tokens/a.tokens.json"), name: "a.tokens.json") }
        #if os(Linux) || os(macOS)
        #expect(throws: TokenErrors([TokenError(.limitExceeded, file: "/dev/zero", "the file holds more than 16777216 bytes (16 MiB); a token or theme file holds at most that")])) {
            try TokenSourceFile.load(file: URL(fileURLWithPath: "/dev/zero"), name: "/dev/zero")
        }
        #endif
    }
}

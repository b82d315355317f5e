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
        let long = try singleRefusal(chain(100_000))
        #expect(long.kind == .limitExceeded && long.path == "a33")
        var cycle = (0..<10_000).map { "\"c\($0)\": {\"$type\": \"number\", \"$value\": \"{c\(($0 + 1) % 10_000)}\"}" }
        var error = try singleRefusal("{" + cycle.joined(separator: ", ") + "}")
        #expect(error.kind == .limitExceeded)
        cycle = (0..<100_000).map { "\"u\($0)\": {\"$value\": \"{u\($0 + 1)}\"}" } + [#""u100000": {"$type": "number", "$value": 1}"#]
        error = try singleRefusal("{" + cycle.joined(separator: ", ") + "}")
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
        #expect(count == 4)
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

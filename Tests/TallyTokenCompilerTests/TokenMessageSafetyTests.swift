@_spi(Tally) import TallyCore
import TallyToolSupport
@testable import TallyTokenCompiler
import Testing

/// Whether a terminal acts on `scalar` rather than drawing it: controls, bidirectional controls,
/// line and paragraph separators (Unicode's properties, not the list the code keeps).
private func actsOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    return properties.generalCategory == .control || properties.isBidiControl
        || properties.generalCategory == .lineSeparator || properties.generalCategory == .paragraphSeparator
}

/// Text pieces a hostile token file is made of: terminal sequences, bidirectional overrides,
/// line breaks, and ordinary names, types and values.
private let pieces = [
    "\u{1B}[31m", "\u{1B}]0;owned\u{7}", "\u{1B}[2J", "\u{9B}1m", "\u{202E}", "\u{2066}", "\u{200F}", "\u{2028}", "\r", "\n", "\t",
    "\u{0}", "\u{7F}", "a", "color", "dimension", "{", "}", "{a}", ".", "px", "#", "ff0000", "12", "$", "é", "東",
]

@Suite("Token errors echo a hostile source as visible escapes")
struct TokenMessageSafetyTests {
    @Test("a name, a type, an alias and an expression with terminal sequences are quoted escaped")
    func hostileFiles() {
        let cases: [(JSONNode, String)] = [
            (JSONNode.object([("g\u{1B}[31m", .object([("$type", .string("color")), ("t", .object([("$value", .string("#ff0000"))]))]))]), #"g\u{1B}[31m"#),
            (.object([("g", .object([("$type", .string("color\u{202E}")), ("t", .object([("$value", .string("#ff0000"))]))]))]), #"color\u{202E}"#),
            (.object([("g", .object([("$type", .string("color")), ("t", .object([("$value", .string("{missing\u{1B}]0;title\u{7}}"))]))]))]), #"missing\u{1B}]0;title\u{7}"#),
            (.object([("n", .object([("$type", .string("number")), ("$value", .string("1 +\u{9B}31m"))]))]), #"\u{9B}31m"#),
            (.object([("d", .object([("$type", .string("dimension")), ("$value", .string("{n\u{2028}x}"))]))]), #"n\u{2028}x"#),
        ]
        for (document, quoted) in cases {
            hostileFile(document: document, quoted: quoted)
        }
    }

    private func hostileFile(document: JSONNode, quoted: String) {
        let errors = compileErrors(JSONWriter.write(document))
        #expect(!errors.isEmpty)
        for error in errors {
            #expect(!error.description.unicodeScalars.contains(where: actsOnTerminal), "\(error.description.debugDescription)")
            #expect(!error.message.unicodeScalars.contains(where: actsOnTerminal), "\(error.message.debugDescription)")
        }
        #expect(errors.contains { $0.description.contains(quoted) }, "\(errors.map(\.description))")
    }

    @Test("random hostile token files: no error message or description holds a character a terminal acts on")
    func randomHostileFiles() {
        var generator = SplitMix(state: 0x70_4E45)
        func text(_ count: Int) -> String {
            (0..<Int.random(in: 1...count, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        var errorCount = 0
        for _ in 0..<300 {
            var members: [(String, JSONNode)] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let type = Bool.random(using: &generator) ? ["color", "number", "dimension", "duration"].randomElement(using: &generator)! : text(3)
                let value: JSONNode = Bool.random(using: &generator) ? .string(text(4)) : .object([(text(2), .string(text(3)))])
                members.append((text(3), .object([("$type", .string(type)), (text(2), .object([("$value", value), ("$description", .string(text(3)))]))])))
            }
            let file = TokenSourceFile(name: text(2) + ".tokens.json", text: JSONWriter.write(.object(members)))
            do {
                _ = try TokenCompiler.compile([file])
            } catch {
                for problem in error.errors {
                    errorCount += 1
                    #expect(!problem.description.unicodeScalars.contains(where: actsOnTerminal), "\(problem.description.debugDescription)")
                    #expect(!problem.message.unicodeScalars.contains(where: actsOnTerminal), "\(problem.message.debugDescription)")
                }
                #expect(!error.description.unicodeScalars.contains { actsOnTerminal($0) && $0 != "\n" })
            }
        }
        #expect(errorCount > 300)
    }

    @Test("a token error made with raw text keeps it escaped, and its description is one line")
    func errorValue() {
        let error = TokenError(.invalidName, path: "a\u{1B}[2Jb", file: "f\u{202E}.tokens.json", location: TextLocation(line: 2, column: 3, offset: 9), "name \"x\ny\" is bad")
        #expect(error.message == #"name "x\u{A}y" is bad"#)
        #expect(error.description == #"f\u{202E}.tokens.json:2:3: a\u{1B}[2Jb: name "x\u{A}y" is bad"#)
    }
}

import Foundation
import Testing
@_spi(Tally) import TallyCore
import TallyToolSupport

@Suite("JSONWriter")
struct JSONWriterTests {
    @Test func fixedDocumentMatchesHandWrittenText() {
        let document = JSONNode.object([
            ("name", .string("Tally")),
            ("version", .number(2)),
            ("ratio", .number(0.25)),
            ("weights", .array([.number(0.4), .number(0), .number(0.2), .number(1)])),
            ("empty", .object([])),
            ("none", .array([])),
            ("flags", .object([("on", .bool(true)), ("off", .bool(false)), ("unset", .null)])),
            ("rows", .array([.object([("id", .number(1))]), .array([.string("a/b"), .string("\u{00FC}")])])),
        ])
        let expected = """
            {
              "name": "Tally",
              "version": 2,
              "ratio": 0.25,
              "weights": [0.4, 0, 0.2, 1],
              "empty": {},
              "none": [],
              "flags": {
                "on": true,
                "off": false,
                "unset": null
              },
              "rows": [
                {
                  "id": 1
                },
                ["a/b", "\u{00FC}"]
              ]
            }

            """
        #expect(JSONWriter.write(document) == expected)
    }

    @Test func topLevelScalarsAndEmptyContainers() {
        #expect(JSONWriter.write(.null) == "null\n")
        #expect(JSONWriter.write(.bool(false)) == "false\n")
        #expect(JSONWriter.write(.number(1.5)) == "1.5\n")
        #expect(JSONWriter.write(.number(-0.0)) == "0\n")
        #expect(JSONWriter.write(.string("x")) == "\"x\"\n")
        #expect(JSONWriter.write(.object([])) == "{}\n")
        #expect(JSONWriter.write(.array([])) == "[]\n")
    }

    @Test func numbersAreWrittenAsTheirLiterals() throws {
        let node = try JSONParser.parse("[1.50, 1E+2, -0, 0.10000000000000000001]")
        #expect(JSONWriter.write(node) == "[1.50, 1E+2, -0, 0.10000000000000000001]\n")
    }

    @Test func stringEscapes() {
        let text = "a\"b\\c\u{8}\u{C}\n\r\t\u{1}\u{1F}\u{7F}\u{85}\u{A0}/\u{E9}\u{1F600}"
        let expected = #""a\"b\\c\b\f\n\r\t\u0001\u001f\u007f\u0085"# + "\u{A0}/\u{E9}\u{1F600}\"\n"
        #expect(JSONWriter.write(.string(text)) == expected)
    }

    @Test("characters a terminal acts on are written as \\u escapes; their neighbours of the same lead byte as UTF-8")
    func terminalCharactersEscaped() {
        let text = "\u{202E}\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}\u{2028}\u{2029}\u{9B}|\u{2010}\u{20AC}\u{2030}\u{2070}\u{600}\u{A0}\u{2065}\u{206A}"
        let expected = #""\u202e\u2066\u2069\u200e\u200f\u061c\u2028\u2029\u009b|"# + "\u{2010}\u{20AC}\u{2030}\u{2070}\u{600}\u{A0}\u{2065}\u{206A}\"\n"
        #expect(JSONWriter.write(.string(text)) == expected)
    }

    @Test("random strings of every class are written with nothing a terminal acts on and read back as written")
    func randomStringsTerminalSafe() throws {
        var generator = SplitMix64(state: 0x15_0A11)
        for _ in 0..<5_000 {
            let text = VisibleTextTests.randomText(&generator)
            let written = JSONWriter.write(.object([(text, .string(text))]))
            #expect(!written.unicodeScalars.contains { VisibleTextTests.actsOnTerminal($0) && $0 != "\n" }, "\(text.debugDescription)")
            let parsed = try JSONParser.parse(written)
            guard case .object(let object) = parsed.value else { Issue.record("not an object"); continue }
            #expect(object.members.map(\.key) == [text])
            #expect(object[text]?.value.stringValue == text)
        }
    }

    @Test func keysAreEscaped() {
        let node = JSONNode.object([("say \"hi\"\n", .number(1))])
        #expect(JSONWriter.write(node) == "{\n  \"say \\\"hi\\\"\\n\": 1\n}\n")
    }

    @Test func arraysWithContainersGetOneElementPerLine() {
        let node = JSONNode.array([.array([.number(1), .number(2)]), .array([.number(3)]), .number(4), .array([])])
        #expect(JSONWriter.write(node) == "[\n  [1, 2],\n  [3],\n  4,\n  []\n]\n")
    }

    @Test(arguments: [(96, true), (97, false)])
    func scalarArrayLineWidthAtTheTopLevel(length: Int, inline: Bool) {
        let text = String(repeating: "x", count: length)
        let expected = inline ? "[\"\(text)\"]\n" : "[\n  \"\(text)\"\n]\n"
        #expect(JSONWriter.write(.array([.string(text)])) == expected)
    }

    @Test func lineWidthCountsKeyIndentationAndComma() {
        // "  \"k\": [\"" + text + "\"]," is 12 + length columns.
        let fits = String(repeating: "a", count: 88)
        let tooLong = String(repeating: "b", count: 89)
        let node = JSONNode.object([
            ("k", .array([.string(fits)])),
            ("l", .array([.string(tooLong)])),
            ("m", .array([.string(tooLong)])),
        ])
        let expected = """
            {
              "k": ["\(fits)"],
              "l": [
                "\(tooLong)"
              ],
              "m": ["\(tooLong)"]
            }

            """
        #expect(JSONWriter.write(node) == expected)
    }

    @Test func lineWidthCountsUnicodeScalarsNotBytes() {
        let wide = String(repeating: "\u{E9}", count: 96)
        #expect(JSONWriter.write(.array([.string(wide)])) == "[\"\(wide)\"]\n")
    }

    @Test func longScalarArraysBreakOnePerLine() {
        let node = JSONNode.array((0..<30).map { .number(Double($0) * 1000) })
        let lines = JSONWriter.write(node).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 33)
        #expect(lines.first == "[")
        #expect(lines[1] == "  0,")
        #expect(lines[30] == "  29000")
        #expect(lines[31] == "]")
        #expect(lines[32] == "")
    }

    @Test func nestedIndentation() {
        let node = JSONNode.object([
            ("a", .array([.object([("b", .object([("c", .array([.null]))]))])])),
        ])
        let expected = """
            {
              "a": [
                {
                  "b": {
                    "c": [null]
                  }
                }
              ]
            }

            """
        #expect(JSONWriter.write(node) == expected)
    }

    @Test func outputIsStableAndParsesBack() throws {
        let node = JSONNode.object([
            ("\u{00E9}t\u{00E9}", .string("tab\there")),
            ("list", .array([.number(0.1), .number(1e21), .number(1e-7), .string("\u{1F600}")])),
            ("objects", .array([.object([]), .object([("x", .bool(true))])])),
        ])
        let first = JSONWriter.write(node)
        let reparsed = try JSONParser.parse(first)
        #expect(reparsed.isEqualIgnoringLocations(node))
        #expect(JSONWriter.write(reparsed) == first)
    }

    @Test func documentsDeeperThanTheParserAcceptsAreStillWritten() throws {
        var node = JSONNode.number(1)
        for _ in 0..<600 { node = .array([node]) }
        let text = JSONWriter.write(node)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // 600 opening lines, "1", 600 closing lines, and the empty rest after the final newline;
        // "[1]" does not fit on one line at 1,198 columns of indentation.
        #expect(lines.count == 1202)
        #expect(lines[0] == "[")
        #expect(lines[599] == String(repeating: " ", count: 2 * 599) + "[")
        #expect(lines[600] == String(repeating: " ", count: 2 * 600) + "1")
        #expect(lines[601] == String(repeating: " ", count: 2 * 599) + "]")
        #expect(lines[1200] == "]")
        #expect(lines[1201] == "")
        // The parser refuses what is nested deeper than 512 levels, at the 513th bracket.
        var failure: JSONParseError?
        do { _ = try JSONParser.parse(text) } catch { failure = error as? JSONParseError }
        let error = try #require(failure)
        #expect(error.message == "nesting deeper than 512 levels")
        #expect(error.location.line == 513)
        #expect(error.location.column == 1025)
    }
}

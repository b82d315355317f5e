import Foundation
import Testing
@_spi(Tally) import TallyCore
import TallyToolSupport

/// The error `text` fails with, or `nil` if it parses.
private func parseFailure(_ text: String) -> JSONParseError? {
    do {
        _ = try JSONParser.parse(text)
        return nil
    } catch let error as JSONParseError {
        return error
    } catch {
        Issue.record("the parser threw \(error), not a JSONParseError")
        return nil
    }
}

/// The error `bytes` fail with, or `nil` if they parse.
private func parseFailure(_ bytes: [UInt8]) -> JSONParseError? {
    do {
        _ = try JSONParser.parse(Data(bytes))
        return nil
    } catch let error as JSONParseError {
        return error
    } catch {
        Issue.record("the parser threw \(error), not a JSONParseError")
        return nil
    }
}

private func nested(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
}

@Suite("JSONParser")
struct JSONParserTests {
    /// One input that must fail, with the exact message and place.
    struct ParseFailureCase: Sendable, CustomTestStringConvertible {
        var input: String
        var message: String
        var line: Int
        var column: Int

        init(_ input: String, _ message: String, line: Int, column: Int) {
            self.input = input
            self.message = message
            self.line = line
            self.column = column
        }

        var testDescription: String { input.debugDescription }
    }

    // MARK: Errors

    static let failures: [ParseFailureCase] = [
        // Empty input.
        ParseFailureCase("", "empty document", line: 1, column: 1),
        ParseFailureCase("  \n  ", "empty document", line: 2, column: 3),
        // Missing values and separators.
        ParseFailureCase("[1,\n 2,\n", "unexpected end of input, expected a value", line: 3, column: 1),
        ParseFailureCase("{\"a\":", "unexpected end of input, expected a value", line: 1, column: 6),
        ParseFailureCase("[,]", "expected a value, found ','", line: 1, column: 2),
        ParseFailureCase("[1,\u{00E9}]", "expected a value, found '\u{00E9}'", line: 1, column: 4),
        ParseFailureCase("\u{00A0}1", "expected a value, found U+00A0", line: 1, column: 1),
        ParseFailureCase(
            "{\n  \"a\": 1\n  \"b\": 2\n}", "expected ',' or '}' after an object member, found '\"'",
            line: 3, column: 3),
        ParseFailureCase("{\"a\": 1 x}", "expected ',' or '}' after an object member, found 'x'", line: 1, column: 9),
        ParseFailureCase(
            "{\"a\": 1", "unexpected end of input, expected ',' or '}' after an object member", line: 1, column: 8),
        ParseFailureCase("[1 2]", "expected ',' or ']' after an array element, found '2'", line: 1, column: 4),
        ParseFailureCase("[\t1\t}", "expected ',' or ']' after an array element, found '}'", line: 1, column: 5),
        ParseFailureCase("[1", "unexpected end of input, expected ',' or ']' after an array element", line: 1, column: 3),
        ParseFailureCase("{\n  \"name\" 1\n}", "expected ':' after the key \"name\", found '1'", line: 2, column: 10),
        ParseFailureCase("{\"name\"", "unexpected end of input, expected ':' after the key \"name\"", line: 1, column: 8),
        ParseFailureCase(
            "{\"\(String(repeating: "k", count: 50))\" 1}",
            "expected ':' after the key \"\(String(repeating: "k", count: 40))\u{2026}\", found '1'", line: 1, column: 55),
        ParseFailureCase("{1: 2}", "expected a string key or '}', found '1'", line: 1, column: 2),
        ParseFailureCase("{\"a\": 1, 2}", "expected a string key, found '2'", line: 1, column: 10),
        ParseFailureCase("{", "unexpected end of input, expected a string key or '}'", line: 1, column: 2),
        // Strings.
        ParseFailureCase("[\"abc", "unterminated string", line: 1, column: 2),
        ParseFailureCase("\n\n  \"a\\", "unterminated string", line: 3, column: 3),
        ParseFailureCase("\"\\u12", "unterminated string", line: 1, column: 1),
        ParseFailureCase("[\n  \"a\\qb\"\n]", "invalid escape '\\q' in a string", line: 2, column: 5),
        ParseFailureCase("\"\\\u{00E9}\"", "invalid escape in a string: '\\' followed by '\u{00E9}'", line: 1, column: 2),
        ParseFailureCase("\"\\u12G4\"", "invalid \\u escape: expected 4 hexadecimal digits", line: 1, column: 2),
        ParseFailureCase("\"x\\u12\"", "invalid \\u escape: expected 4 hexadecimal digits", line: 1, column: 3),
        ParseFailureCase("\"\\ud83d\"", "unpaired UTF-16 surrogate in \\u escape", line: 1, column: 2),
        ParseFailureCase("\"\\ude00\"", "unpaired UTF-16 surrogate in \\u escape", line: 1, column: 2),
        ParseFailureCase("[\n\n \"ab\\ud83d\\u0041\"]", "unpaired UTF-16 surrogate in \\u escape", line: 3, column: 5),
        ParseFailureCase("{\"a\": \"x\ny\"}", "control character U+000A must be escaped in a string", line: 1, column: 9),
        ParseFailureCase(
            "{\n  \"a\": \"tab\there\"\n}", "control character U+0009 must be escaped in a string", line: 2, column: 12),
        // Trailing commas.
        ParseFailureCase("{\"a\": 1,\n}", "trailing comma before '}'", line: 1, column: 8),
        ParseFailureCase("[1,\n 2,\n 3,\n]", "trailing comma before ']'", line: 3, column: 3),
        // After the document.
        ParseFailureCase("{}\n\n  x", "unexpected 'x' after the end of the document", line: 3, column: 3),
        ParseFailureCase("[1]\u{0}", "unexpected U+0000 after the end of the document", line: 1, column: 4),
        ParseFailureCase("1 2", "unexpected '2' after the end of the document", line: 1, column: 3),
        // Duplicate keys.
        ParseFailureCase(
            "{\n  \"name\": 1,\n  \"other\": 2,\n  \"name\": 3\n}",
            "duplicate key \"name\" (first at line 2, column 3)", line: 4, column: 3),
        ParseFailureCase(
            "{\"a\": {\"x\": 1}, \"b\": {\"x\": 1, \"x\": 2}}",
            "duplicate key \"x\" (first at line 1, column 23)", line: 1, column: 31),
        // Numbers.
        ParseFailureCase("[01]", "invalid number '01': leading zeros are not allowed", line: 1, column: 2),
        ParseFailureCase("-007.5", "invalid number '-007.5': leading zeros are not allowed", line: 1, column: 1),
        ParseFailureCase("[1.]", "invalid number '1.'", line: 1, column: 2),
        ParseFailureCase("[1.e5]", "invalid number '1.e5'", line: 1, column: 2),
        ParseFailureCase("[1e]", "invalid number '1e'", line: 1, column: 2),
        ParseFailureCase("-", "invalid number '-'", line: 1, column: 1),
        ParseFailureCase("[+1]", "invalid number '+1'", line: 1, column: 2),
        ParseFailureCase("[.5]", "invalid number '.5'", line: 1, column: 2),
        ParseFailureCase("0x1F", "invalid number '0x1F'", line: 1, column: 1),
        ParseFailureCase("[-Infinity]", "invalid number '-Infinity'", line: 1, column: 2),
        ParseFailureCase("[\n  1e400\n]", "number '1e400' is out of range", line: 2, column: 3),
        ParseFailureCase("-1e400", "number '-1e400' is out of range", line: 1, column: 1),
        // Literals.
        ParseFailureCase("[tru]", "invalid literal 'tru' (expected true, false or null)", line: 1, column: 2),
        ParseFailureCase("NaN", "invalid literal 'NaN' (expected true, false or null)", line: 1, column: 1),
        ParseFailureCase("[\"\u{00E9}\u{1F600}\", x]", "invalid literal 'x' (expected true, false or null)", line: 1, column: 8),
        // Line endings: CRLF is one line break, a lone CR is one too.
        ParseFailureCase(
            "{\r\n  \"a\": 1,\r\n  \"a\": 2\r\n}", "duplicate key \"a\" (first at line 2, column 3)", line: 3, column: 3),
        ParseFailureCase("[\r1,\r]", "trailing comma before ']'", line: 2, column: 2),
        // Nesting.
        ParseFailureCase(nested(513), "nesting deeper than 512 levels", line: 1, column: 513),
        ParseFailureCase(
            String(repeating: "{\"k\":", count: 513) + "1" + String(repeating: "}", count: 513),
            "nesting deeper than 512 levels", line: 1, column: 512 * 5 + 1),
    ]

    @Test("rejects invalid text with an exact message and location", arguments: failures)
    func failure(_ example: ParseFailureCase) throws {
        let error = try #require(parseFailure(example.input))
        #expect(error.message == example.message)
        #expect(error.location.line == example.line)
        #expect(error.location.column == example.column)
    }

    @Test func errorDescriptionNamesLineAndColumn() throws {
        let error = try #require(parseFailure("[\n  1,\n  2,\n]"))
        #expect(error.description == "line 3, column 4: trailing comma before ']'")
        #expect(error.location.offset == 10)
    }

    @Test func errorOffsetsCountUTF8Bytes() throws {
        // "é" is 2 bytes and "😀" 4, but each is one column.
        let error = try #require(parseFailure("[\"\u{00E9}\u{1F600}\" x]"))
        #expect(error.message == "expected ',' or ']' after an array element, found 'x'")
        #expect(error.location == TextLocation(line: 1, column: 7, offset: 10))
    }

    @Test func byteOrderMarkIsSkippedButCountsInOffsets() throws {
        let error = try #require(parseFailure("\u{FEFF}[1,]"))
        #expect(error.message == "trailing comma before ']'")
        #expect(error.location == TextLocation(line: 1, column: 3, offset: 5))
    }

    // MARK: Invalid UTF-8

    struct UTF8Case: Sendable, CustomTestStringConvertible {
        var bytes: [UInt8]
        var message: String
        var line: Int
        var column: Int
        var testDescription: String { bytes.map { String($0, radix: 16) }.joined(separator: " ") }
    }

    static let utf8Failures: [UTF8Case] = [
        UTF8Case(bytes: [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D], message: "invalid UTF-8 byte 0xFF", line: 1, column: 4),
        // Outside a string, after a line break.
        UTF8Case(bytes: [0x0A, 0xC3, 0x28], message: "invalid UTF-8 byte 0xC3", line: 2, column: 1),
        // Overlong encoding of "/".
        UTF8Case(bytes: [0x22, 0xC0, 0xAF, 0x22], message: "invalid UTF-8 byte 0xC0", line: 1, column: 2),
        // Encoded UTF-16 surrogate U+D800.
        UTF8Case(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], message: "invalid UTF-8 byte 0xED", line: 1, column: 2),
        // Truncated sequence at the end of the input.
        UTF8Case(bytes: [0x22, 0xE2, 0x82], message: "invalid UTF-8 byte 0xE2", line: 1, column: 2),
        // Stray continuation byte after a valid "é".
        UTF8Case(bytes: [0x22, 0xC3, 0xA9, 0xA9, 0x22], message: "invalid UTF-8 byte 0xA9", line: 1, column: 3),
        // Above U+10FFFF.
        UTF8Case(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], message: "invalid UTF-8 byte 0xF4", line: 1, column: 2),
        // Invalid byte after the document.
        UTF8Case(bytes: [0x31, 0x20, 0xFE], message: "invalid UTF-8 byte 0xFE", line: 1, column: 3),
    ]

    @Test("rejects invalid UTF-8 in data at the offending byte", arguments: utf8Failures)
    func invalidUTF8(_ example: UTF8Case) throws {
        let error = try #require(parseFailure(example.bytes))
        #expect(error.message == example.message)
        #expect(error.location.line == example.line)
        #expect(error.location.column == example.column)
    }

    @Test func dataWithByteOrderMarkParses() throws {
        let node = try JSONParser.parse(Data([0xEF, 0xBB, 0xBF] + Array("{\"a\": \"\u{00FC}\"}".utf8)))
        #expect(node.location == TextLocation(line: 1, column: 1, offset: 3))
        #expect(node.value.objectValue?["a"]?.value.stringValue == "\u{00FC}")
    }

    @Test func stringWithByteOrderMarkParses() throws {
        let node = try JSONParser.parse("\u{FEFF}[true]")
        #expect(node.value.arrayValue?.first?.value.boolValue == true)
        #expect(node.location.column == 1)
    }

    @Test func byteOrderMarkOnlyIsAnEmptyDocument() throws {
        let error = try #require(parseFailure([0xEF, 0xBB, 0xBF, 0x20]))
        #expect(error.message == "empty document")
        #expect(error.location == TextLocation(line: 1, column: 2, offset: 4))
    }

    // MARK: Nesting

    @Test(arguments: [1, 500, 512])
    func nestingUpToTheLimitParses(depth: Int) throws {
        var node = try JSONParser.parse(nested(depth))
        var levels = 0
        while let elements = node.value.arrayValue {
            levels += 1
            guard let first = elements.first else { break }
            node = first
        }
        #expect(levels == depth)
    }

    @Test(arguments: [513, 600, 100_000])
    func nestingBeyondTheLimitFails(depth: Int) throws {
        let openOnly = String(repeating: "[", count: depth)
        let error = try #require(parseFailure(openOnly))
        #expect(error.message == "nesting deeper than 512 levels")
        #expect(error.location.column == 513)
    }

    // MARK: Values

    @Test func scalarsAtTheTopLevel() throws {
        #expect(try JSONParser.parse("true").value == .bool(true))
        #expect(try JSONParser.parse(" false ").value == .bool(false))
        #expect(try JSONParser.parse("\n\tnull\r\n").value == .null)
        #expect(try JSONParser.parse("\"hi\"").value == .string("hi"))
        #expect(try JSONParser.parse("-12").value.doubleValue == -12)
    }

    @Test func objectKeysKeepSourceOrder() throws {
        let node = try JSONParser.parse("{\"z\": 1, \"a\": 2, \"m\": 3, \"b\": {\"y\": 0, \"x\": 0}}")
        let object = try #require(node.value.objectValue)
        #expect(object.keys == ["z", "a", "m", "b"])
        #expect(object["b"]?.value.objectValue?.keys == ["y", "x"])
        #expect(object["a"]?.value.doubleValue == 2)
        #expect(object["missing"] == nil)
    }

    @Test func nodesRecordWhereTheyStart() throws {
        let text = "{\n  \"a\": [1, true],\n  \"b\": null\n}"
        let object = try #require(try JSONParser.parse(text).value.objectValue)
        let a = try #require(object.member(named: "a"))
        #expect(a.keyLocation == TextLocation(line: 2, column: 3, offset: 4))
        #expect(a.value.location == TextLocation(line: 2, column: 8, offset: 9))
        let elements = try #require(a.value.value.arrayValue)
        #expect(elements.map(\.location.column) == [9, 12])
        let b = try #require(object.member(named: "b"))
        #expect(b.keyLocation == TextLocation(line: 3, column: 3, offset: 22))
        #expect(b.value.location == TextLocation(line: 3, column: 8, offset: 27))
    }

    @Test func nestedStructures() throws {
        let text = """
            {"rows": [{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": []}], "meta": {"deep": {"x": [[null]]}}}
            """
        let root = try #require(try JSONParser.parse(text).value.objectValue)
        let rows = try #require(root["rows"]?.value.arrayValue)
        #expect(rows.count == 2)
        #expect(rows[0].value.objectValue?["tags"]?.value.arrayValue?.compactMap(\.value.stringValue) == ["a", "b"])
        #expect(rows[1].value.objectValue?["tags"]?.value.arrayValue?.isEmpty == true)
        let inner = root["meta"]?.value.objectValue?["deep"]?.value.objectValue?["x"]?.value.arrayValue
        #expect(inner?.first?.value.arrayValue?.first?.value.isNull == true)
    }

    struct LiteralCase: Sendable, CustomTestStringConvertible {
        var text: String
        var double: Double
        var isInteger: Bool
        var testDescription: String { text }
    }

    @Test(
        "numbers keep their literal text",
        arguments: [
            LiteralCase(text: "1.50", double: 1.5, isInteger: false),
            LiteralCase(text: "1e2", double: 100, isInteger: false),
            LiteralCase(text: "1E+2", double: 100, isInteger: false),
            LiteralCase(text: "2.5e-3", double: 0.0025, isInteger: false),
            LiteralCase(text: "123", double: 123, isInteger: true),
            LiteralCase(text: "-0", double: 0, isInteger: true),
            LiteralCase(text: "0.0", double: 0, isInteger: false),
            LiteralCase(text: "12345678901234567890", double: 12345678901234567168, isInteger: true),
            LiteralCase(text: "1e-400", double: 0, isInteger: false),
        ])
    func numberLiterals(_ example: LiteralCase) throws {
        let node = try JSONParser.parse("[\(example.text)]")
        let number = try #require(node.value.arrayValue?.first?.value.numberValue)
        #expect(number.literal == example.text)
        #expect(number.double == example.double)
        #expect(number.isInteger == example.isInteger)
    }

    @Test func stringEscapesAreDecoded() throws {
        let text = #""\"\\\/\b\f\n\r\t\u0041\u00e9\u00E9\u0000""#
        #expect(try JSONParser.parse(text).value == .string("\"\\/\u{8}\u{C}\n\r\tA\u{E9}\u{E9}\u{0}"))
    }

    @Test func surrogatePairsDecodeToOneCharacter() throws {
        let value = try JSONParser.parse(#"["\ud83d\ude00", "x\uD83D\uDE00y"]"#).value
        #expect(value.arrayValue?.compactMap(\.value.stringValue) == ["\u{1F600}", "x\u{1F600}y"])
    }

    @Test func rawUnicodeIsKept() throws {
        let node = try JSONParser.parse("{\"cl\u{00E9}\": \"h\u{00E9}llo \u{1F600} \u{4E2D}\"}")
        #expect(node.value.objectValue?["cl\u{00E9}"]?.value.stringValue == "h\u{00E9}llo \u{1F600} \u{4E2D}")
    }

    @Test func dataAndStringGiveTheSameNodes() throws {
        let text = "{\n  \"a\": [1.5, \"\u{00E9}\", {\"b\": null}]\n}"
        #expect(try JSONParser.parse(text) == JSONParser.parse(Data(text.utf8)))
    }

    @Test func locationsDifferButValuesMatchAcrossLayouts() throws {
        let compact = try JSONParser.parse("{\"a\":[1,2],\"b\":{\"c\":\"d\"}}")
        let spaced = try JSONParser.parse("{\n  \"a\": [1, 2],\n  \"b\": { \"c\": \"d\" }\n}")
        #expect(compact != spaced)
        #expect(compact.isEqualIgnoringLocations(spaced))
        let different = try JSONParser.parse("{\"a\":[1,2],\"b\":{\"c\":\"e\"}}")
        #expect(!compact.isEqualIgnoringLocations(different))
        let reordered = try JSONParser.parse("{\"b\":{\"c\":\"d\"},\"a\":[1,2]}")
        #expect(!compact.isEqualIgnoringLocations(reordered))
    }

    @Test func roundTripThroughTheWriter() throws {
        let text = """
            {"name": "Tally \\u00e9\\n\\"q\\"", "values": [0.4, 0, -1.50, 1e2, 2E-3, true, false, null],
             "nested": {"empty": {}, "list": [], "deep": [[1, [2, {"x": "\\ud83d\\ude00"}]]]},
             "long": ["aaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbb", "cccccccccccccccccccc", "dddddddddddddddddddd", "e"],
             "controls": "\\u0001\\u007f\\u0085/"}
            """
        let original = try JSONParser.parse(text)
        let written = JSONWriter.write(original)
        let reparsed = try JSONParser.parse(written)
        #expect(reparsed.isEqualIgnoringLocations(original))
        #expect(JSONWriter.write(reparsed) == written)
    }

    // MARK: Model

    @Test func kindNamesAndAccessors() {
        let values: [JSONValue] = [
            .null, .bool(true), .number(JSONNumber(3)), .string("s"), .array([]), .object(JSONObject()),
        ]
        #expect(values.map(\.kindName) == ["null", "boolean", "number", "string", "array", "object"])
        #expect(values.map { $0.stringValue != nil } == [false, false, false, true, false, false])
        #expect(values.map { $0.doubleValue != nil } == [false, false, true, false, false, false])
        #expect(values.map { $0.boolValue != nil } == [false, true, false, false, false, false])
        #expect(values.map { $0.arrayValue != nil } == [false, false, false, false, true, false])
        #expect(values.map { $0.objectValue != nil } == [false, false, false, false, false, true])
        #expect(values.map(\.isNull) == [true, false, false, false, false, false])
    }

    @Test func numbersMadeFromDoublesEqualParsedNumbers() throws {
        for value in [0.1, 16, -0.0, 1e21, 1e-7, 123.456] {
            let made = try #require(JSONNumber(value))
            let parsed = try #require(try JSONParser.parse(made.literal).value.numberValue)
            #expect(made == parsed)
        }
        #expect(JSONNumber(Double.nan) == nil)
        #expect(JSONNumber(-Double.infinity) == nil)
        #expect(JSONNode.number(Double.infinity) == .null)
    }

    @Test func numbersFromLiteralTextAreChecked() {
        #expect(JSONNumber(literal: "1.50")?.literal == "1.50")
        #expect(JSONNumber(literal: "-2e3")?.double == -2000)
        #expect(JSONNumber(literal: "7")?.isInteger == true)
        for bad in ["", " 1", "01", "+1", "1.", ".5", "0x10", "1e400", "NaN", "1_000"] {
            #expect(JSONNumber(literal: bad) == nil, "\(bad)")
        }
    }

    @Test func objectLookupFindsTheFirstOfDuplicateKeysBuiltInCode() throws {
        let node = JSONNode.object([("a", .number(1)), ("b", .number(2)), ("a", .number(3))])
        let object = try #require(node.value.objectValue)
        #expect(object.keys == ["a", "b", "a"])
        #expect(object["a"]?.value.doubleValue == 1)
        #expect(object.count == 3)
    }
}

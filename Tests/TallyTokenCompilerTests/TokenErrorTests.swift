import Foundation
import TallyCore
@testable import TallyTokenCompiler
import Testing

/// Every error kind the compiler reports, each with its message, its token path and its place.
@Suite("Errors name the token path and the problem")
struct TokenErrorTests {
    @Test("malformed JSON: line and column; an error as a compiler diagnostic, FILE:LINE:COLUMN: error: PATH: MESSAGE")
    func malformedJSON() throws {
        let error = try singleError("""
        {
          "a": {"$type": "number", "$value": 1},
          "b": {"$type": "number" "$value": 2}
        }
        """)
        #expect(error.kind == .malformedJSON)
        #expect(error.location?.line == 3)
        #expect(error.location?.column == 27)
        #expect(error.description.hasPrefix("test.tokens.json:3:27: "))
        #expect(error.compilerDiagnostic() == "test.tokens.json:3:27: error: " + error.message)
        #expect(error.compilerDiagnostic(file: "/app/Sources/App/test.tokens.json").hasPrefix("/app/Sources/App/test.tokens.json:3:27: error: "))
        let placed = TokenError(.unknownToken, path: "color.primry", file: "Brand.theme.json", location: TextLocation(line: 4, column: 5, offset: 40), "Tally has no token color.primry")
        #expect(placed.compilerDiagnostic() == "Brand.theme.json:4:5: error: color.primry: Tally has no token color.primry")
        #expect(TokenError(.io, file: "Brand.theme.json", "cannot read the file").compilerDiagnostic() == "Brand.theme.json: error: cannot read the file")
        #expect(TokenError(.io, "no *.tokens.json files in /x").compilerDiagnostic() == "error: no *.tokens.json files in /x")
        // What the file's name or the message quote reaches the terminal only as visible escapes.
        #expect(!TokenError(.io, file: "a\u{1B}[31m.json", "x\u{202E}y").compilerDiagnostic().unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    }

    @Test("unknown $type, and a Tally type written as a DTCG $type")
    func unknownType() throws {
        let error = try singleError(##"{"a": {"$type": "colour", "$value": "#ffffff"}}"##)
        #expect(error.kind == .unknownType)
        #expect(error.path == "a")
        #expect(error.message.hasPrefix("unknown $type \"colour\" (expected one of color, dimension, "))
        let spring = try singleError(##"{"s": {"$type": "spring", "$value": {"response": 0.5, "dampingFraction": 0.7}}}"##)
        #expect(spring.message == "unknown $type \"spring\"; spring is a Tally type: write it as $extensions.app.tally.$type")
    }

    @Test("unresolved alias names the path and suggests the nearest token")
    func unresolvedAlias() throws {
        let error = try singleError("""
        {"color": {"$type": "color", "blue": {"$value": "#3b82f6"}, "primary": {"$value": "{color.blu}"}}}
        """)
        #expect(error.kind == .unresolvedAlias)
        #expect(error.path == "color.primary")
        #expect(error.message == "unresolved alias {color.blu}: no token has that path (did you mean {color.blue}?)")
        #expect(error.location?.line == 1)
    }

    @Test("alias cycle prints the cycle, once")
    func aliasCycle() throws {
        let error = try singleError("""
        {
          "a": {"$type": "dimension", "$value": "{b}"},
          "b": {"$type": "dimension", "$value": "{c}"},
          "c": {"$type": "dimension", "$value": "{a}"}
        }
        """)
        #expect(error.kind == .aliasCycle)
        #expect(error.message == "alias cycle: {a} → {b} → {c} → {a}")
    }

    @Test("a cycle through arithmetic is a cycle too")
    func arithmeticCycle() throws {
        let error = try singleError(##"{"a": {"$type": "number", "$value": "{b} + 1"}, "b": {"$type": "number", "$value": "{a} * 2"}}"##)
        #expect(error.kind == .aliasCycle)
        #expect(error.message == "alias cycle: {a} → {b} → {a}")
    }

    @Test("an untyped alias cycle is reported as a cycle, not as missing types")
    func untypedCycle() throws {
        let error = try singleError(##"{"a": {"$value": "{b}"}, "b": {"$value": "{a}"}}"##)
        #expect(error.kind == .aliasCycle)
        #expect(error.message == "alias cycle: {a} → {b} → {a}")
    }

    @Test("type mismatch: an alias to a token of another type")
    func aliasTypeMismatch() throws {
        let error = try singleError(##"{"gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}, "c": {"$type": "color", "$value": "{gap}"}}"##)
        #expect(error.kind == .typeMismatch)
        #expect(error.message == "{gap} is a dimension token, but a color is needed here")
    }

    @Test("unit mismatch: adding px and ms, multiplying two units, a unit a dimension does not take")
    func unitMismatch() throws {
        let add = try singleError(##"{"a": {"$type": "dimension", "$value": "4px + 250ms"}}"##)
        #expect(add.kind == .typeMismatch)
        #expect(add.message == "\"4px + 250ms\": unit mismatch: cannot add 4px and 250ms")
        let multiply = try singleError(##"{"a": {"$type": "dimension", "$value": "4px * 2px"}}"##)
        #expect(multiply.message == "\"4px * 2px\": unit mismatch: cannot multiply 4px by 2px (only one side may have a unit)")
        let unit = try singleError(##"{"a": {"$type": "dimension", "$value": {"value": 16, "unit": "pt"}}}"##)
        #expect(unit.kind == .typeMismatch)
        #expect(unit.message == "unknown unit \"pt\" (dimensions take px or rem, durations ms or s)")
        let result = try singleError(##"{"a": {"$type": "duration", "$value": "16px * 2"}}"##)
        #expect(result.message == "32px is not a duration (ms or s)")
        let bare = try singleError(##"{"a": {"$type": "dimension", "$value": 16}}"##)
        #expect(bare.message == "a dimension needs a unit: write {\"value\": 16, \"unit\": \"px\"}")
    }

    @Test("colour component and alpha out of range")
    func componentOutOfRange() throws {
        let error = try singleError(##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, 1.2, 0]}}}"##)
        #expect(error.kind == .componentOutOfRange)
        #expect(error.message == "component 2 (green) is 1.2, outside [0, 1] for srgb")
        #expect(error.location?.column == 79)
        let alpha = try singleError(##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": -0.1}}}"##)
        #expect(alpha.kind == .componentOutOfRange)
        #expect(alpha.message == "alpha is -0.1, outside [0, 1]")
    }

    @Test("a hex fallback that disagrees with the components")
    func hexMismatch() throws {
        let error = try singleError(##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00"}}}"##)
        #expect(error.kind == .invalidValue)
        #expect(error.message == "\"hex\" #00ff00 does not match the components, which give #ff0000")
    }

    @Test("bad arithmetic: syntax, division by zero, unknown function")
    func badArithmetic() throws {
        let syntax = try singleError(##"{"n": {"$type": "number", "$value": "2 * (3 + 4"}}"##)
        #expect(syntax.kind == .badArithmetic)
        #expect(syntax.message == "bad arithmetic in \"2 * (3 + 4\": expected ')' at character 11")
        let zero = try singleError(##"{"n": {"$type": "number", "$value": "1 / (2 - 2)"}}"##)
        #expect(zero.kind == .badArithmetic)
        #expect(zero.message == "bad arithmetic in \"1 / (2 - 2)\": division by zero (1 / 0)")
        let function = try singleError(##"{"n": {"$type": "number", "$value": "sqrt(4)"}}"##)
        #expect(function.message == "bad arithmetic in \"sqrt(4)\": unknown function 'sqrt'; functions are round, floor, ceil, min and max")
    }

    @Test("a token without a type")
    func missingType() throws {
        let error = try singleError(##"{"loose": {"$value": 4}}"##)
        #expect(error.kind == .missingType)
        #expect(error.path == "loose")
        #expect(error.message == "has no $type: give the token or an enclosing group a $type, or alias a typed token")
    }

    @Test("names with dots or braces, unknown $ properties, children inside a token")
    func invalidNames() throws {
        let errors = compileErrors(##"{"a.b": {"$type": "number", "$value": 1}, "t": {"$type": "number", "$value": 1, "$valeu": 2, "child": {}}}"##)
        #expect(errors.map(\.kind) == [.invalidName, .invalidName, .invalidName])
        #expect(errors.map(\.message) == [
            "the name \"a.b\" contains '.', '{' or '}', which aliases use",
            "unknown property $valeu on a token",
            "a token cannot contain \"child\": only $value (or $ref), $type, $description, $extensions and $deprecated",
        ])
    }

    @Test("the same token in two files")
    func duplicateAcrossFiles() {
        let files = [
            TokenSourceFile(name: "a.tokens.json", text: ##"{"x": {"$type": "number", "$value": 1}}"##),
            TokenSourceFile(name: "b.tokens.json", text: ##"{"x": {"$type": "number", "$value": 2}}"##),
        ]
        #expect(throws: TokenErrors([TokenError(.duplicate, path: "x", file: "b.tokens.json", location: TextLocation(line: 1, column: 7, offset: 6), "is defined twice (also in a.tokens.json)")])) {
            try TokenCompiler.compile(files)
        }
    }

    @Test("every problem in a file is reported in one run")
    func collectsAll() {
        let errors = compileErrors("""
        {
          "a": {"$type": "number", "$value": "{missing}"},
          "b": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [2, 0, 0]}},
          "c": {"$value": 1}
        }
        """)
        #expect(errors.map(\.path) == ["a", "b", "c"])
        #expect(errors.map(\.kind) == [.unresolvedAlias, .componentOutOfRange, .missingType])
    }

    @Test("a value of the wrong shape for its type")
    func wrongShapes() throws {
        #expect(try singleError(##"{"c": {"$type": "cubicBezier", "$value": [1.2, 0, 0.2, 1]}}"##).message
            == "x1 is 1.2; x coordinates must be in 0…1")
        #expect(try singleError(##"{"w": {"$type": "fontWeight", "$value": 1001}}"##).message
            == "font weight 1001 is outside [1, 1000]")
        #expect(try singleError(##"{"s": {"$extensions": {"app.tally": {"$type": "spring", "$value": {"response": 0.5, "dampingFraction": 0}}}}}"##).message
            == "dampingFraction must be positive (an undamped spring never settles), found 0")
        #expect(try singleError(##"{"b": {"$type": "border", "$value": {"color": "#ffffff", "width": {"value": 1, "unit": "px"}}}}"##).message
            == "missing \"style\" (a strokeStyle)")
    }
}

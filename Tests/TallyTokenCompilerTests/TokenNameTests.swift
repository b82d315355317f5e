import Foundation
@_spi(Tally) import TallyCore
import TallyToolSupport
@testable import TallyTokenCompiler
import Testing

@Suite("Names: every name gives one valid Swift identifier and one CSS property")
struct TokenNameTests {
    @Test("names that cannot become an identifier are refused with the path and what is accepted", arguments: [
        ("_", "has a '_' that joins no two words"), ("💸", "has the character 💸 (U+1F4B8)"), ("-a", "has a '-' that joins no two words"), ("a--b", "has a '-' that joins no two words"), ("a  b", "has a ' ' that joins no two words"), (" a", "has a ' ' that joins no two words"), ("a\tb", "(U+9)"),
        ("naïve", "has the character ï (U+EF)"), ("a\u{2028}b", "has the character \\u{2028} (U+2028)"),
    ])
    func badNames(name: String, problem: String) throws {
        let quoted = JSONWriter.write(.string(name)).dropLast()
        let error = try singleRefusal("{\"g\": {\(quoted): {\"$type\": \"number\", \"$value\": 1}}}")
        #expect(error.kind == .invalidName)
        #expect(error.path == "g." + name)
        #expect(error.location?.line == 1 && error.location?.column == 8)
        #expect(error.message.contains(problem), "\(error.message)")
        #expect(error.message.hasSuffix(TokenNaming.acceptedNames))
    }

    @Test("a name of words joined by single spaces, as design tools write them, is camelCase in Swift and kebab-case in CSS")
    func spacedNames() throws {
        let tokens = try compile(##"{"color": {"$type": "color", "Hot pink": {"$value": "#ff00ff"}, "Acid Green 2": {"$value": "#b0bf1a"}}}"##)
        let names = Set(tokens.map(\.path))
        #expect(names == ["color.Hot pink", "color.Acid Green 2"])
        #expect(TokenNaming.swiftMember("Hot pink", parent: "color") == "hotPink")
        #expect(TokenNaming.swiftMember("Acid Green 2", parent: "color") == "acidGreen2")
        // "Hot pink" and "hot-pink" give one Swift name and one CSS property: refused, naming both.
        let clashes = compileErrors(##"{"color": {"$type": "color", "Hot pink": {"$value": "#ff00ff"}, "hot-pink": {"$value": "#ff00fe"}}}"##)
        #expect(clashes.map(\.path) == ["color.hot-pink", "color.hot-pink"])
        #expect(clashes.allSatisfy { $0.message.contains("color.Hot pink") }, "\(clashes)")
    }

    @Test("a name starting with a digit is accepted only in a group whose name starts with a letter")
    func digitNames() throws {
        #expect(try compile(##"{"size": {"100": {"$type": "number", "$value": 1}}}"##).count == 1)
        let top = try singleRefusal(##"{"9lives": {"$type": "number", "$value": 1}}"##)
        #expect(top.kind == .invalidName && top.message.hasPrefix("the name \"9lives\" starts with a digit at the top level; "))
        let error = try singleRefusal(##"{"size": {"100": {"200": {"$type": "number", "$value": 1}}}}"##)
        #expect(error.kind == .invalidName && error.path == "size.100.200")
        #expect(error.message.hasPrefix("the name \"200\" starts with a digit in a group whose name does not start with a letter"))
    }

    @Test("keywords, the types the generated code uses and TallyTokens.all are refused")
    func reservedNames() throws {
        let keyword = try singleRefusal(##"{"g": {"default": {"$type": "number", "$value": 1}}}"##)
        #expect(keyword.kind == .invalidName && keyword.path == "g.default" && keyword.location?.column == 8)
        #expect(keyword.message == "the name \"default\" becomes the Swift keyword default; choose another name")
        #expect(try singleRefusal(##"{"type": {"a": {"$type": "number", "$value": 1}}}"##).message
            == "the name \"type\" becomes the Swift keyword Type; choose another name")
        #expect(try singleRefusal(##"{"double": {"a": {"$type": "number", "$value": 1}}}"##).message
            == "the group name \"double\" becomes the Swift type name Double, which the generated code uses; choose another name")
        #expect(try singleRefusal(##"{"g": {"token-shadow": {"a": {"$type": "number", "$value": 1}}}}"##).kind == .invalidName)
        #expect(try singleRefusal(##"{"all": {"$type": "number", "$value": 1}}"##).message
            == "the top-level name \"all\" would clash with TallyTokens.all; choose another name")
        // `all` inside a group, and contextual words, are fine.
        #expect(try compile(##"{"g": {"all": {"$type": "number", "$value": 1}, "open": {"$type": "number", "$value": 1}}}"##).count == 2)
    }

    @Test("names that clash once generated are refused, naming both paths")
    func clashes() throws {
        let css = try singleRefusal(##"{"space": {"$type": "number", "xs": {"$value": 1}, "XS": {"$value": 2}}}"##)
        #expect(css.kind == .duplicate && css.path == "space.XS")
        #expect(css.location?.line == 1 && css.location?.column == 58)
        #expect(css.message == "writes the CSS custom property --tally-space-xs, which is written by space.xs too; rename one of them")
        let across = try singleRefusal(##"{"a": {"b-c": {"$type": "number", "$value": 1}}, "a-b": {"c": {"$type": "number", "$value": 2}}}"##)
        #expect(across.path == "a-b.c" && across.message.hasPrefix("writes the CSS custom property --tally-a-b-c, which is written by a.b-c too"))
        let field = try singleRefusal(##"""
        {"s": {"$extensions": {"app.tally": {"$type": "spring", "$value": {"response": 0.5, "dampingFraction": 0.7}}}},
         "s-duration": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}}
        """##)
        #expect(field.kind == .duplicate && field.path == "s-duration" && field.location?.line == 2)
        #expect(field.message.hasPrefix("writes the CSS custom property --tally-s-duration, which is written by s too"))
        let track = try singleRefusal(##"""
        {"k": {"$extensions": {"app.tally": {"$type": "keyframes", "$value": {"duration": [{"kind": "linear", "value": 1, "duration": 0.2}]}}}}}
        """##)
        #expect(track.kind == .duplicate && track.message.contains("which is written twice by this token"))
        let both = try refusedWritingNothing(##"{"g": {"$type": "number", "a-b": {"$value": 1}, "aB": {"$value": 2}}}"##)
        #expect(both.map(\.kind) == [.duplicate, .duplicate] && both.map(\.path) == ["g.aB", "g.aB"])
        #expect(both.map(\.message) == [
            "becomes the Swift name aB, as g.a-b does; rename one of them",
            "writes the CSS custom property --tally-g-a-b, which is written by g.a-b too; rename one of them",
        ])
    }

    @Test("keyframe track names follow the name rules; font family names hold no control characters")
    func valueNames() throws {
        let track = try singleRefusal(##"""
        {"k": {"$extensions": {"app.tally": {"$type": "keyframes", "$value": {"a;}b": [{"kind": "linear", "value": 1, "duration": 0.2}]}}}}}
        """##)
        #expect(track.kind == .invalidName && track.path == "k" && track.message.hasPrefix("keyframe track: the name \"a;}b\" has the character ;"))
        let font = try singleRefusal(##"{"f": {"$type": "fontFamily", "$value": ["Inter", "Evil\n}body{color:red"]}}"##)
        #expect(font.kind == .invalidValue && font.path == "f" && font.location?.column == 51)
        #expect(font.message == "the font family name \"Evil\\u{A}}body{color:red\" contains the control character U+000A, which CSS cannot hold")
    }

    @Test("tokens built in code are checked by the emitters too")
    func emitterValidation() {
        let tokens = [
            ResolvedToken(path: "a.💸", type: .number, value: .number(1)),
            ResolvedToken(path: "b", type: .number, value: .number(.nan)),
            ResolvedToken(path: "c", type: .color, value: .number(1)),
            ResolvedToken(path: "d", type: .fontFamily, value: .fontFamily(["x\u{0}"])),
        ]
        #expect(throws: TokenErrors.self) { try TokenCompiler.outputs(for: tokens) }
        #expect(TokenValidation.problems(tokens).map(\.kind) == [.invalidName, .numberOutOfRange, .typeMismatch, .invalidValue])
        #expect(throws: TokenErrors.self) { try TokenCompiler.css(for: tokens) }
    }
}

@Suite("Names: paths built in code")
struct TokenPathTests {
    @Test("a path that is both a token and a group, or two tokens with one path, is refused by the emitters")
    func tokenAndGroup() {
        let both = [ResolvedToken(path: "a", type: .number, value: .number(1)), ResolvedToken(path: "a.b", type: .number, value: .number(2))]
        #expect(TokenValidation.problems(both).map(\.description) == ["a: is a token and also the group of a.b"])
        let twice = [ResolvedToken(path: "a", type: .number, value: .number(1)), ResolvedToken(path: "a", type: .number, value: .number(2))]
        #expect(TokenValidation.problems(twice).map(\.description) == ["a: is defined twice"])
        #expect(throws: TokenErrors.self) { try TokenCompiler.outputs(for: both) }
    }
}

import Foundation
import TallyCore
@testable import TallyTokenCompiler
import Testing

@Suite("DTCG 2025.10: $root, $extends, $ref, gradients, weights, transitions")
struct DTCGStructureTests {
        // MARK: $root

    @Test("$root is a group's root token: {group.$root} names it, Swift calls it root, CSS -root")
    func rootToken() throws {
        let tokens = try compile(##"""
        {"color": {"$type": "color", "accent": {
          "$root": {"$value": "#dd0000"}, "light": {"$value": "#ff2222"}},
          "link": {"$value": "{color.accent.$root}"}}}
        """##)
        #expect(tokens["color.accent.$root"]?.value == .color(SchemeColor(TokenColor(rgb: 0xDD0000))))
        #expect(tokens["color.link"]?.aliasOf == "color.accent.$root")
        #expect(try TokenCompiler.css(for: tokens).contains("--tally-color-accent-root: #dd0000;"))
        #expect(try SwiftTokenEmitter.emit(tokens).values.contains("public static let root: SchemeColor"))
    }

    @Test("$root that is not a token, at the top level, or beside a token named root is refused")
    func rootRefused() throws {
        #expect(try singleError(##"{"g": {"$root": {"x": {"$value": 1}}}}"##).message == "$root must be a token (an object with $value), found a group")
        #expect(try singleError(##"{"$root": {"$type": "number", "$value": 1}}"##).message.hasPrefix("$root is the root token of a group"))
        let clash = compileErrors(##"{"g": {"$type": "number", "$root": {"$value": 1}, "root": {"$value": 2}}}"##)
        #expect(!clash.isEmpty && clash.allSatisfy { $0.kind == .duplicate && $0.message.contains("g.$root") })
    }

    // MARK: $extends

    @Test("$extends copies the target's tokens the group does not define; local tokens win whole; types carry")
    func extendsGroup() throws {
        let tokens = try compile(##"""
        {"input": {"$type": "dimension", "field": {"width": {"$value": {"value": 12, "unit": "rem"}},
                   "gap": {"$value": {"value": 4, "unit": "px"}}}},
         "inputAmount": {"$extends": "{input}", "field": {"width": {"$value": {"value": 100, "unit": "px"}}},
                   "extra": {"$value": {"value": 1, "unit": "px"}}},
         "viaPointer": {"$extends": "#/input"},
         "chained": {"$extends": "{inputAmount}"}}
        """##)
        #expect(tokens["inputAmount.field.width"]?.value == .dimension(TokenDimension(100, .px)))
        #expect(tokens["inputAmount.field.gap"]?.value == .dimension(TokenDimension(4, .px)))
        #expect(tokens["inputAmount.extra"]?.type == .dimension, "the target's $type reaches the group's own tokens")
        #expect(tokens["viaPointer.field.width"]?.value == .dimension(TokenDimension(12, .rem)))
        #expect(tokens["chained.field.width"]?.value == .dimension(TokenDimension(100, .px)))
        #expect(tokens["chained.extra"] != nil)
    }

    @Test("a JSON Schema style $ref on a group extends it as $extends does")
    func refOnGroup() throws {
        let tokens = try compile(##"{"a": {"$type": "number", "x": {"$value": 1}, "y": {"$value": 2}}, "b": {"$ref": "#/a", "y": {"$value": 3}}, "c": {"$ref": "#/a"}}"##)
        #expect(tokens["b.x"]?.value == .number(1) && tokens["b.y"]?.value == .number(3) && tokens["c.y"]?.value == .number(2))
    }

    @Test("$extends naming nothing, a token, its own group or a cycle is refused, naming $extends and the group")
    func extendsRefused() throws {
        let missing = try singleError(##"{"a": {"x": {"$type": "number", "$value": 1}}, "b": {"$extends": "{aa}"}}"##)
        #expect(missing.kind == .unresolvedAlias && missing.path == "b" && missing.message == "$extends names no group: {aa} (did you mean {a}?)")
        let token = try singleError(##"{"a": {"$type": "number", "$value": 1}, "b": {"$extends": "{a}"}}"##)
        #expect(token.kind == .typeMismatch && token.message == "$extends names the token {a}; a group extends a group, never a token")
        let ancestor = try singleError(##"{"button": {"c": {"$type": "number", "$value": 1}, "secondary": {"$extends": "{button}"}}}"##)
        #expect(ancestor.kind == .aliasCycle && ancestor.path == "button.secondary")
        let cycle = try singleError(##"{"a": {"$extends": "{b}", "t": {"$type": "number", "$value": 1}}, "b": {"$extends": "{c}"}, "c": {"$extends": "{a}"}}"##)
        #expect(cycle.kind == .aliasCycle && cycle.message == "$extends cycle: {a} extends {b} extends {c} extends {a}")
        let syntax = try singleError(##"{"a": {"$extends": "a"}}"##)
        #expect(syntax.message == "$extends \"a\" must name a group, as \"{group.path}\" or \"#/group/path\"")
    }

    // MARK: $ref

    @Test("$ref as a whole token is an alias; inside a value it gives the part it points at")
    func refValues() throws {
        let tokens = try compile(##"""
        {"base": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.8]},
                           "$extensions": {"app.tally": {"modes": {"dark": {"colorSpace": "srgb", "components": [0.6, 0.7, 1]}}}}},
                  "plain": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}},
                  "spacing": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}},
                  "alias": {"$type": "color", "$value": "{base.blue}"}},
         "semantic": {
           "primary": {"$ref": "#/base/blue"},
           "red": {"$type": "number", "$value": {"$ref": "#/base/plain/$value/components/0"}},
           "mixed": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [
               {"$ref": "#/base/blue/$value/components/0"}, {"$ref": "#/base/alias/$value/components/1"}, 0.7]}},
           "small": {"$type": "dimension", "$value": {"value": {"$ref": "#/base/spacing/$value/value"}, "unit": "rem"}},
           "border": {"$type": "border", "$value": {"color": {"$ref": "#/base/blue"}, "width": {"$ref": "#/base/spacing/$value"}, "style": "solid"}}}}
        """##)
        #expect(tokens["semantic.primary"]?.aliasOf == "base.blue" && tokens["semantic.primary"]?.type == .color)
        #expect(tokens["semantic.red"]?.value == .number(0.1))
        #expect(tokens["semantic.mixed"]?.value == .color(SchemeColor(
            light: TokenColor(red: 0.2, green: 0.4, blue: 0.7), dark: TokenColor(red: 0.6, green: 0.7, blue: 0.7))))
        #expect(tokens["semantic.small"]?.value == .dimension(TokenDimension(16, .rem)))
        guard case .border(let border)? = tokens["semantic.border"]?.value else { Issue.record("no border"); return }
        #expect(border.width == TokenDimension(16, .px) && border.color.dark == TokenColor(red: 0.6, green: 0.7, blue: 1))
    }

    @Test("JSON Pointer escapes: ~1 is '/', ~0 is '~'")
    func pointerEscapes() throws {
        #expect(try TokenReference.pointerSegments("#/a~1b/c~0d/~01").get() == ["a/b", "c~d", "~1"])
        let tokens = try compile(##"""
        {"src": {"$type": "number", "$value": 1, "$extensions": {"vendor/x": {"n~m": 5}}},
         "n": {"$type": "number", "$value": {"$ref": "#/src/$extensions/vendor~1x/n~0m"}}}
        """##)
        #expect(tokens["n"]?.value == .number(5))
        #expect((try? TokenReference.pointerSegments("#/a~2").get()) == nil, "~2 is refused")
    }

    @Test("a bad $ref says what is wrong with the $ref, not with the number it stands for")
    func refRefused() throws {
        func error(_ value: String) throws -> TokenError {
            try singleError(##"{"base": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.8], "hex": "#3366cc"}}, "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": ["## + value + ##", 0, 0]}}}"##)
        }
        let nowhere = try error(##"{"$ref": "#/base/$value/components/7"}"##)
        #expect(nowhere.kind == .unresolvedAlias && nowhere.path == "c")
        #expect(nowhere.message == "$ref \"#/base/$value/components/7\" points at nothing: {base/$value/components} is an array of 3, and \"7\" is not an index in it (0 to 2, no leading zeros)")
        let missing = try error(##"{"$ref": "#/bsae/$value/components/0"}"##)
        #expect(missing.message == "$ref \"#/bsae/$value/components/0\" points at nothing: no token or group has the path {bsae} (did you mean {base}?)")
        let hex = try error(##"{"$ref": "#/base/$value/hex"}"##)
        #expect(hex.message == "component 1 (red) must be a number or \"none\", found string (in what $ref \"#/base/$value/hex\" points at)")
        #expect(try error(##"{"$ref": "base/0"}"##).message == "$ref \"base/0\" must be a pointer into the token files, starting with \"#/\" (another document cannot be read)")
        #expect(try error(##"{"$ref": "#/a~2"}"##).message == "$ref \"#/a~2\" has a '~' not followed by 0 or 1 (\"~0\" stands for '~', \"~1\" for '/')")
        #expect(try error(##"{"$ref": 3}"##).message == "$ref must be a string, a JSON Pointer like \"#/color/blue/$value\", found number")
        #expect(try error(##"{"$ref": "#/base", "x": 1}"##).message == "$ref \"#/base\" stands in place of a value, so its object holds only \"$ref\"; it also has \"x\"")
        let group = try singleError(##"{"g": {"t": {"$type": "number", "$value": 1}}, "n": {"$type": "number", "$value": {"$ref": "#/g"}}}"##)
        #expect(group.kind == .typeMismatch && group.message.hasPrefix("$ref \"#/g\" points at the group {g}"))
        let cycle = compileErrors(##"{"a": {"$type": "number", "$value": {"$ref": "#/b/$value"}}, "b": {"$type": "number", "$value": {"$ref": "#/a/$value"}}}"##)
        #expect(!cycle.isEmpty && cycle.allSatisfy { $0.kind == .aliasCycle })
        let both = try singleError(##"{"a": {"$type": "number", "$value": 1, "$ref": "#/b"}, "b": {"$type": "number", "$value": 2}}"##)
        #expect(both.message == "a token has either $value or $ref (a reference in place of the value), not both")
    }

    @Test("references that multiply a value are cut off at the expansion limit")
    func refExpansionLimit() throws {
        // Each level is four copies of the one before: 4^12 values, were nothing cut off.
        var members = [##""l0": {"$type": "cubicBezier", "$value": [0, 0, 1, 1]}"##]
        for level in 1...12 {
            let copy = "{\"$ref\": \"#/l\(level - 1)/$value\"}"
            members.append("\"l\(level)\": {\"$type\": \"cubicBezier\", \"$value\": [\(copy), \(copy), \(copy), \(copy)]}")
        }
        let errors = compileErrors("{" + members.joined(separator: ", ") + "}")
        // Up to 4^4 copies the values are merely of the wrong shape; from l5 on, 4^5 > 1,000.
        #expect(errors.filter { $0.kind == .limitExceeded }.compactMap(\.path) == (5...12).map { "l\($0)" })
    }

    // MARK: Gradients, weights, transitions

    @Test("gradient stops may be aliases of one-stop gradients; colours and positions may be aliases; one stop is a gradient")
    func gradients() throws {
        let tokens = try compile(##"""
        {"brand": {"$type": "color", "secondary": {"$value": "#00ff66"}},
         "mid": {"$type": "number", "$value": 0.333},
         "gradient": {"$type": "gradient",
           "start": {"$value": [{"color": "#ffffff", "position": 0}]},
           "end": {"$value": [{"color": "#000000", "position": 1}]},
           "refs": {"$value": ["{gradient.start}", {"color": "{brand.secondary}", "position": "{mid}"}, "{gradient.end}"]}}}
        """##)
        guard case .gradient(let g)? = tokens["gradient.refs"]?.value else { Issue.record("no gradient"); return }
        #expect(g.stops.map(\.position) == [0, 0.333, 1])
        #expect(g.stops[1].color.light == TokenColor(rgb: 0x00FF66))
        #expect(try TokenCompiler.css(for: tokens).contains("--tally-gradient-start: #ffffff 0%, #ffffff 0%;"))
        let many = try singleError(##"{"g": {"$type": "gradient", "two": {"$value": [{"color": "#fff000", "position": 0}, {"color": "#000000", "position": 1}]}, "bad": {"$value": ["{g.two}"]}}}"##)
        #expect(many.message == "a stop that is an alias must name a gradient of one stop; {g.two} has 2 stops (arrays are not flattened)")
        #expect(try singleError(##"{"g": {"$type": "gradient", "$value": []}}"##).kind == .typeMismatch)
    }

    @Test("font weights may be fractional within [1, 1000]")
    func fractionalWeights() throws {
        let tokens = try compile(##"{"w": {"$type": "fontWeight", "$value": 450.5}, "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": "{w}", "lineHeight": 1.5}}}"##)
        #expect(tokens["w"]?.value == .fontWeight(450.5))
        #expect(try TokenCompiler.css(for: tokens).contains("--tally-t-font-weight: 450.5;"))
        #expect(try SwiftTokenEmitter.emit(tokens).values.contains("fontWeight: 450.5"))
        #expect(try singleError(##"{"w": {"$type": "fontWeight", "$value": 0.5}}"##).message == "font weight 0.5 is outside [1, 1000]")
    }

    @Test("a transition without delay is refused, naming delay")
    func transitionDelay() throws {
        let error = try singleError(##"{"t": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}}}"##)
        #expect(error.kind == .invalidValue && error.message == "missing \"delay\" (a duration)")
        let tokens = try compile(##"{"t": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}}}"##)
        #expect(tokens.count == 1)
    }
}

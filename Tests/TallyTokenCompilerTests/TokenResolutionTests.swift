import Foundation
import TallyCore
@testable import TallyTokenCompiler
import Testing

@Suite("Resolution: types, aliases, arithmetic, modes")
struct TokenResolutionTests {
    @Test("group $type is inherited; a token's own $type wins")
    func inheritedTypes() throws {
        let tokens = try compile("""
        {
          "space": {
            "$type": "dimension",
            "sm": {"$value": {"value": 8, "unit": "px"}},
            "ratio": {"$type": "number", "$value": 1.5}
          }
        }
        """)
        #expect(tokens["space.sm"]?.type == .dimension)
        #expect(tokens["space.sm"]?.value == .dimension(TokenDimension(8, .px)))
        #expect(tokens["space.ratio"]?.value == .number(1.5))
    }

    @Test("an untyped alias takes the type of the token it names")
    func aliasCarriesType() throws {
        let tokens = try compile("""
        {
          "base": {"$type": "duration", "$value": {"value": 250, "unit": "ms"}},
          "copy": {"$value": "{base}"}
        }
        """)
        #expect(tokens["copy"]?.type == .duration)
        #expect(tokens["copy"]?.aliasOf == "base")
        #expect(tokens["copy"]?.value == .duration(TokenDuration(250, .ms)))
    }

    @Test("aliases chain through several tokens and into composite fields")
    func aliasChainsAndComposites() throws {
        let tokens = try compile("""
        {
          "blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2314, 0.5098, 0.9647], "hex": "#3b82f6"}},
          "primary": {"$type": "color", "$value": "{blue}"},
          "accent": {"$type": "color", "$value": "{primary}"},
          "thin": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}},
          "field": {"$type": "border", "$value": {"color": "{accent}", "width": "{thin}", "style": "solid"}}
        }
        """)
        let blue = TokenColor(.sRGB, red: 0.2314, green: 0.5098, blue: 0.9647)
        #expect(tokens["accent"]?.value == .color(SchemeColor(blue)))
        #expect(tokens["field"]?.value == .border(TokenBorder(color: SchemeColor(blue), width: TokenDimension(1), style: .keyword("solid"))))
    }

    @Test("arithmetic: labelMdFloat = round(16 × 0.88) = 14, and the float-label offset −28")
    func floatLabelArithmetic() throws {
        let tokens = try compile("""
        {
          "size": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}},
          "scale": {"$type": "number", "$value": 0.88},
          "exact": {"$type": "dimension", "$value": "{size} * {scale}"},
          "float": {"$type": "dimension", "$value": "round({size} * {scale})"},
          "lineHeight": {"$type": "dimension", "$value": {"value": 24, "unit": "px"}},
          "gap": {"$type": "dimension", "$value": "8px / 2"},
          "offset": {"$type": "dimension", "$value": "-({lineHeight} + {gap})"},
          "ratio": {"$type": "number", "$value": "{lineHeight} / {size}"},
          "widest": {"$type": "dimension", "$value": "max({size}, 20px, 2px * 3)"},
          "wait": {"$type": "duration", "$value": "{settle} * 2"},
          "settle": {"$type": "duration", "$value": {"value": 150, "unit": "ms"}}
        }
        """)
        guard case .dimension(let exact)? = tokens["exact"]?.value else { Issue.record("exact missing"); return }
        #expect(abs(exact.value - 14.08) < 1e-12)
        #expect(tokens["float"]?.value == .dimension(TokenDimension(14, .px)))
        #expect(tokens["offset"]?.value == .dimension(TokenDimension(-28, .px)))
        #expect(tokens["ratio"]?.value == .number(1.5))
        #expect(tokens["widest"]?.value == .dimension(TokenDimension(20, .px)))
        #expect(tokens["wait"]?.value == .duration(TokenDuration(300, .ms)))
    }

    @Test("operator precedence, unary minus and floor/ceil/min")
    func precedence() throws {
        let tokens = try compile("""
        {
          "n": {
            "$type": "number",
            "a": {"$value": "2 + 3 * 4"},
            "b": {"$value": "(2 + 3) * 4"},
            "c": {"$value": "-2 * -3 - 1"},
            "d": {"$value": "floor(2.7) + ceil(0.2) + min(5, 3, 4)"},
            "e": {"$value": "10 / 4 / 5"}
          }
        }
        """)
        #expect(tokens["n.a"]?.value == .number(14))
        #expect(tokens["n.b"]?.value == .number(20))
        #expect(tokens["n.c"]?.value == .number(5))
        #expect(tokens["n.d"]?.value == .number(6))
        #expect(tokens["n.e"]?.value == .number(0.5))
    }

    @Test("dark values: an alias without its own dark value follows its target in each scheme")
    func schemes() throws {
        let tokens = try compile("""
        {
          "c": {
            "$type": "color",
            "white": {"$value": "#ffffff"},
            "black": {"$value": "#000000"},
            "bg": {"$value": "{c.white}", "$extensions": {"app.tally": {"modes": {"dark": "{c.black}"}}}},
            "card": {"$value": "{c.bg}"},
            "fixed": {"$value": "{c.white}"}
          },
          "b": {"$type": "border", "$value": {"color": "{c.card}", "width": {"value": 1, "unit": "px"}, "style": "solid"}}
        }
        """)
        let white = TokenColor(rgb: 0xFFFFFF), black = TokenColor(rgb: 0x000000)
        #expect(tokens["c.card"]?.value == .color(SchemeColor(light: white, dark: black)))
        #expect(tokens["c.fixed"]?.value == .color(SchemeColor(white)))
        #expect(tokens["c.fixed"]?.value.variesByScheme == false)
        guard case .border(let border)? = tokens["b"]?.value else { Issue.record("border missing"); return }
        #expect(border.color == SchemeColor(light: white, dark: black))
    }

    @Test("a dark value may not change anything but colours")
    func darkNonColourChangeRejected() throws {
        let error = try singleError("""
        {"gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"},
                 "$extensions": {"app.tally": {"modes": {"dark": {"value": 10, "unit": "px"}}}}}}
        """)
        #expect(error.kind == .invalidValue)
        #expect(error.message == "the dark value may change colours only; its other fields must equal the light value's")
    }

    @Test("every DTCG type and Tally's extension types resolve")
    func allTypes() throws {
        let tokens = try compile("""
        {
          "family": {"$type": "fontFamily", "$value": ["Inter", "system-ui"]},
          "weight": {"$type": "fontWeight", "$value": "semi-bold"},
          "curve": {"$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1]},
          "dash": {"$type": "strokeStyle", "$value": {"dashArray": [{"value": 4, "unit": "px"}], "lineCap": "round"}},
          "move": {"$type": "transition", "$value": {"duration": {"value": 0.25, "unit": "s"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{curve}"}},
          "lift": {"$type": "shadow", "$value": {"color": "#00000014", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 3, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}},
          "fade": {"$type": "gradient", "$value": [{"color": "#ffffff00", "position": 0}, {"color": "#ffffff", "position": 1.5}]},
          "type": {"$type": "typography", "$value": {"fontFamily": "{family}", "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 700, "lineHeight": 1.5},
                   "$extensions": {"app.tally": {"textStyle": "body"}}},
          "spring": {"$extensions": {"app.tally": {"$type": "spring", "$value": {"duration": 0.5, "bounce": 0.15}}}},
          "wobble": {"$extensions": {"app.tally": {"$type": "keyframes", "$value": {
            "y": [{"kind": "linear", "value": 20, "duration": 0}, {"kind": "spring", "value": 0, "duration": {"value": 400, "unit": "ms"}, "spring": {"response": 0.4, "dampingFraction": 0.6}}]
          }}}},
          "scale": {"$extensions": {"app.tally": {"$type": "dynamicTypeScale", "$value": {"textStyle": "body", "sizes": {
            "xSmall": 14, "small": 15, "medium": 16, "large": 17, "xLarge": 19, "xxLarge": 21, "xxxLarge": 23,
            "accessibility1": 28, "accessibility2": 33, "accessibility3": 40, "accessibility4": 47, "accessibility5": 53}}}}}
        }
        """)
        #expect(tokens["weight"]?.value == .fontWeight(600))
        #expect(tokens["move"]?.value == .transition(TokenTransition(duration: TokenDuration(0.25, .s), timingFunction: TokenCubicBezier(0.4, 0, 0.2, 1))))
        guard case .shadow(let shadow)? = tokens["lift"]?.value else { Issue.record("shadow"); return }
        #expect(shadow.layers.count == 1 && shadow.layers[0].inset)
        #expect(abs(shadow.layers[0].color.light.alpha - 20.0 / 255) < 1e-12)
        guard case .gradient(let gradient)? = tokens["fade"]?.value else { Issue.record("gradient"); return }
        #expect(gradient.stops.map(\.position) == [0, 1])  // DTCG: positions outside 0…1 clamp
        guard case .typography(let type)? = tokens["type"]?.value else { Issue.record("typography"); return }
        #expect(type.fontFamily == ["Inter", "system-ui"] && type.fontSize.points == 16 && type.textStyle == .body)
        #expect(type.lineHeightPoints == 24)
        guard case .spring(let spring)? = tokens["spring"]?.value else { Issue.record("spring"); return }
        #expect(spring.response == 0.5 && abs(spring.dampingFraction - 0.85) < 1e-12 && abs(spring.bounce - 0.15) < 1e-12)
        guard case .keyframes(let keyframes)? = tokens["wobble"]?.value else { Issue.record("keyframes"); return }
        #expect(keyframes.tracks[0].keyframes[1] == .init(.spring(TokenSpring(response: 0.4, dampingFraction: 0.6)), value: 0, duration: 0.4))
        guard case .dynamicTypeScale(let scale)? = tokens["scale"]?.value else { Issue.record("scale"); return }
        #expect(abs(scale.multiplier(at: .accessibility3) - 40.0 / 17) < 1e-12)
        #expect(tokens.count == 11)
    }

    @Test("the resolved JSON output compiles back to the same values")
    func resolvedJSONRoundTrip() throws {
        let original = try packageTokens()
        let json = try #require(try TokenCompiler.outputs(for: original).first { $0.path == TokenCompiler.Layout.resolvedJSON })
        let again = try compile(json.contents, name: "resolved.tokens.json")
        // Groups split across files (`scale` is in two) come out merged, so compare by path.
        let byPath = Dictionary(uniqueKeysWithValues: again.map { ($0.path, $0) })
        #expect(Set(byPath.keys) == Set(original.map(\.path)))
        for token in original {
            let copy = try #require(byPath[token.path])
            #expect(copy.value == token.value, "\(token.path)")
            #expect(copy.type == token.type && copy.description == token.description, "\(token.path)")
        }
    }
}

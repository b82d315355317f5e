import Foundation
import TallyCore
@testable import TallyTokenCompiler
import TallyFuzzChecks
import Testing

/// Tally's token source, read once.
private let tallySources: [TokenSourceFile] = {
    (try? TokenSourceFile.load(from: packageRoot.appendingPathComponent("tokens"))) ?? []
}()

/// Tally's tokens alone, resolved from the source.
private let tallyTokens: [ResolvedToken] = (try? TokenCompiler.compile(tallySources)) ?? []

/// Compiles a theme file over Tally's real tokens.
private func theme(_ text: String, name: String = "app.theme.json") throws(TokenErrors) -> CompiledTheme {
    try TokenCompiler.compileTheme(TokenSourceFile(name: name, text: text), over: tallySources)
}

/// The errors of a theme that must be refused.
private func themeErrors(_ text: String, name: String = "app.theme.json", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [TokenError] {
    do {
        let compiled = try theme(text, name: name)
        Issue.record("expected the theme to be refused; it changed \(compiled.changed.count) tokens", sourceLocation: sourceLocation)
        return []
    } catch {
        return error.errors
    }
}

/// The one error of a refused theme.
private func themeError(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> TokenError {
    let errors = themeErrors(text, sourceLocation: sourceLocation)
    try #require(errors.count == 1, "expected one error, got \(errors.map(\.description))", sourceLocation: sourceLocation)
    return errors[0]
}

/// An sRGB colour from `#rrggbb`, each component the byte over 255.
private func hex(_ text: String) -> TokenColor {
    let value = UInt32(text.dropFirst(), radix: 16) ?? 0
    return TokenColor(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
}

/// WCAG 2.x contrast, written out here from the definition (relative luminance of linearised
/// sRGB), independently of TokenColor's.
private func wcagRatio(_ a: String, _ b: String) -> Double {
    func luminance(_ text: String) -> Double {
        let value = UInt32(text.dropFirst(), radix: 16) ?? 0
        let channels = [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF].map { Double($0) / 255 }
        let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
    let x = luminance(a), y = luminance(b)
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}

/// A scheme colour's light and dark values as `#rrggbb`, as the token source writes them.
private func hexes(_ tokens: [ResolvedToken], _ path: String) -> [String]? {
    color(tokens, path).map { [$0.light.hex, $0.dark.hex] }
}

private func color(_ tokens: [ResolvedToken], _ path: String) -> SchemeColor? {
    if case .color(let color)? = tokens[path]?.value { return color }
    return nil
}

@Suite("Themes: an app's tokens over Tally's")
struct ThemeCompilerTests {
    @Test("a theme token replaces Tally's by path, light and dark; Tally's tokens that alias it follow, composites too")
    func overrideByPath() throws {
        let compiled = try theme(##"""
        {"color": {"primary": {"$value": "#0f766e", "$extensions": {"app.tally": {"modes": {"dark": "#2dd4bf"}}}}}}
        """##)
        let primary = try #require(color(compiled.tokens, "color.primary"))
        #expect(primary.light == hex("#0f766e"))
        #expect(primary.dark == hex("#2dd4bf"))
        // tokens/color.tokens.json: focusRing is {color.primary}; effect.tokens.json: border.fieldFocused's colour is.
        #expect(color(compiled.tokens, "color.focusRing") == primary)
        guard case .border(let border)? = compiled.tokens["border.fieldFocused"]?.value else {
            Issue.record("border.fieldFocused is not a border")
            return
        }
        #expect(border.color == primary)
        #expect(Set(compiled.changed.map(\.path)) == ["color.primary", "color.focusRing", "border.fieldFocused"])
        #expect(compiled.themePaths == ["color.primary"])
        // Everything else is Tally's, in Tally's order.
        #expect(compiled.tokens.map(\.path) == tallyTokens.map(\.path))
        for token in compiled.tokens where !compiled.changed.contains(token) {
            #expect(token == tallyTokens[token.path], "\(token.path)")
        }
        // The token keeps Tally's description when the theme gives none, and its type although
        // the theme wrote no $type.
        #expect(compiled.tokens["color.primary"]?.description == tallyTokens["color.primary"]?.description)
        #expect(compiled.tokens["color.primary"]?.type == .color)
    }

    @Test("a theme token without a dark value is the same in both schemes; Tally's dark value does not leak in")
    func darkValueReplacedToo() throws {
        let compiled = try theme(##"{"color": {"border": {"$value": "#d1d5db"}}}"##)
        #expect(hexes(compiled.tokens, "color.border") == ["#d1d5db", "#d1d5db"])
        #expect(hexes(tallyTokens, "color.border") == ["#d1d5db", "#4b5563"])
    }

    @Test("aliases to Tally's tokens and to the theme's own, each scheme followed separately")
    func aliases() throws {
        let compiled = try theme(##"""
        {
          "color": {
            "textSecondary": {"$value": "{palette.gray.700}", "$extensions": {"app.tally": {"modes": {"dark": "{palette.gray.300}"}}}},
            "primaryText": {"$value": "#115e59", "$extensions": {"app.tally": {"modes": {"dark": "#5eead4"}}}},
            "chipSelected": {"$value": "{color.primaryText}", "$extensions": {"app.tally": {"modes": {"dark": "#115e59"}}}}
          }
        }
        """##)
        #expect(hexes(compiled.tokens, "color.textSecondary") == ["#374151", "#d1d5db"])
        #expect(compiled.tokens["color.textSecondary"]?.aliasOf == "palette.gray.700")
        #expect(color(compiled.tokens, "color.chipSelected") == SchemeColor(hex("#115e59")))
        #expect(compiled.tokens["color.chipSelected"]?.aliasOf == "color.primaryText")
    }

    @Test("a chain through Tally's tokens: a palette entry replaced reaches color.primary, and from it focusRing, in light only")
    func aliasChainThroughTally() throws {
        let compiled = try theme(##"{"palette": {"blue": {"500": {"$value": "#1d4ed8"}}}}"##)
        // Tally: color.primary is {palette.blue.500}, dark {palette.blue.400} (#60a5fa); focusRing is {color.primary}.
        #expect(hexes(compiled.tokens, "color.primary") == ["#1d4ed8", "#60a5fa"])
        #expect(hexes(compiled.tokens, "color.focusRing") == ["#1d4ed8", "#60a5fa"])
        #expect(Set(compiled.changed.map(\.path)) == ["palette.blue.500", "color.primary", "color.focusRing", "border.fieldFocused"])
    }

    @Test("the brand font reaches every type style through Tally's aliases; a replaced style keeps its Dynamic Type style")
    func typography() throws {
        let compiled = try theme(##"""
        {"font": {"family": {"sans": {"$value": ["Avenir Next", "system-ui"]}}},
         "typography": {"caption": {"$value": {"fontFamily": "{font.family.mono}", "fontSize": {"value": 12, "unit": "px"},
            "fontWeight": 500, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}}
        """##)
        var styles = 0
        for token in compiled.tokens {
            guard case .typography(let style) = token.value, token.path != "typography.caption" else { continue }
            styles += 1
            #expect(style.fontFamily == ["Avenir Next", "system-ui"], "\(token.path)")
        }
        #expect(styles >= 13)
        guard case .typography(let caption)? = compiled.tokens["typography.caption"]?.value,
              case .typography(let tallyCaption)? = tallyTokens["typography.caption"]?.value else {
            Issue.record("typography.caption is not a type style")
            return
        }
        #expect(caption.fontFamily == ["ui-monospace", "SF Mono", "Menlo", "monospace"])
        #expect(caption.fontSize == TokenDimension(12, .px))
        #expect(caption.textStyle != nil && caption.textStyle == tallyCaption.textStyle)
    }

    @Test("arithmetic over Tally's tokens, in a theme")
    func arithmetic() throws {
        let compiled = try theme(##"{"spacing": {"md": {"$value": "{grid.unit} * 3.5"}}, "radius": {"md": {"$value": {"value": 0.625, "unit": "rem"}}}}"##)
        #expect(compiled.tokens["spacing.md"]?.value == .dimension(TokenDimension(14, .px)))
        #expect(compiled.tokens["radius.md"]?.value == .dimension(TokenDimension(0.625, .rem)))
        #expect(Set(compiled.changed.map(\.path)) == ["spacing.md", "radius.md"])
    }

    @Test("a theme file sets the tap areas, focus ring, border widths, opacities, scales, offsets, measures and timings views draw")
    func lookValues() throws {
        let compiled = try theme(##"""
        {
          "tapArea": {"minimum": {"$value": {"value": 48, "unit": "px"}}},
          "focusRing": {"width": {"$value": {"value": 3, "unit": "px"}}},
          "borderWidth": {"emphasis": {"$value": {"value": 2.5, "unit": "px"}}},
          "opacity": {"tintFill": {"$value": 0.2}},
          "scale": {"pressed": {"$value": 0.9}},
          "offset": {"messageAppear": {"$value": {"value": 12, "unit": "px"}}},
          "cursor": {"width": {"$value": {"value": 3, "unit": "px"}}},
          "font": {"lineHeight": {"300": {"$value": {"value": 30, "unit": "px"}}}},
          "duration": {"cursorBlink": {"$value": {"value": 0.6, "unit": "s"}}, "stagger": {"listItem": {"$value": {"value": 45, "unit": "ms"}}}}
        }
        """##)
        let themed = try TallyTheme.standard.overriding(compiled.changed, name: compiled.name)
        #expect(themed.tapArea(.minimum) == 48 && themed.tapArea(.recommended) == TallyTheme.standard.tapArea(.recommended))
        #expect(themed.focusRing(.width) == 3 && themed.borderWidth(.emphasis) == 2.5 && themed.borderWidth(.hairline) == 1)
        #expect(themed.opacity(.tintFill) == 0.2 && themed.scale(.pressed) == 0.9 && themed.offset(.messageAppear) == 12)
        #expect(themed.size(.cursorWidth) == 3 && themed.duration(.cursorBlink) == 0.6 && themed.duration(.staggerListItem) == 0.045)
        // tokens/dimension.tokens.json: the float label rises a 24 pt line plus 4 pt; a theme's
        // taller line raises it with it.
        #expect(TallyTheme.standard.offset(.floatLabel) == -28 && themed.offset(.floatLabel) == -34)
        #expect(compiled.changed.map(\.path).contains("floatLabel.labelOffset"))
        // A dimension where Tally has a number is refused before any Swift is written.
        let error = try themeError(##"{"opacity": {"tintFill": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}}"##)
        #expect(error.kind == .typeMismatch && error.path == "opacity.tintFill")
    }

    @Test("a theme that writes Tally's own value changes nothing")
    func sameValue() throws {
        let compiled = try theme(##"{"radius": {"md": {"$value": {"value": 12, "unit": "px"}}}}"##)
        #expect(compiled.changed.isEmpty)
        #expect(compiled.themePaths == ["radius.md"])
    }

    @Test("settings: name, surfaces and tintsControls from $extensions.app.tally.theme; defaults, and the name from the file")
    func settings() throws {
        let set = try theme(##"{"$extensions": {"app.tally": {"theme": {"name": "Acme Bank", "surfaces": "solid", "tintsControls": true}}, "com.other": {"x": 1}}}"##)
        #expect(set.name == "Acme Bank")
        #expect(set.identifier == "acmeBank")
        #expect(set.surfaces == .solid)
        #expect(set.tintsControls)
        #expect(set.changed.isEmpty)
        let unset = try theme("{}", name: "Themes/night-owl.theme.json")
        #expect(unset.name == "night-owl")
        #expect(unset.identifier == "nightOwl")
        #expect(unset.surfaces == .glass)
        #expect(!unset.tintsControls)
        #expect(unset.sourceName == "Themes/night-owl.theme.json")
    }

    @Test("Swift identifiers from theme names", arguments: [
        ("Brand", "brand"), ("Acme Bank", "acmeBank"), ("night-owl", "nightOwl"), ("my_theme", "myTheme"),
        ("ACME", "acme"), ("URLTheme", "urlTheme"), ("AcmeBank", "acmeBank"), ("2024 edition", "theme2024Edition"),
        ("standard", "standardTheme"), ("Default", "defaultTheme"), ("Color", "colorTheme"), ("  Évergreen!  ", "vergreen"),
    ])
    func identifiers(name: String, identifier: String) {
        #expect(TokenCompiler.themeIdentifier(for: name) == identifier)
    }

    @Test("a name with no ASCII letter or digit gives no identifier; the file name is used, then appTheme")
    func identifierFallback() throws {
        #expect(TokenCompiler.themeIdentifier(for: "Ёлка") == nil)
        #expect(try theme(##"{"$extensions": {"app.tally": {"theme": {"name": "Ёлка"}}}}"##, name: "winter.theme.json").identifier == "winter")
        #expect(try theme(##"{"$extensions": {"app.tally": {"theme": {"name": "Ёлка"}}}}"##, name: "ёлка.json").identifier == "appTheme")
    }

    @Test("a theme without the amount colours keeps Tally's; the neutral one follows the theme's primary text")
    func amountColorsFallBack() throws {
        // The sample theme writes no amount colour.
        let file = try TokenSourceFile.load(file: packageRoot.appendingPathComponent("Examples/Themes/Brand.theme.json"), name: "Brand.theme.json")
        let sample = try TokenCompiler.compileTheme(file, over: tallySources)
        let amounts = ["color.amountExpense", "color.amountIncome", "color.amountNeutral"]
        #expect(!sample.themePaths.contains { amounts.contains($0) })
        for path in amounts {
            #expect(sample.tokens[path] == tallyTokens[path], "\(path)")
            #expect(!sample.changed.contains { $0.path == path }, "\(path)")
        }
        let built = try TallyTheme.standard.overriding(sample.changed, name: sample.name)
        #expect(built.color(.amountExpense) == TallyTokens.Color.amountExpense)
        #expect(built.color(.amountIncome) == TallyTokens.Color.amountIncome)
        #expect(built.color(.amountNeutral) == TallyTokens.Color.amountNeutral)

        // A theme that darkens the primary text takes the neutral amount with it, through Tally's alias.
        let ink = try theme(##"{"color": {"textPrimary": {"$value": "#0b1220", "$extensions": {"app.tally": {"modes": {"dark": "#ffffff"}}}}}}"##)
        #expect(hexes(ink.tokens, "color.amountNeutral") == ["#0b1220", "#ffffff"])
        #expect(Set(ink.changed.map(\.path)) == ["color.textPrimary", "color.amountNeutral"])
        #expect(try TallyTheme.standard.overriding(ink.changed).color(.amountNeutral) == SchemeColor(light: hex("#0b1220"), dark: hex("#ffffff")))
    }

    @Test("a theme's own amount colours replace Tally's and reach the generated Swift")
    func amountColorsThemed() throws {
        let compiled = try theme(##"""
        {
          "color": {
            "amountExpense": {"$value": "#9f1239", "$extensions": {"app.tally": {"modes": {"dark": "#fda4af"}}}},
            "amountIncome": {"$value": "{color.primaryText}"},
            "amountNeutral": {"$value": "{palette.gray.800}", "$extensions": {"app.tally": {"modes": {"dark": "{palette.white}"}}}}
          }
        }
        """##)
        #expect(hexes(compiled.tokens, "color.amountExpense") == ["#9f1239", "#fda4af"])
        // An alias without a dark value follows its target in each scheme.
        #expect(hexes(compiled.tokens, "color.amountIncome") == hexes(tallyTokens, "color.primaryText"))
        #expect(hexes(compiled.tokens, "color.amountNeutral") == ["#1f2937", "#ffffff"])
        #expect(Set(compiled.changed.map(\.path)) == ["color.amountExpense", "color.amountIncome", "color.amountNeutral"])
        let swift = try TokenCompiler.swift(for: compiled)
        #expect(GeneratedOutputCheck.themeSwiftProblem(swift, theme: compiled) == nil)
        for path in ["color.amountExpense", "color.amountIncome", "color.amountNeutral"] {
            #expect(swift.contains("path: \"\(path)\""), "\(path)")
        }
        let built = try TallyTheme.standard.overriding(compiled.changed, name: compiled.name)
        #expect(built.color(.amountExpense) == SchemeColor(light: hex("#9f1239"), dark: hex("#fda4af")))
        #expect(built.color(.amountIncome) == built.color(.primaryText))
    }

    @Test("the sample theme in Examples/Themes passes every check")
    func sampleTheme() throws {
        let file = try TokenSourceFile.load(file: packageRoot.appendingPathComponent("Examples/Themes/Brand.theme.json"), name: "Brand.theme.json")
        let compiled = try TokenCompiler.compileTheme(file, over: tallySources)
        #expect(compiled.identifier == "evergreen")
        #expect(compiled.surfaces == .solid)
        #expect(hexes(compiled.tokens, "color.primary") == ["#0d9488", "#2dd4bf"])
        #expect(TokenValidation.contrastFailures(compiled.tokens).isEmpty)
        #expect(ControlFillContrast.failures(compiled.tokens).isEmpty)
        #expect(GeneratedOutputCheck.themeSwiftProblem(try TokenCompiler.swift(for: compiled), theme: compiled) == nil)
    }
}

@Suite("Themes: what is refused, with file, line, column and path")
struct ThemeRefusalTests {
    @Test("a path Tally has no token at, with the nearest path")
    func unknownPath() throws {
        let error = try themeError(##"""
        {
          "color": {
            "primry": {"$value": "#0d9488"}
          }
        }
        """##)
        #expect(error.kind == .unknownToken)
        #expect(error.description == "app.theme.json:3:15: color.primry: Tally has no token color.primry; a theme replaces Tally's tokens and adds none (did you mean color.primary?)")
    }

    @Test("a new token far from any of Tally's, a group written as a token, a token inside a token")
    func otherUnknownPaths() throws {
        let errors = themeErrors(##"""
        {
          "brand": {"accent": {"$type": "color", "$value": "#ff00ff"}},
          "radius": {"$value": {"value": 4, "unit": "px"}},
          "spacing": {"md": {"half": {"$value": {"value": 6, "unit": "px"}}}}
        }
        """##)
        #expect(errors.map(\.description) == [
            "app.theme.json:2:23: brand.accent: Tally has no token brand.accent; a theme replaces Tally's tokens and adds none",
            "app.theme.json:3:13: radius: is a group in Tally's tokens (holding radius.xs…), not a token; a theme replaces tokens, one path at a time",
            "app.theme.json:4:30: spacing.md.half: sits inside spacing.md, which is a token in Tally's tokens, not a group",
        ])
        #expect(errors.allSatisfy { $0.kind == .unknownToken })
    }

    @Test("a type other than Tally's: on the token, from the theme's group, or through an alias")
    func typeMismatch() throws {
        let errors = themeErrors(##"""
        {
          "color": {"primary": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}},
          "radius": {"$type": "color", "md": {"$value": "#ffffff"}},
          "spacing": {"lg": {"$value": "{color.surface}"}}
        }
        """##)
        #expect(errors.map(\.description) == [
            "app.theme.json:2:24: color.primary: Tally's color.primary is a color token; a theme may replace it with a color only, not a dimension",
            "app.theme.json:3:38: radius.md: Tally's radius.md is a dimension token; a theme may replace it with a dimension only, not a color",
        ])
        #expect(errors.allSatisfy { $0.kind == .typeMismatch })
        // Types are checked before anything resolves; an alias to a token of another type is
        // refused when it resolves, against Tally's type.
        let alias = try themeError(##"{"spacing": {"lg": {"$value": "{color.surface}"}}}"##)
        #expect(alias.kind == .typeMismatch)
        #expect(alias.description == "app.theme.json:1:31: spacing.lg: {color.surface} is a color token, but a dimension is needed here")
    }

    @Test("a value of the wrong shape for Tally's type, with no $type written")
    func wrongShape() throws {
        let error = try themeError(##"{"radius": {"md": {"$value": "#ffffff"}}}"##)
        #expect(error.kind == .typeMismatch)
        #expect(error.description == "app.theme.json:1:30: radius.md: expected a number, found the string \"#ffffff\"")
    }

    @Test("what tokens/ refuses is refused in a theme: JSON, names, numbers, cycles, aliases, components, dark values that are not colours")
    func sameRulesAsTokens() throws {
        let json = try themeError("{\n  \"color\": {\"primary\": {\"$value\": \"#ffffff\",}}\n}")
        #expect(json.kind == .malformedJSON)
        #expect(json.description.hasPrefix("app.theme.json:2:"))

        let name = try themeError(##"{"color": {"prim+ary": {"$value": "#ffffff"}}}"##)
        #expect(name.kind == .invalidName)
        #expect(name.description.hasPrefix("app.theme.json:1:12: color.prim+ary: the name \"prim+ary\" has the character"))

        let number = try themeError(##"{"radius": {"md": {"$value": {"value": 1e16, "unit": "px"}}}}"##)
        #expect(number.kind == .numberOutOfRange)
        #expect(number.description.hasPrefix("app.theme.json:1:40: radius.md: the number 1e16 is larger in magnitude than 1e15"))

        // A cycle through Tally's color.primary, which aliases palette.blue.500.
        let cycle = try themeError(##"{"palette": {"blue": {"500": {"$value": "{color.primary}"}}}}"##)
        #expect(cycle.kind == .aliasCycle)
        #expect(cycle.message.contains("{palette.blue.500} → {color.primary} → {palette.blue.500}") || cycle.message.contains("{color.primary} → {palette.blue.500} → {color.primary}"))

        let alias = try themeError(##"{"color": {"primary": {"$value": "{palette.blue.550}"}}}"##)
        #expect(alias.kind == .unresolvedAlias)
        #expect(alias.description == "app.theme.json:1:34: color.primary: unresolved alias {palette.blue.550}: no token has that path (did you mean {palette.blue.500}?)")

        let component = try themeError(##"{"color": {"primary": {"$value": {"colorSpace": "srgb", "components": [1.2, 0, 0]}}}}"##)
        #expect(component.kind == .componentOutOfRange)
        #expect(component.location?.line == 1)

        let dark = try themeError(##"{"radius": {"md": {"$value": {"value": 4, "unit": "px"}, "$extensions": {"app.tally": {"modes": {"dark": {"value": 8, "unit": "px"}}}}}}}"##)
        #expect(dark.kind == .invalidValue)
        #expect(dark.message == "the dark value may change colours only; its other fields must equal the light value's")

        let deep = themeErrors(String(repeating: "{\"g\": ", count: 17) + "{\"$value\": 1}" + String(repeating: "}", count: 17))
        #expect(deep.first?.kind == .limitExceeded)
    }

    @Test("a theme value that breaks one of Tally's derived tokens is refused where Tally computes it")
    func breaksTallyToken() throws {
        // spacing.xxxl is {grid.unit} * 8 in tokens/dimension.tokens.json.
        let errors = themeErrors(##"{"grid": {"unit": {"$value": {"value": 200000000000000, "unit": "px"}}}}"##)
        let xxxl = try #require(errors.first { $0.path == "spacing.xxxl" })
        #expect(xxxl.kind == .numberOutOfRange)
        #expect(xxxl.file == "dimension.tokens.json")
    }

    @Test("settings of the wrong type, unknown settings, unknown app.tally keys at the top")
    func badSettings() throws {
        let errors = themeErrors(##"""
        {
          "$extensions": {"app.tally": {
            "theme": {"name": 3, "surfaces": "frosted", "tintsControls": "yes", "tint": true},
            "modes": {}
          }}
        }
        """##)
        #expect(errors.map(\.description) == [
            "app.theme.json:4:5: $extensions.app.tally: unknown property \"modes\" at the top of a theme file (only \"theme\")",
            "app.theme.json:3:23: $extensions.app.tally.theme: name must be a string, found number",
            "app.theme.json:3:38: $extensions.app.tally.theme: surfaces must be \"glass\" or \"solid\", found \"frosted\"",
            "app.theme.json:3:66: $extensions.app.tally.theme: tintsControls must be true or false, found string",
            "app.theme.json:3:73: $extensions.app.tally.theme: unknown theme setting \"tint\" (name, surfaces, tintsControls)",
        ])
        let empty = try themeError(##"{"$extensions": {"app.tally": {"theme": {"name": " "}}}}"##)
        #expect(empty.description == "app.theme.json:1:50: $extensions.app.tally.theme: name must not be empty")
        let invisible = try themeError(##"{"$extensions": {"app.tally": {"theme": {"name": "Brand\u2028Evil"}}}}"##)
        #expect(invisible.message.hasPrefix("name \"Brand\\u{2028}Evil\" holds an invisible or control character"))
    }
}

@Suite("Themes: contrast")
struct ThemeContrastTests {
    @Test("Tally's own colours pass every pair the theme check uses")
    func tallyPasses() {
        #expect(TokenValidation.contrastFailures(tallyTokens).isEmpty)
        // Six text colours and three amount colours on four backgrounds, the subtle text on three
        // (a field's fill among them), the chip, and the border.
        #expect(TokenValidation.contrastPairs.count == (6 + 3) * 4 + 3 + 1 + 1)
        #expect(TokenValidation.contrastPairs.contains { $0.foreground == "color.textSubtle" && $0.background == "color.surface" })
    }

    @Test("every amount colour is checked as text on every background and surface")
    func amountPairs() {
        for amount in ["color.amountExpense", "color.amountIncome", "color.amountNeutral"] {
            let grounds = TokenValidation.contrastPairs.filter { $0.foreground == amount }
            #expect(Set(grounds.map(\.background)) == ["color.background", "color.cardBackground", "color.surface", "color.groupedBackground"], "\(amount)")
            #expect(grounds.allSatisfy { $0.minimum == 4.5 && $0.isText }, "\(amount)")
        }
    }

    @Test("Tally's amount colours meet 4.5:1 on each background and surface, light and dark, by the WCAG formula")
    func tallyAmountRatios() throws {
        for amount in ["color.amountExpense", "color.amountIncome", "color.amountNeutral"] {
            let text = try #require(hexes(tallyTokens, amount))
            for ground in ["color.background", "color.cardBackground", "color.surface", "color.groupedBackground"] {
                let background = try #require(hexes(tallyTokens, ground))
                for (scheme, index) in [("light", 0), ("dark", 1)] {
                    let ratio = wcagRatio(text[index], background[index])
                    #expect(ratio >= 4.5, "\(amount) \(text[index]) on \(ground) \(background[index]) in \(scheme): \(ratio)")
                }
            }
        }
    }

    @Test("an expense colour under 4.5:1 on the surface is refused, naming the role, the surface, the scheme and the ratio")
    func expenseRefusedOnSurface() throws {
        // red-600 #dc2626 is enough on white, not on the field and chip surface nor the grouped page.
        let errors = themeErrors(##"""
        {
          "color": {
            "amountExpense": {"$value": "#dc2626", "$extensions": {"app.tally": {"modes": {"dark": "{palette.red.400}"}}}}
          }
        }
        """##)
        #expect(wcagRatio("#dc2626", "#ffffff") >= 4.5)
        func shown(_ ratio: Double) -> String { String(format: "%.2f", (ratio * 100).rounded(.down) / 100) }
        let surface = wcagRatio("#dc2626", "#dcdfe4"), grouped = wcagRatio("#dc2626", "#f2f2f7")
        #expect(surface < 4.5 && grouped < 4.5)
        #expect(errors.map(\.description) == [
            "app.theme.json:3:22: color.amountExpense: color.amountExpense on color.surface in light is \(shown(surface)):1; text needs at least 4.5:1 (WCAG 1.4.3)",
            "app.theme.json:3:22: color.amountExpense: color.amountExpense on color.groupedBackground in light is \(shown(grouped)):1; text needs at least 4.5:1 (WCAG 1.4.3)",
        ])
        #expect(errors.allSatisfy { $0.kind == .insufficientContrast && $0.path == "color.amountExpense" && $0.file == "app.theme.json" })
        // The same refusal from the checker itself, with the measured ratio.
        let compiledTally = tallyTokens.map { token -> ResolvedToken in
            guard token.path == "color.amountExpense" else { return token }
            var replaced = token
            replaced.value = .color(SchemeColor(light: hex("#dc2626"), dark: hex("#f87171")))
            return replaced
        }
        let failures = TokenValidation.contrastFailures(compiledTally)
        #expect(failures.map { "\($0.pair.foreground) \($0.pair.background) \($0.scheme)" } == [
            "color.amountExpense color.surface light", "color.amountExpense color.groupedBackground light",
        ])
        #expect(failures.first.map { abs($0.ratio - surface) < 1e-3 } == true)
    }

    @Test("an amount colour that fails in dark is refused at its dark value, on every dark background")
    func amountRefusedInDark() throws {
        // emerald-800 in both schemes: fine on white, far too dark on black and the dark card.
        let errors = themeErrors(##"{"color": {"amountIncome": {"$value": "{palette.emerald.800}", "$extensions": {"app.tally": {"modes": {"dark": "#065f46"}}}}}}"##)
        #expect(errors.count == 4)
        #expect(errors.allSatisfy { $0.kind == .insufficientContrast && $0.path == "color.amountIncome" && $0.message.contains(" in dark is ") })
        #expect(errors.allSatisfy { $0.location?.column == 112 }, "\(errors.map(\.description))")
        let card = String(format: "%.2f", (wcagRatio("#065f46", "#1c1c1e") * 100).rounded(.down) / 100)
        #expect(errors.contains { $0.message == "color.amountIncome on color.cardBackground in dark is \(card):1; text needs at least 4.5:1 (WCAG 1.4.3)" })
    }

    @Test("a surface that drowns an amount colour is refused at the surface, naming the amount")
    func surfaceRefusedForAmounts() throws {
        // A mid-grey field fill: Tally's red-700 expense is under 4.5:1 on it.
        let errors = themeErrors(##"{"color": {"surface": {"$value": "#9ca3af", "$extensions": {"app.tally": {"modes": {"dark": "{palette.system.gray5Dark}"}}}}}}"##)
        let ratio = String(format: "%.2f", (wcagRatio("#b91c1c", "#9ca3af") * 100).rounded(.down) / 100)
        let expense = try #require(errors.first { $0.message.hasPrefix("color.amountExpense ") })
        #expect(expense.message == "color.amountExpense on color.surface in light is \(ratio):1; text needs at least 4.5:1 (WCAG 1.4.3)")
        #expect(expense.path == "color.surface" && expense.kind == .insufficientContrast)
    }

    @Test("text under 4.5:1 is refused, naming both colours, the scheme and the ratio, at the theme token")
    func textRefused() throws {
        // gray-700 without a dark value is gray-700 on the black dark background too.
        let errors = themeErrors(##"""
        {
          "color": {
            "textSecondary": {"$value": "{palette.gray.700}"}
          }
        }
        """##)
        let ratio = wcagRatio("#374151", "#000000")
        #expect(ratio < 4.5)
        let shown = String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
        let first = try #require(errors.first)
        #expect(first.kind == .insufficientContrast)
        #expect(first.description == "app.theme.json:3:22: color.textSecondary: color.textSecondary on color.background in dark is \(shown):1; text needs at least 4.5:1 (WCAG 1.4.3)")
        // Every dark background it sits on, none in light.
        #expect(errors.map(\.message).allSatisfy { $0.hasPrefix("color.textSecondary on color.") && $0.contains(" in dark is ") })
        #expect(errors.count == 4)
    }

    @Test("a background change is placed at the background; a dark failure at the token's dark value")
    func backgroundAndDarkValue() throws {
        let errors = themeErrors(##"""
        {
          "color": {
            "background": {"$value": "#ffffff",
              "$extensions": {"app.tally": {"modes": {"dark": "#9ca3af"}}}}
          }
        }
        """##)
        #expect(!errors.isEmpty)
        for error in errors {
            #expect(error.path == "color.background")
            #expect(error.location?.line == 4, "\(error)")
            #expect(error.message.contains(" on color.background in dark is "), "\(error)")
        }
        // color.text is white in dark: on gray-400 it is far below 4.5:1.
        let text = String(format: "%.2f", (wcagRatio("#ffffff", "#9ca3af") * 100).rounded(.down) / 100)
        #expect(errors.contains { $0.message == "color.text on color.background in dark is \(text):1; text needs at least 4.5:1 (WCAG 1.4.3)" })
    }

    @Test("the primary colour as a border needs 3:1 on the background")
    func borderRefused() throws {
        let error = try themeError(##"{"color": {"primary": {"$value": "#a5f3fc", "$extensions": {"app.tally": {"modes": {"dark": "#0e7490"}}}}}}"##)
        let shown = String(format: "%.2f", (wcagRatio("#a5f3fc", "#ffffff") * 100).rounded(.down) / 100)
        #expect(error.message == "color.primary on color.background in light is \(shown):1; borders and focus rings need at least 3:1 (WCAG 1.4.11)")
        #expect(error.location?.column == 23)
    }

    @Test("a ratio just under 4.5 reads as 4.49, never as 4.50")
    func ratioCut() throws {
        #expect(wcagRatio("#118a11", "#ffffff") > 4.495 && wcagRatio("#118a11", "#ffffff") < 4.5)
        let errors = themeErrors(##"{"color": {"primaryText": {"$value": "#118a11", "$extensions": {"app.tally": {"modes": {"dark": "#60a5fa"}}}}}}"##)
        #expect(errors.contains { $0.message == "color.primaryText on color.background in light is 4.49:1; text needs at least 4.5:1 (WCAG 1.4.3)" })
    }

    @Test("translucent text is measured over its background")
    func translucent() throws {
        // Black at 40% on white is #999999, 2.85:1.
        let errors = themeErrors(##"{"color": {"textPrimary": {"$value": "#00000066", "$extensions": {"app.tally": {"modes": {"dark": "#f9fafb"}}}}}}"##)
        let composited = String(format: "%.2f", (wcagRatio("#999999", "#ffffff") * 100).rounded(.down) / 100)
        #expect(errors.contains { $0.message == "color.textPrimary on color.background in light is \(composited):1; text needs at least 4.5:1 (WCAG 1.4.3)" })
    }
}

@Suite("Themes: the generated Swift")
struct ThemeSwiftTests {
    private let source = ##"""
    {
      "$extensions": {"app.tally": {"theme": {"name": "Evergreen", "surfaces": "solid", "tintsControls": true}}},
      "color": {"primary": {"$value": "#0f766e", "$extensions": {"app.tally": {"modes": {"dark": "#2dd4bf"}}}}},
      "radius": {"md": {"$value": {"value": 10, "unit": "px"}, "$description": "Softer */ corners \\ \"quoted\""}}
    }
    """##

    @Test("exactly the changed tokens, the identifier, the name and the settings; it reads back as the theme")
    func shape() throws {
        let compiled = try theme(source, name: "Examples/Themes/Brand.theme.json")
        let swift = try TokenCompiler.swift(for: compiled)
        #expect(GeneratedOutputCheck.themeSwiftProblem(swift, theme: compiled) == nil)
        #expect(TokenOutputs.isGenerated(Data(swift.utf8)))
        #expect(swift.hasPrefix("// Generated by `swift run tally tokens` from the theme file Brand.theme.json. Do not edit:\n"))
        #expect(swift.contains("\nimport TallyCore\nimport TallyUI\n\nextension TallyTheme {\n"))
        #expect(swift.contains("    public static let evergreen: TallyTheme = {\n"))
        #expect(swift.contains("], name: \"Evergreen\")\n"))
        #expect(swift.contains("theme.surfaces = .solid\n            theme.tintsControls = true\n"))
        #expect(swift.contains("preconditionFailure("))
        let paths = swift.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "path: \"") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(paths == ["color.primary", "color.focusRing", "radius.md", "border.fieldFocused"])
        #expect(swift.contains(#"description: "Softer */ corners \\ \"quoted\"","#))
        #expect(!swift.contains("/Examples/"), "no folder of the machine or the run in the output")
    }

    @Test("TallyTheme.standard with the changed tokens is the theme: every token, and the role lookups")
    func overridingGivesTheTheme() throws {
        let compiled = try theme(source)
        // The generated tokens are the source's (tally tokens --check holds in CI).
        #expect(TallyTokens.all == tallyTokens)
        let built = try TallyTheme.standard.overriding(compiled.changed, name: compiled.name)
        #expect(built.tokens == compiled.tokens)
        #expect(built.color(.primary) == SchemeColor(light: hex("#0f766e"), dark: hex("#2dd4bf")))
        #expect(built.color(.focusRing) == built.color(.primary))
        #expect(built.radius(.md) == 10)
    }

    @Test("a theme that changes nothing still makes a theme; a hostile file name stays in its comment")
    func emptyAndHostileName() throws {
        let compiled = try theme(##"{"$extensions": {"app.tally": {"theme": {"name": "Plain \"quoted\" \\ */ name"}}}}"##, name: "dir/we\"ird\u{2028}.theme.json")
        let swift = try TokenCompiler.swift(for: compiled)
        #expect(GeneratedOutputCheck.themeSwiftProblem(swift, theme: compiled) == nil, "\(swift)")
        #expect(swift.contains("var theme = try TallyTheme.standard.overriding([], name: \"Plain \\\"quoted\\\" \\\\ */ name\")\n"))
        #expect(compiled.identifier == "plainQuotedName")
        let header = swift.split(separator: "\n", omittingEmptySubsequences: false).prefix(2)
        #expect(header.allSatisfy { $0.hasPrefix("// ") })
        #expect(header.first?.contains("the theme file we\"ird\\u{2028}.theme.json. Do not edit:") == true)
    }

    @Test("written staged beside its place, only over a generated file, never removing anything")
    func writing() throws {
        let folder = try TemporaryFolder()
        let compiled = try theme(source)
        let swift = try TokenCompiler.swift(for: compiled)
        let out = folder.url.appendingPathComponent("Theme/BrandTheme.swift")
        // No folder: refused, nothing created.
        #expect(throws: TokenErrors.self) { try TokenOutputs.write(swift, to: out) }
        #expect(folder.entries().isEmpty)
        try FileManager.default.createDirectory(at: out.deletingLastPathComponent(), withIntermediateDirectories: true)
        try folder.write("Theme/Other.swift", "let other = 1\n")
        try TokenOutputs.write(swift, to: out)
        #expect(folder.read("Theme/BrandTheme.swift") == swift)
        #expect(folder.files() == ["Theme/BrandTheme.swift", "Theme/Other.swift"])
        // A generated file is replaced; a hand-written one is not.
        try TokenOutputs.write(swift + "\n", to: out)
        #expect(folder.read("Theme/BrandTheme.swift") == swift + "\n")
        let mine = folder.url.appendingPathComponent("Theme/Other.swift")
        do {
            try TokenOutputs.write(swift, to: mine)
            Issue.record("replaced a hand-written file")
        } catch {
            #expect(error.errors.first?.message.hasPrefix("this file was not written by tally tokens, so it is not replaced") == true)
        }
        #expect(folder.read("Theme/Other.swift") == "let other = 1\n")
        #expect(folder.files() == ["Theme/BrandTheme.swift", "Theme/Other.swift"])
    }
}

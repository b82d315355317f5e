import Foundation
@_spi(Tally) import TallyCore
@testable import TallyTokenCompiler
import Testing

/// Tally's token source, read once.
private let sources: [TokenSourceFile] = {
    (try? TokenSourceFile.load(from: packageRoot.appendingPathComponent("tokens"))) ?? []
}()

/// WCAG 2.x relative luminance of 8-bit sRGB channels, computed here independently of TallyCore.
private func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
    func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/// WCAG 2.x contrast ratio of two opaque sRGB colours given as components 0…1.
private func wcag(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
    let x = luminance(a.0, a.1, a.2), y = luminance(b.0, b.1, b.2)
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}

/// "#rrggbb" → components 0…1.
private func rgb(_ hex: String) -> (Double, Double, Double) {
    let value = UInt32(hex.dropFirst(), radix: 16) ?? 0
    return (Double(value >> 16 & 0xFF) / 255, Double(value >> 8 & 0xFF) / 255, Double(value & 0xFF) / 255)
}

/// The ratio as the messages show it: cut, not rounded, to two decimals.
private func shown(_ ratio: Double) -> String {
    String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
}

/// A colour token.
private func color(_ path: String, _ light: TokenColor, _ dark: TokenColor) -> ResolvedToken {
    ResolvedToken(path: path, type: .color, value: .color(SchemeColor(light: light, dark: dark)))
}

/// The token errors an error carries, whether or not the call's error is typed.
private func tokenErrors(_ error: any Error) -> [TokenError] {
    (error as? TokenErrors)?.errors ?? []
}

private func compileTheme(_ text: String) throws -> CompiledTheme {
    try TokenCompiler.compileTheme(TokenSourceFile(name: "app.theme.json", text: text), over: sources)
}

@Suite("Contrast of control fills")
struct ControlFillContrastTests {
    @Test("iOS's own control fills, measured: tertiarySystemFill on the grouped background is the faintest, 1.144:1, and the minimum is just under it")
    func iosFills() {
        // tertiarySystemFill is rgb(118 118 128) at 12% in light, 24% in dark; secondarySystemFill
        // rgb(120 120 128) at 16% / 32%; quaternarySystemFill rgb(116 116 128) at 8%, for large
        // areas rather than controls.
        func over(_ fill: (Double, Double, Double), _ alpha: Double, _ ground: (Double, Double, Double)) -> (Double, Double, Double) {
            (fill.0 * alpha + ground.0 * (1 - alpha), fill.1 * alpha + ground.1 * (1 - alpha), fill.2 * alpha + ground.2 * (1 - alpha))
        }
        let tertiary = (118.0 / 255, 118.0 / 255, 128.0 / 255)
        let grouped = rgb("#f2f2f7"), white = rgb("#ffffff"), black = rgb("#000000"), darkCell = rgb("#1c1c1e")
        let faintest = wcag(over(tertiary, 0.12, grouped), grouped)
        #expect(abs(faintest - 1.144) < 0.001)
        #expect(faintest >= ControlFillContrast.minimum)
        #expect(wcag(over(tertiary, 0.12, white), white) >= ControlFillContrast.minimum)
        #expect(wcag(over(tertiary, 0.24, black), black) >= ControlFillContrast.minimum)
        #expect(wcag(over(tertiary, 0.24, darkCell), darkCell) >= ControlFillContrast.minimum)
        #expect(wcag(over((116.0 / 255, 116.0 / 255, 128.0 / 255), 0.08, white), white) < ControlFillContrast.minimum)
        // The surface Tally had: #f3f4f6, 1.10:1 on white and 1.01:1 on #f2f2f7.
        #expect(wcag(rgb("#f3f4f6"), white) < ControlFillContrast.minimum)
        #expect(wcag(rgb("#f3f4f6"), grouped) < 1.02)
    }

    @Test("Tally's tokens pass: every fill on every background, in light and dark")
    func tallyPasses() throws {
        let tokens = try TokenCompiler.compile(sources)
        #expect(ControlFillContrast.failures(tokens).isEmpty)
        #expect(TallyTokens.all == tokens, "the generated Swift is the source's (tally tokens --check)")
        #expect(ControlFillContrast.pairs.count == 2 * 3)
        // The surface against the grouped page and cards, as the docs give them.
        let surface = TallyTokens.Color.surface, grouped = TallyTokens.Color.groupedBackground, card = TallyTokens.Color.cardBackground
        #expect(shown(surface.light.contrastRatio(with: grouped.light)) == "1.19")
        #expect(shown(surface.light.contrastRatio(with: TallyTokens.Color.background.light)) == "1.33")
        #expect(shown(surface.dark.contrastRatio(with: card.dark)) == "1.22")
        #expect(shown(surface.dark.contrastRatio(with: TallyTokens.Color.background.dark)) == "1.50")
    }

    @Test("Tally's own token files are refused with a fill too close to its background, at the fill's line")
    func tallyFilesRefused() throws {
        let text = ##"""
        {
          "color": {
            "$type": "color",
            "background": {"$value": "#ffffff", "$extensions": {"app.tally": {"modes": {"dark": "#000000"}}}},
            "surface": {"$value": "#f3f4f6", "$extensions": {"app.tally": {"modes": {"dark": "#2c2c2e"}}}}
          }
        }
        """##
        do {
            let tokens = try TokenCompiler.compile([TokenSourceFile(name: "color.tokens.json", text: text)])
            Issue.record("accepted: \(tokens.count) tokens")
        } catch {
            let ratio = wcag(rgb("#f3f4f6"), rgb("#ffffff"))
            #expect(tokenErrors(error).map(\.description) == [
                "color.tokens.json:5:16: color.surface: color.surface #f3f4f6 on color.background #ffffff in light is \(shown(ratio)):1; "
                    + "a control's fill needs at least 1.14:1 against its background (fields, chips, keypad keys, segment tracks and buttons)",
            ])
            #expect(!tokenErrors(error).isEmpty && tokenErrors(error).allSatisfy { $0.kind == .insufficientContrast })
        }
        // Without the pair's tokens there is nothing to check.
        #expect(throws: Never.self) { try TokenCompiler.compile([TokenSourceFile(name: "a.tokens.json", text: ##"{"color": {"surface": {"$type": "color", "$value": "#ffffff"}}}"##)]) }
    }

    @Test("a theme whose surface is the grouped background's grey is refused, naming both colours with their hex and the ratio, at the theme token")
    func themeRefused() throws {
        do {
            let compiled = try compileTheme(##"""
            {
              "color": {
                "surface": {"$value": "#f3f4f6", "$extensions": {"app.tally": {"modes": {"dark": "#2c2c2e"}}}}
              }
            }
            """##)
            Issue.record("accepted: \(compiled.changed.count) tokens changed")
        } catch {
            let errors = tokenErrors(error).filter { $0.message.contains("control's fill") }
            let white = shown(wcag(rgb("#f3f4f6"), rgb("#ffffff")))
            let grouped = shown(wcag(rgb("#f3f4f6"), rgb("#f2f2f7")))
            #expect(errors.map(\.message) == [
                "color.surface #f3f4f6 on color.background #ffffff in light is \(white):1; a control's fill needs at least 1.14:1 against its background (fields, chips, keypad keys, segment tracks and buttons)",
                "color.surface #f3f4f6 on color.cardBackground #ffffff in light is \(white):1; a control's fill needs at least 1.14:1 against its background (fields, chips, keypad keys, segment tracks and buttons)",
                "color.surface #f3f4f6 on color.groupedBackground #f2f2f7 in light is \(grouped):1; a control's fill needs at least 1.14:1 against its background (fields, chips, keypad keys, segment tracks and buttons)",
            ])
            #expect(grouped == "1.01")
            for error in errors {
                #expect(error.kind == .insufficientContrast)
                #expect(error.path == "color.surface")
                #expect(error.file == "app.theme.json" && error.location?.line == 3, "\(error)")
            }
        }
    }

    @Test("a background the fills cannot stand out from is refused at the background, in dark at its dark value")
    func themeBackgroundRefused() throws {
        do {
            _ = try compileTheme(##"""
            {
              "color": {
                "cardBackground": {"$value": "#ffffff",
                  "$extensions": {"app.tally": {"modes": {"dark": "#2c2c2e"}}}}
              }
            }
            """##)
            Issue.record("accepted")
        } catch {
            let errors = tokenErrors(error).filter { $0.message.contains("control's fill") }
            #expect(errors.map(\.message) == [
                "color.surface #2c2c2e on color.cardBackground #2c2c2e in dark is 1.00:1; a control's fill needs at least 1.14:1 against its background (fields, chips, keypad keys, segment tracks and buttons)",
            ])
            #expect(errors.first?.path == "color.cardBackground")
            #expect(errors.first?.location?.line == 4)
        }
    }

    @Test("the sample theme and a theme with a fill of its own that stands out are accepted")
    func themesAccepted() throws {
        let brand = try String(contentsOf: packageRoot.appendingPathComponent("Examples/Themes/Brand.theme.json"), encoding: .utf8)
        let evergreen = try TokenCompiler.compileTheme(TokenSourceFile(name: "Brand.theme.json", text: brand), over: sources)
        #expect(ControlFillContrast.failures(evergreen.tokens).isEmpty)
        let own = try compileTheme(##"""
        {
          "color": {
            "surface": {"$value": "#e0e0e5", "$extensions": {"app.tally": {"modes": {"dark": "#303338"}}}}
          }
        }
        """##)
        #expect(ControlFillContrast.failures(own.tokens).isEmpty)
    }

    @Test("over random fills and backgrounds, opaque and translucent, the verdict and the reported ratio are WCAG's, computed independently")
    func randomPairs() {
        var generator = SplitMix(state: 0x7A11_F111)
        func random() -> Double { Double(UInt8.random(in: 0...255, using: &generator)) / 255 }
        var refused = 0, accepted = 0
        for _ in 0..<2_000 {
            let fill = [(random(), random(), random()), (random(), random(), random())]
            let ground = [(random(), random(), random()), (random(), random(), random())]
            // One time in four the fill is translucent: drawn over its background.
            let alphas = (0..<2).map { _ in Bool.random(using: &generator) && Bool.random(using: &generator) ? Double(UInt8.random(in: 1...254, using: &generator)) / 255 : 1 }
            func token(_ path: String, _ c: [(Double, Double, Double)], _ alpha: [Double]) -> ResolvedToken {
                color(path, TokenColor(red: c[0].0, green: c[0].1, blue: c[0].2, alpha: alpha[0]), TokenColor(red: c[1].0, green: c[1].1, blue: c[1].2, alpha: alpha[1]))
            }
            let tokens = [token("color.surface", fill, alphas), token("color.background", ground, [1, 1])]
            let failures = ControlFillContrast.failures(tokens)
            for (index, scheme) in TokenColorScheme.allCases.enumerated() {
                let a = alphas[index], f = fill[index], g = ground[index]
                let drawn = (f.0 * a + g.0 * (1 - a), f.1 * a + g.1 * (1 - a), f.2 * a + g.2 * (1 - a))
                let expected = wcag(drawn, g)
                if abs(expected - ControlFillContrast.minimum) < 1e-9 { continue }
                let failure = failures.first { $0.scheme == scheme && $0.pair.background == "color.background" }
                #expect((failure != nil) == (expected < ControlFillContrast.minimum), "\(scheme): \(drawn) on \(g) is \(expected)")
                if let failure {
                    refused += 1
                    #expect(abs(failure.ratio - expected) < 1e-9)
                    #expect(failure.message.contains(" is \(shown(expected)):1; "), "\(failure.message) vs \(expected)")
                    #expect(failure.message.hasPrefix("color.surface \(failure.fill.hex) on color.background \(failure.background.hex) in \(scheme.rawValue) is "))
                } else {
                    accepted += 1
                }
            }
        }
        // Both verdicts are exercised.
        #expect(refused > 50 && accepted > 50, "refused \(refused), accepted \(accepted)")
    }
}

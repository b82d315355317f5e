import Foundation
@_spi(Tally) import TallyCore
@testable import TallyTokenCompiler
import Testing

/// Reads `--name: value;` declarations of one CSS block (the first block whose selector line
/// is exactly `selector {`).
private func declarations(in css: String, block selector: String) -> [String: String] {
    var result: [String: String] = [:]
    var inside = false
    for line in css.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        if line == selector + " {" { inside = true; continue }
        if inside, line == "}" { break }
        guard inside, let colon = line.firstIndex(of: ":"), line.hasSuffix(";") else { continue }
        result[String(line[..<colon])] = String(line[line.index(after: colon)...].dropLast()).trimmingCharacters(in: .whitespaces)
    }
    return result
}

@Suite("Outputs: CSS, Swift, resolved JSON")
struct TokenOutputTests {
    /// Compiled once for the suite: Swift Testing makes a new suite value for every test.
    private static let compiled: Result<(tokens: [ResolvedToken], css: String), any Error> = Result {
        let tokens = try packageTokens()
        return (tokens, try TokenCompiler.css(for: tokens))
    }

    let tokens: [ResolvedToken]
    let css: String

    init() throws {
        (tokens, css) = try Self.compiled.get()
    }

    @Test("every spring's CSS linear() stays within 0.002 of SwiftUI's curve, as a browser plays it")
    func springLinearBound() throws {
        let root = declarations(in: css, block: ":root")
        let springs = tokens.filter { $0.type == .spring }
        #expect(springs.count == 8)
        for token in springs {
            guard case .spring(let value) = token.value else { continue }
            let name = TokenCompiler.cssVariableName(token)
            let function = try #require(root[name], "\(name)")
            let durationText = try #require(root[name + "-duration"], "\(name)-duration")
            let duration = try #require(Double(durationText.dropLast()), "\(durationText)")
            let easing = try LinearEasing(cssFunction: function)
            let spring = try Spring(response: value.response, dampingRatio: value.dampingFraction)
            var worst = 0.0
            for step in 0...20_000 {
                let time = duration * Double(step) / 20_000
                worst = max(worst, abs(easing.value(at: time / duration) - spring.value(at: time)))
            }
            #expect(worst <= CSSTokenEmitter.springTolerance, "\(token.path): \(worst)")
            #expect(easing.stops.count <= 32, "\(token.path): \(easing.stops.count) stops")
        }
    }

    @Test("CSS carries the tokens' values: easings as cubic-bezier(), type, spacing, colours per scheme")
    func cssValues() {
        let root = declarations(in: css, block: ":root")
        let dark = declarations(in: css, block: "[data-theme=\"dark\"]")
        let light = declarations(in: css, block: "[data-theme=\"light\"]")
        #expect(root["--tally-easing-standard"] == "cubic-bezier(0.4, 0, 0.2, 1)")
        #expect(root["--tally-motion-float-label"] == "250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms")
        #expect(root["--tally-motion-fast-duration"] == "150ms")
        #expect(root["--tally-typography-label-md-float-font-size"] == "14px")
        #expect(root["--tally-typography-label-md-float-line-height"] == "1.428571")  // 20 / 14
        #expect(root["--tally-typography-hero-amount-font-weight"] == "700")
        #expect(root["--tally-float-label-label-offset"] == "-28px")
        #expect(root["--tally-space-grouped-minimal"] == "2px")
        #expect(root["--tally-color-primary"] == "#3b82f6")
        #expect(light["--tally-color-primary"] == "#3b82f6")
        #expect(dark["--tally-color-primary"] == "#60a5fa")
        #expect(dark["--tally-color-text-subtle"] == "#9ca3af")
        #expect(root["--tally-color-error"] == "#ef4444")
        #expect(root["--tally-color-success-strong"] == "#10b981")
        #expect(root["--tally-color-border"] == "#d1d5db")
        // Tokens that are the same in both schemes are written once, on :root.
        #expect(dark["--tally-spacing-lg"] == nil && dark["--tally-palette-white"] == nil)
        #expect(dark.keys.allSatisfy { root[$0] != nil })
        #expect(css.contains("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme=\"light\"]) {\n    --tally-color-primary: #60a5fa;"))
    }

    @Test("every output carries the amount colours: Swift, CSS per scheme, resolved JSON")
    func amountColorsInOutputs() throws {
        let root = declarations(in: css, block: ":root")
        let dark = declarations(in: css, block: "[data-theme=\"dark\"]")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONTokenEmitter.emit(tokens).utf8)) as? [String: Any])
        let jsonColors = try #require(json["color"] as? [String: Any])
        let (values, all) = try SwiftTokenEmitter.emit(tokens)
        for (name, property) in [("amountExpense", "--tally-color-amount-expense"), ("amountIncome", "--tally-color-amount-income"),
                                 ("amountNeutral", "--tally-color-amount-neutral")] {
            let token = try #require(tokens["color." + name], "color.\(name)")
            guard case .color(let color) = token.value else {
                Issue.record("color.\(name) is not a colour")
                continue
            }
            // CSS: the light value on :root, the dark one where the dark scheme applies.
            #expect(root[property] == color.light.hex, "\(property)")
            #expect(dark[property] == color.dark.hex, "\(property)")
            // Resolved JSON: the light $value and the dark mode.
            let entry = try #require(jsonColors[name] as? [String: Any], "\(name)")
            #expect(entry["$type"] as? String == "color")
            #expect((entry["$value"] as? [String: Any])?["hex"] as? String == color.light.hex)
            let modes = ((entry["$extensions"] as? [String: Any])?["app.tally"] as? [String: Any])?["modes"] as? [String: Any]
            #expect((modes?["dark"] as? [String: Any])?["hex"] as? String == color.dark.hex, "\(name)")
            // Swift: a TallyTokens.Color member, and an entry of TallyTokens.all.
            #expect(values.contains("public static let \(name): SchemeColor = "), "\(name)")
            #expect(all.contains("path: \"color.\(name)\""), "\(name)")
        }
        // The values themselves, as TallyCore compiles them.
        #expect(TallyTokens.Color.amountExpense.light.hex == "#b91c1c" && TallyTokens.Color.amountExpense.dark.hex == "#f87171")
        #expect(TallyTokens.Color.amountIncome.light.hex == "#065f46" && TallyTokens.Color.amountIncome.dark.hex == "#34d399")
        #expect(TallyTokens.Color.amountNeutral == TallyTokens.Color.textPrimary)
        #expect(tokens["color.amountNeutral"]?.aliasOf == "color.textPrimary")
        #expect(root["--tally-color-amount-neutral"] == root["--tally-color-text-primary"])
        #expect(dark["--tally-color-amount-neutral"] == dark["--tally-color-text-primary"])
    }

    @Test("every token has a CSS custom property")
    func everyTokenInCSS() {
        let root = declarations(in: css, block: ":root")
        for token in tokens {
            let name = TokenCompiler.cssVariableName(token)
            let present = root.keys.contains { $0 == name || $0.hasPrefix(name + "-") }
            #expect(present, "\(name)")
        }
    }

    @Test("outputs are byte-stable: same source, same bytes, whatever order the files come in")
    func byteStable() throws {
        let folder = packageRoot.appendingPathComponent("tokens")
        let files = try TokenSourceFile.load(from: folder)
        let first = try TokenCompiler.outputs(for: TokenCompiler.compile(files))
        let second = try TokenCompiler.outputs(for: TokenCompiler.compile(files))
        #expect(first == second)
        let sorted = try TokenCompiler.compile(files)
        let reversed = try TokenCompiler.compile(files.reversed())
        #expect(Set(sorted) == Set(reversed))
    }

    @Test("the Swift compiled into TallyCore holds exactly the resolved tokens")
    func generatedSwiftMatches() {
        #expect(TallyTokens.all == tokens)
    }

    @Test("generated Swift values are the tokens' values")
    func generatedSwiftValues() {
        #expect(TallyTokens.Typography.labelMdFloat.fontSize.points == 14)
        #expect(TallyTokens.Typography.labelMdFloat.lineHeightPoints == 20)
        #expect(TallyTokens.Typography.labelMd.lineHeightPoints == 24)
        #expect(TallyTokens.Typography.caption.fontSize.points == 13 && abs(TallyTokens.Typography.caption.lineHeightPoints - 18) < 1e-9)
        #expect(TallyTokens.Typography.heroAmount.fontFamily.first == "Inter" && TallyTokens.Typography.heroAmount.fontWeight == 700)
        #expect(TallyTokens.Typography.heroAmount.fontSize.points == 56)
        #expect(TallyTokens.Typography.sectionHeader.fontSize == TallyTokens.Typography.caption.fontSize)
        #expect(TallyTokens.Typography.sectionHeader.fontWeight == 500)
        #expect(TallyTokens.FloatLabel.labelOffset == -28)
        #expect(TallyTokens.Scale.scale088 == 0.88)
        #expect([TallyTokens.Spacing.xs, TallyTokens.Spacing.sm, TallyTokens.Spacing.md, TallyTokens.Spacing.lg] == [4, 8, 12, 16])
        #expect([TallyTokens.Space.inset100, TallyTokens.Space.groupedTight, TallyTokens.Space.groupedMinimal] == [8, 4, 2])
        #expect(TallyTokens.TapArea.recommended == 48 && TallyTokens.FocusRing.width == 2)
        #expect(TallyTokens.Color.primary.light.hex == "#3b82f6")
        #expect(TallyTokens.Color.textSubtle.light.hex == "#59606c")
        #expect(TallyTokens.Color.text.light.hex == "#000000" && TallyTokens.Color.background.light.hex == "#ffffff")
        #expect(TallyTokens.Motion.fast.duration.seconds == 0.15 && TallyTokens.Motion.fast.timingFunction == TokenCubicBezier(0, 0, 0.58, 1))
        #expect(TallyTokens.Motion.normal.duration.seconds == 0.25 && TallyTokens.Motion.slow.duration.seconds == 0.35)
        #expect(TallyTokens.Motion.floatLabel.timingFunction == TokenCubicBezier(0.4, 0, 0.2, 1))
        #expect(TallyTokens.Spring.app == TokenSpring(response: 0.5, dampingFraction: 0.7))
        #expect(TallyTokens.Spring.menu == TokenSpring(response: 0.35, dampingFraction: 0.65))
        #expect(TallyTokens.Spring.contextMenuAppear == TokenSpring(response: 0.3, dampingFraction: 0.7))
        #expect(TallyTokens.Spring.amountDigit == TokenSpring(response: 0.3, dampingFraction: 0.7))
        #expect(TallyTokens.Spring.conversionReveal == TokenSpring(response: 0.3, dampingFraction: 0.8))
        let rotation = TallyTokens.Keyframes.titleCharWobble.tracks.first { $0.property == "rotation" }
        #expect(rotation?.keyframes.map(\.value) == [0, 8, -8, 4, 0])
        #expect(TallyTokens.Keyframes.titleCharWobble.tracks.map(\.property) == ["offsetY", "scale", "rotation"])
    }

    @Test("the snappy spring is SwiftUI's: duration 0.5, bounce 0.15")
    func snappy() throws {
        let snappy = TallyTokens.Spring.snappy
        let swiftUI = Spring.snappy
        #expect(abs(snappy.response - swiftUI.response) < 1e-12)
        #expect(abs(snappy.dampingFraction - swiftUI.dampingRatio) < 1e-12)
    }

    @Test("text colours keep WCAG AA contrast on the surfaces they sit on, in both schemes")
    func contrast() {
        let texts = [TallyTokens.Color.text, TallyTokens.Color.textPrimary, TallyTokens.Color.textSecondary, TallyTokens.Color.primaryText,
                     TallyTokens.Color.errorText, TallyTokens.Color.successText,
                     TallyTokens.Color.amountExpense, TallyTokens.Color.amountIncome, TallyTokens.Color.amountNeutral]
        let grounds = [TallyTokens.Color.background, TallyTokens.Color.cardBackground, TallyTokens.Color.surface,
                       TallyTokens.Color.groupedBackground]
        for scheme in TokenColorScheme.allCases {
            for text in texts {
                for ground in grounds {
                    let ratio = text.resolved(for: scheme).contrastRatio(with: ground.resolved(for: scheme))
                    #expect(ratio >= 4.5, "\(text.resolved(for: scheme).hex) on \(ground.resolved(for: scheme).hex) in \(scheme): \(ratio)")
                }
            }
            // Resting labels and helper text sit on the background or a card.
            for ground in [TallyTokens.Color.background, TallyTokens.Color.cardBackground] {
                #expect(TallyTokens.Color.textSubtle.resolved(for: scheme).contrastRatio(with: ground.resolved(for: scheme)) >= 4.5)
            }
            // A selected chip's label is body-small text on the chip fill.
            #expect(TallyTokens.Color.onPrimary.resolved(for: scheme).contrastRatio(with: TallyTokens.Color.chipSelected.resolved(for: scheme)) >= 4.5)
            // Borders and focus rings are non-text UI: WCAG 1.4.11 asks 3:1 against the background.
            #expect(TallyTokens.Color.primary.resolved(for: scheme).contrastRatio(with: TallyTokens.Color.background.resolved(for: scheme)) >= 3)
        }
    }

    @Test("Swift names: digits take the group's name, dashes camel-case")
    func swiftNaming() {
        #expect(TokenNaming.swiftMember("088", parent: "scale") == "scale088")
        #expect(TokenNaming.swiftMember("100", parent: "size") == "size100")
        #expect(TokenNaming.swiftMember("semi-bold", parent: "weight") == "semiBold")
        #expect(TokenNaming.swiftType("icon-size", parent: nil) == "IconSize")
        #expect(TokenNaming.cssProperty(["color", "textPrimary"]) == "--tally-color-text-primary")
        #expect(TokenNaming.cssProperty(["font", "size", "100"]) == "--tally-font-size-100")
    }

    @Test("two names that become one Swift identifier are an error")
    func swiftCollision() throws {
        let errors = try refusedWritingNothing(##"{"g": {"$type": "number", "text-primary": {"$value": 1}, "textPrimary": {"$value": 2}}}"##)
        #expect(errors.map(\.kind) == [.duplicate, .duplicate])
        #expect(errors.first?.description == "test.tokens.json:1:73: g.textPrimary: becomes the Swift name textPrimary, as g.text-primary does; rename one of them")
    }

    @Test("the Swift emitter's text for a small token set")
    func swiftText() throws {
        let tokens = try compile(##"""
        {"space": {"$type": "dimension", "$description": "Spacing.",
          "sm": {"$value": {"value": 0.5, "unit": "rem"}, "$description": "Small gap."},
          "old": {"$value": "{space.sm}", "$deprecated": "Use sm."}}}
        """##)
        let swift = try SwiftTokenEmitter.emit(tokens).values
        #expect(swift.hasSuffix("""
        public enum TallyTokens {
            /// The tokens under `space`.
            public enum Space {
                /// Small gap.
                ///
                /// `space.sm`: 0.5 rem
                public static let sm: Double = 8

                /// `space.old`: 0.5 rem (alias of `space.sm`)
                @available(*, deprecated, message: "Use sm.")
                public static let old: Double = 8
            }
        }

        """))
    }
}

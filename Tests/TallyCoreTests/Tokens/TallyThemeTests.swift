import Foundation
import TallyCore
import Testing

/// The theme every view draws with: Tally's own from its tokens, and an app's with tokens
/// replaced by path.
@Suite("TallyTheme")
struct TallyThemeTests {
    @Test("the standard theme holds every role with Tally's own token values")
    func standard() {
        let theme = TallyTheme.standard
        #expect(theme.color(.primary) == TallyTokens.Color.primary)
        #expect(theme.color(.textSecondary) == TallyTokens.Color.textSecondary)
        #expect(theme.typography(.heroAmount) == TallyTokens.Typography.heroAmount)
        #expect(theme.spacing(.lg) == TallyTokens.Spacing.lg && theme.spacing(.groupedMinimal) == TallyTokens.Space.groupedMinimal)
        #expect(theme.radius(.md) == TallyTokens.Radius.md)
        #expect(theme.iconSize(.xl) == TallyTokens.IconSize.xl)
        #expect(theme.spring(.app) == TallyTokens.Spring.app)
        #expect(theme.transition(.floatLabel) == TallyTokens.Motion.floatLabel)
        #expect(theme.surfaces == .glass && !theme.tintsControls)
    }

    @Test("every role names a token of Tally's, and every look token a view draws has a role")
    func rolesCoverTokens() {
        let paths = Set(TallyTokens.all.map(\.path))
        var rolePaths = Set<String>()
        rolePaths.formUnion(TallyTheme.ColorRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.TypographyRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.SpacingRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.RadiusRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.IconSizeRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.SpringRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.TransitionRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.TapAreaRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.FocusRingRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.BorderWidthRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.OpacityRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.ScaleRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.OffsetRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.SizeRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.DurationRole.allCases.map(\.path))
        rolePaths.formUnion(TallyTheme.KeyframesRole.allCases.map(\.path))
        #expect(rolePaths.isSubset(of: paths), "\(rolePaths.subtracting(paths))")
        // Every token of these groups is a role. Not roles: the palette, the grid unit, the
        // numbered steps other tokens alias (`duration.150`, `scale.088`, `font.*`), the easings
        // (read through the transitions), and the composites only the catalog and CSS draw.
        let groups = ["color.", "spacing.", "space.", "radius.", "iconSize.", "spring.", "motion.", "tapArea.", "focusRing.",
                      "borderWidth.", "opacity.", "scale.", "offset.", "floatLabel.", "progress.", "cursor.", "keyframes.", "duration."]
        let grouped = paths.filter { path in
            let numberedStep = path.split(separator: ".").last.map { $0.allSatisfy(\.isNumber) } ?? false
            return (groups.contains { path.hasPrefix($0) } && !numberedStep)
                || (path.hasPrefix("typography.") && TallyTokens.all.first { $0.path == path }?.type == .typography)
        }
        #expect(grouped == rolePaths, "tokens without a role: \(grouped.subtracting(rolePaths))")
    }

    @Test("overriding replaces tokens by path and keeps the rest")
    func overriding() throws {
        let brand = SchemeColor(light: TokenColor(.sRGB, red: 0.5, green: 0.1, blue: 0.4), dark: TokenColor(.sRGB, red: 0.9, green: 0.6, blue: 0.8))
        let theme = try TallyTheme.standard.overriding([
            ResolvedToken(path: "color.primary", type: .color, value: .color(brand)),
            ResolvedToken(path: "spacing.lg", type: .dimension, value: .dimension(TokenDimension(20, .px))),
        ], name: "Brand")
        #expect(theme.name == "Brand")
        #expect(theme.color(.primary) == brand && theme.spacing(.lg) == 20)
        #expect(theme.color(.textPrimary) == TallyTokens.Color.textPrimary && theme.spacing(.md) == TallyTokens.Spacing.md)
        #expect(theme.tokens.count == TallyTokens.all.count)
        #expect(theme != TallyTheme.standard)
    }

    @Test("a role's token of another type, or a missing one, is an error naming the path")
    func wrongTypes() {
        #expect(throws: TallyTheme.ThemeError.wrongType(path: "color.primary", expected: .color, found: .dimension)) {
            try TallyTheme.standard.overriding([ResolvedToken(path: "color.primary", type: .dimension, value: .dimension(TokenDimension(4, .px)))])
        }
        #expect(throws: TallyTheme.ThemeError.missingToken(path: "color.primary")) {
            try TallyTheme(name: "Empty", tokens: TallyTokens.all.filter { $0.path != "color.primary" })
        }
        let message = TallyTheme.ThemeError.wrongType(path: "color.primary", expected: .color, found: .dimension).description
        #expect(message == "color.primary is a dimension token, but a theme needs a color there")
    }

    @Test("the amount roles read Tally's tokens: expense, income, and neutral as the primary text colour")
    func amountRoles() throws {
        let theme = TallyTheme.standard
        #expect(TallyTheme.ColorRole.amountExpense.path == "color.amountExpense")
        #expect(TallyTheme.ColorRole.amountIncome.path == "color.amountIncome")
        #expect(TallyTheme.ColorRole.amountNeutral.path == "color.amountNeutral")
        #expect(theme.color(.amountExpense) == TallyTokens.Color.amountExpense)
        #expect(theme.color(.amountIncome) == TallyTokens.Color.amountIncome)
        #expect(theme.color(.amountNeutral) == TallyTokens.Color.amountNeutral)
        #expect(theme.color(.amountNeutral) == theme.color(.textPrimary))
        #expect(theme.token("color.amountNeutral")?.aliasOf == "color.textPrimary")
        // Money out and money in are told apart, from each other and from neutral, in both schemes.
        for scheme in TokenColorScheme.allCases {
            let drawn = [TallyTheme.ColorRole.amountExpense, .amountIncome, .amountNeutral].map { theme.color($0).resolved(for: scheme) }
            #expect(Set(drawn.map(\.hex)).count == 3, "\(scheme): \(drawn.map(\.hex))")
        }
        // A theme replaces them by path, as any colour.
        let plum = SchemeColor(light: TokenColor(.sRGB, red: 0.49, green: 0.13, blue: 0.42), dark: TokenColor(.sRGB, red: 0.86, green: 0.6, blue: 0.8))
        let themed = try theme.overriding([ResolvedToken(path: "color.amountExpense", type: .color, value: .color(plum))])
        #expect(themed.color(.amountExpense) == plum && themed.color(.amountIncome) == TallyTokens.Color.amountIncome)
    }

    @Test("the amount colours are text with at least 4.5:1 on every background and surface, light and dark",
          arguments: [TallyTheme.ColorRole.amountExpense, .amountIncome, .amountNeutral])
    func amountContrast(role: TallyTheme.ColorRole) {
        let theme = TallyTheme.standard
        let grounds: [TallyTheme.ColorRole] = [.background, .cardBackground, .surface, .groupedBackground]
        for scheme in TokenColorScheme.allCases {
            let text = theme.color(role).resolved(for: scheme)
            #expect(text.alpha == 1)
            for ground in grounds {
                let background = theme.color(ground).resolved(for: scheme)
                let ratio = text.contrastRatio(with: background)
                #expect(ratio >= 4.5, "\(role.path) \(text.hex) on \(ground.path) \(background.hex) in \(scheme.rawValue): \(ratio)")
            }
        }
    }
}

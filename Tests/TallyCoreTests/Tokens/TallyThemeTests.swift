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
}

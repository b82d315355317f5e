import Foundation
import TallyCore
import Testing

/// What each component draws in a theme: the standard theme gives exactly what the components
/// drew before themes, and an app's theme changes what it overrides and nothing else.
@Suite("Components in a theme")
struct ThemeComponentTests {
    private static let plum = SchemeColor(light: TokenColor(.sRGB, red: 0.5, green: 0.1, blue: 0.4), dark: TokenColor(.sRGB, red: 0.9, green: 0.6, blue: 0.8))

    /// A brand theme: a plum primary, wider spacing, rounder corners, a serif heading and a new
    /// hero font, a slower app spring and a longer normal transition.
    private static func brand() throws -> TallyTheme {
        let serif = TokenTypography(fontFamily: ["Source Serif 4", "Georgia", "serif"], fontSize: TokenDimension(30), fontWeight: 600,
                                    lineHeight: 1.2, textStyle: .title)
        let hero = TokenTypography(fontFamily: ["Brand Grotesk", "Inter"], fontSize: TokenDimension(64), fontWeight: 800, lineHeight: 1.1,
                                   textStyle: .largeTitle)
        let caption = TokenTypography(fontFamily: ["Brand Grotesk"], fontSize: TokenDimension(12), fontWeight: 400, lineHeight: 1.5,
                                      textStyle: .footnote)
        return try TallyTheme.standard.overriding([
            ResolvedToken(path: "color.primary", type: .color, value: .color(plum)),
            ResolvedToken(path: "spacing.sm", type: .dimension, value: .dimension(TokenDimension(10))),
            ResolvedToken(path: "spacing.md", type: .dimension, value: .dimension(TokenDimension(14))),
            ResolvedToken(path: "spacing.lg", type: .dimension, value: .dimension(TokenDimension(1.25, .rem))),
            ResolvedToken(path: "radius.md", type: .dimension, value: .dimension(TokenDimension(20))),
            ResolvedToken(path: "typography.h2", type: .typography, value: .typography(serif)),
            ResolvedToken(path: "typography.heroAmount", type: .typography, value: .typography(hero)),
            ResolvedToken(path: "typography.caption", type: .typography, value: .typography(caption)),
            ResolvedToken(path: "spring.app", type: .spring, value: .spring(TokenSpring(response: 0.8, dampingFraction: 0.9))),
            ResolvedToken(path: "motion.normal", type: .transition,
                          value: .transition(TokenTransition(duration: TokenDuration(400), timingFunction: TokenCubicBezier(0.2, 0, 0, 1)))),
        ], name: "Brand")
    }

    // MARK: - Font faces

    @Test("the hero amount is measured in Inter Bold in Tally's theme")
    func standardHeroFace() {
        let face = TallyTheme.standard.fontFace(.heroAmount)
        #expect(face == FontFace(family: "Inter", weight: 700))
        #expect(face.postScriptName == "Inter-Bold")
        #expect(!face.isSystem)
        #expect(TallyTheme.standard.fontFace(.button).postScriptName == "Inter-SemiBold")
        #expect(TallyTheme.standard.fontFace(.sectionHeader).postScriptName == "Inter-Medium")
        #expect(TallyTheme.standard.fontFace(.body).postScriptName == "Inter-Regular")
    }

    @Test("a theme's hero font is measured: its first family at its weight, spaces dropped from the PostScript name")
    func themeHeroFace() throws {
        let face = try Self.brand().fontFace(.heroAmount)
        #expect(face.family == "Brand Grotesk" && face.weight == 800)
        #expect(face.postScriptName == "BrandGrotesk-ExtraBold")
        #expect(try Self.brand().fontFace(.h2).postScriptName == "SourceSerif4-SemiBold")
    }

    @Test("each weight step has the name font files give it; weights round to the nearest hundred within 100…900")
    func weightNames() {
        let names: [Double: String] = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold",
                     800: "ExtraBold", 900: "Black"]
        for (weight, name) in names {
            #expect(FontFace.weightName(weight) == name)
        }
        #expect(FontFace.weightName(449) == "Regular" && FontFace.weightName(450) == "Medium")
        #expect(FontFace.weightName(649) == "SemiBold" && FontFace.weightName(650) == "Bold")
        #expect(FontFace.weightName(1) == "Thin" && FontFace.weightName(1000) == "Black")
        #expect(FontFace(family: "Inter", weight: 350).roundedWeight == 400)
        #expect(FontFace.weightName(449.5) == "Regular" && FontFace.weightName(450.5) == "Medium")
    }

    @Test("a generic or system first family, or none, is the system font; later families are never measured")
    func systemFaces() {
        func face(_ families: [String], weight: Double = 700) -> FontFace {
            FontFace(TokenTypography(fontFamily: families, fontSize: TokenDimension(56), fontWeight: weight, lineHeight: 1.1))
        }
        for families in [["-apple-system", "Inter"], ["system-ui"], ["System-UI"], ["sans-serif"], ["ui-rounded"], ["BlinkMacSystemFont"], [], ["  "]] {
            let measured = face(families)
            #expect(measured.isSystem, "\(families)")
            #expect(measured.postScriptName == nil)
            #expect(measured.weight == 700)
        }
        #expect(face(["Georgia", "-apple-system"]).postScriptName == "Georgia-Bold")
        #expect(face([" Inter "], weight: 500).postScriptName == "Inter-Medium")
    }

    // MARK: - Colours and type of the form components

    @Test("every field colour role is its token's colour in Tally's theme and follows a theme's override")
    func fieldColors() throws {
        let expected: [FieldColorRole: SchemeColor] = [
            .subtleText: TallyTokens.Color.textSubtle, .primaryText: TallyTokens.Color.primaryText, .errorText: TallyTokens.Color.errorText,
            .successText: TallyTokens.Color.successText, .secondaryText: TallyTokens.Color.textSecondary, .border: TallyTokens.Color.border,
            .primary: TallyTokens.Color.primary, .error: TallyTokens.Color.error, .success: TallyTokens.Color.successText,
        ]
        #expect(expected.count == FieldColorRole.allCases.count)
        for role in FieldColorRole.allCases {
            #expect(role.color(in: .standard) == expected[role])
            #expect(role.color(in: .standard) == role.token)
        }
        let brand = try Self.brand()
        #expect(FieldColorRole.primary.color(in: brand) == Self.plum)
        #expect(FieldColorRole.border.color(in: brand) == TallyTokens.Color.border)
    }

    @Test("section headers: Tally's theme gives the styles they had; a theme's caption sets the compact header")
    func sectionHeaders() throws {
        for style in SectionHeaderStyle.allCases {
            #expect(style.typography(in: .standard) == style.typography)
            #expect(style.color(in: .standard) == style.color)
        }
        #expect(SectionHeaderStyle.emphasized.typography(in: .standard).fontWeight == 600)
        let brand = try Self.brand()
        #expect(SectionHeaderStyle.compact.typography(in: brand).fontFamily == ["Brand Grotesk"])
        #expect(SectionHeaderStyle.compact.typography(in: brand).fontSize.points == 12)
        #expect(SectionHeaderStyle.default.typography(in: brand) == TallyTokens.Typography.sectionHeader)
        let state = SectionHeaderViewState(title: "Reminders", style: .compact)
        #expect(state.typography(in: brand) == SectionHeaderStyle.compact.typography(in: brand))
    }

    @Test("form sections and fields space their rows and text with the theme's spacing")
    func formSpacing() throws {
        for style in FormSectionStyle.allCases {
            let state = FormSectionState(header: "Basics", style: style)
            #expect(state.textInset(in: .standard) == state.textInset)
            #expect(state.rowSpacing(in: .standard) == state.rowSpacing)
            #expect(state.dividerLeadingInset(in: .standard) == state.dividerLeadingInset)
        }
        let brand = try Self.brand()
        #expect(FormSectionState(style: .card).textInset(in: brand) == 20)
        #expect(FormSectionState(style: .list).textInset(in: brand) == 0)
        #expect(FormSectionState(style: .plain).rowSpacing(in: brand) == 10)
        #expect(FormSectionState(style: .card).rowSpacing(in: brand) == 0)
        #expect(FormSectionState(style: .card).dividerLeadingInset(in: brand) == 14)

        for style in [FormTextFieldStyle.standard, .compact, .multiline(min: 2, max: 4)] {
            #expect(style.padding(in: .standard) == style.padding)
        }
        #expect(FormTextFieldStyle.standard.padding(in: brand) == 14)
        #expect(FormTextFieldStyle.compact.padding(in: brand) == 10)
        let field = FormTextFieldState(text: "", placeholder: "Name", style: .compact)
        #expect(field.padding(in: brand) == 10)
    }

    @Test("the keypad's labels, gaps and corners come from the theme; its key height and growth limit are its own")
    func keypadMetrics() throws {
        for scale in [0.8, 1, 1.3, 2.35, .infinity, .nan] {
            #expect(AmountKeypadState.metrics(dynamicTypeScale: scale, theme: .standard) == AmountKeypadState.metrics(dynamicTypeScale: scale))
        }
        let brand = try Self.brand()
        let metrics = AmountKeypadState.metrics(dynamicTypeScale: 1.2, theme: brand)
        #expect(metrics.fontSize == 36)
        #expect(abs(metrics.symbolSize - 28.8) < 1e-9)
        #expect(metrics.spacing == 10 && metrics.cornerRadius == 20)
        #expect(metrics.keyHeight == AmountKeypadState.metrics(dynamicTypeScale: 1.2).keyHeight)
        #expect(AmountKeypadState.metrics(dynamicTypeScale: 3, theme: brand).fontSize == 45)
    }

    // MARK: - Icons

    @Test("icon styles in Tally's theme are the presets; a theme's icon sizes, radii and spacing size the tiles")
    func iconStyles() throws {
        for size in IconStyle.Size.allCases {
            #expect(size.points(in: .standard) == size.points)
            #expect(IconStyle.categoryIcon(size: size, in: .standard) == .categoryIcon(size: size))
            #expect(IconStyle.serviceLogo(size: size, in: .standard) == .serviceLogo(size: size))
            #expect(IconStyle.bankLogo(size: size, in: .standard) == .bankLogo(size: size))
            for source in [IconSource.sfSymbol("cart.fill"), .bankLogo(LogoBrand.banks[0]), .brandService(LogoBrand.services[0]), nil] {
                #expect(IconStyle.standard(for: source, size: size, in: .standard) == .standard(for: source, size: size))
            }
        }
        #expect(IconStyle.toolbar(in: .standard) == .toolbar && IconStyle.placeholder(in: .standard) == .placeholder)

        let theme = try Self.brand().overriding([
            ResolvedToken(path: "iconSize.lg", type: .dimension, value: .dimension(TokenDimension(28))),
            ResolvedToken(path: "iconSize.sm", type: .dimension, value: .dimension(TokenDimension(18))),
        ])
        #expect(IconStyle.categoryIcon(in: theme) == IconStyle(size: 28, cornerRadius: 20, padding: 10, isTinted: true, hasBackground: true))
        // Below lg the tile takes the small radius and spacing, which this theme leaves as Tally's.
        #expect(IconStyle.categoryIcon(size: .sm, in: theme) == IconStyle(size: 18, cornerRadius: 8, padding: 4, isTinted: true, hasBackground: true))
        #expect(IconStyle.serviceLogo(in: theme).cornerRadius == 20 && IconStyle.serviceLogo(size: .lg, in: theme).cornerRadius == 8)
        #expect(IconStyle.bankLogo(size: .lg, in: theme) == IconStyle(size: 28, cornerRadius: 14, padding: 0, isTinted: false, hasBackground: true))
        #expect(IconStyle.toolbar(in: theme).size == 28 && IconStyle.placeholder(in: theme).padding == 10)

        let row = IconPickerRowState(selection: .sfSymbol("car.fill"))
        #expect(row.icon(in: .standard) == row.icon)
        #expect(row.icon(in: theme)?.style == .categoryIcon(size: .lg, in: theme))
        let empty = IconPickerRowState(selection: nil)
        #expect(empty.icon(in: theme) == nil)
        #expect(empty.placeholderSize(in: .standard) == empty.placeholderSize && empty.placeholderSize(in: theme) == 28)
        let styled = IconPickerRowState(selection: nil, style: .bankLogo(size: .xxl))
        #expect(styled.placeholderSize(in: theme) == 44)
    }

    // MARK: - Surfaces

    @Test("cards, glass cards and chips in Tally's theme are the styles they were")
    func standardSurfaces() {
        #expect(SurfaceStyle.card(in: .standard) == .card)
        #expect(SurfaceStyle.glassCard(in: .standard) == .glassCard)
        #expect(SurfaceStyle.filterChip(isSelected: true, in: .standard) == .filterChip(isSelected: true))
        #expect(SurfaceStyle.filterChip(isSelected: false, in: .standard) == .filterChip(isSelected: false))
    }

    @Test("with solid surfaces the glass card is the card background with the card's shadow, in the glass card's shape")
    func solidSurfaces() throws {
        var theme = try Self.brand()
        theme.surfaces = .solid
        let solid = SurfaceStyle.glassCard(in: theme)
        #expect(solid.fill == .color(TallyTokens.Color.cardBackground))
        #expect(solid.shadow == TallyTokens.Shadow.card)
        #expect(solid.cornerRadius == 20 && solid.horizontalPadding == 20 && solid.verticalPadding == 14)
        #expect(!solid.isCapsule)
        theme.surfaces = .glass
        #expect(SurfaceStyle.glassCard(in: theme).fill == .glass)
        #expect(SurfaceStyle.glassCard(in: theme).shadow == nil)
    }

    @Test("a theme's card and chips take its colours, radius, spacing and shadow")
    func themedSurfaces() throws {
        let shadow = TokenShadow(layers: [TokenShadow.Layer(color: Self.plum, offsetX: TokenDimension(0), offsetY: TokenDimension(2), blur: TokenDimension(8))])
        let ink = SchemeColor(TokenColor(.sRGB, red: 0.1, green: 0.1, blue: 0.3))
        let theme = try Self.brand().overriding([
            ResolvedToken(path: "shadow.card", type: .shadow, value: .shadow(shadow)),
            ResolvedToken(path: "color.chipSelected", type: .color, value: .color(ink)),
        ])
        let card = SurfaceStyle.card(in: theme)
        #expect(card.shadow == shadow && card.cornerRadius == 20 && card.horizontalPadding == 20 && card.verticalPadding == 20)
        let chip = SurfaceStyle.filterChip(isSelected: true, in: theme)
        #expect(chip.fill == .color(ink) && chip.foreground == TallyTokens.Color.onPrimary)
        #expect(chip.isCapsule && chip.horizontalPadding == 14 && chip.verticalPadding == 10 && chip.minimumHeight == 44)
        #expect(SurfaceStyle.filterChip(isSelected: false, in: theme).fill == .color(TallyTokens.Color.surface))
    }

    // MARK: - Motion

    @Test("a motion token animates with the theme's spring or transition of its path, and keeps its own curve otherwise")
    func motionCurves() throws {
        for token in MotionToken.all {
            #expect(TallyTheme.standard.curve(for: token) == token.curve, "\(token.path)")
        }
        let brand = try Self.brand()
        let appSpring = try #require(MotionToken.named("appSpring"))
        #expect(brand.curve(for: appSpring) == .spring(TokenSpring(response: 0.8, dampingFraction: 0.9)))
        let appNormal = try #require(MotionToken.named("appNormal"))
        #expect(brand.curve(for: appNormal) == .timing(TokenTransition(duration: TokenDuration(400), timingFunction: TokenCubicBezier(0.2, 0, 0, 1))))
        for name in ["appFast", "menuSpring", "titleCharWobble", "easingStandard"] {
            let token = try #require(MotionToken.named(name))
            #expect(brand.curve(for: token) == token.curve, "\(name)")
        }
    }
}

#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The theme TallyUI views draw with; Tally's own unless a view above sets one.
private struct TallyThemeKey: EnvironmentKey {
    static let defaultValue: TallyTheme = .standard
}

extension EnvironmentValues {
    /// The theme every TallyUI view below draws with: its colours (for the environment's colour
    /// scheme), type styles, spacing, radii, icon sizes, surfaces, motion, and whether Tally
    /// tints controls. `TallyTheme.standard` unless set with ``SwiftUI/View/tallyTheme(_:)``.
    public var tallyTheme: TallyTheme {
        get { self[TallyThemeKey.self] }
        set { self[TallyThemeKey.self] = newValue }
    }
}

extension View {
    /// Draws every TallyUI view in this subtree with `theme`: a brand's colours, fonts, spacing,
    /// radii, surfaces and motion, from a theme `tally tokens --theme` wrote or one made with
    /// `TallyTheme.overriding(_:name:)`.
    ///
    /// ```swift
    /// ContentView().tallyTheme(.brand)
    /// ```
    public func tallyTheme(_ theme: TallyTheme) -> some View {
        environment(\.tallyTheme, theme)
    }
}

extension TallyTheme {
    /// The colour of `role` for `scheme`, as one fixed colour (the light or the dark value, no
    /// dynamic colour). For APIs that take a `Color`; a view's fills and text use ``ThemeColor``,
    /// which follows the environment by itself.
    public func color(_ role: ColorRole, in scheme: ColorScheme) -> Color {
        Color(color(role).resolved(for: TokenColorScheme(scheme)))
    }

    /// The font of `role`'s type style: its first family at its size and weight, scaling with its
    /// Dynamic Type style (the system font when the family is not registered).
    public func font(_ role: TypographyRole) -> Font {
        Font(typography(role))
    }

    /// The animation of the timed transition `role`.
    public func animation(_ role: TransitionRole) -> Animation {
        Animation(transition(role))
    }

    /// The animation of the spring `role`.
    public func animation(_ role: SpringRole) -> Animation {
        .spring(spring(role))
    }
}

extension TokenColorScheme {
    /// The token scheme of a SwiftUI colour scheme: dark for `.dark`, light otherwise.
    public init(_ scheme: ColorScheme) {
        self = scheme == .dark ? .dark : .light
    }
}

// MARK: - Previews

/// A brand for the previews: a plum primary, a serif hero amount at 48 pt, rounder corners, solid
/// surfaces, a slower spring, and controls tinted by the theme.
private let previewBrand: TallyTheme = {
    let plum = SchemeColor(light: TokenColor(.sRGB, red: 0.49, green: 0.13, blue: 0.42), dark: TokenColor(.sRGB, red: 0.86, green: 0.6, blue: 0.8))
    let hero = TokenTypography(fontFamily: ["Georgia"], fontSize: TokenDimension(48), fontWeight: 700, lineHeight: 1.15, textStyle: .largeTitle)
    var theme = (try? TallyTheme.standard.overriding([
        ResolvedToken(path: "color.primary", type: .color, value: .color(plum)),
        ResolvedToken(path: "color.primaryText", type: .color, value: .color(plum)),
        ResolvedToken(path: "color.chipSelected", type: .color, value: .color(plum)),
        ResolvedToken(path: "typography.heroAmount", type: .typography, value: .typography(hero)),
        ResolvedToken(path: "radius.md", type: .dimension, value: .dimension(TokenDimension(20))),
        ResolvedToken(path: "radius.sm", type: .dimension, value: .dimension(TokenDimension(14))),
        ResolvedToken(path: "spring.app", type: .spring, value: .spring(TokenSpring(response: 0.7, dampingFraction: 0.85))),
    ], name: "Plum")) ?? .standard
    theme.surfaces = .solid
    theme.tintsControls = true
    return theme
}()

private struct ThemedComponentsPreview: View {
    @State private var amount = Money(amount: 1234.5, currency: .chf)
    @State private var isRecurring = true
    @State private var frequency = RecurringFrequency.monthly
    @State private var email = "anna@example"
    @Environment(\.tallyTheme) private var theme

    var body: some View {
        ScrollView {
            VStack(spacing: theme.spacing(.lg)) {
                AmountInputView(money: $amount)
                QuickAmountBar(money: $amount)
                TextInputField(label: "Email", text: $email, kind: .email)
                RecurringToggleView(isRecurring: $isRecurring, frequency: $frequency)
                DateSectionHeaderView(date: .now, amount: 42, currency: .chf)
            }
            .padding(theme.spacing(.lg))
        }
        .background(ThemeColor.groupedBackground)
    }
}

#Preview("Components, Tally's theme") {
    ThemedComponentsPreview()
}

#Preview("Components, a brand theme, light") {
    ThemedComponentsPreview().tallyTheme(previewBrand)
}

#Preview("Components, a brand theme, dark") {
    ThemedComponentsPreview().tallyTheme(previewBrand).preferredColorScheme(.dark)
}
#endif

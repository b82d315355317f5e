#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Sets the font of a type style of the environment's theme.
private struct ThemeFontModifier: ViewModifier {
    let role: TallyTheme.TypographyRole
    @Environment(\.tallyTheme) private var theme

    func body(content: Content) -> some View {
        content.font(theme.font(role))
    }
}

/// Applies a whole type style of the environment's theme: font, line height and letter spacing.
private struct ThemeTypographyModifier: ViewModifier {
    let role: TallyTheme.TypographyRole
    @Environment(\.tallyTheme) private var theme

    func body(content: Content) -> some View {
        let token = theme.typography(role)
        content
            .font(Font(token))
            .lineSpacing(CGFloat(token.lineSpacing(naturalLineHeight: naturalLineHeight(of: FontFace(token)))))
            .tracking(CGFloat(token.letterSpacing.points))
    }
}

/// The natural line height of `face` as a multiple of its size: measured with UIKit where there
/// is UIKit (once per face), Inter's otherwise.
func naturalLineHeight(of face: FontFace) -> Double {
    #if canImport(UIKit)
    MeasuringFonts.naturalLineHeight(of: face)
    #else
    TokenTypography.interNaturalLineHeight
    #endif
}

extension View {
    /// Sets the font of the type style `role` of the environment's theme (its family, size,
    /// weight and Dynamic Type scaling): `.tallyFont(.body)`.
    public func tallyFont(_ role: TallyTheme.TypographyRole) -> some View {
        modifier(ThemeFontModifier(role: role))
    }

    /// Applies the type style `role` of the environment's theme: its font, its line height (as
    /// SwiftUI line spacing over the font's own line height) and its letter spacing.
    public func appTypography(_ role: TallyTheme.TypographyRole) -> some View {
        modifier(ThemeTypographyModifier(role: role))
    }
}
#endif

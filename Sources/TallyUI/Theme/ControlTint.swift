#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Tints controls with the theme's primary colour, only when the theme says Tally tints its
/// controls; otherwise the host app's tint is left alone.
private struct ThemeControlTint: ViewModifier {
    @Environment(\.tallyTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        if theme.tintsControls {
            content.tint(theme.color(.primary, in: colorScheme))
        } else {
            content
        }
    }
}

extension View {
    /// Tints the controls in this view (switches, pickers) with the environment theme's primary
    /// colour when the theme's `TallyTheme.tintsControls` is on; when it is off (the default)
    /// the controls keep the host app's tint. Every TallyUI control is tinted only through this.
    public func tallyControlTint() -> some View {
        modifier(ThemeControlTint())
    }
}
#endif

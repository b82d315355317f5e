#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Which of the three container styles a view asks for.
private enum SurfaceKind: Hashable {
    case card, glassCard
    case filterChip(isSelected: Bool)

    /// The style in `theme`.
    func style(in theme: TallyTheme) -> SurfaceStyle {
        switch self {
        case .card: .card(in: theme)
        case .glassCard: .glassCard(in: theme)
        case .filterChip(let isSelected): .filterChip(isSelected: isSelected, in: theme)
        }
    }
}

/// Draws a container style of the environment's theme behind content.
private struct SurfaceStyleModifier: ViewModifier {
    let kind: SurfaceKind
    @Environment(\.tallyTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        let style = kind.style(in: theme)
        let scheme = TokenColorScheme(colorScheme)
        let shape = RoundedRectangle(cornerRadius: style.isCapsule ? .infinity : CGFloat(style.cornerRadius), style: .continuous)
        content
            .padding(.horizontal, CGFloat(style.horizontalPadding))
            .padding(.vertical, CGFloat(style.verticalPadding))
            .frame(minHeight: CGFloat(style.minimumHeight))
            .foregroundStyle(Color(style.foreground.resolved(for: scheme)))
            .background { fill(style.fill, in: shape, scheme: scheme) }
            .modifier(ShadowLayers(shadow: style.shadow))
    }

    @ViewBuilder
    private func fill(_ fill: SurfaceStyle.Fill, in shape: RoundedRectangle, scheme: TokenColorScheme) -> some View {
        switch fill {
        case .color(let color):
            shape.fill(Color(color.resolved(for: scheme)))
        case .glass:
            GlassFill(shape: shape)
        }
    }
}

/// Liquid Glass where the SDK and the system have it (iOS 26), a material before.
private struct GlassFill: View {
    let shape: RoundedRectangle

    var body: some View {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, macOS 26.0, *) {
            Color.clear.glassEffect(.regular, in: shape)
        } else {
            shape.fill(.ultraThinMaterial)
        }
        #else
        shape.fill(.ultraThinMaterial)
        #endif
    }
}

/// Applies each layer of a shadow token (outer layers only; SwiftUI has no inset shadow on views).
private struct ShadowLayers: ViewModifier {
    let shadow: TokenShadow?
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        let layers = (shadow?.layers ?? []).filter { !$0.inset }
        let scheme = TokenColorScheme(colorScheme)
        return layers.reduce(AnyView(content)) { view, layer in
            AnyView(view.shadow(
                color: Color(layer.color.resolved(for: scheme)),
                radius: CGFloat(layer.blur.points) / 2,
                x: CGFloat(layer.offsetX.points),
                y: CGFloat(layer.offsetY.points)
            ))
        }
    }
}

extension View {
    /// A card in the environment's theme: its card background, `radius.md` corners (12 pt
    /// in Tally's theme), its card shadow and `spacing.lg` padding.
    public func cardStyle() -> some View {
        modifier(SurfaceStyleModifier(kind: .card))
    }

    /// A glass card in the environment's theme: Liquid Glass on iOS 26 and later, an
    /// ultra-thin material before; the solid card background (with the card shadow) when the
    /// theme's surfaces are `TallyTheme.Surfaces.solid`.
    public func glassCardStyle() -> some View {
        modifier(SurfaceStyleModifier(kind: .glassCard))
    }

    /// A filter chip in the environment's theme: a capsule at least 44 pt tall, filled
    /// with the selected-chip colour when selected and the surface colour otherwise.
    public func filterChipStyle(isSelected: Bool = false) -> some View {
        modifier(SurfaceStyleModifier(kind: .filterChip(isSelected: isSelected)))
    }
}

#Preview("Surfaces, light") {
    VStack(spacing: AppSpacing.lg) {
        Text(verbatim: "cardStyle()").frame(maxWidth: .infinity, alignment: .leading).cardStyle()
        Text(verbatim: "glassCardStyle()").frame(maxWidth: .infinity, alignment: .leading).glassCardStyle()
        HStack {
            Text(verbatim: "10 CHF").filterChipStyle(isSelected: true)
            Text(verbatim: "15 CHF").filterChipStyle()
        }
    }
    .padding(AppSpacing.lg)
    .background(AppColors.groupedBackground)
}

#Preview("Surfaces, dark, AX3") {
    VStack(spacing: AppSpacing.lg) {
        Text(verbatim: "cardStyle()").cardStyle()
        Text(verbatim: "20 CHF").filterChipStyle(isSelected: true)
    }
    .padding(AppSpacing.lg)
    .background(AppColors.groupedBackground)
    .preferredColorScheme(.dark)
    .dynamicTypeSize(.accessibility3)
}

/// Tally's theme with solid surfaces, for the preview.
private let solidSurfacesTheme: TallyTheme = {
    var theme = TallyTheme.standard
    theme.surfaces = .solid
    return theme
}()

#Preview("Surfaces, a solid theme") {
    VStack(spacing: AppSpacing.lg) {
        Text(verbatim: "glassCardStyle(), solid").frame(maxWidth: .infinity, alignment: .leading).glassCardStyle()
        Text(verbatim: "cardStyle()").frame(maxWidth: .infinity, alignment: .leading).cardStyle()
    }
    .padding(AppSpacing.lg)
    .background(ThemeColor.groupedBackground)
    .tallyTheme(solidSurfacesTheme)
}
#endif

#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Draws a ``SurfaceStyle`` behind content.
private struct SurfaceStyleModifier: ViewModifier {
    let style: SurfaceStyle

    func body(content: Content) -> some View {
        let shape = RoundedRectangle(cornerRadius: style.isCapsule ? .infinity : CGFloat(style.cornerRadius), style: .continuous)
        content
            .padding(.horizontal, CGFloat(style.horizontalPadding))
            .padding(.vertical, CGFloat(style.verticalPadding))
            .frame(minHeight: CGFloat(style.minimumHeight))
            .foregroundStyle(Color(style.foreground))
            .background { fill(in: shape) }
            .modifier(ShadowLayers(shadow: style.shadow))
    }

    @ViewBuilder
    private func fill(in shape: RoundedRectangle) -> some View {
        switch style.fill {
        case .color(let color):
            shape.fill(Color(color))
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
        let scheme: TokenColorScheme = colorScheme == .dark ? .dark : .light
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
    /// Seed 001's card: card background, 12 pt corners, the card shadow, 16 pt padding.
    public func cardStyle() -> some View {
        modifier(SurfaceStyleModifier(style: .card))
    }

    /// Seed 001's glass card: Liquid Glass on iOS 26 and later, an ultra-thin material before.
    public func glassCardStyle() -> some View {
        modifier(SurfaceStyleModifier(style: .glassCard))
    }

    /// Seed 001's filter chip: a capsule at least 44 pt tall, filled with the primary colour when
    /// selected and the surface colour otherwise.
    public func filterChipStyle(isSelected: Bool = false) -> some View {
        modifier(SurfaceStyleModifier(style: .filterChip(isSelected: isSelected)))
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
#endif

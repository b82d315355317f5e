import Foundation

/// The look of the three container styles (`cardStyle()`, `glassCardStyle()` and
/// `filterChipStyle()`), decided once from the tokens so that SwiftUI and the catalog draw
/// the same thing.
public struct SurfaceStyle: Sendable, Hashable {
    /// How the surface is filled.
    public enum Fill: Sendable, Hashable {
        /// An opaque colour.
        case color(SchemeColor)
        /// A translucent system material (or Liquid Glass where the system has it).
        case glass
    }

    /// The fill behind the content.
    public var fill: Fill
    /// The colour of text and icons on the surface.
    public var foreground: SchemeColor
    /// Corner radius in points; ``isCapsule`` overrides it with fully rounded ends.
    public var cornerRadius: Double
    /// Whether the ends are fully rounded.
    public var isCapsule: Bool
    /// Horizontal and vertical padding in points.
    public var horizontalPadding: Double
    /// Vertical padding in points.
    public var verticalPadding: Double
    /// The smallest height, in points, so touch targets stay at least 44 pt.
    public var minimumHeight: Double
    /// The shadow, if any.
    public var shadow: TokenShadow?

    /// A card: card background, medium radius, the card shadow, large padding.
    public static let card = SurfaceStyle(
        fill: .color(TallyTokens.Color.cardBackground), foreground: TallyTokens.Color.textPrimary,
        cornerRadius: TallyTokens.Radius.md, isCapsule: false,
        horizontalPadding: TallyTokens.Spacing.lg, verticalPadding: TallyTokens.Spacing.lg,
        minimumHeight: 0, shadow: TallyTokens.Shadow.card
    )

    /// A glass card: system glass (material before iOS 26), medium radius, no shadow.
    public static let glassCard = SurfaceStyle(
        fill: .glass, foreground: TallyTokens.Color.textPrimary,
        cornerRadius: TallyTokens.Radius.md, isCapsule: false,
        horizontalPadding: TallyTokens.Spacing.lg, verticalPadding: TallyTokens.Spacing.md,
        minimumHeight: 0, shadow: nil
    )

    /// A filter chip: a capsule, prominent when selected, at least the 44 pt touch target tall.
    public static func filterChip(isSelected: Bool) -> SurfaceStyle {
        SurfaceStyle(
            fill: .color(isSelected ? TallyTokens.Color.chipSelected : TallyTokens.Color.surface),
            foreground: isSelected ? TallyTokens.Color.onPrimary : TallyTokens.Color.textPrimary,
            cornerRadius: TallyTokens.Radius.pill, isCapsule: true,
            horizontalPadding: TallyTokens.Spacing.md, verticalPadding: TallyTokens.Spacing.sm,
            minimumHeight: TallyTokens.TapArea.minimum, shadow: nil
        )
    }
}

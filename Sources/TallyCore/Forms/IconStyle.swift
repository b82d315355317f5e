import Foundation

/// How an icon is drawn: its size, the tile around it and whether it takes the tint colour.
///
/// A model value, in points, with presets for the places Tally draws icons. Sizes come from the
/// `iconSize` tokens, padding from `spacing` and corners from `radius` (``TallyTokens``).
///
/// The icon's content is ``size`` points square; the tile around it is ``side`` points square
/// (the size plus ``padding`` on each side), with ``cornerRadius`` corners.
public struct IconStyle: Hashable, Sendable {
    /// The `iconSize` tokens.
    public enum Size: String, Sendable, Hashable, CaseIterable {
        /// 12 pt.
        case xs
        /// 16 pt.
        case sm
        /// 20 pt.
        case md
        /// 24 pt.
        case lg
        /// 32 pt.
        case xl
        /// 44 pt.
        case xxl

        /// The token's value, in points.
        public var points: Double {
            switch self {
            case .xs: TallyTokens.IconSize.xs
            case .sm: TallyTokens.IconSize.sm
            case .md: TallyTokens.IconSize.md
            case .lg: TallyTokens.IconSize.lg
            case .xl: TallyTokens.IconSize.xl
            case .xxl: TallyTokens.IconSize.xxl
            }
        }
    }

    /// The symbol's or the logo's size, in points.
    public var size: Double
    /// The tile's corner radius, in points (half of ``side`` for a circle).
    public var cornerRadius: Double
    /// Space between the content and the tile's edge, in points.
    public var padding: Double
    /// Whether an SF Symbol is drawn in the primary (tint) colour rather than the text colour.
    /// Logos keep their own colours.
    public var isTinted: Bool
    /// Whether the tile is filled (a light tint for tinted icons, the surface colour otherwise).
    public var hasBackground: Bool

    /// A style with every value given.
    public init(size: Double, cornerRadius: Double, padding: Double, isTinted: Bool, hasBackground: Bool) {
        self.size = size
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.isTinted = isTinted
        self.hasBackground = hasBackground
    }

    /// The tile's side: ``size`` plus ``padding`` on both sides, in points.
    public var side: Double { size + 2 * padding }

    /// A category's SF Symbol on a tinted tile: 8 pt padding and 12 pt corners from `lg` up,
    /// 4 pt and 8 pt below. `lg` (24 pt, a 40 pt tile) by default.
    public static func categoryIcon(size: Size = .lg) -> IconStyle {
        let large = size.points >= Size.lg.points
        return IconStyle(
            size: size.points,
            cornerRadius: large ? TallyTokens.Radius.md : TallyTokens.Radius.sm,
            padding: large ? TallyTokens.Spacing.sm : TallyTokens.Spacing.xs,
            isTinted: true, hasBackground: true)
    }

    /// A service's logo: edge to edge in a rounded square (8 pt corners, 12 pt from `xl` up),
    /// on the surface colour while it loads. `xl` (32 pt) by default.
    public static func serviceLogo(size: Size = .xl) -> IconStyle {
        IconStyle(
            size: size.points,
            cornerRadius: size.points >= Size.xl.points ? TallyTokens.Radius.md : TallyTokens.Radius.sm,
            padding: 0, isTinted: false, hasBackground: true)
    }

    /// A bank's logo: edge to edge in a circle, on the surface colour while it loads. `xl`
    /// (32 pt) by default.
    public static func bankLogo(size: Size = .xl) -> IconStyle {
        IconStyle(size: size.points, cornerRadius: size.points / 2, padding: 0, isTinted: false, hasBackground: true)
    }

    /// A toolbar button's symbol: `lg` (24 pt), tinted, no tile.
    public static let toolbar = IconStyle(
        size: Size.lg.points, cornerRadius: 0, padding: 0, isTinted: true, hasBackground: false)

    /// Standing in for a missing icon: `lg` (24 pt) in the secondary colour on a surface tile
    /// with 8 pt padding and 12 pt corners.
    public static let placeholder = IconStyle(
        size: Size.lg.points, cornerRadius: TallyTokens.Radius.md, padding: TallyTokens.Spacing.sm,
        isTinted: false, hasBackground: true)

    /// The preset for `source` at `size`: ``categoryIcon(size:)`` for an SF Symbol,
    /// ``bankLogo(size:)`` for a bank, ``serviceLogo(size:)`` for a service, ``placeholder`` for
    /// no icon.
    public static func standard(for source: IconSource?, size: Size) -> IconStyle {
        switch source {
        case .sfSymbol: categoryIcon(size: size)
        case .bankLogo: bankLogo(size: size)
        case .brandService: serviceLogo(size: size)
        case nil: placeholder
        }
    }
}

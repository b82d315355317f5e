#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Spacing on the 4 pt grid, and the float-label field's own spacing, in points.
///
/// The standard theme's values, fixed; a view that follows the environment's theme reads
/// `theme.spacing(.lg)` from `@Environment(\.tallyTheme)` instead.
public enum AppSpacing {
    /// 4 pt.
    public static let xs = CGFloat(TallyTokens.Spacing.xs)
    /// 8 pt.
    public static let sm = CGFloat(TallyTokens.Spacing.sm)
    /// 12 pt.
    public static let md = CGFloat(TallyTokens.Spacing.md)
    /// 16 pt.
    public static let lg = CGFloat(TallyTokens.Spacing.lg)
    /// 20 pt.
    public static let xl = CGFloat(TallyTokens.Spacing.xl)
    /// 24 pt.
    public static let xxl = CGFloat(TallyTokens.Spacing.xxl)
    /// 32 pt.
    public static let xxxl = CGFloat(TallyTokens.Spacing.xxxl)
    /// Input padding, 8 pt (`spaceInset100`).
    public static let inset100 = CGFloat(TallyTokens.Space.inset100)
    /// Between a floated label and its input, 4 pt (`spaceGroupedTight`).
    public static let groupedTight = CGFloat(TallyTokens.Space.groupedTight)
    /// Between an input and its helper text, 2 pt (`spaceGroupedMinimal`).
    public static let groupedMinimal = CGFloat(TallyTokens.Space.groupedMinimal)
}

/// Corner radii, in points.
///
/// The standard theme's values, fixed; a view that follows the environment's theme reads
/// `theme.radius(.md)` from `@Environment(\.tallyTheme)` instead.
public enum AppRadius {
    /// 4 pt.
    public static let xs = CGFloat(TallyTokens.Radius.xs)
    /// 8 pt.
    public static let sm = CGFloat(TallyTokens.Radius.sm)
    /// 12 pt.
    public static let md = CGFloat(TallyTokens.Radius.md)
    /// 16 pt.
    public static let lg = CGFloat(TallyTokens.Radius.lg)
    /// 24 pt.
    public static let xl = CGFloat(TallyTokens.Radius.xl)
}

/// Icon sizes, in points.
///
/// The standard theme's values, fixed; a view that follows the environment's theme reads
/// `theme.iconSize(.md)` from `@Environment(\.tallyTheme)` instead.
public enum AppIconSize {
    /// 12 pt.
    public static let xs = CGFloat(TallyTokens.IconSize.xs)
    /// 16 pt.
    public static let sm = CGFloat(TallyTokens.IconSize.sm)
    /// 20 pt.
    public static let md = CGFloat(TallyTokens.IconSize.md)
    /// 24 pt.
    public static let lg = CGFloat(TallyTokens.IconSize.lg)
    /// 32 pt.
    public static let xl = CGFloat(TallyTokens.IconSize.xl)
    /// 44 pt.
    public static let xxl = CGFloat(TallyTokens.IconSize.xxl)
}

/// Touch target sizes, in points.
///
/// The standard theme's values, fixed: a theme cannot change them. Read
/// `theme.tapArea(.minimum)` and `theme.tapArea(.recommended)` from `@Environment(\.tallyTheme)`
/// instead, as every TallyUI view does.
@available(*, deprecated, message: "Use theme.tapArea(.minimum) or theme.tapArea(.recommended) of the environment's TallyTheme instead")
public enum AppTapArea {
    /// Apple's minimum, 44 pt.
    public static let minimum = CGFloat(TallyTokens.TapArea.minimum)
    /// The float-label field's minimum height, 48 pt.
    public static let recommended = CGFloat(TallyTokens.TapArea.recommended)
}

/// The keyboard focus ring.
///
/// The standard theme's values, fixed: a theme cannot change them. Read
/// `theme.focusRing(.width)` and `theme.focusRing(.offset)` from `@Environment(\.tallyTheme)`
/// instead, as every TallyUI view does.
@available(*, deprecated, message: "Use theme.focusRing(.width) or theme.focusRing(.offset) of the environment's TallyTheme instead")
public enum AppFocusRing {
    /// 2 pt.
    public static let width = CGFloat(TallyTokens.FocusRing.width)
    /// 2 pt outside the control.
    public static let offset = CGFloat(TallyTokens.FocusRing.offset)
}

#Preview("Spacing and radius") {
    VStack(alignment: .leading, spacing: AppSpacing.sm) {
        ForEach([AppSpacing.xs, AppSpacing.sm, AppSpacing.md, AppSpacing.lg, AppSpacing.xl, AppSpacing.xxl, AppSpacing.xxxl], id: \.self) { space in
            HStack {
                Rectangle().fill(AppColors.primary).frame(width: space * 4, height: AppSpacing.sm)
                Text(verbatim: "\(Int(space)) pt").font(AppTypography.caption)
            }
        }
        HStack(spacing: AppSpacing.md) {
            ForEach([AppRadius.xs, AppRadius.sm, AppRadius.md, AppRadius.lg, AppRadius.xl], id: \.self) { radius in
                RoundedRectangle(cornerRadius: radius).fill(AppColors.surface).frame(width: 48, height: 48)
            }
        }
    }
    .padding(AppSpacing.lg)
}
#endif

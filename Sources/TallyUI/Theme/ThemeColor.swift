#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A theme colour as a SwiftUI style: wherever it is drawn, it takes the colour of its role from
/// the environment's ``SwiftUI/EnvironmentValues/tallyTheme``, light or dark as the
/// environment's colour scheme is.
///
/// ```swift
/// Text(verbatim: total)
///     .foregroundStyle(ThemeColor.textSecondary)
///     .background(.tally(.surface), in: .rect(cornerRadius: 12))
/// ```
///
/// Every TallyUI view draws its colours this way, so `.tallyTheme(_:)` recolours them all. The
/// static members have the names of ``AppColors``, whose colours are the standard theme's and do
/// not follow `.tallyTheme(_:)`. Resolving picks the scheme's value of the role (an array read)
/// and builds no dynamic colour.
public struct ThemeColor: ShapeStyle, Sendable, Hashable {
    /// The colour's role in the theme.
    public var role: TallyTheme.ColorRole

    /// The colour of `role` in the environment's theme.
    public init(_ role: TallyTheme.ColorRole) {
        self.role = role
    }

    /// The role's colour in `environment`'s theme for its colour scheme.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        let color = environment.tallyTheme.color(role).resolved(for: TokenColorScheme(environment.colorScheme))
        return Color.Resolved(color)
    }

    /// Primary actions, focus (`color.primary`).
    public static let primary = ThemeColor(.primary)
    /// Text in the primary colour, such as a focused field's label (`color.primaryText`).
    public static let primaryText = ThemeColor(.primaryText)
    /// Text on a primary fill (`color.onPrimary`).
    public static let onPrimary = ThemeColor(.onPrimary)
    /// Input text (`color.text`).
    public static let text = ThemeColor(.text)
    /// Primary text (`color.textPrimary`).
    public static let textPrimary = ThemeColor(.textPrimary)
    /// Secondary text (`color.textSecondary`).
    public static let textSecondary = ThemeColor(.textSecondary)
    /// Subtle text: resting labels, helper text (`color.textSubtle`).
    public static let textSubtle = ThemeColor(.textSubtle)
    /// The page background (`color.background`).
    public static let background = ThemeColor(.background)
    /// Field and chip fill (`color.surface`).
    public static let surface = ThemeColor(.surface)
    /// Cards and form sections (`color.cardBackground`).
    public static let cardBackground = ThemeColor(.cardBackground)
    /// The page behind grouped cards (`color.groupedBackground`).
    public static let groupedBackground = ThemeColor(.groupedBackground)
    /// Resting field border (`color.border`).
    public static let border = ThemeColor(.border)
    /// Error border and label (`color.error`).
    public static let error = ThemeColor(.error)
    /// Error message text (`color.errorText`).
    public static let errorText = ThemeColor(.errorText)
    /// Destructive actions and an amount in error (`color.destructive`).
    public static let destructive = ThemeColor(.destructive)
    /// Success border and label (`color.successStrong`).
    public static let successStrong = ThemeColor(.successStrong)
    /// Success message text (`color.successText`).
    public static let successText = ThemeColor(.successText)
    /// The focus ring (`color.focusRing`).
    public static let focusRing = ThemeColor(.focusRing)
    /// Shadows (`color.shadow`).
    public static let shadow = ThemeColor(.shadow)
    /// A selected filter or quick-amount chip (`color.chipSelected`).
    public static let chipSelected = ThemeColor(.chipSelected)
    /// An amount of money going out, such as an expense (`color.amountExpense`).
    public static let amountExpense = ThemeColor(.amountExpense)
    /// An amount of money coming in, such as income (`color.amountIncome`).
    public static let amountIncome = ThemeColor(.amountIncome)
    /// An amount that is neither money out nor in, such as a balance (`color.amountNeutral`).
    public static let amountNeutral = ThemeColor(.amountNeutral)
}

extension ShapeStyle where Self == ThemeColor {
    /// The colour of `role` in the environment's theme: `.foregroundStyle(.tally(.textSecondary))`.
    public static func tally(_ role: TallyTheme.ColorRole) -> ThemeColor {
        ThemeColor(role)
    }
}

extension Color.Resolved {
    /// A token colour, in its own colour space.
    public init(_ color: TokenColor) {
        let space: Color.RGBColorSpace = color.colorSpace == .displayP3 ? .displayP3 : .sRGB
        self.init(colorSpace: space, red: Float(color.red), green: Float(color.green), blue: Float(color.blue), opacity: Float(color.alpha))
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI
import TallyCore
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

extension Color {
    /// A colour that follows the colour scheme: the token's light value in light mode and its
    /// dark value in dark mode, switching live as the appearance changes.
    public init(_ color: SchemeColor) {
        #if canImport(UIKit)
        let light = UIColor(color.light), dark = UIColor(color.dark)
        self.init(uiColor: UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light })
        #elseif canImport(AppKit)
        let light = NSColor(color.light), dark = NSColor(color.dark)
        self.init(nsColor: NSColor(name: nil) { appearance in
            appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? dark : light
        })
        #endif
    }

    /// A single colour in its own colour space.
    public init(_ color: TokenColor) {
        switch color.colorSpace {
        case .sRGB: self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
        case .displayP3: self.init(.displayP3, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
        }
    }
}

#if canImport(UIKit)
extension UIColor {
    /// The token colour as a UIKit colour in its own colour space.
    public convenience init(_ color: TokenColor) {
        switch color.colorSpace {
        case .sRGB: self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        case .displayP3: self.init(displayP3Red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
    }
}
#elseif canImport(AppKit)
extension NSColor {
    /// The token colour as an AppKit colour in its own colour space.
    public convenience init(_ color: TokenColor) {
        switch color.colorSpace {
        case .sRGB: self.init(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        case .displayP3: self.init(displayP3Red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
    }
}
#endif

/// The semantic colours as SwiftUI colours that follow the colour scheme.
///
/// These are the colours of `TallyTheme.standard`, fixed: they do not follow
/// ``SwiftUI/View/tallyTheme(_:)``. They stay `Color`s for the APIs that need one (a shadow,
/// a gradient, a `UIColor`). To draw in the environment's theme, use ``ThemeColor``, which has
/// the same names (`ThemeColor.textPrimary`), as every TallyUI view does.
public enum AppColors {
    /// Primary actions, focus (`color.primary`).
    public static let primary = Color(TallyTokens.Color.primary)
    /// Text in the primary colour, such as a focused field's label; 4.5:1 or more on every
    /// background (`color.primaryText`).
    public static let primaryText = Color(TallyTokens.Color.primaryText)
    /// Text on a primary fill (`color.onPrimary`).
    public static let onPrimary = Color(TallyTokens.Color.onPrimary)
    /// Input text (`color.text`).
    public static let text = Color(TallyTokens.Color.text)
    /// Primary text (`color.textPrimary`).
    public static let textPrimary = Color(TallyTokens.Color.textPrimary)
    /// Secondary text (`color.textSecondary`).
    public static let textSecondary = Color(TallyTokens.Color.textSecondary)
    /// Subtle text: resting labels, helper text (`color.textSubtle`).
    public static let textSubtle = Color(TallyTokens.Color.textSubtle)
    /// The page background (`color.background`).
    public static let background = Color(TallyTokens.Color.background)
    /// Field and chip fill (`color.surface`).
    public static let surface = Color(TallyTokens.Color.surface)
    /// Cards and form sections (`color.cardBackground`).
    public static let cardBackground = Color(TallyTokens.Color.cardBackground)
    /// The page behind grouped cards (`color.groupedBackground`).
    public static let groupedBackground = Color(TallyTokens.Color.groupedBackground)
    /// Resting field border (`color.border`).
    public static let border = Color(TallyTokens.Color.border)
    /// Error border and label (`color.error`).
    public static let error = Color(TallyTokens.Color.error)
    /// Error message text, at least 4.5:1 on the background (`color.errorText`).
    public static let errorText = Color(TallyTokens.Color.errorText)
    /// Destructive actions and an amount in error (`color.destructive`).
    public static let destructive = Color(TallyTokens.Color.destructive)
    /// Success border and label (`color.successStrong`).
    public static let successStrong = Color(TallyTokens.Color.successStrong)
    /// Success message text (`color.successText`).
    public static let successText = Color(TallyTokens.Color.successText)
    /// The focus ring (`color.focusRing`).
    public static let focusRing = Color(TallyTokens.Color.focusRing)
    /// An amount of money going out, such as an expense; 4.5:1 or more on every background
    /// (`color.amountExpense`).
    public static let amountExpense = Color(TallyTokens.Color.amountExpense)
    /// An amount of money coming in, such as income; 4.5:1 or more on every background
    /// (`color.amountIncome`).
    public static let amountIncome = Color(TallyTokens.Color.amountIncome)
    /// An amount that is neither money out nor in, such as a balance: the primary text colour
    /// (`color.amountNeutral`).
    public static let amountNeutral = Color(TallyTokens.Color.amountNeutral)
}

private struct ColorSwatchesPreview: View {
    private let swatches: [(String, Color)] = [
        ("primary", AppColors.primary), ("textPrimary", AppColors.textPrimary), ("textSecondary", AppColors.textSecondary),
        ("textSubtle", AppColors.textSubtle), ("surface", AppColors.surface), ("cardBackground", AppColors.cardBackground),
        ("border", AppColors.border), ("error", AppColors.error), ("destructive", AppColors.destructive),
        ("successStrong", AppColors.successStrong), ("amountExpense", AppColors.amountExpense),
        ("amountIncome", AppColors.amountIncome), ("amountNeutral", AppColors.amountNeutral),
    ]

    var body: some View {
        HStack(spacing: 0) {
            ForEach([ColorScheme.light, .dark], id: \.self) { scheme in
                VStack(alignment: .leading, spacing: AppSpacing.sm) {
                    ForEach(swatches, id: \.0) { name, color in
                        HStack {
                            RoundedRectangle(cornerRadius: AppRadius.sm).fill(color).frame(width: 44, height: 28)
                            Text(verbatim: name).font(AppTypography.caption).foregroundStyle(AppColors.textPrimary)
                        }
                    }
                }
                .padding(AppSpacing.lg)
                .background(AppColors.background)
                .environment(\.colorScheme, scheme)
            }
        }
    }
}

#Preview("Colours, light and dark") {
    ColorSwatchesPreview()
}
#endif

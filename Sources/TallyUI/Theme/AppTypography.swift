#if canImport(SwiftUI)
import SwiftUI
import TallyCore

extension Font.TextStyle {
    /// The SwiftUI text style for a token's Dynamic Type style.
    public init(_ style: DynamicTypeTextStyle) {
        switch style {
        case .largeTitle: self = .largeTitle
        case .title: self = .title
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .subheadline: self = .subheadline
        case .body: self = .body
        case .callout: self = .callout
        case .footnote: self = .footnote
        case .caption: self = .caption
        case .caption2: self = .caption2
        }
    }
}

extension Font.Weight {
    /// The nearest SwiftUI weight to a CSS-style numeric weight (100…900).
    public init(tokenWeight weight: Double) {
        // The step is TallyCore's decision (``FontFace/roundedWeight(_:)``), shared by the
        // SwiftUI and UIKit weights and the PostScript names the fit measures.
        switch FontFace.roundedWeight(weight) {
        case 100: self = .thin
        case 200: self = .ultraLight
        case 300: self = .light
        case 400: self = .regular
        case 500: self = .medium
        case 600: self = .semibold
        case 700: self = .bold
        case 800: self = .heavy
        default: self = .black
        }
    }
}

extension Font {
    /// The token's font: its first family (Inter) at its size and weight, scaling with its
    /// Dynamic Type text style. When the family is not installed SwiftUI draws the system font at
    /// the same size, weight and scaling, so the fallback needs no code path of its own.
    public init(_ token: TokenTypography) {
        let family = token.fontFamily.first ?? ""
        let size = CGFloat(token.fontSize.points)
        let base: Font = if let style = token.textStyle {
            .custom(family, size: size, relativeTo: Font.TextStyle(style))
        } else {
            .custom(family, fixedSize: size)
        }
        self = base.weight(Font.Weight(tokenWeight: token.fontWeight))
    }
}

/// The type styles as Dynamic Type aware fonts.
///
/// A `Font` carries no line height; apply ``SwiftUI/View/appTypography(_:)-(TokenTypography)`` to a view to get
/// the token's line height and letter spacing as well.
///
/// These are the standard theme's fonts, fixed; `.tallyFont(.body)` and `.appTypography(.body)`
/// set the type style of the environment's theme (``SwiftUI/View/tallyTheme(_:)``).
public enum AppTypography {
    /// The amount being typed: Inter Bold 56.
    public static let heroAmount = Font(TallyTokens.Typography.heroAmount)
    /// Large title, 34/41 bold.
    public static let h1 = Font(TallyTokens.Typography.h1)
    /// Title, 28/34 bold.
    public static let h2 = Font(TallyTokens.Typography.h2)
    /// Title 2, 22/28 semibold.
    public static let h3 = Font(TallyTokens.Typography.h3)
    /// Title 3, 20/25 semibold.
    public static let h4 = Font(TallyTokens.Typography.h4)
    /// Body, 17/24.
    public static let bodyLarge = Font(TallyTokens.Typography.bodyLarge)
    /// Body, 16/24.
    public static let body = Font(TallyTokens.Typography.body)
    /// Small body, 14/20.
    public static let bodySmall = Font(TallyTokens.Typography.bodySmall)
    /// Caption, 13/18: helper and error text.
    public static let caption = Font(TallyTokens.Typography.caption)
    /// Section headers: caption at medium weight.
    public static let sectionHeader = Font(TallyTokens.Typography.sectionHeader)
    /// A resting float label, 16/24 medium.
    public static let labelMd = Font(TallyTokens.Typography.labelMd)
    /// A floated label, 14/20 medium.
    public static let labelMdFloat = Font(TallyTokens.Typography.labelMdFloat)
    /// Text typed into a field, 16/24.
    public static let input = Font(TallyTokens.Typography.input)
    /// Button titles, 17/24 semibold.
    public static let button = Font(TallyTokens.Typography.button)
}

extension View {
    /// Applies a typography token: its font, its line height (as SwiftUI line spacing) and its
    /// letter spacing.
    public func appTypography(_ token: TokenTypography) -> some View {
        font(Font(token))
            .lineSpacing(CGFloat(token.lineSpacing(naturalLineHeight: TokenTypography.interNaturalLineHeight)))
            .tracking(CGFloat(token.letterSpacing.points))
    }
}

private struct TypeRampPreview: View {
    private let ramp: [(String, TokenTypography)] = [
        ("heroAmount", TallyTokens.Typography.heroAmount), ("h1", TallyTokens.Typography.h1),
        ("h2", TallyTokens.Typography.h2), ("h3", TallyTokens.Typography.h3), ("h4", TallyTokens.Typography.h4),
        ("body", TallyTokens.Typography.body), ("bodySmall", TallyTokens.Typography.bodySmall),
        ("caption", TallyTokens.Typography.caption), ("sectionHeader", TallyTokens.Typography.sectionHeader),
        ("labelMd", TallyTokens.Typography.labelMd), ("labelMdFloat", TallyTokens.Typography.labelMdFloat),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: AppSpacing.md) {
                ForEach(ramp, id: \.0) { name, token in
                    Text(verbatim: "\(name) 1 234,56").appTypography(token).foregroundStyle(AppColors.textPrimary)
                }
            }
            .padding(AppSpacing.lg)
        }
    }
}

#Preview("Type ramp") {
    TypeRampPreview()
}

#Preview("Type ramp, AX3") {
    VStack(alignment: .leading, spacing: AppSpacing.md) {
        Text(verbatim: "1 234,56").font(AppTypography.heroAmount)
        Text(verbatim: "Montants rapides").font(AppTypography.sectionHeader).textCase(.uppercase)
        Text(verbatim: "Description").font(AppTypography.body)
    }
    .padding(AppSpacing.lg)
    .dynamicTypeSize(.accessibility3)
}
#endif

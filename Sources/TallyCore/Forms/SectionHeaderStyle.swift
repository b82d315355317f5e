import Foundation

/// The one section header, in its three uses. It replaces the near-identical variants apps tend
/// to grow (`.bodySmall` and `.caption`, upper case or not, secondary or primary colour).
///
/// | style | type | colour | case | use |
/// | --- | --- | --- | --- | --- |
/// | ``default`` | `typography.sectionHeader` (caption, medium) | `color.textSecondary` | upper | settings and form sections |
/// | ``emphasized`` | `typography.bodySmall`, semibold | `color.textPrimary` | as written | day headers, emphasized form sections |
/// | ``compact`` | `typography.caption` | `color.textSecondary` | upper | picker categories |
public enum SectionHeaderStyle: String, CaseIterable, Sendable, Hashable {
    /// Settings and form sections.
    case `default`
    /// Day headers and emphasized sections.
    case emphasized
    /// Categories inside pickers.
    case compact

    /// List and settings sections: ``default`` under the name apps often give the style of a
    /// list's section header.
    public static var list: SectionHeaderStyle { .default }

    /// The typography token the header is set in.
    public var typography: TokenTypography {
        switch self {
        case .default: TallyTokens.Typography.sectionHeader
        case .emphasized: Self.emphasizedTypography
        case .compact: TallyTokens.Typography.caption
        }
    }

    /// Body small at semibold weight.
    private static let emphasizedTypography: TokenTypography = {
        var token = TallyTokens.Typography.bodySmall
        token.fontWeight = TallyTokens.Font.Weight.semiBold
        return token
    }()

    /// The text colour.
    public var color: SchemeColor {
        self == .emphasized ? TallyTokens.Color.textPrimary : TallyTokens.Color.textSecondary
    }

    /// Whether the title is shown in upper case.
    public var isUppercased: Bool { self != .emphasized }

    /// The title as shown: upper-cased with `locale`'s rules where the style asks for it
    /// ("İ" for Turkish "i"), unchanged otherwise. VoiceOver reads the title as written, never
    /// the upper-cased form, which it could spell out letter by letter.
    public func displayTitle(_ title: String, locale: Locale) -> String {
        isUppercased ? title.uppercased(with: locale) : title
    }
}

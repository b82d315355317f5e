import Foundation

/// The colour roles of a form field, as tokens: what a field's label, border and messages are
/// drawn in for each state. Views map them to colours; the catalog to CSS variables.
public enum FieldColorRole: String, CaseIterable, Sendable, Hashable {
    /// A resting label, placeholder-like (`color.textSubtle`).
    case subtleText
    /// A focused label (`color.primaryText`: primary, dark enough for text).
    case primaryText
    /// An error label and message (`color.errorText`).
    case errorText
    /// A validated label (`color.successText`).
    case successText
    /// Help text (`color.textSecondary`).
    case secondaryText
    /// A resting border (`color.border`).
    case border
    /// A focused border and the focus ring (`color.primary`).
    case primary
    /// An error border (`color.error`).
    case error
    /// A validated border (`color.successText`; the brighter `color.successStrong`, #10B981, is
    /// 2.54:1 on white, below the 3:1 WCAG 1.4.11 asks of a border that shows a state).
    case success

    /// The colour token.
    public var token: SchemeColor {
        switch self {
        case .subtleText: TallyTokens.Color.textSubtle
        case .primaryText: TallyTokens.Color.primaryText
        case .errorText: TallyTokens.Color.errorText
        case .successText: TallyTokens.Color.successText
        case .secondaryText: TallyTokens.Color.textSecondary
        case .border: TallyTokens.Color.border
        case .primary: TallyTokens.Color.primary
        case .error: TallyTokens.Color.error
        case .success: TallyTokens.Color.successText
        }
    }
}

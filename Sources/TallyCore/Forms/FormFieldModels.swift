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

/// The border of a form field: its colour and width for a state. It is the one rule for every
/// field of the kit (`FormTextField`, `TextInputField`, the colour row's code field and the
/// amount field), so their borders cannot drift apart.
///
/// The colour is error over success over focus over resting; the width is
/// `borderWidth.emphasis` (2 pt in Tally's theme) whenever the border shows a state and
/// `borderWidth.hairline` (1 pt) at rest: ``widthRole``, in points in a theme with
/// ``width(in:)``.
public struct FieldBorder: Sendable, Hashable {
    /// The colour.
    public let role: FieldColorRole
    /// The theme's border width the border is drawn with: emphasis when it shows a state,
    /// hairline at rest.
    public let widthRole: TallyTheme.BorderWidthRole

    /// The width in Tally's standard theme, in points; a theme cannot change it.
    @available(*, deprecated, message: "Use width(in:) with the TallyTheme the field is drawn in (widthRole names the theme's border width)")
    public var width: Double { TallyTheme.standard.borderWidth(widthRole) }

    /// The border of a field with or without focus, an error and a confirmed valid value.
    ///
    /// - Parameters:
    ///   - isFocused: Whether the field has focus.
    ///   - hasError: Whether the field shows an error.
    ///   - isValid: Whether the field's value was confirmed valid; false by default.
    public init(isFocused: Bool, hasError: Bool, isValid: Bool = false) {
        role = hasError ? .error : isValid ? .success : isFocused ? .primary : .border
        widthRole = role == .border ? .hairline : .emphasis
    }

    /// The width in `theme`, in points: its ``widthRole`` border width.
    ///
    /// - Parameter theme: The theme the field is drawn in.
    public func width(in theme: TallyTheme) -> Double { theme.borderWidth(widthRole) }

    /// Whether the border shows a state (anything but resting).
    public var showsState: Bool { role != .border }
}

/// The rule for the texts under a field (an error, help, a helper line): a text that is empty or
/// only whitespace is not shown, and does not count as an error. Every field applies it through
/// here, so a blank error never turns a border red in one field and not in another.
public enum FieldMessageText {
    /// `text` when it has something other than whitespace and newlines, nil otherwise. The text
    /// is returned as given, not trimmed.
    public static func visible(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return text
    }
}

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
    /// A validated border (`color.successText`; the seed's `color.successStrong`, #10B981, is
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

/// The border of seed 001's one form-field look: its colour and width for a state.
public struct FieldBorder: Sendable, Hashable {
    /// The colour: error over focus over resting.
    public let role: FieldColorRole
    /// The width: `borderWidth.emphasis` (2) when focused or in error, `borderWidth.hairline` (1)
    /// at rest.
    public let width: Double

    /// The border of a field with or without focus and an error.
    public init(isFocused: Bool, hasError: Bool) {
        role = hasError ? .error : isFocused ? .primary : .border
        width = hasError || isFocused ? TallyTokens.BorderWidth.emphasis : TallyTokens.BorderWidth.hairline
    }
}

// MARK: - FormTextField

/// The three layouts of seed 001's `FormTextField`, which replaces `DescriptionTextField`.
public enum FormTextFieldStyle: Sendable, Hashable {
    /// One line, standard padding.
    case standard
    /// A field that grows from `min` to `max` lines, then scrolls.
    case multiline(min: Int, max: Int)
    /// One line, smaller padding.
    case compact

    /// The line range of a multiline field, brought into order: at least one line, and a
    /// maximum below the minimum is raised to it. Nil for single-line styles.
    public var lineRange: ClosedRange<Int>? {
        guard case .multiline(let minimum, let maximum) = self else { return nil }
        let lower = Swift.max(1, minimum)
        return lower...Swift.max(lower, maximum)
    }

    /// The inner padding, in points (`spacing.md`, `spacing.sm` for compact).
    public var padding: Double {
        self == .compact ? TallyTokens.Spacing.sm : TallyTokens.Spacing.md
    }
}

/// What a `FormTextField` shows and says for its state: the border, whether the help text
/// shows (only without an error), and the VoiceOver label, value and hint.
public struct FormTextFieldState: Sendable, Hashable {
    /// The text typed.
    public var text: String
    /// The placeholder, which is also the field's accessibility label.
    public var placeholder: String
    /// The error, if the field is in error.
    public var errorMessage: String?
    /// Help shown under the field when there is no error.
    public var helpText: String?
    /// Whether the field has focus.
    public var isFocused: Bool

    /// A field state.
    public init(text: String, placeholder: String, errorMessage: String? = nil, helpText: String? = nil, isFocused: Bool = false) {
        self.text = text
        self.placeholder = placeholder
        self.errorMessage = errorMessage
        self.helpText = helpText
        self.isFocused = isFocused
    }

    /// The error, when there is a non-empty one.
    public var visibleError: String? {
        guard let errorMessage, !errorMessage.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return errorMessage
    }

    /// The help text, shown only when there is no error (and it is not empty).
    public var visibleHelp: String? {
        guard visibleError == nil, let helpText, !helpText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return helpText
    }

    /// The border: error over focus over resting.
    public var border: FieldBorder { FieldBorder(isFocused: isFocused, hasError: visibleError != nil) }

    /// VoiceOver's label: the placeholder, which names the field whether or not text is typed.
    public var accessibilityLabel: String { placeholder }

    /// VoiceOver's value: the text, or "Empty".
    public func accessibilityValue(locale: Locale) -> String {
        text.isEmpty ? Localizer.string(.textFieldEmpty, locale: locale) : text
    }

    /// VoiceOver's hint: "Error: …" when in error, the help text otherwise.
    public func accessibilityHint(locale: Locale) -> String? {
        if let error = visibleError { return Localizer.string(.textFieldStateError, locale: locale, arguments: [.string(error)]) }
        return visibleHelp
    }
}

// MARK: - TextInputField (float label)

/// What a float-label field holds (seed 004): it picks the keyboard, the text content type and
/// whether the text is hidden.
public enum TextInputKind: String, CaseIterable, Sendable, Hashable {
    /// Plain text.
    case text
    /// An e-mail address.
    case email
    /// A telephone number.
    case tel
    /// A web address.
    case url
    /// A password: a secure field, never read aloud.
    case password

    /// Whether the field hides what is typed.
    public var isSecure: Bool { self == .password }

    /// Whether autocorrection and automatic capitals stay off (addresses, numbers, passwords).
    public var disablesAutocorrection: Bool { self != .text }
}

/// The validation state of a float-label field.
public enum TextInputValidation: Sendable, Hashable {
    /// Not validated.
    case none
    /// Valid.
    case success
    /// Invalid, with the message shown under the field.
    case error(String)
}

/// Seed 004's float label, decided from the field's state: the label sits inside the field when
/// it is empty and unfocused and floats above it when focused or filled (16 → 14 pt, −28 pt,
/// 250 ms on cubic-bezier(0.4, 0, 0.2, 1), no movement under Reduce Motion); label and border
/// colours for default, focused, error and success from the tokens; a 2 pt focus ring; helper and
/// error text; and one accessibility element that keeps announcing the label after text is
/// entered.
public struct TextInputFieldState: Sendable, Hashable {
    /// The label.
    public var label: String
    /// The text typed.
    public var text: String
    /// Whether the field has focus.
    public var isFocused: Bool
    /// The validation state.
    public var validation: TextInputValidation
    /// Help shown under the field when there is no error.
    public var helperText: String?
    /// What the field holds.
    public var kind: TextInputKind

    /// A field state.
    public init(label: String, text: String, isFocused: Bool = false, validation: TextInputValidation = .none,
                helperText: String? = nil, kind: TextInputKind = .text) {
        self.label = label
        self.text = text
        self.isFocused = isFocused
        self.validation = validation
        self.helperText = helperText
        self.kind = kind
    }

    /// Whether the label floats above the field: focused or filled.
    public var isLabelFloated: Bool { isFocused || !text.isEmpty }

    /// Whether the label is set above the field as its own line that wraps, instead of floating:
    /// at the accessibility text sizes, where a label inside a one-line field (or a floated one
    /// on the border) would be clipped. Its colour and the field's other rules do not change.
    public static func stacksLabel(isAccessibilitySize: Bool) -> Bool { isAccessibilitySize }

    /// The label's size: `typography.labelMd` (16) inside, `typography.labelMdFloat` (14) floated.
    public var labelFontSize: Double {
        (isLabelFloated ? TallyTokens.Typography.labelMdFloat : TallyTokens.Typography.labelMd).fontSize.points
    }

    /// The label's vertical offset from its resting place: `floatLabel.labelOffset` (−28) floated.
    public var labelOffset: Double { isLabelFloated ? TallyTokens.FloatLabel.labelOffset : 0 }

    /// The error message, when there is a non-empty one.
    public var errorMessage: String? {
        guard case .error(let message) = validation, !message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return message
    }

    /// The helper text, shown only without an error.
    public var visibleHelperText: String? {
        guard errorMessage == nil, let helperText, !helperText.isEmpty else { return nil }
        return helperText
    }

    /// The label's colour: error, then success, then focus, then resting.
    public var labelRole: FieldColorRole {
        if errorMessage != nil { return .errorText }
        if validation == .success { return .successText }
        return isFocused ? .primaryText : .subtleText
    }

    /// The border's colour, in the same order.
    public var borderRole: FieldColorRole {
        if errorMessage != nil { return .error }
        if validation == .success { return .success }
        return isFocused ? .primary : .border
    }

    /// The border's width: `borderWidth.emphasis` (2) unless resting (`borderWidth.hairline`, 1).
    public var borderWidth: Double { borderRole == .border ? TallyTokens.BorderWidth.hairline : TallyTokens.BorderWidth.emphasis }

    /// Whether the 2 pt focus ring (`focusRing.width`, offset `focusRing.offset`) shows.
    public var showsFocusRing: Bool { isFocused }

    /// The least height of the field, the tap target (`tapArea.recommended`, 48).
    public static var minimumHeight: Double { TallyTokens.TapArea.recommended }

    /// The label's movement (`motion.floatLabel`: 250 ms, cubic-bezier(0.4, 0, 0.2, 1)); under
    /// Reduce Motion the label moves at once (``MotionPolicy`` gives state changes no animation).
    public static var labelMotion: TokenTransition { TallyTokens.Motion.floatLabel }

    /// VoiceOver's label: the field's label, always, so it is still announced once text is typed.
    public var accessibilityLabel: String { label }

    /// VoiceOver's value: the text; for a password only how many characters it holds; "Empty"
    /// for no text.
    public func accessibilityValue(locale: Locale) -> String {
        if text.isEmpty { return Localizer.string(.textFieldEmpty, locale: locale) }
        if kind.isSecure { return Localizer.string(.textFieldSecureValue, locale: locale, count: text.count, arguments: [.int(text.count)]) }
        return text
    }

    /// VoiceOver's hint: "Error: …" in error, "Valid" after success, and the helper text.
    public func accessibilityHint(locale: Locale) -> String? {
        var parts: [String] = []
        if let errorMessage {
            parts.append(Localizer.string(.textFieldStateError, locale: locale, arguments: [.string(errorMessage)]))
        } else if validation == .success {
            parts.append(Localizer.string(.textFieldStateSuccess, locale: locale))
        }
        if let visibleHelperText { parts.append(visibleHelperText) }
        return parts.isEmpty ? nil : parts.joined(separator: ". ")
    }
}

// MARK: - FormSection

/// The three looks of seed 001's `FormSection`.
public enum FormSectionStyle: String, CaseIterable, Sendable, Hashable {
    /// Rows on a card (`color.cardBackground`, `radius.md`), with dividers between them.
    case card
    /// Rows with dividers between them and no background, for a screen that is already a list.
    case list
    /// Rows stacked `spacing.sm` apart, no dividers, no background.
    case plain

    /// Whether a divider goes between two rows.
    public var showsDividers: Bool { self != .plain }

    /// Whether the rows sit on a card.
    public var hasCard: Bool { self == .card }

    /// The space between rows: none where dividers separate them.
    public var rowSpacing: Double { showsDividers ? 0 : TallyTokens.Spacing.sm }

    /// How far the divider starts from the leading edge: `spacing.md` on a card (aligned with the
    /// rows' text), 0 in a list.
    public var dividerLeadingInset: Double { self == .card ? TallyTokens.Spacing.md : 0 }

    /// How many dividers `rowCount` rows get: one between each two.
    public func dividerCount(rowCount: Int) -> Int { showsDividers ? max(0, rowCount - 1) : 0 }
}

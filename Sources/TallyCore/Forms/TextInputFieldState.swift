import Foundation

/// Everything `TextInputField`, the float-label field, shows and says, as one value.
///
/// - **The label** sits inside the field when it is empty and unfocused and floats above it when
///   focused or filled (in Tally's theme 16 → 14 pt, −28 pt, 250 ms on cubic-bezier(0.4, 0, 0.2,
///   1), no movement under Reduce Motion). At the accessibility text sizes it is its own line
///   above the field. Its size, scale and offset are a theme's: ``labelFontSize(in:)``,
///   ``labelScale(in:)``, ``labelOffset(in:)``.
/// - **Colours**: the label and the border are error, then success, then focus, then rest; the
///   border is ``FieldBorder``, the rule every field shares. The focus ring (the theme's
///   `focusRing.*`, 2 pt in Tally's theme) shows with focus.
/// - **Messages**: the error shows when it is not blank; the helper text only without an error,
///   under the same rule (``FieldMessageText``).
/// - **Passwords** are hidden unless revealed with the show button; VoiceOver reads only their
///   length.
/// - **VoiceOver** reads one element that keeps announcing the label after text is typed.
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
    /// Whether a password is shown as typed (the show button was used). Ignored for other kinds.
    public var isRevealed: Bool

    /// A field state.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - text: The text typed.
    ///   - isFocused: Whether the field has focus.
    ///   - validation: None, success, or an error with its message.
    ///   - helperText: Help under the field, shown only without an error.
    ///   - kind: What the field holds.
    ///   - isRevealed: Whether a password is shown as typed.
    public init(label: String, text: String, isFocused: Bool = false, validation: TextInputValidation = .none,
                helperText: String? = nil, kind: TextInputKind = .text, isRevealed: Bool = false) {
        self.label = label
        self.text = text
        self.isFocused = isFocused
        self.validation = validation
        self.helperText = helperText
        self.kind = kind
        self.isRevealed = isRevealed
    }

    /// Whether the label floats above the field: focused or filled.
    public var isLabelFloated: Bool { isFocused || !text.isEmpty }

    /// Whether the label is set above the field as its own line that wraps, instead of floating:
    /// at the accessibility text sizes, where a label inside a one-line field (or a floated one
    /// on the border) would be clipped. Its colour and the field's other rules do not change.
    public static func stacksLabel(isAccessibilitySize: Bool) -> Bool { isAccessibilitySize }

    /// The label's size in Tally's standard theme: `typography.labelMd` (16) inside,
    /// `typography.labelMdFloat` (14) floated. A theme cannot change it, and the field does not
    /// draw the label at this size when a theme sets other values.
    @available(*, deprecated, message: "Use labelFontSize(in:) with the TallyTheme the field is drawn in")
    public var labelFontSize: Double { labelFontSize(in: .standard) }

    /// The label's vertical offset in Tally's standard theme: `floatLabel.labelOffset` (−28)
    /// floated. A theme cannot change it.
    @available(*, deprecated, message: "Use labelOffset(in:) with the TallyTheme the field is drawn in")
    public var labelOffset: Double { labelOffset(in: .standard) }

    /// The label's scale in Tally's standard theme: `floatLabel.labelScale` (0.875) floated, 1
    /// inside the field. A theme cannot change it.
    @available(*, deprecated, message: "Use labelScale(in:) with the TallyTheme the field is drawn in")
    public var labelScale: Double { labelScale(in: .standard) }

    /// Whether the text is hidden: a password that is not revealed.
    public var isTextHidden: Bool { kind.isSecure && !isRevealed }

    /// The text as drawn: one bullet per character while it is hidden, the text otherwise.
    public var displayedText: String { isTextHidden ? String(repeating: "•", count: text.count) : text }

    /// Whether the show/hide button is there: for a password.
    public var showsRevealButton: Bool { kind.isSecure }

    /// The catalog key of the show/hide button's VoiceOver label: "Hide password" while the
    /// password is revealed, "Show password" otherwise.
    public var revealButtonLabelKey: TallyStringKey { isRevealed ? .textFieldSecureHide : .textFieldSecureShow }

    /// The SF Symbol of the show/hide button: a crossed eye while revealed, an eye otherwise.
    public var revealButtonSymbol: String { isRevealed ? "eye.slash" : "eye" }

    /// Shows a hidden password or hides a shown one.
    public mutating func toggleReveal() {
        guard kind.isSecure else { return }
        isRevealed.toggle()
    }

    /// The error message, when there is one that is not blank.
    public var errorMessage: String? {
        guard case .error(let message) = validation else { return nil }
        return FieldMessageText.visible(message)
    }

    /// The helper text, shown only without an error (and when it is not blank).
    public var visibleHelperText: String? { errorMessage == nil ? FieldMessageText.visible(helperText) : nil }

    /// The line under the field: the error, else the helper text (in the subtle colour), else
    /// nothing.
    public var message: FieldMessageLine? {
        if let errorMessage { return FieldMessageLine(text: errorMessage, role: .errorText) }
        return visibleHelperText.map { FieldMessageLine(text: $0, role: .subtleText) }
    }

    /// Whether the value was confirmed valid (and there is no error).
    public var isValid: Bool { errorMessage == nil && validation == .success }

    /// The label's colour: error, then success, then focus, then resting.
    public var labelRole: FieldColorRole {
        if errorMessage != nil { return .errorText }
        if isValid { return .successText }
        return isFocused ? .primaryText : .subtleText
    }

    /// The border, in the same order (``FieldBorder``).
    public var border: FieldBorder { FieldBorder(isFocused: isFocused, hasError: errorMessage != nil, isValid: isValid) }

    /// Whether the focus ring (the theme's `focusRing.width`, offset `focusRing.offset`) shows.
    public var showsFocusRing: Bool { isFocused }

    /// The least height of the field in Tally's standard theme (`tapArea.recommended`, 48). A
    /// theme cannot change it.
    @available(*, deprecated, message: "Use minimumHeight(in:) with the TallyTheme the field is drawn in")
    public static var minimumHeight: Double { minimumHeight(in: .standard) }

    /// The label's movement (`motion.floatLabel`: 250 ms, cubic-bezier(0.4, 0, 0.2, 1)); under
    /// Reduce Motion the label moves at once (``MotionPolicy`` gives state changes no animation).
    public static var labelMotion: TokenTransition { TallyTokens.Motion.floatLabel }

    /// VoiceOver's label: the field's label, always, so it is still announced once text is typed.
    public var accessibilityLabel: String { label }

    /// VoiceOver's value: the text; for a password only how many characters it holds; "Empty"
    /// for no text.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibilityValue(locale: Locale, language: TallyLanguage? = nil) -> String {
        if text.isEmpty { return Localizer.string(.textFieldEmpty, language: language, locale: locale) }
        if kind.isSecure { return Localizer.string(.textFieldSecureValue, language: language, locale: locale, count: text.count, arguments: [.int(text.count)]) }
        return text
    }

    /// VoiceOver's hint: "Error: …" in error, "Valid" after success, and the helper text.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibilityHint(locale: Locale, language: TallyLanguage? = nil) -> String? {
        var parts: [String] = []
        if let errorMessage {
            parts.append(Localizer.string(.textFieldStateError, language: language, locale: locale, arguments: [.string(errorMessage)]))
        } else if validation == .success {
            parts.append(Localizer.string(.textFieldStateSuccess, language: language, locale: locale))
        }
        if let visibleHelperText { parts.append(visibleHelperText) }
        return parts.isEmpty ? nil : parts.joined(separator: ". ")
    }
}

extension TextInputFieldState: AccessibilityDescribing {
    /// The field: its label, its text (or how many characters a hidden one holds), and the state
    /// and helper text as the hint.
    public func fieldAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: accessibilityLabel, value: accessibilityValue(locale: locale, language: language),
                             hint: accessibilityHint(locale: locale, language: language),
                             traits: isTextHidden ? .secureTextField : .textField)
    }

    /// The Show or Hide button of a password (drawn while ``showsRevealButton``).
    public func revealButtonAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: Localizer.string(revealButtonLabelKey, language: language, locale: locale), traits: .button)
    }

    /// The field, then its Show or Hide button.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [fieldAccessibility(locale: locale, language: language)] + (showsRevealButton ? [revealButtonAccessibility(locale: locale, language: language)] : [])
    }
}

import Foundation

/// Everything `FormTextField` shows and says, as one value: the text, the placeholder, the
/// layout, the error or help under the field, focus, the border, and what VoiceOver reads.
///
/// - The error shows when it has something other than whitespace; the help text shows only
///   when there is no error, under the same rule (``FieldMessageText``).
/// - The border is ``FieldBorder``: error over focus over resting.
/// - VoiceOver reads the placeholder as the label (it names the field whether or not text is
///   typed), the text or "Empty" as the value, and "Error: …" or the help text as the hint.
public struct FormTextFieldState: Sendable, Hashable {
    /// The text typed.
    public var text: String
    /// The placeholder, which is also the field's accessibility label.
    public var placeholder: String
    /// The layout: one line, growing lines, or compact.
    public var style: FormTextFieldStyle
    /// The error, if the field is in error.
    public var errorMessage: String?
    /// Help shown under the field when there is no error.
    public var helpText: String?
    /// Whether the field has focus.
    public var isFocused: Bool

    /// A field state.
    ///
    /// - Parameters:
    ///   - text: The text typed.
    ///   - placeholder: Shown while the field is empty; also its VoiceOver label.
    ///   - style: The layout; one line by default.
    ///   - errorMessage: The error under the field; nil when valid.
    ///   - helpText: Help under the field, shown only without an error.
    ///   - isFocused: Whether the field has focus.
    public init(text: String, placeholder: String, style: FormTextFieldStyle = .standard, errorMessage: String? = nil,
                helpText: String? = nil, isFocused: Bool = false) {
        self.text = text
        self.placeholder = placeholder
        self.style = style
        self.errorMessage = errorMessage
        self.helpText = helpText
        self.isFocused = isFocused
    }

    /// Whether the placeholder shows: while there is no text.
    public var showsPlaceholder: Bool { text.isEmpty }

    /// The error, when there is one that is not blank.
    public var visibleError: String? { FieldMessageText.visible(errorMessage) }

    /// The help text, shown only when there is no error (and it is not blank).
    public var visibleHelp: String? { visibleError == nil ? FieldMessageText.visible(helpText) : nil }

    /// The line under the field: the error, else the help text, else nothing.
    public var message: FieldMessageLine? {
        if let visibleError { return FieldMessageLine(text: visibleError, role: .errorText) }
        return visibleHelp.map { FieldMessageLine(text: $0, role: .secondaryText) }
    }

    /// The border: error over focus over resting.
    public var border: FieldBorder { FieldBorder(isFocused: isFocused, hasError: visibleError != nil) }

    /// The lines a multiline field grows between; nil for one line.
    public var lineRange: ClosedRange<Int>? { style.lineRange }

    /// The inner padding, in points.
    public var padding: Double { style.padding }

    /// VoiceOver's label: the placeholder, which names the field whether or not text is typed.
    public var accessibilityLabel: String { placeholder }

    /// VoiceOver's value: the text, or "Empty".
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibilityValue(locale: Locale, language: TallyLanguage? = nil) -> String {
        text.isEmpty ? Localizer.string(.textFieldEmpty, language: language, locale: locale) : text
    }

    /// VoiceOver's hint: "Error: …" when in error, the help text otherwise.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibilityHint(locale: Locale, language: TallyLanguage? = nil) -> String? {
        if let error = visibleError { return Localizer.string(.textFieldStateError, language: language, locale: locale, arguments: [.string(error)]) }
        return visibleHelp
    }
}

extension FormTextFieldState: AccessibilityDescribing {
    /// What VoiceOver reads for the field in `language` (`locale`'s when nil): the placeholder
    /// (``accessibilityLabel``), the text or "Empty", and the error or help text as the hint.
    public func accessibilityElement(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: accessibilityLabel, value: accessibilityValue(locale: locale, language: language),
                             hint: accessibilityHint(locale: locale, language: language), traits: .textField)
    }

    /// The field, its only element: the line under it is read as its hint.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [accessibilityElement(locale: locale, language: language)]
    }
}

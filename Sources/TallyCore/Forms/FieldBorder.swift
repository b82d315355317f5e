import Foundation

/// The border of a form field: its colour and width for a state. It is the one rule for every
/// field of the kit (`FormTextField`, `TextInputField`, the colour row's code field and the
/// amount field), so their borders cannot drift apart.
///
/// The colour is error over success over focus over resting; the width is
/// `borderWidth.emphasis` (2) whenever the border shows a state and `borderWidth.hairline` (1)
/// at rest.
public struct FieldBorder: Sendable, Hashable {
    /// The colour.
    public let role: FieldColorRole
    /// The width, in points.
    public let width: Double

    /// The border of a field with or without focus, an error and a confirmed valid value.
    ///
    /// - Parameters:
    ///   - isFocused: Whether the field has focus.
    ///   - hasError: Whether the field shows an error.
    ///   - isValid: Whether the field's value was confirmed valid; false by default.
    public init(isFocused: Bool, hasError: Bool, isValid: Bool = false) {
        role = hasError ? .error : isValid ? .success : isFocused ? .primary : .border
        width = role == .border ? TallyTokens.BorderWidth.hairline : TallyTokens.BorderWidth.emphasis
    }

    /// Whether the border shows a state (anything but resting).
    public var showsState: Bool { role != .border }
}

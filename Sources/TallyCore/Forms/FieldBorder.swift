import Foundation

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

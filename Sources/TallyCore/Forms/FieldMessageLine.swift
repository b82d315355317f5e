import Foundation

/// One line under a field: its text and the colour it is drawn in.
public struct FieldMessageLine: Sendable, Hashable {
    /// The text.
    public let text: String
    /// Its colour: ``FieldColorRole/errorText`` for an error, a secondary or subtle colour for
    /// help.
    public let role: FieldColorRole

    /// A line.
    public init(text: String, role: FieldColorRole) {
        self.text = text
        self.role = role
    }

    /// Whether the line is an error.
    public var isError: Bool { role == .errorText }
}

import Foundation

/// The three layouts of `FormTextField`.
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

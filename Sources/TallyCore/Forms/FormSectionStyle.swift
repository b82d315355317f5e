import Foundation

/// The three looks of `FormSection`.
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

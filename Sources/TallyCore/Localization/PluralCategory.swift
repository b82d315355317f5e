import Foundation

/// A CLDR plural category: the form of a word a count asks for ("1 day", "2 days"; Russian's
/// "1 день", "2 дня", "5 дней").
///
/// Cases, `allCases` and `<` follow CLDR's order: zero, one, two, few, many, other. The raw value
/// is CLDR's keyword, as String Catalogs write it.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// CLDR `zero`.
    case zero
    /// CLDR `one`.
    case one
    /// CLDR `two`.
    case two
    /// CLDR `few`.
    case few
    /// CLDR `many`.
    case many
    /// CLDR `other`: every language has it, and it is chosen when no other rule matches.
    case other

    /// The position in CLDR's order, zero first.
    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    /// Whether `lhs` comes before `rhs` in CLDR's order (zero, one, two, few, many, other).
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }
}

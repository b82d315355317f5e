import Foundation

/// The dates a date picker accepts: from a lower bound, up to an upper bound, or both. Built
/// from the same range forms as SwiftUI's `DatePicker(in:)`, so a lower bound after the upper
/// one cannot be written.
public struct DateBounds: Sendable, Hashable {
    /// The earliest accepted date, if any.
    public let lowerBound: Date?
    /// The latest accepted date, if any.
    public let upperBound: Date?

    /// Every date.
    public static let unbounded = DateBounds(lowerBound: nil, upperBound: nil)

    private init(lowerBound: Date?, upperBound: Date?) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// The dates of `range`.
    public init(_ range: ClosedRange<Date>) { self.init(lowerBound: range.lowerBound, upperBound: range.upperBound) }
    /// The dates from `range`'s lower bound on.
    public init(_ range: PartialRangeFrom<Date>) { self.init(lowerBound: range.lowerBound, upperBound: nil) }
    /// The dates up to `range`'s upper bound.
    public init(_ range: PartialRangeThrough<Date>) { self.init(lowerBound: nil, upperBound: range.upperBound) }

    /// Whether `date` is accepted.
    public func contains(_ date: Date) -> Bool {
        if let lowerBound, date < lowerBound { return false }
        if let upperBound, date > upperBound { return false }
        return true
    }

    /// `date` moved to the nearest accepted date, and whether it had to move.
    public func clamp(_ date: Date) -> (date: Date, wasClamped: Bool) {
        if let lowerBound, date < lowerBound { return (lowerBound, true) }
        if let upperBound, date > upperBound { return (upperBound, true) }
        return (date, false)
    }

    /// The line shown under a picker whose date was moved into range: "Adjusted to 1 March 2026,
    /// the nearest allowed date", with the date written by `locale` in `calendar`.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public static func clampMessage(for date: Date, locale: Locale, language: TallyLanguage? = nil, calendar: Calendar) -> String {
        Localizer.string(.dateClamped, language: language, locale: locale, arguments: [.string(date.formatted(calendar.dateStyle(date: .long, locale: locale)))])
    }
}

import Foundation

/// The entries of one day, as ``RelativeDays/sections(_:locale:language:date:amount:)`` groups them.
public struct DaySection<Entry> {
    /// The day.
    public let day: CalendarDay
    /// "Today", "Yesterday" or the localized date.
    public let title: String
    /// The day's entries, newest first.
    public let entries: [Entry]
    /// The day's totals: for each currency the day's entries are in, the exact sum of their
    /// amounts in it. Amounts in two currencies are never added together, so a day of 10 EUR and
    /// 5 USD has two totals, never one of 15.
    ///
    /// The order is the order in which the currencies first appear in ``entries`` (newest
    /// first): the currency of the day's newest entry leads, then each other currency by its
    /// newest entry. So the first total is the day's latest spending, and the order does not
    /// change while the day's entries do not.
    ///
    /// A currency whose entries add up to zero that day (a purchase and its refund) keeps its
    /// zero total: the currencies here are exactly the currencies of the day's entries. Whether a
    /// zero total is shown is a header's decision (``DateSectionHeaderViewState`` leaves it out).
    public let totals: [Money]

    /// The day's exact total in `currency`; nil when none of the day's entries is in it.
    public func total(in currency: Currency) -> Decimal? {
        totals.first { $0.currency == currency }?.amount
    }
}

extension DaySection: Identifiable {
    /// The day's start.
    public var id: Date { day.start }
}

extension DaySection: Sendable where Entry: Sendable {}

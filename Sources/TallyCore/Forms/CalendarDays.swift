import Foundation

/// One day of a calendar in a time zone, identified by the moment it starts.
///
/// Two values are equal when they start at the same moment, so compare days of one calendar and
/// time zone (a ``RelativeDays`` makes them all that way). Days are ordered by their start.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The first moment of the day (usually midnight; 01:00 where a time zone skips midnight).
    public let start: Date
    /// The day's era, year, month and day in the calendar it was made with.
    public let components: DateComponents

    /// The day that contains `date` in `calendar` (and the calendar's time zone).
    public init(containing date: Date, calendar: Calendar) {
        start = calendar.startOfDay(for: date)
        components = calendar.dateComponents([.era, .year, .month, .day], from: date)
    }

    /// Earlier days first.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.start < rhs.start }

    /// Equal when the days start at the same moment.
    public static func == (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.start == rhs.start }

    /// Hashes the start.
    public func hash(into hasher: inout Hasher) { hasher.combine(start) }

    /// The day `days` days later (earlier when negative), counted in calendar days, so a
    /// 23-hour or 25-hour day around a daylight-saving change counts as one day.
    public func adding(days: Int, calendar: Calendar) -> CalendarDay {
        // Noon is never skipped or repeated by a daylight-saving change, unlike midnight.
        let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: start) ?? start
        let moved = calendar.date(byAdding: .day, value: days, to: noon) ?? noon.addingTimeInterval(Double(days) * 86_400)
        return CalendarDay(containing: moved, calendar: calendar)
    }

    /// "2026-03-29" in the day's own calendar numbering.
    public var description: String {
        let year = components.year ?? 0, month = components.month ?? 0, day = components.day ?? 0
        return String(format: "%04d-%02d-%02d", year, month, day)
    }
}

/// "Today", "Yesterday" and the other days, as seen from one moment (`now`) in one calendar and
/// time zone. Everything is injected: nothing reads the system clock, calendar or time zone, so
/// the answers are the same in tests, previews and the catalog, and right across midnight and
/// daylight-saving changes.
///
/// ```swift
/// var calendar = Calendar(identifier: .gregorian)
/// calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
/// let days = RelativeDays(calendar: calendar, now: Date())
/// days.relation(of: someDate)        // .today, .yesterday or .earlier / .later
/// days.title(for: someDate, locale: Locale(identifier: "de_DE"))   // "Heute", "Gestern", "Montag, 16. November"
/// ```
public struct RelativeDays: Sendable {
    /// The calendar, with the time zone the days are counted in.
    public let calendar: Calendar
    /// The moment "today" is taken from.
    public let now: Date

    /// Days as seen at `now` in `calendar`, counted in `timeZone` when given (the calendar's own
    /// time zone otherwise).
    public init(calendar: Calendar, timeZone: TimeZone? = nil, now: Date) {
        var calendar = calendar
        if let timeZone { calendar.timeZone = timeZone }
        self.calendar = calendar
        self.now = now
    }

    /// Where a day stands relative to today.
    public enum Relation: Sendable, Hashable {
        /// The day of `now`.
        case today
        /// The day before.
        case yesterday
        /// Any day before yesterday.
        case earlier
        /// Any day after today.
        case later
    }

    /// The day of `now`.
    public var today: CalendarDay { CalendarDay(containing: now, calendar: calendar) }

    /// The day before today.
    public var yesterday: CalendarDay { today.adding(days: -1, calendar: calendar) }

    /// The day that contains `date`.
    public func day(of date: Date) -> CalendarDay { CalendarDay(containing: date, calendar: calendar) }

    /// Where the day of `date` stands relative to today.
    public func relation(of date: Date) -> Relation {
        let day = day(of: date), today = today
        if day == today { return .today }
        if day > today { return .later }
        return day == yesterday ? .yesterday : .earlier
    }

    /// The moment the next day starts: when "today" and "yesterday" change, for a view to
    /// refresh at.
    public var startOfTomorrow: Date { today.adding(days: 1, calendar: calendar).start }

    /// The moment for the "Yesterday" quick button: the same wall-clock time as `now` on the day
    /// before (moved forward to the first valid time if that time does not exist that day).
    public var yesterdayAtCurrentTime: Date {
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: now)
        let day = yesterday.start
        return calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day)
            ?? calendar.date(byAdding: .day, value: -1, to: now) ?? now.addingTimeInterval(-86_400)
    }

    /// The header of a day: "Today", "Yesterday" (from the String Catalog), or the date written
    /// the way `locale` writes it, with the weekday in the current year ("Monday, 16 November")
    /// and with the year otherwise ("16 November 2025").
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func title(for date: Date, locale: Locale, language: TallyLanguage? = nil) -> String {
        DayTitler(days: self, locale: locale, language: language).title(for: date)
    }

    /// `entries` grouped by day, newest day first, each day's entries newest first (entries at
    /// the same moment keep their order), with each day's title and its totals: the exact sum of
    /// the day's amounts in each of their currencies, so that amounts in two currencies are never
    /// added together (see ``DaySection/totals`` for their order).
    /// The text is in `language`, or in `locale`'s language when it is nil.
    ///
    /// ```swift
    /// let sections = days.sections(expenses, locale: locale, date: \.date, amount: \.money)
    /// // A day of 4.20 CHF, 8 EUR and 8.30 CHF, newest first, has two totals: 12.50 CHF, then 8 EUR.
    /// sections.first?.totals
    /// ```
    public func sections<Entry>(
        _ entries: [Entry], locale: Locale, language: TallyLanguage? = nil, date: (Entry) -> Date, amount: (Entry) -> Money
    ) -> [DaySection<Entry>] {
        let titler = DayTitler(days: self, locale: locale, language: language)
        var byDay: [CalendarDay: [(offset: Int, entry: Entry)]] = [:]
        for (offset, entry) in entries.enumerated() {
            byDay[day(of: date(entry)), default: []].append((offset, entry))
        }
        return byDay.keys.sorted(by: >).map { day in
            let group = (byDay[day] ?? []).sorted { lhs, rhs in
                let left = date(lhs.entry), right = date(rhs.entry)
                return left != right ? left > right : lhs.offset < rhs.offset
            }
            let entries = group.map(\.entry)
            return DaySection(day: day, title: titler.title(for: day.start), entries: entries, totals: Money.totals(of: entries.map(amount)))
        }
    }
}

extension Money {
    /// One total per currency of `amounts`, each the exact sum of the amounts in that currency, in
    /// the order the currencies first appear in `amounts`: amounts in two currencies are never
    /// added together.
    static func totals(of amounts: [Money]) -> [Money] {
        var totals: [Money] = []
        var position: [Currency: Int] = [:]
        for money in amounts {
            if let index = position[money.currency] {
                totals[index].amount += money.amount
            } else {
                position[money.currency] = totals.count
                totals.append(money)
            }
        }
        return totals
    }
}

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

/// Writes day titles with one set of formatters (built once per grouping, not per day).
private struct DayTitler {
    let days: RelativeDays
    let locale: Locale
    let language: TallyLanguage?
    let thisYear: DateFormatter
    let otherYear: DateFormatter

    init(days: RelativeDays, locale: Locale, language: TallyLanguage? = nil) {
        self.days = days
        self.locale = locale
        self.language = language
        func formatter(_ template: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.calendar = days.calendar
            formatter.timeZone = days.calendar.timeZone
            formatter.locale = locale
            formatter.setLocalizedDateFormatFromTemplate(template)
            return formatter
        }
        thisYear = formatter("EEEEdMMMM")
        otherYear = formatter("dMMMMy")
    }

    func title(for date: Date) -> String {
        switch days.relation(of: date) {
        case .today: return Localizer.string(.dateToday, language: language, locale: locale)
        case .yesterday: return Localizer.string(.dateYesterday, language: language, locale: locale)
        case .earlier, .later:
            let sameYear = days.calendar.isDate(date, equalTo: days.now, toGranularity: .year)
            return (sameYear ? thisYear : otherYear).string(from: date)
        }
    }
}

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

extension Calendar {
    /// How `locale` writes a date in this calendar and its time zone (never the device's), for
    /// every date Tally shows.
    public func dateStyle(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle = .omitted, locale: Locale) -> Date.FormatStyle {
        Date.FormatStyle(date: date, time: time, locale: locale, calendar: self, timeZone: timeZone)
    }
}

/// The three buttons of `DateButtonsView`.
public enum QuickDateButton: String, CaseIterable, Sendable, Hashable {
    /// Yesterday, at the current time of day.
    case yesterday
    /// Today, now.
    case today
    /// Any other day, from a calendar.
    case calendar

    /// The button's title key.
    public var titleKey: TallyStringKey {
        switch self {
        case .yesterday: .dateYesterday
        case .today: .dateToday
        case .calendar: .dateSelectDate
        }
    }
}

extension RelativeDays {
    /// The button shown selected for `date`: today's or yesterday's, or the calendar's for any
    /// other day.
    public func selectedButton(for date: Date) -> QuickDateButton {
        switch relation(of: date) {
        case .today: .today
        case .yesterday: .yesterday
        case .earlier, .later: .calendar
        }
    }

    /// The title of a quick button while `selectedDate` is chosen: "Yesterday", "Today", and for
    /// the calendar button the chosen date when it is selected ("16 Nov 2026"), "Date" otherwise.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func title(of button: QuickDateButton, selectedDate: Date, locale: Locale, language: TallyLanguage? = nil) -> String {
        guard button == .calendar, selectedButton(for: selectedDate) == .calendar else {
            return Localizer.string(button.titleKey, language: language, locale: locale)
        }
        return selectedDate.formatted(calendar.dateStyle(date: .abbreviated, locale: locale))
    }

    /// The moment a quick button picks: `now` for today, the same time yesterday for
    /// yesterday; nil for the calendar, which asks.
    public func date(for button: QuickDateButton) -> Date? {
        switch button {
        case .today: now
        case .yesterday: yesterdayAtCurrentTime
        case .calendar: nil
        }
    }
}

/// The three ways `DatePickerRow` shows a date.
public enum DatePickerRowStyle: String, CaseIterable, Sendable, Hashable {
    /// The system date picker in the row.
    case inline
    /// The title and the formatted date; a tap opens a sheet with a graphical calendar.
    case compact
    /// The quick buttons: Yesterday, Today and a calendar sheet.
    case sheet
}

import Foundation

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

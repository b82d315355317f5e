import Foundation
import TallyCore
import Testing

/// A Gregorian calendar in `zone`.
private func calendar(_ zone: String) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone)!
    return calendar
}

/// The moment of a wall-clock time in `zone` (nil if that time does not exist there).
private func moment(_ zone: String, _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, _ second: Int = 0) -> Date {
    calendar(zone).date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
}

/// The moment given in UTC, written as ISO 8601.
private func utc(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text)!
}

@Suite("Today, yesterday and day groups")
struct RelativeDaysTests {
    @Test("the day changes at local midnight, not at UTC midnight")
    func midnight() {
        let days = RelativeDays(calendar: calendar("Europe/Berlin"), now: moment("Europe/Berlin", 2026, 11, 21, 0, 0, 30))
        #expect(days.relation(of: moment("Europe/Berlin", 2026, 11, 21, 0, 0, 0)) == .today)
        #expect(days.relation(of: moment("Europe/Berlin", 2026, 11, 20, 23, 59, 59)) == .yesterday)
        #expect(days.relation(of: moment("Europe/Berlin", 2026, 11, 20, 0, 0, 0)) == .yesterday)
        #expect(days.relation(of: moment("Europe/Berlin", 2026, 11, 19, 23, 59, 59)) == .earlier)
        #expect(days.relation(of: moment("Europe/Berlin", 2026, 11, 22, 0, 0, 0)) == .later)
        // 23:30 UTC on the 20th is 00:30 on the 21st in Berlin.
        #expect(days.relation(of: utc("2026-11-20T23:30:00Z")) == .today)
    }

    @Test("the same instant is a different day in another time zone")
    func timeZones() {
        let now = utc("2026-11-21T02:00:00Z")  // 18:00 on the 20th in Los Angeles, 11:00 on the 21st in Tokyo
        let earlier = utc("2026-11-20T12:00:00Z")  // 04:00 on the 20th in Los Angeles, 21:00 on the 20th in Tokyo
        let base = Calendar(identifier: .gregorian)
        #expect(RelativeDays(calendar: base, timeZone: TimeZone(identifier: "America/Los_Angeles"), now: now).relation(of: earlier) == .today)
        #expect(RelativeDays(calendar: base, timeZone: TimeZone(identifier: "Asia/Tokyo"), now: now).relation(of: earlier) == .yesterday)
    }

    @Test("a 23-hour and a 25-hour day are each one day")
    func daylightSaving() {
        // Berlin: clocks go from 02:00 to 03:00 on 29 March 2026 and from 03:00 to 02:00 on 25 October 2026.
        let spring = RelativeDays(calendar: calendar("Europe/Berlin"), now: moment("Europe/Berlin", 2026, 3, 30, 10))
        #expect(spring.today.start == utc("2026-03-29T22:00:00Z"))
        #expect(spring.yesterday.start == utc("2026-03-28T23:00:00Z"))
        #expect(spring.today.start.timeIntervalSince(spring.yesterday.start) == 23 * 3600)
        #expect(spring.relation(of: utc("2026-03-28T23:30:00Z")) == .yesterday)  // 00:30 CET on the 29th
        #expect(spring.relation(of: utc("2026-03-28T22:30:00Z")) == .earlier)  // 23:30 CET on the 28th

        let autumn = RelativeDays(calendar: calendar("Europe/Berlin"), now: moment("Europe/Berlin", 2026, 10, 26, 0, 10))
        #expect(autumn.today.start.timeIntervalSince(autumn.yesterday.start) == 25 * 3600)
        #expect(autumn.relation(of: utc("2026-10-25T00:30:00Z")) == .yesterday)  // 02:30 CEST, the first of the two
        #expect(autumn.relation(of: utc("2026-10-25T01:30:00Z")) == .yesterday)  // 02:30 CET, the second
        #expect(autumn.startOfTomorrow == utc("2026-10-26T23:00:00Z"))
    }

    @Test("walking day by day through a year gives every date once, in zones with odd transitions")
    func everyDay() {
        for zone in ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Santiago", "Asia/Kolkata", "Pacific/Chatham"] {
            let calendar = calendar(zone)
            var day = CalendarDay(containing: moment(zone, 2026, 1, 1), calendar: calendar)
            var seen = 1
            while day.components.year == 2026 {
                let next = day.adding(days: 1, calendar: calendar)
                let expected = calendar.date(byAdding: .day, value: 1, to: calendar.date(from: day.components)!)!
                #expect(calendar.isDate(next.start, inSameDayAs: expected), "\(zone) after \(day)")
                #expect(next > day && next.adding(days: -1, calendar: calendar) == day, "\(zone) \(day)")
                day = next
                seen += 1
            }
            #expect(seen == 366, "\(zone)")  // 365 days of 2026 and the first of 2027
        }
    }

    @Test("Yesterday keeps the time of day, or the first valid time when it does not exist")
    func yesterdayButton() {
        let plain = RelativeDays(calendar: calendar("Europe/Berlin"), now: moment("Europe/Berlin", 2026, 11, 21, 15, 42, 10))
        #expect(plain.yesterdayAtCurrentTime == moment("Europe/Berlin", 2026, 11, 20, 15, 42, 10))
        #expect(plain.date(for: .today) == plain.now && plain.date(for: .calendar) == nil)
        // 02:30 on 29 March 2026 does not exist in Berlin.
        let skipped = RelativeDays(calendar: calendar("Europe/Berlin"), now: moment("Europe/Berlin", 2026, 3, 30, 2, 30))
        let yesterday = skipped.yesterdayAtCurrentTime
        #expect(skipped.relation(of: yesterday) == .yesterday)
        #expect(calendar("Europe/Berlin").component(.day, from: yesterday) == 29)
        #expect(skipped.selectedButton(for: yesterday) == .yesterday)
        #expect(skipped.selectedButton(for: skipped.now) == .today)
        #expect(skipped.selectedButton(for: moment("Europe/Berlin", 2026, 1, 1)) == .calendar)
        #expect(QuickDateButton.allCases.map { $0.titleKey.rawValue } == ["date.yesterday", "date.today", "date.selectDate"])
        // The calendar button shows the chosen day only while another day is chosen.
        let english = Locale(identifier: "en_US")
        #expect(plain.title(of: .calendar, selectedDate: plain.now, locale: english) == "Date")
        #expect(plain.title(of: .yesterday, selectedDate: plain.now, locale: english) == "Yesterday")
        #expect(plain.title(of: .calendar, selectedDate: moment("Europe/Berlin", 2026, 11, 2), locale: english) == "Nov 2, 2026")
    }

    @Test("titles: Today and Yesterday from the catalog, other days as the locale writes them")
    func titles() {
        let days = RelativeDays(calendar: calendar("Europe/Berlin"), now: moment("Europe/Berlin", 2026, 11, 21, 9))
        let english = Locale(identifier: "en_US"), german = Locale(identifier: "de_DE"), russian = Locale(identifier: "ru_RU")
        #expect(days.title(for: days.now, locale: english) == "Today")
        #expect(days.title(for: days.now, locale: german) == "Heute")
        #expect(days.title(for: moment("Europe/Berlin", 2026, 11, 20, 1), locale: russian) == "Вчера")
        #expect(days.title(for: moment("Europe/Berlin", 2026, 11, 16), locale: english) == "Monday, November 16")
        #expect(days.title(for: moment("Europe/Berlin", 2026, 11, 16), locale: german) == "Montag, 16. November")
        #expect(days.title(for: moment("Europe/Berlin", 2026, 11, 16), locale: russian).contains("16 ноября"))
        #expect(days.title(for: moment("Europe/Berlin", 2025, 11, 16), locale: english) == "November 16, 2025")
        #expect(days.title(for: moment("Europe/Berlin", 2025, 11, 16), locale: german) == "16. November 2025")
    }

    @Test("sections: newest day first, newest entry first, exact totals")
    func sections() {
        struct Entry { let at: Date; let amount: Decimal; let name: String }
        let days = RelativeDays(calendar: calendar("Europe/Berlin"), now: moment("Europe/Berlin", 2026, 11, 21, 20))
        let entries = [
            Entry(at: moment("Europe/Berlin", 2026, 11, 20, 9), amount: Decimal(string: "0.1")!, name: "a"),
            Entry(at: moment("Europe/Berlin", 2026, 11, 21, 8), amount: 5, name: "b"),
            Entry(at: moment("Europe/Berlin", 2026, 11, 20, 23, 59), amount: Decimal(string: "0.2")!, name: "c"),
            Entry(at: moment("Europe/Berlin", 2026, 11, 21, 8), amount: -2, name: "d"),
            Entry(at: moment("Europe/Berlin", 2026, 11, 2, 12), amount: 0, name: "e"),
        ]
        let sections = days.sections(entries, locale: Locale(identifier: "en_US"), date: \.at, amount: \.amount)
        #expect(sections.map(\.title) == ["Today", "Yesterday", "Monday, November 2"])
        #expect(sections.map { $0.entries.map(\.name) } == [["b", "d"], ["c", "a"], ["e"]])
        #expect(sections[1].total == Decimal(string: "0.3")!)  // exact, unlike 0.1 + 0.2 in Double
        #expect(sections[0].total == 3 && sections[2].total == 0)
        #expect(days.sections([Entry](), locale: Locale(identifier: "en_US"), date: \.at, amount: \.amount).isEmpty)
    }

    @Test("bounds clamp to the nearest allowed date and say so")
    func bounds() {
        let lower = utc("2026-03-01T00:00:00Z"), upper = utc("2026-03-31T00:00:00Z")
        let march = DateBounds(lower...upper)
        #expect(march.clamp(utc("2026-02-10T00:00:00Z")) == (lower, true))
        #expect(march.clamp(utc("2026-04-10T00:00:00Z")) == (upper, true))
        #expect(march.clamp(utc("2026-03-10T00:00:00Z")) == (utc("2026-03-10T00:00:00Z"), false))
        #expect(DateBounds(lower...).clamp(utc("2030-01-01T00:00:00Z")).wasClamped == false)
        #expect(DateBounds(...upper).clamp(utc("2020-01-01T00:00:00Z")).wasClamped == false)
        #expect(DateBounds.unbounded.contains(.distantPast) && !march.contains(.distantFuture))
        let message = DateBounds.clampMessage(for: lower, locale: Locale(identifier: "en_US"), calendar: calendar("UTC"))
        #expect(message == "Adjusted to March 1, 2026, the nearest allowed date")
        #expect(DateBounds.clampMessage(for: lower, locale: Locale(identifier: "de_DE"), calendar: calendar("UTC"))
            == "Auf 1. März 2026 angepasst, das nächste erlaubte Datum")
    }
}

import Foundation
import Testing
import TallyCore

/// A Gregorian calendar in the time zone `identifier`.
private func gregorian(_ identifier: String) throws -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: identifier))
    return calendar
}

/// The moment a wall clock in `calendar`'s time zone shows the given date and time.
private func date(
    _ calendar: Calendar, _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0
) throws -> Date {
    try #require(calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)))
}

/// The moment given in UTC, to pin an instant independently of any time zone's rules.
private func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) throws -> Date {
    try date(try gregorian("UTC"), year, month, day, hour, minute)
}

/// Year, month, day, hour and minute of `date` on `calendar`'s wall clock.
private func wallClock(_ calendar: Calendar, _ date: Date) -> [Int] {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return [parts.year, parts.month, parts.day, parts.hour, parts.minute].map { $0 ?? -1 }
}

private let hour: TimeInterval = 3600

@Suite("RecurringFrequency: names")
struct RecurringFrequencyNameTests {
    @Test("catalog keys")
    func keys() {
        #expect(RecurringFrequency.allCases.map(\.titleKey.rawValue)
            == ["frequency.daily", "frequency.weekly", "frequency.monthly", "frequency.yearly"])
    }

    /// The names as the String Catalog writes them.
    @Test("names in en, ru, fr and de", arguments: [
        ("en_US", ["Daily", "Weekly", "Monthly", "Yearly"]),
        ("ru_RU", ["Ежедневно", "Еженедельно", "Ежемесячно", "Ежегодно"]),
        ("fr_CH", ["Quotidienne", "Hebdomadaire", "Mensuelle", "Annuelle"]),
        ("de_DE", ["Täglich", "Wöchentlich", "Monatlich", "Jährlich"]),
    ])
    func names(locale: String, expected: [String]) {
        let locale = Locale(identifier: locale)
        #expect(RecurringFrequency.allCases.map { $0.title(locale: locale) } == expected)
        #expect(RecurringFrequency.pickerOptions(locale: locale).map(\.label) == expected)
        #expect(RecurringFrequency.pickerOptions(locale: locale).map(\.value) == RecurringFrequency.allCases)
    }

    @Test("picker options keep the order and subset given")
    func subset() {
        let options = RecurringFrequency.pickerOptions([.yearly, .monthly], locale: Locale(identifier: "en"))
        #expect(options.map(\.label) == ["Yearly", "Monthly"])
        #expect(options.map(\.value) == [.yearly, .monthly])
    }

    @Test("encodes as its raw value and decodes back")
    func codable() throws {
        let data = try JSONEncoder().encode(RecurringFrequency.allCases)
        #expect(String(decoding: data, as: UTF8.self) == #"["daily","weekly","monthly","yearly"]"#)
        #expect(try JSONDecoder().decode([RecurringFrequency].self, from: data) == RecurringFrequency.allCases)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RecurringFrequency.self, from: Data(#""hourly""#.utf8)) }
    }

    @Test("Next: text in en, ru, fr and de")
    func nextText() throws {
        let berlin = try gregorian("Europe/Berlin")
        let anchor = try date(berlin, 2024, 1, 31, 9)
        let now = try date(berlin, 2024, 4, 10, 12)
        let prefixes = [("en_US", "Next: "), ("ru_RU", "Следующий раз: "), ("fr_FR", "Prochaine : "), ("de_DE", "Nächste: ")]
        for (identifier, prefix) in prefixes {
            let text = RecurringFrequency.monthly.nextOccurrenceText(
                after: now, anchor: anchor, calendar: berlin, locale: Locale(identifier: identifier)
            )
            #expect(text.hasPrefix(prefix), "\(text)")
            // 30 April 2024: the day and year are in every language's date, and no time is.
            #expect(text.contains("30") && text.contains("2024"), "\(text)")
            #expect(!text.contains("9:00") && !text.contains("09:00"), "\(text)")
        }
    }
}

@Suite("RecurringFrequency: month ends and leap years")
struct RecurringFrequencyCalendarTests {
    @Test("monthly on the 31st: the month's last day, back to the 31st when it has one")
    func monthlyOn31st() throws {
        let berlin = try gregorian("Europe/Berlin")
        let anchor = try date(berlin, 2024, 1, 31, 9)
        // Days in each month of 2024 (a leap year), then January 2025.
        let expectedDays = [(2024, 2, 29), (2024, 3, 31), (2024, 4, 30), (2024, 5, 31), (2024, 6, 30), (2024, 7, 31),
                            (2024, 8, 31), (2024, 9, 30), (2024, 10, 31), (2024, 11, 30), (2024, 12, 31), (2025, 1, 31),
                            (2025, 2, 28), (2025, 3, 31)]
        let expected = try expectedDays.map { try date(berlin, $0.0, $0.1, $0.2, 9) }
        #expect(RecurringFrequency.monthly.occurrences(after: anchor, anchor: anchor, count: expected.count, calendar: berlin) == expected)
    }

    @Test("monthly on the 31st, asked from dates in between")
    func monthlyBetween() throws {
        let newYork = try gregorian("America/New_York")
        let anchor = try date(newYork, 2023, 1, 31, 8, 15)
        let monthly = RecurringFrequency.monthly
        #expect(monthly.nextOccurrence(after: try date(newYork, 2023, 2, 1), anchor: anchor, calendar: newYork)
            == (try date(newYork, 2023, 2, 28, 8, 15)))
        #expect(monthly.nextOccurrence(after: try date(newYork, 2023, 4, 15), anchor: anchor, calendar: newYork)
            == (try date(newYork, 2023, 4, 30, 8, 15)))
        // One minute before an occurrence gives it; the occurrence itself gives the next one.
        #expect(monthly.nextOccurrence(after: try date(newYork, 2023, 4, 30, 8, 14), anchor: anchor, calendar: newYork)
            == (try date(newYork, 2023, 4, 30, 8, 15)))
        #expect(monthly.nextOccurrence(after: try date(newYork, 2023, 4, 30, 8, 15), anchor: anchor, calendar: newYork)
            == (try date(newYork, 2023, 5, 31, 8, 15)))
        // After 28 February the series is back on the 31st, not stuck on the 28th.
        #expect(monthly.nextOccurrence(after: try date(newYork, 2023, 2, 28, 9), anchor: anchor, calendar: newYork)
            == (try date(newYork, 2023, 3, 31, 8, 15)))
    }

    @Test("monthly on the 30th and 29th in February")
    func monthlyOn30th() throws {
        let berlin = try gregorian("Europe/Berlin")
        let on30th = try date(berlin, 2023, 1, 30, 12)
        #expect(RecurringFrequency.monthly.occurrences(after: on30th, anchor: on30th, count: 3, calendar: berlin)
            == [try date(berlin, 2023, 2, 28, 12), try date(berlin, 2023, 3, 30, 12), try date(berlin, 2023, 4, 30, 12)])
        let on29th = try date(berlin, 2024, 1, 29, 12)
        #expect(RecurringFrequency.monthly.occurrences(after: on29th, anchor: on29th, count: 2, calendar: berlin)
            == [try date(berlin, 2024, 2, 29, 12), try date(berlin, 2024, 3, 29, 12)])
    }

    @Test("yearly on 29 February: 28 February in common years, 29 February in leap years")
    func yearlyLeapDay() throws {
        let berlin = try gregorian("Europe/Berlin")
        let anchor = try date(berlin, 2024, 2, 29, 10)
        let expected = try [(2025, 28), (2026, 28), (2027, 28), (2028, 29), (2029, 28), (2030, 28), (2031, 28), (2032, 29)]
            .map { try date(berlin, $0.0, 2, $0.1, 10) }
        #expect(RecurringFrequency.yearly.occurrences(after: anchor, anchor: anchor, count: 8, calendar: berlin) == expected)
    }

    @Test("yearly on 29 February, a century on: 2100 is not a leap year, 2096 and 2104 are")
    func yearlyCentury() throws {
        let berlin = try gregorian("Europe/Berlin")
        let anchor = try date(berlin, 2024, 2, 29, 10)
        let yearly = RecurringFrequency.yearly
        #expect(yearly.nextOccurrence(after: try date(berlin, 2096, 1, 1), anchor: anchor, calendar: berlin)
            == (try date(berlin, 2096, 2, 29, 10)))
        #expect(yearly.nextOccurrence(after: try date(berlin, 2100, 1, 1), anchor: anchor, calendar: berlin)
            == (try date(berlin, 2100, 2, 28, 10)))
        #expect(yearly.nextOccurrence(after: try date(berlin, 2100, 3, 1), anchor: anchor, calendar: berlin)
            == (try date(berlin, 2101, 2, 28, 10)))
        #expect(yearly.nextOccurrence(after: try date(berlin, 2103, 3, 1), anchor: anchor, calendar: berlin)
            == (try date(berlin, 2104, 2, 29, 10)))
    }

    @Test("monthly on the 31st, a century on")
    func monthlyCentury() throws {
        let berlin = try gregorian("Europe/Berlin")
        let anchor = try date(berlin, 2000, 1, 31, 7)
        let monthly = RecurringFrequency.monthly
        #expect(monthly.nextOccurrence(after: try date(berlin, 2099, 12, 31, 12), anchor: anchor, calendar: berlin)
            == (try date(berlin, 2100, 1, 31, 7)))
        #expect(monthly.nextOccurrence(after: try date(berlin, 2100, 2, 1), anchor: anchor, calendar: berlin)
            == (try date(berlin, 2100, 2, 28, 7)))
        #expect(monthly.nextOccurrence(after: try date(berlin, 2100, 3, 1), anchor: anchor, calendar: berlin)
            == (try date(berlin, 2100, 3, 31, 7)))
    }

    @Test("daily and weekly, a century on, at the anchor's time and weekday")
    func dailyWeeklyCentury() throws {
        let newYork = try gregorian("America/New_York")
        // 3 January 2024 is a Wednesday, in winter time; 1 July 2124 is in summer time.
        let anchor = try date(newYork, 2024, 1, 3, 8, 30)
        let daily = RecurringFrequency.daily.nextOccurrence(after: try date(newYork, 2124, 7, 1, 9), anchor: anchor, calendar: newYork)
        #expect(daily == (try date(newYork, 2124, 7, 2, 8, 30)))
        let weekly = RecurringFrequency.weekly.nextOccurrence(after: try date(newYork, 2124, 7, 1, 9), anchor: anchor, calendar: newYork)
        #expect(newYork.component(.weekday, from: weekly) == 4)
        #expect(wallClock(newYork, weekly)[3...] == [8, 30])
        #expect(weekly > (try date(newYork, 2124, 7, 1, 9)))
        #expect(weekly.timeIntervalSince(try date(newYork, 2124, 7, 1, 9)) <= 7 * 24 * hour)
        // A whole number of weeks after the anchor, in calendar days.
        let days = try #require(newYork.dateComponents([.day], from: newYork.startOfDay(for: anchor), to: newYork.startOfDay(for: weekly)).day)
        #expect(days % 7 == 0)
    }
}

@Suite("RecurringFrequency: daylight saving time")
struct RecurringFrequencyDSTTests {
    @Test("weekly at 23:30 in Berlin across the spring and autumn changes")
    func weeklyBerlin() throws {
        let berlin = try gregorian("Europe/Berlin")
        // Clocks go forward on 31 March 2024 and back on 27 October 2024.
        let spring = try date(berlin, 2024, 3, 24, 23, 30)
        let nextSpring = RecurringFrequency.weekly.nextOccurrence(after: spring, anchor: spring, calendar: berlin)
        #expect(wallClock(berlin, nextSpring) == [2024, 3, 31, 23, 30])
        #expect(nextSpring == (try utc(2024, 3, 31, 21, 30)))
        #expect(nextSpring.timeIntervalSince(spring) == 167 * hour)

        let autumn = try date(berlin, 2024, 10, 20, 23, 30)
        let nextAutumn = RecurringFrequency.weekly.nextOccurrence(after: autumn, anchor: autumn, calendar: berlin)
        #expect(nextAutumn == (try utc(2024, 10, 27, 22, 30)))
        #expect(nextAutumn.timeIntervalSince(autumn) == 169 * hour)
    }

    @Test("daily at 23:30 in New York, anchored the evening before and the evening of each change")
    func dailyNewYork() throws {
        let newYork = try gregorian("America/New_York")
        // Clocks go forward on 10 March 2024 (EST −5 → EDT −4) and back on 3 November 2024.
        let beforeSpring = try date(newYork, 2024, 3, 9, 23, 30)
        #expect(beforeSpring == (try utc(2024, 3, 10, 4, 30)))
        #expect(RecurringFrequency.daily.occurrences(after: beforeSpring, anchor: beforeSpring, count: 2, calendar: newYork)
            == [try utc(2024, 3, 11, 3, 30), try utc(2024, 3, 12, 3, 30)])

        let onSpring = try date(newYork, 2024, 3, 10, 23, 30)
        #expect(onSpring == (try utc(2024, 3, 11, 3, 30)))
        // A year on: 8 March 2025 is still winter time, 9 March 2025 is that year's change day.
        #expect(RecurringFrequency.daily.occurrences(after: try date(newYork, 2025, 3, 8, 0), anchor: onSpring, count: 2, calendar: newYork)
            == [try utc(2025, 3, 9, 4, 30), try utc(2025, 3, 10, 3, 30)])

        let beforeAutumn = try date(newYork, 2024, 11, 2, 23, 30)
        let next = RecurringFrequency.daily.nextOccurrence(after: beforeAutumn, anchor: beforeAutumn, calendar: newYork)
        #expect(next == (try utc(2024, 11, 4, 4, 30)))
        #expect(next.timeIntervalSince(beforeAutumn) == 25 * hour)

        let onAutumn = try date(newYork, 2024, 11, 3, 23, 30)
        #expect(RecurringFrequency.daily.nextOccurrence(after: onAutumn, anchor: onAutumn, calendar: newYork)
            == (try utc(2024, 11, 5, 4, 30)))
    }

    @Test("daily at 02:15 on Lord Howe Island: the skipped half hour, and back the day after")
    func lordHoweSpring() throws {
        let lordHowe = try gregorian("Australia/Lord_Howe")
        // Standard time is UTC+10:30; on 6 October 2024 at 02:00 the clocks go forward to 02:30
        // (UTC+11), so 02:15 does not exist that day and is moved forward by the 30 minute jump.
        let anchor = try date(lordHowe, 2024, 10, 5, 2, 15)
        #expect(anchor == (try utc(2024, 10, 4, 15, 45)))
        let next = RecurringFrequency.daily.occurrences(after: anchor, anchor: anchor, count: 2, calendar: lordHowe)
        #expect(next == [try utc(2024, 10, 5, 15, 45), try utc(2024, 10, 6, 15, 15)])
        #expect(next.map { wallClock(lordHowe, $0) } == [[2024, 10, 6, 2, 45], [2024, 10, 7, 2, 15]])
    }

    @Test("daily at 01:45 on Lord Howe Island: the repeated half hour")
    func lordHoweAutumn() throws {
        let lordHowe = try gregorian("Australia/Lord_Howe")
        // On 7 April 2024 at 02:00 (UTC+11) the clocks go back to 01:30 (UTC+10:30), so 01:45
        // happens twice; the first one is used, and the day after is 24.5 hours later.
        let anchor = try date(lordHowe, 2024, 4, 6, 1, 45)
        #expect(anchor == (try utc(2024, 4, 5, 14, 45)))
        let next = RecurringFrequency.daily.occurrences(after: anchor, anchor: anchor, count: 2, calendar: lordHowe)
        #expect(next == [try utc(2024, 4, 6, 14, 45), try utc(2024, 4, 7, 15, 15)])
        #expect(next.map { wallClock(lordHowe, $0) } == [[2024, 4, 7, 1, 45], [2024, 4, 8, 1, 45]])
    }

    @Test("weekly at 23:30 on Lord Howe Island's change days")
    func lordHoweWeekly() throws {
        let lordHowe = try gregorian("Australia/Lord_Howe")
        // 31 March 2024 23:30 is summer time (UTC+11); a week later, winter time (UTC+10:30).
        let autumn = try date(lordHowe, 2024, 3, 31, 23, 30)
        let nextAutumn = RecurringFrequency.weekly.nextOccurrence(after: autumn, anchor: autumn, calendar: lordHowe)
        #expect(nextAutumn == (try utc(2024, 4, 7, 13, 0)))
        #expect(nextAutumn.timeIntervalSince(autumn) == 168.5 * hour)
        // Anchored at 23:30 on the spring change day itself.
        let spring = try date(lordHowe, 2024, 10, 6, 23, 30)
        let nextSpring = RecurringFrequency.weekly.nextOccurrence(after: spring, anchor: spring, calendar: lordHowe)
        #expect(nextSpring.timeIntervalSince(spring) == 168 * hour)
        #expect(wallClock(lordHowe, nextSpring) == [2024, 10, 13, 23, 30])
    }

    @Test("monthly and yearly keep the wall-clock time across changes")
    func monthlyYearlyDST() throws {
        let berlin = try gregorian("Europe/Berlin")
        let anchor = try date(berlin, 2024, 1, 15, 23, 30)
        let months = RecurringFrequency.monthly.occurrences(after: anchor, anchor: anchor, count: 11, calendar: berlin)
        #expect(months.map { wallClock(berlin, $0) } == (2...12).map { [2024, $0, 15, 23, 30] })
        let years = RecurringFrequency.yearly.occurrences(after: anchor, anchor: anchor, count: 3, calendar: berlin)
        #expect(years.map { wallClock(berlin, $0) } == (2025...2027).map { [$0, 1, 15, 23, 30] })
    }
}

@Suite("RecurringFrequency: the series")
struct RecurringFrequencySeriesTests {
    @Test("a date before the anchor gives the anchor; the anchor itself gives the next one", arguments: RecurringFrequency.allCases)
    func beforeAnchor(frequency: RecurringFrequency) throws {
        let berlin = try gregorian("Europe/Berlin")
        let anchor = try date(berlin, 2024, 5, 31, 18)
        #expect(frequency.nextOccurrence(after: try date(berlin, 1990, 1, 1), anchor: anchor, calendar: berlin) == anchor)
        #expect(frequency.nextOccurrence(after: anchor.addingTimeInterval(-1), anchor: anchor, calendar: berlin) == anchor)
        let second = frequency.nextOccurrence(after: anchor, anchor: anchor, calendar: berlin)
        let expected = switch frequency {
        case .daily: try date(berlin, 2024, 6, 1, 18)
        case .weekly: try date(berlin, 2024, 6, 7, 18)
        case .monthly: try date(berlin, 2024, 6, 30, 18)
        case .yearly: try date(berlin, 2025, 5, 31, 18)
        }
        #expect(second == expected)
        #expect(frequency.occurrences(after: try date(berlin, 2000, 1, 1), anchor: anchor, count: 2, calendar: berlin) == [anchor, expected])
    }

    @Test("no occurrences for a zero or negative count")
    func emptyCounts() throws {
        let berlin = try gregorian("Europe/Berlin")
        let anchor = try date(berlin, 2024, 1, 1)
        #expect(RecurringFrequency.daily.occurrences(after: anchor, anchor: anchor, count: 0, calendar: berlin).isEmpty)
        #expect(RecurringFrequency.daily.occurrences(after: anchor, anchor: anchor, count: -3, calendar: berlin).isEmpty)
    }

    @Test("occurrence 0 is the anchor, and negative indexes count back")
    func indexes() throws {
        let berlin = try gregorian("Europe/Berlin")
        let anchor = try date(berlin, 2024, 3, 31, 9)
        #expect(RecurringFrequency.monthly.occurrence(0, anchor: anchor, calendar: berlin) == anchor)
        #expect(RecurringFrequency.monthly.occurrence(-1, anchor: anchor, calendar: berlin) == (try date(berlin, 2024, 2, 29, 9)))
        #expect(RecurringFrequency.weekly.occurrence(2, anchor: anchor, calendar: berlin) == (try date(berlin, 2024, 4, 14, 9)))
        #expect(RecurringFrequency.yearly.occurrence(100, anchor: anchor, calendar: berlin) == (try date(berlin, 2124, 3, 31, 9)))
    }

    /// The schedule found the slow, obvious way: anchor + n periods for n = 0, 1, 2… until one is
    /// after `date`.
    private func linearNext(_ frequency: RecurringFrequency, after date: Date, anchor: Date, calendar: Calendar) throws -> Date {
        let (component, length): (Calendar.Component, Int) = switch frequency {
        case .daily: (.day, 1)
        case .weekly: (.day, 7)
        case .monthly: (.month, 1)
        case .yearly: (.year, 1)
        }
        var index = 0
        while true {
            let occurrence = try #require(calendar.date(byAdding: component, value: index * length, to: anchor, wrappingComponents: false))
            if occurrence > date { return occurrence }
            index += 1
        }
    }

    @Test("agrees with a linear search from the anchor, in four time zones",
          arguments: ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata"])
    func randomisedAgainstLinearSearch(timeZone: String) throws {
        let calendar = try gregorian(timeZone)
        var random = SplitMix64(state: 0x5EED_0001 &+ UInt64(timeZone.utf8.count))
        let horizons: [RecurringFrequency: Int] = [.daily: 900, .weekly: 900, .monthly: 600, .yearly: 150]
        for frequency in RecurringFrequency.allCases {
            let horizonDays = (horizons[frequency] ?? 0) * (frequency == .daily ? 1 : frequency == .weekly ? 7 : frequency == .monthly ? 30 : 365)
            for _ in 0..<40 {
                // Anchors often on a month end or late in the evening, where schedules go wrong.
                let day = [28, 29, 30, 31, Int.random(in: 1...31, using: &random)].randomElement(using: &random) ?? 1
                let month = Int.random(in: 1...12, using: &random)
                let (hourOfDay, minute) = [(23, 30), (2, 15), (1, 45), (0, 0), (Int.random(in: 0...23, using: &random), 5)]
                    .randomElement(using: &random) ?? (12, 0)
                let anchor = try #require(calendar.date(from: DateComponents(
                    year: Int.random(in: 1995...2030, using: &random), month: month, day: day, hour: hourOfDay, minute: minute
                )))
                let later = anchor.addingTimeInterval(Double(Int.random(in: -30...horizonDays, using: &random)) * 86_400
                    + Double(Int.random(in: -86_400...86_400, using: &random)))
                let next = frequency.nextOccurrence(after: later, anchor: anchor, calendar: calendar)
                #expect(next == (try linearNext(frequency, after: later, anchor: anchor, calendar: calendar)),
                        "\(frequency) anchor \(anchor) after \(later)")
                // The occurrence after an occurrence is the next one of the list.
                let list = frequency.occurrences(after: later, anchor: anchor, count: 3, calendar: calendar)
                #expect(list.first == next)
                #expect(list.count == 3)
                if list.count == 3 {
                    #expect(frequency.nextOccurrence(after: list[0], anchor: anchor, calendar: calendar) == list[1])
                    #expect(frequency.nextOccurrence(after: list[1], anchor: anchor, calendar: calendar) == list[2])
                }
            }
        }
    }
}

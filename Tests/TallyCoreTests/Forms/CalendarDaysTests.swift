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
        struct Entry { let at: Date; let money: Money; let name: String }
        let days = RelativeDays(calendar: calendar("Europe/Berlin"), now: moment("Europe/Berlin", 2026, 11, 21, 20))
        let entries = [
            Entry(at: moment("Europe/Berlin", 2026, 11, 20, 9), money: Money(amount: Decimal(string: "0.1")!, currency: .eur), name: "a"),
            Entry(at: moment("Europe/Berlin", 2026, 11, 21, 8), money: Money(amount: 5, currency: .eur), name: "b"),
            Entry(at: moment("Europe/Berlin", 2026, 11, 20, 23, 59), money: Money(amount: Decimal(string: "0.2")!, currency: .eur), name: "c"),
            Entry(at: moment("Europe/Berlin", 2026, 11, 21, 8), money: Money(amount: -2, currency: .eur), name: "d"),
            Entry(at: moment("Europe/Berlin", 2026, 11, 2, 12), money: .zero(.eur), name: "e"),
        ]
        let sections = days.sections(entries, locale: Locale(identifier: "en_US"), date: \.at, amount: \.money)
        #expect(sections.map(\.title) == ["Today", "Yesterday", "Monday, November 2"])
        #expect(sections.map { $0.entries.map(\.name) } == [["b", "d"], ["c", "a"], ["e"]])
        #expect(sections[1].totals == [Money(amount: Decimal(string: "0.3")!, currency: .eur)])  // exact, unlike 0.1 + 0.2 in Double
        #expect(sections[0].totals == [Money(amount: 3, currency: .eur)] && sections[2].totals == [.zero(.eur)])
        #expect(days.sections([Entry](), locale: Locale(identifier: "en_US"), date: \.at, amount: \.money).isEmpty)
    }

    @Test("a day in euros and dollars has two totals, each exact, never one sum")
    func twoCurrencies() {
        struct Entry { let at: Date; let money: Money }
        let days = RelativeDays(calendar: calendar("Europe/Berlin"), now: moment("Europe/Berlin", 2026, 11, 21, 20))
        let entries = [
            Entry(at: moment("Europe/Berlin", 2026, 11, 21, 9), money: Money(amount: Decimal(string: "0.1")!, currency: .eur)),
            Entry(at: moment("Europe/Berlin", 2026, 11, 21, 10), money: Money(amount: Decimal(string: "0.7")!, currency: .usd)),
            Entry(at: moment("Europe/Berlin", 2026, 11, 21, 11), money: Money(amount: Decimal(string: "0.2")!, currency: .eur)),
            Entry(at: moment("Europe/Berlin", 2026, 11, 21, 8), money: Money(amount: Decimal(string: "0.1")!, currency: .usd)),
        ]
        let sections = days.sections(entries, locale: Locale(identifier: "en_US"), date: \.at, amount: \.money)
        #expect(sections.count == 1)
        // 0.1 + 0.2 is 0.30000000000000004 in Double; each total here is exact.
        #expect(sections[0].totals == [Money(amount: Decimal(string: "0.3")!, currency: .eur), Money(amount: Decimal(string: "0.8")!, currency: .usd)])
        #expect(sections[0].total(in: .eur) == Decimal(string: "0.3")! && sections[0].total(in: .usd) == Decimal(string: "0.8")!)
        #expect(sections[0].total(in: .chf) == nil)
    }

    @Test("a day in one currency has one total")
    func oneCurrency() {
        let days = RelativeDays(calendar: calendar("Europe/Zurich"), now: moment("Europe/Zurich", 2026, 11, 21, 20))
        let entries = [(moment("Europe/Zurich", 2026, 11, 21, 9), Money(amount: Decimal(string: "12.5")!, currency: .chf)),
                       (moment("Europe/Zurich", 2026, 11, 21, 18), Money(amount: Decimal(string: "7.25")!, currency: .chf))]
        let sections = days.sections(entries, locale: Locale(identifier: "de_CH"), date: { $0.0 }, amount: { $0.1 })
        #expect(sections.map(\.totals) == [[Money(amount: Decimal(string: "19.75")!, currency: .chf)]])
    }

    @Test("totals come in the order of the day's newest entry, then each currency's newest entry")
    func totalsOrder() {
        let days = RelativeDays(calendar: calendar("Europe/Berlin"), now: moment("Europe/Berlin", 2026, 11, 21, 20))
        let at = { (hour: Int) in moment("Europe/Berlin", 2026, 11, 21, hour) }
        // Newest first: 12:00 USD, 11:00 CHF, 10:00 USD, 09:00 EUR, 08:00 CHF.
        let entries: [(Date, Money)] = [(at(10), Money(amount: 1, currency: .usd)), (at(11), Money(amount: 2, currency: .chf)),
                                        (at(9), Money(amount: 3, currency: .eur)), (at(12), Money(amount: 4, currency: .usd)),
                                        (at(8), Money(amount: 5, currency: .chf))]
        let totals = days.sections(entries, locale: Locale(identifier: "en_US"), date: { $0.0 }, amount: { $0.1 })[0].totals
        #expect(totals == [Money(amount: 5, currency: .usd), Money(amount: 7, currency: .chf), Money(amount: 3, currency: .eur)])
        // Entries at the same moment keep the order they were given in, and so do their currencies.
        let together: [(Date, Money)] = [(at(9), Money(amount: 1, currency: .gbp)), (at(9), Money(amount: 1, currency: .jpy))]
        #expect(days.sections(together, locale: Locale(identifier: "en_US"), date: { $0.0 }, amount: { $0.1 })[0].totals.map(\.currency) == [.gbp, .jpy])
    }

    @Test("a currency whose entries add up to zero that day keeps its zero total")
    func zeroTotal() {
        let days = RelativeDays(calendar: calendar("Europe/Berlin"), now: moment("Europe/Berlin", 2026, 11, 21, 20))
        let at = { (hour: Int) in moment("Europe/Berlin", 2026, 11, 21, hour) }
        // A purchase and its refund in euros, and a coffee in dollars.
        let entries: [(Date, Money)] = [(at(12), Money(amount: -40, currency: .eur)), (at(11), Money(amount: 3, currency: .usd)),
                                        (at(10), Money(amount: 40, currency: .eur))]
        let section = days.sections(entries, locale: Locale(identifier: "en_US"), date: { $0.0 }, amount: { $0.1 })[0]
        #expect(section.totals == [.zero(.eur), Money(amount: 3, currency: .usd)])
        #expect(section.total(in: .eur) == 0)
    }

    @Test("for random entries, each day's total in each currency is the exact sum of that day's entries in it")
    func totalsProperty() throws {
        struct Spending { let at: Date; let money: Money; let thousandths: Int }
        var generator = SplitMix64(state: 0xDA7_5EED)
        let zones = ["Europe/Berlin", "America/New_York", "Pacific/Auckland", "Asia/Kolkata", "America/St_Johns"]
        let currencies: [Currency] = [.eur, .usd, .chf, .jpy, .gbp, .kwd]
        for round in 0..<300 {
            let zone = try #require(zones.randomElement(using: &generator))
            // "Now" near a daylight-saving change in Europe (29 March 2026), so some days are 23 hours long.
            let days = RelativeDays(calendar: calendar(zone), now: utc("2026-03-30T10:00:00Z"))
            let entries = (0..<Int.random(in: 0...40, using: &generator)).map { _ -> Spending in
                let at = days.now.addingTimeInterval(-Double(Int.random(in: 0...(6 * 86_400), using: &generator)))
                let thousandths = Int.random(in: -200_000...200_000, using: &generator)
                let amount = Decimal(sign: thousandths < 0 ? .minus : .plus, exponent: -3, significand: Decimal(thousandths.magnitude))
                return Spending(at: at, money: Money(amount: amount, currency: currencies.randomElement(using: &generator) ?? .eur), thousandths: thousandths)
            }
            // The expected sums, counted in whole thousandths per day and currency.
            var expected: [Date: [Currency: Int]] = [:]
            for entry in entries {
                expected[days.calendar.startOfDay(for: entry.at), default: [:]][entry.money.currency, default: 0] += entry.thousandths
            }
            let sections = days.sections(entries, locale: Locale(identifier: "en_US"), date: \.at, amount: \.money)
            #expect(sections.map(\.day.start) == expected.keys.sorted(by: >), "round \(round)")
            for section in sections {
                let sums = try #require(expected[section.day.start], "round \(round)")
                // No total mixes two currencies: one total per currency of the day's entries, and no other.
                #expect(section.totals.count == Set(section.totals.map(\.currency)).count, "round \(round)")
                #expect(Set(section.totals.map(\.currency)) == Set(section.entries.map(\.money.currency)), "round \(round)")
                #expect(Set(section.totals.map(\.currency)) == Set(sums.keys), "round \(round)")
                for (currency, thousandths) in sums {
                    let sum = Decimal(sign: thousandths < 0 ? .minus : .plus, exponent: -3, significand: Decimal(thousandths.magnitude))
                    #expect(section.total(in: currency) == sum, "round \(round), \(section.day), \(currency)")
                }
                // The order: each currency where it first appears among the day's entries, newest first.
                var firstSeen: [Currency] = []
                for entry in section.entries where !firstSeen.contains(entry.money.currency) { firstSeen.append(entry.money.currency) }
                #expect(section.totals.map(\.currency) == firstSeen, "round \(round)")
            }
        }
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

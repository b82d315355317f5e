import Foundation
import TallyCore
import Testing

@Suite("DateSectionHeaderViewState")
struct DateSectionHeaderViewStateTests {
    @Test("a day header shows a non-zero total and reads as one line")
    func header() {
        let english = Locale(identifier: "en_US")
        let spent = DateSectionHeaderViewState(title: "Today", total: Decimal(string: "1250.5")!, currency: .usd, locale: english)
        #expect(spent.totalText == "$1,250.50")
        #expect(spent.accessibilityLabel == "Today, total $1,250.50")
        let nothing = DateSectionHeaderViewState(title: "Yesterday", total: 0, currency: .usd, locale: english)
        #expect(nothing.totalText == nil && nothing.accessibilityLabel == "Yesterday")
        let russian = DateSectionHeaderViewState(title: "Сегодня", total: -12, currency: .rub, locale: Locale(identifier: "ru_RU"))
        #expect(russian.accessibilityLabel == "Сегодня, итого " + (russian.totalText ?? "?"))
        #expect(russian.totalText?.hasSuffix("₽") == true && russian.totalText?.contains("12,00") == true)
    }

    @Test("a grouped day becomes its header; the title is an emphasized section header")
    func fromSection() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Zurich"))
        let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: 10)))
        let days = RelativeDays(calendar: calendar, now: now)
        let entries: [(Date, Decimal)] = [(now, Decimal(string: "12.5")!), (now.addingTimeInterval(-3600), Decimal(string: "7.25")!)]
        let section = try #require(days.sections(entries, locale: Locale(identifier: "en_US"), date: { $0.0 }, amount: { $0.1 }).first)
        let state = DateSectionHeaderViewState(section: section, currency: .usd, locale: Locale(identifier: "en_US"))
        #expect(state.title == "Today" && state.total == Decimal(string: "19.75")! && state.totalText == "$19.75")
        #expect(state.accessibilityLabel == "Today, total $19.75" && state.isHeader)
        #expect(state.header == SectionHeaderViewState(title: "Today", style: .emphasized))
        #expect(state.header.displayTitle(locale: Locale(identifier: "en_US")) == "Today")
    }
}

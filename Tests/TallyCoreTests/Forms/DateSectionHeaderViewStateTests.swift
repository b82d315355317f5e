import Foundation
import TallyCore
import Testing

@Suite("DateSectionHeaderViewState")
struct DateSectionHeaderViewStateTests {
    @Test("a day of expenses shows its non-zero total with the locale's minus and reads as one line")
    func header() throws {
        let english = Locale(identifier: "en_US")
        let spent = DateSectionHeaderViewState(title: "Today", total: Decimal(string: "1250.5")!, currency: .usd, locale: english)
        #expect(spent.totalKind == .expenses)
        #expect(spent.totalText == "-$1,250.50")
        #expect(spent.accessibilityLabel == "Today, total -$1,250.50")
        let nothing = DateSectionHeaderViewState(title: "Yesterday", total: 0, currency: .usd, locale: english)
        #expect(nothing.totalText == nil && nothing.accessibilityLabel == "Yesterday")
        // A refund that outweighs the day's spending shows without a sign.
        let refunded = DateSectionHeaderViewState(title: "Today", total: -40, currency: .usd, locale: english)
        #expect(refunded.totalText == "$40.00")
        // The minus is the locale's own negative form, not a character put in front.
        let russian = DateSectionHeaderViewState(title: "Сегодня", total: 12, currency: .rub, locale: Locale(identifier: "ru_RU"))
        let russianFormatter = AmountFormatter.cached(locale: Locale(identifier: "ru_RU"), currency: .rub, style: .currency)
        #expect(russian.totalText == russianFormatter.string(-12))
        #expect(russian.totalText.map { $0.hasPrefix(russianFormatter.negativePrefix) } == true)
        #expect(russian.accessibilityLabel == "Сегодня, итого " + (try #require(russian.totalText)))
    }

    @Test("a balance shows its total with its own sign")
    func balance() {
        let english = Locale(identifier: "en_US")
        #expect(DateSectionHeaderViewState(title: "Today", total: 1250, currency: .usd, locale: english, totalKind: .balance).totalText == "$1,250.00")
        #expect(DateSectionHeaderViewState(title: "Today", total: -40, currency: .usd, locale: english, totalKind: .balance).totalText == "-$40.00")
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
        #expect(state.title == "Today" && state.total == Decimal(string: "19.75")! && state.totalText == "-$19.75")
        #expect(state.accessibilityLabel == "Today, total -$19.75" && state.isHeader)
        #expect(state.header == SectionHeaderViewState(title: "Today", style: .emphasized))
        #expect(state.header.displayTitle(locale: Locale(identifier: "en_US")) == "Today")
    }
}

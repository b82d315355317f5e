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
        // A refund that outweighs the day's spending is money in.
        let refunded = DateSectionHeaderViewState(title: "Today", total: -40, currency: .usd, locale: english)
        #expect(refunded.totalText == "+$40.00")
        #expect(refunded.totalAmounts.map(\.role) == [.income])
        #expect(spent.totalAmounts.map(\.role) == [.expense])
        #expect(spent.totalTextParts == [.amount(0)])
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
        let entries: [(Date, Money)] = [(now, Money(amount: Decimal(string: "12.5")!, currency: .usd)),
                                        (now.addingTimeInterval(-3600), Money(amount: Decimal(string: "7.25")!, currency: .usd))]
        let section = try #require(days.sections(entries, locale: Locale(identifier: "en_US"), date: { $0.0 }, amount: { $0.1 }).first)
        let state = DateSectionHeaderViewState(section: section, locale: Locale(identifier: "en_US"))
        #expect(state.title == "Today" && state.totals == [Money(amount: Decimal(string: "19.75")!, currency: .usd)])
        #expect(state.totalTexts == ["-$19.75"] && state.totalText == "-$19.75")
        #expect(state.accessibilityLabel == "Today, total -$19.75" && state.isHeader)
        #expect(state.header == SectionHeaderViewState(title: "Today", style: .emphasized))
        #expect(state.header.displayTitle(locale: Locale(identifier: "en_US")) == "Today")
    }

    /// A day of 0.1 + 0.2 euros (the newest entry) and 5 dollars, grouped as an app groups it.
    private func euroAndDollarDay(locale: Locale) throws -> DaySection<(Date, Money)> {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: 18)))
        let entries: [(Date, Money)] = [(now.addingTimeInterval(-60), Money(amount: Decimal(string: "0.1")!, currency: .eur)),
                                        (now.addingTimeInterval(-3600), Money(amount: 5, currency: .usd)),
                                        (now.addingTimeInterval(-7200), Money(amount: Decimal(string: "0.2")!, currency: .eur))]
        return try #require(RelativeDays(calendar: calendar, now: now).sections(entries, locale: locale, date: { $0.0 }, amount: { $0.1 }).first)
    }

    @Test("a day in euros and dollars shows each total in its own currency, listed the English way")
    func twoCurrenciesEnglish() throws {
        let english = Locale(identifier: "en_US")
        let state = DateSectionHeaderViewState(section: try euroAndDollarDay(locale: english), locale: english)
        let euros = AmountFormatter.cached(locale: english, currency: .eur, style: .currency).string(Decimal(string: "-0.3")!)
        let dollars = AmountFormatter.cached(locale: english, currency: .usd, style: .currency).string(-5)
        #expect(state.totals == [Money(amount: Decimal(string: "0.3")!, currency: .eur), Money(amount: 5, currency: .usd)])
        #expect(state.totalTexts == [euros, dollars])
        #expect(state.totalText == "\(euros) and \(dollars)")
        #expect(state.accessibilityLabel == "Today, total \(euros) and \(dollars)")
    }

    @Test("a day in euros and dollars shows each total in its own currency, listed the German way")
    func twoCurrenciesGerman() throws {
        let german = Locale(identifier: "de_DE")
        let state = DateSectionHeaderViewState(section: try euroAndDollarDay(locale: german), locale: german)
        let euros = AmountFormatter.cached(locale: german, currency: .eur, style: .currency).string(Decimal(string: "-0.3")!)
        let dollars = AmountFormatter.cached(locale: german, currency: .usd, style: .currency).string(-5)
        #expect(state.title == "Heute")
        #expect(state.totalTexts == [euros, dollars])
        #expect(state.totalText == "\(euros) und \(dollars)")
        #expect(state.accessibilityLabel == "Heute, gesamt \(euros) und \(dollars)")
    }

    @Test("the word joining the totals is in the language, the figures in the locale")
    func languageApartFromLocale() throws {
        let german = Locale(identifier: "de_DE")
        let state = DateSectionHeaderViewState(title: "Today", totals: [Money(amount: 10, currency: .eur), Money(amount: 5, currency: .usd)],
                                               locale: german, language: .english)
        let euros = AmountFormatter.cached(locale: german, currency: .eur, style: .currency).string(-10)
        let dollars = AmountFormatter.cached(locale: german, currency: .usd, style: .currency).string(-5)
        #expect(state.totalText == "\(euros) and \(dollars)")
        #expect(state.accessibilityLabel == "Today, total \(euros) and \(dollars)")
    }

    @Test("a zero total is left out of the header but kept in its totals; all zero shows the title alone")
    func zeroTotals() {
        let english = Locale(identifier: "en_US")
        let dollars = AmountFormatter.cached(locale: english, currency: .usd, style: .currency).string(-3)
        let refunded = DateSectionHeaderViewState(title: "Today", totals: [.zero(.eur), Money(amount: 3, currency: .usd)], locale: english)
        #expect(refunded.totals == [.zero(.eur), Money(amount: 3, currency: .usd)])
        #expect(refunded.totalTexts == [dollars] && refunded.totalText == dollars)
        #expect(refunded.accessibilityLabel == "Today, total \(dollars)")
        let nothing = DateSectionHeaderViewState(title: "Today", totals: [.zero(.eur), .zero(.usd)], locale: english)
        #expect(nothing.totalTexts.isEmpty && nothing.totalText == nil && nothing.accessibilityLabel == "Today")
        let empty = DateSectionHeaderViewState(title: "Today", totals: [], locale: english)
        #expect(empty.totalText == nil && empty.accessibilityLabel == "Today")
    }

    @Test("totals given apart in one currency are added into one; two currencies never are")
    func sameCurrencyAdded() {
        let english = Locale(identifier: "en_US")
        let state = DateSectionHeaderViewState(title: "Today", totals: [Money(amount: 1, currency: .eur), Money(amount: 2, currency: .usd),
                                                                        Money(amount: Decimal(string: "0.5")!, currency: .eur)], locale: english)
        #expect(state.totals == [Money(amount: Decimal(string: "1.5")!, currency: .eur), Money(amount: 2, currency: .usd)])
        #expect(state.total(in: .eur) == Decimal(string: "1.5")! && state.total(in: .chf) == nil)
        #expect(state.totalTexts.count == 2)
    }

    @Test("the totals in pieces put together are the listed text, in every language and for one to four currencies",
          arguments: ["en_US", "ru_RU", "fr_FR", "de_DE"])
    func totalTextParts(identifier: String) throws {
        let locale = Locale(identifier: identifier)
        let currencies: [Currency] = [.eur, .usd, .chf, .jpy]
        for count in 1...4 {
            let totals = currencies.prefix(count).enumerated().map { Money(amount: Decimal($0.offset + 3), currency: $0.element) }
            let state = DateSectionHeaderViewState(title: "Today", totals: totals, locale: locale)
            let joined = state.totalTextParts.map { part -> String in
                switch part {
                case .amount(let index): state.totalAmounts[index].text
                case .text(let words): words
                }
            }.joined()
            #expect(joined == state.totalText, "\(identifier) \(count)")
            // Every total appears once, in order, and words stand only between totals.
            #expect(state.totalTextParts.compactMap { if case .amount(let index) = $0 { index } else { nil } } == Array(0..<count))
            if count > 1 { #expect(state.totalTextParts.contains { if case .text = $0 { true } else { false } }) }
        }
    }

    @Test("a balance in two currencies shows each total with its own sign")
    func balanceTwoCurrencies() {
        let english = Locale(identifier: "en_US")
        let state = DateSectionHeaderViewState(title: "Today", totals: [Money(amount: -40, currency: .eur), Money(amount: 12, currency: .usd)],
                                               locale: english, totalKind: .balance)
        let euros = AmountFormatter.cached(locale: english, currency: .eur, style: .currency).string(-40)
        let dollars = AmountFormatter.cached(locale: english, currency: .usd, style: .currency).string(12)
        #expect(state.totalTexts == [euros, dollars])
    }

    @Test("VoiceOver's element: the day and its totals as one header, in English and German")
    func accessibilityElements() {
        let english = Locale(identifier: "en_US"), german = Locale(identifier: "de_DE")
        let spent = DateSectionHeaderViewState(title: "Today", total: Decimal(string: "1250.5")!, currency: .usd, locale: english)
        #expect(spent.accessibilityElements(locale: english) == [AccessibilityElement(label: "Today, total -$1,250.50", traits: .header)])
        let nothing = DateSectionHeaderViewState(title: "Gestern", total: 0, currency: .eur, locale: german)
        #expect(nothing.accessibilityElements(locale: german) == [AccessibilityElement(label: "Gestern", traits: .header)])
        let heute = DateSectionHeaderViewState(title: "Heute", total: 10, currency: .eur, locale: german)
        #expect(heute.accessibilityElement.label == "Heute, gesamt " + (heute.totalText ?? "?") && heute.accessibilityElement.traits.names == ["header"])
    }
}

import Foundation
import TallyCore
import Testing

@Suite("Conversion display")
struct ConversionDisplayTests {
    private let key = ConversionKey(amount: 10, currency: "CHF", target: "EUR")
    private let older = ConversionKey(amount: 1, currency: "CHF", target: "EUR")
    private let date = RatesDate(year: 2018, month: 9, day: 12)

    @Test("a converted figure for the current key reads ≈ and the amount, with the rates' date")
    func converted() throws {
        let state = ConversionState.converted(key, Conversion(amount: Decimal(string: "11.7") ?? 0, ratesDate: date))
        let en = ConversionDisplay(state: state, key: key, target: .eur, locale: Locale(identifier: "en_US"))
        #expect(en.text == "≈ €11.70")
        #expect(en.accessibilityLabel == "Approximately €11.70")
        let enDate = try #require(en.ratesDate)
        #expect(enDate.hasPrefix("Rates of ") && enDate.contains("2018") && enDate.contains("12"))
        let ru = ConversionDisplay(state: state, key: key, target: .eur, locale: Locale(identifier: "ru_RU"))
        #expect(ru.text == "≈ 11,70\u{00A0}€")
        #expect(ru.ratesDate?.hasPrefix("Курс на ") == true)
    }

    @Test("errors say rate unavailable, never an old figure; a state about another key shows nothing")
    func unavailableAndStale() {
        let failed = ConversionDisplay(state: .unavailable(key), key: key, target: .eur, locale: Locale(identifier: "de_DE"))
        #expect(failed.text == "Kurs nicht verfügbar" && failed.ratesDate == nil)
        let stale = ConversionState.converted(older, Conversion(amount: 1, ratesDate: date))
        #expect(ConversionDisplay(state: stale, key: key, target: .eur, locale: Locale(identifier: "en")).text == nil)
        #expect(ConversionDisplay(state: .unavailable(older), key: key, target: .eur, locale: Locale(identifier: "en")).text == nil)
        #expect(ConversionDisplay(state: .converting(key), key: key, target: .eur, locale: Locale(identifier: "en")).text == nil)
        #expect(ConversionDisplay(state: .idle, key: nil, target: .eur, locale: Locale(identifier: "en")).text == nil)
    }

    @Test("the rates' date is written in the Gregorian calendar whatever the device's time zone")
    func dateFormatting() throws {
        let day = try #require(date)
        #expect(day.formatted(locale: Locale(identifier: "de_DE")) == "12. Sept. 2018")
        #expect(day.formatted(locale: Locale(identifier: "en_US")) == "Sep 12, 2018")
        #expect(day.formatted(locale: Locale(identifier: "ja_JP@calendar=japanese")).contains("2018"))
    }
}

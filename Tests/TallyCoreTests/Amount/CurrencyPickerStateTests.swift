import Foundation
import TallyCore
import Testing

@Suite("CurrencyPickerState")
struct CurrencyPickerStateTests {
    static let english = Locale(identifier: "en_US")

    static func results(_ text: String, locale: Locale = english, withdrawn: Bool = false) -> [CurrencyPickerState.Row] {
        CurrencyPickerState(selection: .chf, includesWithdrawn: withdrawn, locale: locale, searchText: text).rows
    }

    @Test("search: an exact code first, then names and symbols, ignoring case and diacritics")
    func search() throws {
        #expect(Self.results("chf").first?.code == "CHF")
        #expect(Self.results("CHF").first?.code == "CHF")
        // "franc" finds the Swiss franc among the francs, and only currencies whose name has it.
        let francs = Self.results("franc")
        #expect(francs.contains { $0.code == "CHF" })
        #expect(francs.allSatisfy { $0.name.lowercased().contains("franc") })
        // "юань" in Russian finds the yuan.
        let russian = Locale(identifier: "ru_RU")
        #expect(Self.results("юань", locale: russian).first?.code == "CNY")
        #expect(Self.results("ЮАНЬ", locale: russian).contains { $0.code == "CNY" })
        // "$" finds the dollars, the locale's "$" first.
        let dollars = Self.results("$")
        #expect(dollars.first?.code == "USD")
        #expect(dollars.contains { $0.code == "CAD" } && dollars.contains { $0.code == "AUD" })
        #expect(dollars.allSatisfy { $0.symbol.contains("$") })
        // "zl" finds the złoty, in English ("Polish Zloty") and in Polish names alike.
        #expect(Self.results("zl").contains { $0.code == "PLN" })
        #expect(Self.results("zł").contains { $0.code == "PLN" })
        // The English name matches in another UI language too.
        #expect(Self.results("swiss", locale: Locale(identifier: "de_DE")).first?.code == "CHF")
        // Nothing for nonsense; blank text is no search.
        let none = CurrencyPickerState(selection: .chf, locale: Self.english, searchText: "qqqq")
        #expect(none.rows.isEmpty && none.hasNoResults && none.sections.map(\.kind) == [.results])
        #expect(none.noResultsText == "No currencies found")
        #expect(none.accessibilityElements(locale: Self.english) == [AccessibilityElement(label: "No currencies found", traits: .staticText)])
        #expect(CurrencyPickerState(selection: .chf, locale: Self.english, searchText: "chf").noResultsText == nil)
        #expect(CurrencyPickerState(selection: .chf, locale: Self.english, searchText: "  ").sections.map(\.kind) == [.all])
    }

    @Test("sections: favourites and recents as given, once each, then every active currency; withdrawn only when asked")
    func sections() throws {
        let picker = CurrencyPickerState(selection: .eur, favourites: [.chf, .eur, .chf], recents: [.usd, .jpy], locale: Self.english)
        #expect(picker.sections.map(\.kind) == [.favourites, .recents, .all])
        #expect(picker.sections[0].rows.map(\.code) == ["CHF", "EUR"])
        #expect(picker.sections[1].rows.map(\.code) == ["USD", "JPY"])
        #expect(picker.sections[2].rows.count == Currency.all.count)
        #expect(picker.sections.map(\.title) == ["Favourites", "Recent", "All currencies"])
        #expect(picker.rows.filter(\.isSelected).allSatisfy { $0.code == "EUR" })
        let plain = CurrencyPickerState(selection: .eur, locale: Self.english)
        #expect(plain.sections.map(\.kind) == [.all])
        let bulgarian = try #require(Currency.recognized("BGN"))
        #expect(!plain.rows.contains { $0.currency == bulgarian })
        #expect(Self.results("BGN").isEmpty)
        #expect(Self.results("BGN", withdrawn: true).first?.currency == bulgarian)
        // A withdrawn favourite is not shown unless withdrawn currencies are.
        #expect(CurrencyPickerState(selection: .eur, favourites: [bulgarian], locale: Self.english).sections.map(\.kind) == [.all])
    }

    @Test("a row the typed amount cannot be in says why, as the currency change would refuse it")
    func refusal() throws {
        var entry = AmountEntry(input: AmountInput(currency: .chf, locale: Self.english))
        for key in AmountKey.keys(typing: "12.5") { entry.perform(.key(key)) }
        let picker = CurrencyPickerState(selection: .chf, entry: entry, locale: Self.english)
        let yen = try #require(picker.rows.first { $0.code == "JPY" })
        var trial = entry
        let refused = trial.perform(.changeCurrency(.jpy))
        let reason = try #require(refused)
        #expect(yen.refusal == reason.message(locale: Self.english))
        #expect(yen.accessibilityLabel.hasSuffix(reason.message(locale: Self.english)))
        #expect(!yen.isChoosable)
        #expect(picker.rows.first { $0.code == "EUR" }?.refusal == nil)
        #expect(picker.rows.first { $0.code == "EUR" }?.isChoosable == true)
        #expect(picker.rows.first { $0.code == "CHF" }?.codeText == "CHF")
        #expect(picker.rows.first { $0.code == "USD" }?.codeText == "$  USD")
        #expect(picker.rows.first { $0.code == "CHF" }?.refusal == nil)
        // 12.5 fits every currency with at least one minor unit.
        #expect(picker.rows.filter { $0.refusal != nil }.allSatisfy { $0.currency.minorUnits == 0 })
    }

    @Test("names are the platform's in the UI language, in all four", arguments: [
        ("en", "Swiss Franc"), ("de", "Schweizer Franken"), ("fr", "franc suisse"), ("ru", "швейцарский франк"),
    ])
    func names(language: String, swissFranc: String) throws {
        let locale = Locale(identifier: language)
        let picker = CurrencyPickerState(selection: .usd, locale: locale)
        #expect(picker.rows.first { $0.code == "CHF" }?.name == swissFranc)
        for row in picker.rows {
            #expect(row.name == (locale.localizedString(forCurrencyCode: row.code) ?? row.currency.name), "\(language) \(row.code)")
        }
        #expect(Set(picker.sections.map(\.title)).count == picker.sections.count)
    }

    @Test("symbols are what the platform's currency formatter writes, for every currency listed", arguments: [
        "en_US", "ru_RU", "fr_FR", "de_DE", "de_CH@currency=CHF", "en_CA", "ar_SA@numbers=latn", "ja_JP", "en_US_POSIX",
    ])
    func symbols(identifier: String) throws {
        let locale = Locale(identifier: identifier)
        let picker = CurrencyPickerState(selection: .usd, includesWithdrawn: true, locale: locale)
        #expect(picker.rows.count == Currency.all.count + Currency.withdrawn.count)
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        for row in picker.rows {
            formatter.currencyCode = row.code
            let written = formatter.currencySymbol ?? ""
            #expect(row.symbol == (written.isEmpty ? row.code : written), "\(identifier) \(row.code)")
        }
        // The same rows again come from the kept table, and a search finds them by those symbols.
        #expect(CurrencyPickerState(selection: .usd, includesWithdrawn: true, locale: locale).rows == picker.rows)
        let euro = try #require(picker.rows.first { $0.code == "EUR" })
        #expect(CurrencyPickerState(selection: .usd, locale: locale, searchText: euro.symbol).rows.contains { $0.code == "EUR" })
    }

    @Test("only currencies with fewer minor units than the typed fraction digits refuse, with the change's own reason")
    func refusalsFollowTheTypedDigits() throws {
        let russian = Locale(identifier: "ru_RU")
        for (typed, refusesBelow) in [("12", 0), ("12,", 0), ("12,5", 1), ("12,55", 2)] {
            var entry = AmountEntry(input: AmountInput(currency: .rub, locale: russian))
            for key in AmountKey.keys(typing: typed, symbols: entry.input.symbols) { entry.perform(.key(key)) }
            let picker = CurrencyPickerState(selection: .rub, entry: entry, includesWithdrawn: true, locale: russian, language: "fr")
            for row in picker.rows {
                var trial = entry
                let expected = trial.perform(.changeCurrency(row.currency)).map { $0.message(locale: russian, language: "fr") }
                #expect(row.refusal == expected, "\(typed) \(row.code)")
                #expect((row.refusal != nil) == (row.currency.minorUnits < refusesBelow), "\(typed) \(row.code)")
            }
        }
    }

    @Test("an app's own currency is listed and found by its code, name and symbol")
    func appCurrency() throws {
        let points = try Currency(code: "PTS", minorUnits: 0, symbol: "pts", name: "Reward points")
        let picker = CurrencyPickerState(selection: points, appCurrencies: [points], locale: Self.english)
        let row = try #require(picker.rows.first { $0.currency == points })
        #expect(row.name == "Reward points" && row.symbol == "pts" && row.isSelected)
        for text in ["pts", "reward", "PTS"] {
            #expect(CurrencyPickerState(selection: .chf, appCurrencies: [points], locale: Self.english, searchText: text).rows.first?.currency == points, "\(text)")
        }
    }

    @Test("VoiceOver reads each row name first; the chosen one is selected")
    func accessibility() {
        let picker = CurrencyPickerState(selection: .chf, locale: Self.english, searchText: "chf")
        let elements = picker.accessibilityElements(locale: Self.english)
        #expect(elements.first == AccessibilityElement(label: "Swiss Franc, CHF", traits: [.button, .selected]))
        let dollar = CurrencyPickerState(selection: .chf, locale: Self.english, searchText: "usd").accessibilityElements(locale: Self.english)
        #expect(dollar.first == AccessibilityElement(label: "US Dollar, USD, $", traits: .button))
    }

    @Test("a whole name comes before names that merely have a word starting with it")
    func wholeNameFirst() {
        let german = CurrencyPickerState(selection: .chf, locale: Locale(identifier: "de_DE"), searchText: "Euro")
        #expect(german.rows.first?.code == "EUR")
        let french = CurrencyPickerState(selection: .chf, locale: Locale(identifier: "fr_FR"), searchText: "livre sterling")
        #expect(french.rows.first?.code == "GBP")
    }
}

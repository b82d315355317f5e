import Foundation
import TallyCore
import Testing

@Suite("Format, paste, format")
struct RoundTripTests {
    @Test("for every locale Foundation knows and six currencies, pasting a formatted amount gives it back exactly")
    func everyLocale() {
        let values = ["0", "0.5", "7", "12.34", "1234.5", "98765.43", "1000000", "123456789.01"]
            .map { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))! }
        var failures: [String] = []
        var checked = 0
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            for currency in [Currency.usd, .eur, .jpy, .kwd, .chf, .rub] {
                let formatter = AmountFormatter.cached(locale: locale, currency: currency, style: .currency)
                for value in values {
                    let text = formatter.string(value)
                    var input = AmountInput(currency: currency, locale: locale)
                    checked += 1
                    if let rejection = input.apply(.paste(text)) {
                        failures.append("\(identifier) \(currency.code) \(text.debugDescription): \(rejection)")
                        continue
                    }
                    if formatter.string(input.value) != text || input.accessibilityValue(locale: locale) != text {
                        failures.append("\(identifier) \(currency.code) \(text.debugDescription) → \(input.value)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(checked): \(Set(failures.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }).sorted().joined(separator: ", "))")
    }
}

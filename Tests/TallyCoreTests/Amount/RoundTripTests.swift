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
                    if let rejection = input.paste(text) {
                        failures.append("\(identifier) \(currency.code) \(text.debugDescription): \(rejection)")
                        continue
                    }
                    if formatter.string(input.value) != text || input.accessibilityValue(locale: locale) != text {
                        failures.append("\(identifier) \(currency.code) \(text.debugDescription) → \(input.value)")
                    }
                }
            }
        }
        #expect(checked > 40_000, "every locale × currency × value: \(checked)")
        #expect(failures.isEmpty, "\(failures.count) of \(checked): \(Set(failures.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }).sorted().joined(separator: ", "))")
    }

    @Test("for every locale Foundation knows, random keys never break a limit and the display always pastes back as the value")
    func everyLocaleTyping() {
        let keys: [AmountKey] = (0...9).map { .digit($0) } + [.separator("."), .separator(","), .backspace, .clear]
        let maximum = Decimal(50_000)
        var failures: [String] = []
        var applied = 0
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            var generator = SplitMix64(state: identifier.unicodeScalars.reduce(5381) { $0 &* 33 &+ UInt64($1.value) })
            for (currency, limit) in [(Currency.usd, nil), (.jpy, maximum), (.kwd, nil)] as [(Currency, Decimal?)] {
                var input = AmountInput(currency: currency, locale: locale, maximumIntegerDigits: 9, maximumValue: limit)
                for _ in 0..<60 {
                    let key = keys[Int(generator.next() % UInt64(keys.count))]
                    let before = input
                    applied += 1
                    if input.apply(key) != nil, input != before {
                        failures.append("\(identifier) \(currency.code): a refused \(key) changed \(before.display)")
                    }
                    if (input.fractionDigits?.count ?? 0) > currency.minorUnits || input.integerDigits.count > 9
                        || limit.map({ input.value > $0 }) == true {
                        failures.append("\(identifier) \(currency.code): \(input.display) breaks a limit")
                    }
                    var pasted = AmountInput(currency: currency, locale: locale)
                    if let rejection = pasted.paste(input.display) {
                        failures.append("\(identifier) \(currency.code): \(input.display.debugDescription) does not paste back: \(rejection)")
                    } else if pasted.value != input.value {
                        failures.append("\(identifier) \(currency.code): \(input.display.debugDescription) pastes as \(pasted.value), is \(input.value)")
                    }
                }
            }
        }
        #expect(applied > 150_000)
        #expect(failures.isEmpty, "\(failures.count) of \(applied): \(failures.prefix(10).joined(separator: "; "))")
    }
}

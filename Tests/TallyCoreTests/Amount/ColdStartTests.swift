import Foundation
@testable import TallyCore
import Testing

/// What the first amount in a process compiles, and when: the first frame needs the locale's
/// number symbols only; the currency formatter waits for VoiceOver's value or a paste, unless the
/// app prewarmed it. Each test uses a locale (a calendar keyword makes its identifier unique) and
/// an app currency no other test touches, so the process-wide caches start empty for it.
@Suite("Cold start: what the first amount compiles")
struct ColdStartTests {
    @Test("typing and the display compile the symbols alone; VoiceOver's value compiles the currency formatter once")
    func firstFrame() throws {
        let locale = Locale(identifier: "fy_NL@calendar=buddhist")
        let currency = try Currency(code: "TQA", minorUnits: 2, symbol: "¤q")
        #expect(!NumberSymbols.isCached(locale: locale))
        var input = AmountInput(currency: currency, locale: locale)
        input.apply(.digit(1))
        input.apply(.digit(2))
        input.apply(.separator(","))
        input.apply(.digit(5))
        #expect(input.display == "12,5")
        #expect(NumberSymbols.isCached(locale: locale))
        #expect(!AmountFormatter.isCached(locale: locale, currency: currency, style: .currency))
        #expect(!AmountFormatter.isCached(locale: locale, currency: currency, style: .decimal))

        let spoken = input.accessibilityValue(locale: locale)
        #expect(AmountFormatter.isCached(locale: locale, currency: currency, style: .currency))
        #expect(spoken == AmountFormatter(locale: locale, currency: currency, style: .currency).string(Decimal(string: "12.5")!))
        // The symbols are the decimal formatter's, which is still not compiled for the input.
        #expect(input.symbols == AmountFormatter(locale: locale, currency: currency, style: .decimal).symbols)
        #expect(!AmountFormatter.isCached(locale: locale, currency: currency, style: .decimal))
    }

    @Test("a paste compiles the currency formatter when it first needs the currency's words")
    func pasteCompilesCurrency() throws {
        let locale = Locale(identifier: "lb_LU@calendar=coptic")
        let currency = try Currency(code: "TQB", minorUnits: 2, symbol: "qb")
        var input = AmountInput(currency: currency, locale: locale)
        #expect(!AmountFormatter.isCached(locale: locale, currency: currency, style: .currency))
        input.paste("qb 1.234,50")
        #expect(input.value == Decimal(string: "1234.5"))
        #expect(AmountFormatter.isCached(locale: locale, currency: currency, style: .currency))
    }

    @Test("prewarm compiles what the first amount and its VoiceOver value need, from another thread")
    func prewarm() async throws {
        let locale = Locale(identifier: "gsw_CH@calendar=hebrew")
        let currencies = [try Currency(code: "TQC", minorUnits: 2, symbol: "qc"), try Currency(code: "TQD", minorUnits: 0, symbol: "qd")]
        await Task.detached(priority: .utility) {
            AmountFormatter.prewarm(locale: locale, currencies: currencies)
        }.value
        #expect(NumberSymbols.isCached(locale: locale))
        for currency in currencies {
            #expect(AmountFormatter.isCached(locale: locale, currency: currency, style: .currency))
        }
        var input = AmountInput(currency: currencies[0], locale: locale)
        input.apply(.digit(7))
        #expect(input.accessibilityValue(locale: locale) == AmountFormatter(locale: locale, currency: currencies[0], style: .currency).string(7))
    }

    @Test("a view's reading leaves the value to format when it is read, and reads what the eager reading reads")
    func lazyReading() throws {
        let locale = Locale(identifier: "rm_CH@calendar=japanese")
        let currency = try Currency(code: "TQE", minorUnits: 2, symbol: "qe")
        var state = AmountInputViewState(currency: currency, locale: locale)
        _ = state.entry.perform(.key(.digit(4)))
        _ = state.entry.perform(.key(.digit(2)))
        let reading = state.accessibilityReading(locale: locale)
        #expect(reading.label == AmountInput.accessibilityLabel(locale: locale))
        #expect(!AmountFormatter.isCached(locale: locale, currency: currency, style: .currency))
        #expect(reading.value == AmountFormatter(locale: locale, currency: currency, style: .currency).string(42))
        #expect(AmountFormatter.isCached(locale: locale, currency: currency, style: .currency))
    }

    @Test("readings of random amounts in three states read the formatted amount and the catalog's texts", arguments: ["en_US", "ru_RU", "de_CH", "ar_EG", "ja_JP"])
    func readingsAgree(identifier: String) {
        let locale = Locale(identifier: identifier)
        var generator = SystemRandomNumberGenerator()
        var amount = AmountInputViewState(currency: .chf, locale: locale)
        var field = CurrencyFieldState(currency: .eur, locale: locale)
        var animated = AnimatedAmountInputState(input: AmountInput(currency: .usd, locale: locale))
        let separator = NumberSymbols.cached(locale: locale).decimalSeparator.first ?? "."
        for _ in 0..<300 {
            let key: AmountKey = Int.random(in: 0..<6, using: &generator) == 0
                ? (Bool.random(using: &generator) ? .backspace : .separator(separator)) : .digit(Int.random(in: 0...9, using: &generator))
            let action = AmountAction.key(key)
            _ = amount.entry.perform(action)
            _ = field.perform(action)
            _ = animated.entry.perform(action)
            // Each reading, formatted when read, against what the value and texts are on their own:
            // the input's currency formatter and the catalog's keys.
            for language: TallyLanguage in ["en", "ru"] {
                let amountReading = amount.accessibilityReading(locale: locale, language: language)
                #expect(amountReading.value == amount.input.accessibilityValue(locale: locale))
                #expect(amountReading.label == Localizer.string(.amountAccessibilityLabel, language: language, locale: locale))
                #expect(amountReading.hint == Localizer.string(.amountAccessibilityHint, language: language, locale: locale))
                let fieldReading = field.accessibilityReading(locale: locale, language: language)
                #expect(fieldReading.value == (field.entry.input.isEmpty
                    ? Localizer.string(.textFieldEmpty, language: language, locale: locale)
                    : AmountFormatter.cached(locale: locale, currency: .eur, style: .currency).string(field.entry.input.value)))
                let animatedReading = animated.accessibilityReading(locale: locale, language: language)
                #expect(animatedReading.value == AmountFormatter.cached(locale: locale, currency: .usd, style: .currency).string(animated.input.value))
                #expect(animatedReading.label == Localizer.string(.amountEditAccessibilityLabel, language: language, locale: locale))
            }
        }
        // An empty field reads "Empty"; an empty amount reads its zero.
        field = CurrencyFieldState(currency: .eur, locale: locale)
        #expect(field.accessibilityReading(locale: locale, language: "en").value == "Empty")
    }

    @Test("a lazy value is made once however many threads read it first, and every read gets it")
    func lazyValueOnce() async {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var made = 0
        }
        for _ in 0..<50 {
            let counter = Counter()
            let lazy = LazyValue<[Int]> {
                counter.lock.withLock { counter.made += 1 }
                return Array(0..<100)
            }
            let reads = await withTaskGroup(of: [Int].self) { group in
                for _ in 0..<8 { group.addTask { lazy.value } }
                return await group.reduce(into: [[Int]]()) { $0.append($1) }
            }
            #expect(reads.count == 8)
            #expect(reads.allSatisfy { $0 == Array(0..<100) })
            #expect(counter.lock.withLock { counter.made } == 1)
        }
    }
}

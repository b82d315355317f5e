import Foundation
@testable import TallyCore
import Testing

/// What the amount views read on every render, carried in the state: the kept texts, the kept
/// display and value, the single measurement of the fit and the boxed conversion give exactly
/// what the lookups and computations they replace give.
@Suite("The render path")
struct RenderPathTests {
    static let languages: [TallyLanguage?] = [nil, "en", "ru", "fr", "de", "de-CH", "ja", "ar", "en-XA"]
    static let locales = ["en_US", "ru_RU", "de_CH", "ja_JP", "ar_SA", "hi_IN@numbers=deva", "fa_IR", "fr_FR"]

    @Test("the kept label, hint and button titles are the catalog's, in every language and locale", arguments: locales)
    func keptTexts(identifier: String) {
        let locale = Locale(identifier: identifier)
        let state = AmountInputViewState(currency: .usd, locale: locale)
        let animated = AnimatedAmountInputState(input: AmountInput(currency: .usd, locale: locale))
        let field = CurrencyFieldState(currency: .usd, locale: locale)
        // The reading locale is the amount's own or another: the language of the other locale
        // decides when none is given.
        for readingLocale in [locale, Locale(identifier: "de_DE")] {
            // Twice each: the first lookup keeps, the second reads what was kept.
            for language in Self.languages + Self.languages {
                func expected(_ key: TallyStringKey) -> String { Localizer.string(key, language: language, locale: readingLocale) }
                let reading = state.accessibilityReading(locale: readingLocale, language: language)
                #expect(reading.label == expected(.amountAccessibilityLabel), "\(identifier) \(language?.identifier ?? "nil")")
                #expect(reading.hint == expected(.amountAccessibilityHint))
                #expect(state.copyButtonAccessibility(locale: readingLocale, language: language).label == expected(.buttonCopy))
                #expect(state.pasteButtonAccessibility(locale: readingLocale, language: language).label == expected(.buttonPaste))
                #expect(animated.accessibilityReading(locale: readingLocale, language: language).label == expected(.amountEditAccessibilityLabel))
                let fieldReading = field.accessibilityReading(locale: readingLocale, language: language)
                #expect(fieldReading.label == expected(.transactionAmount))
                #expect(fieldReading.spokenValue.emptyText == expected(.textFieldEmpty))
            }
        }
    }

    @Test("a refusal's reason is the rejection's message, kept until another refusal or language")
    func keptRefusal() {
        let locale = Locale(identifier: "ru_RU")
        var state = AmountInputViewState(currency: .jpy, locale: locale)
        #expect(state.errorText(locale: locale, language: "ru") == nil)
        state.entry.perform(.key(.separator(",")))
        let refusal = AmountInputRejection.tooManyDecimals(allowed: 0)
        for language in Self.languages + Self.languages {
            #expect(state.errorText(locale: locale, language: language) == refusal.message(locale: locale, language: language))
            #expect(state.entry.announcement(locale: locale, language: language) == refusal.message(locale: locale, language: language))
        }
        state.entry.perform(.paste("12x"))
        let other = state.entry.rejection
        #expect(other != nil && other != refusal)
        #expect(state.errorText(locale: locale, language: "ru") == other?.message(locale: locale, language: "ru"))
        // Another locale's reading is not kept, and is still the message.
        let swiss = Locale(identifier: "de_CH")
        #expect(state.errorText(locale: swiss, language: nil) == other?.message(locale: swiss, language: nil))
    }

    @Test("the display and value kept with the input are those of the digits, after any sequence of keys")
    func keptDisplay() {
        var generator = SplitMix64(state: 30)
        for identifier in Self.locales {
            let symbols = NumberSymbols.cached(locale: Locale(identifier: identifier))
            var input = AmountInput(currency: .kwd, symbols: symbols)
            for _ in 0..<600 {
                switch generator.next() % 16 {
                case 0..<10: input.apply(.digit(Int(generator.next() % 10)))
                case 10: input.apply(.separator(Character(symbols.decimalSeparator)))
                case 11, 12: input.apply(.backspace)
                case 13: input.apply(.clear)
                case 14: input.paste("98765.4")
                default: if case .success(let changed) = input.changingCurrency(to: generator.next() % 2 == 0 ? .jpy : .kwd) { input = changed }
                }
                let integer = input.integerDigits.isEmpty ? "0" : input.integerDigits
                let text = integer + (input.fractionDigits.map { "." + $0 } ?? "")
                let grouped = symbols.groupInteger(integer)
                #expect(input.display == (input.fractionDigits.map { grouped + symbols.decimalSeparator + symbols.localizedDigits($0) } ?? grouped))
                #expect(input.value == Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), "\(identifier) \(text)")
            }
        }
    }

    @Test("one measurement at the default text size gives what two fits gave, for any text, width and scale")
    func fitMeasuresOnce() {
        var generator = SplitMix64(state: 56)
        let measurer = AdvanceWidthMeasurer.interBoldTabular
        let texts = ["0", "7", "1,234.56", "999,999,999,999.99", "١٬٢٣٤٫٥٦", "12\u{202F}345,6"]
        for _ in 0..<3000 {
            let text = texts[Int(generator.next() % UInt64(texts.count))]
            let width = [Double.nan, -1, 0, 1, 50, 120, 200, 342, 600, .infinity][Int(generator.next() % 10)]
            let scale = [0, 0.5, 1, 1, 1, 1.35, 3.1][Int(generator.next() % 7)]
            let base = [0, 17, 56, 56, 80][Int(generator.next() % 5)]
            let fit = AmountFontFit(baseSize: Double(base))
            // The two fits as they were written before: fit, scale, fit again.
            let requested = fit.fontSize(for: text, availableWidth: width, measurer: measurer) * max(scale, 0)
            let expected = AmountFontFit(baseSize: requested, minimumScale: fit.minimumScale).fontSize(for: text, availableWidth: width, measurer: measurer)
            #expect(fit.fontSize(for: text, availableWidth: width, measurer: measurer, dynamicTypeScale: scale) == expected,
                    "\(text) \(width) \(scale) \(base)")
        }
    }

    @Test("the conversion held by one reference compares, hashes and converts as the two values did")
    func boxedConversion() {
        let locale = Locale(identifier: "en_US")
        var one = AmountInputViewState(currency: .usd, locale: locale, conversionTarget: .eur)
        var two = AmountInputViewState(currency: .usd, locale: locale, conversionTarget: .eur)
        #expect(one == two && one.hashValue == two.hashValue)
        one.entry.perform(.key(.digit(5)))
        two.entry.perform(.key(.digit(5)))
        let key = ConversionKey(amount: 5, currency: "USD", target: "EUR")
        #expect(one.conversionKey == key)
        one.conversion = .converting(key)
        #expect(one != two)
        two.conversion = .converting(key)
        #expect(one == two && one.hashValue == two.hashValue)
        var copy = one
        copy.conversion = .unavailable(key)
        #expect(one.conversion == .converting(key) && copy.conversion == .unavailable(key))
        copy.conversionTarget = .usd
        #expect(copy.conversionKey == nil && one.conversionTarget == .eur)
        #expect(copy.conversionDisplay(locale: locale).text == nil)
        #expect(one.conversionDisplay(locale: locale) == ConversionDisplay(state: one.conversion, key: one.conversionKey, target: .eur, locale: locale))
    }
}

extension TallyLocalizationTests {
    @Test("kept texts follow a catalog registered or removed later, and the language follows the override")
    func keptTextsFollowRegistration() throws {
        defer {
            TallyLocalization.unregister()
            TallyLocalization.languageOverride = nil
        }
        let locale = Locale(identifier: "en_US")
        let state = AmountInputViewState(currency: .usd, locale: locale)
        let catalog = try StringCatalog(text: #"{"sourceLanguage": "en", "version": "1.0", "strings": {"amount.accessibilityLabel": {"localizations": {"qaa": {"stringUnit": {"state": "translated", "value": "Āmount"}}}}}}"#)
        var generator = SplitMix64(state: 9)
        var registered = false
        for _ in 0..<200 {
            switch generator.next() % 4 {
            case 0:
                if registered { TallyLocalization.unregister() } else { try TallyLocalization.register(catalog) }
                registered.toggle()
            case 1:
                TallyLocalization.languageOverride = generator.next() % 2 == 0 ? nil : "qaa"
            default:
                break
            }
            let language: TallyLanguage = ["qaa", "en", "ru"][Int(generator.next() % 3)]
            #expect(state.accessibilityReading(locale: locale, language: language).label
                    == Localizer.string(.amountAccessibilityLabel, language: language, locale: locale))
            #expect(TallyLocalization.language
                    == TallyLocalization.language(preferredLocalizations: Bundle.main.preferredLocalizations))
        }
    }
}

@Suite("Published values")
struct PublishedValueTests {
    final class Number: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test("readers on other threads see each published object whole, in order, while it is replaced")
    func concurrentReaders() {
        let box = PublishedValue(Number(0))
        let writes = 2000
        // Readers read a fixed number of times (they never wait for the writer), on threads of
        // their own, while the writer publishes.
        let results = ReaderResults()
        let group = DispatchGroup()
        for _ in 0..<3 {
            DispatchQueue.global().async(group: group) {
                var last = 0, inOrder = true
                for _ in 0..<100_000 {
                    let seen = (box.value as? Number)?.value ?? -1
                    if seen < last { inOrder = false }
                    last = max(last, seen)
                }
                results.add(inOrder)
            }
        }
        DispatchQueue.global().async(group: group) {
            for value in 1...writes { box.update { _ in Number(value) } }
        }
        group.wait()
        #expect(results.all.count == 3 && results.all.allSatisfy { $0 })
        #expect((box.value as? Number)?.value == writes)
    }

    /// What the reader threads found.
    final class ReaderResults: @unchecked Sendable {
        private let lock = NSLock()
        private var found: [Bool] = []
        func add(_ inOrder: Bool) { lock.withLock { found.append(inOrder) } }
        var all: [Bool] { lock.withLock { found } }
    }

    @Test("past its limit a box keeps its object; nil from the change keeps it too")
    func limit() {
        let box = PublishedValue(Number(0), limit: 3)
        for value in 1...10 { box.update { _ in Number(value) } }
        #expect((box.value as? Number)?.value == 3)
        let unlimited = PublishedValue()
        #expect(unlimited.value == nil)
        unlimited.update { _ in nil }
        #expect(unlimited.value == nil)
        unlimited.update { _ in Number(1) }
        #expect((unlimited.value as? Number)?.value == 1)
    }
}

import Foundation
import TallyCore
import Testing

private func localizer() throws -> Localizer { try Localizer.bundled.get() }

private func unit(_ value: String, state: String = "translated") -> String {
    #"{"stringUnit": {"state": "\#(state)", "value": "\#(value)"}}"#
}

@Suite("The bundled String Catalog")
struct BundledCatalogTests {
    @Test("loads from TallyCore's resources with every key in en, ru, fr and de")
    func loads() throws {
        let catalog = try localizer().catalog
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["de", "en", "fr", "ru"])
        #expect(catalog.entries.count >= 60)
        for key in ["date.yesterday", "date.today", "date.selectDate", "date.choose", "common.cancel", "common.select",
                    "common.confirm", "common.icon", "common.logo", "common.color", "common.frequency", "common.startDate",
                    "subscription.basicInfo", "subscription.reminders", "subscription.namePlaceholder", "transaction.frequency",
                    "reminder.daysBefore", "currency.conversion.approximate", "button.copy", "button.paste", "quickAmounts.header"] {
            #expect(catalog.entries[key]?.localizations.count == 4, "\(key)")
        }
    }

    @Test("the Russian form strings, keyed")
    func russianFormStrings() throws {
        let ru = Locale(identifier: "ru_RU")
        let expected: [(TallyStringKey, String)] = [
            (.dateYesterday, "Вчера"), (.dateToday, "Сегодня"), (.dateSelectDate, "Дата"), (.dateChoose, "Выберите дату"),
            (.commonCancel, "Отмена"), (.commonSelect, "Выбрать"), (.subscriptionBasicInfo, "Основная информация"),
            (.subscriptionNamePlaceholder, "Название подписки"), (.commonFrequency, "Частота"),
            (.commonStartDate, "Дата начала"), (.subscriptionReminders, "Напоминания"), (.commonIcon, "Иконка"),
            (.commonLogo, "Логотип"),
        ]
        for (key, text) in expected {
            #expect(Localizer.string(key, locale: ru) == text, "\(key)")
        }
        // And the English list.
        let en = Locale(identifier: "en_US")
        #expect([TallyStringKey.dateYesterday, .dateToday, .dateSelectDate, .dateChoose, .commonCancel, .commonSelect]
            .map { Localizer.string($0, locale: en) } == ["Yesterday", "Today", "Date", "Choose Date", "Cancel", "Select"])
        // A Swiss app.
        #expect(Localizer.string(.quickAmountsHeader, locale: Locale(identifier: "fr_CH")) == "Montants rapides")
    }

    @Test("reminder.daysBefore: За 1 день / За 3 дня / За 5 дней, and every language's plurals",
          arguments: [
            ("ru_RU", 1, "За 1 день"), ("ru_RU", 3, "За 3 дня"), ("ru_RU", 5, "За 5 дней"), ("ru_RU", 11, "За 11 дней"),
            ("ru_RU", 21, "За 21 день"), ("ru_RU", 22, "За 22 дня"), ("ru_RU", 111, "За 111 дней"),
            ("en_US", 1, "1 day before"), ("en_US", 0, "0 days before"), ("en_GB", 7, "7 days before"),
            ("fr_FR", 0, "0 jour avant"), ("fr_FR", 1, "1 jour avant"), ("fr_CH", 30, "30 jours avant"),
            ("fr_FR", 1000000, "1000000 de jours avant"), ("de_DE", 1, "1 Tag vorher"), ("de_CH", 3, "3 Tage vorher"),
          ])
    func reminderPlurals(locale: String, days: Int, expected: String) {
        #expect(Localizer.string(.reminderDaysBefore, locale: Locale(identifier: locale), arguments: [.int(days)]) == expected)
    }

    @Test("an explicit count chooses the variant even when arguments differ")
    func explicitCount() {
        let text = Localizer.string(.amountErrorTooManyDecimals, locale: Locale(identifier: "ru_RU"), count: 0, arguments: [.int(0)])
        #expect(text == "В этой валюте 0 знаков после запятой")
        #expect(Localizer.string(.amountErrorTooManyDecimals, locale: Locale(identifier: "en"), arguments: [.int(2)])
            == "This currency allows 2 decimal places")
    }

    @Test("arguments fill the placeholders")
    func arguments() {
        #expect(Localizer.string(.currencyConversionApproximate, locale: Locale(identifier: "de_DE"), arguments: [.string("11,70 €")]) == "≈ 11,70 €")
        #expect(Localizer.string(.amountErrorNotANumber, locale: Locale(identifier: "fr_FR"), arguments: [.string("abc")]) == "« abc » n’est pas un montant")
    }

    @Test("an argument is text, never a format: specifiers in what the user typed come out as typed",
          arguments: ["%@", "%1$@ %2$@", "%d%%", "%n%s%x", "%lld", "%99999999$@", "%@%@%@%@%@%@%@%@"])
    func argumentsAreNotFormats(typed: String) {
        for language in ["en", "ru", "fr", "de"] {
            let text = Localizer.string(.amountErrorNotANumber, locale: Locale(identifier: language), arguments: [.string(typed)])
            let template = Localizer.string(.amountErrorNotANumber, locale: Locale(identifier: language), arguments: [.string("\u{1}")])
            #expect(template.contains("\u{1}") && text.contains(typed), "\(language): the argument was filled in")
            #expect(text == template.replacingOccurrences(of: "\u{1}", with: typed), "\(language): \(text)")
        }
    }

    @Test("the language can change per lookup, with no reload")
    func runtimeLanguage() throws {
        let texts = ["en", "ru", "fr", "de"].map { Localizer.string(.dateToday, locale: Locale(identifier: $0)) }
        #expect(texts == ["Today", "Сегодня", "Aujourd’hui", "Heute"])
    }
}

@Suite("Fallback and pseudo-locale")
struct FallbackTests {
    private let catalog: StringCatalog

    init() throws {
        catalog = try StringCatalog(text: """
    {"sourceLanguage": "en", "strings": {
      "greeting": {"localizations": {"en": \(unit("Hello")), "fr": \(unit("Bonjour")), "fr-CH": \(unit("Salut"))}},
      "only.en": {"localizations": {"en": \(unit("English only"))}},
      "empty.fr": {"localizations": {"en": \(unit("Filled")), "fr": \(unit(""))}},
      "count": {"localizations": {"en": {"variations": {"plural": {"one": \(unit("%lld item")), "other": \(unit("%lld items"))}}}}}
    }}
    """)
    }

    @Test("fr_CH → fr-CH → fr → en → the key itself")
    func chain() {
        let localizer = Localizer(catalog: catalog)
        #expect(localizer.string("greeting", locale: Locale(identifier: "fr_CH")) == "Salut")
        #expect(localizer.string("greeting", locale: Locale(identifier: "fr_BE")) == "Bonjour")
        #expect(localizer.string("greeting", locale: Locale(identifier: "ja_JP")) == "Hello")
        #expect(localizer.string("only.en", locale: Locale(identifier: "fr_CH")) == "English only")
        #expect(localizer.string("empty.fr", locale: Locale(identifier: "fr_FR")) == "Filled")
        #expect(localizer.string("no.such.key", locale: Locale(identifier: "fr_CH")) == "no.such.key")
        #expect(Localizer.languageChain(for: Locale(identifier: "fr_CH"), source: "en") == ["fr-CH", "fr", "en"])
        #expect(Localizer.languageChain(for: Locale(identifier: "zh-Hans-TW"), source: "en") == ["zh-Hans-TW", "zh-Hans", "zh", "en"])
        #expect(Localizer.languageChain(for: Locale(identifier: "de_DE@currency=EUR"), source: "en") == ["de-DE", "de", "en"])
    }

    @Test("the pseudo-locale accents every letter, lengthens by about 40%, brackets, and keeps placeholders and arguments")
    func pseudo() throws {
        let text = Localizer.string(.dateToday, locale: Locale(identifier: "en-XA"))
        #expect(text.hasPrefix("[") && text.hasSuffix("]"))
        #expect(!text.contains { $0.isASCII && $0.isLetter })
        #expect(text.hasPrefix("[Ţöðáý "))
        let source = "Subscription Name"
        let pseudo = PseudoLocalizer.transform(source)
        let ratio = Double(pseudo.count - 2) / Double(source.count)
        #expect(ratio >= 1.35 && ratio <= 1.6, "\(ratio)")
        let formatted = Localizer.string(.quickAmountsAccessibilityLabel, locale: Locale(identifier: "en_XA"), arguments: [.string("10 CHF")])
        #expect(formatted.contains("10 CHF"))
        #expect(PseudoLocalizer.transform("%1$@ of %2$lld, 100%%").contains("%1$@") && PseudoLocalizer.transform("%2$lld").contains("%2$lld"))
    }

    @Test("the plural of a catalog without the language's rules falls back to other")
    func pluralOther() {
        let localizer = Localizer(catalog: catalog)
        #expect(localizer.string("count", locale: Locale(identifier: "en"), arguments: [.int(1)]) == "1 item")
        #expect(localizer.string("count", locale: Locale(identifier: "ru"), arguments: [.int(5)]) == "5 items")
    }
}

@Suite("Malformed catalogs give clear errors")
struct MalformedCatalogTests {
    @Test("each malformation names its problem and place",
          arguments: [
            ("{\"sourceLanguage\": \"en\", \"strings\": {", "line 1, column 38: malformed JSON: unexpected end of input, expected a string key or '}'"),
            ("[1, 2]", "line 1, column 1: the catalog must be a JSON object, found array"),
            ("{\"strings\": {}}", "line 1, column 1: missing \"sourceLanguage\" (for example \"en\")"),
            ("{\"sourceLanguage\": \"en\"}", "line 1, column 1: missing \"strings\" object"),
            ("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"ru\": {\"variations\": {\"plural\": {\"several\": {}}}}}}}}",
             "line 1, column 95: k: \"several\" is not a CLDR plural category (zero, one, two, few, many, other)"),
            ("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\"}}}}}}",
             "line 1, column 83: k: the en stringUnit has no string \"value\""),
            ("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": {\"variations\": {\"device\": {}}}}}}}",
             "line 1, column 83: k: the en variations are \"device\"; only \"plural\" variations are supported"),
          ])
    func malformed(text: String, message: String) {
        do {
            _ = try StringCatalog(text: text)
            Issue.record("parsed a malformed catalog")
        } catch {
            #expect("\(error)" == message)
        }
    }
}

@Suite("Placeholders and formatting")
struct LocalizedFormatTests {
    @Test("sequential, positional, percent, integers and fixed-point numbers")
    func formats() throws {
        #expect(try LocalizedFormat.format("%@ has %lld items", [.string("Cart"), .int(3)]) == "Cart has 3 items")
        #expect(try LocalizedFormat.format("%2$@, %1$@", [.string("first"), .string("second")]) == "second, first")
        #expect(try LocalizedFormat.format("100%% of %d", [.int(-7)]) == "100% of -7")
        #expect(try LocalizedFormat.format("%.2f", [.double(1.005)]) == "1.01")
        #expect(try LocalizedFormat.format("%.1f", [.int(2)]) == "2.0")
        #expect(try LocalizedFormat.placeholders(in: "%1$@ %2$lld").map(\.kind) == [.object, .integer])
        #expect(try LocalizedFormat.signature(of: "%2$lld %1$@ %2$lld") == [1: .object, 2: .integer])
    }

    @Test("bad formats and bad arguments are errors, never a crash",
          arguments: [
            ("%k", [FormatArgument](), "unknown placeholder \"%k\" in \"%k\" (use %@, %lld, %d or %f)"),
            ("%ll", [], "incomplete placeholder \"%ll\" in \"%ll\""),
            ("50%", [], "a lone % at the end of \"50%\"; write %% for a percent sign"),
            ("%1$@ %@", [.string("a"), .string("b")], "\"%1$@ %@\" mixes numbered (%1$@) and unnumbered (%@) placeholders"),
            ("%@ and %@", [.string("a")], "%@ needs argument 2, but 1 was given"),
            ("%lld", [.string("x")], "%lld takes an integer, but argument 1 is \"x\""),
            ("%.2@", [.string("x")], "a precision only applies to %f, %e and %g, not \"%.2@\""),
            ("%0$@", [.string("x")], "argument position 0 in \"%0$@\" must be 1 to 99"),
          ])
    func errors(format: String, arguments: [FormatArgument], message: String) {
        do {
            let text = try LocalizedFormat.format(format, arguments)
            Issue.record("formatted \(text)")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test("a position used as two kinds is a conflicting signature")
    func conflicting() {
        #expect(throws: FormatError.self) { try LocalizedFormat.signature(of: "%1$@ %1$lld") }
    }
}

import Foundation
import Testing
@testable import TallyCore

private func unit(_ value: String) -> String {
    #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
}

private func plural(_ variants: [(String, String)]) -> String {
    #"{"variations": {"plural": {"# + variants.map { "\"\($0.0)\": \(unit($0.1))" }.joined(separator: ", ") + "}}}"
}

/// An app's catalog with `entries` (`"key": {"localizations": {…}}`, comma separated).
private func appCatalog(_ entries: String) throws -> StringCatalog {
    try StringCatalog(text: #"{"sourceLanguage": "en", "version": "1.0", "strings": {"# + entries + "}}")
}

@Suite("The UI language")
struct TallyLanguageTests {
    @Test("tags are normalized from tags and locale identifiers", arguments: [
        ("fr", "fr"), ("fr_CH", "fr-CH"), ("FR-ch", "fr-CH"), ("zh-hans-tw", "zh-Hans-TW"), ("es-419", "es-419"),
        ("de_DE@currency=EUR", "de-DE"), ("uk_UA.UTF-8", "uk-UA"), (" pt_BR ", "pt-BR"), ("", "en"), ("en_XA", "en-XA"),
    ])
    func normalized(text: String, identifier: String) {
        #expect(TallyLanguage(text).identifier == identifier)
    }

    @Test("whatever the text, the language is a valid BCP 47 tag in canonical form, and locale identifiers keep their language")
    func alwaysAValidTag() throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZzA_-@.=09 \t\n\r\u{0B}\u{0C}hansHANSchCH419xX;\u{1B}\u{202E}é")
        var compared = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let identifier = TallyLanguage(text).identifier
            #expect(try LanguageTag(identifier).identifier == identifier, "\(text.debugDescription)")
            compared += 1
        }
        for identifier in Locale.availableIdentifiers {
            let language = TallyLanguage(identifier)
            #expect(try LanguageTag(language.identifier).identifier == language.identifier, "\(identifier)")
            #expect(language.languageCode == Locale(identifier: identifier).language.languageCode?.identifier, "\(identifier)")
            compared += 1
        }
        #expect(compared > 20_500)
        // White space around the tag, in any script, is dropped.
        #expect(TallyLanguage("\u{A0}fr_ch\u{2003}").identifier == "fr-CH")
    }

    @Test("fallbacks are the tag and each of its prefixes ending before a hyphen")
    func fallbackPrefixes() {
        for identifier in Locale.availableIdentifiers + ["a-b-c-d-e", "x", "sr-Latn-BA-u-nu-latn"] {
            let language = TallyLanguage(identifier)
            let parts = language.identifier.split(separator: "-")
            let expected = (1...parts.count).reversed().map { parts.prefix($0).joined(separator: "-") }
            #expect(language.fallbacks == expected, "\(identifier)")
        }
    }

    @Test("a key's text in a language, through the app's strings")
    func keyText() {
        #expect(TallyStringKey.dateToday.text(language: "de") == "Heute")
        #expect(TallyStringKey.dateToday.text(language: "de-AT") == "Heute")
        #expect(TallyStringKey.dateToday.text(language: "ja") == "Today")
    }

    @Test("a locale gives its language, script and region")
    func fromLocale() {
        #expect(TallyLanguage(locale: Locale(identifier: "de_CH")) == "de-CH")
        #expect(TallyLanguage(locale: Locale(identifier: "fr_CH@currency=CHF")).identifier == "fr-CH")
        #expect(TallyLanguage(locale: Locale(identifier: "en-XA")).isPseudo)
        #expect(!TallyLanguage(locale: Locale(identifier: "en_US")).isPseudo)
    }

    @Test("fallbacks run from the most specific tag to the language")
    func fallbacks() {
        #expect(TallyLanguage("fr-CH").fallbacks == ["fr-CH", "fr"])
        #expect(TallyLanguage("zh-Hans-TW").fallbacks == ["zh-Hans-TW", "zh-Hans", "zh"])
        #expect(TallyLanguage("ja").fallbacks == ["ja"])
        #expect(TallyLanguage("pt-PT").languageCode == "pt")
        #expect(TallyLanguage("pt-PT").pluralRules.language == "pt_PT")
        #expect(TallyLanguage("ar-EG").pluralRules.category(for: 0) == .zero)
    }

    @Test("an app localized in French gets French, whatever else the person prefers")
    func appLocalization() {
        let tally = ["de", "en", "fr", "ru"]
        #expect(TallyLanguage.resolve(preferredLocalizations: ["fr"], available: tally) == "fr")
        #expect(TallyLanguage.resolve(preferredLocalizations: ["es", "fr", "en"], available: tally) == "fr")
        #expect(TallyLanguage.resolve(preferredLocalizations: ["Base", "ru"], available: tally) == "ru")
        // A regional localization matches its language and keeps its region for the lookup.
        #expect(TallyLanguage.resolve(preferredLocalizations: ["fr-CA"], available: tally) == "fr-CA")
        #expect(TallyLanguage.resolve(preferredLocalizations: ["de_CH"], available: tally) == "de-CH")
    }

    @Test("a language there is no text for falls back to English")
    func unknownLanguage() {
        let tally = ["de", "en", "fr", "ru"]
        #expect(TallyLanguage.resolve(preferredLocalizations: ["sw"], available: tally) == .english)
        #expect(TallyLanguage.resolve(preferredLocalizations: ["ja", "ko"], available: tally) == .english)
        #expect(TallyLanguage.resolve(preferredLocalizations: [], available: tally) == .english)
        #expect(TallyLanguage.resolve(preferredLocalizations: ["Base"], available: tally) == .english)
        // With an app's Japanese, Japanese is available.
        #expect(TallyLanguage.resolve(preferredLocalizations: ["ja", "ko"], available: tally + ["ja"]) == "ja")
    }

    @Test("an override wins over the app's localization, even without text of its own")
    func override() {
        let tally = ["de", "en", "fr", "ru"]
        #expect(TallyLanguage.resolve(preferredLocalizations: ["fr"], available: tally, override: "de") == "de")
        #expect(TallyLanguage.resolve(preferredLocalizations: ["fr"], available: tally, override: "sw") == "sw")
        #expect(TallyStrings.standard.string(.commonCancel, language: "sw") == "Cancel")
    }
}

@Suite("Tally's text in a language")
struct TallyStringsLookupTests {
    let strings = TallyStrings.standard

    @Test("Tally's languages are its catalog's")
    func languages() {
        #expect(strings.languages == ["de", "en", "fr", "ru"])
        #expect(strings.app == nil)
    }

    @Test("an app in English gets English, an app in French gets French, an unknown language English")
    func byLocalization() {
        #expect(strings.string(.commonCancel, language: strings.language(preferredLocalizations: ["en"])) == "Cancel")
        #expect(strings.string(.commonCancel, language: strings.language(preferredLocalizations: ["fr"])) == "Annuler")
        #expect(strings.string(.commonCancel, language: strings.language(preferredLocalizations: ["fr"], override: "de")) == "Abbrechen")
        #expect(strings.string(.commonCancel, language: strings.language(preferredLocalizations: ["tr"])) == "Cancel")
    }

    @Test("the language decides the text and its plural, the locale's language nothing")
    func languageNotLocale() {
        // English text in a Swiss German app: the locale only formats the figures passed in.
        let text = Localizer.string(.quickAmountsAccessibilityLabel, language: .english, locale: Locale(identifier: "de_CH"),
                                    arguments: [.string("1’234.50 CHF")])
        #expect(text == "Set amount to 1’234.50 CHF")
        // Without a language the locale's is used, as before.
        #expect(Localizer.string(.commonCancel, language: nil, locale: Locale(identifier: "de_CH")) == "Abbrechen")
        #expect(Localizer.string(.commonCancel, locale: Locale(identifier: "de_CH")) == "Abbrechen")
        // Russian plural rules for a Russian text, whatever the locale.
        #expect(Localizer.string(.reminderDaysBefore, language: "ru", locale: Locale(identifier: "en_US"), arguments: [.int(22)]) == "За 22 дня")
    }

    @Test("the pseudo-language accents Tally's English")
    func pseudo() {
        let text = strings.string(.dateToday, language: .pseudo)
        #expect(text.hasPrefix("[Ţöðáý "))
    }
}

@Suite("An app's String Catalog")
struct AppCatalogTests {
    @Test("an app's text overrides Tally's in its language only")
    func override() throws {
        let strings = try TallyStrings(overrides: appCatalog("""
            "common.cancel": {"localizations": {"en": \(unit("Dismiss")), "fr": \(unit("Fermer"))}},
            "date.today": {"localizations": {"de": \(unit("Jetzt"))}}
            """))
        #expect(strings.string(.commonCancel, language: .english) == "Dismiss")
        #expect(strings.string(.commonCancel, language: "fr") == "Fermer")
        #expect(strings.string(.commonCancel, language: "fr-CH") == "Fermer")
        #expect(strings.string(.commonCancel, language: "ru") == "Отмена", "Tally's Russian, which the app left alone")
        #expect(strings.string(.dateToday, language: "de") == "Jetzt")
        #expect(strings.string(.dateToday, language: .english) == "Today")
        #expect(strings.string(.dateToday, language: "fr") == "Aujourd’hui")
        #expect(strings.string(.dateToday, language: .pseudo).hasPrefix("[Ţöðáý"))
        #expect(strings.string(.commonCancel, language: .pseudo).hasPrefix("[Ðíšɱíšš"), "the app's English, accented")
        #expect(strings.languages == ["de", "en", "fr", "ru"])
    }

    @Test("an app adds Spanish with Spanish plural rules; keys it leaves out fall back to English")
    func addedSpanish() throws {
        let strings = try TallyStrings(overrides: appCatalog("""
            "common.cancel": {"localizations": {"es": \(unit("Cancelar"))}},
            "reminder.daysBefore": {"localizations": {"es": \(plural([("one", "%lld día antes"), ("many", "%lld de días antes"), ("other", "%lld días antes")]))}}
            """))
        #expect(strings.languages == ["de", "en", "es", "fr", "ru"])
        let spanish = strings.language(preferredLocalizations: ["es"])
        #expect(spanish == "es")
        #expect(strings.string(.commonCancel, language: spanish) == "Cancelar")
        #expect(strings.string(.commonCancel, language: "es-MX") == "Cancelar")
        #expect(strings.string(.reminderDaysBefore, language: spanish, arguments: [.int(1)]) == "1 día antes")
        #expect(strings.string(.reminderDaysBefore, language: spanish, arguments: [.int(3)]) == "3 días antes")
        #expect(strings.string(.reminderDaysBefore, language: spanish, arguments: [.int(1_000_000)]) == "1000000 de días antes")
        #expect(strings.string(.dateToday, language: spanish) == "Today")
        // English plural rules for the English fallback text.
        #expect(strings.string(.textFieldSecureValue, language: spanish, arguments: [.int(1)]) == "1 character")
    }

    @Test("an app adds Japanese (one text for a count) and Arabic (six plural forms)")
    func addedJapaneseAndArabic() throws {
        let strings = try TallyStrings(overrides: appCatalog("""
            "reminder.daysBefore": {"localizations": {
                "ja": \(unit("%lld日前")),
                "ar": \(plural([("zero", "قبل %lld يوم (0)"), ("one", "قبل يوم واحد"), ("two", "قبل يومين"), ("few", "قبل %lld أيام"), ("many", "قبل %lld يومًا"), ("other", "قبل %lld يوم")]))
            }}
            """))
        #expect(strings.string(.reminderDaysBefore, language: "ja", arguments: [.int(1)]) == "1日前")
        #expect(strings.string(.reminderDaysBefore, language: "ja", arguments: [.int(21)]) == "21日前")
        let arabic = TallyLanguage("ar-EG")
        #expect(strings.string(.reminderDaysBefore, language: arabic, arguments: [.int(0)]) == "قبل 0 يوم (0)")
        #expect(strings.string(.reminderDaysBefore, language: arabic, arguments: [.int(1)]) == "قبل يوم واحد")
        #expect(strings.string(.reminderDaysBefore, language: arabic, arguments: [.int(2)]) == "قبل يومين")
        #expect(strings.string(.reminderDaysBefore, language: arabic, arguments: [.int(7)]) == "قبل 7 أيام")
        #expect(strings.string(.reminderDaysBefore, language: arabic, arguments: [.int(11)]) == "قبل 11 يومًا")
        #expect(strings.string(.reminderDaysBefore, language: arabic, arguments: [.int(100)]) == "قبل 100 يوم")
        #expect(strings.language(preferredLocalizations: ["ar"]) == "ar")
    }

    /// The single problem `entries` has, or a recorded issue.
    private func refusal(_ entries: String) throws -> TallyStringsError.Problem? {
        do {
            _ = try TallyStrings(overrides: appCatalog(entries))
            Issue.record("accepted")
            return nil
        } catch let error as TallyStringsError {
            #expect(error.problems.count == 1, "\(error)")
            return error.problems.first
        }
    }

    @Test("a placeholder that differs from Tally's text is refused, naming the key and language")
    func placeholderMismatch() throws {
        let problem = try refusal(#""amount.error.notANumber": {"localizations": {"es": \#(unit("«%lld» no es un importe"))}}"#)
        #expect(problem?.kind == .placeholderMismatch)
        #expect(problem?.key == "amount.error.notANumber")
        #expect(problem?.language == "es")
        #expect(problem?.message == "\"«%lld» no es un importe\" has placeholders argument 1: integer; Tally's text has argument 1: object")
        let missing = try refusal(#""frequency.nextOccurrence": {"localizations": {"fr": \#(unit("Prochaine fois"))}}"#)
        #expect(missing?.kind == .placeholderMismatch && missing?.language == "fr")
        let extra = try refusal(#""common.cancel": {"localizations": {"en": \#(unit("Cancel %@"))}}"#)
        #expect(extra?.kind == .placeholderMismatch && extra?.key == "common.cancel")
    }

    @Test("a plural variant may leave out the count, as Tally's own may")
    func pluralWithoutCount() throws {
        let strings = try TallyStrings(overrides: appCatalog(#"""
            "reminder.daysBefore": {"localizations": {"en": \#(plural([("one", "The day before"), ("other", "%lld days before")]))}}
            """#))
        #expect(strings.string(.reminderDaysBefore, language: .english, arguments: [.int(1)]) == "The day before")
        #expect(strings.string(.reminderDaysBefore, language: .english, arguments: [.int(2)]) == "2 days before")
    }

    @Test("plural variants that do not fit the language or the key are refused", arguments: [
        // Spanish needs one, many and other.
        (#""reminder.daysBefore": {"localizations": {"es": \#(plural([("one", "%lld día"), ("other", "%lld días")]))}}"#, "es",
         "missing the plural variant many (CLDR es: one, many, other)"),
        (#""reminder.daysBefore": {"localizations": {"es": \#(unit("%lld días antes"))}}"#, "es",
         "Tally's text varies by plural, so es needs the variants one, many, other (CLDR es), not one text"),
        (#""reminder.daysBefore": {"localizations": {"en": \#(plural([("one", "%lld day"), ("few", "%lld days"), ("other", "%lld days")]))}}"#, "en",
         "few is not a plural category of en (CLDR en: one, other), so never shown"),
        (#""common.cancel": {"localizations": {"de": \#(plural([("one", "Abbrechen"), ("other", "Abbrechen")]))}}"#, "de",
         "Tally's text has no count, so it cannot vary by plural; give one text"),
    ])
    func pluralMismatch(entries: String, language: String, message: String) throws {
        let problem = try refusal(entries)
        #expect(problem?.kind == .pluralMismatch)
        #expect(problem?.language == language)
        #expect(problem?.message == message)
    }

    @Test("keys Tally does not have, empty texts, bad codes and bad placeholders are refused", arguments: [
        (#""app.title": {"localizations": {"en": \#(unit("My Budget"))}}"#, TallyStringsError.Kind.unknownKey, nil as String?),
        (#""common.cancel": {"localizations": {"es": \#(unit(""))}}"#, .emptyText, "es"),
        (#""common.cancel": {"localizations": {"es": \#(unit(" \u{200B}"))}}"#, .emptyText, "es"),
        (#""common.cancel": {"localizations": {"pt_BR": \#(unit("Cancelar"))}}"#, .languageCode, "pt_BR"),
        (#""common.cancel": {"localizations": {"ES": \#(unit("Cancelar"))}}"#, .languageCode, "ES"),
        (#""amount.error.notANumber": {"localizations": {"es": \#(unit("%k no"))}}"#, .invalidPlaceholder, "es"),
    ])
    func otherRefusals(entries: String, kind: TallyStringsError.Kind, language: String?) throws {
        let problem = try refusal(entries)
        #expect(problem?.kind == kind)
        #expect(problem?.language == language)
    }

    @Test("every problem is listed, by key and language, and nothing is half-loaded")
    func everyProblem() throws {
        let catalog = try appCatalog("""
            "common.cancel": {"localizations": {"es": \(unit("")), "de": \(unit("Schließen %@"))}},
            "app.title": {"localizations": {"en": \(unit("Budget"))}}
            """)
        #expect {
            try TallyStrings(overrides: catalog)
        } throws: { error in
            guard let error = error as? TallyStringsError else { return false }
            let found = error.problems.map { "\($0.key) \($0.language ?? "-") \($0.kind)" }
            let description = error.description
            return found == ["app.title - unknownKey", "common.cancel de placeholderMismatch", "common.cancel es emptyText"]
                && description.hasPrefix("the app's String Catalog has 3 problems:\n")
                && description.contains("  common.cancel [es]: the text is empty")
        }
    }

    @Test("a file that is not a String Catalog is refused with its place")
    func malformedFile() {
        #expect(throws: StringCatalogError.self) {
            try TallyStrings(overridesData: Data("{\"sourceLanguage\": \"en\", \"strings\": {".utf8))
        }
    }
}

@Suite("The app-wide settings", .serialized)
struct TallyLocalizationTests {
    @Test("a registered catalog reaches every lookup; an override decides the language")
    func registration() throws {
        // "qaa" is reserved for local use: no other test looks it up.
        let catalog = try appCatalog(#""date.today": {"localizations": {"qaa": {"stringUnit": {"state": "translated", "value": "Tōday"}}}}"#)
        defer {
            TallyLocalization.unregister()
            TallyLocalization.languageOverride = nil
        }
        #expect(TallyLocalization.language(preferredLocalizations: ["qaa"]) == .english)
        try TallyLocalization.register(catalog)
        #expect(TallyLocalization.strings.languages.contains("qaa"))
        #expect(TallyLocalization.language(preferredLocalizations: ["qaa", "fr"]) == "qaa")
        #expect(Localizer.string(.dateToday, language: "qaa", locale: Locale(identifier: "de_CH")) == "Tōday")
        #expect(Localizer.string(.dateToday, locale: Locale(identifier: "qaa")) == "Tōday")
        // Models read the registered strings.
        let days = RelativeDays(calendar: Calendar(identifier: .gregorian), now: Date(timeIntervalSince1970: 1_750_000_000))
        #expect(days.title(for: days.now, locale: Locale(identifier: "de_CH"), language: "qaa") == "Tōday")
        #expect(days.title(for: days.now, locale: Locale(identifier: "de_CH"), language: "fr") == "Aujourd’hui")
        TallyLocalization.languageOverride = "ru"
        #expect(TallyLocalization.language(preferredLocalizations: ["qaa", "fr"]) == "ru")
        TallyLocalization.languageOverride = nil
        #expect(TallyLocalization.language(preferredLocalizations: ["fr"]) == "fr")

        // A refused catalog leaves the registered one in place.
        let bad = try appCatalog(#""no.such.key": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "x"}}}}"#)
        #expect(throws: TallyStringsError.self) { try TallyLocalization.register(bad) }
        #expect(TallyLocalization.strings.languages.contains("qaa"))
        TallyLocalization.unregister()
        #expect(!TallyLocalization.strings.languages.contains("qaa"))
        #expect(Localizer.string(.dateToday, locale: Locale(identifier: "qaa")) == "Today")
    }

    /// A folder laid out as a bundle, with `files` (relative path → contents) in it.
    private func bundle(_ files: [String: String]) throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-overrides-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return (try #require(Bundle(url: root)), root)
    }

    @Test("registerOverrides reads TallyOverrides.xcstrings from the bundle, at its root or in a folder")
    func overridesFromBundle() throws {
        defer { TallyLocalization.unregister() }
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"date.today": {"localizations": {"qaa": {"stringUnit": {"state": "translated", "value": "Tōday"}}}}}}"#
        for (path, subdirectory) in [("TallyOverrides.xcstrings", nil), ("Strings/TallyOverrides.xcstrings", "Strings")] as [(String, String?)] {
            TallyLocalization.unregister()
            let (bundle, root) = try bundle([path: catalog])
            defer { try? FileManager.default.removeItem(at: root) }
            var reports: [String] = []
            let error = TallyLocalization.registerOverrides(named: "TallyOverrides", subdirectory: subdirectory, in: bundle) { reports.append($0) }
            #expect(error == nil)
            #expect(reports.isEmpty)
            #expect(Localizer.string(.dateToday, locale: Locale(identifier: "qaa")) == "Tōday")
        }
    }

    @Test("a catalog that is missing, compiled by Xcode, not a catalog or refused is reported and registers nothing")
    func overridesFailLoudly() throws {
        defer { TallyLocalization.unregister() }
        let good = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"date.today": {"localizations": {"qaa": {"stringUnit": {"state": "translated", "value": "Tōday"}}}}}}"#
        let (goodBundle, goodRoot) = try bundle(["TallyOverrides.xcstrings": good])
        defer { try? FileManager.default.removeItem(at: goodRoot) }
        #expect(TallyLocalization.registerOverrides(named: "TallyOverrides", subdirectory: nil, in: goodBundle) { _ in } == nil)

        let cases: [(files: [String: String], expected: (TallyOverridesError) -> Bool, words: String)] = [
            ([:], { if case .notFound(_, _, let compiled) = $0 { compiled.isEmpty } else { false } }, "is not in the bundle"),
            (["fr.lproj/TallyOverrides.strings": #""date.today" = "Auj";"#, "en.lproj/TallyOverrides.stringsdict": "<plist/>"],
             { if case .notFound(_, _, let compiled) = $0 { compiled == ["en", "fr"] } else { false } }, "compiled into TallyOverrides.strings tables (en, fr)"),
            (["TallyOverrides.xcstrings": "{\"strings\": 3"], { if case .notAStringCatalog = $0 { true } else { false } }, "is not a String Catalog"),
            (["TallyOverrides.xcstrings": #"{"sourceLanguage": "en", "strings": {"no.such.key": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "x"}}}}}}"#],
             { if case .refused(_, let strings) = $0 { strings.problems.map(\.kind) == [.unknownKey] } else { false } }, "no.such.key"),
        ]
        for (files, expected, words) in cases {
            let (bundle, root) = try bundle(files)
            defer { try? FileManager.default.removeItem(at: root) }
            var reports: [String] = []
            let error = try #require(TallyLocalization.registerOverrides(named: "TallyOverrides", subdirectory: nil, in: bundle) { reports.append($0) })
            #expect(expected(error), "\(error)")
            #expect(reports.count == 1)
            #expect(reports.first?.contains(words) == true, "\(reports)")
            #expect(reports.first?.hasPrefix("Tally: the app's String Catalog was not registered.") == true)
            // The catalog registered before stays.
            #expect(Localizer.string(.dateToday, locale: Locale(identifier: "qaa")) == "Tōday")
        }
    }
}

@Suite("Models take the language apart from the locale")
struct ModelLanguageTests {
    let swiss = Locale(identifier: "de_CH")

    @Test("an app in English with de_CH formatting gets English text with Swiss figures")
    func englishWithSwissFormatting() {
        let header = DateSectionHeaderViewState(title: "Today", total: Decimal(string: "1234.5") ?? 0, currency: .chf, locale: swiss, language: .english)
        let total = header.totalText ?? ""
        #expect(total.contains("1’234.50"), "Swiss grouping and decimal point: \(total)")
        #expect(header.accessibilityLabel == "Today, total \(total)")
        // The same header when the locale decides the language, as before.
        let german = DateSectionHeaderViewState(title: "Heute", total: Decimal(string: "1234.5") ?? 0, currency: .chf, locale: swiss)
        #expect(german.accessibilityLabel == "Heute, gesamt \(total)")

        let reminders = ReminderPickerViewState(selectedOffsets: [3])
        #expect(reminders.label(for: 3, locale: swiss, language: .english) == "3 days before")
        #expect(reminders.label(for: 3, locale: swiss) == "3 Tage vorher")
        #expect(reminders.title(locale: swiss, language: .english) == "Reminders")
    }

    @Test("a date in a sentence: the words in the language, the date as the locale writes it")
    func dateInSentence() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Zurich"))
        let anchor = try #require(calendar.date(from: DateComponents(year: 2025, month: 4, day: 30, hour: 12)))
        let now = try #require(calendar.date(from: DateComponents(year: 2025, month: 4, day: 1, hour: 12)))
        let english = RecurringFrequency.monthly.nextOccurrenceText(after: now, anchor: anchor, calendar: calendar, locale: swiss, language: .english)
        let german = RecurringFrequency.monthly.nextOccurrenceText(after: now, anchor: anchor, calendar: calendar, locale: swiss)
        #expect(german.hasPrefix("Nächste: "))
        #expect(english == "Next: " + german.dropFirst("Nächste: ".count), "\(english) / \(german)")
        #expect(english.contains("2025") && !english.contains("Apr 30"), "the date is written the Swiss way: \(english)")
    }
}

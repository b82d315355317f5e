import Foundation
import TallyCore
import Testing

@Suite("AmountKeypadState")
struct AmountKeypadStateTests {
    static let english = AmountEntryTests.english
    static let german = AmountEntryTests.german
    static let egyptian = Locale(identifier: "ar_EG")
    static let egp = Currency.named("EGP")!

    static func keypad(_ currency: Currency, _ locale: Locale = english, typing keys: String = "") -> AmountKeypadState {
        AmountKeypadState(entry: AmountEntryTests.entry(currency, locale, typing: keys))
    }

    /// The key in `rows` that is `key`.
    static func key(_ key: AmountKey, in rows: [[AmountKeypadState.Key?]]) -> AmountKeypadState.Key? {
        rows.joined().compactMap { $0 }.first { $0.key == key }
    }

    /// The separator key in `rows`, whatever character it types.
    static func separator(in rows: [[AmountKeypadState.Key?]]) -> AmountKeypadState.Key? {
        rows.joined().compactMap { $0 }.first { if case .separator = $0.key { true } else { false } }
    }

    @Test("four rows in keypad order: 1 2 3 / 4 5 6 / 7 8 9 / separator 0 backspace, each key sending its action")
    func layout() {
        let rows = Self.keypad(.chf).rows(locale: Self.english)
        #expect(rows.map { $0.map { $0?.label } } == [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], [".", "0", ""]])
        #expect(rows.map { $0.map { $0?.key } } == [
            [.digit(1), .digit(2), .digit(3)], [.digit(4), .digit(5), .digit(6)], [.digit(7), .digit(8), .digit(9)], [.separator("."), .digit(0), .backspace],
        ])
        let keys = rows.joined().compactMap { $0?.key }
        #expect(keys == (1...9).map { AmountKey.digit($0) } + [.separator("."), .digit(0), .backspace])
        #expect(rows.joined().compactMap { $0 }.filter(\.repeatsWhileHeld).map(\.key) == [.backspace])
        #expect(rows.joined().compactMap { $0 }.filter { !$0.isFilled }.map(\.key) == [.backspace])
        #expect(Self.keypad(.chf).keys(locale: Self.english).count == 12)
        #expect(Set(Self.keypad(.chf).keys(locale: Self.english).map(\.id)).count == 12)
    }

    @Test("the separator key is the amount's decimal separator: a point in en_US, a comma in de_DE and ru_RU, ٫ in ar_EG")
    func separatorFollowsLocale() {
        let cases: [(Locale, Currency, Character)] = [
            (Self.english, .chf, "."), (Self.german, .eur, ","), (Locale(identifier: "ru_RU"), .rub, ","), (Locale(identifier: "de_CH"), .chf, "."),
            (Self.egyptian, Self.egp, "٫"),
        ]
        for (locale, currency, separator) in cases {
            let keypad = Self.keypad(currency, locale)
            let key = Self.separator(in: keypad.rows(locale: Self.english))
            #expect(keypad.showsSeparator && keypad.separatorCharacter == separator, "\(locale.identifier)")
            #expect(key?.label == String(separator) && key?.key == .separator(separator), "\(locale.identifier)")
        }
    }

    @Test("a currency without minor units has no separator key: its slot is empty and 0 stays in the middle")
    func noSeparatorWithoutMinorUnits() {
        for currency in [Currency.jpy, Currency.named("KRW")!] {
            let keypad = Self.keypad(currency)
            let rows = keypad.rows(locale: Self.english)
            #expect(!keypad.showsSeparator)
            #expect(rows[3][0] == nil && rows[3][1]?.key == .digit(0) && rows[3][2]?.key == .backspace, "\(currency.code)")
            #expect(keypad.keys(locale: Self.english).count == 11)
            #expect(Self.separator(in: rows) == nil)
        }
    }

    @Test("digits are labelled in the locale's digits and send their value: Arabic-Indic in ar_EG")
    func localizedDigits() {
        var keypad = Self.keypad(Self.egp, Self.egyptian)
        let rows = keypad.rows(locale: Self.egyptian)
        #expect(rows.map { $0.map { $0?.label } } == [["١", "٢", "٣"], ["٤", "٥", "٦"], ["٧", "٨", "٩"], ["٫", "٠", ""]])
        #expect(rows[2][0]?.key == .digit(7))
        // VoiceOver reads the digit as it is shown, in the reader's own language.
        #expect(Self.key(.digit(7), in: rows)?.accessibilityLabel == "٧")
        for key in [Self.key(.digit(1), in: rows), Self.separator(in: rows), Self.key(.digit(2), in: rows), Self.key(.digit(5), in: rows)] {
            if let key { keypad.press(key) }
        }
        #expect(keypad.entry.input.value == AmountEntryTests.decimal("1.25") && keypad.entry.input.display == "١٫٢٥")
    }

    @Test("every locale's separator key is taken by the amount as its decimal separator")
    func separatorTakenEverywhere() {
        var checked = 0
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            var keypad = AmountKeypadState(input: AmountInput(currency: .usd, locale: locale))
            let rows = keypad.rows(locale: Self.english)
            for key in [Self.key(.digit(1), in: rows), Self.separator(in: rows), Self.key(.digit(5), in: rows)] {
                guard let key else { continue }
                #expect(keypad.press(key) == .taken, "\(identifier) \(key.key)")
            }
            #expect(keypad.entry.input.value == AmountEntryTests.decimal("1.5"), "\(identifier)")
            #expect(Self.separator(in: rows)?.label == keypad.symbols.decimalSeparator, "\(identifier)")
            checked += 1
        }
        #expect(checked > 500)
    }

    @Test("VoiceOver: the digit, Decimal point or comma as the key types, Delete with its hold hint, in every language")
    func accessibility() {
        func labels(_ keypad: AmountKeypadState, _ language: String) -> (separator: String?, delete: String?, hint: String?) {
            let rows = keypad.rows(locale: Locale(identifier: language))
            let backspace = Self.key(.backspace, in: rows)
            return (Self.separator(in: rows)?.accessibilityLabel, backspace?.accessibilityLabel, backspace?.accessibilityHint)
        }
        let point = Self.keypad(.chf), comma = Self.keypad(.eur, Self.german), arabic = Self.keypad(Self.egp, Self.egyptian)
        #expect(labels(point, "en_US") == ("Decimal point", "Delete", "Hold to keep deleting"))
        #expect(labels(comma, "en_US").separator == "Decimal comma")
        #expect(labels(arabic, "en_US").separator == "Decimal separator")
        #expect(labels(comma, "de_DE") == ("Dezimalkomma", "Löschen", "Gedrückt halten, um weiter zu löschen"))
        #expect(labels(point, "de_DE").separator == "Dezimalpunkt")
        #expect(labels(comma, "ru_RU") == ("Десятичная запятая", "Удалить", "Удерживайте, чтобы продолжить удаление"))
        #expect(labels(comma, "fr_FR") == ("Virgule décimale", "Supprimer", "Maintenez appuyé pour continuer à supprimer"))
        #expect(labels(arabic, "fr_FR").separator == "Séparateur décimal")
        let rows = point.rows(locale: Self.english)
        #expect((0...9).map { Self.key(.digit($0), in: rows)?.accessibilityLabel } == (0...9).map { String($0) })
        #expect(rows.joined().compactMap { $0 }.filter { $0.accessibilityHint != nil }.map(\.key) == [.backspace])
    }

    @Test("right to left: the grid keeps keypad order, the backspace glyph points the way text is deleted")
    func rightToLeft() {
        #expect(AmountKeypadState.gridLayoutDirection == .leftToRight)
        #expect(AmountKeypadState.backspaceSymbol(for: .leftToRight) == "delete.left")
        #expect(AmountKeypadState.backspaceSymbol(for: .rightToLeft) == "delete.right")
        for identifier in ["ar_EG", "ar_SA", "he_IL", "fa_IR", "ur_PK"] {
            #expect(AmountKeypadState.layoutDirection(for: Locale(identifier: identifier)) == .rightToLeft, "\(identifier)")
        }
        for identifier in ["en_US", "de_DE", "ru_RU", "fr_FR", "ja_JP"] {
            #expect(AmountKeypadState.layoutDirection(for: Locale(identifier: identifier)) == .leftToRight, "\(identifier)")
        }
        // The rows are the same whatever the reader's language: 1 2 3 from left to right.
        let keypad = Self.keypad(Self.egp, Self.egyptian)
        #expect(keypad.rows(locale: Self.egyptian).map { $0.map { $0?.key } } == keypad.rows(locale: Self.english).map { $0.map { $0?.key } })
        #expect(keypad.rows(locale: Self.egyptian)[0].map { $0?.key } == [.digit(1), .digit(2), .digit(3)])
    }

    @Test("a press does the key's action as a person's: a refused key keeps the amount and plays no tap")
    func press() throws {
        var keypad = Self.keypad(.chf, typing: "12.3")
        let rows = keypad.rows(locale: Self.english)
        let nine = try #require(Self.key(.digit(9), in: rows)), four = try #require(Self.key(.digit(4), in: rows))
        #expect(keypad.press(four) == .taken && keypad.entry.input.display == "12.34")
        let refused = keypad.press(nine)
        #expect(refused == .refused(.tooManyDecimals(allowed: 2)) && !refused.playsKeyFeedback)
        #expect(keypad.entry.input.display == "12.34" && keypad.entry.feedback == .refusal && keypad.entry.feedbackCount == 1)
        let backspace = try #require(Self.key(.backspace, in: rows))
        #expect(keypad.press(backspace).playsKeyFeedback && keypad.entry.input.display == "12.3" && keypad.entry.rejection == nil)
        // A separator on a yen amount is never offered; typed anyway it is refused with the reason.
        var yen = Self.keypad(.jpy, typing: "500")
        #expect(Self.separator(in: yen.rows(locale: Self.english)) == nil)
        #expect(yen.entry.perform(.key(.separator("."))) == .tooManyDecimals(allowed: 0))
        #expect(yen.entry.input.display == "500")
    }

    @Test("a held backspace deletes one character a repeat and stops at empty; the release after repeats deletes nothing more")
    func backspaceRepeat() {
        var keypad = Self.keypad(.chf, typing: "1234.5")
        var displays: [String] = []
        while keypad.repeatBackspace() { displays.append(keypad.entry.input.display) }
        displays.append(keypad.entry.input.display)
        #expect(displays == ["1,234.", "1,234", "123", "12", "1", "0"])
        #expect(keypad.entry.input.isEmpty && !keypad.repeatBackspace())
        #expect(keypad.entry.feedbackCount == 0)
        #expect(AmountKeypadState.releasePerformsKey(afterRepeats: 0))
        #expect(!AmountKeypadState.releasePerformsKey(afterRepeats: 1) && !AmountKeypadState.releasePerformsKey(afterRepeats: 12))
        #expect(AmountKeypadState.backspaceRepeat == KeyRepeat.backspace)
    }

    @Test("Dynamic Type: keys and labels grow with the text up to 1.5 times; a key is never under 44 pt")
    func metrics() {
        let standard = AmountKeypadState.metrics(dynamicTypeScale: 1)
        #expect(standard.keyHeight == 56 && standard.fontSize == 28 && standard.spacing == 8 && standard.cornerRadius == 12)
        var previous = 0.0
        for size in DynamicTypeSize.allCases {
            let scale = TallyTokens.DynamicType.body.multiplier(at: size)
            let metrics = AmountKeypadState.metrics(dynamicTypeScale: scale)
            #expect(metrics.keyHeight >= 44 && metrics.keyHeight >= previous, "\(size)")
            #expect(metrics.keyHeight <= 56 * 1.5 && metrics.fontSize <= 28 * 1.5, "\(size)")
            previous = metrics.keyHeight
        }
        let ax3 = AmountKeypadState.metrics(dynamicTypeScale: TallyTokens.DynamicType.body.multiplier(at: .accessibility3))
        #expect(ax3.keyHeight == 84 && ax3.fontSize == 42)
        // Four rows and their gaps at AX3 stay well inside a phone's height.
        #expect(4 * ax3.keyHeight + 3 * ax3.spacing <= 360)
        #expect(AmountKeypadState.metrics(dynamicTypeScale: 0.5).keyHeight == 44)
        #expect(AmountKeypadState.metrics(dynamicTypeScale: .nan) == standard)
    }
}

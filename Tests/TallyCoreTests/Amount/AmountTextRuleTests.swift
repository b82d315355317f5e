import Foundation
import TallyCore
import Testing

/// The one rule by which text becomes an amount, checked both ways over hostile text: a text is
/// refused, or the amount it gives, written back the way the field writes it, is the text again
/// under the written normalisation; and every amount Tally writes is read back exactly, or
/// refused as compact.
@Suite("Amount text: one rule")
struct AmountTextRuleTests {
    static let posix = Locale(identifier: "en_US_POSIX")
    /// Locales whose integer part is grouped from four digits, so a grouped text has one form.
    static let fields: [(String, Currency)] = [
        ("en_US", .usd), ("de_DE", .eur), ("fr_FR", .eur), ("ru_RU", .rub), ("de_CH", .chf), ("en_IN", Currency.recognized("INR") ?? .usd),
        ("ar_EG", Currency.recognized("EGP") ?? .usd), ("ja_JP", .jpy), ("he_IL", Currency.recognized("ILS") ?? .usd), ("en_US", .kwd),
    ]

    /// Pieces of hostile text: digits of three scripts, every separator and space, currency signs,
    /// codes and names of the field's and of other currencies, compact abbreviations, signs,
    /// exponents, direction controls and other invisible characters, letters, line breaks.
    static let alphabet: [String] = [
        "0", "1", "2", "5", "9", "٣", "٠", "３", ".", ",", "’", "'", " ", "\u{00A0}", "\u{202F}", "\u{2009}", "٫", "٬",
        "$", "€", "₽", "¥", "₹", "CHF", "USD", "EUR", "usd", "руб.", "Fr.", "euros", "US dollars", "kr", "zł",
        "K", "k", "M", "L", "Cr", "Mio.", "тыс.", "e", "E", "-", "+", "−", "(", ")",
        "\u{202E}", "\u{202D}", "\u{200F}", "\u{200E}", "\u{061C}", "\u{2066}", "\u{2069}", "\u{200B}", "\u{FEFF}", "\u{00AD}", "\u{0301}",
        "a", "\n", "\t",
    ]

    /// Whitespace and lower case removed, digits of any script read as ASCII, apostrophes as one:
    /// the normalisation the rule is written with, implemented here on its own.
    static func normalized(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isWhitespace { continue }
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
               scalar.properties.numericType == .decimal, let digit = character.wholeNumberValue {
                result.append(Character(String(digit)))
            } else if ["'", "’", "ʼ", "`", "´", "ʹ", "′"].contains(character) {
                result.append("'")
            } else {
                result += String(character).lowercased()
            }
        }
        return result
    }

    /// How the field may write `amount`: its display grouped or not, alone, with the currency
    /// format's own affixes, or with the currency as a symbol, code or name on either side.
    static func writings(of amount: AmountInput, locale: Locale) -> Set<String> {
        let formatter = AmountFormatter.cached(locale: locale, currency: amount.currency, style: .currency)
        let grouped = amount.display
        let ungrouped = amount.symbols.localizedDigits(amount.integerDigits.isEmpty ? "0" : amount.integerDigits)
            + (amount.fractionDigits.map { amount.symbols.decimalSeparator + amount.symbols.localizedDigits($0) } ?? "")
        var words: Set<String> = [amount.currency.code]
        let marks: Set<Character> = ["\u{200E}", "\u{200F}", "\u{061C}"]
        for affix in [formatter.positivePrefix, formatter.positiveSuffix] {
            let bare = String(affix.filter { !marks.contains($0) }).trimmingCharacters(in: .whitespaces)
            if !bare.isEmpty { words.insert(bare) }
        }
        if let name = locale.localizedString(forCurrencyCode: amount.currency.code) { words.insert(name) }
        // Its names as the locale spells amounts out ("US dollars"), its symbol as international
        // English and the kit's languages write it ("US$", "$US"), and the older abbreviations.
        func affixes(_ written: String) -> [String] {
            let characters = Array(written)
            guard let first = characters.firstIndex(where: { $0.wholeNumberValue != nil }),
                  let last = characters.lastIndex(where: { $0.wholeNumberValue != nil }) else { return [] }
            return [String(characters[..<first]), String(characters[(last + 1)...])]
                .map { String($0.filter { !marks.contains($0) }).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let spelledOut = Decimal.FormatStyle.Currency(code: amount.currency.code, locale: locale).presentation(.fullName)
        for count in [1, 2, 5] as [Decimal] { words.formUnion(affixes(spelledOut.format(count))) }
        for other in ["en_001", "en", "fr", "de", "ru"] {
            words.formUnion(affixes(Decimal.FormatStyle.Currency(code: amount.currency.code, locale: Locale(identifier: other)).format(1)))
        }
        words.formUnion(["RUB": ["руб.", "руб", "р.", "р"], "CHF": ["Fr.", "Fr", "SFr.", "SFr"], "EUR": ["euro", "euros"]][amount.currency.code] ?? [])
        var result: Set<String> = []
        for number in [grouped, ungrouped] {
            result.insert(normalized(number))
            result.insert(normalized(formatter.positivePrefix + number + formatter.positiveSuffix))
            for word in words {
                result.insert(normalized(word + number))
                result.insert(normalized(number + word))
            }
        }
        return result
    }

    @Test("hostile text: each is refused, or its amount written back is the text under the normalisation")
    func hostileText() {
        var random = SplitMix64(state: 0x7A11_7E87)
        var accepted = 0, refused = 0, unexplained = 0
        for round in 0..<6000 {
            let (identifier, currency) = Self.fields[round % Self.fields.count]
            let locale = Locale(identifier: identifier)
            var amount = AmountInput(currency: currency, locale: locale)
            var text: String
            if round % 2 == 0 {
                // Random pieces.
                text = (0..<Int(1 + random.next() % 8)).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] }.joined()
            } else {
                // A real writing of a real amount with one piece inserted, replaced or deleted.
                var seed = AmountInput(currency: currency, locale: locale)
                seed.replace(with: Decimal(sign: .plus, exponent: -currency.minorUnits, significand: Decimal(random.next() % 10_000_000)))
                let forms = [seed.display, AmountFormatter.cached(locale: locale, currency: currency, style: .currency).string(seed.value)]
                var characters = Array(forms[Int(random.next() % 2)])
                let position = Int(random.next() % UInt64(characters.count + 1))
                let piece = Array(Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))])
                switch random.next() % 3 {
                case 0: characters.insert(contentsOf: piece, at: position)
                case 1 where position < characters.count: characters.replaceSubrange(position...position, with: piece)
                default: if position < characters.count { characters.remove(at: position) }
                }
                text = String(characters)
            }
            let before = amount
            if let rejection = amount.paste(text) {
                refused += 1
                #expect(amount == before, "\(identifier) \(text.debugDescription): refused, yet changed")
                if case .notANumber = rejection { unexplained += 1 }
                // A refusal for a reason the text shows: the reason's piece is in the text.
                switch rejection {
                case .otherCurrency(let seen, _): #expect(text.contains(seen), "\(text.debugDescription): \(seen)")
                case .sign(let sign): #expect(text.contains(sign), "\(text.debugDescription): \(sign)")
                case .invisibleCharacter(let codePoint):
                    #expect(text.unicodeScalars.contains { String(format: "U+%04X", $0.value) == codePoint }, "\(text.debugDescription): \(codePoint)")
                default: break
                }
            } else {
                accepted += 1
                #expect(Self.writings(of: amount, locale: locale).contains(Self.normalized(text)),
                        "\(identifier) \(currency.code) \(text.debugDescription) read as \(amount.display)")
                // Nothing invisible was stripped: every scalar of an accepted text is visible or
                // is a direction mark the currency format itself writes.
                let formatter = AmountFormatter.cached(locale: locale, currency: currency, style: .currency)
                for scalar in text.unicodeScalars where scalar.properties.generalCategory == .format {
                    #expect((formatter.positivePrefix + formatter.positiveSuffix).unicodeScalars.contains(scalar), "\(text.debugDescription)")
                }
            }
        }
        // Both directions were exercised.
        #expect(accepted > 400 && refused > 3000, "accepted \(accepted), refused \(refused)")
        #expect(unexplained < refused)
    }

    @Test("every amount Tally writes, as typed, as currency, as a number or compact, is read back exactly or refused as compact")
    func ownWritingsReadBack() {
        var random = SplitMix64(state: 2026_11_27)
        for (identifier, currency) in Self.fields {
            let locale = Locale(identifier: identifier)
            let currencyFormat = AmountFormatter.cached(locale: locale, currency: currency, style: .currency)
            let decimalFormat = AmountFormatter.cached(locale: locale, currency: currency, style: .decimal)
            let compact = CompactAmountFormatter.cached(locale: locale)
            for _ in 0..<300 {
                let digits = Int(random.next() % 12)
                let mantissa = random.next() % (UInt64(pow(10, Double(digits))) + 1)
                let value = Decimal(sign: .plus, exponent: -currency.minorUnits, significand: Decimal(mantissa))
                var typed = AmountInput(currency: currency, locale: locale)
                guard typed.replace(with: value) == nil else { continue }
                for text in [typed.display, currencyFormat.string(value), decimalFormat.string(value)] {
                    var pasted = AmountInput(currency: currency, locale: locale)
                    #expect(pasted.paste(text) == nil && pasted.value == value, "\(identifier) \(text.debugDescription)")
                }
                let short = compact.string(value)
                var pasted = AmountInput(currency: currency, locale: locale)
                switch pasted.paste(short) {
                case nil:
                    // No abbreviation: what is shown is what is read.
                    #expect(compact.string(pasted.value) == short, "\(identifier) \(short.debugDescription) read as \(pasted.value)")
                case .compactAmount?, .tooManyDecimals?:
                    break
                case let other?:
                    Issue.record("\(identifier) compact \(short.debugDescription) of \(value): \(other)")
                }
            }
        }
    }

    @Test("the rule's reasons read in every language of the kit")
    func messages() {
        let reasons: [AmountInputRejection] = [
            .otherCurrency(seen: "€", currency: "USD"), .compactAmount(text: "1.2K"), .sign("-"), .exponent(text: "1e5"),
            .invisibleCharacter(codePoint: "U+202E"), .mixedDigits(text: "1٢3"),
        ]
        for reason in reasons {
            var texts: Set<String> = []
            for language in ["en", "ru", "fr", "de"] {
                let text = reason.message(locale: Locale(identifier: language))
                #expect(!text.isEmpty && !text.contains("%"), "\(language) \(reason)")
                texts.insert(text)
            }
            #expect(texts.count == 4, "\(reason) is not translated")
        }
        #expect(AmountInputRejection.otherCurrency(seen: "€", currency: "USD").message(locale: Locale(identifier: "en")) == "“€” is another currency: this amount is in USD")
        #expect(AmountInputRejection.invisibleCharacter(codePoint: "U+202E").message(locale: Locale(identifier: "en")).contains("U+202E"))
    }
}

/// Edits anywhere inside a field's grouped text, in five locales: the text is grouped again, the
/// caret stays after the character the person touched, and a grouping separator deleted deletes
/// nothing of the amount.
@Suite("CurrencyFieldState: editing inside the text")
struct CurrencyFieldEditingTests {
    /// `template` with "," as the locale's grouping separator and "." as its decimal separator.
    static func written(_ template: String, _ field: CurrencyFieldState) -> String {
        let symbols = field.input.symbols
        return String(template.flatMap { character -> String in
            switch character {
            case ",": symbols.groupingSeparator
            case ".": symbols.decimalSeparator
            default: String(character)
            }
        })
    }

    /// The UTF-16 range of the `occurrence`th `character` in `text`.
    static func range(of character: Character, in text: String, occurrence: Int = 1) -> Range<Int> {
        var seen = 0, offset = 0
        for candidate in text {
            let width = candidate.utf16.count
            if candidate == character {
                seen += 1
                if seen == occurrence { return offset..<(offset + width) }
            }
            offset += width
        }
        return offset..<offset
    }

    /// The UTF-16 offset after the first `count` characters of `template` written for `field`.
    static func offset(_ template: String, _ field: CurrencyFieldState) -> Int { written(template, field).utf16.count }

    /// (locale, currency, how 1234567.89 is grouped, and 124567.89 after the 3 goes).
    static let cases: [(String, Currency, String, String)] = [
        ("en_US", .usd, "1,234,567.89", "124,567.89"), ("de_CH", .chf, "1,234,567.89", "124,567.89"),
        ("fr_FR", .eur, "1,234,567.89", "124,567.89"), ("ru_RU", .rub, "1,234,567.89", "124,567.89"),
        ("en_IN", Currency.recognized("INR") ?? .usd, "12,34,567.89", "1,24,567.89"), ("de_DE", .eur, "1,234,567.89", "124,567.89"),
    ]

    static func field(_ identifier: String, _ currency: Currency) -> CurrencyFieldState {
        var field = CurrencyFieldState(currency: currency, locale: Locale(identifier: identifier), isFocused: true)
        field.perform(.setValue(Decimal(string: "1234567.89", locale: Locale(identifier: "en_US_POSIX"))), origin: .app)
        return field
    }

    @Test("deleting a digit inside the grouped amount regroups it, the caret where the digit was", arguments: cases)
    func deleteDigitInside(identifier: String, currency: Currency, grouped: String, afterDelete: String) {
        var field = Self.field(identifier, currency)
        #expect(field.text == Self.written(grouped, field))
        #expect(field.edit(replacing: Self.range(of: "3", in: field.text), with: "") == nil)
        #expect(field.text == Self.written(afterDelete, field))
        #expect(field.input.value == Decimal(string: "124567.89", locale: Locale(identifier: "en_US_POSIX")))
        // The caret stands after the "2" that was before the deleted "3".
        let twoEnd = Self.range(of: "2", in: field.text).upperBound
        #expect(field.caret == twoEnd, "\(identifier): caret \(field.caret) in \(field.text.debugDescription)")
    }

    @Test("deleting a grouping separator deletes nothing of the amount; the caret moves before it", arguments: cases)
    func deleteGroupingSeparator(identifier: String, currency: Currency, grouped: String, afterDelete: String) {
        var field = Self.field(identifier, currency)
        let separator = Character(field.input.symbols.groupingSeparator)
        let before = field.text
        let last = Self.range(of: separator, in: field.text, occurrence: 2)
        #expect(field.edit(replacing: last, with: "") == nil)
        #expect(field.text == before && field.input.value == Decimal(string: "1234567.89", locale: Locale(identifier: "en_US_POSIX")))
        #expect(field.caret == last.lowerBound)
        #expect(field.entry.rejection == nil)
        // The same edit as a text field reports it, the whole new text: the same answer.
        var whole = Self.field(identifier, currency)
        var characters = Array(whole.text)
        characters.remove(at: characters.lastIndex(of: separator) ?? 0)
        #expect(whole.edit(String(characters)) == nil && whole.text == before)
    }

    @Test("typing a digit inside the amount inserts it there and regroups, the caret after it", arguments: cases)
    func insertDigitInside(identifier: String, currency: Currency, grouped: String, afterDelete: String) {
        var field = Self.field(identifier, currency)
        // After the first digit, type 9: 19234567.89.
        let firstEnd = Self.range(of: "1", in: field.text).upperBound
        #expect(field.edit(replacing: firstEnd..<firstEnd, with: "9") == nil)
        #expect(field.input.value == Decimal(string: "19234567.89", locale: Locale(identifier: "en_US_POSIX")))
        #expect(field.text == field.input.display)
        #expect(field.caret == Self.range(of: "9", in: field.text).upperBound, "\(identifier): \(field.text.debugDescription) caret \(field.caret)")
        // Several digits at once (the predictive bar), inside the number.
        let caret = field.caret
        #expect(field.edit(replacing: caret..<caret, with: "00") == nil)
        #expect(field.input.value == Decimal(string: "1900234567.89", locale: Locale(identifier: "en_US_POSIX")))
        #expect(field.caret == Self.written(identifier == "en_IN" ? "1,90,0" : "1,900", field).utf16.count)
    }

    @Test("a second decimal separator, a letter or a space inside are refused or change nothing; a grouping key changes nothing", arguments: cases)
    func refusedInside(identifier: String, currency: Currency, grouped: String, afterDelete: String) {
        var field = Self.field(identifier, currency)
        let before = field.text
        let firstEnd = Self.range(of: "1", in: field.text).upperBound
        #expect(field.edit(replacing: firstEnd..<firstEnd, with: field.input.symbols.decimalSeparator) != nil)
        #expect(field.edit(replacing: firstEnd..<firstEnd, with: "x") == .notAKey("x"))
        #expect(field.edit(replacing: firstEnd..<firstEnd, with: "$5") != nil)
        #expect(field.text == before)
        #expect(field.edit(replacing: firstEnd..<firstEnd, with: field.input.symbols.groupingSeparator) == nil && field.text == before)
    }

    @Test("backspace at the end, a separator typed first, leading zeros, and deleting everything")
    func edgesOfTheText() {
        var field = CurrencyFieldState(currency: .usd, locale: Locale(identifier: "en_US"), isFocused: true)
        #expect(field.edit(replacing: 0..<0, with: ".") == nil && field.text == "0." && field.caret == 2)
        #expect(field.edit(replacing: 2..<2, with: "5") == nil && field.text == "0.5" && field.caret == 3)
        // A digit typed before the "0": the zero goes, the caret stays after the typed digit.
        #expect(field.edit(replacing: 0..<0, with: "7") == nil && field.text == "70.5")
        #expect(field.edit(replacing: 0..<4, with: "") == nil && field.text == "" && field.input.isEmpty)
        #expect(field.edit(replacing: 0..<0, with: "1234") == nil && field.text == "1,234" && field.caret == 5)
        #expect(field.edit(replacing: 4..<5, with: "") == nil && field.text == "123" && field.caret == 3)
        // "0" typed before "123" makes "0123", which is 123; the caret is at the start.
        #expect(field.edit(replacing: 0..<0, with: "0") == nil && field.text == "123" && field.caret == 0)
        // More decimals than the currency has: refused, nothing changes.
        #expect(field.edit("123.456") == .tooManyDecimals(allowed: 2) && field.text == "123")
    }
}

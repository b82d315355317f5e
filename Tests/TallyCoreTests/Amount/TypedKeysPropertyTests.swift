import Foundation
import TallyCore
import Testing

/// Keys written as text (`tally amount type`, the catalog's typing sessions) are read exactly as
/// the app's keyboard bridge reads what the system or a hardware keyboard sends, one character at
/// a time: the same key, or none, and the same amount after each.
@Suite("Typed keys read as the keyboard reads them")
struct TypedKeysPropertyTests {
    /// The bridge's alphabet: Latin, Arabic-Indic, Extended Arabic-Indic (Persian), Devanagari and
    /// full-width digits; the separators of those scripts and of the locales below, and white
    /// space; a letter and a currency sign, which are refused; the minus signs and "±", the sign
    /// key. (`<` and `!` are the text's own backspace and clear, which no keyboard types as keys.)
    static let alphabet: [Character] = Array("0123456789" + "٠١٢٣٤٥٦٧٨٩" + "۰۱۲۳۴۵۶۷۸۹" + "०१२३४५६७८९" + "０１２３４５６７８９")
        + [".", ",", "٫", "٬", "．", "，", "’", "'", " ", "\u{00A0}", "\u{202F}", "a", "€", "-", "\u{2212}", "±"]

    static let locales = ["en_US", "de_DE", "de_CH", "ru_RU", "ar_SA", "ar_EG", "fa_IR", "hi_IN", "ja_JP"]

    /// What the bridge does with `character` typed alone: its key, or nil when it changes nothing.
    static func bridgeKey(_ character: Character, input: AmountInput) -> AmountKey?? {
        switch AmountKeyboard.response(to: .insertText(String(character)), input: input) {
        case .perform(.key(let key)): key
        case .ignore: .some(nil)
        default: nil  // anything else would differ from every key
        }
    }

    @Test("for random text over the bridge's alphabet, the text's keys are the bridge's, and so is every amount, signed or not",
          arguments: locales, [false, true])
    func sameAsBridge(locale identifier: String, allowsNegative: Bool) {
        var random = SplitMix64(state: identifier.unicodeScalars.reduce(0x5EED) { $0 &* 31 &+ UInt64($1.value) })
        let locale = Locale(identifier: identifier)
        var signs = 0
        for _ in 0..<200 {
            let length = Int(random.next() % 12) + 1
            let text = String((0..<length).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] })
            var typed = AmountEntry(input: AmountInput(currency: .eur, locale: locale, allowsNegative: allowsNegative))
            var bridged = typed
            for character in text {
                let key = AmountKey.key(typing: character, symbols: typed.input.symbols)
                #expect(Self.bridgeKey(character, input: bridged.input) == .some(key), "\(identifier) \(text): \(character)")
                let before = typed.input
                if let key { typed.perform(.key(key), origin: .person) }
                bridged.handle(.insertText(String(character)))
                #expect(typed.input == bridged.input, "\(identifier) \(text)")
                #expect(typed.rejection == bridged.rejection, "\(identifier) \(text)")
                if key == .toggleSign || key == .operation(.subtract) {
                    // The sign key (a minus is one for an amount without arithmetic): refused without negatives, the minus put on or taken off with them.
                    signs += 1
                    if allowsNegative {
                        #expect(typed.input.isNegative != before.isNegative && typed.input.value == -before.value, "\(identifier) \(text)")
                    } else {
                        #expect(typed.input == before && typed.rejection == .signNotAllowed, "\(identifier) \(text)")
                    }
                }
                #expect(allowsNegative || !typed.input.isNegative)
            }
            #expect(AmountKey.keys(typing: text, symbols: typed.input.symbols)
                == text.compactMap { Self.bridgeKey($0, input: typed.input) ?? nil })
        }
        #expect(signs > 50)
    }

    @Test("< and ! are backspace and clear; the bridge's Return is white space to the text, which changes nothing")
    func textNotation() {
        let symbols = AmountInput(currency: .eur, locale: Locale(identifier: "en_US")).symbols
        #expect(AmountKey.key(typing: "<", symbols: symbols) == .backspace)
        #expect(AmountKey.key(typing: "!", symbols: symbols) == .clear)
        #expect(AmountKey.key(typing: "\n", symbols: symbols) == nil)
        let arabic = AmountInput(currency: .eur, locale: Locale(identifier: "ar_SA")).symbols
        #expect(AmountKey.key(typing: "٫", symbols: arabic) == .separator(arabic.decimalSeparator.first ?? "."))
    }
}

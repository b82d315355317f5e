import Foundation
import TallyCore
import Testing

/// What the system keyboard, a hardware keyboard, dictation and the edit menu send becomes actions
/// on the amount, each taken or refused exactly as the keypad's keys are.
@Suite("AmountKeyboard")
struct AmountKeyboardTests {
    static let english = Locale(identifier: "en_US")
    static let german = Locale(identifier: "de_DE")

    static func entry(_ currency: Currency = .chf, _ locale: Locale = english, typing keys: String = "") -> AmountEntry {
        AmountEntryTests.entry(currency, locale, typing: keys)
    }

    /// `entry` after a person sent `events`.
    static func after(_ events: [AmountKeyboardEvent], on start: AmountEntry) -> AmountEntry {
        var entry = start
        for event in events { entry.handle(event) }
        return entry
    }

    @Test("one character: ASCII digits, the locale's separator, delete")
    func singleKeys() {
        let entry = Self.after([.insertText("1"), .insertText("2"), .insertText("."), .insertText("5"), .insertText("0"),
                                .deleteBackward], on: Self.entry())
        #expect(entry.input.display == "12.5")
        #expect(entry.input.value == AmountEntryTests.decimal("12.5"))
        #expect(entry.rejection == nil)
        #expect(entry.feedbackCount == 0)
    }

    @Test("digits of other scripts are their digits", arguments: [
        ("٣", 3), ("۷", 7), ("३", 3), ("৫", 5), ("๙", 9), ("３", 3), ("၄", 4), ("𝟠", 8),
    ])
    func otherScripts(character: String, digit: Int) {
        #expect(AmountKeyboard.response(to: .insertText(character), input: Self.entry().input) == .perform(.key(.digit(digit))))
        let entry = Self.after([.insertText("1"), .insertText(character)], on: Self.entry())
        #expect(entry.input.value == Decimal(10 + digit))
    }

    @Test("numbers that are not decimal digits are refused as keys", arguments: ["²", "½", "⑤", "Ⅻ", "〇"])
    func notDecimalDigits(character: String) {
        #expect(AmountKeyboard.decimalDigit(Character(character)) == nil)
        var entry = Self.entry(typing: "4")
        #expect(entry.handle(.insertText(character)) == .perform(.key(.separator(Character(character)))))
        #expect(entry.rejection == .notAKey(character))
        #expect(entry.input.value == 4)
    }

    @Test("a letter or an emoji is refused with its reason and counted as a person's refusal", arguments: ["a", "😀", "👍🏽", "€"])
    func lettersAndEmoji(text: String) {
        var entry = Self.entry(typing: "12")
        entry.handle(.insertText(text))
        #expect(entry.input.value == 12 && entry.input.display == "12")
        #expect(entry.rejection == .notAKey(text))
        #expect(entry.feedback == .refusal && entry.feedbackCount == 1)
        #expect(entry.rejectionMessage(locale: Self.english) == "“\(text)” is not a digit")
    }

    @Test("the Arabic decimal separator and full-width separators stand for the separators they are")
    func otherSeparators() {
        #expect(Self.after([.insertText("٣"), .insertText("٫"), .insertText("٥")], on: Self.entry()).input.value == AmountEntryTests.decimal("3.5"))
        #expect(Self.after([.insertText("３"), .insertText("．"), .insertText("５")], on: Self.entry()).input.value == AmountEntryTests.decimal("3.5"))
        #expect(Self.after([.insertText("3"), .insertText("，"), .insertText("5")], on: Self.entry(.eur, Self.german)).input.value
            == AmountEntryTests.decimal("3.5"))
        // In German the Arabic separator is the comma: decimal, never grouping.
        #expect(Self.after([.insertText("3"), .insertText("٫"), .insertText("5")], on: Self.entry(.eur, Self.german)).input.display == "3,5")
    }

    @Test("white space and the grouping separator change nothing; Return and Escape end editing")
    func spaceReturnEscape() {
        let input = Self.entry(typing: "12").input
        #expect(AmountKeyboard.response(to: .insertText(" "), input: input) == .ignore)
        #expect(AmountKeyboard.response(to: .insertText(""), input: input) == .ignore)
        #expect(AmountKeyboard.response(to: .insertText("\n"), input: input) == .endEditing)
        #expect(AmountKeyboard.response(to: .escape, input: input) == .endEditing)
        let grouped = Self.after([.insertText(",")], on: Self.entry(typing: "1234"))
        #expect(grouped.input.value == 1234 && grouped.rejection == nil)
    }

    @Test("several characters of digits and one separator are typed at the end, all or none")
    func predictiveBarAppends() {
        let entry = Self.after([.insertText("12"), .insertText(".50")], on: Self.entry())
        #expect(entry.input.display == "12.50")
        // Dictation in German: the comma is the decimal separator.
        #expect(Self.after([.insertText("7"), .insertText("25,5")], on: Self.entry(.eur, Self.german)).input.display == "725,5")
        // Another script's digits and its decimal separator, as an Arabic keyboard sends them.
        #expect(Self.after([.insertText("١٢٫٥")], on: Self.entry()).input.value == AmountEntryTests.decimal("12.5"))
        // White space around a burst is not part of it (the predictive bar adds a space)...
        #expect(Self.after([.insertText("250 ")], on: Self.entry()).input.value == 250)
        // ...but inside it is: "12 34" is read whole, and refused, never typed as 1234.
        var spaced = Self.entry(typing: "5")
        spaced.handle(.insertText("12 34"))
        #expect(spaced.input.value == 5 && spaced.rejection == .notANumber(text: "12 34"))
        // Digits of two scripts in one burst are read whole, and refused.
        var mixed = Self.entry(typing: "5")
        mixed.handle(.insertText("1٢3"))
        #expect(mixed.input.value == 5 && mixed.rejection == .mixedDigits(text: "1٢3"))
        // "12.345" in CHF: the third decimal is refused, and so are the digits before it.
        var refused = Self.entry(typing: "9")
        refused.handle(.insertText("2.345"))
        #expect(refused.input.display == "9" && refused.rejection == .tooManyDecimals(allowed: 2))
        // A second separator in a burst makes it a whole number to read, as a paste.
        #expect(AmountKeyboard.response(to: .insertText("1.2.3"), input: Self.entry().input) == .perform(.paste("1.2.3")))
    }

    @Test("text with a grouping separator or other characters replaces the amount as a paste")
    func mixedTextIsAPaste() {
        let input = Self.entry(typing: "5").input
        #expect(AmountKeyboard.response(to: .insertText("$12.50"), input: input) == .perform(.paste("$12.50")))
        #expect(AmountKeyboard.response(to: .insertText("1,234.50"), input: input) == .perform(.paste("1,234.50")))
        // In German "." groups: "1.5" is never typed as the keys 1 and 5.
        let german = Self.entry(.eur, Self.german).input
        #expect(AmountKeyboard.response(to: .insertText("1.5"), input: german) == .perform(.paste("1.5")))
        let pasted = Self.after([.insertText("CHF 1,234.50")], on: Self.entry(typing: "5"))
        #expect(pasted.input.value == AmountEntryTests.decimal("1234.5"))
        var notAnAmount = Self.entry(typing: "5")
        notAnAmount.handle(.insertText("twelve"))
        #expect(notAnAmount.input.value == 5 && notAnAmount.rejection == .notANumber(text: "twelve"))
    }

    @Test("paste replaces the amount when it is one; copy gives the amount as shown, and nothing when empty")
    func pasteAndCopy() {
        var entry = Self.entry(typing: "5")
        #expect(entry.handle(.paste("1,234.5")) == .perform(.paste("1,234.5")))
        #expect(entry.input.display == "1,234.5")
        #expect(entry.handle(.copy) == .copy("1,234.5"))
        #expect(entry.handle(.paste("abc")) == .perform(.paste("abc")))
        #expect(entry.input.display == "1,234.5" && entry.rejection != nil)
        var empty = Self.entry()
        #expect(empty.handle(.copy) == .ignore)
        #expect(!AmountKeyboard.canCopy(Self.entry().input) && AmountKeyboard.canCopy(entry.input))
    }

    @Test("a currency without decimals refuses the separator key with its reason")
    func yenSeparator() {
        var entry = Self.entry(.jpy, typing: "500")
        entry.handle(.insertText("."))
        #expect(entry.input.display == "500" && entry.rejection == .tooManyDecimals(allowed: 0))
    }

    @Test("the hero's state ends focus on Escape, and the compact amount's ends editing")
    func statesEndEditing() {
        var hero = AmountInputViewState(currency: .chf, locale: Self.english, isFocused: true)
        #expect(hero.showsCursor)
        hero.handle(.insertText("4"))
        #expect(hero.isFocused && hero.display == "4")
        #expect(hero.handle(.escape) == .endEditing)
        #expect(!hero.isFocused && !hero.showsCursor && hero.display == "4")

        var compact = AnimatedAmountInputState(input: AmountInput(currency: .eur, locale: Self.german), isEditing: true)
        compact.handle(.insertText("7"))
        compact.handle(.insertText(","))
        compact.handle(.insertText("5"))
        #expect(compact.display == "7,5" && compact.showsCursor)
        compact.handle(.insertText("\n"))
        #expect(!compact.isEditing && !compact.showsCursor)
    }

    @Test("the cursor is 0.8 of the figure's size, at any size")
    func cursorHeight() {
        let state = AmountInputViewState(currency: .chf, locale: Self.english)
        #expect(state.cursorHeight(fontSize: 56) == 44.8)
        #expect(state.cursorHeight(fontSize: 20) == 16)
        #expect(AnimatedAmountInputState.cursorHeight(fontSize: 40) == 32)
    }
}

extension AmountKeyboardTests {
    /// Digits 0…9 in scripts a keyboard may send.
    static let scripts: [[String]] = [
        ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
        ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"],
        ["०", "१", "२", "३", "४", "५", "६", "७", "८", "९"],
        ["０", "１", "２", "３", "４", "５", "６", "７", "８", "９"],
    ]

    /// Random typing on the keyboard, in random scripts, with single keys and bursts of digits,
    /// against the same keys pressed on the keypad: after every event the hero shows exactly what
    /// the keypad gives, or is unchanged with the keypad's own reason.
    @Test("300 random sequences of 50 keyboard events type exactly what the keypad types", arguments: ["en_US", "de_CH", "fr_FR", "ar_EG"])
    func keyboardMatchesKeypad(identifier: String) {
        let locale = Locale(identifier: identifier)
        var random = SplitMix64(state: 0x6B65_7962_6F61_7264 ^ UInt64(identifier.utf8.count))
        var refusals = 0, bursts = 0
        for run in 0..<300 {
            let currency: Currency = [.chf, .jpy, .kwd][run % 3]
            var hero = AmountInputViewState(currency: currency, locale: locale, isFocused: true)
            let separator = Character(hero.input.symbols.decimalSeparator)
            for _ in 0..<50 {
                let before = hero.input
                var keypad = before
                let event: AmountKeyboardEvent
                var expectedRejection: AmountInputRejection?
                switch random.next() % 10 {
                case 0...4:
                    let digit = Int(random.next() % 10)
                    event = .insertText(Self.scripts[Int(random.next() % 4)][digit])
                    expectedRejection = keypad.apply(.digit(digit))
                case 5:
                    event = .insertText(String(separator))
                    expectedRejection = keypad.apply(.separator(separator))
                case 6:
                    event = .deleteBackward
                    expectedRejection = keypad.apply(.backspace)
                case 7:
                    event = .insertText("x")
                    expectedRejection = keypad.apply(.separator("x"))
                default:
                    bursts += 1
                    let digits = (0..<(2 + Int(random.next() % 3))).map { _ in Int(random.next() % 10) }
                    let script = Self.scripts[Int(random.next() % 4)]
                    event = .insertText(digits.map { script[$0] }.joined())
                    var trial = keypad
                    expectedRejection = digits.lazy.compactMap { trial.apply(.digit($0)) }.first
                    if expectedRejection == nil { keypad = trial }
                }
                let response = hero.handle(event)
                #expect(response != .ignore && response != .endEditing, "\(event)")
                if let expectedRejection {
                    refusals += 1
                    #expect(hero.input == before && hero.entry.rejection == expectedRejection, "\(event) on \(before.display)")
                } else {
                    #expect(hero.input == keypad, "\(event): \(hero.display) instead of \(keypad.display)")
                }
                #expect(hero.isFocused)
            }
        }
        #expect(refusals > 1_000 && bursts > 2_000, "refusals \(refusals), bursts \(bursts)")
    }
}

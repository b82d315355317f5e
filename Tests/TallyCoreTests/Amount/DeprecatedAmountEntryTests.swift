import Foundation
import TallyCore
import Testing

/// The amount entry names deprecated in this release still do what they did, for one release.
@Suite("Amount entry, deprecated names")
struct DeprecatedAmountEntryTests {
    static let english = Locale(identifier: "en_US")

    @available(*, deprecated)
    @Test("the paste key pastes as AmountInput.paste(_:) and AmountAction.paste(_:) do")
    func pasteKey() {
        var byKey = AmountInput(currency: .usd, locale: Self.english)
        var byPaste = byKey
        #expect(byKey.apply(.paste("$1,234.50")) == nil && byPaste.paste("$1,234.50") == nil)
        #expect(byKey == byPaste && byKey.display == "1,234.50")
        #expect(byKey.apply(.paste("12 apples")) == byPaste.paste("12 apples") && byKey.apply(.paste("12 apples")) != nil)
        #expect(byKey == byPaste)
        var entry = AmountEntry(input: AmountInput(currency: .usd, locale: Self.english))
        var action = entry
        #expect(entry.perform(.key(.paste("12.5"))) == nil && action.perform(.paste("12.5")) == nil && entry == action)
    }

    @available(*, deprecated)
    @Test("a keypad key's role and action follow its key")
    func keypadRoleAndAction() {
        let keys = AmountKeypadState(input: AmountInput(currency: .chf, locale: Self.english)).keys(locale: Self.english)
        #expect(keys.map(\.role) == (1...9).map { AmountKeypadState.Key.Role.digit($0) } + [.separator, .digit(0), .backspace])
        #expect(keys.map(\.action) == keys.map { AmountAction.key($0.key) })
    }

    @available(*, deprecated)
    @Test("the amount states' perform and refuse act on their entry, and setEntry sets the field's entry")
    func forwardingMethods() {
        var hero = AmountInputViewState(currency: .usd, locale: Self.english)
        #expect(hero.perform(.key(.digit(7))) == nil && hero.entry.input.display == "7")
        hero.refuse(.tooLarge, origin: .app)
        #expect(hero.entry.rejection == .tooLarge)

        var animated = AnimatedAmountInputState(input: AmountInput(currency: .usd, locale: Self.english))
        #expect(animated.perform(.key(.digit(4))) == nil && animated.input.display == "4")
        animated.refuse(.tooLarge, origin: .app)
        #expect(animated.entry.rejection == .tooLarge)

        var bar = QuickAmountBarState(currency: .usd, locale: Self.english)
        #expect(bar.perform(.quickAmount(10), origin: .person) == nil && bar.entry.input.value == 10)
        bar.refuse(.tooLarge, origin: .app)
        #expect(bar.entry.rejection == .tooLarge)

        var sheet = AddTransactionSheetState(amountField: CurrencyFieldState(currency: .usd, locale: Self.english), date: Date(timeIntervalSince1970: 0))
        #expect(sheet.perform(.key(.digit(3)), origin: .person) == nil && sheet.amount.display == "3" && sheet.amountField.text == "3")
        sheet.refuse(.tooLarge, origin: .app)
        #expect(sheet.entry.rejection == .tooLarge && sheet.amountField.entry.rejection == .tooLarge)

        var field = CurrencyFieldState(currency: .usd, locale: Self.english)
        var typed = field.entry
        typed.perform(.key(.digit(5)))
        field.setEntry(typed)
        #expect(field.entry == typed && field.text == "5" && field.caret == 1)
        field.refuse(.tooLarge, origin: .app)
        #expect(field.entry.rejection == .tooLarge && field.text == "5")
    }
}

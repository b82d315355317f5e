import Foundation
import TallyCore
import Testing

@Suite("CurrencyFieldState")
struct CurrencyFieldStateTests {
    static let russian = Locale(identifier: "ru_RU")

    @Test("the text is the amount as the locale groups it while typing, focused or not")
    func textIsTheDisplay() {
        var field = CurrencyFieldState(currency: .rub, locale: Self.russian, isFocused: true)
        #expect(field.edit("1234,5") == nil)
        let grouped = "1" + field.input.symbols.groupingSeparator + "234,5"
        #expect(field.text == grouped && field.input.display == grouped && field.caret == grouped.utf16.count)
        field.setFocused(false)
        #expect(field.text == grouped)
        field.setFocused(true)
        #expect(field.text == grouped)
        #expect(field.edit("") == nil && field.input.isEmpty && field.text == "")
    }

    @Test("a refused text keeps the last accepted text and the reason until an accepted change")
    func refusalStays() {
        var field = CurrencyFieldState(currency: .eur, locale: AmountEntryTests.english, isFocused: true)
        field.edit("42")
        #expect(field.edit("42 apples") == .notANumber(text: "42 apples"))
        #expect(field.text == "42" && field.input.value == 42)
        #expect(field.errorText(locale: AmountEntryTests.english) == "“42 apples” is not an amount")
        #expect(field.border.role == .error)
        // The same text written back (as a text field does after a refusal) changes nothing.
        #expect(field.edit("42") == nil && field.errorText(locale: AmountEntryTests.english) != nil)
        #expect(field.edit("42.5") == nil && field.errorText(locale: AmountEntryTests.english) == nil && field.border.role == .primary)
    }

    @Test("an amount set from outside rewrites the text at once, focused or not")
    func externalValue() {
        var field = CurrencyFieldState(currency: .chf, locale: Locale(identifier: "de_CH"), isFocused: true)
        field.edit("7")
        field.perform(.quickAmount(1500))
        #expect(field.text == "1’500" && field.input.value == 1500)
        field.perform(.setValue(nil), origin: .app)
        #expect(field.text == "" && field.placeholder == "0")
    }

    @Test("border: error over focus over rest; VoiceOver reads the amount or Empty, and the refusal")
    func borderAndAccessibility() {
        var field = CurrencyFieldState(currency: .eur, locale: AmountEntryTests.english)
        #expect(field.border == FieldBorder(isFocused: false, hasError: false))
        #expect(field.accessibility(locale: AmountEntryTests.english) == PickerAccessibility(label: "Amount", value: "Empty"))
        field.setFocused(true)
        field.edit("5")
        #expect(field.accessibility(locale: AmountEntryTests.english).value == "€5.00")
        field.edit("5x")
        #expect(field.accessibility(locale: AmountEntryTests.english).hint == "Error: “x” is not a digit")
    }

    @Test("a maximum: text above it is refused as too large and the last accepted text stays")
    func maximumValue() {
        var field = CurrencyFieldState(currency: .eur, locale: AmountEntryTests.english, maximumValue: 1000, isFocused: true)
        #expect(field.input.maximumValue == 1000 && field.isFocused)
        #expect(field.edit("999.99") == nil)
        #expect(field.edit("1000.01") == .tooLarge && field.text == "999.99")
        #expect(field.perform(.setValue(1000), origin: .app) == nil && field.text == "1,000")
    }
}

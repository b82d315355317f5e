import Foundation
import TallyCore
import Testing

@Suite("AmountInputViewState")
struct AmountInputViewStateTests {
    @Test("the figure, its colour, the reason and VoiceOver follow one currency")
    func oneCurrency() {
        var state = AmountInputViewState(currency: .chf, locale: Locale(identifier: "de_CH"), conversionTarget: .eur)
        state.entry.perform(.paste("12.50"))
        #expect(state.conversionKey == ConversionKey(amount: AmountEntryTests.decimal("12.5"), currency: "CHF", target: "EUR"))
        state.entry.perform(.changeCurrency(.usd))
        #expect(state.conversionKey?.currency == "USD")
        #expect(state.accessibility(locale: Locale(identifier: "de_CH")).value == "$\u{00A0}12.50")
        // Converting into the amount's own currency shows nothing.
        state.entry.perform(.changeCurrency(.eur))
        #expect(state.conversionKey == nil && state.conversionDisplay(locale: AmountEntryTests.english).text == nil)
    }

    @Test("a refusal turns the figure red and shows the reason; an accepted key clears both")
    func refusal() {
        var state = AmountInputViewState(currency: .jpy, locale: AmountEntryTests.english)
        state.entry.perform(.key(.digit(7)))
        #expect(!state.showsRefusal && state.errorText(locale: AmountEntryTests.english) == nil)
        state.entry.perform(.key(.separator(".")))
        #expect(state.showsRefusal && state.errorText(locale: AmountEntryTests.english) == "This currency allows 0 decimal places")
        state.entry.perform(.key(.digit(1)))
        #expect(!state.showsRefusal && state.display == "71")
    }

    @Test("VoiceOver: label, the whole amount with its currency, the hint")
    func accessibility() {
        var state = AmountInputViewState(currency: .rub, locale: Locale(identifier: "ru_RU"))
        state.entry.perform(.paste("1 234,5"))
        let reading = state.accessibility(locale: Locale(identifier: "ru_RU"))
        #expect(reading.value == "1\u{00A0}234,50\u{00A0}₽" && reading.label == "Сумма" && reading.hint?.isEmpty == false)
    }

    @Test("a maximum: a key or a value from outside above it is refused as too large")
    func maximumValue() {
        var state = AmountInputViewState(currency: .chf, locale: AmountEntryTests.english, maximumValue: 500, conversionTarget: .eur)
        #expect(state.input.maximumValue == 500 && state.conversionTarget == .eur)
        for key in AmountKey.keys(typing: "50") { state.entry.perform(.key(key)) }
        #expect(state.entry.perform(.key(.digit(1))) == .tooLarge && state.display == "50")
        #expect(state.entry.perform(.setValue(501), origin: .app) == .tooLarge && state.display == "50")
        // The maximum stays with the amount through a currency change.
        state.entry.perform(.changeCurrency(.eur), origin: .app)
        #expect(state.input.maximumValue == 500)
        #expect(AmountInputViewState(currency: .chf, locale: AmountEntryTests.english).input.maximumValue == nil)
    }
}

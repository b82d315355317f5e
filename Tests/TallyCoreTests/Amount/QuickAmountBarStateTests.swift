import Foundation
import TallyCore
import Testing

@Suite("QuickAmountBarState")
struct QuickAmountBarStateTests {
    @Test("chips read the amount's own currency")
    func chipsFollowCurrency() {
        var bar = QuickAmountBarState(entry: AmountEntryTests.entry(.chf, Locale(identifier: "fr_CH")))
        let swiss = Locale(identifier: "fr_CH")
        // Foundation's own currency format is the reference.
        #expect(bar.chips(locale: swiss).first?.label == Decimal(10).formatted(.currency(code: "CHF").locale(swiss).precision(.fractionLength(0))))
        bar.entry.perform(.changeCurrency(.eur))
        #expect(bar.chips(locale: AmountEntryTests.english).first?.label == "€10")
        bar.tap(10)
        #expect(bar.entry.input.value == 10 && bar.entry.currency == .eur)
    }

    @Test("a chip the currency or the maximum cannot take is unavailable with the reason; its tap changes nothing")
    func unavailableChips() {
        let ninePointNine = AmountEntryTests.decimal("9.99")
        var bar = QuickAmountBarState(quickAmounts: QuickAmounts([500, ninePointNine, 5000]),
                                      entry: AmountEntryTests.entry(.jpy, maximum: 2000, typing: "500"))
        let chips = bar.chips(locale: AmountEntryTests.english)
        #expect(chips.map(\.isEnabled) == [true, false, false])
        #expect(chips.map(\.isSelected) == [true, false, false])
        #expect(chips[1].refusal == .tooManyDecimals(allowed: 0) && chips[1].label == "¥9.99")
        #expect(chips[1].accessibilityHint == "Unavailable: This currency allows 0 decimal places")
        #expect(chips[2].accessibilityHint == "Unavailable: The amount is too large")
        #expect(chips[0].accessibilityHint == nil && chips[0].accessibilityLabel == "Set amount to ¥500")
        let tap = bar.tap(5000)
        #expect(tap == .refused(.tooLarge) && !tap.movesFocusToDescription && bar.entry.input.value == 500)
        #expect(bar.tap(500) == .applied)
    }

    @Test("a bar for an empty amount in a currency, with a maximum: presets above it are unavailable")
    func currencyAndMaximum() {
        var bar = QuickAmountBarState(currency: .jpy, locale: AmountEntryTests.english, maximumValue: 1000, quickAmounts: QuickAmounts([500, 5000]))
        #expect(bar.entry.input.isEmpty && bar.entry.currency == .jpy && bar.entry.input.maximumValue == 1000)
        let chips = bar.chips(locale: AmountEntryTests.english)
        #expect(chips.map(\.isEnabled) == [true, false] && chips[1].refusal == .tooLarge)
        #expect(bar.tap(5000) == .refused(.tooLarge) && bar.entry.input.isEmpty)
        #expect(bar.tap(500) == .applied && bar.entry.input.value == 500)
    }
}

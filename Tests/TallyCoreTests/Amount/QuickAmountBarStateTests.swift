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
}

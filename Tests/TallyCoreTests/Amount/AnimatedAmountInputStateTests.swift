import Foundation
import TallyCore
import Testing

@Suite("AnimatedAmountInputState")
struct AnimatedAmountInputStateTests {
    @Test("the cursor shows while editing; VoiceOver reads Edit amount and the whole amount")
    func state() {
        var input = AmountInput(currency: .eur, locale: AmountEntryTests.german)
        input.apply(.paste("2450,5"))
        let idle = AnimatedAmountInputState(input: input)
        #expect(!idle.showsCursor && idle.display == "2.450,5")
        #expect(AnimatedAmountInputState(input: input, isEditing: true).showsCursor)
        #expect(idle.accessibility(locale: AmountEntryTests.german).value == "2.450,50\u{00A0}€")
        #expect(AnimatedAmountInputState.cursorHeight(fontSize: 40) == 32)
    }
}

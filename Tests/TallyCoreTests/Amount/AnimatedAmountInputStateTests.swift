import Foundation
import TallyCore
import Testing

@Suite("AnimatedAmountInputState")
struct AnimatedAmountInputStateTests {
    @Test("the cursor shows while editing; VoiceOver reads Edit amount and the whole amount")
    func state() {
        var input = AmountInput(currency: .eur, locale: AmountEntryTests.german)
        input.paste("2450,5")
        let idle = AnimatedAmountInputState(input: input)
        #expect(!idle.showsCursor && idle.display == "2.450,5")
        #expect(AnimatedAmountInputState(input: input, isEditing: true).showsCursor)
        #expect(idle.accessibility(locale: AmountEntryTests.german).value == "2.450,50\u{00A0}€")
        #expect(AnimatedAmountInputState.cursorHeight(fontSize: 40) == 32)
        // A figure that fits is drawn at the base size; a long one shrinks to the width.
        let measurer = AdvanceWidthMeasurer.interBoldTabular
        #expect(idle.fontSize(availableWidth: 342, measurer: measurer, baseSize: 32) == 32)
        var long = AmountInput(currency: .eur, locale: AmountEntryTests.german)
        long.paste("987654321012,34")
        let shrunk = AnimatedAmountInputState(input: long).fontSize(availableWidth: 200, measurer: measurer, baseSize: 32)
        #expect(shrunk < 32 && measurer.width(of: long.display, fontSize: shrunk) <= 200 + 1e-9)
    }
}

import Foundation
import TallyCore
import Testing

@Suite("AddTransactionSheetState")
struct AddTransactionSheetStateTests {
    static let today = Date(timeIntervalSince1970: 1_795_254_600)

    @Test("one amount: a chip shows and sets the amount's currency, and a currency change keeps the chips in step")
    func oneCurrency() {
        var sheet = AddTransactionSheetState(currency: .chf, locale: AmountEntryTests.english, today: Self.today)
        #expect(sheet.focus == .amount && sheet.amountField.isFocused && !sheet.canSave && sheet.draft == nil)
        #expect(sheet.changeCurrency(to: .eur) == nil)
        #expect(sheet.quickAmountBar.chips(locale: AmountEntryTests.english).first?.label == "€10")
        #expect(sheet.tapQuickAmount(10) == .applied)
        #expect(sheet.amount.value == 10 && sheet.amount.currency == .eur && sheet.amountField.text == "10")
        #expect(sheet.focus == .description && !sheet.amountField.isFocused)
    }

    @Test("a refused chip moves no focus and keeps the amount")
    func refusedChip() {
        var sheet = AddTransactionSheetState(currency: .jpy, locale: AmountEntryTests.english,
                                             quickAmounts: QuickAmounts([AmountEntryTests.decimal("9.99")]), today: Self.today)
        sheet.amountField.edit("500")
        #expect(sheet.tapQuickAmount(AmountEntryTests.decimal("9.99")) == .refused(.tooManyDecimals(allowed: 0)))
        #expect(sheet.amount.value == 500 && sheet.focus == .amount)
        #expect(sheet.amountField.errorText(locale: AmountEntryTests.english) == "This currency allows 0 decimal places")
    }

    @Test("the draft: the amount as typed, the description trimmed, the kind and the date")
    func draft() throws {
        var sheet = AddTransactionSheetState(currency: .chf, locale: AmountEntryTests.english, today: Self.today)
        sheet.amountField.edit("12.5")
        sheet.description = "  Lunch \n"
        sheet.kind = .income
        let draft = try #require(sheet.draft)
        #expect(draft.amount.value == AmountEntryTests.decimal("12.5") && draft.description == "Lunch" && draft.kind == .income && draft.date == Self.today)
        #expect(AddTransactionSheetState.kindOptions(locale: Locale(identifier: "de_DE")).map(\.label) == ["Ausgabe", "Einnahme"])
    }

    @Test("the type is a segmented picker under the sheet's own header: segments, or rows at the accessibility sizes")
    func kindPicker() {
        var sheet = AddTransactionSheetState(currency: .chf, locale: AmountEntryTests.english, today: Self.today)
        let picker = sheet.kindPicker(locale: AmountEntryTests.english)
        #expect(picker.options == AddTransactionSheetState.kindOptions(locale: AmountEntryTests.english))
        #expect(picker.selection == sheet.kind)
        #expect(picker.header == nil && !picker.showsCard)
        #expect(picker.title == Localizer.string(.transactionType, locale: AmountEntryTests.english))
        sheet.kind = .income
        #expect(sheet.kindPicker(locale: AmountEntryTests.english).selectedOption?.value == .income)
    }

    @Test("a maximum: the amount field refuses more, and a larger preset is unavailable")
    func maximumValue() {
        var sheet = AddTransactionSheetState(currency: .chf, locale: AmountEntryTests.english, maximumValue: 20, today: Self.today)
        #expect(sheet.amount.maximumValue == 20 && sheet.focus == .amount)
        let chips = sheet.quickAmountBar.chips(locale: AmountEntryTests.english)
        #expect(chips.map(\.isEnabled) == [true, true, true, false])  // 10, 15, 20 and 30
        #expect(sheet.tapQuickAmount(30) == .refused(.tooLarge) && sheet.amount.isEmpty && sheet.focus == .amount)
        #expect(sheet.amountField.edit("25") == .tooLarge)
    }
}

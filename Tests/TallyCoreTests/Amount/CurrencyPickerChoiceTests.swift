import Foundation
import TallyCore
import Testing

@Suite("CurrencyPickerState.Choice")
struct CurrencyPickerChoiceTests {
    static let english = Locale(identifier: "en_US")

    /// An amount view's state with 12.5 CHF typed.
    static func typed(_ text: String = "12.5", currency: Currency = .chf) -> AmountInputViewState {
        var state = AmountInputViewState(currency: currency, locale: english)
        state.entry.perform(.text(text))
        return state
    }

    @Test("a currency the typed amount cannot be in changes nothing, shows the reason as changeCurrency does, and keeps the recents")
    func refused() throws {
        var state = Self.typed()
        var expected = state.entry
        let refusal = expected.perform(.changeCurrency(.jpy))
        let reason = try #require(refusal)
        let choice = state.chooseCurrency(.jpy, recents: [.eur])
        #expect(choice == .refused(.jpy, reason: reason))
        #expect(!choice.isChosen && !choice.dismissesPicker && choice.recents == nil && choice.rejection == reason)
        // The entry is exactly what changeCurrency leaves: the amount and currency kept, the reason
        // shown, the refusal played and counted.
        #expect(state.entry == expected)
        #expect(state.entry.currency == .chf && state.display == Self.typed().display)
        #expect(state.errorText(locale: Self.english) == expected.rejectionMessage(locale: Self.english))
        #expect(state.errorText(locale: Self.english) != nil)
        #expect(state.entry.feedback == .refusal && state.entry.refusalCount == 1)
        // Choosing it again shows the reason again.
        #expect(state.chooseCurrency(.jpy, recents: [.eur]) == choice)
        #expect(state.entry.refusalCount == 2 && state.showsRefusal)
        // The picker's row said so before it was tapped, in the same words.
        let row = try #require(CurrencyPickerState(selection: .chf, entry: state.entry, favourites: [.jpy], locale: Self.english).rows.first)
        #expect(row.refusal == state.errorText(locale: Self.english) && !row.isChoosable)
    }

    @Test("a currency the amount can be in changes it, closes the picker and heads the recents")
    func chosen() {
        var state = Self.typed()
        let choice = state.chooseCurrency(.eur, recents: [.usd, .gbp])
        #expect(choice == .chosen(.eur, recents: [.eur, .usd, .gbp]))
        #expect(choice.isChosen && choice.dismissesPicker && choice.currency == .eur && choice.rejection == nil)
        #expect(state.entry.currency == .eur && state.entry.input.value == Decimal(string: "12.5"))
        #expect(!state.showsRefusal && state.entry.feedback == .selection)
        // A whole amount can go to yen; the same currency again is a choice that changes nothing.
        var whole = Self.typed("12")
        #expect(whole.chooseCurrency(.jpy).isChosen && whole.entry.currency == .jpy)
        let before = whole.entry
        #expect(whole.chooseCurrency(.jpy, recents: [.eur, .jpy]) == .chosen(.jpy, recents: [.jpy, .eur]))
        #expect(whole.entry == before)
    }

    @Test("a taken choice clears an earlier refusal; an app's choice plays nothing")
    func clearsRefusal() {
        var state = Self.typed()
        state.chooseCurrency(.jpy)
        #expect(state.showsRefusal)
        state.chooseCurrency(.usd)
        #expect(!state.showsRefusal && state.entry.currency == .usd)
        var quiet = Self.typed()
        quiet.chooseCurrency(.jpy, origin: .app)
        #expect(quiet.showsRefusal && quiet.entry.refusalCount == 0 && quiet.entry.feedbackCount == 0)
    }

    @Test("the field and the sheet choose on their own amount: the field's text follows, the sheet's quick amounts act in it")
    func otherStates() {
        var field = CurrencyFieldState(currency: .chf, locale: Self.english)
        field.entry.perform(.text("12.5"))
        let text = field.text
        #expect(!field.chooseCurrency(.jpy).isChosen)
        #expect(field.text == text && field.entry.currency == .chf && field.errorText(locale: Self.english) != nil)
        #expect(field.chooseCurrency(.eur).isChosen && field.entry.currency == .eur)

        var sheet = AddTransactionSheetState(currency: .chf, locale: Self.english, today: Date(timeIntervalSince1970: 0))
        sheet.entry.perform(.text("12.5"))
        #expect(!sheet.chooseCurrency(.jpy).isChosen && sheet.amount.currency == .chf)
        #expect(sheet.chooseCurrency(.gbp, recents: [.chf]) == .chosen(.gbp, recents: [.gbp, .chf]))
        #expect(sheet.amount.currency == .gbp && sheet.quickAmountBar.entry.currency == .gbp)
    }

    @Test("recents: newest first, each currency once, at most the limit")
    func recents() throws {
        #expect(CurrencyPickerState.recents([], choosing: .chf) == [.chf])
        #expect(CurrencyPickerState.recents([.eur, .usd, .chf], choosing: .chf) == [.chf, .eur, .usd])
        #expect(CurrencyPickerState.recents([.chf, .eur], choosing: .chf) == [.chf, .eur])
        // Duplicates already there are dropped too.
        #expect(CurrencyPickerState.recents([.eur, .eur, .usd, .eur], choosing: .gbp) == [.gbp, .eur, .usd])
        // Capped at 5 unless told: the oldest goes.
        #expect(CurrencyPickerState.recentsLimit == 5)
        let five: [Currency] = [.eur, .usd, .gbp, .jpy, .rub]
        #expect(CurrencyPickerState.recents(five, choosing: .chf) == [.chf, .eur, .usd, .gbp, .jpy])
        #expect(CurrencyPickerState.recents(five, choosing: .gbp) == [.gbp, .eur, .usd, .jpy, .rub])
        #expect(CurrencyPickerState.recents(five, choosing: .chf, limit: 2) == [.chf, .eur])
        #expect(CurrencyPickerState.recents(five, choosing: .chf, limit: 0).isEmpty)
        // An app's own currency counts by its code.
        let points = try Currency(code: "PTS", minorUnits: 0, name: "Points")
        #expect(CurrencyPickerState.recents([points, .eur], choosing: points) == [points, .eur])
    }

    @Test("the button that opens the picker reads \"Currency\", the currency's name and what it does, in the UI language")
    func button() {
        let english = CurrencyPickerState.buttonAccessibility(currency: .chf, locale: Self.english)
        #expect(english == AccessibilityElement(label: "Currency", value: "Swiss Franc, CHF", hint: "Chooses the amount's currency", traits: .button))
        let russian = CurrencyPickerState.buttonAccessibility(currency: .eur, locale: Locale(identifier: "ru_RU"))
        #expect(russian.label == "Валюта" && russian.hint == "Выбирает валюту суммы" && russian.value?.hasSuffix("EUR") == true)
        let german = CurrencyPickerState.buttonAccessibility(currency: .usd, locale: Self.english, language: TallyLanguage("de"))
        #expect(german.label == "Währung")
        #expect(CurrencyPickerState.buttonAccessibility(currency: .eur, locale: Locale(identifier: "fr_FR")).label == "Devise")
    }
}

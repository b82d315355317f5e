import Foundation
import TallyCore
import Testing

/// The one rule of the money path: an action either produces exactly what it means, or changes
/// nothing but the reason shown.
@Suite("AmountEntry")
struct AmountEntryTests {
    static let english = Locale(identifier: "en_US")
    static let german = Locale(identifier: "de_DE")

    static func entry(_ currency: Currency, _ locale: Locale = english, maximum: Decimal? = nil, typing keys: String = "") -> AmountEntry {
        var entry = AmountEntry(input: AmountInput(currency: currency, locale: locale, maximumValue: maximum))
        for key in AmountKey.keys(typing: keys) { entry.perform(.key(key), origin: .app) }
        return entry
    }

    static func decimal(_ text: String) -> Decimal { Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))! }

    @Test("a refused quick amount keeps the amount (JPY 500, then a 9.99 preset)")
    func refusedQuickAmountKeepsAmount() {
        var entry = Self.entry(.jpy, typing: "500")
        #expect(entry.perform(.quickAmount(Self.decimal("9.99"))) == .tooManyDecimals(allowed: 0))
        #expect(entry.input.display == "500" && entry.input.value == 500)
        #expect(entry.rejection == .tooManyDecimals(allowed: 0))
    }

    @Test("a quick amount above the maximum keeps the amount (CHF 12, maximum 20, preset 30)")
    func quickAmountAboveMaximum() {
        var entry = Self.entry(.chf, maximum: 20, typing: "12")
        #expect(entry.perform(.quickAmount(30)) == .tooLarge)
        #expect(entry.input.value == 12 && entry.input.display == "12")
    }

    @Test("a quick amount is read from the number, never through the locale's separators")
    func quickAmountIsExact() {
        // In German "." groups: read as text, 1234.567 would become 1 234 567.
        var entry = Self.entry(.kwd, Self.german)
        #expect(entry.perform(.quickAmount(Self.decimal("1234.567"))) == nil)
        #expect(entry.input.value == Self.decimal("1234.567") && entry.input.display == "1.234,567")
    }

    @Test("the reason stays until an accepted change, not a change that leaves the amount as it is")
    func reasonStays() {
        var entry = Self.entry(.chf, typing: "12.34")
        #expect(entry.perform(.key(.digit(5))) == .tooManyDecimals(allowed: 2))
        #expect(entry.perform(.key(.separator("."))) == nil)  // a second separator changes nothing
        #expect(entry.rejection == .tooManyDecimals(allowed: 2))
        #expect(entry.perform(.key(.backspace)) == nil)
        #expect(entry.rejection == nil && entry.input.display == "12.3")
    }

    @Test("a currency change keeps the digits when the new currency holds them, and is refused otherwise")
    func currencyChange() {
        var entry = Self.entry(.chf, typing: "12.5")
        #expect(entry.perform(.changeCurrency(.eur)) == nil)
        #expect(entry.currency == .eur && entry.input.display == "12.5" && entry.input.accessibilityValue(locale: Self.english) == "€12.50")
        #expect(entry.perform(.changeCurrency(.jpy)) == .currencyCannotHoldDecimals(currency: "JPY", allowed: 0))
        #expect(entry.currency == .eur && entry.input.display == "12.5")
        #expect(entry.rejectionMessage(locale: Self.english) == "JPY allows 0 decimal places: delete the extra digits first")
        #expect(entry.perform(.changeCurrency(.kwd)) == nil && entry.input.value == Self.decimal("12.5"))
        // A separator with nothing after it goes when the currency has no decimals; the value stays.
        var dangling = Self.entry(.chf, typing: "12.")
        #expect(dangling.perform(.changeCurrency(.jpy)) == nil && dangling.input.display == "12" && dangling.input.value == 12)
    }

    @Test("values set by the app: exact, or refused with the reason; nil empties")
    func setValue() {
        var entry = Self.entry(.chf)
        #expect(entry.perform(.setValue(Self.decimal("19.9")), origin: .app) == nil && entry.input.display == "19.9")
        #expect(entry.perform(.setValue(-5), origin: .app) == .negative && entry.input.display == "19.9")
        #expect(entry.perform(.setValue(Self.decimal("1.005")), origin: .app) == .tooManyDecimals(allowed: 2))
        #expect(entry.perform(.setValue(Self.decimal("1e13")), origin: .app) == .tooLarge && entry.input.display == "19.9")
        #expect(entry.perform(.setValue(nil), origin: .app) == nil && entry.input.isEmpty)
    }

    @Test("an amount copied from a record in a withdrawn currency pastes into that currency only; a code that is no currency does not")
    func withdrawnCodePastes() throws {
        let lev = try #require(Currency.recognized("BGN"))
        var entry = Self.entry(lev)
        #expect(entry.perform(.paste("BGN 12.50")) == nil && entry.input.value == Self.decimal("12.5"))
        // In euros the lev is another currency: refused with what was seen, never read as €12.50.
        var euros = Self.entry(.eur)
        #expect(euros.perform(.paste("BGN 12.50")) == .otherCurrency(seen: "BGN", currency: "EUR") && euros.input.isEmpty)
        #expect(entry.perform(.paste("QQQ 7")) == .notANumber(text: "QQQ 7") && entry.input.value == Self.decimal("12.5"))
    }

    @Test("a letter is refused with a reason; the grouping separator changes nothing")
    func notAKey() {
        var entry = Self.entry(.usd, typing: "12")
        #expect(entry.perform(.key(.separator("a"))) == .notAKey("a"))
        #expect(entry.rejectionMessage(locale: Self.english) == "“a” is not a digit")
        #expect(entry.input.display == "12")
        #expect(entry.perform(.key(.separator(","))) == nil && entry.input.display == "12")  // en_US groups with ","
    }

    @Test("feedback follows a person's actions only: a selection for a quick amount or a currency, an error for a refusal")
    func feedback() {
        var entry = Self.entry(.chf)
        entry.perform(.setValue(10), origin: .app)
        entry.perform(.setValue(-1), origin: .app)
        #expect(entry.feedbackCount == 0 && entry.feedback == nil && entry.announcement(locale: Self.english) == nil)
        entry.perform(.key(.digit(5)))
        #expect(entry.feedbackCount == 0)  // a key the keyboard clicks for itself
        entry.perform(.quickAmount(20))
        #expect(entry.feedbackCount == 1 && entry.feedback == .selection)
        entry.perform(.quickAmount(20))  // the same amount again: nothing changed, nothing played
        #expect(entry.feedbackCount == 1)
        entry.perform(.quickAmount(Self.decimal("0.001")))
        #expect(entry.feedbackCount == 2 && entry.feedback == .refusal)
        #expect(entry.announcement(locale: Self.english) == "This currency allows 2 decimal places")
        entry.perform(.changeCurrency(.eur))
        #expect(entry.feedbackCount == 3 && entry.feedback == .selection && entry.announcement(locale: Self.english) == nil)
    }
}

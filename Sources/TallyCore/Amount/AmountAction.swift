import Foundation

/// Something done to an amount, by a person or by the app.
public enum AmountAction: Sendable, Hashable {
    /// A key of the keypad or the keyboard.
    case key(AmountKey)
    /// Several keys at once, in order (text from the predictive bar or dictation): all are taken,
    /// or the first refusal refuses them all and the amount stays as it was.
    case keys([AmountKey])
    /// Pasted text, which replaces the amount if it is exactly an amount.
    case paste(String)
    /// The whole text of a text field as it now reads (see ``AmountInput/replace(withText:)``).
    case text(String)
    /// A quick amount: the amount becomes exactly this preset.
    case quickAmount(Decimal)
    /// Another currency for the amount, its typed digits kept.
    case changeCurrency(Currency)
    /// A value set from outside (a loaded record, a binding); nil empties the amount.
    case setValue(Decimal?)
    /// The amount's digits as an edit inside a text field left them: `integer` ASCII digits
    /// without leading zeros ("0" for none, empty for no amount), after a "-" for a negative
    /// amount ("-" alone for a pending minus), and `fraction` the digits after
    /// the decimal separator, nil without one ("12." is `"12"`, `""`). See
    /// ``CurrencyFieldState/edit(replacing:with:)``.
    case digits(integer: String, fraction: String?)
}

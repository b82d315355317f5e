import Foundation

/// What a conversion field asks for: an amount, its currency and the currency to show it in.
public struct ConversionKey: Sendable, Hashable {
    /// The amount typed, in ``currency``.
    public var amount: Decimal
    /// The code of the amount's currency, for example `"CHF"`.
    public var currency: String
    /// The code of the currency to convert into, for example `"EUR"`.
    public var target: String

    /// The conversion of `amount` `currency` into `target`.
    public init(amount: Decimal, currency: String, target: String) {
        self.amount = amount
        self.currency = currency
        self.target = target
    }
}

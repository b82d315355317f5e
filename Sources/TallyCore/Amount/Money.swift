import Foundation

/// An exact amount in a currency: what an app's model holds for one amount, and what an amount
/// view binds, so that the amount and its currency are written and refused together.
///
/// ```swift
/// @State private var price = Money(amount: 12.5, currency: .chf)
/// AmountInputView(money: $price)
/// ```
public struct Money: Sendable, Hashable, Codable {
    /// The amount, exactly as the app or the person set it.
    public var amount: Decimal
    /// The currency the amount is in.
    public var currency: Currency

    /// `amount` in `currency`.
    public init(amount: Decimal, currency: Currency) {
        self.amount = amount
        self.currency = currency
    }

    /// Zero in `currency`.
    public static func zero(_ currency: Currency) -> Money {
        Money(amount: 0, currency: currency)
    }
}

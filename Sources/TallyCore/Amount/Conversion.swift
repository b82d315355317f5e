import Foundation

/// An amount converted into another currency, with the day of the rates used.
public struct Conversion: Sendable, Hashable {
    /// The converted amount, in the target currency, not rounded (rounding for display is the
    /// formatter's job).
    public var amount: Decimal
    /// The day of the exchange rates used; show it next to the amount. Nil when no rate was
    /// needed (the amount was already in the target currency).
    public var ratesDate: RatesDate?

    /// A converted amount and the day of its rates.
    public init(amount: Decimal, ratesDate: RatesDate?) {
        self.amount = amount
        self.ratesDate = ratesDate
    }
}

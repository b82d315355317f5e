import Foundation

/// Converts with one fixed day of ECB reference rates, without any network access.
public struct ECBConverter: CurrencyConverter, Hashable {
    /// The rates every conversion uses.
    public let rates: ECBReferenceRates

    /// A converter over `rates`.
    public init(rates: ECBReferenceRates) {
        self.rates = rates
    }

    /// `amount` of `from` in `to`, crossing through the euro (see
    /// ``ECBReferenceRates/convert(_:from:to:)``), dated with the rates' day.
    ///
    /// - Throws: ``ConversionError/rateUnavailable(from:to:)`` when the ECB lists no rate for
    ///   either currency.
    public func convert(_ amount: Decimal, from: Currency, to: Currency) async throws -> Conversion {
        guard let converted = rates.convert(amount, from: from, to: to) else {
            throw ConversionError.rateUnavailable(from: from.code, to: to.code)
        }
        return Conversion(amount: converted, ratesDate: rates.date)
    }
}

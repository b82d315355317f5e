import Foundation

/// Converts amounts between currencies, possibly asking a server.
public protocol CurrencyConverter: Sendable {
    /// `amount` of `from` expressed in `to`.
    ///
    /// - Throws: ``ConversionError`` when no rate is known, or whatever fetching rates threw
    ///   (including `CancellationError` when the calling task was cancelled).
    func convert(_ amount: Decimal, from: Currency, to: Currency) async throws -> Conversion
}

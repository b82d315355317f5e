import Foundation

/// Why a conversion did not happen.
public enum ConversionError: Error, Sendable, Hashable {
    /// There is no rate between these two currencies (codes such as `"CHF"`).
    case rateUnavailable(from: String, to: String)
}

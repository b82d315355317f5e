import Foundation

/// Why an app's own currency could not be made.
public enum CurrencyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The code is not three ASCII letters.
    case malformedCode(String)
    /// The minor units are outside `allowed`.
    case minorUnitsOutOfRange(Int, allowed: ClosedRange<Int>)
    /// The symbol is empty, white space, longer than 8 characters or holds control characters.
    case malformedSymbol(String)

    /// What is wrong and what would be accepted.
    public var description: String {
        switch self {
        case .malformedCode(let code):
            "\"\(VisibleText.escaped(code, limit: 32))\" is not a currency code: a code is three ASCII letters, such as PTS."
        case .minorUnitsOutOfRange(let units, let allowed):
            "\(units) minor units: a currency has \(allowed.lowerBound) through \(allowed.upperBound)."
        case .malformedSymbol(let symbol):
            "\"\(VisibleText.escaped(symbol, limit: 32))\" is not a currency symbol: 1 to 8 visible characters, without control characters."
        }
    }
}

import Foundation
@_spi(Tally) import TallyCore

/// Why a number written as text was refused.
package enum PlainDecimalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing was written.
    case empty
    /// Not a number written with ASCII digits and at most one '.' (`1-2`, `1.2.3`, `.`, `1e5`).
    case malformed(String)
    /// A minus sign where only amounts of zero or more are accepted.
    case negative(String)
    /// More significant digits than `Decimal` holds exactly.
    case tooManyDigits(String, count: Int, allowed: Int)

    /// What is wrong and what would be accepted; the text quoted from the argument is escaped
    /// with ``VisibleText/escaped(_:)``.
    package var description: String {
        switch self {
        case .empty:
            "is empty: write a number with ASCII digits and '.', for example 1234.5"
        case .malformed(let text):
            "\"\(VisibleText.escaped(text, limit: 64))\" is not a number written with ASCII digits and at most one '.', for example 1234.5"
        case .negative(let text):
            "\"\(VisibleText.escaped(text, limit: 64))\" is negative: an amount here is zero or more"
        case .tooManyDigits(let text, let count, let allowed):
            "\"\(VisibleText.escaped(text, limit: 64))\" has \(count) significant digits; at most \(allowed) are kept exactly"
        }
    }
}

/// A number written as plain text (`-1234.50`), read exactly or refused: never a prefix of the
/// text, never rounded.
package enum PlainDecimal {
    /// The most significant digits `Decimal` keeps exactly (its mantissa has 128 bits).
    package static let maximumSignificantDigits = 38
    /// The longest text looked at.
    package static let maximumLength = 256

    /// `text` as a `Decimal`: an optional '-' (when `allowsNegative`), ASCII digits, at most one
    /// '.', at least one digit, no exponent, no spaces.
    package static func parse(_ text: String, allowsNegative: Bool = true) -> Result<Decimal, PlainDecimalError> {
        guard !text.isEmpty else { return .failure(.empty) }
        guard text.utf8.count <= maximumLength else { return .failure(.malformed(text)) }
        var body = Substring(text)
        if body.first == "-" {
            guard allowsNegative else { return .failure(.negative(text)) }
            body = body.dropFirst()
        }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits: (Substring) -> Bool = { $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        guard parts.allSatisfy(isDigits), parts.contains(where: { !$0.isEmpty }) else { return .failure(.malformed(text)) }
        // The digits from the first to the last that is not zero are the significant ones.
        let digits = parts.joined()
        let significant = digits.drop { $0 == "0" }.reversed().drop { $0 == "0" }.count
        guard significant <= maximumSignificantDigits else {
            return .failure(.tooManyDigits(text, count: significant, allowed: maximumSignificantDigits))
        }
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !value.isNaN else {
            return .failure(.malformed(text))
        }
        return .success(value)
    }
}

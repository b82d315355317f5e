import Foundation

/// A rounding mode, applied to exact decimal digits.
enum DecimalRounding: Sendable, Hashable {
    case ceiling, floor, towardZero, awayFromZero, halfEven, halfTowardZero, halfAwayFromZero

    /// The mode `NumberFormatter` uses.
    init(_ mode: NumberFormatter.RoundingMode) {
        if mode == .ceiling {
            self = .ceiling
        } else if mode == .floor {
            self = .floor
        } else if mode == .down {
            self = .towardZero
        } else if mode == .up {
            self = .awayFromZero
        } else if mode == .halfDown {
            self = .halfTowardZero
        } else if mode == .halfUp {
            self = .halfAwayFromZero
        } else {
            self = .halfEven
        }
    }

    /// Whether the kept digits' magnitude goes up by one unit in the last place.
    ///
    /// - Parameters:
    ///   - negative: the sign of the value.
    ///   - firstDropped: the first dropped digit.
    ///   - moreDropped: whether any later dropped digit is not zero.
    ///   - lastKeptIsOdd: whether the last kept digit is odd.
    func incrementsMagnitude(negative: Bool, firstDropped: UInt8, moreDropped: Bool, lastKeptIsOdd: Bool) -> Bool {
        let inexact = firstDropped != 0 || moreDropped
        guard inexact else { return false }
        switch self {
        case .ceiling: return !negative
        case .floor: return negative
        case .towardZero: return false
        case .awayFromZero: return true
        case .halfAwayFromZero: return firstDropped >= 5
        case .halfTowardZero: return firstDropped > 5 || (firstDropped == 5 && moreDropped)
        case .halfEven: return firstDropped > 5 || (firstDropped == 5 && (moreDropped || lastKeptIsOdd))
        }
    }
}

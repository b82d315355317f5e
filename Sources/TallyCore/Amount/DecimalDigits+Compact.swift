import Foundation

extension DecimalDigits {
    /// A number from digits (values 0…9, most significant first) of which the last
    /// `fractionDigits` are the fraction.
    init(isNegative: Bool, digits: [UInt8], fractionDigits: Int) {
        let split = max(0, digits.count - fractionDigits)
        var integer = Array(digits[..<split])
        let fraction = Array(digits[split...])
        if let firstNonZero = integer.firstIndex(where: { $0 != 0 }) {
            integer.removeFirst(firstNonZero)
        } else {
            integer = [0]
        }
        self.isNegative = isNegative
        self.integer = integer
        self.fraction = fraction
    }

    /// The power of ten of the leading digit (2 for 123.4, -2 for 0.012); nil for zero.
    var magnitude: Int? {
        if integer.count > 1 || integer.first != 0 { return integer.count - 1 }
        guard let first = fraction.firstIndex(where: { $0 != 0 }) else { return nil }
        return -(first + 1)
    }

    /// The number times 10 to the power `exponent`, exactly.
    func shifted(byPowerOfTen exponent: Int) -> DecimalDigits {
        let all = integer + fraction
        let point = integer.count + exponent
        if point <= 0 {
            return DecimalDigits(isNegative: isNegative, digits: [0] + Array(repeating: 0, count: -point) + all,
                                 fractionDigits: all.count - point)
        }
        if point >= all.count {
            return DecimalDigits(isNegative: isNegative, digits: all + Array(repeating: 0, count: point - all.count), fractionDigits: 0)
        }
        return DecimalDigits(isNegative: isNegative, digits: all, fractionDigits: all.count - point)
    }
}

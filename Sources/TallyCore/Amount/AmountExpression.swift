import Foundation

/// An arithmetic operator typed between two amounts: "12.40 + 7.60", "120 ÷ 4".
///
/// An amount that allows expressions (``AmountInput/allowsExpressions``) takes them as keys
/// (``AmountKey/operation(_:)``) and in pasted text, and evaluates the expression exactly in
/// `Decimal`, × and ÷ before + and −.
public enum AmountOperator: String, Sendable, Hashable, CaseIterable {
    /// Addition, written "+".
    case add = "+"
    /// Subtraction, written "−" (U+2212 MINUS SIGN).
    case subtract = "−"
    /// Multiplication, written "×".
    case multiply = "×"
    /// Division, written "÷".
    case divide = "÷"

    /// How the operator is written in an expression: "+", "−", "×", "÷".
    public var symbol: String { rawValue }

    /// Whether it binds before + and − (× and ÷ do).
    public var bindsFirst: Bool { self == .multiply || self == .divide }

    /// The operator a typed character stands for: "+"; "-", "−" and their full-width and small
    /// forms; "×", "*" and "∗"; "÷" and "/" (and their full-width forms). Nil for any other
    /// character: a letter "x" is never a multiplication.
    public init?(typed character: Character) {
        switch character {
        case "+", "＋", "﹢": self = .add
        case "-", "−", "－", "﹣": self = .subtract
        case "×", "*", "∗", "＊", "✕": self = .multiply
        case "÷", "/", "／", "∕": self = .divide
        default: return nil
        }
    }
}

/// One finished operand of an expression and the operator typed after it.
struct ExpressionTerm: Sendable, Hashable {
    /// The operand as typed.
    var operand: TypedDigits
    /// The operator after it.
    var operation: AmountOperator
}

/// Exact evaluation of an expression of typed operands.
enum AmountExpression {
    /// Why an expression has no exact value.
    enum Failure: Error, Equatable {
        /// A division by an operand that is zero.
        case divisionByZero
        /// A step whose exact result does not fit `Decimal`'s 38 digits: `approximate` is what
        /// `Decimal` gives for it.
        case inexact(approximate: Decimal)
    }

    /// The operands and operators that count for the total of `terms` followed by `last`: an
    /// operand still empty (nothing typed after the operator, or a minus alone) is not one yet,
    /// nor is a zero typed after ÷ (the divisor is still being typed: "10 ÷ 0" on the way to
    /// "10 ÷ 0.5"); in both cases the operator before it is left out too.
    static func counted(terms: [ExpressionTerm], last: TypedDigits) -> (operands: [Decimal], operators: [AmountOperator]) {
        var operands = terms.map(\.operand.value), operators = terms.map(\.operation)
        let pendingDivisor = operators.last == .divide && last.isZero
        if last.hasNoDigits || pendingDivisor {
            if !operators.isEmpty { operators.removeLast() }
        } else {
            operands.append(last.value)
        }
        if operands.isEmpty { operands = [0] }
        return (operands, operators)
    }

    /// The exact value of `operands` joined by `operators` (one fewer), × and ÷ before + and −,
    /// left to right otherwise; a step whose result `Decimal` cannot hold exactly fails.
    static func evaluate(operands: [Decimal], operators: [AmountOperator]) -> Result<Decimal, Failure> {
        guard var product = operands.first else { return .success(0) }
        var sum: Decimal = 0
        var sign: Decimal = 1
        for (index, operation) in operators.enumerated() {
            let operand = operands[index + 1]
            switch operation {
            case .multiply:
                switch multiply(product, operand) {
                case .success(let value): product = value
                case .failure(let failure): return .failure(failure)
                }
            case .divide:
                switch divide(product, by: operand) {
                case .success(let value): product = value
                case .failure(let failure): return .failure(failure)
                }
            case .add, .subtract:
                switch add(sum, sign * product) {
                case .success(let value): sum = value
                case .failure(let failure): return .failure(failure)
                }
                sign = operation == .add ? 1 : -1
                product = operand
            }
        }
        return add(sum, sign * product)
    }

    /// `lhs` × `rhs`, when `Decimal` holds it exactly: their significant digits together fit in
    /// 38.
    static func multiply(_ lhs: Decimal, _ rhs: Decimal) -> Result<Decimal, Failure> {
        let product = lhs * rhs
        if lhs.isZero || rhs.isZero { return .success(product) }
        let left = DigitSpan(lhs), right = DigitSpan(rhs)
        return left.count + right.count <= DigitSpan.decimalDigits ? .success(product) : .failure(.inexact(approximate: product))
    }

    /// `lhs` ÷ `rhs`, when the quotient ends within `Decimal`'s 38 digits: the quotient times
    /// `rhs` is exactly `lhs` again.
    static func divide(_ lhs: Decimal, by rhs: Decimal) -> Result<Decimal, Failure> {
        if rhs.isZero { return .failure(.divisionByZero) }
        let quotient = lhs / rhs
        if lhs.isZero { return .success(quotient) }
        guard case .success(let back) = multiply(quotient, rhs), back == lhs else { return .failure(.inexact(approximate: quotient)) }
        return .success(quotient)
    }

    /// `lhs` + `rhs`, when `Decimal` holds the sum exactly: the digits from the lower of their
    /// lowest to one past the higher of their highest fit in 38.
    static func add(_ lhs: Decimal, _ rhs: Decimal) -> Result<Decimal, Failure> {
        let sum = lhs + rhs
        if lhs.isZero || rhs.isZero { return .success(sum) }
        let left = DigitSpan(lhs), right = DigitSpan(rhs)
        let width = max(left.highest, right.highest) + 1 - min(left.lowest, right.lowest) + 1
        return width <= DigitSpan.decimalDigits ? .success(sum) : .failure(.inexact(approximate: sum))
    }
}

/// Where a `Decimal`'s significant digits sit: the powers of ten of its lowest and highest
/// non-zero digit, and its digits as ASCII without sign, leading or trailing zeros.
struct DigitSpan: Equatable {
    /// The digits `Decimal` holds exactly, whatever they are: 10³⁸ − 1 is below 2¹²⁸.
    static let decimalDigits = 38

    /// The significant digits, ASCII; "0" for zero.
    let digits: Substring
    /// The power of ten of the last digit.
    let lowest: Int
    /// The power of ten of the first digit.
    var highest: Int { lowest + digits.count - 1 }
    /// How many significant digits.
    var count: Int { digits.count }

    /// The span of `value`, read from its plain description ("-12.50" has digits "125", lowest
    /// -1).
    init(_ value: Decimal) {
        let (integer, fraction) = value.plainDigits
        let all = String(integer) + String(fraction)
        let leading = all.prefix { $0 == "0" }.count
        let trailing = all.reversed().prefix { $0 == "0" }.count
        guard leading < all.count else {
            digits = "0"
            lowest = 0
            return
        }
        let start = all.index(all.startIndex, offsetBy: leading)
        let end = all.index(all.endIndex, offsetBy: -trailing)
        digits = all[start..<end]
        lowest = trailing - fraction.count
    }

    /// The number of decimal places the value needs: 0 for a whole number.
    var decimalPlaces: Int { max(0, -lowest) }

    /// The number of integer digits: 0 below one.
    var integerDigits: Int { max(0, highest + 1) }
}

extension TypedDigits {
    /// The digits of `value` as an amount in a currency with `minorUnits` decimal places shows
    /// it once typed: with all those places when `showsFraction` or the value has a fraction
    /// (20 → "20.00" after "12.40 + 7.60"), with none otherwise ("30" after "120 ÷ 4"). Nil when
    /// the value needs more places than that or more than ``maximumDigits`` integer digits.
    init?(exactly value: Decimal, minorUnits: Int, showsFraction: Bool) {
        let span = DigitSpan(value)
        guard span.decimalPlaces <= max(minorUnits, 0), span.integerDigits <= Self.maximumDigits else { return nil }
        let digits = value.plainDigits
        let integer = digits.integer.drop { $0 == "0" }
        var fraction = String(digits.fraction)
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let places = minorUnits > 0 && (showsFraction || !fraction.isEmpty) ? minorUnits : -1
        if places >= 0 { fraction += String(repeating: "0", count: places - fraction.count) }
        self.init(integer: integer.isEmpty ? "0" : String(integer), fraction: places >= 0 ? fraction : nil)
        isNegative = value < 0
    }
}

extension Decimal {
    /// The value's digits without its sign, read from its description, which is plain ASCII (a
    /// "-" for a negative value, digits, at most one ".", no exponent): the integer part and the
    /// fraction as written there ("" without one).
    var plainDigits: (integer: Substring, fraction: Substring) {
        let text = description.drop { $0 == "-" }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return (parts[0], parts.count > 1 ? parts[1] : "")
    }
}

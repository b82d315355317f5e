import Foundation
@_spi(Tally) import TallyCore

/// A number with an optional unit, the value an arithmetic expression computes.
struct Quantity: Sendable, Hashable, CustomStringConvertible {
    enum Unit: String, Sendable, Hashable {
        case px, rem, ms, s
    }

    var value: Double
    var unit: Unit?

    var description: String { NumberText.format(value) + (unit?.rawValue ?? "") }
}

/// Why an expression failed: bad syntax or arithmetic, units that do not combine, nesting beyond
/// ``TokenLimits/maximumExpressionNesting``, or a number outside the range tokens hold.
struct ExpressionFailure: Error, Sendable {
    enum Kind: Sendable { case syntax, units, alias, limit, range }
    var kind: Kind
    var message: String
}

/// Arithmetic in token values, for example `"{font.size.100} * {scale.088}"` or
/// `"round({font.size.100} * {scale.088})"`.
///
/// Grammar: `+ - * /`, parentheses, unary minus, numbers with an optional unit (`4px`, `1.5rem`,
/// `250ms`, `0.3s`), aliases `{group.token}` to number, dimension or duration tokens, and the
/// functions `round`, `floor`, `ceil` (one argument) and `min`, `max` (one or more).
///
/// Units follow dimensional analysis: `+`, `-`, `min` and `max` need equal units (or none);
/// `*` allows a unit on at most one side; `/` divides a unit by a plain number, or a unit by
/// the same unit to give a plain number. Mixing `px` with `rem` or `ms` with `s` is an error
/// rather than a silent conversion.
///
/// Every number, written or computed, must be exact: a literal or a result that is infinite,
/// rounds to zero or lies outside ``TokenLimits``' range is an error, never a silent 0 or ∞.
/// Parentheses and function calls nest at most ``TokenLimits/maximumExpressionNesting`` levels;
/// a run of unary signs is read in a loop, so no input makes the parser recurse without bound.
struct TokenExpression {
    private let bytes: [UInt8]
    private var index = 0
    /// Parentheses and function calls open around the current position.
    private var depth = 0
    private let resolveAlias: (String) throws(ExpressionFailure) -> Quantity

    /// Whether `text` should be read as an expression rather than a literal or a single alias.
    static func looksLikeExpression(_ text: String) -> Bool {
        text.contains { "+-*/()".contains($0) } || text.first?.isNumber == true
    }

    static func evaluate(_ text: String, resolveAlias: @escaping (String) throws(ExpressionFailure) -> Quantity) throws(ExpressionFailure) -> Quantity {
        var parser = TokenExpression(bytes: Array(text.utf8), resolveAlias: resolveAlias)
        parser.skipSpaces()
        guard parser.index < parser.bytes.count else { throw parser.syntax("the expression is empty") }
        let result = try parser.parseSum()
        parser.skipSpaces()
        if parser.index < parser.bytes.count {
            throw parser.syntax("unexpected '\(parser.currentCharacter)'")
        }
        return result
    }

    private init(bytes: [UInt8], resolveAlias: @escaping (String) throws(ExpressionFailure) -> Quantity) {
        self.bytes = bytes
        self.resolveAlias = resolveAlias
    }

    private var currentCharacter: String {
        index < bytes.count ? String(decoding: [bytes[index]], as: UTF8.self) : "end"
    }

    private func syntax(_ message: String) -> ExpressionFailure {
        ExpressionFailure(kind: .syntax, message: "\(message) at character \(index + 1)")
    }

    private mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        skipSpaces()
        if index < bytes.count, bytes[index] == byte {
            index += 1
            return true
        }
        return false
    }

    private mutating func parseSum() throws(ExpressionFailure) -> Quantity {
        var left = try parseProduct()
        while true {
            if consume(UInt8(ascii: "+")) {
                left = try Self.add(left, try parseProduct(), sign: 1)
            } else if consume(UInt8(ascii: "-")) {
                left = try Self.add(left, try parseProduct(), sign: -1)
            } else {
                return left
            }
        }
    }

    private mutating func parseProduct() throws(ExpressionFailure) -> Quantity {
        var left = try parseUnary()
        while true {
            if consume(UInt8(ascii: "*")) {
                let right = try parseUnary()
                if left.unit != nil, right.unit != nil {
                    throw ExpressionFailure(kind: .units, message: "unit mismatch: cannot multiply \(left) by \(right) (only one side may have a unit)")
                }
                left = try Self.checked(Quantity(value: left.value * right.value, unit: left.unit ?? right.unit),
                                        "\(left) * \(right)", exactZero: left.value == 0 || right.value == 0)
            } else if consume(UInt8(ascii: "/")) {
                let right = try parseUnary()
                if right.value == 0 {
                    throw ExpressionFailure(kind: .syntax, message: "division by zero (\(left) / \(right))")
                }
                let unit: Quantity.Unit?
                switch (left.unit, right.unit) {
                case (_, nil):
                    unit = left.unit
                case (let a?, let b?) where a == b:
                    unit = nil
                default:
                    throw ExpressionFailure(kind: .units, message: "unit mismatch: cannot divide \(left) by \(right)")
                }
                left = try Self.checked(Quantity(value: left.value / right.value, unit: unit), "\(left) / \(right)", exactZero: left.value == 0)
            } else {
                return left
            }
        }
    }

    private mutating func parseUnary() throws(ExpressionFailure) -> Quantity {
        // Signs are counted in a loop rather than by recursion: "------1" nests nothing.
        var negative = false
        while true {
            if consume(UInt8(ascii: "-")) {
                negative.toggle()
            } else if !consume(UInt8(ascii: "+")) {
                break
            }
        }
        let operand = try parsePrimary()
        return negative ? Quantity(value: -operand.value, unit: operand.unit) : operand
    }

    /// Enters a parenthesis or function call, refusing nesting beyond the limit.
    private mutating func enter() throws(ExpressionFailure) {
        depth += 1
        if depth > TokenLimits.maximumExpressionNesting {
            throw ExpressionFailure(
                kind: .limit,
                message: "parentheses and function calls nest more than \(TokenLimits.maximumExpressionNesting) levels deep (at character \(index))")
        }
    }

    private mutating func parsePrimary() throws(ExpressionFailure) -> Quantity {
        skipSpaces()
        guard index < bytes.count else { throw syntax("expected a number, an alias or '('") }
        let byte = bytes[index]
        if byte == UInt8(ascii: "(") {
            index += 1
            try enter()
            let inner = try parseSum()
            guard consume(UInt8(ascii: ")")) else { throw syntax("expected ')'") }
            depth -= 1
            return inner
        }
        if byte == UInt8(ascii: "{") {
            let start = index + 1
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "}")) else { throw syntax("unterminated alias '{'") }
            let path = String(decoding: bytes[start..<close], as: UTF8.self)
            index = close + 1
            return try resolveAlias(path)
        }
        if (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") {
            return try parseNumber()
        }
        if Self.isLetter(byte) {
            let start = index
            while index < bytes.count, Self.isLetter(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            guard consume(UInt8(ascii: "(")) else { throw syntax("unknown name '\(TokenLimits.abbreviated(name, limit: 20))'; functions are round, floor, ceil, min and max") }
            try enter()
            var arguments = [try parseSum()]
            while consume(UInt8(ascii: ",")) { arguments.append(try parseSum()) }
            guard consume(UInt8(ascii: ")")) else { throw syntax("expected ')' after the arguments of \(TokenLimits.abbreviated(name, limit: 20))") }
            depth -= 1
            return try Self.apply(name, arguments)
        }
        throw syntax("unexpected '\(currentCharacter)'")
    }

    private mutating func parseNumber() throws(ExpressionFailure) -> Quantity {
        let start = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(literal), literal.filter({ $0 == "." }).count <= 1, literal != "." else {
            throw syntax("invalid number '\(TokenLimits.abbreviated(literal, limit: 20))'")
        }
        if value == 0, literal.contains(where: { $0 >= "1" && $0 <= "9" }) {
            throw ExpressionFailure(kind: .range, message: "the number \(TokenLimits.abbreviated(literal, limit: 20)) is too small to hold: it would be 0")
        }
        if let problem = TokenLimits.rangeProblem(value) {
            throw ExpressionFailure(kind: .range, message: "the number \(TokenLimits.abbreviated(literal, limit: 20)) \(problem)")
        }
        let unitStart = index
        while index < bytes.count, Self.isLetter(bytes[index]) { index += 1 }
        let unitText = String(decoding: bytes[unitStart..<index], as: UTF8.self)
        if unitText.isEmpty { return Quantity(value: value, unit: nil) }
        guard let unit = Quantity.Unit(rawValue: unitText) else {
            throw ExpressionFailure(kind: .units, message: "unknown unit '\(TokenLimits.abbreviated(unitText, limit: 20))' in '\(TokenLimits.abbreviated(literal + unitText, limit: 40))' (px, rem, ms, s)")
        }
        return Quantity(value: value, unit: unit)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
    }

    private static func add(_ a: Quantity, _ b: Quantity, sign: Double) throws(ExpressionFailure) -> Quantity {
        guard a.unit == b.unit else {
            throw ExpressionFailure(kind: .units, message: "unit mismatch: cannot \(sign > 0 ? "add" : "subtract") \(a) and \(b)")
        }
        return try checked(Quantity(value: a.value + sign * b.value, unit: a.unit), "\(a) \(sign > 0 ? "+" : "-") \(b)", exactZero: true)
    }

    /// `result` when it is a number tokens hold; an error otherwise. `exactZero` says whether a
    /// zero result is the true one (a product with a zero factor, a sum), rather than a
    /// quotient or product too small to hold.
    private static func checked(_ result: Quantity, _ operation: @autoclosure () -> String, exactZero: Bool) throws(ExpressionFailure) -> Quantity {
        if result.value == 0, !exactZero {
            throw ExpressionFailure(kind: .range, message: "\(operation()) is too small to hold: it would be 0")
        }
        if let problem = TokenLimits.rangeProblem(result.value) {
            throw ExpressionFailure(kind: .range, message: "\(operation()) \(problem)")
        }
        return result
    }

    private static func apply(_ name: String, _ arguments: [Quantity]) throws(ExpressionFailure) -> Quantity {
        switch name {
        case "round", "floor", "ceil":
            guard arguments.count == 1, let x = arguments.first else {
                throw ExpressionFailure(kind: .syntax, message: "\(name) takes one argument, got \(arguments.count)")
            }
            let rule: FloatingPointRoundingRule = name == "round" ? .toNearestOrAwayFromZero : name == "floor" ? .down : .up
            return Quantity(value: x.value.rounded(rule), unit: x.unit)
        case "min", "max":
            guard let first = arguments.first else {
                throw ExpressionFailure(kind: .syntax, message: "\(name) needs at least one argument")
            }
            if let other = arguments.first(where: { $0.unit != first.unit }) {
                throw ExpressionFailure(kind: .units, message: "unit mismatch: \(name) of \(first) and \(other)")
            }
            let values = arguments.map(\.value)
            return Quantity(value: (name == "min" ? values.min() : values.max()) ?? first.value, unit: first.unit)
        default:
            throw ExpressionFailure(kind: .syntax, message: "unknown function '\(name)'; functions are round, floor, ceil, min and max")
        }
    }
}

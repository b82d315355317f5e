import Foundation

// MARK: - Numbers

/// A JSON number that keeps its source text.
///
/// `literal` is the number exactly as written (`"1.50"` stays `"1.50"`, `"1e2"` stays `"1e2"`),
/// so documents can be rewritten without changing how their numbers read. `literal` is always
/// valid RFC 8259 number text and `double` is always finite.
@_spi(Tally) public struct JSONNumber: Sendable, Hashable {
    /// The number's text exactly as written in the source (or as produced by `NumberText`).
    @_spi(Tally) public let literal: String
    /// The value of `literal` as the nearest `Double`; always finite. Zero is always `+0.0`.
    @_spi(Tally) public let double: Double
    /// Whether `literal` has neither a fraction nor an exponent (`"16"`, `"-3"`; not `"1e2"`
    /// or `"2.0"`).
    @_spi(Tally) public let isInteger: Bool

    /// Creates the number for a finite `Double`, written as `NumberText.format(value)`.
    ///
    /// Returns `nil` for NaN and infinities, which JSON cannot represent. The result is equal
    /// to the number the parser produces for the same text.
    @_spi(Tally) public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        let text = NumberText.format(value)
        self.literal = text
        self.double = value == 0 ? 0 : value
        self.isInteger = !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") }
    }

    /// Creates the number for an integer, written in plain decimal digits.
    ///
    /// `double` is the nearest `Double`, which may be inexact above 2^53; `literal` is exact.
    @_spi(Tally) public init(_ value: Int) {
        self.literal = String(value)
        self.double = Double(value)
        self.isInteger = true
    }

    /// Creates a number from JSON number text such as `"-1.50"` or `"2e-3"`.
    ///
    /// Returns `nil` unless `literal` is exactly RFC 8259 number text (no surrounding spaces,
    /// no leading `+`, no leading zeros, no hexadecimal) whose value is finite as a `Double`.
    @_spi(Tally) public init?(literal: String) {
        let bytes = Array(literal.utf8)
        guard case .valid(let isInteger) = NumberGrammar.check(bytes[...]),
            let value = Double(literal), value.isFinite
        else { return nil }
        self.init(checkedLiteral: literal, double: value, isInteger: isInteger)
    }

    /// Creates a number from parts already checked by the caller.
    init(checkedLiteral: String, double: Double, isInteger: Bool) {
        self.literal = checkedLiteral
        self.double = double == 0 ? 0 : double
        self.isInteger = isInteger
    }
}

/// The RFC 8259 number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
enum NumberGrammar {
    /// The outcome of checking a candidate number text.
    enum Result: Equatable {
        /// The text is a number; `isInteger` tells whether it has no fraction and no exponent.
        case valid(isInteger: Bool)
        /// The integer part has a redundant leading zero, as in `01` or `-007.5`.
        case leadingZero
        /// The text is not a number.
        case invalid
    }

    /// Checks whether `text` (UTF-8) is exactly one JSON number.
    static func check(_ text: ArraySlice<UInt8>) -> Result {
        var index = text.startIndex
        let end = text.endIndex
        func isDigit(_ i: Int) -> Bool { i < end && text[i] >= 0x30 && text[i] <= 0x39 }

        if index < end && text[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { return .invalid }
        if text[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { return .leadingZero }
        } else {
            while isDigit(index) { index += 1 }
        }
        var isInteger = true
        if index < end && text[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard isDigit(index) else { return .invalid }
            while isDigit(index) { index += 1 }
        }
        if index < end && (text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E")) {
            isInteger = false
            index += 1
            if index < end && (text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-")) {
                index += 1
            }
            guard isDigit(index) else { return .invalid }
            while isDigit(index) { index += 1 }
        }
        return index == end ? .valid(isInteger: isInteger) : .invalid
    }
}

// MARK: - Values

/// The value of a JSON node: one of the six JSON kinds.
///
/// Arrays and objects hold `JSONNode`s, so every nested value keeps its source location.
/// Objects keep their members in source order.
@_spi(Tally) public indirect enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with its source text kept.
    case number(JSONNumber)
    /// A string, with escapes decoded.
    case string(String)
    /// An array, elements in source order.
    case array([JSONNode])
    /// An object, members in source order.
    case object(JSONObject)

    /// The string, if this is a string; otherwise `nil`.
    @_spi(Tally) public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number's `Double` value, if this is a number; otherwise `nil`.
    @_spi(Tally) public var doubleValue: Double? {
        if case .number(let number) = self { return number.double }
        return nil
    }

    /// The number with its source text, if this is a number; otherwise `nil`.
    @_spi(Tally) public var numberValue: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The Boolean, if this is `true` or `false`; otherwise `nil`.
    @_spi(Tally) public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array; otherwise `nil`.
    @_spi(Tally) public var arrayValue: [JSONNode]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The object, if this is an object; otherwise `nil`.
    @_spi(Tally) public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// Whether this is `null`.
    @_spi(Tally) public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The kind's name for messages: `"null"`, `"boolean"`, `"number"`, `"string"`, `"array"`
    /// or `"object"`.
    @_spi(Tally) public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Whether both values are equal when every source location inside them is ignored.
    ///
    /// Numbers compare by their literal text; object members compare pairwise in order.
    @_spi(Tally) public func isEqualIgnoringLocations(_ other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, .null):
            return true
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.number(let a), .number(let b)):
            return a == b
        case (.string(let a), .string(let b)):
            return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count
                && zip(a, b).allSatisfy { $0.isEqualIgnoringLocations($1) }
        case (.object(let a), .object(let b)):
            return a.members.count == b.members.count
                && zip(a.members, b.members).allSatisfy {
                    $0.key == $1.key && $0.value.isEqualIgnoringLocations($1.value)
                }
        default:
            return false
        }
    }
}

// MARK: - Nodes

/// A JSON value together with the location where it starts in its source.
///
/// `==` and hashing compare both the value and every location inside it; use
/// `isEqualIgnoringLocations(_:)` to compare content only. Nodes built in code are located at
/// `TextLocation.start`.
@_spi(Tally) public struct JSONNode: Sendable, Hashable {
    /// The value.
    @_spi(Tally) public var value: JSONValue
    /// Where the value starts: its first character (`{`, `[`, `"`, a digit, `-`, `t`, `f`, `n`).
    @_spi(Tally) public var location: TextLocation

    /// Creates a node for `value` located at `location`.
    @_spi(Tally) public init(_ value: JSONValue, at location: TextLocation = .start) {
        self.value = value
        self.location = location
    }

    /// Whether both nodes hold equal values when every source location is ignored.
    @_spi(Tally) public func isEqualIgnoringLocations(_ other: JSONNode) -> Bool {
        value.isEqualIgnoringLocations(other.value)
    }

    /// A `null` node.
    @_spi(Tally) public static let null = JSONNode(.null)

    /// A `true` or `false` node.
    @_spi(Tally) public static func bool(_ value: Bool) -> JSONNode { JSONNode(.bool(value)) }

    /// A number node written as `NumberText.format(value)`.
    ///
    /// JSON has no NaN or infinity, so a non-finite `value` gives a `null` node, as JavaScript's
    /// `JSON.stringify` does.
    @_spi(Tally) public static func number(_ value: Double) -> JSONNode {
        guard let number = JSONNumber(value) else { return .null }
        return JSONNode(.number(number))
    }

    /// A number node written in plain decimal digits.
    @_spi(Tally) public static func number(_ value: Int) -> JSONNode { JSONNode(.number(JSONNumber(value))) }

    /// A number node that keeps `number`'s literal.
    @_spi(Tally) public static func number(_ number: JSONNumber) -> JSONNode { JSONNode(.number(number)) }

    /// A string node.
    @_spi(Tally) public static func string(_ value: String) -> JSONNode { JSONNode(.string(value)) }

    /// An array node with `elements` in the given order.
    @_spi(Tally) public static func array(_ elements: [JSONNode]) -> JSONNode { JSONNode(.array(elements)) }

    /// An object node with `members` in the given order.
    ///
    /// Keys are kept as given, duplicates included; see `JSONObject.subscript(_:)`.
    @_spi(Tally) public static func object(_ members: [(String, JSONNode)]) -> JSONNode {
        JSONNode(.object(JSONObject(members: members.map {
            JSONMember(key: $0.0, keyLocation: .start, value: $0.1)
        })))
    }
}

// MARK: - Objects

/// One `"key": value` member of a JSON object.
@_spi(Tally) public struct JSONMember: Sendable, Hashable {
    /// The key, with escapes decoded.
    @_spi(Tally) public var key: String
    /// Where the key's opening quote is.
    @_spi(Tally) public var keyLocation: TextLocation
    /// The member's value.
    @_spi(Tally) public var value: JSONNode

    /// Creates a member.
    @_spi(Tally) public init(key: String, keyLocation: TextLocation = .start, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A JSON object whose members stay in source order.
///
/// Lookup by key is constant time. Keys compare as Swift strings (canonical equivalence), so
/// two keys that differ only in Unicode normalization are the same key. The parser rejects
/// duplicate keys; an object built in code may hold them, and then lookup finds the first.
/// `==` and hashing look at `members` only.
@_spi(Tally) public struct JSONObject: Sendable, Hashable {
    /// The members in source order.
    @_spi(Tally) public let members: [JSONMember]
    /// For each key, the index of its first member.
    private let index: [String: Int]

    /// Creates an object with `members` in the given order.
    @_spi(Tally) public init(members: [JSONMember] = []) {
        var index: [String: Int] = [:]
        index.reserveCapacity(members.count)
        for (position, member) in members.enumerated() where index[member.key] == nil {
            index[member.key] = position
        }
        self.init(members: members, index: index)
    }

    /// Creates an object whose key index the caller has already built.
    init(members: [JSONMember], index: [String: Int]) {
        self.members = members
        self.index = index
    }

    /// The value of the first member named `key`, or `nil` if there is none.
    @_spi(Tally) public subscript(key: String) -> JSONNode? {
        member(named: key)?.value
    }

    /// The first member named `key` (with its key location), or `nil` if there is none.
    @_spi(Tally) public func member(named key: String) -> JSONMember? {
        guard let position = index[key], members.indices.contains(position) else { return nil }
        return members[position]
    }

    /// The keys in source order.
    @_spi(Tally) public var keys: [String] { members.map(\.key) }

    /// The number of members.
    @_spi(Tally) public var count: Int { members.count }

    /// Whether the object has no members.
    @_spi(Tally) public var isEmpty: Bool { members.isEmpty }

    /// Compares members only, in order.
    @_spi(Tally) public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members == rhs.members
    }

    /// Hashes members only, in order.
    @_spi(Tally) public func hash(into hasher: inout Hasher) {
        hasher.combine(members)
    }
}

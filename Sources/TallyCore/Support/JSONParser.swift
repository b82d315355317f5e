import Foundation

/// Why a JSON text could not be parsed, and where.
///
/// `message` says what was wrong in words a person can act on (for example
/// `expected ',' or '}' after an object member, found 'x'`); `location` points at the
/// offending character, or at the end of the input when the text stops too early.
@_spi(Tally) public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    @_spi(Tally) public var message: String
    /// Where it was found.
    @_spi(Tally) public var location: TextLocation

    /// Creates an error; `message` is kept escaped with ``VisibleText/escaped(_:)``.
    @_spi(Tally) public init(message: String, location: TextLocation) {
        self.message = VisibleText.escaped(message)
        self.location = location
    }

    /// The error as a person reads it: `"line L, column C: message"`.
    @_spi(Tally) public var description: String { "\(location): \(VisibleText.escaped(message))" }
}

/// A strict RFC 8259 JSON parser that keeps source locations, member order and number text.
///
/// Guarantees:
/// - Only RFC 8259 JSON is accepted: no comments, trailing commas, single quotes, `NaN`,
///   leading `+`, leading zeros or unescaped control characters in strings.
/// - Object keys must be unique; a repeated key is an error that names both places.
/// - Numbers keep their literal text; a number too large for a `Double` is an error.
/// - Nesting deeper than `maximumDepth` arrays and objects is an error. Open containers are kept
///   on an explicit stack rather than by recursion, so the call stack stays shallow on any thread.
/// - Every failure is a `JSONParseError`; no input makes the parser crash.
@_spi(Tally) public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted: 512 levels.
    @_spi(Tally) public static let maximumDepth = 512

    /// Parses one JSON document from `text`. A leading U+FEFF byte order mark is skipped.
    @_spi(Tally) public static func parse(_ text: String) throws -> JSONNode {
        var parser = Parser(bytes: Array(text.utf8))
        return try parser.parseDocument()
    }

    /// Parses one JSON document from UTF-8 `data`. A leading UTF-8 byte order mark is skipped;
    /// a byte sequence that is not valid UTF-8 is an error located at its first byte.
    @_spi(Tally) public static func parse(_ data: Data) throws -> JSONNode {
        var parser = Parser(bytes: [UInt8](data))
        return try parser.parseDocument()
    }
}

// MARK: - Implementation

private enum Byte {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let underscore = UInt8(ascii: "_")

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// The value of an ASCII hexadecimal digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}

private struct Parser {
    let bytes: [UInt8]
    /// The next byte to read.
    var position = 0
    /// The current line number (1-based).
    var line = 1
    /// Offset of the first byte of the current line.
    var lineStart = 0
    /// A known (offset, column) pair on the current line, so columns are found in linear time.
    var columnCacheOffset = 0
    var columnCacheColumn = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Document

    mutating func parseDocument() throws -> JSONNode {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            position = 3
            lineStart = 3
            columnCacheOffset = 3
        }
        skipWhitespace()
        guard position < bytes.count else {
            throw error("empty document", at: position)
        }
        let node = try parseTree()
        skipWhitespace()
        if position < bytes.count {
            throw error("unexpected \(try describe(at: position)) after the end of the document", at: position)
        }
        return node
    }

    // MARK: Values

    /// An array or object whose closing bracket has not been read yet.
    struct OpenContainer {
        var isObject: Bool
        var location: TextLocation
        var elements: [JSONNode] = []
        var members: [JSONMember] = []
        /// For each key of `members`, its position.
        var index: [String: Int] = [:]
        /// The key whose value is being read.
        var key = ""
        var keyLocation = TextLocation.start
    }

    /// Parses the value starting at `position` (whitespace already skipped).
    ///
    /// Containers are tracked on an explicit stack rather than by recursion, so the call stack
    /// stays shallow however deep the document is; `JSONParser.maximumDepth` bounds the stack.
    mutating func parseTree() throws -> JSONNode {
        var open: [OpenContainer] = []
        while true {
            // A value starts here.
            guard position < bytes.count else {
                throw error("unexpected end of input, expected a value", at: position)
            }
            let start = position
            let location = self.location(at: start)
            let byte = bytes[start]
            var node: JSONNode
            switch byte {
            case Byte.openBrace, Byte.openBracket:
                guard open.count < JSONParser.maximumDepth else {
                    throw JSONParseError(
                        message: "nesting deeper than \(JSONParser.maximumDepth) levels", location: location)
                }
                let isObject = byte == Byte.openBrace
                position += 1
                skipWhitespace()
                if position < bytes.count && bytes[position] == (isObject ? Byte.closeBrace : Byte.closeBracket) {
                    position += 1
                    node = JSONNode(isObject ? .object(JSONObject(members: [], index: [:])) : .array([]), at: location)
                } else {
                    open.append(OpenContainer(isObject: isObject, location: location))
                    if isObject { try readKey(into: &open[open.count - 1]) }
                    continue
                }
            case Byte.quote:
                node = JSONNode(.string(try parseString(at: location)), at: location)
            case Byte.minus, Byte.plus, Byte.dot, 0x30...0x39:
                node = JSONNode(.number(try parseNumber(at: location)), at: location)
            default:
                guard Byte.isLetter(byte) else {
                    throw error("expected a value, found \(try describe(at: start))", at: start)
                }
                node = JSONNode(try parseLiteral(at: location), at: location)
            }

            // A value ended: add it to its container, then read what follows, closing containers
            // until one continues with another value or the document's value is complete.
            while true {
                guard !open.isEmpty else { return node }
                let last = open.count - 1
                let isObject = open[last].isObject
                if isObject {
                    open[last].index[open[last].key] = open[last].members.count
                    open[last].members.append(
                        JSONMember(key: open[last].key, keyLocation: open[last].keyLocation, value: node))
                } else {
                    open[last].elements.append(node)
                }
                skipWhitespace()
                let close = isObject ? Byte.closeBrace : Byte.closeBracket
                let expectation = isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
                guard position < bytes.count else { throw try expected(expectation) }
                if bytes[position] == Byte.comma {
                    // Locate the comma before whitespace may move to a later line.
                    let comma = self.location(at: position)
                    position += 1
                    skipWhitespace()
                    if position < bytes.count && bytes[position] == close {
                        throw JSONParseError(
                            message: "trailing comma before '\(isObject ? "}" : "]")'", location: comma)
                    }
                    if isObject { try readKey(into: &open[last]) }
                    break
                } else if bytes[position] == close {
                    position += 1
                    let finished = open.removeLast()
                    node = JSONNode(
                        finished.isObject
                            ? .object(JSONObject(members: finished.members, index: finished.index))
                            : .array(finished.elements),
                        at: finished.location)
                } else {
                    throw try expected(expectation)
                }
            }
        }
    }

    /// Reads `"key":` and the whitespace after it into `object`, rejecting a repeated key.
    mutating func readKey(into object: inout OpenContainer) throws {
        guard position < bytes.count, bytes[position] == Byte.quote else {
            throw try expected(object.members.isEmpty ? "a string key or '}'" : "a string key")
        }
        let keyLocation = self.location(at: position)
        let key = try parseString(at: keyLocation)
        if let first = object.index[key], object.members.indices.contains(first) {
            throw JSONParseError(
                message: "duplicate key \(Self.quotedKey(key)) (first at \(object.members[first].keyLocation))",
                location: keyLocation
            )
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == Byte.colon else {
            throw try expected("':' after the key \(Self.quotedKey(key))")
        }
        position += 1
        skipWhitespace()
        object.key = key
        object.keyLocation = keyLocation
    }

    /// Parses a `"`-quoted string starting at `position`, decoding escapes and checking UTF-8.
    mutating func parseString(at location: TextLocation) throws -> String {
        position += 1  // opening quote
        let contentStart = position
        // Fast path: no escapes, so the content bytes are the string's UTF-8.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Byte.quote {
                let string = String(decoding: bytes[contentStart..<position], as: UTF8.self)
                position += 1
                return string
            } else if byte == Byte.backslash {
                break
            } else if byte < 0x20 {
                throw controlCharacterError(byte)
            } else if byte < 0x80 {
                position += 1
            } else {
                position += try utf8SequenceLength(at: position)
            }
        }
        guard position < bytes.count else {
            throw JSONParseError(message: "unterminated string", location: location)
        }
        // Slow path: decode escapes into a byte buffer.
        var buffer = Array(bytes[contentStart..<position])
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Byte.quote {
                position += 1
                return String(decoding: buffer, as: UTF8.self)
            } else if byte == Byte.backslash {
                try decodeEscape(into: &buffer, stringLocation: location)
            } else if byte < 0x20 {
                throw controlCharacterError(byte)
            } else if byte < 0x80 {
                buffer.append(byte)
                position += 1
            } else {
                let length = try utf8SequenceLength(at: position)
                buffer.append(contentsOf: bytes[position..<(position + length)])
                position += length
            }
        }
        throw JSONParseError(message: "unterminated string", location: location)
    }

    /// Decodes the escape sequence whose backslash is at `position`, appending its UTF-8.
    mutating func decodeEscape(into buffer: inout [UInt8], stringLocation: TextLocation) throws {
        let backslash = position
        guard backslash + 1 < bytes.count else {
            throw JSONParseError(message: "unterminated string", location: stringLocation)
        }
        let escaped = bytes[backslash + 1]
        let simple: UInt8?
        switch escaped {
        case Byte.quote, Byte.backslash, Byte.slash: simple = escaped
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            if escaped > 0x20 && escaped < 0x7F {
                let text = String(decoding: [escaped], as: UTF8.self)
                throw error("invalid escape '\\\(text)' in a string", at: backslash)
            }
            throw error("invalid escape in a string: '\\' followed by \(try describe(at: backslash + 1))", at: backslash)
        }
        if let simple {
            buffer.append(simple)
            position += 2
            return
        }
        let first = try hexQuad(at: backslash + 2, backslash: backslash, stringLocation: stringLocation)
        position = backslash + 6
        var scalarValue = first
        if first >= 0xDC00 && first <= 0xDFFF {
            throw error("unpaired UTF-16 surrogate in \\u escape", at: backslash)
        }
        if first >= 0xD800 && first <= 0xDBFF {
            guard position + 1 < bytes.count,
                bytes[position] == Byte.backslash, bytes[position + 1] == UInt8(ascii: "u")
            else {
                throw error("unpaired UTF-16 surrogate in \\u escape", at: backslash)
            }
            let second = try hexQuad(at: position + 2, backslash: position, stringLocation: stringLocation)
            guard second >= 0xDC00 && second <= 0xDFFF else {
                throw error("unpaired UTF-16 surrogate in \\u escape", at: backslash)
            }
            scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            position += 6
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw error("unpaired UTF-16 surrogate in \\u escape", at: backslash)
        }
        UTF8.encode(scalar) { buffer.append($0) }
    }

    /// Reads the four hexadecimal digits of a `\u` escape starting at `start`.
    mutating func hexQuad(at start: Int, backslash: Int, stringLocation: TextLocation) throws -> UInt32 {
        guard start + 4 <= bytes.count else {
            if bytes[start...].allSatisfy({ Byte.hexValue($0) != nil }) {
                throw JSONParseError(message: "unterminated string", location: stringLocation)
            }
            throw error("invalid \\u escape: expected 4 hexadecimal digits", at: backslash)
        }
        var value: UInt32 = 0
        for offset in start..<(start + 4) {
            guard let digit = Byte.hexValue(bytes[offset]) else {
                throw error("invalid \\u escape: expected 4 hexadecimal digits", at: backslash)
            }
            value = value << 4 | digit
        }
        return value
    }

    mutating func controlCharacterError(_ byte: UInt8) -> JSONParseError {
        error("control character \(Self.scalarName(UInt32(byte))) must be escaped in a string", at: position)
    }

    /// Parses a number token starting at `position`.
    mutating func parseNumber(at location: TextLocation) throws -> JSONNumber {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            guard Byte.isDigit(byte) || Byte.isLetter(byte)
                || byte == Byte.minus || byte == Byte.plus || byte == Byte.dot
            else { break }
            position += 1
        }
        let token = bytes[start..<position]
        let literal = String(decoding: token, as: UTF8.self)
        switch NumberGrammar.check(token) {
        case .leadingZero:
            throw JSONParseError(
                message: "invalid number \(Self.abbreviated(literal)): leading zeros are not allowed",
                location: location
            )
        case .invalid:
            throw JSONParseError(message: "invalid number \(Self.abbreviated(literal))", location: location)
        case .valid(let isInteger):
            guard let value = Double(literal) else {
                throw JSONParseError(message: "invalid number \(Self.abbreviated(literal))", location: location)
            }
            guard value.isFinite else {
                throw JSONParseError(message: "number \(Self.abbreviated(literal)) is out of range", location: location)
            }
            return JSONNumber(checkedLiteral: literal, double: value, isInteger: isInteger)
        }
    }

    /// Parses `true`, `false` or `null` starting at `position` (a letter).
    mutating func parseLiteral(at location: TextLocation) throws -> JSONValue {
        let start = position
        while position < bytes.count
            && (Byte.isLetter(bytes[position]) || Byte.isDigit(bytes[position]) || bytes[position] == Byte.underscore)
        {
            position += 1
        }
        let word = bytes[start..<position]
        if word.elementsEqual("true".utf8) { return .bool(true) }
        if word.elementsEqual("false".utf8) { return .bool(false) }
        if word.elementsEqual("null".utf8) { return .null }
        let text = String(decoding: word, as: UTF8.self)
        throw JSONParseError(
            message: "invalid literal \(Self.abbreviated(text)) (expected true, false or null)",
            location: location
        )
    }

    // MARK: Whitespace and locations

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case Byte.space, Byte.tab:
                position += 1
            case Byte.lineFeed:
                if position > lineStart || position == 0 || bytes[position - 1] != Byte.carriageReturn {
                    line += 1
                }
                position += 1
                startLine()
            case Byte.carriageReturn:
                line += 1
                position += 1
                startLine()
            default:
                return
            }
        }
    }

    /// Records that a new line starts at `position`.
    mutating func startLine() {
        lineStart = position
        columnCacheOffset = position
        columnCacheColumn = 1
    }

    /// The location of `offset`, which must be on the current line: callers take a location
    /// before skipping any whitespace that could start a new line.
    mutating func location(at offset: Int) -> TextLocation {
        var from = columnCacheOffset
        var column = columnCacheColumn
        if offset < from || from < lineStart {
            from = lineStart
            column = 1
        }
        var index = from
        let end = min(offset, bytes.count)
        while index < end {
            if !Byte.isContinuation(bytes[index]) { column += 1 }
            index += 1
        }
        columnCacheOffset = end
        columnCacheColumn = column
        return TextLocation(line: line, column: column, offset: offset)
    }

    mutating func error(_ message: String, at offset: Int) -> JSONParseError {
        JSONParseError(message: message, location: location(at: offset))
    }

    /// The error for a missing `what` at `position`, naming what was found instead.
    mutating func expected(_ what: String) throws -> JSONParseError {
        guard position < bytes.count else {
            return error("unexpected end of input, expected \(what)", at: position)
        }
        return error("expected \(what), found \(try describe(at: position))", at: position)
    }

    // MARK: UTF-8

    /// The length of the well-formed UTF-8 sequence starting at `offset` (a byte >= 0x80), or an
    /// "invalid UTF-8" error located at that byte.
    mutating func utf8SequenceLength(at offset: Int) throws -> Int {
        let lead = bytes[offset]
        func byte(_ index: Int, in range: ClosedRange<UInt8>) -> Bool {
            offset + index < bytes.count && range.contains(bytes[offset + index])
        }
        let tail: ClosedRange<UInt8> = 0x80...0xBF
        let length: Int
        switch lead {
        case 0xC2...0xDF:
            length = byte(1, in: tail) ? 2 : 0
        case 0xE0:
            length = byte(1, in: 0xA0...0xBF) && byte(2, in: tail) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            length = byte(1, in: tail) && byte(2, in: tail) ? 3 : 0
        case 0xED:
            length = byte(1, in: 0x80...0x9F) && byte(2, in: tail) ? 3 : 0
        case 0xF0:
            length = byte(1, in: 0x90...0xBF) && byte(2, in: tail) && byte(3, in: tail) ? 4 : 0
        case 0xF1...0xF3:
            length = byte(1, in: tail) && byte(2, in: tail) && byte(3, in: tail) ? 4 : 0
        case 0xF4:
            length = byte(1, in: 0x80...0x8F) && byte(2, in: tail) && byte(3, in: tail) ? 4 : 0
        default:
            length = 0
        }
        guard length > 0 else {
            throw error("invalid UTF-8 byte 0x\(Self.hex(UInt32(lead), digits: 2))", at: offset)
        }
        return length
    }

    /// How the character at `offset` is named in a message: `'x'` for visible characters,
    /// `U+XXXX` for invisible ones.
    mutating func describe(at offset: Int) throws -> String {
        let byte = bytes[offset]
        if byte < 0x80 {
            if byte > 0x20 && byte < 0x7F {
                return "'\(String(decoding: [byte], as: UTF8.self))'"
            }
            return Self.scalarName(UInt32(byte))
        }
        let length = try utf8SequenceLength(at: offset)
        let text = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return "a character" }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned,
            .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark,
            .spacingMark:
            return Self.scalarName(scalar.value)
        default:
            return "'\(text)'"
        }
    }

    /// `U+XXXX` with at least four uppercase hexadecimal digits.
    static func scalarName(_ value: UInt32) -> String {
        "U+\(hex(value, digits: 4))"
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// `key` as a JSON string literal, cut to 40 characters so a huge key cannot flood a message.
    static func quotedKey(_ key: String) -> String {
        let limit = 40
        if key.unicodeScalars.count <= limit { return JSONStringLiteral.quoted(key) }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: key.unicodeScalars.prefix(limit))
        return JSONStringLiteral.quoted(String(scalars) + "…")
    }

    /// `text` in single quotes, cut to 40 characters so a huge token cannot flood a message.
    static func abbreviated(_ text: String) -> String {
        let limit = 40
        if text.unicodeScalars.count <= limit { return "'\(text)'" }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.prefix(limit))
        return "'\(String(scalars))…'"
    }
}

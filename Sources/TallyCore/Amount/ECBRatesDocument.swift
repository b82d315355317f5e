import Foundation

/// The ECB daily rates file read straight from its bytes, in one pass: the subset of XML 1.0
/// the file is written in, and nothing else.
///
/// The encoding is settled before anything is parsed (UTF-8, with or without a byte order mark,
/// or US-ASCII declared as such), so every check sees exactly the characters the reader reads.
/// There is no document type declaration, entity declaration or processing instruction in a
/// rates file, and none is read: each is refused where it stands. Character references and the
/// five predefined entities (`&amp;` …) are decoded as XML defines them; any other reference is
/// not well-formed without a declaration, and is refused as such.
///
/// Work is linear in the input, and bounded: at most `ECBReferenceRates.maximumDepth` levels
/// of nesting, `maximumElementCount` elements and `maximumAttributeCount` attributes on an
/// element, each checked in constant time when an element opens.
struct ECBRatesDocument {
    private static let maximumDepth = ECBReferenceRates.maximumDepth
    private static let maximumElements = ECBReferenceRates.maximumElementCount
    private static let maximumAttributes = ECBReferenceRates.maximumAttributeCount
    /// The longest name or value quoted in an error, in characters; a longer one is cut there
    /// and ends with `…`.
    private static let quotedNameLength = 64

    private(set) var date: RatesDate?
    private(set) var rates: [String: Decimal] = [:]
    /// The first problem with the content; reported only for a well-formed document.
    private(set) var problem: ECBRatesError?

    private let bytes: [UInt8]
    private var index: Int
    /// The open elements, innermost last: where each name is in `bytes`, and whether the element
    /// is a dated `Cube`.
    private var open: [(name: Range<Int>, isDay: Bool)] = []
    /// How many open elements are dated `Cube`s, so that "inside the dated Cube" is known
    /// without walking `open`.
    private var openDays = 0
    private var elementCount = 0
    /// Whether the declaration names US-ASCII, so that every byte must be below 0x80.
    private var isASCII = false

    /// Reads `data` (at most ``ECBReferenceRates/maximumByteCount`` bytes, not empty).
    ///
    /// - Throws: the first problem that makes the input not a rates document at all: its
    ///   encoding, a byte no character of it may have, a declaration, a processing instruction,
    ///   a limit, or XML that is not well-formed. Problems with the content of a well-formed
    ///   document are left in ``problem``.
    init(_ data: [UInt8]) throws {
        bytes = data
        index = 0
        try readEncoding()
        try readProlog()
        try readElements()
        try readMisc(afterRoot: true)
    }

    // MARK: Encoding

    /// Skips a UTF-8 byte order mark, refuses any other encoding, and checks that every byte
    /// belongs to a character XML allows, in UTF-8.
    private mutating func readEncoding() throws {
        if let name = Self.wideEncoding(bytes) { throw ECBRatesError.unsupportedEncoding(name) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if let offset = Self.firstInvalidByte(bytes, from: index) {
            throw ECBRatesError.invalidByte(offset: offset, byte: bytes[offset])
        }
    }

    /// The name of the encoding `bytes` are in when it is one whose characters take two or four
    /// bytes (or EBCDIC): from a byte order mark, or else from how `<` or `<?` is written at the
    /// start (XML 1.0, appendix F), or else from where NUL bytes fall among the first 64.
    static func wideEncoding(_ bytes: [UInt8]) -> String? {
        let start = Array(bytes.prefix(4)) + Array(repeating: 0x01, count: max(0, 4 - bytes.count))
        switch (start[0], start[1], start[2], start[3]) {
        case (0x00, 0x00, 0xFE, 0xFF): return "UTF-32BE (byte order mark)"
        case (0xFF, 0xFE, 0x00, 0x00): return "UTF-32LE (byte order mark)"
        case (0xFE, 0xFF, _, _): return "UTF-16BE (byte order mark)"
        case (0xFF, 0xFE, _, _): return "UTF-16LE (byte order mark)"
        case (0x00, 0x00, 0x00, 0x3C): return "UTF-32BE"
        case (0x3C, 0x00, 0x00, 0x00): return "UTF-32LE"
        case (0x00, 0x3C, 0x00, 0x3F): return "UTF-16BE"
        case (0x3C, 0x00, 0x3F, 0x00): return "UTF-16LE"
        case (0x4C, 0x6F, 0xA7, 0x94): return "EBCDIC"
        default: break
        }
        // Latin text in a two-byte encoding has a NUL in every other byte, on the same side; in
        // a four-byte one, three NULs in every four. A few NULs in UTF-8 are just invalid bytes.
        let sample = bytes.prefix(64)
        var zeros = [0, 0, 0, 0]
        for (offset, byte) in sample.enumerated() where byte == 0 { zeros[offset % 4] += 1 }
        let total = zeros.reduce(0, +)
        guard sample.count >= 4, total >= sample.count / 4 else { return nil }
        if zeros[0] == 0, total >= sample.count / 2, zeros[2] > 0 { return "UTF-32LE" }
        if zeros[3] == 0, total >= sample.count / 2, zeros[1] > 0 { return "UTF-32BE" }
        if zeros[0] + zeros[2] == 0 { return "UTF-16LE" }
        if zeros[1] + zeros[3] == 0 { return "UTF-16BE" }
        return nil
    }

    /// The offset of the first byte from `start` on that is not part of a character XML 1.0
    /// allows, written in UTF-8: a byte of a malformed, overlong or surrogate sequence, a C0
    /// control other than tab, line feed and carriage return (NUL included), or U+FFFE/U+FFFF.
    static func firstInvalidByte(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        let end = bytes.count
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead < 0x20 && lead != 0x09 && lead != 0x0A && lead != 0x0D { return index }
                index += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
            case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
            default: return index
            }
            for offset in 1..<length {
                guard index + offset < end, bytes[index + offset] & 0xC0 == 0x80 else { return index + offset < end ? index + offset : index }
                scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F)
            }
            let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            if scalar < smallest || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar)
                || scalar == 0xFFFE || scalar == 0xFFFF {
                return index
            }
            index += length
        }
        return nil
    }

    // MARK: Outside the root element

    /// The XML declaration, if the document starts with one, then comments and white space.
    private mutating func readProlog() throws {
        if has("<?xml"), index + 5 < bytes.count, Self.isSpace(bytes[index + 5]) {
            try readDeclaration()
        }
        try readMisc(afterRoot: false)
    }

    /// `<?xml version="1.x" encoding="…" standalone="…"?>`, the last two optional, in this order.
    private mutating func readDeclaration() throws {
        // Judged only once it is complete, so a file cut short inside it is not XML.
        guard let close = find([0x3F, 0x3E], from: index) else { throw ECBRatesError.notXML }
        index += 5
        var names: [String] = []
        var values: [String] = []
        while true {
            let hadSpace = skipSpace()
            if index == close { break }
            guard hadSpace else { throw ECBRatesError.notXML }
            let name = String(decoding: bytes[try readName()], as: UTF8.self)
            skipSpace()
            guard next() == UInt8(ascii: "=") else { throw ECBRatesError.notXML }
            skipSpace()
            let value = try readPlainValue(before: close)
            names.append(name)
            values.append(value)
        }
        index = close + 2
        let expected = ["version", "encoding", "standalone"]
        var position = 0
        for name in names {
            guard let found = expected[position...].firstIndex(of: name) else { throw ECBRatesError.notXML }
            position = found + 1
        }
        guard names.first == "version", let version = values.first, version.hasPrefix("1."),
              version.utf8.count > 2, version.utf8.dropFirst(2).allSatisfy(Self.isDigit)
        else { throw ECBRatesError.notXML }
        if let standalone = names.firstIndex(of: "standalone"), !["yes", "no"].contains(values[standalone]) {
            throw ECBRatesError.notXML
        }
        if let encoding = names.firstIndex(of: "encoding") {
            let declared = values[encoding]
            switch declared.uppercased() {
            case "UTF-8": break
            case "US-ASCII", "ASCII":
                guard !bytes.starts(with: [0xEF, 0xBB, 0xBF]) else {
                    throw ECBRatesError.unsupportedEncoding("\(declared) after a UTF-8 byte order mark")
                }
                isASCII = true
                if let offset = bytes.firstIndex(where: { $0 >= 0x80 }) {
                    throw ECBRatesError.invalidByte(offset: offset, byte: bytes[offset])
                }
            default: throw ECBRatesError.unsupportedEncoding(declared)
            }
        }
    }

    /// A quoted value in the declaration: no markup, no references.
    private mutating func readPlainValue(before limit: Int) throws -> String {
        guard index < limit, bytes[index] == 0x22 || bytes[index] == 0x27 else { throw ECBRatesError.notXML }
        let quote = bytes[index]
        let start = index + 1
        guard let end = bytes[start..<limit].firstIndex(of: quote) else { throw ECBRatesError.notXML }
        let value = bytes[start..<end]
        guard !value.contains(where: { $0 == 0x3C || $0 == 0x26 }) else { throw ECBRatesError.notXML }
        index = end + 1
        return String(decoding: value, as: UTF8.self)
    }

    /// White space and comments before the root element or after it, where a processing
    /// instruction or a declaration is refused and nothing else may stand. Before the root,
    /// stops at its `<`.
    private mutating func readMisc(afterRoot: Bool) throws {
        while true {
            skipSpace()
            guard index < bytes.count else {
                if afterRoot { return }
                throw ECBRatesError.notXML
            }
            guard bytes[index] == UInt8(ascii: "<") else { throw ECBRatesError.notXML }
            if has("<?") { throw ECBRatesError.processingInstruction }
            if has("<!") {
                try readBang(inContent: false)
                continue
            }
            if afterRoot { throw ECBRatesError.notXML }
            return
        }
    }

    /// A comment, a CDATA section (`inContent` only), or a declaration, which is refused.
    private mutating func readBang(inContent: Bool) throws {
        if has("<!--") {
            guard let end = find(Array("--".utf8), from: index + 4) else { throw ECBRatesError.notXML }
            // XML does not allow `--` inside a comment: it must be the end, `-->`.
            guard end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: ">") else { throw ECBRatesError.notXML }
            index = end + 3
            return
        }
        if inContent, has("<![CDATA[") {
            guard let end = find(Array("]]>".utf8), from: index + 9) else { throw ECBRatesError.notXML }
            index = end + 3
            return
        }
        for keyword in ["DOCTYPE", "ENTITY", "ELEMENT", "ATTLIST", "NOTATION"] {
            let word = Array(keyword.utf8)
            let start = index + 2
            if start + word.count <= bytes.count,
               zip(bytes[start..<start + word.count], word).allSatisfy({ $0 & 0xDF == $1 }) {
                throw ECBRatesError.documentTypeDeclaration
            }
        }
        throw ECBRatesError.notXML
    }

    // MARK: Elements

    /// The root element and everything in it, without recursion.
    private mutating func readElements() throws {
        try readStartTag()
        while !open.isEmpty {
            guard index < bytes.count else { throw ECBRatesError.notXML }
            if bytes[index] != UInt8(ascii: "<") {
                try readText()
            } else if has("</") {
                try readEndTag()
            } else if has("<?") {
                throw ECBRatesError.processingInstruction
            } else if has("<!") {
                try readBang(inContent: true)
            } else {
                try readStartTag()
            }
        }
    }

    /// `<Name attributes…>` or `<Name attributes…/>`, and what a `Cube`'s attributes say.
    private mutating func readStartTag() throws {
        elementCount += 1
        if elementCount > Self.maximumElements { throw ECBRatesError.tooManyElements(limit: Self.maximumElements) }
        if open.count + 1 > Self.maximumDepth { throw ECBRatesError.tooDeep(limit: Self.maximumDepth) }
        index += 1
        let name = try readName()
        var attributes: [(name: String, value: String)] = []
        while true {
            let hadSpace = skipSpace()
            guard index < bytes.count else { throw ECBRatesError.notXML }
            if bytes[index] == UInt8(ascii: ">") || has("/>") { break }
            guard hadSpace else { throw ECBRatesError.notXML }
            let attribute = String(decoding: bytes[try readName()], as: UTF8.self)
            skipSpace()
            guard next() == UInt8(ascii: "=") else { throw ECBRatesError.notXML }
            skipSpace()
            let value = try readAttributeValue()
            guard !attributes.contains(where: { $0.name == attribute }) else { throw ECBRatesError.notXML }
            attributes.append((attribute, value))
            if attributes.count > Self.maximumAttributes {
                throw ECBRatesError.tooManyAttributes(element: quoted(name), limit: Self.maximumAttributes)
            }
        }
        let isEmpty = bytes[index] == UInt8(ascii: "/")
        index += isEmpty ? 2 : 1
        let isDay = judge(element: name, attributes: attributes)
        if !isEmpty {
            open.append((name, isDay))
            if isDay { openDays += 1 }
        }
    }

    /// `</Name>`, naming the innermost open element.
    private mutating func readEndTag() throws {
        index += 2
        let name = try readName()
        skipSpace()
        guard next() == UInt8(ascii: ">"), let innermost = open.popLast(), bytes[innermost.name].elementsEqual(bytes[name])
        else { throw ECBRatesError.notXML }
        if innermost.isDay { openDays -= 1 }
    }

    /// Character data up to the next `<`: references must be well-formed, and `]]>` may not
    /// appear. What it says is not used.
    private mutating func readText() throws {
        let end = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
        var position = index
        while position < end {
            switch bytes[position] {
            case UInt8(ascii: "&"):
                index = position
                _ = try readReference()
                position = index
            case UInt8(ascii: "]") where bytes[position...].starts(with: Array("]]>".utf8)):
                throw ECBRatesError.notXML
            default:
                position += 1
            }
        }
        index = end
    }

    /// What the element's attributes say, noted for a `Cube`; whether it is the dated `Cube`.
    /// An attribute the rates file does not define is a problem, not something to skip:
    /// `time` alone, or `currency` and `rate`, on a `Cube`, and namespace declarations anywhere.
    private mutating func judge(element name: Range<Int>, attributes: [(name: String, value: String)]) -> Bool {
        guard bytes[name].elementsEqual("Cube".utf8) else {
            for attribute in attributes where attribute.name != "xmlns" && !attribute.name.hasPrefix("xmlns:") {
                note(.unexpectedAttribute(element: quoted(name), name: Self.shortened(attribute.name)))
            }
            return false
        }
        let time = attributes.first { $0.name == "time" }?.value
        for attribute in attributes {
            switch attribute.name {
            case "time": continue
            case "currency" where time == nil, "rate" where time == nil: continue
            default: note(.unexpectedAttribute(element: "Cube", name: Self.shortened(attribute.name)))
            }
        }
        if let time {
            if date != nil {
                note(.moreThanOneDate)
            } else if let day = RatesDate(time) {
                date = day
            } else {
                note(.invalidDate(Self.shortened(time)))
            }
            return true
        }
        let currency = attributes.first { $0.name == "currency" }?.value
        let rate = attributes.first { $0.name == "rate" }?.value
        guard currency != nil || rate != nil else { return false }
        guard openDays > 0 else {
            note(.missingDate)
            return false
        }
        let code = currency ?? ""
        guard Self.isCurrencyCode(code) else {
            note(.invalidCurrencyCode(Self.shortened(code)))
            return false
        }
        guard let value = Self.positiveDecimal(rate ?? "") else {
            note(.invalidRate(currency: code, value: Self.shortened(rate ?? "")))
            return false
        }
        guard code != "EUR", rates[code] == nil else {
            note(.duplicateCurrency(code))
            return false
        }
        rates[code] = value
        return false
    }

    // MARK: Pieces

    /// A name: a letter, `_`, `:` or any non-ASCII character, then those, digits, `-` and `.`.
    private mutating func readName() throws -> Range<Int> {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isStart = Self.isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
            let isPart = isStart || Self.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard index == start ? isStart : isPart else { break }
            index += 1
        }
        guard index > start else { throw ECBRatesError.notXML }
        return start..<index
    }

    /// A quoted attribute value, normalised as XML does: references decoded, and each literal
    /// tab, line feed, carriage return (or CR LF) written as one space.
    private mutating func readAttributeValue() throws -> String {
        guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else { throw ECBRatesError.notXML }
        let quote = bytes[index]
        index += 1
        // Most values hold nothing to decode or normalise: read them as they stand.
        if let end = bytes[index...].firstIndex(of: quote),
           !bytes[index..<end].contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") || $0 < 0x20 }) {
            defer { index = end + 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        var value: [UInt8] = []
        while true {
            guard index < bytes.count else { throw ECBRatesError.notXML }
            let byte = bytes[index]
            switch byte {
            case quote:
                index += 1
                return String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "<"): throw ECBRatesError.notXML
            case UInt8(ascii: "&"):
                value.append(contentsOf: try readReference())
            case 0x0D:
                value.append(0x20)
                index += index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            case 0x09, 0x0A:
                value.append(0x20)
                index += 1
            default:
                value.append(byte)
                index += 1
            }
        }
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&apos;`, `&quot;`, `&#N;` or `&#xH;` naming a character XML
    /// allows, as the UTF-8 of what it stands for.
    private mutating func readReference() throws -> [UInt8] {
        guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { throw ECBRatesError.notXML }
        let body = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
        index = semicolon + 1
        switch body {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "apos": return [UInt8(ascii: "'")]
        case "quot": return [UInt8(ascii: "\"")]
        default: break
        }
        let digits = body.utf8.dropFirst(body.hasPrefix("#x") ? 2 : 1)
        guard body.hasPrefix("#"), !digits.isEmpty,
              digits.allSatisfy({ body.hasPrefix("#x") ? Self.isHexDigit($0) : Self.isDigit($0) }),
              let value = UInt32(String(decoding: digits, as: UTF8.self), radix: body.hasPrefix("#x") ? 16 : 10),
              let scalar = Unicode.Scalar(value),
              value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0x10FFFF).contains(value),
              value != 0xFFFE, value != 0xFFFF
        else { throw ECBRatesError.notXML }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func note(_ error: ECBRatesError) {
        if problem == nil { problem = error }
    }

    /// Whether the bytes at the reading position begin with `text`.
    private func has(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[index..<index + count].elementsEqual($0) }
    }

    /// Where `pattern` next begins, from `start` on.
    private func find(_ pattern: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, start <= bytes.count else { return nil }
        var position = start
        while let found = bytes[position...].firstIndex(of: first) {
            if bytes[found...].starts(with: pattern) { return found }
            position = found + 1
        }
        return nil
    }

    /// The byte at the reading position, stepping past it (nil at the end).
    private mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    /// Steps past white space; whether there was any.
    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    /// The element name at `range`, shortened for an error message.
    private func quoted(_ range: Range<Int>) -> String {
        Self.shortened(String(decoding: bytes[range], as: UTF8.self))
    }

    private static func shortened(_ name: String) -> String {
        name.count > quotedNameLength ? String(name.prefix(quotedNameLength)) + "…" : name
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (0x61...0x66).contains(byte | 0x20) }

    private static func isCurrencyCode(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    /// `text` as a Decimal when it is plain digits with at most one decimal point between digits
    /// (no sign, exponent, spaces or grouping), at most 30 characters, and greater than zero.
    /// Up to 19 significant digits (every rate the ECB publishes) are put together directly, as
    /// the amount input does; more go through `Decimal(string:)`.
    private static func positiveDecimal(_ text: String) -> Decimal? {
        let utf8 = text.utf8
        guard (1...30).contains(utf8.count), utf8.first != UInt8(ascii: "."), utf8.last != UInt8(ascii: "."),
              utf8.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: ".") }), utf8.lazy.filter({ $0 == UInt8(ascii: ".") }).count <= 1
        else { return nil }
        var mantissa: UInt64 = 0
        var significant = 0
        var fractionDigits = 0
        var trailingZeros = 0
        var sawPoint = false
        for byte in utf8 {
            if byte == UInt8(ascii: ".") {
                sawPoint = true
                continue
            }
            if sawPoint { fractionDigits += 1 }
            let digit = byte - UInt8(ascii: "0")
            guard significant > 0 || digit != 0 else { continue }
            // Zeros after the last other digit are kept out of the mantissa until one follows.
            if digit == 0 {
                trailingZeros += 1
                continue
            }
            significant += trailingZeros + 1
            // Past what a UInt64 holds: the text is plain digits, which Decimal reads exactly.
            guard significant <= 19 else { return Decimal(string: text, locale: posix) }
            for _ in 0..<trailingZeros { mantissa *= 10 }
            mantissa = mantissa * 10 + UInt64(digit)
            trailingZeros = 0
        }
        guard mantissa > 0 else { return nil }
        let exponent = trailingZeros - fractionDigits
        return DecimalParts.decimal(mantissa: mantissa, exponent: exponent)
            ?? Decimal(sign: .plus, exponent: exponent, significand: Decimal(mantissa))
    }

}

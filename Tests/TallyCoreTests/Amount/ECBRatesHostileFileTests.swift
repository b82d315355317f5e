import Foundation
import TallyCore
import Testing

/// The real file's dollar rate, 1.1585, exactly.
private let usd = Decimal(string: "1.1585", locale: Locale(identifier: "en_US_POSIX")) ?? .nan

/// The real daily file of 2018-09-12 as text.
private func realText() throws -> String {
    String(decoding: try Data(contentsOf: ecbFile20180912), as: UTF8.self)
}

/// The real file with `old` replaced by `new` (which must occur), as UTF-8.
private func edited(_ old: String, _ new: String) throws -> Data {
    let text = try realText()
    try #require(text.contains(old), "the real file has no \(old)")
    return Data(text.replacingOccurrences(of: old, with: new).utf8)
}

/// A minimal well-formed rates document: `wrapping` levels of `<gesmes:x>` around the
/// envelope's `Cube`, and `extra` empty elements beside it.
private func document(wrapping: Int = 0, extra: Int = 0, envelopeAttributes: Int = 0) -> Data {
    let attributes = (0..<envelopeAttributes).map { " xmlns:n\($0)='urn:n\($0)'" }.joined()
    let open = String(repeating: "<gesmes:x>", count: wrapping)
    let close = String(repeating: "</gesmes:x>", count: wrapping)
    let siblings = String(repeating: "<gesmes:y/>", count: extra)
    return Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope\(attributes)>\(siblings)\(open)<Cube><Cube time='2018-09-12'><Cube currency='USD' rate='1.1585'/></Cube></Cube>\(close)</gesmes:Envelope>
        """.utf8)
}

/// Rates files in another encoding, each with what it must be refused as.
private func otherEncodings(_ text: String) -> [(name: String, data: Data, encoding: String)] {
    func encoded(_ encoding: String.Encoding) -> Data { text.data(using: encoding) ?? Data() }
    return [
        ("UTF-16LE without a byte order mark", encoded(.utf16LittleEndian), "UTF-16LE"),
        ("UTF-16BE without a byte order mark", encoded(.utf16BigEndian), "UTF-16BE"),
        ("UTF-16LE with a byte order mark", Data([0xFF, 0xFE]) + encoded(.utf16LittleEndian), "UTF-16LE (byte order mark)"),
        ("UTF-16BE with a byte order mark", Data([0xFE, 0xFF]) + encoded(.utf16BigEndian), "UTF-16BE (byte order mark)"),
        ("UTF-32LE without a byte order mark", encoded(.utf32LittleEndian), "UTF-32LE"),
        ("UTF-32BE without a byte order mark", encoded(.utf32BigEndian), "UTF-32BE"),
        ("UTF-32LE with a byte order mark", Data([0xFF, 0xFE, 0, 0]) + encoded(.utf32LittleEndian), "UTF-32LE (byte order mark)"),
        ("UTF-32BE with a byte order mark", Data([0, 0, 0xFE, 0xFF]) + encoded(.utf32BigEndian), "UTF-32BE (byte order mark)"),
    ]
}

@Suite("ECB rates: hostile files")
struct ECBRatesHostileFileTests {
    @Test("a rates file in UTF-16 or UTF-32, with a processing instruction or not, is refused for its encoding")
    func wideEncodings() throws {
        for withInstruction in [false, true] {
            var text = try realText()
            if withInstruction { text = text.replacingOccurrences(of: "<gesmes:subject>", with: "<?pi?><gesmes:subject>") }
            for file in otherEncodings(text) {
                #expect(throws: ECBRatesError.unsupportedEncoding(file.encoding), "\(file.name)") {
                    try ECBReferenceRates(data: file.data)
                }
            }
        }
        // EBCDIC, named from how it writes `<?xm`.
        #expect(throws: ECBRatesError.unsupportedEncoding("EBCDIC")) {
            try ECBReferenceRates(data: Data([0x4C, 0x6F, 0xA7, 0x94, 0x40]))
        }
    }

    @Test("an ASCII file declaring UTF-7 is refused, so an entity it defines never sets a rate")
    func utf7() throws {
        // In UTF-7, `+ADw-` is `<`: this defines &r; as 9.99 and uses it for the dollar.
        let entity = try edited("encoding=\"UTF-8\"?>", "encoding=\"UTF-7\"?>+ADwAIQ-DOCTYPE gesmes:Envelope +AFs-+ADwAIQ-ENTITY r \"9.99\"+AD4AXQA+-")
        let text = String(decoding: entity, as: UTF8.self).replacingOccurrences(of: "rate='1.1585'", with: "rate='&r;'")
        #expect(throws: ECBRatesError.unsupportedEncoding("UTF-7")) {
            try ECBReferenceRates(data: Data(text.utf8))
        }
        let instruction = try edited("encoding=\"UTF-8\"?>", "encoding=\"utf-7\"?>+ADw-?pi?+AD4-")
        #expect(throws: ECBRatesError.unsupportedEncoding("utf-7")) {
            try ECBReferenceRates(data: instruction)
        }
    }

    @Test("a declared encoding other than UTF-8 or US-ASCII is refused, whatever the bytes", arguments: [
        "ISO-8859-1", "UTF-16", "windows-1252", "Shift_JIS", "EBCDIC-US", "UTF-32", "utf8", "",
    ])
    func declaredEncodings(name: String) throws {
        #expect(throws: ECBRatesError.unsupportedEncoding(name)) {
            try ECBReferenceRates(data: try edited("encoding=\"UTF-8\"", "encoding=\"\(name)\""))
        }
    }

    @Test("UTF-8 and US-ASCII, declared in any case or not at all, read the same rates")
    func acceptedEncodings() throws {
        let expected = try ECBReferenceRates(data: try Data(contentsOf: ecbFile20180912))
        for name in ["UTF-8", "utf-8", "US-ASCII", "us-ascii", "ASCII"] {
            #expect(try ECBReferenceRates(data: try edited("encoding=\"UTF-8\"", "encoding=\"\(name)\"")) == expected, "\(name)")
        }
        #expect(try ECBReferenceRates(data: try edited(" encoding=\"UTF-8\"", "")) == expected)
    }

    @Test("NUL, C0 controls, invalid UTF-8 and non-ASCII under a US-ASCII declaration are refused at their byte")
    func invalidBytes() throws {
        let real = try Data(contentsOf: ecbFile20180912)
        // The file is ASCII: its first `U` (of `UTF-8`) is at this byte.
        let offset = try #require(real.firstIndex(of: UInt8(ascii: "U")))
        for byte: UInt8 in [0x00, 0x01, 0x08, 0x0B, 0x0C, 0x1B, 0x1F, 0x80, 0xC0, 0xFF] {
            var data = real
            data[offset] = byte
            #expect(throws: ECBRatesError.invalidByte(offset: offset, byte: byte), "0x\(String(byte, radix: 16))") {
                try ECBReferenceRates(data: data)
            }
        }
        // Overlong `<`, a surrogate, U+FFFE.
        for bytes: [UInt8] in [[0xC0, 0xBC], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBE]] {
            var data = real
            data.insert(contentsOf: bytes, at: offset)
            #expect(throws: ECBRatesError.invalidByte(offset: offset, byte: bytes[0])) {
                try ECBReferenceRates(data: data)
            }
        }
        // `é` is UTF-8, but not US-ASCII.
        let ascii = try edited("encoding=\"UTF-8\"", "encoding=\"US-ASCII\"")
        let accented = String(decoding: ascii, as: UTF8.self).replacingOccurrences(of: "Reference rates", with: "Référence")
        let position = try #require(accented.utf8.firstIndex(of: 0xC3))
        #expect(throws: ECBRatesError.invalidByte(offset: accented.utf8.distance(from: accented.utf8.startIndex, to: position), byte: 0xC3)) {
            try ECBReferenceRates(data: Data(accented.utf8))
        }
        #expect(throws: ECBRatesError.unsupportedEncoding("US-ASCII after a UTF-8 byte order mark")) {
            try ECBReferenceRates(data: Data([0xEF, 0xBB, 0xBF]) + ascii)
        }
    }

    @Test("a DOCTYPE or markup declaration is refused where it stands; an undeclared entity is not XML")
    func declarations() throws {
        for declaration in ["<!DOCTYPE gesmes:Envelope [<!ENTITY r \"9.99\">]>", "<!doctype x>", "<!ENTITY r \"9.99\">",
                            "<!ELEMENT Cube ANY>", "<!ATTLIST Cube rate CDATA '9.99'>", "<!NOTATION n SYSTEM 'x'>"] {
            #expect(throws: ECBRatesError.documentTypeDeclaration, "\(declaration)") {
                try ECBReferenceRates(data: try edited("?>\n", "?>\n\(declaration)\n"))
            }
            #expect(throws: ECBRatesError.documentTypeDeclaration, "\(declaration) inside") {
                try ECBReferenceRates(data: try edited("<Cube>", "<Cube>\(declaration)"))
            }
        }
        for reference in ["&r;", "&r", "&#0;", "&#x1B;", "&#xFFFE;", "&#xD800;", "&#x110000;", "&;", "&#;", "&#x;"] {
            #expect(throws: ECBRatesError.notXML, "\(reference)") {
                try ECBReferenceRates(data: try edited("rate='1.1585'", "rate='\(reference)'"))
            }
        }
        // A declaration inside a comment is only text.
        let commented = try edited("<Cube>", "<!-- <!DOCTYPE x> <?pi?> --><Cube>")
        #expect(try ECBReferenceRates(data: commented).rates["USD"] == usd)
    }

    @Test("references decode as XML defines them, then the rate is judged as written")
    func references() throws {
        // `&#49;.1585` is `1.1585`, exactly as an XML reader reads it.
        #expect(try ECBReferenceRates(data: try edited("rate='1.1585'", "rate='&#49;.1585'")).rates["USD"] == usd)
        #expect(throws: ECBRatesError.invalidRate(currency: "USD", value: "1.1585 ")) {
            try ECBReferenceRates(data: try edited("rate='1.1585'", "rate='1.1585\n'"))
        }
        #expect(throws: ECBRatesError.invalidRate(currency: "USD", value: "\u{202E}1.1585")) {
            try ECBReferenceRates(data: try edited("rate='1.1585'", "rate='&#x202E;1.1585'"))
        }
    }

    @Test("nesting is counted when an element opens: 16 levels are read, 17 refused, 46,000 refused at once")
    func nesting() throws {
        // The envelope, n wrappers, then three Cubes: 4 + n levels.
        #expect(try ECBReferenceRates(data: document(wrapping: ECBReferenceRates.maximumDepth - 4)).rates["USD"] == usd)
        #expect(throws: ECBRatesError.tooDeep(limit: ECBReferenceRates.maximumDepth)) {
            try ECBReferenceRates(data: document(wrapping: ECBReferenceRates.maximumDepth - 3))
        }
        let deep = Data((String(repeating: "<Cube rate='1'>", count: 46_000) + String(repeating: "</Cube>", count: 46_000)).utf8)
        #expect(throws: ECBRatesError.tooDeep(limit: 16)) { try ECBReferenceRates(data: deep) }
    }

    @Test("elements and attributes have limits: at the limit read, one over refused")
    func counts() throws {
        // The envelope and three Cubes, and `extra` siblings.
        let elements = ECBReferenceRates.maximumElementCount
        #expect(try ECBReferenceRates(data: document(extra: elements - 4)).rates["USD"] == usd)
        #expect(throws: ECBRatesError.tooManyElements(limit: elements)) {
            try ECBReferenceRates(data: document(extra: elements - 3))
        }
        let attributes = ECBReferenceRates.maximumAttributeCount
        #expect(try ECBReferenceRates(data: document(envelopeAttributes: attributes)).rates["USD"] == usd)
        #expect(throws: ECBRatesError.tooManyAttributes(element: "gesmes:Envelope", limit: attributes)) {
            try ECBReferenceRates(data: document(envelopeAttributes: attributes + 1))
        }
        let wide = Data(("<Envelope " + (0..<100_000).map { "a\($0)='1'" }.joined(separator: " ") + "/>").utf8.prefix(1 << 20))
        #expect(throws: ECBRatesError.tooManyAttributes(element: "Envelope", limit: attributes)) { try ECBReferenceRates(data: wide) }
    }

    @Test("an attribute the rates file does not define is refused, never dropped")
    func unexpectedAttributes() throws {
        #expect(throws: ECBRatesError.unexpectedAttribute(element: "Cube", name: "currency")) {
            try ECBReferenceRates(data: try edited("<Cube time='2018-09-12'>", "<Cube time='2018-09-12' currency='USD' rate='9.99'>"))
        }
        #expect(throws: ECBRatesError.unexpectedAttribute(element: "Cube", name: "multiplier")) {
            try ECBReferenceRates(data: try edited("rate='1.1585'", "rate='1.1585' multiplier='10'"))
        }
        #expect(throws: ECBRatesError.unexpectedAttribute(element: "gesmes:subject", name: "lang")) {
            try ECBReferenceRates(data: try edited("<gesmes:subject>", "<gesmes:subject lang='en'>"))
        }
        #expect(throws: ECBRatesError.unexpectedAttribute(element: "Cube", name: "rate")) {
            try ECBReferenceRates(data: try edited("<Cube time='2018-09-12'>", "<Cube time='2018-09-12' rate='9.99'>"))
        }
    }

    @Test("messages write what the file says with its controls escaped")
    func escapedMessages() {
        let messages = [
            ECBRatesError.invalidDate("2018\u{1B}]0;owned\u{07}").description,
            ECBRatesError.invalidRate(currency: "USD", value: "\u{202E}05.21").description,
            ECBRatesError.invalidCurrencyCode("\u{1B}[2J").description,
            ECBRatesError.unexpectedAttribute(element: "Cube", name: "a\u{9B}b").description,
            ECBRatesError.unsupportedEncoding("\u{1B}[31m").description,
        ]
        for message in messages {
            #expect(!message.unicodeScalars.contains(where: VisibleText.needsEscape), "\(message.debugDescription)")
        }
        #expect(messages[1].contains("\\u{202E}05.21"))
    }

    /// Whatever is inserted wherever, in whichever encoding: the file is refused, or read with
    /// exactly the real file's rates; and only UTF-8 is ever read.
    @Test("property: no insertion in any encoding changes a figure; only UTF-8 is read")
    func insertionsNeverChangeAFigure() throws {
        let real = try realText()
        let expected = try ECBReferenceRates(data: Data(real.utf8))
        let inserts = [
            "<!DOCTYPE x [<!ENTITY r \"9.99\">]>", "<?pi?>", "<?xml version='1.0'?>", "&r;", "\u{0}", "\u{1B}",
            "<Cube currency='CHF' rate='9.99'/>", "<Cube time='2018-09-11'>", "</Cube>", "<!-- x -->", "<![CDATA[<Cube>]]>",
            "'", "\"", "<", ">", "&", "\u{202E}", "\u{FEFF}", "encoding=\"UTF-7\"", "+ADw-", " xmlns:x='y'", " rate='9.99'",
        ]
        var generator = SplitMix64(state: 0xECB_2018)
        var accepted = 0
        for round in 0..<3_000 {
            var scalars = Array(real.unicodeScalars)
            let insert = inserts[Int.random(in: 0..<inserts.count, using: &generator)]
            scalars.insert(contentsOf: insert.unicodeScalars, at: Int.random(in: 0...scalars.count, using: &generator))
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            let mutated = String(text)
            let utf8 = Data(mutated.utf8)
            if let rates = try? ECBReferenceRates(data: utf8) {
                accepted += 1
                #expect(rates == expected, "round \(round): \(insert.debugDescription) changed the rates")
            }
            for file in otherEncodings(mutated) {
                #expect(throws: ECBRatesError.unsupportedEncoding(file.encoding), "round \(round), \(file.name)") {
                    try ECBReferenceRates(data: file.data)
                }
            }
        }
        // Insertions into text and comments are harmless; the test must see some accepted.
        #expect(accepted > 100)
    }
}

@Suite("ECB rates: what errors quote")
struct ECBRatesQuotingTests {
    @Test("a value quoted from the file is cut after 64 characters")
    func longValues() throws {
        let text = String(decoding: try Data(contentsOf: ecbFile20180912), as: UTF8.self)
        let long = String(repeating: "9", count: 100_000)
        let data = Data(text.replacingOccurrences(of: "rate='1.1585'", with: "rate='\(long)'").utf8)
        #expect(throws: ECBRatesError.invalidRate(currency: "USD", value: String(repeating: "9", count: 64) + "…")) {
            try ECBReferenceRates(data: data)
        }
    }
}

@Suite("ECB rates: reading a rate")
struct ECBRateTextTests {
    /// Random rates of 1 to 30 characters: digits with leading and trailing zeros, at most one
    /// point, and now and then a character that makes them no rate.
    @Test("property: a rate reads exactly as Decimal(string:) reads the same digits, or is refused as written")
    func ratesReadExactly() throws {
        let text = String(decoding: try Data(contentsOf: ecbFile20180912), as: UTF8.self)
        let posix = Locale(identifier: "en_US_POSIX")
        var generator = SplitMix64(state: 0x0152_0185)
        var read = 0
        for _ in 0..<4_000 {
            let length = Int.random(in: 1...32, using: &generator)
            var rate = String((0..<length).map { _ -> Character in
                switch Int.random(in: 0..<20, using: &generator) {
                case 0..<5: return "0"
                case 5: return "."
                case 6 where Bool.random(using: &generator): return ["e", "-", " ", ",", "x", "٣"].randomElement(using: &generator) ?? "x"
                default: return Character(String(Int.random(in: 1...9, using: &generator)))
                }
            })
            if Int.random(in: 0..<4, using: &generator) == 0, let point = rate.firstIndex(of: ".") {
                rate.remove(at: point)  // plenty of integers too
            }
            let data = Data(text.replacingOccurrences(of: "rate='1.1585'", with: "rate='\(rate)'").utf8)
            let bytes = Array(rate.utf8)
            let plain = (1...30).contains(bytes.count) && bytes.first != UInt8(ascii: ".") && bytes.last != UInt8(ascii: ".")
                && bytes.allSatisfy { (0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") }
                && bytes.filter { $0 == UInt8(ascii: ".") }.count <= 1
            if plain, let expected = Decimal(string: rate, locale: posix), expected > 0 {
                #expect(try ECBReferenceRates(data: data).rates["USD"] == expected, "\(rate)")
                read += 1
            } else {
                #expect(throws: ECBRatesError.invalidRate(currency: "USD", value: rate.count > 64 ? String(rate.prefix(64)) + "…" : rate), "\(rate)") {
                    try ECBReferenceRates(data: data)
                }
            }
        }
        #expect(read > 1_000)
    }
}

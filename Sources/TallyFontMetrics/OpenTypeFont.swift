import Foundation
import TallyCore

/// Why a font file could not be read.
public enum OpenTypeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file does not start like an OpenType or TrueType font.
    case notAFont(signature: String)
    /// A font format this reader does not take (a collection, WOFF, WOFF2).
    case unsupportedFormat(String)
    /// A table the reader needs is absent.
    case missingTable(String)
    /// A table, or the table directory, ends before a value it must hold.
    case truncated(table: String, offset: Int)
    /// A table holds a value that cannot be right.
    case malformed(table: String, reason: String)
    /// A feature uses a kind of GSUB lookup this reader does not apply.
    case unsupportedLookup(feature: String, lookupType: Int)

    /// A sentence saying what is wrong with the file.
    /// Text from outside in it is escaped with `VisibleText.escaped(_:)`.
    public var description: String { VisibleText.escaped(sentence) }

    private var sentence: String {
        switch self {
        case .notAFont(let signature):
            "not an OpenType or TrueType font (it starts with \(signature))"
        case .unsupportedFormat(let format):
            "\(format) is not read here; give an OpenType (.otf) or TrueType (.ttf) file"
        case .missingTable(let tag):
            "the font has no '\(tag)' table"
        case .truncated(let table, let offset):
            "the font's \(table) ends before byte \(offset)"
        case .malformed(let table, let reason):
            "the font's '\(table)' table is malformed: \(reason)"
        case .unsupportedLookup(let feature, let lookupType):
            "the '\(feature)' feature uses a GSUB lookup of type \(lookupType); only single substitutions (type 1, or type 1 inside an extension) are applied"
        }
    }
}

/// An OpenType or TrueType font file, read just enough to say how wide a character is drawn:
/// the table directory, `head` (units per em), `hhea` and `hmtx` (advance widths), `maxp`
/// (the glyph count), `cmap` (characters to glyphs, formats 4 and 12), `name` (names and
/// version), the presence of `fvar`, and the single substitutions of a `GSUB` feature such as
/// `tnum`.
///
/// Every read is bounds-checked: a truncated or corrupt file is an ``OpenTypeError``, never a
/// crash. Kerning (`GPOS`) is not read: an advance here is the glyph's own.
public struct OpenTypeFont: Sendable {
    /// The file's bytes.
    private let bytes: [UInt8]
    /// Table tag → (offset, length), each range inside ``bytes``.
    private let tables: [String: Range<Int>]
    /// The font's units per em (`head`).
    public let unitsPerEm: Int
    /// How many glyphs the font has (`maxp`).
    public let glyphCount: Int
    /// The advance width of each glyph with its own `hmtx` entry; later glyphs take the last.
    private let advances: [Int]
    /// The offset of the Unicode `cmap` subtable of each format read (4, 12) that the font has.
    private let characterMaps: [Int: Int]
    /// Whether the font is a variable font (`fvar`); its `hmtx` then holds the default instance.
    public let isVariable: Bool

    /// The tags of the tables the file holds, sorted.
    public var tableTags: [String] { tables.keys.sorted() }

    /// Reads a font from its bytes.
    ///
    /// - Throws: ``OpenTypeError`` naming what is missing or wrong.
    public init(data: Data) throws {
        let bytes = [UInt8](data)
        self.bytes = bytes
        let directory = Reader(bytes: bytes, range: 0..<bytes.count, table: "table directory")
        let signature = try directory.u32(0)
        switch signature {
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565: break  // TrueType, 'OTTO', 'true'
        case 0x7474_6366: throw OpenTypeError.unsupportedFormat("a font collection (ttcf)")
        case 0x774F_4646: throw OpenTypeError.unsupportedFormat("WOFF")
        case 0x774F_4632: throw OpenTypeError.unsupportedFormat("WOFF2")
        default: throw OpenTypeError.notAFont(signature: Self.describe(signature))
        }
        let count = try directory.u16(4)
        var tables: [String: Range<Int>] = [:]
        for index in 0..<count {
            let record = 12 + 16 * index
            let tag = try directory.tag(record)
            let offset = try directory.u32(record + 8)
            let length = try directory.u32(record + 12)
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw OpenTypeError.truncated(table: "'\(tag)' table", offset: offset + length)
            }
            tables[tag] = offset..<(offset + length)
        }
        self.tables = tables
        isVariable = tables["fvar"] != nil

        let head = try Self.table("head", in: tables, bytes: bytes)
        guard try head.u32(12) == 0x5F0F_3CF5 else {
            throw OpenTypeError.malformed(table: "head", reason: "the magic number is not 0x5F0F3CF5")
        }
        unitsPerEm = try head.u16(18)
        guard (16...16384).contains(unitsPerEm) else {
            throw OpenTypeError.malformed(table: "head", reason: "unitsPerEm \(unitsPerEm) is outside 16…16384")
        }
        glyphCount = try Self.table("maxp", in: tables, bytes: bytes).u16(4)
        let metricCount = try Self.table("hhea", in: tables, bytes: bytes).u16(34)
        guard metricCount >= 1, metricCount <= glyphCount else {
            throw OpenTypeError.malformed(table: "hhea", reason: "numberOfHMetrics \(metricCount) is not within 1…\(glyphCount) glyphs")
        }
        let hmtx = try Self.table("hmtx", in: tables, bytes: bytes)
        advances = try (0..<metricCount).map { try hmtx.u16(4 * $0) }
        characterMaps = try Self.characterMaps(Self.table("cmap", in: tables, bytes: bytes))
    }

    /// The weight class of `OS/2` (400 regular, 700 bold); nil without that table.
    public func weightClass() throws -> Int? {
        guard tables["OS/2"] != nil else { return nil }
        return try Self.table("OS/2", in: tables, bytes: bytes).u16(4)
    }

    /// The glyph `scalar` is drawn with, before any feature; nil when the font lacks it. Read from
    /// the format 12 subtable when there is one (all of Unicode), else from format 4.
    public func glyph(for scalar: Unicode.Scalar) throws -> Int? {
        try glyph(for: scalar, format: characterMaps[12] != nil ? 12 : 4)
    }

    /// The glyph of `scalar` in the Unicode subtable of `format` (4 or 12).
    func glyph(for scalar: Unicode.Scalar, format: Int) throws -> Int? {
        guard let offset = characterMaps[format] else {
            throw OpenTypeError.malformed(table: "cmap", reason: "no Unicode subtable of format \(format)")
        }
        let cmap = try Self.table("cmap", in: tables, bytes: bytes)
        let code = Int(scalar.value)
        let glyph = format == 12 ? try Self.format12Glyph(code, cmap, at: offset) : try Self.format4Glyph(code, cmap, at: offset)
        guard glyph < glyphCount else {
            throw OpenTypeError.malformed(table: "cmap", reason: "U+\(String(scalar.value, radix: 16, uppercase: true)) maps to glyph \(glyph) of \(glyphCount)")
        }
        return glyph == 0 ? nil : glyph
    }

    /// The advance width of `glyph`, in font units.
    public func advance(ofGlyph glyph: Int) -> Int {
        advances[min(max(glyph, 0), advances.count - 1)]
    }

    /// What the single substitutions of `feature` turn each glyph into, applying its lookups in
    /// lookup-list order; empty when the font has no `GSUB` or no such feature.
    ///
    /// - Throws: ``OpenTypeError/unsupportedLookup(feature:lookupType:)`` when the feature uses
    ///   any other kind of lookup, since applying only part of it would give wrong glyphs.
    public func singleSubstitutions(feature: String) throws -> [Int: Int] {
        guard tables["GSUB"] != nil else { return [:] }
        let gsub = try Self.table("GSUB", in: tables, bytes: bytes)
        let featureList = try gsub.u16(6)
        let lookupList = try gsub.u16(8)
        var lookupIndices = Set<Int>()
        for index in 0..<(try gsub.u16(featureList)) {
            let record = featureList + 2 + 6 * index
            guard try gsub.tag(record) == feature else { continue }
            let table = featureList + (try gsub.u16(record + 4))
            for lookup in 0..<(try gsub.u16(table + 2)) {
                lookupIndices.insert(try gsub.u16(table + 4 + 2 * lookup))
            }
        }
        var mapping: [Int: Int] = [:]
        let lookupCount = try gsub.u16(lookupList)
        for lookupIndex in lookupIndices.sorted() {
            guard lookupIndex < lookupCount else {
                throw OpenTypeError.malformed(table: "GSUB", reason: "'\(feature)' names lookup \(lookupIndex) of \(lookupCount)")
            }
            let lookup = lookupList + (try gsub.u16(lookupList + 2 + 2 * lookupIndex))
            let type = try gsub.u16(lookup)
            var step: [Int: Int] = [:]
            for subtableIndex in 0..<(try gsub.u16(lookup + 4)) {
                var subtable = lookup + (try gsub.u16(lookup + 6 + 2 * subtableIndex))
                var subtableType = type
                if type == 7 {  // extension: the real type and a 32-bit offset
                    subtableType = try gsub.u16(subtable + 2)
                    subtable += try gsub.u32(subtable + 4)
                }
                guard subtableType == 1 else {
                    throw OpenTypeError.unsupportedLookup(feature: feature, lookupType: subtableType)
                }
                // The first subtable that covers a glyph is the one applied.
                for (glyph, substitute) in try Self.singleSubstitution(gsub, at: subtable) where step[glyph] == nil {
                    guard substitute < glyphCount else {
                        throw OpenTypeError.malformed(table: "GSUB", reason: "'\(feature)' turns glyph \(glyph) into glyph \(substitute) of \(glyphCount)")
                    }
                    step[glyph] = substitute
                }
            }
            // Chain this lookup after the earlier ones.
            for (glyph, current) in mapping { if let next = step[current] { mapping[glyph] = next } }
            for (glyph, substitute) in step where mapping[glyph] == nil { mapping[glyph] = substitute }
        }
        return mapping
    }

    /// A string of the `name` table: 1 copyright, 4 full name, 5 version, 6 PostScript name,
    /// 13 licence. Windows Unicode English first, then any Windows Unicode, then Macintosh Roman
    /// (read as ASCII); nil when there is none.
    public func name(_ id: Int) throws -> String? {
        guard tables["name"] != nil else { return nil }
        let table = try Self.table("name", in: tables, bytes: bytes)
        let count = try table.u16(2)
        let storage = try table.u16(4)
        var best: (rank: Int, text: String)?
        for index in 0..<count {
            let record = 6 + 12 * index
            guard try table.u16(record + 6) == id else { continue }
            let platform = try table.u16(record)
            let encoding = try table.u16(record + 2)
            let language = try table.u16(record + 4)
            let length = try table.u16(record + 8)
            let start = storage + (try table.u16(record + 10))
            let raw = Array(try table.bytes(start, count: length))
            let rank: Int
            let text: String
            if platform == 3, encoding == 1 || encoding == 10 {
                rank = language == 0x409 ? 0 : 1
                var units: [UInt16] = []
                for pair in stride(from: 0, to: raw.count - 1, by: 2) { units.append(UInt16(raw[pair]) << 8 | UInt16(raw[pair + 1])) }
                text = String(decoding: units, as: UTF16.self)
            } else if platform == 1, encoding == 0 {
                rank = 2
                text = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
            } else {
                continue
            }
            if best == nil || rank < best!.rank { best = (rank, text) }
        }
        return best?.text
    }

    // MARK: - Tables

    /// A bounds-checked view of one table.
    private struct Reader {
        let bytes: [UInt8]
        let range: Range<Int>
        let table: String

        func bytes(_ offset: Int, count: Int) throws -> ArraySlice<UInt8> {
            guard offset >= 0, count >= 0, offset <= range.count - count else {
                throw OpenTypeError.truncated(table: table == "table directory" ? table : "'\(table)' table", offset: range.lowerBound + offset + count)
            }
            return bytes[(range.lowerBound + offset)..<(range.lowerBound + offset + count)]
        }

        func u16(_ offset: Int) throws -> Int {
            let b = try bytes(offset, count: 2)
            return Int(b[b.startIndex]) << 8 | Int(b[b.startIndex + 1])
        }

        func i16(_ offset: Int) throws -> Int {
            Int(Int16(truncatingIfNeeded: try u16(offset)))
        }

        func u32(_ offset: Int) throws -> Int {
            try u16(offset) << 16 | u16(offset + 2)
        }

        func tag(_ offset: Int) throws -> String {
            String(decoding: try bytes(offset, count: 4).map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
        }
    }

    private static func table(_ tag: String, in tables: [String: Range<Int>], bytes: [UInt8]) throws -> Reader {
        guard let range = tables[tag] else { throw OpenTypeError.missingTable(tag) }
        return Reader(bytes: bytes, range: range, table: tag)
    }

    private static func describe(_ signature: Int) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8((signature >> $0) & 0xFF) }
        return "0x" + bytes.map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
    }

    /// The Unicode subtables of formats 4 (the Basic Multilingual Plane) and 12 (all of Unicode),
    /// format → offset; Windows subtables before Unicode-platform ones of the same format.
    private static func characterMaps(_ cmap: Reader) throws -> [Int: Int] {
        var found: [Int: Int] = [:]
        for index in 0..<(try cmap.u16(2)) {
            let record = 4 + 8 * index
            let platform = try cmap.u16(record)
            let encoding = try cmap.u16(record + 2)
            let offset = try cmap.u32(record + 4)
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode else { continue }
            let format = try cmap.u16(offset)
            guard format == 4 || format == 12 else { continue }
            if found[format] == nil || platform == 3 { found[format] = offset }
        }
        guard !found.isEmpty else {
            throw OpenTypeError.malformed(table: "cmap", reason: "no Unicode subtable of format 4 or 12")
        }
        return found
    }

    private static func format4Glyph(_ code: Int, _ cmap: Reader, at subtable: Int) throws -> Int {
        guard code <= 0xFFFF else { return 0 }
        let segments = try cmap.u16(subtable + 6) / 2
        let ends = subtable + 14
        let starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments
        let rangeOffsets = deltas + 2 * segments
        // Binary search for the first segment whose end is at or after the code.
        var low = 0
        var high = segments
        while low < high {
            let middle = (low + high) / 2
            if try cmap.u16(ends + 2 * middle) < code { low = middle + 1 } else { high = middle }
        }
        guard low < segments else { return 0 }
        let start = try cmap.u16(starts + 2 * low)
        guard start <= code else { return 0 }
        let delta = try cmap.u16(deltas + 2 * low)
        let rangeOffset = try cmap.u16(rangeOffsets + 2 * low)
        if rangeOffset == 0 { return (code + delta) & 0xFFFF }
        let glyph = try cmap.u16(rangeOffsets + 2 * low + rangeOffset + 2 * (code - start))
        return glyph == 0 ? 0 : (glyph + delta) & 0xFFFF
    }

    private static func format12Glyph(_ code: Int, _ cmap: Reader, at subtable: Int) throws -> Int {
        let groups = try cmap.u32(subtable + 12)
        var low = 0
        var high = groups
        while low < high {
            let middle = low + (high - low) / 2
            let group = subtable + 16 + 12 * middle
            if try cmap.u32(group + 4) < code {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < groups else { return 0 }
        let group = subtable + 16 + 12 * low
        let start = try cmap.u32(group)
        guard start <= code else { return 0 }
        return try cmap.u32(group + 8) + (code - start)
    }

    /// The glyphs a coverage table lists, in coverage-index order.
    private static func coverage(_ table: Reader, at offset: Int) throws -> [Int] {
        switch try table.u16(offset) {
        case 1:
            return try (0..<(try table.u16(offset + 2))).map { try table.u16(offset + 4 + 2 * $0) }
        case 2:
            var glyphs: [Int] = []
            for index in 0..<(try table.u16(offset + 2)) {
                let record = offset + 4 + 6 * index
                let first = try table.u16(record)
                let last = try table.u16(record + 2)
                let startIndex = try table.u16(record + 4)
                guard first <= last, startIndex == glyphs.count else {
                    throw OpenTypeError.malformed(table: table.table, reason: "coverage range \(index) is out of order")
                }
                glyphs += first...last
            }
            return glyphs
        case let format:
            throw OpenTypeError.malformed(table: table.table, reason: "coverage format \(format)")
        }
    }

    /// A single substitution subtable (format 1: a delta; format 2: a list) as glyph → glyph.
    private static func singleSubstitution(_ gsub: Reader, at subtable: Int) throws -> [(Int, Int)] {
        let covered = try coverage(gsub, at: subtable + (try gsub.u16(subtable + 2)))
        switch try gsub.u16(subtable) {
        case 1:
            let delta = try gsub.i16(subtable + 4)
            return covered.map { ($0, ($0 + delta) & 0xFFFF) }
        case 2:
            let count = try gsub.u16(subtable + 4)
            guard count == covered.count else {
                throw OpenTypeError.malformed(table: "GSUB", reason: "a single substitution lists \(count) glyphs for \(covered.count) covered")
            }
            return try covered.enumerated().map { index, glyph in (glyph, try gsub.u16(subtable + 6 + 2 * index)) }
        case let format:
            throw OpenTypeError.malformed(table: "GSUB", reason: "single substitution format \(format)")
        }
    }
}

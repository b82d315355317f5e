import Foundation
@testable import TallyFontMetrics
import Testing

/// A font built table by table, for what Inter does not exercise: format 4 alone, lookups inside
/// extensions, chained lookups, other lookup types, variable fonts, Macintosh names.
private struct FontBuilder {
    var tables: [String: [UInt8]] = [:]

    static func u16(_ value: Int) -> [UInt8] { [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
    static func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value & 0xFFFF) }

    /// A font with `advances.count` glyphs and the given advances, `unitsPerEm` 1000, a format 4
    /// cmap from `characters` (scalar → glyph), and no GSUB.
    init(advances: [Int], characters: [(UInt32, Int)]) {
        var head = [UInt8](repeating: 0, count: 54)
        head.replaceSubrange(12..<16, with: Self.u32(0x5F0F_3CF5))
        head.replaceSubrange(18..<20, with: Self.u16(1000))
        tables["head"] = head
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replaceSubrange(34..<36, with: Self.u16(advances.count))
        tables["hhea"] = hhea
        tables["maxp"] = Self.u32(0x5000) + Self.u16(advances.count)
        tables["hmtx"] = advances.flatMap { Self.u16($0) + Self.u16(0) }
        // Format 4: one segment per character with idRangeOffset pointing into glyphIdArray, and
        // the final 0xFFFF segment.
        let sorted = characters.sorted { $0.0 < $1.0 }
        let segments = sorted.count + 1
        var ends: [UInt8] = [], starts: [UInt8] = [], deltas: [UInt8] = [], rangeOffsets: [UInt8] = [], glyphIDs: [UInt8] = []
        for (index, (scalar, glyph)) in sorted.enumerated() {
            ends += Self.u16(Int(scalar))
            starts += Self.u16(Int(scalar))
            deltas += Self.u16(0)
            // From this idRangeOffset entry to glyph `index` of glyphIdArray.
            rangeOffsets += Self.u16(2 * (segments - index) + 2 * index)
            glyphIDs += Self.u16(glyph)
        }
        ends += Self.u16(0xFFFF); starts += Self.u16(0xFFFF); deltas += Self.u16(1); rangeOffsets += Self.u16(0)
        let body = Self.u16(2 * segments) + Self.u16(0) + Self.u16(0) + Self.u16(0) + ends + Self.u16(0) + starts + deltas + rangeOffsets + glyphIDs
        let subtable = Self.u16(4) + Self.u16(body.count + 6) + Self.u16(0) + body
        tables["cmap"] = Self.u16(0) + Self.u16(1) + Self.u16(3) + Self.u16(1) + Self.u32(12) + subtable
    }

    /// A GSUB whose one feature, `tag`, uses the given lookups (each: type, subtables' bytes,
    /// subtable offsets counted from the lookup table).
    mutating func gsub(feature tag: String, lookups: [(type: Int, subtables: [[UInt8]])]) {
        // Header 10, ScriptList (empty) at 10, FeatureList at 12, LookupList after it.
        let scriptList = Self.u16(0)
        let featureTable = Self.u16(0) + Self.u16(lookups.count) + lookups.indices.flatMap { Self.u16($0) }
        let featureList = Self.u16(1) + Array(tag.utf8) + Self.u16(8) + featureTable
        var lookupTables: [[UInt8]] = []
        for lookup in lookups {
            var offsets: [Int] = []
            var next = 6 + 2 * lookup.subtables.count
            for subtable in lookup.subtables { offsets.append(next); next += subtable.count }
            lookupTables.append(Self.u16(lookup.type) + Self.u16(0) + Self.u16(lookup.subtables.count) + offsets.flatMap { Self.u16($0) } + lookup.subtables.flatMap { $0 })
        }
        var lookupList = Self.u16(lookups.count)
        var next = 2 + 2 * lookups.count
        for table in lookupTables { lookupList += Self.u16(next); next += table.count }
        lookupList += lookupTables.flatMap { $0 }
        let featureListOffset = 10 + scriptList.count
        let lookupListOffset = featureListOffset + featureList.count
        tables["GSUB"] = Self.u16(1) + Self.u16(0) + Self.u16(10) + Self.u16(featureListOffset) + Self.u16(lookupListOffset) + scriptList + featureList + lookupList
    }

    /// Single substitution format 1 (a delta) over a format 1 coverage.
    static func singleDelta(_ glyphs: [Int], delta: Int) -> [UInt8] {
        u16(1) + u16(6) + u16(delta & 0xFFFF) + u16(1) + u16(glyphs.count) + glyphs.flatMap { u16($0) }
    }

    /// Single substitution format 2 (a list) over a format 2 coverage of one range.
    static func singleList(from first: Int, to substitutes: [Int]) -> [UInt8] {
        let coverageOffset = 6 + 2 * substitutes.count
        return u16(2) + u16(coverageOffset) + u16(substitutes.count) + substitutes.flatMap { u16($0) }
            + u16(2) + u16(1) + u16(first) + u16(first + substitutes.count - 1) + u16(0)
    }

    /// An extension subtable (lookup type 7) holding a subtable of `type` right after it.
    static func extensionOf(type: Int, _ subtable: [UInt8]) -> [UInt8] {
        u16(1) + u16(type) + u32(8) + subtable
    }

    /// A `name` table with Macintosh Roman records only.
    mutating func macNames(_ names: [Int: String]) {
        let sorted = names.sorted { $0.key < $1.key }
        var storage: [UInt8] = []
        var records: [UInt8] = []
        for (id, text) in sorted {
            records += Self.u16(1) + Self.u16(0) + Self.u16(0) + Self.u16(id) + Self.u16(text.utf8.count) + Self.u16(storage.count)
            storage += Array(text.utf8)
        }
        tables["name"] = Self.u16(0) + Self.u16(sorted.count) + Self.u16(6 + records.count) + records + storage
    }

    var data: Data {
        let tags = tables.keys.sorted()
        var offset = 12 + 16 * tags.count
        var directory = Self.u32(0x4F54_544F) + Self.u16(tags.count) + Self.u16(0) + Self.u16(0) + Self.u16(0)
        var body: [UInt8] = []
        for tag in tags {
            let table = tables[tag]!
            directory += Array(tag.utf8) + Self.u32(0) + Self.u32(offset) + Self.u32(table.count)
            let padded = table + [UInt8](repeating: 0, count: (4 - table.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        return Data(directory + body)
    }
}

@Suite("OpenType reading")
struct OpenTypeFontTests {
    /// Glyphs 0 (.notdef) to 5; "A" → 1, "B" → 2, "C" → 3, "1" → 4, U+00A0 → 5.
    private static func builder() -> FontBuilder {
        FontBuilder(advances: [500, 600, 610, 620, 700, 250], characters: [(0x41, 1), (0x42, 2), (0x43, 3), (0x31, 4), (0xA0, 5)])
    }

    @Test("a format 4 cmap with glyph arrays, hmtx, and a missing character")
    func format4() throws {
        let font = try OpenTypeFont(data: Self.builder().data)
        #expect(font.unitsPerEm == 1000 && font.glyphCount == 6 && !font.isVariable)
        #expect(try font.glyph(for: "A") == 1 && font.glyph(for: "C") == 3 && font.glyph(for: "\u{00A0}") == 5)
        #expect(try font.glyph(for: "Z") == nil && font.glyph(for: "\u{1F600}") == nil)
        #expect(font.advance(ofGlyph: 1) == 600 && font.advance(ofGlyph: 5) == 250)
        #expect(try font.singleSubstitutions(feature: "tnum") == [:])
        #expect(try font.name(4) == nil && font.weightClass() == nil)
    }

    @Test("Inter's format 4 and format 12 subtables agree on every character of the Basic Multilingual Plane")
    func interFormatsAgree() throws {
        let (_, font) = try shippedFont("Sources/TallyInter/Resources/Inter-Regular.otf")
        var mapped = 0
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let four = try font.glyph(for: scalar, format: 4)
            #expect(four == (try font.glyph(for: scalar, format: 12)), "U+\(String(value, radix: 16))")
            if four != nil { mapped += 1 }
        }
        #expect(mapped > 2000)
    }

    @Test("lookups inside extensions, in both single substitution formats, applied in lookup order")
    func chainedExtensionLookups() throws {
        var builder = Self.builder()
        // Lookup 0: A → B, B → C (format 2, inside an extension); lookup 1: C → 1's glyph (delta).
        builder.gsub(feature: "tnum", lookups: [
            (7, [FontBuilder.extensionOf(type: 1, FontBuilder.singleList(from: 1, to: [2, 3]))]),
            (1, [FontBuilder.singleDelta([3], delta: 1)]),
        ])
        let font = try OpenTypeFont(data: builder.data)
        #expect(try font.singleSubstitutions(feature: "tnum") == [1: 2, 2: 4, 3: 4])
        #expect(try font.singleSubstitutions(feature: "case") == [:])
    }

    @Test("a feature with a lookup other than a single substitution is refused, not half applied")
    func otherLookupsRefused() throws {
        var builder = Self.builder()
        builder.gsub(feature: "tnum", lookups: [(1, [FontBuilder.singleDelta([1], delta: 1)]), (6, [FontBuilder.u16(1)])])
        #expect(throws: OpenTypeError.unsupportedLookup(feature: "tnum", lookupType: 6)) {
            try OpenTypeFont(data: builder.data).singleSubstitutions(feature: "tnum")
        }
        var wrapped = Self.builder()
        wrapped.gsub(feature: "tnum", lookups: [(7, [FontBuilder.extensionOf(type: 4, FontBuilder.u16(1))])])
        #expect(throws: OpenTypeError.unsupportedLookup(feature: "tnum", lookupType: 4)) {
            try OpenTypeFont(data: wrapped.data).singleSubstitutions(feature: "tnum")
        }
        var outside = Self.builder()
        outside.gsub(feature: "tnum", lookups: [(1, [FontBuilder.singleDelta([1], delta: 40)])])
        #expect(throws: OpenTypeError.malformed(table: "GSUB", reason: "'tnum' turns glyph 1 into glyph 41 of 6")) {
            try OpenTypeFont(data: outside.data).singleSubstitutions(feature: "tnum")
        }
    }

    @Test("names from Macintosh records, and a variable font noted as such")
    func namesAndVariable() throws {
        var builder = Self.builder()
        builder.macNames([4: "Test Bold", 6: "Test-Bold"])
        builder.tables["fvar"] = [UInt8](repeating: 0, count: 16)
        let font = try OpenTypeFont(data: builder.data)
        #expect(try font.name(4) == "Test Bold" && font.name(6) == "Test-Bold" && font.name(5) == nil)
        #expect(font.isVariable)
    }

    @Test("the generator refuses a font without a character amounts show, and says which")
    func missingCharacter() throws {
        let font = try OpenTypeFont(data: Self.builder().data)
        #expect(throws: HeroAmountAdvances.Failure.missingCharacter("0")) { try HeroAmountAdvances.advances(in: font) }
        #expect(HeroAmountAdvances.Failure.missingCharacter("\u{00A0}").description == "the font has no glyph for U+00A0, which amounts show")
    }

    @Test("other formats and other files are refused with what they are")
    func refusals() throws {
        #expect(throws: OpenTypeError.unsupportedFormat("WOFF2")) { try OpenTypeFont(data: Data("wOF2\0\0\0\0\0\0\0\0".utf8)) }
        #expect(throws: OpenTypeError.unsupportedFormat("a font collection (ttcf)")) { try OpenTypeFont(data: Data("ttcf\0\0\0\0\0\0\0\0".utf8)) }
        #expect(throws: OpenTypeError.notAFont(signature: "0x7B0A2020")) { try OpenTypeFont(data: Data("{\n  \"fonts\": {}}".utf8)) }
        #expect(throws: OpenTypeError.truncated(table: "table directory", offset: 4)) { try OpenTypeFont(data: Data([0x4F, 0x54])) }
        var noHmtx = Self.builder()
        noHmtx.tables["hmtx"] = nil
        #expect(throws: OpenTypeError.missingTable("hmtx")) { try OpenTypeFont(data: noHmtx.data) }
        var badHead = Self.builder()
        badHead.tables["head"]?[12] = 0
        #expect(throws: OpenTypeError.malformed(table: "head", reason: "the magic number is not 0x5F0F3CF5")) { try OpenTypeFont(data: badHead.data) }
        var shortHmtx = Self.builder()
        shortHmtx.tables["hmtx"]?.removeLast(4)
        let short = #expect(throws: OpenTypeError.self) { try OpenTypeFont(data: shortHmtx.data) }
        #expect(short?.description.hasPrefix("the font's 'hmtx' table ends before byte ") == true)
    }

    @Test("every truncation and 3,000 corruptions of the shipped Bold throw or read, never crash")
    func damagedFiles() throws {
        let (data, _) = try shippedFont(HeroAmountAdvances.Layout.font)
        let bytes = [UInt8](data)
        var generator = SplitMix64(seed: 0x1F0_47)
        var refused = 0
        var lengths = Array(stride(from: 0, to: 2048, by: 1)) + (0..<300).map { _ in Int(generator.next() % UInt64(bytes.count)) }
        // The file ends with hmtx and 2 bytes of padding: cut hmtx's last byte.
        lengths.append(bytes.count - 3)
        for length in lengths {
            do {
                let font = try OpenTypeFont(data: Data(bytes[0..<length]))
                _ = try HeroAmountAdvances.advances(in: font)
            } catch {
                refused += 1
            }
        }
        // Every table must lie inside the file: a cut one is refused.
        #expect(refused == lengths.count)
        for _ in 0..<3000 {
            var damaged = bytes
            for _ in 0..<(1 + Int(generator.next() % 8)) {
                // Mostly in the table directory and the small tables the reader uses.
                let limit = generator.next() % 2 == 0 ? 512 : bytes.count
                damaged[Int(generator.next() % UInt64(limit))] = UInt8(truncatingIfNeeded: generator.next())
            }
            if let font = try? OpenTypeFont(data: Data(damaged)) {
                _ = try? HeroAmountAdvances.advances(in: font)
                _ = try? font.name(4)
            }
        }
    }
}

/// A small seeded generator, so a failure repeats.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

import Foundation

/// A ``TextMeasurer`` from a font's advance widths (in font units), for fonts whose glyphs do
/// not kern digits, as Inter's tabular figures.
public struct AdvanceWidthMeasurer: TextMeasurer, Hashable {
    /// The font's units per em.
    public var unitsPerEm: Double
    /// Advance width per character, in font units.
    public var advances: [Character: Double] {
        didSet { tables = Tables(advances, fallbackAdvance: fallbackAdvance) }
    }
    /// The advance of a character missing from ``advances``.
    public var fallbackAdvance: Double {
        didSet { tables = Tables(advances, fallbackAdvance: fallbackAdvance) }
    }
    /// ``advances`` arranged so that most text is measured scalar by scalar without forming
    /// `Character`s or hashing; one reference, so a copy of the measurer (one a render) retains
    /// one table, not four.
    private var tables: Tables

    /// A measurer from a font's advance table.
    public init(unitsPerEm: Double, advances: [Character: Double], fallbackAdvance: Double) {
        self.unitsPerEm = unitsPerEm
        self.advances = advances
        self.fallbackAdvance = fallbackAdvance
        self.tables = Tables(advances, fallbackAdvance: fallbackAdvance)
    }

    /// The advance of each ASCII character, and of the non-ASCII characters that are one scalar
    /// which never joins its neighbours into one character.
    private final class Tables: @unchecked Sendable {
        /// Index = the ASCII code. Written once in `init`, then only read, from any thread.
        let ascii: UnsafeMutablePointer<Double>
        /// Sorted scalar values, and their advances at the same index.
        let scalars: [UInt32]
        let scalarAdvances: [Double]

        init(_ advances: [Character: Double], fallbackAdvance: Double) {
            ascii = .allocate(capacity: 128)
            for code in 0..<128 {
                (ascii + code).initialize(to: advances[Character(Unicode.Scalar(UInt8(code)))] ?? fallbackAdvance)
            }
            let standalone = advances.compactMap { character, advance -> (UInt32, Double)? in
                guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                      scalar.value >= 0x80, Self.neverJoins(scalar) else { return nil }
                return (scalar.value, advance)
            }.sorted { $0.0 < $1.0 }
            scalars = standalone.map(\.0)
            scalarAdvances = standalone.map(\.1)
        }

        deinit {
            ascii.deallocate()
        }

        /// Whether `scalar` forms a character of its own whatever stands beside it, given that its
        /// neighbours are such scalars or ASCII other than CR: a space, a symbol, punctuation, a
        /// decimal digit or a cased letter. None of these is a grapheme extender, a spacing mark,
        /// a prepended mark, a joiner, a regional indicator or a Hangul jamo, the only scalars the
        /// grapheme cluster rules join (emoji modifiers, category Sk, are left out too).
        static func neverJoins(_ scalar: Unicode.Scalar) -> Bool {
            guard !scalar.properties.isGraphemeExtend else { return false }
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .mathSymbol, .currencySymbol, .dashPunctuation, .otherPunctuation,
                 .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
                 .connectorPunctuation, .decimalNumber, .uppercaseLetter, .lowercaseLetter:
                return true
            default:
                return false
            }
        }

        /// The advance of a scalar from ``scalars``; nil when it is not there.
        func advance(ofScalar value: UInt32) -> Double? {
            var low = 0, high = scalars.count
            while low < high {
                let middle = (low + high) / 2
                if scalars[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low < scalars.count && scalars[low] == value ? scalarAdvances[low] : nil
        }
    }

    /// Two measurers are equal when their units per em, advances and fallback are.
    public static func == (lhs: AdvanceWidthMeasurer, rhs: AdvanceWidthMeasurer) -> Bool {
        lhs.unitsPerEm == rhs.unitsPerEm && lhs.fallbackAdvance == rhs.fallbackAdvance && lhs.advances == rhs.advances
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(unitsPerEm)
        hasher.combine(fallbackAdvance)
        hasher.combine(advances)
    }

    /// Σ advance × size / unitsPerEm.
    public func width(of text: String, fontSize: Double) -> Double {
        guard unitsPerEm > 0 else { return 0 }
        let total = scalarAdvances(of: text) ?? text.reduce(0) { $0 + advance(of: $1) }
        return total * fontSize / unitsPerEm
    }

    /// The sum of the advances of `text`'s scalars, when each is a character of its own: ASCII
    /// other than CR (which joins a following LF), the standalone scalars of the table, and the
    /// digits and separators of other numbering systems (``standsAlone(_:)``). Nil for any other
    /// text, which is measured character by character. Decodes the UTF-8 in place, so the text
    /// an amount shows costs no `Character` and no hashing.
    private func scalarAdvances(of text: String) -> Double? {
        let tables = self.tables
        let fallback = fallbackAdvance
        let ascii = tables.ascii
        func sum(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
            withExtendedLifetime(tables) {
                var total = 0.0
                var index = 0
                let count = bytes.count
                while index < count {
                    let lead = bytes[index]
                    if lead < 0x80 {
                        guard lead != 0x0D else { return nil }
                        total += ascii[Int(lead)]
                        index += 1
                        continue
                    }
                    // Valid UTF-8 (a String's): the lead byte gives the length.
                    var value: UInt32
                    let length: Int
                    if lead < 0xE0 {
                        value = UInt32(lead & 0x1F)
                        length = 2
                    } else if lead < 0xF0 {
                        value = UInt32(lead & 0x0F)
                        length = 3
                    } else {
                        value = UInt32(lead & 0x07)
                        length = 4
                    }
                    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                    index += length
                    if let advance = tables.advance(ofScalar: value) {
                        total += advance
                    } else if let scalar = Unicode.Scalar(value), Self.standsAlone(scalar) {
                        // A digit or separator of another numbering system the font does not
                        // draw: a character of its own, measured as the dictionary would.
                        total += fallback
                    } else {
                        return nil
                    }
                }
                return total
            }
        }
        if let total = text.utf8.withContiguousStorageIfAvailable(sum) { return total }
        return Array(text.utf8).withUnsafeBufferPointer(sum)
    }

    /// Whether `scalar` is a character of its own whatever stands beside it (given neighbours as
    /// in ``width(of:fontSize:)``'s scalar route) and one an amount shows: a decimal digit of any
    /// numbering system, or a separator some locale writes numbers with. Told without Unicode's
    /// property tables, so amounts in Arabic-Indic, Persian or Devanagari digits are measured
    /// scalar by scalar.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isDecimalDigit || numberSeparators.contains(scalar.value)
    }

    /// The separators other than ASCII that locales group and mark decimals with, sorted: the
    /// no-break space, the Arabic comma, decimal and thousands separators, the Ethiopic syllable
    /// one locale groups with, the thin space, the right single quotation mark, the narrow
    /// no-break space and the reversed comma. A test reads every locale's separators and checks
    /// they are here or in the font's table, and that each is a character of its own.
    static let numberSeparators: [UInt32] = [0x00A0, 0x060C, 0x066B, 0x066C, 0x12C8, 0x2009, 0x2019, 0x202F, 0x2E41]

    /// The advance of one character.
    private func advance(of character: Character) -> Double {
        if character.utf8.count == 1, let byte = character.utf8.first, byte < 0x80 {
            return tables.ascii[Int(byte)]
        }
        return advances[character] ?? fallbackAdvance
    }
}

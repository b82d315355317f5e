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
    /// `Character`s or hashing.
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
    private struct Tables: Hashable, Sendable {
        /// Index = the ASCII code.
        var ascii: [Double]
        /// Sorted scalar values, and their advances at the same index.
        var scalars: [UInt32]
        var scalarAdvances: [Double]

        init(_ advances: [Character: Double], fallbackAdvance: Double) {
            ascii = (0..<128).map { code in advances[Character(Unicode.Scalar(UInt8(code)))] ?? fallbackAdvance }
            let standalone = advances.compactMap { character, advance -> (UInt32, Double)? in
                guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                      scalar.value >= 0x80, Self.neverJoins(scalar) else { return nil }
                return (scalar.value, advance)
            }.sorted { $0.0 < $1.0 }
            scalars = standalone.map(\.0)
            scalarAdvances = standalone.map(\.1)
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

    /// Σ advance × size / unitsPerEm.
    public func width(of text: String, fontSize: Double) -> Double {
        guard unitsPerEm > 0 else { return 0 }
        var total = 0.0
        var isSimple = true
        // ASCII other than CR, and the scalars of `tables.scalars`, are each a character of their
        // own next to one another (CR joins a following LF).
        for byte in text.utf8 {
            guard byte < 0x80, byte != 0x0D else {
                isSimple = false
                break
            }
            total += tables.ascii[Int(byte)]
        }
        if !isSimple {
            isSimple = true
            total = 0
            for scalar in text.unicodeScalars {
                if scalar.value < 0x80, scalar.value != 0x0D {
                    total += tables.ascii[Int(scalar.value)]
                } else if let advance = tables.advance(ofScalar: scalar.value) {
                    total += advance
                } else {
                    isSimple = false
                    break
                }
            }
        }
        if !isSimple {
            total = text.reduce(0) { $0 + advance(of: $1) }
        }
        return total * fontSize / unitsPerEm
    }

    /// The advance of one character.
    private func advance(of character: Character) -> Double {
        if character.utf8.count == 1, let byte = character.utf8.first, byte < 0x80 {
            return tables.ascii[Int(byte)]
        }
        return advances[character] ?? fallbackAdvance
    }
}

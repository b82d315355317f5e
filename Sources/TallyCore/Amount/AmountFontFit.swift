import Foundation

/// Measures how wide a text is at a font size. Tally measures once, at the base size, and scales;
/// TallyUI measures with UIKit, tests with Inter's real advance widths.
public protocol TextMeasurer: Sendable {
    /// The width of `text` at `fontSize`, in points.
    func width(of text: String, fontSize: Double) -> Double
}

/// Seed 000's `updateFontSize`, decided once: the hero amount's font size for the width it has.
///
/// One measurement at the base size through the injected ``TextMeasurer``, then proportional
/// scaling (text width is linear in font size), never below ``minimumScale`` × base (0.3, as
/// `.minimumScaleFactor(0.3)`), never above the base.
public struct AmountFontFit: Sendable, Hashable {
    /// The size the amount is drawn at when it fits (Inter Bold 56 in the design).
    public var baseSize: Double
    /// The smallest size as a fraction of the base.
    public var minimumScale: Double

    /// A fit starting at `baseSize`.
    public init(baseSize: Double = TallyTokens.Typography.heroAmount.fontSize.points, minimumScale: Double = 0.3) {
        self.baseSize = baseSize
        self.minimumScale = minimumScale
    }

    /// The font size at which `text` fits `availableWidth`, measured once with `measurer`.
    public func fontSize(for text: String, availableWidth: Double, measurer: some TextMeasurer) -> Double {
        guard baseSize > 0, availableWidth.isFinite, availableWidth > 0 else { return baseSize * minimumScale }
        let width = measurer.width(of: text, fontSize: baseSize)
        guard width.isFinite, width > availableWidth else { return baseSize }
        return max(baseSize * availableWidth / width, baseSize * minimumScale)
    }
}

/// A ``TextMeasurer`` from a font's advance widths (in font units), for fonts whose glyphs do
/// not kern digits, as Inter's tabular figures.
public struct AdvanceWidthMeasurer: TextMeasurer, Hashable {
    /// The font's units per em.
    public var unitsPerEm: Double
    /// Advance width per character, in font units.
    public var advances: [Character: Double] {
        didSet { asciiAdvances = Self.asciiTable(advances, fallbackAdvance: fallbackAdvance) }
    }
    /// The advance of a character missing from ``advances``.
    public var fallbackAdvance: Double {
        didSet { asciiAdvances = Self.asciiTable(advances, fallbackAdvance: fallbackAdvance) }
    }
    /// The advance of each ASCII character (index = its code), from ``advances`` and
    /// ``fallbackAdvance``, so that ASCII text needs no hashing.
    private var asciiAdvances: [Double]

    /// A measurer from a font's advance table.
    public init(unitsPerEm: Double, advances: [Character: Double], fallbackAdvance: Double) {
        self.unitsPerEm = unitsPerEm
        self.advances = advances
        self.fallbackAdvance = fallbackAdvance
        self.asciiAdvances = Self.asciiTable(advances, fallbackAdvance: fallbackAdvance)
    }

    private static func asciiTable(_ advances: [Character: Double], fallbackAdvance: Double) -> [Double] {
        (0..<128).map { code in advances[Character(Unicode.Scalar(UInt8(code)))] ?? fallbackAdvance }
    }

    /// Σ advance × size / unitsPerEm.
    public func width(of text: String, fontSize: Double) -> Double {
        guard unitsPerEm > 0 else { return 0 }
        var total = 0.0
        var isSimpleASCII = true
        // Every ASCII byte but CR is a character of its own when the next byte is ASCII too.
        for byte in text.utf8 {
            guard byte < 0x80, byte != 0x0D else {
                isSimpleASCII = false
                break
            }
            total += asciiAdvances[Int(byte)]
        }
        if !isSimpleASCII {
            total = text.reduce(0) { $0 + advance(of: $1) }
        }
        return total * fontSize / unitsPerEm
    }

    /// The advance of one character.
    private func advance(of character: Character) -> Double {
        if character.utf8.count == 1, let byte = character.utf8.first, byte < 0x80 {
            return asciiAdvances[Int(byte)]
        }
        return advances[character] ?? fallbackAdvance
    }
}

/// Seed 002's quick amounts: preset chips under the amount (10, 15, 20, 30 by default). Tapping
/// one replaces the amount (it never adds), the chip equal to the current amount is shown
/// selected, and focus moves on to the description.
public struct QuickAmounts: Sendable, Hashable {
    /// The presets in order.
    public var presets: [Decimal]
    /// The currency they are in.
    public var currency: Currency

    /// Presets for `currency`.
    public init(_ presets: [Decimal] = [10, 15, 20, 30], currency: Currency) {
        self.presets = presets
        self.currency = currency
    }

    /// The preset equal to `amount`, if any (the chip shown selected).
    public func selected(for amount: Decimal) -> Decimal? {
        presets.first { $0 == amount }
    }

    /// What tapping `preset` does: the amount becomes exactly the preset.
    public func tap(_ preset: Decimal, on input: AmountInput) -> (input: AmountInput, movesFocusToDescription: Bool) {
        var replaced = input
        replaced.apply(.clear)
        let digits = "\(preset)"  // Decimal prints plain ASCII digits with "." whatever the locale
        replaced.apply(.paste(digits))
        return (replaced, true)
    }
}

/// The characters of `AnimatedTitleInput` with stable identities: characters that stay keep
/// their id between edits, so only inserted characters wobble.
public struct AnimatedTitleText: Sendable, Hashable {
    /// One character and its identity.
    public struct Glyph: Sendable, Hashable, Identifiable {
        /// Stable for as long as the character stays in the text.
        public var id: Int
        /// The character.
        public var character: Character
    }

    /// The glyphs in order.
    public private(set) var glyphs: [Glyph] = []
    private var nextID = 0

    /// An empty text.
    public init() {}

    /// The text.
    public var text: String { String(glyphs.map(\.character)) }

    /// Updates to `newText`, keeping the ids of the unchanged prefix and suffix; returns the ids
    /// of inserted characters (the ones to animate).
    @discardableResult
    public mutating func update(to newText: String) -> Set<Int> {
        let new = Array(newText)
        let old = glyphs.map(\.character)
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var inserted: Set<Int> = []
        var middle: [Glyph] = []
        for character in new[prefix..<(new.count - suffix)] {
            middle.append(Glyph(id: nextID, character: character))
            inserted.insert(nextID)
            nextID += 1
        }
        glyphs = Array(glyphs[..<prefix]) + middle + Array(glyphs[(old.count - suffix)...])
        return inserted
    }
}

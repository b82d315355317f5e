import Foundation
import TallyCore

/// The hero amount's advance table (`AdvanceWidthMeasurer.interBoldTabular`), read from a font
/// file and written as Swift: `swift run tally fonts advances`.
///
/// Each advance is the one the font draws the character with when tabular figures are on, as
/// `.monospacedDigit()` asks: the character's glyph from `cmap`, through the single
/// substitutions of the `tnum` feature, measured in `hmtx`.
public enum HeroAmountAdvances {
    /// Where the package keeps the font and the generated table, relative to its root.
    public enum Layout {
        /// The font the table is read from: the Bold face TallyInter ships.
        public static let font = "Sources/TallyInter/Resources/Inter-Bold.otf"
        /// The generated Swift file.
        public static let output = "Sources/TallyCore/Amount/InterMetrics.swift"
    }

    /// The OpenType features applied before measuring, as the hero amount draws with them.
    public static let features = ["tnum"]

    /// The characters an amount shows: digits, the separators locales group and decimal with
    /// (including the no-break and narrow no-break spaces and both apostrophes), signs, the
    /// currency symbols and the letters of the currency abbreviations the formatter writes.
    public static let characters: [Character] = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
        ".", ",", "'", "\u{2019}", " ", "\u{00A0}", "\u{202F}",
        "-", "\u{2212}", "+", "\u{2248}",
        "$", "\u{20AC}", "\u{00A3}", "\u{00A5}", "\u{20BD}", "\u{20A3}", "\u{20B9}", "\u{20A9}", "\u{20AA}", "\u{20BA}", "\u{0E3F}",
        "B", "C", "D", "E", "F", "G", "H", "J", "P", "R", "S", "U", "Y", "f", "r",
        "\u{043A}", "\u{0440}",
    ]

    /// What the generator could not do.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The font has no glyph for a character an amount shows, so its width would be a guess.
        case missingCharacter(Character)
        /// The font file could not be read.
        case font(OpenTypeError)

        /// A sentence saying what is wrong.
        /// Text from outside in it is escaped with `VisibleText.escaped(_:)`.
        public var description: String { VisibleText.escaped(sentence) }

        private var sentence: String {
            switch self {
            case .missingCharacter(let character):
                "the font has no glyph for \(HeroAmountAdvances.scalarName(character)), which amounts show"
            case .font(let error):
                error.description
            }
        }
    }

    /// Each of ``characters`` with its advance in font units, tabular figures on.
    public static func advances(in font: OpenTypeFont) throws -> [Character: Int] {
        do {
            var substitutions: [Int: Int] = [:]
            for feature in features {
                let step = try font.singleSubstitutions(feature: feature)
                for (glyph, current) in substitutions { if let next = step[current] { substitutions[glyph] = next } }
                for (glyph, substitute) in step where substitutions[glyph] == nil { substitutions[glyph] = substitute }
            }
            var table: [Character: Int] = [:]
            for character in characters {
                guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                      let glyph = try font.glyph(for: scalar) else {
                    throw Failure.missingCharacter(character)
                }
                table[character] = font.advance(ofGlyph: substitutions[glyph] ?? glyph)
            }
            return table
        } catch let error as OpenTypeError {
            throw Failure.font(error)
        }
    }

    /// The measurer the table makes: ``advances(in:)``, and the tabular 0's advance for any
    /// other character.
    public static func measurer(for font: OpenTypeFont) throws -> AdvanceWidthMeasurer {
        let table = try advances(in: font)
        return AdvanceWidthMeasurer(
            unitsPerEm: Double(font.unitsPerEm),
            advances: table.mapValues(Double.init),
            fallbackAdvance: Double(table["0"] ?? 0)
        )
    }

    /// Where `measurer` differs from what `font` draws, one sentence each: units per em, the
    /// fallback, each character's advance, characters missing from either; empty when they agree.
    public static func differences(between measurer: AdvanceWidthMeasurer, and font: OpenTypeFont) throws -> [String] {
        let expected = try self.measurer(for: font)
        var found: [String] = []
        if measurer.unitsPerEm != expected.unitsPerEm {
            found.append("unitsPerEm is \(units(measurer.unitsPerEm)), the font's is \(units(expected.unitsPerEm))")
        }
        if measurer.fallbackAdvance != expected.fallbackAdvance {
            found.append("the fallback advance is \(units(measurer.fallbackAdvance)), the font's tabular 0 is \(units(expected.fallbackAdvance))")
        }
        for character in characters {
            let drawn = expected.advances[character].map(units) ?? "?"
            switch measurer.advances[character] {
            case nil:
                found.append("\(scalarName(character)) is missing; the font draws it \(drawn) units wide")
            case let advance? where advance != expected.advances[character]:
                found.append("\(scalarName(character)) is \(units(advance)) units; the font draws it \(drawn) units wide")
            default:
                break
            }
        }
        let extra = measurer.advances.keys.filter { !characters.contains($0) }.sorted { scalarValue($0) < scalarValue($1) }
        for character in extra { found.append("\(scalarName(character)) is not a character the table is generated for") }
        return found
    }

    /// The Swift file defining `AdvanceWidthMeasurer.interBoldTabular` from `font`.
    ///
    /// - Parameters:
    ///   - font: the font read.
    ///   - fontPath: the font's path as the header names it (relative to the package root).
    ///   - byteCount: the font file's size, which the doc comment records.
    public static func swiftSource(font: OpenTypeFont, fontPath: String, byteCount: Int) throws -> String {
        let table = try advances(in: font)
        let fullName = try? font.name(4)
        let version = try? font.name(5)
        let licence = try? font.name(13)
        let described = [fullName ?? "the font", version.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
        let instance = font.isVariable ? ", the default instance of a variable font," : ""
        var lines: [String] = [
            "// Generated by `swift run tally fonts advances` from \(commentSafe(fontPath)). Do not edit:",
            "// replace the font and run the command again (`tally fonts advances --check` fails CI otherwise).",
            "",
            "import Foundation",
            "",
            "extension AdvanceWidthMeasurer {",
        ]
        let paragraphs = [
            "\(commentSafe(described))\(instance) with tabular figures, the hero amount's font: advance widths of the "
                + "digits, separators, signs and currency symbols an amount shows, in font units (unitsPerEm \(font.unitsPerEm)). "
                + "A character outside the table measures as a tabular 0.",
            "Read from `\(commentSafe((fontPath as NSString).lastPathComponent))` (\(grouped(byteCount)) bytes), the file "
                + "TallyInter ships and registers: each character's glyph in `cmap`, through the single substitutions of "
                + "`\(features.joined(separator: "`, `"))` in `GSUB`, measured in `hmtx`. Kerning is not applied.",
            licence.map { "Licence (the font's `name` table): " + commentSafe($0) },
        ].compactMap { $0 }
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append("    ///") }
            lines += wrapped(paragraph, width: 96).map { "    /// " + $0 }
        }
        lines += [
            "    public static let interBoldTabular = AdvanceWidthMeasurer(",
            "        unitsPerEm: \(font.unitsPerEm),",
            "        advances: [",
        ]
        for character in characters.sorted(by: { scalarValue($0) < scalarValue($1) }) {
            lines.append("            \(swiftLiteral(character)): \(table[character] ?? 0),")
        }
        lines += [
            "        ],",
            "        fallbackAdvance: \(table["0"] ?? 0)",
            "    )",
            "}",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    // MARK: - Text

    /// `U+20BD ₽`, or `U+00A0` alone for a character that does not show.
    static func scalarName(_ character: Character) -> String {
        let code = "U+" + String(scalarValue(character), radix: 16, uppercase: true).leftPadded(to: 4)
        return shows(character) ? "\(code) \(character)" : code
    }

    private static func scalarValue(_ character: Character) -> UInt32 {
        character.unicodeScalars.first?.value ?? 0
    }

    /// Whether the character is drawn as itself in source: not a space other than U+0020, a
    /// control, a format character or a separator.
    private static func shows(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        if scalar == " " { return true }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .surrogate, .privateUse, .unassigned,
             .nonspacingMark, .enclosingMark, .spacingMark:
            return false
        default:
            return true
        }
    }

    /// The character as a Swift string literal: itself when it shows, `\u{00A0}` otherwise.
    private static func swiftLiteral(_ character: Character) -> String {
        switch character {
        case "\"": return "\"\\\"\""
        case "\\": return "\"\\\\\""
        default:
            if shows(character) { return "\"\(character)\"" }
            let hex = String(scalarValue(character), radix: 16, uppercase: true).leftPadded(to: 4)
            return "\"\\u{\(hex)}\""
        }
    }

    /// Text read from a font, made safe to stand in a `//` comment: every control, format or
    /// line-breaking character becomes a space.
    private static func commentSafe(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: " "
            default: scalar
            }
        }))
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word stands alone).
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// 1920 → "1920", 1919.5 → "1919.5".
    private static func units(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// 271436 → "271,436".
    private static func grouped(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}

extension String {
    /// The string with `"0"` in front until it is `width` long.
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

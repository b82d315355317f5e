import Foundation
import TallyCore
import Testing

private func parsed(_ text: String) throws -> HexColor.Parsed {
    try HexColor.parse(text).get()
}

private func error(_ text: String) -> HexColor.ParseError? {
    if case .failure(let error) = HexColor.parse(text) { return error }
    return nil
}

@Suite("Hex colour codes")
struct HexColorTests {
    @Test("canonical codes parse and format back unchanged, and are reported as canonical",
          arguments: ["#3B82F6", "#000000", "#FFFFFF", "#0A0B0C", "#DC2626", "#00FF00"])
    func canonicalRoundTrip(code: String) throws {
        let result = try parsed(code)
        #expect(result.canonical == code)
        #expect(result.color.hex == code && result.color.description == code)
        #expect(result.isCanonical && result.normalization.isEmpty && result.input == code)
    }

    @Test("every 24-bit value formats as # and six upper-case digits and parses back to itself")
    func everyFormatRoundTrips() throws {
        var generator = SplitMix64(state: 0x00C0_FFEE)
        let values: [UInt32] = [0, 0xFF_FFFF, 0x00_000F, 0x0F_0000, 0xAB_CDEF] + (0..<5_000).map { _ in
            UInt32.random(in: 0...0xFF_FFFF, using: &generator)
        }
        for value in values {
            let color = HexColor(rgb: value)
            let expected = "#" + String(format: "%06X", value)
            #expect(color.hex == expected)
            let result = try parsed(expected)
            #expect(result.color == color && result.isCanonical)
        }
    }

    @Test("the forms people type are read and the normalization is reported")
    func normalizedForms() throws {
        let lower = try parsed("3b82f6")
        #expect(lower.canonical == "#3B82F6" && lower.normalization == [.addedHash, .uppercased])
        #expect(lower.input == "3b82f6" && !lower.isCanonical)

        let short = try parsed("#38F")
        #expect(short.canonical == "#3388FF" && short.normalization == [.expandedShortForm])

        let spaced = try parsed("  #3B82F6\n")
        #expect(spaced.canonical == "#3B82F6" && spaced.normalization == [.trimmedWhitespace])
        #expect(spaced.input == "  #3B82F6\n")

        let everything = try parsed("\t38f ")
        #expect(everything.canonical == "#3388FF")
        #expect(everything.normalization == [.trimmedWhitespace, .addedHash, .uppercased, .expandedShortForm])

        // Upper-case letters and digits alone need no upper-casing.
        #expect(try parsed("#ABCDEF").normalization.isEmpty)
        #expect(try parsed("123456").normalization == [.addedHash])
        #expect(try parsed("#aBcDeF").normalization == [.uppercased])
    }

    @Test("a result is canonical exactly when its input already is the canonical code",
          arguments: ["#3B82F6", "#3b82f6", "3B82F6", " #3B82F6", "#38F", "#38f", "#3388FF", "3388ff", "#FFF", "#FFFFFF\r\n"])
    func canonicalMeansUnchanged(input: String) throws {
        let result = try parsed(input)
        #expect(result.isCanonical == (input == result.canonical))
    }

    @Test("every three-digit code doubles each digit, as CSS does")
    func shortFormExpansion() throws {
        let digits = Array("0123456789ABCDEF")
        for r in 0..<16 {
            for g in 0..<16 {
                for b in 0..<16 {
                    let code = "#" + String([digits[r], digits[g], digits[b]])
                    // 0xR becomes 0xRR = R × 0x11.
                    let expected = UInt32(r * 0x11) << 16 | UInt32(g * 0x11) << 8 | UInt32(b * 0x11)
                    #expect(try parsed(code).color.rgb == expected, "\(code)")
                }
            }
        }
    }

    @Test("empty input, with or without a #, is .empty")
    func empty() {
        for text in ["", "   ", "\n\t", "#", "  #  "] {
            #expect(error(text) == .empty, "\(text.debugDescription)")
        }
    }

    @Test("the first character that is not an ASCII hex digit is named")
    func invalidCharacters() {
        #expect(error("#12G") == .invalidCharacter("G", text: "#12G"))
        #expect(error("##3B82F6") == .invalidCharacter("#", text: "##3B82F6"))
        #expect(error("#3B 82F6") == .invalidCharacter(" ", text: "#3B 82F6"))
        #expect(error("0x3B82F6") == .invalidCharacter("x", text: "0x3B82F6"))
        #expect(error("blue") == .invalidCharacter("l", text: "blue"))
        // A full-width digit three (U+FF13) is a hex digit to Character.hexDigitValue, not here.
        #expect(error("#\u{FF13}B82F6") == .invalidCharacter("\u{FF13}", text: "#\u{FF13}B82F6"))
        // Characters are checked before the length.
        #expect(error("#12345G7") == .invalidCharacter("G", text: "#12345G7"))
        // The text in the error is trimmed.
        #expect(error(" #12G ") == .invalidCharacter("G", text: "#12G"))
    }

    @Test("lengths other than 3 and 6 are refused; 4 and 8 digits are a colour with alpha")
    func lengths() {
        #expect(error("#3B82F") == .wrongLength(digits: 5, text: "#3B82F"))
        #expect(error("#3B82F6A") == .wrongLength(digits: 7, text: "#3B82F6A"))
        #expect(error("#1") == .wrongLength(digits: 1, text: "#1"))
        #expect(error("12") == .wrongLength(digits: 2, text: "12"))
        #expect(error("#1234567890") == .wrongLength(digits: 10, text: "#1234567890"))
        #expect(error("#3B82F6FF") == .alphaNotSupported(text: "#3B82F6FF"))
        #expect(error("#38FA") == .alphaNotSupported(text: "#38FA"))
        #expect(error("80FF0000") == .alphaNotSupported(text: "80FF0000"))
    }

    @Test("a long refused text is kept to 64 characters in the error")
    func longText() throws {
        let long = "#" + String(repeating: "A", count: 99)
        let refused = try #require(error(long))
        #expect(refused.text.count == 64 && refused.text == String(long.prefix(64)))
        #expect(refused == .wrongLength(digits: 99, text: String(long.prefix(64))))
    }

    @Test("init(_:) throws the parse error")
    func throwingInit() throws {
        #expect(try HexColor("#38f") == HexColor(rgb: 0x3388FF))
        #expect(throws: HexColor.ParseError.empty) { try HexColor("  ") }
        #expect(throws: HexColor.ParseError.invalidCharacter("Z", text: "#ZZZ")) { try HexColor("#ZZZ") }
    }

    @Test("components, the token colour and the component initializer agree")
    func components() {
        let color = HexColor(rgb: 0x3B82F6)
        #expect(color.red == 0x3B && color.green == 0x82 && color.blue == 0xF6)
        #expect(HexColor(red: 0x3B, green: 0x82, blue: 0xF6) == color)
        #expect(color.color == TokenColor(rgb: 0x3B82F6))
        #expect(color.color.alpha == 1 && color.color.colorSpace == .sRGB)
        #expect(color.color.hex == "#3b82f6")
        #expect(HexColor(rgb: 0x00000A).hex == "#00000A")
    }

    @Test("the error message is the catalog's in every language",
          arguments: [
            ("en_US", "“#12G” is not a color code like #3B82F6"),
            ("ru_RU", "«#12G» — не код цвета вида #3B82F6"),
            ("fr_CH", "« #12G » n’est pas un code couleur comme #3B82F6"),
            ("de_DE", "„#12G“ ist kein Farbcode wie #3B82F6"),
          ])
    func messages(locale: String, expected: String) throws {
        let refused = try #require(error("#12G"))
        #expect(refused.message(locale: Locale(identifier: locale)) == expected)
    }

    @Test("every error case has the same message with its own text")
    func messagesPerCase() throws {
        let en = Locale(identifier: "en_US")
        #expect(HexColor.ParseError.empty.message(locale: en) == "“” is not a color code like #3B82F6")
        #expect(try #require(error("#3B82F6FF")).message(locale: en) == "“#3B82F6FF” is not a color code like #3B82F6")
        #expect(try #require(error("12")).message(locale: en) == "“12” is not a color code like #3B82F6")
        // Foundation's LocalizedError reads the same catalog text.
        #expect(HexColor.ParseError.empty.errorDescription?.hasSuffix("#3B82F6") == true)
    }
}

@Suite("Category palette and swatch contrast")
struct CategoryPaletteTests {
    /// WCAG 2.x relative luminance written out independently of TokenColor: 8-bit component to
    /// 0…1, the sRGB curve, the Rec. 709 weights.
    private static func luminance(_ rgb: UInt32) -> Double {
        func channel(_ byte: UInt32) -> Double {
            let c = Double(byte) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(rgb >> 16 & 0xFF) + 0.7152 * channel(rgb >> 8 & 0xFF) + 0.0722 * channel(rgb & 0xFF)
    }

    private static func contrast(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    private let white = TokenColor(rgb: 0xFFFFFF)
    private let black = TokenColor(rgb: 0x000000)

    @Test("the default palette: twelve distinct colours, each named in en, ru, fr and de")
    func defaultPalette() {
        let colors = CategoryPalette.default.colors
        #expect(colors.count == 12)
        #expect(Set(colors.map(\.color)).count == 12)
        #expect(colors.map { $0.name?.rawValue } == [
            "color.name.red", "color.name.orange", "color.name.amber", "color.name.green", "color.name.teal",
            "color.name.cyan", "color.name.blue", "color.name.indigo", "color.name.purple", "color.name.pink",
            "color.name.brown", "color.name.gray",
        ])
        for color in colors {
            for locale in ["en_US", "ru_RU", "fr_FR", "de_DE"] {
                let name = color.localizedName(locale: Locale(identifier: locale))
                #expect(!name.isEmpty && !name.hasPrefix("color.name."), "\(color.color) \(locale)")
            }
        }
    }

    /// The documented figures: white label on the swatch (equal to the swatch on the light card,
    /// which is white) and the swatch on the dark card (#1C1C1E), from the formula by hand.
    static let figures: [(UInt32, white: Double, darkCard: Double)] = [
        (0xDC2626, 4.83, 3.52), (0xC2410C, 5.18, 3.29), (0xA16207, 4.92, 3.46), (0x15803D, 5.02, 3.39),
        (0x0F766E, 5.47, 3.11), (0x0E7490, 5.36, 3.18), (0x2563EB, 5.17, 3.29), (0x5B5FE0, 5.05, 3.37),
        (0x9333EA, 5.38, 3.16), (0xDB2777, 4.60, 3.70), (0x8D6E63, 4.62, 3.68), (0x6B7280, 4.83, 3.52),
    ]

    @Test("each default swatch carries a white label at 4.5:1 or more, and stands out 3:1 from both cards")
    func defaultPaletteContrast() {
        let colors = CategoryPalette.default.colors
        #expect(colors.map(\.color.rgb) == Self.figures.map { $0.0 })
        let lightCard = TallyTokens.Color.cardBackground.resolved(for: .light)
        let darkCard = TallyTokens.Color.cardBackground.resolved(for: .dark)
        #expect(lightCard.hex == "#ffffff" && darkCard.hex == "#1c1c1e")
        for (color, figure) in zip(colors, Self.figures) {
            let swatch = color.color.color
            #expect(color.textColor == white, "\(color.color)")
            #expect(abs(white.contrastRatio(with: swatch) - figure.white) < 0.005, "\(color.color)")
            #expect(abs(swatch.contrastRatio(with: lightCard) - figure.white) < 0.005, "\(color.color)")
            #expect(abs(swatch.contrastRatio(with: darkCard) - figure.darkCard) < 0.005, "\(color.color)")
            // Independent check of the same figures.
            #expect(abs(Self.contrast(Self.luminance(figure.0), 1) - figure.white) < 0.005)
            #expect(abs(Self.contrast(Self.luminance(figure.0), Self.luminance(0x1C1C1E)) - figure.darkCard) < 0.005)
            #expect(color.textColor.contrastRatio(with: swatch) >= CategoryPalette.minimumTextContrast)
            #expect(swatch.contrastRatio(with: lightCard) >= CategoryPalette.minimumGraphicContrast)
            #expect(swatch.contrastRatio(with: darkCard) >= CategoryPalette.minimumGraphicContrast)
        }
    }

    @Test("known pairs: the kit's near-black where it reaches 4.5:1, pure black where it does not, white on dark")
    func knownPairs() {
        let nearBlack = TallyTokens.Color.textPrimary.resolved(for: .light)
        #expect(CategoryPalette.darkSwatchText == nearBlack && nearBlack.hex == "#111827")
        // White: #111827 has L ≈ 0.00919, so (1 + 0.05) / (0.00919 + 0.05) ≈ 17.74 > 1.
        #expect(CategoryPalette.swatchTextColor(on: white) == nearBlack)
        #expect(abs(nearBlack.contrastRatio(with: white) - 17.74) < 0.01)
        // Black: white is 21:1.
        #expect(CategoryPalette.swatchTextColor(on: black) == white)
        // Yellow #FFFF00: L = 0.2126 + 0.7152 = 0.9278; #111827 gives 0.9778 / 0.0592 ≈ 16.52.
        #expect(CategoryPalette.swatchTextColor(on: TokenColor(rgb: 0xFFFF00)) == nearBlack)
        // Blue #0000FF: L = 0.0722; white gives 1.05 / 0.1222 ≈ 8.59.
        #expect(CategoryPalette.swatchTextColor(on: TokenColor(rgb: 0x0000FF)) == white)
        // #777777: L ≈ 0.1845. White 1.05 / 0.2345 ≈ 4.48 (fails), #111827 0.2345 / 0.0592 ≈ 3.96
        // (fails), black 0.2345 / 0.05 ≈ 4.69: pure black.
        let grey77 = TokenColor(rgb: 0x777777)
        #expect(CategoryPalette.swatchTextColor(on: grey77) == black)
        #expect(abs(black.contrastRatio(with: grey77) - 4.689) < 0.001)
        // #808080: L ≈ 0.2159. #111827 gives 0.2659 / 0.0592 ≈ 4.49, just under 4.5: pure black (5.32).
        let grey80 = TokenColor(rgb: 0x808080)
        #expect(nearBlack.contrastRatio(with: grey80) < 4.5)
        #expect(CategoryPalette.swatchTextColor(on: grey80) == black)
        // #999999: L ≈ 0.3185; #111827 gives 0.3685 / 0.0592 ≈ 6.22: the near-black.
        #expect(CategoryPalette.swatchTextColor(on: TokenColor(rgb: 0x999999)) == nearBlack)
    }

    /// The larger of white's and black's contrast on `rgb`, from the independent formula.
    private static func bestOfWhiteAndBlack(_ rgb: UInt32) -> Double {
        let l = luminance(rgb)
        return max(contrast(l, 1), contrast(l, 0))
    }

    @Test("every short-hex colour gets a label colour at 4.5:1 or more, and max(white, black) ≥ √21")
    func allShortHexColors() {
        let floor = 21.0.squareRoot()
        var lowest = Double.infinity
        for r in UInt32(0)..<16 {
            for g in UInt32(0)..<16 {
                for b in UInt32(0)..<16 {
                    let rgb = (r * 0x11) << 16 | (g * 0x11) << 8 | (b * 0x11)
                    let background = TokenColor(rgb: rgb)
                    let text = CategoryPalette.swatchTextColor(on: background)
                    let ratio = text.contrastRatio(with: background)
                    #expect(ratio >= CategoryPalette.minimumTextContrast, "#\(String(rgb, radix: 16))")
                    #expect(text == white || text == black || text == CategoryPalette.darkSwatchText)
                    // Whichever it picked, it is the better of white and the chosen near-black.
                    #expect(ratio >= white.contrastRatio(with: background) - 1e-12)
                    lowest = min(lowest, Self.bestOfWhiteAndBlack(rgb))
                }
            }
        }
        #expect(lowest >= floor - 1e-9)
        // The bound is tight: some short-hex colour is within 0.1 of it.
        #expect(lowest < floor + 0.1)
    }

    @Test("random 24-bit colours and every grey get a label colour at 4.5:1 or more")
    func randomAndGreyColors() {
        var generator = SplitMix64(state: 0x5EED_0001)
        let random = (0..<20_000).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &generator) }
        let greys = (UInt32(0)...255).map { $0 << 16 | $0 << 8 | $0 }
        for rgb in random + greys {
            let background = TokenColor(rgb: rgb)
            let ratio = CategoryPalette.swatchTextColor(on: background).contrastRatio(with: background)
            #expect(ratio >= CategoryPalette.minimumTextContrast, "#\(String(rgb, radix: 16))")
            #expect(Self.bestOfWhiteAndBlack(rgb) >= 21.0.squareRoot() - 1e-9)
        }
    }

    @Test("accessibility labels: a palette colour's name, or Color #RRGGBB for a custom colour",
          arguments: [
            ("en_US", "Blue", "Color #3B82F6"), ("ru_RU", "Синий", "Цвет #3B82F6"),
            ("fr_FR", "Bleu", "Couleur #3B82F6"), ("de_DE", "Blau", "Farbe #3B82F6"),
          ])
    func accessibilityLabels(locale: String, blue: String, custom: String) throws {
        let locale = Locale(identifier: locale)
        let palette = CategoryPalette.default
        // A stored code in another spelling still finds its palette colour.
        let stored = try HexColor("#2563eb")
        #expect(palette.paletteColor(for: stored)?.name == .colorNameBlue)
        #expect(palette.accessibilityLabel(for: stored, locale: locale) == blue)
        #expect(palette.accessibilityLabel(for: HexColor(rgb: 0x3B82F6), locale: locale) == custom)
        #expect(PaletteColor(HexColor(rgb: 0x3B82F6)).accessibilityLabel(locale: locale) == custom)
    }

    @Test("an unnamed palette colour is called by its code")
    func unnamedColor() {
        let color = PaletteColor(HexColor(rgb: 0x0A0B0C))
        #expect(color.localizedName(locale: Locale(identifier: "de_DE")) == "#0A0B0C")
        #expect(color.id == HexColor(rgb: 0x0A0B0C))
        #expect(CategoryPalette(colors: [color]).paletteColor(for: HexColor(rgb: 0x0A0B0C)) == color)
        #expect(CategoryPalette.default.paletteColor(for: HexColor(rgb: 0x0A0B0C)) == nil)
    }

    @Test("a colour row: a custom colour gets its own swatch at the end; the row reads the name, the code, None or the text")
    func row() throws {
        let palette = CategoryPalette.default
        let red = try #require(palette.colors.first)
        let custom = HexColor(rgb: 0x123456)
        #expect(!palette.isCustom(red.color) && palette.isCustom(custom))
        #expect(palette.swatches(selected: nil) == palette.colors)
        #expect(palette.swatches(selected: red.color) == palette.colors)
        #expect(palette.swatches(selected: custom) == palette.colors + [PaletteColor(custom)])
        let english = Locale(identifier: "en_US"), russian = Locale(identifier: "ru_RU")
        #expect(ColorPickerRowState(storedHex: red.color.hex.lowercased()).value(locale: english) == "Red")
        #expect(ColorPickerRowState(storedHex: red.color.hex).value(locale: russian) == "Красный")
        #expect(ColorPickerRowState(storedHex: " 123456 ").value(locale: english) == "#123456")
        #expect(ColorPickerRowState(storedHex: "  ").value(locale: english) == "None")
        #expect(ColorPickerRowState(storedHex: "").value(locale: russian) == "Нет")
        #expect(ColorPickerRowState(storedHex: " teal-ish ").value(locale: english) == "teal-ish")
        #expect(ColorPickerRowState(storedHex: "#123456", isExpanded: true).accessibilityValue(locale: english) == "#123456, Expanded")
        #expect(ColorPickerRowState(storedHex: "", isExpanded: false).accessibilityValue(locale: russian) == "Нет, Свёрнуто")
    }
}

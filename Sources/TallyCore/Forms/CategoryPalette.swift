import Foundation

/// The colours a category can take, and the rules for drawing on them.
///
/// ## The default palette
///
/// ``default`` holds twelve named colours. Each was chosen so that, as WCAG 2.x computes it:
/// - a label or checkmark on the swatch reaches 4.5:1 (1.4.3, text): white does on all twelve;
/// - the swatch stands out from the card it sits on by 3:1 (1.4.11, graphical objects) in both
///   appearances: `color.cardBackground` is #FFFFFF light and #1C1C1E dark.
///
/// | Colour | Code    | White label | On light card | On dark card |
/// |--------|---------|-------------|---------------|--------------|
/// | Red    | #DC2626 | 4.83:1      | 4.83:1 pass   | 3.52:1 pass  |
/// | Orange | #C2410C | 5.18:1      | 5.18:1 pass   | 3.29:1 pass  |
/// | Amber  | #A16207 | 4.92:1      | 4.92:1 pass   | 3.46:1 pass  |
/// | Green  | #15803D | 5.02:1      | 5.02:1 pass   | 3.39:1 pass  |
/// | Teal   | #0F766E | 5.47:1      | 5.47:1 pass   | 3.11:1 pass  |
/// | Cyan   | #0E7490 | 5.36:1      | 5.36:1 pass   | 3.18:1 pass  |
/// | Blue   | #2563EB | 5.17:1      | 5.17:1 pass   | 3.29:1 pass  |
/// | Indigo | #5B5FE0 | 5.05:1      | 5.05:1 pass   | 3.37:1 pass  |
/// | Purple | #9333EA | 5.38:1      | 5.38:1 pass   | 3.16:1 pass  |
/// | Pink   | #DB2777 | 4.60:1      | 4.60:1 pass   | 3.70:1 pass  |
/// | Brown  | #8D6E63 | 4.62:1      | 4.62:1 pass   | 3.68:1 pass  |
/// | Gray   | #6B7280 | 4.83:1      | 4.83:1 pass   | 3.52:1 pass  |
///
/// All twelve pass 3:1 on both cards. That needs a relative luminance between about 0.135 (3:1
/// against #1C1C1E) and 0.30 (3:1 against white), so the familiar bright swatches (an amber of
/// #F59E0B is 2.15:1 on white) are replaced by their deeper shades. Custom colours can be
/// anything, so the views draw a hairline border around every swatch as well.
///
/// ## Text on any colour
///
/// ``swatchTextColor(on:)`` picks white or a near-black for any colour, with at least 4.5:1.
public struct CategoryPalette: Sendable, Hashable {
    /// The colours, in display order.
    public var colors: [PaletteColor]

    /// A palette of `colors`, in display order.
    public init(colors: [PaletteColor]) {
        self.colors = colors
    }

    /// Tally's twelve category colours (see the table above), each named from `color.name.*`.
    public static let `default` = CategoryPalette(colors: [
        PaletteColor(HexColor(rgb: 0xDC2626), name: .colorNameRed),
        PaletteColor(HexColor(rgb: 0xC2410C), name: .colorNameOrange),
        PaletteColor(HexColor(rgb: 0xA16207), name: .colorNameAmber),
        PaletteColor(HexColor(rgb: 0x15803D), name: .colorNameGreen),
        PaletteColor(HexColor(rgb: 0x0F766E), name: .colorNameTeal),
        PaletteColor(HexColor(rgb: 0x0E7490), name: .colorNameCyan),
        PaletteColor(HexColor(rgb: 0x2563EB), name: .colorNameBlue),
        PaletteColor(HexColor(rgb: 0x5B5FE0), name: .colorNameIndigo),
        PaletteColor(HexColor(rgb: 0x9333EA), name: .colorNamePurple),
        PaletteColor(HexColor(rgb: 0xDB2777), name: .colorNamePink),
        PaletteColor(HexColor(rgb: 0x8D6E63), name: .colorNameBrown),
        PaletteColor(HexColor(rgb: 0x6B7280), name: .colorNameGray),
    ])

    /// The first palette colour equal to `color`, or nil for a custom colour.
    public func paletteColor(for color: HexColor) -> PaletteColor? {
        colors.first { $0.color == color }
    }

    /// Whether `color` is a custom colour, one the palette does not have.
    public func isCustom(_ color: HexColor) -> Bool {
        paletteColor(for: color) == nil
    }

    /// The swatches a colour row shows with `selected` chosen: the palette, and `selected` at
    /// the end when it is a custom colour, so the chosen colour always has its swatch.
    public func swatches(selected: HexColor?) -> [PaletteColor] {
        guard let selected, isCustom(selected) else { return colors }
        return colors + [PaletteColor(selected)]
    }

    /// What VoiceOver reads for `color`: its name when it is in the palette, "Color #RRGGBB"
    /// otherwise.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibilityLabel(for color: HexColor, locale: Locale, language: TallyLanguage? = nil) -> String {
        paletteColor(for: color)?.accessibilityLabel(locale: locale, language: language) ?? Self.customColorLabel(color, locale: locale, language: language)
    }

    /// "Color #RRGGBB" in `language` (`locale`'s when nil) (`colorPicker.swatch.accessibilityLabel`).
    static func customColorLabel(_ color: HexColor, locale: Locale, language: TallyLanguage? = nil) -> String {
        Localizer.string(.colorPickerSwatchAccessibilityLabel, language: language, locale: locale, arguments: [.string(color.hex)])
    }

    // MARK: - Contrast

    /// The contrast WCAG 2.x asks of text (1.4.3, level AA), 4.5:1.
    public static let minimumTextContrast = 4.5
    /// The contrast WCAG 2.x asks of graphical objects against what surrounds them (1.4.11), 3:1.
    public static let minimumGraphicContrast = 3.0

    /// The near-black of labels on light swatches: the kit's primary text colour in the light
    /// appearance (`color.textPrimary`, #111827), which is softer than pure black.
    public static let darkSwatchText = TallyTokens.Color.textPrimary.light

    /// The colour of a label or checkmark drawn on `background`: white or a near-black,
    /// whichever has the higher WCAG contrast, and always at least 4.5:1.
    ///
    /// The near-black is ``darkSwatchText`` when it reaches 4.5:1 on `background`, pure black
    /// otherwise. The guarantee holds for every colour: with L the background's relative
    /// luminance, white gives (1.05)/(L + 0.05) and black gives (L + 0.05)/0.05, whose product
    /// is 21, so the larger of the two is at least √21 ≈ 4.58 (the two meet at
    /// L = √(0.05 × 1.05) − 0.05 ≈ 0.179). When ``darkSwatchText`` is used it reaches 4.5:1 by
    /// that rule; otherwise the choice is between white and black, at least 4.58:1.
    ///
    /// The background is taken as opaque (its alpha is ignored): composite a translucent colour
    /// over what is behind it first (``TokenColor/composited(over:)``).
    public static func swatchTextColor(on background: TokenColor) -> TokenColor {
        let white = TokenColor(rgb: 0xFFFFFF)
        let nearBlack = darkSwatchText.contrastRatio(with: background) >= minimumTextContrast
            ? darkSwatchText
            : TokenColor(rgb: 0x000000)
        return white.contrastRatio(with: background) >= nearBlack.contrastRatio(with: background) ? white : nearBlack
    }
}

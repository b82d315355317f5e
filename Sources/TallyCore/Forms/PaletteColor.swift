import Foundation

/// One colour of a ``CategoryPalette``: the colour and the String Catalog key of its name.
public struct PaletteColor: Sendable, Hashable, Identifiable {
    /// The colour.
    public var color: HexColor
    /// The catalog key of the colour's name (`color.name.*`), or nil for a colour without a name,
    /// which is then called by its hex code.
    public var name: TallyStringKey?

    /// A palette colour.
    ///
    /// - Parameters:
    ///   - color: The colour.
    ///   - name: The catalog key of its name; nil to call it by its hex code.
    public init(_ color: HexColor, name: TallyStringKey? = nil) {
        self.color = color
        self.name = name
    }

    /// The colour, which identifies it within a palette.
    public var id: HexColor { color }

    /// The colour's name in `language` (`locale`'s when nil) ("Blue", "Синий"), or its hex code
    /// when it has no name.
    public func localizedName(locale: Locale, language: TallyLanguage? = nil) -> String {
        name.map { Localizer.string($0, language: language, locale: locale) } ?? color.hex
    }

    /// What VoiceOver reads for the swatch: the colour's name, or "Color #RRGGBB" when it has none.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibilityLabel(locale: Locale, language: TallyLanguage? = nil) -> String {
        if let name { return Localizer.string(name, language: language, locale: locale) }
        return CategoryPalette.customColorLabel(color, locale: locale, language: language)
    }

    /// The colour of a label or checkmark drawn on this swatch, at least 4.5:1 against it
    /// (``CategoryPalette/swatchTextColor(on:)``).
    public var textColor: TokenColor { CategoryPalette.swatchTextColor(on: color.color) }
}

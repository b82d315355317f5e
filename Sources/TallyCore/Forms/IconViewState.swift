import Foundation

/// Everything `IconView` draws and says, as one value: the icon and the style it is drawn in.
///
/// - An SF Symbol is drawn in the tint colour on a light tint of it when the style is tinted,
///   in the text colour on the surface colour otherwise. A logo keeps its own colours on the
///   surface colour.
/// - A logo is loaded at the icon's size (twice the pixels on 2x and 3x screens); while it loads,
///   when it fails, or without a logo service, a bank building or a globe stands in for it.
/// - VoiceOver reads a logo as its brand's name, and an SF Symbol with the system's own
///   description of the symbol.
public struct IconViewState: Sendable, Hashable {
    /// The icon.
    public var source: IconSource
    /// How it is drawn.
    public var style: IconStyle

    /// An icon for `source` in `style`; the standard style for the source at 24 pt
    /// (``IconStyle/standard(for:size:)``) when `style` is nil.
    public init(source: IconSource, style: IconStyle? = nil) {
        self.source = source
        self.style = style ?? .standard(for: source, size: .lg)
    }

    /// What fills the tile behind an icon.
    public enum TileFill: String, Sendable, Hashable {
        /// No tile.
        case none
        /// A light tint of the primary colour, behind a tinted symbol.
        case tint
        /// The surface colour.
        case surface
    }

    /// What fills the tile: nothing without a background, a light tint behind a tinted symbol,
    /// the surface colour otherwise (and behind every logo).
    public var tileFill: TileFill {
        guard style.hasBackground else { return .none }
        return style.isTinted && !source.isLogo ? .tint : .surface
    }

    /// Whether an SF Symbol is drawn in the tint colour (rather than the text colour).
    public var isSymbolTinted: Bool { style.isTinted && !source.isLogo }

    /// The SF Symbol standing in for a logo that is not loaded: a bank building for a bank, a
    /// globe for a service; nil for an SF Symbol, which is always drawn.
    public var placeholderSymbol: String? {
        switch source {
        case .sfSymbol: nil
        case .bankLogo: "building.columns.fill"
        case .brandService: "globe"
        }
    }

    /// The size a logo is asked for, in points: the icon's size, rounded up.
    public var logoPointSize: Int { Int(style.size.rounded(.up)) }

    /// Whether a logo is asked for at twice its size: on screens of more than one pixel a point.
    public static func logoIsRetina(displayScale: Double) -> Bool { displayScale > 1 }

    /// VoiceOver's label: the brand's name for a logo; nil for an SF Symbol, which keeps the
    /// system's own description.
    public var accessibilityLabel: String? { source.brand?.name }

    /// A name for the icon in `language` (`locale`'s when nil) for places that cannot ask the
    /// system for a symbol's description (the catalog): the brand's name for a logo, the category
    /// of a symbol of `catalogue`, and "Icon" for any other symbol.
    public func spokenName(catalogue: SymbolCatalogue = .finance, locale: Locale, language: TallyLanguage? = nil) -> String {
        if let name = accessibilityLabel { return name }
        if let name = source.symbolName, let symbol = catalogue.symbol(named: name) { return symbol.category.title(locale: locale, language: language) }
        return Localizer.string(.commonIcon, language: language, locale: locale)
    }
}

extension IconViewState: AccessibilityDescribing {
    /// What VoiceOver reads for the icon in `language` (`locale`'s when nil), an image named by
    /// ``spokenName(catalogue:locale:language:)``. The view applies it to a logo; an SF Symbol
    /// keeps the system's own description, which the catalog cannot ask for.
    public func accessibilityElement(catalogue: SymbolCatalogue = .finance, locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: spokenName(catalogue: catalogue, locale: locale, language: language), traits: .image)
    }

    /// The icon, its only element.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [accessibilityElement(locale: locale, language: language)]
    }
}

import Foundation

/// A DTCG `typography` token: font family, size, weight, letter spacing and line height.
public struct TokenTypography: Sendable, Hashable, Codable {
    /// Font families in order of preference; the last ones are system fallbacks.
    public var fontFamily: [String]
    /// The size at the default text size.
    public var fontSize: TokenDimension
    /// The weight, 1…1000 (400 regular, 500 medium, 700 bold); DTCG allows fractions (450.5).
    public var fontWeight: Double
    /// Extra space between letters.
    public var letterSpacing: TokenDimension
    /// Line height as a multiple of the font size (DTCG's `lineHeight` is a ratio).
    public var lineHeight: Double
    /// The Dynamic Type style the size scales with, if any.
    public var textStyle: DynamicTypeTextStyle?

    /// A typography value.
    public init(
        fontFamily: [String], fontSize: TokenDimension, fontWeight: Double,
        letterSpacing: TokenDimension = TokenDimension(0), lineHeight: Double,
        textStyle: DynamicTypeTextStyle? = nil
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.textStyle = textStyle
    }

    /// The line height in points at the default text size (font size × ratio).
    public var lineHeightPoints: Double { fontSize.points * lineHeight }

    /// Inter's natural line height as a multiple of the font size:
    /// (ascender − descender) / unitsPerEm = (2728 + 680) / 2816 ≈ 1.2102 (Inter 4.0).
    public static let interNaturalLineHeight = 3408.0 / 2816.0

    /// The extra space, in points, that SwiftUI's `lineSpacing` must add between lines so they sit
    /// ``lineHeightPoints`` apart, for a font whose natural line height is `naturalLineHeight`
    /// times its size. Never negative: SwiftUI cannot tighten lines below the font's own height.
    public func lineSpacing(naturalLineHeight: Double) -> Double {
        max(0, (lineHeight - naturalLineHeight) * fontSize.points)
    }
}

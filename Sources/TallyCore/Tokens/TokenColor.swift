import Foundation

/// One colour: three gamma-encoded components and an alpha, each in 0…1.
public struct TokenColor: Sendable, Hashable, Codable {
    /// The space the components are expressed in.
    public var colorSpace: TokenColorSpace
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// A colour from components in 0…1. Values are stored as given; the token compiler rejects
    /// components outside 0…1 before any colour reaches this type.
    public init(_ colorSpace: TokenColorSpace = .sRGB, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.colorSpace = colorSpace
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// An opaque sRGB colour from a 24-bit `0xRRGGBB` value.
    public init(rgb hex: UInt32, alpha: Double = 1) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// The components rounded to 8 bits, `#rrggbb` (or `#rrggbbaa` when not opaque), lower case.
    ///
    /// For a Display P3 colour this is the nearest 8-bit encoding of the same component numbers,
    /// which is what DTCG's `hex` fallback means; use ``colorSpace`` to tell the two apart.
    public var hex: String {
        func byte(_ component: Double) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha < 1 ? rgb + byte(alpha) : rgb
    }

    /// WCAG 2.x relative luminance of the opaque colour (alpha ignored), 0 (black) … 1 (white).
    ///
    /// Display P3 components are treated with the sRGB transfer curve and primaries, which is
    /// what WCAG's formula specifies for the component values it is given.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.x contrast ratio between this colour and `other`, 1…21.
    public func contrastRatio(with other: TokenColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour composited over an opaque `background` (simple alpha blending of the encoded
    /// components), for contrast checks of translucent colours.
    public func composited(over background: TokenColor) -> TokenColor {
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return TokenColor(
            colorSpace, red: mix(red, background.red), green: mix(green, background.green),
            blue: mix(blue, background.blue), alpha: 1
        )
    }
}

import Foundation

/// A colour that follows the colour scheme: one value for light, one for dark.
///
/// Tokens without a dark override have equal light and dark values.
public struct SchemeColor: Sendable, Hashable, Codable {
    /// The colour in the light appearance.
    public var light: TokenColor
    /// The colour in the dark appearance.
    public var dark: TokenColor

    /// A colour with a value for each scheme.
    public init(light: TokenColor, dark: TokenColor) {
        self.light = light
        self.dark = dark
    }

    /// A colour that is the same in both schemes.
    public init(_ color: TokenColor) {
        self.init(light: color, dark: color)
    }

    /// The value for `scheme`.
    public func resolved(for scheme: TokenColorScheme) -> TokenColor {
        switch scheme {
        case .light: light
        case .dark: dark
        }
    }

    /// Whether the two schemes differ.
    public var variesByScheme: Bool { light != dark }
}

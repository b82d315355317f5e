import Foundation

/// A DTCG `border`: colour, width and style.
public struct TokenBorder: Sendable, Hashable, Codable {
    /// The border colour in each scheme.
    public var color: SchemeColor
    /// The stroke width.
    public var width: TokenDimension
    /// The stroke style.
    public var style: TokenStrokeStyle

    /// A border.
    public init(color: SchemeColor, width: TokenDimension, style: TokenStrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

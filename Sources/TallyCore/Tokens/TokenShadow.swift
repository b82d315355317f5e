import Foundation

/// A DTCG `shadow`: one or more layers, drawn first to last.
public struct TokenShadow: Sendable, Hashable, Codable {
    /// One shadow layer.
    public struct Layer: Sendable, Hashable, Codable {
        /// The shadow colour in each scheme.
        public var color: SchemeColor
        /// Horizontal offset.
        public var offsetX: TokenDimension
        /// Vertical offset.
        public var offsetY: TokenDimension
        /// Blur radius.
        public var blur: TokenDimension
        /// Spread distance.
        public var spread: TokenDimension
        /// Whether the shadow is drawn inside the shape.
        public var inset: Bool

        /// A shadow layer.
        public init(
            color: SchemeColor, offsetX: TokenDimension, offsetY: TokenDimension,
            blur: TokenDimension, spread: TokenDimension = TokenDimension(0), inset: Bool = false
        ) {
            self.color = color
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.blur = blur
            self.spread = spread
            self.inset = inset
        }
    }

    /// The layers in drawing order.
    public var layers: [Layer]

    /// A shadow from its layers.
    public init(layers: [Layer]) {
        self.layers = layers
    }
}

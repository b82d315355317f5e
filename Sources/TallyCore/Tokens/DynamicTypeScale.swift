import Foundation

/// How much a text size grows at each Dynamic Type size (a Tally extension type,
/// `dynamicTypeScale`): the point size of one text style at every content size category.
///
/// The web counterpart and the catalog scale text by `size(at:) / size(at: .large)`.
public struct DynamicTypeScale: Sendable, Hashable, Codable {
    /// The text style the sizes are for.
    public var textStyle: DynamicTypeTextStyle
    /// Point sizes, one per ``DynamicTypeSize`` in order.
    public var sizes: [Double]

    /// A scale; `sizes` holds one size per ``DynamicTypeSize`` case, smallest first.
    public init(textStyle: DynamicTypeTextStyle, sizes: [Double]) {
        self.textStyle = textStyle
        self.sizes = sizes
    }

    /// The point size at `size`.
    public func size(at size: DynamicTypeSize) -> Double {
        guard let index = DynamicTypeSize.allCases.firstIndex(of: size), index < sizes.count else { return 0 }
        return sizes[index]
    }

    /// The factor text grows by at `size` relative to the default (`large`).
    public func multiplier(at size: DynamicTypeSize) -> Double {
        let base = self.size(at: .large)
        return base > 0 ? self.size(at: size) / base : 1
    }
}

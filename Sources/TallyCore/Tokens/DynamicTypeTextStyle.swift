import Foundation

/// The Dynamic Type text style a typography token scales with (`Font.TextStyle`).
public enum DynamicTypeTextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// `.largeTitle`
    case largeTitle
    /// `.title`
    case title
    /// `.title2`
    case title2
    /// `.title3`
    case title3
    /// `.headline`
    case headline
    /// `.subheadline`
    case subheadline
    /// `.body`
    case body
    /// `.callout`
    case callout
    /// `.footnote`
    case footnote
    /// `.caption`
    case caption
    /// `.caption2`
    case caption2
}

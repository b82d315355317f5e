import Foundation

/// A length as written in a token: DTCG allows `px` and `rem`.
///
/// On iOS one `px` is one point; one `rem` is 16 points (the CSS root font size).
public struct TokenDimension: Sendable, Hashable, Codable {
    /// The unit of a dimension.
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        /// CSS pixels, which Tally treats as iOS points.
        case px
        /// Multiples of the root font size, 16 px.
        case rem
    }

    /// The number as written.
    public var value: Double
    /// The unit as written.
    public var unit: Unit

    /// A dimension of `value` in `unit`.
    public init(_ value: Double, _ unit: Unit = .px) {
        self.value = value
        self.unit = unit
    }

    /// The length in iOS points.
    public var points: Double { unit == .rem ? value * 16 : value }
}

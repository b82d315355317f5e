import Foundation

/// A length of time as written in a token: DTCG allows `ms` and `s`.
public struct TokenDuration: Sendable, Hashable, Codable {
    /// The unit of a duration.
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        /// Milliseconds.
        case ms
        /// Seconds.
        case s
    }

    /// The number as written.
    public var value: Double
    /// The unit as written.
    public var unit: Unit

    /// A duration of `value` in `unit`.
    public init(_ value: Double, _ unit: Unit = .ms) {
        self.value = value
        self.unit = unit
    }

    /// The duration in seconds, the unit SwiftUI's animations take.
    public var seconds: Double { unit == .ms ? value / 1000 : value }
}

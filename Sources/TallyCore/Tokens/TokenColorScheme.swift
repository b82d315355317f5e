import Foundation

/// The two colour schemes every colour token has a value for.
public enum TokenColorScheme: String, Sendable, Hashable, Codable, CaseIterable {
    /// The light appearance; a token's `$value` is its light value.
    case light
    /// The dark appearance; a token's `$extensions.app.tally.modes.dark`, or its `$value` when it
    /// has none.
    case dark
}

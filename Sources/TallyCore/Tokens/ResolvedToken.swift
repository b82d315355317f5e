import Foundation

/// One design token after resolution: where it lives, what it is and its value.
public struct ResolvedToken: Sendable, Hashable, Codable, Identifiable {
    /// The dotted path of the token in the source, for example `color.textPrimary`.
    public var path: String
    /// The token's type.
    public var type: TokenType
    /// The `$description`, if the source gives one.
    public var description: String?
    /// The `$deprecated` message, if the token is deprecated (an empty string when the source
    /// says only `true`).
    public var deprecated: String?
    /// The path of the token this one aliases, when its whole `$value` is an alias.
    public var aliasOf: String?
    /// The resolved value.
    public var value: TokenValue

    /// A resolved token.
    public init(
        path: String, type: TokenType, description: String? = nil, deprecated: String? = nil,
        aliasOf: String? = nil, value: TokenValue
    ) {
        self.path = path
        self.type = type
        self.description = description
        self.deprecated = deprecated
        self.aliasOf = aliasOf
        self.value = value
    }

    /// The path, which is unique within a token set.
    public var id: String { path }

    /// The path split at its dots.
    public var pathComponents: [String] { path.split(separator: ".").map(String.init) }
}

import TallyCore

/// A problem in a token source, with where it is and what to do about it.
///
/// The compiler collects every problem it can find in one run rather than stopping at the
/// first; nothing is written while any error remains.
public struct TokenError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is, for tests and tools that react to a kind.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The file is not valid JSON.
        case malformedJSON
        /// `$type` names a type that is neither DTCG's nor Tally's.
        case unknownType
        /// An alias names no token.
        case unresolvedAlias
        /// Aliases lead back to where they started.
        case aliasCycle
        /// A value has the wrong type or unit for where it is used.
        case typeMismatch
        /// A colour component or alpha is outside 0…1.
        case componentOutOfRange
        /// An arithmetic expression does not parse or cannot be evaluated.
        case badArithmetic
        /// A token has no `$type` of its own, from a group, or from the token it aliases.
        case missingType
        /// A value has the right type but an invalid shape or range.
        case invalidValue
        /// A token or group name, or a `$` property, is not allowed.
        case invalidName
        /// Two sources define the same token, or two names map to one generated identifier.
        case duplicate
        /// A source file or output file cannot be read or written.
        case io
    }

    /// The kind of problem.
    public var kind: Kind
    /// The dotted token path the problem is in, when there is one.
    public var path: String?
    /// The source file, relative to the token folder, when known.
    public var file: String?
    /// The place in the file, when known.
    public var location: TextLocation?
    /// What is wrong, in words a designer or engineer can act on.
    public var message: String

    /// A token error.
    public init(_ kind: Kind, path: String? = nil, file: String? = nil, location: TextLocation? = nil, _ message: String) {
        self.kind = kind
        self.path = path
        self.file = file
        self.location = location
        self.message = message
    }

    /// `file:line:column: path: message`, leaving out what is unknown.
    public var description: String {
        var prefix = ""
        if let file {
            prefix += file
            if let location { prefix += ":\(location.line):\(location.column)" }
            prefix += ": "
        }
        if let path { prefix += "\(path): " }
        return prefix + message
    }
}

/// All the problems one compilation found, in source order.
public struct TokenErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems, at least one.
    public var errors: [TokenError]

    /// A collection of problems.
    public init(_ errors: [TokenError]) {
        self.errors = errors
    }

    /// One problem a line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

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
        /// An alias names no token, a `$ref` points at nothing, or an `$extends` names no group.
        case unresolvedAlias
        /// Aliases, `$ref` pointers or `$extends` lead back to where they started.
        case aliasCycle
        /// A value has the wrong type or unit for where it is used.
        case typeMismatch
        /// A colour component or alpha is outside the range its colour space gives it.
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
        /// Something nests or chains deeper than the compiler follows (``TokenLimits``).
        case limitExceeded
        /// A number is too large or too small to be held exactly, or arithmetic leaves the range
        /// (``TokenLimits/largestMagnitude``, ``TokenLimits/smallestMagnitude``).
        case numberOutOfRange
        /// A theme names a token Tally does not have: a theme replaces Tally's tokens and adds
        /// none.
        case unknownToken
        /// Colours put text (or a border) below the contrast it needs on its background in a
        /// theme, or a control's fill too close to a background it is drawn on, in a theme or
        /// in Tally's own tokens.
        case insufficientContrast
        /// An output would be written through a symbolic link, or into a folder no output goes
        /// in (``OutputRefusal``); nothing was written.
        case refusedOutput
        /// An output the compiler reads back, the curve fits (``TokenCompiler/Layout/curveFits``),
        /// is not as it writes one: not UTF-8 JSON, cut short, or not of its shape. `tally tokens`
        /// fits every curve and writes it again; `tally tokens --check` names it.
        case malformedOutput
    }

    /// The kind of problem.
    public var kind: Kind
    /// The dotted token path the problem is in, when there is one.
    public var path: String?
    /// The source file, relative to the token folder, when known.
    public var file: String?
    /// The place in the file, when known.
    public var location: TextLocation?
    /// What is wrong, in words a designer or engineer can act on; text from the source in it
    /// (names, values, paths) is escaped with `VisibleText.escaped(_:)`.
    public var message: String

    /// A token error; `message` is kept escaped with `VisibleText.escaped(_:)`.
    public init(_ kind: Kind, path: String? = nil, file: String? = nil, location: TextLocation? = nil, _ message: String) {
        self.kind = kind
        self.path = path
        self.file = file
        self.location = location
        self.message = VisibleText.escaped(message)
    }

    /// `file:line:column: path: message`, leaving out what is unknown; one line, the file, path
    /// and message escaped with `VisibleText.escaped(_:)`.
    public var description: String {
        var prefix = ""
        if let file {
            prefix += file
            if let location { prefix += ":\(location.line):\(location.column)" }
            prefix += ": "
        }
        if let path { prefix += "\(path): " }
        return VisibleText.escaped(prefix + message)
    }

    /// The error as a compiler writes one, `FILE:LINE:COLUMN: error: PATH: MESSAGE`, leaving out
    /// what is unknown: the form `swift build` prints and Xcode places at the file's line and
    /// column. One line, escaped with `VisibleText.escaped(_:)`.
    ///
    /// - Parameter file: The file to name instead of ``file``, such as the absolute path of the
    ///   file the error's ``file`` is the short name of; nil names ``file``.
    public func compilerDiagnostic(file shownFile: String? = nil) -> String {
        var text = ""
        if let file = shownFile ?? file {
            text += file
            if let location { text += ":\(location.line):\(location.column)" }
            text += ": "
        }
        text += "error: "
        if let path { text += "\(path): " }
        return VisibleText.escaped(text + message)
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

/// The limits the compiler keeps to, so that no input can exhaust the stack or the memory,
/// produce a number the outputs cannot hold, or make an output grow without bound. Beyond each,
/// the source is refused with a ``TokenError`` (``TokenError/Kind/limitExceeded`` or, for
/// numbers, ``TokenError/Kind/numberOutOfRange``) naming the file and, where there is one, the
/// line, column and token path.
public enum TokenLimits {
    /// The most bytes a token file or theme file may hold: 16 MiB (16,777,216). Reading stops one
    /// byte past it, so even an endless file (`/dev/zero`) is refused at once.
    public static let maximumFileSize = 16 << 20
    /// The most tokens one token file or theme file may declare: 10,000 (Tally's largest file
    /// has 57). The error is reported once, at the first token past the limit.
    public static let maximumTokensPerFile = 10_000
    /// The longest theme name, in Unicode scalars: 64. It applies to the theme's `name` setting
    /// and, when there is none, to the file name the theme is named after.
    public static let maximumThemeNameLength = 64
    /// The longest `$description` of a token or group (the top of a file included), and the
    /// longest `$deprecated` message, in Unicode scalars: 1,000.
    public static let maximumDescriptionLength = 1_000

    /// The most names in a token path (groups and the token): 16. Deeper nesting is refused as
    /// ``TokenError/Kind/limitExceeded`` (the JSON parser itself stops at 512 levels).
    public static let maximumPathDepth = 16
    /// The most aliases followed from one token to a value: 32 links (`{a}` → `{b}` counts
    /// one), whether whole values, fields of composites or aliases inside arithmetic.
    public static let maximumAliasChain = 32
    /// The deepest nesting of parentheses and function calls in an arithmetic expression: 32.
    public static let maximumExpressionNesting = 32
    /// The largest magnitude of any token number, written or computed: 10^15. Below it a
    /// `Double` holds every whole number exactly, and every derived value (points, seconds,
    /// line heights, multipliers) stays finite.
    public static let largestMagnitude = 1e15
    /// The smallest magnitude of a nonzero token number, written or computed: 10^-15.
    public static let smallestMagnitude = 1e-15

    /// Why `value` cannot be a token number, or nil when it can.
    static func rangeProblem(_ value: Double) -> String? {
        if value.isNaN { return "is not a number" }
        if !value.isFinite { return "is infinite" }
        if value != 0, abs(value) > largestMagnitude { return "is larger in magnitude than 1e15" }
        if value != 0, abs(value) < smallestMagnitude { return "is nonzero but smaller in magnitude than 1e-15" }
        return nil
    }

    /// `text` escaped with `VisibleText.escaped(_:)` and cut to `limit` characters with "…",
    /// so a huge value cannot flood a message nor a control character reach a terminal.
    static func abbreviated(_ text: String, limit: Int = 60) -> String {
        VisibleText.escaped(text, limit: limit + 1)
    }
}

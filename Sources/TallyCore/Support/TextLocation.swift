import Foundation

/// A position in a source text (a String Catalog, a tokens file), used to point people at the
/// exact place a value starts or a problem was found.
///
/// `line` and `column` are 1-based. A line ends at `\n`, `\r\n` or a lone `\r`. `column` counts
/// Unicode scalars from the start of the line, so a tab or an `é` each count as one column; a
/// leading byte order mark is not counted. `offset` is the 0-based UTF-8 byte offset into the
/// input as given (a leading byte order mark included).
///
/// Locations compare by `offset` first, which orders the locations of one document the way
/// they appear in the text.
public struct TextLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in Unicode scalars from the start of the line.
    public var column: Int
    /// The 0-based UTF-8 byte offset from the start of the input.
    public var offset: Int

    /// The start of a document: line 1, column 1, offset 0. Used for values built in code.
    public static let start = TextLocation(line: 1, column: 1, offset: 0)

    /// Creates a location from its parts. No validation is done; the parser only produces
    /// locations whose parts are consistent with its input.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// Orders by offset, then line, then column, so the order agrees with `==`.
    public static func < (lhs: TextLocation, rhs: TextLocation) -> Bool {
        (lhs.offset, lhs.line, lhs.column) < (rhs.offset, rhs.line, rhs.column)
    }

    /// The location as a person reads it: `"line L, column C"`.
    public var description: String { "line \(line), column \(column)" }
}

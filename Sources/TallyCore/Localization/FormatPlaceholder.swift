import Foundation

/// One placeholder in a format string: which argument it takes and of what kind.
public struct FormatPlaceholder: Sendable, Hashable, CustomStringConvertible {
    /// What a placeholder expects.
    public enum Kind: String, Sendable, Hashable {
        /// `%@`
        case object
        /// `%d`, `%i`, `%u` with `h`, `l`, `ll`, `q`, `z`, `t`, `j` length modifiers.
        case integer
        /// `%f`, `%e`, `%g`, optionally with a precision (`%.2f`).
        case double
    }

    /// The 1-based argument position (explicit in `%2$@`, implied by order otherwise).
    public var position: Int
    /// The kind of argument.
    public var kind: Kind
    /// The specifier as written, for example `%lld` or `%1$@`.
    public var specifier: String
    /// Digits after the point for `%.2f`, if given.
    var precision: Int?

    /// `%1$@ (object, argument 1)`.
    public var description: String { "\(specifier) (\(kind.rawValue), argument \(position))" }
}

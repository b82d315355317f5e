import Foundation

/// A value to put in a placeholder of a localized text.
public enum FormatArgument: Sendable, Hashable, CustomStringConvertible {
    /// An integer, for `%d`, `%ld`, `%lld`, `%u`…
    case int(Int)
    /// A string, for `%@`.
    case string(String)
    /// A floating-point number, for `%f`, `%e`, `%g`.
    case double(Double)

    /// The argument as written in a message.
    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .string(let value): "\"\(value)\""
        case .double(let value): String(value)
        }
    }
}

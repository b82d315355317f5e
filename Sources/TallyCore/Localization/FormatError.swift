import Foundation

/// Why a format string or its arguments do not fit.
public struct FormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong; text quoted from the format or the arguments is escaped with
    /// ``VisibleText/escaped(_:)``.
    public var message: String

    /// An error saying `message`, kept escaped with ``VisibleText/escaped(_:)``.
    init(message: String) {
        self.message = VisibleText.escaped(message)
    }

    /// A sentence naming the problem, on one line.
    public var description: String { VisibleText.escaped(message) }
}

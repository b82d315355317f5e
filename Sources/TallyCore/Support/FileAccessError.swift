import Foundation

/// Why a folder or file could not be read: which one, and what the system said.
public struct FileAccessError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The folder exists but its entries cannot be listed (no permission, an I/O error, or
        /// it is not a folder).
        case unreadableFolder
        /// The file exists but cannot be read.
        case unreadableFile
        /// The file holds more than the limit the reader was given; reading stopped one byte past it.
        case tooLarge
    }

    /// What went wrong.
    public var kind: Kind
    /// The folder or file.
    public var path: String
    /// What the system said, or for ``Kind/tooLarge`` the limit in bytes.
    public var reason: String

    /// An access error.
    public init(_ kind: Kind, path: String, reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    /// A sentence naming the folder or file, the reason, and what would be accepted.
    /// Text from outside in it is escaped with ``VisibleText/escaped(_:)``.
    public var description: String { VisibleText.escaped(sentence) }

    private var sentence: String {
        switch kind {
        case .unreadableFolder:
            "cannot list the folder \(path) (\(reason)); every entry of it must be readable, so fix its permissions or choose another folder"
        case .unreadableFile:
            "cannot read \(path) (\(reason)); it must be a readable file"
        case .tooLarge:
            "\(path) is larger than \(reason) bytes, the most that is read"
        }
    }
}

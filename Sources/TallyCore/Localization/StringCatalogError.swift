import Foundation

/// Why a String Catalog could not be read: what is wrong and where.
public struct StringCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in words a translator or engineer can act on. Text from the file in it
    /// (keys, language codes, names) is escaped with ``VisibleText/escaped(_:)``.
    public var message: String
    /// The key the problem is in, when there is one.
    public var key: String?
    /// The place in the file, when known.
    public var location: TextLocation?

    /// A catalog error.
    public init(_ message: String, key: String? = nil, location: TextLocation? = nil) {
        self.message = VisibleText.escaped(message)
        self.key = key
        self.location = location
    }

    /// `line L, column C: key: message`, leaving out what is unknown; one line, the key and
    /// message escaped with ``VisibleText/escaped(_:)``.
    public var description: String {
        var prefix = ""
        if let location { prefix += "\(location): " }
        if let key { prefix += "\(key): " }
        return VisibleText.escaped(prefix + message)
    }
}

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

/// How Tally's tools list folders and read files.
///
/// ``system`` uses the file system. Tests build one whose listing or reading fails, since a
/// folder made unreadable with `chmod` is still readable to root.
public struct FileAccess: Sendable {
    /// The names of the entries of the folder at a path (not `.` or `..`), in any order.
    public var listFolder: @Sendable (_ path: String) throws -> [String]
    /// Whether the path is a folder (not following a symbolic link); false when nothing is there.
    public var isFolder: @Sendable (_ path: String) -> Bool
    /// Whether anything (a file, folder or link) is at the path.
    public var exists: @Sendable (_ path: String) -> Bool
    /// The bytes of the file at a path, reading at most `limit + 1` bytes; throws
    /// ``FileAccessError/Kind/tooLarge`` when there are more than `limit`.
    public var readFile: @Sendable (_ path: String, _ limit: Int) throws -> Data

    /// File access through the given operations.
    public init(
        listFolder: @escaping @Sendable (_ path: String) throws -> [String],
        isFolder: @escaping @Sendable (_ path: String) -> Bool,
        exists: @escaping @Sendable (_ path: String) -> Bool,
        readFile: @escaping @Sendable (_ path: String, _ limit: Int) throws -> Data
    ) {
        self.listFolder = listFolder
        self.isFolder = isFolder
        self.exists = exists
        self.readFile = readFile
    }

    /// The file system.
    public static let system = FileAccess(
        listFolder: { path throws in
            do {
                return try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                throw FileAccessError(.unreadableFolder, path: path, reason: Self.reason(error))
            }
        },
        isFolder: { path in
            (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeDirectory
        },
        exists: { path in
            (try? FileManager.default.attributesOfItem(atPath: path)) != nil
        },
        readFile: { path, limit throws in
            do {
                let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
                defer { try? handle.close() }
                // Never more than one byte past the limit, however large the file (or endless,
                // like /dev/zero).
                let data = try limit == Int.max ? handle.readToEnd() ?? Data() : handle.read(upToCount: limit + 1) ?? Data()
                if data.count > limit { throw FileAccessError(.tooLarge, path: path, reason: String(limit)) }
                return data
            } catch let error as FileAccessError {
                throw error
            } catch {
                throw FileAccessError(.unreadableFile, path: path, reason: Self.reason(error))
            }
        }
    )

    /// The system's words for an error, without Foundation's "The operation could not be
    /// completed" wrapper where the underlying POSIX error is known.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }

    /// Every file under the folder at `path`, as paths relative to it with `/` between
    /// components, sorted. Folders are walked, not listed; symbolic links are listed as files.
    ///
    /// - Throws: ``FileAccessError`` with ``FileAccessError/Kind/unreadableFolder`` for the first
    ///   folder (the given one or one inside it) whose entries cannot be listed: a folder that
    ///   cannot be read is an error, never an empty list.
    public func files(under path: String) throws -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? path : path + "/" + relative
            for name in try listFolder(folder) {
                let child = relative.isEmpty ? name : relative + "/" + name
                if isFolder(path + "/" + child) {
                    pending.append(child)
                } else {
                    found.append(child)
                }
            }
        }
        return found.sorted()
    }
}

import Foundation

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

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a set of files so that none is ever half written.
///
/// Every file is first written in full beside its destination under a temporary name. Only when
/// all of them are written does each replace its destination with `rename(2)`, which is atomic
/// within a file system. If any temporary cannot be written, all temporaries are removed and no
/// destination changes.
public enum StagedFileWriter {
    /// A write that failed: the file and the reason.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The destination that could not be written.
        public var path: String
        /// What the system said.
        public var reason: String
        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// Writes `files` (destination URL and bytes).
    public static func write(_ files: [(url: URL, data: Data)]) throws(Failure) {
        let manager = FileManager.default
        var staged: [(temporary: URL, destination: URL)] = []
        func removeStaged() { for item in staged { try? manager.removeItem(at: item.temporary) } }
        for file in files {
            let folder = file.url.deletingLastPathComponent()
            let temporary = folder.appendingPathComponent(".\(file.url.lastPathComponent).\(getpid()).tmp")
            do {
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
                try file.data.write(to: temporary)
            } catch {
                removeStaged()
                throw Failure(path: file.url.path, reason: error.localizedDescription)
            }
            staged.append((temporary, file.url))
        }
        for (index, item) in staged.enumerated() where rename(item.temporary.path, item.destination.path) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { try? manager.removeItem(at: rest.temporary) }
            throw Failure(path: item.destination.path, reason: reason)
        }
    }
}

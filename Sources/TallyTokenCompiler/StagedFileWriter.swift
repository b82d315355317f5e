import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a set of files all or nothing, never leaving a half-written file.
///
/// 1. Every file is written in full beside its destination under a temporary name. If one
///    cannot be written, the temporaries are removed and nothing else has changed.
/// 2. Each destination that exists is moved aside to a backup name, and the temporary is
///    renamed into place with `rename(2)`, which is atomic within a file system.
/// 3. If any rename fails, every file already replaced is restored from its backup (or removed
///    if it did not exist before), so the set of files is as it was.
/// 4. When all are in place the backups are removed.
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
        try write(files) { from, to in
            rename(from, to) == 0 ? nil : String(cString: strerror(errno))
        }
    }

    /// Writes `files`, moving files with `move` (which returns nil on success or the reason it
    /// failed); tests inject failures through it.
    static func write(_ files: [(url: URL, data: Data)], move: (String, String) -> String?) throws(Failure) {
        let manager = FileManager.default
        let tag = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var staged: [(temporary: String, destination: String)] = []
        func removeTemporaries() { for item in staged { try? manager.removeItem(atPath: item.temporary) } }
        for file in files {
            let folder = file.url.deletingLastPathComponent()
            let temporary = folder.appendingPathComponent(".\(file.url.lastPathComponent).\(tag).tmp").path
            do {
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
                try file.data.write(to: URL(fileURLWithPath: temporary))
            } catch {
                removeTemporaries()
                throw Failure(path: file.url.path, reason: error.localizedDescription)
            }
            staged.append((temporary, file.url.path))
        }
        var replaced: [(destination: String, backup: String?)] = []
        func rollBack() {
            for item in replaced.reversed() {
                if let backup = item.backup { _ = move(backup, item.destination) } else { try? manager.removeItem(atPath: item.destination) }
            }
            removeTemporaries()
        }
        for item in staged {
            var backup: String?
            if manager.fileExists(atPath: item.destination) {
                let aside = item.destination + ".\(tag).bak"
                if let reason = move(item.destination, aside) {
                    rollBack()
                    throw Failure(path: item.destination, reason: reason)
                }
                backup = aside
            }
            if let reason = move(item.temporary, item.destination) {
                if let backup { _ = move(backup, item.destination) }
                rollBack()
                throw Failure(path: item.destination, reason: reason)
            }
            replaced.append((item.destination, backup))
        }
        for item in replaced { if let backup = item.backup { try? manager.removeItem(atPath: backup) } }
    }
}

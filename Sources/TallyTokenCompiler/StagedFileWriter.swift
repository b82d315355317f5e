import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a set of files all or nothing, never leaving a half-written or missing file.
///
/// 1. Every file is written in full beside its destination under a temporary name. If one
///    cannot be written, the temporaries are removed and nothing else has changed.
/// 2. Each destination that exists is kept under a backup name by a hard link (a copy where the
///    file system has no hard links), so the destination itself stays in place; the temporary
///    is then renamed over it with `rename(2)`, which replaces it atomically within a file
///    system. At every moment each destination holds either its old bytes or its new ones, so
///    even a crash part-way leaves no destination missing or half-written (only stray
///    temporaries or backups beside them).
/// 3. If any step fails, every file already replaced is put back by renaming its backup over it
///    (or removed if it did not exist before), so the set of files is as it was.
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

    /// A step that touches a destination, injected by tests.
    enum Step: Sendable, Hashable {
        /// Keep the file at the first path under the second (a hard link, or a copy).
        case keep
        /// Rename the first path over the second.
        case move
    }

    /// Writes `files` (destination URL and bytes).
    public static func write(_ files: [(url: URL, data: Data)]) throws(Failure) {
        try write(files) { step, from, to in
            switch step {
            case .keep:
                if link(from, to) == 0 { return nil }
                do {
                    try FileManager.default.copyItem(atPath: from, toPath: to)
                    return nil
                } catch {
                    return error.localizedDescription
                }
            case .move:
                return rename(from, to) == 0 ? nil : String(cString: strerror(errno))
            }
        }
    }

    /// Writes `files`, performing each step with `perform` (which returns nil on success or the
    /// reason it failed); tests inject failures and look at the files through it.
    static func write(_ files: [(url: URL, data: Data)], perform: (Step, String, String) -> String?) throws(Failure) {
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
        var backups: [String] = []
        func rollBack() {
            for item in replaced.reversed() {
                if let backup = item.backup { _ = perform(.move, backup, item.destination) } else { try? manager.removeItem(atPath: item.destination) }
            }
            for backup in backups { try? manager.removeItem(atPath: backup) }
            removeTemporaries()
        }
        for item in staged {
            var backup: String?
            if manager.fileExists(atPath: item.destination) {
                let kept = item.destination + ".\(tag).bak"
                if let reason = perform(.keep, item.destination, kept) {
                    try? manager.removeItem(atPath: kept)
                    rollBack()
                    throw Failure(path: item.destination, reason: reason)
                }
                backup = kept
                backups.append(kept)
            }
            if let reason = perform(.move, item.temporary, item.destination) {
                rollBack()
                throw Failure(path: item.destination, reason: reason)
            }
            replaced.append((item.destination, backup))
        }
        for backup in backups { try? manager.removeItem(atPath: backup) }
    }
}

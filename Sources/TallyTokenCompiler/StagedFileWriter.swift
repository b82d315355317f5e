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
///    (or removed if it did not exist before), and folders created for new files are removed,
///    so the set of files is as it was. A backup that cannot be put back is left where it is and
///    named in the failure, never deleted.
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
        // Folders this write created, outermost first, so a failed write can take them away.
        var createdFolders: [String] = []
        func removeStaged() {
            for item in staged { try? manager.removeItem(atPath: item.temporary) }
            // rmdir removes a folder only when it is empty, so nothing put there by others is lost.
            for folder in createdFolders.reversed() { _ = rmdir(folder) }
        }
        for file in files {
            let folder = file.url.deletingLastPathComponent()
            let temporary = folder.appendingPathComponent(".\(file.url.lastPathComponent).\(tag).tmp").path
            do {
                var missing: [String] = []
                var ancestor = folder
                while !manager.fileExists(atPath: ancestor.path), ancestor.pathComponents.count > 1 {
                    missing.insert(ancestor.path, at: 0)
                    ancestor = ancestor.deletingLastPathComponent()
                }
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
                createdFolders += missing
                try file.data.write(to: URL(fileURLWithPath: temporary))
            } catch {
                removeStaged()
                throw Failure(path: file.url.path, reason: error.localizedDescription)
            }
            staged.append((temporary, file.url.path))
        }
        var replaced: [(destination: String, backup: String?)] = []
        /// Puts every replaced file back, discards `unused` (a backup of a destination that was
        /// not replaced) and the staged files, and returns the failure to throw.
        func rollBack(_ failure: Failure, unused: String?) -> Failure {
            var notRestored: [String] = []
            for item in replaced.reversed() {
                if let backup = item.backup {
                    if perform(.move, backup, item.destination) != nil { notRestored.append(backup) }
                } else {
                    try? manager.removeItem(atPath: item.destination)
                }
            }
            if let unused { try? manager.removeItem(atPath: unused) }
            removeStaged()
            guard !notRestored.isEmpty else { return failure }
            let kept = notRestored.reversed().joined(separator: ", ")
            return Failure(path: failure.path, reason: "\(failure.reason); could not put back, old files kept at \(kept)")
        }
        for item in staged {
            var backup: String?
            if manager.fileExists(atPath: item.destination) {
                let kept = item.destination + ".\(tag).bak"
                if let reason = perform(.keep, item.destination, kept) {
                    throw rollBack(Failure(path: item.destination, reason: reason), unused: kept)
                }
                backup = kept
            }
            if let reason = perform(.move, item.temporary, item.destination) {
                throw rollBack(Failure(path: item.destination, reason: reason), unused: backup)
            }
            replaced.append((item.destination, backup))
        }
        for backup in replaced.compactMap(\.backup) { try? manager.removeItem(atPath: backup) }
    }
}

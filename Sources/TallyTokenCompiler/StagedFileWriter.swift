import Foundation
import TallyCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a set of files all or nothing, never leaving a half-written or missing file.
///
/// 0. Leftovers of an earlier run that was killed are dealt with first, in every destination
///    folder: its temporaries (`.NAME.tally-PID-N.tmp`) are removed, and its backups
///    (`.NAME.tally-PID-N.bak`, the old bytes of a file it replaced) are kept and reported, as
///    long as process PID is no longer running.
/// 1. Every file is written in full beside its destination under a temporary name. If one
///    cannot be written, the temporaries (including the one being written) are removed and
///    nothing else has changed.
/// 2. Each destination that exists is kept under a backup name by a hard link (a copy where the
///    file system has no hard links), so the destination itself stays in place; the temporary
///    is then renamed over it with `rename(2)`, which replaces it atomically within a file
///    system. At every moment each destination holds either its old bytes or its new ones, so
///    even a crash part-way leaves no destination missing or half-written (only stray
///    temporaries or backups beside them, which the next run finds by their names).
/// 3. If any step fails, every file already replaced is put back by renaming its backup over it
///    (or removed if it did not exist before), and folders created for new files are removed,
///    so the set of files is as it was. A backup that cannot be put back is left where it is and
///    named in the failure, never deleted.
/// 4. When all are in place the backups are removed.
///
/// No step follows a symbolic link: before anything is written (leftovers included), every
/// destination and every folder between it and the output folder it is written `within` is
/// checked with `lstat(2)`, and a link anywhere there refuses the whole write
/// (``OutputPlace/symbolicLink(on:under:)``); the check is made again just before the first
/// destination is replaced, and a link found then takes every temporary away again, so nothing
/// has changed. A leftover that is a link is refused too, never removed or followed.
///
/// Two writers of the same files must not run at once; callers take a ``WriteLock`` first.
public enum StagedFileWriter {
    /// A write that failed: the file and the reason.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The destination that could not be written, or the link that was refused.
        public var path: String
        /// What the system said, or why the place was refused.
        public var reason: String
        /// Set when the write was refused because a symbolic link is where it would write;
        /// nothing was written.
        public var refusal: OutputRefusal?
        /// `path: reason`, or the refusal's sentence.
        public var description: String { refusal?.description ?? "\(path): \(reason)" }
    }

    /// What a successful write found left over from an earlier run that was killed.
    public struct Report: Sendable, Hashable {
        /// Temporaries of an earlier run, removed (full paths).
        public var removedTemporaries: [String] = []
        /// Backups of an earlier run, kept because they hold the old bytes of a file it replaced
        /// (full paths); delete them once they are not needed.
        public var keptBackups: [String] = []

        /// A report of the given leftovers; none unless told.
        public init(removedTemporaries: [String] = [], keptBackups: [String] = []) {
            self.removedTemporaries = removedTemporaries
            self.keptBackups = keptBackups
        }

        /// One line per leftover, saying what was done with it.
        public var notes: [String] {
            removedTemporaries.map { "removed \($0), a temporary file left by an interrupted run" }
                + keptBackups.map { "kept \($0), a backup left by an interrupted run (the old bytes of the file it names); delete it when it is not needed" }
        }
    }

    /// A step that touches a destination, injected by tests.
    enum Step: Sendable, Hashable {
        /// Keep the file at the first path under the second (a hard link, or a copy).
        case keep
        /// Rename the first path over the second.
        case move
    }

    /// The kind of a leftover file, from its name.
    public enum Leftover: Sendable, Hashable {
        /// A temporary written by the process with this id.
        case temporary(pid: Int32)
        /// A backup made by the process with this id.
        case backup(pid: Int32)
    }

    /// Whether `name` (a file name, no folder) is one of the writer's temporaries or backups, and
    /// which: `.NAME.tally-PID-N.tmp` or `.NAME.tally-PID-N.bak`.
    public static func leftover(_ name: String) -> Leftover? {
        let isTemporary = name.hasSuffix(".tmp")
        guard name.hasPrefix("."), isTemporary || name.hasSuffix(".bak") else { return nil }
        let stem = name.dropLast(4)
        guard let marker = stem.range(of: ".tally-", options: .backwards), marker.lowerBound > stem.index(after: stem.startIndex) else { return nil }
        let parts = stem[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let pid = Int32(parts[0]) else { return nil }
        return isTemporary ? .temporary(pid: pid) : .backup(pid: pid)
    }

    /// Writes `files` (destination URL and bytes) inside the folder `root`: no destination, and
    /// no folder between `root` and a destination, may be a symbolic link. Without a `root`, each
    /// destination's own folder is its root, so only the destination itself is checked.
    ///
    /// - Throws: ``Failure``; with ``Failure/refusal`` set when a link is where it would write.
    @discardableResult
    public static func write(_ files: [(url: URL, data: Data)], within root: URL? = nil, access: FileAccess = .system) throws(Failure) -> Report {
        try write(files, within: root, access: access, stage: writeTemporary) { step, from, to in
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

    /// Creates the file at `path`, which must not exist, with `data`; nil, or why it failed
    /// (the file may then hold part of `data`).
    static func writeTemporary(_ path: String, _ data: Data) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// Writes `files`, writing each temporary with `stage` and performing each step with
    /// `perform` (each returns nil on success or the reason it failed); tests inject failures
    /// and look at the files through them.
    @discardableResult
    static func write(
        _ files: [(url: URL, data: Data)], within root: URL? = nil, access: FileAccess = .system,
        stage: (String, Data) -> String? = writeTemporary, perform: (Step, String, String) -> String?
    ) throws(Failure) -> Report {
        let manager = FileManager.default
        func linkFailure() -> Failure? {
            let refusal = root.map { root in OutputPlace.symbolicLink(on: files.map(\.url.path), under: root.path) }
                ?? files.lazy.compactMap { OutputPlace.symbolicLink(on: [$0.url.path], under: $0.url.deletingLastPathComponent().path) }.first
            return refusal.map { Failure(path: $0.path, reason: $0.description, refusal: $0) }
        }
        if let failure = linkFailure() { throw failure }
        let report = try removeLeftovers(in: files.map { $0.url.deletingLastPathComponent().path }, access: access)
        let tag = "tally-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var staged: [(temporary: String, destination: String)] = []
        // Folders this write created, outermost first, so a failed write can take them away.
        var createdFolders: [String] = []
        func removeStaged() {
            for item in staged { unlink(item.temporary) }
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
            } catch {
                removeStaged()
                throw Failure(path: file.url.path, reason: error.localizedDescription)
            }
            // Counted as staged before it is written, so a write that fails part-way is removed too.
            staged.append((temporary, file.url.path))
            if let reason = stage(temporary, file.data) {
                removeStaged()
                throw Failure(path: file.url.path, reason: reason)
            }
        }
        // A link put in place while the files were staged is refused as one found before.
        if let failure = linkFailure() {
            removeStaged()
            throw failure
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
                    unlink(item.destination)
                }
            }
            if let unused { unlink(unused) }
            removeStaged()
            guard !notRestored.isEmpty else { return failure }
            let kept = notRestored.reversed().joined(separator: ", ")
            return Failure(path: failure.path, reason: "\(failure.reason); could not put back, old files kept at \(kept)")
        }
        for item in staged {
            var backup: String?
            if manager.fileExists(atPath: item.destination) {
                let destination = URL(fileURLWithPath: item.destination)
                let kept = destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).\(tag).bak").path
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
        for backup in replaced.compactMap(\.backup) { unlink(backup) }
        return report
    }

    /// Removes the temporaries and lists the backups that runs no longer running left in
    /// `folders` (those that exist). A folder that exists but cannot be listed is a failure, and
    /// so is a leftover that is a symbolic link (the writer never makes one): it is neither
    /// followed nor removed, and nothing is removed.
    static func removeLeftovers(in folders: [String], access: FileAccess) throws(Failure) -> Report {
        var leftovers: [(path: String, kind: Leftover)] = []
        var report = Report()
        var seen = Set<String>()
        for folder in folders where seen.insert(folder).inserted && access.isFolder(folder) {
            let names: [String]
            do {
                names = try access.listFolder(folder)
            } catch {
                throw Failure(path: folder, reason: "the folder cannot be listed (\((error as? FileAccessError)?.reason ?? "\(error)")), so files left in it by an earlier run cannot be found")
            }
            for name in names.sorted() {
                guard let kind = leftover(name) else { continue }
                let path = folder + "/" + name
                if let target = OutputPlace.link(at: path).target {
                    let refusal = OutputRefusal(.symbolicLink(target: target), path: path)
                    throw Failure(path: path, reason: refusal.description, refusal: refusal)
                }
                leftovers.append((path, kind))
            }
        }
        for (path, kind) in leftovers {
            switch kind {
            case .temporary(let pid) where !WriteLock.isRunning(pid):
                if unlink(path) == 0 { report.removedTemporaries.append(path) }
            case .backup(let pid) where !WriteLock.isRunning(pid):
                report.keptBackups.append(path)
            default:
                continue
            }
        }
        return report
    }
}

import Foundation
import TallyCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock that lets one run at a time write a set of outputs, so two runs never
/// leave a mix of each other's files.
///
/// The lock is a file (for example `.tally-tokens.lock`) locked with `flock(2)` and holding the
/// process id of its holder. The kernel releases the lock when the holder exits, however it
/// exits; a lock file left by a process that was killed is therefore not locked, and the next
/// run takes it over (its process id, no longer running, shows it was stale). The file is
/// removed when the lock is released. A lock file that is a symbolic link is never opened
/// through the link: taking the lock fails, and the file the link names is left as it was.
public enum WriteLock {
    /// Why the lock could not be taken.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The lock file.
        public var path: String
        /// The command that wanted the lock, for example `tally tokens`.
        public var command: String
        /// What the lock protects, for example the package root.
        public var target: String
        /// The process holding the lock, when it wrote its id.
        public var holder: Int32?
        /// What the system said, when the lock file itself could not be opened.
        public var reason: String?

        /// "another tally tokens (process 123) is writing …", or why the lock file cannot be used.
        public var description: String {
            if let reason {
                return "cannot lock \(target) for \(command): \(path): \(reason)"
            }
            let process = holder.map { " (process \($0))" } ?? ""
            return "another \(command)\(process) is writing \(target); run again when it has finished (the lock is \(path))"
        }
    }

    /// A lock this process holds; released by ``release()`` or, at the latest, when it is
    /// deinitialized.
    public final class Held: @unchecked Sendable {
        /// The lock file.
        public let path: String
        private let lock = NSLock()
        private var descriptor: Int32?

        init(path: String, descriptor: Int32) {
            self.path = path
            self.descriptor = descriptor
        }

        /// Removes the lock file and unlocks it; later calls do nothing.
        public func release() {
            lock.lock()
            defer { lock.unlock() }
            guard let descriptor else { return }
            WriteLock.release(path, descriptor)
            self.descriptor = nil
        }

        deinit { release() }
    }

    /// Takes the lock file at `path` for `command` (for example `tally tokens`), which is about
    /// to write `target`.
    ///
    /// - Throws: ``Failure`` at once, without waiting, when another run (in this process or
    ///   another) holds it, or the lock file cannot be created.
    public static func acquire(_ path: String, command: String, target: String) throws(Failure) -> Held {
        Held(path: path, descriptor: try lockedDescriptor(path, command: command, target: target))
    }

    /// The process id written in a lock file, if it holds one.
    static func holder(of path: String) -> Int32? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return Int32(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The id of the process holding the lock at `path`. The holder writes its id just after it
    /// takes the lock, so an empty file is read again for up to 20 ms before the id is given up
    /// as unknown.
    static func announcedHolder(of path: String) -> Int32? {
        for _ in 0..<20 {
            if let pid = holder(of: path) { return pid }
            usleep(1_000)
        }
        return nil
    }

    /// Whether a process with this id is running (or exists but belongs to someone else).
    static func isRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }

    /// Opens and locks the file at `path`, writing this process's id into it; the locked
    /// descriptor.
    static func lockedDescriptor(_ path: String, command: String, target: String) throws(Failure) -> Int32 {
        func failure(_ reason: String?, holder: Int32? = nil) -> Failure {
            Failure(path: path, command: command, target: target, holder: holder, reason: reason)
        }
        // A few attempts: the file may be removed by its holder between opening and locking it.
        for _ in 0..<16 {
            // Never through a symbolic link: the lock's process id would be written into
            // whatever file the link names.
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard descriptor >= 0 else {
                let code = errno
                if code == ELOOP, let target = OutputPlace.link(at: path).target {
                    throw failure("the lock file is a symbolic link (to \(VisibleText.escaped(target))), which a lock never is, so nothing was written through it: remove the link and run again")
                }
                throw failure(String(cString: strerror(code)))
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let code = errno
                close(descriptor)
                if code == EWOULDBLOCK || code == EAGAIN { throw failure(nil, holder: announcedHolder(of: path)) }
                throw failure(String(cString: strerror(code)))
            }
            // Locked; but if the holder removed the file meanwhile, the lock is on a file that is
            // no longer at `path`, and someone else may lock a new one there: start again.
            var opened = stat(), named = stat()
            guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0,
                  opened.st_dev == named.st_dev, opened.st_ino == named.st_ino else {
                close(descriptor)
                continue
            }
            // A process id left in the file is that of a run that ended without releasing it
            // (the kernel released its lock); it is simply replaced.
            let text = Array("\(getpid())\n".utf8)
            guard ftruncate(descriptor, 0) == 0, text.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == text.count else {
                let reason = String(cString: strerror(errno))
                release(path, descriptor)
                throw failure(reason)
            }
            return descriptor
        }
        throw failure("the lock file kept being replaced")
    }

    /// Removes the lock file and unlocks it (in that order, so no one locks a file that is about
    /// to disappear without noticing).
    static func release(_ path: String, _ descriptor: Int32) {
        unlink(path)
        close(descriptor)
    }
}

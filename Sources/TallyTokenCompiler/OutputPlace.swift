import Foundation
import TallyCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a tool refused to write where it was asked: a symbolic link where an output would go, or
/// an output folder that is one no tool writes a site or generated files into.
///
/// Every refusal comes before anything is written (or, for a link that appears while files are
/// staged, with every staged file taken away again), so nothing has changed.
public struct OutputRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was found.
    public enum Kind: Sendable, Hashable {
        /// A symbolic link at or under the output folder where an output, a folder on the way to
        /// one, a lock file or a leftover of an interrupted run is; `target` is where it points.
        /// Writing there could put a file outside the folder, or replace the link.
        case symbolicLink(target: String)
        /// The output folder is the file system's root, `/`.
        case fileSystemRoot
        /// The output folder is the user's home folder.
        case homeFolder
        /// The output folder is the root of a package or repository: it holds `marker`
        /// (`Package.swift` or `.git`).
        case projectRoot(marker: String)
    }

    /// What was found.
    public var kind: Kind
    /// The link, or the output folder with `..` and symbolic links resolved.
    public var path: String
    /// The output folder as it was given, when it differs from ``path``.
    public var given: String?

    /// A refusal of `path`.
    public init(_ kind: Kind, path: String, given: String? = nil) {
        self.kind = kind
        self.path = path
        self.given = given == path ? nil : given
    }

    /// What is wrong with the path and what to do, without the path: for a message that names
    /// it already, such as a ``TokenError``'s.
    public var reason: String {
        switch kind {
        case .symbolicLink(let target):
            "is a symbolic link (to \(VisibleText.escaped(target))); outputs are never written through links, which could put them outside their folder, so nothing was written: remove the link, or put a real folder or file in its place"
        case .fileSystemRoot:
            "is the file system's root, which is not an output folder; choose a folder of its own"
        case .homeFolder:
            "is the home folder, which is not an output folder; choose a folder of its own inside it"
        case .projectRoot(let marker):
            "holds \(marker), so it is the root of a package or repository, not an output folder; choose a folder of its own inside it"
        }
    }

    /// The path (as given, then as resolved when they differ) and ``reason``; control and
    /// bidirectional characters in paths are written as visible escapes.
    public var description: String {
        let shown = VisibleText.escaped(path)
        guard let given else { return shown + " " + reason }
        return "\(VisibleText.escaped(given)) leads to \(shown); it " + reason
    }
}

/// Where Tally's tools may write.
///
/// - Nothing at or under an output folder that a tool writes, creates, replaces or removes, and
///   no folder on the way to it, may be a symbolic link (``symbolicLink(on:under:)``). The
///   output folder itself (and the folders above it) may be one: it is where the user pointed.
/// - An output folder chosen by the user is never the file system's root, the home folder, or a
///   folder holding `Package.swift` or `.git`, once `..` and symbolic links are resolved
///   (``checkFolder(_:allowProjectRoot:)``).
public enum OutputPlace {
    /// What is at `path` without following a symbolic link: nil when nothing is, else whether it
    /// is a link and, if so, where it points.
    static func link(at path: String) -> (exists: Bool, target: String?) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return (false, nil) }
        guard status.st_mode & S_IFMT == S_IFLNK else { return (true, nil) }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        let target = count >= 0 ? String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self) : "an unreadable target"
        return (true, target)
    }

    /// The first symbolic link on the way from the folder `root` to each path of `destinations`
    /// (absolute, inside `root`): every folder below `root` and the destination itself, in
    /// order; nil when there is none. Checking stops at the first component that does not exist,
    /// since what the writer creates there is a real folder or file. A destination outside
    /// `root` is checked from its own folder.
    ///
    /// - Returns: A ``OutputRefusal/Kind/symbolicLink(target:)`` refusal naming the link.
    public static func symbolicLink(on destinations: [String], under root: String) -> OutputRefusal? {
        let base = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
        var checked = Set<String>()
        for destination in destinations {
            let prefix = base == "/" ? "/" : base + "/"
            let start: String
            let relative: Substring
            if destination.hasPrefix(prefix), destination.count > prefix.count {
                start = base
                relative = destination.dropFirst(prefix.count)
            } else {
                let url = URL(fileURLWithPath: destination)
                start = url.deletingLastPathComponent().path
                relative = Substring(url.lastPathComponent)
            }
            var path = start == "/" ? "" : start
            for name in relative.split(separator: "/") {
                path += "/" + name
                guard checked.insert(path).inserted else { continue }
                let found = link(at: path)
                if let target = found.target { return OutputRefusal(.symbolicLink(target: target), path: path) }
                if !found.exists { break }
            }
        }
        return nil
    }

    /// `path` (absolute, without `..`) with symbolic links resolved: the longest part that
    /// exists as `realpath(3)` gives it, and the rest as written.
    public static func resolved(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while true {
            if let real = realpath(existing.path, nil) {
                defer { free(real) }
                let base = String(cString: real)
                guard !rest.isEmpty else { return base }
                return (base == "/" ? "" : base) + "/" + rest.joined(separator: "/")
            }
            guard existing.pathComponents.count > 1 else { return path }
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
    }

    /// `folder` as given or, when it is itself a symbolic link, the folder it leads to (with
    /// every link resolved), so that what is written in it is checked where it really is.
    public static func followingLink(_ folder: URL) -> URL {
        link(at: folder.path).target == nil ? folder : URL(fileURLWithPath: resolved(folder.path), isDirectory: true)
    }

    /// The user's home folders, resolved: `$HOME` and the account's.
    static func homeFolders() -> Set<String> {
        var homes: [String] = [NSHomeDirectory()]
        if let home = ProcessInfo.processInfo.environment["HOME"] { homes.append(home) }
        return Set(homes.filter { $0.hasPrefix("/") }.map(resolved))
    }

    /// Refuses `folder` as an output folder when, with `..` and symbolic links resolved, it is
    /// the file system's root or the home folder, or (unless `allowProjectRoot`) it holds
    /// `Package.swift` or `.git`.
    ///
    /// - Throws: ``OutputRefusal`` naming the folder as given and as resolved.
    public static func checkFolder(_ folder: URL, allowProjectRoot: Bool = false) throws(OutputRefusal) {
        let given = folder.standardizedFileURL.path
        let path = resolved(given)
        if path == "/" { throw OutputRefusal(.fileSystemRoot, path: path, given: given) }
        if homeFolders().contains(path) { throw OutputRefusal(.homeFolder, path: path, given: given) }
        guard !allowProjectRoot else { return }
        for marker in ["Package.swift", ".git"] where link(at: path + "/" + marker).exists {
            throw OutputRefusal(.projectRoot(marker: marker), path: path, given: given)
        }
    }
}

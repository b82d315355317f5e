import Foundation
import TallyCore

/// A file or folder named on the command line, checked before anything reads it, so that a
/// missing one is reported as missing (not as a file that cannot be parsed), with the files of
/// that name nearby.
public enum InputFile {
    /// What is wrong with a path given as a file or a folder to read.
    public enum Problem: Sendable, Hashable {
        /// Nothing is there (or a symbolic link leads nowhere).
        case missing
        /// A folder is there where a file is read.
        case folder
        /// A file is there where a folder is read.
        case notAFolder
        /// It is there but cannot be read.
        case unreadable
    }

    /// How the file system is asked: tests give answers of their own (as root, every file is
    /// readable).
    public struct Probe: Sendable {
        /// Whether anything is at the path, following symbolic links.
        public var exists: @Sendable (String) -> Bool
        /// Whether a folder is at the path, following symbolic links.
        public var isFolder: @Sendable (String) -> Bool
        /// Whether this process may read the file or list the folder at the path.
        public var isReadable: @Sendable (String) -> Bool

        public init(exists: @escaping @Sendable (String) -> Bool, isFolder: @escaping @Sendable (String) -> Bool,
                    isReadable: @escaping @Sendable (String) -> Bool) {
            self.exists = exists
            self.isFolder = isFolder
            self.isReadable = isReadable
        }

        /// The file system.
        public static let system = Probe(
            exists: { FileManager.default.fileExists(atPath: $0) },
            isFolder: { path in
                var folder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
            },
            isReadable: { FileManager.default.isReadableFile(atPath: $0) }
        )
    }

    /// What is wrong with reading a file (`folder` false) or a folder at `path`; nil when nothing is.
    /// Nothing is read, so a pipe (`<(…)`, `/dev/stdin`) keeps its bytes.
    public static func problem(at path: String, folder: Bool = false, probe: Probe = .system) -> Problem? {
        guard probe.exists(path) else { return .missing }
        if probe.isFolder(path) != folder { return folder ? .notAFolder : .folder }
        return probe.isReadable(path) ? nil : .unreadable
    }

    /// A sentence for `problem` with `path` (escaped), the option it was given with if any, and the
    /// files `nearby` it may have meant.
    public static func message(_ problem: Problem, path: String, option: String?, nearby: [String] = []) -> String {
        let shown = VisibleText.escaped(path)
        let given = option.map { " (\($0))" } ?? ""
        let sentence = switch problem {
        case .missing: "no such file: \(shown)\(given)"
        case .folder: "\(shown)\(given) is a folder, not a file"
        case .notAFolder: "\(shown)\(given) is a file, not a folder"
        case .unreadable: "cannot read \(shown)\(given): permission denied"
        }
        guard !nearby.isEmpty else { return sentence }
        return sentence + "; did you mean \(Suggestions.alternatives(nearby.map(VisibleText.escaped), quote: ""))?"
    }

    /// A missing folder: "no such folder".
    public static func message(missingFolder path: String, option: String?) -> String {
        "no such folder: \(VisibleText.escaped(path))\(option.map { " (\($0))" } ?? "")"
    }

    /// Files that `path` may have meant, as paths relative to `root` (at most three): files of
    /// the same name (letter case aside) in `root` and the folders below it, or else files with a
    /// close name (``Suggestions``) in the folder `path` names. Hidden folders and `.build` are not
    /// searched, nor more than `depth` folders deep or `budget` entries in all, so a large tree
    /// costs little.
    public static func nearby(_ path: String, root: String, depth: Int = 4, budget: Int = 20_000) -> [String] {
        let name = (path as NSString).lastPathComponent
        guard !name.isEmpty else { return [] }
        let folded = name.lowercased()
        let fileManager = FileManager.default
        let given = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root, isDirectory: true)).standardizedFileURL.path
        var found: [String] = []
        var pending: [(relative: String, level: Int)] = [("", 0)]
        var seen = 0
        while !pending.isEmpty, found.count < 3, seen < budget {
            let (relative, level) = pending.removeFirst()
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let entries = try? fileManager.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries.sorted() {
                seen += 1
                let child = relative.isEmpty ? entry : relative + "/" + entry
                var isFolder: ObjCBool = false
                guard fileManager.fileExists(atPath: root + "/" + child, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if level < depth, !entry.hasPrefix("."), entry != "node_modules" { pending.append((child, level + 1)) }
                } else if entry.lowercased() == folded,
                          URL(fileURLWithPath: root + "/" + child).standardizedFileURL.path != given {
                    found.append(child)
                }
            }
        }
        if !found.isEmpty { return Array(found.prefix(3)) }
        // A typo in the name: the closest names in the folder the path names.
        let folder = (given as NSString).deletingLastPathComponent
        guard let entries = try? fileManager.contentsOfDirectory(atPath: folder) else { return [] }
        let parent = (path as NSString).deletingLastPathComponent
        let stem = name.prefix { $0 != "." }
        return Suggestions.closest(to: name, in: entries.sorted(), maximumDistance: max(stem.count, 3) / 3).map { parent.isEmpty ? $0 : parent + "/" + $0 }
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TallyCore
@testable import TallyTokenCompiler
import Testing

/// A fresh temporary folder, removed when the test ends.
final class TemporaryFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tally-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file under the folder, relative, sorted.
    func files() -> [String] {
        entries().filter { !$0.hasSuffix("/") }
    }

    /// Every file and folder under the folder, folders with a trailing `/`.
    func entries() -> [String] {
        let base = url.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(atPath: base)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory) else { continue }
            paths.append(isDirectory.boolValue ? path + "/" : path)
        }
        return paths.sorted()
    }
}

@Suite("Writing outputs and --check")
struct TokenWriteCheckTests {
    private let source = ##"{"n": {"$type": "number", "a": {"$value": 1}, "b": {"$value": "{n.a} + 1"}}}"##

    private func outputs(_ text: String) throws -> [TokenCompiler.Output] {
        try TokenCompiler.outputs(for: compile(text))
    }

    @Test("write then check: nothing stale; each kind of staleness is named")
    func checkFindsStaleFiles() throws {
        let folder = try TemporaryFolder()
        let outputs = try outputs(source)
        try TokenOutputs.write(outputs, under: folder.url)
        #expect(TokenOutputs.staleFiles(outputs, under: folder.url).isEmpty)
        #expect(folder.files() == outputs.map(\.path).sorted())

        // An edited output, a deleted output, and a generated Swift file nothing produces.
        try folder.write(TokenCompiler.Layout.css, "/* edited */")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(TokenCompiler.Layout.resolvedJSON))
        try folder.write(TokenCompiler.Layout.swiftDirectory + "/Old.swift", "// left over")
        #expect(TokenOutputs.staleFiles(outputs, under: folder.url) == [
            TokenCompiler.Layout.css, TokenCompiler.Layout.resolvedJSON, TokenCompiler.Layout.swiftDirectory + "/Old.swift",
        ])
        // A changed source makes the committed outputs stale.
        try TokenOutputs.write(outputs, under: folder.url)
        let changed = try self.outputs(##"{"n": {"$type": "number", "a": {"$value": 2}, "b": {"$value": "{n.a} + 1"}}}"##)
        #expect(TokenOutputs.staleFiles(changed, under: folder.url).count == 4)
    }

    @Test("write replaces outputs, removes stray generated Swift and leaves no temporary files")
    func writeReplaces() throws {
        let folder = try TemporaryFolder()
        try folder.write(TokenCompiler.Layout.swiftDirectory + "/Old.swift", "// left over")
        try folder.write(TokenCompiler.Layout.css, "/* old */")
        let outputs = try outputs(source)
        try TokenOutputs.write(outputs, under: folder.url)
        #expect(folder.files() == outputs.map(\.path).sorted())
        #expect(folder.read(TokenCompiler.Layout.css) == outputs.first { $0.path == TokenCompiler.Layout.css }?.contents)
    }

    /// Performs a step as the writer does (hard link or rename), after checking that every
    /// destination holds exactly its old or its new bytes: never missing, never half-written.
    private static func checkedStep(
        _ step: StagedFileWriter.Step, _ from: String, _ to: String, folder: TemporaryFolder,
        old: [String: String?], new: [String: String]
    ) -> String? {
        for (path, contents) in new {
            let now = folder.read(path)
            if now != contents, now != old[path] ?? nil {
                Issue.record("\(path) is \(now.map { "\($0.count) other bytes" } ?? "missing") before a \(step)")
            }
        }
        switch step {
        case .keep: return link(from, to) == 0 ? nil : "link failed"
        case .move: return rename(from, to) == 0 ? nil : "rename failed"
        }
    }

    @Test("a step that fails part-way, at each step in turn, restores every file; no file is ever missing or half-written")
    func failedStepRollsBack() throws {
        let outputs = try outputs(source)
        let changed = try self.outputs(##"{"n": {"$type": "number", "a": {"$value": 5}, "b": {"$value": "{n.a} + 1"}}}"##)
        // One file that did not exist before, so a rollback also has something to remove.
        let added = changed + [TokenCompiler.Output(path: "extra/new.txt", contents: "new")]
        let new = Dictionary(uniqueKeysWithValues: added.map { ($0.path, $0.contents) })
        func writes(_ folder: TemporaryFolder) -> [(url: URL, data: Data)] {
            added.map { (folder.url.appendingPathComponent($0.path), Data($0.contents.utf8)) }
        }
        // Count the steps of a write that succeeds.
        let clean = try TemporaryFolder()
        try TokenOutputs.write(outputs, under: clean.url)
        let old = Dictionary(uniqueKeysWithValues: added.map { ($0.path, clean.read($0.path)) })
        var steps = 0
        try StagedFileWriter.write(writes(clean)) { step, from, to in
            steps += 1
            return Self.checkedStep(step, from, to, folder: clean, old: old, new: new)
        }
        #expect(clean.files() == (outputs.map(\.path) + ["extra/new.txt"]).sorted())
        for (path, contents) in new { #expect(clean.read(path) == contents, "\(path) holds the new bytes") }
        let existing = added.filter { (old[$0.path] ?? nil) != nil }.count
        #expect(existing >= 3 && steps == existing + added.count, "a keep for each file that existed, a move for every file")

        for failing in 1...steps {
            let folder = try TemporaryFolder()
            try TokenOutputs.write(outputs, under: folder.url)
            let before = folder.files().map { ($0, folder.read($0)) }
            let folders = folder.entries()
            #expect(!folders.contains("extra/"))
            var calls = 0
            #expect(throws: StagedFileWriter.Failure.self, "step \(failing)") {
                try StagedFileWriter.write(writes(folder)) { step, from, to in
                    calls += 1
                    if calls == failing { return "injected failure" }
                    return Self.checkedStep(step, from, to, folder: folder, old: old, new: new)
                }
            }
            let after = folder.files().map { ($0, folder.read($0)) }
            #expect(after.map(\.0) == before.map(\.0), "step \(failing): no temporary, backup or new file is left")
            #expect(after.map(\.1) == before.map(\.1), "step \(failing): every output is as it was")
            #expect(folder.entries() == folders, "step \(failing): no folder made for a new file is left")
        }
    }

    @Test("a backup that cannot be put back is kept, with the old bytes, and named in the failure")
    func failedRestoreKeepsBackup() throws {
        let first = try outputs(source)
        let changed = try self.outputs(##"{"n": {"$type": "number", "a": {"$value": 5}, "b": {"$value": "{n.a} + 1"}}}"##)
        let folder = try TemporaryFolder()
        try TokenOutputs.write(first, under: folder.url)
        let old = Dictionary(uniqueKeysWithValues: first.map { ($0.path, folder.read($0.path)) })
        let writes = changed.map { (url: folder.url.appendingPathComponent($0.path), data: Data($0.contents.utf8)) }
        var moves = 0
        var failure: StagedFileWriter.Failure?
        do {
            // The second file's rename fails, and so does every move after it: the restores.
            try StagedFileWriter.write(writes) { step, from, to in
                if step == .move { moves += 1 }
                if step == .move, moves >= 2 { return "injected failure" }
                return Self.checkedStep(step, from, to, folder: folder, old: [:], new: [:])
            }
        } catch {
            failure = error
        }
        let reason = try #require(failure).reason
        #expect(reason.hasPrefix("injected failure; could not put back, old files kept at "))
        // The first file was replaced and could not be put back: its old bytes are in its backup.
        let replaced = changed[0].path
        let backups = folder.files().filter { $0.hasPrefix(replaced + ".") && $0.hasSuffix(".bak") }
        #expect(backups.count == 1)
        for backup in backups {
            #expect(reason.hasSuffix(backup))
            #expect(folder.read(backup) == old[replaced] ?? nil)
        }
        #expect(folder.read(replaced) == changed[0].contents)
        // The second file was never replaced: still old, and its unused backup is gone.
        #expect(folder.read(changed[1].path) == old[changed[1].path] ?? nil)
        #expect(folder.files().count == first.count + 1)
    }

    @Test("staging fails before any rename when a temporary cannot be written")
    func stagingFailure() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.txt", "old a")
        // b's folder is a file, so b's temporary cannot be created.
        try folder.write("blocked", "a file where a folder should be")
        let files: [(url: URL, data: Data)] = [
            (folder.url.appendingPathComponent("a.txt"), Data("new a".utf8)),
            (folder.url.appendingPathComponent("blocked/b.txt"), Data("new b".utf8)),
        ]
        #expect(throws: StagedFileWriter.Failure.self) { try StagedFileWriter.write(files) }
        #expect(folder.read("a.txt") == "old a")
        #expect(folder.files() == ["a.txt", "blocked"])
    }
}

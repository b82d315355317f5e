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
        let base = url.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(atPath: base)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue { paths.append(path) }
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

    @Test("a rename that fails part-way restores every file already replaced", arguments: [1, 2, 3, 4, 5, 7])
    func failedRenameRollsBack(failingCall: Int) throws {
        let folder = try TemporaryFolder()
        let outputs = try outputs(source)
        try TokenOutputs.write(outputs, under: folder.url)
        let before = folder.files().map { ($0, folder.read($0)) }
        let changed = try self.outputs(##"{"n": {"$type": "number", "a": {"$value": 5}, "b": {"$value": "{n.a} + 1"}}}"##)
        var calls = 0
        #expect(throws: StagedFileWriter.Failure.self) {
            try StagedFileWriter.write(changed.map { (folder.url.appendingPathComponent($0.path), Data($0.contents.utf8)) }) { from, to in
                calls += 1
                if calls == failingCall { return "injected failure" }
                return rename(from, to) == 0 ? nil : "rename failed"
            }
        }
        let after = folder.files().map { ($0, folder.read($0)) }
        #expect(after.map(\.0) == before.map(\.0), "no temporary or backup file is left")
        #expect(after.map(\.1) == before.map(\.1), "every output is as it was")
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

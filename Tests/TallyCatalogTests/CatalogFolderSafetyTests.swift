import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import TallyCatalog
import TallyCore
import TallyTokenCompiler
import Testing

/// A fresh temporary folder.
private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tally-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Every file under `folder` (hidden ones included) with its bytes.
private func snapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for path in try FileAccess.system.files(under: folder.path) {
        files[path] = FileManager.default.contents(atPath: folder.path + "/" + path)
    }
    return files
}

/// File access whose listing of `failing` fails as an unreadable folder's does; root lists any
/// folder whatever its mode, so the failure is injected.
private func failingListing(of failing: String) -> FileAccess {
    var access = FileAccess.system
    let list = FileAccess.system.listFolder
    access.listFolder = { path throws in
        if path == failing { throw FileAccessError(.unreadableFolder, path: path, reason: "Permission denied") }
        return try list(path)
    }
    return access
}

@Suite("Catalog folder: never written blind, never mixed")
struct CatalogFolderSafetyTests {
    @Test("a folder whose entries cannot be listed is refused by name, even with force; its files are untouched")
    func unreadableFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("someone's page".utf8).write(to: folder.appendingPathComponent("index.html"))
        let before = try snapshot(folder)
        for force in [false, true] {
            #expect(throws: CatalogError.unreadable(path: folder.path, reason: "Permission denied")) {
                try CatalogBuilder.build(into: folder, force: force, access: failingListing(of: folder.path))
            }
        }
        #expect(try snapshot(folder) == before, "no page written, no lock or temporary left")
        #expect(CatalogError.unreadable(path: "/x", reason: "Permission denied").description
            == "cannot list /x (Permission denied), so its files cannot be told apart from an earlier catalog's; make it readable or choose another folder")
    }

    @Test("with chmod: a folder this user cannot list is refused (runs only when not root)")
    func unreadableFolderChmod() throws {
        let folder = try temporaryFolder()
        defer { chmod(folder.path, 0o755); try? FileManager.default.removeItem(at: folder) }
        guard geteuid() != 0 else {
            // Root lists any folder whatever its mode; the injected failure covers this case.
            #expect(try FileAccess.system.listFolder(folder.path).isEmpty)
            return
        }
        try Data("someone's page".utf8).write(to: folder.appendingPathComponent("index.html"))
        chmod(folder.path, 0o300)
        #expect(throws: CatalogError.self) { try CatalogBuilder.build(into: folder, force: true) }
        chmod(folder.path, 0o755)
        #expect(try snapshot(folder) == ["index.html": Data("someone's page".utf8)])
    }

    @Test("a folder the build created is removed again when the build fails")
    func createdFolderRemovedOnFailure() throws {
        let parent = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let site = parent.appendingPathComponent("new/site")
        #expect(throws: CatalogError.self) {
            try CatalogBuilder.build(into: site, access: failingListing(of: site.path))
        }
        #expect(try FileAccess.system.listFolder(parent.path).isEmpty)
    }

    @Test("while another build holds the folder's lock, a build fails clearly and writes nothing")
    func lockedFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try CatalogBuilder.build(into: folder)
        let before = try snapshot(folder)
        let lockPath = folder.appendingPathComponent(CatalogBuilder.lockFile).path
        let held = try WriteLock.acquire(lockPath, command: "tally catalog", target: folder.path)
        #expect(throws: CatalogError.locked("another tally catalog (process \(getpid())) is writing \(folder.path); run again when it has finished (the lock is \(lockPath))")) {
            try CatalogBuilder.build(into: folder)
        }
        held.release()
        #expect(try snapshot(folder) == before)
    }

    @Test("leftovers of an interrupted build do not make the folder foreign, and its temporaries are removed")
    func leftoversOfInterruptedBuild() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A first build killed before any rename: only a temporary, not even the marker.
        let temporary = folder.appendingPathComponent(".index.html.tally-\(Int32.max)-5.tmp")
        try Data("<html".utf8).write(to: temporary)
        let report = try CatalogBuilder.build(into: folder)
        #expect(report.leftovers.removedTemporaries == [temporary.path])
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
    }

    @Test("concurrent builds into one folder: each writes the whole catalog or fails on the lock; never a mix")
    func concurrentBuilds() throws {
        let pages = Dictionary(uniqueKeysWithValues: try CatalogBuilder.files().map { ($0.path, $0.contents) })
        for round in 0..<3 {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: 3) { _ in
                do throws(CatalogError) {
                    _ = try CatalogBuilder.build(into: folder)
                } catch {
                    failures.add(error)
                }
            }
            for failure in failures.all {
                guard case .locked(let message) = failure else {
                    Issue.record("round \(round): \(failure)")
                    continue
                }
                // The holder's id, when it had been written yet: it is this process.
                #expect(message.hasPrefix("another tally catalog (process \(getpid())) is writing \(folder.path)")
                        || message.hasPrefix("another tally catalog is writing \(folder.path)"), "\(message)")
            }
            #expect(failures.all.count < 3, "round \(round): at least one build wrote")
            #expect(try snapshot(folder) == pages, "round \(round): exactly the catalog, no lock or temporary")
        }
    }
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [CatalogError] = []
    func add(_ error: CatalogError) {
        lock.lock()
        errors.append(error)
        lock.unlock()
    }
    var all: [CatalogError] {
        lock.lock()
        defer { lock.unlock() }
        return errors
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import TallyCatalog
import TallyCore
import TallyStories
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

/// A folder beside `site` holding one file, `keep.css`, that every refusal must leave as it was.
private func victim(beside parent: URL) throws -> URL {
    let victim = parent.appendingPathComponent("victim")
    try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
    try Data("victim's own css".utf8).write(to: victim.appendingPathComponent("catalog.css"))
    return victim
}

/// The sentence every refused link gets, after its path.
private func linkRefusal(_ path: String, to target: String) -> CatalogError {
    .refused(OutputRefusal(.symbolicLink(target: target), path: path))
}

@Suite("Catalog folder: nothing written through a symbolic link, nor into /, home or a package root")
struct CatalogLinkTests {
    @Test("an earlier catalog whose assets folder is a link out of it is refused by name, with force or without; the folder it leads to is untouched")
    func linkedAssetsFolder() throws {
        let parent = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let site = parent.appendingPathComponent("cat")
        _ = try CatalogBuilder.build(into: site)
        let victim = try victim(beside: parent)
        try FileManager.default.removeItem(at: site.appendingPathComponent("assets"))
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("assets").path, withDestinationPath: "../victim")
        let before = try snapshot(site)
        for force in [false, true] {
            #expect(throws: linkRefusal(site.appendingPathComponent("assets").path, to: "../victim")) {
                try CatalogBuilder.build(into: site, force: force)
            }
        }
        #expect(try snapshot(victim) == ["catalog.css": Data("victim's own css".utf8)])
        #expect(try snapshot(site) == before, "no page, lock or temporary written")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: site.appendingPathComponent("assets").path) == "../victim")
        #expect(linkRefusal("/s/assets", to: "../victim").description
            == "/s/assets is a symbolic link (to ../victim); outputs are never written through links, which could put them outside their folder, so nothing was written: remove the link, or put a real folder or file in its place")
    }

    @Test("a page that is a link, in a folder of its own or in assets, is refused and not replaced", arguments: ["index.html", "assets/catalog.css", "assets/fonts"])
    func linkedPage(page: String) throws {
        let parent = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let site = parent.appendingPathComponent("cat")
        _ = try CatalogBuilder.build(into: site)
        let victim = try victim(beside: parent)
        let place = site.appendingPathComponent(page)
        let target = page == "assets/fonts" ? victim.path : victim.appendingPathComponent("catalog.css").path
        try FileManager.default.removeItem(at: place)
        try FileManager.default.createSymbolicLink(atPath: place.path, withDestinationPath: target)
        #expect(throws: linkRefusal(place.path, to: target)) { try CatalogBuilder.build(into: site) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: place.path) == target)
        #expect(try snapshot(victim) == ["catalog.css": Data("victim's own css".utf8)])
    }

    @Test("the folder named may itself be a link to a folder: the site is written in the folder it leads to")
    func linkedOutputFolder() throws {
        let parent = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let real = parent.appendingPathComponent("real")
        let link = parent.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: real.path)
        let report = try CatalogBuilder.build(into: link)
        #expect(try snapshot(real) == Dictionary(uniqueKeysWithValues: try CatalogBuilder.files().map { ($0.path, $0.contents) }))
        #expect(report.files.count == (try CatalogBuilder.files()).count)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
    }

    @Test("a folder holding Package.swift or .git, named directly, through .. or through a link, is refused even with force; nothing is written", arguments: ["Package.swift", ".git"])
    func projectRoot(marker: String) throws {
        let project = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: project) }
        try Data("// a package\n".utf8).write(to: project.appendingPathComponent(marker))
        let other = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: other) }
        try FileManager.default.createSymbolicLink(atPath: other.appendingPathComponent("p").path, withDestinationPath: project.path)
        let real = OutputPlace.resolved(project.path)
        for given in [project, project.appendingPathComponent("Sources/.."), other.appendingPathComponent("p")] {
            #expect(throws: CatalogError.refused(OutputRefusal(.projectRoot(marker: marker), path: real, given: given.standardizedFileURL.path))) {
                try CatalogBuilder.build(into: given.standardizedFileURL, force: true)
            }
        }
        #expect(try snapshot(project) == [marker: Data("// a package\n".utf8)])
        // A folder of its own inside it is fine.
        _ = try CatalogBuilder.build(into: project.appendingPathComponent("catalog"))
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("catalog/index.html").path))
    }

    @Test("killed run: a leftover temporary that is a link is refused, neither followed nor removed; one that is a file is removed")
    func linkedLeftover() throws {
        let parent = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let site = parent.appendingPathComponent("cat")
        _ = try CatalogBuilder.build(into: site)
        let victim = try victim(beside: parent)
        // A rebuild killed after staging: its temporaries, one of them swapped for a link.
        let link = site.appendingPathComponent("assets/.catalog.css.tally-\(Int32.max)-7.tmp")
        let file = site.appendingPathComponent(".index.html.tally-\(Int32.max)-7.tmp")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: victim.appendingPathComponent("catalog.css").path)
        try Data("<html".utf8).write(to: file)
        #expect(throws: linkRefusal(link.path, to: victim.appendingPathComponent("catalog.css").path)) { try CatalogBuilder.build(into: site) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == victim.appendingPathComponent("catalog.css").path)
        #expect(FileManager.default.fileExists(atPath: file.path), "nothing removed while a leftover is refused")
        #expect(try snapshot(victim) == ["catalog.css": Data("victim's own css".utf8)])
        // With the link gone, the next build removes the temporary and writes the site.
        try FileManager.default.removeItem(at: link)
        let report = try CatalogBuilder.build(into: site)
        #expect(report.leftovers.removedTemporaries == [file.path])
        #expect(try snapshot(site) == Dictionary(uniqueKeysWithValues: try CatalogBuilder.files().map { ($0.path, $0.contents) }))
    }

    @Test("a lock file that is a link is refused before the lock is taken; the file it names keeps its bytes")
    func linkedLock() throws {
        let parent = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let site = parent.appendingPathComponent("cat")
        _ = try CatalogBuilder.build(into: site)
        let victim = try victim(beside: parent)
        let lock = site.appendingPathComponent(CatalogBuilder.lockFile).path
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: victim.appendingPathComponent("catalog.css").path)
        #expect(throws: linkRefusal(lock, to: victim.appendingPathComponent("catalog.css").path)) { try CatalogBuilder.build(into: site) }
        #expect(try snapshot(victim) == ["catalog.css": Data("victim's own css".utf8)])
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

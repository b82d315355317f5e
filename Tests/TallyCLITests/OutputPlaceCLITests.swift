import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// The package these tests belong to.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh folder, with `victim/keep.txt` beside whatever a test puts in it.
private func workFolder() throws -> (root: URL, victim: URL) {
    // With its links resolved (/var is one on macOS), so that messages name it as it is given.
    let temporary = realpath(FileManager.default.temporaryDirectory.path, nil).map { pointer in
        defer { free(pointer) }
        return String(cString: pointer)
    } ?? FileManager.default.temporaryDirectory.path
    let root = URL(fileURLWithPath: temporary).appendingPathComponent("tally-place-\(UUID().uuidString)")
    let victim = root.appendingPathComponent("victim")
    try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
    try Data("the victim's own bytes\n".utf8).write(to: victim.appendingPathComponent("keep.txt"))
    return (root, victim)
}

/// The relative paths of every entry under `folder`, links included and not followed.
private func entries(_ folder: URL) -> [String] {
    (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
}

/// What `tally` says of a link it refused.
private func refusedLink(_ path: String, to target: String) -> String {
    "\(path) is a symbolic link (to \(target)); outputs are never written through links, which could put them outside their folder, so nothing was written"
}

@Suite("tally writes only in its output folders, never through a link")
struct OutputPlaceCLITests {
    @Test("tally catalog: an earlier catalog whose assets is a link out of it is refused without --force; the file it leads to keeps its bytes")
    func catalogThroughLink() throws {
        let (root, victim) = try workFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try Tally.run(["catalog", "--out", "cat"], in: root)
        #expect(first.status == 0, "\(first.error)")
        try Data("victim css\n".utf8).write(to: victim.appendingPathComponent("catalog.css"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("cat/assets"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("cat/assets").path, withDestinationPath: "../victim")
        let refused = try Tally.run(["catalog", "--out", "cat"], in: root)
        #expect(refused.status == 1)
        #expect(refused.error.hasPrefix("tally catalog: " + refusedLink(root.appendingPathComponent("cat/assets").path, to: "../victim")), "\(refused.error)")
        #expect(refused.output.isEmpty, "no \"wrote\"")
        #expect(try String(contentsOf: victim.appendingPathComponent("catalog.css"), encoding: .utf8) == "victim css\n")
        #expect(entries(victim) == ["catalog.css", "keep.txt"])
    }

    @Test("tally tokens --swift-out: a link is refused and the message says so; a folder that is a link is written in")
    func swiftOutLink() throws {
        let (root, _) = try workFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("{}\n".utf8).write(to: root.appendingPathComponent("t.theme.json"))
        let write = try Tally.run(["tokens", "--theme", "t.theme.json", "--swift-out", "real.swift"], in: root)
        #expect(write.status == 0, "\(write.error)")
        let generated = try Data(contentsOf: root.appendingPathComponent("real.swift"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link.swift").path, withDestinationPath: "real.swift")
        // A changed theme, so that a write through the link would change real.swift.
        try Data(#"{"$extensions": {"app.tally": {"theme": {"name": "Other"}}}}"#.utf8).write(to: root.appendingPathComponent("t.theme.json"))
        let refused = try Tally.run(["tokens", "--theme", "t.theme.json", "--swift-out", "link.swift"], in: root)
        #expect(refused.status == 1)
        #expect(refused.output.isEmpty, "no \"wrote\"")
        #expect(refused.error == root.appendingPathComponent("link.swift").path + ": is a symbolic link (to real.swift); outputs are never written through links, which could put them outside their folder, so nothing was written: remove the link, or put a real folder or file in its place\ntally tokens: nothing written\n", "\(refused.error)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent("link.swift").path) == "real.swift")
        #expect(try Data(contentsOf: root.appendingPathComponent("real.swift")) == generated)
        // The folder named may be a link: the file is written in the folder it leads to.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("out").path, withDestinationPath: "victim")
        let through = try Tally.run(["tokens", "--theme", "t.theme.json", "--swift-out", "out/Other.swift"], in: root)
        #expect(through.status == 0 && through.output.hasPrefix("wrote out/Other.swift: TallyTheme.other"), "\(through.error)")
        #expect(entries(root.appendingPathComponent("victim")) == ["Other.swift", "keep.txt"])
    }

    @Test("tally catalog --out: the home folder (also through ..) and a package's root (also through a link) are refused, even with --force; nothing is written")
    func catalogRefusedFolders() throws {
        let (root, victim) = try workFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        // The home folder: HOME is this work folder, so a refusal that failed would write only here.
        let home = try Tally.run(["catalog", "--out", root.path, "--force"], in: root, environment: ["HOME": root.path])
        #expect(home.status == 1)
        #expect(home.error == "tally catalog: \(root.path) is the home folder, which is not an output folder; choose a folder of its own inside it\n", "\(home.error)")
        let viaDots = try Tally.run(["catalog", "--out", "victim/..", "--force"], in: root, environment: ["HOME": root.path])
        #expect(viaDots.status == 1 && viaDots.error.contains("is the home folder"), "\(viaDots.error)")
        // A package's root, directly and through a link.
        try Data("// swift-tools-version:6.0\n".utf8).write(to: victim.appendingPathComponent("Package.swift"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("pkg").path, withDestinationPath: "victim")
        for given in ["victim", "pkg"] {
            let refused = try Tally.run(["catalog", "--out", given, "--force"], in: root)
            #expect(refused.status == 1)
            let subject = given == "pkg" ? "\(root.path)/pkg leads to \(victim.path); it" : victim.path
            #expect(refused.error == "tally catalog: \(subject) holds Package.swift, so it is the root of a package or repository, not an output folder; choose a folder of its own inside it\n", "\(refused.error)")
        }
        #expect(entries(root) == ["pkg", "victim", "victim/Package.swift", "victim/keep.txt"])
        // This package's own root.
        let own = try Tally.run(["catalog", "--out", repository.path], in: root)
        #expect(own.status == 1 && own.error.contains("holds Package.swift"), "\(own.error)")
    }

    @Test("tally tokens --root: the home folder is refused before anything is written")
    func tokensHomeRoot() throws {
        let (root, _) = try workFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try Data(#"{"n": {"$type": "number", "a": {"$value": 1}}}"#.utf8).write(to: root.appendingPathComponent("tokens/n.tokens.json"))
        let refused = try Tally.run(["tokens", "--root", root.path], in: root, environment: ["HOME": root.path])
        #expect(refused.status == 1)
        #expect(refused.error.hasPrefix("\(root.path): is the home folder, which is not an output folder"), "\(refused.error)")
        #expect(entries(root) == ["tokens", "tokens/n.tokens.json", "victim", "victim/keep.txt"])
    }

    @Test("tally fonts advances --out and tally l10n compile refuse a link where they write; the file it leads to keeps its bytes")
    func fontsAndL10nLinks() throws {
        let (root, victim) = try workFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let font = "Sources/TallyInter/Resources/Inter-Bold.otf"
        try FileManager.default.createDirectory(at: root.appendingPathComponent(font).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repository.appendingPathComponent(font), to: root.appendingPathComponent(font))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Metrics.swift").path, withDestinationPath: "victim/keep.txt")
        let fonts = try Tally.run(["fonts", "advances", "--out", "Metrics.swift"], in: root)
        #expect(fonts.status == 1)
        #expect(fonts.error.hasPrefix("tally fonts advances: " + refusedLink(root.appendingPathComponent("Metrics.swift").path, to: "victim/keep.txt")), "\(fonts.error)")
        // The default place, with a folder on the way that is a link.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/TallyCore"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/TallyCore/Amount").path, withDestinationPath: victim.path)
        let defaultPlace = try Tally.run(["fonts", "advances"], in: root)
        #expect(defaultPlace.status == 1 && defaultPlace.error.hasPrefix("tally fonts advances: " + refusedLink(root.appendingPathComponent("Sources/TallyCore/Amount").path, to: victim.path)), "\(defaultPlace.error)")

        let catalog = "Sources/TallyCore/Resources/Localizable.xcstrings"
        try FileManager.default.createDirectory(at: root.appendingPathComponent(catalog).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repository.appendingPathComponent(catalog), to: root.appendingPathComponent(catalog))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/TallyCore/Localization"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/TallyCore/Localization/Generated").path, withDestinationPath: victim.path)
        let l10n = try Tally.run(["l10n", "compile"], in: root)
        #expect(l10n.status == 1 && l10n.error.hasPrefix("tally l10n compile: " + refusedLink(root.appendingPathComponent("Sources/TallyCore/Localization/Generated").path, to: victim.path)), "\(l10n.error)")
        #expect(entries(victim) == ["keep.txt"])
        #expect(try String(contentsOf: victim.appendingPathComponent("keep.txt"), encoding: .utf8) == "the victim's own bytes\n")
    }

    @Test("tally l10n compile while another process holds its lock fails clearly and writes nothing; then runs")
    func l10nLocked() throws {
        let (root, _) = try workFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = "Sources/TallyCore/Resources/Localizable.xcstrings"
        try FileManager.default.createDirectory(at: root.appendingPathComponent(catalog).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repository.appendingPathComponent(catalog), to: root.appendingPathComponent(catalog))
        // Another writer: this test process holds the lock, as a running tally would.
        let lock = root.appendingPathComponent(".tally-l10n.lock").path
        let descriptor = open(lock, O_RDWR | O_CREAT, 0o644)
        #expect(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(Data("\(getpid())\n".utf8))
        let generated = ["Sources/TallyCore/Localization/Generated/TallyStringTable.swift", "Sources/TallyCore/Localization/Generated/TallyStringKey+Catalog.swift"]
        let outputs = generated.map { root.appendingPathComponent($0).path }
        let locked = try Tally.run(["l10n", "compile"], in: root)
        #expect(locked.status == 1)
        #expect(locked.error == "tally l10n compile: another tally l10n compile (process \(getpid())) is writing \(outputs[0]) and \(outputs[1]); run again when it has finished (the lock is \(lock))\n", "\(locked.error)")
        #expect(!outputs.contains { FileManager.default.fileExists(atPath: $0) })
        unlink(lock)
        close(descriptor)
        let write = try Tally.run(["l10n", "compile"], in: root)
        #expect(write.status == 0, "\(write.error)")
        for (output, path) in zip(outputs, generated) {
            #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data(contentsOf: repository.appendingPathComponent(path)))
        }
        #expect(!FileManager.default.fileExists(atPath: lock), "the lock goes with the run")
    }
}

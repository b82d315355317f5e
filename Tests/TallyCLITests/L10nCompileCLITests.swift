import Foundation
import Testing

/// The package these tests belong to.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private let catalogPath = "Sources/TallyCore/Resources/Localizable.xcstrings"
private let tablePath = "Sources/TallyCore/Localization/Generated/TallyStringTable.swift"
private let keysPath = "Sources/TallyCore/Localization/Generated/TallyStringKey+Catalog.swift"

/// A fresh folder holding `catalog` (the package's own catalog unless given) where a package
/// keeps it.
private func packageFolder(catalog: Data? = nil) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-l10n-\(UUID().uuidString)")
    let file = root.appendingPathComponent(catalogPath)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try (catalog ?? Data(contentsOf: repository.appendingPathComponent(catalogPath))).write(to: file)
    return root
}

private func read(_ path: String, in root: URL) -> Data? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
}

@Suite("tally l10n compile writes the tables and the TallyStringKey constants")
struct L10nCompileCLITests {
    @Test("compile writes both files as the package has them; --check passes, then names a stale or missing constants file")
    func writeAndCheck() throws {
        let root = try packageFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let write = try Tally.run(["l10n", "compile"], in: root)
        #expect(write.status == 0, "\(write.error)")
        #expect(write.output.hasPrefix("wrote \(tablePath) and \(keysPath): ") && write.output.hasSuffix(" keys\n"), "\(write.output)")
        #expect(read(tablePath, in: root) == read(tablePath, in: repository))
        #expect(read(keysPath, in: root) == read(keysPath, in: repository))

        let check = try Tally.run(["l10n", "compile", "--check"], in: root)
        #expect(check.status == 0, "\(check.error)")
        #expect(check.output.hasPrefix("tally l10n compile --check: \(tablePath) and \(keysPath) match the catalog ("))

        // A constant written by hand into the generated file.
        let keys = root.appendingPathComponent(keysPath)
        let generated = try String(contentsOf: keys, encoding: .utf8)
        try Data(generated.replacingOccurrences(of: "extension TallyStringKey {\n", with: "extension TallyStringKey {\n    public static let mine = TallyStringKey(\"mine\")\n").utf8).write(to: keys)
        let stale = try Tally.run(["l10n", "compile", "--check"], in: root)
        #expect(stale.status == 1)
        #expect(stale.output.isEmpty)
        #expect(stale.error == "tally l10n compile --check: \(keysPath) differs from the catalog; run `swift run tally l10n compile`\n", "\(stale.error)")

        // A key added to the catalog, the files not compiled again: both are stale.
        let catalog = root.appendingPathComponent(catalogPath)
        let text = try String(contentsOf: catalog, encoding: .utf8)
        let added = text.replacingOccurrences(of: #""strings" : {"#, with: #""strings" : {"aaa.new" : {"comment" : "New.", "localizations" : {"en" : {"stringUnit" : {"state" : "translated", "value" : "New"}}}},"#)
        #expect(added != text)
        try Data(added.utf8).write(to: catalog)
        try Data(generated.utf8).write(to: keys)
        let behind = try Tally.run(["l10n", "compile", "--check"], in: root)
        #expect(behind.status == 1)
        #expect(behind.error == """
            tally l10n compile --check: \(tablePath) differs from the catalog; run `swift run tally l10n compile`
            tally l10n compile --check: \(keysPath) differs from the catalog; run `swift run tally l10n compile`

            """, "\(behind.error)")
        #expect(try Tally.run(["l10n", "compile"], in: root).status == 0)
        #expect(try String(contentsOf: keys, encoding: .utf8).contains("    /// New.\n    public static let aaaNew = TallyStringKey(\"aaa.new\")\n"))

        try FileManager.default.removeItem(at: keys)
        let missing = try Tally.run(["l10n", "compile", "--check"], in: root)
        #expect(missing.status == 1)
        #expect(missing.error == "tally l10n compile --check: \(keysPath) is missing; run `swift run tally l10n compile`\n", "\(missing.error)")
    }

    @Test("a file at the constants' place that tally did not write is not replaced, and nothing is written")
    func foreignFile() throws {
        let root = try packageFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let keys = root.appendingPathComponent(keysPath)
        try FileManager.default.createDirectory(at: keys.deletingLastPathComponent(), withIntermediateDirectories: true)
        let mine = Data("// My own keys.\nextension TallyStringKey {}\n".utf8)
        try mine.write(to: keys)
        let refused = try Tally.run(["l10n", "compile"], in: root)
        #expect(refused.status == 1)
        #expect(refused.error == "tally l10n compile: \(keysPath) was not written by tally l10n compile, so it is not replaced; nothing written\n", "\(refused.error)")
        #expect(read(keysPath, in: root) == mine)
        #expect(read(tablePath, in: root) == nil)
    }

    @Test("keys that give one Swift name, or none, are refused naming the keys; nothing is written or passes --check")
    func refusedKeys() throws {
        func entry(_ key: String) -> String {
            #""\#(key)": {"comment": "C.", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "x"}}}}"#
        }
        let root = try packageFolder(catalog: Data(#"{"sourceLanguage": "en", "strings": {\#(["date.today", "dateToday", "a-b", "fine"].map(entry).joined(separator: ", "))}}"#.utf8))
        defer { try? FileManager.default.removeItem(at: root) }
        let refused = try Tally.run(["l10n", "compile"], in: root)
        #expect(refused.status == 1)
        #expect(refused.error == """
            tally l10n compile: \(catalogPath): a-b: "-" (U+002D) cannot be in a Swift name, which is made of A-Z, a-z, 0-9 and _; rename the key in the catalog
            tally l10n compile: \(catalogPath): dateToday: the keys "date.today" and "dateToday" both give the Swift name dateToday; rename one of them in the catalog
            tally l10n compile: 2 keys have no Swift name; nothing written

            """, "\(refused.error)")
        #expect(read(tablePath, in: root) == nil && read(keysPath, in: root) == nil)
        let check = try Tally.run(["l10n", "compile", "--check"], in: root)
        #expect(check.status == 1)
        #expect(check.error.hasSuffix("tally l10n compile --check: 2 keys have no Swift name; nothing checked\n"), "\(check.error)")
    }
}

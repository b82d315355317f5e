import Foundation
import TallyToolSupport
import Testing

/// "Did you mean": the edit distance, which candidates are close enough, and the checks of a file
/// named on the command line.
@Suite("Suggestions and input files")
struct SuggestionsTests {
    @Test("Damerau–Levenshtein distance: a swap of neighbours is one edit", arguments: [
        ("", "", 0), ("a", "", 1), ("", "abc", 3), ("kitten", "sitting", 3), ("catalgo", "catalog", 1), ("amout", "amount", 1),
        ("ab", "ba", 1), ("ca", "abc", 3), ("currncy", "currency", 1), ("١٢", "٢١", 1), ("same", "same", 0),
    ])
    func distance(a: String, b: String, expected: Int) {
        #expect(Suggestions.distance(a, b) == expected)
        #expect(Suggestions.distance(b, a) == expected)
    }

    @Test("a limit stops early, returning one more than the limit")
    func limit() {
        #expect(Suggestions.distance("kitten", "sitting", limit: 1) == 2)
        #expect(Suggestions.distance("a", String(repeating: "b", count: 500), limit: 2) == 3)
        #expect(Suggestions.distance("kitten", "sitting", limit: 3) == 3)
    }

    @Test("a different case alone is the one suggestion; else the closest within a third of the length")
    func closest() {
        let keys = ["reminder.daysBefore", "reminder.dayBefore", "reminder.title", "amount.error.notANumber"]
        #expect(Suggestions.closest(to: "reminder.daysbefore", in: keys) == ["reminder.daysBefore"])
        #expect(Suggestions.closest(to: "reminder.daysBefor", in: keys) == ["reminder.daysBefore"])
        #expect(Suggestions.closest(to: "xyz", in: keys).isEmpty)
        let commands = ["tokens", "catalog", "l10n", "motion", "amount", "fonts", "help"]
        #expect(Suggestions.closest(to: "amout", in: commands) == ["amount"])
        #expect(Suggestions.closest(to: "catalgo", in: commands) == ["catalog"])
        #expect(Suggestions.closest(to: "FONTS", in: commands) == ["fonts"])
        // Three letters allow one edit; "hlp" is one from "help".
        #expect(Suggestions.closest(to: "hlp", in: commands) == ["help"])
        #expect(Suggestions.closest(to: "xx", in: commands).isEmpty)
        // Ties are all given, in the order of the candidates, at most `limit`.
        #expect(Suggestions.closest(to: "cat", in: ["bat", "car", "cut", "cats"], limit: 3) == ["bat", "car", "cut"])
        // The text itself is never suggested.
        #expect(Suggestions.closest(to: "help", in: commands).isEmpty)
        #expect(Suggestions.alternatives(["a", "b", "c"]) == "'a', 'b' or 'c'")
        #expect(Suggestions.alternatives(["a"], quote: "\"") == "\"a\"")
    }

    @Test("a file to read: missing, a folder, a file where a folder is read, unreadable (as the probe says), or fine")
    func problems() {
        func probe(exists: Bool, folder: Bool, readable: Bool) -> InputFile.Probe {
            InputFile.Probe(exists: { _ in exists }, isFolder: { _ in folder }, isReadable: { _ in readable })
        }
        #expect(InputFile.problem(at: "x", probe: probe(exists: false, folder: false, readable: false)) == .missing)
        #expect(InputFile.problem(at: "x", probe: probe(exists: true, folder: true, readable: true)) == .folder)
        #expect(InputFile.problem(at: "x", folder: true, probe: probe(exists: true, folder: false, readable: true)) == .notAFolder)
        #expect(InputFile.problem(at: "x", probe: probe(exists: true, folder: false, readable: false)) == .unreadable)
        #expect(InputFile.problem(at: "x", probe: probe(exists: true, folder: false, readable: true)) == nil)
        #expect(InputFile.problem(at: "x", folder: true, probe: probe(exists: true, folder: true, readable: true)) == nil)
        #expect(InputFile.message(.unreadable, path: "a.json", option: "--theme") == "cannot read a.json (--theme): permission denied")
        #expect(InputFile.message(.missing, path: "a\u{1B}.json", option: nil, nearby: ["b/a.json"]) == "no such file: a\\u{1B}.json; did you mean b/a.json?")
        // The real file system: a missing file, a folder, a file.
        #expect(InputFile.problem(at: "/nonexistent/file") == .missing)
        #expect(InputFile.problem(at: NSTemporaryDirectory()) == .folder)
        #expect(InputFile.problem(at: #filePath) == nil)
    }

    @Test("files nearby: the same name below the folder (case aside), or a close name where the path points; never the hidden folders")
    func nearby() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-nearby-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for path in ["Examples/Themes/Brand.theme.json", ".build/Brand.theme.json", "a/b/c/d/e/Brand.theme.json", "Other.theme.json"] {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: root + "/" + path))
        }
        #expect(InputFile.nearby("Brand.theme.json", root: root) == ["Examples/Themes/Brand.theme.json"])
        #expect(InputFile.nearby("brand.THEME.json", root: root) == ["Examples/Themes/Brand.theme.json"])
        #expect(InputFile.nearby("Examples/Themes/Barnd.theme.json", root: root) == ["Examples/Themes/Brand.theme.json"])
        #expect(InputFile.nearby("Unrelated.theme.json", root: root).isEmpty)
        #expect(InputFile.nearby("Brand.theme.json", root: root, depth: 1).isEmpty)
    }
}

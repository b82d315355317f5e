import Foundation
import TallyToolSupport
import Testing

/// "Did you mean": the edit distance, and which candidates are close enough.
@Suite("Suggestions")
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

}

import Foundation

/// "Did you mean": the candidates closest to a mistyped name (a command, an option, a String
/// Catalog key, a file name).
///
/// - A candidate equal to the text but for letter case is the only suggestion.
/// - Otherwise the candidates at the smallest Damerau–Levenshtein distance (insertions, deletions,
///   substitutions and swaps of two neighbouring characters, each one edit; letter case ignored),
///   when that distance is at most a third of the text's length (at least 1): "amout" is one edit
///   from "amount", "catalgo" one swap from "catalog"; "xyz" suggests nothing.
public enum Suggestions {
    /// The candidates `text` is most likely a typo of, closest first (ties in the order given),
    /// at most `limit`; empty when none is close. `maximumDistance` replaces the third of the
    /// text's length (a file name's is that of the part before its extensions).
    public static func closest(to text: String, in candidates: some Sequence<String>, limit: Int = 3, maximumDistance: Int? = nil) -> [String] {
        let folded = text.lowercased()
        let candidates = Array(candidates)
        if let same = candidates.first(where: { $0 != text && $0.lowercased() == folded }) { return [same] }
        let allowed = maximumDistance ?? max(folded.count, 3) / 3
        var best: [(candidate: String, distance: Int)] = []
        for candidate in candidates where candidate != text {
            let distance = Self.distance(folded, candidate.lowercased(), limit: allowed)
            guard distance <= allowed else { continue }
            best.append((candidate, distance))
        }
        guard let smallest = best.map(\.distance).min() else { return [] }
        return Array(best.filter { $0.distance == smallest }.map(\.candidate).prefix(limit))
    }

    /// The Damerau–Levenshtein distance between `a` and `b` (the optimal string alignment form:
    /// a swapped pair is one edit and is not edited again), by Character; any value above `limit`
    /// is returned as `limit + 1`, so that long texts far apart cost little.
    public static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let a = Array(a), b = Array(b)
        let cap = limit == .max ? .max : limit + 1
        if abs(a.count - b.count) > limit { return cap }
        if a.isEmpty { return min(b.count, cap) }
        if b.isEmpty { return min(a.count, cap) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return cap }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return min(previous[b.count], cap)
    }

    /// `names` quoted and joined for a sentence: 'a', 'a' or 'b', 'a', 'b' or 'c'.
    public static func alternatives(_ names: [String], quote: String = "'") -> String {
        let quoted = names.map { quote + $0 + quote }
        guard let last = quoted.last else { return "" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}

import Foundation

/// The number part of a probe read as separators, grouping and digits.
struct ProbeLayout {
    var digits: [String]
    var decimalSeparator: String
    var groupingSeparator: String
    var groupingSize: Int
    var secondaryGroupingSize: Int
    var usesGrouping: Bool

    /// Reads `body`, which must show exactly `integerDigits` (values, most significant first,
    /// containing every digit 0…9) followed, when `fractionDigits` is above 0, by a decimal
    /// separator and that many digits.
    init?(_ body: [Unicode.Scalar], integerDigits: [Int], fractionDigits: Int) {
        var runs = ProbeText.runs(body)
        guard !runs.isEmpty else { return nil }
        var decimalSeparator = "."
        if fractionDigits > 0 {
            guard runs.count >= 2, let fraction = runs.last, fraction.digits.count == fractionDigits else { return nil }
            decimalSeparator = runs[runs.count - 2].separator
            runs.removeLast()
        }
        var integerScalars: [Unicode.Scalar] = []
        for run in runs { integerScalars += run.digits }
        guard integerScalars.count == integerDigits.count else { return nil }
        var digits = [String](repeating: "", count: 10)
        for (scalar, value) in zip(integerScalars, integerDigits) {
            let text = String(Character(scalar))
            guard digits[value].isEmpty || digits[value] == text else { return nil }
            digits[value] = text
        }
        guard !digits.contains(where: { $0.isEmpty }) else { return nil }
        self.digits = digits
        self.decimalSeparator = decimalSeparator
        let sizes = runs.map { $0.digits.count }
        usesGrouping = sizes.count > 1
        groupingSize = sizes.last ?? 3
        secondaryGroupingSize = sizes.count > 2 ? sizes[sizes.count - 2] : groupingSize
        groupingSeparator = runs.count > 1 ? runs[0].separator : ","
    }
}

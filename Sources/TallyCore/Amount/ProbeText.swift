import Foundation

/// A formatted probe split into what stands before the first digit, the number itself (first
/// digit to last digit) and what stands after the last digit. Digits are Unicode decimal digits
/// (general category Nd) of any numbering system.
struct ProbeText {
    var prefix: String
    var body: [Unicode.Scalar]
    var suffix: String

    init?(_ text: String) {
        // Sliced from the text's own scalar view: no generic appends, which a cold process pays
        // for in runtime type lookups.
        let scalars = text.unicodeScalars
        // Closures rather than key paths here and below: a key path's first use builds it at run
        // time, which a cold process pays for before the first amount is drawn.
        guard let first = scalars.firstIndex(where: { $0.isDecimalDigit }),
              let last = scalars.lastIndex(where: { $0.isDecimalDigit }) else { return nil }
        prefix = String(scalars[..<first])
        body = Array(scalars[first...last])
        suffix = String(scalars[scalars.index(after: last)...])
    }

    /// A run of digits and the separator text that follows it.
    ///
    /// A struct rather than a labelled tuple: an array of tuples has its type built at run time
    /// from its mangled name, 60,000 instructions of a cold process's first amount.
    struct DigitRun {
        var digits: [Unicode.Scalar]
        var separator: String
    }

    /// The runs of digits in ``body``, each with the separator text that follows it.
    var bodyDigitRuns: [DigitRun] {
        ProbeText.runs(body)
    }

    static func runs(_ body: [Unicode.Scalar]) -> [DigitRun] {
        var runs: [DigitRun] = []
        var digits: [Unicode.Scalar] = []
        var separator = String.UnicodeScalarView()
        for scalar in body {
            if scalar.isDecimalDigit {
                if !separator.isEmpty {
                    runs.append(DigitRun(digits: digits, separator: String(separator)))
                    digits = []
                    separator = String.UnicodeScalarView()
                }
                digits.append(scalar)
            } else {
                separator.append(scalar)
            }
        }
        if !digits.isEmpty || !separator.isEmpty { runs.append(DigitRun(digits: digits, separator: String(separator))) }
        return runs
    }
}

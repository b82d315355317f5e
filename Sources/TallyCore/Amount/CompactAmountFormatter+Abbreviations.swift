import Foundation

extension CompactAmountFormatter {
    /// The abbreviations this locale's compact notation writes around a number, normalized as
    /// ``AmountText`` compares affixes.
    var abbreviations: Set<String> {
        var words: Set<String> = []
        for pattern in patterns {
            let affixes = [pattern.other] + Array(pattern.byCategory.values) + Array(pattern.byShownNumber.values)
            for affix in affixes {
                for text in [affix.prefix, affix.suffix] {
                    let word = AmountText.normalized(AmountText.withoutDirectionMarks(text))
                    if !word.isEmpty { words.insert(word) }
                }
            }
        }
        return words
    }
}

import Foundation

/// The secondary group size that `text`, an integer with no fraction written by a number style
/// (1 234 567 890 123), shows where it differs from the primary one (2 in en_IN's
/// "12,34,56,78,90,123"); nil where every group has the primary size or fewer than three groups
/// show. Digits of any script count.
func secondaryGroupSize(shownIn text: String) -> Int? {
    var sizes: [Int] = []
    var run = 0
    for scalar in text.unicodeScalars {
        if scalar.properties.generalCategory == .decimalNumber {
            run += 1
        } else if run > 0 {
            sizes.append(run)
            run = 0
        }
    }
    if run > 0 { sizes.append(run) }
    sizes.reverse()
    guard sizes.count >= 3, sizes[1] != sizes[0] else { return nil }
    return sizes[1]
}

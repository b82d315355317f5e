import Foundation

extension Character {
    /// The value of an ASCII digit `0`…`9`, nil for any other character.
    var asciiDigitValue: Int? {
        guard let ascii = asciiValue, ascii >= 0x30, ascii <= 0x39 else { return nil }
        return Int(ascii - 0x30)
    }
}

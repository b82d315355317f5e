import Foundation

/// Turns text into pseudo-localized text for layout testing: every letter accented, about 40%
/// longer, and bracketed so truncation shows. Placeholders such as `%@` and `%1$lld` are kept.
public enum PseudoLocalizer {
    private static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    /// The pseudo-localized form of `text`: `[Ţöðáý·· ]` for `Today`.
    public static func transform(_ text: String) -> String {
        var output = ""
        var letters = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "%", let end = placeholderEnd(in: text, from: index) {
                output += text[index..<end]
                index = end
                continue
            }
            if let accented = accents[character] {
                output.append(accented)
                letters += 1
            } else {
                output.append(character)
                if character.isLetter { letters += 1 }
            }
            index = text.index(after: index)
        }
        let padding = Int((Double(max(letters, 1)) * 0.4).rounded(.up))
        return "[" + output + " " + String(repeating: "·", count: padding) + "]"
    }

    /// The end of a `%…` placeholder starting at `start`, or nil if it is not one.
    private static func placeholderEnd(in text: String, from start: String.Index) -> String.Index? {
        var index = text.index(after: start)
        while index < text.endIndex {
            let character = text[index]
            if character == "%" { return text.index(after: index) }
            if "@diufegFEG".contains(character) { return text.index(after: index) }
            guard character.isNumber || "$.hlqztj".contains(character) else { return nil }
            index = text.index(after: index)
        }
        return nil
    }
}

import Foundation

/// How what a keyboard sends becomes actions on an amount.
///
/// - One character: a decimal digit of any script ("7", "٧", "७", "７") is that digit; the Arabic
///   decimal separator "٫" and the full-width "．" and "，" are read as the separators they stand
///   for; "±" is the sign key (``AmountKey/toggleSign``); "+", "-", "−", "×", "*", "÷" and "/"
///   are the operators (``AmountKey/operation(_:)``; a minus is the sign key for an amount
///   without arithmetic, or at its start where negatives are allowed) and "=" the equals key;
///   white space
///   changes nothing (grouping is written by the amount itself); Return ends editing; any other
///   character (a letter, an emoji) is a key the amount refuses with
///   ``AmountInputRejection/notAKey(_:)``, so the person sees why nothing was typed.
/// - Several characters at once (the predictive bar, dictation) are typed at the end of the amount
///   when, without the white space around them, they are digits of one script with at most one
///   of the locale's decimal separators ("250", "12.5"), all taken or none
///   (``AmountAction/keys(_:)``). Any other text ("1,234.50", "$12.50", "12 €", "12 34") is read
///   by ``AmountText``'s rule as a whole amount and replaces it, as a paste does: a grouping
///   separator or a space is never dropped, so "1.5" in German cannot become 15 nor "12 34" 1234.
/// - Delete is backspace; paste is ``AmountAction/paste(_:)``; copy gives the amount as shown;
///   Escape ends editing.
public enum AmountKeyboard {
    /// What `event` does to `input`.
    public static func response(to event: AmountKeyboardEvent, input: AmountInput) -> AmountKeyboardResponse {
        switch event {
        case .insertText(let text):
            return response(toInserted: text, symbols: input.symbols)
        case .deleteBackward:
            return .perform(.key(.backspace))
        case .paste(let text):
            return .perform(.paste(text))
        case .copy:
            return input.isEmpty ? .ignore : .copy(input.display)
        case .escape:
            return .endEditing
        }
    }

    /// Whether the edit menu offers Copy: there is an amount to copy.
    public static func canCopy(_ input: AmountInput) -> Bool { !input.isEmpty }

    /// The key one character typed stands for; nil for white space, which changes nothing.
    public static func key(for character: Character, symbols: NumberSymbols) -> AmountKey? {
        if let digit = decimalDigit(character) { return .digit(digit) }
        if character.isWhitespace { return nil }
        if character == "±" { return .toggleSign }
        if let operation = AmountOperator(typed: character) { return .operation(operation) }
        if character == "=" || character == "＝" { return .equals }
        if signCharacters.contains(character) || String(character) == symbols.minusSign { return .operation(.subtract) }
        switch character {
        case "٫": return .separator(symbols.decimalSeparator.first ?? ".")  // ARABIC DECIMAL SEPARATOR
        case "．": return .separator(".")  // FULLWIDTH FULL STOP
        case "，": return .separator(",")  // FULLWIDTH COMMA
        default: return .separator(character)
        }
    }

    /// The characters of a sign: the hyphen-minus "-", the minus sign "−" (U+2212), their
    /// full-width and small forms, and "±". "±" is the sign key (``AmountKey/toggleSign``); the
    /// minus signs, and the locale's own (``NumberSymbols/minusSign``), are the minus operator,
    /// which is the sign key where the amount takes no arithmetic.
    public static let signCharacters: Set<Character> = ["-", "−", "－", "﹣", "±"]

    /// The value of a decimal digit of any script (Unicode general category Nd): "٣", "३" and "３"
    /// are 3. Superscripts, fractions and circled numbers are not decimal digits.
    public static func decimalDigit(_ character: Character) -> Int? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
              scalar.properties.numericType == .decimal, let value = character.wholeNumberValue,
              (0...9).contains(value) else { return nil }
        return value
    }

    private static func response(toInserted text: String, symbols: NumberSymbols) -> AmountKeyboardResponse {
        guard let first = text.first else { return .ignore }
        if text.count == 1 {
            if first.isNewline { return .endEditing }
            guard let key = key(for: first, symbols: symbols) else { return .ignore }
            return .perform(.key(key))
        }
        // White space around an insertion (the predictive bar adds a space) is not part of it;
        // white space inside it is, and makes it a whole text for the rule to read: "12 34" is
        // not 1234.
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .ignore }
        var keys: [AmountKey] = []
        var separators = 0
        var zero: UInt32?
        for character in trimmed {
            if let digit = decimalDigit(character), let scalar = character.unicodeScalars.first {
                // Digits of one script only: "1٢3" is read whole, and refused.
                let script = scalar.value &- UInt32(digit)
                guard zero == nil || zero == script else { return .perform(.paste(trimmed)) }
                zero = script
                keys.append(.digit(digit))
            } else if case .separator(let separator)? = key(for: character, symbols: symbols),
                      String(separator) == symbols.decimalSeparator, separators == 0 {
                // Only the locale's own decimal separator, once, is typed as a key: anything else
                // makes the text a whole amount to read, so "1.5" in German cannot become 15.
                separators += 1
                keys.append(.separator(separator))
            } else {
                return .perform(.paste(trimmed))
            }
        }
        return .perform(.keys(keys))
    }
}

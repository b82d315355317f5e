import Foundation

/// A key of the amount keypad.
public enum AmountKey: Sendable, Hashable {
    /// A digit 0…9.
    case digit(Int)
    /// A decimal separator as typed (the locale's; the other of `.` and `,` where unambiguous).
    /// The locale's grouping separator changes nothing (grouping is written by itself); any other
    /// character is refused with ``AmountInputRejection/notAKey(_:)``.
    case separator(Character)
    /// Delete the last typed character.
    case backspace
    /// Delete everything.
    case clear
    /// Replace the amount with pasted text, if it is exactly an amount.
    case paste(String)
}

extension AmountKey {
    /// Keys written as text, one per character, as `tally amount type` and the catalog's typing
    /// sessions write them: an ASCII digit is that digit, `<` backspace, `!` clear, and any other
    /// character a separator key (which the input refuses with a reason unless it is a decimal
    /// separator or the locale's grouping separator).
    public static func keys(typing text: String) -> [AmountKey] {
        text.map { character in
            switch character {
            case "<": .backspace
            case "!": .clear
            default:
                if let digit = character.wholeNumberValue, character.isASCII { .digit(digit) } else { .separator(character) }
            }
        }
    }
}

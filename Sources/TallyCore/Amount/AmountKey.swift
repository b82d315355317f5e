import Foundation

/// A key: of the amount keypad (``AmountKeypadState/Key/key``), of the system keyboard or of a
/// hardware keyboard (``AmountKeyboard/key(for:symbols:)``). It is the one vocabulary of keys:
/// a key is done to an amount as ``AmountAction/key(_:)`` (several at once as
/// ``AmountAction/keys(_:)``), or applied to an ``AmountInput`` itself.
///
/// Pasted text is not a key: it is the action ``AmountAction/paste(_:)``, or
/// ``AmountInput/paste(_:)`` on the input itself.
public enum AmountKey: Sendable, Hashable {
    /// A digit 0…9.
    case digit(Int)
    /// A decimal separator as typed (the locale's; the other of `.` and `,` where unambiguous).
    /// The locale's grouping separator changes nothing (grouping is written by itself); any other
    /// character is refused with ``AmountInputRejection/notAKey(_:)``.
    case separator(Character)
    /// Delete the last typed character.
    case backspace
    /// Delete everything, the sign too.
    case clear
    /// Put a minus before the amount, or take it away: at any point of typing, before any digit
    /// too (a pending minus, which the digits typed next follow). Refused with
    /// ``AmountInputRejection/signNotAllowed`` by an amount that does not allow negatives
    /// (``AmountInput/allowsNegative``), and like any key by a limit the new value would break.
    /// Written "±" as text. A "-" or "−" typed on a keyboard is ``operation(_:)`` of
    /// ``AmountOperator/subtract``, which is this key for an amount without arithmetic, and for
    /// one with arithmetic when nothing is typed yet and negatives are allowed (a leading minus).
    case toggleSign
    /// An operator (+ − × ÷) after the amount typed so far, starting or extending an expression
    /// (see ``AmountInput/allowsExpressions``): "12.40" then `.operation(.add)` then "7.60". A
    /// second operator in a row replaces the first; an operator on no amount works on zero,
    /// except a minus where negatives are allowed, which is the sign. Refused with
    /// ``AmountInputRejection/notAKey(_:)`` by an amount without arithmetic, but for the minus,
    /// which is then ``toggleSign``.
    case operation(AmountOperator)
    /// End the expression: the amount becomes its total (``AmountInput/collapseExpression()``).
    case equals
    /// Replace the amount with pasted text, if it is exactly an amount.
    @available(*, deprecated, message: "Paste is an action, not a key: use AmountAction.paste(_:) or AmountInput.paste(_:) instead")
    case paste(String)
}

extension AmountKey {
    /// Whether the key is arithmetic: an operator or =.
    public var isArithmetic: Bool {
        switch self {
        case .operation, .equals: true
        default: false
        }
    }

    /// The key one character written as text stands for, as `tally amount type` and the catalog's
    /// typing sessions write keys: `<` is backspace, `!` clear, `±` the sign key, `+ - × ÷` (and
    /// `* /`) the operators, `=` the equals key, and every other character is what
    /// the system or a hardware keyboard sends for it, read by the keyboard's own mapping
    /// (``AmountKeyboard/key(for:symbols:)``): a decimal digit of any script ("7", "٧", "۷", "७",
    /// "７") is that digit, "٫", "．" and "，" the separators they stand for, white space nil (it
    /// changes nothing), and any other character a separator key, which the input refuses with a
    /// reason unless it is a decimal separator or the locale's grouping separator.
    public static func key(typing character: Character, symbols: NumberSymbols) -> AmountKey? {
        switch character {
        case "<": .backspace
        case "!": .clear
        default: AmountKeyboard.key(for: character, symbols: symbols)
        }
    }

    /// Keys written as text, one per character (``key(typing:symbols:)``); white space gives no key.
    /// `symbols` are those of the amount the keys are typed into (by default en_US_POSIX's): they
    /// say which separator the Arabic decimal separator "٫" stands for.
    public static func keys(typing text: String, symbols: NumberSymbols = .cached(locale: Locale(identifier: "en_US_POSIX"))) -> [AmountKey] {
        text.compactMap { key(typing: $0, symbols: symbols) }
    }
}

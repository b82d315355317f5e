import Foundation

/// What an amount does with an ``AmountKeyboardEvent``.
public enum AmountKeyboardResponse: Sendable, Hashable {
    /// The event is this action on the amount, done by a person: it is taken or refused with its
    /// reason as a keypad key is.
    case perform(AmountAction)
    /// Put this text on the pasteboard: the amount as shown.
    case copy(String)
    /// Editing ends: the field gives up focus and the keyboard goes away.
    case endEditing
    /// Nothing to do (empty text, white space, copy of an empty amount).
    case ignore
}

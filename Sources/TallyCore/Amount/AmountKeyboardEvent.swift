import Foundation

/// What a keyboard sends to an amount that has focus: the system decimal pad and a hardware
/// keyboard through UIKit's `UIKeyInput`, dictation and the predictive bar, and the edit menu.
public enum AmountKeyboardEvent: Sendable, Hashable {
    /// Text inserted: one key, or several characters at once (the predictive bar, dictation, a
    /// hardware keyboard's paste of typed text).
    case insertText(String)
    /// The delete key (backspace).
    case deleteBackward
    /// Paste (⌘V or the edit menu), with the pasted text.
    case paste(String)
    /// Copy (⌘C or the edit menu).
    case copy
    /// Escape on a hardware keyboard, or Return: editing ends and the keyboard goes away.
    case escape
}

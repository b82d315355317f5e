import Foundation

/// The rule for the texts under a field (an error, help, a helper line): a text that is empty or
/// only whitespace is not shown, and does not count as an error. Every field applies it through
/// here, so a blank error never turns a border red in one field and not in another.
public enum FieldMessageText {
    /// `text` when it has something other than whitespace and newlines, nil otherwise. The text
    /// is returned as given, not trimmed.
    public static func visible(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return text
    }
}

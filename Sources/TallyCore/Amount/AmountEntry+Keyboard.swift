import Foundation

extension AmountEntry {
    /// Does what `event` asks as a person's action (see ``AmountKeyboard``) and returns what is
    /// left for the view to do: text to copy, or the end of editing.
    @discardableResult
    public mutating func handle(_ event: AmountKeyboardEvent) -> AmountKeyboardResponse {
        let response = AmountKeyboard.response(to: event, input: input)
        if case .perform(let action) = response { perform(action, origin: .person) }
        return response
    }
}

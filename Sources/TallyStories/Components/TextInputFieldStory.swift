import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `TextInputField` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum TextInputFieldStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "text-input-field", name: "TextInputField", group: .forms,
        summary: "The float-label field: the label inside when empty, floated when focused or filled; colours for each state.",
        usage: "TextInputField(label: label, text: $email, kind: .email, validation: .error(message))\nTextInputField(state: $emailField)",
        states: [
            StoryState("empty", "Empty") { context in
                .textInputField(TextInputFieldState(label: context.string(.subscriptionNamePlaceholder), text: ""))
            },
            StoryState("focused", "Focused") { context in
                .textInputField(TextInputFieldState(label: context.string(.subscriptionNamePlaceholder), text: "", isFocused: true))
            },
            StoryState("filled", "Filled") { context in
                .textInputField(TextInputFieldState(label: context.string(.subscriptionNamePlaceholder), text: "Netflix"))
            },
            StoryState("error", "Error") { context in
                .textInputField(TextInputFieldState(label: context.string(.transactionAmount), text: "12 apples",
                                                    validation: .error(context.string(.amountErrorNotANumber, arguments: [.string("12 apples")]))))
            },
            StoryState("success", "Success") { _ in
                .textInputField(TextInputFieldState(label: "Email", text: "anna@example.com", validation: .success, kind: .email))
            },
            StoryState("password", "Password") { _ in
                .textInputField(TextInputFieldState(label: "Password", text: "correct horse", isFocused: true, kind: .password))
            },
            StoryState("password-shown", "Password shown") { context in
                .textInputField(TextInputFieldState(label: "Password", text: "correct horse", isFocused: true,
                                                    helperText: context.string(.transactionDescription), kind: .password, isRevealed: true))
            },
        ]
    )

    static func html(_ state: TextInputFieldState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let reveal = state.showsRevealButton
            ? "<span class=\"c-reveal\" aria-label=\"\(StoryHTML.esc(Localizer.string(state.revealButtonLabelKey, locale: locale)))\">\(state.isRevealed ? "◡" : "◉")</span>"
            : ""
        let box = "<div class=\"c-float-box \(StoryHTML.borderClass(state.border.role))\(state.showsFocusRing ? " ring" : "")\"><span class=\"c-float-value\">\(StoryHTML.esc(state.displayedText))</span>\(reveal)</div>"
        let html: String
        if TextInputFieldState.stacksLabel(isAccessibilitySize: size.isAccessibilitySize) {
            html = "<div class=\"c-stacked\"><span class=\"c-stacked-label \(StoryHTML.labelClass(state.labelRole))\">\(StoryHTML.esc(state.label))</span>\(box)</div>"
        } else {
            html = "<div class=\"c-float \(state.isLabelFloated ? "floated" : "")\">\(box)<span class=\"c-float-label \(StoryHTML.labelClass(state.labelRole))\">\(StoryHTML.esc(state.label))</span></div>"
        }
        return html + StoryHTML.message(state.message)
    }

    static func shownTexts(_ state: TextInputFieldState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        return [state.label, state.displayedText, state.message?.text].compactMap(\.self).filter { !$0.isEmpty }
    }
}

extension StoryView {
    /// `TextInputField` drawing `state`.
    static func textInputField(_ state: TextInputFieldState) -> StoryView { StoryView(TextInputFieldStory.self, state) }
}

#if canImport(SwiftUI)
extension TextInputFieldStory {
    // A page shows several focused fields at once, but only one can hold the system's focus:
    // the fields are drawn from their fixed states, so each keeps the focus its story gives.
    @MainActor @ViewBuilder static func draw(_ state: TextInputFieldState, in context: StoryContext) -> some View {
        TextInputField(state: .constant(state))
    }
}

#Preview("TextInputField") {
    StoryPreview(story: TextInputFieldStory.story)
}

#Preview("Dark") {
    StoryPreview(story: TextInputFieldStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: TextInputFieldStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: TextInputFieldStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: TextInputFieldStory.story, variant: .reduceMotion)
}
#endif

import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `FormTextField` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum FormTextFieldStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "form-text-field", name: "FormTextField", group: .forms,
        summary: "The general form field: one look, three layouts, an error that replaces the help text, focus shown by the border.",
        usage: """
        FormTextField(text: $name, placeholder: "Name", errorMessage: nameError, helpText: "As on your statement")
        FormTextField(state: $nameField)
        """,
        css: css,
        states: [
            StoryState("empty", "Empty with help") { context in
                .formTextField(FormTextFieldState(text: "", placeholder: context.string(.subscriptionNamePlaceholder), helpText: context.string(.transactionDescription)))
            },
            StoryState("focused", "Focused") { context in
                .formTextField(FormTextFieldState(text: "Netflix", placeholder: context.string(.subscriptionNamePlaceholder), isFocused: true))
            },
            StoryState("error", "Error") { context in
                .formTextField(FormTextFieldState(text: "Netflix", placeholder: context.string(.subscriptionNamePlaceholder),
                                                  errorMessage: context.string(.amountErrorTooLarge), helpText: context.string(.transactionDescription)))
            },
            StoryState("multiline", "Multiline") { context in
                .formTextField(FormTextFieldState(text: "Shared with the family; renews on the 3rd of every month.",
                                                  placeholder: context.string(.transactionDescription), style: .multiline(min: 2, max: 4)))
            },
            StoryState("compact", "Compact") { context in
                .formTextField(FormTextFieldState(text: "", placeholder: context.string(.transactionAmount), style: .compact))
            },
            StoryState("long-text", "Long text and a long error") { context in
                let long = [TallyStringKey.frequencyPickerAccessibilityHint, .reminderAccessibilityHint, .iconPickerRowAccessibilityHint]
                    .map { context.string($0) }.joined(separator: ". ")
                return .formTextField(FormTextFieldState(text: long, placeholder: context.string(.transactionDescription), style: .multiline(min: 2, max: 6),
                                                         errorMessage: context.string(.colorPickerErrorInvalidHex, arguments: [.string(long)])))
            },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-field.compact { padding: var(--tally-spacing-sm); }

    """

    static func html(_ state: FormTextFieldState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let text = state.showsPlaceholder ? "<span class=\"placeholder\">\(StoryHTML.esc(state.placeholder))</span>" : StoryHTML.esc(state.text)
        let lines = state.lineRange.map { " style=\"min-height: calc(\($0.lowerBound) * 1.5em + 2 * var(--tally-spacing-md))\"" } ?? ""
        return "<div class=\"c-field \(StoryHTML.borderClass(state.border.role))\(state.style == .compact ? " compact" : "")\"\(lines)>\(text)</div>"
            + StoryHTML.message(state.message)
    }

    static func shownTexts(_ state: FormTextFieldState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        return [state.text.isEmpty ? state.placeholder : state.text, state.message?.text].compactMap(\.self)
    }
}

extension StoryView {
    /// `FormTextField` drawing `state`.
    static func formTextField(_ state: FormTextFieldState) -> StoryView { StoryView(FormTextFieldStory.self, state) }
}

#if canImport(SwiftUI)
extension FormTextFieldStory {
    // A page shows several focused fields at once, but only one can hold the system's focus:
    // the fields are drawn from their fixed states, so each keeps the focus its story gives.
    @MainActor @ViewBuilder static func draw(_ state: FormTextFieldState, in context: StoryContext) -> some View {
        FormTextField(state: .constant(state))
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct FormTextFieldUsage: View {
    @State private var name = ""
    @State private var nameField = FormTextFieldState(text: "", placeholder: "Name")
    private var nameError: LocalizedStringKey? { name.isEmpty ? "Enter a name" : nil }

    var body: some View {
        FormTextField(text: $name, placeholder: "Name", errorMessage: nameError, helpText: "As on your statement")
        FormTextField(state: $nameField)
    }
}

#Preview("FormTextField") {
    StoryPreview(story: FormTextFieldStory.story)
}

#Preview("Dark") {
    StoryPreview(story: FormTextFieldStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: FormTextFieldStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: FormTextFieldStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: FormTextFieldStory.story, variant: .reduceMotion)
}
#endif

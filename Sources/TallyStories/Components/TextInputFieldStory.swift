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
        usage: """
        TextInputField(label: "Email", text: $email, kind: .email, validation: .error("Enter an email address"))
        TextInputField(state: $emailField)
        """,
        css: css,
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
            StoryState("success", "Success") { context in
                .textInputField(TextInputFieldState(label: context.string(.textFieldLabelEmail), text: "anna@example.com", validation: .success, kind: .email))
            },
            StoryState("password", "Password") { context in
                .textInputField(TextInputFieldState(label: context.string(.textFieldLabelPassword), text: "correct horse", isFocused: true, kind: .password))
            },
            StoryState("password-shown", "Password shown") { context in
                .textInputField(TextInputFieldState(label: context.string(.textFieldLabelPassword), text: "correct horse", isFocused: true,
                                                    helperText: context.string(.transactionDescription), kind: .password, isRevealed: true))
            },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-reveal { flex: none; display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; color: var(--tally-color-text-secondary); }
    .c-reveal > .c-symbol { width: 1.2em; height: 1.2em; }
    .c-float-value { flex: 1 1 auto; min-width: 0; white-space: pre; overflow-x: auto; scrollbar-width: none; }
    .c-float { position: relative; padding-top: calc(14px * var(--type-scale, 1)); }
    .c-float-box { min-height: calc(48px * var(--type-scale, 1)); display: flex; align-items: center; padding: 0 var(--tally-spacing-sm); border-radius: var(--tally-radius-sm);
      background: var(--tally-color-background); border: 1px solid var(--tally-color-border); }
    .c-float-box.ring { box-shadow: 0 0 0 2px var(--tally-color-background), 0 0 0 4px var(--tally-color-focus-ring); }
    .c-float-box.border-primary { border: 2px solid var(--tally-color-primary); }
    .c-float-box.border-error { border: 2px solid var(--tally-color-error); }
    .c-float-box.border-success { border: 2px solid var(--tally-color-success-text); }
    .c-float-label { position: absolute; left: var(--tally-spacing-sm); top: calc(14px * var(--type-scale, 1) + 24px * var(--type-scale, 1)); transform: translateY(-50%);
      font-weight: 500; white-space: nowrap; max-width: calc(100% - 2 * var(--tally-spacing-sm)); overflow: hidden; text-overflow: ellipsis; transform-origin: left center;
      transition: transform var(--tally-motion-float-label); }
    .c-float.floated .c-float-label { transform: translateY(calc(-50% + var(--tally-float-label-label-offset) * var(--type-scale, 1))) scale(var(--tally-float-label-label-scale)); background: var(--tally-color-background); padding: 0 var(--tally-spacing-xs); }
    @media (prefers-reduced-motion: reduce) { .c-float-label { transition: none; } }
    .c-stacked { display: flex; flex-direction: column; gap: var(--tally-spacing-xs); }
    .c-stacked-label { font-weight: 500; font-size: calc(var(--tally-typography-label-md-float-font-size) * var(--type-scale, 1)); }

    """

    static func html(_ state: TextInputFieldState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let reveal = state.showsRevealButton
            ? "<span class=\"c-reveal\" aria-label=\"\(StoryHTML.esc(Localizer.string(state.revealButtonLabelKey, locale: locale)))\">\(SymbolGlyph.html(state.revealButtonSymbol))</span>"
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

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct TextInputFieldUsage: View {
    @State private var email = ""
    @State private var emailField = TextInputFieldState(label: "Email", text: "", kind: .email)

    var body: some View {
        TextInputField(label: "Email", text: $email, kind: .email, validation: .error("Enter an email address"))
        TextInputField(state: $emailField)
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

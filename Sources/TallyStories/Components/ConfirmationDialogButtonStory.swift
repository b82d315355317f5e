import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `ConfirmationDialogButton` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum ConfirmationDialogButtonStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "confirmation", name: "ConfirmationDialogButton", group: .forms,
        summary: "A button that asks before it acts; the action runs only on confirm.",
        usage: "ConfirmationDialogButton(title: \"Delete Subscription\", message: \"This cannot be undone.\", role: .destructive) { delete() }",
        css: css,
        states: [false, true].map { isPresented in
            StoryState(isPresented ? "open" : "closed", isPresented ? "Dialog open" : "Closed") { context in
                .confirmationDialogButton(ConfirmationDialogButtonState(
                    title: context.string(.commonDelete), message: context.string(.frequencyPickerAccessibilityHint), role: .destructive,
                    isPresented: isPresented))
            }
        }
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-button.destructive { color: var(--tally-color-error-text); }
    .c-dialog { display: flex; flex-direction: column; gap: var(--tally-spacing-xs); padding: var(--tally-spacing-md); border-radius: var(--tally-radius-lg); background: var(--tally-color-card-background); }
    .c-dialog-button { display: flex; justify-content: center; align-items: center; min-height: 44px; border-radius: var(--tally-radius-md); background: var(--tally-color-surface); color: var(--tally-color-primary-text); }
    .c-dialog-button.destructive { color: var(--tally-color-error-text); }

    """

    static func html(_ state: ConfirmationDialogButtonState, size: StoryHTML.TextSize, locale: Locale) -> String {
        var html = "<span class=\"c-button \(state.role == .destructive ? "destructive" : "")\">\(StoryHTML.esc(state.title))</span>"
        if state.isPresented {
            let confirmClass = state.confirmButtonRole == .destructive ? " destructive" : ""
            html += "<div class=\"c-dialog\">\(state.visibleMessage.map { "<p class=\"c-message\">\(StoryHTML.esc($0))</p>" } ?? "")<span class=\"c-dialog-button\(confirmClass)\">\(StoryHTML.esc(state.confirmTitle(locale: locale)))</span><span class=\"c-dialog-button\">\(StoryHTML.esc(state.cancelTitle(locale: locale)))</span></div>"
        }
        return html
    }

    static func shownTexts(_ state: ConfirmationDialogButtonState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        var texts = [state.title]
        if state.isPresented {
            texts += [state.visibleMessage].compactMap(\.self) + [state.confirmTitle(locale: locale), state.cancelTitle(locale: locale)]
        }
        return texts
    }
}

extension StoryView {
    /// `ConfirmationDialogButton` drawing `state`.
    static func confirmationDialogButton(_ state: ConfirmationDialogButtonState) -> StoryView { StoryView(ConfirmationDialogButtonStory.self, state) }
}

#if canImport(SwiftUI)
extension ConfirmationDialogButtonStory {
    @MainActor @ViewBuilder static func draw(_ state: ConfirmationDialogButtonState, in context: StoryContext) -> some View {
        Live(state) { ConfirmationDialogButton(state: $0) {} }
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct ConfirmationDialogButtonUsage: View {
    let delete: () -> Void

    var body: some View {
        ConfirmationDialogButton(title: "Delete Subscription", message: "This cannot be undone.", role: .destructive) { delete() }
    }
}

#Preview("ConfirmationDialogButton") {
    StoryPreview(story: ConfirmationDialogButtonStory.story)
}

#Preview("Dark") {
    StoryPreview(story: ConfirmationDialogButtonStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: ConfirmationDialogButtonStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: ConfirmationDialogButtonStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: ConfirmationDialogButtonStory.story, variant: .reduceMotion)
}
#endif

import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `AnimatedTitleInput` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum AnimatedTitleInputStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "title-input", name: "AnimatedTitleInput", group: .amount,
        summary: "The description field whose newly typed characters wobble once; characters already there keep still.",
        usage: "AnimatedTitleInput(state: AnimatedTitleInputState(text: title, label: placeholder, showsCursor: isEditing))",
        css: css,
        states: [
            StoryState("empty", "Empty") { context in
                .titleInput(AnimatedTitleInputState(label: context.string(.transactionDescription), showsCursor: true))
            },
            StoryState("typing", "Typing") { context in
                var title = AnimatedTitleInputState(text: "Coffe", label: context.string(.transactionDescription), showsCursor: true)
                title.update(to: "Coffee")
                return .titleInput(title)
            },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-glyph.inserted { color: var(--tally-color-primary-text); font-weight: 600; }

    """

    static func html(_ title: AnimatedTitleInputState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let cursor = title.showsCursor ? "<span class=\"c-cursor\"></span>" : ""
        guard !title.glyphs.isEmpty else { return "<div class=\"c-field\">\(cursor)</div>" }
        let glyphs = title.glyphs.map { glyph in
            "<span class=\"c-glyph\(title.inserted.contains(glyph.id) ? " inserted" : "")\">\(StoryHTML.esc(String(glyph.character)))</span>"
        }
        return "<div class=\"c-field\">\(glyphs.joined())\(cursor)</div>"
    }

    static func shownTexts(_ title: AnimatedTitleInputState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        return title.glyphs.map { String($0.character) }
    }
}

extension StoryView {
    /// `AnimatedTitleInput` drawing `state`.
    static func titleInput(_ state: AnimatedTitleInputState) -> StoryView { StoryView(AnimatedTitleInputStory.self, state) }
}

#if canImport(SwiftUI)
extension AnimatedTitleInputStory {
    @MainActor @ViewBuilder static func draw(_ state: AnimatedTitleInputState, in context: StoryContext) -> some View {
        AnimatedTitleInput(state: state)
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct AnimatedTitleInputUsage: View {
    let title: String
    let placeholder: String
    let isEditing: Bool

    var body: some View {
        AnimatedTitleInput(state: AnimatedTitleInputState(text: title, label: placeholder, showsCursor: isEditing))
    }
}

#Preview("AnimatedTitleInput") {
    StoryPreview(story: AnimatedTitleInputStory.story)
}

#Preview("Dark") {
    StoryPreview(story: AnimatedTitleInputStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: AnimatedTitleInputStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: AnimatedTitleInputStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: AnimatedTitleInputStory.story, variant: .reduceMotion)
}
#endif

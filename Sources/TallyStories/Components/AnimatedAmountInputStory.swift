import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `AnimatedAmountInput` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum AnimatedAmountInputStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "animated-amount", name: "AnimatedAmountInput", group: .amount,
        summary: "A compact amount that is a button: a tap starts editing, and the blinking cursor shows while it does.",
        usage: "AnimatedAmountInput(state: AnimatedAmountInputState(input: amount, isEditing: isEditing)) { isEditing.toggle() }",
        css: css,
        states: [
            StoryState("idle", "Idle") { context in
                .animatedAmount(AnimatedAmountInputState(input: ComponentStory.typed("2450", currency: .eur, locale: context.locale).input))
            },
            StoryState("editing", "Editing") { context in
                .animatedAmount(AnimatedAmountInputState(input: ComponentStory.typed("2450" + ComponentStory.separator(context.locale) + "5", currency: .eur, locale: context.locale).input,
                                                         isEditing: true))
            },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-amount-figure.small { font-size: calc(var(--tally-typography-h2-font-size) * var(--type-scale, 1)); }

    """

    static func html(_ state: AnimatedAmountInputState, size: StoryHTML.TextSize, locale: Locale) -> String {
        return "<div class=\"c-amount\"><span class=\"c-amount-figure small\">\(StoryHTML.esc(state.display))</span>\(state.showsCursor ? "<span class=\"c-cursor\"></span>" : "")</div>"
    }

    static func shownTexts(_ state: AnimatedAmountInputState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        return [state.display]
    }
}

extension StoryView {
    /// `AnimatedAmountInput` drawing `state`.
    static func animatedAmount(_ state: AnimatedAmountInputState) -> StoryView { StoryView(AnimatedAmountInputStory.self, state) }
}

#if canImport(SwiftUI)
extension AnimatedAmountInputStory {
    @MainActor @ViewBuilder static func draw(_ state: AnimatedAmountInputState, in context: StoryContext) -> some View {
        AnimatedAmountInput(state: state) {}
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct AnimatedAmountInputUsage: View {
    @State private var amount = AmountInput(currency: .chf, locale: Locale(identifier: "de_CH"))
    @State private var isEditing = false

    var body: some View {
        AnimatedAmountInput(state: AnimatedAmountInputState(input: amount, isEditing: isEditing)) { isEditing.toggle() }
    }
}

#Preview("AnimatedAmountInput") {
    StoryPreview(story: AnimatedAmountInputStory.story)
}

#Preview("Dark") {
    StoryPreview(story: AnimatedAmountInputStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: AnimatedAmountInputStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: AnimatedAmountInputStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: AnimatedAmountInputStory.story, variant: .reduceMotion)
}
#endif

import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `QuickAmountBar` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum QuickAmountBarStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "quick-amounts", name: "QuickAmountBar", group: .amount,
        summary: "Preset chips right under the amount: a tap replaces the amount, the chip equal to it is selected, and a chip the amount cannot take is unavailable with the reason.",
        usage: "QuickAmountBar(state: $quickAmounts) { focusDescription = true }",
        css: css,
        states: [
            StoryState("none-selected", "Nothing selected") { context in
                .quickAmountBar(QuickAmountBarState(entry: ComponentStory.typed("12", currency: .chf, locale: context.locale)))
            },
            StoryState("selected", "Preset selected") { context in
                .quickAmountBar(QuickAmountBarState(entry: ComponentStory.typed("20", currency: .chf, locale: context.locale)))
            },
            StoryState("roubles", "Roubles") { context in
                .quickAmountBar(QuickAmountBarState(quickAmounts: QuickAmounts([100, 500, 1000, 5000]), entry: ComponentStory.typed("500", currency: .rub, locale: context.locale)))
            },
            StoryState("unavailable", "Above the maximum, and a fraction yen cannot hold") { context in
                .quickAmountBar(QuickAmountBarState(quickAmounts: QuickAmounts([500, Decimal(string: "9.99", locale: Locale(identifier: "en_US_POSIX"))!, 1000, 5000]),
                                                    entry: ComponentStory.typed("500", currency: .jpy, locale: context.locale, maximumValue: 2000)))
            },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-scroll { overflow-x: auto; scrollbar-width: none; }
    .c-chips.equal { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; width: max-content; min-width: 100%; }
    .c-chips.equal .c-chip { justify-content: center; white-space: nowrap; }

    """

    static func html(_ state: QuickAmountBarState, size: StoryHTML.TextSize, locale: Locale) -> String {
        return "<div class=\"c-amount-figure\">\(StoryHTML.esc(state.entry.input.display))</div>" + StoryHTML.quickAmountBar(state, size: size, locale: locale)
    }

    static func shownTexts(_ state: QuickAmountBarState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        return state.chips(locale: locale).map(\.label)
    }
}

extension StoryView {
    /// `QuickAmountBar` drawing `state`.
    static func quickAmountBar(_ state: QuickAmountBarState) -> StoryView { StoryView(QuickAmountBarStory.self, state) }
}

#if canImport(SwiftUI)
extension QuickAmountBarStory {
    @MainActor @ViewBuilder static func draw(_ state: QuickAmountBarState, in context: StoryContext) -> some View {
        Live(state) { QuickAmountBar(state: $0) }
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct QuickAmountBarUsage: View {
    @State private var quickAmounts = QuickAmountBarState(currency: .chf, locale: Locale(identifier: "de_CH"))
    @FocusState private var focusDescription: Bool

    var body: some View {
        QuickAmountBar(state: $quickAmounts) { focusDescription = true }
    }
}

#Preview("QuickAmountBar") {
    StoryPreview(story: QuickAmountBarStory.story)
}

#Preview("Dark") {
    StoryPreview(story: QuickAmountBarStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: QuickAmountBarStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: QuickAmountBarStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: QuickAmountBarStory.story, variant: .reduceMotion)
}
#endif

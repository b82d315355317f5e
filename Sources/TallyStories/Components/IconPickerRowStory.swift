import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `IconPickerRow` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum IconPickerRowStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "icon-picker-row", name: "IconPickerRow", group: .forms,
        summary: "The row that opens the icon picker: title, the current icon or a placeholder, chevron.",
        usage: "IconPickerRow(selectedSource: $icon)",
        css: css,
        states: [
            StoryState("none", "No icon") { context in .iconPickerRow(IconPickerRowState(selection: nil, title: context.string(.commonIcon))) },
            StoryState("symbol", "SF Symbol") { context in
                .iconPickerRow(IconPickerRowState(selection: .sfSymbol("cart.fill"), title: context.string(.commonIcon)))
            },
            StoryState("logo", "Brand logo") { context in
                .iconPickerRow(IconPickerRowState(selection: .brandService(LogoBrand.services[0]), title: context.string(.commonIcon)))
            },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-icon.placeholder { color: var(--tally-color-text-secondary); }

    """

    static func html(_ state: IconPickerRowState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let value = "aria-label=\"\(StoryHTML.esc(state.value(locale: locale)))\" class=\"c-icon"
        let icon = (state.icon.map { StoryHTML.iconHTML($0.source) } ?? "<span class=\"c-icon placeholder\">\(SymbolGlyph.html(state.placeholderSymbol))</span>")
            .replacingOccurrences(of: "class=\"c-icon", with: value)
        return "<div class=\"c-row\"><span class=\"c-row-title\">\(StoryHTML.esc(state.title(locale: locale)))</span>\(icon)<span class=\"c-chevron\">›</span></div>"
    }

    static func shownTexts(_ state: IconPickerRowState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        return [state.title(locale: locale), state.value(locale: locale)]
    }
}

extension StoryView {
    /// `IconPickerRow` drawing `state`.
    static func iconPickerRow(_ state: IconPickerRowState) -> StoryView { StoryView(IconPickerRowStory.self, state) }
}

#if canImport(SwiftUI)
extension IconPickerRowStory {
    @MainActor @ViewBuilder static func draw(_ state: IconPickerRowState, in context: StoryContext) -> some View {
        Live(state) { IconPickerRow(state: $0) }
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct IconPickerRowUsage: View {
    @State private var icon: IconSource?

    var body: some View {
        IconPickerRow(selectedSource: $icon)
    }
}

#Preview("IconPickerRow") {
    StoryPreview(story: IconPickerRowStory.story)
}

#Preview("Dark") {
    StoryPreview(story: IconPickerRowStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: IconPickerRowStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: IconPickerRowStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: IconPickerRowStory.story, variant: .reduceMotion)
}
#endif

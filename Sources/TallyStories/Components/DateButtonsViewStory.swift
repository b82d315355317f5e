import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `DateButtonsView` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum DateButtonsViewStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "date-buttons", name: "DateButtonsView", group: .forms,
        summary: "Yesterday, Today and a calendar, from an injected calendar, time zone and now; right across midnight and DST.",
        usage: """
        Form {
            DatePickerRow("Date", selection: $date)
        }
        .dateButtonsSafeArea(selectedDate: $date) { save($0) }
        """,
        css: css,
        states: [
            StoryState("today", "Today") { context in dateButtons(context.now, context, isDisabled: false) },
            StoryState("yesterday", "Yesterday") { context in dateButtons(context.days.yesterdayAtCurrentTime, context, isDisabled: false) },
            StoryState("other", "Another day") { context in
                dateButtons(context.calendar.date(byAdding: .day, value: -12, to: context.now) ?? context.now, context, isDisabled: false)
            },
            StoryState("disabled", "Disabled") { context in dateButtons(context.now, context, isDisabled: true) },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-chips.stacked .c-chip { flex: none; }
    .c-chip-icon { display: inline-flex; margin-inline-end: var(--tally-spacing-xs); }
    .c-chips.fill .c-chip { flex: 1 1 0; justify-content: center; }

    """

    static func html(_ state: DateButtonsViewState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let buttons = state.buttons.map { button in
            let symbol = state.symbol(of: button).map { "<span class=\"c-chip-icon\">\(SymbolGlyph.html($0))</span> " } ?? ""
            return "<span class=\"c-chip\(state.isSelected(button) ? " selected" : "")\">\(symbol)\(StoryHTML.esc(state.title(of: button, locale: locale)))</span>"
        }
        // One button a row at the accessibility sizes, as the view stacks them.
        let stacked = DateButtonsViewState.stacksVertically(isAccessibilitySize: size.isAccessibilitySize) ? " stacked" : ""
        return "<div class=\"c-chips fill\(stacked)\(state.isDisabled ? " disabled" : "")\">\(buttons.joined())</div>"
    }

    static func shownTexts(_ state: DateButtonsViewState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        return state.buttons.map { state.title(of: $0, locale: locale) }
    }

    private static func dateButtons(_ selected: Date, _ context: StoryContext, isDisabled: Bool) -> StoryView {
        .dateButtons(DateButtonsViewState(selectedDate: selected, isDisabled: isDisabled, calendar: context.calendar, now: context.now))
    }
}

extension StoryView {
    /// `DateButtonsView` drawing `state`.
    static func dateButtons(_ state: DateButtonsViewState) -> StoryView { StoryView(DateButtonsViewStory.self, state) }
}

#if canImport(SwiftUI)
extension DateButtonsViewStory {
    @MainActor @ViewBuilder static func draw(_ state: DateButtonsViewState, in context: StoryContext) -> some View {
        Live(state) { DateButtonsView(state: $0) }
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct DateButtonsViewUsage: View {
    @State private var date = Date.now
    let save: (Date) -> Void

    var body: some View {
        Form {
            DatePickerRow("Date", selection: $date)
        }
        .dateButtonsSafeArea(selectedDate: $date) { save($0) }
    }
}

#Preview("DateButtonsView") {
    StoryPreview(story: DateButtonsViewStory.story)
}

#Preview("Dark") {
    StoryPreview(story: DateButtonsViewStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: DateButtonsViewStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: DateButtonsViewStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: DateButtonsViewStory.story, variant: .reduceMotion)
}
#endif

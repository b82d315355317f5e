import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `DatePickerSheet` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum DatePickerSheetStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "date-picker-sheet", name: "DatePickerSheet", group: .forms,
        summary: "The calendar sheet of the date row and the quick buttons: it edits a draft, so Cancel changes nothing.",
        usage: "DatePickerSheet(title: \"Start Date\", selection: $date, bounds: DateBounds(today...))",
        css: css,
        states: [StoryState("open", "Open") { context in dateSheet(context) }]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-month { margin: 0; font-weight: 600; }
    .c-calendar { display: grid; grid-template-columns: repeat(7, 1fr); gap: 2px; text-align: center; }
    .c-weekday { font-size: calc(var(--tally-typography-caption-font-size) * var(--type-scale, 1)); color: var(--tally-color-text-secondary); }
    .c-day { display: flex; align-items: center; justify-content: center; min-height: 44px; border-radius: 50%; }
    .c-day.selected { background: var(--tally-color-chip-selected); color: var(--tally-color-on-primary); font-weight: 600; }

    """

    static func html(_ state: DatePickerSheetState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let month = state.month(locale: locale)
        let header = "<div class=\"c-sheet-bar\"><span class=\"c-sheet-action\">\(StoryHTML.esc(state.cancelTitle(locale: locale)))</span><strong>\(StoryHTML.esc(state.title))</strong><span class=\"c-sheet-action strong\">\(StoryHTML.esc(state.selectTitle(locale: locale)))</span></div>"
        let cells = month.weekdays.map { "<span class=\"c-weekday\">\(StoryHTML.esc($0))</span>" }
            + month.days.map { day in day.map { "<span class=\"c-day\($0 == month.selectedDay ? " selected" : "")\">\($0)</span>" } ?? "<span></span>" }
        return header + "<p class=\"c-month\">\(StoryHTML.esc(month.title))</p><div class=\"c-calendar\">\(cells.joined())</div>"
    }

    static func shownTexts(_ state: DatePickerSheetState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        return [state.title, state.cancelTitle(locale: locale), state.selectTitle(locale: locale), state.month(locale: locale).title]
    }

    /// The calendar sheet on "now".
    private static func dateSheet(_ context: StoryContext) -> StoryView {
        .datePickerSheet(DatePickerSheetState(title: context.string(.dateChoose), selection: context.now, calendar: context.calendar))
    }
}

extension StoryView {
    /// `DatePickerSheet` drawing `state`.
    static func datePickerSheet(_ state: DatePickerSheetState) -> StoryView { StoryView(DatePickerSheetStory.self, state) }
}

#if canImport(SwiftUI)
extension DatePickerSheetStory {
    @MainActor @ViewBuilder static func draw(_ state: DatePickerSheetState, in context: StoryContext) -> some View {
        DatePickerSheet(state: state, selection: .constant(state.selectedDate))
            .frame(minHeight: 480)
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct DatePickerSheetUsage: View {
    @State private var date = Date.now
    let today: Date

    var body: some View {
        DatePickerSheet(title: "Start Date", selection: $date, bounds: DateBounds(today...))
    }
}

#Preview("DatePickerSheet") {
    StoryPreview(story: DatePickerSheetStory.story)
}

#Preview("Dark") {
    StoryPreview(story: DatePickerSheetStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: DatePickerSheetStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: DatePickerSheetStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: DatePickerSheetStory.story, variant: .reduceMotion)
}
#endif

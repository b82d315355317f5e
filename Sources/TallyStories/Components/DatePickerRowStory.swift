import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `DatePickerRow` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum DatePickerRowStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "date-picker-row", name: "DatePickerRow", group: .forms,
        summary: "One date row for every form: inline, compact (opens a calendar sheet) or quick buttons; a date outside the bounds is moved in, visibly.",
        usage: "DatePickerRow(\"Start Date\", selection: $start, in: today..., style: .compact)",
        css: css,
        states: [
            StoryState("compact", "Compact") { context in
                .datePickerRow(DatePickerRowState(title: context.string(.commonStartDate), date: context.now, style: .compact, calendar: context.calendar))
            },
            StoryState("clamped", "Clamped into range") { context in
                let lower = context.calendar.date(byAdding: .day, value: 10, to: context.now) ?? context.now
                return .datePickerRow(DatePickerRowState(title: context.string(.commonStartDate), date: context.now, bounds: DateBounds(lower...),
                                                         style: .compact, calendar: context.calendar))
            },
            StoryState("inline", "Inline") { context in
                .datePickerRow(DatePickerRowState(title: context.string(.transactionDate), date: context.now, style: .inline, calendar: context.calendar))
            },
            StoryState("date-and-time", "Date and time") { context in
                .datePickerRow(DatePickerRowState(title: context.string(.transactionDate), date: context.now, parts: .dateAndTime, style: .compact,
                                                  calendar: context.calendar))
            },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-row-value.pill { background: var(--tally-color-surface); border-radius: var(--tally-radius-sm); padding: 2px var(--tally-spacing-sm); color: var(--tally-color-text-primary); }

    """

    static func html(_ state: DatePickerRowState, size: StoryHTML.TextSize, locale: Locale) -> String {
        if state.style == .sheet {
            // The catalog has no clock: without a fixed "now" the buttons are seen on the row's own day.
            return StoryView.dateButtons(state.dateButtons(clock: state.now ?? state.date)).html(size: size, locale: locale)
        }
        let chevron = state.showsChevron ? "<span class=\"c-chevron\">›</span>" : ""
        return """
        <div class="c-row c-date-row"><span class="c-row-title">\(StoryHTML.esc(state.title))</span><span class="c-row-value \(state.style == .inline ? "pill" : "")">\(StoryHTML.esc(state.dateText(locale: locale)))</span>\(chevron)</div>\(state.clampNote(locale: locale).map { "<p class=\"c-message\">\(StoryHTML.esc($0))</p>" } ?? "")
        """
    }

    static func shownTexts(_ state: DatePickerRowState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        return [state.title, state.dateText(locale: locale), state.clampNote(locale: locale)].compactMap(\.self)
    }
}

extension StoryView {
    /// `DatePickerRow` drawing `state`.
    static func datePickerRow(_ state: DatePickerRowState) -> StoryView { StoryView(DatePickerRowStory.self, state) }
}

#if canImport(SwiftUI)
extension DatePickerRowStory {
    @MainActor @ViewBuilder static func draw(_ state: DatePickerRowState, in context: StoryContext) -> some View {
        Live(state) { DatePickerRow(state: $0) }
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct DatePickerRowUsage: View {
    @State private var start = Date.now
    let today: Date

    var body: some View {
        DatePickerRow("Start Date", selection: $start, in: today..., style: .compact)
    }
}

#Preview("DatePickerRow") {
    StoryPreview(story: DatePickerRowStory.story)
}

#Preview("Dark") {
    StoryPreview(story: DatePickerRowStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: DatePickerRowStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: DatePickerRowStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: DatePickerRowStory.story, variant: .reduceMotion)
}
#endif

import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `RecurringToggleView` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum RecurringToggleViewStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "recurring-toggle", name: "RecurringToggleView", group: .forms,
        summary: "A toggle that reveals the frequency picker and when the next occurrence falls.",
        usage: "RecurringToggleView(isRecurring: $isRecurring, frequency: $frequency, anchorDate: startDate)",
        css: css,
        states: [
            StoryState("off", "Off") { context in
                .recurringToggle(RecurringToggleViewState(isRecurring: false, frequency: .monthly, now: context.now, calendar: context.calendar))
            },
            StoryState("on", "On, monthly on the 31st") { context in
                let anchor = context.calendar.date(from: DateComponents(year: 2026, month: 10, day: 31, hour: 9)) ?? context.now
                return .recurringToggle(RecurringToggleViewState(isRecurring: true, frequency: .monthly, anchorDate: anchor, now: context.now,
                                                                 calendar: context.calendar))
            },
        ]
    )

    /// The catalog CSS of this component's own classes: none, its HTML uses the shared `StoryHTML.css`.
    static let css = ""

    static func html(_ state: RecurringToggleViewState, size: StoryHTML.TextSize, locale: Locale) -> String {
        var html = "<div class=\"c-card\"><div class=\"c-row\"><span class=\"c-row-title\">\(StoryHTML.esc(state.title(locale: locale)))</span><span class=\"c-switch\(state.isRecurring ? " on" : "")\"></span></div>"
        if state.showsFrequencyPicker {
            html += "<hr class=\"c-divider card\">" + StoryHTML.segmented(state.frequencyPicker(locale: locale), size: size, locale: locale)
            if let next = state.nextOccurrenceText(locale: locale, currentDate: Date()) { html += "<p class=\"c-message\">\(StoryHTML.esc(next))</p>" }
        }
        return html + "</div>"
    }

    static func shownTexts(_ state: RecurringToggleViewState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        var texts = [state.title(locale: locale)]
        if state.showsFrequencyPicker {
            texts += state.frequencyPicker(locale: locale).options.map(\.label)
            texts += [state.nextOccurrenceText(locale: locale, currentDate: Date())].compactMap(\.self)
        }
        return texts
    }
}

extension StoryView {
    /// `RecurringToggleView` drawing `state`.
    static func recurringToggle(_ state: RecurringToggleViewState) -> StoryView { StoryView(RecurringToggleViewStory.self, state) }
}

#if canImport(SwiftUI)
extension RecurringToggleViewStory {
    @MainActor @ViewBuilder static func draw(_ state: RecurringToggleViewState, in context: StoryContext) -> some View {
        Live(state) { RecurringToggleView(state: $0) }
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct RecurringToggleViewUsage: View {
    @State private var isRecurring = false
    @State private var frequency = RecurringFrequency.monthly
    let startDate: Date

    var body: some View {
        RecurringToggleView(isRecurring: $isRecurring, frequency: $frequency, anchorDate: startDate)
    }
}

#Preview("RecurringToggleView") {
    StoryPreview(story: RecurringToggleViewStory.story)
}

#Preview("Dark") {
    StoryPreview(story: RecurringToggleViewStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: RecurringToggleViewStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: RecurringToggleViewStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: RecurringToggleViewStory.story, variant: .reduceMotion)
}
#endif

import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `ReminderPickerView` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum ReminderPickerViewStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "reminder-picker", name: "ReminderPickerView", group: .forms,
        summary: "Multi-select reminders before a due date, with plural labels in every language.",
        usage: "ReminderPickerView(selectedOffsets: $reminders)",
        css: css,
        states: [
            StoryState("none", "None selected") { _ in .reminderPicker(ReminderPickerViewState(selectedOffsets: [])) },
            StoryState("some", "Some selected") { _ in .reminderPicker(ReminderPickerViewState(selectedOffsets: [1, 7])) },
            StoryState("long", "Long offsets") { _ in
                .reminderPicker(ReminderPickerViewState(availableOffsets: [2, 5, 21, 45], selectedOffsets: [21]))
            },
        ]
    )

    /// The catalog CSS of this component's own classes: none, its HTML uses the shared `StoryHTML.css`.
    static let css = ""

    static func html(_ state: ReminderPickerViewState, size: StoryHTML.TextSize, locale: Locale) -> String {
        guard state.showsSection else { return "" }
        let rows = state.availableOffsets.map { offset in
            "<div class=\"c-row\"><span class=\"c-row-title\">\(StoryHTML.esc(state.label(for: offset, locale: locale)))</span><span class=\"c-switch\(state.isSelected(offset) ? " on" : "")\"></span></div>"
        }
        return StoryHTML.sectionHeader(SectionHeaderViewState(title: state.title(locale: locale)), size: size, locale: locale)
            + "<div class=\"c-card\">\(rows.joined(separator: "<hr class=\"c-divider card\">"))</div>"
    }

    static func shownTexts(_ state: ReminderPickerViewState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        let large = size.isAccessibilitySize
        return [SectionHeaderViewState(title: state.title(locale: locale)).displayTitle(locale: locale, isAccessibilitySize: large)]
            + state.availableOffsets.map { state.label(for: $0, locale: locale) }
    }
}

extension StoryView {
    /// `ReminderPickerView` drawing `state`.
    static func reminderPicker(_ state: ReminderPickerViewState) -> StoryView { StoryView(ReminderPickerViewStory.self, state) }
}

#if canImport(SwiftUI)
extension ReminderPickerViewStory {
    @MainActor @ViewBuilder static func draw(_ state: ReminderPickerViewState, in context: StoryContext) -> some View {
        Live(state) { ReminderPickerView(state: $0) }
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct ReminderPickerViewUsage: View {
    @State private var reminders: Set<Int> = [1]

    var body: some View {
        ReminderPickerView(selectedOffsets: $reminders)
    }
}

#Preview("ReminderPickerView") {
    StoryPreview(story: ReminderPickerViewStory.story)
}

#Preview("Dark") {
    StoryPreview(story: ReminderPickerViewStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: ReminderPickerViewStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: ReminderPickerViewStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: ReminderPickerViewStory.story, variant: .reduceMotion)
}
#endif

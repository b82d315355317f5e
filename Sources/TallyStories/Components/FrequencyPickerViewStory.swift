import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `FrequencyPickerView` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum FrequencyPickerViewStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "frequency-picker", name: "FrequencyPickerView", group: .forms,
        summary: "How often something repeats, as segments, a menu or a list; built on the generic SegmentedPickerView.",
        usage: "FrequencyPickerView(selection: $frequency, style: .list)",
        css: css,
        states: FrequencyPickerStyle.allCases.map { style in
            StoryState(style.rawValue, style.rawValue.capitalized) { context in
                .frequencyPicker(FrequencyPickerViewState(selection: .monthly, title: context.string(.transactionFrequency), style: style))
            }
        }
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-row-value.accent { color: var(--tally-color-primary-text); }

    """

    static func html(_ state: FrequencyPickerViewState, size: StoryHTML.TextSize, locale: Locale) -> String {
        return StoryHTML.frequency(title: state.title(locale: locale), options: state.options(locale: locale), selection: state.selection, style: state.style, size: size, locale: locale)
    }

    static func shownTexts(_ state: FrequencyPickerViewState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        let large = size.isAccessibilitySize
        let title = state.style == .menu ? state.title(locale: locale) : state.header(locale: locale).displayTitle(locale: locale, isAccessibilitySize: large)
        return [title, state.selectedTitle(locale: locale)].compactMap(\.self)
    }
}

extension StoryView {
    /// `FrequencyPickerView` drawing `state`.
    static func frequencyPicker(_ state: FrequencyPickerViewState) -> StoryView { StoryView(FrequencyPickerViewStory.self, state) }
}

#if canImport(SwiftUI)
extension FrequencyPickerViewStory {
    @MainActor @ViewBuilder static func draw(_ state: FrequencyPickerViewState, in context: StoryContext) -> some View {
        Live(state) { FrequencyPickerView(state: $0) }
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct FrequencyPickerViewUsage: View {
    @State private var frequency = RecurringFrequency.monthly

    var body: some View {
        FrequencyPickerView(selection: $frequency, style: .list)
    }
}

#Preview("FrequencyPickerView") {
    StoryPreview(story: FrequencyPickerViewStory.story)
}

#Preview("Dark") {
    StoryPreview(story: FrequencyPickerViewStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: FrequencyPickerViewStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: FrequencyPickerViewStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: FrequencyPickerViewStory.story, variant: .reduceMotion)
}
#endif

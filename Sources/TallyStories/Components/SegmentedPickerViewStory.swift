import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `SegmentedPickerView` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum SegmentedPickerViewStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "segmented-picker", name: "SegmentedPickerView", group: .forms,
        summary: "The generic segmented picker over any Hashable value, with a list at large text sizes.",
        usage: "SegmentedPickerView(title: title, selection: $kind, options: [(label: expense, value: .expense), (label: income, value: .income)])",
        states: [
            StoryState("two", "Two options") { context in
                .segmentedPicker(SegmentedPickerViewState(title: context.string(.transactionType), options: transactionTypes(context), selection: "expense"))
            },
            StoryState("long", "Long labels") { context in
                let options = [TallyStringKey.iconPickerCategoryEntertainment, .iconPickerCategoryEducation, .iconPickerCategoryWork].map {
                    PickerOption(label: context.string($0), value: $0.rawValue)
                }
                return .segmentedPicker(SegmentedPickerViewState(title: context.string(.commonIcon), options: options,
                                                                 selection: TallyStringKey.iconPickerCategoryWork.rawValue))
            },
        ]
    )

    static func html(_ state: SegmentedPickerViewState<String>, size: StoryHTML.TextSize, locale: Locale) -> String {
        return StoryHTML.segmented(state, size: size, locale: locale)
    }

    static func shownTexts(_ state: SegmentedPickerViewState<String>, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        let large = size.isAccessibilitySize
        return [state.header?.displayTitle(locale: locale, isAccessibilitySize: large)].compactMap(\.self) + state.options.map(\.label)
    }

    private static func transactionTypes(_ context: StoryContext) -> [PickerOption<String>] {
        [PickerOption(label: context.string(.transactionTypeExpense), value: "expense"),
         PickerOption(label: context.string(.transactionTypeIncome), value: "income")]
    }
}

extension StoryView {
    /// `SegmentedPickerView` drawing `state`.
    static func segmentedPicker(_ state: SegmentedPickerViewState<String>) -> StoryView { StoryView(SegmentedPickerViewStory.self, state) }
}

#if canImport(SwiftUI)
extension SegmentedPickerViewStory {
    @MainActor @ViewBuilder static func draw(_ state: SegmentedPickerViewState<String>, in context: StoryContext) -> some View {
        Live(state) { SegmentedPickerView(state: $0) }
    }
}

#Preview("SegmentedPickerView") {
    StoryPreview(story: SegmentedPickerViewStory.story)
}

#Preview("Dark") {
    StoryPreview(story: SegmentedPickerViewStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: SegmentedPickerViewStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: SegmentedPickerViewStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: SegmentedPickerViewStory.story, variant: .reduceMotion)
}
#endif

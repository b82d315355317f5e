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
        usage: "SegmentedPickerView(title: \"Type\", selection: $kind, options: [(label: expense, value: .expense), (label: income, value: .income)])",
        css: css,
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

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-segments { display: flex; flex-wrap: wrap; gap: 2px; padding: 2px; border-radius: var(--tally-radius-sm); background: var(--tally-color-surface); }
    .c-segment { flex: 1 1 auto; display: inline-flex; justify-content: center; align-items: center; min-height: 44px; padding: 0 var(--tally-spacing-sm);
      border-radius: 6px; font-size: calc(var(--tally-typography-body-small-font-size) * var(--type-scale, 1)); text-align: center; }
    .c-segment.selected { background: var(--tally-color-card-background); font-weight: 600; }

    """

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

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct SegmentedPickerViewUsage: View {
    @State private var kind = AddTransactionSheetState.Kind.expense
    let expense: String
    let income: String

    var body: some View {
        SegmentedPickerView(title: "Type", selection: $kind, options: [(label: expense, value: .expense), (label: income, value: .income)])
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

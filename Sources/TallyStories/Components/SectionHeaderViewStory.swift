import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `SectionHeaderView` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum SectionHeaderViewStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "section-header", name: "SectionHeaderView", group: .forms,
        summary: "The one section header: default for settings and forms, emphasized for day headers, compact for picker categories.",
        usage: "SectionHeaderView(.subscriptionReminders)\nSectionHeaderView(state: SectionHeaderViewState(title: title, style: .compact))",
        states: SectionHeaderStyle.allCases.map { style in
            StoryState(style.rawValue, style.rawValue.capitalized) { context in
                .sectionHeader(SectionHeaderViewState(title: context.string(.subscriptionBasicInfo), style: style))
            }
        }
    )

    static func html(_ state: SectionHeaderViewState, size: StoryHTML.TextSize, locale: Locale) -> String {
        return StoryHTML.sectionHeader(state, size: size, locale: locale)
    }

    static func shownTexts(_ state: SectionHeaderViewState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        let large = size.isAccessibilitySize
        return [state.displayTitle(locale: locale, isAccessibilitySize: large)]
    }
}

extension StoryView {
    /// `SectionHeaderView` drawing `state`.
    static func sectionHeader(_ state: SectionHeaderViewState) -> StoryView { StoryView(SectionHeaderViewStory.self, state) }
}

#if canImport(SwiftUI)
extension SectionHeaderViewStory {
    @MainActor @ViewBuilder static func draw(_ state: SectionHeaderViewState, in context: StoryContext) -> some View {
        SectionHeaderView(state: state)
    }
}

#Preview("SectionHeaderView") {
    StoryPreview(story: SectionHeaderViewStory.story)
}

#Preview("Dark") {
    StoryPreview(story: SectionHeaderViewStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: SectionHeaderViewStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: SectionHeaderViewStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: SectionHeaderViewStory.story, variant: .reduceMotion)
}
#endif

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
        css: css,
        states: SectionHeaderStyle.allCases.map { style in
            StoryState(style.rawValue, style.rawValue.capitalized) { context in
                .sectionHeader(SectionHeaderViewState(title: context.string(.subscriptionBasicInfo), style: style))
            }
        }
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-section-header { margin: 0; overflow-wrap: break-word; }
    .c-section-header.default { font-size: calc(var(--tally-typography-section-header-font-size) * var(--type-scale, 1)); font-weight: 500; text-transform: uppercase; color: var(--tally-color-text-secondary); }
    .c-section-header.emphasized { font-size: calc(var(--tally-typography-body-small-font-size) * var(--type-scale, 1)); font-weight: 600; color: var(--tally-color-text-primary); }
    .c-section-header.compact { font-size: calc(var(--tally-typography-caption-font-size) * var(--type-scale, 1)); font-weight: 400; text-transform: uppercase; color: var(--tally-color-text-secondary); }
    .c-section-header.as-written { text-transform: none; }

    """

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

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct SectionHeaderViewUsage: View {
    let title: String

    var body: some View {
        SectionHeaderView(.subscriptionReminders)
        SectionHeaderView(state: SectionHeaderViewState(title: title, style: .compact))
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

import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `FormSection` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum FormSectionStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "form-section", name: "FormSection", group: .forms,
        summary: "A header, rows with dividers put in by the section itself, and a footer; as a card, a list or plain.",
        usage: """
        FormSection(header: "Subscription") {
            FormTextField(text: $name, placeholder: "Name")
            IconPickerRow(selectedSource: $icon)
        }
        """,
        css: css,
        states: FormSectionStyle.allCases.map { style in
            StoryState(style.rawValue, style.rawValue.capitalized) { context in
                .formSection(FormSectionState(header: context.string(.subscriptionBasicInfo), footer: context.string(.frequencyPickerAccessibilityHint),
                                              style: style),
                             rows: [context.string(.subscriptionNamePlaceholder), context.string(.commonIcon), context.string(.commonFrequency)])
            }
        }
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-form-section { display: flex; flex-direction: column; gap: var(--tally-spacing-sm); }
    .c-form-section.plain .c-rows { display: flex; flex-direction: column; gap: var(--tally-spacing-sm); }
    .c-footer { margin: 0; font-size: calc(var(--tally-typography-caption-font-size) * var(--type-scale, 1)); color: var(--tally-color-text-secondary); }

    """

    static func html(_ sample: FormSectionSample, size: StoryHTML.TextSize, locale: Locale) -> String {
        let state = sample.state, rows = sample.rows
        let body = rows.enumerated().map { index, row in
            "<div class=\"c-row\">\(StoryHTML.esc(row))</div>"
                + (state.showsDivider(after: index, rowCount: rows.count) ? "<hr class=\"c-divider \(state.style.rawValue)\">" : "")
        }.joined()
        return """
        <section class="c-form-section \(state.style.rawValue)">\(state.headerState.map { StoryHTML.sectionHeader($0, size: size, locale: locale) } ?? "")<div class="c-rows">\(body)</div>\(state.visibleFooter.map { "<p class=\"c-footer\">\(StoryHTML.esc($0))</p>" } ?? "")</section>
        """
    }

    /// The section's own elements around those of the sample's rows: each row is a plain text
    /// the sample draws, not part of the section.
    static func accessibility(_ sample: FormSectionSample, in context: StoryContext) -> [AccessibilityElement] {
        sample.state.accessibilityElements(rows: sample.rows.map { AccessibilityElement(label: $0, traits: .staticText) })
    }

    static func shownTexts(_ sample: FormSectionSample, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        let state = sample.state, rows = sample.rows
        let large = size.isAccessibilitySize
        return [state.headerState?.displayTitle(locale: locale, isAccessibilitySize: large), state.visibleFooter].compactMap(\.self) + rows
    }
}

/// A form section with rows of text as its content.
struct FormSectionSample: Sendable {
    /// The section.
    var state: FormSectionState
    /// The rows' texts.
    var rows: [String]
}

extension StoryView {
    /// `FormSection` drawing `state`, with rows of text as its content.
    static func formSection(_ state: FormSectionState, rows: [String]) -> StoryView {
        StoryView(FormSectionStory.self, FormSectionSample(state: state, rows: rows))
    }
}

#if canImport(SwiftUI)
extension FormSectionStory {
    @MainActor @ViewBuilder static func draw(_ sample: FormSectionSample, in context: StoryContext) -> some View {
        Rows(sample: sample)
    }

    /// The section with its rows, padded by the theme in the environment.
    private struct Rows: View {
        @Environment(\.tallyTheme) private var theme
        let sample: FormSectionSample

        var body: some View {
            FormSection(state: sample.state) {
                ForEach(sample.rows, id: \.self) { row in
                    Text(verbatim: row).padding(theme.spacing(.md)).frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct FormSectionUsage: View {
    @State private var name = ""
    @State private var icon: IconSource?

    var body: some View {
        FormSection(header: "Subscription") {
            FormTextField(text: $name, placeholder: "Name")
            IconPickerRow(selectedSource: $icon)
        }
    }
}

#Preview("FormSection") {
    StoryPreview(story: FormSectionStory.story)
}

#Preview("Dark") {
    StoryPreview(story: FormSectionStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: FormSectionStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: FormSectionStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: FormSectionStory.story, variant: .reduceMotion)
}
#endif

import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `IconView` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum IconViewStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "icon-view", name: "IconView", group: .forms,
        summary: "Every icon the kit draws: an SF Symbol, a bank's or a brand's logo (from logo.dev when the app gives a token), in the style presets.",
        usage: "IconView(source: .sfSymbol(\"cart.fill\"), style: .categoryIcon(size: .lg))",
        css: css,
        states: [
            StoryState("symbol", "SF Symbol") { _ in .iconView(IconViewState(source: .sfSymbol("cart.fill"), style: .categoryIcon(size: .lg))) },
            StoryState("bank", "Bank logo") { _ in .iconView(IconViewState(source: .bankLogo(LogoBrand.banks[0]), style: .bankLogo(size: .lg))) },
            StoryState("service", "Service logo") { _ in
                .iconView(IconViewState(source: .brandService(LogoBrand.services[0]), style: .serviceLogo(size: .lg)))
            },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-icon > .c-symbol { width: 60%; height: 60%; }
    .c-icon { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 32px; height: 32px; border-radius: var(--tally-radius-sm);
      background: var(--tally-color-surface); color: var(--tally-color-primary-text); font-weight: 700; }
    .c-icon { font-size: 16px; line-height: 1; }
    .c-icon.logo { border-radius: 50%; }

    """

    static func html(_ state: IconViewState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let side = NumberText.format(state.style.side)
        let label = "aria-label=\"\(StoryHTML.esc(state.spokenName(locale: locale)))\" style=\"width: \(side)px; height: \(side)px\" class=\"c-icon"
        return "<div class=\"c-row\">\(StoryHTML.iconHTML(state.source, glyphSide: state.style.size).replacingOccurrences(of: "class=\"c-icon", with: label))</div>"
    }

    static func shownTexts(_ state: IconViewState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        return [state.spokenName(locale: locale)]
    }
}

extension StoryView {
    /// `IconView` drawing `state`.
    static func iconView(_ state: IconViewState) -> StoryView { StoryView(IconViewStory.self, state) }
}

#if canImport(SwiftUI)
extension IconViewStory {
    @MainActor @ViewBuilder static func draw(_ state: IconViewState, in context: StoryContext) -> some View {
        IconView(state: state)
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct IconViewUsage: View {
    var body: some View {
        IconView(source: .sfSymbol("cart.fill"), style: .categoryIcon(size: .lg))
    }
}

#Preview("IconView") {
    StoryPreview(story: IconViewStory.story)
}

#Preview("Dark") {
    StoryPreview(story: IconViewStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: IconViewStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: IconViewStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: IconViewStory.story, variant: .reduceMotion)
}
#endif

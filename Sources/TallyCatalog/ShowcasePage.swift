import Foundation
import Plot
@_spi(Tally) import TallyCore
import TallyStories

/// A page of chosen states side by side, in several languages and both themes: the catalog's
/// front window, and what the README's screenshots show.
enum ShowcasePage {
    /// (component, state, language, theme).
    static let picks: [(story: String, state: String, language: String, theme: String)] = [
        ("amount-input", "converted", "de_DE", "light"),
        ("amount-input", "error", "ru_RU", "dark"),
        ("quick-amounts", "selected", "fr_FR", "light"),
        ("text-input-field", "error", "en_US", "light"),
        ("text-input-field", "password", "de_DE", "dark"),
        ("date-buttons", "yesterday", "ru_RU", "light"),
        ("reminder-picker", "some", "fr_FR", "dark"),
        ("frequency-picker", "segmented", "de_DE", "light"),
        ("color-picker-row", "expanded", "en_US", "light"),
        ("day-header", "today", "ru_RU", "dark"),
    ]

    static func render() -> String {
        let frames = picks.compactMap { pick -> String? in
            guard let story = ComponentStory.all.first(where: { $0.id == pick.story }),
                  let state = story.states.first(where: { $0.id == pick.state }) else { return nil }
            let context = StoryContext(locale: Locale(identifier: pick.language))
            let html = state.view(in: context).html(size: .standard, locale: context.locale)
            return """
            <div class="frame" data-theme="\(pick.theme)" lang="\(pick.language.prefix(2))" style="--type-scale: 1" data-check="showcase/\(pick.story)/\(pick.state)/\(pick.language)/\(pick.theme)"><p class="frame-caption"><a href="\(ComponentPage.fileName(story))">\(story.name)</a> · \(StoryHTML.esc(state.name)) · \(pick.language)</p><div class="component">\(html)</div></div>
            """
        }
        return PageShell.render(
            title: "Showcase",
            .body(
                PageShell.header("Showcase", "A few states of a few components, in four languages and both themes. Every component's page has all of them."),
                .main(.raw("<div class=\"frames\">\(frames.joined())</div>"))
            )
        )
    }
}

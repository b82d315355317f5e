import Foundation
import Plot
@_spi(Tally) import TallyCore
import TallyStories

/// One page per component: what it is for, how to use it, and every state in every language
/// (English, Russian, French, German, the pseudo-locale), in light and dark, at three text
/// sizes, each with what VoiceOver reads.
///
/// Each drawn state is a phone-wide frame (390 pt, 342 pt for content) marked with
/// `data-check="component/state/language/theme/size"`, which the browser check measures for text
/// that overflows its box.
enum ComponentPage {
    /// The themes each state is drawn in.
    static let themes = ["light", "dark"]

    static func fileName(_ story: ComponentStory) -> String { "component-\(story.id).html" }

    static func render(_ story: ComponentStory) -> String {
        let contexts = StoryContext.languages.map(StoryContext.init(locale:))
        var sections: [String] = []
        for state in story.states {
            var rows: [String] = []
            var accessibilityRows: [String] = []
            for context in contexts {
                let view = state.view(in: context)
                let language = context.locale.identifier
                let htmlLanguage = Localizer.isPseudo(context.locale) ? "en" : String(language.prefix(2))
                // The theme is a CSS attribute, so each size is drawn once and framed per theme.
                let drawn = StoryHTML.TextSize.allCases.map { view.html(size: $0, locale: context.locale) }
                var frames: [String] = []
                for theme in themes {
                    for (size, html) in zip(StoryHTML.TextSize.allCases, drawn) {
                        let check = "\(story.id)/\(state.id)/\(language)/\(theme)/\(size.rawValue)"
                        frames.append("""
                        <div class="frame" data-theme="\(theme)" data-size="\(size.rawValue)" lang="\(htmlLanguage)" style="--type-scale: \(NumberText.format(size.scale))" data-check="\(StoryHTML.esc(check))"><p class="frame-caption">\(theme) · \(size.title)</p><div class="component">\(html)</div></div>
                        """)
                    }
                }
                rows.append("<div class=\"language\"><h3 class=\"language-name\">\(StoryHTML.esc(language))</h3><div class=\"frames\">\(frames.joined())</div></div>")
                for (index, element) in view.accessibility(in: context).enumerated() {
                    accessibilityRows.append("""
                    <tr><td>\(index == 0 ? StoryHTML.esc(language) : "")</td><td>\(StoryHTML.esc(element.label))</td><td>\(StoryHTML.esc(element.value ?? "–"))</td><td>\(StoryHTML.esc(element.hint ?? "–"))</td><td>\(element.traits.names.joined(separator: ", "))</td></tr>
                    """)
                }
            }
            sections.append("""
            <section class="state" id="\(state.id)"><h2>\(StoryHTML.esc(state.name))</h2>\(rows.joined())<details class="a11y"><summary>VoiceOver</summary><table class="a11y-table"><thead><tr><th>Language</th><th>Label</th><th>Value</th><th>Hint</th><th>Traits</th></tr></thead><tbody>\(accessibilityRows.joined())</tbody></table></details></section>
            """)
        }
        let toc = story.states.map { "<li><a href=\"#\($0.id)\">\(StoryHTML.esc($0.name))</a></li>" }.joined()
        return PageShell.render(
            title: story.name,
            .body(
                PageShell.header(story.name, story.summary),
                .nav(.class("toc"), .raw("<ul>\(toc)</ul>")),
                // The snippet is written raw: an indented <pre> would show the indentation.
                .main(.raw("<pre class=\"usage\"><code>\(StoryHTML.esc(story.usage))</code></pre>" + sections.joined()))
            )
        )
    }
}

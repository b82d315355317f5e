import Foundation
import Plot
@_spi(Tally) import TallyCore
import TallyStories
import TallyTokenCompiler

/// The catalog's front page.
enum IndexPage {
    static func render(tokenCount: Int, keyCount: Int, stories: [ComponentStory], theme: CompiledTheme? = nil) -> String {
        var locales: [String] = []
        for session in TypingSession.all where !locales.contains(session.locale.identifier) { locales.append(session.locale.identifier) }
        let sessionLocales = locales.dropLast().joined(separator: ", ") + (locales.count > 1 ? " and " : "") + (locales.last ?? "")
        return PageShell.render(
            title: "Catalog",
            .body(
                .header(
                    .class("page-header"),
                    .h1("Tally"),
                    .p("Money entry for iOS finance apps: the amount input, quick amounts, form components, motion and design tokens, in English, Russian, French and German."),
                    .unwrap(theme) { theme in
                        .p(.class("theme-note"), .text("Drawn in the theme \(theme.name) (\(theme.sourceName)): \(theme.changed.count) of Tally's tokens changed, \(theme.surfaces.rawValue) surfaces."))
                    }
                ),
                .main(
                    .forEach(ComponentStory.Group.allCases) { group in
                        .group(
                            .h2(.class("group-title"), .text(group == .amount ? "Amount entry" : "Form components")),
                            .ul(
                                .class("page-list"),
                                .forEach(stories.filter { $0.group == group }) { story in
                                    .li(.a(.href(ComponentPage.fileName(story)), .text(story.name)), .text(" · \(stateCount(story.states.count)): \(story.summary)"))
                                }
                            )
                        )
                    },
                    .h2(.class("group-title"), .text("Foundations")),
                    .ul(
                        .class("page-list"),
                        .li(.a(.href("showcase.html"), .text("Showcase")), .text(" · chosen states side by side in four languages and both themes.")),
                        .li(.a(.href("amount.html"), .text("Amount entry")), .text(" · typing sessions in \(sessionLocales), a refused paste, exact arithmetic with its running total and a conversion, every step computed by the engine.")),
                        .li(.a(.href("motion.html"), .text("Motion")), .text(" · \(MotionToken.all.count) motion tokens plotted and played, each beside its Reduce Motion alternative.")),
                        .li(.a(.href("tokens.html"), .text("Design tokens")), .text(" · \(tokenCount) tokens: colours in light and dark, spacing, radius, type ramp, motion.")),
                        .li(.a(.href("strings.html"), .text("Strings")), .text(" · \(keyCount) keys in English, Russian, French, German and the pseudo-locale, plurals by CLDR category.")),
                        .li(.text("API documentation · DocC pages for TallyCore and TallyUI: build them with "), .code("scripts/docs.sh OUT"), .text(" and open OUT/index.html through a web server."))
                    )
                )
            )
        )
    }

    /// "1 state", "2 states": the count of a component's named states, in English as the index
    /// is written.
    static func stateCount(_ count: Int) -> String {
        count == 1 ? "1 state" : "\(count) states"
    }
}

import Foundation
import Plot

/// The catalog's front page.
enum IndexPage {
    static func render(tokenCount: Int) -> String {
        let html = HTML(
            .lang(.english),
            .head(
                .encoding(.utf8),
                .title("Tally · Catalog"),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                .stylesheet("assets/tally-tokens.css"),
                .stylesheet("assets/catalog.css")
            ),
            .body(
                .header(
                    .class("page-header"),
                    .h1("Tally"),
                    .p("Money entry for iOS finance apps: the amount input, quick amounts, form components, motion and design tokens, in English, Russian, French and German.")
                ),
                .main(
                    .ul(
                        .class("page-list"),
                        .li(.a(.href("tokens.html"), .text("Design tokens")), .text(" · \(tokenCount) tokens: colours in light and dark, spacing, radius, type ramp, motion."))
                    )
                )
            )
        )
        return "<!DOCTYPE html>\n" + html.render(indentedBy: .spaces(1)) + "\n"
    }
}

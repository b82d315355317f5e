import Plot

/// The document every catalog page shares: language, encoding, viewport, the token CSS and the
/// catalog's own CSS, then the page's body.
enum PageShell {
    static func render(title: String, style: String = "", _ body: Node<HTML.DocumentContext>) -> String {
        let html = HTML(
            .lang(.english),
            .head(
                .encoding(.utf8),
                .title("Tally · \(title)"),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                .stylesheet("assets/tally-tokens.css"),
                .stylesheet("assets/catalog.css"),
                .script(.src("assets/catalog-check.js")),
                .if(!style.isEmpty, .style(style))
            ),
            body
        )
        return "<!DOCTYPE html>\n" + html.render(indentedBy: .spaces(1)) + "\n"
    }

    /// A page's header: the way back to the index, the page's title and what the page shows.
    static func header(_ title: String, _ intro: String) -> Node<HTML.BodyContext> {
        .header(
            .class("page-header"),
            .a(.href("index.html"), .text("Tally")),
            .h1(.text(title)),
            .p(.text(intro))
        )
    }
}

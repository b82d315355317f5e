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
}

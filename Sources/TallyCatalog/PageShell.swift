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
        // Plot's HTML document writes its own `<!DOCTYPE html>` first.
        return html.render(indentedBy: .spaces(1)) + "\n"
    }

    /// A dotted identifier (a token path, a String Catalog key) in code voice that a narrow
    /// column may wrap after a dot, never inside a name: `color.textSecondary` breaks as
    /// `color.` / `textSecondary`, not as `textSec` / `ondary`.
    static func identifier(_ text: String) -> Node<HTML.BodyContext> {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return .code(.group(parts.enumerated().map { index, part -> Node<HTML.BodyContext> in
            index == parts.count - 1 ? .text(String(part)) : .group(.text(part + "."), .raw("<wbr>"))
        }))
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

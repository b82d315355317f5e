import Foundation
import Plot
@_spi(Tally) import TallyCore
import TallyStories
import TallyTokenCompiler

/// The tokens page: every token, grouped as in the source, each with a preview drawn from the
/// generated CSS custom properties (so the page shows what the web counterpart gets) and its
/// resolved value, CSS name, description and alias.
enum TokensPage {
    static func render(tokens: [ResolvedToken], theme: CompiledTheme? = nil) -> String {
        let changed = Set(theme?.changed.map(\.path) ?? [])
        let intro = theme.map { theme in
            "\(tokens.count) tokens: Tally's, with the theme \(theme.name) (\(theme.sourceName)) in place; \(theme.changed.count) differ from Tally's own and are marked. "
        } ?? "\(tokens.count) tokens compiled from tokens/*.tokens.json. "
        var groups: [(name: String, tokens: [ResolvedToken])] = []
        for token in tokens {
            let group = token.pathComponents.first ?? token.path
            if let index = groups.firstIndex(where: { $0.name == group }) {
                groups[index].tokens.append(token)
            } else {
                groups.append((group, [token]))
            }
        }
        return PageShell.render(
            title: "Tokens",
            style: MotionPlayback.style(tokens: tokens),
            .body(
                PageShell.header("Design tokens", intro + "Colours show their light and dark values side by side; every preview is drawn with the generated CSS custom properties."),
                .nav(.class("toc"), .ul(.forEach(groups) { group in
                    .li(.a(.href("#group-\(group.name)"), .text("\(group.name) (\(group.tokens.count))")))
                })),
                .main(.forEach(groups) { group in
                    .section(
                        .id("group-\(group.name)"),
                        .class("token-group"),
                        .h2(.text(group.name)),
                        .div(.class("token-grid"), .forEach(group.tokens) { token in tokenCard(token, themed: changed.contains(token.path)) })
                    )
                })
            )
        )
    }

    private static func tokenCard(_ token: ResolvedToken, themed: Bool) -> Node<HTML.BodyContext> {
        let variable = TokenCompiler.primaryCSSVariableName(token)
        return .article(
            .class("token token-\(token.type.rawValue)" + (themed ? " themed" : "")),
            .id("token-\(token.path)"),
            .data(named: "path", value: token.path),
            .div(.class("preview"), .raw(preview(token, variable: variable))),
            .unwrap(MotionPlayback.lanes(for: token)) { .raw($0) },
            .div(
                .class("meta"),
                .h3(PageShell.identifier(token.path)),
                .p(.class("value"), .text(TokenCompiler.summary(token.value))),
                .if(themed, .p(.class("theme-mark"), .text("changed by the theme"))),
                .p(.class("css-name"), .code(.text("var(\(variable))"))),
                .unwrap(token.aliasOf) { .p(.class("alias"), .text("alias of "), PageShell.identifier($0)) },
                .unwrap(token.description) { .p(.class("description"), .text($0)) },
                .unwrap(token.deprecated) { .p(.class("deprecated"), .text($0.isEmpty ? "Deprecated." : "Deprecated: \($0)")) }
            )
        )
    }

    /// Raw HTML for a token's preview. Values inside attributes are escaped.
    private static func preview(_ token: ResolvedToken, variable: String) -> String {
        let v = "var(\(variable))"
        switch token.value {
        case .color(let color):
            return ["light", "dark"].map { scheme in
                let value = scheme == "light" ? color.light : color.dark
                return "<div class=\"swatch-pair\" data-theme=\"\(scheme)\"><div class=\"swatch\" style=\"background: \(v)\"></div>"
                    + "<span class=\"swatch-label\">\(scheme) \(HTMLEscape.attribute(CSSTokenEmitter.color(value)))</span></div>"
            }.joined()
        case .dimension(let dimension):
            if token.path.hasPrefix("radius.") {
                return "<div class=\"radius-box\" style=\"border-radius: \(v)\"></div>"
            }
            if token.path.hasPrefix("iconSize.") || token.path.hasPrefix("tapArea.") {
                return "<div class=\"square\" style=\"width: \(v); height: \(v)\"></div>"
            }
            if token.path.hasPrefix("font.size.") {
                return "<div class=\"specimen\" style=\"font-size: \(v)\">Aa 1&#160;234,56</div>"
            }
            let width = min(abs(dimension.points), 320)
            return "<div class=\"bar\" style=\"width: \(NumberText.format(width))px\"></div>"
        case .number(let number):
            return "<div class=\"big-number\">\(NumberText.format(number))</div>"
        case .fontFamily:
            return "<div class=\"specimen\" style=\"font-family: \(v)\">Aa 1&#160;234,56</div>"
        case .fontWeight:
            return "<div class=\"specimen\" style=\"font-weight: \(v)\">Aa 1&#160;234,56</div>"
        case .typography:
            return "<div class=\"specimen typography\" style=\"font: \(v); letter-spacing: var(\(variable)-letter-spacing)\">Montants rapides 1&#160;234,56&#160;₽</div>"
        case .duration(let duration):
            return "<div class=\"bar duration\" style=\"width: \(NumberText.format(min(duration.seconds * 400, 320)))px\"></div>"
        case .cubicBezier(let curve):
            return CurvePlot.svg(CurvePlot.bezierPoints(curve))
        case .transition(let transition):
            return CurvePlot.svg(CurvePlot.bezierPoints(transition.timingFunction))
        case .spring:
            return CurvePlot.svg(CurvePlot.motionPoints(path: token.path))
        case .keyframes(let keyframes):
            let rows = keyframes.tracks.map { track in
                "<tr><th>\(HTMLEscape.attribute(track.property))</th><td>"
                    + track.keyframes.map { "\(NumberText.format($0.value)) (\(kindName($0.kind)), \(NumberText.format($0.duration)) s)" }.joined(separator: " → ")
                    + "</td></tr>"
            }
            return "<table class=\"keyframes\">\(rows.joined())</table>"
        case .strokeStyle:
            return "<div class=\"stroke-box\" style=\"border-style: \(v)\"></div>"
        case .border:
            return "<div class=\"border-box\" style=\"border: \(v)\"></div>"
        case .shadow:
            return "<div class=\"shadow-box\" style=\"box-shadow: \(v)\"></div>"
        case .gradient:
            return "<div class=\"gradient-bar\" style=\"background-image: linear-gradient(90deg, \(v))\"></div>"
        case .dynamicTypeScale(let scale):
            let cells = DynamicTypeSize.allCases.map { size in
                "<tr><th>\(size.rawValue)</th><td>\(NumberText.format(scale.size(at: size))) pt</td><td>×\(NumberText.format(scale.multiplier(at: size), maximumFractionDigits: 3))</td></tr>"
            }
            return "<table class=\"type-scale\">\(cells.joined())</table>"
        }
    }

    private static func kindName(_ kind: TokenKeyframes.Kind) -> String {
        switch kind {
        case .linear: "linear"
        case .cubic: "cubic"
        case .move: "move"
        case .spring(let spring): "spring \(NumberText.format(spring.response))/\(NumberText.format(spring.dampingFraction))"
        }
    }
}

/// SVG plots of timing curves: value over time, with the 0 and 1 lines.
public enum CurvePlot {
    /// Points of a cubic Bézier in its own parameter, which draws the exact curve.
    static func bezierPoints(_ token: TokenCubicBezier) -> [(Double, Double)] {
        guard let curve = try? CubicBezier(token) else { return [] }
        return (0...48).map { step in
            let point = curve.point(atParameter: Double(step) / 48)
            return (point.x, point.y)
        }
    }

    /// A motion token's value over its duration, normalised to 0…1 in time.
    static func motionPoints(path: String) -> [(Double, Double)] {
        guard let motion = MotionToken.named(path), motion.duration > 0 else { return [] }
        return motion.samples(points: 97).map { ($0.time / motion.duration, $0.value) }
    }

    /// An SVG plot of `points` (x from 0 to 1, y with 0 and 1 marked). The y range grows to fit
    /// overshoot and negative values; `standalone` adds the XML namespace for a file of its own.
    public static func svg(_ points: [(Double, Double)], width: Double = 160, height: Double = 96, standalone: Bool = false) -> String {
        let ys = points.map(\.1)
        let low = min(0, ys.min() ?? 0), high = max(1, ys.max() ?? 1)
        let pad = 8.0
        let span = high - low
        func px(_ x: Double) -> String { NumberText.format(x * width, maximumFractionDigits: 2) }
        func py(_ y: Double) -> String { NumberText.format(height - pad - (y - low) / span * (height - 2 * pad), maximumFractionDigits: 2) }
        let path = points.map { px($0.0) + "," + py($0.1) }.joined(separator: " ")
        let namespace = standalone ? " xmlns=\"http://www.w3.org/2000/svg\"" : ""
        let style = standalone ? "<style>.axis{stroke:#d1d5db;stroke-width:1}.curve-line{fill:none;stroke:#3b82f6;stroke-width:2}</style>" : ""
        return "<svg\(namespace) class=\"curve\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"timing curve\">" + style
            + "<line x1=\"0\" y1=\"\(py(0))\" x2=\"\(Int(width))\" y2=\"\(py(0))\" class=\"axis\"/>"
            + "<line x1=\"0\" y1=\"\(py(1))\" x2=\"\(Int(width))\" y2=\"\(py(1))\" class=\"axis\"/>"
            + "<polyline points=\"\(path)\" class=\"curve-line\"/></svg>"
    }
}

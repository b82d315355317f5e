import Foundation
import Plot
@_spi(Tally) import TallyCore
import TallyStories
@_spi(Tally) import TallyTokenCompiler

/// The motion page: every motion token plotted, played live with its exported CSS easing, and
/// beside it what Reduce Motion does instead (``MotionPolicy``).
///
/// Each token's easing per track is also written as a probe (`data-easing`), which the page's
/// check script evaluates with the Web Animations API when opened with `#check`, so the browser
/// tests compare Chromium's own reading of the exported easing with the engine's curve.
/// A `linear()` easing is the one `curveFits` keeps for its curve, or a new fit.
enum MotionPage {
    static func render(tokens: [ResolvedToken], curveFits: CurveFits = .empty) -> String {
        let cards = MotionToken.all.compactMap { motion -> String? in
            guard let token = tokens.first(where: { $0.path == motion.path }) else { return nil }
            let plot = CurvePlot.svg(CurvePlot.motionPoints(path: motion.path))
            let easings = motion.tracks.compactMap { track -> String? in
                guard let easing = try? motion.cssTimingFunction(track: motion.tracks.count > 1 ? track : nil, reusing: curveFits.table) else { return nil }
                let shown = easing.count > 120 ? String(easing.prefix(117)) + "…" : easing
                return "<p class=\"easing\"><span class=\"track\">\(HTMLEscape.attribute(track))</span> <code>\(HTMLEscape.attribute(shown))</code></p>"
                    + "<span class=\"waapi\" hidden data-token=\"\(HTMLEscape.attribute(motion.path))\" data-track=\"\(HTMLEscape.attribute(track))\" data-easing=\"\(HTMLEscape.attribute(easing))\"></span>"
            }
            return """
            <article class="token motion-token" id="motion-\(HTMLEscape.attribute(motion.name))"><div class="preview">\(plot)</div>\(MotionPlayback.lanes(for: token) ?? "")<div class="meta"><h3><code>\(HTMLEscape.attribute(motion.name))</code></h3><p class="value">\(HTMLEscape.attribute(motion.path)) · \(motion.kind.rawValue) · \(NumberText.format(motion.duration, maximumFractionDigits: 3)) s</p>\(motion.summary.map { "<p class=\"description\">\(HTMLEscape.attribute($0))</p>" } ?? "")\(easings.joined())</div></article>
            """
        }
        return PageShell.render(
            title: "Motion",
            style: MotionPlayback.style(tokens: tokens),
            .body(
                PageShell.header("Motion", "\(cards.count) motion tokens, each plotted over its duration and played with the CSS easing the web counterpart gets (cubic-bezier() as written, linear() within 0.002 for springs and keyframe tracks). The grey dot beside each is the same change under Reduce Motion."),
                .main(.div(.class("token-grid"), .raw(cards.joined())))
            )
        )
    }
}

import Foundation
@_spi(Tally) import TallyCore
import TallyTokenCompiler

/// Live previews of motion tokens for the tokens page: a dot that moves with the token's exported
/// CSS easing, and beside it the same change as Reduce Motion makes it (``MotionPolicy``): a
/// dissolve, a jump to the end state, or no animation at all. Each token gets its own
/// `@keyframes`, timed to the token, in one `<style>` block.
enum MotionPlayback {
    /// The lanes of the token at `path`, or nil when it is not a motion token.
    static func lanes(for token: ResolvedToken) -> String? {
        guard let motion = MotionToken.all.first(where: { $0.path == token.path }) else { return nil }
        let id = identifier(motion)
        var html = "<div class=\"play\">"
        for (index, track) in motion.tracks.enumerated() {
            let label = motion.tracks.count > 1 ? "<span class=\"lane-label\">\(track)</span>" : ""
            html += "<div class=\"lane\">\(label)<span class=\"dot play-\(id)-\(index)\"></span></div>"
        }
        html += "<div class=\"lane reduced\"><span class=\"dot reduced-\(id)\"></span></div>"
        html += "<p class=\"reduced-label\">Reduce Motion: \(motion.reducedMotion.description)</p></div>"
        return html
    }

    /// The `@keyframes` and timing of every motion token.
    static func style(tokens: [ResolvedToken]) -> String {
        var css = ""
        for motion in MotionToken.all where tokens.contains(where: { $0.path == motion.path }) {
            let id = identifier(motion)
            let variable = TokenCompiler.cssVariableName(tokens.first { $0.path == motion.path } ?? TallyTokens.all[0])
            let seconds = NumberText.format(max(motion.duration, 0.05), maximumFractionDigits: 6) + "s"
            switch motion.curve {
            case .easing:
                css += move("play-\(id)-0", easing: "var(\(variable))", duration: "1s")
            case .timing:
                css += move("play-\(id)-0", easing: "var(\(variable)-timing-function)", duration: seconds)
            case .spring:
                css += move("play-\(id)-0", easing: "var(\(variable))", duration: seconds)
            case .keyframes:
                for (index, track) in motion.tracks.enumerated() {
                    let name = TokenNaming.kebab(track)
                    css += keyframeTrack("play-\(id)-\(index)", property: track, easing: "var(\(variable)-\(name))", duration: "var(\(variable)-\(name)-duration)")
                }
            }
            css += reduced("reduced-\(id)", motion.reducedMotion, duration: motion.duration)
        }
        return css
    }

    private static func identifier(_ motion: MotionToken) -> String {
        motion.path.replacingOccurrences(of: ".", with: "-")
    }

    private static func move(_ name: String, easing: String, duration: String) -> String {
        "@keyframes \(name) { from { transform: translateX(0); } to { transform: translateX(var(--lane-travel)); } }\n"
            + ".\(name) { animation: \(name) \(duration) \(easing) infinite alternate; }\n"
    }

    /// A keyframe track: the easing's outputs are the track's values (CSS `linear()` allows any
    /// numbers), applied to a registered number that drives the transform the track names.
    private static func keyframeTrack(_ name: String, property: String, easing: String, duration: String) -> String {
        let transform = switch property {
        case "scale": "scale(var(--tally-track-value))"
        case "rotation": "rotate(calc(var(--tally-track-value) * 1deg))"
        default: "translateY(calc(var(--tally-track-value) * 1px))"
        }
        return "@keyframes \(name) { from { --tally-track-value: 0; } to { --tally-track-value: 1; } }\n"
            + ".lane .\(name) { left: 4rem; animation: \(name) \(duration) \(easing) infinite; transform: \(transform); }\n"
    }

    private static func reduced(_ name: String, _ reduced: ReducedMotion, duration: Double) -> String {
        let selector = ".\(name)"
        let cycle = NumberText.format(max(duration, 0.05), maximumFractionDigits: 6) + "s"
        switch reduced {
        case .unchanged:
            return "@keyframes \(name) { from { transform: translateX(0); } to { transform: translateX(var(--lane-travel)); } }\n\(selector) { animation: \(name) \(cycle) linear infinite alternate; }\n"
        case .crossfade(let seconds):
            // Fade out at the start, move unseen, fade in at the end: the dissolve takes `seconds`.
            let half = min(49, seconds / 2 / max(duration, 0.05) * 100)
            let a = NumberText.format(half, maximumFractionDigits: 3), b = NumberText.format(half + 0.001, maximumFractionDigits: 3)
            let c = NumberText.format(2 * half, maximumFractionDigits: 3)
            return "@keyframes \(name) { 0% { opacity: 1; transform: translateX(0); } \(a)% { opacity: 0; transform: translateX(0); } "
                + "\(b)% { opacity: 0; transform: translateX(var(--lane-travel)); } \(c)%, 100% { opacity: 1; transform: translateX(var(--lane-travel)); } }\n"
                + "\(selector) { animation: \(name) \(cycle) linear infinite alternate; }\n"
        case .finalStateAtOnce:
            return "@keyframes \(name) { from { transform: translateX(0); } to { transform: translateX(var(--lane-travel)); } }\n"
                + "\(selector) { animation: \(name) \(cycle) steps(1, jump-start) infinite alternate; }\n"
        case .none:
            return "\(selector) { animation: none; }\n"
        }
    }
}

import Foundation
@_spi(Tally) import TallyCore

/// The rules every token must keep before it is written as Swift, CSS and JSON, checked on
/// resolved tokens so that they hold for tokens from any source, not only from token files.
///
/// - Every path has 1 to ``TokenLimits/maximumPathDepth`` names, each allowed by
///   ``TokenNaming/nameProblem(_:parent:)``, none a Swift keyword or reserved type name.
/// - No two tokens give one Swift member or type in a group, or one CSS custom property.
/// - Every number is finite and in ``TokenLimits``' range; derived values stay finite.
/// - Font family names are non-empty and hold no control characters; keyframe track names
///   follow the name rules; stroke keywords and line caps are CSS's.
/// - A description or deprecation message holds at most
///   ``TokenLimits/maximumDescriptionLength`` Unicode scalars.
enum TokenValidation {
    /// Every problem, in token order; empty when the tokens can be written.
    static func problems(_ tokens: [ResolvedToken]) -> [TokenError] {
        var errors: [TokenError] = []
        var valid: [ResolvedToken] = []
        for token in tokens {
            let before = errors.count
            checkPath(token, into: &errors)
            checkValue(token, into: &errors)
            for (what, text) in [("$description", token.description), ("the $deprecated message", token.deprecated)] {
                if let text, let problem = TokenSourceReader.lengthProblem(text, of: what) {
                    errors.append(TokenError(.limitExceeded, path: token.path, problem))
                }
            }
            if errors.count == before { valid.append(token) }
        }
        return errors + collisions(valid)
    }

    private static func checkPath(_ token: ResolvedToken, into errors: inout [TokenError]) {
        let shown = TokenLimits.abbreviated(SwiftTokenEmitter.visible(token.path), limit: 200)
        let names = token.path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard names.count <= TokenLimits.maximumPathDepth else {
            errors.append(TokenError(.limitExceeded, path: shown, "the path has \(names.count) names; at most \(TokenLimits.maximumPathDepth)"))
            return
        }
        var parent: String?
        for (index, name) in names.enumerated() {
            // A group's root token (DTCG `$root`) is named `root` in the outputs.
            if name == "$root", index == names.count - 1, index > 0 { continue }
            let problem = name.contains("{") || name.contains("}") ? "the name contains '{' or '}', which aliases use"
                : TokenNaming.nameProblem(name, parent: parent) ?? TokenNaming.swiftProblem(name, parent: parent, isGroup: index < names.count - 1)
            if let problem {
                errors.append(TokenError(.invalidName, path: shown, problem))
                return
            }
            parent = name
        }
    }

    private static func checkValue(_ token: ResolvedToken, into errors: inout [TokenError]) {
        func fail(_ kind: TokenError.Kind, _ message: String) {
            errors.append(TokenError(kind, path: token.path, message))
        }
        guard token.value.type == token.type else {
            fail(.typeMismatch, "the token is a \(token.type.rawValue), but its value is a \(token.value.type.rawValue)")
            return
        }
        for (what, number) in numbers(token.value) {
            if let problem = TokenLimits.rangeProblem(number) {
                fail(.numberOutOfRange, "\(what) \(NumberText.format(number)) \(problem)")
                return
            }
        }
        for color in token.value.schemeColors.flatMap({ [$0.light, $0.dark] }) {
            if ![color.red, color.green, color.blue, color.alpha].allSatisfy({ (0...1).contains($0) }) {
                fail(.componentOutOfRange, "a colour component or alpha is outside 0…1")
                return
            }
        }
        switch token.value {
        case .cubicBezier(let c):
            if !(0...1).contains(c.x1) || !(0...1).contains(c.x2) { fail(.invalidValue, "x coordinates of a cubic Bézier must be in 0…1") }
        case .transition(let t):
            let c = t.timingFunction
            if !(0...1).contains(c.x1) || !(0...1).contains(c.x2) { fail(.invalidValue, "x coordinates of a cubic Bézier must be in 0…1") }
        case .typography(let t):
            if !(t.fontSize.value > 0 && t.lineHeight > 0) { fail(.invalidValue, "fontSize and lineHeight must be positive") }
        default:
            break
        }
        for (what, number) in derived(token.value) where !number.isFinite {
            fail(.numberOutOfRange, "\(what) is not finite")
            return
        }
        switch token.value {
        case .fontFamily(let names):
            if let problem = fontProblem(names) { fail(.invalidValue, problem) }
        case .typography(let typography):
            if let problem = fontProblem(typography.fontFamily) { fail(.invalidValue, problem) }
            if !(1...1000).contains(typography.fontWeight) { fail(.invalidValue, "font weight \(NumberText.format(typography.fontWeight)) is outside 1…1000") }
        case .fontWeight(let weight):
            if !(1...1000).contains(weight) { fail(.invalidValue, "font weight \(NumberText.format(weight)) is outside 1…1000") }
        case .keyframes(let keyframes):
            for track in keyframes.tracks {
                if let problem = trackProblem(track.property) { fail(.invalidName, problem) }
            }
        case .strokeStyle(let style):
            if let problem = strokeProblem(style) { fail(.invalidValue, problem) }
        case .border(let border):
            if let problem = strokeProblem(border.style) { fail(.invalidValue, problem) }
        case .dynamicTypeScale(let scale):
            if scale.sizes.count != DynamicTypeSize.allCases.count {
                fail(.invalidValue, "a Dynamic Type scale has \(DynamicTypeSize.allCases.count) sizes, found \(scale.sizes.count)")
            }
        default:
            break
        }
    }

    /// Why a list of font family names cannot be written, or nil.
    static func fontProblem(_ names: [String]) -> String? {
        if names.isEmpty { return "a font family needs at least one name" }
        for name in names {
            if name.isEmpty { return "font family names must be non-empty" }
            if let scalar = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
                return "the font family name \"\(TokenLimits.abbreviated(SwiftTokenEmitter.visible(name), limit: 40))\" contains the control character "
                    + "U+\(String(format: "%04X", scalar.value)), which CSS cannot hold"
            }
        }
        return nil
    }

    /// Why a keyframe track name cannot become a CSS custom property, or nil.
    static func trackProblem(_ name: String) -> String? {
        TokenNaming.nameProblem(name, parent: nil).map { "keyframe track: " + $0 }
    }

    private static func strokeProblem(_ style: TokenStrokeStyle) -> String? {
        switch style {
        case .keyword(let keyword):
            TokenResolver.strokeKeywords.contains(keyword) ? nil : "unknown stroke style \"\(TokenLimits.abbreviated(SwiftTokenEmitter.visible(keyword), limit: 40))\""
        case .dashes(let dashes, let cap):
            dashes.isEmpty ? "a dash array needs at least one dash"
                : ["round", "butt", "square"].contains(cap) ? nil : "\"lineCap\" must be round, butt or square"
        }
    }

    /// The numbers a value holds as written.
    private static func numbers(_ value: TokenValue) -> [(String, Double)] {
        func color(_ c: SchemeColor) -> [(String, Double)] {
            [c.light, c.dark].flatMap { [("a colour component", $0.red), ("a colour component", $0.green), ("a colour component", $0.blue), ("alpha", $0.alpha)] }
        }
        func dimension(_ d: TokenDimension) -> (String, Double) { ("the dimension", d.value) }
        func duration(_ d: TokenDuration) -> (String, Double) { ("the duration", d.value) }
        func bezier(_ c: TokenCubicBezier) -> [(String, Double)] { [c.x1, c.y1, c.x2, c.y2].map { ("a cubic Bézier coordinate", $0) } }
        func spring(_ s: TokenSpring) -> [(String, Double)] { [("the response", s.response), ("the damping fraction", s.dampingFraction)] }
        switch value {
        case .color(let c): return color(c)
        case .dimension(let d): return [dimension(d)]
        case .number(let n): return [("the number", n)]
        case .fontFamily, .fontWeight: return []
        case .duration(let d): return [duration(d)]
        case .cubicBezier(let c): return bezier(c)
        case .strokeStyle(.keyword): return []
        case .strokeStyle(.dashes(let dashes, _)): return dashes.map(dimension)
        case .border(let b): return color(b.color) + [dimension(b.width)] + numbers(.strokeStyle(b.style))
        case .transition(let t): return [duration(t.duration), duration(t.delay)] + bezier(t.timingFunction)
        case .shadow(let s): return s.layers.flatMap { color($0.color) + [$0.offsetX, $0.offsetY, $0.blur, $0.spread].map(dimension) }
        case .gradient(let g): return g.stops.flatMap { color($0.color) + [("a stop position", $0.position)] }
        case .typography(let t): return [dimension(t.fontSize), dimension(t.letterSpacing), ("the line height", t.lineHeight)]
        case .spring(let s): return spring(s)
        case .keyframes(let k):
            return k.tracks.flatMap { $0.keyframes.flatMap { frame -> [(String, Double)] in
                var numbers = [("a keyframe value", frame.value), ("a keyframe duration", frame.duration)]
                if case .spring(let s) = frame.kind { numbers += spring(s) }
                return numbers
            } }
        case .dynamicTypeScale(let scale): return scale.sizes.map { ("a Dynamic Type size", $0) }
        }
    }

    /// The values the outputs compute from a value's numbers.
    private static func derived(_ value: TokenValue) -> [(String, Double)] {
        switch value {
        case .dimension(let d): [("the dimension in points", d.points)]
        case .duration(let d): [("the duration in seconds", d.seconds)]
        case .typography(let t): [("the font size in points", t.fontSize.points), ("the line height in points", t.lineHeightPoints)]
        case .keyframes(let k): [("the keyframes' duration", k.duration)] + k.tracks.map { ("a track's duration", $0.duration) }
        case .dynamicTypeScale(let scale) where scale.sizes.count == DynamicTypeSize.allCases.count:
            DynamicTypeSize.allCases.map { ("a Dynamic Type multiplier", scale.multiplier(at: $0)) }
        default: []
        }
    }

    // MARK: Contrast

    /// A colour drawn on another, which must keep a contrast ratio in both colour schemes.
    struct ContrastPair: Sendable, Hashable {
        /// The path of the colour drawn: text, or a border or focus ring.
        var foreground: String
        /// The path of the colour it is drawn on.
        var background: String
        /// The least WCAG 2.x contrast ratio: 4.5 for text (1.4.3), 3 for borders and focus
        /// rings (1.4.11).
        var minimum: Double

        /// Whether the foreground is text (rather than a border or focus ring).
        var isText: Bool { minimum >= 4.5 }
    }

    /// Every colour Tally draws text (or a border) in, with every background it is drawn on:
    /// the text colours on the background, cards, fields and grouped pages; resting labels,
    /// placeholders and helper text on the background, cards and field fills; a selected chip's label on the chip; and the
    /// primary colour, as the focused border and focus ring, on the background.
    ///
    /// The text colours include ``amountColors``, the colours an amount on display is drawn in.
    static let contrastPairs: [ContrastPair] = {
        let texts = ["text", "textPrimary", "textSecondary", "primaryText", "errorText", "successText"] + amountColors
        let grounds = ["background", "cardBackground", "surface", "groupedBackground"]
        var pairs: [ContrastPair] = []
        for text in texts {
            for ground in grounds { pairs.append(ContrastPair(foreground: "color." + text, background: "color." + ground, minimum: 4.5)) }
        }
        // Resting labels and placeholders are drawn inside filled fields too.
        for ground in ["background", "cardBackground", "surface"] {
            pairs.append(ContrastPair(foreground: "color.textSubtle", background: "color." + ground, minimum: 4.5))
        }
        pairs.append(ContrastPair(foreground: "color.onPrimary", background: "color.chipSelected", minimum: 4.5))
        pairs.append(ContrastPair(foreground: "color.primary", background: "color.background", minimum: 3))
        return pairs
    }()

    /// The colours an amount on display is drawn in (FormattedAmountText, TransactionRow): money
    /// out, money in, and neither. They are text, on every background and surface a row or a
    /// card sits on.
    static let amountColors = ["amountExpense", "amountIncome", "amountNeutral"]

    /// A pair below its minimum in one scheme.
    struct ContrastFailure: Sendable, Hashable {
        var pair: ContrastPair
        var scheme: TokenColorScheme
        /// The measured ratio.
        var ratio: Double

        /// "color.textSecondary on color.surface in dark is 3.21:1; text needs at least 4.5:1
        /// (WCAG 1.4.3)". The ratio is cut, not rounded, to two decimals, so a ratio under the
        /// minimum never reads as the minimum.
        var message: String {
            let shown = String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
            let need = pair.isText ? "text needs at least 4.5:1 (WCAG 1.4.3)"
                : "borders and focus rings need at least \(NumberText.format(pair.minimum)):1 (WCAG 1.4.11)"
            return "\(pair.foreground) on \(pair.background) in \(scheme.rawValue) is \(shown):1; \(need)"
        }
    }

    /// The pairs of ``contrastPairs`` below their minimum in `tokens`, light before dark. A pair
    /// whose tokens are missing or not colours is skipped. A translucent background is measured
    /// over white in light and black in dark, a translucent foreground over its background.
    static func contrastFailures(_ tokens: [ResolvedToken]) -> [ContrastFailure] {
        var colors: [String: SchemeColor] = [:]
        for token in tokens {
            if case .color(let color) = token.value { colors[token.path] = color }
        }
        var failures: [ContrastFailure] = []
        for scheme in TokenColorScheme.allCases {
            let base = scheme == .light ? TokenColor(red: 1, green: 1, blue: 1) : TokenColor(red: 0, green: 0, blue: 0)
            for pair in contrastPairs {
                guard let foreground = colors[pair.foreground]?.resolved(for: scheme),
                      let background = colors[pair.background]?.resolved(for: scheme) else { continue }
                let ground = background.alpha < 1 ? background.composited(over: base) : background
                let drawn = foreground.alpha < 1 ? foreground.composited(over: ground) : foreground
                let ratio = drawn.contrastRatio(with: ground)
                if ratio < pair.minimum { failures.append(ContrastFailure(pair: pair, scheme: scheme, ratio: ratio)) }
            }
        }
        return failures
    }

    /// Tokens that give one Swift name in a group, or one CSS custom property.
    static func collisions(_ tokens: [ResolvedToken]) -> [TokenError] {
        var errors: [TokenError] = []
        // Swift: each group's members (tokens) and nested types (groups), by scope.
        var swiftOwners: [String: String] = [:]  // "scope\u{0}identifier" → owner path
        var groupsSeen: Set<String> = []
        var cssOwners: [String: String] = [:]
        // A path may be a token or a group, not both, and a token only once.
        var tokenPaths: [String: Int] = [:]
        var groupOwners: [String: String] = [:]  // group path → first token inside it
        for token in tokens {
            tokenPaths[token.path, default: 0] += 1
            let names = token.pathComponents
            for end in names.indices.dropLast() where groupOwners[names[...end].joined(separator: ".")] == nil {
                groupOwners[names[...end].joined(separator: ".")] = token.path
            }
        }
        var reported: Set<String> = []
        for token in tokens {
            if let inside = groupOwners[token.path], reported.insert(token.path).inserted {
                errors.append(TokenError(.duplicate, path: token.path, "is a token and also the group of \(inside)"))
            } else if (tokenPaths[token.path] ?? 0) > 1, reported.insert(token.path).inserted {
                errors.append(TokenError(.duplicate, path: token.path, "is defined twice"))
            }
        }
        if !errors.isEmpty { return errors }
        for token in tokens {
            let names = token.pathComponents
            for index in names.indices {
                let isGroup = index < names.count - 1
                let owner = names[...index].joined(separator: ".")
                if isGroup, !groupsSeen.insert(owner).inserted { continue }
                let parent = index > 0 ? names[index - 1] : ""
                let identifier = isGroup ? TokenNaming.swiftType(names[index], parent: parent) : TokenNaming.swiftMember(names[index], parent: parent)
                let key = names[..<index].joined(separator: ".") + "\u{0}" + identifier
                if let first = swiftOwners[key] {
                    errors.append(TokenError(.duplicate, path: owner, "becomes the Swift name \(identifier), as \(first) does; rename one of them"))
                } else {
                    swiftOwners[key] = owner
                }
            }
            let base = TokenNaming.cssProperty(names)
            for suffix in TokenNaming.cssSuffixes(token.value) {
                let property = suffix.isEmpty ? base : base + "-" + suffix
                if let first = cssOwners[property] {
                    let other = first == token.path ? "twice by this token" : "by \(first) too"
                    errors.append(TokenError(.duplicate, path: token.path, "writes the CSS custom property \(property), which is written \(other); rename one of them"))
                } else {
                    cssOwners[property] = token.path
                }
            }
        }
        return errors
    }
}

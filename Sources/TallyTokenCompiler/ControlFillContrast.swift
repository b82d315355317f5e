import Foundation
@_spi(Tally) import TallyCore

/// Non-text contrast: every colour a control is filled with must be told apart from every
/// background the control is drawn on, in light and in dark.
///
/// The rule: a fill needs a WCAG 2.x contrast ratio of at least ``minimum`` (1.14:1) against
/// each background. WCAG 2.x 1.4.11 asks 3:1 of whatever identifies a control, which a control
/// may meet with a border instead of its fill; but Tally draws each of its fill colours on
/// controls that have no border (chips, keypad keys, segment tracks, buttons), so the fill alone
/// must separate them from the page. 3:1 is far above what iOS itself does with fills, so
/// the minimum is taken from iOS's own control fills (WCAG relative luminance, the fill
/// composited over the background):
///
/// | iOS fill | on | light | dark |
/// | --- | --- | --- | --- |
/// | `tertiarySystemFill` (segmented control track, search field) | `systemGroupedBackground` | 1.144 | 1.239 |
/// | `tertiarySystemFill` | `secondarySystemGroupedBackground` | 1.154 | 1.325 |
/// | `secondarySystemFill` | `systemGroupedBackground` | 1.196 | 1.398 |
/// | `systemFill` | `systemGroupedBackground` | 1.253 | 1.492 |
/// | `quaternarySystemFill` (large areas, not controls) | `systemBackground` | 1.100 | 1.154 |
///
/// 1.14:1 is the faintest fill iOS draws its controls with, `tertiarySystemFill` on the grouped
/// background in light (1.144:1). A fill fainter than any of Apple's is refused, as the old
/// `surface` #f3f4f6 was (1.10:1 on white, 1.01:1 on #f2f2f7).
///
/// A translucent background is measured over white (light) or black (dark), a translucent fill
/// over its background, as in the text check (``TokenValidation/contrastFailures(_:)``).
enum ControlFillContrast {
    /// The least contrast ratio between a control's fill and a background it is drawn on.
    static let minimum = 1.14

    /// A fill colour drawn on a background.
    struct Pair: Sendable, Hashable {
        /// The path of the fill colour.
        var fill: String
        /// The path of the background colour.
        var background: String
        /// The controls filled with it, for the message.
        var controls: String
    }

    /// The backgrounds a control is drawn on: the page, cards and form sections, grouped pages.
    static let backgrounds = ["color.background", "color.cardBackground", "color.groupedBackground"]

    /// Every fill Tally draws a control with, on every background: `color.surface` (fields,
    /// chips, keypad keys, segment tracks, buttons and icon tiles; the selected segment, in the
    /// card background on that track, is the same pair the other way round) and
    /// `color.chipSelected` (a selected chip).
    static let pairs: [Pair] = {
        let fills = [
            ("color.surface", "fields, chips, keypad keys, segment tracks and buttons"),
            ("color.chipSelected", "a selected chip"),
        ]
        return fills.flatMap { fill, controls in
            backgrounds.map { Pair(fill: fill, background: $0, controls: controls) }
        }
    }()

    /// A pair under the minimum in one scheme.
    struct Failure: Sendable, Hashable {
        var pair: Pair
        var scheme: TokenColorScheme
        /// The fill as written for the scheme.
        var fill: TokenColor
        /// The background as written for the scheme.
        var background: TokenColor
        /// The measured ratio.
        var ratio: Double

        /// "color.surface #f3f4f6 on color.groupedBackground #f2f2f7 in light is 1.01:1; a
        /// control's fill needs at least 1.14:1 against its background (fields, chips, …)".
        /// The ratio is cut, not rounded, to two decimals, so a ratio under the minimum never
        /// reads as the minimum.
        var message: String {
            let shown = String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
            return "\(pair.fill) \(fill.hex) on \(pair.background) \(background.hex) in \(scheme.rawValue) is \(shown):1; "
                + "a control's fill needs at least \(NumberText.format(ControlFillContrast.minimum)):1 against its background (\(pair.controls))"
        }
    }

    /// The contrast ratio of `fill` drawn on `background` in `scheme`, with translucent colours
    /// composited as described in the type's documentation.
    static func ratio(fill: TokenColor, on background: TokenColor, in scheme: TokenColorScheme) -> Double {
        let base = scheme == .light ? TokenColor(red: 1, green: 1, blue: 1) : TokenColor(red: 0, green: 0, blue: 0)
        let ground = background.alpha < 1 ? background.composited(over: base) : background
        let drawn = fill.alpha < 1 ? fill.composited(over: ground) : fill
        return drawn.contrastRatio(with: ground)
    }

    /// The pairs of ``pairs`` under ``minimum`` in `tokens`, light before dark. A pair whose
    /// tokens are missing or not colours is skipped.
    static func failures(_ tokens: [ResolvedToken]) -> [Failure] {
        var colors: [String: SchemeColor] = [:]
        for token in tokens {
            if case .color(let color) = token.value { colors[token.path] = color }
        }
        var failures: [Failure] = []
        for scheme in TokenColorScheme.allCases {
            for pair in pairs {
                guard let fill = colors[pair.fill]?.resolved(for: scheme),
                      let background = colors[pair.background]?.resolved(for: scheme) else { continue }
                let ratio = ratio(fill: fill, on: background, in: scheme)
                if ratio < minimum {
                    failures.append(Failure(pair: pair, scheme: scheme, fill: fill, background: background, ratio: ratio))
                }
            }
        }
        return failures
    }

    /// The failures of `tokens` as errors, each placed at the fill's declaration (its dark value
    /// for a failure in dark), for Tally's own token files.
    static func errors(_ tokens: [ResolvedToken], declarations: [TokenDeclaration]) -> [TokenError] {
        let byPath = Dictionary(declarations.map { ($0.dottedPath, $0) }, uniquingKeysWith: { first, _ in first })
        return failures(tokens).map { failure in
            let declaration = byPath[failure.pair.fill]
            let location = declaration.map { failure.scheme == .dark ? $0.darkValue?.location ?? $0.location : $0.location }
            return TokenError(.insufficientContrast, path: failure.pair.fill, file: declaration?.file, location: location, failure.message)
        }
    }
}

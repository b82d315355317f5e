import Foundation

/// A look for every Tally component: the colours (light and dark), type styles, spacing, radii,
/// icon sizes, tap areas, the focus ring, border widths, opacities, scales, offsets, component
/// measures, motion (springs, transitions, durations, keyframes), whether surfaces are glass,
/// and whether Tally tints the controls it draws.
///
/// ``standard`` is Tally's own look, generated from `tokens/`. An app's theme is Tally's token set
/// with some tokens replaced by path (``overriding(_:name:)``); `tally tokens --theme FILE --swift-out
/// PATH` writes one from a DTCG theme file, so a brand's colours and fonts are checked (contrast,
/// types, names) before they reach a view. In SwiftUI, `.tallyTheme(_:)` puts a theme in the
/// environment, and every TallyUI view draws with the environment's theme.
///
/// Lookups by role (``color(_:)``, ``typography(_:)``, ``spacing(_:)``, ``tapArea(_:)``,
/// ``borderWidth(_:)``…) are array reads: the theme resolves its tokens once, when it is made.
public struct TallyTheme: Sendable, Hashable {
    /// The semantic colours a component draws with (`color.*` tokens). An amount on display is
    /// drawn in ``amountExpense``, ``amountIncome`` or ``amountNeutral``, as money goes out,
    /// comes in, or neither.
    public enum ColorRole: Int, Sendable, Hashable, CaseIterable {
        case primary, onPrimary, text, textPrimary, textSecondary, textSubtle, background, surface, cardBackground,
             groupedBackground, border, error, errorText, destructive, successStrong, successText, primaryText, focusRing,
             shadow, shimmerHighlight, shimmerClear, chipSelected
        /// An amount of money going out, such as an expense or a payment (`color.amountExpense`):
        /// text with at least 4.5:1 on every background and surface, in light and dark.
        case amountExpense
        /// An amount of money coming in, such as income or a refund (`color.amountIncome`): text
        /// with at least 4.5:1 on every background and surface, in light and dark.
        case amountIncome
        /// An amount that is neither money out nor in, such as a balance (`color.amountNeutral`;
        /// in Tally's theme, the primary text colour).
        case amountNeutral

        /// The token path, `color.<name>`.
        public var path: String { "color." + String(describing: self) }
    }

    /// The type styles (`typography.*` tokens).
    public enum TypographyRole: Int, Sendable, Hashable, CaseIterable {
        case heroAmount, h1, h2, h3, h4, bodyLarge, body, bodySmall, caption, sectionHeader, labelMd, labelMdFloat, input, button

        /// The token path, `typography.<name>`.
        public var path: String { "typography." + String(describing: self) }
    }

    /// The spacing steps (`spacing.*` on the 4 pt grid, and the field spacings `space.*`).
    public enum SpacingRole: Int, Sendable, Hashable, CaseIterable {
        case xs, sm, md, lg, xl, xxl, xxxl, inset100, groupedTight, groupedMinimal

        /// The token path: `spacing.<name>`, or `space.<name>` for the field spacings.
        public var path: String {
            switch self {
            case .inset100, .groupedTight, .groupedMinimal: "space." + String(describing: self)
            default: "spacing." + String(describing: self)
            }
        }
    }

    /// The corner radii (`radius.*` tokens).
    public enum RadiusRole: Int, Sendable, Hashable, CaseIterable {
        case xs, sm, md, lg, xl, pill

        /// The token path, `radius.<name>`.
        public var path: String { "radius." + String(describing: self) }
    }

    /// The icon sizes (`iconSize.*` tokens).
    public enum IconSizeRole: Int, Sendable, Hashable, CaseIterable {
        case xs, sm, md, lg, xl, xxl

        /// The token path, `iconSize.<name>`.
        public var path: String { "iconSize." + String(describing: self) }
    }

    /// The springs (`spring.*` tokens).
    public enum SpringRole: Int, Sendable, Hashable, CaseIterable {
        case app, menu, contextMenuAppear, amountDigit, conversionReveal, snappy, wobbleSettle, wobbleRock

        /// The token path, `spring.<name>`.
        public var path: String { "spring." + String(describing: self) }
    }

    /// The timed transitions (`motion.*` tokens).
    public enum TransitionRole: Int, Sendable, Hashable, CaseIterable {
        case fast, normal, slow, floatLabel, pulse

        /// The token path, `motion.<name>`.
        public var path: String { "motion." + String(describing: self) }
    }

    /// The touch target sizes (`tapArea.*` tokens).
    public enum TapAreaRole: Int, Sendable, Hashable, CaseIterable {
        /// The least a control is tall (and, for an icon button, wide): Apple's 44 pt in Tally's
        /// theme.
        case minimum
        /// The float-label field's least height, 48 pt in Tally's theme.
        case recommended

        /// The token path, `tapArea.<name>`.
        public var path: String { "tapArea." + String(describing: self) }
    }

    /// The keyboard focus ring's measures (`focusRing.*` tokens).
    public enum FocusRingRole: Int, Sendable, Hashable, CaseIterable {
        /// The ring's line width.
        case width
        /// How far outside the control the ring is drawn.
        case offset

        /// The token path, `focusRing.<name>`.
        public var path: String { "focusRing." + String(describing: self) }
    }

    /// The border and outline widths (`borderWidth.*` tokens).
    public enum BorderWidthRole: Int, Sendable, Hashable, CaseIterable {
        /// A resting border, a swatch's outline: 1 pt in Tally's theme.
        case hairline
        /// A border that shows a state (focus, error, success) and a selection ring: 2 pt in
        /// Tally's theme.
        case emphasis

        /// The token path, `borderWidth.<name>`.
        public var path: String { "borderWidth." + String(describing: self) }
    }

    /// The opacities (`opacity.*` tokens), from 0 (clear) to 1.
    public enum OpacityRole: Int, Sendable, Hashable, CaseIterable {
        /// A disabled control.
        case disabled
        /// The dim end of the loading pulse.
        case pulseLow
        /// A pressed control under Reduce Motion, where it does not shrink.
        case pressed
        /// The primary colour on a tinted icon tile.
        case tintFill

        /// The token path, `opacity.<name>`.
        public var path: String { "opacity." + String(describing: self) }
    }

    /// The scale factors (`scale.*` tokens and `floatLabel.labelScale`), 1 being full size.
    public enum ScaleRole: Int, Sendable, Hashable, CaseIterable {
        /// A pressed button's label.
        case pressed
        /// A sheet's content as it starts to appear.
        case sheetAppear
        /// Content a row reveals as it expands (the colour row's swatches), as it starts to appear.
        case expandAppear
        /// The float-label field's label once it has floated (`floatLabel.labelScale`).
        case floatLabel

        /// The token path: `scale.<name>`, or `floatLabel.labelScale`.
        public var path: String {
            switch self {
            case .floatLabel: "floatLabel.labelScale"
            default: "scale." + String(describing: self)
            }
        }
    }

    /// The offsets things move by, in points (`offset.*` tokens and `floatLabel.labelOffset`).
    public enum OffsetRole: Int, Sendable, Hashable, CaseIterable {
        /// How far a message rises as it appears (downward offset it starts from).
        case messageAppear
        /// How far a list row slides in from (horizontal offset it starts from).
        case listItemAppear
        /// The float-label field's label once floated, from its resting place (negative: up),
        /// `floatLabel.labelOffset`.
        case floatLabel

        /// The token path: `offset.<name>`, or `floatLabel.labelOffset`.
        public var path: String {
            switch self {
            case .floatLabel: "floatLabel.labelOffset"
            default: "offset." + String(describing: self)
            }
        }
    }

    /// The measures of single components, in points.
    public enum SizeRole: Int, Sendable, Hashable, CaseIterable {
        /// The height of a tool's progress bar and its track (`progress.barHeight`).
        case progressBarHeight
        /// The width of the text cursor's bar (`cursor.width`).
        case cursorWidth

        /// The token path.
        public var path: String {
            switch self {
            case .progressBarHeight: "progress.barHeight"
            case .cursorWidth: "cursor.width"
            }
        }
    }

    /// The durations of motion that is not one transition (`duration.*` tokens).
    public enum DurationRole: Int, Sendable, Hashable, CaseIterable {
        /// The dissolve that replaces movement under Reduce Motion (`duration.crossfade`).
        case crossfade
        /// One sweep of the loading shimmer (`duration.shimmer`).
        case shimmer
        /// The text cursor fading out, and again fading back in (`duration.cursorBlink`).
        case cursorBlink
        /// The stagger between messages (`duration.stagger.message`).
        case staggerMessage
        /// The stagger between list rows (`duration.stagger.listItem`).
        case staggerListItem
        /// The wait between characters of streaming text (`duration.stagger.streamingCharacter`).
        case staggerStreamingCharacter
        /// The longest delay a stagger may add (`duration.stagger.maximum`).
        case staggerMaximum
        /// The pause in typing before an amount is converted (`duration.debounce.conversion`).
        case debounceConversion

        /// The token path, `duration.<name>` or `duration.stagger.<name>`, `duration.debounce.<name>`.
        public var path: String {
            switch self {
            case .crossfade: "duration.crossfade"
            case .shimmer: "duration.shimmer"
            case .cursorBlink: "duration.cursorBlink"
            case .staggerMessage: "duration.stagger.message"
            case .staggerListItem: "duration.stagger.listItem"
            case .staggerStreamingCharacter: "duration.stagger.streamingCharacter"
            case .staggerMaximum: "duration.stagger.maximum"
            case .debounceConversion: "duration.debounce.conversion"
            }
        }
    }

    /// The keyframe animations (`keyframes.*` tokens).
    public enum KeyframesRole: Int, Sendable, Hashable, CaseIterable {
        /// A typed title character dropping in, growing and wobbling.
        case titleCharWobble
        /// A refused action's sideways shake.
        case errorShake
        /// A completed action's bounce.
        case successBounce
        /// The dim and return that replaces a shake or a bounce under Reduce Motion.
        case feedbackFlash

        /// The token path, `keyframes.<name>`.
        public var path: String { "keyframes." + String(describing: self) }
    }

    /// How containers that would be glass are filled.
    public enum Surfaces: String, Sendable, Hashable, CaseIterable {
        /// System glass (a material before iOS 26), as Tally draws by default.
        case glass
        /// The card background colour instead of glass: for a brand without translucency.
        case solid
    }

    /// What a theme's tokens lack or hold of the wrong type.
    public enum ThemeError: Error, Sendable, Hashable, CustomStringConvertible {
        /// No token at `path`, which every theme needs.
        case missingToken(path: String)
        /// The token at `path` is of another type.
        case wrongType(path: String, expected: TokenType, found: TokenType)

        /// The problem in a sentence, naming the token (escaped with ``VisibleText/escaped(_:)``).
        public var description: String { VisibleText.escaped(sentence) }

        private var sentence: String {
            switch self {
            case .missingToken(let path): "the theme has no token \(path)"
            case .wrongType(let path, let expected, let found): "\(path) is a \(found.rawValue) token, but a theme needs a \(expected.rawValue) there"
            }
        }
    }

    /// The theme's name, as its theme file or its author gives it.
    public var name: String
    /// Every token of the theme, resolved, in Tally's source order.
    public private(set) var tokens: [ResolvedToken]
    /// Whether glass containers are glass or solid.
    public var surfaces: Surfaces
    /// Whether Tally tints the controls it draws (toggles, pickers) with its primary colour;
    /// false keeps the host app's tint, which is the default.
    public var tintsControls: Bool

    private var colors: [SchemeColor] = []
    private var typographies: [TokenTypography] = []
    private var spacings: [Double] = []
    private var radii: [Double] = []
    private var iconSizes: [Double] = []
    private var springs: [TokenSpring] = []
    private var transitions: [TokenTransition] = []
    private var tapAreas: [Double] = []
    private var focusRings: [Double] = []
    private var borderWidths: [Double] = []
    private var opacities: [Double] = []
    private var scales: [Double] = []
    private var offsets: [Double] = []
    private var sizes: [Double] = []
    private var durations: [Double] = []
    private var keyframeAnimations: [TokenKeyframes] = []

    /// A theme of `tokens`, which must hold every role's token with its type.
    ///
    /// - Throws: ``ThemeError`` naming the first missing or mistyped token.
    public init(name: String, tokens: [ResolvedToken], surfaces: Surfaces = .glass, tintsControls: Bool = false) throws {
        self.name = name
        self.tokens = tokens
        self.surfaces = surfaces
        self.tintsControls = tintsControls
        try resolveRoles()
    }

    /// Tally's own look, from `tokens/`.
    public static let standard: TallyTheme = {
        do {
            return try TallyTheme(name: "Tally", tokens: TallyTokens.all)
        } catch {
            // The generated tokens hold every role; a test checks it.
            preconditionFailure("Tally's own tokens do not make a theme: \(error)")
        }
    }()

    /// This theme with the tokens of `overrides` replacing the tokens at the same paths (a
    /// path this theme does not have is added). Tokens are matched by path, so an override must
    /// be the resolved value: `tally tokens --theme` resolves aliases and writes every token whose
    /// value changes.
    ///
    /// - Throws: ``ThemeError`` when an override gives a role's token another type.
    public func overriding(_ overrides: [ResolvedToken], name: String? = nil) throws -> TallyTheme {
        var index: [String: Int] = [:]
        for (position, token) in tokens.enumerated() { index[token.path] = position }
        var merged = tokens
        for token in overrides {
            if let position = index[token.path] {
                merged[position] = token
            } else {
                index[token.path] = merged.count
                merged.append(token)
            }
        }
        return try TallyTheme(name: name ?? self.name, tokens: merged, surfaces: surfaces, tintsControls: tintsControls)
    }

    /// The token at `path`, if the theme has one.
    public func token(_ path: String) -> ResolvedToken? {
        tokens.first { $0.path == path }
    }

    /// The colour of `role`, light and dark.
    public func color(_ role: ColorRole) -> SchemeColor { colors[role.rawValue] }
    /// The type style of `role`.
    public func typography(_ role: TypographyRole) -> TokenTypography { typographies[role.rawValue] }
    /// The spacing of `role`, in points.
    public func spacing(_ role: SpacingRole) -> Double { spacings[role.rawValue] }
    /// The corner radius of `role`, in points.
    public func radius(_ role: RadiusRole) -> Double { radii[role.rawValue] }
    /// The icon size of `role`, in points.
    public func iconSize(_ role: IconSizeRole) -> Double { iconSizes[role.rawValue] }
    /// The spring of `role`.
    public func spring(_ role: SpringRole) -> TokenSpring { springs[role.rawValue] }
    /// The timed transition of `role`.
    public func transition(_ role: TransitionRole) -> TokenTransition { transitions[role.rawValue] }
    /// The touch target size of `role`, in points.
    public func tapArea(_ role: TapAreaRole) -> Double { tapAreas[role.rawValue] }
    /// The focus ring's width or offset (`role`), in points.
    public func focusRing(_ role: FocusRingRole) -> Double { focusRings[role.rawValue] }
    /// The border width of `role`, in points.
    public func borderWidth(_ role: BorderWidthRole) -> Double { borderWidths[role.rawValue] }
    /// The opacity of `role`, from 0 to 1.
    public func opacity(_ role: OpacityRole) -> Double { opacities[role.rawValue] }
    /// The scale factor of `role`, 1 being full size.
    public func scale(_ role: ScaleRole) -> Double { scales[role.rawValue] }
    /// The offset of `role`, in points.
    public func offset(_ role: OffsetRole) -> Double { offsets[role.rawValue] }
    /// The component measure of `role`, in points.
    public func size(_ role: SizeRole) -> Double { sizes[role.rawValue] }
    /// The duration of `role`, in seconds.
    public func duration(_ role: DurationRole) -> Double { durations[role.rawValue] }
    /// The keyframe animation of `role`.
    public func keyframes(_ role: KeyframesRole) -> TokenKeyframes { keyframeAnimations[role.rawValue] }

    /// The font family the theme draws text in first (the first name of `font.family.sans`, or of
    /// the body style's family), for the font fit to measure.
    public var primaryFontFamily: String? {
        typography(.body).fontFamily.first
    }

    /// Two themes are equal when their names, tokens and switches are.
    public static func == (lhs: TallyTheme, rhs: TallyTheme) -> Bool {
        lhs.name == rhs.name && lhs.surfaces == rhs.surfaces && lhs.tintsControls == rhs.tintsControls && lhs.tokens == rhs.tokens
    }

    /// Hashes the name, tokens and switches.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(surfaces)
        hasher.combine(tintsControls)
        hasher.combine(tokens)
    }

    private mutating func resolveRoles() throws {
        var byPath: [String: ResolvedToken] = [:]
        for token in tokens { byPath[token.path] = token }
        func value(_ path: String, _ type: TokenType) throws -> TokenValue {
            guard let token = byPath[path] else { throw ThemeError.missingToken(path: path) }
            guard token.type == type else { throw ThemeError.wrongType(path: path, expected: type, found: token.type) }
            return token.value
        }
        func points(_ path: String) throws -> Double {
            guard case .dimension(let dimension) = try value(path, .dimension) else { throw ThemeError.missingToken(path: path) }
            return dimension.points
        }
        colors = try ColorRole.allCases.map { role in
            guard case .color(let color) = try value(role.path, .color) else { throw ThemeError.missingToken(path: role.path) }
            return color
        }
        typographies = try TypographyRole.allCases.map { role in
            guard case .typography(let style) = try value(role.path, .typography) else { throw ThemeError.missingToken(path: role.path) }
            return style
        }
        spacings = try SpacingRole.allCases.map { try points($0.path) }
        radii = try RadiusRole.allCases.map { try points($0.path) }
        iconSizes = try IconSizeRole.allCases.map { try points($0.path) }
        springs = try SpringRole.allCases.map { role in
            guard case .spring(let spring) = try value(role.path, .spring) else { throw ThemeError.missingToken(path: role.path) }
            return spring
        }
        transitions = try TransitionRole.allCases.map { role in
            guard case .transition(let transition) = try value(role.path, .transition) else { throw ThemeError.missingToken(path: role.path) }
            return transition
        }
        func number(_ path: String) throws -> Double {
            guard case .number(let number) = try value(path, .number) else { throw ThemeError.missingToken(path: path) }
            return number
        }
        tapAreas = try TapAreaRole.allCases.map { try points($0.path) }
        focusRings = try FocusRingRole.allCases.map { try points($0.path) }
        borderWidths = try BorderWidthRole.allCases.map { try points($0.path) }
        opacities = try OpacityRole.allCases.map { try number($0.path) }
        scales = try ScaleRole.allCases.map { try number($0.path) }
        offsets = try OffsetRole.allCases.map { try points($0.path) }
        sizes = try SizeRole.allCases.map { try points($0.path) }
        durations = try DurationRole.allCases.map { role in
            guard case .duration(let duration) = try value(role.path, .duration) else { throw ThemeError.missingToken(path: role.path) }
            return duration.seconds
        }
        keyframeAnimations = try KeyframesRole.allCases.map { role in
            guard case .keyframes(let keyframes) = try value(role.path, .keyframes) else { throw ThemeError.missingToken(path: role.path) }
            return keyframes
        }
    }
}

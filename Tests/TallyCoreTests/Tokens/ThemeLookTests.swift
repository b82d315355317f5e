import Foundation
import TallyCore
import Testing

/// The look values a theme now carries besides colours, type, spacing, radii and icon sizes: tap
/// areas, the focus ring, border widths, opacities, scales, offsets, component measures,
/// durations and keyframes. Tally's theme holds Tally's token values, so nothing drawn changes;
/// an app's theme changes what it overrides, and the components draw what the theme says.
@Suite("Look values in a theme")
struct ThemeLookTests {
    private static func dimension(_ path: String, _ points: Double) -> ResolvedToken {
        ResolvedToken(path: path, type: .dimension, value: .dimension(TokenDimension(points)))
    }

    private static func number(_ path: String, _ value: Double) -> ResolvedToken {
        ResolvedToken(path: path, type: .number, value: .number(value))
    }

    private static func duration(_ path: String, _ milliseconds: Double) -> ResolvedToken {
        ResolvedToken(path: path, type: .duration, value: .duration(TokenDuration(milliseconds, .ms)))
    }

    /// One keyframe track, `property` from `from` to `to` over `seconds`.
    private static func keyframes(_ property: String, from: Double, to: Double, seconds: Double) -> TokenKeyframes {
        TokenKeyframes(tracks: [TokenKeyframes.Track(property: property, keyframes: [
            TokenKeyframes.Keyframe(.linear, value: from, duration: 0), TokenKeyframes.Keyframe(.cubic, value: to, duration: seconds),
        ])])
    }

    private static let shake = keyframes("offsetX", from: 0, to: 3, seconds: 0.2)
    private static let bounce = keyframes("scale", from: 1, to: 1.3, seconds: 0.25)
    private static let flash = keyframes("opacity", from: 1, to: 0.2, seconds: 0.3)
    private static let wobble = keyframes("rotation", from: 0, to: 12, seconds: 0.5)

    /// A roomy brand: larger tap areas, a heavier focus ring and borders, its own opacities,
    /// scales, offsets, bar and cursor, slower timings and keyframes of its own.
    private static func roomy() throws -> TallyTheme {
        let label = TokenTypography(fontFamily: ["Brand Grotesk"], fontSize: TokenDimension(20), fontWeight: 500, lineHeight: 1.4,
                                    textStyle: .body)
        return try TallyTheme.standard.overriding([
            dimension("tapArea.minimum", 50), dimension("tapArea.recommended", 56),
            dimension("focusRing.width", 3), dimension("focusRing.offset", 4),
            dimension("borderWidth.hairline", 1.5), dimension("borderWidth.emphasis", 3),
            number("opacity.disabled", 0.3), number("opacity.pulseLow", 0.6), number("opacity.pressed", 0.5), number("opacity.tintFill", 0.2),
            number("scale.pressed", 0.9), number("scale.sheetAppear", 0.85), number("scale.expandAppear", 0.8),
            number("floatLabel.labelScale", 0.75),
            dimension("offset.messageAppear", 30), dimension("offset.listItemAppear", -40), dimension("floatLabel.labelOffset", -36),
            dimension("progress.barHeight", 6), dimension("cursor.width", 3),
            duration("duration.crossfade", 200), duration("duration.shimmer", 2000), duration("duration.cursorBlink", 700),
            duration("duration.stagger.message", 80), duration("duration.stagger.listItem", 40),
            duration("duration.stagger.streamingCharacter", 20), duration("duration.stagger.maximum", 500),
            duration("duration.debounce.conversion", 450),
            ResolvedToken(path: "keyframes.titleCharWobble", type: .keyframes, value: .keyframes(wobble)),
            ResolvedToken(path: "keyframes.errorShake", type: .keyframes, value: .keyframes(shake)),
            ResolvedToken(path: "keyframes.successBounce", type: .keyframes, value: .keyframes(bounce)),
            ResolvedToken(path: "keyframes.feedbackFlash", type: .keyframes, value: .keyframes(flash)),
            ResolvedToken(path: "typography.labelMd", type: .typography, value: .typography(label)),
        ], name: "Roomy")
    }

    // MARK: - The theme

    @Test("Tally's theme holds Tally's token values for every new role")
    func standardValues() {
        let theme = TallyTheme.standard
        #expect(theme.tapArea(.minimum) == TallyTokens.TapArea.minimum && theme.tapArea(.recommended) == TallyTokens.TapArea.recommended)
        #expect(theme.focusRing(.width) == TallyTokens.FocusRing.width && theme.focusRing(.offset) == TallyTokens.FocusRing.offset)
        #expect(theme.borderWidth(.hairline) == TallyTokens.BorderWidth.hairline && theme.borderWidth(.emphasis) == TallyTokens.BorderWidth.emphasis)
        #expect(theme.opacity(.disabled) == TallyTokens.Opacity.disabled && theme.opacity(.pulseLow) == TallyTokens.Opacity.pulseLow)
        #expect(theme.opacity(.pressed) == TallyTokens.Opacity.pressed && theme.opacity(.tintFill) == TallyTokens.Opacity.tintFill)
        #expect(theme.scale(.pressed) == TallyTokens.Scale.pressed && theme.scale(.sheetAppear) == TallyTokens.Scale.sheetAppear)
        #expect(theme.scale(.expandAppear) == TallyTokens.Scale.expandAppear && theme.scale(.floatLabel) == TallyTokens.FloatLabel.labelScale)
        #expect(theme.offset(.messageAppear) == TallyTokens.Offset.messageAppear && theme.offset(.listItemAppear) == TallyTokens.Offset.listItemAppear)
        #expect(theme.offset(.floatLabel) == TallyTokens.FloatLabel.labelOffset)
        #expect(theme.size(.progressBarHeight) == TallyTokens.Progress.barHeight && theme.size(.cursorWidth) == TallyTokens.Cursor.width)
        #expect(theme.duration(.crossfade) == TallyTokens.Duration.crossfade && theme.duration(.shimmer) == TallyTokens.Duration.shimmer)
        #expect(theme.duration(.cursorBlink) == TallyTokens.Duration.cursorBlink)
        #expect(theme.duration(.staggerMessage) == TallyTokens.Duration.Stagger.message)
        #expect(theme.duration(.staggerListItem) == TallyTokens.Duration.Stagger.listItem)
        #expect(theme.duration(.staggerStreamingCharacter) == TallyTokens.Duration.Stagger.streamingCharacter)
        #expect(theme.duration(.staggerMaximum) == TallyTokens.Duration.Stagger.maximum)
        #expect(theme.duration(.debounceConversion) == TallyTokens.Duration.Debounce.conversion)
        #expect(theme.keyframes(.titleCharWobble) == TallyTokens.Keyframes.titleCharWobble)
        #expect(theme.keyframes(.errorShake) == TallyTokens.Keyframes.errorShake)
        #expect(theme.keyframes(.successBounce) == TallyTokens.Keyframes.successBounce)
        #expect(theme.keyframes(.feedbackFlash) == TallyTokens.Keyframes.feedbackFlash)
    }

    @Test("the values the components drew before themes carried them: the design's sizes and timings")
    func standardDesign() {
        let theme = TallyTheme.standard
        // docs/FORMS.md and Apple's guidelines: 44 pt targets, a 48 pt float-label field, a 2 pt
        // ring 2 pt out, 1 pt resting and 2 pt state borders.
        #expect(theme.tapArea(.minimum) == 44 && theme.tapArea(.recommended) == 48)
        #expect(theme.focusRing(.width) == 2 && theme.focusRing(.offset) == 2)
        #expect(theme.borderWidth(.hairline) == 1 && theme.borderWidth(.emphasis) == 2)
        // The values the views wrote as numbers before: a 12% tint tile, swatches from 96%, a
        // 2 pt cursor blinking every 0.5 s each way, a 300 ms conversion debounce.
        #expect(theme.opacity(.tintFill) == 0.12 && theme.scale(.expandAppear) == 0.96)
        #expect(theme.size(.cursorWidth) == 2 && theme.duration(.cursorBlink) == 0.5 && theme.duration(.debounceConversion) == 0.3)
    }

    @Test("an app's theme replaces each value it overrides")
    func themedValues() throws {
        let theme = try Self.roomy()
        #expect(theme.tapArea(.minimum) == 50 && theme.tapArea(.recommended) == 56)
        #expect(theme.focusRing(.width) == 3 && theme.focusRing(.offset) == 4)
        #expect(theme.borderWidth(.hairline) == 1.5 && theme.borderWidth(.emphasis) == 3)
        #expect(theme.opacity(.disabled) == 0.3 && theme.opacity(.pulseLow) == 0.6 && theme.opacity(.pressed) == 0.5 && theme.opacity(.tintFill) == 0.2)
        #expect(theme.scale(.pressed) == 0.9 && theme.scale(.sheetAppear) == 0.85 && theme.scale(.expandAppear) == 0.8 && theme.scale(.floatLabel) == 0.75)
        #expect(theme.offset(.messageAppear) == 30 && theme.offset(.listItemAppear) == -40 && theme.offset(.floatLabel) == -36)
        #expect(theme.size(.progressBarHeight) == 6 && theme.size(.cursorWidth) == 3)
        #expect(theme.duration(.crossfade) == 0.2 && theme.duration(.shimmer) == 2 && theme.duration(.cursorBlink) == 0.7)
        #expect(theme.duration(.staggerMessage) == 0.08 && theme.duration(.staggerListItem) == 0.04)
        #expect(theme.duration(.staggerStreamingCharacter) == 0.02 && theme.duration(.staggerMaximum) == 0.5)
        #expect(theme.duration(.debounceConversion) == 0.45)
        #expect(theme.keyframes(.titleCharWobble) == Self.wobble && theme.keyframes(.errorShake) == Self.shake)
        #expect(theme.keyframes(.successBounce) == Self.bounce && theme.keyframes(.feedbackFlash) == Self.flash)
        // What it does not override stays Tally's.
        #expect(theme.spacing(.md) == TallyTheme.standard.spacing(.md) && theme.color(.primary) == TallyTheme.standard.color(.primary))
    }

    @Test("a new role's token of another type is an error naming the path; a duration may be written in seconds")
    func roleTypes() throws {
        #expect(throws: TallyTheme.ThemeError.wrongType(path: "tapArea.minimum", expected: .dimension, found: .number)) {
            try TallyTheme.standard.overriding([Self.number("tapArea.minimum", 44)])
        }
        #expect(throws: TallyTheme.ThemeError.wrongType(path: "opacity.tintFill", expected: .number, found: .dimension)) {
            try TallyTheme.standard.overriding([Self.dimension("opacity.tintFill", 1)])
        }
        #expect(throws: TallyTheme.ThemeError.wrongType(path: "keyframes.errorShake", expected: .keyframes, found: .duration)) {
            try TallyTheme.standard.overriding([Self.duration("keyframes.errorShake", 100)])
        }
        #expect(throws: TallyTheme.ThemeError.missingToken(path: "cursor.width")) {
            try TallyTheme(name: "Old", tokens: TallyTokens.all.filter { $0.path != "cursor.width" })
        }
        let seconds = try TallyTheme.standard.overriding([
            ResolvedToken(path: "duration.shimmer", type: .duration, value: .duration(TokenDuration(2.5, .s))),
        ])
        #expect(seconds.duration(.shimmer) == 2.5)
    }

    // MARK: - What the components draw

    @Test("a field's border is drawn at the theme's hairline at rest and its emphasis width in every other state")
    func borderWidths() throws {
        let roomy = try Self.roomy()
        let resting = FieldBorder(isFocused: false, hasError: false)
        #expect(resting.widthRole == .hairline && resting.width(in: roomy) == 1.5 && resting.width(in: .standard) == 1)
        for border in [FieldBorder(isFocused: true, hasError: false), FieldBorder(isFocused: false, hasError: true),
                       FieldBorder(isFocused: false, hasError: false, isValid: true)] {
            #expect(border.widthRole == .emphasis && border.width(in: roomy) == 3 && border.width(in: .standard) == 2, "\(border.role)")
        }
        // The fields' own borders follow the same rule.
        #expect(TextInputFieldState(label: "A", text: "", isFocused: true).border.width(in: roomy) == 3)
        #expect(FormTextFieldState(text: "", placeholder: "Name").border.width(in: roomy) == 1.5)
    }

    @Test("the float label is drawn at the theme's label size and scale, moved by its offset, in a field of its recommended tap area")
    func floatLabel() throws {
        let roomy = try Self.roomy()
        let resting = TextInputFieldState(label: "Email", text: "")
        let floated = TextInputFieldState(label: "Email", text: "anna@example.com")
        // Roomy: a 20 pt label, 0.75 once floated, 36 pt up, in a 56 pt field.
        #expect(resting.labelFontSize(in: roomy) == 20 && resting.labelScale(in: roomy) == 1 && resting.labelOffset(in: roomy) == 0)
        #expect(floated.labelFontSize(in: roomy) == 15 && floated.labelScale(in: roomy) == 0.75 && floated.labelOffset(in: roomy) == -36)
        #expect(TextInputFieldState.minimumHeight(in: roomy) == 56)
        // Tally's theme: the design's 16 → 14 pt, 28 pt up, a 48 pt field (docs/FORMS.md).
        #expect(resting.labelFontSize(in: .standard) == 16 && floated.labelFontSize(in: .standard) == 14)
        #expect(floated.labelOffset(in: .standard) == -28 && TextInputFieldState.minimumHeight(in: .standard) == 48)
        // The floated size is the floated type style's, as the label stacked above the field at
        // accessibility sizes is set in it: the two never disagree in Tally's theme.
        #expect(floated.labelFontSize(in: .standard) == TallyTheme.standard.typography(.labelMdFloat).fontSize.points)
        #expect(TextInputFieldState.labelTypographyRole == .labelMd)
    }

    @Test("swatches grow from the theme's tap area to twice it; chips and keypad keys are never shorter than it")
    func tapAreas() throws {
        let roomy = try Self.roomy()
        #expect(ColorPickerRowState.swatchSide(scaled: 30, in: roomy) == 50)
        #expect(ColorPickerRowState.swatchSide(scaled: 70, in: roomy) == 70)
        #expect(ColorPickerRowState.swatchSide(scaled: 140, in: roomy) == 100)
        #expect(ColorPickerRowState.swatchSide(scaled: 30, in: .standard) == 44 && ColorPickerRowState.swatchSide(scaled: 200, in: .standard) == 88)
        #expect(SurfaceStyle.filterChip(isSelected: false, in: roomy).minimumHeight == 50)
        #expect(SurfaceStyle.filterChip(isSelected: true, in: .standard).minimumHeight == 44)
        // A small keypad scale would make keys shorter than the tap area; the theme's is the floor.
        let tall = try TallyTheme.standard.overriding([Self.dimension("tapArea.minimum", 80)])
        #expect(AmountKeypadState.metrics(dynamicTypeScale: 0.8, theme: tall).keyHeight == 80)
        #expect(AmountKeypadState.metrics(dynamicTypeScale: 0.8, theme: .standard).keyHeight >= 44)
    }

    @Test("feedback plays the theme's keyframes, and its flash under Reduce Motion")
    func feedbackKeyframes() throws {
        let roomy = try Self.roomy()
        #expect(FeedbackMotion.errorShake.keyframes(reduceMotion: false, in: roomy) == Self.shake)
        #expect(FeedbackMotion.successBounce.keyframes(reduceMotion: false, in: roomy) == Self.bounce)
        for motion in FeedbackMotion.allCases {
            #expect(motion.keyframes(reduceMotion: true, in: roomy) == Self.flash)
            #expect(motion.keyframes(reduceMotion: true, in: .standard) == motion.keyframes(reduceMotion: true))
            #expect(motion.keyframes(reduceMotion: false, in: .standard) == motion.keyframes(reduceMotion: false))
        }
    }

    @Test("under Reduce Motion a dissolve lasts the theme's crossfade; staggers step and cap with the theme's durations")
    func motionTimings() throws {
        let roomy = try Self.roomy()
        for kind in MotionKind.allCases {
            let standard = MotionPolicy.reduced(kind)
            let themed = MotionPolicy.reduced(kind, in: roomy)
            if case .crossfade = standard {
                #expect(themed == .crossfade(seconds: 0.2), "\(kind)")
            } else {
                #expect(themed == standard, "\(kind)")
            }
            #expect(MotionPolicy.reduced(kind, in: .standard) == standard, "\(kind)")
        }
        let token = try #require(MotionToken.all.first)
        #expect(MotionPolicy.decision(for: .appear, token: token, reduceMotion: true, in: roomy) == .crossfade(seconds: 0.2))
        #expect(MotionPolicy.decision(for: .appear, token: token, reduceMotion: false, in: roomy) == .animate(token))
        #expect(MotionPolicy.decision(for: .stateChange, token: token, reduceMotion: true, in: roomy) == .finalStateAtOnce)
        // Roomy: 80 ms between messages, 40 ms between rows, never more than 500 ms.
        #expect(abs(MotionPolicy.messageDelay(index: 3, reduceMotion: false, in: roomy) - 0.24) < 1e-12)
        #expect(abs(MotionPolicy.listItemDelay(index: 5, reduceMotion: false, in: roomy) - 0.2) < 1e-12)
        #expect(MotionPolicy.messageDelay(index: 100, reduceMotion: false, in: roomy) == 0.5)
        #expect(MotionPolicy.listItemDelay(index: 5, reduceMotion: true, in: roomy) == 0)
        #expect(MotionPolicy.staggerDelay(index: 0, step: 0.1, reduceMotion: false, in: roomy) == 0)
        #expect(MotionPolicy.staggerDelay(index: 2, step: .nan, reduceMotion: false, in: roomy) == 0)
        for index in [0, 1, 4, 12, 1000] {
            #expect(MotionPolicy.messageDelay(index: index, reduceMotion: false, in: .standard) == MotionPolicy.messageDelay(index: index, reduceMotion: false))
            #expect(MotionPolicy.listItemDelay(index: index, reduceMotion: false, in: .standard) == MotionPolicy.listItemDelay(index: index, reduceMotion: false))
        }
    }

    // MARK: - The fixed values of Tally's theme, kept for a release

    @Test("the deprecated fixed values are still Tally's theme's")
    @available(*, deprecated)
    func deprecatedValues() {
        let floated = TextInputFieldState(label: "A", text: "x")
        let resting = TextInputFieldState(label: "A", text: "")
        #expect(floated.labelFontSize == floated.labelFontSize(in: .standard) && resting.labelFontSize == resting.labelFontSize(in: .standard))
        #expect(floated.labelOffset == floated.labelOffset(in: .standard) && floated.labelScale == floated.labelScale(in: .standard))
        #expect(TextInputFieldState.minimumHeight == TextInputFieldState.minimumHeight(in: .standard))
        for border in [FieldBorder(isFocused: false, hasError: false), FieldBorder(isFocused: true, hasError: false)] {
            #expect(border.width == border.width(in: .standard))
        }
        for scaled in [10.0, 50, 300] {
            #expect(ColorPickerRowState.swatchSide(scaled: scaled) == ColorPickerRowState.swatchSide(scaled: scaled, in: .standard))
        }
    }
}

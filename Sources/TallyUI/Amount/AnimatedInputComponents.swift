#if canImport(SwiftUI)
import SwiftUI
@_spi(Tally) import TallyCore

// MARK: - Title character wobble

extension TokenKeyframes {
    /// The keyframes of the track animating `property`, in order; empty when there is none.
    func keyframes(of property: String) -> [Keyframe] {
        tracks.first { $0.property == property }?.keyframes ?? []
    }
}

extension TokenKeyframes.Keyframe {
    /// The spring of a spring keyframe, as SwiftUI's spring with the same response and damping.
    fileprivate var swiftUISpring: SwiftUI.Spring? {
        guard case .spring(let token) = kind else { return nil }
        return SwiftUI.Spring(response: token.response, dampingRatio: token.dampingFraction)
    }

    /// Whether this keyframe jumps to its value and holds it (a move keyframe).
    fileprivate var isMove: Bool { kind == .move }

    /// Whether this keyframe is a cubic keyframe.
    fileprivate var isCubic: Bool { kind == .cubic }
}

/// One token keyframe as SwiftUI keyframe content: a linear keyframe as `LinearKeyframe`, a
/// spring keyframe as `SpringKeyframe` with the token's spring, a cubic one as `CubicKeyframe`,
/// and a move as a `MoveKeyframe` held for the keyframe's duration.
struct TokenKeyframeContent: KeyframeTrackContent {
    typealias Value = Double
    let keyframe: TokenKeyframes.Keyframe

    var body: some KeyframeTrackContent<Double> {
        if let spring = keyframe.swiftUISpring {
            SpringKeyframe(keyframe.value, duration: keyframe.duration, spring: spring)
        } else if keyframe.isCubic {
            CubicKeyframe(keyframe.value, duration: keyframe.duration)
        } else if keyframe.isMove {
            MoveKeyframe(keyframe.value)
            LinearKeyframe(keyframe.value, duration: keyframe.duration)
        } else {
            LinearKeyframe(keyframe.value, duration: keyframe.duration)
        }
    }
}

/// All keyframes of one token track, in order.
struct TokenTrackContent: KeyframeTrackContent {
    typealias Value = Double
    let keyframes: [TokenKeyframes.Keyframe]

    var body: some KeyframeTrackContent<Double> {
        for keyframe in keyframes {
            TokenKeyframeContent(keyframe: keyframe)
        }
    }
}

/// One typed character of a title. When `isInserted` it plays the environment theme's
/// `keyframes.titleCharWobble` once as it appears (drop in, grow, wobble); otherwise, and always under Reduce Motion
/// (`MotionPolicy` rules decorative keyframes out), it is drawn at rest.
public struct AnimatedTitleChar: View {
    @Environment(\.tallyTheme) private var theme
    private let character: Character
    private let isInserted: Bool
    @State private var trigger = false
    @ReduceMotionSetting private var reduceMotion

    /// A character; `isInserted` says whether it was just typed and should wobble.
    public init(character: Character, isInserted: Bool) {
        self.character = character
        self.isInserted = isInserted
    }

    private var wobbles: Bool {
        isInserted && MotionPlan.rule(for: .decorative, reduceMotion: reduceMotion) == .unchanged
    }

    /// The character, wobbling once when inserted.
    public var body: some View {
        let wobble = theme.keyframes(.titleCharWobble)
        Text(verbatim: String(character))
            .keyframeAnimator(initialValue: CharAnimState(), trigger: trigger) { content, state in
                content
                    .offset(y: state.offsetY)
                    .scaleEffect(state.scale)
                    .rotationEffect(.degrees(state.rotation))
            } keyframes: { _ in
                KeyframeTrack(\.offsetY) {
                    TokenTrackContent(keyframes: wobble.keyframes(of: CharAnimState.offsetYProperty))
                }
                KeyframeTrack(\.scale) {
                    TokenTrackContent(keyframes: wobble.keyframes(of: CharAnimState.scaleProperty))
                }
                KeyframeTrack(\.rotation) {
                    TokenTrackContent(keyframes: wobble.keyframes(of: CharAnimState.rotationProperty))
                }
            }
            .onAppear {
                if wobbles { trigger.toggle() }
            }
    }
}

/// A title as it is typed: each character is an ``AnimatedTitleChar`` keyed by the stable ids of
/// `AnimatedTitleInputState`, so characters that stay keep their identity and only the ones just
/// inserted wobble. The text present when the view appears does not wobble.
public struct AnimatedTitleInput: View {
    @Environment(\.tallyTheme) private var theme
    /// The text the caller passes, nil when the view draws a given state.
    private let text: String?
    @State private var state: AnimatedTitleInputState
    /// The caller's label, read by VoiceOver where the state holds its stand-in.
    private var labelText: CallerText?
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.appKeyLanguage) private var appKeyLanguage

    /// The title `text`, with a ``BlinkingCursor`` after it when `showsCursor`. VoiceOver reads
    /// the text of `label` (what the title is for, such as "Description"), looked up in
    /// `tableName` of `bundle` (the app's `Localizable` strings by default) as `Text(label)` is,
    /// with the text as its value. A string literal picks this form.
    ///
    /// - Parameters:
    ///   - text: The title as typed, shown as it is.
    ///   - label: The key of what the title is for.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - showsCursor: Whether a cursor follows the text.
    public init(text: String, label: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, showsCursor: Bool = false) {
        self.init(text: text, plainLabel: CallerTextMarker.placeholder(CallerSlot.title), showsCursor: showsCursor)
        labelText = CallerText(label, tableName: tableName, bundle: bundle)
    }

    /// The title `text`, with a ``BlinkingCursor`` after it when `showsCursor`. VoiceOver reads
    /// `label` (what the title is for) with the text as its value, or the text alone when there
    /// is no label (`AnimatedTitleInputState.accessibility(locale:language:)`).
    ///
    /// - Parameters:
    ///   - text: The title as typed, shown as it is.
    ///   - label: What the title is for, read by VoiceOver; none when nil.
    ///   - showsCursor: Whether a cursor follows the text.
    public init(text: String, label: Text? = nil, showsCursor: Bool = false) {
        self.init(text: text, plainLabel: label.map { _ in CallerTextMarker.placeholder(CallerSlot.title) }, showsCursor: showsCursor)
        labelText = label.map { CallerText($0) }
    }

    /// The title `text`, its VoiceOver label `label` as written.
    ///
    /// - Parameters:
    ///   - text: The title as typed.
    ///   - label: What the title is for, shown as written; none when nil.
    ///   - showsCursor: Whether a cursor follows the text.
    @available(*, deprecated, message: "Use init(text:label:showsCursor:) with Text(verbatim:) instead")
    @_disfavoredOverload
    public init(text: String, label: String? = nil, showsCursor: Bool = false) {
        self.init(text: text, plainLabel: label, showsCursor: showsCursor)
    }

    /// The title `text` whose state holds `label` as a string (a stand-in where the caller's
    /// label is read).
    private init(text: String, plainLabel label: String?, showsCursor: Bool) {
        self.text = text
        _state = State(initialValue: AnimatedTitleInputState(text: text, label: label, showsCursor: showsCursor))
    }

    /// A title drawn from `state`: its inserted characters wobble as the view appears.
    ///
    /// - Parameter state: The text, its characters' ids, what was inserted and the label.
    public init(state: AnimatedTitleInputState) {
        text = nil
        _state = State(initialValue: state)
    }

    /// The characters in a row.
    public var body: some View {
        HStack(spacing: 0) {
            ForEach(state.glyphs) { glyph in
                AnimatedTitleChar(character: glyph.character, isInserted: state.inserted.contains(glyph.id))
            }
            if state.showsCursor {
                BlinkingCursor(height: theme.iconSize(.md))
            }
        }
        .accessibilityElement(children: .ignore)
        .tallyAccessibility(state.accessibilityElement(locale: locale, language: language),
                            callers: labelText.map { [CallerSlot.title: $0.text(in: appKeyLanguage)] } ?? [:])
        .onChange(of: text) { _, newText in
            if let newText { state.update(to: newText) }
        }
    }
}

// MARK: - Cursor

/// The text cursor after an amount or a title: a bar of the environment theme's `cursor.width`
/// that fades out and back in, each over the theme's `duration.cursorBlink`, and stays still
/// under Reduce Motion (`MotionPolicy` stops looping animations).
public struct BlinkingCursor: View {
    @Environment(\.tallyTheme) private var theme
    private let height: CGFloat
    private let color: Color?
    @ReduceMotionSetting private var reduceMotion

    /// A cursor `height` points tall, in `color`; nil (the default) draws it in the primary
    /// colour of the environment's theme.
    public init(height: CGFloat, color: Color? = nil) {
        self.height = height
        self.color = color
    }

    private var blinks: Bool {
        MotionPlan.rule(for: .continuousLoop, reduceMotion: reduceMotion) == .unchanged
    }

    /// The bar, blinking when motion is allowed.
    public var body: some View {
        let width = CGFloat(theme.size(.cursorWidth))
        let halfPeriod = theme.duration(.cursorBlink)
        let bar = RoundedRectangle(cornerRadius: width / 2)
            .fill(color.map { AnyShapeStyle($0) } ?? AnyShapeStyle(ThemeColor.primary))
            .frame(width: width, height: height)
            .accessibilityHidden(true)
        if blinks {
            bar.phaseAnimator([1.0, 0.0]) { content, opacity in
                content.opacity(opacity)
            } animation: { _ in
                .easeInOut(duration: halfPeriod)
            }
        } else {
            bar
        }
    }
}
#endif

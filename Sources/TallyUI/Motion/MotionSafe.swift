#if canImport(SwiftUI)
import SwiftUI
import TallyCore

extension Animation {
    /// A motion token as a SwiftUI animation: a transition token through `Animation(_:)` for
    /// `TokenTransition`, a spring through `Animation.spring(_:)` for `TokenSpring`, a bare
    /// timing curve over the token's normalised second.
    ///
    /// Nil for keyframe tokens, which have no single animation (use `keyframeAnimator` with the
    /// token's tracks instead).
    public init?(_ token: MotionToken) {
        self.init(token.curve, easingDuration: token.duration)
    }

    /// A motion curve as a SwiftUI animation; a bare easing runs over `easingDuration` seconds.
    /// Nil for keyframes.
    init?(_ curve: MotionToken.Curve, easingDuration: Double) {
        switch curve {
        case .timing(let transition):
            self = Animation(transition)
        case .spring(let spring):
            self = .spring(spring)
        case .easing(let curve):
            self = .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: easingDuration)
        case .keyframes:
            return nil
        }
    }
}

/// How one change animates once ``MotionPolicy`` has applied the Reduce Motion setting.
///
/// Every view of this folder builds its animation through this type, so none of them decides
/// on its own what Reduce Motion does.
struct MotionPlan {
    /// The animation to make the change with; nil makes the change at once.
    let animation: Animation?
    /// Whether movement plays (offsets, scale, matched geometry, character by character
    /// reveal); when false the change is at most a dissolve.
    let moves: Bool

    /// Whether anything moves or fades.
    var isAnimated: Bool { animation != nil }

    /// The plan for `animation`, of `kind`, under the given Reduce Motion setting; a dissolve
    /// that replaces movement lasts `theme`'s `duration.crossfade`.
    init(_ animation: Animation, kind: MotionKind, theme: TallyTheme, reduceMotion: Bool) {
        switch reduceMotion ? MotionPolicy.reduced(kind, in: theme) : .unchanged {
        case .unchanged:
            self.animation = animation
            moves = true
        case .crossfade(let seconds):
            self.animation = .easeInOut(duration: seconds)
            moves = false
        case .finalStateAtOnce, .none:
            self.animation = nil
            moves = false
        }
    }

    /// The plan for `token` under the given Reduce Motion setting, from the policy's decision for
    /// the token's kind; when it animates, with the curve `theme` gives the token
    /// (``TallyTheme/curve(for:)``), and a dissolve that replaces movement lasts the theme's
    /// `duration.crossfade`.
    init(_ token: MotionToken, theme: TallyTheme, reduceMotion: Bool) {
        switch MotionPolicy.decision(for: token.kind, token: token, reduceMotion: reduceMotion, in: theme) {
        case .animate(let token):
            animation = Animation(theme.curve(for: token), easingDuration: token.duration)
            moves = animation != nil
        case .crossfade(let seconds):
            animation = .easeInOut(duration: seconds)
            moves = false
        case .finalStateAtOnce, .none:
            animation = nil
            moves = false
        }
    }

    /// What happens to motion of `kind`: ``ReducedMotion/unchanged`` while Reduce Motion is off,
    /// the policy's rule for `kind` while it is on.
    static func rule(for kind: MotionKind, reduceMotion: Bool) -> ReducedMotion {
        reduceMotion ? MotionPolicy.reduced(kind) : .unchanged
    }

    /// The delay before a staggered item, `seconds` capped at `theme`'s
    /// `duration.stagger.maximum` and 0 under Reduce Motion, as the policy rules for staggers.
    static func staggerDelay(_ seconds: Double, theme: TallyTheme, reduceMotion: Bool) -> Double {
        MotionPolicy.staggerDelay(index: 1, step: seconds, reduceMotion: reduceMotion, in: theme)
    }
}

/// A Reduce Motion setting that a preview or a test can force, since the system setting cannot
/// be set there: ``SwiftUI/View/tallyReduceMotion(_:)`` sets it.
private struct ReduceMotionOverrideKey: EnvironmentKey {
    static let defaultValue: Bool? = nil
}

extension EnvironmentValues {
    /// The Reduce Motion setting forced on this part of the view tree with
    /// ``SwiftUI/View/tallyReduceMotion(_:)``; nil follows the system setting.
    var reduceMotionOverride: Bool? {
        get { self[ReduceMotionOverrideKey.self] }
        set { self[ReduceMotionOverrideKey.self] = newValue }
    }
}

extension View {
    /// Forces the Reduce Motion setting Tally's views follow in this view and the views in it:
    /// `true` plays what `MotionPolicy` rules under Reduce Motion (dissolves, end states at once,
    /// no loops), `false` plays the full motion, and nil follows the system setting again.
    ///
    /// The system's `accessibilityReduceMotion` cannot be set in a preview or a UI test; this is
    /// how an app previews or tests Tally's reduced path. It changes only Tally's views (and
    /// Tally's motion modifiers, such as `motionSafe(_:kind:value:)`, wherever they are used), not
    /// SwiftUI's own animations.
    ///
    /// ```swift
    /// #Preview("Expense form, Reduce Motion") {
    ///     ExpenseForm().tallyReduceMotion(true)
    /// }
    /// ```
    ///
    /// - Parameter reduceMotion: Whether motion is reduced; nil for the system setting.
    public func tallyReduceMotion(_ reduceMotion: Bool?) -> some View {
        environment(\.reduceMotionOverride, reduceMotion)
    }
}

/// The Reduce Motion setting a view follows: the system's `accessibilityReduceMotion`, unless it
/// was forced with ``SwiftUI/View/tallyReduceMotion(_:)``.
@propertyWrapper
struct ReduceMotionSetting: DynamicProperty {
    @Environment(\.accessibilityReduceMotion) private var system
    @Environment(\.reduceMotionOverride) private var override

    /// Whether Reduce Motion is on.
    var wrappedValue: Bool { override ?? system }

    /// Follows the environment.
    init() {}
}

/// Where a motion-safe animation comes from: an animation and its kind, a transition or spring of
/// the environment's theme and its kind, or a motion token.
private enum MotionSource {
    case animation(Animation, kind: MotionKind)
    case transition(TallyTheme.TransitionRole, kind: MotionKind)
    case spring(TallyTheme.SpringRole, kind: MotionKind)
    case token(MotionToken)

    /// The plan under `theme` and the Reduce Motion setting.
    func plan(theme: TallyTheme, reduceMotion: Bool) -> MotionPlan {
        switch self {
        case .animation(let animation, let kind): MotionPlan(animation, kind: kind, theme: theme, reduceMotion: reduceMotion)
        case .transition(let role, let kind): MotionPlan(theme.animation(role), kind: kind, theme: theme, reduceMotion: reduceMotion)
        case .spring(let role, let kind): MotionPlan(theme.animation(role), kind: kind, theme: theme, reduceMotion: reduceMotion)
        case .token(let token): MotionPlan(token, theme: theme, reduceMotion: reduceMotion)
        }
    }
}

/// Animates changes of `value` with an animation that follows ``MotionPolicy``.
private struct MotionSafeModifier<Value: Equatable>: ViewModifier {
    let source: MotionSource
    let value: Value
    @ReduceMotionSetting private var reduceMotion
    @Environment(\.tallyTheme) private var theme

    func body(content: Content) -> some View {
        content.animation(source.plan(theme: theme, reduceMotion: reduceMotion).animation, value: value)
    }
}

extension View {
    /// Animates this view's changes when `value` changes, with `animation` when motion is allowed
    /// and with what `MotionPolicy` rules for `kind` under Reduce Motion: a dissolve of the
    /// policy's length (`easeInOut`), or no animation at all. The change itself always happens.
    ///
    /// `animation` is used as given; to animate with the environment's theme, pass a role
    /// instead (``motionSafe(transition:kind:value:)``, ``motionSafe(spring:kind:value:)``).
    ///
    /// - Parameters:
    ///   - animation: The animation when Reduce Motion is off.
    ///   - kind: What kind of motion this is, which decides its Reduce Motion alternative.
    ///   - value: The value whose changes animate.
    public func motionSafe<Value: Equatable>(_ animation: Animation, kind: MotionKind = .stateChange, value: Value) -> some View {
        modifier(MotionSafeModifier(source: .animation(animation, kind: kind), value: value))
    }

    /// Animates this view's changes when `value` changes with the timed transition `transition`
    /// of the environment's theme (`motion.normal` by default) when motion is allowed, and with
    /// what `MotionPolicy` rules for `kind` under Reduce Motion. The change itself always
    /// happens.
    ///
    /// - Parameters:
    ///   - transition: The theme's transition when Reduce Motion is off.
    ///   - kind: What kind of motion this is, which decides its Reduce Motion alternative.
    ///   - value: The value whose changes animate.
    public func motionSafe<Value: Equatable>(
        transition: TallyTheme.TransitionRole = .normal, kind: MotionKind = .stateChange, value: Value
    ) -> some View {
        modifier(MotionSafeModifier(source: .transition(transition, kind: kind), value: value))
    }

    /// Animates this view's changes when `value` changes with the spring `spring` of the
    /// environment's theme when motion is allowed, and with what `MotionPolicy` rules for
    /// `kind` under Reduce Motion. The change itself always happens.
    ///
    /// - Parameters:
    ///   - spring: The theme's spring when Reduce Motion is off.
    ///   - kind: What kind of motion this is, which decides its Reduce Motion alternative.
    ///   - value: The value whose changes animate.
    public func motionSafe<Value: Equatable>(spring: TallyTheme.SpringRole, kind: MotionKind = .stateChange, value: Value) -> some View {
        modifier(MotionSafeModifier(source: .spring(spring, kind: kind), value: value))
    }

    /// Animates this view's changes when `value` changes with a motion token: its curve or spring
    /// when motion is allowed (the environment theme's, when the token is one of the theme's
    /// springs or transitions), the policy's alternative for the token's kind under Reduce
    /// Motion.
    ///
    /// Keyframe tokens have no single animation, so with one the change happens at once.
    public func motionSafe<Value: Equatable>(_ token: MotionToken, value: Value) -> some View {
        modifier(MotionSafeModifier(source: .token(token), value: value))
    }

    /// Another name for ``motionSafe(_:kind:value:)``, the one apps with their own motion
    /// helpers often use: the same modifier, with the same guarantees.
    public func withMotionSafe<Value: Equatable>(_ animation: Animation, kind: MotionKind = .stateChange, value: Value) -> some View {
        motionSafe(animation, kind: kind, value: value)
    }

    /// Another name for ``motionSafe(transition:kind:value:)``, as above: the theme's
    /// `motion.normal` unless another transition is given.
    public func withMotionSafe<Value: Equatable>(
        transition: TallyTheme.TransitionRole = .normal, kind: MotionKind = .stateChange, value: Value
    ) -> some View {
        motionSafe(transition: transition, kind: kind, value: value)
    }
}

/// Rolls a figure's digits as it changes, or dissolves it where ``MotionPolicy`` rules out
/// movement (Reduce Motion), with `animation` made motion-safe.
private struct MotionSafeNumericTextModifier<Value: Equatable>: ViewModifier {
    let countsDown: Bool
    let source: MotionSource
    let value: Value
    @ReduceMotionSetting private var reduceMotion
    @Environment(\.tallyTheme) private var theme

    func body(content: Content) -> some View {
        let moves = MotionPolicy.allowsMovement(.numericText, reduceMotion: reduceMotion)
        content
            .contentTransition(moves ? .numericText(countsDown: countsDown) : .opacity)
            .animation(source.plan(theme: theme, reduceMotion: reduceMotion).animation, value: value)
    }
}

/// A transition that moves, or a dissolve where ``MotionPolicy`` rules out movement for `kind`.
private struct MotionSafeTransitionModifier: ViewModifier {
    let transition: AnyTransition
    let kind: MotionKind
    @ReduceMotionSetting private var reduceMotion

    func body(content: Content) -> some View {
        content.transition(MotionPolicy.allowsMovement(kind, reduceMotion: reduceMotion) ? transition : .opacity)
    }
}

extension View {
    /// Rolls this text's digits when `value` changes (`.numericText(countsDown:)`) with
    /// `animation`; under Reduce Motion the figure dissolves instead, as `MotionPolicy` rules for
    /// `MotionKind.numericText`.
    public func motionSafeNumericText<Value: Equatable>(countsDown: Bool, animation: Animation, value: Value) -> some View {
        modifier(MotionSafeNumericTextModifier(countsDown: countsDown, source: .animation(animation, kind: .numericText), value: value))
    }

    /// Rolls this text's digits when `value` changes (`.numericText(countsDown:)`) with the spring
    /// `spring` of the environment's theme (`spring.amountDigit` by default); under Reduce Motion
    /// the figure dissolves instead, as `MotionPolicy` rules for `MotionKind.numericText`.
    public func motionSafeNumericText<Value: Equatable>(
        countsDown: Bool, spring: TallyTheme.SpringRole = .amountDigit, value: Value
    ) -> some View {
        modifier(MotionSafeNumericTextModifier(countsDown: countsDown, source: .spring(spring, kind: .numericText), value: value))
    }

    /// Inserts and removes this view with `transition`, or with a dissolve where `MotionPolicy`
    /// rules out movement for `kind` under Reduce Motion.
    public func motionSafeTransition(_ transition: AnyTransition, kind: MotionKind = .appear) -> some View {
        modifier(MotionSafeTransitionModifier(transition: transition, kind: kind))
    }
}

private struct MotionSafePreview: View {
    @State private var isOn = false
    @Environment(\.tallyTheme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.lg)) {
            ForEach([MotionKind.stateChange, .appear, .continuousLoop], id: \.self) { kind in
                HStack {
                    Text(verbatim: kind.rawValue).tallyFont(.caption).foregroundStyle(ThemeColor.textSecondary)
                        .frame(width: 110, alignment: .leading)
                    RoundedRectangle(cornerRadius: theme.radius(.sm))
                        .fill(ThemeColor.primary)
                        .frame(width: 24, height: 24)
                        .offset(x: isOn ? 140 : 0)
                        .motionSafe(kind: kind, value: isOn)
                }
            }
            Button(action: { isOn.toggle() }, label: { Text(verbatim: "Toggle") })
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.background)
    }
}

#Preview("motionSafe, light") {
    MotionSafePreview()
}

#Preview("motionSafe, dark") {
    MotionSafePreview().preferredColorScheme(.dark)
}

#Preview("motionSafe, Reduce Motion") {
    MotionSafePreview().tallyReduceMotion(true)
}
#endif

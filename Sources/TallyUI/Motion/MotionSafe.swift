#if canImport(SwiftUI)
import SwiftUI
import TallyCore

extension Animation {
    /// A motion token as a SwiftUI animation: a transition token through `Animation(_:)` for
    /// ``TokenTransition``, a spring through `Animation.spring(_:)` for ``TokenSpring``, a bare
    /// timing curve over the token's normalised second.
    ///
    /// Nil for keyframe tokens, which have no single animation (use `keyframeAnimator` with the
    /// token's tracks instead).
    public init?(_ token: MotionToken) {
        switch token.curve {
        case .timing(let transition):
            self = Animation(transition)
        case .spring(let spring):
            self = .spring(spring)
        case .easing(let curve):
            self = .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: token.duration)
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

    /// The plan for `animation`, of `kind`, under the given Reduce Motion setting.
    init(_ animation: Animation, kind: MotionKind, reduceMotion: Bool) {
        switch Self.rule(for: kind, reduceMotion: reduceMotion) {
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
    /// the token's kind.
    init(_ token: MotionToken, reduceMotion: Bool) {
        switch MotionPolicy.decision(for: token.kind, token: token, reduceMotion: reduceMotion) {
        case .animate(let token):
            animation = Animation(token)
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

    /// The delay before a staggered item, `seconds` capped at ``MotionPolicy/maximumStaggerDelay``
    /// and 0 under Reduce Motion, as the policy rules for staggers.
    static func staggerDelay(_ seconds: Double, reduceMotion: Bool) -> Double {
        MotionPolicy.staggerDelay(index: 1, step: seconds, reduceMotion: reduceMotion)
    }
}

/// A Reduce Motion setting that previews can force, since the system setting cannot be set in a
/// preview: `.environment(\.reduceMotionOverride, true)` shows the reduced code path.
private struct ReduceMotionOverrideKey: EnvironmentKey {
    static let defaultValue: Bool? = nil
}

extension EnvironmentValues {
    /// Forces the Reduce Motion setting the views of this folder see (previews only); nil follows
    /// the system setting.
    var reduceMotionOverride: Bool? {
        get { self[ReduceMotionOverrideKey.self] }
        set { self[ReduceMotionOverrideKey.self] = newValue }
    }
}

/// The Reduce Motion setting a view follows: the system's `accessibilityReduceMotion`, unless a
/// preview forced it with `reduceMotionOverride`.
@propertyWrapper
struct ReduceMotionSetting: DynamicProperty {
    @Environment(\.accessibilityReduceMotion) private var system
    @Environment(\.reduceMotionOverride) private var override

    /// Whether Reduce Motion is on.
    var wrappedValue: Bool { override ?? system }

    /// Follows the environment.
    init() {}
}

/// Where a motion-safe animation comes from: an animation and its kind, or a motion token.
private enum MotionSource {
    case animation(Animation, kind: MotionKind)
    case token(MotionToken)
}

/// Animates changes of `value` with an animation that follows ``MotionPolicy``.
private struct MotionSafeModifier<Value: Equatable>: ViewModifier {
    let source: MotionSource
    let value: Value
    @ReduceMotionSetting private var reduceMotion

    func body(content: Content) -> some View {
        content.animation(plan.animation, value: value)
    }

    private var plan: MotionPlan {
        switch source {
        case .animation(let animation, let kind): MotionPlan(animation, kind: kind, reduceMotion: reduceMotion)
        case .token(let token): MotionPlan(token, reduceMotion: reduceMotion)
        }
    }
}

extension View {
    /// Animates this view's changes when `value` changes, with `animation` when motion is allowed
    /// and with what ``MotionPolicy`` rules for `kind` under Reduce Motion: a dissolve of the
    /// policy's length (`easeInOut`), or no animation at all. The change itself always happens.
    ///
    /// - Parameters:
    ///   - animation: The animation when Reduce Motion is off; `.appNormal` by default.
    ///   - kind: What kind of motion this is, which decides its Reduce Motion alternative.
    ///   - value: The value whose changes animate.
    public func motionSafe<Value: Equatable>(
        _ animation: Animation = .appNormal, kind: MotionKind = .stateChange, value: Value
    ) -> some View {
        modifier(MotionSafeModifier(source: .animation(animation, kind: kind), value: value))
    }

    /// Animates this view's changes when `value` changes with a motion token: its curve or spring
    /// when motion is allowed, the policy's alternative for the token's kind under Reduce Motion.
    ///
    /// Keyframe tokens have no single animation, so with one the change happens at once.
    public func motionSafe<Value: Equatable>(_ token: MotionToken, value: Value) -> some View {
        modifier(MotionSafeModifier(source: .token(token), value: value))
    }

    /// Seed 003's name for ``motionSafe(_:kind:value:)``: the same modifier, with the same
    /// guarantees.
    public func withMotionSafe<Value: Equatable>(
        _ animation: Animation = .appNormal, kind: MotionKind = .stateChange, value: Value
    ) -> some View {
        motionSafe(animation, kind: kind, value: value)
    }
}

/// Rolls a figure's digits as it changes, or dissolves it where ``MotionPolicy`` rules out
/// movement (Reduce Motion), with `animation` made motion-safe.
private struct MotionSafeNumericTextModifier<Value: Equatable>: ViewModifier {
    let countsDown: Bool
    let animation: Animation
    let value: Value
    @ReduceMotionSetting private var reduceMotion

    func body(content: Content) -> some View {
        let moves = MotionPolicy.allowsMovement(.numericText, reduceMotion: reduceMotion)
        content
            .contentTransition(moves ? .numericText(countsDown: countsDown) : .opacity)
            .animation(MotionPlan(animation, kind: .numericText, reduceMotion: reduceMotion).animation, value: value)
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
    /// `animation`; under Reduce Motion the figure dissolves instead, as ``MotionPolicy`` rules for
    /// ``MotionKind/numericText``.
    public func motionSafeNumericText<Value: Equatable>(countsDown: Bool, animation: Animation = .amountDigit, value: Value) -> some View {
        modifier(MotionSafeNumericTextModifier(countsDown: countsDown, animation: animation, value: value))
    }

    /// Inserts and removes this view with `transition`, or with a dissolve where ``MotionPolicy``
    /// rules out movement for `kind` under Reduce Motion.
    public func motionSafeTransition(_ transition: AnyTransition, kind: MotionKind = .appear) -> some View {
        modifier(MotionSafeTransitionModifier(transition: transition, kind: kind))
    }
}

private struct MotionSafePreview: View {
    @State private var isOn = false

    var body: some View {
        VStack(alignment: .leading, spacing: AppSpacing.lg) {
            ForEach([MotionKind.stateChange, .appear, .continuousLoop], id: \.self) { kind in
                HStack {
                    Text(verbatim: kind.rawValue).font(AppTypography.caption).foregroundStyle(AppColors.textSecondary)
                        .frame(width: 110, alignment: .leading)
                    RoundedRectangle(cornerRadius: AppRadius.sm)
                        .fill(AppColors.primary)
                        .frame(width: 24, height: 24)
                        .offset(x: isOn ? 140 : 0)
                        .motionSafe(.appNormal, kind: kind, value: isOn)
                }
            }
            Button(action: { isOn.toggle() }, label: { Text(verbatim: "Toggle") })
        }
        .padding(AppSpacing.lg)
        .background(AppColors.background)
    }
}

#Preview("motionSafe, light") {
    MotionSafePreview()
}

#Preview("motionSafe, dark") {
    MotionSafePreview().preferredColorScheme(.dark)
}

#Preview("motionSafe, Reduce Motion") {
    MotionSafePreview().environment(\.reduceMotionOverride, true)
}
#endif

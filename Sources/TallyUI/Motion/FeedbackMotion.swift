#if canImport(SwiftUI)
import SwiftUI
import TallyCore

extension View {
    /// Shakes this view sideways each time `trigger` changes (`keyframes.errorShake`): the
    /// motion of a refused action. Under Reduce Motion it does not move; it dims and comes back
    /// (`keyframes.feedbackFlash`). Nothing plays when the view appears.
    ///
    /// ```swift
    /// figure.errorShake(trigger: state.entry.refusalCount)
    /// ```
    public func errorShake(trigger: some Equatable) -> some View {
        modifier(FeedbackMotionModifier(motion: .errorShake, trigger: trigger))
    }

    /// Bounces this view once each time `trigger` changes (`keyframes.successBounce`): the
    /// motion of a completed action. Under Reduce Motion it does not move; it dims and comes
    /// back (`keyframes.feedbackFlash`). Nothing plays when the view appears.
    public func successBounce(trigger: some Equatable) -> some View {
        modifier(FeedbackMotionModifier(motion: .successBounce, trigger: trigger))
    }
}

extension Image {
    /// When the symbol this image shows changes (a checkmark after a copy, an eye that is
    /// crossed out), SF Symbols' replace effect draws one turning into the other; under Reduce
    /// Motion they cross-fade.
    func symbolChangeTransition() -> some View {
        modifier(SymbolChangeTransition())
    }
}

/// The content transition of a symbol that changes, after Reduce Motion.
private struct SymbolChangeTransition: ViewModifier {
    @ReduceMotionSetting private var reduceMotion

    func body(content: Content) -> some View {
        content.contentTransition(reduceMotion ? .opacity : .symbolEffect(.replace))
    }
}

/// Plays a `FeedbackMotion`'s keyframes, or their Reduce Motion form, when `trigger` changes.
private struct FeedbackMotionModifier<Trigger: Equatable>: ViewModifier {
    @Environment(\.tallyTheme) private var theme
    let motion: FeedbackMotion
    let trigger: Trigger
    @ReduceMotionSetting private var reduceMotion

    func body(content: Content) -> some View {
        let keyframes = motion.keyframes(reduceMotion: reduceMotion, in: theme)
        content.keyframeAnimator(initialValue: FeedbackMotionState(), trigger: trigger) { content, state in
            content
                .offset(x: state.offsetX)
                .scaleEffect(state.scale)
                .opacity(state.opacity)
        } keyframes: { _ in
            KeyframeTrack(\.offsetX) {
                TokenTrackContent(keyframes: keyframes.keyframes(of: FeedbackMotionState.offsetXProperty))
            }
            KeyframeTrack(\.scale) {
                TokenTrackContent(keyframes: keyframes.keyframes(of: FeedbackMotionState.scaleProperty))
            }
            KeyframeTrack(\.opacity) {
                TokenTrackContent(keyframes: keyframes.keyframes(of: FeedbackMotionState.opacityProperty))
            }
        }
    }
}
#endif

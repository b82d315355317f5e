import Foundation

/// The motion that confirms what an action did: a shake for a refused action, a bounce for a
/// completed one. Under Reduce Motion neither moves: the control dims and comes back instead
/// (`keyframes.feedbackFlash`), so the confirmation is still seen.
public enum FeedbackMotion: String, Sendable, Hashable, CaseIterable {
    /// A refused key or paste: `keyframes.errorShake`, 10 pt sideways each way, dying out.
    case errorShake
    /// A completed action (a copied amount): `keyframes.successBounce`, up to 1.15 and back.
    case successBounce

    /// The kind of motion, for ``MotionPolicy``.
    public var kind: MotionKind { .feedback }

    /// The keyframes to play: the motion's own, or the flash that replaces it under Reduce Motion.
    public func keyframes(reduceMotion: Bool) -> TokenKeyframes {
        guard MotionPolicy.allowsMovement(kind, reduceMotion: reduceMotion) else { return TallyTokens.Keyframes.feedbackFlash }
        switch self {
        case .errorShake: return TallyTokens.Keyframes.errorShake
        case .successBounce: return TallyTokens.Keyframes.successBounce
        }
    }
}

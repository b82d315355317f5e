import Foundation

/// The feedback an action calls for: played as a haptic and, for a refusal, announced by VoiceOver.
public enum AmountFeedback: Sendable, Hashable {
    /// A quick amount or a currency taken: a selection tick.
    case selection
    /// The action was refused: an error haptic and the reason announced.
    case refusal
}

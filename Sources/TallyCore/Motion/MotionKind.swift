import Foundation

/// The kinds of animation Tally has, each with one rule for Reduce Motion.
public enum MotionKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// A value or layout change the user caused: expand/collapse, a floating label, a progress bar.
    case stateChange
    /// Something arriving: a message, a sheet, a list row, a converted amount.
    case appear
    /// The delay that makes items arrive one after another.
    case stagger
    /// Moving between screens or panes (slide transitions).
    case transition
    /// The scale of a control while it is pressed.
    case press
    /// Digits rolling as a number changes (`.contentTransition(.numericText())`).
    case numericText
    /// Decorative keyframes, such as a typed character's wobble.
    case decorative
    /// A loop that runs while something loads: pulse, shimmer.
    case continuousLoop
    /// Text revealed character by character as it streams in.
    case streamingText
    /// Haptic feedback, which is not motion.
    case haptic
    /// A shake or a bounce that confirms what an action did: a refused key, a copied amount.
    case feedback
}

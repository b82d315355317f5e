import Foundation

/// What an animation does when Reduce Motion is on.
public enum ReducedMotion: Sendable, Hashable, Codable {
    /// Nothing changes: the kind is not motion (haptics).
    case unchanged
    /// The movement is replaced by a dissolve of this many seconds; the change still happens.
    case crossfade(seconds: Double)
    /// The final state is shown at once, without animation.
    case finalStateAtOnce
    /// The animation does not run at all and the view stays at rest (decorative and looping).
    case none
}

extension ReducedMotion: CustomStringConvertible {
    /// A short English summary for tools and the catalog ("a 150 ms dissolve instead of
    /// movement"); user-facing text comes from the String Catalog.
    public var description: String {
        switch self {
        case .unchanged: "unchanged"
        case .crossfade(let seconds): "a \(NumberText.format(seconds * 1000)) ms dissolve instead of movement"
        case .finalStateAtOnce: "the end state at once"
        case .none: "no animation"
        }
    }
}

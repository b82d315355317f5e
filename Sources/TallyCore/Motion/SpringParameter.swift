import Foundation

/// A named input of one of ``Spring``'s initializers, used by ``SpringError`` to say which
/// argument was rejected.
public enum SpringParameter: String, Sendable, Hashable, Codable, CaseIterable {
    /// `response` of ``Spring/init(response:dampingRatio:)``.
    case response
    /// `dampingRatio` of ``Spring/init(response:dampingRatio:)``.
    case dampingRatio
    /// `duration` of ``Spring/init(duration:bounce:)`` and the preset factories.
    case duration
    /// `bounce` of ``Spring/init(duration:bounce:)``.
    case bounce
    /// `extraBounce` of ``Spring/smooth(duration:extraBounce:)`` and its siblings.
    case extraBounce
    /// `mass` of ``Spring/init(mass:stiffness:damping:)``.
    case mass
    /// `stiffness` of ``Spring/init(mass:stiffness:damping:)``.
    case stiffness
    /// `damping` of ``Spring/init(mass:stiffness:damping:)``.
    case damping
}

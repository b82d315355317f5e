import Foundation

/// The animated state of a control playing a ``FeedbackMotion``: the value type of its keyframes.
public struct FeedbackMotionState: Sendable, Hashable {
    /// The name of the track that drives ``offsetX``.
    public static let offsetXProperty = "offsetX"
    /// The name of the track that drives ``scale``.
    public static let scaleProperty = "scale"
    /// The name of the track that drives ``opacity``.
    public static let opacityProperty = "opacity"

    /// Horizontal offset in points; 0 at rest.
    public var offsetX: Double
    /// Uniform scale factor; 1 at rest.
    public var scale: Double
    /// Opacity; 1 at rest.
    public var opacity: Double

    /// A state; the defaults are the control at rest.
    public init(offsetX: Double = 0, scale: Double = 1, opacity: Double = 1) {
        self.offsetX = offsetX
        self.scale = scale
        self.opacity = opacity
    }
}

import Foundation

/// The animated state of one typed title character: the value type of the title's keyframe
/// animation (its `CharAnimState`), driven by the `keyframes.titleCharWobble` token.
public struct CharAnimState: Sendable, Hashable {
    /// The name of the track that drives ``offsetY``.
    public static let offsetYProperty = "offsetY"
    /// The name of the track that drives ``scale``.
    public static let scaleProperty = "scale"
    /// The name of the track that drives ``rotation``.
    public static let rotationProperty = "rotation"

    /// Vertical offset in points (positive is down); 0 at rest.
    public var offsetY: Double
    /// Uniform scale factor; 1 at rest.
    public var scale: Double
    /// Rotation in degrees (positive is clockwise on screen); 0 at rest.
    public var rotation: Double

    /// A state; the defaults are the character at rest.
    public init(offsetY: Double = 0, scale: Double = 1, rotation: Double = 0) {
        self.offsetY = offsetY
        self.scale = scale
        self.rotation = rotation
    }

    /// A state from track values keyed `offsetY`, `scale` and `rotation`; a missing key keeps the
    /// resting default and other keys are ignored.
    public init(_ values: [String: Double]) {
        self.init(
            offsetY: values[Self.offsetYProperty] ?? 0,
            scale: values[Self.scaleProperty] ?? 1,
            rotation: values[Self.rotationProperty] ?? 0)
    }

    /// The state as track values keyed `offsetY`, `scale` and `rotation`, suitable as the initial
    /// values of a ``KeyframeTimeline``.
    public var values: [String: Double] {
        [Self.offsetYProperty: offsetY, Self.scaleProperty: scale, Self.rotationProperty: rotation]
    }

    /// The state `timeline` gives at `time` seconds; a property without a track keeps its resting default.
    public static func wobble(_ timeline: KeyframeTimeline, at time: Double) -> CharAnimState {
        CharAnimState(
            offsetY: timeline.track(offsetYProperty)?.value(at: time) ?? 0,
            scale: timeline.track(scaleProperty)?.value(at: time) ?? 1,
            rotation: timeline.track(rotationProperty)?.value(at: time) ?? 0)
    }
}

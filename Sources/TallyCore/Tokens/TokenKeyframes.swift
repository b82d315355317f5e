import Foundation

/// A keyframe animation over named tracks (a Tally extension type, `keyframes`), the shape of
/// SwiftUI's `KeyframeAnimator` with `KeyframeTrack`s.
public struct TokenKeyframes: Sendable, Hashable, Codable {
    /// How a keyframe reaches its value.
    public enum Kind: Sendable, Hashable, Codable {
        /// Straight-line interpolation (`LinearKeyframe`).
        case linear
        /// Spring interpolation (`SpringKeyframe`).
        case spring(TokenSpring)
        /// Cubic interpolation through neighbouring keyframes (`CubicKeyframe`).
        case cubic
        /// A jump to the value (`MoveKeyframe`).
        case move
    }

    /// One keyframe: reach `value` over `duration` seconds.
    public struct Keyframe: Sendable, Hashable, Codable {
        /// The interpolation.
        public var kind: Kind
        /// The value reached at the end of the keyframe.
        public var value: Double
        /// Seconds the keyframe takes.
        public var duration: Double

        /// A keyframe.
        public init(_ kind: Kind, value: Double, duration: Double) {
            self.kind = kind
            self.value = value
            self.duration = duration
        }
    }

    /// One animated property with its keyframes in order.
    public struct Track: Sendable, Hashable, Codable {
        /// The property the track animates (for example `offsetY`).
        public var property: String
        /// The keyframes in order.
        public var keyframes: [Keyframe]

        /// A track.
        public init(property: String, keyframes: [Keyframe]) {
            self.property = property
            self.keyframes = keyframes
        }

        /// The sum of the keyframe durations.
        public var duration: Double { keyframes.reduce(0) { $0 + $1.duration } }
    }

    /// The tracks in the order they were written.
    public var tracks: [Track]

    /// Keyframes from their tracks.
    public init(tracks: [Track]) {
        self.tracks = tracks
    }

    /// The length of the longest track.
    public var duration: Double { tracks.map(\.duration).max() ?? 0 }
}

import Foundation

/// All tracks of a ``TokenKeyframes`` resolved into functions of time, as SwiftUI's
/// `KeyframeTimeline` evaluates a `KeyframeAnimator`'s tracks.
public struct KeyframeTimeline: Sendable, Hashable {
    /// The tracks in the order they were written.
    public let tracks: [KeyframeTrackTimeline]
    /// The length of the longest track in seconds (0 without tracks).
    public let duration: Double
    /// The position of each property's track in ``tracks``.
    private let indices: [String: Int]

    /// Resolves every track of `keyframes`.
    ///
    /// Each track starts at `initialValues[property]`; a property missing from `initialValues` starts
    /// at its first keyframe's value (0 for a track without keyframes). Entries of `initialValues`
    /// for properties without a track are ignored.
    ///
    /// - Throws: ``KeyframesError/duplicateProperty(_:)`` when two tracks animate the same property, or
    ///   the first ``KeyframesError`` of ``KeyframeTrackTimeline/init(_:initialValue:)`` for any track.
    public init(_ keyframes: TokenKeyframes, initialValues: [String: Double] = [:]) throws {
        var tracks: [KeyframeTrackTimeline] = []
        var indices: [String: Int] = [:]
        for track in keyframes.tracks {
            guard indices[track.property] == nil else { throw KeyframesError.duplicateProperty(track.property) }
            let initial = initialValues[track.property] ?? track.keyframes.first?.value ?? 0
            indices[track.property] = tracks.count
            tracks.append(try KeyframeTrackTimeline(track, initialValue: initial))
        }
        self.tracks = tracks
        self.indices = indices
        self.duration = tracks.reduce(0) { max($0, $1.duration) }
    }

    /// The track that animates `property`, if there is one.
    public func track(_ property: String) -> KeyframeTrackTimeline? {
        guard let index = indices[property] else { return nil }
        return tracks[index]
    }

    /// Every track's value at `time` seconds, keyed by property (see ``KeyframeTrackTimeline/value(at:)``).
    public func values(at time: Double) -> [String: Double] {
        var values: [String: Double] = [:]
        values.reserveCapacity(tracks.count)
        for track in tracks {
            values[track.property] = track.value(at: time)
        }
        return values
    }
}

import Foundation

/// A DTCG `gradient`: colour stops along the gradient line.
public struct TokenGradient: Sendable, Hashable, Codable {
    /// One colour stop.
    public struct Stop: Sendable, Hashable, Codable {
        /// The colour at this stop in each scheme.
        public var color: SchemeColor
        /// Where the stop sits along the gradient, 0…1.
        public var position: Double

        /// A stop of `color` at `position`.
        public init(color: SchemeColor, position: Double) {
            self.color = color
            self.position = position
        }
    }

    /// The stops in order.
    public var stops: [Stop]

    /// A gradient from its stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }
}

import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points, as CSS's
/// `cubic-bezier(x1, y1, x2, y2)` and SwiftUI's `timingCurve(_:_:_:_:duration:)` take it.
public struct TokenCubicBezier: Sendable, Hashable, Codable {
    /// First control point, x in 0…1.
    public var x1: Double
    /// First control point, y (may leave 0…1 for overshoot).
    public var y1: Double
    /// Second control point, x in 0…1.
    public var x2: Double
    /// Second control point, y (may leave 0…1 for overshoot).
    public var y2: Double

    /// A curve through the control points (x1, y1) and (x2, y2).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}

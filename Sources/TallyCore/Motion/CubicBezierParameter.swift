import Foundation

/// A control-point coordinate of a ``CubicBezier``, used by ``CubicBezierError`` to say which
/// argument was rejected.
public enum CubicBezierParameter: String, Sendable, Hashable, Codable, CaseIterable {
    /// The first control point's x, which must lie in ``CubicBezier/xRange``.
    case x1
    /// The first control point's y, which must lie in ``CubicBezier/yRange``.
    case y1
    /// The second control point's x, which must lie in ``CubicBezier/xRange``.
    case x2
    /// The second control point's y, which must lie in ``CubicBezier/yRange``.
    case y2
}

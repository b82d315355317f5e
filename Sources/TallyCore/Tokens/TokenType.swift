import Foundation

/// The type of a design token: the thirteen types of the DTCG format (2025.10) and the three
/// Tally extension types the format has none for.
public enum TokenType: String, Sendable, Hashable, Codable, CaseIterable {
    /// DTCG `color`.
    case color
    /// DTCG `dimension` (`px`, `rem`).
    case dimension
    /// DTCG `number`.
    case number
    /// DTCG `fontFamily`.
    case fontFamily
    /// DTCG `fontWeight`.
    case fontWeight
    /// DTCG `duration` (`ms`, `s`).
    case duration
    /// DTCG `cubicBezier`.
    case cubicBezier
    /// DTCG `strokeStyle`.
    case strokeStyle
    /// DTCG `border`.
    case border
    /// DTCG `transition`.
    case transition
    /// DTCG `shadow`.
    case shadow
    /// DTCG `gradient`.
    case gradient
    /// DTCG `typography`.
    case typography
    /// Tally extension: a SwiftUI spring.
    case spring
    /// Tally extension: keyframe tracks.
    case keyframes
    /// Tally extension: a Dynamic Type size scale.
    case dynamicTypeScale

    /// Whether the type is one of Tally's `$extensions` types rather than a DTCG type.
    public var isExtension: Bool {
        switch self {
        case .spring, .keyframes, .dynamicTypeScale: true
        default: false
        }
    }
}

import Foundation

/// A resolved token value: aliases followed, arithmetic evaluated, colours paired by scheme.
public enum TokenValue: Sendable, Hashable, Codable {
    /// A colour with its light and dark values.
    case color(SchemeColor)
    /// A length.
    case dimension(TokenDimension)
    /// A plain number.
    case number(Double)
    /// Font families in order of preference.
    case fontFamily([String])
    /// A font weight, 1…1000.
    case fontWeight(Double)
    /// A duration.
    case duration(TokenDuration)
    /// A cubic Bézier curve.
    case cubicBezier(TokenCubicBezier)
    /// A stroke style.
    case strokeStyle(TokenStrokeStyle)
    /// A border.
    case border(TokenBorder)
    /// A transition.
    case transition(TokenTransition)
    /// A shadow.
    case shadow(TokenShadow)
    /// A gradient.
    case gradient(TokenGradient)
    /// A typography style.
    case typography(TokenTypography)
    /// A spring.
    case spring(TokenSpring)
    /// Keyframe tracks.
    case keyframes(TokenKeyframes)
    /// A Dynamic Type scale.
    case dynamicTypeScale(DynamicTypeScale)

    /// The token type this value belongs to.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        case .spring: .spring
        case .keyframes: .keyframes
        case .dynamicTypeScale: .dynamicTypeScale
        }
    }

    /// Whether any colour inside the value differs between light and dark.
    public var variesByScheme: Bool {
        switch self {
        case .color(let color): color.variesByScheme
        case .border(let border): border.color.variesByScheme
        case .shadow(let shadow): shadow.layers.contains { $0.color.variesByScheme }
        case .gradient(let gradient): gradient.stops.contains { $0.color.variesByScheme }
        default: false
        }
    }
}

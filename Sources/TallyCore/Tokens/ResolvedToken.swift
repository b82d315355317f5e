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
    case fontWeight(Int)
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

/// One design token after resolution: where it lives, what it is and its value.
public struct ResolvedToken: Sendable, Hashable, Codable, Identifiable {
    /// The dotted path of the token in the source, for example `color.textPrimary`.
    public var path: String
    /// The token's type.
    public var type: TokenType
    /// The `$description`, if the source gives one.
    public var description: String?
    /// The `$deprecated` message, if the token is deprecated (an empty string when the source
    /// says only `true`).
    public var deprecated: String?
    /// The path of the token this one aliases, when its whole `$value` is an alias.
    public var aliasOf: String?
    /// The resolved value.
    public var value: TokenValue

    /// A resolved token.
    public init(
        path: String, type: TokenType, description: String? = nil, deprecated: String? = nil,
        aliasOf: String? = nil, value: TokenValue
    ) {
        self.path = path
        self.type = type
        self.description = description
        self.deprecated = deprecated
        self.aliasOf = aliasOf
        self.value = value
    }

    /// The path, which is unique within a token set.
    public var id: String { path }

    /// The path split at its dots.
    public var pathComponents: [String] { path.split(separator: ".").map(String.init) }
}

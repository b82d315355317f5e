import Foundation

/// A length as written in a token: DTCG allows `px` and `rem`.
///
/// On iOS one `px` is one point; one `rem` is 16 points (the CSS root font size).
public struct TokenDimension: Sendable, Hashable, Codable {
    /// The unit of a dimension.
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        /// CSS pixels, which Tally treats as iOS points.
        case px
        /// Multiples of the root font size, 16 px.
        case rem
    }

    /// The number as written.
    public var value: Double
    /// The unit as written.
    public var unit: Unit

    /// A dimension of `value` in `unit`.
    public init(_ value: Double, _ unit: Unit = .px) {
        self.value = value
        self.unit = unit
    }

    /// The length in iOS points.
    public var points: Double { unit == .rem ? value * 16 : value }
}

/// A length of time as written in a token: DTCG allows `ms` and `s`.
public struct TokenDuration: Sendable, Hashable, Codable {
    /// The unit of a duration.
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        /// Milliseconds.
        case ms
        /// Seconds.
        case s
    }

    /// The number as written.
    public var value: Double
    /// The unit as written.
    public var unit: Unit

    /// A duration of `value` in `unit`.
    public init(_ value: Double, _ unit: Unit = .ms) {
        self.value = value
        self.unit = unit
    }

    /// The duration in seconds, the unit SwiftUI's animations take.
    public var seconds: Double { unit == .ms ? value / 1000 : value }
}

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

/// A DTCG `transition`: a duration, a delay and a timing curve.
public struct TokenTransition: Sendable, Hashable, Codable {
    /// How long the transition runs.
    public var duration: TokenDuration
    /// How long it waits before it starts.
    public var delay: TokenDuration
    /// Its easing.
    public var timingFunction: TokenCubicBezier

    /// A transition of `duration` after `delay` along `timingFunction`.
    public init(duration: TokenDuration, delay: TokenDuration = TokenDuration(0), timingFunction: TokenCubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// The Dynamic Type text style a typography token scales with (`Font.TextStyle`).
public enum DynamicTypeTextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// `.largeTitle`
    case largeTitle
    /// `.title`
    case title
    /// `.title2`
    case title2
    /// `.title3`
    case title3
    /// `.headline`
    case headline
    /// `.subheadline`
    case subheadline
    /// `.body`
    case body
    /// `.callout`
    case callout
    /// `.footnote`
    case footnote
    /// `.caption`
    case caption
    /// `.caption2`
    case caption2
}

/// A DTCG `typography` token: font family, size, weight, letter spacing and line height.
public struct TokenTypography: Sendable, Hashable, Codable {
    /// Font families in order of preference; the last ones are system fallbacks.
    public var fontFamily: [String]
    /// The size at the default text size.
    public var fontSize: TokenDimension
    /// The weight, 1…1000 (400 regular, 500 medium, 700 bold).
    public var fontWeight: Int
    /// Extra space between letters.
    public var letterSpacing: TokenDimension
    /// Line height as a multiple of the font size (DTCG's `lineHeight` is a ratio).
    public var lineHeight: Double
    /// The Dynamic Type style the size scales with, if any.
    public var textStyle: DynamicTypeTextStyle?

    /// A typography value.
    public init(
        fontFamily: [String], fontSize: TokenDimension, fontWeight: Int,
        letterSpacing: TokenDimension = TokenDimension(0), lineHeight: Double,
        textStyle: DynamicTypeTextStyle? = nil
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.textStyle = textStyle
    }

    /// The line height in points at the default text size (font size × ratio).
    public var lineHeightPoints: Double { fontSize.points * lineHeight }

    /// Inter's natural line height as a multiple of the font size:
    /// (ascender − descender) / unitsPerEm = (2728 + 680) / 2816 ≈ 1.2102 (Inter 4.0).
    public static let interNaturalLineHeight = 3408.0 / 2816.0

    /// The extra space, in points, that SwiftUI's `lineSpacing` must add between lines so they sit
    /// ``lineHeightPoints`` apart, for a font whose natural line height is `naturalLineHeight`
    /// times its size. Never negative: SwiftUI cannot tighten lines below the font's own height.
    public func lineSpacing(naturalLineHeight: Double) -> Double {
        max(0, (lineHeight - naturalLineHeight) * fontSize.points)
    }
}

/// A DTCG `strokeStyle`: a CSS line-style keyword or a dash pattern.
public enum TokenStrokeStyle: Sendable, Hashable, Codable {
    /// A keyword: solid, dashed, dotted, double, groove, ridge, outset or inset.
    case keyword(String)
    /// Dash and gap lengths with a line cap (`round`, `butt` or `square`).
    case dashes(dashArray: [TokenDimension], lineCap: String)
}

/// A DTCG `border`: colour, width and style.
public struct TokenBorder: Sendable, Hashable, Codable {
    /// The border colour in each scheme.
    public var color: SchemeColor
    /// The stroke width.
    public var width: TokenDimension
    /// The stroke style.
    public var style: TokenStrokeStyle

    /// A border.
    public init(color: SchemeColor, width: TokenDimension, style: TokenStrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// A DTCG `shadow`: one or more layers, drawn first to last.
public struct TokenShadow: Sendable, Hashable, Codable {
    /// One shadow layer.
    public struct Layer: Sendable, Hashable, Codable {
        /// The shadow colour in each scheme.
        public var color: SchemeColor
        /// Horizontal offset.
        public var offsetX: TokenDimension
        /// Vertical offset.
        public var offsetY: TokenDimension
        /// Blur radius.
        public var blur: TokenDimension
        /// Spread distance.
        public var spread: TokenDimension
        /// Whether the shadow is drawn inside the shape.
        public var inset: Bool

        /// A shadow layer.
        public init(
            color: SchemeColor, offsetX: TokenDimension, offsetY: TokenDimension,
            blur: TokenDimension, spread: TokenDimension = TokenDimension(0), inset: Bool = false
        ) {
            self.color = color
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.blur = blur
            self.spread = spread
            self.inset = inset
        }
    }

    /// The layers in drawing order.
    public var layers: [Layer]

    /// A shadow from its layers.
    public init(layers: [Layer]) {
        self.layers = layers
    }
}

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

/// A spring as SwiftUI parameterises it (a Tally extension type, `spring`).
///
/// Written in a token either as `{"response": s, "dampingFraction": ζ}` (SwiftUI's
/// `Spring(response:dampingRatio:)`) or as `{"duration": s, "bounce": b}` (`Spring(duration:bounce:)`);
/// both are kept in the response/damping-ratio form. ``Spring`` evaluates it.
public struct TokenSpring: Sendable, Hashable, Codable {
    /// The period of the undamped oscillation in seconds (SwiftUI's `response`; equal to the
    /// perceptual `duration`).
    public var response: Double
    /// The damping ratio ζ: below 1 bounces, 1 is critically damped.
    public var dampingFraction: Double

    /// A spring from SwiftUI's `response` and `dampingFraction`.
    public init(response: Double, dampingFraction: Double) {
        self.response = response
        self.dampingFraction = dampingFraction
    }

    /// SwiftUI's perceptual duration, which equals the response.
    public var duration: Double { response }

    /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for an overdamped spring.
    public var bounce: Double { dampingFraction <= 1 ? 1 - dampingFraction : 1 / dampingFraction - 1 }
}

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

/// The Dynamic Type content size categories, smallest to largest.
public enum DynamicTypeSize: String, Sendable, Hashable, Codable, CaseIterable {
    /// xSmall
    case xSmall
    /// small
    case small
    /// medium
    case medium
    /// large, the default
    case large
    /// xLarge
    case xLarge
    /// xxLarge
    case xxLarge
    /// xxxLarge, the largest non-accessibility size
    case xxxLarge
    /// accessibility1 (AX1)
    case accessibility1
    /// accessibility2 (AX2)
    case accessibility2
    /// accessibility3 (AX3)
    case accessibility3
    /// accessibility4 (AX4)
    case accessibility4
    /// accessibility5 (AX5)
    case accessibility5
}

/// How much a text size grows at each Dynamic Type size (a Tally extension type,
/// `dynamicTypeScale`): the point size of one text style at every content size category.
///
/// The web counterpart and the catalog scale text by `size(at:) / size(at: .large)`.
public struct DynamicTypeScale: Sendable, Hashable, Codable {
    /// The text style the sizes are for.
    public var textStyle: DynamicTypeTextStyle
    /// Point sizes, one per ``DynamicTypeSize`` in order.
    public var sizes: [Double]

    /// A scale; `sizes` holds one size per ``DynamicTypeSize`` case, smallest first.
    public init(textStyle: DynamicTypeTextStyle, sizes: [Double]) {
        self.textStyle = textStyle
        self.sizes = sizes
    }

    /// The point size at `size`.
    public func size(at size: DynamicTypeSize) -> Double {
        guard let index = DynamicTypeSize.allCases.firstIndex(of: size), index < sizes.count else { return 0 }
        return sizes[index]
    }

    /// The factor text grows by at `size` relative to the default (`large`).
    public func multiplier(at size: DynamicTypeSize) -> Double {
        let base = self.size(at: .large)
        return base > 0 ? self.size(at: size) / base : 1
    }
}

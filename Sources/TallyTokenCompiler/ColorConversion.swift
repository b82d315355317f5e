import Foundation
@_spi(Tally) import TallyCore

/// The colour spaces of DTCG 2025.10 and their conversion to what iOS draws.
///
/// Every conversion follows CSS Color 4's sample code (its matrices and transfer functions), in
/// `Double`: a colour goes to CIE XYZ (D65; D50 spaces through the Bradford transform), then to
/// sRGB when it lies inside sRGB, otherwise to Display P3, and a colour outside Display P3 is
/// brought into it by CSS Color 4's gamut mapping (OKLCH chroma reduction, ``gamutMap(_:)``).
enum ColorConversion {
    /// A DTCG `colorSpace`.
    enum Space: String, CaseIterable, Sendable {
        case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch
        case displayP3 = "display-p3", a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020
        case xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"

        /// The names of the three components, as DTCG's table gives them.
        var componentNames: [String] {
            switch self {
            case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: ["red", "green", "blue"]
            case .hsl: ["hue", "saturation", "lightness"]
            case .hwb: ["hue", "whiteness", "blackness"]
            case .lab, .oklab: ["L", "a", "b"]
            case .lch, .oklch: ["L", "chroma", "hue"]
            case .xyzD65, .xyzD50: ["X", "Y", "Z"]
            }
        }

        /// Why `value` cannot be component `index` (0…2), or nil: DTCG's ranges, hue in [0, 360).
        func rangeProblem(_ value: Double, at index: Int) -> String? {
            let bounds: (lower: Double?, upper: Double?, upperIncluded: Bool)
            switch (self, index) {
            case (.hsl, 0), (.hwb, 0), (.lch, 2), (.oklch, 2): bounds = (0, 360, false)
            case (.hsl, _), (.hwb, _), (.lab, 0), (.lch, 0): bounds = (0, 100, true)
            case (.oklab, 0), (.oklch, 0): bounds = (0, 1, true)
            case (.lab, _), (.oklab, _): bounds = (nil, nil, true)
            case (.lch, 1), (.oklch, 1): bounds = (0, nil, true)
            default: bounds = (0, 1, true)
            }
            if let lower = bounds.lower, value < lower { return range(bounds) }
            if let upper = bounds.upper, bounds.upperIncluded ? value > upper : value >= upper { return range(bounds) }
            return nil
        }

        private func range(_ bounds: (lower: Double?, upper: Double?, upperIncluded: Bool)) -> String {
            let lower = bounds.lower.map { "[" + NumberText.format($0) } ?? "(-∞"
            let upper = bounds.upper.map { NumberText.format($0) + (bounds.upperIncluded ? "]" : ")") } ?? "∞)"
            return "\(lower), \(upper)"
        }
    }

    typealias Vector = (Double, Double, Double)
    typealias Matrix = (Vector, Vector, Vector)

    /// A component in gamut when within this of 0…1: floating-point noise, not colour.
    static let gamutTolerance = 1e-6

    /// Converted components are rounded to this many decimal places, far below what any display
    /// resolves (a 10-bit step is 0.001), so that the outputs do not depend on the last bit of
    /// a platform's `pow` and no component is a speck like 8.5e-16.
    static let decimalPlaces = 12.0

    // MARK: The colour iOS draws

    /// The colour `components` in `space` give, as sRGB when inside sRGB, else as Display P3
    /// (gamut mapped into it when outside). sRGB and Display P3 colours are kept as written.
    static func displayable(_ space: Space, _ components: Vector, alpha: Double) -> TokenColor {
        switch space {
        case .srgb: return TokenColor(.sRGB, red: components.0, green: components.1, blue: components.2, alpha: alpha)
        case .displayP3: return TokenColor(.displayP3, red: components.0, green: components.1, blue: components.2, alpha: alpha)
        default: break
        }
        let xyz = xyzD65(space, components)
        if let srgb = inGamut(gammaSRGB(multiply(linearSRGBFromXYZ, xyz))) {
            return TokenColor(.sRGB, red: rounded(srgb.0), green: rounded(srgb.1), blue: rounded(srgb.2), alpha: alpha)
        }
        let p3 = gamutMap(xyz)
        // Mapping may land inside sRGB (white for lightness 1, black for 0).
        if let srgb = inGamut(gammaSRGB(multiply(linearSRGBFromXYZ, multiply(xyzFromLinearP3, map(p3, linearSRGB))))) {
            return TokenColor(.sRGB, red: rounded(srgb.0), green: rounded(srgb.1), blue: rounded(srgb.2), alpha: alpha)
        }
        return TokenColor(.displayP3, red: rounded(p3.0), green: rounded(p3.1), blue: rounded(p3.2), alpha: alpha)
    }

    private static func rounded(_ value: Double) -> Double {
        let scale = pow(10, decimalPlaces)
        return (value * scale).rounded() / scale
    }

    /// `rgb` clamped to 0…1 when every component is within ``gamutTolerance`` of it, else nil.
    static func inGamut(_ rgb: Vector) -> Vector? {
        let all = [rgb.0, rgb.1, rgb.2]
        guard all.allSatisfy({ $0 >= -gamutTolerance && $0 <= 1 + gamutTolerance }) else { return nil }
        return (clamp(rgb.0), clamp(rgb.1), clamp(rgb.2))
    }

    private static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

    // MARK: To XYZ

    /// CIE XYZ (D65) of `components` in `space`; `none` components are 0, as CSS converts them.
    static func xyzD65(_ space: Space, _ c: Vector) -> Vector {
        switch space {
        case .srgb: return multiply(xyzFromLinearSRGB, map(c, linearSRGB))
        case .srgbLinear: return multiply(xyzFromLinearSRGB, c)
        case .hsl: return multiply(xyzFromLinearSRGB, map(hslToSRGB(c), linearSRGB))
        case .hwb: return multiply(xyzFromLinearSRGB, map(hwbToSRGB(c), linearSRGB))
        case .lab: return multiply(d65FromD50, labToXYZD50(c))
        case .lch: return multiply(d65FromD50, labToXYZD50(lchToLab(c)))
        case .oklab: return oklabToXYZ(c)
        case .oklch: return oklabToXYZ(lchToLab(c))
        case .displayP3: return multiply(xyzFromLinearP3, map(c, linearSRGB))
        case .a98RGB: return multiply(xyzFromLinearA98, map(c, linearA98))
        case .prophotoRGB: return multiply(d65FromD50, multiply(xyzD50FromLinearProPhoto, map(c, linearProPhoto)))
        case .rec2020: return multiply(xyzFromLinearRec2020, map(c, linearRec2020))
        case .xyzD65: return c
        case .xyzD50: return multiply(d65FromD50, c)
        }
    }

    // CSS Color 4, "Sample code for color conversions" (conversions.js), in Double.

    static let xyzFromLinearSRGB: Matrix = (
        (506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
        (87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
        (7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270)
    )
    static let linearSRGBFromXYZ: Matrix = inverse(xyzFromLinearSRGB)

    static let xyzFromLinearP3: Matrix = (
        (608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160),
        (35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400),
        (0.0, 32229.0 / 714400, 5220557.0 / 5000800)
    )
    static let linearP3FromXYZ: Matrix = inverse(xyzFromLinearP3)

    static let xyzFromLinearA98: Matrix = (
        (573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567),
        (591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835),
        (53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835)
    )

    static let xyzD50FromLinearProPhoto: Matrix = (
        (0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        (0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        (0.0, 0.0, 0.82510460251046020)
    )

    static let xyzFromLinearRec2020: Matrix = (
        (63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314),
        (26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157),
        (0.0, 19567812.0 / 697040785, 295819943.0 / 278816314)
    )

    /// Bradford chromatic adaptation, D50 → D65.
    static let d65FromD50: Matrix = (
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )

    /// The D50 white CIELAB is relative to.
    static let whiteD50: Vector = (0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)

    static func linearSRGB(_ c: Double) -> Double {
        let a = abs(c)
        return a <= 0.04045 ? c / 12.92 : sign(c) * pow((a + 0.055) / 1.055, 2.4)
    }

    static func gammaSRGB(_ c: Double) -> Double {
        let a = abs(c)
        return a > 0.0031308 ? sign(c) * (1.055 * pow(a, 1 / 2.4) - 0.055) : 12.92 * c
    }

    static func gammaSRGB(_ v: Vector) -> Vector { map(v, gammaSRGB) }

    static func linearA98(_ c: Double) -> Double { sign(c) * pow(abs(c), 563.0 / 256) }

    static func linearProPhoto(_ c: Double) -> Double {
        let a = abs(c)
        return a <= 16.0 / 512 ? c / 16 : sign(c) * pow(a, 1.8)
    }

    static func linearRec2020(_ c: Double) -> Double {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        let a = abs(c)
        return a < beta * 4.5 ? c / 4.5 : sign(c) * pow((a + alpha - 1) / alpha, 1 / 0.45)
    }

    /// HSL (hue in degrees, saturation and lightness in percent) → gamma-encoded sRGB.
    static func hslToSRGB(_ c: Vector) -> Vector {
        let hue = c.0.truncatingRemainder(dividingBy: 360), s = c.1 / 100, l = c.2 / 100
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// HWB (hue in degrees, whiteness and blackness in percent) → gamma-encoded sRGB.
    static func hwbToSRGB(_ c: Vector) -> Vector {
        let white = c.1 / 100, black = c.2 / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return (gray, gray, gray)
        }
        return map(hslToSRGB((c.0, 100, 50))) { $0 * (1 - white - black) + white }
    }

    /// Polar (L, C, h in degrees) → rectangular (L, a, b), for LCH and OKLCH alike.
    static func lchToLab(_ c: Vector) -> Vector {
        let radians = c.2 * .pi / 180
        return (c.0, c.1 * cos(radians), c.1 * sin(radians))
    }

    static func labToXYZD50(_ lab: Vector) -> Vector {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (lab.0 + 16) / 116
        let f0 = lab.1 / 500 + f1
        let f2 = f1 - lab.2 / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab.0 > kappa * epsilon ? pow(f1, 3) : lab.0 / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return (x * whiteD50.0, y * whiteD50.1, z * whiteD50.2)
    }

    // OKLab, with CSS Color 4's matrices for 64-bit arithmetic (D65 white → L 1, a 0, b 0).
    static let lmsFromXYZ: Matrix = (
        (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        (0.0481771893596242, 0.2642395317527308, 0.6335478284694309)
    )
    static let oklabFromLMS: Matrix = (
        (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        (0.0259040424655478, 0.7827717124575296, -0.8086757549230774)
    )
    static let xyzFromLMS: Matrix = inverse(lmsFromXYZ)
    static let lmsFromOKLab: Matrix = inverse(oklabFromLMS)

    static func oklabToXYZ(_ lab: Vector) -> Vector {
        multiply(xyzFromLMS, map(multiply(lmsFromOKLab, lab)) { $0 * $0 * $0 })
    }

    static func xyzToOKLab(_ xyz: Vector) -> Vector {
        multiply(oklabFromLMS, map(multiply(lmsFromXYZ, xyz), cbrt))
    }

    // MARK: Gamut mapping

    /// CSS Color 4's gamut mapping of a colour (XYZ D65) into Display P3, gamma-encoded: in
    /// OKLCH, lightness and hue are kept and chroma is reduced by binary search (to within
    /// 0.0001) until clipping the colour moves it less than a just noticeable difference
    /// (ΔE OK 0.02); then the clipped colour is taken. Lightness at or beyond 1 (0) gives white
    /// (black).
    static func gamutMap(_ xyz: Vector) -> Vector {
        let origin = xyzToOKLab(xyz)
        let lightness = origin.0
        if lightness >= 1 { return (1, 1, 1) }
        if lightness <= 0 { return (0, 0, 0) }
        func p3(_ oklab: Vector) -> Vector { gammaSRGB(multiply(linearP3FromXYZ, oklabToXYZ(oklab))) }
        func clip(_ v: Vector) -> Vector { (clamp(v.0), clamp(v.1), clamp(v.2)) }
        func distance(_ a: Vector, _ b: Vector) -> Double {
            ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)).squareRoot()
        }
        func deltaEOK(_ clipped: Vector, _ current: Vector) -> Double {
            distance(xyzToOKLab(multiply(xyzFromLinearP3, map(clipped, linearSRGB))), current)
        }
        if let exact = inGamut(p3(origin)) { return exact }
        let jnd = 0.02, epsilon = 0.0001
        let chroma = (origin.1 * origin.1 + origin.2 * origin.2).squareRoot()
        let hue = atan2(origin.2, origin.1)
        func withChroma(_ c: Double) -> Vector { (lightness, c * cos(hue), c * sin(hue)) }
        var clipped = clip(p3(origin))
        if deltaEOK(clipped, origin) < jnd { return clipped }
        var low = 0.0, high = chroma, lowInGamut = true
        while high - low > epsilon {
            let c = (low + high) / 2
            let current = withChroma(c)
            let candidate = p3(current)
            if lowInGamut, inGamut(candidate) != nil {
                low = c
                continue
            }
            clipped = clip(candidate)
            let e = deltaEOK(clipped, current)
            if e < jnd {
                if jnd - e < epsilon { return clipped }
                lowInGamut = false
                low = c
            } else {
                high = c
            }
        }
        return clipped
    }

    // MARK: Arithmetic

    static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        (m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
         m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
         m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2)
    }

    static func map(_ v: Vector, _ transform: (Double) -> Double) -> Vector {
        (transform(v.0), transform(v.1), transform(v.2))
    }

    private static func sign(_ value: Double) -> Double { value < 0 ? -1 : 1 }

    /// The inverse of a 3×3 matrix (by cofactors); the matrices here are all well conditioned.
    static func inverse(_ m: Matrix) -> Matrix {
        let (a, b, c) = m.0, (d, e, f) = m.1, (g, h, i) = m.2
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let determinant = a * A + b * B + c * C
        return (
            (A / determinant, -(b * i - c * h) / determinant, (b * f - c * e) / determinant),
            (B / determinant, (a * i - c * g) / determinant, -(a * f - c * d) / determinant),
            (C / determinant, -(a * h - b * g) / determinant, (a * e - b * d) / determinant)
        )
    }
}

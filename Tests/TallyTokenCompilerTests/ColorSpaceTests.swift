import Foundation
import TallyCore
@testable import TallyTokenCompiler
import Testing

/// Conversions checked against formulas written again here from their definitions (RGB → XYZ
/// matrices derived from each space's primaries and white point, Bradford adaptation derived
/// from its cone matrix), and against published reference values.
@Suite("DTCG 2025.10 colour spaces")
struct ColorSpaceTests {
    typealias V = [Double]
    typealias M = [[Double]]

    static func mul(_ m: M, _ v: V) -> V { m.map { row in zip(row, v).map(*).reduce(0, +) } }
    static func mul(_ a: M, _ b: M) -> M { a.map { row in (0..<3).map { j in (0..<3).map { row[$0] * b[$0][j] }.reduce(0, +) } } }
    static func inv(_ m: M) -> M {
        let (a, b, c, d, e, f, g, h, i) = (m[0][0], m[0][1], m[0][2], m[1][0], m[1][1], m[1][2], m[2][0], m[2][1], m[2][2])
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
                [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
                [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]
    }
    static func xyz(_ x: Double, _ y: Double) -> V { [x / y, 1, (1 - x - y) / y] }
    /// The RGB → XYZ matrix of primaries `r g b` and white `w` (chromaticities x, y).
    static func rgbToXYZ(_ r: (Double, Double), _ g: (Double, Double), _ b: (Double, Double), white w: (Double, Double)) -> M {
        let columns = [xyz(r.0, r.1), xyz(g.0, g.1), xyz(b.0, b.1)]
        let p: M = (0..<3).map { row in columns.map { $0[row] } }
        let s = mul(inv(p), xyz(w.0, w.1))
        return p.map { row in (0..<3).map { row[$0] * s[$0] } }
    }
    static let d65 = (0.3127, 0.3290), d50 = (0.3457, 0.3585)
    static let srgb = rgbToXYZ((0.64, 0.33), (0.30, 0.60), (0.15, 0.06), white: d65)
    static let p3 = rgbToXYZ((0.680, 0.320), (0.265, 0.690), (0.150, 0.060), white: d65)
    static let a98 = rgbToXYZ((0.64, 0.33), (0.21, 0.71), (0.15, 0.06), white: d65)
    static let rec2020 = rgbToXYZ((0.708, 0.292), (0.170, 0.797), (0.131, 0.046), white: d65)
    static let prophoto = rgbToXYZ((0.734699, 0.265301), (0.159597, 0.840403), (0.036598, 0.000105), white: d50)
    /// Bradford D50 → D65 from the Bradford cone response matrix.
    static let bradford: M = {
        let cone: M = [[0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296]]
        let from = mul(cone, xyz(d50.0, d50.1)), to = mul(cone, xyz(d65.0, d65.1))
        let scale: M = [[to[0] / from[0], 0, 0], [0, to[1] / from[1], 0], [0, 0, to[2] / from[2]]]
        return mul(inv(cone), mul(scale, cone))
    }()

    // Transfer functions, from their definitions (IEC 61966-2-1, Adobe RGB 1998, ROMM RGB, BT.2020).
    static func srgbLinear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func srgbEncode(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
    static func a98Linear(_ c: Double) -> Double { pow(c, 563.0 / 256) }
    static func prophotoLinear(_ c: Double) -> Double { c < 16.0 / 512 ? c / 16 : pow(c, 1.8) }
    static func rec2020Linear(_ c: Double) -> Double {
        let a = 1.09929682680944, b = 0.018053968510807
        return c < 4.5 * b ? c / 4.5 : pow((c + a - 1) / a, 1 / 0.45)
    }

    /// The independent XYZ (D65) of `c` in `space`.
    static func reference(_ space: ColorConversion.Space, _ c: V) -> V? {
        switch space {
        case .srgb: return mul(srgb, c.map(srgbLinear))
        case .srgbLinear: return mul(srgb, c)
        case .displayP3: return mul(p3, c.map(srgbLinear))
        case .a98RGB: return mul(a98, c.map(a98Linear))
        case .rec2020: return mul(rec2020, c.map(rec2020Linear))
        case .prophotoRGB: return mul(bradford, mul(prophoto, c.map(prophotoLinear)))
        case .xyzD65: return c
        case .xyzD50: return mul(bradford, c)
        case .hsl:
            // The hexcone model: chroma, the hue's sector, and the lightness offset.
            let (h, s, l) = (c[0], c[1] / 100, c[2] / 100)
            let chroma = (1 - abs(2 * l - 1)) * s, hp = h / 60
            let x = chroma * (1 - abs(hp.truncatingRemainder(dividingBy: 2) - 1)), m = l - chroma / 2
            let rgb: V = switch Int(hp) {
            case 0: [chroma, x, 0]; case 1: [x, chroma, 0]; case 2: [0, chroma, x]
            case 3: [0, x, chroma]; case 4: [x, 0, chroma]; default: [chroma, 0, x]
            }
            return mul(srgb, rgb.map { srgbLinear($0 + m) })
        case .hwb:
            let (w, b) = (c[1] / 100, c[2] / 100)
            guard w + b < 1 else { return nil }
            guard let pure = reference(.hsl, [c[0], 100, 50]) else { return nil }
            let rgb = mul(inv(srgb), pure).map(srgbEncode)
            return mul(srgb, rgb.map { srgbLinear($0 * (1 - w - b) + w) })
        case .lab, .lch:
            var (l, a, b) = (c[0], c[1], c[2])
            if space == .lch { (a, b) = (c[1] * cos(c[2] * .pi / 180), c[1] * sin(c[2] * .pi / 180)) }
            // CIE 15: the inverse of f(t) = t^(1/3) above (6/29)^3, else t / (3 (6/29)^2) + 4/29.
            let delta = 6.0 / 29
            func finv(_ t: Double) -> Double { t > delta ? t * t * t : 3 * delta * delta * (t - 4.0 / 29) }
            let fy = (l + 16) / 116
            let white = xyz(d50.0, d50.1)
            let xyzD50 = [white[0] * finv(fy + a / 500), white[1] * finv(fy), white[2] * finv(fy - b / 200)]
            return mul(bradford, xyzD50)
        case .oklab, .oklch:
            return nil  // checked against Ottosson's published values below
        }
    }

    static let samples: [V] = [
        [0, 0, 0], [1, 1, 1], [0.5, 0.5, 0.5], [1, 0, 0], [0, 1, 0], [0, 0, 1], [0.2, 0.4, 0.8], [0.9, 0.1, 0.3],
        [0.01, 0.02, 0.03], [0.03, 0.6, 0.45], [0.75, 0.75, 0.1],
    ]
    static func samples(for space: ColorConversion.Space) -> [V] {
        switch space {
        case .hsl: [[0, 0, 0], [0, 100, 50], [120, 100, 50], [210, 60, 40], [330, 100, 50], [59.5, 25, 80], [300, 10, 99]]
        case .hwb: [[0, 0, 0], [0, 0, 100].map { $0 * 0.5 }, [210, 20, 30], [330, 0, 0], [45, 10, 10], [275, 49, 50]]
        case .lab: [[0, 0, 0], [100, 0, 0], [50, 20, -30], [60.17, 93.54, -60.5], [5, 10, 10], [75, -40, 60]]
        case .lch: [[50, 0, 0], [60.17, 111.4, 327.11], [30, 40, 200], [90, 20, 90], [5, 3, 359]]
        default: samples
        }
    }

    @Test("every colour space converts to XYZ as its definition gives, to 1e-12")
    func conversionsMatchDefinitions() throws {
        var worst = 0.0
        for space in ColorConversion.Space.allCases {
            for sample in Self.samples(for: space) {
                guard let expected = Self.reference(space, sample) else { continue }
                let got = ColorConversion.xyzD65(space, (sample[0], sample[1], sample[2]))
                let error = zip([got.0, got.1, got.2], expected).map { abs($0 - $1) }.max() ?? 0
                worst = max(worst, error)
                #expect(error < 1e-12, "\(space.rawValue) \(sample): \(got) vs \(expected)")
            }
        }
        #expect(worst < 1e-12)
    }

    @Test("OKLab: D65 white is L 1; Ottosson's published XYZ → OKLab pairs to their 3 decimals")
    func oklabReference() {
        let white = ColorConversion.xyzToOKLab(ColorConversion.xyzD65(.srgb, (1, 1, 1)))
        #expect(abs(white.0 - 1) < 1e-9 && abs(white.1) < 1e-9 && abs(white.2) < 1e-9)
        // https://bottosson.github.io/posts/oklab/ "Table of example XYZ and OKLab pairs".
        let pairs: [(V, V)] = [
            ([0.950, 1.000, 1.089], [1.000, 0.000, 0.000]),
            ([1.000, 0.000, 0.000], [0.450, 1.236, -0.019]),
            ([0.000, 1.000, 0.000], [0.922, -0.671, 0.263]),
            ([0.000, 0.000, 1.000], [0.153, -1.415, -0.449]),
        ]
        for (xyz, lab) in pairs {
            let got = ColorConversion.xyzToOKLab((xyz[0], xyz[1], xyz[2]))
            #expect(zip([got.0, got.1, got.2], lab).allSatisfy { abs($0 - $1) <= 0.0015 }, "\(xyz) → \(got)")
            let back = ColorConversion.oklabToXYZ(got)
            #expect(zip([back.0, back.1, back.2], xyz).allSatisfy { abs($0 - $1) < 1e-12 })
        }
        // OKLCH is OKLab in polar form.
        let polar = ColorConversion.xyzD65(.oklch, (0.7, 0.1, 120))
        let rect = ColorConversion.xyzD65(.oklab, (0.7, 0.1 * cos(120 * Double.pi / 180), 0.1 * sin(120 * Double.pi / 180)))
        #expect(abs(polar.0 - rect.0) < 1e-15 && abs(polar.1 - rect.1) < 1e-15 && abs(polar.2 - rect.2) < 1e-15)
    }

    @Test("the format's own hot pink, in each space, is #ff00ff or within 1/255 of it in sRGB")
    func hotPink() throws {
        let examples: [(ColorConversion.Space, V)] = [
            (.srgb, [1, 0, 1]), (.srgbLinear, [1, 0, 1]), (.hsl, [300, 100, 50]), (.hwb, [300, 0, 0]),
            (.lab, [60.17, 93.54, -60.5]), (.lch, [60.17, 111.4, 327.11]), (.oklab, [0.7017, 0.2747, -0.1693]),
            (.oklch, [0.7016, 0.3225, 328.363]), (.xyzD65, [0.5929, 0.2848, 0.9699]), (.xyzD50, [0.5791, 0.2831, 0.728]),
        ]
        for (space, components) in examples {
            let xyz = ColorConversion.xyzD65(space, (components[0], components[1], components[2]))
            let rgb = Self.mul(Self.inv(Self.srgb), [xyz.0, xyz.1, xyz.2]).map { Self.srgbEncode(max($0, 0)) }
            #expect(abs(rgb[0] - 1) < 1.0 / 255 && abs(rgb[1]) < 1.0 / 255 && abs(rgb[2] - 1) < 1.0 / 255, "\(space.rawValue): \(rgb)")
        }
    }

    @Test("inside sRGB a colour is written as sRGB; outside, as Display P3; outside that, gamut mapped into it")
    func gamut() throws {
        // Display P3 green is outside sRGB; written in xyz-d65 it stays Display P3 (1e-9 exact).
        let green = ColorConversion.xyzD65(.displayP3, (0, 1, 0))
        let asP3 = ColorConversion.displayable(.xyzD65, green, alpha: 1)
        #expect(asP3.colorSpace == .displayP3)
        #expect(abs(asP3.red) < 1e-9 && abs(asP3.green - 1) < 1e-9 && abs(asP3.blue) < 1e-9)
        // sRGB orange written in OKLab comes back as sRGB.
        let orange = ColorConversion.xyzToOKLab(ColorConversion.xyzD65(.srgb, (1, 0.5, 0)))
        let asSRGB = ColorConversion.displayable(.oklab, orange, alpha: 0.5)
        #expect(asSRGB.colorSpace == .sRGB && asSRGB.alpha == 0.5)
        #expect(abs(asSRGB.red - 1) < 1e-9 && abs(asSRGB.green - 0.5) < 1e-9 && abs(asSRGB.blue) < 1e-9)
        // Rec. 2020 green lies outside Display P3: mapped into it, lightness and hue kept.
        let wide = ColorConversion.displayable(.rec2020, (0, 1, 0), alpha: 1)
        #expect(wide.colorSpace == .displayP3)
        #expect([wide.red, wide.green, wide.blue].allSatisfy { (0...1).contains($0) })
        let before = ColorConversion.xyzToOKLab(ColorConversion.xyzD65(.rec2020, (0, 1, 0)))
        let after = ColorConversion.xyzToOKLab(ColorConversion.xyzD65(.displayP3, (wide.red, wide.green, wide.blue)))
        #expect(abs(before.0 - after.0) < 0.02)
        #expect(abs(atan2(before.2, before.1) - atan2(after.2, after.1)) < 0.05)
        #expect((after.1 * after.1 + after.2 * after.2).squareRoot() < (before.1 * before.1 + before.2 * before.2).squareRoot())
        // Lightness at 1 is white.
        let white = ColorConversion.displayable(.oklch, (1, 0.3, 20), alpha: 1)
        #expect(white == TokenColor(.sRGB, red: 1, green: 1, blue: 1))
    }

    @Test("every colour space is accepted in a token; `none` is 0; the hex of other spaces is read for its form")
    func acceptsEverySpace() throws {
        let values = [
            ("srgb", "[1, 0, 1]"), ("srgb-linear", "[1, 0, 1]"), ("hsl", "[\"none\", 0, 100]"), ("hwb", "[330, 0, 0]"),
            ("lab", "[60.17, 93.54, -60.5]"), ("lch", "[60.17, 111.4, 327.11]"), ("oklab", "[0.701, 0.2746, -0.169]"),
            ("oklch", "[0.7016, 0.3225, 328.363]"), ("display-p3", "[1, 0, 1]"), ("a98-rgb", "[1, 0, 1]"),
            ("prophoto-rgb", "[1, 0, 1]"), ("rec2020", "[1, 0, 1]"), ("xyz-d65", "[0.5929, 0.2848, 0.9699]"),
            ("xyz-d50", "[0.5791, 0.2831, 0.728]"),
        ]
        let members = values.map { "\"\($0.0.replacingOccurrences(of: "-", with: "_"))\": {\"$value\": {\"colorSpace\": \"\($0.0)\", \"components\": \($0.1), \"alpha\": 1, \"hex\": \"#ff00ff\"}}" }
        let tokens = try compile("{\"c\": {\"$type\": \"color\", " + members.joined(separator: ", ") + "}}")
        #expect(tokens.count == 14)
        #expect(tokens["c.hsl"]?.value == .color(SchemeColor(TokenColor(.sRGB, red: 1, green: 1, blue: 1))))
        #expect(tokens["c.srgb_linear"]?.value == .color(SchemeColor(TokenColor(.sRGB, red: 1, green: 0, blue: 1))))
        guard case .color(let rec)? = tokens["c.rec2020"]?.value else { Issue.record("no rec2020"); return }
        #expect(rec.light.colorSpace == .displayP3)
        let css = try TokenCompiler.css(for: tokens)
        #expect(css.contains("--tally-c-rec2020: color(display-p3 "))
        let swift = try SwiftTokenEmitter.emit(tokens).values
        #expect(swift.contains("TokenColor(.displayP3, red: "))
    }

    @Test("components outside their space's range, a hue of 360, unknown spaces and wrong counts are refused by name")
    func refusesRanges() throws {
        func message(_ space: String, _ components: String) throws -> TokenError {
            try singleError("{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"\(space)\", \"components\": \(components)}}}")
        }
        #expect(try message("hsl", "[360, 50, 50]").message == "component 1 (hue) is 360, outside [0, 360) for hsl")
        #expect(try message("lab", "[101, 0, 0]").message == "component 1 (L) is 101, outside [0, 100] for lab")
        #expect(try message("oklch", "[0.5, -0.1, 10]").message == "component 2 (chroma) is -0.1, outside [0, ∞) for oklch")
        #expect(try message("xyz-d65", "[0.95, 1, 1.089]").message == "component 3 (Z) is 1.089, outside [0, 1] for xyz-d65")
        #expect(try message("hwb", "[10, 101, 0]").kind == .componentOutOfRange)
        #expect(try compile(#"{"c": {"$type": "color", "$value": {"colorSpace": "oklab", "components": [0.5, -0.4, 0.4]}}}"#).count == 1, "a and b are unbounded")
        #expect(try message("cmyk", "[0, 0, 0]").message.hasPrefix("unknown colour space \"cmyk\" (srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50)"))
        #expect(try message("lab", "[50, 0]").message == "\"components\" must be an array of three numbers (L, a, b in lab)")
        #expect(try message("srgb", "[\"nan\", 0, 0]").message == "component 1 (red) must be a number or \"none\", found string")
    }
}

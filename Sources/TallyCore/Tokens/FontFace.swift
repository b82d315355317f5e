import Foundation

/// The face a typography token is drawn in, decided once so that the amount's fit measures the
/// font the theme draws: the token's first font family at its weight, or the system font when
/// that family is a CSS generic or system name (`-apple-system`, `system-ui`, `sans-serif`…) or
/// there is none.
///
/// A view draws a token with its first family only (SwiftUI's `Font.custom`, which falls back to
/// the system font when the family is not registered), so later families of the list never draw
/// on iOS and are never measured here. On iOS the measuring font is looked up by
/// ``postScriptName`` (`Inter-Bold`), then by family and weight, then falls back to the system
/// font at ``weight``, as the drawing does.
public struct FontFace: Sendable, Hashable {
    /// The family asked for, or nil for the system font.
    public var family: String?
    /// The weight, 1…1000 as in the token (400 regular, 700 bold, 450.5 between).
    public var weight: Double

    /// A face of `family` (nil for the system font) at `weight`.
    public init(family: String?, weight: Double) {
        self.family = family
        self.weight = weight
    }

    /// The face `typography` draws: its first family unless that is a generic or system name
    /// (then the system font), at its weight.
    public init(_ typography: TokenTypography) {
        let first = typography.fontFamily.first?.trimmingCharacters(in: .whitespaces)
        let family = first.flatMap { $0.isEmpty || Self.isSystemFamily($0) ? nil : $0 }
        self.init(family: family, weight: typography.fontWeight)
    }

    /// Whether this is the system font.
    public var isSystem: Bool { family == nil }

    /// The weight as one of the nine named steps, 100…900: the nearest hundred (a half rounds
    /// up, as `Font.Weight(tokenWeight:)` does), within 100…900.
    public var roundedWeight: Int { Self.roundedWeight(weight) }

    /// The PostScript name fonts are usually registered under for this face: the family without
    /// spaces, a hyphen and the weight's name (`Inter` at 700 is `Inter-Bold`, `Source Sans 3`
    /// at 600 is `SourceSans3-SemiBold`). Nil for the system font.
    public var postScriptName: String? {
        guard let family else { return nil }
        let compact = family.filter { !$0.isWhitespace }
        return compact.isEmpty ? nil : compact + "-" + Self.weightName(weight)
    }

    /// The name of `weight`'s step as font files name their faces: Thin, ExtraLight, Light,
    /// Regular, Medium, SemiBold, Bold, ExtraBold, Black.
    public static func weightName(_ weight: Double) -> String {
        switch roundedWeight(weight) {
        case 100: "Thin"
        case 200: "ExtraLight"
        case 300: "Light"
        case 400: "Regular"
        case 500: "Medium"
        case 600: "SemiBold"
        case 700: "Bold"
        case 800: "ExtraBold"
        default: "Black"
        }
    }

    /// `weight` to the nearest hundred within 100…900.
    public static func roundedWeight(_ weight: Double) -> Int {
        let step = ((weight + 50) / 100).rounded(.down)
        return Int(min(max(step, 1), 9)) * 100
    }

    /// The CSS generic families and the names the system font goes by, which name no font of
    /// their own on iOS: compared without case.
    public static let systemFamilies: Set<String> = [
        "-apple-system", "system-ui", "blinkmacsystemfont", ".applesystemuifont",
        "sans-serif", "serif", "monospace", "cursive", "fantasy", "math", "emoji", "fangsong",
        "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded",
    ]

    /// Whether `family` is a CSS generic family or a name of the system font.
    public static func isSystemFamily(_ family: String) -> Bool {
        systemFamilies.contains(family.lowercased())
    }
}

import Foundation

/// A colour space a colour token can be written in.
///
/// These are the two spaces iOS draws tokens in. A colour written in sRGB or Display P3 is kept
/// as written, so a Display P3 brand colour reaches SwiftUI (`Color(.displayP3, …)`) and CSS
/// (`color(display-p3 …)`) without a lossy conversion through sRGB; the token compiler converts
/// a colour written in any other DTCG colour space to sRGB when it lies inside sRGB, and to
/// Display P3 otherwise.
public enum TokenColorSpace: String, Sendable, Hashable, Codable, CaseIterable {
    /// The sRGB colour space (gamma-encoded components in 0…1).
    case sRGB = "srgb"
    /// The Display P3 colour space (gamma-encoded components in 0…1).
    case displayP3 = "display-p3"
}

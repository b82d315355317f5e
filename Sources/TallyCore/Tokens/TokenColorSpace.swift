import Foundation

/// A colour space a colour token can be written in.
///
/// Tally keeps a colour in the space its token was written in, so a Display P3 brand colour
/// reaches SwiftUI (`Color(.displayP3, …)`) and CSS (`color(display-p3 …)`) without a lossy
/// conversion through sRGB.
public enum TokenColorSpace: String, Sendable, Hashable, Codable, CaseIterable {
    /// The sRGB colour space (gamma-encoded components in 0…1).
    case sRGB = "srgb"
    /// The Display P3 colour space (gamma-encoded components in 0…1).
    case displayP3 = "display-p3"
}

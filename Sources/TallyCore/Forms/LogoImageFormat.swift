import Foundation

/// The image formats logo.dev serves.
public enum LogoImageFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// PNG: transparency where the logo has it.
    case png
    /// JPEG: logo.dev's default, smallest for photographic logos, no transparency.
    case jpg
    /// WebP: small files with transparency.
    case webp
}

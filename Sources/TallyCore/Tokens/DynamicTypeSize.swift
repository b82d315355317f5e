import Foundation

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

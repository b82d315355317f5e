import Foundation

extension UInt8 {
    /// Whether this byte is an ASCII digit `0`…`9`.
    var isASCIIDigit: Bool { self &- 0x30 < 10 }
}

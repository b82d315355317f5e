import Foundation

/// Up to 16 bytes of UTF-8 held in two words, so that a separator, a prefix or a suffix is
/// written byte by byte without going through `String`.
struct SmallUTF8: Sendable, Hashable {
    /// The longest text held.
    static let capacity = 16

    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// The number of bytes.
    let count: Int

    /// `text`'s bytes; nil when it takes more than ``capacity`` bytes.
    init?(_ text: String) {
        var count = 0
        for byte in text.utf8 {
            guard count < Self.capacity else { return nil }
            if count < 8 { low |= UInt64(byte) << (8 * count) } else { high |= UInt64(byte) << (8 * (count - 8)) }
            count += 1
        }
        self.count = count
    }

    /// Writes the bytes into `buffer` from `index`.
    @inline(__always)
    func write(into buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int) {
        var word = low
        for offset in 0..<count {
            if offset == 8 { word = high }
            buffer[index + offset] = UInt8(truncatingIfNeeded: word)
            word >>= 8
        }
    }
}

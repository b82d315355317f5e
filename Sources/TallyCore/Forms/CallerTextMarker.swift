import Foundation

/// Stand-ins for texts a view's caller gives as SwiftUI `Text` (or as an app key), which a state
/// cannot hold as a string.
///
/// A view puts ``placeholder(_:)`` in its state where the caller's text goes (an error, a helper
/// line, a title). The state then decides as it does for any text: a stand-in is never blank, so
/// an error given as `Text` turns the border red and hides the helper text exactly as an error
/// given as a string does. What the state writes with it ("Error: ⟨0⟩. ⟨1⟩") the view cuts at the
/// stand-ins (``segments(of:)``) and draws the caller's texts in their place, so a text the state
/// composes around the caller's (a VoiceOver hint, a header's reading) stays the state's.
///
/// The stand-ins are characters of Unicode's Private Use Area (U+E000 on), which no text of
/// Tally's catalog contains.
@_spi(Tally) public enum CallerTextMarker {
    /// One part of a text a state wrote with stand-ins: a run of its own text, or the place of
    /// the caller's text numbered `slot`.
    public enum Segment: Sendable, Hashable {
        /// Text as the state wrote it.
        case text(String)
        /// The caller's text numbered `slot`.
        case caller(Int)
    }

    /// How many stand-ins there are: slots 0 to 63.
    public static let slots = 64

    /// The first stand-in's scalar, U+E000.
    private static let base: UInt32 = 0xE000

    /// The stand-in for the caller's text numbered `slot` (0 to 63; others are taken modulo 64):
    /// one character, never blank.
    public static func placeholder(_ slot: Int) -> String {
        let index = UInt32(((slot % slots) + slots) % slots)
        return String(Character(Unicode.Scalar(base + index) ?? "\u{E000}"))
    }

    /// The slot of a stand-in scalar, or nil for any other scalar.
    private static func slot(of scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        return value >= base && value < base + UInt32(slots) ? Int(value - base) : nil
    }

    /// `text` cut at the stand-ins: its runs of text and the slots, in order. A text without a
    /// stand-in is one run (none when it is empty).
    public static func segments(of text: String) -> [Segment] {
        var segments: [Segment] = []
        var run = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let slot = slot(of: scalar) {
                if !run.isEmpty { segments.append(.text(String(run))) }
                run = String.UnicodeScalarView()
                segments.append(.caller(slot))
            } else {
                run.append(scalar)
            }
        }
        if !run.isEmpty { segments.append(.text(String(run))) }
        return segments
    }

    /// Whether `text` holds a stand-in.
    public static func containsPlaceholder(_ text: String) -> Bool {
        text.unicodeScalars.contains { slot(of: $0) != nil }
    }
}

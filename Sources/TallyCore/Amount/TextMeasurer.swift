import Foundation

/// Measures how wide a text is at a font size. Tally measures once, at the base size, and scales;
/// TallyUI measures with UIKit, tests with Inter's real advance widths.
public protocol TextMeasurer: Sendable {
    /// The width of `text` at `fontSize`, in points.
    func width(of text: String, fontSize: Double) -> Double
}

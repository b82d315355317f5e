import Foundation

/// The `updateFontSize` of an amount view, decided once: the hero amount's font size for the width it has.
///
/// One measurement at the base size through the injected ``TextMeasurer``, then proportional
/// scaling (text width is linear in font size), never below ``minimumScale`` × base (0.3, as
/// `.minimumScaleFactor(0.3)`), never above the base.
public struct AmountFontFit: Sendable, Hashable {
    /// The size the amount is drawn at when it fits (Inter Bold 56 in the design).
    public var baseSize: Double
    /// The smallest size as a fraction of the base.
    public var minimumScale: Double

    /// The height of the text cursor after a figure drawn at `fontSize`: 0.8 of it, the height
    /// of the digits, so the cursor grows and shrinks with the figure.
    public static func cursorHeight(fontSize: Double) -> Double { fontSize * 4 / 5 }

    /// A fit starting at `baseSize`.
    public init(baseSize: Double = TallyTokens.Typography.heroAmount.fontSize.points, minimumScale: Double = 0.3) {
        self.baseSize = baseSize
        self.minimumScale = minimumScale
    }

    /// The font size at which `text` fits `availableWidth`, measured once with `measurer`.
    public func fontSize(for text: String, availableWidth: Double, measurer: some TextMeasurer) -> Double {
        guard baseSize > 0, availableWidth.isFinite, availableWidth > 0 else { return baseSize * minimumScale }
        let width = measurer.width(of: text, fontSize: baseSize)
        guard width.isFinite, width > availableWidth else { return baseSize }
        return max(baseSize * availableWidth / width, baseSize * minimumScale)
    }

    /// The size the amount is drawn at with Dynamic Type at `dynamicTypeScale` (1 at the default
    /// text size): the view asks for ``fontSize(for:availableWidth:measurer:)`` scaled by Dynamic
    /// Type, and `.minimumScaleFactor` shrinks that once more to the width, never below
    /// ``minimumScale`` of it. So the largest text sizes still fit the longest amounts.
    public func fontSize(for text: String, availableWidth: Double, measurer: some TextMeasurer, dynamicTypeScale: Double) -> Double {
        let fitted = fontSize(for: text, availableWidth: availableWidth, measurer: measurer)
        // At the default text size, a figure that fits is drawn at the base size: the second
        // fit would measure the same text at the same size again.
        if dynamicTypeScale == 1, fitted == baseSize { return baseSize }
        let requested = fitted * max(dynamicTypeScale, 0)
        return AmountFontFit(baseSize: requested, minimumScale: minimumScale).fontSize(for: text, availableWidth: availableWidth, measurer: measurer)
    }
}

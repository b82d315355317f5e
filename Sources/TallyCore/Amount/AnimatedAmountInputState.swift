import Foundation

/// What `AnimatedAmountInput` draws: a compact amount that is a button opening its editor, the
/// blinking cursor while it is being edited, and what VoiceOver reads ("Edit amount" and the whole
/// amount with its currency).
public struct AnimatedAmountInputState: Sendable, Hashable {
    /// The amount shown.
    public var input: AmountInput
    /// Whether the amount is being edited: the cursor shows.
    public var isEditing: Bool

    /// The state of `input`, edited or not.
    public init(input: AmountInput, isEditing: Bool = false) {
        self.input = input
        self.isEditing = isEditing
    }

    /// The figure as shown.
    public var display: String { input.display }

    /// Whether the cursor shows after the figure.
    public var showsCursor: Bool { isEditing }

    /// The font size the figure is drawn at in `availableWidth` points, measured by `measurer`,
    /// starting from `baseSize`.
    public func fontSize(availableWidth: Double, measurer: some TextMeasurer, baseSize: Double = AmountFontFit().baseSize) -> Double {
        AmountFontFit(baseSize: baseSize).fontSize(for: display, availableWidth: availableWidth, measurer: measurer)
    }

    /// The cursor's height for a figure drawn at `fontSize`: 0.8 of it.
    public static func cursorHeight(fontSize: Double) -> Double { fontSize * 0.8 }

    /// What VoiceOver reads: "Edit amount", the whole amount with its currency; a button.
    public func accessibility(locale: Locale) -> PickerAccessibility {
        PickerAccessibility(label: Localizer.string(.amountEditAccessibilityLabel, locale: locale), value: input.accessibilityValue(locale: locale))
    }
}

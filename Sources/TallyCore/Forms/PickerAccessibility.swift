import Foundation

/// What assistive technologies are told about one control: the label, value and hint VoiceOver
/// reads, and whether the `.isSelected` trait is on. Views apply it as it is, so the text comes
/// from the model and can be tested without a screen.
public struct PickerAccessibility: Sendable, Hashable {
    /// What the control is ("Weekly", "3 days before").
    public var label: String
    /// Its current value, nil when the control's own value (a switch's on or off) or its traits
    /// already say it.
    public var value: String?
    /// What activating it does, nil for none.
    public var hint: String?
    /// Whether the control is the chosen one (the `.isSelected` trait).
    public var isSelected: Bool

    /// A description of one control.
    public init(label: String, value: String? = nil, hint: String? = nil, isSelected: Bool = false) {
        self.label = label
        self.value = value
        self.hint = hint
        self.isSelected = isSelected
    }
}

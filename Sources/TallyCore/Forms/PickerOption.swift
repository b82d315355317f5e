import Foundation

/// One choice of a picker: the text shown, the value it stands for and, when the text alone would
/// be unclear to VoiceOver (an abbreviation, a symbol), a longer spoken label.
///
/// The label is user-visible text: take it from the String Catalog (for example
/// ``RecurringFrequency/title(locale:language:)``), never a literal.
public struct PickerOption<Value: Hashable & Sendable>: Hashable, Sendable, Identifiable {
    /// The text shown on the segment or row.
    public var label: String
    /// The value the picker's selection takes when this option is chosen.
    public var value: Value
    /// What VoiceOver reads instead of ``label``; nil reads the label.
    public var accessibilityLabel: String?

    /// An option showing `label` for `value`.
    ///
    /// - Parameters:
    ///   - label: The text shown.
    ///   - value: The value it selects.
    ///   - accessibilityLabel: What VoiceOver reads instead of `label`, if the label is not clear
    ///     enough spoken on its own.
    public init(label: String, value: Value, accessibilityLabel: String? = nil) {
        self.label = label
        self.value = value
        self.accessibilityLabel = accessibilityLabel
    }

    /// Options are identified by their value: a picker's values are distinct.
    public var id: Value { value }

    /// What VoiceOver reads for this option: ``accessibilityLabel`` when given and not empty,
    /// ``label`` otherwise.
    public var spokenLabel: String {
        if let accessibilityLabel, !accessibilityLabel.isEmpty { return accessibilityLabel }
        return label
    }

    /// The position of the option whose value is `selection` in `options`, nil when none has it
    /// (when values repeat, the first).
    public static func selectedIndex(of selection: Value, in options: [PickerOption]) -> Int? {
        options.firstIndex { $0.value == selection }
    }

    /// The picker's VoiceOver value while `selection` is chosen: the spoken label of the selected
    /// option ("Weekly"), nil when no option has that value.
    public static func accessibilityValue(for selection: Value, in options: [PickerOption]) -> String? {
        selectedIndex(of: selection, in: options).map { options[$0].spokenLabel }
    }

    /// What VoiceOver reads for this option as one segment or row of a picker whose selection is
    /// `selection`: its spoken label, the `.isSelected` trait when it is the chosen one, and
    /// `hint`. A segment has no value of its own (the trait says whether it is chosen).
    ///
    /// - Parameters:
    ///   - selection: The picker's current selection.
    ///   - hint: What choosing an option does, from the String Catalog, if anything.
    public func accessibility(selection: Value, hint: String? = nil) -> PickerAccessibility {
        PickerAccessibility(label: spokenLabel, value: nil, hint: hint, isSelected: value == selection)
    }
}

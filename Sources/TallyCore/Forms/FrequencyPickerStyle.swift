import Foundation

/// How `FrequencyPickerView` lays the frequencies out.
public enum FrequencyPickerStyle: String, CaseIterable, Sendable, Hashable {
    /// Side-by-side segments on a glass card.
    case segmented
    /// One row that opens a menu.
    case menu
    /// A vertical list of rows with a checkmark.
    case list
}

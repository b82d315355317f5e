import Foundation

/// The three ways `DatePickerRow` shows a date.
public enum DatePickerRowStyle: String, CaseIterable, Sendable, Hashable {
    /// The system date picker in the row.
    case inline
    /// The title and the formatted date; a tap opens a sheet with a graphical calendar.
    case compact
    /// The quick buttons: Yesterday, Today and a calendar sheet.
    case sheet
}

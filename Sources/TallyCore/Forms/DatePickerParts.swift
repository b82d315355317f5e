import Foundation

/// The parts of a moment a date row or sheet lets a person pick.
public enum DatePickerParts: String, CaseIterable, Sendable, Hashable {
    /// The day.
    case date
    /// The time of day.
    case time
    /// The day and the time of day.
    case dateAndTime

    /// Whether the day is picked.
    public var includesDate: Bool { self != .time }

    /// Whether the time of day is picked (and shown in the row).
    public var includesTime: Bool { self != .date }
}

import Foundation

/// One day of a calendar in a time zone, identified by the moment it starts.
///
/// Two values are equal when they start at the same moment, so compare days of one calendar and
/// time zone (a ``RelativeDays`` makes them all that way). Days are ordered by their start.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The first moment of the day (usually midnight; 01:00 where a time zone skips midnight).
    public let start: Date
    /// The day's era, year, month and day in the calendar it was made with.
    public let components: DateComponents

    /// The day that contains `date` in `calendar` (and the calendar's time zone).
    public init(containing date: Date, calendar: Calendar) {
        start = calendar.startOfDay(for: date)
        components = calendar.dateComponents([.era, .year, .month, .day], from: date)
    }

    /// Earlier days first.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.start < rhs.start }

    /// Equal when the days start at the same moment.
    public static func == (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.start == rhs.start }

    /// Hashes the start.
    public func hash(into hasher: inout Hasher) { hasher.combine(start) }

    /// The day `days` days later (earlier when negative), counted in calendar days, so a
    /// 23-hour or 25-hour day around a daylight-saving change counts as one day.
    public func adding(days: Int, calendar: Calendar) -> CalendarDay {
        // Noon is never skipped or repeated by a daylight-saving change, unlike midnight.
        let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: start) ?? start
        let moved = calendar.date(byAdding: .day, value: days, to: noon) ?? noon.addingTimeInterval(Double(days) * 86_400)
        return CalendarDay(containing: moved, calendar: calendar)
    }

    /// "2026-03-29" in the day's own calendar numbering.
    public var description: String {
        let year = components.year ?? 0, month = components.month ?? 0, day = components.day ?? 0
        return String(format: "%04d-%02d-%02d", year, month, day)
    }
}

import Foundation

/// The calendar day a set of exchange rates is for, such as the ECB's `2018-09-12`.
///
/// A plain year, month and day, free of time zones, so that two readers of the same file agree on
/// it everywhere. ``description`` is the ISO 8601 form the ECB publishes (`2018-09-12`), and
/// ``startInFrankfurt`` the instant the day begins where the ECB sets its rates.
public struct RatesDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, for example 2018.
    public let year: Int
    /// The month, 1 (January) to 12 (December).
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// The day `year`-`month`-`day` of the Gregorian calendar, or nil when there is no such day
    /// (`2018-02-30`) or the year is outside 1000...9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1000...9999).contains(year), (1...12).contains(month),
              (1...Self.daysInMonth(month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day written as `YYYY-MM-DD` (exactly four, two and two ASCII digits), or nil when the
    /// text is not in that form or names no day.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]),
              let day = Self.number(bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day as `YYYY-MM-DD`, for example `2018-09-12`.
    public var description: String {
        let month = month < 10 ? "0\(month)" : "\(month)"
        let day = day < 10 ? "0\(day)" : "\(day)"
        return "\(year)-\(month)-\(day)"
    }

    /// The instant the day begins in Frankfurt: 00:00 CET (UTC+1), or 00:00 CEST (UTC+2) in
    /// summer time.
    ///
    /// Summer time follows the EU rule in force since 1996 (from the last Sunday of March to the
    /// last Sunday of October, switching at 01:00 UTC), computed here rather than read from the
    /// system's time zone database, so the instant is the same on every platform.
    /// 2018-09-12 begins at 2018-09-11 22:00 UTC; 2018-01-12 at 2018-01-11 23:00 UTC.
    public var startInFrankfurt: Date {
        let days = Self.daysSinceEpoch(year: year, month: month, day: day)
        let summerStart = Self.lastSunday(daysSinceEpochOf31st: Self.daysSinceEpoch(year: year, month: 3, day: 31))
        let summerEnd = Self.lastSunday(daysSinceEpochOf31st: Self.daysSinceEpoch(year: year, month: 10, day: 31))
        // At 00:00 local time the switch of that very Sunday (01:00 UTC) has not happened yet.
        let offsetHours = days > summerStart && days <= summerEnd ? 2 : 1
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 - offsetHours * 3_600))
    }

    /// The first day of the ECB's euro reference rates, 1999-01-04.
    public static let firstECBDay = RatesDate(checked: (1999, 1, 4))

    /// A day known to be valid.
    private init(checked day: (year: Int, month: Int, day: Int)) {
        year = day.year
        month = day.month
        self.day = day.day
    }

    /// The day (in UTC) that `instant` falls on; nil outside the years 1000...9999.
    public init?(containing instant: Date) {
        let days = Int((instant.timeIntervalSince1970 / 86_400).rounded(.down))
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Whether `lhs` is an earlier day than `rhs`.
    public static func < (lhs: RatesDate, rhs: RatesDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    private static func daysInMonth(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to the given Gregorian day (negative before it).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The last Sunday on or before a month's 31st, as days since 1970-01-01 (a Thursday).
    private static func lastSunday(daysSinceEpochOf31st days: Int) -> Int {
        let weekday = ((days + 4) % 7 + 7) % 7  // 0 is Sunday
        return days - weekday
    }
}

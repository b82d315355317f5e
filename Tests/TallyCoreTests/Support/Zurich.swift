import Foundation

/// Gregorian in Europe/Zurich, the calendar the date tests count days in.
let zurich: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Zurich")!
    return calendar
}()

/// A wall-clock time in Zurich.
func zurichTime(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 10, _ minute: Int = 30) -> Date {
    zurich.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

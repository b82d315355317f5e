import Foundation

extension RatesDate {
    /// The date as `locale` writes a medium date ("Sep 12, 2018", "12. Sept. 2018"), in the Gregorian
    /// calendar whatever the locale's calendar, independent of the device's time zone.
    public func formatted(locale: Locale) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)) else { return description }
        return date.formatted(calendar.dateStyle(date: .abbreviated, locale: locale))
    }
}

import Foundation

extension Calendar {
    /// How `locale` writes a date in this calendar and its time zone (never the device's), for
    /// every date Tally shows.
    public func dateStyle(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle = .omitted, locale: Locale) -> Date.FormatStyle {
        Date.FormatStyle(date: date, time: time, locale: locale, calendar: self, timeZone: timeZone)
    }
}

import Foundation

extension RelativeDays {
    /// The button shown selected for `date`: today's or yesterday's, or the calendar's for any
    /// other day.
    public func selectedButton(for date: Date) -> QuickDateButton {
        switch relation(of: date) {
        case .today: .today
        case .yesterday: .yesterday
        case .earlier, .later: .calendar
        }
    }

    /// The title of a quick button while `selectedDate` is chosen: "Yesterday", "Today", and for
    /// the calendar button the chosen date when it is selected ("16 Nov 2026"), "Date" otherwise.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func title(of button: QuickDateButton, selectedDate: Date, locale: Locale, language: TallyLanguage? = nil) -> String {
        guard button == .calendar, selectedButton(for: selectedDate) == .calendar else {
            return Localizer.string(button.titleKey, language: language, locale: locale)
        }
        return selectedDate.formatted(calendar.dateStyle(date: .abbreviated, locale: locale))
    }

    /// The moment a quick button picks: `now` for today, the same time yesterday for
    /// yesterday; nil for the calendar, which asks.
    public func date(for button: QuickDateButton) -> Date? {
        switch button {
        case .today: now
        case .yesterday: yesterdayAtCurrentTime
        case .calendar: nil
        }
    }
}

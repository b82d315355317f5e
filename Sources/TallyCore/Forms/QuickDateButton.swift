import Foundation

/// The three buttons of `DateButtonsView`.
public enum QuickDateButton: String, CaseIterable, Sendable, Hashable {
    /// Yesterday, at the current time of day.
    case yesterday
    /// Today, now.
    case today
    /// Any other day, from a calendar.
    case calendar

    /// The button's title key.
    public var titleKey: TallyStringKey {
        switch self {
        case .yesterday: .dateYesterday
        case .today: .dateToday
        case .calendar: .dateSelectDate
        }
    }
}

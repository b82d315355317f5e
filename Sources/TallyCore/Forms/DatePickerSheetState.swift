import Foundation

/// Everything `DatePickerSheet` shows, as one value: its title, the draft date being edited, the
/// bounds and parts, and the calendar.
///
/// The sheet edits the draft, never the selection itself: Select hands the draft back, Cancel
/// drops it, so cancelling changes nothing. The draft starts on the selection moved into the
/// bounds.
public struct DatePickerSheetState: Sendable, Hashable {
    /// The sheet's title.
    public var title: String
    /// The date being edited.
    public private(set) var draft: Date
    /// The dates accepted.
    public var bounds: DateBounds
    /// The parts picked.
    public var parts: DatePickerParts
    /// The calendar and time zone the month is laid out in.
    public var calendar: Calendar

    /// A sheet editing a draft of `selection`, moved into `bounds`.
    ///
    /// - Parameters:
    ///   - title: The sheet's title.
    ///   - selection: The date the draft starts from.
    ///   - bounds: The dates accepted; every date by default.
    ///   - parts: The parts picked; the day by default.
    ///   - calendar: The calendar and time zone of the month shown.
    public init(title: String, selection: Date, bounds: DateBounds = .unbounded, parts: DatePickerParts = .date, calendar: Calendar) {
        self.title = title
        draft = bounds.clamp(selection).date
        self.bounds = bounds
        self.parts = parts
        self.calendar = calendar
    }

    /// Moves the draft to `date`, or to the nearest allowed date when `date` is outside the bounds.
    public mutating func edit(_ date: Date) {
        draft = bounds.clamp(date).date
    }

    /// The date Select hands back: the draft.
    public var selectedDate: Date { draft }

    /// The cancel button's title in `language` (`locale`'s when nil) (`common.cancel`).
    public func cancelTitle(locale: Locale, language: TallyLanguage? = nil) -> String { Localizer.string(.commonCancel, language: language, locale: locale) }

    /// The select button's title in `language` (`locale`'s when nil) (`common.select`).
    public func selectTitle(locale: Locale, language: TallyLanguage? = nil) -> String { Localizer.string(.commonSelect, language: language, locale: locale) }

    /// What VoiceOver reads for the chosen day: the full date in `locale` ("Saturday, 21 November 2026").
    public func draftAccessibilityLabel(locale: Locale) -> String {
        draft.formatted(calendar.dateStyle(date: .complete, locale: locale))
    }

    /// The month of the draft as a graphical calendar lays it out in `locale`.
    public func month(locale: Locale) -> Month {
        var calendar = calendar
        calendar.locale = locale
        let day = calendar.component(.day, from: draft)
        let start = calendar.date(from: calendar.dateComponents([.year, .month], from: draft)) ?? draft
        let count = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        let leading = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        let weekdays = (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7] }
        var format = Date.FormatStyle(locale: locale, calendar: calendar).month(.wide).year()
        format.timeZone = calendar.timeZone
        return Month(title: start.formatted(format), weekdays: weekdays,
                     days: Array(repeating: nil, count: leading) + (1...count).map { Optional($0) }, selectedDay: day)
    }

    /// A month laid out as a calendar grid.
    public struct Month: Sendable, Hashable {
        /// "November 2026".
        public let title: String
        /// The weekday initials, from the calendar's first weekday.
        public let weekdays: [String]
        /// The cells in order: nil for the blanks before the 1st, then each day's number.
        public let days: [Int?]
        /// The draft's day of the month.
        public let selectedDay: Int
    }
}

extension DatePickerSheetState: AccessibilityDescribing {
    /// What VoiceOver reads for the sheet's title: the title, a header.
    public var titleAccessibility: AccessibilityElement {
        AccessibilityElement(label: title, traits: .header)
    }

    /// What VoiceOver reads for the chosen day of the calendar: the full date in `locale`
    /// (``draftAccessibilityLabel(locale:)``), a selected button.
    public func draftAccessibility(locale: Locale) -> AccessibilityElement {
        AccessibilityElement(label: draftAccessibilityLabel(locale: locale), traits: [.button, .selected])
    }

    /// What VoiceOver reads for the cancel button in `language` (`locale`'s when nil):
    /// ``cancelTitle(locale:language:)``, a button.
    public func cancelButtonAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: cancelTitle(locale: locale, language: language), traits: .button)
    }

    /// What VoiceOver reads for the select button in `language` (`locale`'s when nil):
    /// ``selectTitle(locale:language:)``, a button.
    public func selectButtonAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: selectTitle(locale: locale, language: language), traits: .button)
    }

    /// The title, the chosen day, the cancel button and the select button.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [titleAccessibility, draftAccessibility(locale: locale),
         cancelButtonAccessibility(locale: locale, language: language), selectButtonAccessibility(locale: locale, language: language)]
    }
}

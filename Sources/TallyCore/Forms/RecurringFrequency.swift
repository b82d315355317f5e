import Foundation

/// How often a recurring transaction or subscription repeats
///
/// The schedule of a series is computed from its first date, the *anchor*: occurrence `n` is the
/// anchor plus `n` periods, added by the calendar in one step. It is never found by stepping from
/// the previous occurrence, so a date that had to be moved once does not drag the rest of the
/// series with it:
///
/// - Monthly on the 31st falls on the last day of shorter months (30 April, 28 or 29 February)
///   and comes back to the 31st in the months that have one.
/// - Yearly on 29 February falls on 28 February in common years and comes back to 29 February in
///   leap years.
/// - Daily and weekly keep the anchor's wall-clock time in the calendar's time zone across
///   daylight saving changes (so two occurrences can be 23 or 25 hours apart). On the one day a
///   year where that time does not exist, because the clocks jump over it, the occurrence is moved
///   forward by the length of the jump, as `Calendar` does; the next one is back on time. Where
///   the time occurs twice, because the clocks go back over it, the first of the two is used.
public enum RecurringFrequency: String, CaseIterable, Codable, Sendable, Hashable {
    /// Every day.
    case daily
    /// Every seven days, on the anchor's weekday.
    case weekly
    /// Every month, on the anchor's day of the month (or the month's last day when it is shorter).
    case monthly
    /// Every year, on the anchor's day and month (28 February for 29 February in common years).
    case yearly

    /// The key of this frequency's name in Tally's String Catalog (`frequency.daily`…).
    public var titleKey: TallyStringKey {
        switch self {
        case .daily: .frequencyDaily
        case .weekly: .frequencyWeekly
        case .monthly: .frequencyMonthly
        case .yearly: .frequencyYearly
        }
    }

    /// This frequency's name in `language` (`locale`'s when nil), from Tally's String Catalog
    /// ("Weekly", "Еженедельно").
    public func title(locale: Locale, language: TallyLanguage? = nil) -> String {
        Localizer.string(titleKey, language: language, locale: locale)
    }

    /// Picker options for `frequencies` in `locale`, in the order given: each frequency's name as
    /// its label, the frequency as its value.
    ///
    /// - Parameters:
    ///   - frequencies: The frequencies to offer; all four by default.
    ///   - locale: The locale whose language the labels are in when `language` is nil.
    ///   - language: The language of the labels.
    public static func pickerOptions(
        _ frequencies: [RecurringFrequency] = RecurringFrequency.allCases, locale: Locale, language: TallyLanguage? = nil
    ) -> [PickerOption<RecurringFrequency>] {
        frequencies.map { PickerOption(label: $0.title(locale: locale, language: language), value: $0) }
    }

    /// The occurrence number `index` of the series that starts at `anchor`: the anchor plus
    /// `index` periods, added by `calendar` (in its time zone) without wrapping.
    ///
    /// Index 0 is the anchor itself; negative indexes count back from it. Month and year ends are
    /// clamped to the last day of the target month, as described on the type.
    ///
    /// - Parameters:
    ///   - index: Which occurrence, 0 for the anchor.
    ///   - anchor: The first occurrence of the series.
    ///   - calendar: The calendar and time zone the series follows.
    public func occurrence(_ index: Int, anchor: Date, calendar: Calendar) -> Date {
        let (component, periodLength) = unit
        let (value, overflow) = index.multipliedReportingOverflow(by: periodLength)
        if !overflow,
           let date = calendar.date(byAdding: component, value: value, to: anchor, wrappingComponents: false) {
            return date
        }
        // Only reached past the calendar's range (millions of years): extrapolate with the
        // period's nominal length rather than fail.
        return anchor.addingTimeInterval(Double(index) * nominalSeconds)
    }

    /// The first occurrence strictly after `date` of the series that starts at `anchor`.
    ///
    /// When `date` is before the anchor, the anchor itself is the next occurrence; when `date` is
    /// the anchor, the next one is a period later. The result is found in a constant number of
    /// calendar operations, however far `date` is from the anchor: the number of periods between
    /// them is estimated from their calendar difference, then corrected by at most a step or two.
    ///
    /// - Parameters:
    ///   - date: The moment after which to look, for example now.
    ///   - anchor: The first occurrence of the series.
    ///   - calendar: The calendar and time zone the series follows.
    public func nextOccurrence(after date: Date, anchor: Date, calendar: Calendar) -> Date {
        occurrence(nextIndex(after: date, anchor: anchor, calendar: calendar), anchor: anchor, calendar: calendar)
    }

    /// The first `count` occurrences strictly after `date` of the series that starts at `anchor`,
    /// in order; empty when `count` is zero or negative.
    ///
    /// Each one is computed from the anchor (see ``occurrence(_:anchor:calendar:)``), so a month
    /// end clamped once does not shift the ones after it.
    ///
    /// - Parameters:
    ///   - date: The moment after which to look.
    ///   - anchor: The first occurrence of the series.
    ///   - count: How many occurrences to return.
    ///   - calendar: The calendar and time zone the series follows.
    public func occurrences(after date: Date, anchor: Date, count: Int, calendar: Calendar) -> [Date] {
        guard count > 0 else { return [] }
        let first = nextIndex(after: date, anchor: anchor, calendar: calendar)
        return (0..<count).map { occurrence(first + $0, anchor: anchor, calendar: calendar) }
    }

    /// The text under a recurring toggle: `Next: <date>` in `locale`, the date (without a time)
    /// being the first occurrence strictly after `date`, formatted for `locale` in the calendar's
    /// time zone.
    ///
    /// - Parameters:
    ///   - date: The moment after which to look, usually now.
    ///   - anchor: The first occurrence of the series.
    ///   - calendar: The calendar and time zone the series follows; the date is formatted with it.
    ///   - locale: How the date is written (and the language when `language` is nil).
    ///   - language: The language of the text.
    public func nextOccurrenceText(after date: Date, anchor: Date, calendar: Calendar, locale: Locale, language: TallyLanguage? = nil) -> String {
        let next = nextOccurrence(after: date, anchor: anchor, calendar: calendar)
        let date = next.formatted(calendar.dateStyle(date: .abbreviated, locale: locale))
        return Localizer.string(.frequencyNextOccurrence, language: language, locale: locale, arguments: [.string(date)])
    }

    // MARK: - Schedule

    /// The calendar component a period is counted in, and how many of it make one period.
    private var unit: (component: Calendar.Component, count: Int) {
        switch self {
        case .daily: (.day, 1)
        case .weekly: (.day, 7)
        case .monthly: (.month, 1)
        case .yearly: (.year, 1)
        }
    }

    /// A period's usual length in seconds, only for dates past the calendar's range.
    private var nominalSeconds: Double {
        switch self {
        case .daily: 86_400
        case .weekly: 604_800
        case .monthly: 2_629_746
        case .yearly: 31_556_952
        }
    }

    /// The index of the first occurrence strictly after `date`.
    private func nextIndex(after date: Date, anchor: Date, calendar: Calendar) -> Int {
        guard date >= anchor else { return 0 }
        let (component, periodLength) = unit
        // Whole calendar units from the anchor to `date`: exact, or one off where a month end
        // was clamped or a day was shortened by a clock change.
        let elapsed = calendar.dateComponents([component], from: anchor, to: date).value(for: component) ?? 0
        var index = max(0, elapsed / periodLength)
        while occurrence(index, anchor: anchor, calendar: calendar) <= date { index += 1 }
        while index > 0, occurrence(index - 1, anchor: anchor, calendar: calendar) > date { index -= 1 }
        return index
    }
}

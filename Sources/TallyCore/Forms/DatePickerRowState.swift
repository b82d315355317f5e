import Foundation

/// Everything `DatePickerRow` shows and says, as one value: the title, the date, the bounds and
/// the parts picked, the style, whether the calendar sheet is open, and the note shown after a
/// date outside the bounds was moved into them.
///
/// A date outside the bounds is never shown as if it were accepted: ``select(_:)`` moves it to
/// the nearest allowed date and keeps the note ("Adjusted to 1 March 2026, the nearest allowed
/// date") until another date is picked. Dates are written in the state's calendar and its time
/// zone, never the device's.
public struct DatePickerRowState: Sendable, Hashable {
    /// The title ("Start Date").
    public var title: String
    /// The date shown.
    public var date: Date
    /// The dates accepted.
    public var bounds: DateBounds
    /// The parts picked.
    public var parts: DatePickerParts
    /// Inline, compact (opens a sheet) or the quick buttons.
    public var style: DatePickerRowStyle
    /// The calendar and time zone the date is written in.
    public var calendar: Calendar
    /// A fixed "now" for the quick buttons of the ``DatePickerRowStyle/sheet`` style; nil
    /// follows the clock.
    public var now: Date?
    /// Whether the calendar sheet of the compact style is open.
    public var isPresentingSheet: Bool
    /// The date the row moved the selection to, while the note about it shows; nil otherwise.
    public private(set) var clampedDate: Date?

    /// A row state. A `date` outside `bounds` is moved into them at once, with the note.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - date: The date.
    ///   - bounds: The dates accepted; every date by default.
    ///   - parts: The parts picked; the day by default.
    ///   - style: Inline, compact or the quick buttons; inline by default.
    ///   - calendar: The calendar and time zone the date is written in.
    ///   - now: A fixed "now" for the quick buttons; nil follows the clock.
    ///   - isPresentingSheet: Whether the compact style's sheet is open.
    public init(title: String, date: Date, bounds: DateBounds = .unbounded, parts: DatePickerParts = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar, now: Date? = nil, isPresentingSheet: Bool = false) {
        self.title = title
        self.date = date
        self.bounds = bounds
        self.parts = parts
        self.style = style
        self.calendar = calendar
        self.now = now
        self.isPresentingSheet = isPresentingSheet
        clampIntoBounds()
    }

    /// Picks `newDate`: a date other than the one the row last moved to clears the note; a date
    /// outside the bounds is moved to the nearest allowed one, and the note says so.
    public mutating func select(_ newDate: Date) {
        if newDate != clampedDate { clampedDate = nil }
        let clamp = bounds.clamp(newDate)
        date = clamp.date
        if clamp.wasClamped { clampedDate = clamp.date }
    }

    /// Moves ``date`` into the bounds if it is outside them (after it was set from outside the
    /// row), with the note.
    public mutating func clampIntoBounds() { select(date) }

    /// Opens the calendar sheet; only the compact style has one.
    public mutating func openSheet() {
        if opensSheet { isPresentingSheet = true }
    }

    /// Whether a tap on the row opens the calendar sheet: the compact style.
    public var opensSheet: Bool { style == .compact }

    /// Whether the row ends with a chevron: the compact style, which opens a sheet.
    public var showsChevron: Bool { opensSheet }

    /// How the date is written in `locale`: abbreviated, with the time when the time is picked.
    public func dateFormat(locale: Locale) -> Date.FormatStyle {
        calendar.dateStyle(date: .abbreviated, time: parts.includesTime ? .shortened : .omitted, locale: locale)
    }

    /// The date as the row shows it in `locale` ("21 Nov 2026").
    public func dateText(locale: Locale) -> String { date.formatted(dateFormat(locale: locale)) }

    /// The note under the row after a date was moved into the bounds, or nil.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func clampNote(locale: Locale, language: TallyLanguage? = nil) -> String? {
        clampedDate.map { DateBounds.clampMessage(for: $0, locale: locale, language: language, calendar: calendar) }
    }

    /// What VoiceOver reads for the row: the title, the date, and for the compact style the
    /// hint that a tap opens the calendar.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibility(locale: Locale, language: TallyLanguage? = nil) -> PickerAccessibility {
        PickerAccessibility(
            label: title, value: dateText(locale: locale),
            hint: opensSheet ? Localizer.string(.datePickerAccessibilityHint, language: language, locale: locale) : nil)
    }

    /// The calendar sheet the compact style opens, on the row's date.
    public var sheet: DatePickerSheetState {
        DatePickerSheetState(title: title, selection: date, bounds: bounds, parts: parts, calendar: calendar)
    }

    /// The quick buttons of the ``DatePickerRowStyle/sheet`` style on the row's date: seen at
    /// ``now`` when it is fixed, otherwise at `clock` and following the clock.
    public func dateButtons(clock: Date) -> DateButtonsViewState {
        DateButtonsViewState(selectedDate: date, calendar: calendar, now: now ?? clock, followsClock: now == nil)
    }
}

extension DatePickerRowState: AccessibilityDescribing {
    /// What VoiceOver reads for the row in `language` (`locale`'s when nil): the title, the date,
    /// and for the compact style the hint that a tap opens the calendar, as a button.
    public func rowAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(accessibility(locale: locale, language: language), traits: .button)
    }

    /// What VoiceOver reads for the note under the row in `language` (`locale`'s when nil), or
    /// nil when no date was moved into the bounds (``clampNote(locale:language:)``).
    public func clampNoteAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement? {
        clampNote(locale: locale, language: language).map { AccessibilityElement(label: $0, traits: .staticText) }
    }

    /// The row, then the note under it when there is one.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [rowAccessibility(locale: locale, language: language)] + [clampNoteAccessibility(locale: locale, language: language)].compactMap(\.self)
    }
}

import Foundation

/// Everything `DateButtonsView` shows and does, as one value: the chosen date, the calendar,
/// time zone and "now" the days are counted from, whether the buttons are disabled, whether the
/// calendar sheet is open, and the selection feedback.
///
/// - The selected button is Today's or Yesterday's for those days and the calendar's for any
///   other day, which it then names ("9 Nov 2026"); counted in the state's calendar and time
///   zone from ``now``.
/// - A tap on Yesterday keeps the time of day (the first valid time when that time does not
///   exist that day); Today picks ``now``; the calendar button opens the sheet. Each tap plays a
///   selection haptic (``selectionFeedback``). Disabled buttons do nothing.
/// - At the accessibility text sizes the buttons are stacked, one full-width button a row, so
///   each title keeps its words whole (``stacksVertically(isAccessibilitySize:)``).
/// - When ``followsClock`` is on, the view moves ``now`` to the clock at each midnight of the
///   time zone, so the selected button stays right across midnight and daylight-saving changes.
public struct DateButtonsViewState: Sendable, Hashable {
    /// The chosen date.
    public var selectedDate: Date
    /// Whether the buttons are disabled (while saving, say).
    public var isDisabled: Bool
    /// The calendar and time zone days are counted in.
    public var calendar: Calendar
    /// The moment "today" is taken from.
    public var now: Date
    /// Whether ``now`` follows the clock (the view refreshes it at each midnight); false for a
    /// fixed "now" in previews, tests and the catalog.
    public var followsClock: Bool
    /// Whether the calendar sheet is open.
    public var isPresentingCalendar: Bool
    /// Counts the taps that play the selection haptic; the view plays one each time it changes.
    public private(set) var selectionFeedback: Int

    /// A state for the buttons.
    ///
    /// - Parameters:
    ///   - selectedDate: The chosen date.
    ///   - isDisabled: Whether the buttons are disabled.
    ///   - calendar: The calendar and time zone days are counted in.
    ///   - now: The moment "today" is taken from.
    ///   - followsClock: Whether `now` follows the clock; false by default.
    ///   - isPresentingCalendar: Whether the calendar sheet is open.
    public init(selectedDate: Date, isDisabled: Bool = false, calendar: Calendar, now: Date, followsClock: Bool = false,
                isPresentingCalendar: Bool = false) {
        self.selectedDate = selectedDate
        self.isDisabled = isDisabled
        self.calendar = calendar
        self.now = now
        self.followsClock = followsClock
        self.isPresentingCalendar = isPresentingCalendar
        selectionFeedback = 0
    }

    /// The days as seen from ``now``.
    public var days: RelativeDays { RelativeDays(calendar: calendar, now: now) }

    /// The buttons, in order.
    public var buttons: [QuickDateButton] { QuickDateButton.allCases }

    /// The button shown selected.
    public var selectedButton: QuickDateButton { days.selectedButton(for: selectedDate) }

    /// Whether `button` is the selected one.
    public func isSelected(_ button: QuickDateButton) -> Bool { button == selectedButton }

    /// The title of `button` in `language` (`locale`'s when nil): "Yesterday", "Today", and for the
    /// calendar button the chosen date when it is selected, "Date" otherwise.
    public func title(of button: QuickDateButton, locale: Locale, language: TallyLanguage? = nil) -> String {
        days.title(of: button, selectedDate: selectedDate, locale: locale, language: language)
    }

    /// Whether the buttons are stacked, one a row, rather than side by side: at every
    /// accessibility text size, where three titles side by side would be broken inside their
    /// words. (At smaller sizes the view also stacks them when they do not fit side by side.)
    public static func stacksVertically(isAccessibilitySize: Bool) -> Bool { isAccessibilitySize }

    /// The SF Symbol drawn before the title of `button`: a calendar for the calendar button.
    public func symbol(of button: QuickDateButton) -> String? { button == .calendar ? "calendar" : nil }

    /// What VoiceOver reads for `button`: its title, and whether it is the selected one.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibility(of button: QuickDateButton, locale: Locale, language: TallyLanguage? = nil) -> PickerAccessibility {
        PickerAccessibility(label: title(of: button, locale: locale, language: language), isSelected: isSelected(button))
    }

    /// Taps `button`: Yesterday and Today choose their moment and return it (to save), the
    /// calendar opens the sheet and returns nil. Each tap counts a selection haptic. Disabled
    /// buttons change nothing and return nil.
    @discardableResult
    public mutating func tap(_ button: QuickDateButton) -> Date? {
        guard !isDisabled else { return nil }
        selectionFeedback &+= 1
        guard let date = days.date(for: button) else {
            isPresentingCalendar = true
            return nil
        }
        selectedDate = date
        return date
    }

    /// The calendar sheet, titled "Choose Date" in `language` (`locale`'s when nil), on the chosen
    /// date.
    public func calendarSheet(locale: Locale, language: TallyLanguage? = nil) -> DatePickerSheetState {
        DatePickerSheetState(title: Localizer.string(.dateChoose, language: language, locale: locale), selection: selectedDate, calendar: calendar)
    }

    /// Takes the date picked in the calendar sheet and closes it.
    public mutating func pickFromCalendar(_ date: Date) {
        selectedDate = date
        isPresentingCalendar = false
    }

    /// The state at `clock`, when ``followsClock`` is on; unchanged otherwise.
    public func seen(at clock: Date) -> DateButtonsViewState {
        guard followsClock else { return self }
        var state = self
        state.now = clock
        return state
    }
}

extension DateButtonsViewState: AccessibilityDescribing {
    /// What VoiceOver reads for `button` in `language` (`locale`'s when nil): its title, a button,
    /// selected when it is the selected one and disabled while the buttons are (``isDisabled``).
    public func buttonAccessibility(_ button: QuickDateButton, locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(accessibility(of: button, locale: locale, language: language), traits: isDisabled ? [.button, .disabled] : .button)
    }

    /// Every button, in order.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        buttons.map { buttonAccessibility($0, locale: locale, language: language) }
    }
}

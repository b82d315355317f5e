import Foundation

/// Everything `RecurringToggleView` shows and says, as one value: whether the transaction
/// repeats, how often, the titles, and when the next occurrence falls.
///
/// - The frequency picker shows only while the switch is on. Turning the switch off keeps the
///   chosen frequency, so turning it back on restores it.
/// - Given the series' first date, the line under the picker says when the next occurrence
///   falls after "now" ("Next: 30 Apr 2026"), counted from that first date in the state's
///   calendar and time zone and written for the locale.
public struct RecurringToggleViewState: Sendable, Hashable {
    /// Whether the transaction repeats.
    public var isRecurring: Bool
    /// How often it repeats.
    public var frequency: RecurringFrequency
    /// The switch's title, already localized; nil for `transaction.recurring` ("Recurring").
    public var title: String?
    /// What VoiceOver calls the picker, already localized; nil for `transaction.frequency`.
    public var frequencyTitle: String?
    /// The first date of the series; when given, the next occurrence is shown.
    public var anchorDate: Date?
    /// The moment the next occurrence is counted from; nil for the current time, which the view
    /// passes in.
    public var now: Date?
    /// The calendar and time zone of the schedule and of the date shown.
    public var calendar: Calendar
    /// The frequencies offered, in order.
    public var frequencies: [RecurringFrequency]

    /// A toggle state.
    ///
    /// - Parameters:
    ///   - isRecurring: Whether the transaction repeats.
    ///   - frequency: How often it repeats.
    ///   - title: The switch's title; nil for "Recurring".
    ///   - frequencyTitle: What VoiceOver calls the picker; nil for "Frequency".
    ///   - anchorDate: The first date of the series, if the next occurrence is to be shown.
    ///   - now: The moment the next occurrence is counted from; nil for the current time.
    ///   - calendar: The calendar and time zone of the schedule.
    ///   - frequencies: The frequencies offered; all four by default.
    public init(isRecurring: Bool, frequency: RecurringFrequency, title: String? = nil, frequencyTitle: String? = nil,
                anchorDate: Date? = nil, now: Date? = nil, calendar: Calendar,
                frequencies: [RecurringFrequency] = RecurringFrequency.allCases) {
        self.isRecurring = isRecurring
        self.frequency = frequency
        self.title = title
        self.frequencyTitle = frequencyTitle
        self.anchorDate = anchorDate
        self.now = now
        self.calendar = calendar
        self.frequencies = frequencies
    }

    /// The switch's title in `language` (`locale`'s when nil): the caller's, or "Recurring" when
    /// there is none or it is blank.
    public func title(locale: Locale, language: TallyLanguage? = nil) -> String {
        FieldMessageText.visible(title) ?? Localizer.string(.transactionRecurring, language: language, locale: locale)
    }

    /// Whether the frequency picker shows: while the switch is on.
    public var showsFrequencyPicker: Bool { isRecurring }

    /// The frequency picker in `language` (`locale`'s when nil): no header of its own (the switch
    /// names it), no card of its own (it sits in the toggle's card), read by VoiceOver as
    /// "Frequency".
    public func frequencyPicker(locale: Locale, language: TallyLanguage? = nil) -> SegmentedPickerViewState<RecurringFrequency> {
        SegmentedPickerViewState(
            title: FieldMessageText.visible(frequencyTitle) ?? Localizer.string(.transactionFrequency, language: language, locale: locale),
            options: RecurringFrequency.pickerOptions(frequencies, locale: locale, language: language), selection: frequency,
            accessibilityHint: Localizer.string(.frequencyPickerAccessibilityHint, language: language, locale: locale),
            showsTitle: false, showsCard: false)
    }

    /// The line under the picker in `language` (`locale`'s when nil): "Next: <date>", the first
    /// occurrence after ``now`` (after `currentDate` when ``now`` is nil). Nil while the switch is
    /// off or without a first date.
    public func nextOccurrenceText(locale: Locale, language: TallyLanguage? = nil, currentDate: Date) -> String? {
        guard isRecurring, let anchorDate else { return nil }
        return frequency.nextOccurrenceText(after: now ?? currentDate, anchor: anchorDate, calendar: calendar, locale: locale, language: language)
    }

    /// What VoiceOver reads for the switch in `language` (`locale`'s when nil): its title, and
    /// whether it is on (as selected; the switch reads its own on or off).
    public func accessibility(locale: Locale, language: TallyLanguage? = nil) -> PickerAccessibility {
        PickerAccessibility(label: title(locale: locale, language: language), isSelected: isRecurring)
    }
}

extension RecurringToggleViewState: AccessibilityDescribing {
    /// The switch: its title, selected while it is on.
    public func toggleAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(accessibility(locale: locale, language: language), traits: .toggle)
    }

    /// The next occurrence under the picker as VoiceOver reads it, or nil while none is shown.
    public func nextOccurrenceAccessibility(locale: Locale, language: TallyLanguage? = nil, currentDate: Date) -> AccessibilityElement? {
        nextOccurrenceText(locale: locale, language: language, currentDate: currentDate).map { AccessibilityElement(label: $0, traits: .staticText) }
    }

    /// The switch; while it is on, the frequency picker and the next occurrence after
    /// ``now`` (or `currentDate` when the state has no `now`).
    public func accessibilityElements(locale: Locale, language: TallyLanguage?, currentDate: Date) -> [AccessibilityElement] {
        var elements = [toggleAccessibility(locale: locale, language: language)]
        if showsFrequencyPicker {
            elements += frequencyPicker(locale: locale, language: language).accessibilityElements(locale: locale, language: language)
            if let next = nextOccurrenceAccessibility(locale: locale, language: language, currentDate: currentDate) { elements.append(next) }
        }
        return elements
    }

    /// The switch; while it is on, the frequency picker and the next occurrence after ``now``,
    /// or after this moment when the state has no `now`.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        accessibilityElements(locale: locale, language: language, currentDate: Date())
    }
}

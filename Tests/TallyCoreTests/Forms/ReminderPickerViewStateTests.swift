import Foundation
import Testing
import TallyCore

@Suite("ReminderPickerViewState")
struct ReminderPickerViewStateTests {
    /// Expected texts of `reminder.daysBefore`, from the String Catalog's plural variants and the
    /// CLDR cardinal rules: en and de have one (1) and other; fr has one (0 and 1), many (millions)
    /// and other; ru has one (ends in 1, not 11: 1, 21), few (ends in 2–4, not 12–14: 3) and many
    /// (ends in 0 or 5–9, or 11–14: 7, 30).
    static let plurals: [(String, Int, String)] = [
        ("en_US", 1, "1 day before"), ("en_US", 3, "3 days before"), ("en_US", 7, "7 days before"),
        ("en_US", 21, "21 days before"), ("en_US", 30, "30 days before"),
        ("ru_RU", 1, "За 1 день"), ("ru_RU", 3, "За 3 дня"), ("ru_RU", 7, "За 7 дней"),
        ("ru_RU", 21, "За 21 день"), ("ru_RU", 30, "За 30 дней"),
        ("fr_FR", 1, "1 jour avant"), ("fr_FR", 3, "3 jours avant"), ("fr_CH", 7, "7 jours avant"),
        ("fr_FR", 21, "21 jours avant"), ("fr_FR", 30, "30 jours avant"),
        ("de_DE", 1, "1 Tag vorher"), ("de_DE", 3, "3 Tage vorher"), ("de_CH", 7, "7 Tage vorher"),
        ("de_DE", 21, "21 Tage vorher"), ("de_DE", 30, "30 Tage vorher"),
    ]

    @Test("row titles in en, ru, fr and de", arguments: plurals)
    func labels(locale: String, days: Int, expected: String) {
        let options = ReminderPickerViewState(availableOffsets: [1, 3, 7, 21, 30])
        #expect(options.label(for: days, locale: Locale(identifier: locale)) == expected)
        #expect(options.accessibility(for: days, locale: Locale(identifier: locale)).label == expected)
    }

    @Test("the default offsets: 1, 3, 7 and 30 days, none on")
    func defaults() {
        let options = ReminderPickerViewState()
        #expect(options.availableOffsets == [1, 3, 7, 30])
        #expect(ReminderPickerViewState.defaultOffsets == [1, 3, 7, 30])
        #expect(options.selectedOffsets.isEmpty)
        #expect(options.sortedSelection.isEmpty)
    }

    @Test("bad offsets: zero and negative dropped, duplicates dropped, sorted ascending", arguments: [
        ([30, 7, 7, 0, -3, 1], [1, 7, 30]),
        ([14, 2, 14, 2], [2, 14]),
        ([0, -1, -30], []),
        ([], []),
        ([Int.min, Int.max, 5], [5, Int.max]),
    ])
    func normalization(input: [Int], expected: [Int]) {
        #expect(ReminderPickerViewState(availableOffsets: input).availableOffsets == expected)
        #expect(ReminderPickerViewState.normalized(input) == expected)
    }

    @Test("the selection keeps positive offsets only, offered or not")
    func selectionCleanup() {
        let options = ReminderPickerViewState(availableOffsets: [1, 3], selectedOffsets: [0, -2, 3, 14])
        #expect(options.selectedOffsets == [3, 14])
        #expect(options.sortedSelection == [3, 14])
        #expect(options.isSelected(14))
        #expect(!options.isAvailable(14))
    }

    @Test("toggling turns offered reminders on and off, and ignores others")
    func toggling() {
        var options = ReminderPickerViewState()
        options.toggle(7)
        options.toggle(1)
        #expect(options.selectedOffsets == [1, 7])
        #expect(options.sortedSelection == [1, 7])
        #expect(options.isSelected(7) && !options.isSelected(3))
        options.toggle(7)
        #expect(options.selectedOffsets == [1])
        // Not offered: nothing changes.
        options.toggle(14)
        options.toggle(0)
        options.toggle(-1)
        #expect(options.selectedOffsets == [1])
        // A saved offset that is no longer offered stays, and toggle cannot remove it.
        var saved = ReminderPickerViewState(selectedOffsets: [14])
        saved.toggle(14)
        #expect(saved.selectedOffsets == [14])
        saved.setSelected(30, to: true)
        saved.setSelected(30, to: true)
        #expect(saved.sortedSelection == [14, 30])
        saved.setSelected(30, to: false)
        saved.setSelected(3, to: false)
        #expect(saved.sortedSelection == [14])
    }

    @Test("VoiceOver: the row title, the reminder hint in the row's language, and whether it is on")
    func accessibility() {
        var options = ReminderPickerViewState()
        options.toggle(3)
        let english = options.accessibility(for: 3, locale: Locale(identifier: "en_US"))
        #expect(english == PickerAccessibility(label: "3 days before", value: nil, hint: "Turns this reminder on or off", isSelected: true))
        let russian = options.accessibility(for: 30, locale: Locale(identifier: "ru_RU"))
        #expect(russian.label == "За 30 дней")
        #expect(russian.hint == "Включает или выключает напоминание")
        #expect(!russian.isSelected)
        #expect(options.accessibility(for: 1, locale: Locale(identifier: "fr_FR")).hint == "Active ou désactive ce rappel")
        #expect(options.accessibility(for: 1, locale: Locale(identifier: "de_DE")).hint == "Schaltet diese Erinnerung ein oder aus")
    }

    @Test("reminder dates: whole days before at the same wall-clock time, earliest first, across a clock change")
    func reminderDates() throws {
        var berlin = Calendar(identifier: .gregorian)
        berlin.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        // Due on 2 April 2024 at 09:00 summer time (07:00 UTC); Berlin's clocks went forward on 31 March.
        let due = try #require(berlin.date(from: DateComponents(year: 2024, month: 4, day: 2, hour: 9)))
        #expect(due == utc.date(from: DateComponents(year: 2024, month: 4, day: 2, hour: 7)))
        let options = ReminderPickerViewState(selectedOffsets: [1, 7, 3])
        let dates = options.reminderDates(before: due, calendar: berlin)
        // 26 March 09:00 winter time is 08:00 UTC; 30 March 09:00 is 08:00 UTC; 1 April 09:00 is 07:00 UTC.
        let expected = try [(3, 26, 8), (3, 30, 8), (4, 1, 7)].map {
            try #require(utc.date(from: DateComponents(year: 2024, month: $0.0, day: $0.1, hour: $0.2)))
        }
        #expect(dates == expected)
        #expect(due.timeIntervalSince(dates[0]) == 167 * 3600)
    }

    @Test("reminder dates across a leap day; none when nothing is on")
    func reminderDatesLeapYear() throws {
        var newYork = Calendar(identifier: .gregorian)
        newYork.timeZone = try #require(TimeZone(identifier: "America/New_York"))
        let due = try #require(newYork.date(from: DateComponents(year: 2024, month: 3, day: 1, hour: 18, minute: 30)))
        let dates = ReminderPickerViewState(selectedOffsets: [30, 1]).reminderDates(before: due, calendar: newYork)
        let expected = try [(1, 31), (2, 29)].map {
            try #require(newYork.date(from: DateComponents(year: 2024, month: $0.0, day: $0.1, hour: 18, minute: 30)))
        }
        #expect(dates == expected)
        #expect(ReminderPickerViewState().reminderDates(before: due, calendar: newYork).isEmpty)
    }

    @Test("decoding cleans up stored offsets the same way; encoding round-trips")
    func codable() throws {
        let json = #"{"availableOffsets": [7, 7, -1, 3], "selectedOffsets": [0, 3]}"#
        let decoded = try JSONDecoder().decode(ReminderPickerViewState.self, from: Data(json.utf8))
        #expect(decoded.availableOffsets == [3, 7])
        #expect(decoded.selectedOffsets == [3])
        let again = try JSONDecoder().decode(ReminderPickerViewState.self, from: try JSONEncoder().encode(decoded))
        #expect(again == decoded)
    }
}

@Suite("PickerOption")
struct PickerOptionTests {
    private let options = [
        PickerOption(label: "Daily", value: RecurringFrequency.daily),
        PickerOption(label: "Weekly", value: RecurringFrequency.weekly),
        PickerOption(label: "Mo", value: RecurringFrequency.monthly, accessibilityLabel: "Monthly"),
        PickerOption(label: "Yearly", value: RecurringFrequency.yearly, accessibilityLabel: ""),
    ]

    @Test("the selected index, nil when no option has the value")
    func selectedIndex() {
        #expect(PickerOption.selectedIndex(of: .weekly, in: options) == 1)
        #expect(PickerOption.selectedIndex(of: .yearly, in: options) == 3)
        #expect(PickerOption.selectedIndex(of: .daily, in: Array(options.dropFirst())) == nil)
        #expect(PickerOption.selectedIndex(of: 2, in: [PickerOption(label: "a", value: 1), PickerOption(label: "b", value: 2),
                                                      PickerOption(label: "c", value: 2)]) == 1)
    }

    @Test("the picker's VoiceOver value is the selected option's spoken label")
    func accessibilityValue() {
        #expect(PickerOption.accessibilityValue(for: .weekly, in: options) == "Weekly")
        #expect(PickerOption.accessibilityValue(for: .monthly, in: options) == "Monthly")
        // An empty spoken label falls back to the label.
        #expect(PickerOption.accessibilityValue(for: .yearly, in: options) == "Yearly")
        #expect(PickerOption<RecurringFrequency>.accessibilityValue(for: .daily, in: []) == nil)
    }

    @Test("each segment: its spoken label, selected or not, with the picker's hint")
    func segments() {
        let hint = "Chooses how often this repeats"
        let described = options.map { $0.accessibility(selection: .weekly, hint: hint) }
        #expect(described.map(\.label) == ["Daily", "Weekly", "Monthly", "Yearly"])
        #expect(described.map(\.isSelected) == [false, true, false, false])
        #expect(described.allSatisfy { $0.hint == hint && $0.value == nil })
        #expect(options[0].id == .daily)
    }

    @Test("the section's title: the caller's, or Reminders when there is none or it is blank")
    func title() {
        #expect(ReminderPickerViewState().title(locale: Locale(identifier: "en_US")) == "Reminders")
        #expect(ReminderPickerViewState(title: " ").title(locale: Locale(identifier: "ru_RU")) == "Напоминания")
        #expect(ReminderPickerViewState(title: "Renewal").title(locale: Locale(identifier: "de_DE")) == "Renewal")
    }

    @Test("no section without an offered reminder; dividers only between rows")
    func section() {
        #expect(!ReminderPickerViewState(availableOffsets: [0, -1]).showsSection)
        let state = ReminderPickerViewState(availableOffsets: [1, 3, 7])
        #expect(state.showsSection)
        #expect((0...3).map(state.showsDivider(before:)) == [false, true, true, false])
    }

    @Test("the title is not stored: a saved selection reads back without it")
    func codableTitle() throws {
        let state = ReminderPickerViewState(availableOffsets: [1, 3], selectedOffsets: [3], title: "Renewal")
        let decoded = try JSONDecoder().decode(ReminderPickerViewState.self, from: try JSONEncoder().encode(state))
        #expect(decoded.title == nil && decoded.availableOffsets == [1, 3] && decoded.selectedOffsets == [3])
    }

}

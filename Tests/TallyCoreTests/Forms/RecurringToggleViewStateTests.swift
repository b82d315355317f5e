import Foundation
import TallyCore
import Testing

private let english = Locale(identifier: "en_US")
private let german = Locale(identifier: "de_DE")
private let russian = Locale(identifier: "ru_RU")

@Suite("RecurringToggleViewState")
struct RecurringToggleViewStateTests {
    private static let anchor = zurich.date(from: DateComponents(year: 2026, month: 1, day: 31, hour: 9))!
    private static let now = zurich.date(from: DateComponents(year: 2026, month: 4, day: 10, hour: 12))!

    @Test("the picker and the next occurrence show only while the switch is on; the frequency is kept while off")
    func onOff() {
        var state = RecurringToggleViewState(isRecurring: false, frequency: .monthly, anchorDate: Self.anchor, now: Self.now, calendar: zurich)
        #expect(!state.showsFrequencyPicker && state.nextOccurrenceText(locale: english, currentDate: Self.now) == nil)
        #expect(state.accessibility(locale: english) == PickerAccessibility(label: "Recurring", isSelected: false))
        state.isRecurring = true
        #expect(state.showsFrequencyPicker && state.frequency == .monthly)
        // Monthly on the 31st, seen on 10 April: next on 30 April.
        #expect(state.nextOccurrenceText(locale: english, currentDate: Self.now) == "Next: Apr 30, 2026")
        #expect(state.nextOccurrenceText(locale: german, currentDate: Self.now) == "Nächste: 30. Apr. 2026")
        #expect(state.accessibility(locale: german) == PickerAccessibility(label: "Wiederkehrend", isSelected: true))
    }

    @Test("without a fixed now the next occurrence is counted from the current date given; without a first date there is none")
    func now() {
        let state = RecurringToggleViewState(isRecurring: true, frequency: .weekly, anchorDate: Self.anchor, calendar: zurich)
        let later = zurich.date(from: DateComponents(year: 2026, month: 2, day: 1, hour: 12))!
        #expect(state.nextOccurrenceText(locale: english, currentDate: later) == "Next: Feb 7, 2026")
        #expect(RecurringToggleViewState(isRecurring: true, frequency: .weekly, calendar: zurich)
            .nextOccurrenceText(locale: english, currentDate: later) == nil)
    }

    @Test("the picker has no header or card of its own and reads as Frequency, or the caller's title")
    func picker() {
        let state = RecurringToggleViewState(isRecurring: true, frequency: .yearly, title: "Repeats", calendar: zurich, frequencies: [.monthly, .yearly])
        let picker = state.frequencyPicker(locale: english)
        #expect(!picker.showsTitle && !picker.showsCard && picker.header == nil)
        #expect(picker.accessibility == PickerAccessibility(label: "Frequency", value: "Yearly", hint: "Chooses how often this repeats"))
        #expect(picker.options.map(\.value) == [.monthly, .yearly] && state.title(locale: english) == "Repeats")
        let named = RecurringToggleViewState(isRecurring: true, frequency: .daily, frequencyTitle: "How often", calendar: zurich)
        #expect(named.frequencyPicker(locale: russian).title == "How often" && named.title(locale: russian) == "Повторять")
    }
}

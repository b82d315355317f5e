import Foundation
import TallyCore
import Testing

private let english = Locale(identifier: "en_US")
private let german = Locale(identifier: "de_DE")

@Suite("DateButtonsViewState")
struct DateButtonsViewStateTests {
    private static let now = zurichTime(2026, 11, 21, 10, 30)

    @Test("the selected button and the titles follow the chosen day, counted in the state's time zone")
    func selection() {
        var state = DateButtonsViewState(selectedDate: Self.now, calendar: zurich, now: Self.now)
        #expect(state.buttons == [.yesterday, .today, .calendar] && state.selectedButton == .today)
        #expect(state.isSelected(.today) && !state.isSelected(.yesterday))
        #expect(state.buttons.map { state.title(of: $0, locale: english) } == ["Yesterday", "Today", "Date"])
        state.selectedDate = zurichTime(2026, 11, 20, 23, 59)
        #expect(state.selectedButton == .yesterday)
        state.selectedDate = zurichTime(2026, 11, 9)
        #expect(state.selectedButton == .calendar)
        #expect(state.buttons.map { state.title(of: $0, locale: german) } == ["Gestern", "Heute", "9. Nov. 2026"])
        #expect(state.accessibility(of: .calendar, locale: english) == PickerAccessibility(label: "Nov 9, 2026", isSelected: true))
        #expect(state.accessibility(of: .today, locale: english) == PickerAccessibility(label: "Today", isSelected: false))
        #expect(state.symbol(of: .calendar) == "calendar" && state.symbol(of: .today) == nil)
    }

    @Test("a tap chooses the moment and counts a haptic; the calendar opens the sheet; disabled buttons do nothing")
    func taps() {
        var state = DateButtonsViewState(selectedDate: zurichTime(2026, 11, 1), calendar: zurich, now: Self.now)
        #expect(state.tap(.yesterday) == zurichTime(2026, 11, 20, 10, 30))
        #expect(state.selectedDate == zurichTime(2026, 11, 20, 10, 30) && state.selectionFeedback == 1)
        #expect(state.tap(.today) == Self.now && state.selectedButton == .today && state.selectionFeedback == 2)
        #expect(state.tap(.calendar) == nil && state.isPresentingCalendar && state.selectedDate == Self.now && state.selectionFeedback == 3)
        state.pickFromCalendar(zurichTime(2026, 10, 3))
        #expect(state.selectedDate == zurichTime(2026, 10, 3) && !state.isPresentingCalendar && state.selectedButton == .calendar)
        var disabled = DateButtonsViewState(selectedDate: zurichTime(2026, 11, 1), isDisabled: true, calendar: zurich, now: Self.now)
        #expect(disabled.tap(.today) == nil && disabled.tap(.calendar) == nil)
        #expect(disabled.selectedDate == zurichTime(2026, 11, 1) && !disabled.isPresentingCalendar && disabled.selectionFeedback == 0)
    }

    @Test("the calendar sheet is titled Choose Date, on the chosen date")
    func sheet() {
        let state = DateButtonsViewState(selectedDate: zurichTime(2026, 11, 9), calendar: zurich, now: Self.now)
        let sheet = state.calendarSheet(locale: german)
        #expect(sheet.title == "Datum wählen" && sheet.draft == zurichTime(2026, 11, 9) && sheet.bounds == .unbounded)
    }

    @Test("following the clock, the buttons are seen at the clock's time: yesterday's date becomes Yesterday after midnight")
    func clock() {
        let live = DateButtonsViewState(selectedDate: Self.now, calendar: zurich, now: Self.now, followsClock: true)
        let nextDay = live.seen(at: zurichTime(2026, 11, 22, 0, 1))
        #expect(nextDay.now == zurichTime(2026, 11, 22, 0, 1) && nextDay.selectedButton == .yesterday)
        let fixed = DateButtonsViewState(selectedDate: Self.now, calendar: zurich, now: Self.now)
        #expect(fixed.seen(at: zurichTime(2026, 11, 22, 0, 1)) == fixed && fixed.selectedButton == .today)
    }

    @Test("at the accessibility text sizes the buttons are stacked one a row; at the other sizes they stand side by side")
    func accessibilityLayout() {
        #expect(DateButtonsViewState.stacksVertically(isAccessibilitySize: true))
        #expect(!DateButtonsViewState.stacksVertically(isAccessibilitySize: false))
        // The copy and paste buttons under the amount make the same decision.
        #expect(AmountInputViewState.stacksClipboardButtons(isAccessibilitySize: true))
        #expect(!AmountInputViewState.stacksClipboardButtons(isAccessibilitySize: false))
    }

    @Test("VoiceOver's elements: the three buttons in order, the selected one selected, all disabled while the buttons are")
    func accessibilityElements() {
        var state = DateButtonsViewState(selectedDate: Self.now, calendar: zurich, now: Self.now)
        #expect(state.accessibilityElements(locale: english) == [
            AccessibilityElement(label: "Yesterday", traits: .button),
            AccessibilityElement(label: "Today", traits: [.button, .selected]),
            AccessibilityElement(label: "Date", traits: .button),
        ])
        state.selectedDate = zurichTime(2026, 11, 9)
        state.isDisabled = true
        #expect(state.accessibilityElements(locale: german) == [
            AccessibilityElement(label: "Gestern", traits: [.button, .disabled]),
            AccessibilityElement(label: "Heute", traits: [.button, .disabled]),
            AccessibilityElement(label: "9. Nov. 2026", traits: [.button, .selected, .disabled]),
        ])
        #expect(state.buttonAccessibility(.calendar, locale: german).traits.names == ["button", "selected", "disabled"])
    }
}

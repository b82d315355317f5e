import Foundation
import TallyCore
import Testing

private let english = Locale(identifier: "en_US")
private let german = Locale(identifier: "de_DE")

@Suite("DatePickerSheetState")
struct DatePickerSheetStateTests {
    @Test("the draft starts on the selection moved into the bounds, and stays inside them")
    func draft() {
        let lower = zurichTime(2026, 11, 25, 0, 0)
        var state = DatePickerSheetState(title: "Choose Date", selection: zurichTime(2026, 11, 21), bounds: DateBounds(lower...), calendar: zurich)
        #expect(state.draft == lower && state.selectedDate == lower)
        state.edit(zurichTime(2026, 12, 3))
        #expect(state.draft == zurichTime(2026, 12, 3))
        state.edit(zurichTime(2026, 1, 1))
        #expect(state.draft == lower)
    }

    @Test("its buttons and what VoiceOver reads for the chosen day")
    func texts() {
        let state = DatePickerSheetState(title: "Choose Date", selection: zurichTime(2026, 11, 21), calendar: zurich)
        #expect(state.cancelTitle(locale: english) == "Cancel" && state.selectTitle(locale: english) == "Select")
        #expect(state.cancelTitle(locale: german) == "Abbrechen" && state.selectTitle(locale: german) == "Auswählen")
        #expect(state.draftAccessibilityLabel(locale: english) == "Saturday, November 21, 2026")
    }

    @Test("the month as a calendar grid: weekdays from the locale's first day, blanks before the 1st")
    func month() {
        let state = DatePickerSheetState(title: "Choose Date", selection: zurichTime(2026, 11, 21), calendar: zurich)
        // 1 November 2026 is a Sunday.
        let us = state.month(locale: english)
        #expect(us.title == "November 2026" && us.weekdays == ["S", "M", "T", "W", "T", "F", "S"])
        #expect(us.days.prefix(2) == [1, 2] && us.days.count == 30 && us.selectedDay == 21)
        let germany = state.month(locale: german)
        #expect(germany.title == "November 2026" && germany.weekdays == ["M", "D", "M", "D", "F", "S", "S"])
        #expect(germany.days.prefix(7) == [nil, nil, nil, nil, nil, nil, 1] && germany.days.count == 36)
    }

    @Test("VoiceOver's elements: the title, the chosen day, Cancel and Select, in English and German")
    func accessibilityElements() {
        let state = DatePickerSheetState(title: "Choose Date", selection: zurichTime(2026, 11, 21), calendar: zurich)
        #expect(state.accessibilityElements(locale: english) == [
            AccessibilityElement(label: "Choose Date", traits: .header),
            AccessibilityElement(label: "Saturday, November 21, 2026", traits: [.button, .selected]),
            AccessibilityElement(label: "Cancel", traits: .button),
            AccessibilityElement(label: "Select", traits: .button),
        ])
        #expect(state.accessibilityElements(locale: german).map(\.label)
            == ["Choose Date", "Samstag, 21. November 2026", "Abbrechen", "Auswählen"])
    }
}

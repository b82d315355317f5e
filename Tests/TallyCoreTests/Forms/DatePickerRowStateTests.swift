import Foundation
import TallyCore
import Testing

private let english = Locale(identifier: "en_US")
private let german = Locale(identifier: "de_DE")

@Suite("DatePickerRowState")
struct DatePickerRowStateTests {
    @Test("a date outside the bounds is moved in at once, with the note, until another date is picked")
    func clampAtStart() {
        let lower = zurichTime(2026, 12, 1, 0, 0)
        var state = DatePickerRowState(title: "Start Date", date: zurichTime(2026, 11, 21), bounds: DateBounds(lower...), style: .compact,
                                       calendar: zurich)
        #expect(state.date == lower && state.clampedDate == lower)
        #expect(state.clampNote(locale: english) == "Adjusted to December 1, 2026, the nearest allowed date")
        #expect(state.clampNote(locale: german) == "Auf 1. Dezember 2026 angepasst, das nächste erlaubte Datum")
        // Picking the date it was moved to keeps the note; another allowed date clears it.
        state.select(lower)
        #expect(state.clampNote(locale: english) != nil)
        state.select(zurichTime(2026, 12, 5))
        #expect(state.date == zurichTime(2026, 12, 5) && state.clampedDate == nil && state.clampNote(locale: english) == nil)
        // A date set from outside the row and then clamped brings the note back.
        state.date = zurichTime(2026, 1, 1)
        state.clampIntoBounds()
        #expect(state.date == lower && state.clampedDate == lower)
    }

    @Test("a date inside the bounds is left alone, with no note")
    func inside() {
        let state = DatePickerRowState(title: "Date", date: zurichTime(2026, 11, 21), calendar: zurich)
        #expect(state.date == zurichTime(2026, 11, 21) && state.clampedDate == nil && state.clampNote(locale: english) == nil)
        #expect(state.style == .inline && state.parts == .date && !state.isPresentingSheet)
    }

    @Test("the date is written in the row's calendar and time zone, with the time when it is picked")
    func dateText() {
        // 23:30 in Zurich is already the next day in Tokyo; the row says the Zurich day.
        var state = DatePickerRowState(title: "Date", date: zurichTime(2026, 11, 21, 23, 30), calendar: zurich)
        #expect(state.dateText(locale: english) == "Nov 21, 2026")
        #expect(state.dateText(locale: german) == "21. Nov. 2026")
        state.parts = .dateAndTime
        #expect(state.dateText(locale: german) == "21. Nov. 2026, 23:30")
    }

    @Test("only the compact style opens a sheet, has a chevron and the calendar hint")
    func compact() {
        var compact = DatePickerRowState(title: "Start Date", date: zurichTime(2026, 11, 21), style: .compact, calendar: zurich)
        #expect(compact.opensSheet && compact.showsChevron)
        #expect(compact.accessibility(locale: english)
            == PickerAccessibility(label: "Start Date", value: "Nov 21, 2026", hint: "Opens a calendar"))
        compact.openSheet()
        #expect(compact.isPresentingSheet)
        var inline = DatePickerRowState(title: "Date", date: zurichTime(2026, 11, 21), style: .inline, calendar: zurich)
        inline.openSheet()
        #expect(!inline.isPresentingSheet && !inline.showsChevron)
        #expect(inline.accessibility(locale: english) == PickerAccessibility(label: "Date", value: "Nov 21, 2026", hint: nil))
    }

    @Test("the sheet edits a draft of the row's date within its bounds; the quick buttons see the row's date")
    func sheetAndButtons() {
        let upper = zurichTime(2026, 11, 30)
        let state = DatePickerRowState(title: "Due", date: zurichTime(2026, 11, 21), bounds: DateBounds(...upper), parts: .dateAndTime,
                                       style: .sheet, calendar: zurich, now: zurichTime(2026, 11, 22))
        #expect(state.sheet.title == "Due" && state.sheet.draft == zurichTime(2026, 11, 21) && state.sheet.bounds == DateBounds(...upper))
        #expect(state.sheet.parts == .dateAndTime)
        let buttons = state.dateButtons(clock: zurichTime(2030, 1, 1))
        #expect(buttons.now == zurichTime(2026, 11, 22) && !buttons.followsClock && buttons.selectedButton == .yesterday)
        let live = DatePickerRowState(title: "Due", date: zurichTime(2026, 11, 21), style: .sheet, calendar: zurich)
        #expect(live.dateButtons(clock: zurichTime(2026, 11, 21, 18)).followsClock)
        #expect(live.dateButtons(clock: zurichTime(2026, 11, 21, 18)).selectedButton == .today)
    }

    @Test("the parts picked")
    func parts() {
        #expect(DatePickerParts.date.includesDate && !DatePickerParts.date.includesTime)
        #expect(!DatePickerParts.time.includesDate && DatePickerParts.time.includesTime)
        #expect(DatePickerParts.dateAndTime.includesDate && DatePickerParts.dateAndTime.includesTime)
    }

    @Test("VoiceOver's elements: the row as a button, then the note after a clamp, in English and German")
    func accessibilityElements() {
        let compact = DatePickerRowState(title: "Start Date", date: zurichTime(2026, 11, 21), style: .compact, calendar: zurich)
        #expect(compact.accessibilityElements(locale: english)
            == [AccessibilityElement(label: "Start Date", value: "Nov 21, 2026", hint: "Opens a calendar", traits: .button)])
        #expect(compact.accessibilityElements(locale: german)
            == [AccessibilityElement(label: "Start Date", value: "21. Nov. 2026", hint: "Öffnet einen Kalender", traits: .button)])
        let lower = zurichTime(2026, 12, 1, 0, 0)
        let clamped = DatePickerRowState(title: "Startdatum", date: zurichTime(2026, 11, 21), bounds: DateBounds(lower...), calendar: zurich)
        #expect(clamped.accessibilityElements(locale: german) == [
            AccessibilityElement(label: "Startdatum", value: "1. Dez. 2026", traits: .button),
            AccessibilityElement(label: "Auf 1. Dezember 2026 angepasst, das nächste erlaubte Datum", traits: .staticText),
        ])
        #expect(clamped.accessibilityElements(locale: english)[1].label == "Adjusted to December 1, 2026, the nearest allowed date")
    }
}

@Suite("The dates a date row accepts, in SwiftUI's range forms")
struct DateBoundsExpressionTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)
    private let end = Date(timeIntervalSince1970: 1_800_000_000)

    /// The bounds of `range`, through the protocol the row's initializers take.
    private func bounds(_ range: some DateBoundsExpression) -> DateBounds { range.dateBounds }

    @Test("each range form gives the bounds DateBounds gives it")
    func forms() {
        #expect(bounds(start...end) == DateBounds(start...end))
        #expect(bounds(start...) == DateBounds(start...))
        #expect(bounds(...end) == DateBounds(...end))
        #expect(bounds(DateBounds.unbounded) == .unbounded)
        #expect(bounds(start...).lowerBound == start && bounds(start...).upperBound == nil)
        #expect(bounds(...end).contains(end) && !bounds(...end).contains(end.addingTimeInterval(1)))
    }
}

import Foundation
@_spi(Tally) import TallyCore
import Testing

@Suite("Stand-ins for a caller's texts")
struct CallerTextMarkerTests {
    @Test("a stand-in is one character, never blank, and each slot has its own")
    func placeholders() {
        let all = (0..<CallerTextMarker.slots).map(CallerTextMarker.placeholder)
        #expect(Set(all).count == CallerTextMarker.slots)
        for placeholder in all {
            #expect(placeholder.count == 1)
            #expect(FieldMessageText.visible(placeholder) == placeholder)
            #expect(CallerTextMarker.containsPlaceholder(placeholder))
        }
        #expect(CallerTextMarker.placeholder(64) == CallerTextMarker.placeholder(0))
        #expect(!CallerTextMarker.containsPlaceholder("Error: name@example"))
    }

    @Test("a text is cut at its stand-ins, runs and slots in order")
    func segments() {
        let error = CallerTextMarker.placeholder(0), helper = CallerTextMarker.placeholder(1)
        #expect(CallerTextMarker.segments(of: "Error: \(error). \(helper)")
            == [.text("Error: "), .caller(0), .text(". "), .caller(1)])
        #expect(CallerTextMarker.segments(of: error) == [.caller(0)])
        #expect(CallerTextMarker.segments(of: "\(helper)\(error)") == [.caller(1), .caller(0)])
        #expect(CallerTextMarker.segments(of: "Ошибка 👍🏽") == [.text("Ошибка 👍🏽")])
        #expect(CallerTextMarker.segments(of: "").isEmpty)
    }

    @Test("a state decides with a stand-in as with any text: an error given as a caller's text is an error")
    func stateDecides() {
        let error = CallerTextMarker.placeholder(0), helper = CallerTextMarker.placeholder(1)
        let field = TextInputFieldState(label: "", text: "x", validation: .error(error), helperText: helper)
        #expect(field.border.role == .error && field.labelRole == .errorText)
        #expect(field.message == FieldMessageLine(text: error, role: .errorText))
        let english = Locale(identifier: "en_US")
        let hint = field.accessibilityHint(locale: english, language: "en") ?? ""
        #expect(CallerTextMarker.segments(of: hint).contains(.caller(0)))
        #expect(!CallerTextMarker.segments(of: hint).contains(.caller(1)))
        let helped = TextInputFieldState(label: "", text: "", helperText: helper)
        #expect(helped.message == FieldMessageLine(text: helper, role: .subtleText))
        #expect(CallerTextMarker.segments(of: helped.accessibilityHint(locale: english, language: "en") ?? "") == [.caller(1)])
    }

    @Test("a form field's caller error hides its caller help, and the hint composes around the stand-in")
    func formField() {
        let error = CallerTextMarker.placeholder(0), help = CallerTextMarker.placeholder(1)
        let english = Locale(identifier: "en_US")
        let field = FormTextFieldState(text: "", placeholder: "", errorMessage: error, helpText: help)
        #expect(field.border.role == .error && field.visibleHelp == nil)
        #expect(field.message == FieldMessageLine(text: error, role: .errorText))
        let hint = field.accessibilityHint(locale: english, language: "en") ?? ""
        #expect(CallerTextMarker.segments(of: hint).filter { if case .caller = $0 { true } else { false } } == [.caller(0)])
        let helped = FormTextFieldState(text: "", placeholder: "", helpText: help)
        #expect(helped.border.role == .border && helped.message == FieldMessageLine(text: help, role: .secondaryText))
    }

    @Test("a day header titled by the caller reads the title and the totals as one header around the stand-in")
    func dayHeader() {
        let title = CallerTextMarker.placeholder(2)
        let english = Locale(identifier: "en_US")
        let state = DateSectionHeaderViewState(title: title, total: 12, currency: .usd, locale: english, language: "en")
        #expect(state.header.title == title)
        let reading = CallerTextMarker.segments(of: state.accessibilityLabel)
        #expect(reading.first == .caller(2))
        #expect(reading.count == 2)
        guard case .text(let rest)? = reading.last else { Issue.record("no total in \(reading)"); return }
        #expect(rest.contains("$12.00"))
        let untitled = DateSectionHeaderViewState(title: title, total: 0, currency: .usd, locale: english, language: "en")
        #expect(CallerTextMarker.segments(of: untitled.accessibilityLabel) == [.caller(2)])
    }
}

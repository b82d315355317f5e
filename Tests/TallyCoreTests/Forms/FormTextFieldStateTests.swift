import Foundation
import TallyCore
import Testing

@Suite("FormTextFieldState")
struct FormTextFieldStateTests {
    @Test("multiline line limits are brought into order; compact has less padding")
    func textFieldStyles() {
        #expect(FormTextFieldStyle.multiline(min: 2, max: 5).lineRange == 2...5)
        #expect(FormTextFieldStyle.multiline(min: 0, max: -3).lineRange == 1...1)
        #expect(FormTextFieldStyle.multiline(min: 4, max: 2).lineRange == 4...4)
        #expect(FormTextFieldStyle.standard.lineRange == nil && FormTextFieldStyle.compact.lineRange == nil)
        #expect(FormTextFieldStyle.standard.padding == 12 && FormTextFieldStyle.compact.padding == 8)
    }

    @Test("help shows only without an error; the border follows error, then focus")
    func textFieldState() {
        var state = FormTextFieldState(text: "", placeholder: "Subscription Name", helpText: "As on your statement")
        #expect(state.visibleHelp == "As on your statement" && state.visibleError == nil)
        #expect(state.border == FieldBorder(isFocused: false, hasError: false) && state.border.role == .border && state.border.width(in: .standard) == 1)
        state.isFocused = true
        #expect(state.border.role == .primary && state.border.width(in: .standard) == 2)
        state.errorMessage = "Already used"
        #expect(state.visibleError == "Already used" && state.visibleHelp == nil)
        #expect(state.border.role == .error && state.border.width(in: .standard) == 2)
        state.errorMessage = "  "  // a blank error is no error
        #expect(state.visibleError == nil && state.visibleHelp == "As on your statement")
        let english = Locale(identifier: "en_US"), german = Locale(identifier: "de_DE")
        #expect(state.accessibilityLabel == "Subscription Name")
        #expect(state.accessibilityValue(locale: english) == "Empty" && state.accessibilityValue(locale: german) == "Leer")
        #expect(state.accessibilityHint(locale: english) == "As on your statement")
        state.errorMessage = "Already used"
        state.text = "Netflix"
        #expect(state.accessibilityValue(locale: english) == "Netflix")
        #expect(state.accessibilityHint(locale: english) == "Error: Already used")
        #expect(state.accessibilityHint(locale: german) == "Fehler: Already used")
    }

    @Test("the state carries its layout: line range and padding")
    func layout() {
        let notes = FormTextFieldState(text: "", placeholder: "Note", style: .multiline(min: 3, max: 1))
        #expect(notes.lineRange == 3...3 && notes.padding == 12)
        let compact = FormTextFieldState(text: "", placeholder: "Amount", style: .compact)
        #expect(compact.lineRange == nil && compact.padding == 8 && FormTextFieldState(text: "", placeholder: "A").style == .standard)
    }

    @Test("whitespace-only help or error text is not shown; the message is the error, else the help")
    func messages() {
        var state = FormTextFieldState(text: "", placeholder: "Name", helpText: "\t\n")
        #expect(state.visibleHelp == nil && state.message == nil && state.accessibilityHint(locale: Locale(identifier: "en_US")) == nil)
        state.helpText = "As on your card"
        #expect(state.message == FieldMessageLine(text: "As on your card", role: .secondaryText) && state.message?.isError == false)
        state.errorMessage = "Required"
        #expect(state.message == FieldMessageLine(text: "Required", role: .errorText))
        state.errorMessage = "\n"
        #expect(state.message?.text == "As on your card" && state.border.role == .border)
        #expect(state.showsPlaceholder)
        state.text = "Anna"
        #expect(!state.showsPlaceholder)
    }

    @Test("VoiceOver's element: the placeholder, the text or Empty, the error or help as the hint, in English and German")
    func accessibilityElements() {
        let english = Locale(identifier: "en_US"), german = Locale(identifier: "de_DE")
        var state = FormTextFieldState(text: "", placeholder: "Subscription Name", helpText: "As on your statement")
        #expect(state.accessibilityElements(locale: english)
            == [AccessibilityElement(label: "Subscription Name", value: "Empty", hint: "As on your statement", traits: .textField)])
        #expect(state.accessibilityElements(locale: german)
            == [AccessibilityElement(label: "Subscription Name", value: "Leer", hint: "As on your statement", traits: .textField)])
        state.text = "Netflix"
        state.errorMessage = "Already used"
        #expect(state.accessibilityElement(locale: english)
            == AccessibilityElement(label: "Subscription Name", value: "Netflix", hint: "Error: Already used", traits: .textField))
        #expect(state.accessibilityElement(locale: german).hint == "Fehler: Already used")
        #expect(state.accessibilityElement(locale: german).traits.names == ["textField"])
    }
}

@Suite("FieldBorder")
struct FieldBorderTests {
    @Test("one rule for every field: error over success over focus over rest, 2 pt unless resting")
    func rule() {
        let resting = FieldBorder(isFocused: false, hasError: false)
        #expect(resting.role == .border && resting.width(in: .standard) == 1 && !resting.showsState)
        #expect(FieldBorder(isFocused: true, hasError: false).role == .primary && FieldBorder(isFocused: true, hasError: false).width(in: .standard) == 2)
        #expect(FieldBorder(isFocused: true, hasError: true).role == .error && FieldBorder(isFocused: false, hasError: true).width(in: .standard) == 2)
        #expect(FieldBorder(isFocused: true, hasError: false, isValid: true).role == .success)
        #expect(FieldBorder(isFocused: false, hasError: true, isValid: true).role == .error)
        #expect(FieldBorder(isFocused: false, hasError: false, isValid: true).width(in: .standard) == 2 && FieldBorder(isFocused: false, hasError: false, isValid: true).showsState)
    }

    @Test("blank texts under a field are not shown, and are returned untrimmed otherwise")
    func messageText() {
        #expect(FieldMessageText.visible(nil) == nil && FieldMessageText.visible("") == nil && FieldMessageText.visible(" \n\t") == nil)
        #expect(FieldMessageText.visible(" Required ") == " Required ")
    }
}

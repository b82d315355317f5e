import Foundation
import TallyCore
import Testing

@Suite("Section headers, form sections and form text fields")
struct FormFieldTests {
    @Test("one section header in three styles, on the tokens seed 001 names")
    func sectionHeaders() {
        #expect(SectionHeaderStyle.default.typography == TallyTokens.Typography.sectionHeader)
        #expect(SectionHeaderStyle.default.typography.fontSize.points == 13 && SectionHeaderStyle.default.typography.fontWeight == 500)
        #expect(SectionHeaderStyle.emphasized.typography.fontSize.points == 14 && SectionHeaderStyle.emphasized.typography.fontWeight == 600)
        #expect(SectionHeaderStyle.compact.typography == TallyTokens.Typography.caption)
        #expect(SectionHeaderStyle.emphasized.color == TallyTokens.Color.textPrimary)
        #expect(SectionHeaderStyle.default.color == TallyTokens.Color.textSecondary && SectionHeaderStyle.compact.color == TallyTokens.Color.textSecondary)
        #expect(SectionHeaderStyle.default.displayTitle("Reminders", locale: Locale(identifier: "en_US")) == "REMINDERS")
        #expect(SectionHeaderStyle.compact.displayTitle("istanbul", locale: Locale(identifier: "tr_TR")) == "İSTANBUL")
        #expect(SectionHeaderStyle.emphasized.displayTitle("Today", locale: Locale(identifier: "en_US")) == "Today")
    }

    @Test("a form section divides its rows itself, except plain")
    func formSections() {
        #expect(FormSectionStyle.card.dividerCount(rowCount: 4) == 3 && FormSectionStyle.list.dividerCount(rowCount: 1) == 0)
        #expect(FormSectionStyle.plain.dividerCount(rowCount: 4) == 0 && FormSectionStyle.card.dividerCount(rowCount: 0) == 0)
        #expect(FormSectionStyle.card.hasCard && !FormSectionStyle.list.hasCard && !FormSectionStyle.plain.hasCard)
        #expect(FormSectionStyle.card.rowSpacing == 0 && FormSectionStyle.plain.rowSpacing == 8)
        #expect(FormSectionStyle.card.dividerLeadingInset == 12 && FormSectionStyle.list.dividerLeadingInset == 0)
    }

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
        #expect(state.border == FieldBorder(isFocused: false, hasError: false) && state.border.role == .border && state.border.width == 1)
        state.isFocused = true
        #expect(state.border.role == .primary && state.border.width == 2)
        state.errorMessage = "Already used"
        #expect(state.visibleError == "Already used" && state.visibleHelp == nil)
        #expect(state.border.role == .error && state.border.width == 2)
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

    @Test("the float label: inside when empty and unfocused, floated when focused or filled")
    func floatLabel() {
        for (focused, text, floated) in [(false, "", false), (true, "", true), (false, "a", true), (true, "a", true)] {
            let state = TextInputFieldState(label: "Email", text: text, isFocused: focused)
            #expect(state.isLabelFloated == floated)
            #expect(state.labelFontSize == (floated ? 14 : 16))
            #expect(state.labelOffset == (floated ? -28 : 0))
            #expect(state.showsFocusRing == focused)
        }
        #expect(TextInputFieldState.minimumHeight == 48)
        let motion = TextInputFieldState.labelMotion
        #expect(motion.duration.seconds == 0.25)
        #expect(motion.timingFunction.x1 == 0.4 && motion.timingFunction.y1 == 0 && motion.timingFunction.x2 == 0.2 && motion.timingFunction.y2 == 1)
        // The float label is a state change: under Reduce Motion it moves at once.
        #expect(MotionPolicy.reduced(.stateChange) == .finalStateAtOnce)
    }

    @Test("label and border colours: error, then success, then focus, then rest")
    func floatLabelColours() {
        func state(_ focused: Bool, _ validation: TextInputValidation) -> TextInputFieldState {
            TextInputFieldState(label: "Email", text: "x", isFocused: focused, validation: validation)
        }
        #expect(state(false, .none).labelRole == .subtleText && state(false, .none).border.role == .border)
        #expect(state(true, .none).labelRole == .primaryText && state(true, .none).border.role == .primary)
        #expect(state(true, .success).labelRole == .successText && state(true, .success).border.role == .success)
        #expect(state(true, .error("Bad")).labelRole == .errorText && state(false, .error("Bad")).border.role == .error)
        #expect(state(false, .none).border.width == 1 && state(false, .success).border.width == 2)
        #expect(state(false, .error("")).errorMessage == nil && state(false, .error("")).border.role == .border)
        // Every label colour is text: at least 4.5:1 on the field's background in both schemes.
        for role in [FieldColorRole.subtleText, .primaryText, .errorText, .successText, .secondaryText] {
            for scheme in TokenColorScheme.allCases {
                let ratio = role.token.resolved(for: scheme).contrastRatio(with: TallyTokens.Color.background.resolved(for: scheme))
                #expect(ratio >= 4.5, "\(role) in \(scheme): \(ratio)")
            }
        }
        // Borders are non-text: at least 3:1 where they carry the state (focus, error, success).
        for role in [FieldColorRole.primary, .error, .success] {
            for scheme in TokenColorScheme.allCases {
                #expect(role.token.resolved(for: scheme).contrastRatio(with: TallyTokens.Color.background.resolved(for: scheme)) >= 3, "\(role) \(scheme)")
            }
        }
    }

    @Test("VoiceOver: the label stays, a password reads only its length, error and help as the hint")
    func floatLabelAccessibility() {
        let english = Locale(identifier: "en_US"), russian = Locale(identifier: "ru_RU")
        let empty = TextInputFieldState(label: "Email", text: "", helperText: "We never share it")
        #expect(empty.accessibilityLabel == "Email" && empty.accessibilityValue(locale: english) == "Empty")
        #expect(empty.accessibilityHint(locale: english) == "We never share it")
        let filled = TextInputFieldState(label: "Email", text: "anna@example.com", validation: .success)
        #expect(filled.accessibilityLabel == "Email" && filled.accessibilityValue(locale: english) == "anna@example.com")
        #expect(filled.accessibilityHint(locale: english) == "Valid")
        let password = TextInputFieldState(label: "Password", text: "correct horse", kind: .password)
        #expect(password.accessibilityValue(locale: english) == "13 characters")
        #expect(TextInputFieldState(label: "P", text: "12345", kind: .password).accessibilityValue(locale: russian) == "5 символов")
        #expect(TextInputFieldState(label: "P", text: "1", kind: .password).accessibilityValue(locale: english) == "1 character")
        let error = TextInputFieldState(label: "Email", text: "anna@", validation: .error("Enter a full address"), helperText: "Work address")
        #expect(error.visibleHelperText == nil)
        #expect(error.accessibilityHint(locale: english) == "Error: Enter a full address")
        #expect(TextInputKind.password.isSecure && !TextInputKind.email.isSecure)
        #expect(TextInputKind.allCases.filter(\.disablesAutocorrection) == [.email, .tel, .url, .password])
    }
}

import Foundation
import TallyCore
import Testing

@Suite("TextInputFieldState")
struct TextInputFieldStateTests {
    @Test("the float label: inside when empty and unfocused, floated when focused or filled")
    func floatLabel() {
        for (focused, text, floated) in [(false, "", false), (true, "", true), (false, "a", true), (true, "a", true)] {
            let state = TextInputFieldState(label: "Email", text: text, isFocused: focused)
            #expect(state.isLabelFloated == floated)
            // What the field draws in Tally's theme: the label at 16 pt, at 14 pt and 28 pt up
            // once floated (the theme's size and scale; other themes in ThemeLookTests).
            #expect(state.labelFontSize(in: .standard) == (floated ? 14 : 16))
            #expect(state.labelOffset(in: .standard) == (floated ? -28 : 0))
            #expect(state.showsFocusRing == focused)
        }
        #expect(TextInputFieldState.minimumHeight(in: .standard) == 48)
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
        #expect(state(false, .none).border.width(in: .standard) == 1 && state(false, .success).border.width(in: .standard) == 2)
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

    @Test("a password is hidden as bullets until revealed; the show button says what it will do")
    func reveal() {
        var password = TextInputFieldState(label: "Password", text: "abc def", kind: .password)
        #expect(password.isTextHidden && password.displayedText == "•••••••" && password.showsRevealButton)
        #expect(password.revealButtonLabelKey == .textFieldSecureShow && password.revealButtonSymbol == "eye")
        #expect(Localizer.string(password.revealButtonLabelKey, locale: Locale(identifier: "en_US")) == "Show Password")
        password.toggleReveal()
        #expect(password.isRevealed && !password.isTextHidden && password.displayedText == "abc def")
        #expect(password.revealButtonLabelKey == .textFieldSecureHide && password.revealButtonSymbol == "eye.slash")
        #expect(Localizer.string(password.revealButtonLabelKey, locale: Locale(identifier: "de_DE")) == "Passwort ausblenden")
        // Revealed or not, VoiceOver reads only the length.
        #expect(password.accessibilityValue(locale: Locale(identifier: "en_US")) == "7 characters")
        // Other kinds are never hidden and have no button; toggling does nothing.
        var email = TextInputFieldState(label: "Email", text: "a@b.ch", kind: .email)
        email.toggleReveal()
        #expect(!email.isRevealed && !email.isTextHidden && !email.showsRevealButton && email.displayedText == "a@b.ch")
    }

    @Test("whitespace-only helper or error text is not shown, the same rule as FormTextField's")
    func blankMessages() {
        let blankHelper = TextInputFieldState(label: "Name", text: "", helperText: " \n\t ")
        #expect(blankHelper.visibleHelperText == nil && blankHelper.message == nil)
        #expect(blankHelper.accessibilityHint(locale: Locale(identifier: "en_US")) == nil)
        let blankError = TextInputFieldState(label: "Name", text: "x", validation: .error("\n "), helperText: "Your full name")
        #expect(blankError.errorMessage == nil && blankError.border.role == .border && blankError.labelRole == .subtleText)
        #expect(blankError.message == FieldMessageLine(text: "Your full name", role: .subtleText))
        let error = TextInputFieldState(label: "Name", text: "x", validation: .error("Too short"), helperText: "Your full name")
        #expect(error.message == FieldMessageLine(text: "Too short", role: .errorText) && error.message?.isError == true)
    }

    @Test("the border is the shared FieldBorder rule: error over success over focus over rest")
    func border() {
        #expect(TextInputFieldState(label: "A", text: "", isFocused: true, validation: .success).border
            == FieldBorder(isFocused: true, hasError: false, isValid: true))
        #expect(TextInputFieldState(label: "A", text: "", isFocused: true, validation: .success).border.role == .success)
        #expect(TextInputFieldState(label: "A", text: "", isFocused: true, validation: .error("No")).border.role == .error)
        #expect(TextInputFieldState(label: "A", text: "", isFocused: true).border == FieldBorder(isFocused: true, hasError: false))
        #expect(TextInputFieldState(label: "A", text: "").border.widthRole == .hairline)
        #expect(TextInputFieldState(label: "A", text: "", validation: .success).border.widthRole == .emphasis)
    }

    @Test("the floated label is scaled to 0.875 in Tally's theme, and not at rest")
    func labelScale() {
        #expect(TextInputFieldState(label: "A", text: "").labelScale(in: .standard) == 1)
        #expect(TextInputFieldState(label: "A", text: "x").labelScale(in: .standard) == 0.875)
        #expect(TextInputFieldState.stacksLabel(isAccessibilitySize: true) && !TextInputFieldState.stacksLabel(isAccessibilitySize: false))
    }
}

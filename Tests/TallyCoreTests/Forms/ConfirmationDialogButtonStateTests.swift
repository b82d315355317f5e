import Foundation
import TallyCore
import Testing

@Suite("ConfirmationDialogButtonState")
struct ConfirmationDialogButtonStateTests {
    @Test("a request keeps what it was given, with no message and destructive by default")
    func stores() {
        let plain = ConfirmationDialogButtonState(title: "Delete the card?")
        #expect(plain.title == "Delete the card?" && plain.message == nil && plain.customConfirmTitle == nil && plain.role == .destructive)
        #expect(ConfirmationDialogButtonState(title: "Archive?", role: .none).role == ConfirmationDialogButtonState.Role.none)
        let full = ConfirmationDialogButtonState(title: "Delete?", message: "It cannot be undone.", confirmTitle: "Erase", role: .destructive)
        #expect(full.title == "Delete?" && full.message == "It cannot be undone.")
        #expect(full.customConfirmTitle == "Erase" && full.role == .destructive)
    }

    @Test("default confirm titles: Delete for a destructive request, Confirm otherwise, in every language",
          arguments: [
            ("en_US", "Delete", "Confirm"), ("ru_RU", "Удалить", "Подтвердить"),
            ("fr_FR", "Supprimer", "Confirmer"), ("de_DE", "Löschen", "Bestätigen"),
          ])
    func defaultConfirmTitles(locale: String, delete: String, confirm: String) {
        let locale = Locale(identifier: locale)
        #expect(ConfirmationDialogButtonState(title: "?", role: .destructive).confirmTitle(locale: locale) == delete)
        #expect(ConfirmationDialogButtonState(title: "?", role: .none).confirmTitle(locale: locale) == confirm)
        #expect(ConfirmationDialogButtonState(title: "?", role: .cancel).confirmTitle(locale: locale) == confirm)
    }

    @Test("the cancel title is common.cancel in every language, whatever the role",
          arguments: [("en_US", "Cancel"), ("ru_RU", "Отмена"), ("fr_FR", "Annuler"), ("de_DE", "Abbrechen")])
    func cancelTitles(locale: String, cancel: String) {
        for role in ConfirmationDialogButtonState.Role.allCases {
            #expect(ConfirmationDialogButtonState(title: "?", role: role).cancelTitle(locale: Locale(identifier: locale)) == cancel)
        }
    }

    @Test("a caller's confirm title is used as given in every language; an empty one falls back to the default",
          arguments: ["en_US", "ru_RU", "fr_FR", "de_DE"])
    func customConfirmTitle(locale: String) {
        let locale = Locale(identifier: locale)
        let request = ConfirmationDialogButtonState(title: "Discard draft?", confirmTitle: "Discard", role: .destructive)
        #expect(request.confirmTitle(locale: locale) == "Discard")
        let empty = ConfirmationDialogButtonState(title: "?", confirmTitle: "", role: .destructive)
        #expect(empty.confirmTitle(locale: locale) == ConfirmationDialogButtonState(title: "?", role: .destructive).confirmTitle(locale: locale))
    }

    @Test("regional locales fall back to their language, and an uncatalogued language to English")
    func localeFallback() {
        let request = ConfirmationDialogButtonState(title: "?", role: .destructive)
        #expect(request.confirmTitle(locale: Locale(identifier: "fr_CH")) == "Supprimer")
        #expect(request.confirmTitle(locale: Locale(identifier: "de_AT")) == "Löschen")
        #expect(request.cancelTitle(locale: Locale(identifier: "ru_UA")) == "Отмена")
        #expect(request.confirmTitle(locale: Locale(identifier: "ja_JP")) == "Delete")
    }

    @Test("the default title key follows the role")
    func defaultKeys() {
        #expect(ConfirmationDialogButtonState.defaultConfirmTitleKey(for: .destructive) == .commonDelete)
        #expect(ConfirmationDialogButtonState.defaultConfirmTitleKey(for: .none) == .commonConfirm)
        #expect(ConfirmationDialogButtonState.defaultConfirmTitleKey(for: .cancel) == .commonConfirm)
    }

    @Test("the confirm button takes the request's role, except that a dialog's one cancel button stays the cancel button")
    func confirmButtonRole() {
        #expect(ConfirmationDialogButtonState(title: "?", role: .destructive).confirmButtonRole == .destructive)
        #expect(ConfirmationDialogButtonState(title: "?", role: .none).confirmButtonRole == ConfirmationDialogButtonState.Role.none)
        #expect(ConfirmationDialogButtonState(title: "?", role: .cancel).confirmButtonRole == ConfirmationDialogButtonState.Role.none)
        #expect(ConfirmationDialogButtonState.Role.allCases == [.destructive, .cancel, .none])
    }

    @Test("the dialog opens with the button and closes on cancel; it starts closed unless told")
    func presentation() {
        var state = ConfirmationDialogButtonState(title: "Delete?", role: .destructive)
        #expect(!state.isPresented)
        state.present()
        #expect(state.isPresented)
        state.cancel()
        #expect(!state.isPresented)
        #expect(ConfirmationDialogButtonState(title: "Delete?", isPresented: true).isPresented)
    }

    @Test("a blank message is not shown")
    func message() {
        #expect(ConfirmationDialogButtonState(title: "?", message: " \n").visibleMessage == nil)
        #expect(ConfirmationDialogButtonState(title: "?", message: "It cannot be undone.").visibleMessage == "It cannot be undone.")
        #expect(ConfirmationDialogButtonState(title: "?").visibleMessage == nil)
    }


    @Test("VoiceOver's elements: the button; while open, the message, the confirm button and the cancel button")
    func accessibilityElements() {
        let english = Locale(identifier: "en_US"), french = Locale(identifier: "fr_FR")
        let closed = ConfirmationDialogButtonState(title: "Delete this transaction?", message: "It cannot be undone.")
        #expect(closed.accessibilityElements(locale: english) == [AccessibilityElement(label: "Delete this transaction?", traits: .button)])
        var open = closed
        open.present()
        #expect(open.accessibilityElements(locale: english) == [
            AccessibilityElement(label: "Delete this transaction?", traits: .button),
            AccessibilityElement(label: "It cannot be undone.", traits: .staticText),
            AccessibilityElement(label: "Delete", traits: .button),
            AccessibilityElement(label: "Cancel", traits: .button),
        ])
        #expect(open.accessibilityElements(locale: french).map(\.label) == ["Delete this transaction?", "It cannot be undone.", "Supprimer", "Annuler"])
        // No message (or a blank one) is no element; an ordinary action confirms with "Confirm".
        let plain = ConfirmationDialogButtonState(title: "Archive?", message: "  ", role: .none, isPresented: true)
        #expect(plain.accessibilityElements(locale: french) == [
            AccessibilityElement(label: "Archive?", traits: .button),
            AccessibilityElement(label: "Confirmer", traits: .button),
            AccessibilityElement(label: "Annuler", traits: .button),
        ])
        #expect(ConfirmationDialogButtonState(title: "?", confirmTitle: "Sign Out", isPresented: true)
            .confirmButtonAccessibility(locale: french).label == "Sign Out")
    }
}

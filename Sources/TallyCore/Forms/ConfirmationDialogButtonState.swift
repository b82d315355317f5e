import Foundation

/// Everything `ConfirmationDialogButton` shows, as one value: what its dialog asks before an
/// action runs (the title and message, the button that confirms and the one that backs out) and
/// whether the dialog is open.
///
/// The action behind it runs only when the confirm button is chosen; cancelling, or dismissing
/// the dialog any other way, runs nothing.
///
/// Button titles come from the String Catalog unless the caller gives its own confirm title:
/// - ``Role/destructive``: `common.delete` ("Delete", "Удалить", "Supprimer", "Löschen"). A
///   destructive button should name what it does (Apple's guidelines advise against a bare
///   "OK" or "Confirm" on it), and deleting is what the kit's destructive confirmations do. A
///   destructive action that is not a deletion ("Discard", "Sign Out") must pass its own
///   `confirmTitle`.
/// - ``Role/none`` and ``Role/cancel``: `common.confirm` ("Confirm", "Подтвердить", "Confirmer",
///   "Bestätigen").
/// - The cancel button is always `common.cancel` ("Cancel", "Отмена", "Annuler", "Abbrechen").
public struct ConfirmationDialogButtonState: Sendable, Hashable {
    /// The kind of action being confirmed; TallyUI mirrors it to SwiftUI's `ButtonRole`.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// The action deletes or discards something (SwiftUI's `.destructive`: drawn in red).
        case destructive
        /// The action backs out of something (SwiftUI's `.cancel`).
        case cancel
        /// An ordinary action (no `ButtonRole`).
        case none
    }

    /// The question, for example "Delete this transaction?". Already localized by the caller.
    public var title: String
    /// More detail under the title, or nil. Already localized by the caller.
    public var message: String?
    /// The caller's own confirm title, or nil for the catalog's default for ``role``.
    public var customConfirmTitle: String?
    /// The kind of action.
    public var role: Role
    /// Whether the dialog is open.
    public var isPresented: Bool

    /// A request.
    ///
    /// - Parameters:
    ///   - title: The question, already localized.
    ///   - message: More detail, already localized, or nil.
    ///   - confirmTitle: The confirm button's title, already localized; nil (or empty) for
    ///     `common.delete` when `role` is destructive and `common.confirm` otherwise.
    ///   - role: The kind of action; destructive by default, since a confirmation guards an
    ///     action that cannot be undone (pass `.none` for one that only needs a second look).
    ///   - isPresented: Whether the dialog is open; closed by default.
    public init(title: String, message: String? = nil, confirmTitle: String? = nil, role: Role = .destructive, isPresented: Bool = false) {
        self.title = title
        self.message = message
        customConfirmTitle = confirmTitle
        self.role = role
        self.isPresented = isPresented
    }

    /// The message under the title, when there is one that is not blank.
    public var visibleMessage: String? { FieldMessageText.visible(message) }

    /// Opens the dialog (the button was tapped).
    public mutating func present() { isPresented = true }

    /// Closes the dialog without running the action (cancel, or dismissed any other way).
    public mutating func cancel() { isPresented = false }

    /// The confirm button's title in `language` (`locale`'s when nil): the caller's, or the catalog
    /// default for ``role``.
    public func confirmTitle(locale: Locale, language: TallyLanguage? = nil) -> String {
        if let customConfirmTitle, !customConfirmTitle.isEmpty { return customConfirmTitle }
        return Localizer.string(Self.defaultConfirmTitleKey(for: role), language: language, locale: locale)
    }

    /// The cancel button's title in `language` (`locale`'s when nil) (`common.cancel`).
    public func cancelTitle(locale: Locale, language: TallyLanguage? = nil) -> String {
        Localizer.string(.commonCancel, language: language, locale: locale)
    }

    /// The catalog key of the default confirm title for `role`.
    public static func defaultConfirmTitleKey(for role: Role) -> TallyStringKey {
        role == .destructive ? .commonDelete : .commonConfirm
    }

    /// The role of the confirm button inside the dialog.
    ///
    /// ``role`` itself, except that a ``Role/cancel`` request confirms with an ordinary button: a
    /// dialog has one cancel button, and the system runs that button's action when the dialog is
    /// dismissed without a choice (tapping outside it), so giving the confirm button that role
    /// could run the action unconfirmed. The button that opens the dialog keeps the role.
    public var confirmButtonRole: Role {
        role == .cancel ? .none : role
    }
}

extension ConfirmationDialogButtonState: AccessibilityDescribing {
    /// What VoiceOver reads for the button that opens the dialog: its title, a button.
    public var buttonAccessibility: AccessibilityElement {
        AccessibilityElement(label: title, traits: .button)
    }

    /// What VoiceOver reads for the dialog's message, or nil when there is none to show
    /// (``visibleMessage``).
    public var messageAccessibility: AccessibilityElement? {
        visibleMessage.map { AccessibilityElement(label: $0, traits: .staticText) }
    }

    /// What VoiceOver reads for the dialog's confirm button in `language` (`locale`'s when nil):
    /// ``confirmTitle(locale:language:)``, a button.
    public func confirmButtonAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: confirmTitle(locale: locale, language: language), traits: .button)
    }

    /// What VoiceOver reads for the dialog's cancel button in `language` (`locale`'s when nil):
    /// ``cancelTitle(locale:language:)``, a button.
    public func cancelButtonAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: cancelTitle(locale: locale, language: language), traits: .button)
    }

    /// The button; while the dialog is open, its message, the confirm button and the cancel
    /// button.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        var elements = [buttonAccessibility]
        guard isPresented else { return elements }
        if let message = messageAccessibility { elements.append(message) }
        elements.append(confirmButtonAccessibility(locale: locale, language: language))
        elements.append(cancelButtonAccessibility(locale: locale, language: language))
        return elements
    }
}

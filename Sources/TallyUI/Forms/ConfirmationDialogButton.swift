#if canImport(SwiftUI)
import SwiftUI
import TallyCore

extension ConfirmationDialogButtonState.Role {
    /// The SwiftUI role of a button with this role: `.destructive`, `.cancel`, or nil for
    /// `ConfirmationDialogButtonState.Role.none`.
    public var buttonRole: ButtonRole? {
        switch self {
        case .destructive: .destructive
        case .cancel: .cancel
        case .none: nil
        }
    }

    /// The state's role for SwiftUI's `role`: destructive, cancel, or `none` for nil and any
    /// other role (an ordinary action).
    init(_ role: ButtonRole?) {
        switch role {
        case .destructive?: self = .destructive
        case .cancel?: self = .cancel
        default: self = .none
        }
    }
}

/// A button that asks before it acts: tapping it opens a confirmation dialog with the title and
/// message, a confirm button in the state's role and a cancel button. The action runs only when
/// the confirm button is chosen; cancelling or dismissing the dialog runs nothing.
///
/// It draws a `ConfirmationDialogButtonState`: the confirm button defaults to "Delete" for a
/// destructive action and "Confirm" otherwise, the cancel button is "Cancel", all from the String
/// Catalog in the environment's language (`\.tallyLanguage`), and whether the dialog is open is part of the state. The
/// button itself keeps the style of its environment, is at least 44 pt tall and wraps its title
/// at large text sizes.
public struct ConfirmationDialogButton: View {
    private let storage: ViewStateStorage<ConfirmationDialogButtonState>
    @State private var local: ConfirmationDialogButtonState
    private let action: () -> Void
    /// The caller's title, message and confirm title, drawn instead of the state's.
    private var labels = CallerLabels()
    @Environment(\.tallyTheme) private var theme
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.appKeyLanguage) private var appKeyLanguage

    /// A button drawing `state` (open or closed), running `action` once the dialog is confirmed.
    ///
    /// - Parameters:
    ///   - state: The dialog's title, message, button titles, role, and whether it is open.
    ///   - action: What runs when the confirm button is chosen, and only then.
    public init(state: Binding<ConfirmationDialogButtonState>, action: @escaping () -> Void) {
        storage = ViewStateStorage(state)
        _local = State(initialValue: state.wrappedValue)
        self.action = action
    }

    /// A button titled `title` that confirms before running `action`.
    ///
    /// - Parameters:
    ///   - title: The button's title, also the dialog's title; already localized.
    ///   - message: More detail shown in the dialog, already localized, or nil.
    ///   - confirmTitle: The confirm button's title, already localized; nil for the default of
    ///     `role` ("Delete" when destructive, "Confirm" otherwise).
    ///   - role: The kind of action, destructive by default; it is the role of this button and of
    ///     the confirm button (see `ConfirmationDialogButtonState.confirmButtonRole` for
    ///     `ConfirmationDialogButtonState.Role.cancel`).
    ///   - action: What runs when the confirm button is chosen, and only then.
    @available(*, deprecated, message: "Use init(title:message:confirmTitle:role:action:) with Text(verbatim:) labels and a ButtonRole instead")
    @_disfavoredOverload
    public init(
        title: some StringProtocol, message: String? = nil, confirmTitle: String? = nil,
        role: ConfirmationDialogButtonState.Role = .destructive, action: @escaping () -> Void
    ) {
        self.init(ConfirmationDialogButtonState(title: String(title), message: message, confirmTitle: confirmTitle, role: role), action: action)
    }

    /// A button for `state`, its dialog starting as the state says, running `action` once it is
    /// confirmed. Whether the dialog is open is then kept by the button.
    ///
    /// - Parameters:
    ///   - state: The dialog's title, message, button titles and role.
    ///   - action: What runs when the confirm button is chosen, and only then.
    public init(_ state: ConfirmationDialogButtonState, action: @escaping () -> Void) {
        storage = ViewStateStorage(
            initial: state,
            overlay: { local in
                var shown = state
                shown.isPresented = local.isPresented
                return shown
            },
            write: { _ in }
        )
        _local = State(initialValue: state)
        self.action = action
    }

    /// The button and its dialog.
    public var body: some View {
        let binding = storage.binding(local: $local)
        let state = binding.wrappedValue
        let callers = labels.resolved(in: appKeyLanguage)
        Button(role: state.role.buttonRole) {
            binding.wrappedValue.present()
        } label: {
            Text.label(callers.title, or: state.title)
                .tallyFont(.button)
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
                .frame(minWidth: CGFloat(theme.tapArea(.minimum)), minHeight: CGFloat(theme.tapArea(.minimum)))
                .contentShape(Rectangle())
        }
        .tallyAccessibility(state.buttonAccessibility, label: callers.title)
        .confirmationDialog(Text.label(callers.title, or: state.title), isPresented: binding.isPresented, titleVisibility: .visible) {
            Button(role: state.confirmButtonRole.buttonRole) {
                action()
            } label: {
                // The system reads a dialog's buttons and message by their text.
                Text.label(callers.confirmTitle, or: state.confirmButtonAccessibility(locale: locale, language: language).label)
            }
            Button(role: .cancel) {
                binding.wrappedValue.cancel()
            } label: {
                Text(verbatim: state.cancelButtonAccessibility(locale: locale, language: language).label)
            }
        } message: {
            if let message = callers.message ?? state.messageAccessibility.map({ Text(verbatim: $0.label) }) {
                message
            }
        }
    }
}

extension ConfirmationDialogButton {
    /// The labels a caller gave.
    struct CallerLabels {
        var title: CallerText?
        var message: CallerText?
        var confirmTitle: CallerText?

        /// The labels to draw, app keys looked up in `language`.
        func resolved(in language: TallyLanguage?) -> (title: Text?, message: Text?, confirmTitle: Text?) {
            (title.text(in: language), message.text(in: language), confirmTitle.text(in: language))
        }
    }

    /// A button titled with the text of `title` that confirms before running `action`; `title`,
    /// `message` and `confirmTitle` are looked up in `tableName` of `bundle` (the app's
    /// `Localizable` strings by default) as `Text(title)` is. A string literal picks this form:
    /// `ConfirmationDialogButton(title: "Delete Account", role: .destructive) { … }`.
    ///
    /// - Parameters:
    ///   - title: The key of the button's title, also the dialog's title.
    ///   - message: The key of more detail shown in the dialog, or nil.
    ///   - confirmTitle: The key of the confirm button's title; nil for the default of `role`
    ///     ("Delete" when destructive, "Confirm" otherwise), from Tally's strings.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - role: SwiftUI's role of this button and of the confirm button: `.destructive` by
    ///     default, `.cancel`, or nil for an ordinary action (the confirm button of a `.cancel`
    ///     request is an ordinary one, `ConfirmationDialogButtonState.confirmButtonRole`).
    ///   - action: What runs when the confirm button is chosen, and only then.
    public init(
        title: LocalizedStringKey, message: LocalizedStringKey? = nil, confirmTitle: LocalizedStringKey? = nil,
        tableName: String? = nil, bundle: Bundle? = nil, role: ButtonRole? = .destructive, action: @escaping () -> Void
    ) {
        self.init(ConfirmationDialogButtonState(title: "", role: ConfirmationDialogButtonState.Role(role)), action: action)
        labels = CallerLabels(title: CallerText(title, tableName: tableName, bundle: bundle),
                              message: message.map { CallerText($0, tableName: tableName, bundle: bundle) },
                              confirmTitle: confirmTitle.map { CallerText($0, tableName: tableName, bundle: bundle) })
    }

    /// A button titled `title`, drawn as given, that confirms before running `action`; the
    /// dialog shows `message` and a confirm button titled `confirmTitle` (nil for the default of
    /// `role`, from Tally's strings).
    ///
    /// - Parameters:
    ///   - title: The button's title, also the dialog's title.
    ///   - message: More detail shown in the dialog, or nil.
    ///   - confirmTitle: The confirm button's title; nil for the default of `role`.
    ///   - role: SwiftUI's role of this button and of the confirm button: `.destructive` by
    ///     default, `.cancel`, or nil for an ordinary action.
    ///   - action: What runs when the confirm button is chosen, and only then.
    public init(
        title: Text, message: Text? = nil, confirmTitle: Text? = nil, role: ButtonRole? = .destructive,
        action: @escaping () -> Void
    ) {
        self.init(ConfirmationDialogButtonState(title: "", role: ConfirmationDialogButtonState.Role(role)), action: action)
        labels = CallerLabels(title: CallerText(title), message: message.map { CallerText($0) }, confirmTitle: confirmTitle.map { CallerText($0) })
    }

    /// A button titled with the text of `title`, its role a `ConfirmationDialogButtonState.Role`.
    ///
    /// - Parameters:
    ///   - title: The key of the button's title, also the dialog's title.
    ///   - message: The key of more detail shown in the dialog, or nil.
    ///   - confirmTitle: The key of the confirm button's title; nil for the default of `role`.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - role: The kind of action.
    ///   - action: What runs when the confirm button is chosen, and only then.
    @available(*, deprecated, message: "Use init(title:message:confirmTitle:tableName:bundle:role:action:) with a ButtonRole instead")
    @_disfavoredOverload
    public init(
        title: LocalizedStringKey, message: LocalizedStringKey? = nil, confirmTitle: LocalizedStringKey? = nil,
        tableName: String? = nil, bundle: Bundle? = nil, role: ConfirmationDialogButtonState.Role, action: @escaping () -> Void
    ) {
        self.init(title: title, message: message, confirmTitle: confirmTitle, tableName: tableName, bundle: bundle, role: role.buttonRole,
                  action: action)
    }

    /// A button titled `title`, drawn as given, its role a `ConfirmationDialogButtonState.Role`.
    ///
    /// - Parameters:
    ///   - title: The button's title, also the dialog's title.
    ///   - message: More detail shown in the dialog, or nil.
    ///   - confirmTitle: The confirm button's title; nil for the default of `role`.
    ///   - role: The kind of action.
    ///   - action: What runs when the confirm button is chosen, and only then.
    @available(*, deprecated, message: "Use init(title:message:confirmTitle:role:action:) with a ButtonRole instead")
    @_disfavoredOverload
    public init(
        title: Text, message: Text? = nil, confirmTitle: Text? = nil, role: ConfirmationDialogButtonState.Role,
        action: @escaping () -> Void
    ) {
        self.init(title: title, message: message, confirmTitle: confirmTitle, role: role.buttonRole, action: action)
    }
}
#endif

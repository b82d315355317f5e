#if canImport(SwiftUI)
import SwiftUI
@_spi(Tally) import TallyCore

/// The float-label text field. The label sits inside the field while it is empty and unfocused
/// and floats above it when focused or filled: in Tally's theme 16 → 14 pt and −28 pt over
/// 250 ms on cubic-bezier(0.4, 0, 0.2, 1), at once under Reduce Motion. It draws a
/// `TextInputFieldState`: label and border colours for default, focused, error and success, the
/// focus ring, the message under the field, a password hidden or shown, the minimum height and
/// the VoiceOver reading all come from there. Every size, width and movement is the
/// environment theme's (`floatLabel.*`, `borderWidth.*`, `focusRing.*`, `tapArea.recommended`,
/// `motion.floatLabel`).
///
/// ```swift
/// TextInputField(label: "Email", text: $email, kind: .email,
///                validation: emailIsValid ? .success : .error("Enter an address like name@example.com"),
///                helperText: "We never share it")
/// TextInputField(state: $emailField)   // the state's focus is the field's focus, both ways
/// ```
///
/// The label, the error and the helper text are app keys (a string literal picks them), looked
/// up as `Text("key")` is, or `Text`s drawn as given.
///
/// The whole field focuses on tap. A password field is a `SecureField` with a button that shows
/// or hides what was typed. VoiceOver reads the field as one element: the label (still announced
/// once text is typed), the value (a password only as its length), then the error or helper text.
public struct TextInputField: View {
    @Environment(\.tallyTheme) private var theme
    private let storage: ViewStateStorage<TextInputFieldState>
    @State private var local: TextInputFieldState
    /// The caller's label, drawn and read instead of the state's label.
    private var labelText: CallerText?
    /// The caller's error (slot 0) and helper text (slot 1), drawn and read where the state holds
    /// their stand-ins.
    private var messageTexts: [Int: CallerText] = [:]
    @Environment(\.appKeyLanguage) private var appKeyLanguage
    @FocusState private var isFocused: Bool
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    /// 1 at the default text size, growing with Dynamic Type: the label's rise and the field's
    /// height grow with the text, so the floated label never overlaps larger input text.
    @ScaledMetric(relativeTo: .body) private var textScale: CGFloat = 1
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A field drawing and editing `state`: the text, whether a password is shown, and focus
    /// both ways (setting `isFocused` focuses the field, and focusing the field sets it).
    public init(state: Binding<TextInputFieldState>) {
        storage = ViewStateStorage(state)
        _local = State(initialValue: state.wrappedValue)
    }

    /// A field labelled `label` editing `text`, its texts shown as written.
    ///
    /// - Parameters:
    ///   - label: The label, inside the field at rest and above it when floated.
    ///   - text: The text.
    ///   - kind: Text, email, telephone, URL or password: the keyboard, the content type for
    ///     autofill, and whether the text is hidden.
    ///   - validation: None, success, or an error with its message.
    ///   - helperText: Help under the field, shown only without an error.
    @available(*, deprecated, message: "Use init(label:text:kind:validation:helperText:) with Text(verbatim:) texts instead")
    @_disfavoredOverload
    public init(label: some StringProtocol, text: Binding<String>, kind: TextInputKind = .text, validation: TextInputValidation = .none,
                helperText: String? = nil) {
        self.init(plainLabel: String(label), text: text, kind: kind, validation: validation, helperText: helperText)
    }

    /// A field editing `text` whose state holds `label`, `validation` and `helperText` as
    /// strings (stand-ins where the caller's texts go).
    private init(plainLabel label: String, text: Binding<String>, kind: TextInputKind, validation: TextInputValidation, helperText: String?) {
        let initial = TextInputFieldState(label: label, text: text.wrappedValue, validation: validation, helperText: helperText, kind: kind)
        storage = ViewStateStorage(
            initial: initial,
            overlay: { local in
                TextInputFieldState(label: label, text: text.wrappedValue, isFocused: local.isFocused, validation: validation,
                                    helperText: helperText, kind: kind, isRevealed: local.isRevealed)
            },
            write: { text.wrappedValue = $0.text }
        )
        _local = State(initialValue: initial)
    }

    /// The caller's label, resolved for the environment.
    private var callerLabel: Text? { labelText.text(in: appKeyLanguage) }

    /// The caller's error and helper text by slot, resolved for the environment.
    private var callerMessages: [Int: Text] { messageTexts.mapValues { $0.text(in: appKeyLanguage) } }

    /// The field, its floating label and its message.
    public var body: some View {
        let binding = storage.binding(local: $local)
        let state = binding.wrappedValue
        VStack(alignment: .leading, spacing: theme.spacing(.groupedMinimal)) {
            if TextInputFieldState.stacksLabel(isAccessibilitySize: dynamicTypeSize.isAccessibilitySize) {
                // At accessibility sizes the label is its own wrapping line above the field.
                Text.label(callerLabel, or: state.label)
                    .tallyFont(.labelMdFloat)
                    .foregroundStyle(ThemeColor(state.labelRole.colorRole))
                    .fixedSize(horizontal: false, vertical: true)
                    .accessibilityHidden(true)
                input(binding)
            } else {
                ZStack(alignment: .leading) {
                    input(binding)
                    floatingLabel(state)
                }
                .padding(.top, floatedLabelRoom * textScale)
            }
            if let line = state.message {
                FieldMessage(line: line, callers: callerMessages).padding(.leading, theme.spacing(.inset100))
            }
        }
        .motionSafe(transition: .floatLabel, kind: .stateChange, value: state.isLabelFloated)
        .motionSafe(transition: .floatLabel, kind: .stateChange, value: state.border)
        .onAppear { if state.isFocused { isFocused = true } }
        .onChange(of: state.isFocused) { _, focused in
            if isFocused != focused { isFocused = focused }
        }
        .onChange(of: isFocused) { _, focused in
            if binding.wrappedValue.isFocused != focused { binding.wrappedValue.isFocused = focused }
        }
    }

    /// Room above the field for the floated label: it rises the theme's `floatLabel.labelOffset`
    /// (28 pt in Tally's theme) from the middle of a field of the theme's `tapArea.recommended`
    /// (48 pt), so its line (20 pt in Tally's theme: the theme's `typography.labelMdFloat`) ends
    /// 14 pt above the field.
    private var floatedLabelRoom: CGFloat {
        let rise = -theme.offset(.floatLabel)
        let halfField = TextInputFieldState.minimumHeight(in: theme) / 2
        let halfLine = theme.typography(.labelMdFloat).lineHeightPoints / 2
        return CGFloat(max(0, rise - halfField + halfLine))
    }

    private func input(_ binding: Binding<TextInputFieldState>) -> some View {
        let state = binding.wrappedValue
        let shape = RoundedRectangle(cornerRadius: theme.radius(.sm), style: .continuous)
        return HStack(spacing: theme.spacing(.xs)) {
            editor(binding)
                .tallyFont(.input)
                .foregroundStyle(ThemeColor.text)
                .focused($isFocused)
                .tallyAccessibility(state.fieldAccessibility(locale: locale, language: language), label: callerLabel, callers: callerMessages)
            if state.showsRevealButton {
                revealButton(binding)
            }
        }
        .padding(.horizontal, theme.spacing(.inset100))
        .frame(minHeight: CGFloat(TextInputFieldState.minimumHeight(in: theme)) * textScale)
        .background {
            // The whole field is the tap target, not only the text.
            shape.fill(ThemeColor.background).contentShape(shape).onTapGesture { isFocused = true }
        }
        .overlay { shape.strokeBorder(ThemeColor(state.border.role.colorRole), lineWidth: CGFloat(state.border.width(in: theme))) }
        .overlay {
            if state.showsFocusRing {
                let ringWidth = CGFloat(theme.focusRing(.width))
                shape.inset(by: -(CGFloat(theme.focusRing(.offset)) + ringWidth / 2))
                    .stroke(ThemeColor.focusRing, lineWidth: ringWidth)
                    .accessibilityHidden(true)
            }
        }
    }

    @ViewBuilder
    private func editor(_ binding: Binding<TextInputFieldState>) -> some View {
        let kind = binding.wrappedValue.kind
        if binding.wrappedValue.isTextHidden {
            SecureField(text: binding.text) { EmptyView() }
                .textContentType(Self.contentType(kind))
        } else {
            TextField(text: binding.text) { EmptyView() }
                .textContentType(Self.contentType(kind))
                #if os(iOS)
                .keyboardType(Self.keyboardType(kind))
                .textInputAutocapitalization(kind.disablesAutocorrection ? .never : .sentences)
                #endif
                .autocorrectionDisabled(kind.disablesAutocorrection)
        }
    }

    private func revealButton(_ binding: Binding<TextInputFieldState>) -> some View {
        let state = binding.wrappedValue
        return Button {
            binding.wrappedValue.toggleReveal()
        } label: {
            Image(systemName: state.revealButtonSymbol)
                .symbolChangeTransition()
                .foregroundStyle(ThemeColor.textSecondary)
                .frame(minWidth: CGFloat(theme.tapArea(.minimum)), minHeight: CGFloat(theme.tapArea(.minimum)))
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .tallyAccessibility(state.revealButtonAccessibility(locale: locale, language: language))
    }

    private func floatingLabel(_ state: TextInputFieldState) -> some View {
        Text.label(callerLabel, or: state.label)
            .tallyFont(TextInputFieldState.labelTypographyRole)
            .foregroundStyle(ThemeColor(state.labelRole.colorRole))
            .lineLimit(1)
            .minimumScaleFactor(0.6)
            .padding(.horizontal, state.isLabelFloated ? theme.spacing(.groupedTight) : 0)
            // Floated, the label cuts the border like an outlined field's label.
            .background(ThemeColor.background.opacity(state.isLabelFloated ? 1 : 0))
            .scaleEffect(CGFloat(state.labelScale(in: theme)), anchor: .leading)
            .offset(y: CGFloat(state.labelOffset(in: theme)) * textScale)
            .padding(.leading, theme.spacing(.inset100))
            .allowsHitTesting(false)
            .accessibilityHidden(true)  // the field reads it as its label
    }

    #if canImport(UIKit)
    private static func contentType(_ kind: TextInputKind) -> UITextContentType? {
        switch kind {
        case .text: nil
        case .email: .emailAddress
        case .tel: .telephoneNumber
        case .url: .URL
        case .password: .password
        }
    }

    private static func keyboardType(_ kind: TextInputKind) -> UIKeyboardType {
        switch kind {
        case .text, .password: .default
        case .email: .emailAddress
        case .tel: .phonePad
        case .url: .URL
        }
    }
    #else
    private static func contentType(_ kind: TextInputKind) -> NSTextContentType? {
        switch kind {
        case .text, .tel, .url: nil
        case .email: .username
        case .password: .password
        }
    }
    #endif
}

extension TextInputField {
    /// The validation state of a float-label field, its error message as a person reads it: an
    /// app key (a string literal picks it) or a `Text`. The field's state holds it as
    /// `TextInputValidation`.
    public struct Validation {
        fileprivate enum Kind {
            case none, success, error(CallerText)
        }

        fileprivate let kind: Kind

        /// Not validated.
        public static var none: Validation { Validation(kind: .none) }

        /// Valid: the label and border in the success colour.
        public static var success: Validation { Validation(kind: .success) }

        /// Invalid, with the text of `message` under the field, looked up in `tableName` of
        /// `bundle` (the app's `Localizable` strings by default) as `Text(message)` is. A string
        /// literal picks this form: `.error("Enter an address like name@example.com")`.
        ///
        /// - Parameters:
        ///   - message: The key of the message.
        ///   - tableName: The strings table; `Localizable` when nil.
        ///   - bundle: The bundle of the table; the app's main bundle when nil.
        public static func error(_ message: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil) -> Validation {
            Validation(kind: .error(CallerText(message, tableName: tableName, bundle: bundle)))
        }

        /// Invalid, with `message` under the field, drawn as given and read by VoiceOver.
        ///
        /// - Parameter message: The message.
        public static func error(_ message: Text) -> Validation {
            Validation(kind: .error(CallerText(message)))
        }

        /// The validation as the state holds it: an error's message as its stand-in.
        fileprivate var state: TextInputValidation {
            switch kind {
            case .none: .none
            case .success: .success
            case .error: .error(CallerTextMarker.placeholder(CallerSlot.error))
            }
        }

        /// The error's message, when there is one.
        fileprivate var message: CallerText? {
            if case .error(let message) = kind { return message }
            return nil
        }
    }

    /// A field labelled with the text of `label`, looked up in `tableName` of `bundle` (the app's
    /// `Localizable` strings by default) as `Text(label)` is, editing `text`. A string literal
    /// picks this form: `TextInputField(label: "Email", text: $email)`.
    ///
    /// - Parameters:
    ///   - label: The label's key: inside the field at rest, above it when floated, and read by
    ///     VoiceOver.
    ///   - text: The text.
    ///   - kind: Text, email, telephone, URL or password.
    ///   - validation: None, success, or an error with its message (`.error("Enter an email")`).
    ///   - helperText: The key of help under the field, shown only without an error.
    ///   - tableName: The strings table of the keys; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    public init(label: LocalizedStringKey, text: Binding<String>, kind: TextInputKind = .text, validation: Validation = .none,
                helperText: LocalizedStringKey? = nil, tableName: String? = nil, bundle: Bundle? = nil) {
        self.init(label: CallerText(label, tableName: tableName, bundle: bundle), text: text, kind: kind, validation: validation,
                  helperText: helperText.map { CallerText($0, tableName: tableName, bundle: bundle) })
    }

    /// A field labelled `label`, drawn as given and read by VoiceOver, editing `text`; see
    /// `init(label:text:kind:validation:helperText:tableName:bundle:)`.
    ///
    /// - Parameters:
    ///   - label: The label: inside the field at rest, above it when floated, and read by
    ///     VoiceOver.
    ///   - text: The text.
    ///   - kind: Text, email, telephone, URL or password.
    ///   - validation: None, success, or an error with its message.
    ///   - helperText: Help under the field, shown only without an error.
    public init(label: Text, text: Binding<String>, kind: TextInputKind = .text, validation: Validation = .none,
                helperText: Text? = nil) {
        self.init(label: CallerText(label), text: text, kind: kind, validation: validation, helperText: helperText.map { CallerText($0) })
    }

    /// A field with the caller's label, error and helper text, their stand-ins in the state.
    private init(label: CallerText, text: Binding<String>, kind: TextInputKind, validation: Validation, helperText: CallerText?) {
        self.init(plainLabel: "", text: text, kind: kind, validation: validation.state,
                  helperText: helperText.map { _ in CallerTextMarker.placeholder(CallerSlot.helper) })
        labelText = label
        messageTexts[CallerSlot.error] = validation.message
        messageTexts[CallerSlot.helper] = helperText
    }

    /// A field labelled with the text of `label`, its error and helper text shown as written.
    ///
    /// - Parameters:
    ///   - label: The label's key.
    ///   - text: The text.
    ///   - kind: Text, email, telephone, URL or password.
    ///   - validation: None, success, or an error with its message.
    ///   - helperText: Help under the field, shown only without an error.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    @available(*, deprecated, message: "Use init(label:text:kind:validation:helperText:tableName:bundle:) with a TextInputField.Validation and a LocalizedStringKey helper text instead")
    @_disfavoredOverload
    public init(label: LocalizedStringKey, text: Binding<String>, kind: TextInputKind = .text, validation: TextInputValidation = .none,
                helperText: String? = nil, tableName: String? = nil, bundle: Bundle? = nil) {
        self.init(plainLabel: "", text: text, kind: kind, validation: validation, helperText: helperText)
        labelText = CallerText(label, tableName: tableName, bundle: bundle)
    }

    /// A field labelled `label`, drawn as given, its error and helper text shown as written.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - text: The text.
    ///   - kind: Text, email, telephone, URL or password.
    ///   - validation: None, success, or an error with its message.
    ///   - helperText: Help under the field, shown only without an error.
    @available(*, deprecated, message: "Use init(label:text:kind:validation:helperText:) with a TextInputField.Validation and a Text helper text instead")
    @_disfavoredOverload
    public init(label: Text, text: Binding<String>, kind: TextInputKind = .text, validation: TextInputValidation = .none,
                helperText: String? = nil) {
        self.init(plainLabel: "", text: text, kind: kind, validation: validation, helperText: helperText)
        labelText = CallerText(label)
    }

    /// A field drawing and editing `state`, labelled `label` in place of the state's label; the
    /// state keeps the text, focus, validation and whether a password is shown.
    public init(state: Binding<TextInputFieldState>, label: Text) {
        self.init(state: state)
        labelText = CallerText(label)
    }
}
#endif

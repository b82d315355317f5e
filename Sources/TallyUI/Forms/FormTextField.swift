#if canImport(SwiftUI)
import SwiftUI
@_spi(Tally) import TallyCore

/// The general form text field: one look for every form
/// (``SwiftUI/View/formFieldStyle(border:)``), three layouts, an error whose message replaces
/// the help text, and focus shown by the border. It draws a `FormTextFieldState`: what it shows
/// and what VoiceOver reads come from there.
///
/// ```swift
/// FormTextField(text: $name, placeholder: "Name", errorMessage: name.isEmpty ? "Enter a name" : nil)
/// FormTextField(state: $nameField)   // the state's focus is the field's focus, both ways
/// ```
public struct FormTextField: View {
    @Environment(\.tallyTheme) private var theme
    private let storage: ViewStateStorage<FormTextFieldState>
    @State private var local: FormTextFieldState
    /// The caller's placeholder, drawn and read instead of the state's placeholder.
    private var placeholderText: CallerText?
    /// The caller's error (slot 0) and help text (slot 1), drawn and read where the state holds
    /// their stand-ins.
    private var messageTexts: [Int: CallerText] = [:]
    #if canImport(UIKit)
    private let keyboardType: UIKeyboardType
    #endif
    @FocusState private var isFocused: Bool
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.appKeyLanguage) private var appKeyLanguage

    #if canImport(UIKit)
    /// A field drawing and editing `state`: the text, and focus both ways (setting
    /// `isFocused` focuses the field, and focusing the field sets it).
    ///
    /// - Parameters:
    ///   - state: The field's state.
    ///   - keyboardType: The keyboard for single-line styles.
    public init(state: Binding<FormTextFieldState>, keyboardType: UIKeyboardType = .default) {
        self.init(storage: ViewStateStorage(state), keyboardType: keyboardType)
    }

    /// A field editing `text`, its texts shown as written.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: Shown while empty; also the field's VoiceOver label.
    ///   - style: Standard, multiline (growing between two line counts) or compact.
    ///   - keyboardType: The keyboard for single-line styles.
    ///   - errorMessage: The error under the field; nil when valid.
    ///   - helpText: Help under the field, shown only without an error.
    @available(*, deprecated, message: "Use init(text:placeholder:style:keyboardType:errorMessage:helpText:) with Text(verbatim:) texts instead")
    @_disfavoredOverload
    public init(
        text: Binding<String>, placeholder: some StringProtocol, style: FormTextFieldStyle = .standard,
        keyboardType: UIKeyboardType = .default, errorMessage: String? = nil, helpText: String? = nil
    ) {
        self.init(storage: Self.storage(text: text, placeholder: String(placeholder), style: style, errorMessage: errorMessage, helpText: helpText),
                  keyboardType: keyboardType)
    }

    /// A field over `storage`.
    private init(storage: ViewStateStorage<FormTextFieldState>, keyboardType: UIKeyboardType) {
        self.storage = storage
        _local = State(initialValue: storage.initial)
        self.keyboardType = keyboardType
    }
    #else
    /// A field drawing and editing `state`: the text, and focus both ways.
    ///
    /// - Parameter state: The field's state.
    public init(state: Binding<FormTextFieldState>) {
        self.init(storage: ViewStateStorage(state))
    }

    /// A field editing `text`, its texts shown as written.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: Shown while empty; also the field's VoiceOver label.
    ///   - style: Standard, multiline or compact.
    ///   - errorMessage: The error under the field; nil when valid.
    ///   - helpText: Help under the field, shown only without an error.
    @available(*, deprecated, message: "Use init(text:placeholder:style:errorMessage:helpText:) with Text(verbatim:) texts instead")
    @_disfavoredOverload
    public init(text: Binding<String>, placeholder: some StringProtocol, style: FormTextFieldStyle = .standard,
                errorMessage: String? = nil, helpText: String? = nil) {
        self.init(storage: Self.storage(text: text, placeholder: String(placeholder), style: style, errorMessage: errorMessage, helpText: helpText))
    }

    /// A field over `storage`.
    private init(storage: ViewStateStorage<FormTextFieldState>) {
        self.storage = storage
        _local = State(initialValue: storage.initial)
    }
    #endif

    /// The caller's text and messages over the field's own focus.
    private static func storage(text: Binding<String>, placeholder: String, style: FormTextFieldStyle, errorMessage: String?,
                                helpText: String?) -> ViewStateStorage<FormTextFieldState> {
        ViewStateStorage(
            initial: FormTextFieldState(text: text.wrappedValue, placeholder: placeholder, style: style, errorMessage: errorMessage, helpText: helpText),
            overlay: { local in
                FormTextFieldState(text: text.wrappedValue, placeholder: placeholder, style: style, errorMessage: errorMessage,
                                   helpText: helpText, isFocused: local.isFocused)
            },
            write: { text.wrappedValue = $0.text }
        )
    }

    /// The storage for the caller's placeholder, error and help text: the state holds an empty
    /// placeholder and the stand-ins of the messages.
    private static func storage(text: Binding<String>, style: FormTextFieldStyle, errorMessage: CallerText?,
                                helpText: CallerText?) -> ViewStateStorage<FormTextFieldState> {
        storage(text: text, placeholder: "", style: style,
                errorMessage: errorMessage.map { _ in CallerTextMarker.placeholder(CallerSlot.error) },
                helpText: helpText.map { _ in CallerTextMarker.placeholder(CallerSlot.helper) })
    }

    /// The caller's placeholder, resolved for the environment.
    private var callerPlaceholder: Text? { placeholderText.text(in: appKeyLanguage) }

    /// The caller's error and help text by slot, resolved for the environment.
    private var callerMessages: [Int: Text] { messageTexts.mapValues { $0.text(in: appKeyLanguage) } }

    /// The field and its message.
    public var body: some View {
        let binding = storage.binding(local: $local)
        let state = binding.wrappedValue
        VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
            field(binding)
                .tallyFont(.input)
                .foregroundStyle(ThemeColor.text)
                .focused($isFocused)
                .padding(CGFloat(state.padding(in: theme)))
                .frame(minHeight: CGFloat(theme.tapArea(.minimum)), alignment: .leading)
                .background {
                    // The padding focuses the field too: the whole box is the tap target.
                    Color.clear.contentShape(Rectangle()).onTapGesture { isFocused = true }
                }
                .formFieldStyle(border: state.border)
                .tallyAccessibility(state.accessibilityElement(locale: locale, language: language), label: callerPlaceholder, callers: callerMessages)
                .motionSafe(transition: .fast, kind: .stateChange, value: state.border)
            if let line = state.message {
                FieldMessage(line: line, callers: callerMessages)
            }
        }
        .onAppear { if state.isFocused { isFocused = true } }
        .onChange(of: state.isFocused) { _, focused in
            if isFocused != focused { isFocused = focused }
        }
        .onChange(of: isFocused) { _, focused in
            if binding.wrappedValue.isFocused != focused { binding.wrappedValue.isFocused = focused }
        }
    }

    @ViewBuilder
    private func field(_ state: Binding<FormTextFieldState>) -> some View {
        if let lines = state.wrappedValue.lineRange {
            TextField(text: state.text, axis: .vertical) { Text.label(callerPlaceholder, or: state.wrappedValue.placeholder) }
                .lineLimit(lines)
        } else {
            #if canImport(UIKit)
            TextField(text: state.text) { Text.label(callerPlaceholder, or: state.wrappedValue.placeholder) }
                .keyboardType(keyboardType)
            #else
            TextField(text: state.text) { Text.label(callerPlaceholder, or: state.wrappedValue.placeholder) }
            #endif
        }
    }
}

/// The error or help line under a field. Hidden from VoiceOver, which reads it as the field's
/// hint.
struct FieldMessage: View {
    let line: FieldMessageLine
    /// The caller's texts by slot, drawn where the line holds their stand-ins.
    var callers: [Int: Text] = [:]

    var body: some View {
        Text.substituting(line.text, callers: callers)
            .tallyFont(.caption)
            .foregroundStyle(ThemeColor(line.role.colorRole))
            .fixedSize(horizontal: false, vertical: true)
            .accessibilityHidden(true)
    }
}

extension FormTextField {
    #if canImport(UIKit)
    /// A field editing `text`, its placeholder, error and help text the texts of app keys looked
    /// up in `tableName` of `bundle` (the app's `Localizable` strings by default) as
    /// `Text(placeholder)` is. A string literal picks this form:
    /// `FormTextField(text: $name, placeholder: "Name", helpText: "As on your statement")`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: The placeholder's key: shown while empty, and the field's VoiceOver label.
    ///   - tableName: The strings table of the keys; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - style: Standard, multiline or compact.
    ///   - keyboardType: The keyboard for single-line styles.
    ///   - errorMessage: The key of the error under the field; nil when valid.
    ///   - helpText: The key of help under the field, shown only without an error.
    public init(
        text: Binding<String>, placeholder: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        style: FormTextFieldStyle = .standard, keyboardType: UIKeyboardType = .default, errorMessage: LocalizedStringKey? = nil,
        helpText: LocalizedStringKey? = nil
    ) {
        self.init(text: text, placeholder: CallerText(placeholder, tableName: tableName, bundle: bundle), style: style, keyboardType: keyboardType,
                  errorMessage: errorMessage.map { CallerText($0, tableName: tableName, bundle: bundle) },
                  helpText: helpText.map { CallerText($0, tableName: tableName, bundle: bundle) })
    }

    /// A field editing `text` with `placeholder`, `errorMessage` and `helpText` drawn as given and
    /// read by VoiceOver; see `init(text:placeholder:tableName:bundle:style:keyboardType:errorMessage:helpText:)`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: Shown while empty, and the field's VoiceOver label.
    ///   - style: Standard, multiline or compact.
    ///   - keyboardType: The keyboard for single-line styles.
    ///   - errorMessage: The error under the field; nil when valid.
    ///   - helpText: Help under the field, shown only without an error.
    public init(
        text: Binding<String>, placeholder: Text, style: FormTextFieldStyle = .standard,
        keyboardType: UIKeyboardType = .default, errorMessage: Text? = nil, helpText: Text? = nil
    ) {
        self.init(text: text, placeholder: CallerText(placeholder), style: style, keyboardType: keyboardType,
                  errorMessage: errorMessage.map { CallerText($0) }, helpText: helpText.map { CallerText($0) })
    }

    /// A field drawing and editing `state`, with `placeholder` in place of the state's.
    ///
    /// - Parameters:
    ///   - state: The field's state.
    ///   - placeholder: Shown while empty, and the field's VoiceOver label.
    ///   - keyboardType: The keyboard for single-line styles.
    public init(state: Binding<FormTextFieldState>, placeholder: Text, keyboardType: UIKeyboardType = .default) {
        self.init(state: state, keyboardType: keyboardType)
        placeholderText = CallerText(placeholder)
    }

    /// A field with the caller's placeholder, error and help text.
    private init(text: Binding<String>, placeholder: CallerText, style: FormTextFieldStyle, keyboardType: UIKeyboardType,
                 errorMessage: CallerText?, helpText: CallerText?) {
        self.init(storage: Self.storage(text: text, style: style, errorMessage: errorMessage, helpText: helpText), keyboardType: keyboardType)
        placeholderText = placeholder
        messageTexts[CallerSlot.error] = errorMessage
        messageTexts[CallerSlot.helper] = helpText
    }

    /// A field editing `text`, its placeholder the text of a key, its messages shown as written.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: The placeholder's key.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - style: Standard, multiline or compact.
    ///   - keyboardType: The keyboard for single-line styles.
    ///   - errorMessage: The error under the field; nil when valid.
    ///   - helpText: Help under the field, shown only without an error.
    @available(*, deprecated, message: "Use init(text:placeholder:tableName:bundle:style:keyboardType:errorMessage:helpText:) with LocalizedStringKey messages instead")
    @_disfavoredOverload
    public init(
        text: Binding<String>, placeholder: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        style: FormTextFieldStyle = .standard, keyboardType: UIKeyboardType = .default, errorMessage: String? = nil, helpText: String? = nil
    ) {
        self.init(storage: Self.storage(text: text, placeholder: "", style: style, errorMessage: errorMessage, helpText: helpText),
                  keyboardType: keyboardType)
        placeholderText = CallerText(placeholder, tableName: tableName, bundle: bundle)
    }

    /// A field editing `text` with `placeholder` drawn as given, its messages shown as written.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: Shown while empty, and the field's VoiceOver label.
    ///   - style: Standard, multiline or compact.
    ///   - keyboardType: The keyboard for single-line styles.
    ///   - errorMessage: The error under the field; nil when valid.
    ///   - helpText: Help under the field, shown only without an error.
    @available(*, deprecated, message: "Use init(text:placeholder:style:keyboardType:errorMessage:helpText:) with Text messages instead")
    @_disfavoredOverload
    public init(
        text: Binding<String>, placeholder: Text, style: FormTextFieldStyle = .standard,
        keyboardType: UIKeyboardType = .default, errorMessage: String? = nil, helpText: String? = nil
    ) {
        self.init(storage: Self.storage(text: text, placeholder: "", style: style, errorMessage: errorMessage, helpText: helpText),
                  keyboardType: keyboardType)
        placeholderText = CallerText(placeholder)
    }
    #else
    /// A field editing `text`, its placeholder, error and help text the texts of app keys looked
    /// up in the app's strings as `Text(placeholder)` is.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: The placeholder's key: shown while empty, and the field's VoiceOver label.
    ///   - tableName: The strings table of the keys; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - style: Standard, multiline or compact.
    ///   - errorMessage: The key of the error under the field; nil when valid.
    ///   - helpText: The key of help under the field, shown only without an error.
    public init(
        text: Binding<String>, placeholder: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        style: FormTextFieldStyle = .standard, errorMessage: LocalizedStringKey? = nil, helpText: LocalizedStringKey? = nil
    ) {
        self.init(text: text, placeholder: CallerText(placeholder, tableName: tableName, bundle: bundle), style: style,
                  errorMessage: errorMessage.map { CallerText($0, tableName: tableName, bundle: bundle) },
                  helpText: helpText.map { CallerText($0, tableName: tableName, bundle: bundle) })
    }

    /// A field editing `text` with `placeholder`, `errorMessage` and `helpText` drawn as given.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: Shown while empty, and the field's VoiceOver label.
    ///   - style: Standard, multiline or compact.
    ///   - errorMessage: The error under the field; nil when valid.
    ///   - helpText: Help under the field, shown only without an error.
    public init(text: Binding<String>, placeholder: Text, style: FormTextFieldStyle = .standard, errorMessage: Text? = nil,
                helpText: Text? = nil) {
        self.init(text: text, placeholder: CallerText(placeholder), style: style, errorMessage: errorMessage.map { CallerText($0) },
                  helpText: helpText.map { CallerText($0) })
    }

    /// A field drawing and editing `state`, with `placeholder` in place of the state's.
    ///
    /// - Parameters:
    ///   - state: The field's state.
    ///   - placeholder: Shown while empty, and the field's VoiceOver label.
    public init(state: Binding<FormTextFieldState>, placeholder: Text) {
        self.init(state: state)
        placeholderText = CallerText(placeholder)
    }

    /// A field with the caller's placeholder, error and help text.
    private init(text: Binding<String>, placeholder: CallerText, style: FormTextFieldStyle, errorMessage: CallerText?, helpText: CallerText?) {
        self.init(storage: Self.storage(text: text, style: style, errorMessage: errorMessage, helpText: helpText))
        placeholderText = placeholder
        messageTexts[CallerSlot.error] = errorMessage
        messageTexts[CallerSlot.helper] = helpText
    }

    /// A field editing `text`, its placeholder the text of a key, its messages shown as written.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: The placeholder's key.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - style: Standard, multiline or compact.
    ///   - errorMessage: The error under the field; nil when valid.
    ///   - helpText: Help under the field, shown only without an error.
    @available(*, deprecated, message: "Use init(text:placeholder:tableName:bundle:style:errorMessage:helpText:) with LocalizedStringKey messages instead")
    @_disfavoredOverload
    public init(
        text: Binding<String>, placeholder: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        style: FormTextFieldStyle = .standard, errorMessage: String? = nil, helpText: String? = nil
    ) {
        self.init(storage: Self.storage(text: text, placeholder: "", style: style, errorMessage: errorMessage, helpText: helpText))
        placeholderText = CallerText(placeholder, tableName: tableName, bundle: bundle)
    }

    /// A field editing `text` with `placeholder` drawn as given, its messages shown as written.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: Shown while empty, and the field's VoiceOver label.
    ///   - style: Standard, multiline or compact.
    ///   - errorMessage: The error under the field; nil when valid.
    ///   - helpText: Help under the field, shown only without an error.
    @available(*, deprecated, message: "Use init(text:placeholder:style:errorMessage:helpText:) with Text messages instead")
    @_disfavoredOverload
    public init(text: Binding<String>, placeholder: Text, style: FormTextFieldStyle = .standard, errorMessage: String? = nil,
                helpText: String? = nil) {
        self.init(storage: Self.storage(text: text, placeholder: "", style: style, errorMessage: errorMessage, helpText: helpText))
        placeholderText = CallerText(placeholder)
    }
    #endif
}
#endif

#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The general form text field: one look for every form
/// (``SwiftUI/View/formFieldStyle(border:)``), three layouts, an error whose message replaces
/// the help text, and focus shown by the border. It draws a `FormTextFieldState`: what it shows
/// and what VoiceOver reads come from there.
///
/// ```swift
/// FormTextField(text: $name, placeholder: TallyStringKey.subscriptionNamePlaceholder.text(language: language),
///               errorMessage: name.isEmpty ? requiredMessage : nil)
/// FormTextField(state: $nameField)   // the state's focus is the field's focus, both ways
/// ```
public struct FormTextField: View {
    @Environment(\.tallyTheme) private var theme
    private let storage: ViewStateStorage<FormTextFieldState>
    @State private var local: FormTextFieldState
    /// The caller's placeholder as `Text`, drawn and read instead of the state's placeholder.
    private var placeholderText: Text?
    #if canImport(UIKit)
    private let keyboardType: UIKeyboardType
    #endif
    @FocusState private var isFocused: Bool
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    #if canImport(UIKit)
    /// A field drawing and editing `state`: the text, and focus both ways (setting
    /// `isFocused` focuses the field, and focusing the field sets it).
    ///
    /// - Parameters:
    ///   - state: The field's state.
    ///   - keyboardType: The keyboard for single-line styles.
    public init(state: Binding<FormTextFieldState>, keyboardType: UIKeyboardType = .default) {
        storage = ViewStateStorage(state)
        _local = State(initialValue: state.wrappedValue)
        self.keyboardType = keyboardType
    }

    /// A field editing `text`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: Shown while empty; also the field's VoiceOver label.
    ///   - style: Standard, multiline (growing between two line counts) or compact.
    ///   - keyboardType: The keyboard for single-line styles.
    ///   - errorMessage: The error under the field; nil when valid.
    ///   - helpText: Help under the field, shown only without an error.
    @_disfavoredOverload
    public init(
        text: Binding<String>, placeholder: String, style: FormTextFieldStyle = .standard,
        keyboardType: UIKeyboardType = .default, errorMessage: String? = nil, helpText: String? = nil
    ) {
        storage = Self.storage(text: text, placeholder: placeholder, style: style, errorMessage: errorMessage, helpText: helpText)
        _local = State(initialValue: storage.initial)
        self.keyboardType = keyboardType
    }
    #else
    /// A field drawing and editing `state`: the text, and focus both ways.
    public init(state: Binding<FormTextFieldState>) {
        storage = ViewStateStorage(state)
        _local = State(initialValue: state.wrappedValue)
    }

    /// A field editing `text`.
    @_disfavoredOverload
    public init(text: Binding<String>, placeholder: String, style: FormTextFieldStyle = .standard,
                errorMessage: String? = nil, helpText: String? = nil) {
        storage = Self.storage(text: text, placeholder: placeholder, style: style, errorMessage: errorMessage, helpText: helpText)
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
                .accessibilityLabel(Text.label(placeholderText, or: state.accessibilityLabel))
                .accessibilityHint(state.accessibilityHint(locale: locale, language: language).map { Text(verbatim: $0) } ?? Text(verbatim: ""))
                .motionSafe(transition: .fast, kind: .stateChange, value: state.border)
            if let line = state.message {
                FieldMessage(line: line)
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
            TextField(text: state.text, axis: .vertical) { Text.label(placeholderText, or: state.wrappedValue.placeholder) }
                .lineLimit(lines)
        } else {
            #if canImport(UIKit)
            TextField(text: state.text) { Text.label(placeholderText, or: state.wrappedValue.placeholder) }
                .keyboardType(keyboardType)
            #else
            TextField(text: state.text) { Text.label(placeholderText, or: state.wrappedValue.placeholder) }
            #endif
        }
    }
}

/// The error or help line under a field. Hidden from VoiceOver, which reads it as the field's
/// hint.
struct FieldMessage: View {
    let line: FieldMessageLine

    var body: some View {
        Text(verbatim: line.text)
            .tallyFont(.caption)
            .foregroundStyle(ThemeColor(line.role.colorRole))
            .fixedSize(horizontal: false, vertical: true)
            .accessibilityHidden(true)
    }
}

// MARK: - Previews

private struct FormTextFieldPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var empty = ""
    @State private var name = "Netflix"
    @State private var note = "Shared with the family; renews on the 3rd."
    @State private var amount = "12,5"
    @State private var focused = FormTextFieldState(text: "", placeholder: "Subscription Name", helpText: "As it appears on your statement",
                                                    isFocused: true)

    var body: some View {
        ScrollView {
            VStack(spacing: theme.spacing(.lg)) {
                FormTextField(text: $empty, placeholder: "Subscription Name", helpText: "As it appears on your statement")
                FormTextField(text: $name, placeholder: "Subscription Name", errorMessage: "This name is already used")
                FormTextField(text: $note, placeholder: "Note", style: .multiline(min: 2, max: 4))
                FormTextField(text: $amount, placeholder: "Amount", style: .compact)
                FormTextField(state: $focused)
            }
            .padding(theme.spacing(.lg))
        }
    }
}

#Preview("Form text field, light") {
    FormTextFieldPreview()
}

#Preview("Form text field, dark") {
    FormTextFieldPreview().preferredColorScheme(.dark)
}

#Preview("Form text field, AX3, German") {
    FormTextFieldPreview().dynamicTypeSize(.accessibility3).environment(\.locale, Locale(identifier: "de_DE")).tallyLanguage("de_DE")
}

extension FormTextField {
    #if canImport(UIKit)
    /// A field editing `text`, its placeholder the text of `placeholder` looked up in
    /// `tableName` of `bundle` (the app's `Localizable` strings by default) as `Text(placeholder)`
    /// is. A string literal picks this form: `FormTextField(text: $name, placeholder: "Name")`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: The placeholder's key: shown while empty, and the field's VoiceOver label.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - style: Standard, multiline or compact.
    ///   - keyboardType: The keyboard for single-line styles.
    ///   - errorMessage: The error under the field; nil when valid.
    ///   - helpText: Help under the field, shown only without an error.
    public init(
        text: Binding<String>, placeholder: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        style: FormTextFieldStyle = .standard, keyboardType: UIKeyboardType = .default, errorMessage: String? = nil, helpText: String? = nil
    ) {
        self.init(text: text, placeholder: Text(placeholder, tableName: tableName, bundle: bundle), style: style,
                  keyboardType: keyboardType, errorMessage: errorMessage, helpText: helpText)
    }

    /// A field editing `text` with `placeholder` drawn as given and read by VoiceOver; see
    /// ``init(text:placeholder:tableName:bundle:style:keyboardType:errorMessage:helpText:)``.
    public init(
        text: Binding<String>, placeholder: Text, style: FormTextFieldStyle = .standard,
        keyboardType: UIKeyboardType = .default, errorMessage: String? = nil, helpText: String? = nil
    ) {
        self.init(text: text, placeholder: "" as String, style: style, keyboardType: keyboardType, errorMessage: errorMessage, helpText: helpText)
        placeholderText = placeholder
    }

    /// A field drawing and editing `state`, with `placeholder` in place of the state's.
    public init(state: Binding<FormTextFieldState>, placeholder: Text, keyboardType: UIKeyboardType = .default) {
        self.init(state: state, keyboardType: keyboardType)
        placeholderText = placeholder
    }
    #else
    /// A field editing `text`, its placeholder the text of `placeholder` looked up in the app's
    /// strings as `Text(placeholder)` is.
    public init(
        text: Binding<String>, placeholder: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        style: FormTextFieldStyle = .standard, errorMessage: String? = nil, helpText: String? = nil
    ) {
        self.init(text: text, placeholder: Text(placeholder, tableName: tableName, bundle: bundle), style: style,
                  errorMessage: errorMessage, helpText: helpText)
    }

    /// A field editing `text` with `placeholder` drawn as given and read by VoiceOver.
    public init(text: Binding<String>, placeholder: Text, style: FormTextFieldStyle = .standard, errorMessage: String? = nil,
                helpText: String? = nil) {
        self.init(text: text, placeholder: "" as String, style: style, errorMessage: errorMessage, helpText: helpText)
        placeholderText = placeholder
    }

    /// A field drawing and editing `state`, with `placeholder` in place of the state's.
    public init(state: Binding<FormTextFieldState>, placeholder: Text) {
        self.init(state: state)
        placeholderText = placeholder
    }
    #endif
}
#endif

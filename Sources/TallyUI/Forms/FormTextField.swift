#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Seed 001's general form text field, replacing `DescriptionTextField`: one look for every
/// form (``SwiftUICore/View/formFieldStyle(isFocused:hasError:)``), three layouts, an error state
/// whose message replaces the help text, and focus shown by the border. What it shows and what
/// VoiceOver reads come from ``FormTextFieldState``.
///
/// ```swift
/// FormTextField(text: $name, placeholder: TallyStringKey.subscriptionNamePlaceholder.text(locale: locale),
///               errorMessage: name.isEmpty ? requiredMessage : nil)
/// FormTextField(text: $note, placeholder: "Note", style: .multiline(min: 2, max: 5))
/// ```
public struct FormTextField: View {
    @Binding private var text: String
    private let placeholder: String
    private let style: FormTextFieldStyle
    private let errorMessage: String?
    private let helpText: String?
    #if canImport(UIKit)
    private let keyboardType: UIKeyboardType
    #endif
    @FocusState private var isFocused: Bool
    @Environment(\.locale) private var locale

    #if canImport(UIKit)
    /// A field editing `text`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: Shown while empty; also the field's VoiceOver label.
    ///   - style: Standard, multiline (growing between two line counts) or compact.
    ///   - keyboardType: The keyboard for single-line styles.
    ///   - errorMessage: The error under the field; nil when valid.
    ///   - helpText: Help under the field, shown only without an error.
    public init(
        text: Binding<String>, placeholder: String, style: FormTextFieldStyle = .standard,
        keyboardType: UIKeyboardType = .default, errorMessage: String? = nil, helpText: String? = nil
    ) {
        _text = text
        self.placeholder = placeholder
        self.style = style
        self.keyboardType = keyboardType
        self.errorMessage = errorMessage
        self.helpText = helpText
    }
    #else
    /// A field editing `text`.
    public init(text: Binding<String>, placeholder: String, style: FormTextFieldStyle = .standard,
                errorMessage: String? = nil, helpText: String? = nil) {
        _text = text
        self.placeholder = placeholder
        self.style = style
        self.errorMessage = errorMessage
        self.helpText = helpText
    }
    #endif

    private var state: FormTextFieldState {
        FormTextFieldState(text: text, placeholder: placeholder, errorMessage: errorMessage, helpText: helpText, isFocused: isFocused)
    }

    /// The field and its message.
    public var body: some View {
        let state = state
        VStack(alignment: .leading, spacing: AppSpacing.xs) {
            field
                .font(AppTypography.input)
                .foregroundStyle(AppColors.text)
                .focused($isFocused)
                .padding(CGFloat(style.padding))
                .frame(minHeight: AppTapArea.minimum, alignment: .leading)
                .background {
                    // The padding focuses the field too: the whole box is the tap target.
                    Color.clear.contentShape(Rectangle()).onTapGesture { isFocused = true }
                }
                .formFieldStyle(isFocused: state.isFocused, hasError: state.visibleError != nil)
                .accessibilityLabel(Text(verbatim: state.accessibilityLabel))
                .accessibilityHint(state.accessibilityHint(locale: locale).map { Text(verbatim: $0) } ?? Text(verbatim: ""))
                .motionSafe(.appFast, kind: .stateChange, value: state.border)
            if let error = state.visibleError {
                message(error, color: AppColors.errorText)
            } else if let help = state.visibleHelp {
                message(help, color: AppColors.textSecondary)
            }
        }
    }

    @ViewBuilder
    private var field: some View {
        if let lines = style.lineRange {
            TextField(text: $text, axis: .vertical) { Text(verbatim: placeholder) }
                .lineLimit(lines)
        } else {
            #if canImport(UIKit)
            TextField(text: $text) { Text(verbatim: placeholder) }
                .keyboardType(keyboardType)
            #else
            TextField(text: $text) { Text(verbatim: placeholder) }
            #endif
        }
    }

    private func message(_ text: String, color: Color) -> some View {
        FieldMessage(text: text, color: color)
    }
}

/// The error or help line under a field. Hidden from VoiceOver, which reads it as the field's
/// hint.
struct FieldMessage: View {
    let text: String
    let color: Color

    var body: some View {
        Text(verbatim: text)
            .font(AppTypography.caption)
            .foregroundStyle(color)
            .fixedSize(horizontal: false, vertical: true)
            .accessibilityHidden(true)
    }
}

// MARK: - Previews

private struct FormTextFieldPreview: View {
    @State private var empty = ""
    @State private var name = "Netflix"
    @State private var note = "Shared with the family; renews on the 3rd."
    @State private var amount = "12,5"

    var body: some View {
        ScrollView {
            VStack(spacing: AppSpacing.lg) {
                FormTextField(text: $empty, placeholder: "Subscription Name", helpText: "As it appears on your statement")
                FormTextField(text: $name, placeholder: "Subscription Name", errorMessage: "This name is already used")
                FormTextField(text: $note, placeholder: "Note", style: .multiline(min: 2, max: 4))
                FormTextField(text: $amount, placeholder: "Amount", style: .compact)
            }
            .padding(AppSpacing.lg)
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
    FormTextFieldPreview().dynamicTypeSize(.accessibility3).environment(\.locale, Locale(identifier: "de_DE"))
}
#endif

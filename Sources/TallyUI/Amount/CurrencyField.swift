#if canImport(SwiftUI)
import SwiftUI
import TallyCore
#if canImport(UIKit) && os(iOS)
import UIKit
#endif

/// The amount as a text field: the decimal pad on iOS, a border that shows focus, and the amount
/// read through `AmountInput`.
///
/// It draws one `CurrencyFieldState`: the text is the amount grouped as the locale groups it
/// ("1,234,567.89"), grouped again after every edit; text that is not an amount is refused, the
/// field keeps the last accepted text and shows why until an accepted change.
///
/// On iOS the field is a `UITextField` whose every edit goes through
/// `CurrencyFieldState.edit(replacing:with:)`, so after a regroup the caret lands where the
/// state's `caret` says: after the digit typed, where a deleted digit was, before a deleted
/// grouping separator. On macOS it is SwiftUI's `TextField`.
///
/// Bind it to the `Money` your model holds with `init(money:…)`, to a value and a currency kept
/// apart with `init(value:currency:…)`, or to a whole state with ``init(state:isFocused:)``.
/// Focus is the caller's `FocusState` when it passes `isFocused` (to focus the field when a sheet
/// appears, say) and the field's own otherwise.
///
/// Bound to your model, the amount and its currency are refused together: a new currency the
/// typed digits do not fit is refused in the field and written back into your model's currency;
/// a value your model sets that the field cannot hold stays in your model and is reported in
/// `conflict`, which you check before you save.
public struct CurrencyField: View {
    private enum Source {
        case state(Binding<CurrencyFieldState>)
        case value(Binding<BoundAmount>, sync: AmountValueSync, limits: AmountLimits, conflict: Binding<AmountValueSync.Conflict?>?)
    }

    private let source: Source
    private let externalFocus: FocusState<Bool>.Binding?

    /// A field drawing `state`.
    ///
    /// - Parameters:
    ///   - state: The amount, the text and the refusal.
    ///   - isFocused: The caller's focus state for this field (`$amountFocused` of a
    ///     `@FocusState private var amountFocused: Bool`); nil keeps focus inside.
    public init(state: Binding<CurrencyFieldState>, isFocused: FocusState<Bool>.Binding? = nil) {
        source = .state(state)
        externalFocus = isFocused
    }

    /// A field bound to the `Money` your model holds: typing writes its amount (an empty field is
    /// zero), and an amount or currency set from outside is shown. Both are applied together or
    /// not at all: a currency the typed digits do not fit is refused and written back into
    /// `money`; an amount the currency cannot hold is not rounded or written back: the field keeps
    /// its text, shows the reason and reports it in `conflict`.
    ///
    /// ```swift
    /// CurrencyField(money: $transfer.amount)
    /// ```
    ///
    /// - Parameters:
    ///   - money: The amount and its currency in your model.
    ///   - maximum: The largest amount the person can enter; nil allows any amount of up to 12
    ///     integer digits.
    ///   - minimum: The smallest amount the person can enter; nil for none. A key never takes the
    ///     amount further below it, and a smaller amount pasted or set is refused.
    ///   - allowsNegative: Whether the amount may be negative (a refund, a correction): the sign
    ///     key, a minus typed and negative amounts pasted or set are taken.
    ///   - isFocused: The caller's focus state for this field; nil keeps focus inside.
    ///   - conflict: Where the field writes what your model holds that it does not show (nil when
    ///     they agree); test it before you save.
    public init(money: Binding<Money>, maximum: Decimal? = nil, minimum: Decimal? = nil, allowsNegative: Bool = false,
        isFocused: FocusState<Bool>.Binding? = nil,
                conflict: Binding<AmountValueSync.Conflict?>? = nil) {
        source = .value(.money(money), sync: AmountValueSync(empty: .zero), limits: AmountLimits(maximum: maximum,
            minimum: minimum, allowsNegative: allowsNegative), conflict: conflict)
        externalFocus = isFocused
    }

    /// A field bound to the `Decimal` and the `Currency` your model keeps apart: typing writes the
    /// value (an empty field is zero). Otherwise as the `Binding<Money>` initializer; for a fixed
    /// currency pass `.constant(.eur)`.
    ///
    /// ```swift
    /// CurrencyField(value: $budget.limit, currency: .constant(.eur))
    /// ```
    ///
    /// - Parameters:
    ///   - value: The amount in your model.
    ///   - currency: Its currency; a new currency keeps the typed digits when it can hold them, and
    ///     is written back to the field's currency when it cannot.
    ///   - maximum: The largest amount the person can enter; nil allows any amount of up to 12
    ///     integer digits.
    ///   - minimum: The smallest amount the person can enter; nil for none. A key never takes the
    ///     amount further below it, and a smaller amount pasted or set is refused.
    ///   - allowsNegative: Whether the amount may be negative (a refund, a correction): the sign
    ///     key, a minus typed and negative amounts pasted or set are taken.
    ///   - isFocused: The caller's focus state for this field; nil keeps focus inside.
    ///   - conflict: Where the field writes what your model holds that it does not show (nil when
    ///     they agree); test it before you save.
    public init(value: Binding<Decimal>, currency: Binding<Currency>, maximum: Decimal? = nil, minimum: Decimal? = nil,
        allowsNegative: Bool = false,
                isFocused: FocusState<Bool>.Binding? = nil, conflict: Binding<AmountValueSync.Conflict?>? = nil) {
        source = .value(.value(value.optionalAmount, currency: currency), sync: AmountValueSync(empty: .zero),
            limits: AmountLimits(maximum: maximum, minimum: minimum, allowsNegative: allowsNegative),
                        conflict: conflict)
        externalFocus = isFocused
    }

    /// A field bound to an optional `Decimal` and its `Currency`: nil while the field is empty,
    /// zero when "0" is typed. Otherwise as the `Binding<Decimal>` initializer.
    ///
    /// - Parameters:
    ///   - value: The amount in your model; nil for none.
    ///   - currency: Its currency; a new currency keeps the typed digits when it can hold them, and
    ///     is written back to the field's currency when it cannot.
    ///   - maximum: The largest amount the person can enter; nil allows any amount of up to 12
    ///     integer digits.
    ///   - minimum: The smallest amount the person can enter; nil for none. A key never takes the
    ///     amount further below it, and a smaller amount pasted or set is refused.
    ///   - allowsNegative: Whether the amount may be negative (a refund, a correction): the sign
    ///     key, a minus typed and negative amounts pasted or set are taken.
    ///   - isFocused: The caller's focus state for this field; nil keeps focus inside.
    ///   - conflict: Where the field writes what your model holds that it does not show (nil when
    ///     they agree); test it before you save.
    public init(value: Binding<Decimal?>, currency: Binding<Currency>, maximum: Decimal? = nil, minimum: Decimal? = nil,
        allowsNegative: Bool = false,
                isFocused: FocusState<Bool>.Binding? = nil, conflict: Binding<AmountValueSync.Conflict?>? = nil) {
        source = .value(.value(value, currency: currency), sync: AmountValueSync(empty: .none),
            limits: AmountLimits(maximum: maximum, minimum: minimum, allowsNegative: allowsNegative), conflict: conflict)
        externalFocus = isFocused
    }

    /// A field drawing `state`, its focus in `externalFocus`.
    ///
    /// - Parameters:
    ///   - state: The amount, the text and the refusal.
    ///   - externalFocus: The caller's focus state for this field.
    @available(*, deprecated, message: "Use init(state:isFocused:) instead")
    @_disfavoredOverload
    public init(state: Binding<CurrencyFieldState>, externalFocus: FocusState<Bool>.Binding?) {
        self.init(state: state, isFocused: externalFocus)
    }

    /// A field bound to the `Money` your model holds, its focus in `externalFocus`.
    ///
    /// - Parameters:
    ///   - money: The amount and its currency in your model.
    ///   - maximum: The largest amount the person can enter; nil allows any amount.
    ///   - externalFocus: The caller's focus state for this field.
    ///   - conflict: Where the field writes what your model holds that it does not show.
    @available(*, deprecated, message: "Use init(money:maximum:isFocused:conflict:) instead")
    @_disfavoredOverload
    public init(money: Binding<Money>, maximum: Decimal? = nil, externalFocus: FocusState<Bool>.Binding?,
                conflict: Binding<AmountValueSync.Conflict?>? = nil) {
        self.init(money: money, maximum: maximum, isFocused: externalFocus, conflict: conflict)
    }

    /// A field bound to a `Decimal` and a `Currency`, its focus in `externalFocus`.
    ///
    /// - Parameters:
    ///   - value: The amount in your model.
    ///   - currency: Its currency.
    ///   - maximum: The largest amount the person can enter; nil allows any amount.
    ///   - externalFocus: The caller's focus state for this field.
    ///   - conflict: Where the field writes what your model holds that it does not show.
    @available(*, deprecated, message: "Use init(value:currency:maximum:isFocused:conflict:) instead")
    @_disfavoredOverload
    public init(value: Binding<Decimal>, currency: Binding<Currency>, maximum: Decimal? = nil,
                externalFocus: FocusState<Bool>.Binding?, conflict: Binding<AmountValueSync.Conflict?>? = nil) {
        self.init(value: value, currency: currency, maximum: maximum, isFocused: externalFocus, conflict: conflict)
    }

    /// A field bound to an optional `Decimal` and a `Currency`, its focus in `externalFocus`.
    ///
    /// - Parameters:
    ///   - value: The amount in your model; nil for none.
    ///   - currency: Its currency.
    ///   - maximum: The largest amount the person can enter; nil allows any amount.
    ///   - externalFocus: The caller's focus state for this field.
    ///   - conflict: Where the field writes what your model holds that it does not show.
    @available(*, deprecated, message: "Use init(value:currency:maximum:isFocused:conflict:) instead")
    @_disfavoredOverload
    public init(value: Binding<Decimal?>, currency: Binding<Currency>, maximum: Decimal? = nil,
                externalFocus: FocusState<Bool>.Binding?, conflict: Binding<AmountValueSync.Conflict?>? = nil) {
        self.init(value: value, currency: currency, maximum: maximum, isFocused: externalFocus, conflict: conflict)
    }

    /// The field and, when the last entry was refused, why.
    public var body: some View {
        switch source {
        case .state(let state):
            CurrencyFieldContent(state: state, externalFocus: externalFocus)
        case .value(let model, let sync, let limits, let conflict):
            AmountValueHost(model: model, conflict: conflict, sync: sync, makeState: { currency, locale in
                CurrencyFieldState(currency: currency, locale: locale, maximumValue: limits.maximum,
                    minimumValue: limits.minimum, allowsNegative: limits.allowsNegative)
            }) { state in
                CurrencyFieldContent(state: state, externalFocus: externalFocus)
            }
        }
    }
}

/// What ``CurrencyField`` draws, over its state.
private struct CurrencyFieldContent: View {
    @Environment(\.tallyTheme) private var theme
    @Binding var state: CurrencyFieldState
    let externalFocus: FocusState<Bool>.Binding?

    @FocusState private var isFocused: Bool
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    /// The focus that counts: the caller's when given, the field's own otherwise.
    private var effectiveFocus: Bool {
        externalFocus?.wrappedValue ?? isFocused
    }

    /// The text as the field edits it: every change goes through the state, which keeps or
    /// refuses it, so a refusal never writes the text back through `onChange`.
    private var text: Binding<String> {
        Binding(get: { state.text }, set: { state.edit($0) })
    }

    var body: some View {
        let reading = state.accessibilityReading(locale: locale, language: language)
        let border = state.border
        VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
            field(reading)
            .focused(externalFocus ?? $isFocused)
            .padding(theme.spacing(.md))
            .background(ThemeColor.surface, in: RoundedRectangle(cornerRadius: theme.radius(.md)))
            .overlay {
                RoundedRectangle(cornerRadius: theme.radius(.md))
                    .strokeBorder(ThemeColor(border.role.colorRole), lineWidth: CGFloat(border.width(in: theme)))
            }
            .motionSafe(transition: .fast, kind: .stateChange, value: border)
            .errorShake(trigger: state.entry.refusalCount)
            .amountAccessibility(reading, traits: CurrencyFieldState.amountAccessibilityTraits)
            if let error = state.errorText(locale: locale, language: language) {
                Text(verbatim: error)
                    .tallyFont(.caption)
                    .foregroundStyle(ThemeColor.destructive)
            }
        }
        .amountFeedback(state.entry)
        .onAppear { state.setFocused(effectiveFocus) }
        .onChange(of: effectiveFocus) { _, focused in
            state.setFocused(focused)
        }
    }

    /// The text field itself: on iOS a `UITextField` that hands every edit to the state and puts
    /// the caret where the state says; elsewhere SwiftUI's `TextField`.
    @MainActor @ViewBuilder private func field(_ reading: AmountInput.Reading) -> some View {
        #if canImport(UIKit) && os(iOS)
        AmountTextField(state: $state, isFocused: effectiveFocus, reading: reading) { focused in
            if let externalFocus {
                if externalFocus.wrappedValue != focused { externalFocus.wrappedValue = focused }
            } else if isFocused != focused {
                isFocused = focused
            }
        }
        #else
        TextField(text: text, prompt: Text(verbatim: state.placeholder)) {
            LocalizedText(.transactionAmount)
        }
        .tallyFont(.input)
        .monospacedDigit()
        #endif
    }
}

#if canImport(UIKit) && os(iOS)
/// The amount's `UITextField`: every edit it is asked to make (a key, a deletion, a paste, a
/// dictated text) goes to ``CurrencyFieldState/edit(replacing:with:)`` as the UTF-16 range and
/// replacement UIKit reports, and the field is refused the edit itself; it then shows the state's
/// text and puts the caret at the state's `caret`. It keeps the theme's input style with tabular
/// figures, the decimal pad, the placeholder, what VoiceOver reads, and focus in step both ways.
private struct AmountTextField: UIViewRepresentable {
    @Binding var state: CurrencyFieldState
    /// Whether the field should have the keyboard.
    let isFocused: Bool
    /// What VoiceOver reads: "Amount", the amount, the refusal.
    let reading: AmountInput.Reading
    /// Writes focus back when the person gives the field the keyboard or takes it away.
    let onFocusChange: @MainActor (Bool) -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(state: $state)
    }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField(frame: .zero)
        field.delegate = context.coordinator
        // The decimal pad has no minus: a signed amount has a ± key above it, which types the
        // minus the field reads as the sign key.
        field.keyboardType = .decimalPad
        if state.input.allowsNegative {
            field.inputAccessoryView = SignKeyBar(
                accessibilityLabel: Localizer.string(.keypadChangeSign, language: context.environment.tallyLanguage,
                                                     locale: context.environment.locale)
            ) { [weak field] in field?.insertText("-") }
        }
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.smartInsertDeleteType = .no
        field.smartQuotesType = .no
        field.smartDashesType = .no
        field.borderStyle = .none
        field.adjustsFontForContentSizeCategory = true
        // As wide as it is offered, as tall as its line.
        field.setContentHuggingPriority(.defaultLow, for: .horizontal)
        field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        field.setContentHuggingPriority(.defaultHigh, for: .vertical)
        field.setContentCompressionResistancePriority(.required, for: .vertical)
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) {
        let coordinator = context.coordinator
        coordinator.state = $state
        coordinator.onFocusChange = { focused in
            // Written after this update, never during it.
            Task { @MainActor in onFocusChange(focused) }
        }
        coordinator.applyLook(of: context.environment, placeholder: state.placeholder, to: field)

        // Text set from outside (a quick amount, a loaded value, focus leaving): shown with the
        // caret where the state puts it. An edit the person makes is already shown.
        if field.text != state.text, field.markedTextRange == nil {
            coordinator.show(state, in: field)
        }

        if field.accessibilityLabel != reading.label { field.accessibilityLabel = reading.label }
        let value = reading.value
        if field.accessibilityValue != value { field.accessibilityValue = value }
        if field.accessibilityHint != reading.hint { field.accessibilityHint = reading.hint }

        // Focus asked for from outside is applied once, after this update (taking the keyboard
        // inside an update would write focus during it); the person's own moves are written back
        // by the delegate.
        if coordinator.requestedFocus != isFocused {
            coordinator.requestedFocus = isFocused
            coordinator.wantsFocus = isFocused
        }
        if coordinator.wantsFocus != field.isFirstResponder {
            Task { @MainActor in coordinator.applyFocus(to: field) }
        }
    }

    /// Hands the field's edits to the state and its focus to SwiftUI.
    @MainActor final class Coordinator: NSObject, UITextFieldDelegate {
        /// The state every edit goes through.
        var state: Binding<CurrencyFieldState>
        /// Writes focus back to SwiftUI.
        var onFocusChange: @MainActor (Bool) -> Void = { _ in }
        /// The focus SwiftUI last asked for; nil before the first update.
        var requestedFocus: Bool?
        /// Whether the field should hold the keyboard: what SwiftUI last asked for, or the
        /// person's own move since.
        var wantsFocus = false

        // The look the field was last given, so that each part is set only when it changes.
        private var typography: TokenTypography?
        private var dynamicTypeSize: SwiftUI.DynamicTypeSize?
        private var textColor: TokenColor?
        private var placeholderColor: TokenColor?
        private var placeholder: String?

        init(state: Binding<CurrencyFieldState>) {
            self.state = state
        }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            guard range.location != NSNotFound else { return false }
            let before = state.wrappedValue
            state.wrappedValue.edit(replacing: range.location..<(range.location + range.length), with: string)
            let after = state.wrappedValue
            // A refused edit, or one that changes nothing, leaves the caret where the person put it.
            if after.text != before.text || after.caret != before.caret {
                show(after, in: textField)
            }
            return false
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            wantsFocus = true
            onFocusChange(true)
        }

        func textFieldDidEndEditing(_ textField: UITextField) {
            wantsFocus = false
            onFocusChange(false)
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.resignFirstResponder()
            return false
        }

        /// Shows `state`'s text in `field` (only when it differs) and, while the field is being
        /// edited, puts the caret at the state's `caret`.
        func show(_ state: CurrencyFieldState, in field: UITextField) {
            if field.text != state.text { field.text = state.text }
            if field.isFirstResponder, let position = field.position(from: field.beginningOfDocument, offset: state.caret) {
                field.selectedTextRange = field.textRange(from: position, to: position)
            }
        }

        /// Takes or gives up the keyboard as ``wantsFocus`` says, once the field is in a window.
        func applyFocus(to field: UITextField) {
            guard field.window != nil else { return }
            if wantsFocus, !field.isFirstResponder {
                field.becomeFirstResponder()
            } else if !wantsFocus, field.isFirstResponder {
                field.resignFirstResponder()
            }
        }

        /// The theme's input style with tabular figures at the environment's text size, its
        /// primary text colour and the placeholder in its secondary colour, for the environment's
        /// colour scheme; set only when one of them changed.
        func applyLook(of environment: EnvironmentValues, placeholder newPlaceholder: String, to field: UITextField) {
            let theme = environment.tallyTheme
            let scheme = TokenColorScheme(environment.colorScheme)
            let newTypography = theme.typography(.input)
            let newTextColor = theme.color(.textPrimary).resolved(for: scheme)
            let newPlaceholderColor = theme.color(.textSecondary).resolved(for: scheme)
            var placeholderChanged = newPlaceholder != placeholder || newPlaceholderColor != placeholderColor
            if newTypography != typography || environment.dynamicTypeSize != dynamicTypeSize {
                typography = newTypography
                dynamicTypeSize = environment.dynamicTypeSize
                field.font = Self.font(newTypography, size: environment.dynamicTypeSize)
                placeholderChanged = true
            }
            if newTextColor != textColor {
                textColor = newTextColor
                field.textColor = UIColor(newTextColor)
            }
            if placeholderChanged {
                placeholder = newPlaceholder
                placeholderColor = newPlaceholderColor
                field.attributedPlaceholder = NSAttributedString(string: newPlaceholder, attributes: [
                    .foregroundColor: UIColor(newPlaceholderColor),
                ])
            }
        }

        /// `typography`'s face (``MeasuringFonts``: tabular figures, the system font when the
        /// family is not registered) at its size, scaled with its Dynamic Type style for `size`
        /// as `.tallyFont` scales it.
        private static func font(_ typography: TokenTypography, size: SwiftUI.DynamicTypeSize) -> UIFont {
            let base = MeasuringFonts.font(for: FontFace(typography)).withSize(CGFloat(typography.fontSize.points))
            guard let style = typography.textStyle else { return base }
            let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(size))
            return UIFontMetrics(forTextStyle: textStyle(style)).scaledFont(for: base, compatibleWith: traits)
        }

        /// UIKit's text style for a token's Dynamic Type style.
        private static func textStyle(_ style: DynamicTypeTextStyle) -> UIFont.TextStyle {
            switch style {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }
    }
}
#endif
#endif

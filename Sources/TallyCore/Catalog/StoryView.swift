import Foundation

/// A component in one state, as model values: what both catalog renderers draw. Every text in
/// it is already in the story's language, and everything it shows comes from the models the
/// SwiftUI views use.
public enum StoryView: Sendable {
    /// `AmountInputView`.
    case amountInput(AmountInputStory)
    /// `AnimatedAmountInput`: the amount, and whether it is being edited (the cursor shows).
    case animatedAmount(input: AmountInput, isEditing: Bool)
    /// `CurrencyField`: the text as typed and the refusal under it.
    case currencyField(input: AmountInput, text: String, rejection: AmountInputRejection?)
    /// `QuickAmountBar` under an amount.
    case quickAmounts(QuickAmounts, input: AmountInput)
    /// `AnimatedTitleInput`: the title's characters; `inserted` are the ones that wobble.
    case titleInput(AnimatedTitleText, inserted: Set<Int>, placeholder: String)
    /// `SectionHeaderView`.
    case sectionHeader(title: String, style: SectionHeaderStyle)
    /// `DateSectionHeaderView`.
    case dayHeader(DateSectionHeaderViewState)
    /// `FormSection` with rows of text.
    case formSection(header: String?, footer: String?, style: FormSectionStyle, rows: [String])
    /// `FormTextField`.
    case formTextField(FormTextFieldState, FormTextFieldStyle)
    /// `TextInputField`, the float-label field.
    case floatLabelField(TextInputFieldState)
    /// `DatePickerRow`: the date shown and, when it was moved into the bounds, the note.
    case datePickerRow(title: String, date: Date, dateText: String, style: DatePickerRowStyle, bounds: DateBounds, clampMessage: String?)
    /// `DateButtonsView`: which button is selected and the calendar button's title.
    case dateButtons(date: Date, selected: QuickDateButton, titles: [QuickDateButton: String], isDisabled: Bool)
    /// `ReminderPickerView`.
    case reminders(ReminderPickerViewState, title: String, labels: [Int: String])
    /// `FrequencyPickerView` (and the `SegmentedPickerView` it uses).
    case frequencyPicker(title: String, options: [PickerOption<RecurringFrequency>], selection: RecurringFrequency, style: FrequencyPickerStyle)
    /// `RecurringToggleView`.
    case recurringToggle(title: String, isOn: Bool, options: [PickerOption<RecurringFrequency>], selection: RecurringFrequency, anchor: Date?, next: String?)
    /// `SegmentedPickerView` with string options.
    case segmentedPicker(title: String, options: [PickerOption<String>], selection: String)
    /// `IconView` drawing a source in a style.
    case iconView(source: IconSource, style: IconStyle, label: String)
    /// `DatePickerSheet`: a month with the chosen day, and the sheet's title and buttons.
    case dateSheet(title: String, date: Date, monthTitle: String, weekdays: [String], days: [Int?], selectedDay: Int, cancel: String, select: String)
    /// `AddTransactionSheet`, the sample form: amount, quick amounts, description, type and date.
    indirect case addTransaction(AmountInputStory, quick: QuickAmounts, description: String, types: [PickerOption<String>], type: String, dateButtons: StoryView, title: String)
    /// `IconPickerRow`.
    case iconPickerRow(title: String, source: IconSource?, accessibility: PickerAccessibility)
    /// `IconPickerView`'s icon grid (the first sections) or logo tab.
    case iconPicker(IconPickerViewState, sections: [(title: String, symbols: [String])])
    /// `ColorPickerRow`.
    case colorPickerRow(title: String, selected: HexColor?, palette: CategoryPalette, isExpanded: Bool, customText: String, error: String?)
    /// `ConfirmationDialogButton`, closed or with its dialog open.
    case confirmation(ConfirmationDialogButtonState, isPresented: Bool, confirmTitle: String, cancelTitle: String)
}

/// The amount input in one state, with everything its view shows worked out.
public struct AmountInputStory: Sendable {
    /// The amount.
    public let input: AmountInput
    /// The refusal shown under it, if a key was refused.
    public let rejection: AmountInputRejection?
    /// The conversion's state.
    public let conversionState: ConversionState
    /// The currency converted into, if any.
    public let target: Currency?
    /// The conversion line.
    public let conversion: ConversionDisplay
    /// The refusal's text.
    public let errorText: String?
    /// The figure as shown.
    public let display: String
    /// The font size the amount is drawn at on a 390 pt phone (342 pt for the text), with Inter
    /// Bold's tabular advances.
    public let fontSize: Double
    /// VoiceOver's value.
    public let accessibilityValue: String

    /// The story of `input` after `rejection`, with `conversion` into `target`, in `locale`.
    public init(input: AmountInput, rejection: AmountInputRejection? = nil, conversion: ConversionState = .idle,
                target: Currency? = nil, locale: Locale) {
        self.input = input
        self.rejection = rejection
        conversionState = conversion
        self.target = target
        let key = target.map { ConversionKey(amount: input.value, currency: input.currency.code, target: $0.code) }
        self.conversion = ConversionDisplay(state: conversion, key: key, target: target, locale: locale)
        errorText = rejection?.message(locale: locale)
        display = input.display
        fontSize = AmountFontFit().fontSize(for: display, availableWidth: 342, measurer: AdvanceWidthMeasurer.interBoldTabular)
        accessibilityValue = input.accessibilityValue(locale: locale)
    }
}

extension StoryView {
    /// What VoiceOver reads for each element of the state, from the same models the views use.
    public func accessibility(in context: StoryContext) -> [StoryAccessibility] {
        let locale = context.locale
        switch self {
        case .amountInput(let story):
            var elements = [StoryAccessibility(label: AmountInput.accessibilityLabel(locale: locale), value: story.accessibilityValue,
                                               hint: context.string(.amountAccessibilityHint), traits: [.staticText])]
            if let error = story.errorText { elements.append(StoryAccessibility(label: error, traits: [.staticText])) }
            if let label = story.conversion.accessibilityLabel { elements.append(StoryAccessibility(label: label, traits: [.staticText])) }
            elements.append(StoryAccessibility(label: context.string(.buttonCopy), traits: [.button]))
            elements.append(StoryAccessibility(label: context.string(.buttonPaste), traits: [.button]))
            return elements
        case .animatedAmount(let input, _):
            return [StoryAccessibility(label: context.string(.amountEditAccessibilityLabel), value: input.accessibilityValue(locale: locale), traits: [.button])]
        case .currencyField(let input, let text, let rejection):
            var elements = [StoryAccessibility(label: context.string(.transactionAmount), value: text.isEmpty ? input.display : text,
                                               traits: [.textField])]
            if let rejection { elements.append(StoryAccessibility(label: rejection.message(locale: locale), traits: [.staticText])) }
            return elements
        case .quickAmounts(let quick, let input):
            let selected = quick.selected(for: input.value)
            return quick.presets.map { preset in
                StoryAccessibility(label: quick.accessibilityLabel(for: preset, on: input, locale: locale),
                                   traits: preset == selected ? [.button, .selected] : [.button])
            }
        case .titleInput(let title, _, let placeholder):
            let reading = title.accessibility(label: placeholder, locale: locale)
            return [StoryAccessibility(label: reading.label, value: reading.value, traits: [.staticText])]
        case .sectionHeader(let title, _):
            return [StoryAccessibility(label: title, traits: [.header])]
        case .dayHeader(let header):
            return [StoryAccessibility(label: header.accessibilityLabel, traits: [.header])]
        case .formSection(let header, let footer, _, let rows):
            return (header.map { [StoryAccessibility(label: $0, traits: [.header])] } ?? [])
                + rows.map { StoryAccessibility(label: $0, traits: [.staticText]) }
                + (footer.map { [StoryAccessibility(label: $0, traits: [.staticText])] } ?? [])
        case .formTextField(let state, _):
            return [StoryAccessibility(label: state.accessibilityLabel, value: state.accessibilityValue(locale: locale),
                                       hint: state.accessibilityHint(locale: locale), traits: [.textField])]
        case .floatLabelField(let state):
            return [StoryAccessibility(label: state.accessibilityLabel, value: state.accessibilityValue(locale: locale),
                                       hint: state.accessibilityHint(locale: locale), traits: [state.kind.isSecure ? .secureTextField : .textField])]
        case .datePickerRow(let title, _, let date, let style, _, let clampMessage):
            var elements = [StoryAccessibility(label: title, value: date, hint: style == .compact ? context.string(.datePickerAccessibilityHint) : nil,
                                               traits: [.button])]
            if let clampMessage { elements.append(StoryAccessibility(label: clampMessage, traits: [.staticText])) }
            return elements
        case .dateButtons(_, let selected, let titles, let isDisabled):
            return QuickDateButton.allCases.map { button in
                var traits: [StoryTrait] = [.button]
                if button == selected { traits.append(.selected) }
                if isDisabled { traits.append(.disabled) }
                return StoryAccessibility(label: titles[button] ?? button.titleKey.text(in: context), traits: traits)
            }
        case .reminders(let options, let title, _):
            return [StoryAccessibility(label: title, traits: [.header])] + options.availableOffsets.map { offset in
                let row = options.accessibility(for: offset, locale: locale)
                return StoryAccessibility(label: row.label, value: row.value, hint: row.hint, traits: row.isSelected ? [.toggle, .selected] : [.toggle])
            }
        case .frequencyPicker(let title, let options, let selection, _):
            return [StoryAccessibility(label: title, value: PickerOption.accessibilityValue(for: selection, in: options),
                                       hint: context.string(.frequencyPickerAccessibilityHint), traits: [.button])]
        case .recurringToggle(let title, let isOn, let options, let selection, _, let next):
            // The switch reads its own on/off value; `selected` marks "on" here.
            var elements = [StoryAccessibility(label: title, traits: isOn ? [.toggle, .selected] : [.toggle])]
            if isOn {
                elements.append(StoryAccessibility(label: context.string(.transactionFrequency),
                                                   value: PickerOption.accessibilityValue(for: selection, in: options),
                                                   hint: context.string(.frequencyPickerAccessibilityHint), traits: [.button]))
                if let next { elements.append(StoryAccessibility(label: next, traits: [.staticText])) }
            }
            return elements
        case .segmentedPicker(let title, let options, let selection):
            return [StoryAccessibility(label: title, value: PickerOption.accessibilityValue(for: selection, in: options), traits: [.button])]
        case .iconView(_, _, let label):
            return [StoryAccessibility(label: label, traits: [.image])]
        case .dateSheet(let title, let date, _, _, _, _, let cancel, let select):
            return [StoryAccessibility(label: title, traits: [.header]),
                    StoryAccessibility(label: date.formatted(context.calendar.dateStyle(date: .complete, locale: locale)), traits: [.button, .selected]),
                    StoryAccessibility(label: cancel, traits: [.button]), StoryAccessibility(label: select, traits: [.button])]
        case .addTransaction(let amount, let quick, let description, let types, let type, let dateButtons, let title):
            return [StoryAccessibility(label: title, traits: [.header])]
                + StoryView.amountInput(amount).accessibility(in: context)
                + StoryView.quickAmounts(quick, input: amount.input).accessibility(in: context)
                + [StoryAccessibility(label: context.string(.transactionDescription), value: description.isEmpty ? context.string(.textFieldEmpty) : description,
                                      traits: [.textField]),
                   StoryAccessibility(label: context.string(.transactionType), value: PickerOption.accessibilityValue(for: type, in: types), traits: [.button])]
                + dateButtons.accessibility(in: context)
        case .iconPickerRow(_, _, let row):
            return [StoryAccessibility(label: row.label, value: row.value, hint: row.hint, traits: [.button])]
        case .iconPicker(let model, let sections):
            return sections.map { StoryAccessibility(label: $0.title, traits: [.header]) }
                + [StoryAccessibility(label: context.string(model.tab.titleKey), traits: [.button, .selected])]
        case .colorPickerRow(let title, let selected, let palette, let isExpanded, _, let error):
            var elements = [StoryAccessibility(label: title, value: palette.rowAccessibilityValue(stored: selected?.hex ?? "", isExpanded: isExpanded, locale: locale),
                                               traits: [.button])]
            if isExpanded {
                elements += palette.swatches(selected: selected).map { color in
                    StoryAccessibility(label: color.accessibilityLabel(locale: locale), traits: color.color == selected ? [.button, .selected] : [.button])
                }
            }
            if let error { elements.append(StoryAccessibility(label: error, traits: [.staticText])) }
            return elements
        case .confirmation(let request, let isPresented, let confirmTitle, let cancelTitle):
            var elements = [StoryAccessibility(label: request.title, traits: [.button])]
            if isPresented {
                if let message = request.message { elements.append(StoryAccessibility(label: message, traits: [.staticText])) }
                elements.append(StoryAccessibility(label: confirmTitle, traits: [.button]))
                elements.append(StoryAccessibility(label: cancelTitle, traits: [.button]))
            }
            return elements
        }
    }
}

extension TallyStringKey {
    /// This key's text in `context`'s language.
    public func text(in context: StoryContext) -> String { context.string(self) }
}

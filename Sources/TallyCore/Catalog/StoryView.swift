import Foundation

/// A component in one state, as model values: what both catalog renderers draw. Every text in
/// it is already in the story's language, and everything it shows comes from the models the
/// SwiftUI views use.
public enum StoryView: Sendable {
    /// `AmountInputView`.
    case amountInput(AmountInputViewState)
    /// `AnimatedAmountInput`.
    case animatedAmount(AnimatedAmountInputState)
    /// `CurrencyField`.
    case currencyField(CurrencyFieldState)
    /// `QuickAmountBar`.
    case quickAmountBar(QuickAmountBarState)
    /// `AnimatedTitleInput`.
    case titleInput(AnimatedTitleInputState)
    /// `SectionHeaderView`.
    case sectionHeader(title: String, style: SectionHeaderStyle)
    /// `DateSectionHeaderView`.
    case dayHeader(DaySectionHeader)
    /// `FormSection` with rows of text.
    case formSection(header: String?, footer: String?, style: FormSectionStyle, rows: [String])
    /// `FormTextField`.
    case formTextField(FormTextFieldState, FormTextFieldStyle)
    /// `TextInputField`, the float-label field.
    case floatLabelField(FloatLabelFieldState)
    /// `DatePickerRow`: the date shown and, when it was moved into the bounds, the note.
    case datePickerRow(title: String, date: Date, dateText: String, style: DatePickerRowStyle, bounds: DateBounds, clampMessage: String?)
    /// `DateButtonsView`: which button is selected and the calendar button's title.
    case dateButtons(date: Date, selected: QuickDateButton, titles: [QuickDateButton: String], isDisabled: Bool)
    /// `ReminderPickerView`.
    case reminders(ReminderOptions, title: String, labels: [Int: String])
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
    case addTransaction(AddTransactionSheetState)
    /// `IconPickerRow`.
    case iconPickerRow(title: String, source: IconSource?, accessibility: PickerAccessibility)
    /// `IconPickerView`'s icon grid (the first sections) or logo tab.
    case iconPicker(IconPickerModel, sections: [(title: String, symbols: [String])])
    /// `ColorPickerRow`.
    case colorPickerRow(title: String, selected: HexColor?, palette: CategoryPalette, isExpanded: Bool, customText: String, error: String?)
    /// `ConfirmationDialogButton`, closed or with its dialog open.
    case confirmation(ConfirmationRequest, isPresented: Bool, confirmTitle: String, cancelTitle: String)
}

extension StoryView {
    /// What VoiceOver reads for each element of the state, from the same models the views use.
    public func accessibility(in context: StoryContext) -> [StoryAccessibility] {
        let locale = context.locale
        switch self {
        case .amountInput(let state):
            let amount = state.accessibility(locale: locale)
            var elements = [StoryAccessibility(label: amount.label, value: amount.value, hint: amount.hint, traits: [.staticText])]
            if let error = state.errorText(locale: locale) { elements.append(StoryAccessibility(label: error, traits: [.staticText])) }
            if let label = state.conversionDisplay(locale: locale).accessibilityLabel {
                elements.append(StoryAccessibility(label: label, traits: [.staticText]))
            }
            elements.append(StoryAccessibility(label: context.string(.buttonCopy), traits: [.button]))
            elements.append(StoryAccessibility(label: context.string(.buttonPaste), traits: [.button]))
            return elements
        case .animatedAmount(let state):
            let reading = state.accessibility(locale: locale)
            return [StoryAccessibility(label: reading.label, value: reading.value, traits: [.button])]
        case .currencyField(let state):
            let reading = state.accessibility(locale: locale)
            var elements = [StoryAccessibility(label: reading.label, value: reading.value, hint: reading.hint, traits: [.textField])]
            if let error = state.errorText(locale: locale) { elements.append(StoryAccessibility(label: error, traits: [.staticText])) }
            return elements
        case .quickAmountBar(let state):
            return [StoryAccessibility(label: context.string(.quickAmountsHeader), traits: [.header])] + state.chips(locale: locale).map { chip in
                var traits: [StoryTrait] = [.button]
                if chip.isSelected { traits.append(.selected) }
                if !chip.isEnabled { traits.append(.disabled) }
                return StoryAccessibility(label: chip.accessibilityLabel, hint: chip.accessibilityHint, traits: traits)
            }
        case .titleInput(let title):
            let reading = title.accessibility(locale: locale)
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
        case .addTransaction(let sheet):
            let kinds = AddTransactionSheetState.kindOptions(locale: locale)
            return [StoryAccessibility(label: context.string(.transactionAdd), traits: [.header]),
                    StoryAccessibility(label: context.string(.commonCancel), traits: [.button]),
                    StoryAccessibility(label: context.string(.commonSave), traits: sheet.canSave ? [.button] : [.button, .disabled])]
                + StoryView.currencyField(sheet.amountField).accessibility(in: context)
                + StoryView.quickAmountBar(sheet.quickAmountBar).accessibility(in: context)
                + [StoryAccessibility(label: context.string(.transactionDescription),
                                      value: sheet.description.isEmpty ? context.string(.textFieldEmpty) : sheet.description, traits: [.textField]),
                   StoryAccessibility(label: context.string(.transactionType), value: PickerOption.accessibilityValue(for: sheet.kind, in: kinds),
                                      traits: [.button]),
                   StoryAccessibility(label: context.string(.transactionDate),
                                      value: sheet.dateText(locale: locale), traits: [.button])]
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

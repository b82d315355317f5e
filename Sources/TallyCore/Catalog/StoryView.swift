import Foundation

/// A component in one state, as model values: what both catalog renderers draw. Every text in
/// it is already in the story's language, and everything it shows comes from the models the
/// SwiftUI views use.
@_spi(Tally) public enum StoryView: Sendable {
    /// `AmountInputView`.
    case amountInput(AmountInputViewState)
    /// `AnimatedAmountInput`.
    case animatedAmount(AnimatedAmountInputState)
    /// `CurrencyField`.
    case currencyField(CurrencyFieldState)
    /// `QuickAmountBar`.
    case quickAmountBar(QuickAmountBarState)
    /// `AmountKeypad`.
    case amountKeypad(AmountKeypadState)
    /// `AnimatedTitleInput`.
    case titleInput(AnimatedTitleInputState)
    /// `SectionHeaderView`.
    case sectionHeader(SectionHeaderViewState)
    /// `DateSectionHeaderView`.
    case dateSectionHeader(DateSectionHeaderViewState)
    /// `FormSection`, with rows of text as its content.
    case formSection(FormSectionState, rows: [String])
    /// `FormTextField`.
    case formTextField(FormTextFieldState)
    /// `TextInputField`, the float-label field.
    case textInputField(TextInputFieldState)
    /// `DatePickerRow`.
    case datePickerRow(DatePickerRowState)
    /// `DateButtonsView`.
    case dateButtons(DateButtonsViewState)
    /// `ReminderPickerView`.
    case reminderPicker(ReminderPickerViewState)
    /// `FrequencyPickerView`.
    case frequencyPicker(FrequencyPickerViewState)
    /// `RecurringToggleView`.
    case recurringToggle(RecurringToggleViewState)
    /// `SegmentedPickerView` with string values.
    case segmentedPicker(SegmentedPickerViewState<String>)
    /// `IconView`.
    case iconView(IconViewState)
    /// `DatePickerSheet`.
    case datePickerSheet(DatePickerSheetState)
    /// `AddTransactionSheet`, the sample form: amount, quick amounts, description, type and date.
    case addTransaction(AddTransactionSheetState)
    /// `IconPickerRow`.
    case iconPickerRow(IconPickerRowState)
    /// `IconPickerView`.
    case iconPicker(IconPickerViewState)
    /// `ColorPickerRow`.
    case colorPickerRow(ColorPickerRowState)
    /// `ConfirmationDialogButton`.
    case confirmationDialogButton(ConfirmationDialogButtonState)
}

extension StoryView {
    /// What VoiceOver reads for each element of the state, from the same models the views use.
    @_spi(Tally) public func accessibility(in context: StoryContext) -> [StoryAccessibility] {
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
        case .amountKeypad(let state):
            return state.keys(locale: locale).map { key in
                StoryAccessibility(label: key.accessibilityLabel, hint: key.accessibilityHint, traits: [.button, .keyboardKey])
            }
        case .titleInput(let title):
            let reading = title.accessibility(locale: locale)
            return [StoryAccessibility(label: reading.label, value: reading.value, traits: [.staticText])]
        case .sectionHeader(let state):
            return [StoryAccessibility(label: state.accessibilityLabel, traits: [.header])]
        case .dateSectionHeader(let state):
            return [StoryAccessibility(label: state.accessibilityLabel, traits: [.header])]
        case .formSection(let state, let rows):
            return (state.headerState.map { [StoryAccessibility(label: $0.accessibilityLabel, traits: [.header])] } ?? [])
                + rows.map { StoryAccessibility(label: $0, traits: [.staticText]) }
                + (state.visibleFooter.map { [StoryAccessibility(label: $0, traits: [.staticText])] } ?? [])
        case .formTextField(let state):
            return [StoryAccessibility(label: state.accessibilityLabel, value: state.accessibilityValue(locale: locale),
                                       hint: state.accessibilityHint(locale: locale), traits: [.textField])]
        case .textInputField(let state):
            var elements = [StoryAccessibility(label: state.accessibilityLabel, value: state.accessibilityValue(locale: locale),
                                               hint: state.accessibilityHint(locale: locale), traits: [state.isTextHidden ? .secureTextField : .textField])]
            if state.showsRevealButton { elements.append(StoryAccessibility(label: context.string(state.revealButtonLabelKey), traits: [.button])) }
            return elements
        case .datePickerRow(let state):
            let row = state.accessibility(locale: locale)
            var elements = [StoryAccessibility(label: row.label, value: row.value, hint: row.hint, traits: [.button])]
            if let note = state.clampNote(locale: locale) { elements.append(StoryAccessibility(label: note, traits: [.staticText])) }
            return elements
        case .dateButtons(let state):
            return state.buttons.map { button in
                let element = state.accessibility(of: button, locale: locale)
                var traits: [StoryTrait] = [.button]
                if element.isSelected { traits.append(.selected) }
                if state.isDisabled { traits.append(.disabled) }
                return StoryAccessibility(label: element.label, traits: traits)
            }
        case .reminderPicker(let state):
            guard state.showsSection else { return [] }
            return [StoryAccessibility(label: state.title(locale: locale), traits: [.header])] + state.availableOffsets.map { offset in
                let row = state.accessibility(for: offset, locale: locale)
                return StoryAccessibility(label: row.label, value: row.value, hint: row.hint, traits: row.isSelected ? [.toggle, .selected] : [.toggle])
            }
        case .frequencyPicker(let state):
            let picker = state.accessibility(locale: locale)
            return [StoryAccessibility(label: picker.label, value: picker.value, hint: picker.hint, traits: [.button])]
        case .recurringToggle(let state):
            // The switch reads its own on/off value; `selected` marks "on" here.
            let toggle = state.accessibility(locale: locale)
            var elements = [StoryAccessibility(label: toggle.label, traits: toggle.isSelected ? [.toggle, .selected] : [.toggle])]
            if state.showsFrequencyPicker {
                let picker = state.frequencyPicker(locale: locale).accessibility
                elements.append(StoryAccessibility(label: picker.label, value: picker.value, hint: picker.hint, traits: [.button]))
                if let next = state.nextOccurrenceText(locale: locale, currentDate: context.now) {
                    elements.append(StoryAccessibility(label: next, traits: [.staticText]))
                }
            }
            return elements
        case .segmentedPicker(let state):
            let picker = state.accessibility
            return [StoryAccessibility(label: picker.label, value: picker.value, hint: picker.hint, traits: [.button])]
        case .iconView(let state):
            // The system reads an SF Symbol with its own description; the catalog names its category.
            return [StoryAccessibility(label: state.spokenName(locale: locale), traits: [.image])]
        case .datePickerSheet(let state):
            return [StoryAccessibility(label: state.title, traits: [.header]),
                    StoryAccessibility(label: state.draftAccessibilityLabel(locale: locale), traits: [.button, .selected]),
                    StoryAccessibility(label: state.cancelTitle(locale: locale), traits: [.button]),
                    StoryAccessibility(label: state.selectTitle(locale: locale), traits: [.button])]
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
        case .iconPickerRow(let state):
            let row = state.accessibility(locale: locale)
            return [StoryAccessibility(label: row.label, value: row.value, hint: row.hint, traits: [.button])]
        case .iconPicker(let state):
            let tabs = IconPickerViewState.Tab.allCases.map { tab in
                let element = state.tabAccessibility(tab, locale: locale)
                return StoryAccessibility(label: element.label, traits: element.isSelected ? [.button, .selected] : [.button])
            }
            var elements = tabs + [StoryAccessibility(label: state.searchPlaceholder(locale: locale), value: state.query.isEmpty ? nil : state.query,
                                                      traits: [.textField])]
            if let error = state.domainErrorMessage(locale: locale) { elements.append(StoryAccessibility(label: error, traits: [.staticText])) }
            switch state.tab {
            case .icons:
                elements += state.symbolSections(locale: locale).prefix(StoryView.iconPickerSectionLimit).map {
                    StoryAccessibility(label: $0.category.title(locale: locale), traits: [.header])
                }
            case .logos:
                elements += state.logoSections.map { StoryAccessibility(label: context.string($0.kind.titleKey), traits: [.header]) }
            }
            return elements
        case .colorPickerRow(let state):
            let row = state.accessibility(locale: locale)
            var elements = [StoryAccessibility(label: row.label, value: row.value, traits: [.button])]
            if state.isExpanded {
                elements += state.swatches.map { swatch in
                    let element = state.accessibility(of: swatch, locale: locale)
                    return StoryAccessibility(label: element.label, traits: element.isSelected ? [.button, .selected] : [.button])
                }
                elements.append(StoryAccessibility(label: context.string(.colorPickerCustom),
                                                   value: state.customText.isEmpty ? nil : state.customText, traits: [.textField]))
                if let error = state.customErrorMessage(locale: locale) { elements.append(StoryAccessibility(label: error, traits: [.staticText])) }
            }
            return elements
        case .confirmationDialogButton(let state):
            var elements = [StoryAccessibility(label: state.title, traits: [.button])]
            if state.isPresented {
                if let message = state.visibleMessage { elements.append(StoryAccessibility(label: message, traits: [.staticText])) }
                elements.append(StoryAccessibility(label: state.confirmTitle(locale: locale), traits: [.button]))
                elements.append(StoryAccessibility(label: state.cancelTitle(locale: locale), traits: [.button]))
            }
            return elements
        }
    }
}

extension StoryView {
    /// How many symbol sections the catalog draws of the icon picker's icons tab.
    @_spi(Tally) public static let iconPickerSectionLimit = 3
    /// How many symbols of each section the catalog draws.
    @_spi(Tally) public static let iconPickerSymbolLimit = 8
    /// How many logos of each section the catalog draws.
    @_spi(Tally) public static let iconPickerLogoLimit = 6
}

extension TallyStringKey {
    /// This key's text in `context`'s language.
    @_spi(Tally) public func text(in context: StoryContext) -> String { context.string(self) }
}

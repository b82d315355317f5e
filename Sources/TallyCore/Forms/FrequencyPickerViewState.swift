import Foundation

/// Everything `FrequencyPickerView` shows and says, as one value: the frequencies offered, the
/// chosen one, the title and the layout.
///
/// The frequencies are named from the String Catalog in the locale asked for. VoiceOver reads
/// the title as the label, the chosen frequency as the value and "Choose how often it repeats"
/// as the hint. A selection the offered frequencies leave out shows nothing chosen until the
/// person picks one.
public struct FrequencyPickerViewState: Sendable, Hashable {
    /// The chosen frequency.
    public var selection: RecurringFrequency
    /// The title, already localized; nil for `common.frequency` ("Frequency").
    public var title: String?
    /// Segmented, menu or list.
    public var style: FrequencyPickerStyle
    /// The frequencies offered, in order.
    public var frequencies: [RecurringFrequency]

    /// A picker state.
    ///
    /// - Parameters:
    ///   - selection: The chosen frequency.
    ///   - title: The title, already localized; nil for "Frequency".
    ///   - style: Segmented, menu or list; segmented by default.
    ///   - frequencies: The frequencies offered, in order; all four by default.
    public init(selection: RecurringFrequency, title: String? = nil, style: FrequencyPickerStyle = .segmented,
                frequencies: [RecurringFrequency] = RecurringFrequency.allCases) {
        self.selection = selection
        self.title = title
        self.style = style
        self.frequencies = frequencies
    }

    /// The title in `language` (`locale`'s when nil): the caller's, or "Frequency" when there is
    /// none or it is blank.
    public func title(locale: Locale, language: TallyLanguage? = nil) -> String {
        FieldMessageText.visible(title) ?? Localizer.string(.commonFrequency, language: language, locale: locale)
    }

    /// The options in `language` (`locale`'s when nil): each frequency's name for its value.
    public func options(locale: Locale, language: TallyLanguage? = nil) -> [PickerOption<RecurringFrequency>] {
        RecurringFrequency.pickerOptions(frequencies, locale: locale, language: language)
    }

    /// The chosen frequency's name in `language` (`locale`'s when nil), or nil when it is not
    /// offered.
    public func selectedTitle(locale: Locale, language: TallyLanguage? = nil) -> String? {
        frequencies.contains(selection) ? selection.title(locale: locale, language: language) : nil
    }

    /// Whether `frequency` is the chosen one.
    public func isSelected(_ frequency: RecurringFrequency) -> Bool { frequency == selection }

    /// The hint in `language` (`locale`'s when nil) (`frequencyPicker.accessibilityHint`).
    public func hint(locale: Locale, language: TallyLanguage? = nil) -> String { Localizer.string(.frequencyPickerAccessibilityHint, language: language, locale: locale) }

    /// What VoiceOver reads for the picker in `language` (`locale`'s when nil): the title, the
    /// chosen frequency, the hint.
    public func accessibility(locale: Locale, language: TallyLanguage? = nil) -> PickerAccessibility {
        PickerAccessibility(label: title(locale: locale, language: language), value: selectedTitle(locale: locale, language: language), hint: hint(locale: locale, language: language))
    }

    /// The segmented control of the segmented style (and the list it becomes) in `language`
    /// (`locale`'s when nil).
    public func segmentedPicker(locale: Locale, language: TallyLanguage? = nil) -> SegmentedPickerViewState<RecurringFrequency> {
        SegmentedPickerViewState(title: title(locale: locale, language: language), options: options(locale: locale, language: language), selection: selection, accessibilityHint: hint(locale: locale, language: language))
    }

    /// The section header of the list style in `language` (`locale`'s when nil).
    public func header(locale: Locale, language: TallyLanguage? = nil) -> SectionHeaderViewState { SectionHeaderViewState(title: title(locale: locale, language: language)) }
}

extension FrequencyPickerViewState: AccessibilityDescribing {
    /// What VoiceOver reads for the picker in `language` (`locale`'s when nil): the title, the
    /// chosen frequency and the hint (``accessibility(locale:language:)``), as a button.
    public func accessibilityElement(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(accessibility(locale: locale, language: language), traits: .button)
    }

    /// The picker, its only element.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [accessibilityElement(locale: locale, language: language)]
    }
}

import Foundation
@_spi(Tally) import TallyCore

extension ComponentStory {
    /// Every component of the kit with its named states, amount components first: the one
    /// list a new component is added to.
    public static let all: [ComponentStory] = [
        AmountInputViewStory.story,
        AnimatedAmountInputStory.story,
        CurrencyFieldStory.story,
        CurrencyPickerStory.story,
        QuickAmountBarStory.story,
        FormattedAmountTextStory.story,
        AmountKeypadStory.story,
        AddTransactionSheetStory.story,
        AnimatedTitleInputStory.story,
        SectionHeaderViewStory.story,
        DateSectionHeaderViewStory.story,
        TransactionRowStory.story,
        FormSectionStory.story,
        FormTextFieldStory.story,
        TextInputFieldStory.story,
        DatePickerRowStory.story,
        DatePickerSheetStory.story,
        DateButtonsViewStory.story,
        ReminderPickerViewStory.story,
        FrequencyPickerViewStory.story,
        SegmentedPickerViewStory.story,
        RecurringToggleViewStory.story,
        IconPickerRowStory.story,
        IconViewStory.story,
        IconPickerViewStory.story,
        ColorPickerRowStory.story,
        ConfirmationDialogButtonStory.story,
    ]

    /// Types `keys` (digits, `.` `,`, `<` backspace; + − × ÷ and = where `allowsExpressions`) into
    /// a new amount in `currency` for `locale`, each key as a person's action, with an optional
    /// maximum.
    static func typed(_ keys: String, currency: Currency, locale: Locale, maximumValue: Decimal? = nil, allowsNegative: Bool = false,
                      allowsExpressions: Bool = false) -> AmountEntry {
        var entry = AmountEntry(input: AmountInput(currency: currency, locale: locale, maximumValue: maximumValue, allowsNegative: allowsNegative,
                                                   allowsExpressions: allowsExpressions))
        for key in TypingSession.keys(keys) { entry.perform(.key(key)) }
        return entry
    }

    /// The decimal separator of `locale` as a key.
    static func separator(_ locale: Locale) -> String {
        AmountFormatter.cached(locale: locale, currency: .usd, style: .decimal).symbols.decimalSeparator
    }

    /// 10 CHF in EUR at the ECB's reference rate of 12 September 2018 (1 EUR = 1.1277 CHF), as the
    /// catalog's bundled rates file gives it.
    static func converted(_ input: AmountInput, into target: Currency) -> ConversionState {
        let key = ConversionKey(amount: input.value, currency: input.currency.code, target: target.code)
        let amount = (input.value / Decimal(string: "1.1277", locale: Locale(identifier: "en_US_POSIX"))!)
        return .converted(key, Conversion(amount: amount, ratesDate: RatesDate(year: 2018, month: 9, day: 12)))
    }
}

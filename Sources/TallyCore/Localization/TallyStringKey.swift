import Foundation

/// A key of Tally's String Catalog (`Resources/Localizable.xcstrings`).
///
/// Code names keys through these constants, never as loose strings, so `tally l10n check` can
/// prove the two agree: every key declared here is in the catalog in every language, and every
/// key in the catalog is declared here.
public struct TallyStringKey: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The key as the catalog writes it, for example `date.yesterday`.
    public let rawValue: String

    /// A key from its catalog spelling.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key as the catalog writes it.
    public var description: String { rawValue }
}

extension TallyStringKey {
    /// VoiceOver hint of the amount input.
    public static let amountAccessibilityHint = TallyStringKey("amount.accessibilityHint")
    /// VoiceOver label of the amount input.
    public static let amountAccessibilityLabel = TallyStringKey("amount.accessibilityLabel")
    /// VoiceOver label of the button that starts editing the amount.
    public static let amountEditAccessibilityLabel = TallyStringKey("amount.edit.accessibilityLabel")
    /// A currency change refused: the typed amount has more decimals than the new currency.
    /// %1$@ is the currency code, %2$lld the decimal places it allows (plural).
    public static let amountErrorCurrencyDecimals = TallyStringKey("amount.error.currencyDecimals")
    /// Text for an amount in compact notation ("1.2K"). %@ is the text.
    public static let amountErrorCompact = TallyStringKey("amount.error.compact")
    /// Text for an amount written with an exponent ("1e5"). %@ is the text.
    public static let amountErrorExponent = TallyStringKey("amount.error.exponent")
    /// Text for an amount holding an invisible character. %@ is its code point ("U+202E").
    public static let amountErrorInvisibleCharacter = TallyStringKey("amount.error.invisibleCharacter")
    /// Text for an amount mixing digits of two scripts. %@ is the text.
    public static let amountErrorMixedDigits = TallyStringKey("amount.error.mixedDigits")
    /// An amount set by the app that is below zero.
    public static let amountErrorNegative = TallyStringKey("amount.error.negative")
    /// A typed character that is neither a digit nor a decimal separator. %@ is the character.
    public static let amountErrorNotAKey = TallyStringKey("amount.error.notAKey")
    /// Pasted text that is not an amount. %@ is the text.
    public static let amountErrorNotANumber = TallyStringKey("amount.error.notANumber")
    /// Text for an amount naming another currency. %1$@ is the sign, code or name as written,
    /// %2$@ the amount's own currency code.
    public static let amountErrorOtherCurrency = TallyStringKey("amount.error.otherCurrency")
    /// Paste refused. %@ is the reason.
    public static let amountErrorPasteRejected = TallyStringKey("amount.error.pasteRejected")
    /// Text for an amount with a sign; amounts are unsigned. %@ is the sign as written.
    public static let amountErrorSign = TallyStringKey("amount.error.sign")
    /// Typed or pasted amount above the limit.
    public static let amountErrorTooLarge = TallyStringKey("amount.error.tooLarge")
    /// Pasted amount with more decimals than the currency has. %lld is the number it allows.
    public static let amountErrorTooManyDecimals = TallyStringKey("amount.error.tooManyDecimals")
    /// Copies the amount.
    public static let buttonCopy = TallyStringKey("button.copy")
    /// Pastes an amount.
    public static let buttonPaste = TallyStringKey("button.paste")
    /// Category colour name.
    public static let colorNameAmber = TallyStringKey("color.name.amber")
    /// Category colour name.
    public static let colorNameBlue = TallyStringKey("color.name.blue")
    /// Category colour name.
    public static let colorNameBrown = TallyStringKey("color.name.brown")
    /// Category colour name.
    public static let colorNameCyan = TallyStringKey("color.name.cyan")
    /// Category colour name.
    public static let colorNameGray = TallyStringKey("color.name.gray")
    /// Category colour name.
    public static let colorNameGreen = TallyStringKey("color.name.green")
    /// Category colour name.
    public static let colorNameIndigo = TallyStringKey("color.name.indigo")
    /// Category colour name.
    public static let colorNameOrange = TallyStringKey("color.name.orange")
    /// Category colour name.
    public static let colorNamePink = TallyStringKey("color.name.pink")
    /// Category colour name.
    public static let colorNamePurple = TallyStringKey("color.name.purple")
    /// Category colour name.
    public static let colorNameRed = TallyStringKey("color.name.red")
    /// Category colour name.
    public static let colorNameTeal = TallyStringKey("color.name.teal")
    /// Colour picker: a colour typed as a hex code.
    public static let colorPickerCustom = TallyStringKey("colorPicker.custom")
    /// Typed colour that is not a hex code. %@ is the text.
    public static let colorPickerErrorInvalidHex = TallyStringKey("colorPicker.error.invalidHex")
    /// Placeholder of the hex code field.
    public static let colorPickerHexPlaceholder = TallyStringKey("colorPicker.hexPlaceholder")
    /// VoiceOver label of a colour swatch. %@ is the colour's hex code.
    public static let colorPickerSwatchAccessibilityLabel = TallyStringKey("colorPicker.swatch.accessibilityLabel")
    /// Button that closes a sheet without saving.
    public static let commonCancel = TallyStringKey("common.cancel")
    /// Button that empties a search or text field.
    public static let commonClear = TallyStringKey("common.clear")
    /// Row title of the colour picker.
    public static let commonColor = TallyStringKey("common.color")
    /// Default title of a confirmation button.
    public static let commonConfirm = TallyStringKey("common.confirm")
    /// Destructive confirmation button.
    public static let commonDelete = TallyStringKey("common.delete")
    /// Button that closes a finished sheet.
    public static let commonDone = TallyStringKey("common.done")
    /// Row title of the frequency picker.
    public static let commonFrequency = TallyStringKey("common.frequency")
    /// Row title of the icon picker.
    public static let commonIcon = TallyStringKey("common.icon")
    /// Row or tab title for a brand logo.
    public static let commonLogo = TallyStringKey("common.logo")
    /// Shown when nothing is selected.
    public static let commonNone = TallyStringKey("common.none")
    /// Button that saves a form.
    public static let commonSave = TallyStringKey("common.save")
    /// Placeholder of a search field.
    public static let commonSearch = TallyStringKey("common.search")
    /// Button that confirms a choice in a sheet.
    public static let commonSelect = TallyStringKey("common.select")
    /// Row title of the start date picker.
    public static let commonStartDate = TallyStringKey("common.startDate")
    /// VoiceOver reading of the converted amount. %@ is the formatted amount.
    public static let currencyConversionAccessibilityLabel = TallyStringKey("currency.conversion.accessibilityLabel")
    /// The converted amount under the input. %@ is the formatted amount, e.g. 11.70 EUR.
    public static let currencyConversionApproximate = TallyStringKey("currency.conversion.approximate")
    /// Date of the exchange rates used. %@ is the date.
    public static let currencyConversionRatesDate = TallyStringKey("currency.conversion.ratesDate")
    /// Shown instead of a converted amount when no rate is available.
    public static let currencyErrorRateUnavailable = TallyStringKey("currency.error.rateUnavailable")
    /// Title of the calendar sheet.
    public static let dateChoose = TallyStringKey("date.choose")
    /// Shown under a date picker when the chosen date was moved into the allowed range. %@ is the date.
    public static let dateClamped = TallyStringKey("date.clamped")
    /// Quick date button that opens the calendar.
    public static let dateSelectDate = TallyStringKey("date.selectDate")
    /// Quick date button: today.
    public static let dateToday = TallyStringKey("date.today")
    /// Quick date button: the day before today.
    public static let dateYesterday = TallyStringKey("date.yesterday")
    /// VoiceOver hint of a date row that opens a calendar.
    public static let datePickerAccessibilityHint = TallyStringKey("datePicker.accessibilityHint")
    /// VoiceOver reading of a day header in a list of transactions. %1$@ is the day (Today, Yesterday or a date), %2$@ the day's total.
    public static let dateSectionAccessibilityLabel = TallyStringKey("dateSection.accessibilityLabel")
    /// VoiceOver value of an expandable card that is closed.
    public static let expandableCardStateCollapsed = TallyStringKey("expandableCard.state.collapsed")
    /// VoiceOver value of an expandable card that is open.
    public static let expandableCardStateExpanded = TallyStringKey("expandableCard.state.expanded")
    /// Recurring frequency.
    public static let frequencyDaily = TallyStringKey("frequency.daily")
    /// Recurring frequency.
    public static let frequencyMonthly = TallyStringKey("frequency.monthly")
    /// Under a recurring toggle: when the next occurrence falls. %@ is the date.
    public static let frequencyNextOccurrence = TallyStringKey("frequency.nextOccurrence")
    /// Recurring frequency.
    public static let frequencyWeekly = TallyStringKey("frequency.weekly")
    /// Recurring frequency.
    public static let frequencyYearly = TallyStringKey("frequency.yearly")
    /// VoiceOver hint of the frequency picker.
    public static let frequencyPickerAccessibilityHint = TallyStringKey("frequencyPicker.accessibilityHint")
    /// Icon picker section: bills and utilities icons.
    public static let iconPickerCategoryBills = TallyStringKey("iconPicker.category.bills")
    /// Icon picker section: education icons.
    public static let iconPickerCategoryEducation = TallyStringKey("iconPicker.category.education")
    /// Icon picker section: entertainment icons.
    public static let iconPickerCategoryEntertainment = TallyStringKey("iconPicker.category.entertainment")
    /// Icon picker section: money and banking icons.
    public static let iconPickerCategoryFinance = TallyStringKey("iconPicker.category.finance")
    /// Icon picker section: food and drink icons.
    public static let iconPickerCategoryFood = TallyStringKey("iconPicker.category.food")
    /// Icon picker section: health icons.
    public static let iconPickerCategoryHealth = TallyStringKey("iconPicker.category.health")
    /// Icon picker section: home icons.
    public static let iconPickerCategoryHome = TallyStringKey("iconPicker.category.home")
    /// Icon picker section: everything else.
    public static let iconPickerCategoryOther = TallyStringKey("iconPicker.category.other")
    /// Icon picker section: shopping icons.
    public static let iconPickerCategoryShopping = TallyStringKey("iconPicker.category.shopping")
    /// Icon picker section: transport icons.
    public static let iconPickerCategoryTransport = TallyStringKey("iconPicker.category.transport")
    /// Icon picker section: travel icons.
    public static let iconPickerCategoryTravel = TallyStringKey("iconPicker.category.travel")
    /// Icon picker section: work and income icons.
    public static let iconPickerCategoryWork = TallyStringKey("iconPicker.category.work")
    /// Logo search for text that is not a web domain. %@ is the text.
    public static let iconPickerErrorInvalidDomain = TallyStringKey("iconPicker.error.invalidDomain")
    /// Search field of the logo tab.
    public static let iconPickerLogoSearchPlaceholder = TallyStringKey("iconPicker.logoSearchPlaceholder")
    /// Shown in the icon row when no icon is chosen.
    public static let iconPickerNoIcon = TallyStringKey("iconPicker.noIcon")
    /// Shown when a search finds nothing.
    public static let iconPickerNoResults = TallyStringKey("iconPicker.noResults")
    /// Logo tab when the app supplied no logo service token.
    public static let iconPickerOnlineSearchOff = TallyStringKey("iconPicker.onlineSearchOff")
    /// VoiceOver hint of the icon row.
    public static let iconPickerRowAccessibilityHint = TallyStringKey("iconPicker.row.accessibilityHint")
    /// Search field of the icon picker.
    public static let iconPickerSearchPlaceholder = TallyStringKey("iconPicker.searchPlaceholder")
    /// Logo tab section: bank logos.
    public static let iconPickerSectionBanks = TallyStringKey("iconPicker.section.banks")
    /// Logo tab section: brand and service logos.
    public static let iconPickerSectionServices = TallyStringKey("iconPicker.section.services")
    /// Tab of SF Symbol icons.
    public static let iconPickerTabIcons = TallyStringKey("iconPicker.tab.icons")
    /// Tab of bank and brand logos.
    public static let iconPickerTabLogos = TallyStringKey("iconPicker.tab.logos")
    /// VoiceOver label of the keypad's decimal separator key when the locale writes a comma.
    public static let keypadDecimalComma = TallyStringKey("keypad.decimalComma")
    /// VoiceOver label of the keypad's decimal separator key when the locale writes a point.
    public static let keypadDecimalPoint = TallyStringKey("keypad.decimalPoint")
    /// VoiceOver label of the keypad's decimal separator key for any other separator (Arabic ٫).
    public static let keypadDecimalSeparator = TallyStringKey("keypad.decimalSeparator")
    /// VoiceOver label of the keypad key that deletes the last typed character.
    public static let keypadDelete = TallyStringKey("keypad.delete")
    /// VoiceOver hint of the keypad's delete key: holding it keeps deleting.
    public static let keypadDeleteHint = TallyStringKey("keypad.delete.hint")
    /// VoiceOver label of a progress bar; its value is the percentage.
    public static let progressAccessibilityLabel = TallyStringKey("progress.accessibilityLabel")
    /// VoiceOver label of a quick amount chip. %@ is the formatted amount, e.g. 10 CHF.
    public static let quickAmountsAccessibilityLabel = TallyStringKey("quickAmounts.accessibilityLabel")
    /// VoiceOver hint of a quick amount chip the amount cannot take. %@ is the reason.
    public static let quickAmountsUnavailableHint = TallyStringKey("quickAmounts.unavailableHint")
    /// Header above the preset amount chips ("Montants rapides" in French).
    public static let quickAmountsHeader = TallyStringKey("quickAmounts.header")
    /// VoiceOver hint of a reminder toggle.
    public static let reminderAccessibilityHint = TallyStringKey("reminder.accessibilityHint")
    /// A reminder offset, %lld days before the due date.
    public static let reminderDaysBefore = TallyStringKey("reminder.daysBefore")
    /// Section header of general settings.
    public static let settingsGeneral = TallyStringKey("settings.general")
    /// Section header of a subscription's name, icon, frequency and start date.
    public static let subscriptionBasicInfo = TallyStringKey("subscription.basicInfo")
    /// Placeholder of the subscription name field.
    public static let subscriptionNamePlaceholder = TallyStringKey("subscription.namePlaceholder")
    /// Section header of the reminder picker.
    public static let subscriptionReminders = TallyStringKey("subscription.reminders")
    /// VoiceOver value of an empty text field.
    public static let textFieldEmpty = TallyStringKey("textField.empty")
    /// Button that hides a password.
    public static let textFieldSecureHide = TallyStringKey("textField.secure.hide")
    /// Button that reveals a password.
    public static let textFieldSecureShow = TallyStringKey("textField.secure.show")
    /// VoiceOver value of a password field: how many characters it holds, never the characters.
    public static let textFieldSecureValue = TallyStringKey("textField.secure.value")
    /// VoiceOver reading of a field in error. %@ is the error message.
    public static let textFieldStateError = TallyStringKey("textField.state.error")
    /// VoiceOver reading of a required field.
    public static let textFieldStateRequired = TallyStringKey("textField.state.required")
    /// VoiceOver reading of a validated field.
    public static let textFieldStateSuccess = TallyStringKey("textField.state.success")
    /// Title of the sheet that adds a transaction.
    public static let transactionAdd = TallyStringKey("transaction.add")
    /// Label of the amount field.
    public static let transactionAmount = TallyStringKey("transaction.amount")
    /// Label of the transaction date.
    public static let transactionDate = TallyStringKey("transaction.date")
    /// Label of the description field.
    public static let transactionDescription = TallyStringKey("transaction.description")
    /// Title of the frequency picker in a transaction form.
    public static let transactionFrequency = TallyStringKey("transaction.frequency")
    /// Toggle that makes a transaction repeat.
    public static let transactionRecurring = TallyStringKey("transaction.recurring")
    /// Label of the expense/income picker.
    public static let transactionType = TallyStringKey("transaction.type")
    /// Transaction type: money going out.
    public static let transactionTypeExpense = TallyStringKey("transaction.type.expense")
    /// Transaction type: money coming in.
    public static let transactionTypeIncome = TallyStringKey("transaction.type.income")
}

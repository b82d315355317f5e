import Foundation

extension ComponentStory {
    /// Every component of the kit with its named states, amount components first.
    @_spi(Tally) public static let all: [ComponentStory] = amount + forms

    /// Types `keys` (digits, `.` `,`, `<` backspace) into a new amount in `currency` for `locale`,
    /// each key as a person's action, with an optional maximum.
    static func typed(_ keys: String, currency: Currency, locale: Locale, maximumValue: Decimal? = nil) -> AmountEntry {
        var entry = AmountEntry(input: AmountInput(currency: currency, locale: locale, maximumValue: maximumValue))
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

    static let amount: [ComponentStory] = [
        ComponentStory(
            id: "amount-input", name: "AmountInputView", group: .amount,
            summary: "The hero amount: a tap brings up the decimal pad (or a hardware keyboard types), the digits roll, the figure shrinks to fit, a refusal shows in red and the live conversion under it; the cursor blinks while it has focus.",
            usage: """
            AmountInputView(money: $expense.price, conversionTarget: .eur, converter: rates)
                .task { rates = try? await ECBRatesLoader().converter() }
            """,
            states: [
                StoryState("empty", "Empty") { context in
                    .amountInput(AmountInputViewState(currency: .chf, locale: context.locale))
                },
                StoryState("typing", "Typing") { context in
                    .amountInput(AmountInputViewState(entry: typed("1234" + separator(context.locale) + "5", currency: .chf, locale: context.locale), isFocused: true))
                },
                StoryState("large", "Large amount, shrunk to fit") { context in
                    .amountInput(AmountInputViewState(entry: typed("987654321012" + separator(context.locale) + "34", currency: .rub, locale: context.locale), isFocused: true))
                },
                StoryState("error", "Refused key") { context in
                    .amountInput(AmountInputViewState(entry: typed("12" + separator(context.locale) + "345", currency: .chf, locale: context.locale), isFocused: true))
                },
                StoryState("currency-refused", "Currency change refused") { context in
                    var entry = typed("12" + separator(context.locale) + "5", currency: .chf, locale: context.locale)
                    entry.perform(.changeCurrency(.jpy))
                    return .amountInput(AmountInputViewState(entry: entry, isFocused: true))
                },
                StoryState("converted", "Converted") { context in
                    let entry = typed("10", currency: .chf, locale: context.locale)
                    return .amountInput(AmountInputViewState(entry: entry, conversionTarget: .eur, conversion: converted(entry.input, into: .eur)))
                },
                StoryState("rate-unavailable", "Rate unavailable") { context in
                    let entry = typed("10", currency: .chf, locale: context.locale)
                    let key = ConversionKey(amount: entry.input.value, currency: "CHF", target: "EUR")
                    return .amountInput(AmountInputViewState(entry: entry, conversionTarget: .eur, conversion: .unavailable(key)))
                },
                StoryState("yen", "Yen, no fraction") { context in
                    .amountInput(AmountInputViewState(entry: typed("125000", currency: .jpy, locale: context.locale), isFocused: true))
                },
            ]
        ),
        ComponentStory(
            id: "animated-amount", name: "AnimatedAmountInput", group: .amount,
            summary: "A compact amount that is a button: a tap starts editing, and the blinking cursor shows while it does.",
            usage: "AnimatedAmountInput(state: AnimatedAmountInputState(input: amount, isEditing: isEditing)) { isEditing.toggle() }",
            states: [
                StoryState("idle", "Idle") { context in
                    .animatedAmount(AnimatedAmountInputState(input: typed("2450", currency: .eur, locale: context.locale).input))
                },
                StoryState("editing", "Editing") { context in
                    .animatedAmount(AnimatedAmountInputState(input: typed("2450" + separator(context.locale) + "5", currency: .eur, locale: context.locale).input,
                                                             isEditing: true))
                },
            ]
        ),
        ComponentStory(
            id: "currency-field", name: "CurrencyField", group: .amount,
            summary: "The amount as a text field: the decimal pad, the amount grouped as the locale writes it while typing, with the caret where the person typed, a border that shows focus, and a refusal that keeps the last accepted text.",
            usage: "CurrencyField(state: $amountField, externalFocus: $isAmountFocused)",
            states: [
                StoryState("empty", "Empty") { context in
                    .currencyField(CurrencyFieldState(currency: .eur, locale: context.locale))
                },
                StoryState("focused", "Focused, typing") { context in
                    var field = CurrencyFieldState(currency: .eur, locale: context.locale, isFocused: true)
                    field.edit("1234" + separator(context.locale) + "5")
                    return .currencyField(field)
                },
                StoryState("filled", "Filled") { context in
                    .currencyField(CurrencyFieldState(entry: typed("1234" + separator(context.locale) + "5", currency: .eur, locale: context.locale)))
                },
                StoryState("refused", "Refused paste") { context in
                    var field = CurrencyFieldState(currency: .eur, locale: context.locale, isFocused: true)
                    field.edit("42")
                    field.edit("42 apples")
                    return .currencyField(field)
                },
            ]
        ),
        ComponentStory(
            id: "quick-amounts", name: "QuickAmountBar", group: .amount,
            summary: "Preset chips right under the amount: a tap replaces the amount, the chip equal to it is selected, and a chip the amount cannot take is unavailable with the reason.",
            usage: "QuickAmountBar(state: $quickAmounts) { focusDescription = true }",
            states: [
                StoryState("none-selected", "Nothing selected") { context in
                    .quickAmountBar(QuickAmountBarState(entry: typed("12", currency: .chf, locale: context.locale)))
                },
                StoryState("selected", "Preset selected") { context in
                    .quickAmountBar(QuickAmountBarState(entry: typed("20", currency: .chf, locale: context.locale)))
                },
                StoryState("roubles", "Roubles") { context in
                    .quickAmountBar(QuickAmountBarState(quickAmounts: QuickAmounts([100, 500, 1000, 5000]), entry: typed("500", currency: .rub, locale: context.locale)))
                },
                StoryState("unavailable", "Above the maximum, and a fraction yen cannot hold") { context in
                    .quickAmountBar(QuickAmountBarState(quickAmounts: QuickAmounts([500, Decimal(string: "9.99", locale: Locale(identifier: "en_US_POSIX"))!, 1000, 5000]),
                                                        entry: typed("500", currency: .jpy, locale: context.locale, maximumValue: 2000)))
                },
            ]
        ),
        ComponentStory(
            id: "amount-keypad", name: "AmountKeypad", group: .amount,
            summary: "An on-screen keypad for apps without the system keyboard: the amount's digits and decimal separator, no separator key for a currency without minor units, and a backspace that repeats while held.",
            usage: """
            @State private var amount = AmountInputViewState(currency: .chf, locale: locale)
            AmountInputView(state: $amount)
            AmountKeypad(entry: $amount.entry)
            """,
            states: [
                StoryState("decimal-point", "Swiss francs in en_US, decimal point") { _ in
                    .amountKeypad(AmountKeypadState(entry: typed("12.5", currency: .chf, locale: Locale(identifier: "en_US"))))
                },
                StoryState("yen", "Yen, no separator key") { context in
                    .amountKeypad(AmountKeypadState(entry: typed("500", currency: .jpy, locale: context.locale)))
                },
                StoryState("decimal-comma", "Euros in de_DE, decimal comma") { _ in
                    .amountKeypad(AmountKeypadState(entry: typed("12,5", currency: .eur, locale: Locale(identifier: "de_DE"))))
                },
            ]
        ),
        ComponentStory(
            id: "add-transaction", name: "AddTransactionSheet", group: .amount,
            summary: "A sample form in its order: amount (focused when the sheet appears), quick amounts, description, type, date.",
            usage: "AddTransactionSheet(currency: .chf, locale: locale, today: .now, onSave: save, onCancel: dismiss)",
            states: [
                StoryState("new", "New expense") { context in
                    .addTransaction(AddTransactionSheetState(currency: .chf, locale: context.locale, today: context.now, calendar: context.calendar))
                },
                StoryState("filled", "Filled") { context in
                    var sheet = AddTransactionSheetState(currency: .chf, locale: context.locale, today: context.now, calendar: context.calendar)
                    sheet.tapQuickAmount(20)
                    sheet.description = context.string(.iconPickerCategoryFood)
                    return .addTransaction(sheet)
                },
            ]
        ),
        ComponentStory(
            id: "title-input", name: "AnimatedTitleInput", group: .amount,
            summary: "The description field whose newly typed characters wobble once; characters already there keep still.",
            usage: "AnimatedTitleInput(state: AnimatedTitleInputState(text: title, label: placeholder, showsCursor: isEditing))",
            states: [
                StoryState("empty", "Empty") { context in
                    .titleInput(AnimatedTitleInputState(label: context.string(.transactionDescription), showsCursor: true))
                },
                StoryState("typing", "Typing") { context in
                    var title = AnimatedTitleInputState(text: "Coffe", label: context.string(.transactionDescription), showsCursor: true)
                    title.update(to: "Coffee")
                    return .titleInput(title)
                },
            ]
        ),
    ]

    static let forms: [ComponentStory] = [
        ComponentStory(
            id: "section-header", name: "SectionHeaderView", group: .forms,
            summary: "The one section header: default for settings and forms, emphasized for day headers, compact for picker categories.",
            usage: "SectionHeaderView(.subscriptionReminders)\nSectionHeaderView(state: SectionHeaderViewState(title: title, style: .compact))",
            states: SectionHeaderStyle.allCases.map { style in
                StoryState(style.rawValue, style.rawValue.capitalized) { context in
                    .sectionHeader(SectionHeaderViewState(title: context.string(.subscriptionBasicInfo), style: style))
                }
            }
        ),
        ComponentStory(
            id: "day-header", name: "DateSectionHeaderView", group: .forms,
            summary: "A day in a list of transactions: Today, Yesterday or the date, with the day's non-zero totals, one per currency, on a glass card.",
            usage: "ForEach(days.sections(entries, locale: locale, date: \\.date, amount: \\.money)) { section in\n    DateSectionHeaderView(section: section)\n}",
            states: [
                StoryState("today", "Today with a total") { context in
                    .dateSectionHeader(DateSectionHeaderViewState(title: context.days.title(for: context.now, locale: context.locale),
                                                                  total: Decimal(string: "-1250.5", locale: Locale(identifier: "en_US_POSIX"))!,
                                                                  currency: .chf, locale: context.locale))
                },
                StoryState("yesterday", "Yesterday, no total") { context in
                    .dateSectionHeader(DateSectionHeaderViewState(title: context.days.title(for: context.days.yesterdayAtCurrentTime, locale: context.locale),
                                                                  total: 0, currency: .chf, locale: context.locale))
                },
                StoryState("earlier", "An earlier day") { context in
                    let date = context.calendar.date(byAdding: .day, value: -5, to: context.now) ?? context.now
                    return .dateSectionHeader(DateSectionHeaderViewState(title: context.days.title(for: date, locale: context.locale), total: 89,
                                                                         currency: .chf, locale: context.locale))
                },
                StoryState("two-currencies", "Two currencies in one day") { context in
                    // Francs and euros spent today: two totals, each in its own currency, never one sum.
                    let posix = Locale(identifier: "en_US_POSIX")
                    let entries: [(date: Date, money: Money)] = [
                        (context.now, Money(amount: Decimal(string: "12.5", locale: posix) ?? 0, currency: .chf)),
                        (context.now.addingTimeInterval(-3_600), Money(amount: 8, currency: .eur)),
                        (context.now.addingTimeInterval(-7_200), Money(amount: Decimal(string: "4.2", locale: posix) ?? 0, currency: .chf)),
                    ]
                    let today = context.days.sections(entries, locale: context.locale, date: { $0.date }, amount: { $0.money })[0]
                    return .dateSectionHeader(DateSectionHeaderViewState(section: today, locale: context.locale))
                },
            ]
        ),
        ComponentStory(
            id: "form-section", name: "FormSection", group: .forms,
            summary: "A header, rows with dividers put in by the section itself, and a footer; as a card, a list or plain.",
            usage: "FormSection(header: TallyStringKey.subscriptionBasicInfo.text(locale: locale)) {\n    FormTextField(text: $name, placeholder: placeholder)\n    IconPickerRow(selectedSource: $icon)\n}",
            states: FormSectionStyle.allCases.map { style in
                StoryState(style.rawValue, style.rawValue.capitalized) { context in
                    .formSection(FormSectionState(header: context.string(.subscriptionBasicInfo), footer: context.string(.frequencyPickerAccessibilityHint),
                                                  style: style),
                                 rows: [context.string(.subscriptionNamePlaceholder), context.string(.commonIcon), context.string(.commonFrequency)])
                }
            }
        ),
        ComponentStory(
            id: "form-text-field", name: "FormTextField", group: .forms,
            summary: "The general form field: one look, three layouts, an error that replaces the help text, focus shown by the border.",
            usage: "FormTextField(text: $name, placeholder: placeholder, errorMessage: error, helpText: help)\nFormTextField(state: $nameField)",
            states: [
                StoryState("empty", "Empty with help") { context in
                    .formTextField(FormTextFieldState(text: "", placeholder: context.string(.subscriptionNamePlaceholder), helpText: context.string(.transactionDescription)))
                },
                StoryState("focused", "Focused") { context in
                    .formTextField(FormTextFieldState(text: "Netflix", placeholder: context.string(.subscriptionNamePlaceholder), isFocused: true))
                },
                StoryState("error", "Error") { context in
                    .formTextField(FormTextFieldState(text: "Netflix", placeholder: context.string(.subscriptionNamePlaceholder),
                                                      errorMessage: context.string(.amountErrorTooLarge), helpText: context.string(.transactionDescription)))
                },
                StoryState("multiline", "Multiline") { context in
                    .formTextField(FormTextFieldState(text: "Shared with the family; renews on the 3rd of every month.",
                                                      placeholder: context.string(.transactionDescription), style: .multiline(min: 2, max: 4)))
                },
                StoryState("compact", "Compact") { context in
                    .formTextField(FormTextFieldState(text: "", placeholder: context.string(.transactionAmount), style: .compact))
                },
                StoryState("long-text", "Long text and a long error") { context in
                    let long = [TallyStringKey.frequencyPickerAccessibilityHint, .reminderAccessibilityHint, .iconPickerRowAccessibilityHint]
                        .map { context.string($0) }.joined(separator: ". ")
                    return .formTextField(FormTextFieldState(text: long, placeholder: context.string(.transactionDescription), style: .multiline(min: 2, max: 6),
                                                             errorMessage: context.string(.colorPickerErrorInvalidHex, arguments: [.string(long)])))
                },
            ]
        ),
        ComponentStory(
            id: "text-input-field", name: "TextInputField", group: .forms,
            summary: "The float-label field: the label inside when empty, floated when focused or filled; colours for each state.",
            usage: "TextInputField(label: label, text: $email, kind: .email, validation: .error(message))\nTextInputField(state: $emailField)",
            states: [
                StoryState("empty", "Empty") { context in
                    .textInputField(TextInputFieldState(label: context.string(.subscriptionNamePlaceholder), text: ""))
                },
                StoryState("focused", "Focused") { context in
                    .textInputField(TextInputFieldState(label: context.string(.subscriptionNamePlaceholder), text: "", isFocused: true))
                },
                StoryState("filled", "Filled") { context in
                    .textInputField(TextInputFieldState(label: context.string(.subscriptionNamePlaceholder), text: "Netflix"))
                },
                StoryState("error", "Error") { context in
                    .textInputField(TextInputFieldState(label: context.string(.transactionAmount), text: "12 apples",
                                                        validation: .error(context.string(.amountErrorNotANumber, arguments: [.string("12 apples")]))))
                },
                StoryState("success", "Success") { _ in
                    .textInputField(TextInputFieldState(label: "Email", text: "anna@example.com", validation: .success, kind: .email))
                },
                StoryState("password", "Password") { _ in
                    .textInputField(TextInputFieldState(label: "Password", text: "correct horse", isFocused: true, kind: .password))
                },
                StoryState("password-shown", "Password shown") { context in
                    .textInputField(TextInputFieldState(label: "Password", text: "correct horse", isFocused: true,
                                                        helperText: context.string(.transactionDescription), kind: .password, isRevealed: true))
                },
            ]
        ),
        ComponentStory(
            id: "date-picker-row", name: "DatePickerRow", group: .forms,
            summary: "One date row for every form: inline, compact (opens a calendar sheet) or quick buttons; a date outside the bounds is moved in, visibly.",
            usage: "DatePickerRow(title: title, selection: $start, in: today..., style: .compact)",
            states: [
                StoryState("compact", "Compact") { context in
                    .datePickerRow(DatePickerRowState(title: context.string(.commonStartDate), date: context.now, style: .compact, calendar: context.calendar))
                },
                StoryState("clamped", "Clamped into range") { context in
                    let lower = context.calendar.date(byAdding: .day, value: 10, to: context.now) ?? context.now
                    return .datePickerRow(DatePickerRowState(title: context.string(.commonStartDate), date: context.now, bounds: DateBounds(lower...),
                                                             style: .compact, calendar: context.calendar))
                },
                StoryState("inline", "Inline") { context in
                    .datePickerRow(DatePickerRowState(title: context.string(.transactionDate), date: context.now, style: .inline, calendar: context.calendar))
                },
                StoryState("date-and-time", "Date and time") { context in
                    .datePickerRow(DatePickerRowState(title: context.string(.transactionDate), date: context.now, parts: .dateAndTime, style: .compact,
                                                      calendar: context.calendar))
                },
            ]
        ),
        ComponentStory(
            id: "date-picker-sheet", name: "DatePickerSheet", group: .forms,
            summary: "The calendar sheet of the date row and the quick buttons: it edits a draft, so Cancel changes nothing.",
            usage: "DatePickerSheet(title: title, selection: $date, bounds: DateBounds(today...))",
            states: [StoryState("open", "Open") { context in dateSheet(context) }]
        ),
        ComponentStory(
            id: "date-buttons", name: "DateButtonsView", group: .forms,
            summary: "Yesterday, Today and a calendar, from an injected calendar, time zone and now; right across midnight and DST.",
            usage: "Form { … }\n    .dateButtonsSafeArea(selectedDate: $date) { save($0) }",
            states: [
                StoryState("today", "Today") { context in dateButtons(context.now, context, isDisabled: false) },
                StoryState("yesterday", "Yesterday") { context in dateButtons(context.days.yesterdayAtCurrentTime, context, isDisabled: false) },
                StoryState("other", "Another day") { context in
                    dateButtons(context.calendar.date(byAdding: .day, value: -12, to: context.now) ?? context.now, context, isDisabled: false)
                },
                StoryState("disabled", "Disabled") { context in dateButtons(context.now, context, isDisabled: true) },
            ]
        ),
        ComponentStory(
            id: "reminder-picker", name: "ReminderPickerView", group: .forms,
            summary: "Multi-select reminders before a due date, with plural labels in every language.",
            usage: "ReminderPickerView(selectedOffsets: $reminders)",
            states: [
                StoryState("none", "None selected") { _ in .reminderPicker(ReminderPickerViewState(selectedOffsets: [])) },
                StoryState("some", "Some selected") { _ in .reminderPicker(ReminderPickerViewState(selectedOffsets: [1, 7])) },
                StoryState("long", "Long offsets") { _ in
                    .reminderPicker(ReminderPickerViewState(availableOffsets: [2, 5, 21, 45], selectedOffsets: [21]))
                },
            ]
        ),
        ComponentStory(
            id: "frequency-picker", name: "FrequencyPickerView", group: .forms,
            summary: "How often something repeats, as segments, a menu or a list; built on the generic SegmentedPickerView.",
            usage: "FrequencyPickerView(selection: $frequency, style: .list)",
            states: FrequencyPickerStyle.allCases.map { style in
                StoryState(style.rawValue, style.rawValue.capitalized) { context in
                    .frequencyPicker(FrequencyPickerViewState(selection: .monthly, title: context.string(.transactionFrequency), style: style))
                }
            }
        ),
        ComponentStory(
            id: "segmented-picker", name: "SegmentedPickerView", group: .forms,
            summary: "The generic segmented picker over any Hashable value, with a list at large text sizes.",
            usage: "SegmentedPickerView(title: title, selection: $kind, options: [(label: expense, value: .expense), (label: income, value: .income)])",
            states: [
                StoryState("two", "Two options") { context in
                    .segmentedPicker(SegmentedPickerViewState(title: context.string(.transactionType), options: transactionTypes(context), selection: "expense"))
                },
                StoryState("long", "Long labels") { context in
                    let options = [TallyStringKey.iconPickerCategoryEntertainment, .iconPickerCategoryEducation, .iconPickerCategoryWork].map {
                        PickerOption(label: context.string($0), value: $0.rawValue)
                    }
                    return .segmentedPicker(SegmentedPickerViewState(title: context.string(.commonIcon), options: options,
                                                                     selection: TallyStringKey.iconPickerCategoryWork.rawValue))
                },
            ]
        ),
        ComponentStory(
            id: "recurring-toggle", name: "RecurringToggleView", group: .forms,
            summary: "A toggle that reveals the frequency picker and when the next occurrence falls.",
            usage: "RecurringToggleView(isRecurring: $isRecurring, frequency: $frequency, anchorDate: startDate)",
            states: [
                StoryState("off", "Off") { context in
                    .recurringToggle(RecurringToggleViewState(isRecurring: false, frequency: .monthly, now: context.now, calendar: context.calendar))
                },
                StoryState("on", "On, monthly on the 31st") { context in
                    let anchor = context.calendar.date(from: DateComponents(year: 2026, month: 10, day: 31, hour: 9)) ?? context.now
                    return .recurringToggle(RecurringToggleViewState(isRecurring: true, frequency: .monthly, anchorDate: anchor, now: context.now,
                                                                     calendar: context.calendar))
                },
            ]
        ),
        ComponentStory(
            id: "icon-picker-row", name: "IconPickerRow", group: .forms,
            summary: "The row that opens the icon picker: title, the current icon or a placeholder, chevron.",
            usage: "IconPickerRow(selectedSource: $icon)",
            states: [
                StoryState("none", "No icon") { context in .iconPickerRow(IconPickerRowState(selection: nil, title: context.string(.commonIcon))) },
                StoryState("symbol", "SF Symbol") { context in
                    .iconPickerRow(IconPickerRowState(selection: .sfSymbol("cart.fill"), title: context.string(.commonIcon)))
                },
                StoryState("logo", "Brand logo") { context in
                    .iconPickerRow(IconPickerRowState(selection: .brandService(LogoBrand.services[0]), title: context.string(.commonIcon)))
                },
            ]
        ),
        ComponentStory(
            id: "icon-view", name: "IconView", group: .forms,
            summary: "Every icon the kit draws: an SF Symbol, a bank's or a brand's logo (from logo.dev when the app gives a token), in the style presets.",
            usage: "IconView(source: .sfSymbol(\"cart.fill\"), style: .categoryIcon(size: .lg))",
            states: [
                StoryState("symbol", "SF Symbol") { _ in .iconView(IconViewState(source: .sfSymbol("cart.fill"), style: .categoryIcon(size: .lg))) },
                StoryState("bank", "Bank logo") { _ in .iconView(IconViewState(source: .bankLogo(LogoBrand.banks[0]), style: .bankLogo(size: .lg))) },
                StoryState("service", "Service logo") { _ in
                    .iconView(IconViewState(source: .brandService(LogoBrand.services[0]), style: .serviceLogo(size: .lg)))
                },
            ]
        ),
        ComponentStory(
            id: "icon-picker", name: "IconPickerView", group: .forms,
            summary: "Icons and logos: a finance SF Symbol catalogue with search, and bank and brand logos.",
            usage: "IconPickerView(selectedSource: $icon)\n    .logoService(try? LogoService(publishableToken: appToken))",
            states: [
                StoryState("icons", "Icons") { _ in .iconPicker(IconPickerViewState(selection: .sfSymbol("cart.fill"))) },
                StoryState("search", "Search") { _ in
                    var state = IconPickerViewState()
                    state.iconQuery = "car"
                    return .iconPicker(state)
                },
                StoryState("logos", "Logos, online search off") { _ in
                    var state = IconPickerViewState()
                    state.tab = .logos
                    return .iconPicker(state)
                },
                StoryState("logo-search", "Logo search, a bad domain") { _ in
                    var state = IconPickerViewState(isOnlineSearchEnabled: true)
                    state.tab = .logos
                    state.logoQuery = "-bad-.com"
                    return .iconPicker(state)
                },
            ]
        ),
        ComponentStory(
            id: "color-picker-row", name: "ColorPickerRow", group: .forms,
            summary: "A category colour from the default palette or a hex code, with swatch text at 4.5:1 or more.",
            usage: "ColorPickerRow(selectedColorHex: $colorHex)",
            states: [
                StoryState("collapsed", "Collapsed") { context in colorRow(expanded: false, custom: "", context) },
                StoryState("expanded", "Expanded") { context in colorRow(expanded: true, custom: "", context) },
                StoryState("invalid", "Invalid hex") { context in colorRow(expanded: true, custom: "#12G", context) },
            ]
        ),
        ComponentStory(
            id: "confirmation", name: "ConfirmationDialogButton", group: .forms,
            summary: "A button that asks before it acts; the action runs only on confirm.",
            usage: "ConfirmationDialogButton(title: title, message: message, role: .destructive) { delete() }",
            states: [false, true].map { isPresented in
                StoryState(isPresented ? "open" : "closed", isPresented ? "Dialog open" : "Closed") { context in
                    .confirmationDialogButton(ConfirmationDialogButtonState(
                        title: context.string(.commonDelete), message: context.string(.frequencyPickerAccessibilityHint), role: .destructive,
                        isPresented: isPresented))
                }
            }
        ),
    ]

    static func transactionTypes(_ context: StoryContext) -> [PickerOption<String>] {
        [PickerOption(label: context.string(.transactionTypeExpense), value: "expense"),
         PickerOption(label: context.string(.transactionTypeIncome), value: "income")]
    }

    /// The calendar sheet on "now".
    static func dateSheet(_ context: StoryContext) -> StoryView {
        .datePickerSheet(DatePickerSheetState(title: context.string(.dateChoose), selection: context.now, calendar: context.calendar))
    }

    static func dateButtons(_ selected: Date, _ context: StoryContext, isDisabled: Bool) -> StoryView {
        .dateButtons(DateButtonsViewState(selectedDate: selected, isDisabled: isDisabled, calendar: context.calendar, now: context.now))
    }

    static func colorRow(expanded: Bool, custom: String, _ context: StoryContext) -> StoryView {
        var state = ColorPickerRowState(storedHex: CategoryPalette.default.colors.first?.color.hex ?? "", title: context.string(.commonColor),
                                        isExpanded: expanded)
        if !custom.isEmpty {
            state.editCustomText(custom)
            state.commitCustomText()
        }
        return .colorPickerRow(state)
    }
}

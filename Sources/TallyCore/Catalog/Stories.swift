import Foundation

extension ComponentStory {
    /// Every component of the kit with its named states, amount components first.
    public static let all: [ComponentStory] = amount + forms

    /// Types `keys` (digits, `.` `,`, `<` backspace) into a new input in `currency` for `locale`.
    static func typed(_ keys: String, currency: Currency, locale: Locale) -> (input: AmountInput, rejection: AmountInputRejection?) {
        var input = AmountInput(currency: currency, locale: locale)
        var rejection: AmountInputRejection?
        for key in TypingSession.keys(keys) {
            if let refused = input.apply(key) { rejection = refused }
        }
        return (input, rejection)
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
            summary: "The hero amount: one Text that rolls its digits, shrinks to fit, shows a refusal in red and the live conversion under it.",
            usage: """
            @State private var amount = AmountInput(currency: .chf, locale: locale)
            AmountInputView(input: $amount, currency: .constant(.chf), rejection: $rejection,
                            conversionTarget: .eur, converter: ECBConverter(loader: ECBRatesLoader()))
            """,
            states: [
                StoryState("empty", "Empty") { context in
                    .amountInput(AmountInputStory(input: AmountInput(currency: .chf, locale: context.locale), locale: context.locale))
                },
                StoryState("typing", "Typing") { context in
                    let typed = typed("1234" + separator(context.locale) + "5", currency: .chf, locale: context.locale)
                    return .amountInput(AmountInputStory(input: typed.input, locale: context.locale))
                },
                StoryState("large", "Large amount, shrunk to fit") { context in
                    let typed = typed("987654321012" + separator(context.locale) + "34", currency: .rub, locale: context.locale)
                    return .amountInput(AmountInputStory(input: typed.input, locale: context.locale))
                },
                StoryState("error", "Refused key") { context in
                    let typed = typed("12" + separator(context.locale) + "345", currency: .chf, locale: context.locale)
                    return .amountInput(AmountInputStory(input: typed.input, rejection: typed.rejection, locale: context.locale))
                },
                StoryState("converted", "Converted") { context in
                    let typed = typed("10", currency: .chf, locale: context.locale)
                    return .amountInput(AmountInputStory(input: typed.input, conversion: converted(typed.input, into: .eur), target: .eur,
                                                         locale: context.locale))
                },
                StoryState("rate-unavailable", "Rate unavailable") { context in
                    let typed = typed("10", currency: .chf, locale: context.locale)
                    let key = ConversionKey(amount: typed.input.value, currency: "CHF", target: "EUR")
                    return .amountInput(AmountInputStory(input: typed.input, conversion: .unavailable(key), target: .eur, locale: context.locale))
                },
                StoryState("yen", "Yen, no fraction") { context in
                    .amountInput(AmountInputStory(input: typed("125000", currency: .jpy, locale: context.locale).input, locale: context.locale))
                },
            ]
        ),
        ComponentStory(
            id: "animated-amount", name: "AnimatedAmountInput", group: .amount,
            summary: "A compact amount that is a button: a tap starts editing, and the blinking cursor shows while it does.",
            usage: "AnimatedAmountInput(input: amount, isEditing: isEditing) { isEditing.toggle() }",
            states: [
                StoryState("idle", "Idle") { context in
                    .animatedAmount(input: typed("2450", currency: .eur, locale: context.locale).input, isEditing: false)
                },
                StoryState("editing", "Editing") { context in
                    .animatedAmount(input: typed("2450" + separator(context.locale) + "5", currency: .eur, locale: context.locale).input, isEditing: true)
                },
            ]
        ),
        ComponentStory(
            id: "currency-field", name: "CurrencyField", group: .amount,
            summary: "Seed 002's amount text field: the decimal pad, a border that shows focus, and a refusal that keeps the last accepted text.",
            usage: "CurrencyField(input: $amount, externalFocus: $isAmountFocused)",
            states: [
                StoryState("empty", "Empty") { context in
                    .currencyField(input: AmountInput(currency: .eur, locale: context.locale), text: "", rejection: nil)
                },
                StoryState("filled", "Filled") { context in
                    let typed = typed("42" + separator(context.locale) + "5", currency: .eur, locale: context.locale)
                    return .currencyField(input: typed.input, text: typed.input.display, rejection: nil)
                },
                StoryState("refused", "Refused paste") { context in
                    .currencyField(input: AmountInput(currency: .eur, locale: context.locale), text: "", rejection: .notANumber(text: "12 apples"))
                },
            ]
        ),
        ComponentStory(
            id: "quick-amounts", name: "QuickAmountBar", group: .amount,
            summary: "Preset chips right under the amount: a tap replaces the amount, and the chip equal to it is selected.",
            usage: "QuickAmountBar(amounts: QuickAmounts(currency: .chf), input: $amount) { focusDescription = true }",
            states: [
                StoryState("none-selected", "Nothing selected") { context in
                    .quickAmounts(QuickAmounts(currency: .chf), input: typed("12", currency: .chf, locale: context.locale).input)
                },
                StoryState("selected", "Preset selected") { context in
                    .quickAmounts(QuickAmounts(currency: .chf), input: typed("20", currency: .chf, locale: context.locale).input)
                },
                StoryState("roubles", "Roubles") { context in
                    .quickAmounts(QuickAmounts([100, 500, 1000, 5000], currency: .rub), input: typed("500", currency: .rub, locale: context.locale).input)
                },
            ]
        ),
        ComponentStory(
            id: "add-transaction", name: "AddTransactionSheet", group: .amount,
            summary: "Seed 002's sample form in its order: amount (focused when the sheet appears), quick amounts, description, type, date.",
            usage: "AddTransactionSheet(currency: .chf, locale: locale, today: .now, onSave: save, onCancel: dismiss)",
            states: [
                StoryState("new", "New expense") { context in addTransaction("", description: "", context) },
                StoryState("filled", "Filled") { context in addTransaction("20", description: context.string(.iconPickerCategoryFood), context) },
            ]
        ),
        ComponentStory(
            id: "title-input", name: "AnimatedTitleInput", group: .amount,
            summary: "The description field whose newly typed characters wobble once; characters already there keep still.",
            usage: "AnimatedTitleInput(text: title, label: placeholder, showsCursor: isEditing)",
            states: [
                StoryState("empty", "Empty") { context in
                    .titleInput(AnimatedTitleText(), inserted: [], placeholder: context.string(.transactionDescription))
                },
                StoryState("typing", "Typing") { context in
                    var title = AnimatedTitleText()
                    title.update(to: "Coffe")
                    let inserted = title.update(to: "Coffee")
                    return .titleInput(title, inserted: inserted, placeholder: context.string(.transactionDescription))
                },
            ]
        ),
    ]

    static let forms: [ComponentStory] = [
        ComponentStory(
            id: "section-header", name: "SectionHeaderView", group: .forms,
            summary: "The one section header: default for settings and forms, emphasized for day headers, compact for picker categories.",
            usage: "SectionHeaderView(.subscriptionReminders)\nSectionHeaderView(title, style: .compact)",
            states: SectionHeaderStyle.allCases.map { style in
                StoryState(style.rawValue, style.rawValue.capitalized) { context in
                    .sectionHeader(title: style.displayTitle(context.string(.subscriptionBasicInfo), locale: context.locale), style: style)
                }
            }
        ),
        ComponentStory(
            id: "day-header", name: "DateSectionHeaderView", group: .forms,
            summary: "A day in a list of transactions: Today, Yesterday or the date, with the day's total when it is not zero, on a glass card.",
            usage: "ForEach(days.sections(entries, locale: locale, date: \\.date, amount: \\.amount)) { section in\n    DateSectionHeaderView(section: section, currency: .chf)\n}",
            states: [
                StoryState("today", "Today with a total") { context in
                    .dayHeader(DateSectionHeaderViewState(title: context.days.title(for: context.now, locale: context.locale),
                                                total: Decimal(string: "-1250.5", locale: Locale(identifier: "en_US_POSIX"))!, currency: .chf, locale: context.locale))
                },
                StoryState("yesterday", "Yesterday, no total") { context in
                    .dayHeader(DateSectionHeaderViewState(title: context.days.title(for: context.days.yesterdayAtCurrentTime, locale: context.locale),
                                                total: 0, currency: .chf, locale: context.locale))
                },
                StoryState("earlier", "An earlier day") { context in
                    let date = context.calendar.date(byAdding: .day, value: -5, to: context.now) ?? context.now
                    return .dayHeader(DateSectionHeaderViewState(title: context.days.title(for: date, locale: context.locale), total: 89, currency: .chf,
                                                       locale: context.locale))
                },
            ]
        ),
        ComponentStory(
            id: "form-section", name: "FormSection", group: .forms,
            summary: "A header, rows with dividers put in by the section itself, and a footer; as a card, a list or plain.",
            usage: "FormSection(header: TallyStringKey.subscriptionBasicInfo.text(locale: locale)) {\n    FormTextField(text: $name, placeholder: placeholder)\n    IconPickerRow(selectedSource: $icon)\n}",
            states: FormSectionStyle.allCases.map { style in
                StoryState(style.rawValue, style.rawValue.capitalized) { context in
                    .formSection(header: context.string(.subscriptionBasicInfo), footer: context.string(.frequencyPickerAccessibilityHint), style: style,
                                 rows: [context.string(.subscriptionNamePlaceholder), context.string(.commonIcon), context.string(.commonFrequency)])
                }
            }
        ),
        ComponentStory(
            id: "form-text-field", name: "FormTextField", group: .forms,
            summary: "The general form field: one look, three layouts, an error that replaces the help text, focus shown by the border.",
            usage: "FormTextField(text: $name, placeholder: placeholder, errorMessage: error, helpText: help)",
            states: [
                StoryState("empty", "Empty with help") { context in
                    .formTextField(FormTextFieldState(text: "", placeholder: context.string(.subscriptionNamePlaceholder), helpText: context.string(.transactionDescription)), .standard)
                },
                StoryState("focused", "Focused") { context in
                    .formTextField(FormTextFieldState(text: "Netflix", placeholder: context.string(.subscriptionNamePlaceholder), isFocused: true), .standard)
                },
                StoryState("error", "Error") { context in
                    .formTextField(FormTextFieldState(text: "Netflix", placeholder: context.string(.subscriptionNamePlaceholder),
                                                      errorMessage: context.string(.amountErrorTooLarge), helpText: "hidden"), .standard)
                },
                StoryState("multiline", "Multiline") { context in
                    .formTextField(FormTextFieldState(text: "Shared with the family; renews on the 3rd of every month.",
                                                      placeholder: context.string(.transactionDescription)), .multiline(min: 2, max: 4))
                },
                StoryState("compact", "Compact") { context in
                    .formTextField(FormTextFieldState(text: "", placeholder: context.string(.transactionAmount)), .compact)
                },
                StoryState("long-text", "Long text and a long error") { context in
                    let long = [TallyStringKey.frequencyPickerAccessibilityHint, .reminderAccessibilityHint, .iconPickerRowAccessibilityHint]
                        .map { context.string($0) }.joined(separator: ". ")
                    return .formTextField(FormTextFieldState(text: long, placeholder: context.string(.transactionDescription),
                                                             errorMessage: context.string(.colorPickerErrorInvalidHex, arguments: [.string(long)])),
                                          .multiline(min: 2, max: 6))
                },
            ]
        ),
        ComponentStory(
            id: "text-input-field", name: "TextInputField", group: .forms,
            summary: "Seed 004's float-label field: the label inside when empty, floated when focused or filled; colours for each state.",
            usage: "TextInputField(label: label, text: $email, kind: .email, validation: .error(message))",
            states: [
                StoryState("empty", "Empty") { context in
                    .floatLabelField(TextInputFieldState(label: context.string(.subscriptionNamePlaceholder), text: ""))
                },
                StoryState("focused", "Focused") { context in
                    .floatLabelField(TextInputFieldState(label: context.string(.subscriptionNamePlaceholder), text: "", isFocused: true))
                },
                StoryState("filled", "Filled") { context in
                    .floatLabelField(TextInputFieldState(label: context.string(.subscriptionNamePlaceholder), text: "Netflix"))
                },
                StoryState("error", "Error") { context in
                    .floatLabelField(TextInputFieldState(label: context.string(.transactionAmount), text: "12 apples",
                                                          validation: .error(context.string(.amountErrorNotANumber, arguments: [.string("12 apples")]))))
                },
                StoryState("success", "Success") { context in
                    .floatLabelField(TextInputFieldState(label: "Email", text: "anna@example.com", validation: .success, kind: .email))
                },
                StoryState("password", "Password") { context in
                    .floatLabelField(TextInputFieldState(label: "Password", text: "correct horse", isFocused: true, kind: .password))
                },
            ]
        ),
        ComponentStory(
            id: "date-picker-row", name: "DatePickerRow", group: .forms,
            summary: "One date row for every form: inline, compact (opens a calendar sheet) or quick buttons; a date outside the bounds is moved in, visibly.",
            usage: "DatePickerRow(title: title, selection: $start, in: today..., style: .compact)",
            states: [
                StoryState("compact", "Compact") { context in
                    .datePickerRow(title: context.string(.commonStartDate), date: context.now, dateText: mediumDate(context.now, context), style: .compact,
                                   bounds: .unbounded, clampMessage: nil)
                },
                StoryState("clamped", "Clamped into range") { context in
                    let lower = context.calendar.date(byAdding: .day, value: 10, to: context.now) ?? context.now
                    let clamp = DateBounds(lower...).clamp(context.now)
                    return .datePickerRow(title: context.string(.commonStartDate), date: clamp.date, dateText: mediumDate(clamp.date, context), style: .compact,
                                          bounds: DateBounds(lower...),
                                          clampMessage: DateBounds.clampMessage(for: clamp.date, locale: context.locale, calendar: context.calendar))
                },
                StoryState("inline", "Inline") { context in
                    .datePickerRow(title: context.string(.transactionDate), date: context.now, dateText: mediumDate(context.now, context), style: .inline,
                                   bounds: .unbounded, clampMessage: nil)
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
                StoryState("none", "None selected") { context in reminders([], context) },
                StoryState("some", "Some selected") { context in reminders([1, 7], context) },
                StoryState("long", "Long offsets") { context in
                    let options = ReminderPickerViewState(availableOffsets: [2, 5, 21, 45], selectedOffsets: [21])
                    return .reminders(options, title: context.string(.subscriptionReminders),
                                      labels: Dictionary(uniqueKeysWithValues: options.availableOffsets.map { ($0, options.label(for: $0, locale: context.locale)) }))
                },
            ]
        ),
        ComponentStory(
            id: "frequency-picker", name: "FrequencyPickerView", group: .forms,
            summary: "How often something repeats, as segments, a menu or a list; built on the generic SegmentedPickerView.",
            usage: "FrequencyPickerView(selection: $frequency, style: .list)",
            states: FrequencyPickerStyle.allCases.map { style in
                StoryState(style.rawValue, style.rawValue.capitalized) { context in
                    .frequencyPicker(title: context.string(.transactionFrequency), options: RecurringFrequency.pickerOptions(locale: context.locale),
                                     selection: .monthly, style: style)
                }
            }
        ),
        ComponentStory(
            id: "segmented-picker", name: "SegmentedPickerView", group: .forms,
            summary: "The generic segmented picker over any Hashable value, with a list at large text sizes.",
            usage: "SegmentedPickerView(title: title, selection: $kind, options: [(label: expense, value: .expense), (label: income, value: .income)])",
            states: [
                StoryState("two", "Two options") { context in
                    .segmentedPicker(title: context.string(.transactionType), options: transactionTypes(context), selection: "expense")
                },
                StoryState("long", "Long labels") { context in
                    let options = [TallyStringKey.iconPickerCategoryEntertainment, .iconPickerCategoryEducation, .iconPickerCategoryWork].map {
                        PickerOption(label: context.string($0), value: $0.rawValue)
                    }
                    return .segmentedPicker(title: context.string(.commonIcon), options: options, selection: TallyStringKey.iconPickerCategoryWork.rawValue)
                },
            ]
        ),
        ComponentStory(
            id: "recurring-toggle", name: "RecurringToggleView", group: .forms,
            summary: "A toggle that reveals the frequency picker and when the next occurrence falls.",
            usage: "RecurringToggleView(isRecurring: $isRecurring, frequency: $frequency, anchorDate: startDate)",
            states: [
                StoryState("off", "Off") { context in
                    .recurringToggle(title: context.string(.transactionRecurring), isOn: false, options: RecurringFrequency.pickerOptions(locale: context.locale),
                                     selection: .monthly, anchor: nil, next: nil)
                },
                StoryState("on", "On, monthly on the 31st") { context in
                    let anchor = context.calendar.date(from: DateComponents(year: 2026, month: 10, day: 31, hour: 9)) ?? context.now
                    return .recurringToggle(title: context.string(.transactionRecurring), isOn: true, options: RecurringFrequency.pickerOptions(locale: context.locale),
                                            selection: .monthly, anchor: anchor,
                                            next: RecurringFrequency.monthly.nextOccurrenceText(after: context.now, anchor: anchor, calendar: context.calendar, locale: context.locale))
                },
            ]
        ),
        ComponentStory(
            id: "icon-picker-row", name: "IconPickerRow", group: .forms,
            summary: "The row that opens the icon picker: title, the current icon or a placeholder, chevron.",
            usage: "IconPickerRow(selectedSource: $icon)",
            states: [
                StoryState("none", "No icon") { context in iconRow(nil, context) },
                StoryState("symbol", "SF Symbol") { context in iconRow(.sfSymbol("cart.fill"), context) },
                StoryState("logo", "Brand logo") { context in iconRow(.brandService(LogoBrand.services[0]), context) },
            ]
        ),
        ComponentStory(
            id: "icon-view", name: "IconView", group: .forms,
            summary: "Every icon the kit draws: an SF Symbol, a bank's or a brand's logo (from logo.dev when the app gives a token), in the style presets.",
            usage: "IconView(source: .sfSymbol(\"cart.fill\"), style: .categoryIcon(size: .lg))",
            states: [
                StoryState("symbol", "SF Symbol") { context in
                    .iconView(source: .sfSymbol("cart.fill"), style: .categoryIcon(size: .lg), label: SymbolCategory.shopping.title(locale: context.locale))
                },
                StoryState("bank", "Bank logo") { _ in
                    .iconView(source: .bankLogo(LogoBrand.banks[0]), style: .bankLogo(size: .lg), label: LogoBrand.banks[0].name)
                },
                StoryState("service", "Service logo") { _ in
                    .iconView(source: .brandService(LogoBrand.services[0]), style: .serviceLogo(size: .lg), label: LogoBrand.services[0].name)
                },
            ]
        ),
        ComponentStory(
            id: "icon-picker", name: "IconPickerView", group: .forms,
            summary: "Icons and logos: a finance SF Symbol catalogue with search, and bank and brand logos.",
            usage: "IconPickerView(selectedSource: $icon)\n    .logoService(try? LogoService(publishableToken: appToken))",
            states: [
                StoryState("icons", "Icons") { context in
                    var model = IconPickerViewState(selection: .sfSymbol("cart.fill"))
                    model.tab = .icons
                    return iconPicker(model, context)
                },
                StoryState("search", "Search") { context in
                    var model = IconPickerViewState()
                    model.iconQuery = "car"
                    return iconPicker(model, context)
                },
                StoryState("logos", "Logos, online search off") { context in
                    var model = IconPickerViewState()
                    model.tab = .logos
                    return iconPicker(model, context)
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
                    let request = ConfirmationDialogButtonState(title: context.string(.commonDelete), message: context.string(.frequencyPickerAccessibilityHint),
                                                      role: .destructive)
                    return .confirmation(request, isPresented: isPresented, confirmTitle: request.confirmTitle(locale: context.locale),
                                         cancelTitle: request.cancelTitle(locale: context.locale))
                }
            }
        ),
    ]

    static func transactionTypes(_ context: StoryContext) -> [PickerOption<String>] {
        [PickerOption(label: context.string(.transactionTypeExpense), value: "expense"),
         PickerOption(label: context.string(.transactionTypeIncome), value: "income")]
    }

    static func addTransaction(_ typedKeys: String, description: String, _ context: StoryContext) -> StoryView {
        let typed = typed(typedKeys, currency: .chf, locale: context.locale)
        return .addTransaction(AmountInputStory(input: typed.input, locale: context.locale), quick: QuickAmounts(currency: .chf), description: description,
                               types: transactionTypes(context), type: "expense", dateButtons: dateButtons(context.now, context, isDisabled: false),
                               title: context.string(.transactionAdd))
    }

    /// The month of "now" as the graphical picker lays it out: weekday initials from the
    /// calendar's first weekday, blanks before the 1st.
    static func dateSheet(_ context: StoryContext) -> StoryView {
        let calendar = context.calendar
        let day = calendar.component(.day, from: context.now)
        let start = calendar.date(from: calendar.dateComponents([.year, .month], from: context.now)) ?? context.now
        let count = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        let leading = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        let weekdays = (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7] }
        var month = Date.FormatStyle(locale: context.locale, calendar: calendar).month(.wide).year()
        month.timeZone = calendar.timeZone
        return .dateSheet(title: context.string(.dateChoose), date: context.now, monthTitle: start.formatted(month), weekdays: weekdays,
                          days: Array(repeating: nil, count: leading) + (1...count).map { Optional($0) }, selectedDay: day,
                          cancel: context.string(.commonCancel), select: context.string(.commonSelect))
    }

    static func mediumDate(_ date: Date, _ context: StoryContext) -> String {
        date.formatted(context.calendar.dateStyle(date: .abbreviated, locale: context.locale))
    }

    static func dateButtons(_ selected: Date, _ context: StoryContext, isDisabled: Bool) -> StoryView {
        let days = context.days
        var titles: [QuickDateButton: String] = [:]
        for button in QuickDateButton.allCases {
            titles[button] = days.title(of: button, selectedDate: selected, locale: context.locale)
        }
        return .dateButtons(date: selected, selected: days.selectedButton(for: selected), titles: titles, isDisabled: isDisabled)
    }

    static func reminders(_ selected: Set<Int>, _ context: StoryContext) -> StoryView {
        let options = ReminderPickerViewState(selectedOffsets: selected)
        return .reminders(options, title: context.string(.subscriptionReminders),
                          labels: Dictionary(uniqueKeysWithValues: options.availableOffsets.map { ($0, options.label(for: $0, locale: context.locale)) }))
    }

    static func iconRow(_ source: IconSource?, _ context: StoryContext) -> StoryView {
        let title = context.string(.commonIcon)
        return .iconPickerRow(title: title, source: source, accessibility: IconPickerViewState.rowAccessibility(title: title, selection: source, locale: context.locale))
    }

    static func iconPicker(_ model: IconPickerViewState, _ context: StoryContext) -> StoryView {
        let sections = model.tab == .icons
            ? model.symbolSections(locale: context.locale).prefix(3).map { (title: $0.category.title(locale: context.locale), symbols: $0.symbols.prefix(8).map(\.name)) }
            : [(title: context.string(.iconPickerSectionBanks), symbols: model.banks.prefix(6).map(\.name)),
               (title: context.string(.iconPickerSectionServices), symbols: model.services.prefix(6).map(\.name))]
        return .iconPicker(model, sections: sections)
    }

    static func colorRow(expanded: Bool, custom: String, _ context: StoryContext) -> StoryView {
        var error: String?
        if !custom.isEmpty, case .failure(let failure) = HexColor.parse(custom) { error = failure.message(locale: context.locale) }
        return .colorPickerRow(title: context.string(.commonColor), selected: CategoryPalette.default.colors.first?.color, palette: .default,
                               isExpanded: expanded, customText: custom, error: error)
    }
}

import Foundation

/// What `AddTransactionSheet` draws: amount, quick amounts, description, type and date, in that
/// order, with focus on the amount when the sheet appears.
///
/// The amount is held once, in ``amountField``; the quick amounts act on that same amount
/// (``quickAmountBar`` reads and writes it), so a chip always shows and sets the amount's own
/// currency. A quick amount that is taken moves focus on to the description; one that is refused
/// leaves the amount and the focus where they were.
public struct AddTransactionSheetState: Sendable, Hashable, AmountEntryState {
    /// Whether money goes out or comes in.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Identifiable {
        /// Money spent.
        case expense
        /// Money received.
        case income

        /// The kind itself.
        public var id: Self { self }

        /// The catalog key of the kind's name.
        public var titleKey: TallyStringKey {
            switch self {
            case .expense: .transactionTypeExpense
            case .income: .transactionTypeIncome
            }
        }
    }

    /// What the form holds when it is saved.
    public struct Draft: Sendable, Hashable {
        /// The amount as typed, with its currency.
        public var amount: AmountInput
        /// The description as typed, without white space around it.
        public var description: String
        /// Expense or income.
        public var kind: Kind
        /// The day of the transaction.
        public var date: Date

        /// A draft.
        public init(amount: AmountInput, description: String, kind: Kind, date: Date) {
            self.amount = amount
            self.description = description
            self.kind = kind
            self.date = date
        }
    }

    /// The fields that take focus.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// The amount.
        case amount
        /// The description.
        case description
    }

    /// The amount field, which holds the amount.
    public var amountField: CurrencyFieldState
    /// The presets of the quick amounts.
    public var quickAmounts: QuickAmounts
    /// The description as typed.
    public var description: String
    /// Expense or income.
    public var kind: Kind
    /// The day of the transaction.
    public var date: Date
    /// The field with focus, if any.
    public private(set) var focus: Field?
    /// The calendar and time zone the date is shown in.
    public var calendar: Calendar

    /// A new transaction in `currency`, typed the way `locale` writes numbers, dated `today`,
    /// with focus on the amount.
    ///
    /// - Parameters:
    ///   - currency: The amount's currency.
    ///   - locale: The locale the amount is typed and read in.
    ///   - maximumValue: The largest amount the person can enter; typing, a quick amount or a value
    ///     from outside above it is refused as too large, and a preset above it is unavailable.
    ///     Nil allows any amount of up to 12 integer digits.
    ///   - minimumValue: The smallest amount the person can enter; below it typing, a quick amount
    ///     or a value from outside is refused as too small, and a preset is unavailable. Nil for none.
    ///   - allowsNegative: Whether the amount may be negative (a refund, a correction); negative
    ///     presets are then available. False refuses every sign.
    ///   - quickAmounts: The presets of the quick amounts.
    ///   - today: The date the form starts on.
    ///   - calendar: The calendar and time zone the date is shown in.
    public init(currency: Currency, locale: Locale, maximumValue: Decimal? = nil, minimumValue: Decimal? = nil, allowsNegative: Bool = false,
                quickAmounts: QuickAmounts = QuickAmounts(), today: Date, calendar: Calendar = .autoupdatingCurrent) {
        self.init(amountField: CurrencyFieldState(currency: currency, locale: locale, maximumValue: maximumValue, minimumValue: minimumValue,
                                                  allowsNegative: allowsNegative, isFocused: true),
                  quickAmounts: quickAmounts, date: today, focus: .amount, calendar: calendar)
    }

    /// A form in any state (for previews, the gallery and tests).
    public init(amountField: CurrencyFieldState, quickAmounts: QuickAmounts = QuickAmounts(), description: String = "",
                kind: Kind = .expense, date: Date, focus: Field? = nil, calendar: Calendar = .autoupdatingCurrent) {
        self.amountField = amountField
        self.calendar = calendar
        self.quickAmounts = quickAmounts
        self.description = description
        self.kind = kind
        self.date = date
        self.focus = nil
        setFocus(focus)
    }

    /// The amount.
    public var amount: AmountInput { amountField.input }

    /// The amount and the last refusal, held by ``amountField``: setting it sets
    /// ``CurrencyFieldState/entry``.
    public var entry: AmountEntry {
        get { amountField.entry }
        set { amountField.entry = newValue }
    }

    /// The quick amounts acting on the form's one amount. Writing it writes the amount back into
    /// the amount field.
    public var quickAmountBar: QuickAmountBarState {
        get { QuickAmountBarState(quickAmounts: quickAmounts, entry: amountField.entry) }
        set {
            quickAmounts = newValue.quickAmounts
            amountField.entry = newValue.entry
        }
    }

    /// Taps a quick amount: a taken one moves focus on to the description.
    @discardableResult
    public mutating func tapQuickAmount(_ preset: Decimal) -> QuickAmountBarState.Tap {
        var bar = quickAmountBar
        let tap = bar.tap(preset)
        quickAmountBar = bar
        if tap.movesFocusToDescription { setFocus(.description) }
        return tap
    }

    /// Changes the amount's currency, keeping the typed digits when it can hold them.
    @discardableResult
    public mutating func changeCurrency(to currency: Currency, origin: AmountActionOrigin = .person) -> AmountInputRejection? {
        amountField.perform(.changeCurrency(currency), origin: origin)
    }

    /// Moves focus to `field` (nil: no field has focus).
    public mutating func setFocus(_ field: Field?) {
        focus = field
        amountField.setFocused(field == .amount)
    }

    /// Whether Save is enabled: an amount is typed.
    public var canSave: Bool { !amountField.input.isEmpty }

    /// What Save hands over; nil while it is disabled.
    public var draft: Draft? {
        guard canSave else { return nil }
        return Draft(amount: amountField.input, description: description.trimmingCharacters(in: .whitespacesAndNewlines), kind: kind, date: date)
    }

    /// The description field's border: focus shown, never an error.
    public var descriptionBorder: FieldBorder { FieldBorder(isFocused: focus == .description, hasError: false) }

    /// The date as the row shows it, in `locale` ("21 Nov 2026").
    public func dateText(locale: Locale) -> String {
        date.formatted(calendar.dateStyle(date: .abbreviated, locale: locale))
    }

    /// The type picker's options, in `language` (`locale`'s when nil).
    public static func kindOptions(locale: Locale, language: TallyLanguage? = nil) -> [PickerOption<Kind>] {
        Kind.allCases.map { PickerOption(label: Localizer.string($0.titleKey, language: language, locale: locale), value: $0) }
    }

    /// The type picker as drawn, in `language` (`locale`'s when nil): segments, or a list of rows
    /// at the accessibility text sizes (``SegmentedPickerViewState/showsList(isAccessibilitySize:)``).
    /// Its title is the section's "Type" header, which the sheet draws itself, so the picker shows
    /// no title and no card of its own; choosing sets ``kind``.
    public func kindPicker(locale: Locale, language: TallyLanguage? = nil) -> SegmentedPickerViewState<Kind> {
        SegmentedPickerViewState(
            title: Localizer.string(.transactionType, language: language, locale: locale),
            options: Self.kindOptions(locale: locale, language: language), selection: kind, showsTitle: false, showsCard: false
        )
    }
}

extension AddTransactionSheetState {
    /// Does `action` on the amount; see ``CurrencyFieldState/perform(_:origin:)``.
    @available(*, deprecated, message: "Use amountField.perform(_:origin:) instead")
    @discardableResult
    public mutating func perform(_ action: AmountAction, origin: AmountActionOrigin) -> AmountInputRejection? {
        amountField.perform(action, origin: origin)
    }

    /// Shows `reason` on the amount; see ``AmountEntry/refuse(_:origin:)``.
    @available(*, deprecated, message: "Use entry.refuse(_:origin:) instead")
    public mutating func refuse(_ reason: AmountInputRejection, origin: AmountActionOrigin) { amountField.entry.refuse(reason, origin: origin) }
}

extension AddTransactionSheetState: AccessibilityDescribing {
    /// The sheet's title, "Add transaction", as a header.
    public func titleAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: Localizer.string(.transactionAdd, language: language, locale: locale), traits: .header)
    }

    /// The Cancel button.
    public func cancelAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: Localizer.string(.commonCancel, language: language, locale: locale), traits: .button)
    }

    /// The Save button, disabled until an amount is typed (``canSave``).
    public func saveAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: Localizer.string(.commonSave, language: language, locale: locale), traits: canSave ? .button : [.button, .disabled])
    }

    /// The description field: "Description", and its text or "Empty".
    public func descriptionAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: Localizer.string(.transactionDescription, language: language, locale: locale),
                             value: description.isEmpty ? Localizer.string(.textFieldEmpty, language: language, locale: locale) : description,
                             traits: .textField)
    }

    /// The date row: "Date", and the date as the row shows it.
    public func dateAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: Localizer.string(.transactionDate, language: language, locale: locale), value: dateText(locale: locale), traits: .button)
    }

    /// Title, Cancel and Save; the amount field and its quick amounts; then description, type and date.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [titleAccessibility(locale: locale, language: language), cancelAccessibility(locale: locale, language: language),
         saveAccessibility(locale: locale, language: language)]
            + amountField.accessibilityElements(locale: locale, language: language)
            + quickAmountBar.accessibilityElements(locale: locale, language: language)
            + [descriptionAccessibility(locale: locale, language: language)]
            + kindPicker(locale: locale, language: language).accessibilityElements(locale: locale, language: language)
            + [dateAccessibility(locale: locale, language: language)]
    }
}


import Foundation

/// What `CurrencyField` draws: the text in the field, the placeholder, the border, the refusal
/// under the field and what VoiceOver reads, for an amount typed in a text field.
///
/// - While the field has focus its text is the person's, exactly as typed ("1234,5" stays
///   "1234,5"), so the cursor never jumps; when focus leaves, the text becomes the amount as
///   ``AmountInput/display`` writes it ("1 234,5"), and empty for no amount, so the placeholder
///   shows.
/// - Text that does not read as an amount is refused: the field keeps the last accepted text and
///   shows why until an accepted change.
/// - An amount set from outside (a quick amount, a loaded value, a currency change) rewrites the
///   text at once, focused or not.
public struct CurrencyFieldState: Sendable, Hashable {
    /// The amount and the last refusal.
    public private(set) var entry: AmountEntry
    /// The text in the field.
    public private(set) var text: String
    /// Whether the field has focus.
    public private(set) var isFocused: Bool

    /// A field showing `entry`, focused or not.
    public init(entry: AmountEntry, isFocused: Bool = false) {
        self.entry = entry
        self.isFocused = isFocused
        text = Self.shownText(for: entry.input)
    }

    /// A field for an empty amount in `currency`, typed the way `locale` writes numbers.
    public init(currency: Currency, locale: Locale, isFocused: Bool = false) {
        self.init(entry: AmountEntry(input: AmountInput(currency: currency, locale: locale)), isFocused: isFocused)
    }

    /// The amount.
    public var input: AmountInput { entry.input }

    /// The text for `input` when the field does not have focus: empty for no amount.
    static func shownText(for input: AmountInput) -> String {
        input.isEmpty ? "" : input.display
    }

    /// The person edited the field, which now reads `newText`. Returns the rejection when the
    /// text is not an amount; the text and the amount then stay as they were.
    @discardableResult
    public mutating func edit(_ newText: String) -> AmountInputRejection? {
        guard newText != text else { return nil }
        if let refused = entry.perform(.text(newText)) { return refused }
        text = newText
        return nil
    }

    /// Does an action from outside the field's text (a quick amount, a currency change, a value
    /// set by the app); an accepted one rewrites the text as the amount's display.
    @discardableResult
    public mutating func perform(_ action: AmountAction, origin: AmountActionOrigin = .person) -> AmountInputRejection? {
        let refused = entry.perform(action, origin: origin)
        if refused == nil { text = Self.shownText(for: entry.input) }
        return refused
    }

    /// Focus came or went. Leaving the field writes the amount as ``AmountInput/display`` does.
    public mutating func setFocused(_ focused: Bool) {
        guard focused != isFocused else { return }
        isFocused = focused
        if !focused { text = Self.shownText(for: entry.input) }
    }

    /// Replaces the entry (the same amount edited elsewhere, such as by the quick amounts beside
    /// the field); the text follows when the amount changed.
    public mutating func setEntry(_ newEntry: AmountEntry) {
        let changed = newEntry.input != entry.input
        entry = newEntry
        if changed { text = Self.shownText(for: newEntry.input) }
    }

    /// The placeholder: zero as the currency and locale write it ("0").
    public var placeholder: String {
        AmountInput(currency: entry.currency, symbols: entry.input.symbols).display
    }

    /// The border: error over focus over resting.
    public var border: FieldBorder { FieldBorder(isFocused: isFocused, hasError: entry.rejection != nil) }

    /// The reason under the field, in `language` (`locale`'s when nil).
    public func errorText(locale: Locale, language: TallyLanguage? = nil) -> String? { entry.rejectionMessage(locale: locale, language: language) }

    /// What VoiceOver reads: "Amount", the whole amount with its currency (or "Empty"), and the
    /// refusal as the hint.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibility(locale: Locale, language: TallyLanguage? = nil) -> PickerAccessibility {
        accessibilityReading(locale: locale, language: language).described
    }

    /// The same reading with the value left to format when VoiceOver reads it
    /// (``AmountInput/SpokenValue``): what the view hands SwiftUI.
    public func accessibilityReading(locale: Locale, language: TallyLanguage? = nil) -> AmountInput.Reading {
        let hint = errorText(locale: locale, language: language).map { Localizer.string(.textFieldStateError, language: language, locale: locale, arguments: [.string($0)]) }
        return AmountInput.Reading(label: Localizer.string(.transactionAmount, language: language, locale: locale), input: entry.input,
                                   spokenValue: AmountInput.SpokenValue(locale: locale, emptyText: Localizer.string(.textFieldEmpty, language: language, locale: locale)),
                                   hint: hint)
    }
}

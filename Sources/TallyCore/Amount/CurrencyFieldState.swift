import Foundation

/// What `CurrencyField` draws: the text in the field, where the caret stands, the placeholder,
/// the border, the refusal under the field and what VoiceOver reads, for an amount typed in a
/// text field.
///
/// - The text is always the amount as ``AmountInput/display`` writes it ("1 234,5"), and empty
///   for no amount, so the placeholder shows: an edit anywhere in the text (a digit typed or
///   deleted inside the number, a group separator deleted) is read as an edit of the amount's
///   digits and the text is grouped again, with the caret after the character the person
///   touched (``edit(replacing:with:)``).
/// - Deleting a grouping separator deletes nothing of the amount: the caret moves before it.
/// - Text that does not read as an amount is refused by the one rule of ``AmountText``: the
///   field keeps its text and shows why until an accepted change.
/// - An amount set from outside (a quick amount, a loaded value, a currency change) rewrites the
///   text at once, focused or not, with the caret at the end.
public struct CurrencyFieldState: Sendable, Hashable, AmountEntryState {
    /// The amount and the last refusal. Setting it replaces them (the same amount edited
    /// elsewhere, such as by the quick amounts beside the field); the text follows when the
    /// amount changed.
    public var entry: AmountEntry {
        get { heldEntry }
        set {
            let changed = newValue.input != heldEntry.input
            heldEntry = newValue
            if changed {
                text = Self.shownText(for: newValue.input)
                caret = text.utf16.count
            }
        }
    }
    /// The amount and the last refusal, as ``entry`` reads them.
    private var heldEntry: AmountEntry
    /// The text in the field.
    public private(set) var text: String
    /// Where the caret stands in ``text``, in UTF-16 code units from the start (as `UITextField`
    /// counts): after the last edit, the place right after the character the person touched.
    public private(set) var caret: Int
    /// Whether the field has focus.
    public private(set) var isFocused: Bool

    /// A field showing `entry`, focused or not.
    public init(entry: AmountEntry, isFocused: Bool = false) {
        heldEntry = entry
        self.isFocused = isFocused
        text = Self.shownText(for: heldEntry.input)
        caret = text.utf16.count
    }

    /// A field for an empty amount in `currency`, typed the way `locale` writes numbers.
    ///
    /// - Parameters:
    ///   - currency: The amount's currency.
    ///   - locale: The locale the amount is typed and read in.
    ///   - maximumValue: The largest amount the person can enter; text or a value from outside
    ///     above it is refused as too large. Nil allows any amount of up to 12 integer digits.
    ///   - minimumValue: The smallest amount the person can enter; text or a value from outside
    ///     below it is refused as too small (see ``AmountInput``). Nil for none.
    ///   - allowsNegative: Whether the amount may be negative: a minus typed in the field, negative
    ///     text and values are taken. False refuses every sign.
    ///   - isFocused: Whether the field starts with focus.
    public init(currency: Currency, locale: Locale, maximumValue: Decimal? = nil, minimumValue: Decimal? = nil, allowsNegative: Bool = false,
                isFocused: Bool = false) {
        self.init(entry: AmountEntry(input: AmountInput(currency: currency, locale: locale, maximumValue: maximumValue,
                                                        minimumValue: minimumValue, allowsNegative: allowsNegative)),
                  isFocused: isFocused)
    }

    /// The amount.
    public var input: AmountInput { heldEntry.input }

    /// The text for `input`: empty for no amount, the minus alone for a pending minus.
    static func shownText(for input: AmountInput) -> String {
        input.isEmpty && !input.isNegative ? "" : input.display
    }

    /// How many characters of ``text`` are the minus before the amount (0 for none).
    private var signCharacterCount: Int {
        let minus = heldEntry.input.symbols.minusSign
        return heldEntry.input.isNegative && text.hasPrefix(minus) ? minus.count : 0
    }

    /// The person edited the field, which now reads `newText` (what a text field reports when
    /// it cannot say which characters changed): the edit is the span between the longest common
    /// start and end of the old and new text, read as ``edit(replacing:with:)`` reads it.
    /// Returns the rejection when the edit is refused; the text and the amount then stay as they
    /// were.
    @discardableResult
    public mutating func edit(_ newText: String) -> AmountInputRejection? {
        guard newText != text else { return nil }
        let old = Array(text), new = Array(newText)
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var end = 0
        while end < old.count - start, end < new.count - start, old[old.count - 1 - end] == new[new.count - 1 - end] { end += 1 }
        let lower = String(old[..<start]).utf16.count
        let upper = String(old[..<(old.count - end)]).utf16.count
        return edit(replacing: lower..<upper, with: String(new[start..<(new.count - end)]))
    }

    /// The person replaced the characters of ``text`` in `range` (UTF-16 offsets, as
    /// `UITextField` reports them) with `replacement`: a key typed, a deletion, a paste or a
    /// dictated text. Returns the rejection when the edit is refused; the text, the caret and
    /// the amount then stay as they were.
    ///
    /// - Replacing the whole text (or typing into an empty field) reads the new text by
    ///   ``AmountText``'s rule, as a paste (a decimal separator alone is "0.").
    /// - Inside the number, one character typed is a key: a digit of any script is inserted
    ///   where it was typed, a decimal separator too (at most one); a minus ("-", "−", the
    ///   locale's) or "±" anywhere is the sign key (``AmountKey/toggleSign``), refused where
    ///   negatives are not allowed; a grouping separator or a space changes nothing; anything
    ///   else is refused with the character.
    /// - Deleting the minus before a negative amount makes it positive; the digits stay. Several characters
    ///   must be digits of one script with at most one decimal separator; anything else is
    ///   refused with the reason the whole text would get.
    /// - Deleting keeps every digit outside `range`; deleting only grouping separators deletes
    ///   nothing.
    /// - The result is grouped again; leading zeros go ("05" is 5), a separator typed first reads
    ///   "0." as a calculator does. The caret stands after the last character inserted, or where
    ///   the deleted ones were.
    @discardableResult
    public mutating func edit(replacing range: Range<Int>, with replacement: String) -> AmountInputRejection? {
        let characters = Array(text)
        let bounds = characterRange(of: range, in: characters)
        if characters.isEmpty || (bounds.lowerBound == 0 && bounds.upperBound == characters.count) {
            return replaceWhole(with: replacement)
        }
        var edited = FieldDigits(characters[..<bounds.lowerBound], symbols: heldEntry.input.symbols)
        let tail = FieldDigits(characters[bounds.upperBound...], symbols: heldEntry.input.symbols)
        let removed = FieldDigits(characters[bounds], symbols: heldEntry.input.symbols)
        let typed = Array(replacement)
        let signCount = signCharacterCount
        var negative = signCount > 0
        if !bounds.isEmpty, bounds.lowerBound < signCount { negative = false }  // the minus deleted
        if typed.count == 1, let character = typed.first {
            switch AmountKeyboard.key(for: character, symbols: heldEntry.input.symbols) {
            case .toggleSign?, .operation(.subtract)?:
                // The sign key (a minus: a text field takes no arithmetic), wherever it was typed;
                // what it was typed over stays.
                if let refused = heldEntry.perform(.key(.toggleSign)) { return refused }
                text = Self.shownText(for: heldEntry.input)
                caret = placeCaret(afterAmountCharacters: edited.count)
                return nil
            case .digit(let digit)?:
                edited.append(.digit(digit))
            case .separator(let separator)?:
                if AmountInput.isDecimalSeparator(separator, symbols: heldEntry.input.symbols) {
                    edited.append(.decimal)
                } else if String(separator) == heldEntry.input.symbols.groupingSeparator {
                    return nil  // grouping is written by itself
                } else {
                    return refuse(.notAKey(String(separator)))
                }
            case .operation?, .equals?:
                return refuse(.notAKey(String(character)))
            default:
                return nil  // a space changes nothing
            }
        } else if !typed.isEmpty {
            guard let inserted = FieldDigits(inserted: typed, symbols: heldEntry.input.symbols) else {
                let whole = String(characters[..<bounds.lowerBound]) + replacement + String(characters[bounds.upperBound...])
                if case .failure(let reason) = AmountText.read(whole, for: heldEntry.input) { return refuse(reason) }
                return refuse(.notANumber(text: String(whole.prefix(AmountText.maximumLength))))
            }
            edited.append(contentsOf: inserted)
        } else if removed.isEmpty, negative == (signCount > 0) {
            // Only grouping deleted: nothing of the amount goes; the caret moves before it.
            caret = placeCaret(afterAmountCharacters: edited.count)
            return nil
        }
        let caretIndex = edited.count
        edited.append(contentsOf: tail)
        guard let digits = edited.digits() else {
            // A second decimal separator: refused as a key.
            return refuse(.notAKey(heldEntry.input.symbols.decimalSeparator))
        }
        if let refused = heldEntry.perform(.digits(integer: (negative ? "-" : "") + digits.integer, fraction: digits.fraction)) {
            return refused
        }
        text = Self.shownText(for: heldEntry.input)
        caret = placeCaret(afterAmountCharacters: max(0, caretIndex - digits.dropped) + (caretIndex > 0 ? digits.added : 0))
        return nil
    }

    /// The whole text replaced (or typed into an empty field): the new text read by the rule, as
    /// ``AmountInput/replace(withText:)`` reads it.
    private mutating func replaceWhole(with replacement: String) -> AmountInputRejection? {
        if let refused = heldEntry.perform(.text(replacement)) { return refused }
        text = Self.shownText(for: heldEntry.input)
        caret = text.utf16.count
        return nil
    }

    /// Records a refusal as the person's action and returns it; nothing else changes.
    private mutating func refuse(_ reason: AmountInputRejection) -> AmountInputRejection {
        heldEntry.refuse(reason, origin: .person)
        return reason
    }

    /// Shows `reason` for something refused before it became an action (a value and currency
    /// the app wrote together); the amount and the text are unchanged.
    @available(*, deprecated, message: "Use entry.refuse(_:origin:) instead")
    public mutating func refuse(_ reason: AmountInputRejection, origin: AmountActionOrigin) {
        heldEntry.refuse(reason, origin: origin)
    }

    /// The character range of UTF-16 `range` in `characters`, widened to whole characters and
    /// clamped to the text.
    private func characterRange(of range: Range<Int>, in characters: [Character]) -> Range<Int> {
        var offset = 0, lower = characters.count, upper = characters.count
        for (index, character) in characters.enumerated() {
            let next = offset + character.utf16.count
            if lower == characters.count, range.lowerBound < next { lower = index }
            if upper == characters.count, range.upperBound <= offset { upper = index }
            offset = next
        }
        return min(lower, upper)..<upper
    }

    /// The UTF-16 offset right after the `count`th digit or decimal separator of ``text``; for
    /// none, right after the minus of a negative amount, or 0.
    private func placeCaret(afterAmountCharacters count: Int) -> Int {
        guard count > 0 else { return String(text.prefix(signCharacterCount)).utf16.count }
        var seen = 0, offset = 0
        for character in text {
            offset += character.utf16.count
            if FieldDigits.Item(character, symbols: heldEntry.input.symbols) != nil {
                seen += 1
                if seen == count { return offset }
            }
        }
        return text.utf16.count
    }

    /// Does an action from outside the field's text (a quick amount, a currency change, a value
    /// set by the app); an accepted one rewrites the text as the amount's display.
    @discardableResult
    public mutating func perform(_ action: AmountAction, origin: AmountActionOrigin = .person) -> AmountInputRejection? {
        let refused = heldEntry.perform(action, origin: origin)
        if refused == nil {
            text = Self.shownText(for: heldEntry.input)
            caret = text.utf16.count
        }
        return refused
    }

    /// Focus came or went; the text stays the amount as ``AmountInput/display`` writes it.
    public mutating func setFocused(_ focused: Bool) {
        guard focused != isFocused else { return }
        isFocused = focused
        text = Self.shownText(for: heldEntry.input)
        caret = min(caret, text.utf16.count)
    }

    /// Replaces the entry (the same amount edited elsewhere, such as by the quick amounts beside
    /// the field); the text follows when the amount changed.
    @available(*, deprecated, message: "Set entry instead")
    public mutating func setEntry(_ newEntry: AmountEntry) {
        entry = newEntry
    }

    /// The placeholder: zero as the currency and locale write it ("0").
    public var placeholder: String {
        AmountInput(currency: heldEntry.currency, symbols: heldEntry.input.symbols).display
    }

    /// The border: error over focus over resting.
    public var border: FieldBorder { FieldBorder(isFocused: isFocused, hasError: heldEntry.rejection != nil) }

    /// The reason under the field, in `language` (`locale`'s when nil).
    public func errorText(locale: Locale, language: TallyLanguage? = nil) -> String? { heldEntry.rejectionMessage(locale: locale, language: language) }

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
        // The label and the empty reading are kept with the amount: a render reads them.
        let (label, empty) = heldEntry.input.texts.texts(.transactionAmount, .textFieldEmpty, locale: locale, language: language)
        let spoken = AmountInput.SpokenValue(locale: locale, emptyText: empty).readingPendingMinus(of: heldEntry.input, language: language)
        return AmountInput.Reading(label: label, input: heldEntry.input, spokenValue: spoken,
                                   hint: hint)
    }
}

/// The digits and decimal separator of a field's text, in order: what an edit inside the text
/// changes (grouping separators are not part of the amount).
struct FieldDigits {
    enum Item: Equatable {
        case digit(Int)
        case decimal

        /// A digit of any script or the locale's decimal separator; nil for anything else.
        init?(_ character: Character, symbols: NumberSymbols) {
            if let digit = AmountKeyboard.decimalDigit(character) {
                self = .digit(digit)
            } else if String(character) == symbols.decimalSeparator {
                self = .decimal
            } else {
                return nil
            }
        }
    }

    private(set) var items: [Item] = []

    /// The amount characters of `characters`, a part of the field's text as the field wrote it.
    init(_ characters: ArraySlice<Character>, symbols: NumberSymbols) {
        items = characters.compactMap { Item($0, symbols: symbols) }
    }

    /// Several inserted characters: digits of one script with at most one decimal separator,
    /// the locale's; nil for anything else.
    init?(inserted characters: [Character], symbols: NumberSymbols) {
        var zero: UInt32?
        for character in characters {
            guard let item = Item(character, symbols: symbols) else { return nil }
            if case .digit(let digit) = item, let scalar = character.unicodeScalars.first {
                let script = scalar.value &- UInt32(digit)
                guard zero == nil || zero == script else { return nil }
                zero = script
            }
            items.append(item)
        }
    }

    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }

    mutating func append(_ item: Item) { items.append(item) }
    mutating func append(contentsOf other: FieldDigits) { items.append(contentsOf: other.items) }

    /// The integer digits (no leading zeros but a lone "0"; empty for no amount) and the
    /// fraction, with how many leading zeros were dropped and whether a "0" was put before a
    /// separator typed first; nil with two decimal separators.
    func digits() -> (integer: String, fraction: String?, dropped: Int, added: Int)? {
        var integer = "", fraction: String?
        for item in items {
            switch item {
            case .digit(let digit):
                let ascii = Character(Unicode.Scalar(UInt8(0x30 + digit)))
                if fraction != nil { fraction?.append(ascii) } else { integer.append(ascii) }
            case .decimal:
                guard fraction == nil else { return nil }
                fraction = ""
            }
        }
        let zeros = integer.prefix { $0 == "0" }.count
        if zeros == integer.count {
            // All zeros, or none: one "0" stays before a separator or on its own.
            if integer.isEmpty { return fraction == nil ? ("", nil, 0, 0) : ("0", fraction, 0, 1) }
            return ("0", fraction, zeros - 1, 0)
        }
        return (String(integer.dropFirst(zeros)), fraction, zeros, 0)
    }
}

extension CurrencyFieldState: AccessibilityDescribing {
    /// How VoiceOver announces the amount: as the text field it is.
    public static let amountAccessibilityTraits: AccessibilityElement.Traits = .textField

    /// The reason under the field as VoiceOver reads it, or nil while there is none.
    public func errorAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement? {
        errorText(locale: locale, language: language).map { AccessibilityElement(label: $0, traits: .staticText) }
    }

    /// The field, then the reason under it when the last key was refused.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [AccessibilityElement(accessibility(locale: locale, language: language), traits: Self.amountAccessibilityTraits)]
            + [errorAccessibility(locale: locale, language: language)].compactMap { $0 }
    }
}

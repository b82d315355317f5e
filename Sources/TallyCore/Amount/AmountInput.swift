import Foundation

/// The amount being typed, as a value: the digits exactly as typed, the currency's and the
/// input's limits, and everything the display needs. It never rounds, truncates or drops what was
/// typed: a key that would break a limit is refused with an ``AmountInputRejection`` and the
/// amount stays as it was.
///
/// Behaves like a calculator: a leading zero is replaced by the next digit, a separator typed
/// first gives `0.`, and backspace walks back one character at a time.
///
/// An amount is unsigned unless the input is made with `allowsNegative: true`: then
/// ``AmountKey/toggleSign`` puts a minus before the amount or takes it away at any point of
/// typing (before any digit too: the display is then the minus alone, a pending minus), and a
/// pasted text, a quick amount or a value may be negative. ``minimumValue`` bounds the amount from
/// below as ``maximumValue`` bounds it from above.
public struct AmountInput: Sendable, Hashable {
    /// The currency, whose ISO minor units bound the fraction.
    public var currency: Currency { settings.currency }
    /// How the locale writes numbers (separators, grouping, digits).
    public var symbols: NumberSymbols { settings.symbols }
    /// The most integer digits accepted (12 by default: up to 999 999 999 999).
    public var maximumIntegerDigits: Int { settings.maximumIntegerDigits }
    /// An optional ceiling on the value.
    public var maximumValue: Decimal? { settings.maximumValue }
    /// An optional floor on the value. When negatives are not allowed a negative floor is raised
    /// to zero, which every unsigned amount meets.
    public var minimumValue: Decimal? { settings.minimumValue }
    /// Whether the amount may be negative: the sign key (``AmountKey/toggleSign``) and negative
    /// texts, quick amounts and values are taken. False by default: amounts are unsigned and any
    /// sign is refused.
    public var allowsNegative: Bool { settings.allowsNegative }

    /// What never changes while typing, shared by every copy: SwiftUI copies the input through
    /// its binding on every read, and a copy is then one reference and a few words.
    private let settings: Settings

    /// What has been typed, as numbers: nothing is lost, since the integer part never keeps a
    /// leading zero and the fraction's leading zeros are in its digit count.
    private var typed = TypedDigits() {
        didSet { shown = Shown(typed, settings: settings) }
    }

    /// The display and the value of ``typed``, written once when it changes: a view reads them
    /// several times a render (the figure, its fit, the copy button, the conversion's key).
    private var shown: Shown

    /// What a typed amount shows and is worth.
    private struct Shown: Sendable {
        let display: String
        let value: Decimal

        init(_ typed: TypedDigits, settings: Settings) {
            // The packed symbols are plain bytes: no copy of the symbols' strings.
            let digits: String
            if typed.isNegative, typed.hasNoDigits {
                digits = ""  // a pending minus shows the minus alone
            } else if let packed = settings.packed {
                digits = AmountInput.display(typed, packed: packed)
            } else {
                digits = AmountInput.display(typed, symbols: settings.symbols)
            }
            display = typed.isNegative ? settings.symbols.minusSign + digits : digits
            value = typed.value
        }
    }

    /// The currency, the symbols and the limits.
    private final class Settings: Sendable {
        let currency: Currency
        let symbols: NumberSymbols
        let maximumIntegerDigits: Int
        let maximumValue: Decimal?
        let minimumValue: Decimal?
        let allowsNegative: Bool
        /// The locale the input was made for, if it was made for one.
        let locale: Locale?
        /// Its identifier, read once: the accessibility value compares it on every read.
        let localeIdentifier: String?
        /// That locale's currency formatter, compiled the first time it is needed (VoiceOver's
        /// value), not for the first frame: an amount being typed shows only digits and separators.
        private let formatter: LazyValue<AmountFormatter>?
        /// What ``AmountText`` accepts for this currency and locale, worked out the first time a
        /// text is read.
        let textForms: LazyValue<AmountText.Forms>
        /// ``symbols`` as bytes, read on every keystroke without copying the symbols' strings.
        let packed: PackedNumberSymbols?
        /// The texts the amount views show whatever the amount, looked up once per language.
        let texts: AmountTexts

        init(currency: Currency, symbols: NumberSymbols, maximumIntegerDigits: Int, maximumValue: Decimal?, minimumValue: Decimal?,
             allowsNegative: Bool, locale: Locale?) {
            self.currency = currency
            self.symbols = symbols
            packed = symbols.packed
            self.maximumIntegerDigits = max(1, min(maximumIntegerDigits, TypedDigits.maximumDigits))
            self.maximumValue = maximumValue
            self.allowsNegative = allowsNegative
            // Unsigned amounts are never below zero: a negative floor is zero's.
            if let minimumValue, !allowsNegative, minimumValue < 0 {
                self.minimumValue = 0
            } else {
                self.minimumValue = minimumValue
            }
            self.locale = locale
            localeIdentifier = locale?.identifier
            formatter = locale.map { locale in LazyValue { AmountFormatter.cached(locale: locale, currency: currency, style: .currency) } }
            textForms = LazyValue { AmountText.Forms.cached(currency: currency, symbols: symbols, locale: locale) }
            texts = AmountTexts(localeIdentifier: localeIdentifier)
        }

        /// The currency formatter of ``locale``; nil for an input made from symbols.
        var currencyFormatter: AmountFormatter? { formatter?.value }

        func isEqual(to other: Settings) -> Bool {
            self === other || (currency == other.currency && symbols == other.symbols
                && maximumIntegerDigits == other.maximumIntegerDigits && maximumValue == other.maximumValue
                && minimumValue == other.minimumValue && allowsNegative == other.allowsNegative)
        }
    }

    /// An empty amount in `currency`, written the way `symbols` says.
    ///
    /// `maximumIntegerDigits` is brought into 1…18; `maximumValue`, when given, refuses any key
    /// that would take the amount higher above it, and `minimumValue` any key that would take it
    /// lower below it (see ``AmountKey``); a whole amount (a paste, a value) outside them is
    /// refused. `allowsNegative` lets the amount take a minus; without it a negative
    /// `minimumValue` is raised to zero.
    public init(currency: Currency, symbols: NumberSymbols, maximumIntegerDigits: Int = 12, maximumValue: Decimal? = nil,
                minimumValue: Decimal? = nil, allowsNegative: Bool = false) {
        settings = Settings(currency: currency, symbols: symbols, maximumIntegerDigits: maximumIntegerDigits,
                            maximumValue: maximumValue, minimumValue: minimumValue, allowsNegative: allowsNegative, locale: nil)
        shown = Shown(typed, settings: settings)
    }

    /// An empty amount in `currency`, written the way `locale` writes numbers (the symbols of
    /// its decimal formatter, learned once per locale). The locale's currency formatter is
    /// compiled the first time ``accessibilityValue(locale:)`` or a paste needs it, and kept, so
    /// that the first frame pays only for the symbols and later keystrokes for no lookup.
    /// ``AmountFormatter/prewarm(locale:currencies:)`` does both ahead of time. The limits and
    /// the sign are those of ``init(currency:symbols:maximumIntegerDigits:maximumValue:minimumValue:allowsNegative:)``.
    ///
    /// ```swift
    /// var amount = AmountInput(currency: .rub, locale: Locale(identifier: "ru_RU"))
    /// amount.paste("1 234,5")
    /// amount.display                                           // "1 234,5"
    /// amount.accessibilityValue(locale: Locale(identifier: "ru_RU"))  // "1 234,50 ₽"
    /// ```
    public init(currency: Currency, locale: Locale, maximumIntegerDigits: Int = 12, maximumValue: Decimal? = nil,
                minimumValue: Decimal? = nil, allowsNegative: Bool = false) {
        settings = Settings(currency: currency, symbols: NumberSymbols.cached(locale: locale), maximumIntegerDigits: maximumIntegerDigits,
                            maximumValue: maximumValue, minimumValue: minimumValue, allowsNegative: allowsNegative, locale: locale)
        shown = Shown(typed, settings: settings)
    }

    /// Equal when the currency, symbols, limits, typed digits and last roll direction are.
    public static func == (lhs: AmountInput, rhs: AmountInput) -> Bool {
        lhs.typed == rhs.typed && lhs.lastChangeCountsDown == rhs.lastChangeCountsDown && lhs.settings.isEqual(to: rhs.settings)
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(currency)
        hasher.combine(symbols)
        hasher.combine(maximumIntegerDigits)
        hasher.combine(maximumValue)
        hasher.combine(minimumValue)
        hasher.combine(allowsNegative)
        hasher.combine(typed)
        hasher.combine(lastChangeCountsDown)
    }

    /// What ``AmountText`` accepts for this input's currency and locale.
    var textForms: AmountText.Forms { settings.textForms.value }

    /// The currency's code, read without copying the currency.
    var currencyCode: String { settings.currency.code }

    /// The texts the amount views show whatever the amount, kept per language.
    var texts: AmountTexts { settings.texts }

    /// Integer digits as typed, ASCII, no leading zeros; empty when nothing is typed.
    public var integerDigits: String {
        typed.integerCount == 0 ? "" : TypedDigits.ascii(typed.integer, count: typed.integerCount)
    }

    /// Fraction digits as typed, ASCII; nil until a separator is typed.
    public var fractionDigits: String? {
        typed.fractionCount < 0 ? nil : TypedDigits.ascii(typed.fraction, count: typed.fractionCount)
    }

    /// How many fraction digits are typed: -1 before a separator, 0 after one with no digit. A
    /// currency with fewer minor units cannot hold the amount (``changingCurrency(to:)``).
    var typedFractionCount: Int { typed.fractionCount }

    /// Whether no digit has been typed: no amount. A pending minus (``isNegative`` with no digit)
    /// is still no amount.
    public var isEmpty: Bool { typed.hasNoDigits }

    /// Whether the amount is typed with a minus (only when ``allowsNegative``): its value is below
    /// zero once a digit other than zero is typed; with no digit it is a pending minus, which the
    /// display shows as the locale's minus sign alone.
    public var isNegative: Bool { typed.isNegative }

    /// Whether the input shows a minus and no digit yet: the sign key was pressed first.
    public var hasPendingMinus: Bool { typed.isNegative && typed.hasNoDigits }

    /// The typed value, exactly (0 when empty), with its sign: the same `Decimal` as
    /// `Decimal(string:)` gives for the typed digits, built from their 64-bit mantissa without
    /// parsing text.
    public var value: Decimal {
        shown.value
    }

    /// The amount while it is typed: the integer part grouped as the locale groups it, the
    /// fraction exactly as typed ("1 234,5" in ru_RU, "1’234.5" in de_CH), "0" when empty. A
    /// negative amount starts with the locale's minus sign (``NumberSymbols/minusSign``: "-12.5"),
    /// and a pending minus is that sign alone ("-").
    public var display: String {
        shown.display
    }

    /// The display of `typed` in `symbols` that do not pack (digits that are not one run of
    /// scalars, a separator longer than 16 bytes): mapped through the symbols' strings.
    private static func display(_ typed: TypedDigits, symbols: NumberSymbols) -> String {
        let integer = symbols.groupInteger(typed.integerCount == 0 ? "0" : TypedDigits.ascii(typed.integer, count: typed.integerCount))
        guard typed.fractionCount >= 0 else { return integer }
        return integer + symbols.decimalSeparator + symbols.localizedDigits(TypedDigits.ascii(typed.fraction, count: typed.fractionCount))
    }

    /// The display of `typed` in `packed` symbols.
    private static func display(_ typed: TypedDigits, packed: PackedNumberSymbols) -> String {
        // Written in one pass into a string of the exact size (inline up to 15 UTF-8 bytes).
        let integerCount = max(typed.integerCount, 1)
        let length = packed.utf8Count(integerCount: integerCount, fractionCount: typed.fractionCount)
        return String(unsafeUninitializedCapacity: length) { buffer in
            _ = packed.writeAmount(integer: typed.integer, integerCount: integerCount, fraction: typed.fraction,
                                   fractionCount: typed.fractionCount, into: buffer, endingAt: length)
            return length
        }
    }

    /// Whether the last key that changed the value made it smaller: the direction
    /// `.contentTransition(.numericText(countsDown:))` rolls in, decided when the key is applied
    /// so the view never rolls with a stale direction.
    public private(set) var lastChangeCountsDown = false

    /// Applies one key. Returns the rejection when the key was refused (the amount is unchanged).
    @discardableResult
    public mutating func apply(_ key: AmountKey) -> AmountInputRejection? {
        // Each key's direction is known without comparing values: a digit never lowers the
        // magnitude, backspace never raises it, clear lowers it, a separator changes nothing (a
        // paste, ``paste(_:)``, compares the digits); for a negative amount the value goes the
        // other way. A key that leaves the value equal keeps the last direction.
        switch key {
        case .digit(let digit):
            guard (0...9).contains(digit) else { return nil }
            var next = typed
            if next.fractionCount >= 0 {
                next.fraction = next.fraction &* 10 &+ UInt64(digit)
                next.fractionCount += 1
            } else if next.integer == 0 {
                // Calculator-style: the first digit, or one replacing a lone "0".
                next.integer = UInt64(digit)
                next.integerCount = 1
            } else {
                next.integer = next.integer &* 10 &+ UInt64(digit)
                next.integerCount += 1
            }
            if let rejection = limitViolation(next, from: typed) { return rejection }
            // The magnitude rises unless a zero was typed into the fraction or in place of a zero.
            if digit != 0 || (typed.fractionCount < 0 && typed.integer != 0) { lastChangeCountsDown = next.isNegative }
            typed = next
            return nil
        case .separator(let character):
            guard Self.isDecimalSeparator(character, symbols: settings.symbols) else {
                // Grouping is written by itself: typing the grouping separator changes nothing.
                if String(character) == settings.symbols.groupingSeparator { return nil }
                return .notAKey(String(character))
            }
            guard settings.currency.minorUnits > 0 else { return .tooManyDecimals(allowed: 0) }
            guard typed.fractionCount < 0 else { return nil }  // a second separator does nothing
            var next = typed
            if next.integerCount == 0 { next.integerCount = 1 }  // "0."
            next.fractionCount = 0
            typed = next
            return nil
        case .backspace:
            // Changed in a copy and stored once, so the display is written once.
            // Deleting is never refused by a limit: it is how a person goes back to type another
            // amount.
            var next = typed
            if next.fractionCount > 0 {
                if next.fraction % 10 != 0 { lastChangeCountsDown = !next.isNegative }
                next.fraction /= 10
                next.fractionCount -= 1
            } else if next.fractionCount == 0 {
                next.fractionCount = -1
            } else if next.integerCount > 0 {
                // Removing a zero lowers the magnitude unless it was the lone "0".
                if next.integer % 10 != 0 || next.integerCount > 1 { lastChangeCountsDown = !next.isNegative }
                next.integer /= 10
                next.integerCount -= 1
            } else if next.isNegative {
                next.isNegative = false  // a pending minus is the last character
            } else {
                return nil
            }
            typed = next
            return nil
        case .clear:
            if typed.integer != 0 || typed.fraction != 0 { lastChangeCountsDown = !typed.isNegative }
            typed = TypedDigits()
            return nil
        case .toggleSign:
            guard settings.allowsNegative else { return .signNotAllowed }
            var next = typed
            next.isNegative.toggle()
            if let rejection = limitViolation(next, from: typed) { return rejection }
            if !next.isZero { lastChangeCountsDown = next.isNegative }
            typed = next
            return nil
        case .paste(let text):
            // The deprecated paste key: the same as ``paste(_:)``.
            return paste(text)
        }
    }

    /// Replaces the amount with pasted text when it is exactly an amount, read by ``AmountText``'s
    /// rule. Returns the rejection when the text is refused (the amount is unchanged).
    @discardableResult
    public mutating func paste(_ text: String) -> AmountInputRejection? {
        read(text, typing: false)
    }

    /// Replaces the amount with `text` read by ``AmountText``'s rule; when `typing`, the limits
    /// apply as they do to a key (see ``AmountKey``), since a text field's text is typed.
    private mutating func read(_ text: String, typing: Bool) -> AmountInputRejection? {
        switch AmountText.read(text, forms: settings.textForms.value, allowsNegative: settings.allowsNegative) {
        case .failure(let rejection):
            return rejection
        case .success(let parsed):
            return replaceDigits(integer: parsed.integer, fraction: parsed.fraction, negative: parsed.isNegative, text: text,
                                 from: typing ? typed : nil)
        }
    }

    /// Applies `keys` in order, all or none: returns the first key's rejection, and then the amount
    /// is as it was before the first key.
    @discardableResult
    public mutating func apply(_ keys: [AmountKey]) -> AmountInputRejection? {
        var next = self
        for key in keys {
            if let rejection = next.apply(key) { return rejection }
        }
        self = next
        return nil
    }

    /// Replaces the amount with the whole text of a text field, as a person types it there: empty
    /// text clears the amount, a decimal separator at the start reads as "0" before it (".5" is
    /// 0.5, as a calculator reads it), and anything else is read as a paste. Where negatives are
    /// allowed, a minus alone is a pending minus and a minus before a separator reads "-0." ("-.5"
    /// is -0.5). The text is typed, so the minimum and the maximum apply as they do to a key: the
    /// text may stand for an amount on the way to one within them. Returns the rejection when the
    /// text is refused (the amount is unchanged).
    @discardableResult
    public mutating func replace(withText text: String) -> AmountInputRejection? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = trimmed.first else {
            apply(.clear)
            return nil
        }
        if settings.allowsNegative, let sign = AmountText.leadingMinus(of: trimmed, symbols: settings.symbols) {
            let rest = trimmed.dropFirst(sign)
            if rest.isEmpty {
                var next = TypedDigits()
                next.isNegative = true
                let order = next.compare(to: typed)
                if order != 0 { lastChangeCountsDown = order < 0 }
                typed = next
                return nil
            }
            if let after = rest.first, String(after) == settings.symbols.decimalSeparator {
                return read(String(trimmed.prefix(sign)) + "0" + rest, typing: true)
            }
        }
        let startsWithSeparator = String(first) == settings.symbols.decimalSeparator
        return read(startsWithSeparator ? "0" + trimmed : trimmed, typing: true)
    }

    /// Replaces the amount with exactly `value`, as the app sets it (a loaded record, a quick
    /// amount): its digits are read from the number itself, never through the locale's
    /// separators, so "1234.567" cannot be taken for grouping. Returns the rejection when the
    /// currency or a limit cannot hold `value`, or it is negative and negatives are not allowed
    /// (``AmountInputRejection/negative``); the amount is then unchanged.
    @discardableResult
    public mutating func replace(with value: Decimal) -> AmountInputRejection? {
        guard !value.isNaN else { return .notANumber(text: "NaN") }
        let negative = value < 0
        guard !negative || settings.allowsNegative else { return .negative }
        // `Decimal`'s description is plain ASCII: a "-" for a negative value, digits, at most one
        // ".", no exponent.
        let text = value.description
        let parts = text.drop { $0 == "-" }.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = String(parts[0].drop { $0 == "0" })
        return replaceDigits(integer: integer.isEmpty ? "0" : integer, fraction: parts.count > 1 ? String(parts[1]) : nil,
                             negative: negative, text: text, from: nil)
    }

    /// Replaces the amount with exactly these digits: `integer` ASCII digits without leading
    /// zeros (empty with no fraction for no amount), after a "-" for a negative amount ("-" alone
    /// is a pending minus), `fraction` the digits after the decimal separator (nil without one).
    /// The digits are typed (an edit inside a text field), so the minimum and the maximum apply
    /// as they do to a key. Returns why a limit refuses them, or
    /// ``AmountInputRejection/signNotAllowed`` for a "-" where negatives are not allowed; the
    /// amount is then unchanged.
    @discardableResult
    public mutating func replace(integer signedInteger: String, fraction: String?) -> AmountInputRejection? {
        let negative = signedInteger.hasPrefix("-")
        let integer = negative ? String(signedInteger.dropFirst()) : signedInteger
        if negative, !settings.allowsNegative { return .signNotAllowed }
        if integer.isEmpty, fraction == nil {
            if negative {
                var next = TypedDigits()
                next.isNegative = true
                let order = next.compare(to: typed)
                if order != 0 { lastChangeCountsDown = order < 0 }
                typed = next
            } else {
                apply(.clear)
            }
            return nil
        }
        if fraction != nil, settings.currency.minorUnits == 0 { return .tooManyDecimals(allowed: 0) }
        let text = signedInteger + (fraction.map { "." + $0 } ?? "")
        guard integer.isEmpty || integer == "0" || !integer.hasPrefix("0") else { return .notANumber(text: text) }
        return replaceDigits(integer: integer.isEmpty ? "0" : integer, fraction: fraction, negative: negative, text: text, from: typed)
    }

    /// Replaces the typed digits with `integer` (ASCII, no leading zeros, "0" for none) and
    /// `fraction`, negative when `negative`, read from `text`, when every limit holds (as for a
    /// key typed on `previous`, or for a whole amount when it is nil); otherwise returns why not.
    private mutating func replaceDigits(integer: String, fraction: String?, negative: Bool, text: String,
                                        from previous: TypedDigits?) -> AmountInputRejection? {
        if negative, !settings.allowsNegative { return .signNotAllowed }
        // The lengths first: the digits are packed into numbers only once they fit.
        if let rejection = limitViolation(integerCount: integer.utf8.count, fractionCount: fraction?.utf8.count ?? -1) {
            return rejection
        }
        guard var next = TypedDigits(integer: integer, fraction: fraction) else {
            return .notANumber(text: String(text.prefix(AmountText.maximumLength)))
        }
        next.isNegative = negative
        if let rejection = limitViolation(next, from: previous) { return rejection }
        let order = next.compare(to: typed)
        if order != 0 { lastChangeCountsDown = order < 0 }
        typed = next
        return nil
    }

    /// This amount in `currency`, its typed digits kept, written the way the input's locale (or
    /// symbols) writes numbers; or the rejection when `currency` has fewer decimal places than
    /// are typed. A separator typed with no digit after it is dropped when `currency` has no
    /// decimals (the value is the same).
    public func changingCurrency(to currency: Currency) -> Result<AmountInput, AmountInputRejection> {
        if typed.fractionCount > currency.minorUnits {
            return .failure(.currencyCannotHoldDecimals(currency: currency.code, allowed: currency.minorUnits))
        }
        var changed: AmountInput
        if let locale = settings.locale {
            changed = AmountInput(currency: currency, locale: locale, maximumIntegerDigits: maximumIntegerDigits, maximumValue: maximumValue,
                                  minimumValue: minimumValue, allowsNegative: allowsNegative)
        } else {
            changed = AmountInput(currency: currency, symbols: symbols, maximumIntegerDigits: maximumIntegerDigits, maximumValue: maximumValue,
                                  minimumValue: minimumValue, allowsNegative: allowsNegative)
        }
        var digits = typed
        if currency.minorUnits == 0, digits.fractionCount == 0 { digits.fractionCount = -1 }
        changed.typed = digits
        changed.lastChangeCountsDown = lastChangeCountsDown
        return .success(changed)
    }

    /// The locale's decimal separator, or the other of `.` and `,` when the locale does not use
    /// that one for grouping.
    public static func isDecimalSeparator(_ character: Character, symbols: NumberSymbols) -> Bool {
        if String(character) == symbols.decimalSeparator { return true }
        guard character == "." || character == "," else { return false }
        return String(character) != symbols.groupingSeparator
    }

    /// The first limit an input holding `digits` would break, if any. For a key, `previous` is
    /// the amount before it: the key is refused by the maximum only when it leaves the amount
    /// above it and higher than it was, and by the minimum only when it leaves it below it and
    /// lower than it was, so that the amounts a person passes through on the way to one within
    /// the limits can be typed (1 then 15 with a minimum of 10; -1 then -15 with a maximum of
    /// -10). A whole amount (`previous` nil) is refused outside the limits. No amount (no digit,
    /// or a pending minus) is never refused by the value limits.
    private func limitViolation(_ digits: TypedDigits, from previous: TypedDigits?) -> AmountInputRejection? {
        if let rejection = limitViolation(integerCount: digits.integerCount, fractionCount: digits.fractionCount) {
            return rejection
        }
        guard !digits.hasNoDigits, settings.maximumValue != nil || settings.minimumValue != nil else { return nil }
        let value = digits.value
        if let maximumValue = settings.maximumValue, DecimalParts.isLess(maximumValue, than: value) ?? (value > maximumValue),
           previous.map({ digits.compare(to: $0) > 0 }) ?? true {
            return .tooLarge
        }
        if let minimumValue = settings.minimumValue, DecimalParts.isLess(value, than: minimumValue) ?? (value < minimumValue),
           previous.map({ digits.compare(to: $0) < 0 }) ?? true {
            return .tooSmall
        }
        return nil
    }

    /// The first length limit that `integerCount` and `fractionCount` digits break, if any.
    private func limitViolation(integerCount: Int, fractionCount: Int) -> AmountInputRejection? {
        if fractionCount > settings.currency.minorUnits { return .tooManyDecimals(allowed: settings.currency.minorUnits) }
        if integerCount > settings.maximumIntegerDigits { return .tooLarge }
        return nil
    }

    /// Which way `.contentTransition(.numericText(countsDown:))` should roll from `old` to `new`.
    public static func countsDown(from old: Decimal, to new: Decimal) -> Bool {
        DecimalParts.isLess(new, than: old) ?? (new < old)
    }

    /// Which way `.contentTransition(.numericText(countsDown:))` should roll from this amount to
    /// `new`: whether `new`'s value is smaller, compared on the typed digits, the same answer as
    /// ``countsDown(from:to:)`` with the two values.
    public func countsDown(to new: AmountInput) -> Bool {
        new.typed.compare(to: typed) < 0
    }

    /// The currency-style text of the typed amount from `formatter` (built for this input's
    /// currency), written straight from the typed digits; nil when the formatter cannot take that
    /// path (another numbering system, or more fraction digits than it writes). A negative
    /// amount is written in the formatter's negative form, "-0.00" too when only zeros are typed.
    func formatted(with formatter: AmountFormatter) -> String? {
        guard let positive = formatter.string(integer: typed.integer, integerCount: max(typed.integerCount, 1),
                                              fraction: typed.fraction, fractionCount: max(typed.fractionCount, 0)) else { return nil }
        guard typed.isNegative else { return positive }
        return Self.negativeForm(of: positive, formatter: formatter)
    }

    /// The negative form of `positive`, a positive amount as `formatter` writes it: its number
    /// between the formatter's negative affixes ("$3.00" → "-$3.00", "3,00 €" → "-3,00 €").
    static func negativeForm(of positive: String, formatter: AmountFormatter) -> String? {
        let prefix = formatter.positivePrefix, suffix = formatter.positiveSuffix
        guard positive.hasPrefix(prefix), positive.hasSuffix(suffix), positive.count >= prefix.count + suffix.count else { return nil }
        let number = positive.dropFirst(prefix.count).dropLast(suffix.count)
        return formatter.negativePrefix + number + formatter.negativeSuffix
    }
}

extension AmountInput {
    /// What VoiceOver reads as an input's value, as a `FormatStyle`: a view hands VoiceOver
    /// `Text(input, format: AmountInput.SpokenValue(locale: locale))`, which formats when SwiftUI
    /// resolves the text rather than when the view's body runs, so that drawing the first frame
    /// of an amount never waits for the currency formatter (``accessibilityValue(locale:)``
    /// compiles it on first use).
    public struct SpokenValue: FormatStyle, Sendable {
        /// The locale the amount is written in.
        public var locale: Locale
        /// What is read for an empty input ("Empty"), or nil to read the amount ("$0.00").
        public var emptyText: String?
        /// What is read for a pending minus ("Minus" in the view's language), or nil for the word
        /// in `locale`'s language.
        public var pendingMinusText: String?

        /// A style for `locale`, reading `emptyText` for an empty input and `pendingMinusText`
        /// for a pending minus when given.
        public init(locale: Locale, emptyText: String? = nil, pendingMinusText: String? = nil) {
            self.locale = locale
            self.emptyText = emptyText
            self.pendingMinusText = pendingMinusText
        }

        /// The reading of `input`: `emptyText` when it is empty (and shows no pending minus) and one
        /// is given, `pendingMinusText` for a pending minus when one is given, otherwise
        /// ``AmountInput/accessibilityValue(locale:)``.
        public func format(_ input: AmountInput) -> String {
            if input.isEmpty {
                if !input.isNegative, let emptyText { return emptyText }
                if input.isNegative, let pendingMinusText { return pendingMinusText }
            }
            return input.accessibilityValue(locale: locale)
        }

        /// The same style in another locale.
        public func locale(_ locale: Locale) -> SpokenValue {
            SpokenValue(locale: locale, emptyText: emptyText, pendingMinusText: pendingMinusText)
        }

        /// The style reading a pending minus of `input` as "Minus" in `language` (`locale`'s when
        /// nil); looked up only while `input` shows one.
        func readingPendingMinus(of input: AmountInput, language: TallyLanguage?) -> SpokenValue {
            guard input.hasPendingMinus else { return self }
            var style = self
            style.pendingMinusText = Localizer.string(.amountAccessibilityPendingMinus, language: language, locale: locale)
            return style
        }
    }

    /// What VoiceOver reads for an amount: the label and hint as text, and the value as the
    /// input with the style that formats it, so that a view can leave the formatting to when the
    /// value is read (``SpokenValue``).
    public struct Reading: Sendable, Hashable {
        // The stored properties come in the order of the memberwise initializer that both
        // initializers below delegate to: a reading built through it is written once into the
        // caller's storage, where an initializer assigning its fields one by one makes the
        // optimized build copy the whole reading and destroy the original (380 instructions a
        // render in en_US, a fifth of it).

        /// The amount read as the value.
        public var input: AmountInput
        /// What the control is ("Amount").
        public var label: String
        /// How the value is read.
        public var spokenValue: SpokenValue
        /// What activating it does, or a refusal to hear; nil for none.
        public var hint: String?
    }
}

extension AmountInput.Reading {
    /// A reading.
    public init(label: String, input: AmountInput, spokenValue: AmountInput.SpokenValue, hint: String? = nil) {
        self.init(input: input, label: label, spokenValue: spokenValue, hint: hint)
    }

    /// A reading of `input` in `locale` (a render builds one).
    init(label: String, hint: String?, input: AmountInput, locale: Locale, emptyText: String? = nil) {
        self.init(input: input, label: label, spokenValue: AmountInput.SpokenValue(locale: locale, emptyText: emptyText), hint: hint)
    }

    /// The value as VoiceOver reads it, formatted now.
    public var value: String { spokenValue.format(input) }

    /// The whole reading with the value formatted now.
    public var described: PickerAccessibility { PickerAccessibility(label: label, value: value, hint: hint) }
}

extension AmountInput {
    /// What VoiceOver reads as the input's value: the whole amount with its currency, written the
    /// way `locale` writes it ("CHF 1’234.50"), from the cached formatter. A negative amount is
    /// the formatter's negative form ("-$3.00", which VoiceOver reads as minus three dollars;
    /// "-$0.00" while only zeros follow the minus), and a pending minus is the word "Minus" in
    /// `locale`'s language.
    public func accessibilityValue(locale: Locale) -> String {
        if hasPendingMinus { return Localizer.string(.amountAccessibilityPendingMinus, locale: locale) }
        let formatter: AmountFormatter
        if settings.localeIdentifier == locale.identifier, let currencyFormatter = settings.currencyFormatter {
            formatter = currencyFormatter
        } else {
            formatter = AmountFormatter.cached(locale: locale, currency: currency, style: .currency)
        }
        if let text = formatted(with: formatter) { return text }
        guard typed.isNegative, typed.isZero else { return formatter.string(value) }
        // Only zeros after the minus: the negative form of zero, as typed.
        return Self.negativeForm(of: formatter.string(value), formatter: formatter) ?? formatter.string(value)
    }

    /// What VoiceOver reads as the input's label, from the String Catalog.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public static func accessibilityLabel(locale: Locale, language: TallyLanguage? = nil) -> String {
        Localizer.string(.amountAccessibilityLabel, language: language, locale: locale)
    }
}

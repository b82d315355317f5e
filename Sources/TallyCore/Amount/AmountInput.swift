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
    /// Whether the amount takes arithmetic: the operator keys (``AmountKey/operation(_:)``,
    /// ``AmountKey/equals``) and pasted expressions ("12.40+7.60"), evaluated exactly in `Decimal`
    /// (see ``isExpression``). False by default: the amount is one amount, and an operator key is
    /// refused (a "-" is then the sign key).
    public var allowsExpressions: Bool { settings.allowsExpressions }

    /// What never changes while typing, shared by every copy, and the expression being typed:
    /// SwiftUI copies the input through its binding on every read, and a copy is then one
    /// reference and a few words, an expression's as a plain amount's.
    private var context: Context

    /// What never changes while typing.
    private var settings: Settings { context.settings }

    /// An expression being typed: its finished operands and what it shows; nil for a plain
    /// amount. Only ``store(_:last:total:)`` changes it, before ``typed``, whose assignment writes
    /// ``shown``.
    private var expression: Expression? { context.expression }

    /// The settings and the expression, immutable.
    private final class Context: Sendable {
        let settings: Settings
        let expression: Expression?

        init(settings: Settings, expression: Expression? = nil) {
            self.settings = settings
            self.expression = expression
        }
    }

    /// What has been typed, as numbers: nothing is lost, since the integer part never keeps a
    /// leading zero and the fraction's leading zeros are in its digit count.
    private var typed = TypedDigits() {
        didSet { shown = expression.map(Shown.init(expression:)) ?? Shown(typed, settings: settings) }
    }

    /// The finished operands of an expression, each with the operator typed after it (empty for
    /// a plain amount); ``typed`` is then the operand being typed.
    private var terms: [ExpressionTerm] { expression?.terms ?? [] }

    /// An expression's operands, its display and its total, worked out once when it changes.
    private final class Expression: Sendable {
        let terms: [ExpressionTerm]
        let display: String
        let value: Decimal
        /// The running total as shown under the expression.
        let totalDisplay: String?
        /// The running total's digits as a collapsed expression keeps them.
        let totalDigits: TypedDigits?

        /// `terms` followed by `last`, whose total, already worked out when the key was checked,
        /// is `total`.
        init(terms: [ExpressionTerm], last: TypedDigits, total: Decimal, settings: Settings) {
            self.terms = terms
            var text = ""
            for (index, term) in terms.enumerated() {
                text += (index == 0 ? "" : " ") + AmountInput.operandText(term.operand, settings: settings) + " " + term.operation.symbol
            }
            if !last.hasNoDigits || last.isNegative { text += " " + AmountInput.operandText(last, settings: settings) }
            display = text
            value = total
            let typedSeparator = last.fractionCount >= 0 || terms.contains { $0.operand.fractionCount >= 0 }
            let digits = TypedDigits(exactly: total, minorUnits: settings.currency.minorUnits, showsFraction: typedSeparator)
            totalDigits = digits
            totalDisplay = digits.map { AmountInput.operandText($0, settings: settings) }
        }
    }

    /// Makes the amount `terms` followed by `last`, whose total is `total` (a plain amount when
    /// `terms` is empty, and `total` is not read). Only an expression whose total is an amount
    /// is ever stored: every key is checked first.
    private mutating func store(_ terms: [ExpressionTerm], last: TypedDigits, total: Decimal = 0) {
        if !terms.isEmpty {
            context = Context(settings: settings, expression: Expression(terms: terms, last: last, total: total, settings: settings))
        } else if context.expression != nil {
            context = Context(settings: settings)
        }
        typed = last
    }

    /// The display and the value of ``typed``, written once when it changes: a view reads them
    /// several times a render (the figure, its fit, the copy button, the conversion's key).
    private var shown: Shown

    /// What a typed amount shows and is worth.
    private struct Shown: Sendable {
        let display: String
        let value: Decimal

        init(_ typed: TypedDigits, settings: Settings) {
            display = AmountInput.operandText(typed, settings: settings)
            value = typed.value
        }

        init(expression: Expression) {
            display = expression.display
            value = expression.value
        }
    }

    /// `typed` as the amount shows it: grouped, in the locale's digits, after the locale's minus
    /// sign when negative (a pending minus is the sign alone).
    private static func operandText(_ typed: TypedDigits, settings: Settings) -> String {
        // The packed symbols are plain bytes: no copy of the symbols' strings.
        let digits: String
        if typed.isNegative, typed.hasNoDigits {
            digits = ""  // a pending minus shows the minus alone
        } else if let packed = settings.packed {
            digits = AmountInput.display(typed, packed: packed)
        } else {
            digits = AmountInput.display(typed, symbols: settings.symbols)
        }
        return typed.isNegative ? settings.symbols.minusSign + digits : digits
    }

    /// The currency, the symbols and the limits.
    private final class Settings: Sendable {
        let currency: Currency
        let symbols: NumberSymbols
        let maximumIntegerDigits: Int
        let maximumValue: Decimal?
        let minimumValue: Decimal?
        let allowsNegative: Bool
        let allowsExpressions: Bool
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
             allowsNegative: Bool, allowsExpressions: Bool, locale: Locale?) {
            self.currency = currency
            self.symbols = symbols
            packed = symbols.packed
            self.maximumIntegerDigits = max(1, min(maximumIntegerDigits, TypedDigits.maximumDigits))
            self.maximumValue = maximumValue
            self.allowsNegative = allowsNegative
            self.allowsExpressions = allowsExpressions
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
                && minimumValue == other.minimumValue && allowsNegative == other.allowsNegative
                && allowsExpressions == other.allowsExpressions)
        }
    }

    /// An empty amount in `currency`, written the way `symbols` says.
    ///
    /// `maximumIntegerDigits` is brought into 1…18; `maximumValue`, when given, refuses any key
    /// that would take the amount higher above it, and `minimumValue` any key that would take it
    /// lower below it (see ``AmountKey``); a whole amount (a paste, a value) outside them is
    /// refused. `allowsNegative` lets the amount take a minus; without it a negative
    /// `minimumValue` is raised to zero. `allowsExpressions` lets it take arithmetic
    /// (``allowsExpressions``).
    public init(currency: Currency, symbols: NumberSymbols, maximumIntegerDigits: Int = 12, maximumValue: Decimal? = nil,
                minimumValue: Decimal? = nil, allowsNegative: Bool = false, allowsExpressions: Bool = false) {
        let settings = Settings(currency: currency, symbols: symbols, maximumIntegerDigits: maximumIntegerDigits,
                                maximumValue: maximumValue, minimumValue: minimumValue, allowsNegative: allowsNegative,
                                allowsExpressions: allowsExpressions, locale: nil)
        context = Context(settings: settings)
        shown = Shown(typed, settings: settings)
    }

    /// An empty amount in `currency`, written the way `locale` writes numbers (the symbols of
    /// its decimal formatter, learned once per locale). The locale's currency formatter is
    /// compiled the first time ``accessibilityValue(locale:)`` or a paste needs it, and kept, so
    /// that the first frame pays only for the symbols and later keystrokes for no lookup.
    /// ``AmountFormatter/prewarm(locale:currencies:)`` does both ahead of time. The limits and
    /// the sign are those of ``init(currency:symbols:maximumIntegerDigits:maximumValue:minimumValue:allowsNegative:allowsExpressions:)``.
    ///
    /// ```swift
    /// var amount = AmountInput(currency: .rub, locale: Locale(identifier: "ru_RU"))
    /// amount.paste("1 234,5")
    /// amount.display                                           // "1 234,5"
    /// amount.accessibilityValue(locale: Locale(identifier: "ru_RU"))  // "1 234,50 ₽"
    /// ```
    public init(currency: Currency, locale: Locale, maximumIntegerDigits: Int = 12, maximumValue: Decimal? = nil,
                minimumValue: Decimal? = nil, allowsNegative: Bool = false, allowsExpressions: Bool = false) {
        let settings = Settings(currency: currency, symbols: NumberSymbols.cached(locale: locale),
                                maximumIntegerDigits: maximumIntegerDigits, maximumValue: maximumValue, minimumValue: minimumValue,
                                allowsNegative: allowsNegative, allowsExpressions: allowsExpressions, locale: locale)
        context = Context(settings: settings)
        shown = Shown(typed, settings: settings)
    }

    /// Equal when the currency, symbols, limits, typed digits and last roll direction are.
    public static func == (lhs: AmountInput, rhs: AmountInput) -> Bool {
        lhs.typed == rhs.typed && lhs.terms == rhs.terms && lhs.lastChangeCountsDown == rhs.lastChangeCountsDown
            && lhs.settings.isEqual(to: rhs.settings)
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(currency)
        hasher.combine(symbols)
        hasher.combine(maximumIntegerDigits)
        hasher.combine(maximumValue)
        hasher.combine(minimumValue)
        hasher.combine(allowsNegative)
        hasher.combine(allowsExpressions)
        hasher.combine(terms)
        hasher.combine(typed)
        hasher.combine(lastChangeCountsDown)
    }

    /// What ``AmountText`` accepts for this input's currency and locale.
    var textForms: AmountText.Forms { settings.textForms.value }

    /// The currency's code, read without copying the currency.
    var currencyCode: String { settings.currency.code }

    /// The texts the amount views show whatever the amount, kept per language.
    var texts: AmountTexts { settings.texts }

    /// Integer digits as typed, ASCII, no leading zeros; empty when nothing is typed. In an
    /// expression, those of the operand being typed.
    public var integerDigits: String {
        typed.integerCount == 0 ? "" : TypedDigits.ascii(typed.integer, count: typed.integerCount)
    }

    /// Fraction digits as typed, ASCII; nil until a separator is typed. In an expression, those
    /// of the operand being typed.
    public var fractionDigits: String? {
        typed.fractionCount < 0 ? nil : TypedDigits.ascii(typed.fraction, count: typed.fractionCount)
    }

    /// How many fraction digits are typed: -1 before a separator, 0 after one with no digit. A
    /// currency with fewer minor units cannot hold the amount (``changingCurrency(to:)``).
    var typedFractionCount: Int { typed.fractionCount }

    /// Whether no digit has been typed: no amount. A pending minus (``isNegative`` with no digit)
    /// is still no amount.
    public var isEmpty: Bool { expression == nil && typed.hasNoDigits }

    /// Whether the amount is typed with a minus (only when ``allowsNegative``): its value is below
    /// zero once a digit other than zero is typed; with no digit it is a pending minus, which the
    /// display shows as the locale's minus sign alone.
    /// In an expression, whether its total is below zero.
    public var isNegative: Bool { expression == nil ? typed.isNegative : shown.value < 0 }

    /// Whether the input shows a minus and no digit yet: the sign key was pressed first.
    public var hasPendingMinus: Bool { expression == nil && typed.isNegative && typed.hasNoDigits }

    /// Whether the amount is an expression ("12.40 + 7.60"): an operator has been typed or pasted
    /// and not yet collapsed into its total (``AmountKey/equals``, ``collapseExpression()``).
    /// ``display`` is then the expression, ``totalDisplay`` its running total, and ``value`` that
    /// total.
    public var isExpression: Bool { expression != nil }

    /// The running total of an expression as the amount would show it once collapsed ("20.00"
    /// under "12.40 + 7.60"); nil for a plain amount. An operator with nothing typed after it, or
    /// a divisor still zero ("10 ÷ 0" on the way to "10 ÷ 0.5"), does not count yet: "12 +" totals
    /// 12.
    public var totalDisplay: String? { expression?.totalDisplay }

    /// The typed value, exactly (0 when empty), with its sign: the same `Decimal` as
    /// `Decimal(string:)` gives for the typed digits, built from their 64-bit mantissa without
    /// parsing text. For an expression, its total, evaluated exactly: every key and paste that
    /// would leave a total the currency cannot hold is refused.
    public var value: Decimal {
        shown.value
    }

    /// The amount while it is typed: the integer part grouped as the locale groups it, the
    /// fraction exactly as typed ("1 234,5" in ru_RU, "1’234.5" in de_CH), "0" when empty. A
    /// negative amount starts with the locale's minus sign (``NumberSymbols/minusSign``: "-12.5"),
    /// and a pending minus is that sign alone ("-"). An expression shows its operands so written,
    /// with its operators between them ("12.40 + 7.60", "1 234,5 ×" while nothing follows the
    /// operator).
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
        if expression != nil || key.isArithmetic { return applyInExpression(key) }
        switch key {
        case .digit(let digit):
            guard (0...9).contains(digit) else { return nil }
            let next = typed.appending(digit)
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
            typed = typed.withSeparator()  // "0." when nothing is typed
            return nil
        case .backspace:
            // Changed in a copy and stored once, so the display is written once.
            // Deleting is never refused by a limit: it is how a person goes back to type another
            // amount.
            guard let (next, lowersMagnitude) = typed.droppingLast() else { return nil }
            if lowersMagnitude { lastChangeCountsDown = !next.isNegative }
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
        case .operation, .equals:
            return nil  // taken above
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
        if settings.allowsExpressions, let expression = ExpressionText(text) { return read(expression, text: text, typing: typing) }
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
                setPendingMinus()
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
        let text = value.description
        let digits = value.plainDigits
        let integer = String(digits.integer.drop { $0 == "0" })
        return replaceDigits(integer: integer.isEmpty ? "0" : integer, fraction: text.contains(".") ? String(digits.fraction) : nil,
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
                setPendingMinus()
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

    /// Replaces the amount with a minus alone (a pending minus).
    private mutating func setPendingMinus() {
        var next = TypedDigits()
        next.isNegative = true
        if expression == nil {
            let order = next.compare(to: typed)
            if order != 0 { lastChangeCountsDown = order < 0 }
        } else {
            noteDirection(to: 0)
        }
        store([], last: next)
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
        if expression == nil {
            let order = next.compare(to: typed)
            if order != 0 { lastChangeCountsDown = order < 0 }
        } else {
            noteDirection(to: next.value)
        }
        store([], last: next)
        return nil
    }

    /// This amount in `currency`, its typed digits kept, written the way the input's locale (or
    /// symbols) writes numbers; or the rejection when `currency` has fewer decimal places than
    /// are typed. A separator typed with no digit after it is dropped when `currency` has no
    /// decimals (the value is the same).
    public func changingCurrency(to currency: Currency) -> Result<AmountInput, AmountInputRejection> {
        if typed.fractionCount > currency.minorUnits || terms.contains(where: { $0.operand.fractionCount > currency.minorUnits })
            || DigitSpan(value).decimalPlaces > currency.minorUnits {
            return .failure(.currencyCannotHoldDecimals(currency: currency.code, allowed: currency.minorUnits))
        }
        var changed: AmountInput
        if let locale = settings.locale {
            changed = AmountInput(currency: currency, locale: locale, maximumIntegerDigits: maximumIntegerDigits, maximumValue: maximumValue,
                                  minimumValue: minimumValue, allowsNegative: allowsNegative, allowsExpressions: allowsExpressions)
        } else {
            changed = AmountInput(currency: currency, symbols: symbols, maximumIntegerDigits: maximumIntegerDigits, maximumValue: maximumValue,
                                  minimumValue: minimumValue, allowsNegative: allowsNegative, allowsExpressions: allowsExpressions)
        }
        func kept(_ digits: TypedDigits) -> TypedDigits {
            var digits = digits
            if currency.minorUnits == 0, digits.fractionCount == 0 { digits.fractionCount = -1 }
            return digits
        }
        changed.store(terms.map { ExpressionTerm(operand: kept($0.operand), operation: $0.operation) }, last: kept(typed), total: value)
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
        guard expression == nil, new.expression == nil else { return Self.countsDown(from: value, to: new.value) }
        return new.typed.compare(to: typed) < 0
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
        if expression != nil { return spokenExpression(locale: locale, formatter: formatter) }
        if let text = formatted(with: formatter) { return text }
        guard typed.isNegative, typed.isZero else { return formatter.string(value) }
        // Only zeros after the minus: the negative form of zero, as typed.
        return Self.negativeForm(of: formatter.string(value), formatter: formatter) ?? formatter.string(value)
    }

    /// An expression as VoiceOver reads it: its operands as shown, its operators as words, then
    /// its total with the currency ("12.40 plus 7.60 equals $20.00").
    private func spokenExpression(locale: Locale, formatter: AmountFormatter) -> String {
        func word(_ operation: AmountOperator) -> String {
            let key: TallyStringKey = switch operation {
            case .add: .amountExpressionPlus
            case .subtract: .amountExpressionMinus
            case .multiply: .amountExpressionTimes
            case .divide: .amountExpressionDividedBy
            }
            return Localizer.string(key, locale: locale)
        }
        var parts: [String] = []
        for term in terms {
            parts.append(Self.operandText(term.operand, settings: settings))
            parts.append(word(term.operation))
        }
        if !typed.hasNoDigits || typed.isNegative {
            parts.append(Self.operandText(typed, settings: settings))
        } else if let dangling = parts.popLast() {
            // Nothing typed after the operator yet: a pause before the total ("100 divided by, equals ¥100").
            parts.append(dangling + ",")
        }
        let total = expression?.totalDigits.flatMap { formatter.string(integer: $0.integer, integerCount: max($0.integerCount, 1), fraction: $0.fraction,
                                                                  fractionCount: max($0.fractionCount, 0)) }
        var totalText = total ?? formatter.string(value)
        if value < 0, total != nil { totalText = Self.negativeForm(of: totalText, formatter: formatter) ?? formatter.string(value) }
        return Localizer.string(.amountExpressionReading, locale: locale, arguments: [.string(parts.joined(separator: " ")), .string(totalText)])
    }

    /// What VoiceOver reads as the input's label, from the String Catalog.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public static func accessibilityLabel(locale: Locale, language: TallyLanguage? = nil) -> String {
        Localizer.string(.amountAccessibilityLabel, language: language, locale: locale)
    }
}

// MARK: - Expressions

extension AmountInput {
    /// The most operands an expression holds; one more is refused as too large.
    public static let maximumOperands = 64

    /// The total of `terms` followed by `last`, when it is an amount in the currency: exact
    /// (never rounded), not a division by zero, within 18 integer digits, and not below zero
    /// unless negatives are allowed. The input's own limits (its integer digits, maximum and
    /// minimum) are not checked here: see ``limitViolation(total:from:)``.
    private static func total(terms: [ExpressionTerm], last: TypedDigits, settings: Settings) -> Result<Decimal, AmountInputRejection> {
        let counted = AmountExpression.counted(terms: terms, last: last)
        let allowed = settings.currency.minorUnits
        switch AmountExpression.evaluate(operands: counted.operands, operators: counted.operators) {
        case .failure(.divisionByZero):
            return .failure(.divisionByZero)
        case .failure(.inexact(let approximate)):
            return .failure(.inexactResult(result: resultText(approximate, allowed: allowed, settings: settings), allowed: allowed))
        case .success(let total):
            let span = DigitSpan(total)
            if span.decimalPlaces > allowed {
                return .failure(.inexactResult(result: resultText(total, allowed: allowed, settings: settings), allowed: allowed))
            }
            if span.integerDigits > TypedDigits.maximumDigits { return .failure(.tooLarge) }
            if total < 0, !settings.allowsNegative { return .failure(.negative) }
            return .success(total)
        }
    }

    /// `value` as a refusal shows it, in the input's symbols: grouped, with at most four decimal
    /// places more than the currency's and "…" where it goes on ("3.333333…" for 10 ÷ 3 in CHF).
    private static func resultText(_ value: Decimal, allowed: Int, settings: Settings) -> String {
        let symbols = settings.symbols
        let digits = value.plainDigits
        var fraction = String(digits.fraction)
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let shown = fraction.prefix(allowed + 4)
        var result = symbols.groupInteger(String(digits.integer))
        if !shown.isEmpty { result += symbols.decimalSeparator + symbols.localizedDigits(String(shown)) }
        if shown.count < fraction.count { result += "…" }
        return value < 0 ? symbols.minusSign + result : result
    }

    /// The first of the input's own limits a `total` breaks: more integer digits than it takes,
    /// or, as for a key, above its maximum and higher than the `previous` total, or below its
    /// minimum and lower than it (a whole expression, `previous` nil, is refused outside them).
    private func limitViolation(total: Decimal, from previous: Decimal?) -> AmountInputRejection? {
        if DigitSpan(total).integerDigits > settings.maximumIntegerDigits { return .tooLarge }
        if let maximumValue = settings.maximumValue, total > maximumValue, previous.map({ total > $0 }) ?? true { return .tooLarge }
        if let minimumValue = settings.minimumValue, total < minimumValue, previous.map({ total < $0 }) ?? true { return .tooSmall }
        return nil
    }

    /// Sets the roll direction for a change of value to `new`.
    private mutating func noteDirection(to new: Decimal) {
        let old = shown.value
        if new != old { lastChangeCountsDown = new < old }
    }

    /// Makes the amount `terms` followed by `last` when its total is an amount and the limits
    /// hold (as for a key typed on the amount as it is, or for a whole amount when `typing` is
    /// false); otherwise returns why not and changes nothing.
    private mutating func setExpression(_ terms: [ExpressionTerm], last: TypedDigits, typing: Bool = true) -> AmountInputRejection? {
        guard terms.count < Self.maximumOperands else { return .tooLarge }
        let total: Decimal
        switch Self.total(terms: terms, last: last, settings: settings) {
        case .failure(let rejection): return rejection
        case .success(let value): total = value
        }
        if let rejection = limitViolation(total: total, from: typing ? shown.value : nil) { return rejection }
        noteDirection(to: total)
        store(terms, last: last, total: total)
        return nil
    }

    /// A key on an expression, or an operator or = on any amount.
    private mutating func applyInExpression(_ key: AmountKey) -> AmountInputRejection? {
        switch key {
        case .operation(let operation):
            return apply(operation)
        case .equals:
            return collapseExpression()
        case .clear:
            noteDirection(to: 0)
            store([], last: TypedDigits())
            return nil
        case .backspace:
            deleteLastInExpression()
            return nil
        case .digit, .separator, .toggleSign:
            switch operandStep(key) {
            case nil: return nil
            case .failure(let rejection)?: return rejection
            case .success(let next)?: return setExpression(terms, last: next)
            }
        case .paste(let text):
            return paste(text)
        }
    }

    /// An operator typed on the amount.
    private mutating func apply(_ operation: AmountOperator) -> AmountInputRejection? {
        guard settings.allowsExpressions else {
            // Without arithmetic a minus is the sign key, as it always was; the others are not keys.
            return operation == .subtract ? apply(.toggleSign) : .notAKey(operation.symbol)
        }
        if terms.isEmpty, typed.hasNoDigits {
            // A leading minus is a sign where negatives are allowed.
            if operation == .subtract, settings.allowsNegative { return apply(.toggleSign) }
            // An operator on no amount works on zero, as a calculator's does.
            var zero = TypedDigits()
            zero.integerCount = 1
            return setExpression([ExpressionTerm(operand: zero, operation: operation)], last: TypedDigits())
        }
        if typed.hasNoDigits {
            // Nothing typed since the last operator: this one replaces it (and a minus after it).
            var replaced = terms
            replaced[replaced.count - 1].operation = operation
            return setExpression(replaced, last: TypedDigits())
        }
        if terms.last?.operation == .divide, typed.isZero { return .divisionByZero }
        return setExpression(terms + [ExpressionTerm(operand: typed, operation: operation)], last: TypedDigits())
    }

    /// The operand being typed after a digit, a separator or the sign key, with the lengths the
    /// currency and the input allow; nil when the key changes nothing.
    private func operandStep(_ key: AmountKey) -> Result<TypedDigits, AmountInputRejection>? {
        var next = typed
        switch key {
        case .digit(let digit):
            guard (0...9).contains(digit) else { return nil }
            next = next.appending(digit)
        case .separator(let character):
            guard Self.isDecimalSeparator(character, symbols: settings.symbols) else {
                if String(character) == settings.symbols.groupingSeparator { return nil }
                return .failure(.notAKey(String(character)))
            }
            guard settings.currency.minorUnits > 0 else { return .failure(.tooManyDecimals(allowed: 0)) }
            guard next.fractionCount < 0 else { return nil }
            next = next.withSeparator()
        case .toggleSign:
            guard settings.allowsNegative else { return .failure(.signNotAllowed) }
            next.isNegative.toggle()
        default:
            return nil
        }
        if let rejection = limitViolation(integerCount: next.integerCount, fractionCount: next.fractionCount) { return .failure(rejection) }
        return .success(next)
    }

    /// Backspace in an expression: deletes the last character (a digit, a separator, a minus, or
    /// the last operator when nothing follows it), and goes on deleting while what is left has no
    /// total that is an amount (a pasted "7 ÷ 35" becomes "7 ÷", never "7 ÷ 3"). Deleting is
    /// never refused by the input's limits.
    private mutating func deleteLastInExpression() {
        var left = terms, last = typed
        var total: Decimal?
        repeat {
            if let (shorter, _) = last.droppingLast() {
                last = shorter
            } else {
                guard let term = left.popLast() else { break }
                last = term.operand  // nothing typed after the operator: the operator goes
            }
            total = left.isEmpty ? last.value : try? Self.total(terms: left, last: last, settings: settings).get()
        } while total == nil
        noteDirection(to: total ?? 0)
        store(left, last: last, total: total ?? 0)
    }

    /// Ends an expression: the amount becomes its total, written with the currency's decimal
    /// places when any operand had a separator or the total has a fraction ("12.40 + 7.60" →
    /// "20.00", "120 ÷ 4" → "30"). The key ``AmountKey/equals`` does this, and a view does it when
    /// the field loses focus. Refused with ``AmountInputRejection/divisionByZero`` while the
    /// divisor being typed is zero ("10 ÷ 0"); nothing happens to a plain amount.
    @discardableResult
    public mutating func collapseExpression() -> AmountInputRejection? {
        guard let expression else { return nil }
        if expression.terms.last?.operation == .divide, typed.isZero, !typed.hasNoDigits { return .divisionByZero }
        guard let digits = expression.totalDigits else { return .tooLarge }
        store([], last: digits)
        return nil
    }

    /// Reads a pasted expression: each operand by ``AmountText``'s rule (so "€5+3" in dollars is
    /// refused as another currency, as "€5" is), operators between them, a trailing "=" collapsing
    /// it. A whole text is a finished expression: a division by a zero at its end is refused.
    private mutating func read(_ expression: ExpressionText, text: String, typing: Bool) -> AmountInputRejection? {
        var operands: [TypedDigits] = []
        for (index, operand) in expression.operands.enumerated() {
            if operand.isEmpty {
                // Only the last operand may be missing: "12 +" is typed on the way to "12 + 3".
                guard index == expression.operands.count - 1, !expression.collapses else {
                    return .notANumber(text: String(text.prefix(AmountText.maximumLength)))
                }
                operands.append(TypedDigits())
                continue
            }
            let parsed: AmountText.Parsed
            switch AmountText.read(operand, forms: settings.textForms.value, allowsNegative: settings.allowsNegative) {
            case .failure(let rejection): return rejection
            case .success(let value): parsed = value
            }
            if let rejection = limitViolation(integerCount: parsed.integer.utf8.count, fractionCount: parsed.fraction?.utf8.count ?? -1) {
                return rejection
            }
            guard var digits = TypedDigits(integer: parsed.integer, fraction: parsed.fraction) else {
                return .notANumber(text: String(operand.prefix(AmountText.maximumLength)))
            }
            digits.isNegative = parsed.isNegative
            operands.append(digits)
        }
        guard let last = operands.popLast() else { return .notANumber(text: String(text.prefix(AmountText.maximumLength))) }
        let terms = zip(operands, expression.operators).map { ExpressionTerm(operand: $0, operation: $1) }
        if !typing, terms.last?.operation == .divide, last.isZero, !last.hasNoDigits { return .divisionByZero }
        var next = self
        if let rejection = next.setExpression(terms, last: last, typing: typing) { return rejection }
        if expression.collapses, let rejection = next.collapseExpression() { return rejection }
        self = next
        return nil
    }
}

/// Text read as an expression: its operands' texts and the operators between them. A character
/// is an operator when it follows an operand; a "-" or "+" at the start, or right after another
/// operator, belongs to the operand it starts ("-5 × -3", where the amount's rule decides
/// whether a sign may be there).
struct ExpressionText {
    /// The operands' texts, trimmed, one more than the operators; the last may be empty.
    var operands: [String]
    /// The operators between them.
    var operators: [AmountOperator]
    /// Whether the text ends with "=".
    var collapses: Bool

    /// The longest text read as an expression.
    static let maximumLength = 1024

    /// `text` as an expression; nil when it has no operator after an operand (it is then one
    /// amount, read as such) or is longer than ``maximumLength``.
    init?(_ text: String) {
        var body = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard body.count <= Self.maximumLength else { return nil }
        collapses = body.last == "=" || body.last == "＝"
        if collapses { body = Substring(body.dropLast().trimmingCharacters(in: .whitespacesAndNewlines)) }
        var operands: [String] = [], operators: [AmountOperator] = []
        var current = ""
        for character in body {
            let operandStarted = !current.trimmingCharacters(in: .whitespaces).isEmpty
            if operandStarted, let operation = AmountOperator(typed: character) {
                operands.append(current.trimmingCharacters(in: .whitespaces))
                operators.append(operation)
                current = ""
            } else {
                current.append(character)
            }
        }
        guard !operators.isEmpty else { return nil }
        operands.append(current.trimmingCharacters(in: .whitespaces))
        self.operands = operands
        self.operators = operators
    }
}

import Foundation

/// The one rule by which text from outside becomes an amount: a paste, a keyboard's insertion of
/// several characters, the whole text of a text field, the command line's typed text.
///
/// **A text is an amount only when it reads as exactly one amount in the field's currency and
/// locale**: writing that amount back the way the field writes it gives the text again, under
/// this normalisation and nothing else:
///
/// - white space around the text is ignored;
/// - the integer part is grouped exactly where the locale groups it, or not grouped at all; a
///   grouping separator may be written as any of its variants (any space for a space, `'` for
///   `’`), and where the locale only groups from five digits ("1234" in es_ES), a group before
///   four digits is also taken;
/// - the decimal separator is the locale's (or its currency format's), written at most once,
///   and may end the text ("12," while typing);
/// - the digits are those of one Unicode decimal script, read digit for digit ("١٢" is 12);
/// - the field's own currency may stand before or after the number, with or without a space: as
///   the locale's currency format writes it (its invisible direction marks included, exactly
///   where it places them), or alone as its symbol, its ISO code in any case, or its name; a
///   full-width form ("￥") is its plain one.
///
/// For an input that allows negatives (``AmountInput/allowsNegative``), a negative amount is
/// such a text with a minus (the locale's ``NumberSymbols/minusSign``, "-" or "−") before it
/// all ("-12.50", "-$12.50", "−12 €"), or written as the locale's negative currency format
/// writes it (``AmountFormatter/negativePrefix`` and ``AmountFormatter/negativeSuffix``:
/// "CHF-12.50" in de_CH, "€ -12,50" in nl_NL), or such a text in accounting parentheses
/// ("(12.50)", "($12.50)").
///
/// Everything else is refused, and the reason names what was seen
/// (``AmountInputRejection``): another currency's sign, code or name; a compact abbreviation in
/// any locale ("1.2K", "1,5 Mio.", "1.5L"); a sign ("-", "+", "(…)") where the amount is
/// unsigned, or where the locale does not write one ("+12", "12-");
/// an exponent ("1e5"); an invisible format character such as a direction override, never
/// stripped; digits of two scripts; a misplaced group ("1,24,567.89" in en_US); a second decimal
/// separator; anything else.
public enum AmountText {
    /// The most characters looked at; a longer text is refused.
    public static let maximumLength = 64

    /// The digits a text stands for: the integer digits (ASCII, no leading zeros, "0" for none)
    /// and the fraction as written.
    public struct Parsed: Sendable, Hashable {
        /// Integer digits.
        public var integer: String
        /// Fraction digits, nil when the text has no decimal separator.
        public var fraction: String?
        /// Whether the text is a negative amount (only for an input that allows negatives).
        public var isNegative = false
    }

    /// Reads `text` as an amount for `input`: its currency, its locale's number symbols and
    /// currency format, and whether it may be negative. Returns the digits, or why the text is
    /// not exactly one amount.
    public static func read(_ text: String, for input: AmountInput) -> Result<Parsed, AmountInputRejection> {
        read(text, forms: input.textForms, allowsNegative: input.allowsNegative)
    }

    // MARK: - The rule

    /// ``read(_:forms:)``, and where `allowsNegative`, a negative amount written in one of the
    /// negative forms the type's documentation lists.
    static func read(_ text: String, forms: Forms, allowsNegative: Bool) -> Result<Parsed, AmountInputRejection> {
        let unsigned = read(text, forms: forms)
        guard allowsNegative, case .failure(let reason) = unsigned, text.count <= maximumLength else { return unsigned }
        guard let positive = forms.positiveText(ofNegative: text) else {
            // A sign where the locale writes none is not a refusal of signs: the text is no amount.
            if case .sign = reason { return .failure(.notANumber(text: text)) }
            return unsigned
        }
        switch read(positive, forms: forms) {
        case .success(var parsed):
            parsed.isNegative = true
            return .success(parsed)
        case .failure(.sign), .failure(.notANumber):
            // A second sign, or nothing that reads after the sign: the whole text is no amount.
            return .failure(.notANumber(text: String(text.prefix(maximumLength))))
        case .failure(let inner):
            return .failure(inner)
        }
    }

    /// The number of characters of the minus that `text` starts with: the locale's minus sign
    /// (direction marks included), "-" or "−"; nil when it starts with none.
    static func leadingMinus(of text: some StringProtocol, symbols: NumberSymbols) -> Int? {
        if !symbols.minusSign.isEmpty, text.hasPrefix(symbols.minusSign) { return symbols.minusSign.count }
        guard let first = text.first, minusSigns.contains(first) else { return nil }
        return 1
    }

    /// The minus signs a negative text may be written with, besides the locale's own.
    static let minusSigns: Set<Character> = ["-", "−"]

    static func read(_ text: String, forms: Forms) -> Result<Parsed, AmountInputRejection> {
        guard text.count <= maximumLength else { return .failure(.notANumber(text: String(text.prefix(maximumLength)))) }
        let characters = Array(text)
        var lower = 0, upper = characters.count
        while lower < upper, characters[lower].isWhitespace { lower += 1 }
        while upper > lower, characters[upper - 1].isWhitespace { upper -= 1 }
        let span = Span(characters: characters, lower: lower, upper: upper)
        guard let core = span.core(forms: forms) else { return .failure(classify(span, core: nil, forms: forms, text: text)) }
        guard forms.acceptsAffixes(prefix: span.text(lower, core.lowerBound), suffix: span.text(core.upperBound, upper)),
              let parsed = readNumber(characters[core], forms: forms) else {
            return .failure(classify(span, core: core, forms: forms, text: text))
        }
        return .success(parsed)
    }

    /// The digits of `number` (from its first digit to its last, or a decimal separator after
    /// it) when it is grouped as the locale groups it, or not at all; nil otherwise.
    private static func readNumber(_ number: ArraySlice<Character>, forms: Forms) -> Parsed? {
        for numbering in forms.numberings {
            if let parsed = readNumber(number, numbering: numbering) { return parsed }
        }
        return nil
    }

    /// ``readNumber(_:forms:)`` with one set of separators and groupings.
    private static func readNumber(_ number: ArraySlice<Character>, numbering: Numbering) -> Parsed? {
        var groups: [String] = [""]
        var fraction: String?
        var zero: UInt32?
        for character in number {
            if let digit = AmountKeyboard.decimalDigit(character) {
                let script = (character.unicodeScalars.first?.value ?? 0) &- UInt32(digit)
                guard zero == nil || zero == script else { return nil }
                zero = script
                let ascii = Character(Unicode.Scalar(UInt8(0x30 + digit)))
                if fraction != nil { fraction?.append(ascii) } else { groups[groups.count - 1].append(ascii) }
            } else if String(character) == numbering.decimalSeparator {
                guard fraction == nil else { return nil }
                fraction = ""
            } else if numbering.groupingSeparators.contains(character) {
                // A group never starts or ends the integer part, and never follows the separator.
                guard fraction == nil, !(groups.last ?? "").isEmpty else { return nil }
                groups.append("")
            } else {
                return nil
            }
        }
        guard let head = groups.first, !head.isEmpty, !(groups.last ?? "").isEmpty else { return nil }
        let integer = groups.joined()
        // No leading zeros: "0012" is not how any amount is written.
        guard integer == "0" || !integer.hasPrefix("0") else { return nil }
        if groups.count > 1 {
            let lengths = groups.map(\.count)
            guard numbering.groupings.contains(where: { $0.lengths(forDigits: integer.count) == lengths }) else { return nil }
        }
        return Parsed(integer: integer, fraction: fraction)
    }

    /// Why `span` is not an amount: the first of the reasons below that it shows.
    private static func classify(_ span: Span, core: Range<Int>?, forms: Forms, text: String) -> AmountInputRejection {
        let shown = String(text.prefix(maximumLength))
        let visible = span.text(span.lower, span.upper)
        // 1. Invisible characters that can change how the text reads: never stripped.
        for (offset, character) in span.characters[span.lower..<span.upper].enumerated() {
            let index = span.lower + offset
            let insideNumber = core.map { $0.contains(index) } ?? false
            for scalar in character.unicodeScalars where isInvisible(scalar, insideNumber: insideNumber) {
                return .invisibleCharacter(codePoint: codePoint(scalar))
            }
        }
        let prefix = core.map { span.text(span.lower, $0.lowerBound) } ?? visible
        let suffix = core.map { span.text($0.upperBound, span.upper) } ?? ""
        let number = core.map { span.text($0.lowerBound, $0.upperBound) } ?? ""
        // 2. An exponent: "1e5", "1.5E+3", "2×10^3".
        if let core, hasExponent(span, core: core) { return .exponent(text: visible) }
        // 3. A compact abbreviation: "1.2K", "1,5 Mio.", "3 тыс.".
        for affix in [suffix, prefix] where forms.isCompactAbbreviation(affix) { return .compactAmount(text: visible) }
        // 4. Another currency's sign, code or name.
        for affix in [prefix, suffix] {
            if let other = forms.otherCurrency(in: affix) { return .otherCurrency(seen: other, currency: forms.currency.code) }
        }
        // 5. A sign.
        for character in (prefix + suffix + number) where signs.contains(character) { return .sign(String(character)) }
        // 6. Digits of two scripts.
        if hasMixedDigits(number) { return .mixedDigits(text: visible) }
        // 7. Direction marks where the currency format does not put them.
        for character in (prefix + suffix) where character.unicodeScalars.contains(where: { directionMarks.contains($0.value) }) {
            let scalar = character.unicodeScalars.first { directionMarks.contains($0.value) }
            return .invisibleCharacter(codePoint: scalar.map(codePoint) ?? "")
        }
        return .notANumber(text: shown)
    }

    /// The trimmed characters of a text and the range they span.
    private struct Span {
        let characters: [Character]
        let lower: Int
        let upper: Int

        func text(_ from: Int, _ to: Int) -> String { from < to ? String(characters[from..<to]) : "" }

        /// From the first digit to the last, and a decimal separator right after it ("12."); nil
        /// without a digit.
        func core(forms: Forms) -> Range<Int>? {
            guard let first = (lower..<upper).first(where: { AmountKeyboard.decimalDigit(characters[$0]) != nil }),
                  var last = (lower..<upper).last(where: { AmountKeyboard.decimalDigit(characters[$0]) != nil }) else { return nil }
            if last + 1 < upper, forms.isDecimalSeparator(characters[last + 1]) { last += 1 }
            return first..<(last + 1)
        }
    }

    // MARK: - Characters

    /// Left-to-right mark, right-to-left mark, Arabic letter mark: what currency formats in
    /// Arabic, Hebrew and Persian put around the number and the symbol.
    static let directionMarks: Set<UInt32> = [0x200E, 0x200F, 0x061C]

    /// Whether `scalar` is invisible and can change how a text reads: a format character (a
    /// direction embedding, override or isolate, a zero-width space or joiner, a byte-order
    /// mark, a soft hyphen…), a control that is not a tab or a line break, a combining mark, a private-use,
    /// surrogate or unassigned code point. A direction mark counts only inside the number.
    static func isInvisible(_ scalar: Unicode.Scalar, insideNumber: Bool) -> Bool {
        if directionMarks.contains(scalar.value) { return insideNumber }
        switch scalar.properties.generalCategory {
        case .format, .privateUse, .surrogate, .unassigned, .nonspacingMark, .enclosingMark, .spacingMark: return true
        case .control: return !scalar.properties.isWhitespace  // a tab or a line break is seen, as two numbers
        default: return false
        }
    }

    /// "U+202E".
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Minus and plus signs of every kind, and the parentheses of accounting negatives.
    static let signs: Set<Character> = ["-", "+", "−", "‒", "–", "—", "﹣", "－", "＋", "﹢", "(", ")", "（", "）", "⁻", "⁺", "₋", "₊"]

    private static func hasExponent(_ span: Span, core: Range<Int>) -> Bool {
        let characters = span.characters
        for index in core where ["e", "E", "×", "^", "ᴇ"].contains(characters[index]) {
            if index > core.lowerBound, AmountKeyboard.decimalDigit(characters[index - 1]) != nil { return true }
        }
        return false
    }

    private static func hasMixedDigits(_ number: String) -> Bool {
        var zero: UInt32?
        for character in number {
            guard let digit = AmountKeyboard.decimalDigit(character), let scalar = character.unicodeScalars.first else { continue }
            let script = scalar.value &- UInt32(digit)
            if let zero, zero != script { return true }
            zero = script
        }
        return false
    }

    /// `text` without white space and in lower case: how affixes are compared, so that "CHF 12",
    /// "CHF12" and "chf 12" are one form.
    static func normalized(_ text: some StringProtocol) -> String {
        // Compatibility forms fold to their plain ones: the full-width "￥" and "＄" of Japanese and
        // Chinese text are "¥" and "$".
        String(text.filter { !$0.isWhitespace }).precomposedStringWithCompatibilityMapping.lowercased()
    }

    /// ``normalized(_:)`` with the locale's minus sign and every minus of ``minusSigns`` written
    /// "-": how a negative format's affixes are compared.
    static func normalizedSigned(_ text: String, symbols: NumberSymbols) -> String {
        var text = text
        if !symbols.minusSign.isEmpty { text = text.replacingOccurrences(of: symbols.minusSign, with: "-") }
        return normalized(String(text.map { minusSigns.contains($0) ? "-" : $0 }))
    }

    /// `text` without direction marks.
    static func withoutDirectionMarks(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !directionMarks.contains(scalar.value) { scalars.append(scalar) }
        return String(scalars)
    }
}

// MARK: - What a field accepts

extension AmountText {
    /// One way of grouping the integer part.
    struct Grouping: Sendable, Hashable {
        var size: Int
        var secondarySize: Int
        var minimumDigits: Int

        init(_ symbols: NumberSymbols, minimumDigits: Int? = nil) {
            size = symbols.groupingSize
            secondarySize = symbols.secondaryGroupingSize
            self.minimumDigits = minimumDigits ?? symbols.minimumGroupingDigits
        }

        /// The lengths of the groups, left to right, of an integer of `count` digits; one group
        /// when it is not grouped.
        func lengths(forDigits count: Int) -> [Int] {
            guard count - size >= minimumDigits else { return [count] }
            var lengths = [size]
            var left = count - size
            while left > secondarySize {
                lengths.append(secondarySize)
                left -= secondarySize
            }
            lengths.append(left)
            return lengths.reversed()
        }
    }

    /// What a field accepts around and inside the number, worked out once per input's settings
    /// (the first time a text is read, not for the first frame).
    struct Forms: Sendable {
        /// The field's currency.
        let currency: Currency
        /// The locale, when the input was made for one.
        let locale: Locale?
        /// How the number may be written: the locale's number format, then its currency format
        /// when that writes numbers otherwise (Cape Verde's "1 234$50", en_150's "1.234,50 €").
        let numberings: [Numbering]
        /// Every decimal separator of ``numberings``.
        let decimalSeparators: Set<String>
        /// The currency format's prefix and suffix, normalized (direction marks kept).
        let formatAffixes: Set<[String]>
        /// The currency alone, normalized without direction marks: its symbol as the locale
        /// writes it, its ISO code and the everyday forms.
        let currencyForms: Set<String>
        /// Its names and its symbol as other languages write it, worked out only when a word
        /// around a number is none of ``currencyForms``.
        let names: LazyValue<Set<String>>
        /// Whether the locale's currency format writes the currency after the number.
        let currencyAfterNumber: Bool
        /// The symbols the forms were made for.
        let symbols: NumberSymbols
        /// The negative currency format's prefix and suffix, normalized with every minus written
        /// "-", worked out the first time a negative text is read; nil without a locale.
        let negativeAffixes: LazyValue<[String]?>

        init(currency: Currency, symbols: NumberSymbols, locale: Locale?) {
            self.currency = currency
            self.locale = locale
            self.symbols = symbols
            negativeAffixes = LazyValue {
                guard let locale else { return nil }
                let formatter = AmountFormatter.cached(locale: locale, currency: currency, style: .currency)
                return [formatter.negativePrefix, formatter.negativeSuffix].map { AmountText.normalizedSigned($0, symbols: symbols) }
            }
            let formatter = locale.map { AmountFormatter.cached(locale: $0, currency: currency, style: .currency) }
            var numberings = [Numbering(symbols)]
            if let formatter {
                let currencyNumbering = Numbering(formatter.symbols)
                if currencyNumbering != numberings[0] { numberings.append(currencyNumbering) }
            }
            self.numberings = numberings
            decimalSeparators = Set(numberings.map(\.decimalSeparator))
            var forms: Set<String> = [currency.code.lowercased()]
            var affixes: Set<[String]> = []
            var after = false
            if let symbol = currency.symbol { forms.insert(AmountText.normalized(symbol)) }
            if let formatter {
                let prefix = AmountText.normalized(formatter.positivePrefix), suffix = AmountText.normalized(formatter.positiveSuffix)
                affixes.insert([prefix, suffix])
                for affix in [prefix, suffix] {
                    let bare = AmountText.withoutDirectionMarks(affix)
                    if !bare.isEmpty { forms.insert(bare) }
                }
                after = !AmountText.withoutDirectionMarks(suffix).isEmpty
            }
            for (word, code) in AmountText.traditionalAbbreviations where code == currency.code { forms.insert(word) }
            names = LazyValue { AmountText.names(of: currency, locale: locale) }
            formatAffixes = affixes
            currencyForms = forms
            currencyAfterNumber = after
        }

        func isDecimalSeparator(_ character: Character) -> Bool { decimalSeparators.contains(String(character)) }

        /// The positive text a negative `text` stands for, when it is written in one of the
        /// negative forms: in accounting parentheses, with a minus before it all, or as the
        /// locale's negative currency format writes it. Nil otherwise (no sign, a sign of another
        /// kind or in another place, two signs).
        func positiveText(ofNegative text: String) -> String? {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let first = trimmed.first, let last = trimmed.last else { return nil }
            // Accounting parentheses around a positive form: "(12.50)", "($12.50)".
            if (first == "(" && last == ")") || (first == "（" && last == "）") {
                let inner = trimmed.dropFirst().dropLast()
                guard !inner.contains(where: { AmountText.minusSigns.contains($0) || AmountText.signs.contains($0) }) else { return nil }
                return String(inner)
            }
            // One minus, and no other sign.
            let minusCount = trimmed.filter { AmountText.minusSigns.contains($0) }.count
                + (symbols.minusSign.count == 1 && !AmountText.minusSigns.contains(symbols.minusSign.first ?? "-")
                    ? trimmed.filter { String($0) == symbols.minusSign }.count : 0)
            guard minusCount == 1 else { return nil }
            // A minus before it all: "-12.50", "-$12.50", "−12 €".
            if let sign = AmountText.leadingMinus(of: trimmed, symbols: symbols) {
                return String(trimmed.dropFirst(sign))
            }
            // The locale's negative currency format: "CHF-12.50" (de_CH), "€ -12,50" (nl_NL).
            guard let negative = negativeAffixes.value else { return nil }
            let characters = Array(trimmed)
            guard let firstDigit = characters.firstIndex(where: { AmountKeyboard.decimalDigit($0) != nil }),
                  var lastDigit = characters.lastIndex(where: { AmountKeyboard.decimalDigit($0) != nil }) else { return nil }
            if lastDigit + 1 < characters.count, isDecimalSeparator(characters[lastDigit + 1]) { lastDigit += 1 }
            let prefix = String(characters[..<firstDigit]), suffix = String(characters[(lastDigit + 1)...])
            guard [AmountText.normalizedSigned(prefix, symbols: symbols), AmountText.normalizedSigned(suffix, symbols: symbols)] == negative,
                  let positive = formatAffixes.first else { return nil }
            // The number between the positive format's own affixes, which the rule then reads.
            return positive[0] + String(characters[firstDigit...lastDigit]) + positive[1]
        }

        /// Whether a normalized word is the field's own currency.
        func isOwnCurrency(_ word: String) -> Bool { currencyForms.contains(word) || names.value.contains(word) }

        /// The forms for `currency` written with `symbols` in `locale`, worked out once per
        /// currency, locale and symbols and kept for the life of the process.
        static func cached(currency: Currency, symbols: NumberSymbols, locale: Locale?) -> Forms {
            cache.value(for: Key(currency: currency, symbols: symbols, locale: locale?.identifier)) {
                Forms(currency: currency, symbols: symbols, locale: locale)
            }
        }

        private struct Key: Hashable, Sendable {
            let currency: Currency
            let symbols: NumberSymbols
            let locale: String?
        }

        private static let cache = CompiledCache<Key, Forms>()

        /// Whether the text before and after the number is the field's currency: nothing, the
        /// currency format's own affixes, or the currency alone on one side.
        func acceptsAffixes(prefix: String, suffix: String) -> Bool {
            let before = AmountText.normalized(prefix), after = AmountText.normalized(suffix)
            if before.isEmpty, after.isEmpty { return true }
            if formatAffixes.contains([before, after]) { return true }
            if after.isEmpty { return isOwnCurrency(before) }
            guard before.isEmpty, isOwnCurrency(after) else { return false }
            // A symbol that is also a compact abbreviation ("K" for kwacha) is read after the
            // number only where the locale writes the currency there: "1.2K" is 1,200.
            return currencyAfterNumber || !isCompactAbbreviation(suffix)
        }

        /// Whether `affix` is a compact abbreviation in some locale: the field locale's own, or
        /// one of the abbreviations the world's compact notations use.
        func isCompactAbbreviation(_ affix: String) -> Bool {
            let word = AmountText.normalized(AmountText.withoutDirectionMarks(affix))
            guard !word.isEmpty else { return false }
            if AmountText.compactAbbreviations.contains(word) { return true }
            guard let locale else { return false }
            return CompactAmountFormatter.cached(locale: locale).abbreviations.contains(word)
        }

        /// The first word of `affix` that names a currency other than the field's, as written
        /// (a currency sign alone when it is part of a word: "€" of "€52"). Signs are not part of
        /// a currency: "-$" before a number in dollars names none.
        func otherCurrency(in affix: String) -> String? {
            let unsigned = AmountText.normalized(AmountText.withoutDirectionMarks(String(affix.filter { !AmountText.signs.contains($0) })))
            if unsigned.isEmpty || isOwnCurrency(unsigned) { return nil }
            let whole = AmountText.normalized(AmountText.withoutDirectionMarks(affix))
            guard !whole.isEmpty, !isOwnCurrency(whole) else { return nil }
            for word in affix.split(whereSeparator: { $0.isWhitespace }) {
                let normalized = AmountText.normalized(AmountText.withoutDirectionMarks(String(word)))
                if normalized.isEmpty || isOwnCurrency(normalized) { continue }
                if let sign = word.first(where: { $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .currencySymbol } }),
                   !isOwnCurrency(AmountText.normalized(String(sign))) {
                    return String(sign)
                }
                if AmountText.isOtherCurrency(normalized) { return String(word) }
            }
            return AmountText.isOtherCurrency(whole) ? affix.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        }
    }

    /// One way a locale writes a number: its decimal separator, its grouping separator with its
    /// variants, and where groups fall.
    struct Numbering: Sendable, Hashable {
        let decimalSeparator: String
        let groupingSeparators: Set<Character>
        let groupings: Set<Grouping>

        init(_ symbols: NumberSymbols) {
            decimalSeparator = symbols.decimalSeparator
            var separators: Set<Character> = []
            var groupings: Set<Grouping> = []
            if symbols.usesGrouping, symbols.groupingSeparator.count == 1, let separator = symbols.groupingSeparator.first,
               symbols.groupingSeparator != symbols.decimalSeparator {
                groupings = [Grouping(symbols), Grouping(symbols, minimumDigits: 1)]
                if separator.isWhitespace {
                    separators = [" ", "\u{00A0}", "\u{202F}", "\u{2009}", "\u{2007}", "\u{2008}", "\u{200A}"]
                } else if AmountText.apostrophes.contains(separator) {
                    separators = AmountText.apostrophes
                } else {
                    separators = [separator]
                }
            }
            groupingSeparators = separators.filter { String($0) != symbols.decimalSeparator }
            self.groupings = groupings
        }
    }

    static let apostrophes: Set<Character> = ["'", "’", "ʼ", "`", "´", "ʹ", "′"]

    /// The names of `currency`: ISO's English name, its display name in `locale` (English without
    /// one) and how that locale's currency format spells it out for a few counts ("US dollars",
    /// "доллара США"), its symbol as international English and the kit's languages write it
    /// ("US$", "$US"), and the older abbreviations people still write ("руб.", "Fr."); normalized.
    static func names(of currency: Currency, locale: Locale?) -> Set<String> {
        var names: Set<String> = []
        for (word, code) in traditionalAbbreviations where code == currency.code { names.insert(word) }
        names.insert(normalized(currency.name))
        guard currency.kind == .active || currency.kind == .withdrawn else { return names }
        let locale = locale ?? Locale(identifier: "en")
        if let name = locale.localizedString(forCurrencyCode: currency.code) { names.insert(normalized(name)) }
        /// The words around the number in `written`.
        func insertAffixes(of written: String) {
            let characters = Array(written)
            guard let first = characters.firstIndex(where: { AmountKeyboard.decimalDigit($0) != nil }),
                  let last = characters.lastIndex(where: { AmountKeyboard.decimalDigit($0) != nil }) else { return }
            for affix in [String(characters[..<first]), String(characters[(last + 1)...])] {
                let name = normalized(withoutDirectionMarks(affix))
                if !name.isEmpty { names.insert(name) }
            }
        }
        let spelledOut = Decimal.FormatStyle.Currency(code: currency.code, locale: locale).presentation(.fullName)
        let counts: [Decimal] = [0, 1, 2, 3, 5, 11, 21, 22, 25, Decimal(sign: .plus, exponent: -1, significand: 15)]
        for count in counts { insertAffixes(of: spelledOut.format(count)) }
        // The symbol as international English and the kit's languages write it ("US$", "$US"):
        // each names this currency and no other.
        for identifier in ["en_001", "en", "fr", "de", "ru"] {
            insertAffixes(of: Decimal.FormatStyle.Currency(code: currency.code, locale: Locale(identifier: identifier)).format(1))
        }
        return names
    }

    /// Abbreviations for currencies that locales no longer use but people still write, by code.
    static let traditionalAbbreviations: [(String, String)] = [
        ("руб", "RUB"), ("руб.", "RUB"), ("р", "RUB"), ("р.", "RUB"),
        ("fr", "CHF"), ("fr.", "CHF"), ("sfr", "CHF"), ("sfr.", "CHF"),
        ("euro", "EUR"), ("euros", "EUR"),
        ("rs", "INR"), ("rs.", "INR"), ("rs", "PKR"), ("rs.", "PKR"), ("rs", "LKR"), ("rs.", "LKR"), ("rs", "NPR"), ("rs.", "NPR"),
        ("元", "CNY"), ("块", "CNY"), ("円", "JPY"),
    ]

    /// Whether a normalized word names some currency: currency signs only, an ISO 4217 code
    /// active or withdrawn, a currency symbol some locale writes, an older abbreviation, or a
    /// currency's name in English or in one of the kit's languages.
    static func isOtherCurrency(_ word: String) -> Bool {
        if word.unicodeScalars.contains(where: { $0.properties.generalCategory == .currencySymbol }) { return true }
        return currencyWords.value.contains(word)
    }

    /// Every currency word ``isOtherCurrency(_:)`` knows, read once, the first time a text is
    /// refused for a word around its number.
    private static let currencyWords = LazyValue<Set<String>> {
        var words: Set<String> = Set((Currency.all + Currency.withdrawn).map { $0.code.lowercased() })
        for (word, _) in traditionalAbbreviations { words.insert(word) }
        for identifier in Locale.availableIdentifiers {
            if let symbol = Locale(identifier: identifier).currencySymbol {
                let visible = normalized(withoutDirectionMarks(symbol))
                if !visible.isEmpty { words.insert(visible) }
            }
        }
        for language in ["en", "ru", "fr", "de"] {
            let locale = Locale(identifier: language)
            for currency in Currency.all {
                guard let name = locale.localizedString(forCurrencyCode: currency.code) else { continue }
                words.insert(normalized(name))
                for word in name.split(whereSeparator: { $0.isWhitespace }) where word.count > 3 { words.insert(word.lowercased()) }
            }
        }
        for word in ["dollar", "dollars", "euro", "euros", "franc", "francs", "pound", "pounds", "yen", "yuan", "rupee", "rupees",
                     "рубль", "рубля", "рублей", "доллар", "доллара", "долларов", "евро", "франк", "франка", "франков",
                     "dollar", "franken", "pfund"] {
            words.insert(word)
        }
        return words
    }

    /// Abbreviations of compact notations: thousands, lakhs, millions, crores, billions and
    /// trillions as the world's locales shorten them, lower-cased ("k", "l", "mio.", "тыс.").
    static let compactAbbreviations: Set<String> = [
        "k", "m", "b", "t", "l", "mn", "bn", "tn", "mm", "mil", "mill", "mln", "mld", "mlrd", "mrd", "mrd.", "md", "md.", "mds",
        "mio", "mio.", "mia", "mia.", "bio", "bio.", "tsd", "tsd.", "lakh", "lakhs", "lac", "lacs", "cr", "crore", "crores",
        "thousand", "thousands", "million", "millions", "billion", "billions", "trillion", "trillions",
        "tausend", "millionen", "milliarde", "milliarden", "mille", "milliard", "milliards",
        "тыс", "тыс.", "млн", "млн.", "млрд", "млрд.", "трлн", "трлн.", "тысяч", "тысяча", "тысячи", "миллион", "миллиона", "миллионов",
        "万", "萬", "億", "亿", "千", "천", "만", "억", "조", "兆",
    ]
}

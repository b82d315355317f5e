import Foundation

/// Why a keystroke or a paste was refused. The amount is left exactly as it was.
public enum AmountInputRejection: Error, Sendable, Hashable {
    /// More fraction digits than the currency has (`allowed` of them; 0 for JPY).
    case tooManyDecimals(allowed: Int)
    /// More integer digits than the input allows, or above its maximum value.
    case tooLarge
    /// Pasted text that is not an amount (`text` as pasted, cut to 64 characters).
    case notANumber(text: String)

    /// The localized message a person reads, from the String Catalog.
    public func message(locale: Locale) -> String {
        switch self {
        case .tooManyDecimals(let allowed):
            Localizer.string(.amountErrorTooManyDecimals, locale: locale, arguments: [.int(allowed)])
        case .tooLarge:
            Localizer.string(.amountErrorTooLarge, locale: locale)
        case .notANumber(let text):
            Localizer.string(.amountErrorNotANumber, locale: locale, arguments: [.string(text)])
        }
    }
}

/// A key of the amount keypad.
public enum AmountKey: Sendable, Hashable {
    /// A digit 0…9.
    case digit(Int)
    /// A decimal separator as typed (the locale's; the other of `.` and `,` where unambiguous).
    case separator(Character)
    /// Delete the last typed character.
    case backspace
    /// Delete everything.
    case clear
    /// Replace the amount with pasted text, if it is exactly an amount.
    case paste(String)
}

/// The amount being typed, as a value: the digits exactly as typed, the currency's and the
/// input's limits, and everything the display needs. It never rounds, truncates or drops what was
/// typed: a key that would break a limit is refused with an ``AmountInputRejection`` and the
/// amount stays as it was.
///
/// Behaves like a calculator: a leading zero is replaced by the next digit, a separator typed
/// first gives `0.`, and backspace walks back one character at a time.
public struct AmountInput: Sendable, Hashable {
    /// The currency, whose ISO minor units bound the fraction.
    public let currency: Currency
    /// How the locale writes numbers (separators, grouping, digits).
    public let symbols: NumberSymbols
    /// The most integer digits accepted (12 by default: up to 999 999 999 999).
    public let maximumIntegerDigits: Int
    /// An optional ceiling on the value.
    public let maximumValue: Decimal?

    /// Integer digits as typed, ASCII, no leading zeros; empty when nothing is typed.
    public private(set) var integerDigits: String = ""
    /// Fraction digits as typed, ASCII; nil until a separator is typed.
    public private(set) var fractionDigits: String?

    /// An empty amount in `currency`, written the way `symbols` says.
    public init(currency: Currency, symbols: NumberSymbols, maximumIntegerDigits: Int = 12, maximumValue: Decimal? = nil) {
        self.currency = currency
        self.symbols = symbols
        self.maximumIntegerDigits = max(1, min(maximumIntegerDigits, 18))
        self.maximumValue = maximumValue
    }

    /// Whether nothing has been typed.
    public var isEmpty: Bool { integerDigits.isEmpty && fractionDigits == nil }

    /// The typed value, exactly (0 when empty).
    public var value: Decimal {
        Self.value(integer: integerDigits, fraction: fractionDigits)
    }

    /// Zero with 1 through 19 fraction digits, as `Decimal(string:)` reads "0.0", "0.00"…
    private static let zeros: [Decimal] = (1...19).map { count in
        Decimal(string: "0." + String(repeating: "0", count: count), locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }

    /// The value of `integer` and `fraction` digits: built from a 64-bit mantissa when the digits
    /// fit one, giving the same `Decimal` as `Decimal(string:)` (trailing zeros folded into the
    /// exponent), and read with `Decimal(string:)` otherwise.
    static func value(integer: String, fraction: String?) -> Decimal {
        let fractionCount = fraction?.utf8.count ?? 0
        if integer.utf8.count + fractionCount <= 19 {
            var mantissa: UInt64 = 0
            var allDigits = true
            for byte in integer.utf8 {
                allDigits = allDigits && byte.isASCIIDigit
                mantissa = mantissa &* 10 &+ UInt64(byte &- 0x30)
            }
            for byte in (fraction ?? "").utf8 {
                allDigits = allDigits && byte.isASCIIDigit
                mantissa = mantissa &* 10 &+ UInt64(byte &- 0x30)
            }
            if allDigits, mantissa != 0 {
                var exponent = -fractionCount
                while mantissa % 10 == 0 {
                    mantissa /= 10
                    exponent += 1
                }
                return Decimal(sign: .plus, exponent: exponent, significand: Decimal(mantissa))
            }
            if allDigits, fractionCount == 0 { return 0 }
            if allDigits, fractionCount <= zeros.count { return zeros[fractionCount - 1] }
        }
        let text = (integer.isEmpty ? "0" : integer) + (fraction.map { $0.isEmpty ? "" : "." + $0 } ?? "")
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }

    /// The amount while it is typed: the integer part grouped as the locale groups it, the
    /// fraction exactly as typed ("1 234,5" in ru_RU, "1’234.5" in de_CH), "0" when empty.
    public var display: String {
        if let fraction = fractionDigits {
            if let fast = fastDisplay(fraction: fraction) { return fast }
        } else if !integerDigits.isEmpty, let fast = symbols.groupedASCIIDigits(integerDigits.utf8) {
            return fast
        }
        let integer = symbols.groupInteger(integerDigits.isEmpty ? "0" : integerDigits)
        guard let fraction = fractionDigits else { return integer }
        return integer + symbols.decimalSeparator + symbols.localizedDigits(fraction)
    }

    /// ``display`` with a fraction, written in one pass when every digit is ASCII.
    private func fastDisplay(fraction: String) -> String? {
        let integer = integerDigits.isEmpty ? "0" : integerDigits
        for byte in integer.utf8 where !byte.isASCIIDigit { return nil }
        for byte in fraction.utf8 where !byte.isASCIIDigit { return nil }
        let grouped = symbols.groupsIntegerOf(count: integer.utf8.count)
        let length = symbols.groupedUTF8Count(asciiDigits: integer.utf8, grouped: grouped)
            + symbols.decimalSeparator.utf8.count
            + symbols.groupedUTF8Count(asciiDigits: fraction.utf8, grouped: false)
        return String(unsafeUninitializedCapacity: length) { buffer in
            var index = 0
            symbols.writeGrouped(asciiDigits: integer.utf8, grouped: grouped, into: buffer, at: &index)
            NumberSymbols.write(symbols.decimalSeparator, into: buffer, at: &index)
            symbols.writeGrouped(asciiDigits: fraction.utf8, grouped: false, into: buffer, at: &index)
            return index
        }
    }

    /// Whether the last key that changed the value made it smaller: the direction
    /// `.contentTransition(.numericText(countsDown:))` rolls in, decided when the key is applied
    /// so the view never rolls with a stale direction.
    public private(set) var lastChangeCountsDown = false

    /// Applies one key. Returns the rejection when the key was refused (the amount is unchanged).
    @discardableResult
    public mutating func apply(_ key: AmountKey) -> AmountInputRejection? {
        // Each key's direction is known without comparing values: a digit never lowers the value,
        // backspace never raises it, clear lowers it, a separator changes nothing. Only a paste
        // compares the digits. A key that leaves the value equal keeps the last direction.
        switch key {
        case .digit(let digit):
            let replacesZero = fractionDigits == nil && (integerDigits.isEmpty || integerDigits == "0")
            let rejection = applyKey(key)
            if rejection == nil, digit != 0 || (fractionDigits == nil && !replacesZero) { lastChangeCountsDown = false }
            return rejection
        case .backspace:
            let removed: UInt8? = fractionDigits.map { $0.utf8.last } ?? integerDigits.utf8.last
            let rejection = applyKey(key)
            if let removed, removed != 0x30 || fractionDigits == nil && integerDigits.isEmpty == false { lastChangeCountsDown = true }
            return rejection
        case .clear:
            let wasZero = integerDigits.utf8.allSatisfy { $0 == 0x30 } && (fractionDigits ?? "").utf8.allSatisfy { $0 == 0x30 }
            let rejection = applyKey(key)
            if !wasZero { lastChangeCountsDown = true }
            return rejection
        case .separator:
            return applyKey(key)
        case .paste:
            let oldInteger = integerDigits, oldFraction = fractionDigits
            let rejection = applyKey(key)
            if rejection == nil {
                let order = Self.compareDigits(integerDigits, fractionDigits, oldInteger, oldFraction)
                if order != 0 { lastChangeCountsDown = order < 0 }
            }
            return rejection
        }
    }

    private mutating func applyKey(_ key: AmountKey) -> AmountInputRejection? {
        switch key {
        case .digit(let digit):
            guard (0...9).contains(digit) else { return nil }
            return appendDigit(Character(Unicode.Scalar(UInt8(0x30 + digit))))
        case .separator(let character):
            return appendSeparator(character)
        case .backspace:
            if fractionDigits != nil {
                if fractionDigits?.isEmpty == true {
                    fractionDigits = nil
                } else {
                    fractionDigits?.removeLast()
                }
            } else if !integerDigits.isEmpty {
                integerDigits.removeLast()
            }
            return nil
        case .clear:
            integerDigits = ""
            fractionDigits = nil
            return nil
        case .paste(let text):
            switch AmountPasteParser.parse(text, symbols: symbols) {
            case .failure(let rejection):
                return rejection
            case .success(let parsed):
                var candidate = self
                candidate.integerDigits = parsed.integer
                candidate.fractionDigits = parsed.fraction
                if let rejection = candidate.limitViolation() { return rejection }
                self = candidate
                return nil
            }
        }
    }

    private mutating func appendDigit(_ digit: Character) -> AmountInputRejection? {
        // The candidate's digits only: copying the whole input would retain every field.
        var integer = integerDigits
        var fraction = fractionDigits
        if fraction != nil {
            fraction?.append(digit)
        } else if integer == "0" || integer.isEmpty {
            integer = String(digit)
        } else {
            integer.append(digit)
        }
        if let rejection = limitViolation(integer: integer, fraction: fraction) { return rejection }
        integerDigits = integer
        fractionDigits = fraction
        return nil
    }

    private mutating func appendSeparator(_ character: Character) -> AmountInputRejection? {
        guard Self.isDecimalSeparator(character, symbols: symbols) else { return nil }
        guard currency.minorUnits > 0 else { return .tooManyDecimals(allowed: 0) }
        guard fractionDigits == nil else { return nil }  // a second separator does nothing
        if integerDigits.isEmpty { integerDigits = "0" }
        fractionDigits = ""
        return nil
    }

    /// The locale's decimal separator, or the other of `.` and `,` when the locale does not use
    /// that one for grouping.
    public static func isDecimalSeparator(_ character: Character, symbols: NumberSymbols) -> Bool {
        if String(character) == symbols.decimalSeparator { return true }
        guard character == "." || character == "," else { return false }
        return String(character) != symbols.groupingSeparator
    }

    /// The first limit this amount breaks, if any.
    func limitViolation() -> AmountInputRejection? {
        limitViolation(integer: integerDigits, fraction: fractionDigits)
    }

    /// The first limit an input with these digits would break, if any.
    private func limitViolation(integer: String, fraction: String?) -> AmountInputRejection? {
        // The digits are ASCII (typed digits and the paste parser's), one byte per character.
        if let fraction, fraction.utf8.count > currency.minorUnits {
            return .tooManyDecimals(allowed: currency.minorUnits)
        }
        if integer.utf8.count > maximumIntegerDigits { return .tooLarge }
        if let maximumValue, Self.value(integer: integer, fraction: fraction) > maximumValue { return .tooLarge }
        return nil
    }

    /// Which way `.contentTransition(.numericText(countsDown:))` should roll from `old` to `new`.
    public static func countsDown(from old: Decimal, to new: Decimal) -> Bool {
        DecimalParts.isLess(new, than: old) ?? (new < old)
    }

    /// Which way `.contentTransition(.numericText(countsDown:))` should roll from this amount to
    /// `new`: whether `new`'s value is smaller, compared on the typed digits (more integer digits
    /// is larger, then digit by digit, then the fraction), the same answer as
    /// ``countsDown(from:to:)`` with the two values.
    public func countsDown(to new: AmountInput) -> Bool {
        Self.compareDigits(new, self) < 0
    }

    /// -1, 0 or 1 as the value of `lhs` is below, equal to or above that of `rhs`.
    private static func compareDigits(_ lhs: AmountInput, _ rhs: AmountInput) -> Int {
        compareDigits(lhs.integerDigits, lhs.fractionDigits, rhs.integerDigits, rhs.fractionDigits)
    }

    /// -1, 0 or 1 as the value written by the left digits is below, equal to or above the right's.
    private static func compareDigits(_ lhsInteger: String, _ lhsFraction: String?, _ rhsInteger: String, _ rhsFraction: String?) -> Int {
        let left = lhsInteger.utf8.drop { $0 == 0x30 }, right = rhsInteger.utf8.drop { $0 == 0x30 }
        if left.count != right.count { return left.count < right.count ? -1 : 1 }
        for (l, r) in zip(left, right) where l != r { return l < r ? -1 : 1 }
        let leftFraction = (lhsFraction ?? "").utf8, rightFraction = (rhsFraction ?? "").utf8
        var l = leftFraction.makeIterator(), r = rightFraction.makeIterator()
        while true {
            let a = l.next(), b = r.next()
            if a == nil && b == nil { return 0 }
            let x = a ?? 0x30, y = b ?? 0x30
            if x != y { return x < y ? -1 : 1 }
        }
    }
}

/// Reads an amount out of pasted text, the way people copy amounts: "CHF 1’234.50", "$12.99",
/// "1.234,56", "1 234,56" with any of the space characters locales use, "12,5", Arabic-Indic and
/// other Unicode decimal digits. Input is capped at 64 characters before anything else.
///
/// It yields exactly the written digits or refuses: a group of the wrong size, two decimal
/// separators, a sign, or letters inside the number are "not a number", never a guess.
public enum AmountPasteParser {
    /// The most characters looked at; a longer paste is refused.
    public static let maximumLength = 64

    /// The integer digits (ASCII, no leading zeros, "0" for none) and the fraction as written.
    public struct Parsed: Sendable, Hashable {
        /// Integer digits.
        public var integer: String
        /// Fraction digits, nil when the text has no decimal separator.
        public var fraction: String?
    }

    private static let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}", "\u{2007}", "\u{2008}", "\u{200A}"]
    private static let apostrophes: Set<Character> = ["'", "’", "ʼ", "`", "´"]

    /// Parses `text` for a locale written with `symbols`.
    public static func parse(_ text: String, symbols: NumberSymbols) -> Result<Parsed, AmountInputRejection> {
        let shown = String(text.prefix(maximumLength))
        let reject = Result<Parsed, AmountInputRejection>.failure(.notANumber(text: shown))
        guard text.count <= maximumLength else { return reject }
        // Keep the span from the first to the last digit; what surrounds it may only be a
        // currency code or symbol and spaces.
        let characters = Array(text)
        guard let first = characters.firstIndex(where: { digitValue($0) != nil }),
              var last = characters.lastIndex(where: { digitValue($0) != nil }) else { return reject }
        // A decimal separator right after the last digit ("5.", as the display shows while
        // typing) belongs to the number.
        if last + 1 < characters.count, [".", ",", "٫"].contains(characters[last + 1]) { last += 1 }
        let outside = characters[..<first] + characters[(last + 1)...]
        for character in outside where !(character.isLetter || isCurrencySymbol(character) || spaces.contains(character)) {
            return reject
        }
        // Map the number's characters to digits and separator kinds.
        enum Token: Equatable { case digit(Character), dot, comma, group }
        var tokens: [Token] = []
        for character in characters[first...last] {
            if let digit = digitValue(character) {
                tokens.append(.digit(Character(String(digit))))
            } else if character == "." {
                tokens.append(.dot)
            } else if character == "," || character == "٫" {
                tokens.append(character == "٫" ? .dot : .comma)
            } else if spaces.contains(character) || apostrophes.contains(character) || character == "٬" {
                tokens.append(.group)
            } else {
                return reject
            }
        }
        // Decide which of '.' and ',' (if any) is the decimal separator.
        let dots = tokens.filter { $0 == .dot }.count, commas = tokens.filter { $0 == .comma }.count
        var decimal: Token?
        if dots > 0, commas > 0 {
            guard let lastSeparator = tokens.last(where: { $0 == .dot || $0 == .comma }) else { return reject }
            decimal = lastSeparator
            if (lastSeparator == .dot ? dots : commas) != 1 { return reject }
        } else if dots + commas == 1 {
            let separator: Token = dots == 1 ? .dot : .comma
            let index = tokens.firstIndex(of: separator) ?? 0
            let digitsAfter = tokens[(index + 1)...].count
            let written = separator == .dot ? "." : ","
            if digitsAfter != symbols.groupingSize || tokens[(index + 1)...].contains(where: { $0 == .group }) {
                decimal = separator
            } else if written == symbols.groupingSeparator {
                decimal = nil
            } else {
                decimal = separator  // the locale's decimal, or a separator the locale does not group with
            }
        } else if dots + commas > 1 {
            decimal = nil  // "1.234.567": repeated, so grouping
        }
        // Split into integer groups and fraction.
        var groups: [String] = [""]
        var fraction: String?
        for token in tokens {
            switch token {
            case .digit(let digit):
                if fraction != nil { fraction?.append(digit) } else { groups[groups.count - 1].append(digit) }
            case .dot, .comma:
                if token == decimal {
                    guard fraction == nil else { return reject }
                    fraction = ""
                } else {
                    guard fraction == nil else { return reject }
                    groups.append("")
                }
            case .group:
                guard fraction == nil else { return reject }
                groups.append("")
            }
        }
        if fraction == "" { fraction = nil }
        // Grouping must be regular: first group 1…3 digits, then groups of the locale's size
        // (Indian grouping allows 2 before the last 3).
        if groups.count > 1 {
            guard let head = groups.first, (1...3).contains(head.count) else { return reject }
            let tail = groups.dropFirst()
            let lastGroup = tail.last?.count ?? 0
            guard lastGroup == 3 || lastGroup == symbols.groupingSize else { return reject }
            for group in tail.dropLast() where group.count != 3 && group.count != symbols.secondaryGroupingSize {
                return reject
            }
        }
        let integer = String(groups.joined().drop { $0 == "0" })
        return .success(Parsed(integer: integer.isEmpty ? "0" : integer, fraction: fraction))
    }

    /// The value of a Unicode decimal digit (ASCII, Arabic-Indic, Devanagari, full-width…).
    static func digitValue(_ character: Character) -> Int? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
              scalar.properties.numericType == .decimal, let value = character.wholeNumberValue else { return nil }
        return value
    }

    private static func isCurrencySymbol(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .currencySymbol }
    }
}

extension AmountInput {
    /// What VoiceOver reads as the input's value: the whole amount with its currency, written the
    /// way `locale` writes it ("CHF 1’234.50"), from the cached formatter.
    public func accessibilityValue(locale: Locale) -> String {
        let formatter = AmountFormatter.cached(locale: locale, currency: currency, style: .currency)
        if let fraction = fractionDigits, fraction.utf8.count > formatter.fractionDigits {
            return formatter.string(value)
        }
        return formatter.string(integerDigits: integerDigits, fractionDigits: fractionDigits ?? "") ?? formatter.string(value)
    }

    /// What VoiceOver reads as the input's label, from the String Catalog.
    public static func accessibilityLabel(locale: Locale) -> String {
        Localizer.string(.amountAccessibilityLabel, locale: locale)
    }
}

import Foundation

/// Why an action on an amount was refused: a key, a paste, a quick amount, a currency change or a
/// value set by the app. The amount is left exactly as it was.
public enum AmountInputRejection: Error, Sendable, Hashable {
    /// More fraction digits than the currency has (`allowed` of them; 0 for JPY).
    case tooManyDecimals(allowed: Int)
    /// More integer digits than the input allows, or above its maximum value.
    case tooLarge
    /// Below the input's minimum value (``AmountInput/minimumValue``).
    case tooSmall
    /// The sign key (``AmountKey/toggleSign``, a "-" typed) or a signed edit on an amount that
    /// does not allow negatives (``AmountInput/allowsNegative``).
    case signNotAllowed
    /// Pasted text that is not an amount (`text` as pasted, cut to 64 characters).
    case notANumber(text: String)
    /// A typed character that is neither a digit nor a decimal separator.
    case notAKey(String)
    /// A value below zero, set by the app.
    case negative
    /// A currency change to `currency`, which has `allowed` decimal places, fewer than the amount
    /// has typed.
    case currencyCannotHoldDecimals(currency: String, allowed: Int)
    /// Text with another currency's sign, code or name (`seen`, as written) for an amount in
    /// `currency` (its code): "€52,249" for dollars is not $52,249.
    case otherCurrency(seen: String, currency: String)
    /// Text in compact notation ("1.2K", "1,5 Mio.", "1.5L"), which stands for a rounded amount.
    case compactAmount(text: String)
    /// A sign (`sign`: "-", "+", "(") in text for an amount that does not allow negatives, or a
    /// sign where the amount's locale does not write one ("+12", "12-").
    case sign(String)
    /// A number written with an exponent ("1e5").
    case exponent(text: String)
    /// An invisible character (`codePoint`, "U+202E") that can make text read as another
    /// number than the one it shows: a direction override, a zero-width space, a combining mark.
    case invisibleCharacter(codePoint: String)
    /// Digits of two scripts in one number ("1٢3").
    case mixedDigits(text: String)
    /// An expression dividing by zero ("10 ÷ 0").
    case divisionByZero
    /// An expression whose exact result (`result`, written in the amount's locale and cut with
    /// "…" where it does not end) has more decimal places than the currency's `allowed`: 10 ÷ 3
    /// in CHF, 0.5 × 0.01 in dollars. Never rounded.
    case inexactResult(result: String, allowed: Int)

    /// The localized message a person reads, from the String Catalog.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func message(locale: Locale, language: TallyLanguage? = nil) -> String {
        switch self {
        case .tooManyDecimals(let allowed):
            Localizer.string(.amountErrorTooManyDecimals, language: language, locale: locale, arguments: [.int(allowed)])
        case .tooLarge:
            Localizer.string(.amountErrorTooLarge, language: language, locale: locale)
        case .tooSmall:
            Localizer.string(.amountErrorTooSmall, language: language, locale: locale)
        case .signNotAllowed:
            Localizer.string(.amountErrorSignNotAllowed, language: language, locale: locale)
        case .notANumber(let text):
            Localizer.string(.amountErrorNotANumber, language: language, locale: locale, arguments: [.string(text)])
        case .notAKey(let character):
            Localizer.string(.amountErrorNotAKey, language: language, locale: locale, arguments: [.string(character)])
        case .negative:
            Localizer.string(.amountErrorNegative, language: language, locale: locale)
        case .currencyCannotHoldDecimals(let currency, let allowed):
            Localizer.string(.amountErrorCurrencyDecimals, language: language, locale: locale, count: allowed, arguments: [.string(currency), .int(allowed)])
        case .otherCurrency(let seen, let currency):
            Localizer.string(.amountErrorOtherCurrency, language: language, locale: locale, arguments: [.string(seen), .string(currency)])
        case .compactAmount(let text):
            Localizer.string(.amountErrorCompact, language: language, locale: locale, arguments: [.string(text)])
        case .sign(let sign):
            Localizer.string(.amountErrorSign, language: language, locale: locale, arguments: [.string(sign)])
        case .exponent(let text):
            Localizer.string(.amountErrorExponent, language: language, locale: locale, arguments: [.string(text)])
        case .invisibleCharacter(let codePoint):
            Localizer.string(.amountErrorInvisibleCharacter, language: language, locale: locale, arguments: [.string(codePoint)])
        case .mixedDigits(let text):
            Localizer.string(.amountErrorMixedDigits, language: language, locale: locale, arguments: [.string(text)])
        case .divisionByZero:
            Localizer.string(.amountErrorDivisionByZero, language: language, locale: locale)
        case .inexactResult(let result, let allowed):
            Localizer.string(.amountErrorInexactResult, language: language, locale: locale, count: allowed, arguments: [.string(result), .int(allowed)])
        }
    }
}

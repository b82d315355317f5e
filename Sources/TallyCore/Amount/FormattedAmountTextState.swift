import Foundation

/// What `FormattedAmountText` shows and says, as one value: an exact amount in a currency,
/// written the way the locale writes it, signed by what the amount is (an expense, an income, a
/// balance) and coloured by the theme role that goes with its sign.
///
/// The amount is never rounded for the eye alone except by the compact style: the standard and
/// accounting styles write it to the currency's minor units exactly as the platform's
/// `NumberFormatter` does (``AmountFormatter``, ``AmountFormatter/Style/accounting``), and
/// VoiceOver always reads the exact amount in the standard style, whatever is drawn ("$1.2K" is
/// read as "$1,234.50").
///
/// ```swift
/// let coffee = FormattedAmountTextState(amount: 4.5, currency: .usd, locale: Locale(identifier: "en_US"), sign: .expense)
/// coffee.text   // "-$4.50"
/// coffee.role   // .expense
/// let salary = FormattedAmountTextState(amount: 1234.5, currency: .eur, locale: Locale(identifier: "de_DE"),
///                                       sign: .income, style: .compact)
/// salary.text                 // "+1234 €" (German abbreviates nothing below a million)
/// salary.accessibilityLabel   // "+1.234,50 €"
/// ```
public struct FormattedAmountTextState: Sendable, Hashable {
    /// What the amount is, which decides the sign it is shown with.
    public enum SignPolicy: Sendable, Hashable, CaseIterable {
        /// Money out: the amount is shown negated, with the locale's minus ("-$4.50" for `4.5`).
        /// A negative expense (a refund) is money in and is shown with a plus ("+$4.50").
        case expense
        /// Money in: a positive amount is shown with the locale's plus ("+$4.50"); a negative
        /// one (an income taken back) with its minus.
        case income
        /// A balance: shown signed as the value is, a minus when it is negative and no plus.
        case balance
        /// The amount's size alone, without a sign (where the sign is shown another way).
        case unsigned
    }

    /// How the amount is written.
    public enum Style: Sendable, Hashable, CaseIterable {
        /// The currency style: "$1,234.50", "1 234,50 €". Byte-identical to `NumberFormatter`'s
        /// `.currency` style.
        case standard
        /// The accounting style: a negative amount in parentheses where the locale's accounting
        /// pattern has them ("($1,234.50)" in en_US) and as the standard style elsewhere.
        /// Byte-identical to `NumberFormatter`'s `.currencyAccounting` style.
        case accounting
        /// Compact notation for the eye: "$1.2K", "1,2 тыс. $": the platform's compact number
        /// inside the standard style's affixes (``AmountFormatter/compactString(_:showingPlus:)``;
        /// iOS 17's currency style has no compact notation). VoiceOver still reads the exact
        /// amount.
        case compact
    }

    /// The theme role the amount is drawn in.
    public enum ColorRole: Sendable, Hashable, CaseIterable {
        /// Money out: an amount shown with a minus.
        case expense
        /// Money in: an expense or income shown with a plus.
        case income
        /// Anything else: zero, a balance that is not negative, an unsigned amount.
        case neutral
    }

    /// The amount, exactly as given.
    public let amount: Decimal
    /// The amount's currency.
    public let currency: Currency
    /// What the amount is.
    public let sign: SignPolicy
    /// How it is written.
    public let style: Style
    /// The value shown, after the sign policy: `-amount` for an expense, `|amount|` unsigned,
    /// `amount` otherwise.
    public let shownValue: Decimal
    /// Whether a positive shown value is written with its plus sign: for an expense or an
    /// income.
    public let showsPlus: Bool
    /// The text drawn: "-$4.50", "+$1.2K", "($1,234.50)".
    public let text: String
    /// The theme role the text is drawn in.
    public let role: ColorRole
    /// The amount before a change, exactly as given, or nil.
    public let previousAmount: Decimal?
    /// The previous amount as drawn, struck through beside ``text``, in the same sign policy and
    /// style; nil without a previous amount.
    public let previousText: String?
    /// What VoiceOver reads: the exact amount in the standard style ("-$4.50", never "-$4.5K"),
    /// and the previous amount after it ("$12.00, was $15.00").
    public let accessibilityLabel: String

    /// The state of an amount shown in `currency` and `locale`.
    ///
    /// - Parameters:
    ///   - amount: The exact amount. For an expense, the amount spent (positive); for an income,
    ///     the amount received.
    ///   - currency: Its currency: the symbol, and the minor units the standard and accounting
    ///     styles write.
    ///   - locale: The locale the amount is written in.
    ///   - language: The language of VoiceOver's "was"; nil for `locale`'s.
    ///   - sign: What the amount is (``SignPolicy/balance`` by default: signed as it is).
    ///   - style: How it is written (``Style/standard`` by default).
    ///   - previousAmount: The amount before a change, drawn struck through; nil for none.
    public init(amount: Decimal, currency: Currency, locale: Locale, language: TallyLanguage? = nil,
                sign: SignPolicy = .balance, style: Style = .standard, previousAmount: Decimal? = nil) {
        self.amount = amount
        self.currency = currency
        self.sign = sign
        self.style = style
        self.previousAmount = previousAmount
        showsPlus = sign == .expense || sign == .income
        shownValue = Self.shown(amount, sign: sign)
        text = Self.written(shownValue, currency: currency, locale: locale, style: style, showsPlus: showsPlus)
        role = Self.role(of: shownValue, sign: sign, style: style, currency: currency)
        let spoken = Self.written(shownValue, currency: currency, locale: locale, style: .standard, showsPlus: showsPlus)
        if let previousAmount {
            let previousShown = Self.shown(previousAmount, sign: sign)
            previousText = Self.written(previousShown, currency: currency, locale: locale, style: style, showsPlus: showsPlus)
            let previousSpoken = Self.written(previousShown, currency: currency, locale: locale, style: .standard, showsPlus: showsPlus)
            accessibilityLabel = Localizer.string(.formattedAmountPreviousAccessibilityLabel, language: language, locale: locale,
                                                  arguments: [.string(spoken), .string(previousSpoken)])
        } else {
            previousText = nil
            accessibilityLabel = spoken
        }
    }

    /// The value shown for `amount` under `sign`: `-amount` for an expense, `|amount|` unsigned,
    /// `amount` otherwise (``shownValue``).
    public static func shown(_ amount: Decimal, sign: SignPolicy) -> Decimal {
        switch sign {
        case .expense: return amount.isZero ? 0 : -amount
        case .income, .balance: return amount
        case .unsigned: return amount < 0 ? -amount : amount
        }
    }

    /// `value` written in `style`, a positive value with its plus when `showsPlus`.
    static func written(_ value: Decimal, currency: Currency, locale: Locale, style: Style, showsPlus: Bool) -> String {
        switch style {
        case .standard:
            return AmountFormatter.cached(locale: locale, currency: currency, style: .currency).string(value, showingPlus: showsPlus)
        case .accounting:
            return AmountFormatter.cached(locale: locale, currency: currency, style: .accounting).string(value, showingPlus: showsPlus)
        case .compact:
            return AmountFormatter.cached(locale: locale, currency: currency, style: .currency).compactString(value, showingPlus: showsPlus)
        }
    }

    /// The role of a shown value: expense when it is negative, income when it is an expense's or
    /// income's positive value written with its plus (one that does not round to zero in the
    /// currency's minor units, or any positive value in compact notation, which keeps two
    /// significant digits), neutral otherwise.
    static func role(of shown: Decimal, sign: SignPolicy, style: Style, currency: Currency) -> ColorRole {
        guard sign != .unsigned, !shown.isNaN else { return .neutral }
        if shown < 0 { return .expense }
        guard sign == .expense || sign == .income, shown > 0 else { return .neutral }
        if style == .compact { return .income }
        // A plus is written only for an amount that does not round to zero.
        var value = shown
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, max(0, currency.minorUnits), .bankers)
        return rounded.isZero ? .neutral : .income
    }
}

extension FormattedAmountTextState: AccessibilityDescribing {
    /// What VoiceOver reads for the amount, one element: ``accessibilityLabel``.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(label: accessibilityLabel)
    }

    /// The amount, its only element. Its texts were written in the locale and language the state
    /// was made with.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [accessibilityElement]
    }
}

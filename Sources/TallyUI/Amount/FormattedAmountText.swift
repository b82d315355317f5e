#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// An amount on display: an exact `Decimal` in a currency, written the way the environment's
/// locale writes it, signed by what it is and drawn in the theme's colour for that sign. It
/// draws a `FormattedAmountTextState`, which makes every decision: the text ("-$4.50", "+$1.2K",
/// "($1,234.50)"), the colour role (`color.amountExpense`, `color.amountIncome`,
/// `color.amountNeutral`), the previous amount struck through, and what VoiceOver reads (the
/// exact amount, "was" and the previous one).
///
/// Figures are tabular, so a column of amounts lines up and a changing amount does not jiggle.
/// When the amount changes its digits roll (`.numericText`); under Reduce Motion the old amount
/// dissolves into the new one instead, as `MotionPolicy` rules for `MotionKind.numericText`.
/// The font is the environment's: set it with `.font(_:)`.
///
/// ```swift
/// FormattedAmountText(amount: coffee.amount, currency: .usd, sign: .expense)       // "-$4.50", red
/// FormattedAmountText(amount: salary, currency: .eur, sign: .income, style: .compact)  // "+€2.5K", green
/// FormattedAmountText(amount: 12, currency: .usd, sign: .expense, previousAmount: 15)  // "-$15.00" struck, "-$12.00"
/// ```
public struct FormattedAmountText: View {
    @Environment(\.tallyTheme) private var theme
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @ReduceMotionSetting private var reduceMotion
    private let state: FormattedAmountTextState?
    private let parts: (amount: Decimal, currency: Currency, sign: FormattedAmountTextState.SignPolicy,
                        style: FormattedAmountTextState.Style, previous: Decimal?)

    /// An amount drawing `state`, whose texts were written in its own locale and language.
    public init(state: FormattedAmountTextState) {
        self.state = state
        parts = (state.amount, state.currency, state.sign, state.style, state.previousAmount)
    }

    /// `amount` in `currency`, written in the environment's locale.
    ///
    /// - Parameters:
    ///   - amount: The exact amount. For an expense, the amount spent; for an income, the amount
    ///     received.
    ///   - currency: Its currency.
    ///   - sign: What the amount is: `.expense` ("-$4.50"), `.income` ("+$4.50"), `.balance`
    ///     (signed as it is, the default) or `.unsigned`.
    ///   - style: `.standard` (the default), `.accounting` ("($4.50)") or `.compact` ("$1.2K").
    ///   - previousAmount: The amount before a change, drawn struck through; nil for none.
    public init(amount: Decimal, currency: Currency, sign: FormattedAmountTextState.SignPolicy = .balance,
                style: FormattedAmountTextState.Style = .standard, previousAmount: Decimal? = nil) {
        state = nil
        parts = (amount, currency, sign, style, previousAmount)
    }

    /// The previous amount struck through, then the amount, read as one element.
    public var body: some View {
        let state = state ?? FormattedAmountTextState(amount: parts.amount, currency: parts.currency, locale: locale, language: language,
                                                      sign: parts.sign, style: parts.style, previousAmount: parts.previous)
        let moves = MotionPolicy.allowsMovement(.numericText, reduceMotion: reduceMotion)
        HStack(alignment: .firstTextBaseline, spacing: theme.spacing(.xs)) {
            if let previous = state.previousText {
                Text(verbatim: previous)
                    .strikethrough()
                    .foregroundStyle(ThemeColor.textSecondary)
            }
            Self.text(state)
                .contentTransition(moves ? .numericText(value: Self.rollValue(state.shownValue)) : .opacity)
                .animation(MotionPlan(theme.animation(.normal), kind: .numericText, theme: theme, reduceMotion: reduceMotion).animation,
                           value: state.text)
        }
        .monospacedDigit()
        .accessibilityElement(children: .ignore)
        .tallyAccessibility(state.accessibilityElement)
    }

    /// The amount's text in its role's colour: what this view draws, for a view that sets
    /// amounts in a text of its own (a day header's "-€10.00 and -$5.00").
    static func text(_ state: FormattedAmountTextState) -> Text {
        Text(verbatim: state.text).foregroundStyle(color(state.role))
    }

    /// The theme colour of `role`.
    static func color(_ role: FormattedAmountTextState.ColorRole) -> ThemeColor {
        switch role {
        case .expense: ThemeColor.amountExpense
        case .income: ThemeColor.amountIncome
        case .neutral: ThemeColor.amountNeutral
        }
    }

    /// The shown value as the `Double` that tells `.numericText` which way the digits roll
    /// (only the direction is read from it).
    static func rollValue(_ value: Decimal) -> Double {
        NSDecimalNumber(decimal: value).doubleValue
    }
}
#endif

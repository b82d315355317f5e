import Foundation
@_spi(Tally) import TallyCore

/// A recorded typing session for the catalog's amount page: keys typed into an amount input in
/// a locale and currency, each step computed by the engine when the page is built, so the page
/// never re-implements a rule. The amount takes arithmetic (``AmountInput/allowsExpressions``):
/// a session may type + − × ÷ and =, and each step then shows the expression's running total.
public struct TypingSession: Sendable, Identifiable {
    /// A slug.
    public let id: String
    /// What the session shows.
    public let title: String
    /// The locale typed in.
    public let locale: Locale
    /// The currency.
    public let currency: Currency
    /// The keys and pastes, in order.
    public let keys: [AmountAction]
    /// The currency the final amount is converted into, if any.
    public let conversionTarget: Currency?

    /// One key and what it left.
    public struct Step: Sendable {
        /// The key as written on the page ("5", ",", "⌫", "paste “CHF 1’234.50”").
        public let key: String
        /// The display after the key: the expression while there is one ("12.40 + 7.60").
        public let display: String
        /// The running total of the expression as the amount shows it ("20.00"); nil for a plain
        /// amount.
        public let total: String?
        /// What VoiceOver reads as the value.
        public let accessibilityValue: String
        /// The font size the figure is drawn at (56 pt, 342 pt wide, Inter Bold tabular).
        public let fontSize: Double
        /// Whether the digits roll down.
        public let countsDown: Bool
        /// The refusal, in the session's language, if the key was refused.
        public let rejection: String?
    }

    /// A new amount for the session: in its currency and locale, taking arithmetic.
    func newInput() -> AmountInput {
        AmountInput(currency: currency, locale: locale, allowsExpressions: true)
    }

    /// The steps, each after its key.
    public func steps() -> [Step] {
        var input = newInput()
        return keys.map { key in
            let rejection = Self.apply(key, to: &input)
            return Step(
                key: Self.label(key), display: input.display, total: input.totalDisplay,
                accessibilityValue: input.accessibilityValue(locale: locale),
                fontSize: AmountFontFit().fontSize(for: input.display, availableWidth: 342, measurer: AdvanceWidthMeasurer.interBoldTabular),
                countsDown: input.lastChangeCountsDown, rejection: rejection?.message(locale: locale)
            )
        }
    }

    /// The amount after the last key.
    public var finalInput: AmountInput {
        var input = newInput()
        for key in keys { Self.apply(key, to: &input) }
        return input
    }

    /// Does `action` to `input`; returns its rejection, or nil when it was taken.
    @discardableResult
    static func apply(_ action: AmountAction, to input: inout AmountInput) -> AmountInputRejection? {
        switch AmountEntry.outcome(of: action, on: input) {
        case .success(let next):
            input = next
            return nil
        case .failure(let rejection):
            return rejection
        }
    }

    static func label(_ action: AmountAction) -> String {
        switch action {
        case .key(.digit(let digit)): String(digit)
        case .key(.separator(let character)): String(character)
        case .key(.backspace): "⌫"
        case .key(.clear): "clear"
        case .key(.toggleSign): "±"
        case .key(.operation(let operation)): operation.symbol
        case .key(.equals): "="
        case .paste(let text): "paste “\(text)”"
        default: "\(action)"
        }
    }

    /// Keys from text (``AmountKey/keys(typing:)``): digits, `.` `,`, `<` for backspace, the
    /// operators + − × ÷ (or - * /) and =.
    static func keys(_ text: String) -> [AmountKey] { AmountKey.keys(typing: text) }

    /// The same keys as actions.
    static func typing(_ text: String) -> [AmountAction] { keys(text).map { .key($0) } }

    /// The sessions the amount page shows.
    public static let all: [TypingSession] = [
        TypingSession(id: "ru-rub", title: "Russian, roubles: grouping with a no-break space, a comma, a backspace",
                      locale: Locale(identifier: "ru_RU"), currency: .rub, keys: typing("1234567,899<5"), conversionTarget: nil),
        TypingSession(id: "de-ch-chf", title: "Swiss German, francs: the apostrophe grouping and a third decimal refused",
                      locale: Locale(identifier: "de_CH"), currency: .chf, keys: typing("12345.678"), conversionTarget: nil),
        TypingSession(id: "ja-jpy", title: "Japanese, yen: no decimals at all, a leading zero replaced",
                      locale: Locale(identifier: "ja_JP"), currency: .jpy, keys: typing("0012.5") + [.key(.digit(0))], conversionTarget: nil),
        TypingSession(id: "paste", title: "English, dollars: a paste refused, then one accepted exactly",
                      locale: Locale(identifier: "en_US"), currency: .usd,
                      keys: typing("42") + [.paste("12 apples"), .paste("$1,234.56"), .paste("1.999")], conversionTarget: nil),
        TypingSession(id: "conversion", title: "French (Switzerland), francs into euros with the ECB's rates of 12 September 2018",
                      locale: Locale(identifier: "fr_CH"), currency: .chf, keys: typing("250.5"), conversionTarget: .eur),
        TypingSession(id: "receipt", title: "English, dollars: a receipt added up, the running total under each step, then =",
                      locale: Locale(identifier: "en_US"), currency: .usd, keys: typing("12.40+7.60+3.25="), conversionTarget: nil),
        TypingSession(id: "bill-split", title: "German, euros: a bill of 86,40 split four ways",
                      locale: Locale(identifier: "de_DE"), currency: .eur, keys: typing("86,40÷4="), conversionTarget: nil),
        TypingSession(id: "inexact", title: "French (Switzerland), francs: 10 ÷ 3 refused, its result has more decimals than francs allow; 10 ÷ 4 taken",
                      locale: Locale(identifier: "fr_CH"), currency: .chf, keys: typing("10÷3") + typing("4="), conversionTarget: nil),
        TypingSession(id: "division-by-zero", title: "French, euros: a division by zero refused, then the divisor finished as 0,5",
                      locale: Locale(identifier: "fr_FR"), currency: .eur, keys: typing("10÷0") + typing("=") + typing(",5="), conversionTarget: nil),
        TypingSession(id: "negative-total", title: "Russian, roubles: 5 − 8 refused, an amount cannot be negative; 5 − 3 taken",
                      locale: Locale(identifier: "ru_RU"), currency: .rub, keys: typing("5−8") + typing("3="), conversionTarget: nil),
    ]
}

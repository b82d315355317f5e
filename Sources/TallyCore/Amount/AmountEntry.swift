import Foundation

/// An amount being entered and what the last action did to it: the one value every amount view
/// edits (``AmountInputViewState``, ``CurrencyFieldState``, ``QuickAmountBarState``,
/// ``AddTransactionSheetState``), so the amount, its currency and the refusal shown are held once.
///
/// Every action either produces exactly what it means or changes nothing but the reason shown:
/// a refused action leaves ``input`` as it was and sets ``rejection``; the reason stays until an
/// accepted action changes the amount. Feedback (a haptic, a VoiceOver announcement) follows only
/// what a person did.
public struct AmountEntry: Sendable, Hashable {
    /// The amount, with its currency: the only place the currency is held.
    public private(set) var input: AmountInput
    /// Why the last refused action was refused, until an accepted action changes the amount.
    public private(set) var rejection: AmountInputRejection?
    /// The feedback of the last person's action that called for one.
    public private(set) var feedback: AmountFeedback?
    /// Counts the person's actions that called for feedback: a view plays ``feedback`` and
    /// announces a refusal each time this changes. Actions of the app never change it.
    public private(set) var feedbackCount = 0
    /// Counts the person's actions that were refused: a view shakes the amount each time it changes.
    public private(set) var refusalCount = 0

    /// An entry of `input`, showing `rejection`.
    public init(input: AmountInput, rejection: AmountInputRejection? = nil) {
        self.input = input
        self.rejection = rejection
    }

    /// The amount's currency.
    public var currency: Currency { input.currency }

    /// Does `action` and returns its rejection, or nil when it was taken.
    @discardableResult
    public mutating func perform(_ action: AmountAction, origin: AmountActionOrigin = .person) -> AmountInputRejection? {
        switch Self.outcome(of: action, on: input) {
        case .failure(let refused):
            rejection = refused
            if origin == .person { note(.refusal) }
            return refused
        case .success(let next):
            let changed = next != input
            input = next
            if changed { rejection = nil }
            if origin == .person, changed, Self.isSelection(action) { note(.selection) }
            return nil
        }
    }

    /// Shows `reason` for something refused before it became an action (an edit a text field
    /// cannot read, a value and currency the app wrote together): the amount is unchanged, and
    /// a person's refusal is played as feedback.
    public mutating func refuse(_ reason: AmountInputRejection, origin: AmountActionOrigin = .person) {
        rejection = reason
        if origin == .person { note(.refusal) }
    }

    /// What `action` makes of `input`: the new amount, or why it is refused.
    public static func outcome(of action: AmountAction, on input: AmountInput) -> Result<AmountInput, AmountInputRejection> {
        var next = input
        let rejection: AmountInputRejection?
        switch action {
        case .key(let key): rejection = next.apply(key)
        case .keys(let keys): rejection = next.apply(keys)
        case .paste(let text): rejection = next.paste(text)
        case .text(let text): rejection = next.replace(withText: text)
        case .quickAmount(let preset): rejection = next.replace(with: preset)
        case .setValue(let value?): rejection = next.replace(with: value)
        case .setValue(nil): rejection = next.apply(.clear)
        case .digits(let integer, let fraction): rejection = next.replace(integer: integer, fraction: fraction)
        case .changeCurrency(let currency):
            guard currency != input.currency else { return .success(input) }
            return input.changingCurrency(to: currency)
        }
        if let rejection { return .failure(rejection) }
        return .success(next)
    }

    /// The refusal shown, in `language` (`locale`'s when nil); nil when nothing is refused.
    public func rejectionMessage(locale: Locale, language: TallyLanguage? = nil) -> String? {
        rejection.map { input.texts.message(for: $0, locale: locale, language: language) }
    }

    /// What VoiceOver announces after the last person's action: the reason of a refusal.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func announcement(locale: Locale, language: TallyLanguage? = nil) -> String? {
        feedback == .refusal ? rejection.map { input.texts.message(for: $0, locale: locale, language: language) } : nil
    }

    private static func isSelection(_ action: AmountAction) -> Bool {
        switch action {
        case .quickAmount, .changeCurrency: true
        case .key, .keys, .paste, .text, .setValue, .digits: false
        }
    }

    private mutating func note(_ kind: AmountFeedback) {
        feedback = kind
        feedbackCount &+= 1
        if kind == .refusal { refusalCount &+= 1 }
    }
}

import Foundation

extension CurrencyPickerState {
    /// How many recent currencies the picker keeps unless the app says otherwise: 5.
    public static let recentsLimit = 5

    /// What choosing a currency in the picker did to the amount being typed.
    ///
    /// A choice is the amount's own ``AmountAction/changeCurrency(_:)``: taken, the amount is in
    /// the new currency, the picker closes and the currency heads the person's recents; refused
    /// (12.5 typed, then yen), nothing changes but the reason, shown as the amount shows any
    /// refusal, and the picker stays open.
    public enum Choice: Sendable, Hashable {
        /// The amount is now in the currency (or already was); `recents` are the person's recent
        /// currencies with it first.
        case chosen(Currency, recents: [Currency])
        /// The amount cannot be in the currency: it is unchanged and shows `reason`.
        case refused(Currency, reason: AmountInputRejection)

        /// The currency chosen.
        public var currency: Currency {
            switch self {
            case .chosen(let currency, _), .refused(let currency, _): currency
            }
        }

        /// Whether the amount took the currency.
        public var isChosen: Bool {
            if case .chosen = self { return true }
            return false
        }

        /// Whether the picker closes: only when the amount took the currency.
        public var dismissesPicker: Bool { isChosen }

        /// Why the amount cannot be in the currency; nil when it took it.
        public var rejection: AmountInputRejection? {
            if case .refused(_, let reason) = self { return reason }
            return nil
        }

        /// The person's recent currencies after the choice; nil when it was refused and they stay
        /// as they were.
        public var recents: [Currency]? {
            if case .chosen(_, let recents) = self { return recents }
            return nil
        }
    }

    /// `recents` with `currency` first: newest first, each currency once (compared by code), at
    /// most `limit` of them (none for a limit of 0 or less).
    ///
    /// ```swift
    /// CurrencyPickerState.recents([.eur, .usd, .chf], choosing: .chf)   // [.chf, .eur, .usd]
    /// ```
    public static func recents(_ recents: [Currency], choosing currency: Currency, limit: Int = recentsLimit) -> [Currency] {
        guard limit > 0 else { return [] }
        var seen: Set<String> = [currency.code]
        let older = recents.filter { seen.insert($0.code).inserted }
        return Array(([currency] + older).prefix(limit))
    }

    /// Chooses `currency` for the amount in `entry`, as the picker does when its row is tapped:
    /// performs ``AmountAction/changeCurrency(_:)`` on `entry` itself (so a refusal is shown, played
    /// and counted exactly as that action shows it) and, when it is taken, puts the currency first
    /// in `recents`.
    ///
    /// - Parameters:
    ///   - currency: The currency tapped.
    ///   - entry: The amount being typed, whose currency changes when it can hold the typed digits.
    ///   - recents: The person's recent currencies, newest first.
    ///   - limit: How many recents are kept.
    ///   - origin: Who chose: a person's refused choice plays the refusal feedback.
    /// - Returns: ``Choice/chosen(_:recents:)`` with the new recents, or ``Choice/refused(_:reason:)``
    ///   with `entry`'s amount unchanged.
    public static func choose(_ currency: Currency, for entry: inout AmountEntry, recents: [Currency] = [], limit: Int = recentsLimit,
                              origin: AmountActionOrigin = .person) -> Choice {
        if let reason = entry.perform(.changeCurrency(currency), origin: origin) {
            return .refused(currency, reason: reason)
        }
        return .chosen(currency, recents: Self.recents(recents, choosing: currency, limit: limit))
    }

    /// What VoiceOver reads for the button that opens the picker: "Currency", the amount's
    /// currency by name ("Swiss Franc", "швейцарский франк"), and the hint "Chooses the amount's
    /// currency", in `language` (`locale`'s when nil).
    public static func buttonAccessibility(currency: Currency, locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        let language = language ?? TallyLanguage(locale: locale)
        let name = Self.name(of: currency, in: Locale(identifier: language.identifier))
            ?? Self.name(of: currency, in: Locale(identifier: "en")) ?? currency.name
        return AccessibilityElement(label: Localizer.string(.currencyPickerTitle, language: language, locale: locale),
                                    value: name == currency.code ? name : "\(name), \(currency.code)",
                                    hint: Localizer.string(.currencyPickerAccessibilityHint, language: language, locale: locale),
                                    traits: .button)
    }
}

extension AmountEntryState {
    /// Chooses `currency` for the amount, as the currency picker does when its row is tapped: see
    /// ``CurrencyPickerState/choose(_:for:recents:limit:origin:)``. A state that shows the amount
    /// as text (``CurrencyFieldState``) rewrites it in the new currency.
    ///
    /// ```swift
    /// var state = AmountInputViewState(currency: .chf, locale: Locale(identifier: "en_US"))
    /// state.entry.perform(.text("12.5"))
    /// state.chooseCurrency(.jpy, recents: recents)   // .refused(.jpy, …): still 12.5 CHF
    /// state.chooseCurrency(.eur, recents: recents)   // .chosen(.eur, recents: [.eur, …])
    /// ```
    @discardableResult
    public mutating func chooseCurrency(_ currency: Currency, recents: [Currency] = [], limit: Int = CurrencyPickerState.recentsLimit,
                                        origin: AmountActionOrigin = .person) -> CurrencyPickerState.Choice {
        var changed = entry
        let choice = CurrencyPickerState.choose(currency, for: &changed, recents: recents, limit: limit, origin: origin)
        entry = changed
        return choice
    }
}

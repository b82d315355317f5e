import Foundation

/// What the conversion line under the amount shows, decided once for every renderer: the
/// converted figure ("≈ 11.70 EUR") or "Rate unavailable", what VoiceOver reads, and the date of
/// the rates used ("Rates of 12 Sept 2018"). Nothing is shown for a state about another key, so
/// an old figure never appears under a new amount.
public struct ConversionDisplay: Sendable, Hashable {
    /// The line under the amount, or nil when there is nothing to show.
    public var text: String?
    /// What VoiceOver reads for the line.
    public var accessibilityLabel: String?
    /// The rates' date line, when the figure came from dated rates.
    public var ratesDate: String?

    /// The line as VoiceOver reads it, as text; nil when nothing is shown.
    public var accessibilityElement: AccessibilityElement? {
        accessibilityLabel.map { AccessibilityElement(label: $0, traits: .staticText) }
    }

    /// Nothing to show.
    init() {}

    /// The display of `state` for the current `key`, converting into `target`, in `language`
    /// (`locale`'s when nil).
    public init(state: ConversionState, key: ConversionKey?, target: Currency?, locale: Locale, language: TallyLanguage? = nil) {
        guard let key, let target else { return }
        if case .unavailable(let failed) = state, failed == key {
            let text = Localizer.string(.currencyErrorRateUnavailable, language: language, locale: locale)
            self.text = text
            accessibilityLabel = text
            return
        }
        guard let conversion = state.conversion(for: key) else { return }
        let figure = AmountFormatter.cached(locale: locale, currency: target, style: .currency).string(conversion.amount)
        text = Localizer.string(.currencyConversionApproximate, language: language, locale: locale, arguments: [.string(figure)])
        accessibilityLabel = Localizer.string(.currencyConversionAccessibilityLabel, language: language, locale: locale, arguments: [.string(figure)])
        ratesDate = conversion.ratesDate.map {
            Localizer.string(.currencyConversionRatesDate, language: language, locale: locale, arguments: [.string($0.formatted(locale: locale))])
        }
    }
}

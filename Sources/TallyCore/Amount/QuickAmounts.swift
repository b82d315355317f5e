import Foundation

/// Preset amounts for the chips under an amount (10, 15, 20, 30 by default). A preset is a number
/// only: it takes the currency of the amount it is tapped on, so a chip can never read "10 CHF"
/// and set 10 €.
public struct QuickAmounts: Sendable, Hashable {
    /// The presets in order.
    public var presets: [Decimal]

    /// The presets `presets`.
    public init(_ presets: [Decimal] = [10, 15, 20, 30]) {
        self.presets = presets
    }

    /// The preset equal to `input`'s value, if anything is typed (the chip shown selected).
    public func selected(for input: AmountInput) -> Decimal? {
        guard !input.isEmpty else { return nil }
        return presets.first { $0 == input.value }
    }

    /// What tapping `preset` makes of `input`: exactly the preset in `input`'s currency, or why
    /// the currency or a limit cannot hold it (the amount is then unchanged).
    public func tap(_ preset: Decimal, on input: AmountInput) -> Result<AmountInput, AmountInputRejection> {
        AmountEntry.outcome(of: .quickAmount(preset), on: input)
    }

    /// The chip's label: the preset in `input`'s currency, with as many fraction digits as the
    /// preset has (at least none): "10 CHF" in fr_CH, "$12.50" for 12.5 in en_US, "¥9.99" for a
    /// preset yen cannot hold.
    public func label(for preset: Decimal, on input: AmountInput, locale: Locale) -> String {
        label(for: preset, tapped: tap(preset, on: input), on: input, locale: locale)
    }

    /// What VoiceOver reads for the chip: "Set amount to 10 CHF".
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibilityLabel(for preset: Decimal, on input: AmountInput, locale: Locale, language: TallyLanguage? = nil) -> String {
        Self.accessibilityLabel(label: label(for: preset, on: input, locale: locale), locale: locale, language: language)
    }

    /// The label of `preset` whose tap on `input` gives `tapped`.
    func label(for preset: Decimal, tapped: Result<AmountInput, AmountInputRejection>, on input: AmountInput, locale: Locale) -> String {
        let digits: Int
        switch tapped {
        case .success(let amount): digits = amount.fractionDigits?.count ?? 0
        case .failure: digits = max(0, -preset.exponent)
        }
        return AmountFormatter.cached(locale: locale, currency: input.currency, style: .currency).string(preset, fractionDigits: digits)
    }

    /// "Set amount to `label`".
    /// The text is in `language`, or in `locale`'s language when it is nil.
    static func accessibilityLabel(label: String, locale: Locale, language: TallyLanguage? = nil) -> String {
        Localizer.string(.quickAmountsAccessibilityLabel, language: language, locale: locale, arguments: [.string(label)])
    }
}

import Foundation

/// What `QuickAmountBar` draws: the chips for an amount, each selected, available or unavailable
/// with the reason, and what a tap does.
///
/// A chip the amount's currency or maximum cannot hold (9.99 on a yen amount, 30 with a maximum of
/// 20) is shown unavailable, with the reason as its VoiceOver hint; tapping it changes nothing.
/// A tap that is taken replaces the amount exactly and moves focus on to the description.
public struct QuickAmountBarState: Sendable, Hashable, AmountEntryState {
    /// One chip.
    public struct Chip: Sendable, Hashable, Identifiable {
        /// The preset.
        public var preset: Decimal
        /// The preset written in the amount's currency.
        public var label: String
        /// What VoiceOver reads: "Set amount to 10 CHF".
        public var accessibilityLabel: String
        /// Why the chip is unavailable, for VoiceOver ("Unavailable: The amount is too large");
        /// nil when it is available.
        public var accessibilityHint: String?
        /// Whether the amount equals the preset.
        public var isSelected: Bool
        /// Why the amount cannot take the preset; nil when it can.
        public var refusal: AmountInputRejection?

        /// Whether the chip can be tapped.
        public var isEnabled: Bool { refusal == nil }

        /// The preset identifies the chip.
        public var id: Decimal { preset }
    }

    /// What a tap did.
    public enum Tap: Sendable, Hashable {
        /// The amount became the preset; focus moves on to the description.
        case applied
        /// The amount could not take the preset and is unchanged.
        case refused(AmountInputRejection)

        /// Whether focus moves on to the description.
        public var movesFocusToDescription: Bool { self == .applied }
    }

    /// The presets.
    public var quickAmounts: QuickAmounts
    /// The amount the chips act on.
    public var entry: AmountEntry

    /// The chips of `quickAmounts` acting on `entry`.
    public init(quickAmounts: QuickAmounts = QuickAmounts(), entry: AmountEntry) {
        self.quickAmounts = quickAmounts
        self.entry = entry
    }

    /// The chips of `quickAmounts` acting on an empty amount in `currency`, written the way
    /// `locale` writes numbers.
    ///
    /// - Parameters:
    ///   - currency: The amount's currency.
    ///   - locale: The locale the chips' labels are written in.
    ///   - maximumValue: The largest amount a chip can set; a preset above it is unavailable.
    ///     Nil allows any amount of up to 12 integer digits.
    ///   - minimumValue: The smallest amount a chip can set; a preset below it is unavailable.
    ///     Nil for none.
    ///   - allowsNegative: Whether the amount may be negative; a negative preset is unavailable
    ///     otherwise.
    ///   - quickAmounts: The presets.
    public init(currency: Currency, locale: Locale, maximumValue: Decimal? = nil, minimumValue: Decimal? = nil, allowsNegative: Bool = false,
                quickAmounts: QuickAmounts = QuickAmounts()) {
        let input = AmountInput(currency: currency, locale: locale, maximumValue: maximumValue, minimumValue: minimumValue,
                                allowsNegative: allowsNegative)
        self.init(quickAmounts: quickAmounts, entry: AmountEntry(input: input))
    }

    /// The chips, in `language` (`locale`'s when nil). Each preset's tap is worked out once and
    /// gives its label, its availability and its hint.
    public func chips(locale: Locale, language: TallyLanguage? = nil) -> [Chip] {
        let input = entry.input
        let selected = quickAmounts.selected(for: input)
        return quickAmounts.presets.map { preset in
            let tapped = quickAmounts.tap(preset, on: input)
            var refusal: AmountInputRejection?
            if case .failure(let reason) = tapped { refusal = reason }
            let label = quickAmounts.label(for: preset, tapped: tapped, on: input, locale: locale)
            return Chip(
                preset: preset, label: label,
                accessibilityLabel: QuickAmounts.accessibilityLabel(label: label, locale: locale, language: language),
                accessibilityHint: refusal.map {
                    Localizer.string(.quickAmountsUnavailableHint, language: language, locale: locale, arguments: [.string($0.message(locale: locale, language: language))])
                },
                isSelected: preset == selected, refusal: refusal
            )
        }
    }

    /// Taps `preset`, as a person does.
    @discardableResult
    public mutating func tap(_ preset: Decimal) -> Tap {
        if let refused = entry.perform(.quickAmount(preset)) { return .refused(refused) }
        return .applied
    }
}

extension QuickAmountBarState {
    /// Does `action` on the amount the chips act on; see ``AmountEntry/perform(_:origin:)``.
    @available(*, deprecated, message: "Use entry.perform(_:origin:) instead")
    @discardableResult
    public mutating func perform(_ action: AmountAction, origin: AmountActionOrigin) -> AmountInputRejection? {
        entry.perform(action, origin: origin)
    }

    /// Shows `reason` on the amount; see ``AmountEntry/refuse(_:origin:)``.
    @available(*, deprecated, message: "Use entry.refuse(_:origin:) instead")
    public mutating func refuse(_ reason: AmountInputRejection, origin: AmountActionOrigin) { entry.refuse(reason, origin: origin) }
}

extension QuickAmountBarState.Chip {
    /// What VoiceOver reads for the chip: the amount it sets, why it is unavailable as the hint;
    /// a button, selected when the amount is the chip's, disabled when the chip is.
    public var accessibilityElement: AccessibilityElement {
        var traits: AccessibilityElement.Traits = .button
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.disabled) }
        return AccessibilityElement(label: accessibilityLabel, hint: accessibilityHint, traits: traits)
    }
}

extension QuickAmountBarState: AccessibilityDescribing {
    /// The "Quick amounts" header.
    public func headerAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: Localizer.string(.quickAmountsHeader, language: language, locale: locale), traits: .header)
    }

    /// The header, then every chip.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [headerAccessibility(locale: locale, language: language)] + chips(locale: locale, language: language).map(\.accessibilityElement)
    }
}

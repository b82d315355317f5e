#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Quick amounts: a row of pill chips right under the amount ("10 CHF", "15 CHF"…).
///
/// It draws one `QuickAmountBarState`: a tap replaces the amount exactly (it never adds), in the
/// amount's own currency; the chip equal to the amount is selected; a chip the currency or the
/// maximum cannot take is disabled, with the reason as its VoiceOver hint; `onMovesFocusToDescription`
/// runs only after a tap the amount took.
public struct QuickAmountBar: View {
    @Environment(\.tallyTheme) private var theme
    @Binding private var state: QuickAmountBarState
    private let onMovesFocusToDescription: () -> Void
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    /// A bar drawing `state`.
    ///
    /// - Parameters:
    ///   - state: The presets and the amount they act on.
    ///   - onMovesFocusToDescription: Called after a tap the amount took, when focus should move
    ///     on to the description.
    public init(state: Binding<QuickAmountBarState>, onMovesFocusToDescription: @escaping () -> Void = {}) {
        _state = state
        self.onMovesFocusToDescription = onMovesFocusToDescription
    }

    /// The header and the chips.
    public var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
            LocalizedText(.quickAmountsHeader)
                .tallyFont(.sectionHeader)
                .foregroundStyle(ThemeColor.textSecondary)
                .accessibilityAddTraits(.isHeader)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: theme.spacing(.sm)) {
                    ForEach(state.chips(locale: locale, language: language)) { chip in
                        chipView(chip)
                    }
                }
            }
        }
        .amountFeedback(state.entry)
    }

    private func chipView(_ chip: QuickAmountBarState.Chip) -> some View {
        Button {
            if state.tap(chip.preset).movesFocusToDescription { onMovesFocusToDescription() }
        } label: {
            Text(verbatim: chip.label)
                .tallyFont(.button)
                .monospacedDigit()
                .foregroundStyle(chip.isSelected ? ThemeColor.onPrimary : ThemeColor.textPrimary)
                .filterChipStyle(isSelected: chip.isSelected)
        }
        .buttonStyle(.plain)
        .disabled(!chip.isEnabled)
        .accessibilityLabel(Text(verbatim: chip.accessibilityLabel))
        .accessibilityHint(chip.accessibilityHint.map { Text(verbatim: $0) } ?? Text(verbatim: ""))
        .accessibilityAddTraits(chip.isSelected ? .isSelected : [])
        .motionSafe(transition: .fast, kind: .stateChange, value: chip.isSelected)
    }
}

// MARK: - Previews

private struct QuickAmountBarPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var state: QuickAmountBarState

    init(localeIdentifier: String, currency: Currency = .chf) {
        var entry = AmountEntry(input: AmountInput(currency: currency, locale: Locale(identifier: localeIdentifier)))
        entry.perform(.setValue(15), origin: .app)
        _state = State(initialValue: QuickAmountBarState(entry: entry))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.lg)) {
            Text(verbatim: state.entry.input.display).tallyFont(.h2)
            QuickAmountBar(state: $state)
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.background)
    }
}

#Preview("Quick amounts, light") {
    QuickAmountBarPreview(localeIdentifier: "en_US")
}

#Preview("Quick amounts, dark") {
    QuickAmountBarPreview(localeIdentifier: "en_US").preferredColorScheme(.dark)
}

#Preview("Quick amounts, AX3") {
    QuickAmountBarPreview(localeIdentifier: "en_US").dynamicTypeSize(.accessibility3)
}

#Preview("Quick amounts, ru") {
    QuickAmountBarPreview(localeIdentifier: "ru_RU", currency: .rub).environment(\.locale, Locale(identifier: "ru_RU")).tallyLanguage("ru_RU")
}

#Preview("Quick amounts, fr") {
    QuickAmountBarPreview(localeIdentifier: "fr_CH").environment(\.locale, Locale(identifier: "fr_CH")).tallyLanguage("fr_CH")
}

#Preview("Quick amounts, de") {
    QuickAmountBarPreview(localeIdentifier: "de_DE", currency: .eur).environment(\.locale, Locale(identifier: "de_DE")).tallyLanguage("de_DE")
}
#endif

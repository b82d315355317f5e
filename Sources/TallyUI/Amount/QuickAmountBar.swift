#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Seed 002's quick amounts: a row of pill chips right under the amount ("10 CHF", "15 CHF"…).
/// Tapping one replaces the amount through ``QuickAmounts/tap(_:on:)`` (it never adds), the chip
/// equal to the amount is shown selected, and `onMovesFocusToDescription` runs when the model says
/// focus moves on to the description.
public struct QuickAmountBar: View {
    private let quickAmounts: QuickAmounts
    @Binding private var input: AmountInput
    private let onMovesFocusToDescription: () -> Void
    @Environment(\.locale) private var locale

    /// A bar of `quickAmounts` setting `input`.
    ///
    /// - Parameters:
    ///   - quickAmounts: The presets and their currency.
    ///   - input: The amount a chip replaces.
    ///   - onMovesFocusToDescription: Called after a tap when focus should move to the description.
    public init(
        quickAmounts: QuickAmounts, input: Binding<AmountInput>,
        onMovesFocusToDescription: @escaping () -> Void = {}
    ) {
        self.quickAmounts = quickAmounts
        _input = input
        self.onMovesFocusToDescription = onMovesFocusToDescription
    }

    /// The header and the chips.
    public var body: some View {
        VStack(alignment: .leading, spacing: AppSpacing.sm) {
            LocalizedText(.quickAmountsHeader)
                .font(AppTypography.sectionHeader)
                .foregroundStyle(AppColors.textSecondary)
                .accessibilityAddTraits(.isHeader)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: AppSpacing.sm) {
                    ForEach(quickAmounts.presets, id: \.self) { preset in
                        chip(preset)
                    }
                }
            }
        }
    }

    private func chip(_ preset: Decimal) -> some View {
        let isSelected = quickAmounts.selected(for: input.value) == preset
        let label = quickAmounts.label(for: preset, on: input, locale: locale)
        return Button {
            let result = quickAmounts.tap(preset, on: input)
            input = result.input
            if result.movesFocusToDescription { onMovesFocusToDescription() }
        } label: {
            Text(verbatim: label)
                .font(AppTypography.button)
                .monospacedDigit()
                .foregroundStyle(isSelected ? AppColors.onPrimary : AppColors.textPrimary)
                .filterChipStyle(isSelected: isSelected)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(verbatim: quickAmounts.accessibilityLabel(for: preset, on: input, locale: locale)))
        .accessibilityAddTraits(isSelected ? .isSelected : [])
        .motionSafe(.appFast, kind: .stateChange, value: isSelected)
    }
}

// MARK: - Previews

private struct QuickAmountBarPreview: View {
    @State private var input: AmountInput
    private let quickAmounts: QuickAmounts

    init(localeIdentifier: String, currency: Currency = .chf) {
        var input = AmountInput(currency: currency, locale: Locale(identifier: localeIdentifier))
        input.apply(.paste("15"))
        _input = State(initialValue: input)
        quickAmounts = QuickAmounts(currency: currency)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: AppSpacing.lg) {
            Text(verbatim: input.display).font(AppTypography.h2)
            QuickAmountBar(quickAmounts: quickAmounts, input: $input)
        }
        .padding(AppSpacing.lg)
        .background(AppColors.background)
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
    QuickAmountBarPreview(localeIdentifier: "ru_RU", currency: .rub).environment(\.locale, Locale(identifier: "ru_RU"))
}

#Preview("Quick amounts, fr") {
    QuickAmountBarPreview(localeIdentifier: "fr_CH").environment(\.locale, Locale(identifier: "fr_CH"))
}

#Preview("Quick amounts, de") {
    QuickAmountBarPreview(localeIdentifier: "de_DE", currency: .eur).environment(\.locale, Locale(identifier: "de_DE"))
}
#endif

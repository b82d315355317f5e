#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Quick amounts: a row of pill chips right under the amount ("10 CHF", "15 CHF"…).
///
/// It draws one `QuickAmountBarState`: a tap replaces the amount exactly (it never adds), in the
/// amount's own currency; the chip equal to the amount is selected; a chip the currency or the
/// maximum cannot take is disabled, with the reason as its VoiceOver hint; `onMovesFocusToDescription`
/// runs only after a tap the amount took.
///
/// Bind it to the `Money` your model holds with `init(money:…)`, to a value in a currency with
/// `init(value:currency:…)`, or to a whole state with ``init(state:onMovesFocusToDescription:)``.
/// Bound to your model, the bar holds its state across re-renders (so the selection's haptic
/// plays once per change), a tap writes the value, and the bar reads the currency and never
/// chooses one.
public struct QuickAmountBar: View {
    private enum Source {
        case state(Binding<QuickAmountBarState>)
        case value(Binding<BoundAmount>, sync: AmountValueSync, quickAmounts: QuickAmounts, maximum: Decimal?,
                   conflict: Binding<AmountValueSync.Conflict?>?)
    }

    private let source: Source
    private let onMovesFocusToDescription: () -> Void

    /// A bar drawing `state`.
    ///
    /// - Parameters:
    ///   - state: The presets and the amount they act on.
    ///   - onMovesFocusToDescription: Called after a tap the amount took, when focus should move
    ///     on to the description.
    public init(state: Binding<QuickAmountBarState>, onMovesFocusToDescription: @escaping () -> Void = {}) {
        source = .state(state)
        self.onMovesFocusToDescription = onMovesFocusToDescription
    }

    /// A bar bound to the `Decimal` your model holds, in `currency`: a tap writes the preset (no
    /// amount is zero), and the chip equal to your value is selected.
    ///
    /// ```swift
    /// QuickAmountBar(value: $tip, currency: .chf, presets: [2, 5, 10])
    /// ```
    ///
    /// - Parameters:
    ///   - value: The amount in your model.
    ///   - currency: The amount's currency, which the chips are written in; the bar never changes it.
    ///   - presets: The quick amounts (10, 15, 20, 30 unless given).
    ///   - maximum: The largest amount a chip can set (a preset above it is unavailable); nil
    ///     allows any amount of up to 12 integer digits.
    ///   - conflict: Where the bar writes what your model holds that it cannot show (a value the
    ///     currency cannot hold; nil when they agree).
    ///   - onMovesFocusToDescription: Called after a tap the amount took.
    public init(value: Binding<Decimal>, currency: Currency, presets: [Decimal] = [10, 15, 20, 30], maximum: Decimal? = nil,
                conflict: Binding<AmountValueSync.Conflict?>? = nil, onMovesFocusToDescription: @escaping () -> Void = {}) {
        source = .value(.value(value.optionalAmount, currency: .constant(currency)), sync: AmountValueSync(empty: .zero),
                        quickAmounts: QuickAmounts(presets), maximum: maximum, conflict: conflict)
        self.onMovesFocusToDescription = onMovesFocusToDescription
    }

    /// A bar bound to an optional `Decimal`: nil while no amount is set, and no chip selected.
    /// Otherwise as the `Binding<Decimal>` initializer.
    ///
    /// - Parameters:
    ///   - value: The amount in your model; nil for none.
    ///   - currency: The amount's currency, which the chips are written in; the bar never changes it.
    ///   - presets: The quick amounts (10, 15, 20, 30 unless given).
    ///   - maximum: The largest amount a chip can set (a preset above it is unavailable); nil
    ///     allows any amount of up to 12 integer digits.
    ///   - conflict: Where the bar writes what your model holds that it cannot show (a value the
    ///     currency cannot hold; nil when they agree).
    ///   - onMovesFocusToDescription: Called after a tap the amount took.
    public init(value: Binding<Decimal?>, currency: Currency, presets: [Decimal] = [10, 15, 20, 30], maximum: Decimal? = nil,
                conflict: Binding<AmountValueSync.Conflict?>? = nil, onMovesFocusToDescription: @escaping () -> Void = {}) {
        source = .value(.value(value, currency: .constant(currency)), sync: AmountValueSync(empty: .none),
                        quickAmounts: QuickAmounts(presets), maximum: maximum, conflict: conflict)
        self.onMovesFocusToDescription = onMovesFocusToDescription
    }

    /// A bar bound to the `Money` your model holds: a tap writes the preset in the money's own
    /// currency. A new currency the amount cannot be written in (12.5, then yen) is refused, as
    /// the amount views refuse it, and written back into `money`.
    ///
    /// - Parameters:
    ///   - money: The amount and its currency in your model.
    ///   - presets: The quick amounts (10, 15, 20, 30 unless given).
    ///   - maximum: The largest amount a chip can set (a preset above it is unavailable); nil
    ///     allows any amount of up to 12 integer digits.
    ///   - conflict: Where the bar writes what your model holds that it cannot show (nil when
    ///     they agree).
    ///   - onMovesFocusToDescription: Called after a tap the amount took.
    public init(money: Binding<Money>, presets: [Decimal] = [10, 15, 20, 30], maximum: Decimal? = nil,
                conflict: Binding<AmountValueSync.Conflict?>? = nil, onMovesFocusToDescription: @escaping () -> Void = {}) {
        source = .value(.money(money), sync: AmountValueSync(empty: .zero), quickAmounts: QuickAmounts(presets), maximum: maximum,
                        conflict: conflict)
        self.onMovesFocusToDescription = onMovesFocusToDescription
    }

    /// The header and the chips.
    public var body: some View {
        switch source {
        case .state(let state):
            QuickAmountBarContent(state: state, onMovesFocusToDescription: onMovesFocusToDescription)
        case .value(let model, let sync, let quickAmounts, let maximum, let conflict):
            AmountValueHost(model: model, conflict: conflict, sync: sync, makeState: { currency, locale in
                QuickAmountBarState(currency: currency, locale: locale, maximumValue: maximum, quickAmounts: quickAmounts)
            }) { state in
                QuickAmountBarContent(state: state, onMovesFocusToDescription: onMovesFocusToDescription)
            }
        }
    }
}

/// What ``QuickAmountBar`` draws, over its state.
private struct QuickAmountBarContent: View {
    @Environment(\.tallyTheme) private var theme
    @Binding var state: QuickAmountBarState
    let onMovesFocusToDescription: () -> Void
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
            LocalizedText(.quickAmountsHeader)
                .tallyFont(.sectionHeader)
                .foregroundStyle(ThemeColor.textSecondary)
                .tallyAccessibility(state.headerAccessibility(locale: locale, language: language))
            let chips = state.chips(locale: locale, language: language)
            // One row of equal chips, each as wide as the widest needs, across the width when
            // the row fits it; otherwise (long amounts, large text) the same row, scrolling.
            ViewThatFits(in: .horizontal) {
                EqualWidthRow(spacing: theme.spacing(.sm)) {
                    ForEach(chips) { chip in chipView(chip) }
                }
                ScrollView(.horizontal, showsIndicators: false) {
                    EqualWidthRow(spacing: theme.spacing(.sm)) {
                        ForEach(chips) { chip in chipView(chip) }
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
                .lineLimit(1)
                .frame(maxWidth: .infinity)
                .foregroundStyle(chip.isSelected ? ThemeColor.onPrimary : ThemeColor.textPrimary)
                .filterChipStyle(isSelected: chip.isSelected)
        }
        .buttonStyle(.plain)
        .disabled(!chip.isEnabled)
        .tallyAccessibility(chip.accessibilityElement)
        .motionSafe(transition: .fast, kind: .stateChange, value: chip.isSelected)
    }
}

/// Lays its children out in one row of equal widths: at least the widest one's ideal width, and
/// the whole width offered when there is more. Asked for its ideal size it needs the widest width
/// for every child, so `ViewThatFits` takes the row only when every child fits at that width.
private struct EqualWidthRow: Layout {
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).max() ?? 0
        let needed = width * CGFloat(subviews.count) + spacing * CGFloat(subviews.count - 1)
        // Across the whole width it is given, when that is more than the chips need.
        if let offered = proposal.width, offered.isFinite, offered > needed { return CGSize(width: offered, height: height) }
        return CGSize(width: needed, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let width = (bounds.width - spacing * CGFloat(subviews.count - 1)) / CGFloat(subviews.count)
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width + spacing
        }
    }
}
#endif

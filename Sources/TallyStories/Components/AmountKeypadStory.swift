import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `AmountKeypad` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum AmountKeypadStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "amount-keypad", name: "AmountKeypad", group: .amount,
        summary: "An on-screen keypad for apps without the system keyboard: the amount's digits and decimal separator, no separator key for a currency without minor units, and a backspace that repeats while held; for an amount with arithmetic, the operator row and =, in phone or calculator order.",
        usage: """
        AmountInputView(state: $amount)
        AmountKeypad(entry: $amount.entry, order: .calculator)
        """,
        css: css,
        states: [
            StoryState("decimal-point", "Swiss francs in en_US, decimal point") { _ in
                .amountKeypad(AmountKeypadState(entry: ComponentStory.typed("12.5", currency: .chf, locale: Locale(identifier: "en_US"))))
            },
            StoryState("yen", "Yen, no separator key") { context in
                .amountKeypad(AmountKeypadState(entry: ComponentStory.typed("500", currency: .jpy, locale: context.locale)))
            },
            StoryState("decimal-comma", "Euros in de_DE, decimal comma") { _ in
                .amountKeypad(AmountKeypadState(entry: ComponentStory.typed("12,5", currency: .eur, locale: Locale(identifier: "de_DE"))))
            },
            StoryState("signed", "A refund: negative amounts allowed, the sign key") { context in
                .amountKeypad(AmountKeypadState(entry: ComponentStory.typed("±12" + ComponentStory.separator(context.locale) + "5", currency: .usd,
                                                                            locale: context.locale, allowsNegative: true)))
            },
            StoryState("arithmetic", "Arithmetic in calculator order: the operator row and =") { context in
                .amountKeypad(AmountKeypadState(entry: ComponentStory.typed("86" + ComponentStory.separator(context.locale) + "40÷4", currency: .eur,
                                                                            locale: context.locale, allowsExpressions: true), order: .calculator))
            },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-keypad { display: grid; grid-template-columns: repeat(3, 1fr); font-family: var(--tally-typography-h2-font-family); font-weight: var(--tally-typography-h2-font-weight); font-variant-numeric: tabular-nums; }
    .c-key { display: flex; align-items: center; justify-content: center; border-radius: var(--key-radius); background: var(--tally-color-surface); color: var(--tally-color-text-primary); line-height: 1; }
    .c-key.plain, .c-key.empty { background: none; }
    .c-key.operator { color: var(--tally-color-primary); }
    .c-keypad-total { text-align: center; color: var(--tally-color-text-secondary); font-variant-numeric: tabular-nums; }

    """

    static func html(_ state: AmountKeypadState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let total = state.entry.input.totalDisplay.map { "<div class=\"c-keypad-total\">= \(StoryHTML.esc($0))</div>" } ?? ""
        return "<div class=\"c-amount-figure\">\(StoryHTML.esc(state.entry.input.display))</div>" + total + amountKeypad(state, size: size, locale: locale)
    }

    static func shownTexts(_ state: AmountKeypadState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        return [state.entry.input.display] + (state.entry.input.totalDisplay.map { ["= " + $0] } ?? [])
            + state.keys(locale: locale).map(\.label).filter { !$0.isEmpty }
            + state.keys(locale: locale).map(\.accessibilityLabel)
    }

    /// The keypad as the view lays it out: four rows of three (four with the sign key) in keypad
    /// order whatever the text direction, an empty slot where a currency has no separator, the sizes the state gives for
    /// this text size, and the backspace glyph pointing the way text is deleted.
    private static func amountKeypad(_ state: AmountKeypadState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let metrics = AmountKeypadState.metrics(dynamicTypeScale: size.scale)
        let symbol = AmountKeypadState.backspaceSymbol(for: AmountKeypadState.layoutDirection(for: locale))
        let keys = state.rows(locale: locale).joined().map { slot -> String in
            guard let key = slot else { return "<span class=\"c-key empty\" aria-hidden=\"true\"></span>" }
            let shown = key.key == .backspace ? StoryHTML.backspaceGlyph(symbol) : StoryHTML.esc(key.label)
            return "<span class=\"c-key\(key.isFilled ? "" : " plain")\(key.isArithmetic ? " operator" : "")\" role=\"button\" aria-label=\"\(StoryHTML.esc(key.accessibilityLabel))\">\(shown)</span>"
        }
        let direction = AmountKeypadState.gridLayoutDirection == .rightToLeft ? "rtl" : "ltr"
        let columns = state.rows(locale: locale).map(\.count).max() ?? 3
        let style = "grid-template-columns: repeat(\(columns), 1fr); grid-auto-rows: minmax(\(NumberText.format(metrics.keyHeight))px, auto); gap: \(NumberText.format(metrics.spacing))px; font-size: \(NumberText.format(metrics.fontSize))px; --key-radius: \(NumberText.format(metrics.cornerRadius))px"
        return "<div class=\"c-keypad\" dir=\"\(direction)\" style=\"\(style)\">\(keys.joined())</div>"
    }
}

extension StoryView {
    /// `AmountKeypad` drawing `state`.
    static func amountKeypad(_ state: AmountKeypadState) -> StoryView { StoryView(AmountKeypadStory.self, state) }
}

#if canImport(SwiftUI)
extension AmountKeypadStory {
    @MainActor @ViewBuilder static func draw(_ state: AmountKeypadState, in context: StoryContext) -> some View {
        Live(state) { AmountKeypad(state: $0) }
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct AmountKeypadUsage: View {
    @State private var amount = AmountInputViewState(currency: .chf, locale: Locale(identifier: "de_CH"), allowsExpressions: true)

    var body: some View {
        AmountInputView(state: $amount)
        AmountKeypad(entry: $amount.entry, order: .calculator)
    }
}

#Preview("AmountKeypad") {
    StoryPreview(story: AmountKeypadStory.story)
}

#Preview("Dark") {
    StoryPreview(story: AmountKeypadStory.story, variant: .dark)
}

// In ar_EG, a right-to-left locale: the yen keypad's keys show the locale's own digits.
#Preview("Right to left") {
    StoryPreview(story: AmountKeypadStory.story, variant: .rightToLeft, language: Locale(identifier: "ar_EG"))
}

#Preview("AX3") {
    StoryPreview(story: AmountKeypadStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: AmountKeypadStory.story, variant: .reduceMotion)
}
#endif

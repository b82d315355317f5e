import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `AmountInputView` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum AmountInputViewStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "amount-input", name: "AmountInputView", group: .amount,
        summary: "The hero amount: a tap brings up the decimal pad (or a hardware keyboard types), the digits roll, the figure shrinks to fit, a refusal shows in red and the live conversion under it; the cursor blinks while it has focus.",
        usage: """
        AmountInputView(money: $expense.price, conversionTarget: .eur, converter: rates)
            .task { rates = try? await ECBRatesLoader().converter() }
        """,
        css: css,
        states: [
            StoryState("empty", "Empty") { context in
                .amountInput(AmountInputViewState(currency: .chf, locale: context.locale))
            },
            StoryState("typing", "Typing") { context in
                .amountInput(AmountInputViewState(entry: ComponentStory.typed("1234" + ComponentStory.separator(context.locale) + "5", currency: .chf, locale: context.locale), isFocused: true))
            },
            StoryState("large", "Large amount, shrunk to fit") { context in
                .amountInput(AmountInputViewState(entry: ComponentStory.typed("987654321012" + ComponentStory.separator(context.locale) + "34", currency: .rub, locale: context.locale), isFocused: true))
            },
            StoryState("error", "Refused key") { context in
                .amountInput(AmountInputViewState(entry: ComponentStory.typed("12" + ComponentStory.separator(context.locale) + "345", currency: .chf, locale: context.locale), isFocused: true))
            },
            StoryState("currency-refused", "Currency change refused") { context in
                var entry = ComponentStory.typed("12" + ComponentStory.separator(context.locale) + "5", currency: .chf, locale: context.locale)
                entry.perform(.changeCurrency(.jpy))
                return .amountInput(AmountInputViewState(entry: entry, isFocused: true))
            },
            StoryState("converted", "Converted") { context in
                let entry = ComponentStory.typed("10", currency: .chf, locale: context.locale)
                return .amountInput(AmountInputViewState(entry: entry, conversionTarget: .eur, conversion: ComponentStory.converted(entry.input, into: .eur)))
            },
            StoryState("rate-unavailable", "Rate unavailable") { context in
                let entry = ComponentStory.typed("10", currency: .chf, locale: context.locale)
                let key = ConversionKey(amount: entry.input.value, currency: "CHF", target: "EUR")
                return .amountInput(AmountInputViewState(entry: entry, conversionTarget: .eur, conversion: .unavailable(key)))
            },
            StoryState("negative", "A refund, negative amounts allowed") { context in
                .amountInput(AmountInputViewState(entry: ComponentStory.typed("±42" + ComponentStory.separator(context.locale) + "5", currency: .chf,
                                                                              locale: context.locale, allowsNegative: true), isFocused: true))
            },
            StoryState("expression", "An expression, 12.40 + 7.60") { context in
                let separator = ComponentStory.separator(context.locale)
                return .amountInput(AmountInputViewState(entry: ComponentStory.typed("12" + separator + "40+7" + separator + "60", currency: .chf,
                                                                                     locale: context.locale, allowsExpressions: true), isFocused: true))
            },
            StoryState("yen", "Yen, no fraction") { context in
                .amountInput(AmountInputViewState(entry: ComponentStory.typed("125000", currency: .jpy, locale: context.locale), isFocused: true))
            },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-amount-figure.error { color: var(--tally-color-error-text); }
    .c-amount-total { margin: 0; text-align: center; font-size: 1.5em; color: var(--tally-color-text-secondary); font-variant-numeric: tabular-nums; }
    .c-conversion { margin: 0; text-align: center; color: var(--tally-color-text-secondary); }
    .c-rates-date { display: block; font-size: 0.8em; }
    .c-actions { display: flex; flex-wrap: wrap; gap: var(--tally-spacing-sm); justify-content: center; }

    """

    /// The hero amount at the size the engine fits it to for this text size.
    static func html(_ state: AmountInputViewState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let fontSize = state.fontSize(availableWidth: 342, measurer: AdvanceWidthMeasurer.interBoldTabular, dynamicTypeScale: size.scale)
        let error = state.errorText(locale: locale)
        var html = "<div class=\"c-amount\"><span class=\"c-amount-figure\(state.showsRefusal ? " error" : "")\" style=\"font-size: \(NumberText.format(fontSize))px\">\(StoryHTML.esc(state.display))</span>\(state.showsCursor ? "<span class=\"c-cursor\"></span>" : "")</div>"
        if let total = state.totalText { html += "<p class=\"c-amount-total\">\(StoryHTML.esc(total))</p>" }
        if let error { html += "<p class=\"c-message error\">\(StoryHTML.esc(error))</p>" }
        let conversion = state.conversionDisplay(locale: locale)
        if let line = conversion.text {
            html += "<p class=\"c-conversion\">\(StoryHTML.esc(line))\(conversion.ratesDate.map { " <span class=\"c-rates-date\">\(StoryHTML.esc($0))</span>" } ?? "")</p>"
        }
        // Copy and paste one a row at the accessibility sizes, as the view stacks them.
        let stacked = AmountInputViewState.stacksClipboardButtons(isAccessibilitySize: size.isAccessibilitySize) ? " stacked" : ""
        return html + "<div class=\"c-actions\(stacked)\"><span class=\"c-button\">\(StoryHTML.esc(Localizer.string(.buttonCopy, locale: locale)))</span><span class=\"c-button\">\(StoryHTML.esc(Localizer.string(.buttonPaste, locale: locale)))</span></div>"
    }

    static func shownTexts(_ state: AmountInputViewState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        let conversion = state.conversionDisplay(locale: locale)
        return [state.display] + [state.totalText, state.errorText(locale: locale), conversion.text, conversion.ratesDate].compactMap { $0 }
    }
}

extension StoryView {
    /// `AmountInputView` drawing `state`.
    static func amountInput(_ state: AmountInputViewState) -> StoryView { StoryView(AmountInputViewStory.self, state) }
}

#if canImport(SwiftUI)
extension AmountInputViewStory {
    @MainActor @ViewBuilder static func draw(_ state: AmountInputViewState, in context: StoryContext) -> some View {
        Live(state) { AmountInputView(state: $0) }
    }
}

/// What the usage snippet binds to.
private struct UsageExpense {
    var price = Money.zero(.chf)
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct AmountInputViewUsage: View {
    @State private var expense = UsageExpense()
    @State private var rates: ECBConverter?

    var body: some View {
        AmountInputView(money: $expense.price, conversionTarget: .eur, converter: rates)
            .task { rates = try? await ECBRatesLoader().converter() }
    }
}

#Preview("AmountInputView") {
    StoryPreview(story: AmountInputViewStory.story)
}

#Preview("Dark") {
    StoryPreview(story: AmountInputViewStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: AmountInputViewStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: AmountInputViewStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: AmountInputViewStory.story, variant: .reduceMotion)
}
#endif

import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `FormattedAmountText` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum FormattedAmountTextStory: StoryComponent {
    /// An exact amount from its text.
    static func amount(_ text: String) -> Decimal { Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0 }

    /// The component and its named states.
    static let story = ComponentStory(
        id: "formatted-amount", name: "FormattedAmountText", group: .amount,
        summary: "An exact amount on display: signed as an expense, an income or a balance, in the standard, accounting or compact style, in the colour of its sign, with a previous amount struck through. VoiceOver reads the exact amount.",
        usage: "FormattedAmountText(amount: coffee, currency: .usd, sign: .expense)\nFormattedAmountText(amount: salary, currency: .eur, sign: .income, style: .compact)\nFormattedAmountText(amount: 12, currency: .usd, sign: .expense, previousAmount: 15)",
        css: css,
        states: [
            StoryState("expense", "An expense") { context in
                .formattedAmount(FormattedAmountTextState(amount: amount("4.5"), currency: .usd, locale: context.locale, sign: .expense))
            },
            StoryState("income", "An income") { context in
                .formattedAmount(FormattedAmountTextState(amount: amount("2500"), currency: .eur, locale: context.locale, sign: .income))
            },
            StoryState("refund", "A refund of an expense") { context in
                .formattedAmount(FormattedAmountTextState(amount: amount("-19.99"), currency: .chf, locale: context.locale, sign: .expense))
            },
            StoryState("negative-balance", "A balance below zero") { context in
                .formattedAmount(FormattedAmountTextState(amount: amount("-1234.56"), currency: .usd, locale: context.locale, sign: .balance))
            },
            StoryState("accounting", "Accounting style") { context in
                .formattedAmount(FormattedAmountTextState(amount: amount("-1234.56"), currency: .usd, locale: context.locale, sign: .balance,
                                                          style: .accounting))
            },
            StoryState("compact", "Compact, read exactly") { context in
                .formattedAmount(FormattedAmountTextState(amount: amount("1234567.89"), currency: .usd, locale: context.locale, sign: .income,
                                                          style: .compact))
            },
            StoryState("unsigned", "Unsigned, in yen") { context in
                .formattedAmount(FormattedAmountTextState(amount: amount("-48000"), currency: .jpy, locale: context.locale, sign: .unsigned))
            },
            StoryState("previous", "A changed price") { context in
                .formattedAmount(FormattedAmountTextState(amount: amount("12"), currency: .usd, locale: context.locale, sign: .expense,
                                                          previousAmount: amount("15")))
            },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-amount { display: inline-flex; flex-wrap: wrap; align-items: baseline; gap: var(--tally-spacing-xs); font-variant-numeric: tabular-nums; }
    .c-amount-value.role-expense { color: var(--tally-color-amount-expense); }
    .c-amount-value.role-income { color: var(--tally-color-amount-income); }
    .c-amount-value.role-neutral { color: var(--tally-color-amount-neutral); }
    .c-amount-previous { color: var(--tally-color-text-secondary); text-decoration: line-through; }

    """

    /// The role's class name.
    static func roleClass(_ role: FormattedAmountTextState.ColorRole) -> String {
        switch role {
        case .expense: "role-expense"
        case .income: "role-income"
        case .neutral: "role-neutral"
        }
    }

    static func html(_ state: FormattedAmountTextState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let previous = state.previousText.map { "<s class=\"c-amount-previous\">\(StoryHTML.esc($0))</s>" } ?? ""
        return "<span class=\"c-amount\" role=\"text\" aria-label=\"\(StoryHTML.esc(state.accessibilityLabel))\">\(previous)<span class=\"c-amount-value \(roleClass(state.role))\">\(StoryHTML.esc(state.text))</span></span>"
    }

    static func shownTexts(_ state: FormattedAmountTextState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        [state.previousText, state.text].compactMap(\.self)
    }
}

extension StoryView {
    /// `FormattedAmountText` drawing `state`.
    static func formattedAmount(_ state: FormattedAmountTextState) -> StoryView { StoryView(FormattedAmountTextStory.self, state) }
}

#if canImport(SwiftUI)
extension FormattedAmountTextStory {
    @MainActor @ViewBuilder static func draw(_ state: FormattedAmountTextState, in context: StoryContext) -> some View {
        FormattedAmountText(state: state)
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct FormattedAmountTextUsage: View {
    let coffee: Decimal
    let salary: Decimal

    var body: some View {
        FormattedAmountText(amount: coffee, currency: .usd, sign: .expense)
        FormattedAmountText(amount: salary, currency: .eur, sign: .income, style: .compact)
        FormattedAmountText(amount: 12, currency: .usd, sign: .expense, previousAmount: 15)
    }
}

#Preview("FormattedAmountText") {
    StoryPreview(story: FormattedAmountTextStory.story)
}

#Preview("Dark") {
    StoryPreview(story: FormattedAmountTextStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: FormattedAmountTextStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: FormattedAmountTextStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: FormattedAmountTextStory.story, variant: .reduceMotion)
}
#endif

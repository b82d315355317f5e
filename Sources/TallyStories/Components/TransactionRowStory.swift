import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `TransactionRow` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum TransactionRowStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "transaction-row", name: "TransactionRow", group: .forms,
        summary: "One transaction in a list: its icon, title, subtitle, a pending or recurring mark and its amount, read by VoiceOver as one line with the amount last.",
        usage: "TransactionRow(icon: .sfSymbol(\"cup.and.saucer.fill\"), title: title,\n               subtitle: merchant, amount: amount, currency: .usd, sign: .expense, mark: .pending)",
        css: css,
        states: [
            StoryState("expense", "An expense, pending") { context in
                .transactionRow(row(context, symbol: "cup.and.saucer.fill", title: context.string(.iconPickerCategoryFood), subtitle: "Blue Bottle",
                                    amount: "4.5", currency: .usd, sign: .expense, mark: .pending))
            },
            StoryState("income", "A recurring income") { context in
                .transactionRow(row(context, symbol: "banknote.fill", title: context.string(.iconPickerCategoryWork), subtitle: nil,
                                    amount: "2500", currency: .eur, sign: .income, mark: .recurring))
            },
            StoryState("refund", "A refund") { context in
                .transactionRow(row(context, symbol: "cart.fill", title: context.string(.iconPickerCategoryShopping), subtitle: "Migros",
                                    amount: "-19.99", currency: .chf, sign: .expense, mark: nil))
            },
            StoryState("compact", "A large amount, compact") { context in
                .transactionRow(row(context, symbol: "house.fill", title: context.string(.iconPickerCategoryHome), subtitle: nil,
                                    amount: "1234567.89", currency: .usd, sign: .expense, mark: nil, style: .compact))
            },
        ]
    )

    /// A row made as an app makes one.
    static func row(_ context: StoryContext, symbol: String, title: String, subtitle: String?, amount: String, currency: Currency,
                    sign: FormattedAmountTextState.SignPolicy, mark: TransactionRowState.Mark?,
                    style: FormattedAmountTextState.Style = .standard) -> TransactionRowState {
        TransactionRowState(icon: .sfSymbol(symbol), title: title, subtitle: subtitle,
                            amount: FormattedAmountTextState(amount: FormattedAmountTextStory.amount(amount), currency: currency,
                                                             locale: context.locale, sign: sign, style: style),
                            mark: mark, locale: context.locale)
    }

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-transaction { display: flex; flex-wrap: wrap; align-items: center; gap: var(--tally-spacing-md); padding: var(--tally-spacing-sm) 0; }
    .c-transaction-texts { display: flex; flex-direction: column; gap: var(--tally-spacing-xs); flex: 1 1 12em; min-width: 0; }
    .c-transaction-title { font-size: calc(var(--tally-typography-body-font-size) * var(--type-scale, 1)); color: var(--tally-color-text-primary); overflow-wrap: break-word; }
    .c-transaction-subtitle { font-size: calc(var(--tally-typography-body-small-font-size) * var(--type-scale, 1)); color: var(--tally-color-text-secondary); }
    .c-transaction-mark { font-size: calc(var(--tally-typography-caption-font-size) * var(--type-scale, 1)); color: var(--tally-color-text-secondary); }
    .c-transaction .c-amount { font-size: calc(var(--tally-typography-body-font-size) * var(--type-scale, 1)); margin-inline-start: auto; }

    """

    static func html(_ state: TransactionRowState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let subtitle = state.subtitle.map { "<span class=\"c-transaction-subtitle\">\(StoryHTML.esc($0))</span>" } ?? ""
        let mark = state.markText.map { "<span class=\"c-transaction-mark\">\(StoryHTML.esc($0))</span>" } ?? ""
        return "<div class=\"c-transaction\" role=\"group\" aria-label=\"\(StoryHTML.esc(state.accessibilityLabel))\">"
            + StoryHTML.iconHTML(state.iconSource)
            + "<div class=\"c-transaction-texts\"><span class=\"c-transaction-title\">\(StoryHTML.esc(state.title))</span>\(subtitle)\(mark)</div>"
            + FormattedAmountTextStory.html(state.amount, size: size, locale: locale) + "</div>"
    }

    static func shownTexts(_ state: TransactionRowState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        [state.title, state.subtitle, state.markText].compactMap(\.self)
            + FormattedAmountTextStory.shownTexts(state.amount, size: size, locale: locale)
    }
}

extension StoryView {
    /// `TransactionRow` drawing `state`.
    static func transactionRow(_ state: TransactionRowState) -> StoryView { StoryView(TransactionRowStory.self, state) }
}

#if canImport(SwiftUI)
extension TransactionRowStory {
    @MainActor @ViewBuilder static func draw(_ state: TransactionRowState, in context: StoryContext) -> some View {
        TransactionRow(state: state)
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct TransactionRowUsage: View {
    let title: String
    let merchant: String
    let amount: Decimal

    var body: some View {
        TransactionRow(icon: .sfSymbol("cup.and.saucer.fill"), title: title,
                       subtitle: merchant, amount: amount, currency: .usd, sign: .expense, mark: .pending)
    }
}

#Preview("TransactionRow") {
    StoryPreview(story: TransactionRowStory.story)
}

#Preview("Dark") {
    StoryPreview(story: TransactionRowStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: TransactionRowStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: TransactionRowStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: TransactionRowStory.story, variant: .reduceMotion)
}
#endif

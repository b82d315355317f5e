import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `CurrencyPicker` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum CurrencyPickerStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "currency-picker", name: "CurrencyPicker", group: .amount,
        summary: "A searchable list of currencies: the app's favourites, the person's recents, then every currency, by name, code and symbol; a currency the typed amount cannot be in says why.",
        usage: "AmountInputView(money: $price)\n    .currencyPicker(favourites: [.chf, .eur], recents: $recents)",
        css: css,
        states: [
            StoryState("sections", "Favourites and recents") { context in
                .currencyPicker(CurrencyPickerState(selection: .chf, favourites: [.chf, .eur], recents: [.usd, .gbp], locale: context.locale))
            },
            StoryState("search", "Searching \"franc\"") { context in
                .currencyPicker(CurrencyPickerState(selection: .chf, locale: context.locale, searchText: "franc"))
            },
            StoryState("symbol", "Searching \"$\"") { context in
                .currencyPicker(CurrencyPickerState(selection: .usd, locale: context.locale, searchText: "$"))
            },
            StoryState("refused", "12.5 typed: yen cannot hold it") { context in
                .currencyPicker(CurrencyPickerState(selection: .chf, entry: ComponentStory.typed("12" + ComponentStory.separator(context.locale) + "5", currency: .chf, locale: context.locale),
                                                    favourites: [.chf, .jpy, .eur], locale: context.locale))
            },
            StoryState("no-results", "Nothing found") { context in
                .currencyPicker(CurrencyPickerState(selection: .chf, locale: context.locale, searchText: "qqq"))
            },
        ]
    )

    /// The rows a screen shows of a section: a phone lists about this many before it scrolls.
    static let rowsOnScreen = 8

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-currency-search { padding: var(--tally-spacing-sm) var(--tally-spacing-md); border-radius: var(--tally-radius-md); background: var(--tally-color-surface); color: var(--tally-color-text-secondary); }
    .c-currency-row { display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--tally-spacing-sm); min-height: 44px; padding: var(--tally-spacing-sm) var(--tally-spacing-md); }
    .c-currency-name { flex: 1 1 10em; min-width: 0; overflow-wrap: break-word; color: var(--tally-color-text-primary); }
    .c-currency-refusal { display: block; font-size: calc(var(--tally-typography-caption-font-size) * var(--type-scale, 1)); color: var(--tally-color-error-text); }
    .c-currency-code { color: var(--tally-color-text-secondary); font-variant-numeric: tabular-nums; }
    .c-currency-none { margin: var(--tally-spacing-lg) 0; text-align: center; color: var(--tally-color-text-secondary); }
    .c-currency-row.selected .c-currency-code::after { content: " ✓"; color: var(--tally-color-primary); }

    """

    static func html(_ state: CurrencyPickerState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let search = state.searchText.isEmpty ? "" : "<div class=\"c-currency-search\">\(StoryHTML.esc(state.searchText))</div>"
        let sections = state.sections.map { section -> String in
            let rows = section.rows.prefix(rowsOnScreen).map { row -> String in
                let refusal = row.refusal.map { "<span class=\"c-currency-refusal\">\(StoryHTML.esc($0))</span>" } ?? ""
                return "<div class=\"c-currency-row\(row.isSelected ? " selected" : "")\" role=\"button\" aria-label=\"\(StoryHTML.esc(row.accessibilityLabel))\">"
                    + "<span class=\"c-currency-name\">\(StoryHTML.esc(row.name))\(refusal)</span>"
                    + "<span class=\"c-currency-code\">\(StoryHTML.esc(row.codeText))</span></div>"
            }
            return StoryHTML.sectionHeader(SectionHeaderViewState(title: section.title, style: .compact), size: size, locale: locale) + rows.joined()
        }
        let noResults = state.noResultsText.map { "<p class=\"c-currency-none\" role=\"status\">\(StoryHTML.esc($0))</p>" } ?? ""
        return search + sections.joined() + noResults
    }

    static func shownTexts(_ state: CurrencyPickerState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        state.sections.flatMap { section in
            [SectionHeaderViewState(title: section.title, style: .compact).displayTitle(locale: locale, isAccessibilitySize: size.isAccessibilitySize)]
                + section.rows.prefix(rowsOnScreen).flatMap { [$0.name, $0.refusal].compactMap(\.self) }
        } + [state.noResultsText].compactMap(\.self)
    }
}

extension StoryView {
    /// `CurrencyPicker` drawing `state`.
    static func currencyPicker(_ state: CurrencyPickerState) -> StoryView { StoryView(CurrencyPickerStory.self, state) }
}

#if canImport(SwiftUI)
extension CurrencyPickerStory {
    @MainActor @ViewBuilder static func draw(_ state: CurrencyPickerState, in context: StoryContext) -> some View {
        CurrencyPicker(state: state, selection: .constant(state.selection))
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct CurrencyPickerUsage: View {
    @State private var price = Money.zero(.chf)
    @State private var recents: [Currency] = []

    var body: some View {
        AmountInputView(money: $price)
            .currencyPicker(favourites: [.chf, .eur], recents: $recents)
    }
}

#Preview("CurrencyPicker") {
    StoryPreview(story: CurrencyPickerStory.story)
}

#Preview("Dark") {
    StoryPreview(story: CurrencyPickerStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: CurrencyPickerStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: CurrencyPickerStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: CurrencyPickerStory.story, variant: .reduceMotion)
}
#endif

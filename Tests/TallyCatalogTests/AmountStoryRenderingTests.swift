import Foundation
@testable import TallyCatalog
@_spi(Tally) import TallyCore
import TallyStories
import Testing

/// The HTML catalog draws each amount story's state value with nothing dropped: every text the
/// state decides to show is on the page, in every language.
@Suite("Amount stories reach the HTML renderer whole")
struct AmountStoryRenderingTests {
    @Test("every amount story: the state's texts, refusals, unavailable chips and focus are drawn")
    func amountStories() {
        var checked = 0
        for story in ComponentStory.all where story.group == .amount {
            for state in story.states {
                for locale in StoryContext.languages {
                    let view = state.view(in: StoryContext(locale: locale))
                    let html = view.html(size: .standard, locale: locale)
                    for text in view.shownTexts(size: .standard, locale: locale) {
                        #expect(html.contains(StoryHTML.esc(text)), "\(story.id)/\(state.id) \(locale.identifier): \(text) missing")
                        checked += 1
                    }
                    if let bar = view.state as? QuickAmountBarState {
                        let unavailable = bar.chips(locale: locale).filter { !$0.isEnabled }.count
                        #expect(html.components(separatedBy: " disabled\"").count - 1 == unavailable, "\(story.id)/\(state.id)")
                    }
                    if let field = view.state as? CurrencyFieldState {
                        #expect(html.contains("border-\(field.border.role.rawValue)") && html.contains("c-cursor") == field.isFocused)
                    }
                }
            }
        }
        #expect(checked > 250, "\(checked)")
    }

    @Test("the keypad stories: a point for en_US francs, no separator key for yen, a comma for de_DE euros, read by what they type")
    func keypadStories() throws {
        let story = try #require(ComponentStory.all.first { $0.id == "amount-keypad" })
        func keypad(_ state: String, _ language: String) throws -> (AmountKeypadState, String, StoryContext) {
            let context = StoryContext(locale: Locale(identifier: language))
            let view = try #require(story.states.first { $0.id == state }).view(in: context)
            let keypad = try #require(view.state as? AmountKeypadState)
            return (keypad, view.html(size: .standard, locale: context.locale), context)
        }
        func separator(_ keypad: AmountKeypadState, _ context: StoryContext) -> AmountKeypadState.Key? {
            keypad.keys(locale: context.locale).first { if case .separator = $0.key { true } else { false } }
        }
        let (point, pointHTML, english) = try keypad("decimal-point", "en_US")
        #expect(point.currency == .chf && point.entry.input.display == "12.5")
        #expect(separator(point, english)?.label == "." && separator(point, english)?.accessibilityLabel == "Decimal point")
        #expect(pointHTML.contains("aria-label=\"Decimal point\">.</span>") && pointHTML.contains("aria-label=\"Delete\">⌫</span>"))
        #expect(!pointHTML.contains("c-key empty"))
        let (yen, yenHTML, _) = try keypad("yen", "en_US")
        #expect(yen.currency == .jpy && separator(yen, english) == nil && yen.keys(locale: english.locale).count == 11)
        #expect(yenHTML.components(separatedBy: "c-key empty").count - 1 == 1)
        #expect(yenHTML.components(separatedBy: "<span class=\"c-key").count - 1 == 12)
        let (comma, commaHTML, _) = try keypad("decimal-comma", "en_US")
        #expect(comma.entry.input.display == "12,5" && separator(comma, english)?.label == ",")
        #expect(commaHTML.contains("aria-label=\"Decimal comma\">,</span>"))
        let (russian, _, ruContext) = try keypad("decimal-comma", "ru_RU")
        #expect(separator(russian, ruContext)?.accessibilityLabel == "Десятичная запятая")
        #expect(ruContext.locale.identifier == "ru_RU" && russian.keys(locale: ruContext.locale).last?.accessibilityLabel == "Удалить")
        // The sizes are the state's: capped at 1.5 times from AX1 up.
        let view = try #require(story.states.first).view(in: english)
        let ax3 = view.html(size: .accessibility3, locale: english.locale)
        #expect(ax3.contains("grid-auto-rows: minmax(84px, auto)") && ax3.contains("font-size: 42px"))
        #expect(view.html(size: .standard, locale: english.locale).contains("grid-auto-rows: minmax(56px, auto)"))
        #expect(StoryHTML.backspaceGlyph(AmountKeypadState.backspaceSymbol(for: .rightToLeft)) == "⌦")
    }

    @Test("the sample form draws the real sheet's composition: a text field for the amount, not the hero amount")
    func sheetComposition() throws {
        let story = try #require(ComponentStory.all.first { $0.id == "add-transaction" })
        let english = Locale(identifier: "en_US")
        let filled = try #require(story.states.first { $0.id == "filled" }).view(in: StoryContext(locale: english))
        let html = filled.html(size: .standard, locale: english)
        #expect(!html.contains("c-amount-figure") && html.contains("c-field"))
        let sheet = try #require(filled.state as? AddTransactionSheetState)
        #expect(sheet.amount.value == 20 && sheet.focus == .description)
        #expect(html.components(separatedBy: "c-chip selected\"").count == 2)
    }
}

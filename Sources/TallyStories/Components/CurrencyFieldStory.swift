import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `CurrencyField` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum CurrencyFieldStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "currency-field", name: "CurrencyField", group: .amount,
        summary: "The amount as a text field: the decimal pad, the amount grouped as the locale writes it while typing, with the caret where the person typed, a border that shows focus, and a refusal that keeps the last accepted text.",
        usage: "CurrencyField(state: $amountField, isFocused: $isAmountFocused)",
        css: css,
        states: [
            StoryState("empty", "Empty") { context in
                .currencyField(CurrencyFieldState(currency: .eur, locale: context.locale))
            },
            StoryState("focused", "Focused, typing") { context in
                var field = CurrencyFieldState(currency: .eur, locale: context.locale, isFocused: true)
                field.edit("1234" + ComponentStory.separator(context.locale) + "5")
                return .currencyField(field)
            },
            StoryState("filled", "Filled") { context in
                .currencyField(CurrencyFieldState(entry: ComponentStory.typed("1234" + ComponentStory.separator(context.locale) + "5", currency: .eur, locale: context.locale)))
            },
            StoryState("refused", "Refused paste") { context in
                var field = CurrencyFieldState(currency: .eur, locale: context.locale, isFocused: true)
                field.edit("42")
                field.edit("42 apples")
                return .currencyField(field)
            },
        ]
    )

    /// The catalog CSS of this component's own classes: none, its HTML uses the shared `StoryHTML.css`.
    static let css = ""

    static func html(_ state: CurrencyFieldState, size: StoryHTML.TextSize, locale: Locale) -> String {
        return StoryHTML.currencyField(state, locale: locale)
    }

    static func shownTexts(_ state: CurrencyFieldState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        return [state.text.isEmpty ? state.placeholder : state.text] + [state.errorText(locale: locale)].compactMap { $0 }
    }
}

extension StoryView {
    /// `CurrencyField` drawing `state`.
    static func currencyField(_ state: CurrencyFieldState) -> StoryView { StoryView(CurrencyFieldStory.self, state) }
}

#if canImport(SwiftUI)
extension CurrencyFieldStory {
    @MainActor @ViewBuilder static func draw(_ state: CurrencyFieldState, in context: StoryContext) -> some View {
        CurrencyField(state: .constant(state))
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct CurrencyFieldUsage: View {
    @State private var amountField = CurrencyFieldState(currency: .eur, locale: Locale(identifier: "fr_FR"))
    @FocusState private var isAmountFocused: Bool

    var body: some View {
        CurrencyField(state: $amountField, isFocused: $isAmountFocused)
    }
}

#Preview("CurrencyField") {
    StoryPreview(story: CurrencyFieldStory.story)
}

#Preview("Dark") {
    StoryPreview(story: CurrencyFieldStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: CurrencyFieldStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: CurrencyFieldStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: CurrencyFieldStory.story, variant: .reduceMotion)
}
#endif

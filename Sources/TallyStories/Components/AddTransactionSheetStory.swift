import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `AddTransactionSheet` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum AddTransactionSheetStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "add-transaction", name: "AddTransactionSheet", group: .amount,
        summary: "A sample form in its order: amount (focused when the sheet appears), quick amounts, description, type, date.",
        usage: "AddTransactionSheet(currency: .chf, locale: locale, today: .now, onSave: save, onCancel: dismiss)",
        css: css,
        states: [
            StoryState("new", "New expense") { context in
                .addTransaction(AddTransactionSheetState(currency: .chf, locale: context.locale, today: context.now, calendar: context.calendar))
            },
            StoryState("filled", "Filled") { context in
                var sheet = AddTransactionSheetState(currency: .chf, locale: context.locale, today: context.now, calendar: context.calendar)
                sheet.tapQuickAmount(20)
                sheet.description = context.string(.iconPickerCategoryFood)
                return .addTransaction(sheet)
            },
        ]
    )

    /// The catalog CSS of this component's own classes: none, its HTML uses the shared `StoryHTML.css`.
    static let css = ""

    /// The sheet as the view lays it out: title bar, amount field, quick amounts, description,
    /// type and date.
    static func html(_ sheet: AddTransactionSheetState, size: StoryHTML.TextSize, locale: Locale) -> String {
        func string(_ key: TallyStringKey) -> String { Localizer.string(key, locale: locale) }
        func header(_ key: TallyStringKey) -> String { StoryHTML.sectionHeader(SectionHeaderViewState(title: string(key)), size: size, locale: locale) }
        let save = "<span class=\"c-sheet-action strong\(sheet.canSave ? "" : " disabled")\">\(StoryHTML.esc(string(.commonSave)))</span>"
        let description = sheet.description.isEmpty ? "<span class=\"placeholder\">\(StoryHTML.esc(string(.transactionDescription)))</span>" : StoryHTML.esc(sheet.description)
        let date = sheet.dateText(locale: locale)
        return "<div class=\"c-sheet-bar\"><span class=\"c-sheet-action\">\(StoryHTML.esc(string(.commonCancel)))</span><strong>\(StoryHTML.esc(string(.transactionAdd)))</strong>\(save)</div>"
            + header(.transactionAmount) + StoryHTML.currencyField(sheet.amountField, locale: locale)
            + StoryHTML.quickAmountBar(sheet.quickAmountBar, size: size, locale: locale)
            + header(.transactionDescription) + "<div class=\"c-field \(StoryHTML.borderClass(sheet.descriptionBorder.role))\">\(description)</div>"
            + header(.transactionType) + StoryHTML.segmented(sheet.kindPicker(locale: locale), size: size, locale: locale)
            + "<div class=\"c-row c-date-row\"><span class=\"c-row-title\">\(StoryHTML.esc(string(.transactionDate)))</span><span class=\"c-row-value\">\(StoryHTML.esc(date))</span></div>"
    }

    static func shownTexts(_ sheet: AddTransactionSheetState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        return CurrencyFieldStory.shownTexts(sheet.amountField, size: size, locale: locale)
            + QuickAmountBarStory.shownTexts(sheet.quickAmountBar, size: size, locale: locale)
            + [sheet.description, sheet.dateText(locale: locale)].filter { !$0.isEmpty }
            + AddTransactionSheetState.kindOptions(locale: locale).map(\.label)
    }
}

extension StoryView {
    /// `AddTransactionSheet` drawing `state`.
    static func addTransaction(_ state: AddTransactionSheetState) -> StoryView { StoryView(AddTransactionSheetStory.self, state) }
}

#if canImport(SwiftUI)
extension AddTransactionSheetStory {
    @MainActor @ViewBuilder static func draw(_ state: AddTransactionSheetState, in context: StoryContext) -> some View {
        AddTransactionSheet(state: state, onSave: { _ in }, onCancel: {})
            .frame(minHeight: 640)
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct AddTransactionSheetUsage: View {
    @Environment(\.locale) private var locale
    let save: (AddTransactionSheet.Draft) -> Void
    let dismiss: () -> Void

    var body: some View {
        AddTransactionSheet(currency: .chf, locale: locale, today: .now, onSave: save, onCancel: dismiss)
    }
}

#Preview("AddTransactionSheet") {
    StoryPreview(story: AddTransactionSheetStory.story)
}

#Preview("Dark") {
    StoryPreview(story: AddTransactionSheetStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: AddTransactionSheetStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: AddTransactionSheetStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: AddTransactionSheetStory.story, variant: .reduceMotion)
}
#endif

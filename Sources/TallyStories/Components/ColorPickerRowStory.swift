import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `ColorPickerRow` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum ColorPickerRowStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "color-picker-row", name: "ColorPickerRow", group: .forms,
        summary: "A category colour from the default palette or a hex code, with swatch text at 4.5:1 or more.",
        usage: "ColorPickerRow(selectedColorHex: $colorHex)",
        css: css,
        states: [
            StoryState("collapsed", "Collapsed") { context in colorRow(expanded: false, custom: "", context) },
            StoryState("expanded", "Expanded") { context in colorRow(expanded: true, custom: "", context) },
            StoryState("invalid", "Invalid hex") { context in colorRow(expanded: true, custom: "#12G", context) },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-swatches { display: grid; grid-template-columns: repeat(6, 1fr); gap: var(--tally-spacing-sm); }
    .c-swatch { display: flex; align-items: center; justify-content: center; min-height: 44px; border-radius: 50%; aspect-ratio: 1; font-weight: 700; }
    .c-swatch.small { flex: none; width: 24px; min-height: 24px; }

    """

    static func html(_ state: ColorPickerRowState, size: StoryHTML.TextSize, locale: Locale) -> String {
        let swatch = state.selectedColor.map { "<span class=\"c-swatch small\" style=\"background: \($0.hex)\"></span>" } ?? ""
        let value = "<span class=\"c-row-value\">\(StoryHTML.esc(state.value(locale: locale)))</span>"
        var html = "<div class=\"c-row\"><span class=\"c-row-title\">\(StoryHTML.esc(state.title(locale: locale)))</span>\(swatch)\(value)<span class=\"c-chevron\">\(state.isExpanded ? "⌃" : "⌄")</span></div>"
        if state.isExpanded {
            html += "<div class=\"c-swatches\">" + state.swatches.map { swatch in
                let mark = state.isSelected(swatch) ? "✓" : ""
                return "<span class=\"c-swatch\" style=\"background: \(swatch.color.hex); color: \(swatch.textColor.hex)\" aria-label=\"\(StoryHTML.esc(swatch.accessibilityLabel(locale: locale)))\">\(mark)</span>"
            }.joined() + "</div>"
            let field = state.customText.isEmpty ? "<span class=\"placeholder\">\(StoryHTML.esc(state.customPlaceholder(locale: locale)))</span>" : StoryHTML.esc(state.customText)
            html += "<div class=\"c-field \(StoryHTML.borderClass(state.customFieldBorder.role))\">\(field)</div>"
            if let error = state.customErrorMessage(locale: locale) { html += "<p class=\"c-message error\">\(StoryHTML.esc(error))</p>" }
        }
        return html
    }

    static func shownTexts(_ state: ColorPickerRowState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        var texts = [state.title(locale: locale), state.value(locale: locale)]
        if state.isExpanded {
            texts.append(state.customText.isEmpty ? state.customPlaceholder(locale: locale) : state.customText)
            texts += [state.customErrorMessage(locale: locale)].compactMap(\.self)
            texts += state.swatches.map { $0.accessibilityLabel(locale: locale) }
        }
        return texts
    }

    private static func colorRow(expanded: Bool, custom: String, _ context: StoryContext) -> StoryView {
        var state = ColorPickerRowState(storedHex: CategoryPalette.default.colors.first?.color.hex ?? "", title: context.string(.commonColor),
                                        isExpanded: expanded)
        if !custom.isEmpty {
            state.editCustomText(custom)
            state.commitCustomText()
        }
        return .colorPickerRow(state)
    }
}

extension StoryView {
    /// `ColorPickerRow` drawing `state`.
    static func colorPickerRow(_ state: ColorPickerRowState) -> StoryView { StoryView(ColorPickerRowStory.self, state) }
}

#if canImport(SwiftUI)
extension ColorPickerRowStory {
    @MainActor @ViewBuilder static func draw(_ state: ColorPickerRowState, in context: StoryContext) -> some View {
        Live(state) { ColorPickerRow(state: $0) }
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct ColorPickerRowUsage: View {
    @State private var colorHex = "#2563EB"

    var body: some View {
        ColorPickerRow(selectedColorHex: $colorHex)
    }
}

#Preview("ColorPickerRow") {
    StoryPreview(story: ColorPickerRowStory.story)
}

#Preview("Dark") {
    StoryPreview(story: ColorPickerRowStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: ColorPickerRowStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: ColorPickerRowStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: ColorPickerRowStory.story, variant: .reduceMotion)
}
#endif

import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `IconPickerView` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum IconPickerViewStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "icon-picker", name: "IconPickerView", group: .forms,
        summary: "Icons and logos: a finance SF Symbol catalogue with search, and bank and brand logos.",
        usage: "IconPickerView(selectedSource: $icon)\n    .logoService(try? LogoService(publishableToken: appToken))",
        css: css,
        states: [
            StoryState("icons", "Icons") { _ in .iconPicker(IconPickerViewState(selection: .sfSymbol("cart.fill"))) },
            StoryState("search", "Search") { _ in
                var state = IconPickerViewState()
                state.iconQuery = "car"
                return .iconPicker(state)
            },
            StoryState("logos", "Logos, online search off") { _ in
                var state = IconPickerViewState()
                state.tab = .logos
                return .iconPicker(state)
            },
            StoryState("logo-search", "Logo search, a bad domain") { _ in
                var state = IconPickerViewState(isOnlineSearchEnabled: true)
                state.tab = .logos
                state.logoQuery = "-bad-.com"
                return .iconPicker(state)
            },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-icon-cell > .c-symbol { width: 24px; height: 24px; }
    .c-logo-grid { display: flex; flex-wrap: wrap; gap: var(--tally-spacing-sm); }
    .c-logo-cell { flex: 1 1 88px; min-width: min-content; display: flex; flex-direction: column; align-items: center; gap: var(--tally-spacing-xs);
      padding: var(--tally-spacing-xs); min-height: 44px; border-radius: var(--tally-radius-md); }
    .c-logo-cell.selected { outline: 2px solid var(--tally-color-primary); }
    .c-logo-name { font-size: calc(var(--tally-typography-caption-font-size) * var(--type-scale, 1)); text-align: center; }
    .c-icon-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(44px, 1fr)); gap: var(--tally-spacing-xs); }
    .c-icon-cell { display: flex; align-items: center; justify-content: center; min-height: 44px; border-radius: var(--tally-radius-sm); background: var(--tally-color-surface); }
    .c-icon-cell.selected { outline: 2px solid var(--tally-color-primary); }

    """

    /// The icon picker: the tabs, the search field, the messages and the first sections of the tab shown.
    static func html(_ state: IconPickerViewState, size: StoryHTML.TextSize, locale: Locale) -> String {
        var html = StoryHTML.segmented(state.tabPicker(locale: locale), size: size, locale: locale)
        let query = state.query.isEmpty ? "<span class=\"placeholder\">\(StoryHTML.esc(state.searchPlaceholder(locale: locale)))</span>" : StoryHTML.esc(state.query)
        html += "<div class=\"c-field\">\(query)\(state.showsClearButton ? " <span class=\"c-chevron\">⊗</span>" : "")</div>"
        if state.tab == .logos, state.showsOnlineSearchOff {
            html += "<p class=\"c-message\">\(StoryHTML.esc(Localizer.string(.iconPickerOnlineSearchOff, locale: locale)))</p>"
        }
        if let error = state.domainErrorMessage(locale: locale) { html += "<p class=\"c-message error\">\(StoryHTML.esc(error))</p>" }
        if state.hasNoResults(locale: locale) {
            return html + "<p class=\"c-message\">\(StoryHTML.esc(Localizer.string(.iconPickerNoResults, locale: locale)))</p>"
        }
        switch state.tab {
        case .icons:
            if state.showsNoIconButton(locale: locale) {
                html += "<div class=\"c-row c-card\"><span class=\"c-row-title\">\(StoryHTML.esc(Localizer.string(.iconPickerNoIcon, locale: locale)))</span>\(state.isSelected(nil) ? "<span class=\"c-check\">✓</span>" : "")</div>"
            }
            for section in state.symbolSections(locale: locale).prefix(StoryView.iconPickerSectionLimit) {
                html += StoryHTML.sectionHeader(SectionHeaderViewState(title: section.category.title(locale: locale), style: .compact), size: size, locale: locale)
                html += "<div class=\"c-icon-grid\">" + section.symbols.prefix(StoryView.iconPickerSymbolLimit).map { symbol in
                    "<span class=\"c-icon-cell\(state.isSelected(symbol.source) ? " selected" : "")\" title=\"\(StoryHTML.esc(symbol.name))\">\(SymbolGlyph.html(symbol.name))</span>"
                }.joined() + "</div>"
            }
        case .logos:
            for section in state.logoSections {
                html += StoryHTML.sectionHeader(SectionHeaderViewState(title: Localizer.string(section.kind.titleKey, locale: locale), style: .compact), size: size, locale: locale)
                // As the view lays them out: the logo over its name, each cell at least 88 pt wide
                // and as wide as the name's longest word.
                html += "<div class=\"c-logo-grid\">" + section.sources.prefix(StoryView.iconPickerLogoLimit).map { source in
                    let name = state.logoAccessibility(of: source).label
                    return "<span class=\"c-logo-cell\(state.isSelected(source) ? " selected" : "")\">\(StoryHTML.iconHTML(source))<span class=\"c-logo-name\">\(StoryHTML.esc(name))</span></span>"
                }.joined() + "</div>"
            }
        }
        return html
    }

    /// The state's own list, with the headers of only the icon sections the catalog draws.
    static func accessibility(_ state: IconPickerViewState, in context: StoryContext) -> [AccessibilityElement] {
        state.accessibilityElements(locale: context.locale, language: nil, symbolSectionLimit: StoryView.iconPickerSectionLimit)
    }

    static func shownTexts(_ state: IconPickerViewState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        let large = size.isAccessibilitySize
        var texts = IconPickerViewState.Tab.allCases.map { state.tabAccessibility($0, locale: locale).label }
        texts.append(state.query.isEmpty ? state.searchPlaceholder(locale: locale) : state.query)
        texts += [state.domainErrorMessage(locale: locale)].compactMap(\.self)
        if state.tab == .icons, let first = state.symbolSections(locale: locale).first {
            texts.append(SectionHeaderViewState(title: first.category.title(locale: locale), style: .compact).displayTitle(locale: locale, isAccessibilitySize: large))
        }
        return texts
    }
}

extension StoryView {
    /// `IconPickerView` drawing `state`.
    static func iconPicker(_ state: IconPickerViewState) -> StoryView { StoryView(IconPickerViewStory.self, state) }
}

#if canImport(SwiftUI)
extension IconPickerViewStory {
    @MainActor @ViewBuilder static func draw(_ state: IconPickerViewState, in context: StoryContext) -> some View {
        IconPickerView(state: state, selectedSource: .constant(state.selection))
            .frame(minHeight: 480)
    }
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct IconPickerViewUsage: View {
    @State private var icon: IconSource?
    let appToken: String

    var body: some View {
        IconPickerView(selectedSource: $icon)
            .logoService(try? LogoService(publishableToken: appToken))
    }
}

#Preview("IconPickerView") {
    StoryPreview(story: IconPickerViewStory.story)
}

#Preview("Dark") {
    StoryPreview(story: IconPickerViewStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: IconPickerViewStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: IconPickerViewStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: IconPickerViewStory.story, variant: .reduceMotion)
}
#endif

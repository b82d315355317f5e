import Foundation
@testable import TallyCatalog
@_spi(Tally) import TallyCore
import Testing

/// The HTML catalog draws the same state values as the views: for every state of every form
/// component, in every language and text size, each text the state shows is on the page.
@Suite("Form stories in HTML")
struct FormStoryHTMLTests {
    /// The texts a state shows, worked out from the state's own properties.
    static func texts(of view: StoryView, locale: Locale, size: StoryHTML.TextSize = .standard) -> [String] {
        let large = size.isAccessibilitySize
        switch view {
        case .sectionHeader(let state):
            return [state.displayTitle(locale: locale, isAccessibilitySize: large)]
        case .dateSectionHeader(let state):
            return [state.header.displayTitle(locale: locale, isAccessibilitySize: large)] + [state.totalText].compactMap(\.self)
        case .formSection(let state, let rows):
            return [state.headerState?.displayTitle(locale: locale, isAccessibilitySize: large), state.visibleFooter].compactMap(\.self) + rows
        case .formTextField(let state):
            return [state.text.isEmpty ? state.placeholder : state.text, state.message?.text].compactMap(\.self)
        case .textInputField(let state):
            return [state.label, state.displayedText, state.message?.text].compactMap(\.self).filter { !$0.isEmpty }
        case .datePickerRow(let state):
            return [state.title, state.dateText(locale: locale), state.clampNote(locale: locale)].compactMap(\.self)
        case .dateButtons(let state):
            return state.buttons.map { state.title(of: $0, locale: locale) }
        case .reminderPicker(let state):
            return [SectionHeaderViewState(title: state.title(locale: locale)).displayTitle(locale: locale, isAccessibilitySize: large)]
                + state.availableOffsets.map { state.label(for: $0, locale: locale) }
        case .frequencyPicker(let state):
            let title = state.style == .menu ? state.title(locale: locale) : state.header(locale: locale).displayTitle(locale: locale, isAccessibilitySize: large)
            return [title, state.selectedTitle(locale: locale)].compactMap(\.self)
        case .recurringToggle(let state):
            var texts = [state.title(locale: locale)]
            if state.showsFrequencyPicker {
                texts += state.frequencyPicker(locale: locale).options.map(\.label)
                texts += [state.nextOccurrenceText(locale: locale, currentDate: Date())].compactMap(\.self)
            }
            return texts
        case .segmentedPicker(let state):
            return [state.header?.displayTitle(locale: locale, isAccessibilitySize: large)].compactMap(\.self) + state.options.map(\.label)
        case .iconView(let state):
            return [state.spokenName(locale: locale)]
        case .datePickerSheet(let state):
            return [state.title, state.cancelTitle(locale: locale), state.selectTitle(locale: locale), state.month(locale: locale).title]
        case .iconPickerRow(let state):
            return [state.title(locale: locale), state.value(locale: locale)]
        case .iconPicker(let state):
            var texts = IconPickerViewState.Tab.allCases.map { state.tabAccessibility($0, locale: locale).label }
            texts.append(state.query.isEmpty ? state.searchPlaceholder(locale: locale) : state.query)
            texts += [state.domainErrorMessage(locale: locale)].compactMap(\.self)
            if state.tab == .icons, let first = state.symbolSections(locale: locale).first {
                texts.append(SectionHeaderViewState(title: first.category.title(locale: locale), style: .compact).displayTitle(locale: locale, isAccessibilitySize: large))
            }
            return texts
        case .colorPickerRow(let state):
            var texts = [state.title(locale: locale), state.value(locale: locale)]
            if state.isExpanded {
                texts.append(state.customText.isEmpty ? state.customPlaceholder(locale: locale) : state.customText)
                texts += [state.customErrorMessage(locale: locale)].compactMap(\.self)
                texts += state.swatches.map { $0.accessibilityLabel(locale: locale) }
            }
            return texts
        case .confirmationDialogButton(let state):
            var texts = [state.title]
            if state.isPresented {
                texts += [state.visibleMessage].compactMap(\.self) + [state.confirmTitle(locale: locale), state.cancelTitle(locale: locale)]
            }
            return texts
        case .amountInput, .animatedAmount, .currencyField, .quickAmountBar, .amountKeypad, .titleInput, .addTransaction:
            return AmountStoryRenderingTests.shownTexts(view, locale: locale, size: size)
        }
    }

    @Test("every form state's texts are on its page, in every language and text size")
    func textsDrawn() {
        var checked = 0
        for story in ComponentStory.all where story.group == .forms {
            for state in story.states {
                for locale in StoryContext.languages {
                    let view = state.view(in: StoryContext(locale: locale))
                    for size in StoryHTML.TextSize.allCases {
                        let texts = Self.texts(of: view, locale: locale, size: size)
                        #expect(!texts.isEmpty, "\(story.id)/\(state.id)")
                        let html = StoryHTML.render(view, size: size, locale: locale)
                        for text in texts {
                            checked += 1
                            #expect(html.contains(StoryHTML.esc(text)), "\(story.id)/\(state.id)/\(locale.identifier)/\(size.rawValue): \(text)")
                        }
                    }
                }
            }
        }
        #expect(checked > 1000)
    }

    @Test("the states the gallery used to drop are drawn: focus, the selected day, the tab and its search, a refusal, an open dialog")
    func formerlyDropped() throws {
        let english = StoryContext(locale: Locale(identifier: "en_US"))
        func view(_ story: String, _ state: String) throws -> StoryView {
            let found = try #require(ComponentStory.all.first { $0.id == story }?.states.first { $0.id == state })
            return found.view(in: english)
        }
        let focused = StoryHTML.render(try view("text-input-field", "focused"), size: .standard, locale: english.locale)
        #expect(focused.contains("border-primary") && focused.contains(" ring") && focused.contains("floated"))
        let shown = StoryHTML.render(try view("text-input-field", "password-shown"), size: .standard, locale: english.locale)
        #expect(shown.contains("correct horse") && shown.contains("aria-label=\"Hide Password\""))
        let hidden = StoryHTML.render(try view("text-input-field", "password"), size: .standard, locale: english.locale)
        #expect(!hidden.contains("correct horse") && hidden.contains("•••••••••••••"))
        let other = StoryHTML.render(try view("date-buttons", "other"), size: .standard, locale: english.locale)
        #expect(other.contains("<span class=\"c-chip selected\"><span class=\"c-chip-icon\"><svg class=\"c-symbol\"") && other.contains("data-symbol=\"calendar\"")
                && other.contains("</svg></span> Nov 9, 2026</span>"))
        // At AX3 the buttons are stacked one a row, as the view stacks them.
        let stacked = StoryHTML.render(try view("date-buttons", "other"), size: .accessibility3, locale: english.locale)
        #expect(stacked.contains("<div class=\"c-chips fill stacked\">") && !other.contains("stacked"))
        let search = StoryHTML.render(try view("icon-picker", "search"), size: .standard, locale: english.locale)
        #expect(search.contains("<span class=\"c-segment selected\">Icons</span>") && search.contains(">car"))
        let logos = StoryHTML.render(try view("icon-picker", "logos"), size: .standard, locale: english.locale)
        #expect(logos.contains("<span class=\"c-segment selected\">Logos</span>") && logos.contains("Search by domain, e.g. netflix.com"))
        let badDomain = StoryHTML.render(try view("icon-picker", "logo-search"), size: .standard, locale: english.locale)
        #expect(badDomain.contains("c-message error") && badDomain.contains("-bad-.com"))
        let refused = StoryHTML.render(try view("color-picker-row", "invalid"), size: .standard, locale: english.locale)
        #expect(refused.contains("c-field border-error") && refused.contains(StoryHTML.esc("“#12G” is not a color code like #3B82F6")))
        let open = StoryHTML.render(try view("confirmation", "open"), size: .standard, locale: english.locale)
        #expect(open.contains("c-dialog") && open.contains(">Delete</span><span class=\"c-dialog-button\">Cancel<"))
        let clamped = StoryHTML.render(try view("date-picker-row", "clamped"), size: .standard, locale: english.locale)
        #expect(clamped.contains("Adjusted to December 1, 2026, the nearest allowed date"))
    }

    @Test("VoiceOver reads the states' own accessibility: the section header as written, the day header's one line")
    func accessibility() throws {
        let english = StoryContext(locale: Locale(identifier: "en_US"))
        let header = try #require(ComponentStory.all.first { $0.id == "section-header" }?.states.first { $0.id == "default" })
        #expect(header.view(in: english).accessibility(in: english) == [StoryAccessibility(label: "Basic Information", traits: [.header])])
        let html = StoryHTML.render(header.view(in: english), size: .standard, locale: english.locale)
        #expect(html.contains(">BASIC INFORMATION</h3>"))
        let day = try #require(ComponentStory.all.first { $0.id == "day-header" }?.states.first { $0.id == "today" })
        #expect(day.view(in: english).accessibility(in: english).first?.label.hasPrefix("Today, total ") == true)
    }
}

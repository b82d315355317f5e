import Foundation
@testable import TallyCatalog
@_spi(Tally) import TallyCore
import TallyStories
import Testing

/// The HTML catalog draws the same state values as the views: for every state of every form
/// component, in every language and text size, each text the state shows is on the page.
@Suite("Form stories in HTML")
struct FormStoryHTMLTests {
    @Test("every form state's texts are on its page, in every language and text size")
    func textsDrawn() {
        var checked = 0
        for story in ComponentStory.all where story.group == .forms {
            for state in story.states {
                for locale in StoryContext.languages {
                    let view = state.view(in: StoryContext(locale: locale))
                    for size in StoryHTML.TextSize.allCases {
                        let texts = view.shownTexts(size: size, locale: locale)
                        #expect(!texts.isEmpty, "\(story.id)/\(state.id)")
                        let html = view.html(size: size, locale: locale)
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
        let focused = (try view("text-input-field", "focused")).html(size: .standard, locale: english.locale)
        #expect(focused.contains("border-primary") && focused.contains(" ring") && focused.contains("floated"))
        let shown = (try view("text-input-field", "password-shown")).html(size: .standard, locale: english.locale)
        #expect(shown.contains("correct horse") && shown.contains("aria-label=\"Hide Password\""))
        let hidden = (try view("text-input-field", "password")).html(size: .standard, locale: english.locale)
        #expect(!hidden.contains("correct horse") && hidden.contains("•••••••••••••"))
        let other = (try view("date-buttons", "other")).html(size: .standard, locale: english.locale)
        #expect(other.contains("<span class=\"c-chip selected\"><span class=\"c-chip-icon\"><svg class=\"c-symbol\"") && other.contains("data-symbol=\"calendar\"")
                && other.contains("</svg></span> Nov 9, 2026</span>"))
        // At AX3 the buttons are stacked one a row, as the view stacks them.
        let stacked = (try view("date-buttons", "other")).html(size: .accessibility3, locale: english.locale)
        #expect(stacked.contains("<div class=\"c-chips fill stacked\">") && !other.contains("stacked"))
        let search = (try view("icon-picker", "search")).html(size: .standard, locale: english.locale)
        #expect(search.contains("<span class=\"c-segment selected\">Icons</span>") && search.contains(">car"))
        let logos = (try view("icon-picker", "logos")).html(size: .standard, locale: english.locale)
        #expect(logos.contains("<span class=\"c-segment selected\">Logos</span>") && logos.contains("Search by domain, e.g. netflix.com"))
        let badDomain = (try view("icon-picker", "logo-search")).html(size: .standard, locale: english.locale)
        #expect(badDomain.contains("c-message error") && badDomain.contains("-bad-.com"))
        let refused = (try view("color-picker-row", "invalid")).html(size: .standard, locale: english.locale)
        #expect(refused.contains("c-field border-error") && refused.contains(StoryHTML.esc("“#12G” is not a color code like #3B82F6")))
        let open = (try view("confirmation", "open")).html(size: .standard, locale: english.locale)
        #expect(open.contains("c-dialog") && open.contains(">Delete</span><span class=\"c-dialog-button\">Cancel<"))
        let clamped = (try view("date-picker-row", "clamped")).html(size: .standard, locale: english.locale)
        #expect(clamped.contains("Adjusted to December 1, 2026, the nearest allowed date"))
    }

    @Test("VoiceOver reads the states' own accessibility: the section header as written, the day header's one line")
    func accessibility() throws {
        let english = StoryContext(locale: Locale(identifier: "en_US"))
        let header = try #require(ComponentStory.all.first { $0.id == "section-header" }?.states.first { $0.id == "default" })
        #expect(header.view(in: english).accessibility(in: english) == [AccessibilityElement(label: "Basic Information", traits: [.header])])
        let html = (header.view(in: english)).html(size: .standard, locale: english.locale)
        #expect(html.contains(">BASIC INFORMATION</h3>"))
        let day = try #require(ComponentStory.all.first { $0.id == "day-header" }?.states.first { $0.id == "today" })
        #expect(day.view(in: english).accessibility(in: english).first?.label.hasPrefix("Today, total ") == true)
    }
}

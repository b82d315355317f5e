import Foundation
import TallyCore
import Testing

@Suite("FormSectionState")
struct FormSectionStateTests {
    @Test("a form section divides its rows itself, except plain")
    func formSections() {
        #expect(FormSectionStyle.card.dividerCount(rowCount: 4) == 3 && FormSectionStyle.list.dividerCount(rowCount: 1) == 0)
        #expect(FormSectionStyle.plain.dividerCount(rowCount: 4) == 0 && FormSectionStyle.card.dividerCount(rowCount: 0) == 0)
        #expect(FormSectionStyle.card.hasCard && !FormSectionStyle.list.hasCard && !FormSectionStyle.plain.hasCard)
        #expect(FormSectionStyle.card.rowSpacing == 0 && FormSectionStyle.plain.rowSpacing == 8)
        #expect(FormSectionStyle.card.dividerLeadingInset == 12 && FormSectionStyle.list.dividerLeadingInset == 0)
    }

    @Test("a blank header or footer is not shown; on a card they are inset by 16 pt")
    func headerAndFooter() {
        let card = FormSectionState(header: "Basic info", footer: "Shown on the card.")
        #expect(card.style == .card && card.headerState == SectionHeaderViewState(title: "Basic info", style: .default))
        #expect(card.visibleFooter == "Shown on the card." && card.textInset == 16)
        let blank = FormSectionState(header: "  ", footer: "\n", style: .list)
        #expect(blank.headerState == nil && blank.visibleFooter == nil && blank.textInset == 0)
        #expect(FormSectionState(style: .plain).headerState == nil && FormSectionState(style: .plain).textInset == 0)
    }

    @Test("a header or footer the caller draws itself is always shown; without one the state decides")
    func callerHeaderAndFooter() {
        let bare = FormSectionState(style: .list)
        #expect(bare.headerState(callerHeader: true) == SectionHeaderViewState(title: "", style: .default))
        #expect(bare.headerState(callerHeader: false) == nil)
        #expect(bare.showsFooter(callerFooter: true) && !bare.showsFooter(callerFooter: false))
        let written = FormSectionState(header: "Basic info", footer: "Shown on the card.")
        #expect(written.headerState(callerHeader: false) == written.headerState)
        #expect(written.showsFooter(callerFooter: false))
        #expect(!FormSectionState(footer: "  ").showsFooter(callerFooter: false))
    }

    @Test("a divider after every row but the last, except in a plain section")
    func dividers() {
        let card = FormSectionState(style: .card)
        #expect((0..<3).map { card.showsDivider(after: $0, rowCount: 3) } == [true, true, false])
        #expect(!card.showsDivider(after: 0, rowCount: 1) && !card.showsDivider(after: -1, rowCount: 3))
        #expect(card.dividerCount(rowCount: 3) == 2 && card.dividerLeadingInset == 12 && card.rowSpacing == 0)
        let plain = FormSectionState(style: .plain)
        #expect((0..<3).map { plain.showsDivider(after: $0, rowCount: 3) } == [false, false, false])
        #expect(plain.rowSpacing == 8 && plain.dividerCount(rowCount: 3) == 0)
        #expect(FormSectionState(style: .list).dividerLeadingInset == 0)
    }

    @Test("VoiceOver's elements: the header, the rows the content gives, the footer; a blank header or footer is none")
    func accessibilityElements() {
        let section = FormSectionState(header: "Grundinformationen", footer: "Wird auf der Karte gezeigt.")
        let rows = [AccessibilityElement(label: "Name", traits: .staticText), AccessibilityElement(label: "Symbol", traits: .staticText)]
        #expect(section.accessibilityElements(rows: rows) == [
            AccessibilityElement(label: "Grundinformationen", traits: .header),
            AccessibilityElement(label: "Name", traits: .staticText),
            AccessibilityElement(label: "Symbol", traits: .staticText),
            AccessibilityElement(label: "Wird auf der Karte gezeigt.", traits: .staticText),
        ])
        #expect(section.accessibilityElements(locale: Locale(identifier: "de_DE")) == [
            AccessibilityElement(label: "Grundinformationen", traits: .header),
            AccessibilityElement(label: "Wird auf der Karte gezeigt.", traits: .staticText),
        ])
        let blank = FormSectionState(header: " ", footer: "\n", style: .list)
        #expect(blank.accessibilityElements(rows: rows) == rows && blank.accessibilityElements(locale: Locale(identifier: "en_US")).isEmpty)
        // A footer the caller draws is read with the caller's text in place of the label.
        #expect(blank.footerAccessibility(callerFooter: true) == AccessibilityElement(label: "", traits: .staticText))
        #expect(blank.footerAccessibility(callerFooter: false) == nil)
        #expect(section.footerAccessibility(callerFooter: false) == section.footerAccessibility)
    }
}

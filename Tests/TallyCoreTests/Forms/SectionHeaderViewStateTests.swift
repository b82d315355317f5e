import Foundation
import TallyCore
import Testing

@Suite("SectionHeaderViewState")
struct SectionHeaderViewStateTests {
    @Test("one section header in three styles, each on its type and colour tokens")
    func sectionHeaders() {
        #expect(SectionHeaderStyle.default.typography == TallyTokens.Typography.sectionHeader)
        #expect(SectionHeaderStyle.default.typography.fontSize.points == 13 && SectionHeaderStyle.default.typography.fontWeight == 500)
        #expect(SectionHeaderStyle.emphasized.typography.fontSize.points == 14 && SectionHeaderStyle.emphasized.typography.fontWeight == 600)
        #expect(SectionHeaderStyle.compact.typography == TallyTokens.Typography.caption)
        // A list's section header is the default style under another name, not a fourth look.
        #expect(SectionHeaderStyle.list == .default && SectionHeaderStyle.allCases.count == 3)
        #expect(SectionHeaderStyle.emphasized.color == TallyTokens.Color.textPrimary)
        #expect(SectionHeaderStyle.default.color == TallyTokens.Color.textSecondary && SectionHeaderStyle.compact.color == TallyTokens.Color.textSecondary)
        #expect(SectionHeaderStyle.default.displayTitle("Reminders", locale: Locale(identifier: "en_US")) == "REMINDERS")
        #expect(SectionHeaderStyle.compact.displayTitle("istanbul", locale: Locale(identifier: "tr_TR")) == "İSTANBUL")
        #expect(SectionHeaderStyle.emphasized.displayTitle("Today", locale: Locale(identifier: "en_US")) == "Today")
    }

    @Test("the state draws the title upper-cased by the locale's rules and reads it as written, as a header")
    func state() {
        let turkish = SectionHeaderViewState(title: "istanbul", style: .default)
        #expect(turkish.displayTitle(locale: Locale(identifier: "tr_TR")) == "İSTANBUL")
        #expect(turkish.displayTitle(locale: Locale(identifier: "en_US")) == "ISTANBUL")
        #expect(turkish.accessibilityLabel == "istanbul" && turkish.isHeader)
        let day = SectionHeaderViewState(title: "Today", style: .emphasized)
        #expect(day.displayTitle(locale: Locale(identifier: "en_US")) == "Today" && day.accessibilityLabel == "Today")
        #expect(day.typography.fontSize.points == 14 && day.typography.fontWeight == 600)
        #expect(day.color == TallyTokens.Color.textPrimary)
        #expect(SectionHeaderViewState(title: "x").style == .default && SectionHeaderViewState(title: "x", style: .compact).color == TallyTokens.Color.textSecondary)
    }

    @Test("at the accessibility sizes an upper-case style draws the title as written, so a long word stays within the line")
    func accessibilitySizes() {
        let german = SectionHeaderViewState(title: "Grundinformationen", style: .default)
        let locale = Locale(identifier: "de_DE")
        #expect(german.isUppercased(isAccessibilitySize: false) && !german.isUppercased(isAccessibilitySize: true))
        #expect(german.displayTitle(locale: locale, isAccessibilitySize: false) == "GRUNDINFORMATIONEN")
        #expect(german.displayTitle(locale: locale, isAccessibilitySize: false) == german.displayTitle(locale: locale))
        #expect(german.displayTitle(locale: locale, isAccessibilitySize: true) == "Grundinformationen")
        let compact = SectionHeaderViewState(title: "istanbul", style: .compact)
        #expect(compact.displayTitle(locale: Locale(identifier: "tr_TR"), isAccessibilitySize: false) == "İSTANBUL")
        #expect(compact.displayTitle(locale: Locale(identifier: "tr_TR"), isAccessibilitySize: true) == "istanbul")
        // A style that is never upper-cased is the same at every size; VoiceOver reads the title as written.
        let day = SectionHeaderViewState(title: "Today", style: .emphasized)
        #expect(!day.isUppercased(isAccessibilitySize: false) && day.displayTitle(locale: locale, isAccessibilitySize: true) == "Today")
        #expect(german.accessibilityLabel == "Grundinformationen")
        // The case the view sets over an enclosing list's.
        #expect(german.textCasing(callerTitle: true, isAccessibilitySize: false) == .uppercase)
        #expect(german.textCasing(callerTitle: false, isAccessibilitySize: false) == .inherited)
        #expect(german.textCasing(callerTitle: true, isAccessibilitySize: true) == .asWritten)
        #expect(german.textCasing(callerTitle: false, isAccessibilitySize: true) == .asWritten)
        #expect(day.textCasing(callerTitle: true, isAccessibilitySize: false) == .inherited)
        #expect(day.textCasing(callerTitle: false, isAccessibilitySize: true) == .inherited)
    }
}

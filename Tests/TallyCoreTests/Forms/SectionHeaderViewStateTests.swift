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
}

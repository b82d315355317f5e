import Foundation
import TallyCore
import Testing

private let english = Locale(identifier: "en_US")
private let german = Locale(identifier: "de_DE")
private let russian = Locale(identifier: "ru_RU")

@Suite("SegmentedPickerViewState")
struct SegmentedPickerViewStateTests {
    private static let options = [PickerOption(label: "Expense", value: "expense"), PickerOption(label: "Income", value: "income")]

    @Test("the picker reads its title, the chosen option and the hint; each segment its label and whether it is chosen")
    func accessibility() {
        var state = SegmentedPickerViewState(title: "Type", options: Self.options, selection: "income", accessibilityHint: "Chooses the type")
        #expect(state.accessibility == PickerAccessibility(label: "Type", value: "Income", hint: "Chooses the type"))
        #expect(state.selectedOption == Self.options[1] && state.isSelected(Self.options[1]) && !state.isSelected(Self.options[0]))
        #expect(state.accessibility(of: Self.options[0]) == PickerAccessibility(label: "Expense", hint: "Chooses the type", isSelected: false))
        state.select("expense")
        #expect(state.selection == "expense" && state.accessibility.value == "Expense")
        state.select("transfer")
        #expect(state.selectedOption == nil && state.accessibility.value == nil)
    }

    @Test("the header shows unless hidden or blank; the card unless inside another component")
    func header() {
        #expect(SegmentedPickerViewState(title: "Type", options: Self.options, selection: "expense").header == SectionHeaderViewState(title: "Type"))
        #expect(SegmentedPickerViewState(title: " ", options: Self.options, selection: "expense").header == nil)
        let inCard = SegmentedPickerViewState(title: "Type", options: Self.options, selection: "expense", showsTitle: false, showsCard: false)
        #expect(inCard.header == nil && !inCard.showsCard && inCard.accessibility.label == "Type")
        #expect(SegmentedPickerViewState(title: "Type", options: Self.options, selection: "expense").showsCard)
    }

    @Test("a title the caller draws itself shows a header whenever the title shows, even over a blank state title")
    func callerTitle() {
        let blank = SegmentedPickerViewState(title: "", options: Self.options, selection: "expense")
        #expect(blank.header == nil)
        #expect(blank.header(callerTitle: true) == SectionHeaderViewState(title: ""))
        #expect(blank.header(callerTitle: false) == nil)
        let titled = SegmentedPickerViewState(title: "Type", options: Self.options, selection: "expense")
        #expect(titled.header(callerTitle: false) == titled.header)
        #expect(titled.header(callerTitle: true) == SectionHeaderViewState(title: "Type"))
        let hidden = SegmentedPickerViewState(title: "Type", options: Self.options, selection: "expense", showsTitle: false)
        #expect(hidden.header(callerTitle: true) == nil)
    }

    @Test("spoken labels are used only when one differs from its text; a list at accessibility sizes")
    func spokenLabels() {
        #expect(!SegmentedPickerViewState(title: "Type", options: Self.options, selection: "expense").usesSpokenLabels)
        let abbreviated = [PickerOption(label: "Mo", value: 1, accessibilityLabel: "Monday"), PickerOption(label: "Tu", value: 2)]
        let state = SegmentedPickerViewState(title: "Day", options: abbreviated, selection: 1)
        #expect(state.usesSpokenLabels && state.accessibility.value == "Monday")
        #expect(SegmentedPickerViewState<Int>.showsList(isAccessibilitySize: true) && !SegmentedPickerViewState<Int>.showsList(isAccessibilitySize: false))
    }
}

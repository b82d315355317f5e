import Foundation
import TallyCore
import Testing

private let english = Locale(identifier: "en_US")
private let german = Locale(identifier: "de_DE")
private let russian = Locale(identifier: "ru_RU")

@Suite("FrequencyPickerViewState")
struct FrequencyPickerViewStateTests {
    @Test("the frequencies are named in the locale; the title is the caller's or Frequency")
    func texts() {
        let state = FrequencyPickerViewState(selection: .weekly)
        #expect(state.style == .segmented && state.frequencies == [.daily, .weekly, .monthly, .yearly])
        #expect(state.title(locale: english) == "Frequency" && state.title(locale: german) == "Häufigkeit")
        #expect(state.options(locale: english).map(\.label) == ["Daily", "Weekly", "Monthly", "Yearly"])
        #expect(state.selectedTitle(locale: english) == "Weekly" && state.selectedTitle(locale: russian) == "Еженедельно")
        #expect(FrequencyPickerViewState(selection: .weekly, title: "Billing").title(locale: english) == "Billing")
        #expect(FrequencyPickerViewState(selection: .weekly, title: "").title(locale: english) == "Frequency")
    }

    @Test("VoiceOver reads the title, the chosen frequency and the hint; an unoffered selection has no value")
    func accessibility() {
        let state = FrequencyPickerViewState(selection: .monthly, style: .menu)
        #expect(state.accessibility(locale: english)
            == PickerAccessibility(label: "Frequency", value: "Monthly", hint: "Chooses how often this repeats"))
        let missing = FrequencyPickerViewState(selection: .daily, frequencies: [.monthly, .yearly])
        #expect(missing.selectedTitle(locale: english) == nil && missing.accessibility(locale: english).value == nil)
        #expect(!missing.isSelected(.monthly) && missing.isSelected(.daily))
    }

    @Test("the segmented style is a segmented picker over the same options; the list style has a header")
    func parts() {
        let state = FrequencyPickerViewState(selection: .yearly, title: "Billing", frequencies: [.monthly, .yearly])
        let segments = state.segmentedPicker(locale: german)
        #expect(segments.title == "Billing" && segments.selection == .yearly && segments.options.map(\.label) == ["Monatlich", "Jährlich"])
        #expect(segments.accessibilityHint == "Wählt, wie oft sich das wiederholt" && segments.showsCard && segments.showsTitle)
        #expect(state.header(locale: german) == SectionHeaderViewState(title: "Billing"))
    }

    @Test("VoiceOver's element: the picker as a button with the title, the chosen frequency and the hint, in English and Russian")
    func accessibilityElements() {
        let state = FrequencyPickerViewState(selection: .weekly, style: .menu)
        #expect(state.accessibilityElements(locale: english)
            == [AccessibilityElement(label: "Frequency", value: "Weekly", hint: "Chooses how often this repeats", traits: .button)])
        #expect(state.accessibilityElements(locale: russian)
            == [AccessibilityElement(label: "Частота", value: "Еженедельно", hint: "Выбирает, как часто повторять", traits: .button)])
        let missing = FrequencyPickerViewState(selection: .daily, title: "Billing", frequencies: [.monthly, .yearly])
        #expect(missing.accessibilityElement(locale: german)
            == AccessibilityElement(label: "Billing", hint: "Wählt, wie oft sich das wiederholt", traits: .button))
    }
}

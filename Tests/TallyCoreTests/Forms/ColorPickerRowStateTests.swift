import Foundation
import TallyCore
import Testing

private let english = Locale(identifier: "en_US")
private let german = Locale(identifier: "de_DE")

@Suite("ColorPickerRowState")
struct ColorPickerRowStateTests {
    @Test("the stored code is read, never rewritten: #2563eb is Blue and stays as it was typed")
    func stored() {
        let state = ColorPickerRowState(storedHex: "#2563eb")
        #expect(state.selectedColor == HexColor(rgb: 0x2563EB) && state.storedHex == "#2563eb")
        #expect(state.value(locale: english) == "Blue" && state.value(locale: german) == "Blau")
        #expect(state.accessibility(locale: english) == PickerAccessibility(label: "Color", value: "Blue, Collapsed"))
        #expect(state.chevronSymbol == "chevron.down" && state.title(locale: german) == "Farbe")
        #expect(ColorPickerRowState(storedHex: "", title: "Category colour").title(locale: english) == "Category colour")
    }

    @Test("picking a swatch stores its canonical code and counts a haptic; picking it again changes nothing")
    func pick() throws {
        var state = ColorPickerRowState(storedHex: "#2563eb", isExpanded: true)
        let red = try #require(state.palette.colors.first)
        #expect(state.swatches == CategoryPalette.default.colors && !state.isSelected(red))
        state.pick(red)
        #expect(state.storedHex == "#DC2626" && state.isSelected(red) && state.selectionFeedback == 1)
        #expect(state.accessibility(of: red, locale: english) == PickerAccessibility(label: "Red", isSelected: true))
        state.pick(red)
        #expect(state.selectionFeedback == 1)
    }

    @Test("a custom colour gets its own swatch and, on opening, its code in the field")
    func custom() {
        var state = ColorPickerRowState(storedHex: "#123456")
        #expect(state.swatches.count == 13 && state.swatches.last == PaletteColor(HexColor(rgb: 0x123456)))
        #expect(state.accessibility(of: PaletteColor(HexColor(rgb: 0x123456)), locale: english)
            == PickerAccessibility(label: "Color #123456", isSelected: true))
        state.toggleExpanded()
        #expect(state.isExpanded && state.customText == "#123456" && state.chevronSymbol == "chevron.up")
        #expect(state.accessibilityValue(locale: english) == "#123456, Expanded")
        state.toggleExpanded()
        #expect(!state.isExpanded)
        // A palette colour does not fill the field.
        var palette = ColorPickerRowState(storedHex: "#DC2626")
        palette.toggleExpanded()
        #expect(palette.customText == "")
    }

    @Test("a typed code is stored in canonical form and shown so; an invalid one is refused until the text is edited")
    func typed() {
        var state = ColorPickerRowState(storedHex: "#DC2626", isExpanded: true)
        #expect(!state.canCommitCustomText && state.commitCustomText() == nil && state.storedHex == "#DC2626")
        state.editCustomText("38f")
        #expect(state.canCommitCustomText && state.commitCustomText() == nil)
        #expect(state.storedHex == "#3388FF" && state.customText == "#3388FF" && state.selectionFeedback == 1)
        state.editCustomText("#12G")
        let error = state.commitCustomText()
        #expect(error != nil && state.customError == error && state.storedHex == "#3388FF")
        #expect(state.customErrorMessage(locale: english) == "“#12G” is not a color code like #3B82F6")
        #expect(state.customFieldBorder == FieldBorder(isFocused: false, hasError: true) && state.customFieldBorder.width(in: .standard) == 2)
        // Editing clears the refusal; setting the same text again does not.
        state.editCustomText("#12G")
        #expect(state.customError != nil)
        state.editCustomText("#12")
        #expect(state.customError == nil && state.customErrorMessage(locale: english) == nil)
        #expect(state.customFieldBorder.role == .border)
        #expect(state.customPlaceholder(locale: english) == "Hex code, e.g. #3B82F6")
    }

    @Test("swatches are 44 to 88 pt; the value goes under the title at accessibility sizes")
    func layout() {
        #expect(ColorPickerRowState.swatchSide(scaled: 30, in: .standard) == 44)
        #expect(ColorPickerRowState.swatchSide(scaled: 53, in: .standard) == 53)
        #expect(ColorPickerRowState.swatchSide(scaled: 120, in: .standard) == 88)
        #expect(ColorPickerRowState.stacksValue(isAccessibilitySize: true) && !ColorPickerRowState.stacksValue(isAccessibilitySize: false))
    }

    @Test("VoiceOver's elements: the row, then while expanded every swatch, the code field and its refusal, in English and German")
    func accessibilityElements() {
        let collapsed = ColorPickerRowState(storedHex: "#2563EB")
        #expect(collapsed.accessibilityElements(locale: english) == [AccessibilityElement(label: "Color", value: "Blue, Collapsed", traits: .button)])
        #expect(collapsed.accessibilityElements(locale: german) == [AccessibilityElement(label: "Farbe", value: "Blau, Reduziert", traits: .button)])

        var expanded = ColorPickerRowState(storedHex: "#DC2626", isExpanded: true)
        expanded.editCustomText("#12G")
        expanded.commitCustomText()
        let elements = expanded.accessibilityElements(locale: english)
        #expect(elements.count == 15)
        #expect(elements[0] == AccessibilityElement(label: "Color", value: "Red, Expanded", traits: .button))
        #expect(elements[1] == AccessibilityElement(label: "Red", traits: [.button, .selected]) && elements[1].traits.names == ["button", "selected"])
        #expect(elements[2...12].map(\.label) == ["Orange", "Amber", "Green", "Teal", "Cyan", "Blue", "Indigo", "Purple", "Pink", "Brown", "Gray"])
        #expect(elements[2...12].allSatisfy { $0.traits == .button && $0.value == nil && $0.hint == nil })
        #expect(elements[13] == AccessibilityElement(label: "Custom", value: "#12G", traits: .textField))
        #expect(elements[14] == AccessibilityElement(label: "“#12G” is not a color code like #3B82F6", traits: .staticText))
        let inGerman = expanded.accessibilityElements(locale: german)
        #expect(inGerman.map(\.label).prefix(3) == ["Farbe", "Rot", "Orange"] && inGerman[0].value == "Rot, Erweitert")
        #expect(inGerman[13] == AccessibilityElement(label: "Eigene", value: "#12G", traits: .textField))
        #expect(inGerman[14].label == "„#12G“ ist kein Farbcode wie #3B82F6")
        // Asked in German, formatted for a Swiss locale: the language decides the words.
        #expect(expanded.accessibilityElements(locale: Locale(identifier: "en_CH"), language: TallyLanguage(locale: german))[13].label == "Eigene")

        // A custom colour has the last swatch, chosen; an empty field has no value.
        let custom = ColorPickerRowState(storedHex: "#123456", isExpanded: true).accessibilityElements(locale: english)
        #expect(custom.count == 15 && custom[13] == AccessibilityElement(label: "Color #123456", traits: [.button, .selected]))
        #expect(custom[14] == AccessibilityElement(label: "Custom", traits: .textField))

        // The heading over the field and the confirm button, which the view reads from the state too.
        #expect(expanded.customHeaderAccessibility(locale: german) == AccessibilityElement(label: "Eigene", traits: .header))
        #expect(expanded.customConfirmAccessibility(locale: english) == AccessibilityElement(label: "Confirm", traits: .button))
        #expect(ColorPickerRowState(storedHex: "", isExpanded: true).customConfirmAccessibility(locale: german)
            == AccessibilityElement(label: "Bestätigen", traits: [.button, .disabled]))
    }
}

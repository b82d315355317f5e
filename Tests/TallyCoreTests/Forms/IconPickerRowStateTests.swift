import Foundation
import TallyCore
import Testing

private let english = Locale(identifier: "en_US")
private let german = Locale(identifier: "de_DE")

@Suite("IconPickerRowState")
struct IconPickerRowStateTests {
    @Test("Row accessibility in English and German")
    func rowAccessibility() {
        let none = IconPickerRowState(selection: nil, title: nil).accessibility(locale: english)
        #expect(none == PickerAccessibility(label: "Icon", value: "No icon", hint: "Opens the icon picker"))
        let germanNone = IconPickerRowState(selection: nil, title: nil).accessibility(locale: german)
        #expect(germanNone == PickerAccessibility(label: "Symbol", value: "Kein Symbol", hint: "Öffnet die Symbolauswahl"))
        #expect(IconPickerRowState(selection: .bankLogo(LogoBrand.banks[4]), title: "Category icon").accessibility(locale: english)
            == PickerAccessibility(label: "Category icon", value: "Chase", hint: "Opens the icon picker"))
        #expect(IconPickerRowState(selection: .sfSymbol("cart.fill"), title: nil).accessibility(locale: english).value == "Food & Drink")
        #expect(IconPickerRowState(selection: .sfSymbol("cart.fill"), title: nil).accessibility(locale: german).value == "Essen & Trinken")
        #expect(IconPickerRowState(selection: .sfSymbol("xmark"), title: "").accessibility(locale: english)
            == PickerAccessibility(label: "Icon", value: "Icon", hint: "Opens the icon picker"))
    }

    @Test("the chosen icon is drawn in the standard style at 24 pt unless the row gives one; none shows a photo")
    func icon() {
        let symbol = IconPickerRowState(selection: .sfSymbol("cart.fill"))
        #expect(symbol.icon == IconViewState(source: .sfSymbol("cart.fill"), style: .categoryIcon(size: .lg)))
        #expect(symbol.icon?.style.size == 24)
        #expect(symbol.icon(in: .standard) == symbol.icon)
        let styled = IconPickerRowState(selection: .bankLogo(LogoBrand.banks[0]), style: .bankLogo(size: .xl))
        #expect(styled.icon?.style == .bankLogo(size: .xl))
        let none = IconPickerRowState(selection: nil)
        #expect(none.icon == nil && none.placeholderSymbol == "photo" && none.placeholderSize == 24)
        #expect(IconPickerRowState(selection: nil, style: .categoryIcon(size: .sm)).placeholderSize == 16)
    }

    @Test("a tap counts a light haptic and opens the picker on the chosen icon")
    func open() {
        var state = IconPickerRowState(selection: .brandService(LogoBrand.services[0]))
        #expect(!state.isPresented && state.tapFeedback == 0)
        state.open()
        #expect(state.isPresented && state.tapFeedback == 1)
        let picker = state.picker(isOnlineSearchEnabled: true)
        #expect(picker.selection == .brandService(LogoBrand.services[0]) && picker.tab == .logos && picker.isOnlineSearchEnabled)
        #expect(!IconPickerRowState(selection: nil).picker(isOnlineSearchEnabled: false).isOnlineSearchEnabled)
    }

    @Test("the title: the caller's, or Icon")
    func title() {
        #expect(IconPickerRowState(selection: nil).title(locale: german) == "Symbol")
        #expect(IconPickerRowState(selection: nil, title: "Logo").title(locale: german) == "Logo")
        #expect(IconPickerRowState(selection: nil).value(locale: german) == "Kein Symbol")
    }

    @Test("VoiceOver's element: the row as one button, in English and German")
    func accessibilityElements() {
        #expect(IconPickerRowState(selection: nil).accessibilityElements(locale: english)
            == [AccessibilityElement(label: "Icon", value: "No icon", hint: "Opens the icon picker", traits: .button)])
        #expect(IconPickerRowState(selection: .sfSymbol("cart.fill")).accessibilityElements(locale: german)
            == [AccessibilityElement(label: "Symbol", value: "Essen & Trinken", hint: "Öffnet die Symbolauswahl", traits: .button)])
        #expect(IconPickerRowState(selection: .brandService(LogoBrand.services[0]), title: "Logo").accessibilityElement(locale: german)
            == AccessibilityElement(label: "Logo", value: "Netflix", hint: "Öffnet die Symbolauswahl", traits: .button))
    }
}

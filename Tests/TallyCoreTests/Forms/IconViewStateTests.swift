import Foundation
import TallyCore
import Testing

@Suite("IconViewState")
struct IconViewStateTests {
    @Test("the standard style for the source at 24 pt unless given")
    func style() {
        #expect(IconViewState(source: .sfSymbol("cart.fill")).style == .categoryIcon(size: .lg))
        #expect(IconViewState(source: .bankLogo(LogoBrand.banks[0])).style == .bankLogo(size: .lg))
        #expect(IconViewState(source: .sfSymbol("cart.fill"), style: .toolbar).style == .toolbar)
    }

    @Test("the tile: a tint behind a tinted symbol, the surface behind logos and untinted symbols, nothing without a background")
    func tile() {
        #expect(IconViewState(source: .sfSymbol("cart.fill"), style: .categoryIcon()).tileFill == .tint)
        #expect(IconViewState(source: .sfSymbol("cart.fill"), style: .categoryIcon()).isSymbolTinted)
        #expect(IconViewState(source: .sfSymbol("cart.fill"), style: .placeholder).tileFill == .surface)
        #expect(IconViewState(source: .sfSymbol("cart.fill"), style: .toolbar).tileFill == IconViewState.TileFill.none)
        // A logo keeps its colours, even in a tinted style.
        let tintedLogo = IconViewState(source: .brandService(LogoBrand.services[0]), style: .categoryIcon())
        #expect(tintedLogo.tileFill == .surface && !tintedLogo.isSymbolTinted)
    }

    @Test("a logo stands in as a bank building or a globe, and is asked for at its size, doubled on retina screens")
    func logo() {
        #expect(IconViewState(source: .bankLogo(LogoBrand.banks[0])).placeholderSymbol == "building.columns.fill")
        #expect(IconViewState(source: .brandService(LogoBrand.services[0])).placeholderSymbol == "globe")
        #expect(IconViewState(source: .sfSymbol("cart.fill")).placeholderSymbol == nil)
        let odd = IconStyle(size: 20.2, cornerRadius: 0, padding: 0, isTinted: false, hasBackground: false)
        #expect(IconViewState(source: .bankLogo(LogoBrand.banks[0]), style: odd).logoPointSize == 21)
        #expect(IconViewState.logoIsRetina(displayScale: 3) && !IconViewState.logoIsRetina(displayScale: 1))
    }

    @Test("VoiceOver reads a logo by its brand; a symbol keeps the system's description; the catalog names its category")
    func accessibility() {
        let chase = IconViewState(source: .bankLogo(LogoBrand.banks[4]))
        #expect(chase.accessibilityLabel == "Chase" && chase.spokenName(locale: Locale(identifier: "de_DE")) == "Chase")
        let cart = IconViewState(source: .sfSymbol("cart.fill"))
        #expect(cart.accessibilityLabel == nil)
        #expect(cart.spokenName(locale: Locale(identifier: "en_US")) == "Food & Drink")
        #expect(IconViewState(source: .sfSymbol("xmark")).spokenName(locale: Locale(identifier: "ru_RU")) == "Иконка")
    }

    @Test("VoiceOver's element: an image named by the brand for a logo, by its category for a symbol, in English and German")
    func accessibilityElements() {
        let english = Locale(identifier: "en_US"), german = Locale(identifier: "de_DE")
        #expect(IconViewState(source: .brandService(LogoBrand.services[0])).accessibilityElements(locale: german)
            == [AccessibilityElement(label: "Netflix", traits: .image)])
        #expect(IconViewState(source: .sfSymbol("cart.fill")).accessibilityElements(locale: english)
            == [AccessibilityElement(label: "Food & Drink", traits: .image)])
        #expect(IconViewState(source: .sfSymbol("cart.fill")).accessibilityElements(locale: german)
            == [AccessibilityElement(label: "Essen & Trinken", traits: .image)])
        #expect(IconViewState(source: .sfSymbol("xmark")).accessibilityElement(locale: german) == AccessibilityElement(label: "Symbol", traits: .image))
    }
}

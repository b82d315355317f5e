import Foundation
import TallyCore
import Testing

private let english = Locale(identifier: "en_US")
private let german = Locale(identifier: "de_DE")
private let russian = Locale(identifier: "ru_RU")

@Suite("IconPickerViewState")
struct IconPickerViewStateTests {
    static let example = LogoBrand(name: "Example", domain: WebDomain.validatedForTests("example.org"))

    @Test("Opens on the tab of the selection")
    func initialTab() {
        #expect(IconPickerViewState().tab == .icons)
        #expect(IconPickerViewState(selection: .sfSymbol("car.fill")).tab == .icons)
        #expect(IconPickerViewState(selection: .bankLogo(LogoBrand.banks[0])).tab == .logos)
        #expect(IconPickerViewState(selection: .brandService(LogoBrand.services[0])).tab == .logos)
    }

    @Test("Each tab keeps its own search text")
    func queries() {
        var model = IconPickerViewState()
        model.query = "car"
        model.tab = .logos
        #expect(model.query == "")
        model.query = "netflix"
        model.tab = .icons
        #expect(model.query == "car")
        #expect(model.iconQuery == "car" && model.logoQuery == "netflix")
        #expect(model.symbolSections(locale: english).first?.category == .transport)
    }

    @Test("Selection")
    func selection() {
        var model = IconPickerViewState(selection: .sfSymbol("car.fill"))
        #expect(model.isSelected(.sfSymbol("car.fill")))
        #expect(!model.isSelected(.sfSymbol("bus.fill")))
        model.select(.bankLogo(LogoBrand.banks[0]))
        #expect(model.selection == .bankLogo(LogoBrand.banks[0]))
        model.select(nil)
        #expect(model.selection == nil)
        #expect(model.isSelected(nil))
    }

    @Test("Without a token: online search is off, built-in brands still shown, no typed domain")
    func offline() {
        var model = IconPickerViewState()
        model.tab = .logos
        #expect(model.showsOnlineSearchOff)
        #expect(model.logoSections.map(\.kind) == [.banks, .services])
        #expect(model.logoSections[0].sources == LogoBrand.banks.map(IconSource.bankLogo))
        #expect(model.logoSections[1].sources == LogoBrand.services.map(IconSource.brandService))

        model.query = "example.org"
        #expect(model.domainState == .valid(Self.example.domain))
        #expect(model.typedDomainSource == nil)
        #expect(model.logoSections.isEmpty)
        #expect(model.domainError == nil)
        #expect(model.hasNoResults(locale: english))

        model.query = "netflix.com"
        #expect(model.logoSections.map(\.kind) == [.services])
        #expect(model.logoSections[0].sources.first?.brand?.name == "Netflix")
    }

    @Test("With a token a valid typed domain is offered first among services")
    func typedDomain() {
        var model = IconPickerViewState(isOnlineSearchEnabled: true)
        model.tab = .logos
        #expect(!model.showsOnlineSearchOff)
        model.query = " Example.org "
        let typed = IconSource.brandService(LogoBrand(name: "example.org", domain: Self.example.domain))
        #expect(model.typedDomainSource == typed)
        #expect(model.logoSections.map(\.kind) == [.services])
        #expect(model.logoSections[0].sources == [typed])
        #expect(!model.hasNoResults(locale: english))

        model.query = "bücher.de"
        #expect(model.typedDomainSource?.brand?.name == "bücher.de")
        #expect(model.typedDomainSource?.brand?.domain.value == "xn--bcher-kva.de")
    }

    @Test("A typed domain of a built-in brand finds that brand")
    func builtInDomain() {
        var model = IconPickerViewState(isOnlineSearchEnabled: true)
        model.tab = .logos
        model.query = "https://www.netflix.com/browse"
        #expect(model.typedDomainSource == nil)
        #expect(model.logoSections.map(\.kind) == [.services])
        #expect(model.logoSections[0].sources == [.brandService(LogoBrand.services[0])])
    }

    @Test("Names filter brands, prefix first")
    func nameFilter() {
        var model = IconPickerViewState()
        model.tab = .logos
        model.query = "bank"
        #expect(model.domainState == .notADomain)
        #expect(model.logoSections.map(\.kind) == [.banks])
        #expect(model.logoSections[0].sources.compactMap(\.brand?.name)
            == ["Bank of America", "Sberbank", "T-Bank", "Alfa-Bank", "Deutsche Bank"])
        model.query = "DISNEY"
        #expect(model.logoSections.first?.sources.compactMap(\.brand?.name) == ["Disney+"])
    }

    @Test("An invalid domain shows its error only when online and nothing matches")
    func domainErrors() {
        var model = IconPickerViewState(isOnlineSearchEnabled: true)
        model.tab = .logos
        model.query = "evil.com#"
        #expect(model.domainState == .invalid(.invalidCharacter("#")))
        #expect(model.domainError == .invalidCharacter("#"))
        #expect(model.logoSections.isEmpty)
        #expect(!model.hasNoResults(locale: english))

        model.query = "netflix."
        #expect(model.domainState == .invalid(.singleLabel))
        #expect(model.domainError == nil)
        #expect(model.logoSections.first?.sources.first?.brand?.name == "Netflix")

        model.isOnlineSearchEnabled = false
        model.query = "evil.com#"
        #expect(model.domainError == nil)
        #expect(model.hasNoResults(locale: english))
    }

    @Test("A chosen logo that is not built in is shown first in its section")
    func customSelection() {
        let custom = IconSource.brandService(Self.example)
        var model = IconPickerViewState(selection: custom)
        #expect(model.logoSections.last?.sources.first == custom)
        model.query = "spot"
        #expect(model.logoSections.flatMap(\.sources) == [.brandService(LogoBrand.services[1])])
    }

    @Test("No results on the icons tab")
    func noIconResults() {
        var model = IconPickerViewState()
        #expect(!model.hasNoResults(locale: english))
        model.query = "qqqq"
        #expect(model.hasNoResults(locale: english))
    }

    @Test("The search field: its placeholder per tab, the clear button, the web-address keyboard on the logos tab")
    func searchField() {
        var state = IconPickerViewState()
        #expect(state.searchPlaceholder(locale: english) == "Search icons" && !state.showsClearButton && !state.searchUsesURLKeyboard)
        state.query = "car"
        #expect(state.showsClearButton)
        state.clearQuery()
        #expect(state.iconQuery == "" && !state.showsClearButton)
        state.tab = .logos
        #expect(state.searchPlaceholder(locale: german) == "Nach Domain suchen, z. B. netflix.com" && state.searchUsesURLKeyboard)
        #expect(state.title(locale: german) == "Symbol")
    }

    @Test("No icon heads the icons tab only without search text and with symbols to show")
    func noIconButton() {
        var state = IconPickerViewState()
        #expect(state.showsNoIconButton(locale: english))
        state.iconQuery = "car"
        #expect(!state.showsNoIconButton(locale: english))
        state.iconQuery = "   "
        #expect(state.showsNoIconButton(locale: english))
        state.tab = .logos
        #expect(!state.showsNoIconButton(locale: english))
    }

    @Test("The domain error's message, the tabs' and logo cells' VoiceOver texts")
    func texts() {
        var state = IconPickerViewState(isOnlineSearchEnabled: true)
        state.tab = .logos
        state.logoQuery = "evil.com#"
        #expect(state.domainErrorMessage(locale: english) == state.domainError?.message(input: "evil.com#", locale: english))
        #expect(state.domainErrorMessage(locale: english)?.contains("evil.com#") == true)
        state.logoQuery = ""
        #expect(state.domainErrorMessage(locale: english) == nil)
        #expect(state.tabAccessibility(.logos, locale: english) == PickerAccessibility(label: "Logos", isSelected: true))
        #expect(state.tabAccessibility(.icons, locale: russian) == PickerAccessibility(label: "Иконки", isSelected: false))
        state.select(.bankLogo(LogoBrand.banks[4]))
        #expect(state.logoAccessibility(of: .bankLogo(LogoBrand.banks[4])) == PickerAccessibility(label: "Chase", isSelected: true))
        #expect(state.logoAccessibility(of: .brandService(LogoBrand.services[0])) == PickerAccessibility(label: "Netflix", isSelected: false))
    }

    @Test("the tabs are a segmented picker over the two tabs: segments, or rows at the accessibility sizes, choosing the tab")
    func tabPicker() {
        var state = IconPickerViewState()
        let english = Locale(identifier: "en_US")
        var picker = state.tabPicker(locale: english)
        #expect(picker.options.map(\.value) == IconPickerViewState.Tab.allCases)
        #expect(picker.options.map(\.label) == IconPickerViewState.Tab.allCases.map { state.tabAccessibility($0, locale: english).label })
        #expect(picker.selection == .icons && picker.title == state.title(locale: english))
        // The picker draws no header and no card of its own inside the icon sheet.
        #expect(picker.header == nil && !picker.showsCard)
        picker.select(.logos)
        state.tab = picker.selection
        #expect(state.tabPicker(locale: english).selection == .logos)
        #expect(state.tabPicker(locale: Locale(identifier: "ru_RU")).options.map(\.label) != picker.options.map(\.label))
    }

    @Test("VoiceOver's elements: the tabs, the search field, the domain error, the headers of the tab's sections")
    func accessibilityElements() {
        let icons = IconPickerViewState(selection: .sfSymbol("cart.fill"))
        let elements = icons.accessibilityElements(locale: english)
        #expect(Array(elements.prefix(6)) == [
            AccessibilityElement(label: "Icons", traits: [.button, .selected]),
            AccessibilityElement(label: "Logos", traits: .button),
            AccessibilityElement(label: "Search icons", traits: .textField),
            AccessibilityElement(label: "Food & Drink", traits: .header),
            AccessibilityElement(label: "Transport", traits: .header),
            AccessibilityElement(label: "Shopping", traits: .header),
        ])
        // Every section's header, unless the drawing shows fewer.
        #expect(elements.count == 3 + icons.symbolSections(locale: english).count)
        #expect(icons.accessibilityElements(locale: german, language: nil, symbolSectionLimit: 2).map(\.label)
            == ["Symbole", "Logos", "Symbole suchen", "Essen & Trinken", "Verkehr"])

        var logos = IconPickerViewState()
        logos.tab = .logos
        #expect(logos.accessibilityElements(locale: german) == [
            AccessibilityElement(label: "Symbole", traits: .button),
            AccessibilityElement(label: "Logos", traits: [.button, .selected]),
            AccessibilityElement(label: "Nach Domain suchen, z. B. netflix.com", traits: .textField),
            AccessibilityElement(label: "Banken", traits: .header),
            AccessibilityElement(label: "Dienste", traits: .header),
        ])

        var bad = IconPickerViewState(isOnlineSearchEnabled: true)
        bad.tab = .logos
        bad.logoQuery = "-bad-.com"
        #expect(bad.accessibilityElements(locale: english) == [
            AccessibilityElement(label: "Icons", traits: .button),
            AccessibilityElement(label: "Logos", traits: [.button, .selected]),
            AccessibilityElement(label: "Search by domain, e.g. netflix.com", value: "-bad-.com", traits: .textField),
            AccessibilityElement(label: "“-bad-.com” is not a web domain", traits: .staticText),
        ])

        // The parts the list leaves out but the view reads from the state too.
        #expect(icons.noIconButtonAccessibility(locale: german) == AccessibilityElement(label: "Kein Symbol", traits: .button))
        #expect(IconPickerViewState().noIconButtonAccessibility(locale: english) == AccessibilityElement(label: "No icon", traits: [.button, .selected]))
        #expect(icons.clearButtonAccessibility(locale: german) == AccessibilityElement(label: "Leeren", traits: .button))
        let netflix = IconSource.brandService(LogoBrand.services[0])
        #expect(IconPickerViewState(selection: netflix).logoCellAccessibility(netflix) == AccessibilityElement(label: "Netflix", traits: [.button, .selected]))
    }
}

import Foundation
import Testing
import TallyCore

private let english = Locale(identifier: "en_US")
private let german = Locale(identifier: "de_DE")
private let russian = Locale(identifier: "ru_RU")
private let french = Locale(identifier: "fr_FR")

@Suite("IconSource")
struct IconSourceTests {
    static let chase = LogoBrand(name: "Chase", domain: WebDomain.validatedForTests("chase.com"))
    static let netflix = LogoBrand(name: "Netflix", domain: WebDomain.validatedForTests("netflix.com"))

    @Test("Round trips through JSON", arguments: [
        IconSource.sfSymbol("cart.fill"), .bankLogo(chase), .brandService(netflix),
        .brandService(LogoBrand(name: "Bücher", domain: WebDomain.validatedForTests("bücher.de"))),
    ])
    func roundTrip(source: IconSource) throws {
        let data = try JSONEncoder().encode(source)
        #expect(try JSONDecoder().decode(IconSource.self, from: data) == source)
    }

    @Test("Encodes the documented form")
    func encodedForm() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func json(_ source: IconSource) throws -> String { String(decoding: try encoder.encode(source), as: UTF8.self) }
        #expect(try json(.sfSymbol("cart.fill")) == #"{"symbol":"cart.fill","type":"sfSymbol"}"#)
        #expect(try json(.bankLogo(Self.chase)) == #"{"domain":"chase.com","name":"Chase","type":"bankLogo"}"#)
        #expect(try json(.brandService(Self.netflix)) == #"{"domain":"netflix.com","name":"Netflix","type":"brandService"}"#)
    }

    @Test("Decodes a written JSON literal")
    func decodesLiteral() throws {
        let json = #"""
        [
          {"type": "sfSymbol", "symbol": "fork.knife"},
          {"type": "bankLogo", "name": "Deutsche Bank", "domain": "deutsche-bank.de"},
          {"type": "brandService", "name": "Netflix", "domain": "https://www.Netflix.com/browse"},
          {"type": "brandService", "name": "  ", "domain": "bücher.de"}
        ]
        """#
        let sources = try JSONDecoder().decode([IconSource].self, from: Data(json.utf8))
        #expect(sources.count == 4)
        #expect(sources[0] == .sfSymbol("fork.knife"))
        #expect(sources[1].kind == .bankLogo)
        #expect(sources[1].brand?.name == "Deutsche Bank")
        #expect(sources[1].brand?.domain.value == "deutsche-bank.de")
        #expect(sources[2] == .brandService(Self.netflix))
        // A blank name falls back to the domain as people read it.
        #expect(sources[3].brand?.name == "bücher.de")
        #expect(sources[3].brand?.domain.value == "xn--bcher-kva.de")
    }

    @Test("An unknown type fails with a clear error")
    func unknownType() {
        let json = Data(#"{"type": "emoji", "symbol": "🙂"}"#.utf8)
        do {
            _ = try JSONDecoder().decode(IconSource.self, from: json)
            Issue.record("decoded an unknown type")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("\"emoji\""))
            #expect(context.debugDescription.contains("sfSymbol, bankLogo, brandService"))
            #expect(context.codingPath.map(\.stringValue) == ["type"])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("Bad values fail", arguments: [
        #"{"symbol": "cart.fill"}"#,
        #"{"type": "sfSymbol"}"#,
        #"{"type": "sfSymbol", "symbol": " "}"#,
        #"{"type": "bankLogo", "name": "Evil", "domain": "evil.com/../x"}"#,
        #"{"type": "bankLogo", "name": "Local", "domain": "localhost"}"#,
        #"{"type": "brandService", "domain": "netflix.com"}"#,
        #"{"type": 3}"#,
    ])
    func badValues(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(IconSource.self, from: Data(json.utf8)) }
    }

    @Test("Accessors")
    func accessors() {
        #expect(IconSource.sfSymbol("car.fill").symbolName == "car.fill")
        #expect(IconSource.sfSymbol("car.fill").brand == nil)
        #expect(!IconSource.sfSymbol("car.fill").isLogo)
        #expect(IconSource.bankLogo(Self.chase).brand == Self.chase)
        #expect(IconSource.brandService(Self.netflix).symbolName == nil)
        #expect(IconSource.brandService(Self.netflix).isLogo)
    }
}

@Suite("Built-in brands")
struct LogoBrandTests {
    @Test("A dozen banks across RU, US, EU and CH, and the common services")
    func lists() {
        let banks = Set(LogoBrand.banks.map(\.domain.value))
        let services = Set(LogoBrand.services.map(\.domain.value))
        #expect(LogoBrand.banks.count >= 12)
        for domain in ["sberbank.ru", "tbank.ru", "chase.com", "bankofamerica.com", "revolut.com", "bnpparibas.com",
                       "deutsche-bank.de", "ubs.com", "ing.com"] {
            #expect(banks.contains(domain), "\(domain)")
        }
        for domain in ["netflix.com", "spotify.com", "apple.com", "youtube.com", "amazon.com", "disneyplus.com"] {
            #expect(services.contains(domain), "\(domain)")
        }
        #expect(banks.count == LogoBrand.banks.count)
        #expect(services.count == LogoBrand.services.count)
        #expect(banks.isDisjoint(with: services))
    }

    @Test("Every built-in domain is already in normal form, and every name is set")
    func normalForm() throws {
        for brand in LogoBrand.banks + LogoBrand.services {
            #expect(try WebDomain(brand.domain.value) == brand.domain, "\(brand.domain)")
            #expect(!brand.name.isEmpty)
        }
    }

    @Test("Throwing initializer validates the domain")
    func throwingInit() throws {
        #expect(try LogoBrand(name: "Netflix", domain: " Netflix.com ").domain.value == "netflix.com")
        #expect(throws: WebDomain.ValidationError.singleLabel) { try LogoBrand(name: "X", domain: "netflix") }
    }
}

@Suite("IconStyle")
struct IconStyleTests {
    @Test("Token sizes: 12, 16, 20, 24, 32, 44 pt")
    func sizes() {
        #expect(IconStyle.Size.allCases.map(\.points) == [12, 16, 20, 24, 32, 44])
    }

    @Test("Presets")
    func presets() {
        let category = IconStyle.categoryIcon()
        #expect(category == IconStyle(size: 24, cornerRadius: 12, padding: 8, isTinted: true, hasBackground: true))
        #expect(category.side == 40)
        #expect(IconStyle.categoryIcon(size: .sm) == IconStyle(size: 16, cornerRadius: 8, padding: 4, isTinted: true, hasBackground: true))
        #expect(IconStyle.serviceLogo() == IconStyle(size: 32, cornerRadius: 12, padding: 0, isTinted: false, hasBackground: true))
        #expect(IconStyle.serviceLogo(size: .md).cornerRadius == 8)
        #expect(IconStyle.bankLogo(size: .xxl) == IconStyle(size: 44, cornerRadius: 22, padding: 0, isTinted: false, hasBackground: true))
        #expect(IconStyle.toolbar == IconStyle(size: 24, cornerRadius: 0, padding: 0, isTinted: true, hasBackground: false))
        #expect(IconStyle.placeholder == IconStyle(size: 24, cornerRadius: 12, padding: 8, isTinted: false, hasBackground: true))
    }

    @Test("The standard style follows the source")
    func standard() {
        let brand = LogoBrand.banks[0]
        #expect(IconStyle.standard(for: .sfSymbol("car.fill"), size: .md) == .categoryIcon(size: .md))
        #expect(IconStyle.standard(for: .bankLogo(brand), size: .lg) == .bankLogo(size: .lg))
        #expect(IconStyle.standard(for: .brandService(brand), size: .lg) == .serviceLogo(size: .lg))
        #expect(IconStyle.standard(for: nil, size: .lg) == .placeholder)
    }
}

@Suite("SymbolCatalogue")
struct SymbolCatalogueTests {
    let catalogue = SymbolCatalogue.finance

    @Test("At least 120 unique, well-formed names in every category")
    func shape() {
        let names = catalogue.symbols.map(\.name)
        #expect(names.count >= 120)
        #expect(Set(names).count == names.count)
        for category in SymbolCategory.allCases {
            #expect(!catalogue.symbols(in: category).isEmpty, "\(category)")
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.")
        for symbol in catalogue.symbols {
            #expect(!symbol.name.isEmpty && symbol.name.allSatisfy(allowed.contains), "\(symbol.name)")
            #expect(!symbol.name.hasPrefix(".") && !symbol.name.hasSuffix(".") && !symbol.name.contains(".."))
            #expect(!symbol.keywords.isEmpty, "\(symbol.name)")
            #expect(symbol.keywords.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() }, "\(symbol.name)")
        }
        // Grouped in category order.
        let order = catalogue.symbols.map { SymbolCategory.allCases.firstIndex(of: $0.category) ?? 0 }
        #expect(order == order.sorted())
    }

    @Test("Has the symbols a finance app needs")
    func essentials() {
        for name in ["cart.fill", "fork.knife", "car.fill", "bus.fill", "tram.fill", "airplane", "house.fill", "bolt.fill",
                     "drop.fill", "wifi", "phone.fill", "heart.fill", "cross.case.fill", "pills.fill", "gamecontroller.fill",
                     "film.fill", "music.note", "book.fill", "graduationcap.fill", "creditcard.fill", "banknote.fill",
                     "dollarsign.circle.fill", "eurosign.circle.fill", "rublesign.circle.fill", "building.columns.fill",
                     "briefcase.fill", "gift.fill", "pawprint.fill"] {
            #expect(catalogue.symbol(named: name) != nil, "\(name)")
        }
        #expect(catalogue.symbol(named: "rublesign.circle.fill")?.category == .finance)
        #expect(catalogue.symbol(named: "no.such.symbol") == nil)
        // Renamed in SF Symbols 5 (iOS 17): the new name is used.
        #expect(catalogue.symbol(named: "box.truck.fill") == nil)
        #expect(catalogue.symbol(named: "truck.box.fill") != nil)
    }

    @Test("An empty query returns every category in order, whole", arguments: ["", "   "])
    func emptyQuery(query: String) {
        let sections = catalogue.search(query, locale: english)
        #expect(sections.map(\.category) == SymbolCategory.allCases)
        for section in sections {
            #expect(section.symbols == catalogue.symbols(in: section.category))
        }
        #expect(catalogue.matches(query, locale: english) == catalogue.symbols)
    }

    @Test("Name prefix first: car")
    func namePrefixFirst() {
        let names = catalogue.matches("car", locale: english).map(\.name)
        #expect(Array(names.prefix(4)) == ["car.fill", "car.side.fill", "cart.fill", "carrot.fill"])
        // Keyword matches come after name matches.
        #expect(names.contains("creditcard.fill"))
        #expect(names.firstIndex(of: "parkingsign.circle.fill")! > names.firstIndex(of: "carrot.fill")!)
        let sections = catalogue.search("car", locale: english)
        #expect(sections.first?.category == .transport)
        #expect(sections.first?.symbols.prefix(2).map(\.name) == ["car.fill", "car.side.fill"])
        #expect(sections.dropFirst().first?.category == .food)
    }

    @Test("Keywords, case and diacritics")
    func keywords() {
        #expect(catalogue.matches("grocer", locale: english).first?.name == "cart.fill")
        #expect(catalogue.matches("GROCERIES", locale: english).first?.name == "cart.fill")
        #expect(catalogue.matches("Café", locale: english).first?.name == "cup.and.saucer.fill")
        #expect(catalogue.matches("coffee cup", locale: english).map(\.name) == ["cup.and.saucer.fill"])
        #expect(catalogue.matches("CART.FILL", locale: english).first?.name == "cart.fill")
        #expect(catalogue.matches("INSURANCE", locale: Locale(identifier: "tr_TR")).map(\.name).contains("umbrella.fill"))
        #expect(catalogue.matches("zzzz", locale: english).isEmpty)
        #expect(catalogue.search("zzzz", locale: english).isEmpty)
    }

    @Test("The category title matches in the user's language")
    func categoryTitles() {
        let travel = catalogue.symbols(in: .travel)
        let reisen = catalogue.search("reisen", locale: german)
        #expect(reisen.map(\.category) == [.travel])
        #expect(reisen.first?.symbols.count == travel.count)
        #expect(catalogue.search("reisen", locale: english).isEmpty)

        #expect(catalogue.search("trinken", locale: german).map(\.category) == [.food])
        #expect(catalogue.search("здоровье", locale: russian).map(\.category) == [.health])
        #expect(catalogue.search("ЗДОРОВЬЕ", locale: russian).map(\.category) == [.health])
        #expect(catalogue.search("путеш", locale: russian).map(\.category) == [.travel])
        #expect(catalogue.search("sante", locale: french).map(\.category) == [.health])
        #expect(catalogue.search("santé", locale: french).first?.symbols.count == catalogue.symbols(in: .health).count)
    }

    @Test("Category titles come from the catalog")
    func titles() {
        #expect(SymbolCategory.food.title(locale: english) == "Food & Drink")
        #expect(SymbolCategory.work.title(locale: german) == "Arbeit & Einkommen")
        #expect(SymbolCategory.bills.title(locale: russian) == "Счета и услуги")
    }
}

extension WebDomain {
    /// A domain the test knows to be valid.
    static func validatedForTests(_ text: String) -> WebDomain {
        switch validate(text) {
        case .success(let domain): domain
        case .failure(let error): fatalError("\(text): \(error)")
        }
    }
}

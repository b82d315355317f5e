import Foundation
import Testing
import TallyCore

/// ISO 4217 List One (published 2026-01-01): minor units and numeric codes written out here from
/// the list, not read back from `Currency`.
@Suite("Currency")
struct CurrencyTests {
    /// (code, minor units) pairs whose minor units matter most to typing amounts.
    static let minorUnits: [(String, Int)] = [
        ("JPY", 0), ("KRW", 0), ("VND", 0), ("ISK", 0), ("CLP", 0), ("PYG", 0), ("UGX", 0),
        ("XAF", 0), ("XOF", 0), ("XPF", 0), ("UYI", 0),
        ("KWD", 3), ("BHD", 3), ("OMR", 3), ("JOD", 3), ("TND", 3), ("LYD", 3), ("IQD", 3),
        ("CLF", 4), ("UYW", 4),
        ("CHF", 2), ("EUR", 2), ("USD", 2), ("RUB", 2), ("GBP", 2), ("COU", 2), ("XAD", 2),
    ]

    /// (code, numeric code) pairs.
    static let numericCodes: [(String, Int)] = [
        ("CHF", 756), ("EUR", 978), ("USD", 840), ("JPY", 392), ("RUB", 643), ("KWD", 414),
        ("GBP", 826), ("CLF", 990), ("ALL", 8), ("DZD", 12), ("XCG", 532), ("ZWG", 924),
    ]

    @Test("ISO minor units", arguments: minorUnits)
    func isoMinorUnits(code: String, minorUnits: Int) throws {
        let currency = try #require(Currency.named(code))
        #expect(currency.code == code)
        #expect(currency.minorUnits == minorUnits)
    }

    @Test("ISO numeric codes, both ways", arguments: numericCodes)
    func isoNumericCodes(code: String, numericCode: Int) throws {
        let currency = try #require(Currency.named(code))
        #expect(currency.numericCode == numericCode)
        #expect(Currency.numbered(numericCode)?.code == code)
    }

    @Test("ISO names")
    func names() {
        #expect(Currency.named("CHF")?.name == "Swiss Franc")
        #expect(Currency.named("GBP")?.name == "Pound Sterling")
        #expect(Currency.named("JPY")?.name == "Yen")
        #expect(Currency.named("VES")?.name == "Bolívar Soberano")
        #expect(Currency.named("TOP")?.name == "Pa’anga")
        #expect(Currency.named("KMF")?.name == "Comorian Franc")
    }

    @Test("Newer codes are present", arguments: ["VES", "VED", "SLE", "ZWG", "XCG", "XAD", "STN", "MRU", "BYN", "UYW"])
    func newerCodes(code: String) {
        #expect(Currency.named(code) != nil)
    }

    @Test("Withdrawn codes are not active", arguments: ["HRK", "SLL", "ANG", "CUC", "ZWL", "BGN", "VEF", "LTL", "BYR", "MRO", "STD"])
    func withdrawnCodes(code: String) {
        #expect(Currency.named(code) == nil)
        #expect(!Currency.all.map(\.code).contains(code))
    }

    @Test("Codes without numeric minor units are left out", arguments: [
        "XAU", "XAG", "XPT", "XPD", "XBA", "XBB", "XBC", "XBD", "XDR", "XSU", "XUA", "XTS", "XXX",
    ])
    func notApplicableMinorUnits(code: String) {
        #expect(Currency.named(code) == nil)
    }

    @Test("Numeric codes of left-out entries find nothing", arguments: [959, 961, 960, 999, 963, 191, 694])
    func leftOutNumbers(numericCode: Int) {
        #expect(Currency.numbered(numericCode) == nil)
    }

    @Test("The table has every active currency with numeric minor units")
    func count() {
        // 178 alphabetic codes in List One, less the 13 whose minor unit is "N.A.".
        #expect(Currency.all.count == 165)
    }

    @Test("Every code is three uppercase ASCII letters and unique")
    func codesAreWellFormed() {
        for currency in Currency.all {
            #expect(currency.code.utf8.count == 3, "\(currency.code)")
            #expect(currency.code.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }, "\(currency.code)")
        }
        #expect(Set(Currency.all.map(\.code)).count == Currency.all.count)
    }

    @Test("Every numeric code is in 1...999 and unique")
    func numericCodesAreWellFormed() {
        for currency in Currency.all {
            #expect((1...999).contains(currency.numericCode ?? 0), "\(currency.code)")
        }
        #expect(Set(Currency.all.compactMap(\.numericCode)).count == Currency.all.count)
    }

    @Test("Minor units are in 0...4 and names are filled in")
    func minorUnitsInRange() {
        for currency in Currency.all {
            #expect((0...4).contains(currency.minorUnits), "\(currency.code)")
            #expect(!currency.name.isEmpty, "\(currency.code)")
            #expect(currency.name == currency.name.trimmingCharacters(in: .whitespacesAndNewlines), "\(currency.code)")
        }
    }

    @Test("Minor units other than 2 are exactly these")
    func nonTwoMinorUnits() {
        let byUnits = Dictionary(grouping: Currency.all.filter { $0.minorUnits != 2 }, by: \.minorUnits)
            .mapValues { Set($0.map(\.code)) }
        #expect(byUnits[0] == ["BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF", "XOF", "XPF"])
        #expect(byUnits[3] == ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"])
        #expect(byUnits[4] == ["CLF", "UYW"])
        #expect(byUnits.keys.sorted() == [0, 3, 4])
    }

    @Test("all is sorted by code")
    func sorted() {
        let codes = Currency.all.map(\.code)
        #expect(codes == codes.sorted())
        #expect(codes.first == "AED")
        #expect(codes.last == "ZWG")
    }

    @Test("Lookup ignores letter case", arguments: ["chf", "Chf", "cHF", "CHF"])
    func caseInsensitive(code: String) {
        #expect(Currency.named(code) == .chf)
    }

    @Test("Unknown codes give nil", arguments: ["", "CH", "CHFF", "ABC", "QQQ", "C H", " CHF", "123", "ÇHF"])
    func unknownCodes(code: String) {
        #expect(Currency.named(code) == nil)
    }

    @Test("Unknown numeric codes give nil", arguments: [0, -756, 1, 1000, 757])
    func unknownNumbers(numericCode: Int) {
        #expect(Currency.numbered(numericCode) == nil)
    }

    @Test("Constants match the table")
    func constants() {
        let constants: [(Currency, String, Int, Int)] = [
            (.chf, "CHF", 756, 2), (.eur, "EUR", 978, 2), (.usd, "USD", 840, 2), (.gbp, "GBP", 826, 2),
            (.rub, "RUB", 643, 2), (.jpy, "JPY", 392, 0), (.kwd, "KWD", 414, 3), (.clf, "CLF", 990, 4),
        ]
        for (currency, code, numericCode, minorUnits) in constants {
            #expect(currency.code == code)
            #expect(currency.numericCode == numericCode)
            #expect(currency.minorUnits == minorUnits)
            #expect(Currency.named(code) == currency)
            #expect(Currency.all.contains(currency))
        }
    }

    @Test("id and description are the code")
    func identity() {
        #expect(Currency.eur.id == "EUR")
        #expect(Currency.eur.description == "EUR")
        #expect("\(Currency.jpy)" == "JPY")
        #expect(Currency.usd != Currency.eur)
        #expect(Set([Currency.usd, .usd, .eur]).count == 2)
    }

    @Test("Encodes as the code and decodes back")
    func codable() throws {
        let data = try JSONEncoder().encode([Currency.chf, .jpy])
        #expect(String(decoding: data, as: UTF8.self) == #"["CHF","JPY"]"#)
        #expect(try JSONDecoder().decode([Currency].self, from: data) == [.chf, .jpy])
        let all = try JSONDecoder().decode([Currency].self, from: JSONEncoder().encode(Currency.all))
        #expect(all == Currency.all)
    }

    @Test("Decodes a code in any letter case")
    func decodesLowercase() throws {
        #expect(try JSONDecoder().decode(Currency.self, from: Data(#""kwd""#.utf8)) == .kwd)
    }

    @Test("Malformed text does not decode", arguments: [#""""#, #""CH""#, #""CHFF""#, #""C H""#, #""ÇHF""#, #""12A""#, "756", #"{"code":"CHF"}"#, "null"])
    func decodingFails(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Currency.self, from: Data(json.utf8))
        }
    }

    /// (code, minor units, numeric code) of withdrawn currencies, from ISO 4217 List Three and the
    /// editions of List One in which they were active.
    static let withdrawnSamples: [(String, Int, Int)] = [
        ("BGN", 2, 975), ("HRK", 2, 191), ("ANG", 2, 532), ("CUC", 2, 931), ("ZWL", 2, 932), ("SLL", 2, 694),
        ("VEF", 2, 937), ("LTL", 2, 440), ("BYR", 0, 974), ("MRO", 2, 478), ("STD", 2, 678), ("DEM", 2, 276),
        ("ITL", 0, 380), ("ESP", 0, 724), ("FRF", 2, 250), ("TRL", 0, 792),
    ]

    @Test("Withdrawn codes decode with their last minor units and encode back unchanged", arguments: withdrawnSamples)
    func withdrawnDecode(code: String, minorUnits: Int, numericCode: Int) throws {
        let currency = try JSONDecoder().decode(Currency.self, from: Data("\"\(code)\"".utf8))
        #expect(currency.code == code && currency.minorUnits == minorUnits && currency.numericCode == numericCode)
        #expect(currency.kind == .withdrawn && Currency.recognized(code) == currency)
        #expect(String(decoding: try JSONEncoder().encode(currency), as: UTF8.self) == "\"\(code)\"")
        // Withdrawn codes are not active: the numeric lookup finds only the active currency.
        #expect(Currency.named(code) == nil)
    }

    @Test("The withdrawn table has no active code, no duplicate, and minor units in 0...4")
    func withdrawnTable() {
        let active = Set(Currency.all.map(\.code))
        #expect(Currency.withdrawn.count == 92)
        #expect(Set(Currency.withdrawn.map(\.code)).count == Currency.withdrawn.count)
        for currency in Currency.withdrawn {
            #expect(!active.contains(currency.code), "\(currency.code)")
            #expect((0...4).contains(currency.minorUnits) && currency.kind == .withdrawn, "\(currency.code)")
        }
        // ANG's number now belongs to the Caribbean guilder.
        #expect(Currency.numbered(532)?.code == "XCG")
    }

    @Test("Any other three-letter code decodes as unrecognized and encodes back unchanged", arguments: ["QQQ", "XAU", "AOK", "qqq"])
    func unrecognizedDecode(code: String) throws {
        let currency = try JSONDecoder().decode(Currency.self, from: Data("\"\(code)\"".utf8))
        #expect(currency.code == code.uppercased() && currency.kind == .unrecognized && currency.minorUnits == 2 && currency.numericCode == nil)
        #expect(String(decoding: try JSONEncoder().encode(currency), as: UTF8.self) == "\"\(code.uppercased())\"")
    }

    @Test("An app's own currency: made with its minor units and symbol, and decoded through userInfo")
    func customCurrency() throws {
        let points = try Currency(code: "pts", minorUnits: 0, symbol: "pts", name: "Reward points")
        #expect(points.code == "PTS" && points.minorUnits == 0 && points.symbol == "pts" && points.kind == .custom && points.name == "Reward points")
        let decoder = JSONDecoder()
        decoder.userInfo[Currency.decodingKey] = [points]
        let decoded = try decoder.decode([Currency].self, from: Data(#"["PTS","CHF","BGN"]"#.utf8))
        #expect(decoded == [points, .chf, try #require(Currency.recognized("BGN"))])
        // Without userInfo the same record still reads, as an unrecognized code.
        #expect(try JSONDecoder().decode(Currency.self, from: Data(#""PTS""#.utf8)).kind == .unrecognized)
        // The amount formatter writes the app's symbol and its minor units.
        let formatted = AmountFormatter.cached(locale: Locale(identifier: "en_US"), currency: points, style: .currency).string(1234)
        #expect(formatted.contains("pts") && formatted.contains("1,234") && !formatted.contains("."))
        var amount = AmountInput(currency: points, locale: Locale(identifier: "en_US"))
        #expect(amount.apply(.separator(".")) == .tooManyDecimals(allowed: 0))
    }

    @Test("A malformed own currency is refused with the reason")
    func customCurrencyErrors() {
        #expect(throws: CurrencyError.malformedCode("P1S")) { try Currency(code: "P1S", minorUnits: 0) }
        #expect(throws: CurrencyError.malformedCode("POINTS")) { try Currency(code: "POINTS", minorUnits: 0) }
        #expect(throws: CurrencyError.minorUnitsOutOfRange(9, allowed: 0...8)) { try Currency(code: "PTS", minorUnits: 9) }
        #expect(throws: CurrencyError.minorUnitsOutOfRange(-1, allowed: 0...8)) { try Currency(code: "PTS", minorUnits: -1) }
        #expect(throws: CurrencyError.malformedSymbol("  ")) { try Currency(code: "PTS", minorUnits: 0, symbol: "  ") }
        #expect(throws: CurrencyError.malformedSymbol("p\nts")) { try Currency(code: "PTS", minorUnits: 0, symbol: "p\nts") }
        #expect(CurrencyError.malformedCode("P1S").description.contains("three ASCII letters"))
    }
}

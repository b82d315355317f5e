import Foundation
import Testing

@Suite("tally amount currencies lists and searches the currency picker's rows")
struct CurrenciesCLITests {
    static let folder = FileManager.default.temporaryDirectory

    /// The codes of the rows `tally amount currencies` prints for `arguments`, in order.
    static func codes(_ arguments: [String]) throws -> [String] {
        let result = try Tally.run(["amount", "currencies"] + arguments, in: folder)
        #expect(result.status == 0 && result.error.isEmpty, "\(arguments): \(result.error)")
        return result.output.split(separator: "\n").compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            return columns.count == 3 ? String(columns[0]) : nil
        }
    }

    @Test("a search prints the matching rows, best first: code, name and symbol")
    func search() throws {
        let francs = try Tally.run(["amount", "currencies", "--search", "franc"], in: Self.folder)
        #expect(francs.status == 0)
        let lines = francs.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("CHF\tSwiss Franc\tCHF"))
        // Only rows, no section title, each with three columns and "franc" in its name.
        #expect(lines.allSatisfy { $0.split(separator: "\t").count == 3 && $0.lowercased().contains("franc") })
        #expect(try Self.codes(["--search", "юань", "--locale", "ru_RU"]).first == "CNY")
        let dollars = try Self.codes(["--search", "$"])
        #expect(dollars.first == "USD" && dollars.contains("CAD"))
        #expect(try Self.codes(["--search", "zl"]).contains("PLN"))
        // The language of the names can differ from the locale's.
        let french = try Tally.run(["amount", "currencies", "--search", "chf", "--locale", "de_CH", "--language", "fr"], in: Self.folder)
        #expect(french.output.hasPrefix("CHF\tfranc suisse\tCHF\n"))
        let none = try Tally.run(["amount", "currencies", "--search", "qqqq"], in: Self.folder)
        #expect(none.status == 0 && none.output == "No currencies found\n")
    }

    @Test("without a search the rows are in titled sections; --withdrawn adds BGN and HRK")
    func sections() throws {
        let result = try Tally.run(["amount", "currencies", "--favourites", "CHF,EUR", "--recents", "USD"], in: Self.folder)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(8)) == ["Favourites", "CHF\tSwiss Franc\tCHF", "EUR\tEuro\t€", "", "Recent", "USD\tUS Dollar\t$", "",
                                           "All currencies"])
        let active = try Self.codes([])
        #expect(active.count == 165 && !active.contains("BGN") && !active.contains("HRK"))
        let all = try Self.codes(["--withdrawn"])
        #expect(all.contains("BGN") && all.contains("HRK") && all.count > active.count)
        #expect(try Self.codes(["--search", "BGN", "--withdrawn"]).first == "BGN")
    }

    @Test("--json: an array of rows with section, code, name and symbol")
    func json() throws {
        let result = try Tally.run(["amount", "currencies", "--search", "franc", "--json"], in: Self.folder)
        #expect(result.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: String]])
        #expect(rows.contains { $0["code"] == "CHF" })
        #expect(rows.allSatisfy { Set($0.keys) == ["section", "code", "name", "symbol"] && $0["section"] == "results" })
        let swiss = try #require(rows.first { $0["code"] == "CHF" })
        #expect(swiss["name"] == "Swiss Franc" && swiss["symbol"] == "CHF")
        let listed = try Tally.run(["amount", "currencies", "--favourites", "JPY", "--locale", "ja_JP", "--json"], in: Self.folder)
        let all = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: String]])
        #expect(all.first == ["section": "favourites", "code": "JPY", "name": "日本円", "symbol": "¥"])
        #expect(all.filter { $0["section"] == "all" }.count == 165)
    }

    @Test("a malformed locale, language or currency stops the command with the reason and exit 1")
    func malformed() throws {
        for locale in ["é", "xx_YY", "", "ру"] {
            let result = try Tally.run(["amount", "currencies", "--locale", locale], in: Self.folder)
            #expect(result.status == 1 && result.output.isEmpty, "\(locale): \(result.status)")
            #expect(result.error.hasPrefix("tally amount currencies: --locale "), "\(locale): \(result.error)")
        }
        let language = try Tally.run(["amount", "currencies", "--language", "x00000"], in: Self.folder)
        #expect(language.status == 1 && language.output.isEmpty && language.error.hasPrefix("tally amount currencies: --language \"x00000\""))
        let favourite = try Tally.run(["amount", "currencies", "--favourites", "CHF,XYZ"], in: Self.folder)
        #expect(favourite.status == 1 && favourite.error.contains("--favourites \"XYZ\" is not an ISO 4217 currency code"))
    }
}

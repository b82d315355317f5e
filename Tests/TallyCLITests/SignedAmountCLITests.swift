import Foundation
import Testing

@Suite("tally amount type and format take negative amounts")
struct SignedAmountCLITests {
    static let folder = FileManager.default.temporaryDirectory

    /// The steps `tally amount type` prints as JSON for `arguments`.
    static func steps(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try Tally.run(["amount", "type"] + arguments + ["--json"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    }

    @Test("format: a negative value needs no --")
    func format() throws {
        let result = try Tally.run(["amount", "format", "-1234.5", "--currency", "USD", "--locale", "en_US"], in: Self.folder)
        #expect(result.status == 0 && result.output == "-$1,234.50\n", "\(result.error)")
        let after = try Tally.run(["amount", "format", "--currency", "CHF", "--locale", "de_CH", "-12"], in: Self.folder)
        #expect(after.status == 0 && after.output == "CHF-12.00\n", "\(after.error)")
    }

    @Test("type: ± is the sign key with --allows-negative, and refused without it; a '-' is the sign only before anything is typed")
    func signKey() throws {
        let signed = try Self.steps(["-", "4", "2", "±", "-5", "--allows-negative", "--currency", "USD", "--locale", "en_US"])
        // The leading '-' is the sign; the '-' of "-5", after digits, is a subtraction: 42 − 5.
        #expect(signed.map { $0["display"] as? String } == ["-", "-4", "-42", "42", "42 −", "42 − 5"])
        #expect(signed.first?["accessibilityValue"] as? String == "Minus" && signed.first?["value"] is NSNull)
        #expect(signed.last?["value"] as? String == "37" && signed.last?["total"] as? String == "37")
        #expect(signed.last?["accessibilityValue"] as? String == "42 minus 5 equals $37.00")
        let unsigned = try Self.steps(["±", "7", "--currency", "USD", "--locale", "en_US"])
        #expect(unsigned.first?["error"] as? String == "This amount cannot be negative" && unsigned.first?["display"] as? String == "0")
        #expect(unsigned.last?["value"] as? String == "7")
    }

    @Test("type: --minimum refuses a key that goes further below it, and negative pastes and quick amounts are read")
    func minimumAndPastes() throws {
        let steps = try Self.steps(["--minimum", "-100", "--allows-negative", "±1000", "paste:(12.50)", "quick:-99.5",
                                    "--currency", "USD", "--locale", "en_US"])
        #expect(steps.map { $0["display"] as? String } == ["-", "-1", "-10", "-100", "-100", "-12.50", "-99.5"])
        #expect(steps[4]["error"] as? String == "The amount is too small")
    }
}

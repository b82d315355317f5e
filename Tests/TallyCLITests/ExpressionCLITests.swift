import Foundation
import Testing

@Suite("tally amount type takes the operators + - × ÷ and =")
struct ExpressionCLITests {
    static let folder = FileManager.default.temporaryDirectory

    /// The steps `tally amount type` prints as JSON for `arguments`.
    static func steps(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try Tally.run(["amount", "type"] + arguments + ["--json"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    }

    @Test("12.40+7.60= adds up in dollars: each step carries the expression and its running total, = leaves 20.00")
    func addsUp() throws {
        let steps = try Self.steps(["12.40+7.60=", "--currency", "USD", "--locale", "en_US"])
        #expect(steps.count == 11)
        #expect(steps.allSatisfy { $0["error"] is NSNull })
        // A plain amount: no expression, no total.
        #expect(steps[4]["display"] as? String == "12.40" && steps[4]["expression"] is NSNull && steps[4]["total"] is NSNull)
        #expect(steps[5]["key"] as? String == "+" && steps[5]["expression"] as? String == "12.40 +" && steps[5]["total"] as? String == "12.40")
        #expect(steps[8]["expression"] as? String == "12.40 + 7.6" && steps[8]["total"] as? String == "20.00" && steps[8]["value"] as? String == "20")
        #expect(steps[9]["display"] as? String == "12.40 + 7.60" && steps[9]["accessibilityValue"] as? String == "12.40 plus 7.60 equals $20.00")
        let last = try #require(steps.last)
        #expect(last["key"] as? String == "=" && last["display"] as? String == "20.00" && last["value"] as? String == "20")
        #expect(last["expression"] is NSNull && last["total"] is NSNull)
        // * and / are × and ÷; × and ÷ first.
        let mixed = try Self.steps(["2+3*4", "-1", "/2", "--currency", "USD", "--locale", "en_US"])
        #expect(mixed.last?["expression"] as? String == "2 + 3 × 4 − 1 ÷ 2" && mixed.last?["value"] as? String == "13.5")
    }

    @Test("the human output shows an expression's running total after its display")
    func humanOutput() throws {
        let result = try Tally.run(["amount", "type", "12.40+7.6", "=", "--currency", "USD", "--locale", "en_US"], in: Self.folder)
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 10)
        #expect(lines[4] == "0\t12.40\t$12.40\t56 pt")
        #expect(lines[5] == "+\t12.40 + = 12.40\t12.40 plus, equals $12.40\t56 pt")
        #expect(lines[8] == "6\t12.40 + 7.6 = 20.00\t12.40 plus 7.6 equals $20.00\t56 pt")
        #expect(lines[9] == "=\t20.00\t$20.00\t56 pt")
        let refused = try Tally.run(["amount", "type", "10÷3", "--currency", "CHF", "--locale", "de_CH"], in: Self.folder)
        #expect(refused.output.hasSuffix("3\t10 ÷ = 10\t10 geteilt durch, ergibt CHF\u{00A0}10.00\t56 pt\tDas Ergebnis ist 3.333333…: diese Währung erlaubt 2 Nachkommastellen\n"),
                "\(refused.output)")
    }

    @Test("10÷3 in francs is refused with its exact result, never rounded; 10÷4 is taken")
    func inexact() throws {
        // The 3 is refused, so the 4 is typed after the ÷ (a backspace would delete the ÷).
        let steps = try Self.steps(["10÷3", "4", "--currency", "CHF", "--locale", "fr_CH"])
        let refused = try #require(steps.first { !($0["error"] is NSNull) })
        #expect(refused["key"] as? String == "3")
        let reason = try #require(refused["error"] as? String)
        #expect(reason.contains("3,333333…"), "\(reason)")
        #expect(refused["expression"] as? String == "10 ÷" && refused["value"] as? String == "10")
        #expect(steps.last?["expression"] as? String == "10 ÷ 4" && steps.last?["value"] as? String == "2.5" && steps.last?["error"] is NSNull)
        let english = try Self.steps(["10÷3", "--currency", "CHF", "--locale", "en_US"])
        #expect(english.last?["error"] as? String == "The result is 3.333333…: this currency allows 2 decimal places")
    }

    @Test("10/0= is refused as a division by zero; the divisor is still being typed until then")
    func divisionByZero() throws {
        let steps = try Self.steps(["10/0=", "--currency", "USD", "--locale", "en_US"])
        #expect(steps.count == 5)
        #expect(steps[3]["error"] is NSNull && steps[3]["expression"] as? String == "10 ÷ 0" && steps[3]["total"] as? String == "10")
        #expect(steps[4]["error"] as? String == "Can’t divide by zero" && steps[4]["display"] as? String == "10 ÷ 0")
    }

    @Test("without --allows-negative a leading - subtracts from zero, and a total below zero is refused")
    func leadingMinus() throws {
        let steps = try Self.steps(["-3", "--currency", "USD", "--locale", "en_US"])
        #expect(steps.count == 2)
        #expect(steps[0]["key"] as? String == "-" && steps[0]["display"] as? String == "0 −" && steps[0]["error"] is NSNull)
        #expect(steps[0]["value"] as? String == "0" && steps[0]["total"] as? String == "0")
        #expect(steps[1]["error"] as? String == "An amount cannot be negative" && steps[1]["display"] as? String == "0 −")
        let roubles = try Self.steps(["5-8", "--currency", "RUB", "--locale", "ru_RU"])
        #expect(roubles.last?["error"] as? String == "Сумма не может быть отрицательной" && roubles.last?["value"] as? String == "5")
        // With it, a total below zero is an amount.
        let signed = try Self.steps(["5-8", "--allows-negative", "--currency", "USD", "--locale", "en_US"])
        #expect(signed.last?["error"] is NSNull && signed.last?["value"] as? String == "-3" && signed.last?["total"] as? String == "-3")
    }

    @Test("--help names the operators and the JSON members")
    func help() throws {
        let result = try Tally.run(["amount", "type", "--help"], in: Self.folder)
        #expect(result.status == 0, "\(result.error)")
        let text = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for phrase in ["'+', '-' (or '−'), '*' (or '×') and '/' (or '÷') are the operators and '=' ends the expression",
                       "a subtraction from zero without it", "expression (the expression as shown, null for a plain amount)",
                       "total (its running total as shown, null for a plain amount)"] {
            #expect(text.contains(phrase), "\(phrase)")
        }
    }

    @Test("a pasted expression is read whole, as the app reads it")
    func pasted() throws {
        let steps = try Self.steps(["paste:12.40 + 7.60", "=", "--currency", "USD", "--locale", "en_US"])
        #expect(steps[0]["expression"] as? String == "12.40 + 7.60" && steps[0]["total"] as? String == "20.00")
        #expect(steps[1]["display"] as? String == "20.00" && steps[1]["expression"] is NSNull)
    }
}

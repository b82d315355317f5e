import Foundation
import TallyCore
import Testing

/// SplitMix64, so the random texts are the same every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("tally amount type reads keys as the app's keyboard does")
struct KeyboardKeysCLITests {
    /// Latin, Arabic-Indic, Extended Arabic-Indic (Persian), Devanagari and full-width digits, the
    /// separators of those scripts and white space, and a letter.
    static let alphabet: [Character] = Array("0123456789" + "٠١٢٣٤٥٦٧٨٩" + "۰۱۲۳۴۵۶۷۸۹" + "०१२३४५६७८९" + "０１２３４５６７８９")
        + [".", ",", "٫", "٬", "．", "，", " ", "\u{00A0}", "a"]

    @Test("Arabic-Indic digits and the Arabic decimal separator are typed in Saudi riyals")
    func arabicIndic() throws {
        let result = try Tally.run(["amount", "type", "١٢٣٤٫٥", "--currency", "SAR", "--locale", "ar_SA", "--json"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.error)")
        let steps = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(steps.count == 6)
        #expect(steps.allSatisfy { $0["error"] is NSNull })
        #expect(steps.last?["value"] as? String == "1234.5")
        // Persian, Devanagari and full-width digits too, each in its own run.
        for text in ["۱۲۳", "१२३", "１２３"] {
            let other = try Tally.run(["amount", "type", text, "--currency", "EUR", "--locale", "en_US", "--json"], in: FileManager.default.temporaryDirectory)
            let steps = try #require(try JSONSerialization.jsonObject(with: Data(other.output.utf8)) as? [[String: Any]])
            #expect(steps.last?["value"] as? String == "123", "\(text)")
        }
    }

    @Test("random texts over the keyboard's alphabet: each step's amount and refusal are what the app's keyboard bridge gives")
    func sameAsBridge() throws {
        var random = SplitMix64(state: 0x7A11)
        for (identifier, code) in [("ar_SA", "SAR"), ("fa_IR", "IRR"), ("hi_IN", "INR"), ("de_DE", "EUR"), ("en_US", "USD")] {
            let locale = Locale(identifier: identifier)
            let currency = try #require(Currency.recognized(code))
            for _ in 0..<4 {
                let text = String((0..<(Int(random.next() % 10) + 1)).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] })
                let result = try Tally.run(["amount", "type", text, "--currency", code, "--locale", identifier, "--json"], in: FileManager.default.temporaryDirectory)
                #expect(result.status == 0, "\(result.error)")
                let steps = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
                #expect(steps.count == text.count, "\(identifier) \(text)")
                // The app: each character sent by the keyboard bridge, one at a time.
                var entry = AmountEntry(input: AmountInput(currency: currency, locale: locale))
                for (step, character) in zip(steps, text) {
                    let refusals = entry.refusalCount
                    entry.handle(.insertText(String(character)))
                    let error = entry.refusalCount > refusals ? entry.rejection?.message(locale: locale) : nil
                    #expect(step["display"] as? String == entry.input.display, "\(identifier) \(text): \(character)")
                    #expect(step["value"] as? String == (entry.input.isEmpty ? nil : entry.input.value.description), "\(identifier) \(text): \(character)")
                    #expect(step["error"] as? String == error, "\(identifier) \(text): \(character)")
                }
            }
        }
    }
}

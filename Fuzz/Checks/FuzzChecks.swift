// What each fuzz target promises, in one place: libFuzzer runs these checks on generated inputs
// (Fuzz/FuzzTargets.swift, built by scripts/fuzz.sh) and the test suite replays every checked-in
// input of Fuzz/Corpus and Fuzz/Regressions through them.
import Foundation
import TallyCore
import TallyTokenCompiler

/// A parser under fuzzing and the promise it keeps for any input: no crash, and either a clear
/// error or a result that holds.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Pasting text into an amount: exactly the pasted value, or a refusal that keeps the amount.
    case paste
    /// A key sequence (one key per byte): limits hold after every key and the display reads back
    /// as the value.
    case keys
    /// The String Catalog loader, and lookups in every key of a catalog that loads.
    case catalog
    /// The ECB daily rates XML.
    case ecb
    /// Plural operands, and each language's plural category for them.
    case plural
    /// The token compiler, and writing out the tokens that resolve.
    case tokens

    private static let english = NumberSymbols(decimalSeparator: ".", groupingSeparator: ",")
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Runs the target on `data`. Returns nil when the promise held, or what broke it.
    public func check(_ data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        switch self {
        case .paste: return Self.checkPaste(text)
        case .keys: return Self.checkKeys(data)
        case .catalog: Self.checkCatalog(data)
        case .ecb:
            if let rates = try? ECBReferenceRates(data: data), rates.rates["EUR"] != 1 {
                return "EUR is \(String(describing: rates.rates["EUR"])), not 1"
            }
        case .plural:
            if let operands = try? PluralOperands(text) {
                for language in ["en", "de", "fr", "ru", "uk"] { _ = PluralRules.forLanguage(language).category(for: operands) }
            }
        case .tokens:
            if let tokens = try? TokenCompiler.compile([TokenSourceFile(name: "fuzz.tokens.json", text: text)]) {
                _ = try? TokenCompiler.outputs(for: tokens)
            }
        }
        return nil
    }

    /// The amount's value written as plain digits, as the paste parser reads `text`.
    private static func parsedValue(_ text: String) -> Decimal? {
        guard case .success(let parsed) = AmountPasteParser.parse(text, symbols: english) else { return nil }
        return Decimal(string: parsed.integer + (parsed.fraction.map { "." + $0 } ?? ""), locale: posix)
    }

    private static func checkPaste(_ text: String) -> String? {
        var input = AmountInput(currency: .usd, symbols: english)
        input.apply(.digit(7))
        let before = input
        if input.apply(.paste(text)) != nil {
            return input == before ? nil : "a refused paste changed the amount from \(before.display) to \(input.display)"
        }
        guard let value = parsedValue(text) else { return "an accepted paste does not parse" }
        return value == input.value ? nil : "the paste reads as \(value) but the amount is \(input.value)"
    }

    private static func checkKeys(_ data: Data) -> String? {
        var input = AmountInput(currency: .kwd, symbols: english)
        for byte in data {
            switch byte % 16 {
            case 0..<10: input.apply(.digit(Int(byte % 16)))
            case 10: input.apply(.separator("."))
            case 11: input.apply(.separator(","))
            case 12, 13: input.apply(.backspace)
            case 14: input.apply(.clear)
            default: input.apply(.paste(String(decoding: data.prefix(Int(byte) % 70), as: UTF8.self)))
            }
            if (input.fractionDigits?.count ?? 0) > 3 || input.integerDigits.count > input.maximumIntegerDigits {
                return "\(input.display) breaks a limit"
            }
        }
        // Reading the display back costs a paste parse, so it is checked once, at the end; every
        // prefix of a sequence is an input of its own, and the property tests check every key.
        return parsedValue(input.display) == input.value ? nil : "the display \(input.display) does not read back as \(input.value)"
    }

    private static func checkCatalog(_ data: Data) {
        // A catalog that loads is also looked up: every key (up to 64), in each language and the
        // pseudo-locale, with plural counts and arguments of each kind, so its formats are parsed
        // and filled. A lookup never fails; a bad format gives the text back unfilled.
        guard let catalog = try? StringCatalog(data: data) else { return }
        let localizer = Localizer(catalog: catalog)
        let arguments: [FormatArgument] = [.string("%@ %1$d"), .int(-3), .double(1.5), .int(Int.max)]
        for key in catalog.keys.prefix(64) {
            for language in ["en", "ru", "fr", "de", Localizer.pseudoLocaleIdentifier] {
                for count in [nil, 0, 1, 2, 5, 21] as [Int?] {
                    _ = localizer.string(key, locale: Locale(identifier: language), count: count, arguments: arguments)
                }
            }
        }
    }
}

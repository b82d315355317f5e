// libFuzzer entry for Tally's parsers, compiled together with TallyCore and TallyTokenCompiler by
// scripts/fuzz.sh (`swiftc -sanitize=fuzzer,address`). The target is chosen with the
// TALLY_FUZZ_TARGET environment variable. Each target feeds the input to one parser and checks
// what the parser promises: no crash, and either a clear error or a result that holds.
import Foundation

/// Stands in for the resource bundle SwiftPM generates; the fuzzed parsers do not read it.
extension Bundle {
    static var module: Bundle { Bundle.main }
}

private let target = ProcessInfo.processInfo.environment["TALLY_FUZZ_TARGET"] ?? "paste"
private let english = NumberSymbols(decimalSeparator: ".", groupingSeparator: ",")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let text = String(decoding: data, as: UTF8.self)
    switch target {
    case "paste":
        // Exactly the pasted value, or a refusal; a refusal keeps the amount unchanged.
        var input = AmountInput(currency: .usd, symbols: english)
        input.apply(.digit(7))
        let before = input
        if input.apply(.paste(text)) != nil {
            precondition(input == before, "a refused paste changed the amount")
        } else if case .success(let parsed) = AmountPasteParser.parse(text, symbols: english) {
            let written = parsed.integer + (parsed.fraction.map { "." + $0 } ?? "")
            precondition(Decimal(string: written, locale: Locale(identifier: "en_US_POSIX")) == input.value, "paste changed a digit")
        }
    case "keys":
        // Any key sequence: limits hold and the display reads back as the value.
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
            precondition((input.fractionDigits?.count ?? 0) <= 3 && input.integerDigits.count <= input.maximumIntegerDigits)
            guard case .success(let parsed) = AmountPasteParser.parse(input.display, symbols: english) else {
                preconditionFailure("the display \(input.display) does not read back")
            }
            let written = parsed.integer + (parsed.fraction.map { "." + $0 } ?? "")
            precondition(Decimal(string: written, locale: Locale(identifier: "en_US_POSIX")) == input.value)
        }
    case "catalog":
        // A catalog that loads is also looked up: every key (up to 64), in each language and the
        // pseudo-locale, with plural counts and arguments of each kind, so its formats are parsed
        // and filled. A lookup never fails; a bad format gives the key back.
        if let catalog = try? StringCatalog(data: data) {
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
    case "ecb":
        if let rates = try? ECBReferenceRates(data: data) {
            precondition(rates.rates["EUR"] == nil || rates.rates["EUR"] == 1)
        }
    case "plural":
        if let operands = try? PluralOperands(text) {
            for language in ["en", "de", "fr", "ru", "uk"] { _ = PluralRules.forLanguage(language).category(for: operands) }
        }
    case "tokens":
        // Tokens that resolve are also written out (CSS, Swift, JSON): emitting is never a crash.
        if let tokens = try? TokenCompiler.compile([TokenSourceFile(name: "fuzz.tokens.json", text: text)]) {
            _ = try? TokenCompiler.outputs(for: tokens)
        }
    default:
        preconditionFailure("unknown TALLY_FUZZ_TARGET \(target)")
    }
    return 0
}

// What each fuzz target promises, in one place: libFuzzer runs these checks on generated inputs
// (Fuzz/FuzzTargets.swift, built by scripts/fuzz.sh) and the test suite replays every checked-in
// input of Fuzz/Corpus and Fuzz/Regressions through them.
import Foundation
@_spi(Tally) import TallyCore
import TallyToolSupport
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
    /// The ECB daily rates XML in every encoding: the first byte picks how the rest (as text) is
    /// written, as it is or in UTF-8, UTF-16 or UTF-32 with or without a byte order mark. Only
    /// UTF-8 is ever read; text with any ASCII character in a wider encoding is refused; a byte
    /// order mark changes nothing; EUR is 1.
    case ecbencodings
    /// Plural operands, and each language's plural category for them.
    case plural
    /// The token compiler, and writing out the tokens that resolve.
    case tokens
    /// One arithmetic token value (the first byte picks number, dimension or duration; the rest
    /// is the expression, beside tokens it can alias): typed errors, or a finite number in range
    /// whose outputs are written.
    case expression
    /// The Swift, CSS and JSON emitters on tokens built directly from the bytes, with names,
    /// descriptions, font families and track names from a hostile alphabet and any numbers:
    /// typed errors, or Swift and CSS that ``GeneratedOutputCheck`` reads back as exactly the
    /// tokens, and JSON that parses.
    case emitters
    /// Arithmetic in an amount: the first byte picks whether the rest is pasted whole or typed as
    /// keys (digits, separators, + − × ÷, =, backspace, clear, the sign key, pastes of a prefix).
    /// After every step the amount is unchanged by a refusal, or its value is an amount in the
    /// currency (its places, never below zero unsigned), and = leaves that value as it is.
    case arithmetic

    private static let english = NumberSymbols(decimalSeparator: ".", groupingSeparator: ",")
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Runs the target on `data`. Returns nil when the promise held, or what broke it.
    public func check(_ data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        switch self {
        case .paste: return Self.checkPaste(text)
        case .arithmetic: return Self.checkArithmetic(data)
        case .keys: return Self.checkKeys(data)
        case .catalog: Self.checkCatalog(data)
        case .ecb:
            if let rates = try? ECBReferenceRates(data: data), rates.rates["EUR"] != 1 {
                return "EUR is \(String(describing: rates.rates["EUR"])), not 1"
            }
        case .ecbencodings: return Self.checkRatesEncodings(data)
        case .plural:
            if let operands = try? PluralOperands(text) {
                for language in PluralRules.supportedLanguages { _ = PluralRules.forLanguage(language).category(for: operands) }
            }
        case .tokens:
            if let tokens = try? TokenCompiler.compile([TokenSourceFile(name: "fuzz.tokens.json", text: text)]) {
                _ = try? TokenCompiler.outputs(for: tokens)
            }
        case .expression: return Self.checkExpression(data)
        case .emitters:
            var input = EmitterInput(data)
            return Self.checkEmitters(input.tokens())
        }
        return nil
    }

    /// The encodings the first byte of an `ecbencodings` input picks from, and whether each is
    /// a form of UTF-8.
    private static let ratesEncodings: [(name: String, prefix: [UInt8], encoding: String.Encoding?, isUTF8: Bool)] = [
        ("as given", [], nil, true), ("UTF-8", [], .utf8, true), ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF], .utf8, true),
        ("UTF-16LE", [], .utf16LittleEndian, false), ("UTF-16BE", [], .utf16BigEndian, false),
        ("UTF-16LE with BOM", [0xFF, 0xFE], .utf16LittleEndian, false), ("UTF-16BE with BOM", [0xFE, 0xFF], .utf16BigEndian, false),
        ("UTF-32LE", [], .utf32LittleEndian, false), ("UTF-32BE", [], .utf32BigEndian, false),
        ("UTF-32LE with BOM", [0xFF, 0xFE, 0, 0], .utf32LittleEndian, false), ("UTF-32BE with BOM", [0, 0, 0xFE, 0xFF], .utf32BigEndian, false),
    ]

    /// Reads the rest of `data` in the encoding its first byte picks.
    private static func checkRatesEncodings(_ data: Data) -> String? {
        guard let first = data.first else { return nil }
        let choice = ratesEncodings[Int(first) % ratesEncodings.count]
        let rest = Data(data.dropFirst())
        let text = String(decoding: rest, as: UTF8.self)
        let bytes = choice.encoding.map { Data(choice.prefix) + (text.data(using: $0) ?? Data()) } ?? rest
        guard let rates = try? ECBReferenceRates(data: bytes) else { return nil }
        guard choice.isUTF8 else {
            return text.unicodeScalars.contains(where: \.isASCII) ? "\(choice.name) text was read as rates" : nil
        }
        if rates.rates["EUR"] != 1 { return "EUR is \(String(describing: rates.rates["EUR"])), not 1" }
        // The same file with a byte order mark before it reads the same, unless it had one.
        if !bytes.starts(with: [0xEF, 0xBB, 0xBF]), bytes.count + 3 <= ECBReferenceRates.maximumByteCount {
            guard let marked = try? ECBReferenceRates(data: Data([0xEF, 0xBB, 0xBF]) + bytes), marked == rates else {
                return "a byte order mark changed what \(choice.name) bytes read as"
            }
        }
        return nil
    }

    /// Compiles one expression token beside a number, a dimension and a duration it may alias.
    private static func checkExpression(_ data: Data) -> String? {
        let types = ["number", "dimension", "duration"]
        let type = types[Int(data.first ?? 0) % types.count]
        let expression = String(decoding: data.dropFirst(), as: UTF8.self)
        let document = JSONNode.object([
            ("n", .object([("$type", .string("number")), ("$value", .number(2))])),
            ("d", .object([("$type", .string("dimension")), ("$value", .object([("value", .number(4)), ("unit", .string("px"))]))])),
            ("t", .object([("$type", .string("duration")), ("$value", .object([("value", .number(250)), ("unit", .string("ms"))]))])),
            ("e", .object([("$type", .string(type)), ("$value", .string(expression))])),
        ])
        let source = TokenSourceFile(name: "fuzz.tokens.json", text: JSONWriter.write(document))
        let tokens: [ResolvedToken]
        do {
            tokens = try TokenCompiler.compile([source])
        } catch {
            for problem in error.errors {
                guard problem.path == "e", problem.location != nil else { return "an error without the token's path and place: \(problem)" }
                guard problem.message.count < 400 else { return "a message of \(problem.message.count) characters" }
            }
            return nil
        }
        guard let token = tokens.first(where: { $0.path == "e" }) else { return "the expression token is missing" }
        let number: Double
        switch token.value {
        case .number(let value): number = value
        case .dimension(let value): number = value.value
        case .duration(let value): number = value.value
        default: return "the expression gave a \(token.type)"
        }
        if number != 0, !(abs(number) >= TokenLimits.smallestMagnitude && abs(number) <= TokenLimits.largestMagnitude) {
            return "the expression gave \(number), outside the range"
        }
        return checkEmitters(tokens)
    }

    /// Emits `tokens`: typed errors, or outputs that read back as the tokens.
    private static func checkEmitters(_ tokens: [ResolvedToken]) -> String? {
        let outputs: [TokenCompiler.Output]
        do {
            outputs = try TokenCompiler.outputs(for: tokens)
        } catch {
            return error.errors.isEmpty ? "refused without an error" : nil
        }
        let text = Dictionary(outputs.map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a })
        if let problem = GeneratedOutputCheck.swiftProblem(
            values: text[TokenCompiler.Layout.swiftValues] ?? "", all: text[TokenCompiler.Layout.swiftAll] ?? "", tokens: tokens) {
            return problem
        }
        if let problem = GeneratedOutputCheck.cssProblem(text[TokenCompiler.Layout.css] ?? "", tokens: tokens) { return "CSS: " + problem }
        if (try? JSONParser.parse(text[TokenCompiler.Layout.resolvedJSON] ?? "")) == nil { return "the resolved JSON does not parse" }
        return nil
    }

    /// A paste is refused and changes nothing, or it is exactly one amount: the digits the rule
    /// reads, which the amount's own display reads back as.
    private static func checkPaste(_ text: String) -> String? {
        var input = AmountInput(currency: .usd, symbols: english)
        input.apply(.digit(7))
        let before = input
        if input.paste(text) != nil {
            return input == before ? nil : "a refused paste changed the amount from \(before.display) to \(input.display)"
        }
        guard case .success(let parsed) = AmountText.read(text, for: before) else { return "an accepted paste does not read" }
        let written = Decimal(string: parsed.integer + (parsed.fraction.map { "." + $0 } ?? ""), locale: posix)
        guard written == input.value else { return "the paste reads as \(String(describing: written)) but the amount is \(input.value)" }
        guard case .success(let again) = AmountText.read(input.display, for: before), again == parsed else {
            return "the amount's display \(input.display) does not read back as the pasted digits"
        }
        return nil
    }

    private static func checkArithmetic(_ data: Data) -> String? {
        var input = AmountInput(currency: .kwd, symbols: english, allowsNegative: data.first.map { $0 & 2 != 0 } ?? false,
                                allowsExpressions: true)
        let body = data.dropFirst()
        func holds(_ before: AmountInput, refused: Bool) -> String? {
            if refused { return input == before ? nil : "a refused step changed \(before.display) to \(input.display)" }
            var scaled = input.value * 1000, whole = Decimal()
            NSDecimalRound(&whole, &scaled, 0, .plain)
            if whole != scaled { return "\(input.display) totals \(input.value), more places than KWD has" }
            if !input.allowsNegative, input.value < 0 { return "\(input.display) totals \(input.value), below zero" }
            var collapsed = input
            if collapsed.apply(.equals) == nil, collapsed.value != input.value {
                return "= made \(input.display) (\(input.value)) into \(collapsed.display) (\(collapsed.value))"
            }
            return nil
        }
        if data.first.map({ $0 & 1 == 0 }) ?? true {
            let before = input
            let refused = input.paste(String(decoding: body, as: UTF8.self)) != nil
            return holds(before, refused: refused)
        }
        let operators = AmountOperator.allCases
        for (index, byte) in body.enumerated() {
            let before = input
            let key: AmountKey? = switch byte % 20 {
            case 0..<10: .digit(Int(byte % 20))
            case 10: .separator(".")
            case 11...14: .operation(operators[Int(byte % 20) - 11])
            case 15: .equals
            case 16: .backspace
            case 17: .clear
            case 18: .toggleSign
            default: nil
            }
            let refused = key.map { input.apply($0) != nil }
                ?? (input.paste(String(decoding: body.prefix(index).suffix(Int(byte) % 24), as: UTF8.self)) != nil)
            if let broken = holds(before, refused: refused) { return broken }
        }
        return nil
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
            default: input.paste(String(decoding: data.prefix(Int(byte) % 70), as: UTF8.self))
            }
            if (input.fractionDigits?.count ?? 0) > 3 || input.integerDigits.count > input.maximumIntegerDigits {
                return "\(input.display) breaks a limit"
            }
        }
        // Reading the display back costs a paste parse, so it is checked once, at the end; every
        // prefix of a sequence is an input of its own, and the property tests check every key.
        guard case .success(let parsed) = AmountText.read(input.display, for: input),
              Decimal(string: parsed.integer + (parsed.fraction.map { "." + $0 } ?? ""), locale: posix) == input.value else {
            return "the display \(input.display) does not read back as \(input.value)"
        }
        return nil
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

/// Builds tokens from fuzz bytes: each byte read picks a piece, so the fuzzer reaches every
/// hostile string and number with few bytes. Reading past the end gives zeros.
public struct EmitterInput {
    private let bytes: [UInt8]
    private var index = 0

    /// Text pieces names, descriptions, font families and track names are made of.
    public static let alphabet: [String] = [
        "a", "b", "Z", "x", "0", "9", "-", "_", " ", ".", "{", "}", "\n", "\r", "\r\n", "\t", "\u{0}", "\u{7}", "\u{0B}",
        "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{200B}", "\u{FEFF}", "\u{AD}", "\"", "\\", "'", "`", "*/",
        "/*", "//", "///", "#", ";", ":", "<", ">", "</style>", "{}", "\"\"\"", "\\(", "\\u{41}", "é", "💸", "ß", "İ", "ﬁ",
        "default", "self", "Type", "all", "Double", "text", "Primary", "text-primary", "XS", "xs", "100", "duration",
        "public static let x = 1", "}\npublic static func f() {}", "--tally-x: red;", "@media", "inherit", "*", "/", "$",
    ]

    /// Numbers tokens are made of: ordinary ones, the range's edges, and what lies beyond.
    public static let numbers: [Double] = [
        0, 1, -1, 0.5, 16, 0.25, 100, 1000, 1e15, -1e15, 1e16, 1e-15, 1e-16, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
        .greatestFiniteMagnitude, 0.1, -0.0, 2, 700,
    ]

    /// Reads `data`.
    public init(_ data: Data) {
        bytes = [UInt8](data)
    }

    private mutating func byte() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }

    private mutating func text(_ longest: Int) -> String {
        (0..<(byte() % (longest + 1))).map { _ in Self.alphabet[byte() % Self.alphabet.count] }.joined()
    }

    /// A name: mostly plain letters, so that some token sets pass and are written.
    private mutating func name() -> String {
        let choice = byte()
        if choice % 4 != 0 { return ["alpha", "beta", "gamma", "delta", "eps", "zeta"][choice % 6] + (choice > 128 ? "\(choice % 7)" : "") }
        return text(4)
    }

    /// Mostly ordinary numbers, sometimes one from ``numbers``.
    private mutating func number() -> Double {
        let choice = byte()
        return choice % 2 == 0 ? Double(choice % 32) / 4 + 0.25 : Self.numbers[choice / 2 % Self.numbers.count]
    }

    private mutating func unit() -> Double { [0, 0.5, 1, 0.25, 2, -0.5, .nan][byte() % 7] }

    private mutating func color() -> SchemeColor {
        let light = TokenColor(byte() % 2 == 0 ? .sRGB : .displayP3, red: unit(), green: unit(), blue: unit(), alpha: unit())
        return byte() % 2 == 0 ? SchemeColor(light) : SchemeColor(light: light, dark: TokenColor(red: unit(), green: unit(), blue: unit()))
    }

    private mutating func dimension() -> TokenDimension { TokenDimension(number(), byte() % 2 == 0 ? .px : .rem) }
    private mutating func duration() -> TokenDuration { TokenDuration(number(), byte() % 2 == 0 ? .ms : .s) }
    private mutating func spring() -> TokenSpring { TokenSpring(response: [0.5, 0.3, 1, 0, -1][byte() % 5], dampingFraction: [0.7, 1, 0.3, 0][byte() % 4]) }
    private mutating func fonts() -> [String] { (0..<(1 + byte() % 3)).map { _ in byte() % 3 == 0 ? text(5) : "Inter" } }

    private mutating func value() -> TokenValue {
        switch byte() % 16 {
        case 0: return .color(color())
        case 1: return .dimension(dimension())
        case 2: return .number(number())
        case 3: return .fontFamily(fonts())
        case 4: return .fontWeight([400, 700, 0, 1001][byte() % 4])
        case 5: return .duration(duration())
        case 6: return .cubicBezier(TokenCubicBezier(unit(), number(), unit(), number()))
        case 7: return .strokeStyle(byte() % 2 == 0 ? .keyword(["solid", "dashed", text(3)][byte() % 3]) : .dashes(dashArray: [dimension()], lineCap: "round"))
        case 8: return .border(TokenBorder(color: color(), width: dimension(), style: .keyword("solid")))
        case 9: return .transition(TokenTransition(duration: duration(), delay: duration(), timingFunction: TokenCubicBezier(0.4, 0, 0.2, 1)))
        case 10:
            return .shadow(TokenShadow(layers: (0..<(1 + byte() % 2)).map { _ in
                TokenShadow.Layer(color: color(), offsetX: dimension(), offsetY: dimension(), blur: dimension(), spread: dimension(), inset: byte() % 2 == 0)
            }))
        case 11: return .gradient(TokenGradient(stops: [.init(color: color(), position: unit()), .init(color: color(), position: 1)]))
        case 12:
            return .typography(TokenTypography(fontFamily: fonts(), fontSize: dimension(), fontWeight: 400, letterSpacing: dimension(), lineHeight: number()))
        case 13: return .spring(spring())
        case 14:
            return .keyframes(TokenKeyframes(tracks: (0..<(1 + byte() % 2)).map { _ in
                TokenKeyframes.Track(property: byte() % 2 == 0 ? "scale" : text(3), keyframes: [
                    .init(.linear, value: number(), duration: 0.2), .init(byte() % 2 == 0 ? .cubic : .spring(spring()), value: 1, duration: 0.3),
                ])
            }))
        default:
            return .dynamicTypeScale(DynamicTypeScale(textStyle: .body, sizes: (0..<(byte() % 2 == 0 ? 12 : 3)).map { Double(14 + $0) }))
        }
    }

    /// One to six tokens.
    public mutating func tokens() -> [ResolvedToken] {
        (0..<(1 + byte() % 6)).map { _ in
            let path = (0..<(1 + byte() % 3)).map { _ in name() }.joined(separator: ".")
            let value = value()
            let flags = byte()
            return ResolvedToken(
                path: path, type: flags % 16 != 1 ? value.type : TokenType.allCases[flags / 16],
                description: flags & 2 == 0 ? nil : text(8), deprecated: flags & 4 == 0 ? nil : text(3),
                aliasOf: flags & 8 == 0 ? nil : text(3), value: value
            )
        }
    }
}

import Foundation
@_spi(Tally) import TallyCore
import TallyToolSupport
@testable import TallyTokenCompiler
import TallyFuzzChecks
import Testing

/// The outputs for `tokens`, checked by the structural readers; nil when refused.
private func checkedOutputs(_ tokens: [ResolvedToken], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String: String]? {
    guard let outputs = try? TokenCompiler.outputs(for: tokens) else { return nil }
    let text = Dictionary(uniqueKeysWithValues: outputs.map { ($0.path, $0.contents) })
    let swift = GeneratedOutputCheck.swiftProblem(
        values: text[TokenCompiler.Layout.swiftValues] ?? "", all: text[TokenCompiler.Layout.swiftAll] ?? "", tokens: tokens)
    #expect(swift == nil, sourceLocation: sourceLocation)
    #expect(GeneratedOutputCheck.cssProblem(text[TokenCompiler.Layout.css] ?? "", tokens: tokens) == nil, sourceLocation: sourceLocation)
    #expect((try? JSONParser.parse(text[TokenCompiler.Layout.resolvedJSON] ?? "")) != nil, sourceLocation: sourceLocation)
    return text
}

/// A small deterministic generator (SplitMix64), so a failure can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Escaping: generated code is a function of values only")
struct TokenEscapingTests {
    @Test("the package's own tokens pass the structural checks of the generated Swift and CSS")
    func packageOutputs() throws {
        #expect(checkedOutputs(try packageTokens()) != nil)
    }

    @Test("a description cannot add a line, a member or a comment end to the generated Swift")
    func descriptions() throws {
        let hostile = [
            "a\rpublic static let injected = 1", "a\u{2028}public static let injected = 1", "a\u{2029}b", "a\u{85}b\u{0B}c\u{0C}d",
            "end */ public static let injected = 1 /*", "a\r\nb\n\rc", "\"\"\" \\(x) #\"raw\"#", "\u{202E}reversed\u{200B}\u{0}",
        ]
        for description in hostile {
            let tokens = [ResolvedToken(path: "g.a", type: .number, description: description, deprecated: description, aliasOf: description, value: .number(1))]
            let text = try #require(checkedOutputs(tokens))
            let swift = text[TokenCompiler.Layout.swiftValues] ?? ""
            #expect(!swift.contains("\r") && !swift.contains("\u{2028}") && !swift.contains("\u{2029}"))
            let bad = swift.split(separator: "\n").filter { $0.contains("///") && $0.contains("*/") }
            #expect(bad.isEmpty, "\(bad)")
            #expect(!swift.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("public static let injected") })
        }
        // Line breaks of every kind become doc comment lines; a CR LF is one break.
        #expect(SwiftTokenEmitter.docParagraph("a\r\nb\u{2028}c\rd") == ["a", "b", "c", "d"])
        #expect(SwiftTokenEmitter.docText("x */ y /* z \u{202E}") == "x *\\/ y /\\* z \\u{202E}")
        #expect(SwiftTokenEmitter.stringLiteral("a\"\\\n\u{2028}\u{85}é") == "\"a\\\"\\\\\\n\\u{2028}\\u{85}é\"")
    }

    @Test("a font family cannot add a declaration or rule to the CSS, or end an HTML style element")
    func fontFamilies() throws {
        let names = ["Evil\"; } body { color: red; } :root { --x: \"", "</style><script>", "a\\b", "inherit", "Open Sans", "Inter", "\u{2028}"]
        let tokens = [ResolvedToken(path: "font.family.sans", type: .fontFamily, value: .fontFamily(names))]
        let text = try #require(checkedOutputs(tokens))
        let css = text[TokenCompiler.Layout.css] ?? ""
        #expect(css.contains(#"--tally-font-family-sans: "Evil\"\3b  \7d  body \7b  color: red\3b  \7d  :root \7b  --x: \"", "\3c /style\3e \3c script\3e ", "a\\b", "inherit", "Open Sans", Inter, "\2028 ";"#))
        #expect(!css.contains("<"))
    }

    @Test("random names, descriptions, fonts and track names from a hostile alphabet: refused, or Swift and CSS that read back as the tokens")
    func generalRule() throws {
        var random = SplitMix(state: 2026)
        var written = 0
        var refused = 0
        for _ in 0..<400 {
            let bytes = (0..<160).map { _ in UInt8.random(in: 0...255, using: &random) }
            var input = EmitterInput(Data(bytes))
            let tokens = input.tokens()
            if checkedOutputs(tokens) != nil { written += 1 } else { refused += 1 }
        }
        // Both outcomes are exercised.
        #expect(written > 20 && refused > 20, "written \(written), refused \(refused)")
    }

    @Test("hostile descriptions and fonts in a token file compile to outputs that read back as the tokens")
    func hostileSource() throws {
        var random = SplitMix(state: 7)
        for _ in 0..<100 {
            let pieces = EmitterInput.alphabet
            let description = (0..<12).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
            let font = (0..<6).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
            let source = JSONWriter.write(.object([
                ("f", .object([("$type", .string("fontFamily")), ("$value", .array([.string(font), .string("Inter")])), ("$description", .string(description))])),
            ]))
            guard let tokens = try? compile(source) else {
                // Only a font name with a control character is refused.
                #expect(font.unicodeScalars.contains { $0.properties.generalCategory == .control })
                continue
            }
            #expect(tokens[0].description == description)
            #expect(checkedOutputs(tokens) != nil)
        }
    }
}

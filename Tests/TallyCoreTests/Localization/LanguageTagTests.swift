import Foundation
@_spi(Tally) @testable import TallyCore
import Testing

/// A valid tag built from its parts, as written (random case, `-` or `_`) and in the canonical
/// form the parts give by RFC 5646's case rules.
private struct GeneratedTag {
    var written: String
    var canonical: String
    /// The subtags as written, in order.
    var subtags: [String]
    var separator: String
}

private let letters = Array("abcdefghijklmnopqrstuvwxyz")
private let alphanumerics = Array("abcdefghijklmnopqrstuvwxyz0123456789")

private func randomCase(_ text: String, _ generator: inout SplitMix64) -> String {
    String(text.map { Bool.random(using: &generator) ? Character($0.uppercased()) : Character($0.lowercased()) })
}

private func word(_ alphabet: [Character], _ length: ClosedRange<Int>, _ generator: inout SplitMix64) -> String {
    String((0..<Int.random(in: length, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
}

private let knownLanguages = Locale.LanguageCode.isoLanguageCodes.map(\.identifier).filter { (2...3).contains($0.count) }
private let threeLetterLanguages = knownLanguages.filter { $0.count == 3 }

/// `qaa` to `qtz`, which ISO 639 reserves for local use.
private func isPrivateUseLanguage(_ code: String) -> Bool {
    let scalars = Array(code.unicodeScalars)
    return scalars.count == 3 && scalars[0] == "q" && ("a"..."t").contains(scalars[1]) && ("a"..."z").contains(scalars[2])
}

private func generateTag(_ generator: inout SplitMix64) -> GeneratedTag {
    var written: [String] = [], canonical: [String] = []
    func add(_ subtag: String, _ form: String) { written.append(randomCase(subtag, &generator)); canonical.append(form) }
    let language = knownLanguages.randomElement(using: &generator)!
    add(language, language.lowercased())
    if Int.random(in: 0..<6, using: &generator) == 0 {
        let extended = threeLetterLanguages.randomElement(using: &generator)!
        add(extended, extended.lowercased())
    }
    if Bool.random(using: &generator) {
        let script = ["latn", "cyrl", "hans", "hant", "arab", "deva"].randomElement(using: &generator)!
        add(script, script.prefix(1).uppercased() + script.dropFirst())
    }
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: let region = word(letters, 2...2, &generator); add(region, region.uppercased())
    case 1: let area = word(Array("0123456789"), 3...3, &generator); add(area, area)
    default: break
    }
    var variants = Set<String>()
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
        let variant = Bool.random(using: &generator)
            ? word(alphanumerics, 5...8, &generator) : word(Array("0123456789"), 1...1, &generator) + word(alphanumerics, 3...3, &generator)
        guard variants.insert(variant).inserted else { continue }
        add(variant, variant)
    }
    var singletons = Set<Character>()
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
        let singleton = Array("abcdefghijklmnopqrstuvwyz0123456789").randomElement(using: &generator)!
        guard singletons.insert(singleton).inserted else { continue }
        add(String(singleton), String(singleton))
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let subtag = word(alphanumerics, 2...8, &generator)
            add(subtag, subtag)
        }
    }
    if Int.random(in: 0..<4, using: &generator) == 0 {
        add("x", "x")
        for _ in 0..<Int.random(in: 1...2, using: &generator) {
            let subtag = word(alphanumerics, 1...8, &generator)
            add(subtag, subtag)
        }
    }
    let separator = Bool.random(using: &generator) ? "-" : "_"
    return GeneratedTag(written: written.joined(separator: separator), canonical: canonical.joined(separator: "-"), subtags: written, separator: separator)
}

private func actsOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    return properties.generalCategory == .control || properties.isBidiControl
        || properties.generalCategory == .lineSeparator || properties.generalCategory == .paragraphSeparator
}

@Suite("BCP 47 language tags")
struct LanguageTagTests {
    @Test("generated valid tags are taken, in canonical case, and the canonical form reads back as itself")
    func validTags() throws {
        var generator = SplitMix64(state: 0xB_C947)
        for _ in 0..<5_000 {
            let tag = generateTag(&generator)
            let parsed = try LanguageTag(tag.written, allowsUnderscores: true)
            #expect(parsed.identifier == tag.canonical, "\(tag.written)")
            #expect(try LanguageTag(tag.canonical).identifier == tag.canonical, "\(tag.canonical)")
            #expect(TallyLanguage(tag.written).identifier == tag.canonical, "\(tag.written)")
            #expect(try TallyLanguage(validating: tag.written).identifier == tag.canonical, "\(tag.written)")
            if tag.separator == "_" && tag.subtags.count > 1 {
                // Only where underscores are allowed.
                #expect(throws: LanguageTagError.self) { try LanguageTag(tag.written) }
            }
        }
    }

    @Test("generated invalid tags are refused with a typed error naming the bad subtag, escaped")
    func invalidTags() {
        var generator = SplitMix64(state: 0xBAD_7A65)
        let hostile = ["\u{1B}[31m", "\u{202E}", "\u{0}", " ", "é", "\u{9B}", ".", "@", "\n"]
        var kinds: [String: Int] = [:]
        for _ in 0..<5_000 {
            let valid = generateTag(&generator)
            var subtags = valid.subtags
            let position = Int.random(in: 0..<subtags.count, using: &generator)
            let bad: String
            let expected: (LanguageTagError) -> Bool
            switch Int.random(in: 0..<6, using: &generator) {
            case 0:
                // A subtag with a character that is no ASCII letter or digit, anywhere.
                bad = word(alphanumerics, 0...3, &generator) + hostile.randomElement(using: &generator)! + word(alphanumerics, 0...3, &generator)
                subtags.insert(bad, at: position)
                expected = { if case .malformedSubtag(_, bad, _) = $0 { true } else { false } }
                kinds["character", default: 0] += 1
            case 1:
                // A subtag longer than 8.
                bad = word(alphanumerics, 9...20, &generator)
                subtags.insert(bad, at: position)
                expected = { if case .malformedSubtag(_, bad, _) = $0 { true } else { false } }
                kinds["long", default: 0] += 1
            case 2:
                // A language that is not 2, 3 or 5–8 letters: x00000, a single letter, four letters.
                bad = [word(letters, 1...1, &generator) + word(Array("0123456789"), 1...5, &generator), word(letters, 1...1, &generator),
                       word(letters, 4...4, &generator)].randomElement(using: &generator)!
                subtags[0] = bad
                expected = { if case .malformedSubtag(_, bad, _) = $0 { true } else { false } }
                kinds["language", default: 0] += 1
            case 3:
                // A language of the right shape that no one speaks.
                var unknown: String
                repeat { unknown = word(letters, 2...3, &generator) } while knownLanguages.contains(unknown) || isPrivateUseLanguage(unknown)
                bad = unknown
                subtags[0] = bad
                expected = { if case .unknownLanguage(_, bad) = $0 { true } else { false } }
                kinds["unknown", default: 0] += 1
            case 4:
                // A variant given twice.
                bad = word(alphanumerics, 5...8, &generator)
                if let extensionStart = subtags.dropFirst().firstIndex(where: { $0.count == 1 }) {
                    subtags.insert(contentsOf: [bad, bad.uppercased()], at: extensionStart)
                } else {
                    subtags += [bad, bad.uppercased()]
                }
                expected = { if case .duplicateVariant(_, let variant) = $0 { variant == bad.uppercased() } else { false } }
                kinds["variant", default: 0] += 1
            default:
                // An extension singleton given twice, or left without subtags.
                let privateStart = subtags.indices.dropFirst().first { subtags[$0].lowercased() == "x" } ?? subtags.count
                subtags.removeSubrange(privateStart...)
                if let extensionStart = subtags.dropFirst().firstIndex(where: { $0.count == 1 }) {
                    bad = subtags[extensionStart]
                    subtags.insert(contentsOf: [bad, "ab"], at: extensionStart + 2)
                    expected = { if case .duplicateExtension(_, bad) = $0 { true } else { false } }
                } else {
                    bad = ["u", "t", "x"].randomElement(using: &generator)!
                    subtags.append(bad)
                    expected = { if case .malformedSubtag(_, bad, _) = $0 { true } else { false } }
                }
                kinds["singleton", default: 0] += 1
            }
            let text = subtags.joined(separator: valid.separator)
            switch LanguageTag.parse(text, allowsUnderscores: true) {
            case .success(let tag):
                Issue.record("\(text.debugDescription) was taken as \(tag)")
            case .failure(let error):
                #expect(expected(error), "\(text.debugDescription): \(error)")
                #expect(error.subtag != nil)
                #expect(!error.description.unicodeScalars.contains(where: actsOnTerminal), "\(error.description.debugDescription)")
                if let subtag = error.subtag { #expect(error.description.contains(VisibleText.escaped(subtag))) }
                #expect(throws: LanguageTagError.self) { try TallyLanguage(validating: text) }
            }
        }
        #expect(kinds.count == 6 && kinds.values.allSatisfy { $0 > 400 }, "\(kinds)")
    }

    @Test("x00000 and a code with ESC are no language; an empty subtag and empty text are refused")
    func examples() {
        func refusal(_ text: String) -> LanguageTagError? {
            if case .failure(let error) = LanguageTag.parse(text) { error } else { nil }
        }
        guard case .malformedSubtag(_, "x00000", _)? = refusal("x00000") else { Issue.record("x00000 taken"); return }
        let escape = "e\u{1B}[31ms"
        guard case .malformedSubtag(_, escape, _)? = refusal(escape), let error = refusal(escape) else { Issue.record("ESC taken"); return }
        #expect(error.description.hasPrefix(#""e\u{1B}[31ms": "e\u{1B}[31ms" is not a language subtag"#), "\(error)")
        #expect(refusal("en--US") == .emptySubtag("en--US"))
        #expect(refusal("en-") == .emptySubtag("en-"))
        #expect(refusal("") == .empty)
        #expect(refusal("qq") == .unknownLanguage("qq", language: "qq"))
        #expect(refusal("qab-x-q") == nil && refusal("qaa") == nil && refusal("qtz-CH") == nil)
        #expect(refusal("qua") == (knownLanguages.contains("qua") ? nil : .unknownLanguage("qua", language: "qua")))
        #expect(refusal("en-u")?.subtag == "u")
        #expect(refusal("en-US-u-nu-latn-U-ca-gregory") == .duplicateExtension("en-US-u-nu-latn-U-ca-gregory", singleton: "U"))
        let long = "en-" + Array(repeating: "abcdefgh", count: 40).joined(separator: "-")
        #expect(refusal(long) == .tooLong(long, limit: 255))
    }

    @Test("canonical case keeps extensions and private use lowercase", arguments: [
        ("en-u-nu-arab", "en-u-nu-arab"), ("EN-U-NU-ARAB", "en-u-nu-arab"), ("en-u-NU-Arab", "en-u-nu-arab"),
        ("sr_latn_rs", "sr-Latn-RS"), ("ZH-HANT-tw-X-PRIVATE", "zh-Hant-TW-x-private"), ("de-ch-1996", "de-CH-1996"),
        ("es-419", "es-419"), ("ca-ES-VALENCIA", "ca-ES-valencia"), ("en-US-u-ca-gregory-t-hi-latn", "en-US-u-ca-gregory-t-hi-latn"),
        ("zh-YUE-hk", "zh-yue-HK"), ("en-x-US", "en-x-us"), ("en-a-bbb-x-a-ccc", "en-a-bbb-x-a-ccc"),
    ])
    func canonicalCase(text: String, canonical: String) throws {
        #expect(try LanguageTag(text, allowsUnderscores: true).identifier == canonical)
    }

    @Test("the lenient reading keeps the longest valid leading part")
    func lenient() {
        let cases: [(String, String?)] = [
            ("ja_JP_TRADITIONAL", "ja-JP"), ("en-u", "en"), ("en-US-u-nu", "en-US-u-nu"), ("de-CH-x", "de-CH"), ("fr-CH-\u{1B}[2J", "fr-CH"),
            ("de-1996-1996", "de-1996"), ("x00000", nil), ("e\u{1B}[31ms", nil), ("qq-CH", nil), ("", nil),
        ]
        for (text, prefix) in cases {
            #expect(LanguageTag.longestValidPrefix(of: text, allowsUnderscores: true)?.identifier == prefix, "\(text.debugDescription)")
            #expect(TallyLanguage(text).identifier == prefix ?? "en", "\(text.debugDescription)")
        }
    }

    @Test("a tag's parts by their kind")
    func parts() throws {
        let tag = try LanguageTag("zh-yue-Hant-HK-1996-u-nu-hanidec")
        #expect(tag.language == "zh")
        #expect(tag.extendedLanguages == ["yue"])
        #expect(tag.script == "Hant")
        #expect(tag.region == "HK")
        #expect(tag.variants == ["1996"])
        let plain = try LanguageTag("es-419")
        #expect(plain.region == "419" && plain.script == nil && plain.variants.isEmpty && plain.extendedLanguages.isEmpty)
    }

    @Test("100,000 codes are checked in linear time")
    func manyCodes() {
        let clock = ContinuousClock()
        func check(_ count: Int) -> Duration {
            clock.measure {
                for index in 0..<count {
                    _ = LanguageTag.parse("x\(100_000 + index)")
                    _ = LanguageTag.parse(index.isMultiple(of: 2) ? "de-CH-u-nu-latn" : "zh-Hant-TW")
                }
            }
        }
        _ = check(1_000)
        let small = check(10_000), large = check(100_000)
        // Ten times the codes take about ten times as long, not a hundred.
        #expect(large < small * 30, "10,000: \(small), 100,000: \(large)")
    }

    // MARK: In an app's String Catalog

    private static func appCatalogProblems(_ codes: [String]) -> [TallyStringsError.Problem] {
        let localizations = Dictionary(uniqueKeysWithValues: codes.map { ($0, StringCatalog.Localization.unit(.init(state: "translated", value: "Cancel"))) })
        let catalog = StringCatalog(sourceLanguage: "en", entries: ["common.cancel": .init(key: "common.cancel", localizations: localizations)])
        do {
            _ = try TallyStrings(overrides: catalog)
            return []
        } catch let error as TallyStringsError {
            return error.problems
        } catch {
            Issue.record("\(error)")
            return []
        }
    }

    @Test("an app's catalog refuses codes that are no language, naming the subtag escaped, and takes canonical tags with extensions")
    func appCatalogCodes() {
        let refused = Self.appCatalogProblems(["x00000", "e\u{1B}[31ms", "qq", "en-u"])
        #expect(refused.map(\.language) == ["e\u{1B}[31ms", "en-u", "qq", "x00000"])
        #expect(refused.allSatisfy { $0.kind == .languageCode })
        #expect(refused.map(\.description).allSatisfy { !$0.unicodeScalars.contains(where: actsOnTerminal) })
        #expect(refused[0].message.contains(#""e\u{1B}[31ms" is not a language subtag"#), "\(refused[0].message)")
        #expect(refused[3].message.contains(#""x00000" is not a language subtag"#), "\(refused[3].message)")
        #expect(refused[2].message.contains(#""qq" is not a known language"#), "\(refused[2].message)")
        #expect(Self.appCatalogProblems(["en-u-nu-arab", "sr-Latn-RS", "es-419", "de-CH-1996"]).isEmpty)
    }

    @Test("the canonical form an app's catalog suggests keeps each subtag's case", arguments: [
        ("EN-u-NU-Arab", "en-u-nu-arab"), ("en-U-nu-arab", "en-u-nu-arab"), ("sr_latn_rs", "sr-Latn-RS"), ("pt_BR", "pt-BR"),
        ("ZH-hant-TW-x-Tally", "zh-Hant-TW-x-tally"),
    ])
    func suggestion(code: String, canonical: String) throws {
        let problems = Self.appCatalogProblems([code])
        try #require(problems.count == 1)
        #expect(problems[0].kind == .languageCode)
        #expect(problems[0].message.hasSuffix("write \"\(canonical)\""), "\(problems[0].message)")
        #expect(try LanguageTag(canonical).identifier == canonical)
    }

    @Test("100,000 language codes in an app's catalog are each refused, in linear time")
    func manyCatalogCodes() {
        let clock = ContinuousClock()
        var counts: [Int] = []
        let small = clock.measure { counts.append(Self.appCatalogProblems((0..<10_000).map { "x\(String($0 + 100_000).dropFirst())" }).count) }
        let large = clock.measure { counts.append(Self.appCatalogProblems((0..<100_000).map { "x\(String($0 + 100_000).dropFirst())" }).count) }
        #expect(counts == [10_000, 100_000])
        #expect(large < small * 30, "10,000: \(small), 100,000: \(large)")
    }
}

@Suite("Known languages")
struct KnownLanguageTableTests {
    @Test("the packed table answers as the platform's ISO 639 list, for every two- and three-letter code, with qaa–qtz reserved")
    func everyCode() {
        let platform = Set(Locale.LanguageCode.isoLanguageCodes.map { $0.identifier.lowercased() })
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var codes: [String] = []
        for first in letters {
            for second in letters {
                codes.append(String([first, second]))
                for third in letters { codes.append(String([first, second, third])) }
            }
        }
        var mismatched: [String] = []
        for code in codes {
            let reserved = code.count == 3 && code.hasPrefix("q") && ("a"..."t").contains(String(Array(code)[1]))
            if LanguageTag.isKnownLanguage(code) != (platform.contains(code) || reserved) { mismatched.append(code) }
        }
        #expect(codes.count == 18_252)
        #expect(mismatched.isEmpty, "\(mismatched.prefix(20))")
        #expect(LanguageTag.isoLanguageCodes == LanguageTag.isoLanguageCodes.sorted())
        for text in ["", "e", "EN", "engl", "ényi", "q"] { #expect(!LanguageTag.isKnownLanguage(text), "\(text)") }
    }
}

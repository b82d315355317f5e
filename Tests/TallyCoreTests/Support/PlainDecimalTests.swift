import Foundation
@_spi(Tally) import TallyCore
import TallyToolSupport
import Testing

/// Numbers and locales given as text to the tools: read exactly, or refused with the reason.
@Suite("Argument values")
struct ArgumentValuesTests {
    static let posix = Locale(identifier: "en_US_POSIX")

    @Test("numbers are read exactly: digits, one '.', an optional minus", arguments: [
        ("1234.5", "1234.5"), ("-5", "-5"), ("00012.500", "12.5"), ("0", "0"), (".5", "0.5"), ("5.", "5"),
        ("99999999999999999999999999999999999999", "99999999999999999999999999999999999999"),
        ("0.00000000000000000000000000000000000001", "0.00000000000000000000000000000000000001"),
    ])
    func exact(text: String, expected: String) throws {
        let value = try PlainDecimal.parse(text).get()
        #expect(value == Decimal(string: expected, locale: Self.posix))
        #expect(value.description == expected)
    }

    @Test("anything else is refused, never read as its prefix", arguments: ["1-2", "1.2.3", ".", "-", "--5", "1e5", " 5", "5 ", "١٢", "+5", "0x10", "1,5", "NaN", "∞"])
    func malformed(text: String) {
        #expect(PlainDecimal.parse(text) == .failure(.malformed(text)))
    }

    @Test("empty, negative where not allowed, and more digits than are kept exactly")
    func otherRefusals() {
        #expect(PlainDecimal.parse("") == .failure(.empty))
        #expect(PlainDecimal.parse("-5", allowsNegative: false) == .failure(.negative("-5")))
        let long = String(repeating: "1", count: 39)
        #expect(PlainDecimal.parse(long) == .failure(.tooManyDigits(long, count: 39, allowed: 38)))
        // Zeros around the significant digits do not count.
        #expect((try? PlainDecimal.parse("1" + String(repeating: "0", count: 50)).get()) != nil)
        #expect(PlainDecimal.parse(String(repeating: "9", count: 300)) == .failure(.malformed(String(repeating: "9", count: 300))))
        #expect(PlainDecimalError.tooManyDigits(long, count: 39, allowed: 38).description.contains("at most 38"))
    }

    @Test("locale identifiers Foundation has data for are taken", arguments: [
        "de_CH", "fr", "en-US", "sr_Latn_RS", "en_US_POSIX", "es_419", "de_CH@currency=EUR", "en_XA", "ar_XB", "zh_Hant_TW", "ru_RU",
    ])
    func locales(text: String) throws {
        #expect(try LocaleIdentifier.parse(text).get().identifier == Locale(identifier: text).identifier)
    }

    @Test("empty, overlong identifiers and malformed keywords are refused before Foundation sees them", arguments: [
        "", "de_CH@", "de_CH@cur rency", String(repeating: "a", count: 80),
    ])
    func malformedLocales(text: String) {
        #expect(LocaleIdentifier.parse(text) == .failure(.malformed(text)))
    }

    @Test("an identifier that is not a BCP 47 tag is refused naming the subtag at fault")
    func invalidTags() {
        let cases = [
            ("é", "é"), ("e", "e"), ("123", "123"), ("de_DE_X", "X"), ("de CH", "de CH"), ("ру_RU", "ру"), ("d\u{0}e", "d\u{0}e"),
            ("x00000", "x00000"), ("e\u{1B}[31ms", "e\u{1B}[31ms"), ("de_CH-u", "u"), ("ja_JP_TRADITIONAL", "TRADITIONAL"),
        ]
        for (text, subtag) in cases {
            guard case .failure(.invalidTag(text, let error)) = LocaleIdentifier.parse(text) else {
                Issue.record("\(text.debugDescription): \(LocaleIdentifier.parse(text))")
                continue
            }
            #expect(error.subtag == subtag, "\(text.debugDescription)")
            let message = LocaleIdentifierError.invalidTag(text, error).description
            #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.isBidiControl }, "\(message.debugDescription)")
            #expect(message.contains("\"\(VisibleText.escaped(subtag))\""), "\(message)")
        }
        #expect(LocaleIdentifier.parse("de__CH") == .failure(.invalidTag("de__CH", .emptySubtag("de__CH"))))
    }

    @Test("BCP 47 tags with extensions are taken; an extended language is refused naming it", arguments: [
        "en-u-nu-arab", "ar-u-nu-latn", "de-CH-u-nu-latn", "en-US-x-foo", "de-CH-1996", "sr-Latn-RS", "en_US-u-cu-eur",
    ])
    func extensions(text: String) throws {
        #expect(try LocaleIdentifier.parse(text).get().identifier == Locale(identifier: text).identifier)
        #expect(LocaleIdentifier.parse("zh-yue-HK") == .failure(.extendedLanguage("zh-yue-HK", subtag: "yue")))
        #expect(LocaleIdentifier.parse("en-u-nu-roman") == .failure(.unsupportedNumberingSystem("en-u-nu-roman", system: "roman")))
    }

    @Test("unknown languages and regions are refused instead of falling back to the root locale")
    func unknownParts() {
        #expect(LocaleIdentifier.parse("xx_YY") == .failure(.unknownLanguage("xx_YY", language: "xx")))
        #expect(LocaleIdentifier.parse("zz") == .failure(.unknownLanguage("zz", language: "zz")))
        #expect(LocaleIdentifier.parse("de_YY") == .failure(.unknownRegion("de_YY", region: "YY")))
        #expect(LocaleIdentifier.parse("de_999") == .failure(.unknownRegion("de_999", region: "999")))
        #expect(LocaleIdentifierError.unknownRegion("de_YY", region: "YY").description.contains("ISO 3166"))
    }

    @Test("a numbering system that is not positional decimal is refused with its name", arguments: [
        ("ta_IN@numbers=taml", "taml"), ("en_US@numbers=roman", "roman"), ("he_IL@numbers=hebr", "hebr"), ("hy_AM@numbers=armn", "armn"),
        ("ka_GE@numbers=geor", "geor"), ("zh_CN@numbers=hanidec", "hanidec"), ("ja_JP@numbers=jpanfin", "jpanfin"),
        ("de_CH@currency=EUR;numbers=romanlow", "romanlow"), ("en_US@NUMBERS=hebr", "hebr"), ("en_US@numbers=bogus", "bogus"),
        ("en_US@numbers=LATN", "LATN"),
    ])
    func unsupportedNumberingSystems(text: String, system: String) {
        #expect(LocaleIdentifier.parse(text) == .failure(.unsupportedNumberingSystem(text, system: system)))
        let message = LocaleIdentifierError.unsupportedNumberingSystem(text, system: system).description
        #expect(message.contains("\"\(system)\"") && message.contains("positional decimal") && message.contains("latn, arab"))
    }

    @Test("locales in a positional decimal numbering system are taken", arguments: [
        "hi_IN@numbers=deva", "th_TH@numbers=thai", "en_US@numbers=arab", "ar_SA@numbers=latn", "fa_IR", "ar_SA", "ta_IN@numbers=tamldec",
    ])
    func positionalDecimalLocales(text: String) throws {
        #expect(try LocaleIdentifier.parse(text).get().identifier == Locale(identifier: text).identifier)
    }

    @Test("of every numbering system, exactly the positional decimal ones are taken")
    func everyNumberingSystem() {
        for system in cldrNumberingSystems {
            let text = "de_DE@numbers=\(system)"
            if expectsPositionalDecimal(system) {
                #expect((try? LocaleIdentifier.parse(text).get()) != nil, "\(text)")
            } else {
                #expect(LocaleIdentifier.parse(text) == .failure(.unsupportedNumberingSystem(text, system: system)), "\(text)")
            }
        }
    }
}

import Foundation
import Testing
import TallyCore

/// Expected punycode comes from RFC 3492 section 7.1 and from the registered IDN test and
/// country-code TLDs (`xn--p1ai` is .рф, `xn--3e0b707e` .한국, `xn--zckzah` テスト…), not from
/// running ``Punycode``.
@Suite("WebDomain")
struct WebDomainTests {
    static let accepted: [(String, String)] = [
        ("netflix.com", "netflix.com"),
        ("Netflix.com", "netflix.com"),
        (" netflix.com ", "netflix.com"),
        ("\tNETFLIX.COM\n", "netflix.com"),
        ("https://www.netflix.com/browse?x=1", "netflix.com"),
        ("http://netflix.com", "netflix.com"),
        ("HTTPS://Netflix.com/", "netflix.com"),
        ("https://netflix.com#top", "netflix.com"),
        ("https://netflix.com?token=steal", "netflix.com"),
        ("netflix.com.", "netflix.com"),
        ("www.netflix.com", "netflix.com"),
        ("www.com", "www.com"),
        ("deutsche-bank.de", "deutsche-bank.de"),
        ("n26.com", "n26.com"),
        ("1password.com", "1password.com"),
        ("a.b.c.example.co.uk", "a.b.c.example.co.uk"),
        ("twitch.tv", "twitch.tv"),
        // Internationalized names.
        ("bücher.de", "xn--bcher-kva.de"),
        ("BÜCHER.DE", "xn--bcher-kva.de"),
        ("bu\u{0308}cher.de", "xn--bcher-kva.de"),
        ("https://bücher.de/path", "xn--bcher-kva.de"),
        ("münchen.de", "xn--mnchen-3ya.de"),
        ("straße.de", "xn--strae-oqa.de"),
        ("faß.de", "xn--fa-hia.de"),
        ("café.fr", "xn--caf-dma.fr"),
        ("президент.рф", "xn--d1abbgf6aiiy.xn--p1ai"),
        ("ПРЕЗИДЕНТ.РФ", "xn--d1abbgf6aiiy.xn--p1ai"),
        ("испытание.δοκιμή", "xn--80akhbyknj4f.xn--jxalpdlp"),
        ("例え.テスト", "xn--r8jz45g.xn--zckzah"),
        ("한국.中国", "xn--3e0b707e.xn--fiqs8s"),
        ("xn--bcher-kva.de", "xn--bcher-kva.de"),
        ("XN--BCHER-KVA.DE", "xn--bcher-kva.de"),
        // Unicode full stops separate labels, as UTS #46 and browsers treat them.
        ("netflix。com", "netflix.com"),
        ("netflix．com", "netflix.com"),
        ("netflix｡com", "netflix.com"),
        // Full-width letters are mapped to ASCII.
        ("ｎｅｔｆｌｉｘ．ｃｏｍ", "netflix.com"),
        // A backslash ends the host in an http(s) URL, as browsers read it: the host is evil.com.
        ("https://evil.com\\@netflix.com", "evil.com"),
    ]

    @Test("Good input is normalized", arguments: accepted)
    func acceptsAndNormalizes(input: String, expected: String) throws {
        #expect(try WebDomain(input).value == expected)
    }

    static let rejected: [(String, WebDomain.ValidationError)] = [
        ("", .empty),
        ("   ", .empty),
        ("netflix", .singleLabel),
        ("localhost", .singleLabel),
        ("192.168.0.1", .ipAddress),
        ("127.0.0.1", .ipAddress),
        ("2130706433", .ipAddress),
        ("[::1]", .ipAddress),
        ("::1", .ipAddress),
        ("https://[2001:db8::1]/", .ipAddress),
        ("example.123", .numericTopLevelDomain),
        ("netflix.com:443", .port),
        ("https://netflix.com:8080/x", .port),
        ("a@b.com", .userInfo),
        ("https://user:pass@netflix.com", .userInfo),
        ("mailto:a@b.com", .userInfo),
        ("ftp://netflix.com", .unsupportedScheme("ftp")),
        ("javascript://netflix.com", .unsupportedScheme("javascript")),
        ("javascript:alert(1)", .invalidCharacter(":")),
        // Without a scheme the text must be a bare domain: nothing is cut off.
        ("netflix.com/../../x", .invalidCharacter("/")),
        ("netflix.com/", .invalidCharacter("/")),
        ("netflix.com?token=steal", .invalidCharacter("?")),
        ("evil.com#", .invalidCharacter("#")),
        ("%2e%2e", .invalidCharacter("%")),
        ("netflix%2ecom", .invalidCharacter("%")),
        ("https://netflix%2ecom", .invalidCharacter("%")),
        ("net flix.com", .invalidCharacter(" ")),
        ("netflix .com", .invalidCharacter(" ")),
        ("netflix\u{00A0}x.com", .invalidCharacter(" ")),
        ("net_flix.com", .invalidCharacter("_")),
        ("netflix.com\\x", .invalidCharacter("\\")),
        ("💸.com", .invalidCharacter("💸")),
        ("a\u{200D}b.com", .invalidCharacter("\u{200D}")),
        ("netflix..com", .emptyLabel),
        (".netflix.com", .emptyLabel),
        ("netflix.com..", .emptyLabel),
        (".", .emptyLabel),
        ("https://", .emptyLabel),
        ("-netflix.com", .hyphenAtLabelEdge),
        ("netflix-.com", .hyphenAtLabelEdge),
        ("netflix.-com", .hyphenAtLabelEdge),
        ("ab--cd.com", .reservedHyphens),
        ("xn--.com", .hyphenAtLabelEdge),
        ("xn--a.com", .invalidPunycode),
        ("xn--abc.com", .invalidPunycode),
        ("مثال.com", .unsupportedScript),
        ("שלום.com", .unsupportedScript),
        ("\u{0301}abc.com", .leadingCombiningMark),
        (String(repeating: "a", count: 64) + ".com", .labelTooLong),
        (String(repeating: "ü", count: 60) + ".de", .labelTooLong),
    ]

    @Test("Bad input is rejected with a named error", arguments: rejected)
    func rejects(input: String, expected: WebDomain.ValidationError) {
        #expect(WebDomain.validate(input) == .failure(expected))
        #expect(throws: expected) { try WebDomain(input) }
    }

    @Test("Length limits: 63 per label, 253 in all")
    func lengthLimits() throws {
        let label63 = String(repeating: "a", count: 63)
        #expect(try WebDomain(label63 + ".com").value == label63 + ".com")
        // 63 + 1 + 63 + 1 + 63 + 1 + 61 = 253 characters.
        let longest = [label63, String(repeating: "b", count: 63), String(repeating: "c", count: 63), String(repeating: "d", count: 61)]
            .joined(separator: ".")
        #expect(longest.count == 253)
        #expect(try WebDomain(longest).value == longest)
        #expect(WebDomain.validate(longest + "d") == .failure(.tooLong))
        // A trailing dot does not count.
        #expect(try WebDomain(longest + ".").value == longest)
    }

    @Test("A huge pasted label is refused at once")
    func hugeLabels() {
        #expect(WebDomain.validate(String(repeating: "ü", count: 100_000) + ".de") == .failure(.labelTooLong))
        #expect(WebDomain.validate(String(repeating: "a", count: 100_000) + ".de") == .failure(.labelTooLong))
        #expect(WebDomain.validate("xn--" + String(repeating: "a", count: 100_000) + ".de") == .failure(.labelTooLong))
    }

    @Test("Unicode form for display")
    func unicodeValue() throws {
        #expect(try WebDomain("xn--bcher-kva.de").unicodeValue == "bücher.de")
        #expect(try WebDomain("президент.рф").unicodeValue == "президент.рф")
        #expect(try WebDomain("netflix.com").unicodeValue == "netflix.com")
    }

    @Test("Codable as a validated string")
    func codable() throws {
        let decoded = try JSONDecoder().decode([WebDomain].self, from: Data(#"["Netflix.COM", "bücher.de"]"#.utf8))
        #expect(decoded.map(\.value) == ["netflix.com", "xn--bcher-kva.de"])
        let encoded = try JSONEncoder().encode(decoded)
        #expect(String(decoding: encoded, as: UTF8.self) == #"["netflix.com","xn--bcher-kva.de"]"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(WebDomain.self, from: Data(#""a@b.com""#.utf8)) }
    }

    @Test("The localized message quotes the input")
    func message() {
        let error = WebDomain.ValidationError.singleLabel
        #expect(error.message(input: "netflix", locale: Locale(identifier: "en_US")) == "“netflix” is not a web domain")
        #expect(error.message(input: " netflix ", locale: Locale(identifier: "de_DE")) == "„netflix“ ist keine Webdomain")
        #expect(error.message(input: "netflix", locale: Locale(identifier: "ru_RU")) == "«netflix» — не веб-домен")
        let long = String(repeating: "x", count: 100)
        #expect(error.message(input: long, locale: Locale(identifier: "en_US")) == "“" + String(repeating: "x", count: 64) + "…” is not a web domain")
    }

    @Test("Every error has a developer description")
    func descriptions() {
        let errors = Self.rejected.map(\.1)
        for error in errors {
            #expect(!error.description.isEmpty)
        }
        #expect(WebDomain.ValidationError.invalidCharacter(" ").description.contains("U+20"))
    }
}

@Suite("Punycode")
struct PunycodeTests {
    /// RFC 3492 section 7.1 samples (B, I, L, P, Q, R, S) and registered IDN labels.
    static let samples: [(String, String)] = [
        ("他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"),
        ("почемужеонинеговорятпорусски", "b1abfaaepdrnnbgefbadotcwatmq2g4l"),
        ("3年B組金八先生", "3B-ww4c5e180e575a65lsy2b"),
        ("MajiでKoiする5秒前", "MajiKoi5-783gue6qz075azm5e"),
        ("パフィーdeルンバ", "de-jg4avhby1noc0d"),
        ("そのスピードで", "d9juau41awczczp"),
        ("-> $1.00 <-", "-> $1.00 <--"),
        ("bücher", "bcher-kva"),
        ("münchen", "mnchen-3ya"),
        ("рф", "p1ai"),
        ("テスト", "zckzah"),
        ("한국", "3e0b707e"),
    ]

    @Test("Encodes and decodes RFC 3492's samples", arguments: samples)
    func roundTrip(unicode: String, encoded: String) {
        #expect(Punycode.encode(Array(unicode.unicodeScalars)) == encoded)
        #expect(Punycode.decode(encoded).map { String(String.UnicodeScalarView($0)) } == unicode)
    }

    @Test("Rejects what is not punycode", arguments: ["ü", "a b", "99999999999999", "bcher-kva!", "bcher-kv9"])
    func rejects(text: String) {
        #expect(Punycode.decode(text) == nil)
    }
}

@Suite("LogoService")
struct LogoServiceTests {
    static let secret = "pk_SeCrEt42"

    @Test("Builds the image URL with URLComponents' parts")
    func imageURL() throws {
        let service = try LogoService(publishableToken: Self.secret)
        let url = try service.imageURL(for: WebDomain("netflix.com"), size: 64, format: .png, retina: true)
        #expect(url.absoluteString == "https://img.logo.dev/netflix.com?token=pk_SeCrEt42&size=64&format=png&retina=true")
        #expect(url.scheme == "https")
        #expect(url.host == "img.logo.dev")
        #expect(url.path == "/netflix.com")
    }

    @Test("Defaults: 128 px, PNG, retina")
    func defaults() throws {
        let url = try LogoService(publishableToken: "pk_x").imageURL(for: "bücher.de")
        #expect(url.absoluteString == "https://img.logo.dev/xn--bcher-kva.de?token=pk_x&size=128&format=png&retina=true")
    }

    @Test("Formats and retina", arguments: LogoImageFormat.allCases)
    func formats(format: LogoImageFormat) throws {
        let url = try LogoService(publishableToken: "pk_x").imageURL(for: "chase.com", size: 32, format: format, retina: false)
        #expect(url.absoluteString == "https://img.logo.dev/chase.com?token=pk_x&size=32&format=\(format.rawValue)&retina=false")
    }

    @Test("Sizes are clamped to 1…800", arguments: [(0, 1), (-5, 1), (1, 1), (64, 64), (800, 800), (801, 800), (5000, 800)])
    func clamping(requested: Int, sent: Int) throws {
        #expect(LogoService.clampedSize(requested) == sent)
        let url = try LogoService(publishableToken: "pk_x").imageURL(for: "ubs.com", size: requested)
        #expect(url.absoluteString.contains("&size=\(sent)&"))
    }

    @Test("The token is percent-encoded: +, &, =, /, ?, # and % cannot change the query")
    func tokenEncoding() throws {
        let token = "pk_a+b&c=d/e?f#g%h"
        let url = try LogoService(publishableToken: token).imageURL(for: "netflix.com")
        #expect(url.absoluteString
            == "https://img.logo.dev/netflix.com?token=pk_a%2Bb%26c%3Dd%2Fe%3Ff%23g%25h&size=128&format=png&retina=true")
        let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(items.map(\.name) == ["token", "size", "format", "retina"])
        #expect(items.first?.value == token)
        #expect(url.fragment == nil)
    }

    @Test("Surrounding whitespace is trimmed from the token")
    func trimmedToken() throws {
        let url = try LogoService(publishableToken: "  pk_x\n").imageURL(for: "netflix.com")
        #expect(url.absoluteString.contains("token=pk_x&"))
    }

    @Test("Bad tokens are refused", arguments: [
        ("", LogoServiceError.emptyToken), (" \n", .emptyToken), ("pk_a b", .invalidTokenCharacters),
        ("pk_ä", .invalidTokenCharacters), ("pk_\u{7}", .invalidTokenCharacters),
        ("sk_live_123", .secretToken), ("SK_123", .secretToken),
    ])
    func badTokens(token: String, expected: LogoServiceError) {
        #expect(throws: expected) { try LogoService(publishableToken: token) }
    }

    @Test("Domains given as text are validated; injections never reach the URL", arguments: [
        "netflix.com?token=steal", "netflix.com/../../x", "evil.com#", "a@b.com", "%2e%2e", "netflix.com:443",
    ])
    func injections(domain: String) throws {
        let service = try LogoService(publishableToken: "pk_x")
        #expect(throws: WebDomain.ValidationError.self) { try service.imageURL(for: domain) }
    }

    @Test("The token never shows in descriptions, mirrors or dumps")
    func tokenIsRedacted() throws {
        let service = try LogoService(publishableToken: Self.secret)
        var dumped = ""
        dump(service, to: &dumped)
        let texts = [
            service.description, service.debugDescription, String(describing: service), String(reflecting: service),
            "\(service)", "\([service])", "\(Optional(service) as Any)", dumped,
        ] + Mirror(reflecting: service).children.map { "\($0.label ?? ""): \($0.value)" }
        for text in texts {
            #expect(!text.contains("SeCrEt"), "\(text)")
        }
        #expect(service.description.contains("<redacted>"))
    }

    @Test("No error message contains the token")
    func errorsAreRedacted() throws {
        var errors: [any Error] = []
        for token in ["sk_SeCrEt42", "pk_SeCrEt 42", "pk_SeCrEtä"] {
            do {
                _ = try LogoService(publishableToken: token)
            } catch {
                errors.append(error)
            }
        }
        let service = try LogoService(publishableToken: Self.secret)
        do {
            _ = try service.imageURL(for: "not a domain")
        } catch {
            errors.append(error)
        }
        #expect(errors.count == 4)
        for error in errors {
            for text in [String(describing: error), String(reflecting: error), error.localizedDescription] {
                #expect(!text.contains("SeCrEt"), "\(text)")
            }
        }
    }
}

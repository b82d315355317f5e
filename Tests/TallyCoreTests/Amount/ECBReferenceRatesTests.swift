import Foundation
import TallyCore
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private func realData() throws -> Data {
    try Data(contentsOf: ecbFile20180912)
}

/// `text` as a Decimal; NaN (equal to nothing) if it does not parse, so the test fails.
private func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
}

/// A rates file shaped like the ECB's, with `cubes` inside the outer `Cube`.
private func ecbXML(_ cubes: String) -> Data {
    Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
    \t<gesmes:subject>Reference rates</gesmes:subject>
    \t<Cube>
    \(cubes)
    \t</Cube>
    </gesmes:Envelope>
    """.utf8)
}

@Suite("ECB reference rates")
struct ECBReferenceRatesTests {
    @Test("the real file of 2018-09-12: its date, 32 rates plus EUR at 1, rates as written")
    func realFileRates() throws {
        let rates = try ECBReferenceRates(data: try realData())
        #expect(rates.date == RatesDate(year: 2018, month: 9, day: 12))
        #expect(rates.date.description == "2018-09-12")
        #expect(rates.rates.count == 33)
        #expect(rates.rates["EUR"] == 1)
        #expect(rates.rates["USD"] == decimal("1.1585"))
        #expect(rates.rates["JPY"] == decimal("129.13"))
        #expect(rates.rates["CHF"] == decimal("1.1277"))
        #expect(rates.rates["RUB"] == decimal("80.1609"))
        #expect(rates.rates["IDR"] == decimal("17174.76"))
        #expect(rates.rates["HRK"] == decimal("7.4350"))
    }

    @Test("the XML declaration may be absent or follow a byte order mark; the rates are the same")
    func declaration() throws {
        let real = try realData()
        let text = String(decoding: real, as: UTF8.self)
        #expect(text.hasPrefix("<?xml version"))
        let expected = try ECBReferenceRates(data: real)
        let withoutDeclaration = try #require(text.range(of: "?>")).upperBound
        #expect(try ECBReferenceRates(data: Data(text[withoutDeclaration...].utf8)) == expected)
        #expect(try ECBReferenceRates(data: Data(("\u{FEFF}" + text).utf8)) == expected)
        #expect(try ECBReferenceRates(data: Data(text.replacingOccurrences(of: "<?xml version", with: "<?xml\nversion").utf8)) == expected)
    }

    @Test("the date begins at 00:00 in Frankfurt: CEST in September, CET in January")
    func dateInstant() throws {
        let rates = try ECBReferenceRates(data: try realData())
        // 2018-09-12 00:00 CEST is 2018-09-11 22:00 UTC.
        #expect(rates.date.startInFrankfurt == Date(timeIntervalSince1970: 1_536_703_200))
        // 2018-01-12 00:00 CET is 2018-01-11 23:00 UTC.
        let january = try #require(RatesDate("2018-01-12"))
        #expect(january.startInFrankfurt == Date(timeIntervalSince1970: 1_515_711_600))
    }

    @Test(
        "midnight in Frankfurt agrees with the system's Europe/Berlin zone, switch days included",
        arguments: [
            "1999-01-04", "2018-03-24", "2018-03-25", "2018-03-26", "2018-10-27", "2018-10-28",
            "2018-10-29", "2020-02-29", "2024-03-31", "2024-10-27", "2025-06-30", "2026-12-31",
        ]
    )
    func midnightMatchesTimeZone(_ text: String) throws {
        let day = try #require(RatesDate(text))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let expected = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))
        #expect(day.startInFrankfurt == expected)
    }

    @Test("dates are exactly YYYY-MM-DD and name a real day; they order by day")
    func ratesDates() {
        #expect(RatesDate("2020-02-29") == RatesDate(year: 2020, month: 2, day: 29))
        for bad in ["2019-02-29", "2018-13-01", "2018-00-10", "2018-04-31", "2018-9-12", "18-09-12",
                    "2018/09/12", "2018-09-12T00:00", " 2018-09-12", "", "２０18-09-12", "0999-01-01"] {
            #expect(RatesDate(bad) == nil, "\(bad)")
        }
        #expect(RatesDate(year: 2018, month: 2, day: 29) == nil)
        #expect(RatesDate(year: 2018, month: 1, day: 5)?.description == "2018-01-05")
        if let earlier = RatesDate("2018-09-11"), let later = RatesDate("2018-09-12"), let nextYear = RatesDate("2019-01-01") {
            #expect(earlier < later && later < nextYear)
        } else {
            Issue.record("valid dates did not parse")
        }
    }

    @Test("cross rates go through EUR, computed here from the file's own figures")
    func crossRates() throws {
        let rates = try ECBReferenceRates(data: try realData())
        let chf = decimal("1.1277"), usd = decimal("1.1585"), jpy = decimal("129.13")
        let rub = decimal("80.1609")

        // 10 CHF → EUR is 10 / rate(CHF); 100 EUR → JPY is exactly 100 × rate(JPY).
        #expect(rates.convert(10, from: .chf, to: .eur) == 10 / chf)
        #expect(rates.rate(from: "CHF", to: "EUR") == 1 / chf)
        #expect(rates.convert(100, from: .eur, to: .jpy) == 12_913)
        #expect(rates.rate(from: "EUR", to: "USD") == usd)
        #expect(rates.convert(10, from: .eur, to: .usd) == decimal("11.585"))

        // CHF → EUR → USD and RUB → EUR → JPY, each leg on its own, agree to 30 significant
        // digits (the two-step result rounds twice).
        let viaEuro = 10 / chf * usd
        let direct = try #require(rates.convert(10, from: .chf, to: .usd))
        #expect(abs(direct - viaEuro) < decimal("1e-30"))
        #expect(abs(direct - decimal("10.27312228429546865301055245189323")) < decimal("1e-30"))
        let rubles = try #require(rates.convert(1_000, from: .rub, to: .jpy))
        #expect(abs(rubles - 1_000 / rub * jpy) < decimal("1e-26"))
        let rate = try #require(rates.rate(from: "USD", to: "CHF"))
        #expect(abs(rate - chf / usd) < decimal("1e-30"))

        // Not rounded to minor units: JPY keeps its decimals.
        let yen = try #require(rates.convert(1, from: .chf, to: .jpy))
        #expect(abs(yen - jpy / chf) < decimal("1e-30"))
        #expect(yen > decimal("114.50") && yen < decimal("114.51"))
    }

    @Test("the same currency converts to itself; a currency the ECB does not list has no rate")
    func sameAndUnknown() throws {
        let rates = try ECBReferenceRates(data: try realData())
        let amount = decimal("123.45")
        #expect(rates.convert(amount, from: .chf, to: .chf) == amount)
        #expect(rates.rate(from: "GBP", to: "GBP") == 1)
        #expect(rates.convert(1, from: .kwd, to: .eur) == nil)
        #expect(rates.convert(1, from: .eur, to: .clf) == nil)
        #expect(rates.convert(1, from: .kwd, to: .kwd) == nil)
        #expect(rates.rate(from: "XXX", to: "EUR") == nil)
        #expect(rates.rate(from: "usd", to: "EUR") == nil)
    }

    @Test("the converter over the file dates its answers and names what it cannot convert")
    func converter() async throws {
        let converter = ECBConverter(rates: try ECBReferenceRates(data: try realData()))
        let conversion = try await converter.convert(10, from: .chf, to: .eur)
        #expect(conversion == Conversion(amount: 10 / decimal("1.1277"), ratesDate: RatesDate("2018-09-12")))
        await #expect(throws: ConversionError.rateUnavailable(from: "KWD", to: "EUR")) {
            try await converter.convert(1, from: .kwd, to: .eur)
        }
        await #expect(throws: ConversionError.rateUnavailable(from: "USD", to: "CLF")) {
            try await converter.convert(1, from: .usd, to: .clf)
        }
    }

    @Test("malformed input is refused with the error that names its problem", arguments: MalformedRatesFile.all)
    func malformed(_ input: MalformedRatesFile) throws {
        #expect(throws: input.error) {
            try ECBReferenceRates(data: input.data)
        }
    }

    @Test("a file cut short anywhere is not XML")
    func truncatedEverywhere() throws {
        let data = try realData()
        for length in stride(from: 1, to: data.count - 2, by: 7) {
            #expect(throws: ECBRatesError.notXML, "cut at \(length)") {
                try ECBReferenceRates(data: data.prefix(length))
            }
        }
    }

    @Test("input just under the size cap is read; one byte over is not")
    func sizeCap() throws {
        let document = ecbXML("<Cube time='2018-09-12'><Cube currency='USD' rate='1.1585'/></Cube>")
        let padded = document + Data(repeating: UInt8(ascii: " "), count: ECBReferenceRates.maximumByteCount - document.count)
        #expect(try ECBReferenceRates(data: padded).rates["USD"] == decimal("1.1585"))
        #expect(throws: ECBRatesError.tooLarge(byteCount: ECBReferenceRates.maximumByteCount + 1)) {
            try ECBReferenceRates(data: padded + Data(" ".utf8))
        }
    }
}

@Suite("ECB rates loader")
struct ECBRatesLoaderTests {
    /// A session whose requests to `ecb.test` (a reserved name no server answers to) are answered
    /// by ``StubbedECB`` in memory.
    private static func stubbedSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubbedECB.self]
        return URLSession(configuration: configuration)
    }

    @Test("the loader reads what the server sends")
    func loads() async throws {
        let loader = ECBRatesLoader(address: "https://ecb.test/eurofxref-daily.xml", session: Self.stubbedSession())
        let rates = try await loader.load()
        #expect(rates == (try ECBReferenceRates(data: try realData())))
        let conversion = try await loader.converter().convert(100, from: .eur, to: .jpy)
        #expect(conversion == Conversion(amount: 12_913, ratesDate: RatesDate("2018-09-12")))
    }

    @Test("an HTTP error status is reported as such, not as a bad file")
    func httpStatus() async {
        let loader = ECBRatesLoader(address: "https://ecb.test/missing", session: Self.stubbedSession())
        await #expect(throws: ECBRatesError.httpStatus(404)) {
            try await loader.load()
        }
    }

    @Test("a page that is not a rates file is refused")
    func notRates() async {
        let loader = ECBRatesLoader(address: "https://ecb.test/maintenance", session: Self.stubbedSession())
        await #expect(throws: ECBRatesError.notXML) {
            try await loader.load()
        }
    }

    /// Each would reach the stub (it answers any scheme for the host `ecb.test` with the real
    /// file) if it were requested, so a refusal here is a refusal before any request.
    @Test("an address that is not https with a host is refused before any request", arguments: [
        "http://[::1", "http://ecb.test/eurofxref-daily.xml", "HTTP://ecb.test/", "file:///etc/passwd", "ftp://ecb.test/rates.xml",
        "https://user:secret@ecb.test/eurofxref-daily.xml", "https://user@ecb.test/", "https:///eurofxref-daily.xml",
        "//ecb.test/eurofxref-daily.xml", "ecb.test/eurofxref-daily.xml", "javascript:alert(1)", "", "https://ecb.test /x",
    ])
    func badAddress(address: String) async {
        await #expect(throws: ECBRatesError.invalidAddress(address)) {
            try await ECBRatesLoader(address: address, session: Self.stubbedSession()).load()
        }
    }

    @Test("the daily address is valid; the scheme's case does not matter")
    func validAddresses() throws {
        #expect(ECBRatesLoader().address == "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml")
        #expect(try ECBRatesLoader.validatedURL(ECBRatesLoader.dailyAddress).host == "www.ecb.europa.eu")
        #expect(try ECBRatesLoader.validatedURL("HTTPS://ecb.test/x?y=1").path == "/x")
    }

    @Test("a body over the size cap is refused as too large, not read as a file")
    func hugeBody() async {
        let loader = ECBRatesLoader(address: "https://ecb.test/huge", session: Self.stubbedSession())
        do {
            _ = try await loader.load()
            Issue.record("a body of \(ECBReferenceRates.maximumByteCount + 1) bytes was read")
        } catch let error as ECBRatesError {
            if case .tooLarge(let byteCount) = error {
                #expect(byteCount == ECBReferenceRates.maximumByteCount + 1, "no more than one byte past the limit is kept")
            } else {
                Issue.record("\(error)")
            }
        } catch {
            Issue.record("\(error)")
        }
    }
}

@Suite("ECB rates: dates and reading bounds")
struct ECBRatesBoundsTests {
    /// A file of one day's CHF rate.
    private func dated(_ day: String) -> Data {
        ecbXML("<Cube time=\"\(day)\"><Cube currency=\"CHF\" rate=\"1.1\"/></Cube>")
    }

    /// 2018-09-12 10:00 UTC.
    private let noon = Date(timeIntervalSince1970: 1_536_746_400)

    @Test("dates before the euro's first reference rates, or after the day after now, are refused", arguments: [
        ("1999-01-03", false), ("1998-12-31", false), ("1000-01-01", false), ("1999-01-04", true),
        ("2018-09-12", true), ("2018-09-13", true), ("2018-09-14", false), ("9999-12-31", false),
    ])
    func dateRange(day: String, accepted: Bool) throws {
        if accepted {
            #expect(try ECBReferenceRates(data: dated(day), now: noon).date.description == day)
        } else {
            #expect(throws: ECBRatesError.dateOutOfRange(date: day, earliest: "1999-01-04", latest: "2018-09-13")) {
                try ECBReferenceRates(data: dated(day), now: noon)
            }
        }
        #expect(ECBRatesError.dateOutOfRange(date: "1998-12-31", earliest: "1999-01-04", latest: "2018-09-13").description
            == "the rates are dated 1998-12-31, but ECB reference rates exist only from 1999-01-04 to 2018-09-13 (the day after today)")
    }

    @Test("the day containing an instant is its UTC calendar day")
    func dayContaining() {
        #expect(RatesDate(containing: Date(timeIntervalSince1970: 0))?.description == "1970-01-01")
        #expect(RatesDate(containing: Date(timeIntervalSince1970: 951_825_600))?.description == "2000-02-29")
        #expect(RatesDate(containing: Date(timeIntervalSince1970: 1_536_796_799))?.description == "2018-09-12")
        #expect(RatesDate(containing: Date(timeIntervalSince1970: 1_536_796_800))?.description == "2018-09-13")
        #expect(RatesDate(containing: Date(timeIntervalSince1970: -86_400))?.description == "1969-12-31")
    }

    @Test("an endless file is refused after reading one byte past the limit")
    func endlessFile() throws {
        guard FileManager.default.fileExists(atPath: "/dev/zero") else { return }
        #expect(throws: ECBRatesError.tooLarge(byteCount: ECBReferenceRates.maximumByteCount + 1)) {
            try ECBReferenceRates(contentsOfFile: "/dev/zero")
        }
    }

    @Test("a file is read with the limit, never whole; an unreadable one is a clear error")
    func boundedRead() throws {
        let limits = LimitLog()
        var access = FileAccess.system
        access.readFile = { path, limit throws in
            limits.append(limit)
            throw FileAccessError(.unreadableFile, path: path, reason: "Permission denied")
        }
        #expect(throws: ECBRatesError.unreadable(path: "/rates.xml", reason: "Permission denied")) {
            try ECBReferenceRates(contentsOfFile: "/rates.xml", access: access)
        }
        #expect(limits.values == [ECBReferenceRates.maximumByteCount])
        // A real file: exactly the limit is read and judged as XML; one byte more is too large.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-rates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = try realData()
        let padded = real + Data(repeating: UInt8(ascii: " "), count: ECBReferenceRates.maximumByteCount - real.count)
        try padded.write(to: folder.appendingPathComponent("full.xml"))
        #expect(try ECBReferenceRates(contentsOfFile: folder.appendingPathComponent("full.xml").path).date.description == "2018-09-12")
        try (padded + Data(" ".utf8)).write(to: folder.appendingPathComponent("over.xml"))
        #expect(throws: ECBRatesError.tooLarge(byteCount: ECBReferenceRates.maximumByteCount + 1)) {
            try ECBReferenceRates(contentsOfFile: folder.appendingPathComponent("over.xml").path)
        }
    }

    @Test("the loader checks the date against its clock")
    func loaderClock() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubbedECB.self]
        let early = Date(timeIntervalSince1970: 1_535_760_000)  // 2018-09-01
        let loader = ECBRatesLoader(address: "https://ecb.test/eurofxref-daily.xml", session: URLSession(configuration: configuration), now: { early })
        await #expect(throws: ECBRatesError.dateOutOfRange(date: "2018-09-12", earliest: "1999-01-04", latest: "2018-09-02")) {
            try await loader.load()
        }
    }
}

/// Limits passed to a reader, from any thread.
private final class LimitLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int] = []
    func append(_ limit: Int) {
        lock.lock()
        storage.append(limit)
        lock.unlock()
    }
    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Answers requests to `ecb.test`: `/missing` with 404, `/maintenance` with an HTML page, `/huge`
/// with one byte more than a rates file may have, anything else with the real 2018-09-12 file.
private final class StubbedECB: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host == "ecb.test"
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard let url = request.url, let client else { return }
        let status = url.path == "/missing" ? 404 : 200
        let body: Data
        switch url.path {
        case "/missing": body = Data("Not Found".utf8)
        case "/maintenance": body = Data("<html><body>Back soon".utf8)
        case "/huge": body = Data(repeating: UInt8(ascii: " "), count: ECBReferenceRates.maximumByteCount + 1)
        default: body = (try? realData()) ?? Data()
        }
        if let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "text/xml"]) {
            client.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        }
        client.urlProtocol(self, didLoad: body)
        client.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

/// A broken rates file and the error it must raise.
struct MalformedRatesFile: Sendable, CustomTestStringConvertible {
    let name: String
    let data: Data
    let error: ECBRatesError

    var testDescription: String { name }

    private static func xml(_ name: String, _ cubes: String, _ error: ECBRatesError) -> MalformedRatesFile {
        MalformedRatesFile(name: name, data: ecbXML(cubes), error: error)
    }

    private static let usd = "<Cube currency='USD' rate='1.1585'/>"

    static let all: [MalformedRatesFile] = [
        MalformedRatesFile(name: "empty file", data: Data(), error: .empty),
        MalformedRatesFile(name: "only spaces", data: Data("   \n".utf8), error: .notXML),
        MalformedRatesFile(name: "JSON", data: Data(#"{"USD": 1.1585}"#.utf8), error: .notXML),
        MalformedRatesFile(name: "not UTF-8", data: Data([0x3C, 0x61, 0xFF, 0xFE, 0x3E]), error: .invalidByte(offset: 2, byte: 0xFF)),
        MalformedRatesFile(
            name: "truncated XML",
            data: ecbXML("<Cube time='2018-09-12'>\(usd)</Cube>").prefix(250), error: .notXML
        ),
        MalformedRatesFile(
            name: "unclosed elements",
            data: Data("<Envelope><Cube><Cube time='2018-09-12'>\(usd)".utf8), error: .notXML
        ),
        MalformedRatesFile(name: "2 MB file", data: Data(repeating: UInt8(ascii: " "), count: 2 << 20), error: .tooLarge(byteCount: 2 << 20)),
        MalformedRatesFile(
            name: "external entity",
            data: Data("""
                <?xml version="1.0"?>
                <!DOCTYPE Envelope [<!ENTITY rate SYSTEM "file:///etc/passwd">]>
                <Envelope><Cube><Cube time='2018-09-12'><Cube currency='USD' rate='&rate;'/></Cube></Cube></Envelope>
                """.utf8),
            error: .documentTypeDeclaration
        ),
        MalformedRatesFile(
            name: "entity expansion",
            data: Data("""
                <?xml version="1.0"?>
                <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
                <Envelope>&lol2;</Envelope>
                """.utf8),
            error: .documentTypeDeclaration
        ),
        MalformedRatesFile(
            name: "lowercase doctype",
            data: Data("<!doctype html><Envelope><Cube><Cube time='2018-09-12'>\(usd)</Cube></Cube></Envelope>".utf8),
            error: .documentTypeDeclaration
        ),
        // Found by the ecb fuzz target: Foundation's XMLParser on Linux crashed (a null pointer in
        // its processing-instruction callback) on a processing instruction without data.
        MalformedRatesFile(
            name: "processing instruction without data, where the declaration should be",
            data: Data("<?xmlgin?>\n<g<?xmlding=\"UTF-8\"?>\nDgesT xmlns:gesm=s=\"http/s<\t".utf8),
            error: .processingInstruction
        ),
        MalformedRatesFile(
            name: "processing instruction after the declaration",
            data: Data(String(decoding: ecbXML("<Cube time='2018-09-12'>\(usd)</Cube>"), as: UTF8.self)
                .replacingOccurrences(of: "<gesmes:subject>", with: "<?pi?><gesmes:subject>").utf8),
            error: .processingInstruction
        ),
        MalformedRatesFile(name: "a declaration with no space after xml", data: Data("<?xml?><Envelope/>".utf8), error: .processingInstruction),
        // Found next by the same target: a declaration left open, with a processing instruction
        // inside an attribute further on.
        MalformedRatesFile(
            name: "a broken declaration, then a processing instruction",
            data: Data("<?xml version=\"1.0\"te='325.73'/>\n\t\t\t<C5be cng=\"UTJ-8<?xml?>\nm\"<ergesisr".utf8),
            error: .notXML
        ),
        xml("negative rate", "<Cube time='2018-09-12'><Cube currency='USD' rate='-1.1585'/></Cube>", .invalidRate(currency: "USD", value: "-1.1585")),
        xml("zero rate", "<Cube time='2018-09-12'><Cube currency='USD' rate='0.000'/></Cube>", .invalidRate(currency: "USD", value: "0.000")),
        xml("word for a rate", "<Cube time='2018-09-12'><Cube currency='USD' rate='abc'/></Cube>", .invalidRate(currency: "USD", value: "abc")),
        xml("number then text", "<Cube time='2018-09-12'><Cube currency='USD' rate='1.15x'/></Cube>", .invalidRate(currency: "USD", value: "1.15x")),
        xml("exponent", "<Cube time='2018-09-12'><Cube currency='USD' rate='1e3'/></Cube>", .invalidRate(currency: "USD", value: "1e3")),
        xml("decimal comma", "<Cube time='2018-09-12'><Cube currency='USD' rate='1,1585'/></Cube>", .invalidRate(currency: "USD", value: "1,1585")),
        xml("trailing point", "<Cube time='2018-09-12'><Cube currency='USD' rate='1.'/></Cube>", .invalidRate(currency: "USD", value: "1.")),
        xml("no rate", "<Cube time='2018-09-12'><Cube currency='USD'/></Cube>", .invalidRate(currency: "USD", value: "")),
        xml("lowercase code", "<Cube time='2018-09-12'><Cube currency='usd' rate='1.1585'/></Cube>", .invalidCurrencyCode("usd")),
        xml("no code", "<Cube time='2018-09-12'><Cube rate='1.1585'/></Cube>", .invalidCurrencyCode("")),
        xml("duplicate currency", "<Cube time='2018-09-12'>\(usd)<Cube currency='USD' rate='1.16'/></Cube>", .duplicateCurrency("USD")),
        xml("EUR listed", "<Cube time='2018-09-12'><Cube currency='EUR' rate='1'/></Cube>", .duplicateCurrency("EUR")),
        xml("missing date", "<Cube>\(usd)</Cube>", .missingDate),
        xml("no Cube at all", "", .missingDate),
        xml("impossible date", "<Cube time='2018-02-30'>\(usd)</Cube>", .invalidDate("2018-02-30")),
        xml("date with time", "<Cube time='2018-09-12T16:00'>\(usd)</Cube>", .invalidDate("2018-09-12T16:00")),
        xml("two dates", "<Cube time='2018-09-12'>\(usd)</Cube><Cube time='2018-09-11'>\(usd)</Cube>", .moreThanOneDate),
        xml("no rates", "<Cube time='2018-09-12'></Cube>", .noRates),
    ]
}

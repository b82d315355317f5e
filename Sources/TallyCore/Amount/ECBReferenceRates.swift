import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The calendar day a set of exchange rates is for, such as the ECB's `2018-09-12`.
///
/// A plain year, month and day, free of time zones, so that two readers of the same file agree on
/// it everywhere. ``description`` is the ISO 8601 form the ECB publishes (`2018-09-12`), and
/// ``startInFrankfurt`` the instant the day begins where the ECB sets its rates.
public struct RatesDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, for example 2018.
    public let year: Int
    /// The month, 1 (January) to 12 (December).
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// The day `year`-`month`-`day` of the Gregorian calendar, or nil when there is no such day
    /// (`2018-02-30`) or the year is outside 1000...9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1000...9999).contains(year), (1...12).contains(month),
              (1...Self.daysInMonth(month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day written as `YYYY-MM-DD` (exactly four, two and two ASCII digits), or nil when the
    /// text is not in that form or names no day.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]),
              let day = Self.number(bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day as `YYYY-MM-DD`, for example `2018-09-12`.
    public var description: String {
        let month = month < 10 ? "0\(month)" : "\(month)"
        let day = day < 10 ? "0\(day)" : "\(day)"
        return "\(year)-\(month)-\(day)"
    }

    /// The instant the day begins in Frankfurt: 00:00 CET (UTC+1), or 00:00 CEST (UTC+2) in
    /// summer time.
    ///
    /// Summer time follows the EU rule in force since 1996 (from the last Sunday of March to the
    /// last Sunday of October, switching at 01:00 UTC), computed here rather than read from the
    /// system's time zone database, so the instant is the same on every platform.
    /// 2018-09-12 begins at 2018-09-11 22:00 UTC; 2018-01-12 at 2018-01-11 23:00 UTC.
    public var startInFrankfurt: Date {
        let days = Self.daysSinceEpoch(year: year, month: month, day: day)
        let summerStart = Self.lastSunday(daysSinceEpochOf31st: Self.daysSinceEpoch(year: year, month: 3, day: 31))
        let summerEnd = Self.lastSunday(daysSinceEpochOf31st: Self.daysSinceEpoch(year: year, month: 10, day: 31))
        // At 00:00 local time the switch of that very Sunday (01:00 UTC) has not happened yet.
        let offsetHours = days > summerStart && days <= summerEnd ? 2 : 1
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 - offsetHours * 3_600))
    }

    /// The first day of the ECB's euro reference rates, 1999-01-04.
    public static let firstECBDay = RatesDate(checked: (1999, 1, 4))

    /// A day known to be valid.
    private init(checked day: (year: Int, month: Int, day: Int)) {
        year = day.year
        month = day.month
        self.day = day.day
    }

    /// The day (in UTC) that `instant` falls on; nil outside the years 1000...9999.
    public init?(containing instant: Date) {
        let days = Int((instant.timeIntervalSince1970 / 86_400).rounded(.down))
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Whether `lhs` is an earlier day than `rhs`.
    public static func < (lhs: RatesDate, rhs: RatesDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    private static func daysInMonth(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to the given Gregorian day (negative before it).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The last Sunday on or before a month's 31st, as days since 1970-01-01 (a Thursday).
    private static func lastSunday(daysSinceEpochOf31st days: Int) -> Int {
        let weekday = ((days + 4) % 7 + 7) % 7  // 0 is Sunday
        return days - weekday
    }
}

/// What is wrong with a file of ECB reference rates, or with fetching one.
public enum ECBRatesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data is larger than ``ECBReferenceRates/maximumByteCount`` and was not read. For a
    /// download stopped early, `byteCount` is the length the server declared or the bytes
    /// received when it was stopped.
    case tooLarge(byteCount: Int)
    /// The data is empty.
    case empty
    /// The data is not well-formed UTF-8 XML (for example, it was cut short).
    case notXML
    /// The XML has a document type declaration (`<!DOCTYPE`) or declares entities (`<!ENTITY`);
    /// the rates file has neither, and they are refused rather than resolved.
    case documentTypeDeclaration
    /// The XML has a processing instruction (`<?target …?>`) other than the XML declaration at
    /// its start; the rates file has none, and Foundation's XMLParser on Linux crashes on one
    /// without data, so they are refused before parsing.
    case processingInstruction
    /// No `Cube` carries a `time` attribute, or a rate appears outside the dated `Cube`.
    case missingDate
    /// A `time` attribute that is not a `YYYY-MM-DD` day.
    case invalidDate(String)
    /// A day outside the days there can be rates for: before the euro's first reference rates
    /// (`earliest`, 1999-01-04) or after the day after today (`latest`).
    case dateOutOfRange(date: String, earliest: String, latest: String)
    /// The rates file at `path` cannot be read.
    case unreadable(path: String, reason: String)
    /// More than one dated `Cube`: this type holds one day's rates (the daily file), not a history.
    case moreThanOneDate
    /// A `currency` attribute that is not three uppercase ASCII letters.
    case invalidCurrencyCode(String)
    /// The rate given for `currency` is missing or is not a positive plain decimal (`1.1585`).
    case invalidRate(currency: String, value: String)
    /// The currency appears twice, or is EUR, whose rate is 1 by definition.
    case duplicateCurrency(String)
    /// The dated `Cube` holds no rates.
    case noRates
    /// The loader's address is not an `https` URL with a host (and no user or password).
    case invalidAddress(String)
    /// The server answered with this HTTP status instead of 2xx.
    case httpStatus(Int)

    /// A short English description of the problem, for logs and test output.
    public var description: String {
        switch self {
        case .tooLarge(let byteCount):
            return "the rates file has more than the \(ECBReferenceRates.maximumByteCount) bytes a rates file may have (\(byteCount) bytes read or declared before stopping)"
        case .empty: return "the rates file is empty"
        case .notXML: return "the rates file is not well-formed UTF-8 XML"
        case .documentTypeDeclaration: return "the rates file has a DOCTYPE or entity declaration"
        case .processingInstruction: return "the rates file has a processing instruction other than the XML declaration"
        case .missingDate: return "the rates file has no date"
        case .invalidDate(let text): return "'\(text)' is not a YYYY-MM-DD date"
        case .dateOutOfRange(let date, let earliest, let latest):
            return "the rates are dated \(date), but ECB reference rates exist only from \(earliest) to \(latest) (the day after today)"
        case .unreadable(let path, let reason): return "cannot read the rates file \(path): \(reason)"
        case .moreThanOneDate: return "the rates file has more than one date"
        case .invalidCurrencyCode(let code): return "'\(code)' is not a currency code"
        case .invalidRate(let currency, let value): return "the rate '\(value)' for \(currency) is not a positive decimal"
        case .duplicateCurrency(let code): return "\(code) appears more than once"
        case .noRates: return "the rates file has no rates"
        case .invalidAddress(let address): return "'\(address)' is not an https URL with a host"
        case .httpStatus(let status): return "the server answered with HTTP status \(status)"
        }
    }
}

/// One day of the European Central Bank's euro foreign exchange reference rates, read from the
/// ECB's daily XML file (`eurofxref-daily.xml`).
///
/// The file gives, for one day, how many units of each currency 1 EUR buys. Conversions between
/// two other currencies cross through the euro, with `Decimal` arithmetic throughout. Results are
/// not rounded: rounding to a currency's minor units is for whoever displays the amount. The ECB
/// publishes these rates for information; anything that shows a converted amount should show
/// ``date`` next to it.
///
/// Reading is defensive: at most ``maximumByteCount`` bytes, UTF-8 only, no DTD, no entity
/// declarations and no external entities, no processing instruction but the XML declaration,
/// strict dates, codes and rates.
public struct ECBReferenceRates: Sendable, Hashable {
    /// The largest input read, 1 MiB. The daily file is under 2 KB.
    public static let maximumByteCount = 1 << 20

    /// The first day of the ECB's euro reference rates, 1999-01-04; earlier dates are refused.
    public static var earliestDate: RatesDate { RatesDate.firstECBDay }

    /// The day the rates are for (the `time` attribute of the file's dated `Cube`).
    public let date: RatesDate

    /// Units of each currency per 1 EUR, keyed by uppercase ISO 4217 code, including `EUR` itself
    /// at exactly 1. Codes the ECB lists but ISO has withdrawn (such as HRK in older files) are
    /// kept as they are.
    public let rates: [String: Decimal]

    /// Reads the rates file at `path`, reading at most ``maximumByteCount`` + 1 bytes of it
    /// however large it is, then as ``init(data:now:)``.
    ///
    /// - Throws: ``ECBRatesError/tooLarge(byteCount:)`` (with the bytes read, one past the
    ///   limit) for a larger file, ``ECBRatesError/unreadable(path:reason:)`` for one that
    ///   cannot be read, and otherwise as ``init(data:now:)``.
    public init(contentsOfFile path: String, access: FileAccess = .system, now: Date = Date()) throws {
        let data: Data
        do {
            data = try access.readFile(path, Self.maximumByteCount)
        } catch let error as FileAccessError {
            if error.kind == .tooLarge { throw ECBRatesError.tooLarge(byteCount: Self.maximumByteCount + 1) }
            throw ECBRatesError.unreadable(path: path, reason: error.reason)
        } catch {
            throw ECBRatesError.unreadable(path: path, reason: FileAccess.reason(error))
        }
        try self.init(data: data, now: now)
    }

    /// Reads the ECB's daily reference rates XML.
    ///
    /// `now` (the clock, injected by tests) bounds the date: a file dated after the day after
    /// `now` (UTC), or before the euro's first reference rates of 1999-01-04, is refused.
    ///
    /// - Throws: ``ECBRatesError`` naming the first problem found.
    public init(data: Data, now: Date = Date()) throws {
        guard data.count <= Self.maximumByteCount else { throw ECBRatesError.tooLarge(byteCount: data.count) }
        guard !data.isEmpty else { throw ECBRatesError.empty }
        guard let text = String(data: data, encoding: .utf8) else { throw ECBRatesError.notXML }
        // Refused before parsing, so no declaration is ever expanded (even inside a comment, where
        // it would be harmless: the real file has none anywhere).
        for declaration in ["<!DOCTYPE", "<!ENTITY"] where text.range(of: declaration, options: .caseInsensitive) != nil {
            throw ECBRatesError.documentTypeDeclaration
        }
        // The only processing instruction a rates file has is the XML declaration at its start:
        // `<?xml`, white space, and no `<` before the `?>` that ends it at its first `>`. Any
        // other is refused before parsing: Foundation's XMLParser on Linux reads a null pointer
        // for one without data, such as `<?xmlgin?>`, even inside a broken declaration.
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        if body.hasPrefix("<?") {
            guard let close = body.firstIndex(of: ">") else { throw ECBRatesError.notXML }  // cut short
            let declaration = body[..<close]
            guard declaration.hasPrefix("<?xml"), declaration.dropFirst(5).first?.isWhitespace == true else {
                throw ECBRatesError.processingInstruction
            }
            guard declaration.hasSuffix("?"), !declaration.dropFirst(2).contains("<") else { throw ECBRatesError.notXML }
            body = body[body.index(after: close)...]
        }
        if body.range(of: "<?") != nil { throw ECBRatesError.processingInstruction }

        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let reader = RatesReader()
        parser.delegate = reader
        let parsed = parser.parse()
        if reader.refusedDeclaration { throw ECBRatesError.documentTypeDeclaration }
        // Some XML parsers recover from errors (reporting, say, a rate cut short as "1") and
        // still return true, so any reported error and any unclosed element count as not XML,
        // before the content is judged.
        guard parsed, parser.parserError == nil, !reader.sawError, reader.isComplete else {
            throw ECBRatesError.notXML
        }
        if let problem = reader.problem { throw problem }
        guard let date = reader.date else { throw ECBRatesError.missingDate }
        let latest = RatesDate(containing: now.addingTimeInterval(86_400))
        if date < Self.earliestDate || latest.map({ date > $0 }) == true {
            throw ECBRatesError.dateOutOfRange(date: date.description, earliest: Self.earliestDate.description,
                                               latest: latest?.description ?? "9999-12-31")
        }
        guard !reader.rates.isEmpty else { throw ECBRatesError.noRates }

        self.date = date
        self.rates = reader.rates.merging(["EUR": 1], uniquingKeysWith: { first, _ in first })
    }

    /// Units of `to` per unit of `from` (codes such as `"CHF"`), crossing through the euro:
    /// `rates[to] / rates[from]`. Exactly 1 when both are the same listed currency; nil when
    /// either is not listed.
    public func rate(from: String, to: String) -> Decimal? {
        guard let fromRate = rates[from], let toRate = rates[to] else { return nil }
        guard from != to else { return 1 }
        let rate = toRate / fromRate
        return rate.isNaN ? nil : rate
    }

    /// `amount` of `from` expressed in `to`, crossing through the euro: `amount × rates[to] ÷
    /// rates[from]` (multiplying first, so only the division can round, at `Decimal`'s 38 digits).
    ///
    /// The result is not rounded to `to`'s minor units; rounding for display is the formatter's
    /// job. `amount` itself when both currencies are the same listed currency; nil when either
    /// is not listed or the result overflows `Decimal`.
    public func convert(_ amount: Decimal, from: Currency, to: Currency) -> Decimal? {
        guard let fromRate = rates[from.code], let toRate = rates[to.code] else { return nil }
        guard from.code != to.code else { return amount }
        let converted = amount * toRate / fromRate
        return converted.isNaN ? nil : converted
    }
}

/// Collects the dated `Cube` and its rates while `XMLParser` walks the file. Notes the first
/// problem with the content and carries on, so that a file that is also malformed is reported as
/// such; stops at once at any declaration.
private final class RatesReader: NSObject, XMLParserDelegate {
    private(set) var date: RatesDate?
    private(set) var rates: [String: Decimal] = [:]
    /// The first problem with the content.
    private(set) var problem: ECBRatesError?
    /// Whether the parser reported any error.
    private(set) var sawError = false
    /// Whether a declaration was met (and parsing stopped).
    private(set) var refusedDeclaration = false
    /// Whether the root element was opened and closed.
    private var closedRoot = false
    /// For each open element, whether it is the dated `Cube`.
    private var open: [Bool] = []

    var isComplete: Bool { closedRoot && open.isEmpty }

    private static let posix = Locale(identifier: "en_US_POSIX")

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        let isDay = elementName == "Cube" && attributeDict["time"] != nil
        open.append(isDay)
        guard elementName == "Cube" else { return }
        if let time = attributeDict["time"] {
            guard date == nil else { return note(.moreThanOneDate) }
            guard let day = RatesDate(time) else { return note(.invalidDate(time)) }
            date = day
        } else if attributeDict["currency"] != nil || attributeDict["rate"] != nil {
            guard open.contains(true) else { return note(.missingDate) }
            let code = attributeDict["currency"] ?? ""
            guard Self.isCurrencyCode(code) else { return note(.invalidCurrencyCode(code)) }
            let text = attributeDict["rate"] ?? ""
            guard let rate = Self.positiveDecimal(text) else {
                return note(.invalidRate(currency: code, value: text))
            }
            guard code != "EUR", rates[code] == nil else { return note(.duplicateCurrency(code)) }
            rates[code] = rate
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = open.popLast()
        if open.isEmpty { closedRoot = true }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        sawError = true
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        sawError = true
    }

    // Any declaration at all means a DTD, which the check before parsing should already have
    // refused.

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuse(parser)
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuse(parser)
    }

    func parser(_ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String, publicID: String?, systemID: String?, notationName: String?) {
        refuse(parser)
    }

    func parser(_ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
        refuse(parser)
    }

    func parser(_ parser: XMLParser, foundAttributeDeclarationWithName attributeName: String, forElement elementName: String, type: String?, defaultValue: String?) {
        refuse(parser)
    }

    func parser(_ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuse(parser)
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        refuse(parser)
        return nil
    }

    private func note(_ error: ECBRatesError) {
        if problem == nil { problem = error }
    }

    private func refuse(_ parser: XMLParser) {
        refusedDeclaration = true
        parser.abortParsing()
    }

    private static func isCurrencyCode(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }

    /// `text` as a Decimal when it is plain digits with at most one decimal point between digits
    /// (no sign, exponent, spaces or grouping), at most 30 characters, and greater than zero.
    private static func positiveDecimal(_ text: String) -> Decimal? {
        let bytes = Array(text.utf8)
        guard (1...30).contains(bytes.count) else { return nil }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }),
              let value = Decimal(string: text, locale: posix), value > 0
        else { return nil }
        return value
    }
}

import Foundation

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
///
/// A name or value quoted from the file is cut after 64 characters (ending with `…`), and
/// ``description`` writes control and bidirectional characters in it as visible escapes
/// (``VisibleText/escaped(_:)``).
public enum ECBRatesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data is larger than ``ECBReferenceRates/maximumByteCount`` and was not read. For a
    /// download stopped early, `byteCount` is the length the server declared or the bytes
    /// received when it was stopped.
    case tooLarge(byteCount: Int)
    /// The data is empty.
    case empty
    /// The data is not well-formed XML (for example, it was cut short, or names an entity no
    /// declaration defines).
    case notXML
    /// The data is in an encoding other than UTF-8 (with or without a byte order mark) or
    /// US-ASCII declared as such: UTF-16 or UTF-32 (named from a byte order mark, or from where
    /// NUL bytes fall), EBCDIC, or whatever the XML declaration names, such as `UTF-7`. The file
    /// is refused before any of it is read as XML, so that no check sees different characters
    /// from the ones read.
    case unsupportedEncoding(String)
    /// The byte at `offset` (from the start of the data) is not part of a character a UTF-8
    /// rates file may have: a NUL or another C0 control but tab, line feed and carriage return,
    /// a byte of a malformed, overlong or surrogate UTF-8 sequence, U+FFFE or U+FFFF, or any byte
    /// from 0x80 in a file declared US-ASCII.
    case invalidByte(offset: Int, byte: UInt8)
    /// The XML has a document type declaration (`<!DOCTYPE`) or a markup declaration
    /// (`<!ENTITY`, `<!ELEMENT`, `<!ATTLIST`, `<!NOTATION`); the rates file has none, and they
    /// are refused where they stand, never read.
    case documentTypeDeclaration
    /// The XML has a processing instruction (`<?target …?>`) other than the XML declaration at
    /// its start; the rates file has none.
    case processingInstruction
    /// Elements nest deeper than `limit` levels (the ECB's file nests four).
    case tooDeep(limit: Int)
    /// The file has more than `limit` elements (the ECB's daily file has 37).
    case tooManyElements(limit: Int)
    /// An `element` has more than `limit` attributes (the ECB's file has at most two on one).
    case tooManyAttributes(element: String, limit: Int)
    /// An attribute the rates file does not define: on a `Cube`, anything but `time` alone or
    /// `currency` and `rate` (so a dated `Cube` that also carries a rate is refused, not read
    /// in part); elsewhere, anything but a namespace declaration.
    case unexpectedAttribute(element: String, name: String)
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
        case .notXML: return "the rates file is not well-formed XML"
        case .unsupportedEncoding(let name):
            return "the rates file is in \(VisibleText.escaped(name)); a rates file is UTF-8 (with or without a byte order mark) or US-ASCII"
        case .invalidByte(let offset, let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return "the rates file has the byte 0x\(byte < 16 ? "0" : "")\(hex) at offset \(offset), which is no character of a UTF-8 (or declared US-ASCII) XML file"
        case .documentTypeDeclaration: return "the rates file has a DOCTYPE or markup declaration"
        case .processingInstruction: return "the rates file has a processing instruction other than the XML declaration"
        case .tooDeep(let limit): return "the rates file nests elements more than \(limit) deep"
        case .tooManyElements(let limit): return "the rates file has more than \(limit) elements"
        case .tooManyAttributes(let element, let limit):
            return "an element <\(VisibleText.escaped(element))> of the rates file has more than \(limit) attributes"
        case .unexpectedAttribute(let element, let name) where element == "Cube":
            return "a <Cube> of the rates file has the attribute '\(VisibleText.escaped(name))', but a rates file's Cube has time alone, or currency and rate"
        case .unexpectedAttribute(let element, let name):
            return "an element <\(VisibleText.escaped(element))> of the rates file has the attribute '\(VisibleText.escaped(name))', but rates files give elements other than Cube only namespace declarations"
        case .missingDate: return "the rates file has no date"
        case .invalidDate(let text): return "'\(VisibleText.escaped(text))' is not a YYYY-MM-DD date"
        case .dateOutOfRange(let date, let earliest, let latest):
            return "the rates are dated \(date), but ECB reference rates exist only from \(earliest) to \(latest) (the day after today)"
        case .unreadable(let path, let reason): return "cannot read the rates file \(VisibleText.escaped(path)): \(VisibleText.escaped(reason))"
        case .moreThanOneDate: return "the rates file has more than one date"
        case .invalidCurrencyCode(let code): return "'\(VisibleText.escaped(code))' is not a currency code"
        case .invalidRate(let currency, let value):
            return "the rate '\(VisibleText.escaped(value))' for \(VisibleText.escaped(currency)) is not a positive decimal"
        case .duplicateCurrency(let code): return "\(code) appears more than once"
        case .noRates: return "the rates file has no rates"
        case .invalidAddress(let address): return "'\(VisibleText.escaped(address))' is not an https URL with a host"
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
/// Reading is strict, by a reader of the file's own schema rather than a general XML parser: at
/// most ``maximumByteCount`` bytes, UTF-8 or declared US-ASCII only (settled before anything
/// is read), no DTD, no entity declarations or external entities, no processing instruction
/// but the XML declaration, at most ``maximumDepth`` levels of nesting, ``maximumElementCount`` elements and
/// ``maximumAttributeCount`` attributes on one, no attribute the file does not define, strict dates, codes and rates. Time is linear in
/// the input.
public struct ECBReferenceRates: Sendable, Hashable {
    /// The largest input read, 1 MiB. The daily file is under 2 KB.
    public static let maximumByteCount = 1 << 20

    /// The deepest nesting of elements read, 16 levels; the ECB's file nests four.
    public static let maximumDepth = 16

    /// The most elements read, 1,024; the ECB's daily file has 37.
    public static let maximumElementCount = 1_024

    /// The most attributes read on one element, 8; the ECB's file has at most two.
    public static let maximumAttributeCount = 8

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
        let reader = try ECBRatesDocument(Array(data))
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

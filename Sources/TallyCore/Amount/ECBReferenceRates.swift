import Foundation

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

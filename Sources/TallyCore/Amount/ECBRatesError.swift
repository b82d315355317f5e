import Foundation

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

import Foundation
@_spi(Tally) import TallyCore

/// Why a locale identifier was refused.
package enum LocaleIdentifierError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Empty, longer than 64 bytes, or with `@` keywords that are not letters, digits, `=`, `;`,
    /// `-` and `_`.
    case malformed(String)
    /// The part before `@` is not a BCP 47 language tag (``LanguageTag``, with `_` taken as
    /// `-`): the error names the subtag at fault.
    case invalidTag(String, LanguageTagError)
    /// An extended language subtag (`zh-yue`), which the platform's locales read as a region:
    /// the language is written alone (`yue`).
    case extendedLanguage(String, subtag: String)
    /// A language code no locale data is known for.
    case unknownLanguage(String, language: String)
    /// A region code that is not an ISO 3166 region or UN M.49 area.
    case unknownRegion(String, region: String)
    /// A `numbers` keyword naming a numbering system amounts are not written in: one that is not
    /// positional decimal (`roman`, `hebr`, `jpanfin`, `hanidec`), or one the platform does not
    /// know.
    case unsupportedNumberingSystem(String, system: String)

    /// What is wrong and what would be accepted; text from the identifier is escaped with
    /// ``VisibleText/escaped(_:)``.
    package var description: String {
        switch self {
        case .malformed(let text):
            "\"\(VisibleText.escaped(text, limit: 64))\" is not a locale identifier: write a language, then a region if any, such as de_CH, fr, sr_Latn_RS"
        case .invalidTag(let text, let error):
            "\"\(VisibleText.escaped(text, limit: 64))\" is not a locale identifier: \(error.reason); a locale is a language, then a script and a region if any, such as de_CH, fr, sr_Latn_RS, ar-u-nu-latn"
        case .extendedLanguage(let text, let subtag):
            "\"\(VisibleText.escaped(text, limit: 64))\": the extended language subtag \"\(VisibleText.escaped(subtag, limit: 32))\" is not read by locales; write the language alone, such as \(VisibleText.escaped(subtag.lowercased(), limit: 32))"
        case .unknownLanguage(let text, let language):
            "\"\(VisibleText.escaped(text, limit: 64))\": no locale data for the language \"\(VisibleText.escaped(language, limit: 32))\"; use one such as en, de, fr, ru"
        case .unknownRegion(let text, let region):
            "\"\(VisibleText.escaped(text, limit: 64))\": \"\(VisibleText.escaped(region, limit: 32))\" is not a region code; use an ISO 3166 code such as CH or a UN M.49 area such as 419"
        case .unsupportedNumberingSystem(let text, let system):
            "\"\(VisibleText.escaped(text, limit: 64))\": amounts are not written in the numbering system \"\(VisibleText.escaped(system, limit: 64))\"; use a positional decimal one, such as latn, arab, arabext, deva, beng or thai, or leave out @numbers"
        }
    }
}

/// A locale identifier given as text, checked before it is used: Foundation falls back to the
/// root locale for an identifier it does not know, and some malformed ones stop the process.
package enum LocaleIdentifier {
    /// The languages Foundation has locale data for, lower-cased.
    private static let languages: Set<String> = Set(Locale.availableIdentifiers.compactMap { identifier in
        identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map { $0.lowercased() }
    })

    /// The ISO 3166 regions and UN M.49 areas Foundation knows, upper-cased, and the regions of
    /// CLDR's pseudo-locales (XA, accented; XB, right to left).
    private static let regions: Set<String> = Set(Locale.Region.isoRegions.map { $0.identifier.uppercased() } + ["XA", "XB"])

    /// `text` as a `Locale`, or why it is not one.
    ///
    /// The part before any `@` must be a BCP 47 language tag (``LanguageTag``; `_` is taken as
    /// `-`, so `de_CH`, `de-CH`, `en_US_POSIX` and `ar-u-nu-latn` are all taken) of a language
    /// Foundation has locale data for, with no extended language subtag and, if any, a known
    /// region. A `numbers` keyword, or a `-u-nu-` key, must name a numbering system Tally writes
    /// amounts in (see `NumberSymbols.replacedNumberingSystem(in:)`).
    package static func parse(_ text: String) -> Result<Locale, LocaleIdentifierError> {
        guard !text.isEmpty, text.utf8.count <= 64 else { return .failure(.malformed(text)) }
        // Keywords after '@' (currency=EUR, calendar=…) are left to Foundation, letters, digits,
        // '=', ';', '-' and '_' only.
        let pieces = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        if pieces.count == 2 {
            let keywords = pieces[1]
            guard !keywords.isEmpty, keywords.utf8.allSatisfy({ isAlphanumeric($0) || [0x3D, 0x3B, 0x2D, 0x5F].contains($0) }) else {
                return .failure(.malformed(text))
            }
        }
        let tag: LanguageTag
        switch LanguageTag.parse(String(pieces[0]), allowsUnderscores: true) {
        case .success(let parsed): tag = parsed
        case .failure(.unknownLanguage(_, let language)):
            return .failure(.unknownLanguage(text, language: language))
        case .failure(let error):
            return .failure(.invalidTag(text, error))
        }
        // The subtags as written, in the order of the canonical tag's, to name one in a message.
        let written = pieces[0].split(whereSeparator: { $0 == "_" || $0 == "-" })
        func asWritten(_ canonical: String) -> String {
            written.first { $0.lowercased() == canonical.lowercased() }.map(String.init) ?? canonical
        }
        guard languages.contains(tag.language) else { return .failure(.unknownLanguage(text, language: asWritten(tag.language))) }
        if let extended = tag.extendedLanguages.first { return .failure(.extendedLanguage(text, subtag: asWritten(extended))) }
        if let region = tag.region, !regions.contains(region) { return .failure(.unknownRegion(text, region: asWritten(region))) }
        let locale = Locale(identifier: text)
        if let system = AmountLocale.resolve(locale).replacedNumberingSystem {
            return .failure(.unsupportedNumberingSystem(text, system: system))
        }
        return .success(locale)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
}

import Foundation

/// Why a language tag was refused: what is wrong and which subtag.
///
/// Every case keeps the tag as written; ``description`` quotes it, and the subtag, escaped with
/// ``VisibleText/escaped(_:)``.
public enum LanguageTagError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing was written.
    case empty
    /// The tag is longer than ``LanguageTag/maximumLength`` bytes.
    case tooLong(String, limit: Int)
    /// Two separators together, or one at either end (`en--US`, `en-`).
    case emptySubtag(String)
    /// A subtag that is not what its place in the tag takes (`x00000` as a language, `e` ESC
    /// `[31ms`, `toolongsubtag`, `u` with nothing after it); `expected` says what would be
    /// taken there.
    case malformedSubtag(String, subtag: String, expected: String)
    /// A language subtag (or extended language subtag) of the right shape that is not a known
    /// language: not in `Locale.LanguageCode.isoLanguageCodes` nor in `qaa`–`qtz`.
    case unknownLanguage(String, language: String)
    /// The same variant twice (`de-1996-1996`).
    case duplicateVariant(String, variant: String)
    /// The same extension singleton twice (`en-u-nu-arab-u-ca-gregory`).
    case duplicateExtension(String, singleton: String)

    /// The tag as written, or "" for ``empty``.
    public var tag: String {
        switch self {
        case .empty: ""
        case .tooLong(let tag, _), .emptySubtag(let tag), .malformedSubtag(let tag, _, _), .unknownLanguage(let tag, _),
             .duplicateVariant(let tag, _), .duplicateExtension(let tag, _): tag
        }
    }

    /// The subtag at fault, as written, when one is.
    public var subtag: String? {
        switch self {
        case .empty, .tooLong, .emptySubtag: nil
        case .malformedSubtag(_, let subtag, _): subtag
        case .unknownLanguage(_, let language): language
        case .duplicateVariant(_, let variant): variant
        case .duplicateExtension(_, let singleton): singleton
        }
    }

    /// What is wrong, naming the subtag, and what would be taken, after the tag quoted: one
    /// line, the tag and the subtag escaped with ``VisibleText/escaped(_:)`` and cut to 64 and
    /// 32 characters.
    public var description: String {
        if case .empty = self { return reason }
        return "\"\(VisibleText.escaped(tag, limit: 64))\": \(reason)"
    }

    /// What is wrong, naming the subtag (escaped), and what would be taken, without the tag: for
    /// a message that names the tag already.
    public var reason: String {
        func name(_ subtag: String) -> String { "\"\(VisibleText.escaped(subtag, limit: 32))\"" }
        switch self {
        case .empty:
            return "the language tag is empty: write a language such as en, or a language and region such as pt-BR"
        case .tooLong(_, let limit):
            return "longer than \(limit) characters, the longest language tag taken"
        case .emptySubtag:
            return "an empty subtag (two separators together, or one at an end)"
        case .malformedSubtag(_, let subtag, let expected):
            return "\(name(subtag)) is not \(expected)"
        case .unknownLanguage(_, let language):
            return "\(name(language)) is not a known language (ISO 639); use one such as en, de, fr, pt, zh"
        case .duplicateVariant(_, let variant):
            return "the variant \(name(variant)) is given twice"
        case .duplicateExtension(_, let singleton):
            return "the extension \(name(singleton)) is given twice; put all its keys in one"
        }
    }
}

import Foundation

/// A BCP 47 language tag (RFC 5646 `langtag`), checked and written in its canonical case.
///
/// A tag is a language (2 or 3 letters; 5 to 8 letters is reserved for registration, and none
/// is registered) with up to three extended language subtags (3 letters, `zh-yue`), then an
/// optional script (4 letters, `Hans`), an optional region (2 letters or 3 digits, `CH`,
/// `419`), variants (5 to 8 letters or digits, or a digit and 3 more: `1996`, `valencia`; each
/// once), extensions (a singleton other than `x` and subtags of 2 to 8 letters or digits:
/// `u-nu-arab`; each singleton once) and private use (`x` and subtags of 1 to 8: `x-phonebk`).
/// Subtags are ASCII letters and digits, at most 8 long, separated by `-` (or `_` where
/// `allowsUnderscores` is set, as in locale identifiers such as `en_US`). The language and any
/// extended language must be known languages (`Locale.LanguageCode.isoLanguageCodes`, and
/// `qaa`–`qtz`, reserved for private use). A tag is at most ``maximumLength`` bytes.
///
/// The canonical form (RFC 5646, 2.1.1) joins the subtags with `-` and writes the language,
/// extended languages, variants, extensions and private use in lowercase, the script in title
/// case and the region in uppercase: `EN-latn-us-U-NU-ARAB` is `en-Latn-US-u-nu-arab`.
///
/// Checking is one pass over the bytes: a tag's time is linear in its length.
public struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The tag in canonical form.
    public let identifier: String
    /// The language subtag, lowercase (`pt`).
    public var language: String { String(identifier.prefix { $0 != "-" }) }

    /// The extended language subtags, lowercase (`yue` in `zh-yue`).
    public var extendedLanguages: [String] { mainSubtags.filter { $0.kind == .extendedLanguage }.map(\.text) }
    /// The script subtag, in title case (`Hans`), if any.
    public var script: String? { mainSubtags.first { $0.kind == .script }?.text }
    /// The region subtag, uppercase (`CH`, `419`), if any.
    public var region: String? { mainSubtags.first { $0.kind == .region }?.text }
    /// The variant subtags, lowercase (`1996`, `valencia`).
    public var variants: [String] { mainSubtags.filter { $0.kind == .variant }.map(\.text) }

    /// The kind of a subtag before the extensions.
    private enum Kind { case language, extendedLanguage, script, region, variant }

    /// The subtags before the first singleton, each with its kind, which the canonical case
    /// and the length tell apart: after the language, three lowercase letters are an extended
    /// language, four letters in title case a script, two uppercase letters or three digits a
    /// region, and anything else a variant.
    private var mainSubtags: [(kind: Kind, text: String)] {
        var result: [(kind: Kind, text: String)] = []
        for (index, subtag) in identifier.split(separator: "-").enumerated() {
            if index == 0 { result.append((.language, String(subtag))); continue }
            if subtag.count == 1 { break }
            let kind: Kind
            if subtag.count == 3, subtag.allSatisfy(\.isLowercase) {
                kind = .extendedLanguage
            } else if subtag.count == 4, subtag.first?.isUppercase == true {
                kind = .script
            } else if (subtag.count == 2 && subtag.allSatisfy(\.isUppercase)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber)) {
                kind = .region
            } else {
                kind = .variant
            }
            result.append((kind, String(subtag)))
        }
        return result
    }

    /// The longest tag read, in bytes: 255.
    public static let maximumLength = 255

    /// The tag in canonical form (``identifier``).
    public var description: String { identifier }

    /// `text` as a tag, or why it is not one.
    ///
    /// - Parameters:
    ///   - text: The whole tag; nothing before or after it (white space, `@` keywords) is taken.
    ///   - allowsUnderscores: Whether `_` separates subtags as `-` does (`pt_BR`).
    /// - Throws: ``LanguageTagError`` naming the first subtag that is wrong.
    public init(_ text: String, allowsUnderscores: Bool = false) throws {
        switch Self.scan(text, allowsUnderscores: allowsUnderscores, stopAtFirstProblem: false) {
        case .tag(let identifier): self.identifier = identifier
        case .refused(let error, _): throw error
        }
    }

    /// `text` as a tag, or why it is not one; the same as ``init(_:allowsUnderscores:)``.
    public static func parse(_ text: String, allowsUnderscores: Bool = false) -> Result<LanguageTag, LanguageTagError> {
        switch scan(text, allowsUnderscores: allowsUnderscores, stopAtFirstProblem: false) {
        case .tag(let identifier): .success(LanguageTag(canonical: identifier))
        case .refused(let error, _): .failure(error)
        }
    }

    /// The longest leading part of `text`, ending at a separator or at its end, that is a valid
    /// tag, in canonical form: `ja_JP_TRADITIONAL` gives `ja-JP` (a variant is at most 8
    /// long), `en-u` gives `en`; nil when the language itself is not valid.
    public static func longestValidPrefix(of text: String, allowsUnderscores: Bool = false) -> LanguageTag? {
        switch scan(text, allowsUnderscores: allowsUnderscores, stopAtFirstProblem: true) {
        case .tag(let identifier): LanguageTag(canonical: identifier)
        case .refused(_, let prefix): prefix.map(LanguageTag.init(canonical:))
        }
    }

    private init(canonical: String) {
        identifier = canonical
    }

    /// The languages a tag may name, lowercase: ISO 639 as Foundation knows it, and the range
    /// `qaa`–`qtz` that ISO 639 and BCP 47 reserve for private use.
    static let knownLanguages: Set<String> = {
        var languages = Set(Locale.LanguageCode.isoLanguageCodes.map { $0.identifier.lowercased() })
        for second in UInt8(ascii: "a")...UInt8(ascii: "t") {
            for third in UInt8(ascii: "a")...UInt8(ascii: "z") {
                languages.insert(String(decoding: [UInt8(ascii: "q"), second, third], as: UTF8.self))
            }
        }
        return languages
    }()

    // MARK: Scanning

    private enum Scan {
        /// The whole text is a tag, in canonical form.
        case tag(String)
        /// The first problem, and the longest valid prefix in canonical form, if any.
        case refused(LanguageTagError, prefix: String?)
    }

    /// Where a subtag stands, which decides what it may be.
    private enum Place {
        case language, afterLanguage, afterScript, afterRegion, afterVariant
        /// After a singleton; `subtags` counts the subtags read since it.
        case inExtension(subtags: Int)
        case inPrivateUse(subtags: Int)
    }

    private static func scan(_ text: String, allowsUnderscores: Bool, stopAtFirstProblem: Bool) -> Scan {
        guard !text.isEmpty else { return .refused(.empty, prefix: nil) }
        guard text.utf8.count <= maximumLength else {
            // The canonical prefix of a long text is still wanted by the lenient readers.
            if stopAtFirstProblem {
                let head = String(decoding: text.utf8.prefix(maximumLength), as: UTF8.self)
                return .refused(.tooLong(text, limit: maximumLength), prefix: longestValidPrefix(of: head, allowsUnderscores: allowsUnderscores)?.identifier)
            }
            return .refused(.tooLong(text, limit: maximumLength), prefix: nil)
        }
        func isSeparator(_ byte: UInt8) -> Bool { byte == 0x2D || (allowsUnderscores && byte == 0x5F) }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func subtagText(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var validLength = 0  // the bytes of `output` that make a valid tag
        var place = Place.language
        var extendedLanguages = 0
        var languageLength = 0
        var variants: [[UInt8]] = []
        var singletons: [UInt8] = []

        func refuse(_ error: LanguageTagError) -> Scan {
            .refused(error, prefix: validLength > 0 ? String(decoding: output[..<validLength], as: UTF8.self) : nil)
        }
        /// Appends `subtag` after a separator: lowercase, title case or uppercase.
        func write(_ subtag: ArraySlice<UInt8>, title: Bool = false, upper: Bool = false) {
            if !output.isEmpty { output.append(0x2D) }
            var first = true
            for byte in subtag {
                let makeUpper = upper || (title && first)
                output.append(isLetter(byte) ? (makeUpper ? byte & ~0x20 : byte | 0x20) : byte)
                first = false
            }
        }

        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, !isSeparator(bytes[end]) { end += 1 }
            let subtag = bytes[start..<end]
            start = end + 1
            guard !subtag.isEmpty else { return refuse(.emptySubtag(text)) }
            let count = subtag.count
            let letters = subtag.allSatisfy(isLetter)
            let digits = subtag.allSatisfy(isDigit)
            let malformed = LanguageTagError.malformedSubtag(
                text, subtag: subtagText(subtag), expected: expectation(place, extendedLanguages: extendedLanguages, languageLength: languageLength))
            guard count <= 8, subtag.allSatisfy({ isLetter($0) || isDigit($0) }) else { return refuse(malformed) }
            var endsTag = true
            switch place {
            case .language:
                guard letters, (2...3).contains(count) || (5...8).contains(count) else { return refuse(malformed) }
                write(subtag)
                guard knownLanguages.contains(String(decoding: output, as: UTF8.self)) else {
                    return refuse(.unknownLanguage(text, language: subtagText(subtag)))
                }
                languageLength = count
                place = .afterLanguage
            case .afterLanguage, .afterScript, .afterRegion, .afterVariant:
                let afterLanguage = if case .afterLanguage = place { true } else { false }
                let afterScript = if case .afterScript = place { true } else { false }
                if afterLanguage, letters, count == 3, languageLength <= 3, extendedLanguages < 3 {
                    guard knownLanguages.contains(String(decoding: subtag.map { $0 | 0x20 }, as: UTF8.self)) else {
                        return refuse(.unknownLanguage(text, language: subtagText(subtag)))
                    }
                    write(subtag)
                    extendedLanguages += 1
                } else if afterLanguage, letters, count == 4 {
                    write(subtag, title: true)
                    place = .afterScript
                } else if afterLanguage || afterScript, (letters && count == 2) || (digits && count == 3) {
                    write(subtag, upper: true)
                    place = .afterRegion
                } else if count >= 5 || (count == 4 && isDigit(subtag[subtag.startIndex])) {
                    let lowered = subtag.map { isLetter($0) ? $0 | 0x20 : $0 }
                    guard !variants.contains(lowered) else { return refuse(.duplicateVariant(text, variant: subtagText(subtag))) }
                    variants.append(lowered)
                    write(subtag)
                    place = .afterVariant
                } else if count == 1 {
                    let singleton = isLetter(subtag[subtag.startIndex]) ? subtag[subtag.startIndex] | 0x20 : subtag[subtag.startIndex]
                    guard !singletons.contains(singleton) else { return refuse(.duplicateExtension(text, singleton: subtagText(subtag))) }
                    singletons.append(singleton)
                    write(subtag)
                    place = singleton == 0x78 ? .inPrivateUse(subtags: 0) : .inExtension(subtags: 0)
                    endsTag = false  // a singleton needs a subtag after it
                } else {
                    return refuse(malformed)
                }
            case .inExtension(let subtags):
                if count == 1, subtags > 0 {
                    let singleton = isLetter(subtag[subtag.startIndex]) ? subtag[subtag.startIndex] | 0x20 : subtag[subtag.startIndex]
                    guard !singletons.contains(singleton) else { return refuse(.duplicateExtension(text, singleton: subtagText(subtag))) }
                    singletons.append(singleton)
                    write(subtag)
                    place = singleton == 0x78 ? .inPrivateUse(subtags: 0) : .inExtension(subtags: 0)
                    endsTag = false
                } else {
                    guard count >= 2 else { return refuse(malformed) }
                    write(subtag)
                    place = .inExtension(subtags: subtags + 1)
                }
            case .inPrivateUse(let subtags):
                write(subtag)
                place = .inPrivateUse(subtags: subtags + 1)
            }
            if endsTag { validLength = output.count }
        }
        switch place {
        case .inExtension(0), .inPrivateUse(0):
            // The text ends with a singleton.
            let singleton = String(decoding: bytes.suffix(1), as: UTF8.self)
            return refuse(.malformedSubtag(text, subtag: singleton, expected: "a whole extension: a singleton needs subtags after it, as in u-nu-arab or x-private"))
        default:
            return .tag(String(decoding: output, as: UTF8.self))
        }
    }

    /// What a subtag at `place` may be, as the message says it.
    private static func expectation(_ place: Place, extendedLanguages: Int, languageLength: Int) -> String {
        let variant = "a variant (5 to 8 letters or digits, or a digit and 3 more, such as 1996)"
        let extensions = "an extension (a letter or digit, then subtags, such as u-nu-arab), or x and private subtags; subtags are at most 8 ASCII letters or digits"
        switch place {
        case .language:
            return "a language subtag: 2 or 3 letters, such as en or fil"
        case .afterLanguage:
            let extended = languageLength <= 3 && extendedLanguages < 3 ? "an extended language (3 letters, such as yue), " : ""
            return "\(extended)a script (4 letters, such as Latn), a region (2 letters or 3 digits, such as CH or 419), \(variant), or \(extensions)"
        case .afterScript:
            return "a region (2 letters or 3 digits, such as CH or 419), \(variant), or \(extensions)"
        case .afterRegion, .afterVariant:
            return "\(variant), or \(extensions)"
        case .inExtension(let subtags):
            return subtags == 0 ? "an extension subtag: 2 to 8 letters or digits after the singleton, such as nu in u-nu-arab"
                : "an extension subtag (2 to 8 letters or digits), another singleton, or x and private subtags"
        case .inPrivateUse:
            return "a private use subtag: 1 to 8 letters or digits after x"
        }
    }
}

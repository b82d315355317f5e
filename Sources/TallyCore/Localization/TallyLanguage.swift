import Foundation

/// The language Tally's text is shown in: a BCP 47 language tag such as `en`, `fr`, `fr-CH`,
/// `pt-BR` or `zh-Hans`.
///
/// The language and the locale are separate. The language picks the texts (and the plural rules
/// their variants follow); the locale formats numbers and dates. An app in English that formats
/// Swiss francs with `de_CH` shows "Cancel" and "1’234.50", not "Abbrechen".
///
/// Which language an app's Tally text is in: an override the app sets, otherwise the first of
/// the app's preferred localizations Tally has text for (its own languages and those an app's
/// catalog adds), otherwise English. See ``resolve(preferredLocalizations:available:override:)``
/// and ``TallyLocalization/language``.
///
/// ```swift
/// TallyLanguage("fr_CH").identifier        // "fr-CH"
/// TallyLanguage(locale: Locale(identifier: "de_CH@currency=CHF"))  // de-CH
/// TallyLanguage.resolve(preferredLocalizations: ["es", "fr"], available: ["en", "fr"])  // fr
/// ```
public struct TallyLanguage: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The tag, normalized: subtags joined by `-`, the language in lowercase, a script in title
    /// case (`Hans`), a region in uppercase (`CH`, `419`). `fr_ch` and `fr-CH` give `fr-CH`.
    public let identifier: String

    /// English, Tally's source language and the last fallback of every lookup.
    public static let english = TallyLanguage("en")

    /// The pseudo-language (`en-XA`): English accented, about 40% longer and bracketed, so
    /// clipped or unlocalized text stands out (``PseudoLocalizer``).
    public static let pseudo = TallyLanguage(Localizer.pseudoLocaleIdentifier)

    /// A language from a tag or a locale identifier: `fr`, `fr-CH`, `fr_CH`, `zh-Hans-TW`,
    /// `de_DE@currency=EUR` (keywords after `@` and an encoding after `.` are dropped), in any
    /// case. Empty text gives English.
    public init(_ identifier: String) {
        let normalized = Self.normalize(identifier)
        self.identifier = normalized.isEmpty ? "en" : normalized
    }

    /// The language of `locale`: its language, script and region (`de_CH` → `de-CH`), without
    /// keywords. This is what the `locale:` lookups use; a view takes the language from
    /// ``TallyLocalization/language`` or the environment instead.
    public init(locale: Locale) {
        self.init(locale.identifier)
    }

    /// A language from a literal tag: `let language: TallyLanguage = "fr"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The tag (``identifier``).
    public var description: String { identifier }

    /// The language subtag alone: `fr` for `fr-CH`.
    public var languageCode: String {
        String(identifier.prefix { $0 != "-" })
    }

    /// Whether this is the pseudo-language ``pseudo``.
    public var isPseudo: Bool { identifier == Self.pseudo.identifier }

    /// The catalog languages this language's texts are looked up in, most specific first:
    /// `fr-CH` → `fr-CH`, `fr`; `zh-Hans-TW` → `zh-Hans-TW`, `zh-Hans`, `zh`. English, the last
    /// fallback of every lookup, is not listed unless it is the language.
    public var fallbacks: [String] {
        // The tag itself, then the tag up to each `-`, from the last: plain loops over the bytes,
        // which a cold process runs without instantiating any generic collection code.
        var result = [identifier]
        var tag = identifier
        tag.withUTF8 { bytes in
            var end = bytes.count
            while end > 1 {
                end -= 1
                if bytes[end] == UInt8(ascii: "-") {
                    result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self))
                }
            }
        }
        return result
    }

    /// CLDR's cardinal plural rules for the language (English's for a language CLDR has none for).
    public var pluralRules: PluralRules { PluralRules.forLanguage(identifier) }

    /// The language Tally's text is shown in.
    ///
    /// - Parameters:
    ///   - preferredLocalizations: The app's localizations in the person's order of preference,
    ///     as `Bundle.main.preferredLocalizations` gives them (`Base` is skipped).
    ///   - available: The languages there is text for (``TallyStrings/languages``).
    ///   - override: A language the app chose; when given it wins, whatever is available
    ///     (missing texts fall back to English).
    /// - Returns: The override; otherwise the first preferred localization one of whose
    ///   ``fallbacks`` is available (`fr-CA` matches `fr`, and stays `fr-CA` so a Canadian text
    ///   would be preferred); otherwise ``english``.
    public static func resolve(
        preferredLocalizations: [String], available: some Sequence<String>, override: TallyLanguage? = nil
    ) -> TallyLanguage {
        if let override { return override }
        let availableLanguages = Set(available.map { TallyLanguage($0).identifier })
        for preferred in preferredLocalizations where preferred != "Base" && !preferred.isEmpty {
            let language = TallyLanguage(preferred)
            if language.fallbacks.contains(where: availableLanguages.contains) { return language }
        }
        return .english
    }

    /// `identifier` with `_` as `-`, keywords and encoding dropped, and each subtag in its case.
    static func normalize(_ identifier: String) -> String {
        normalizeASCII(identifier) ?? normalizeAny(identifier)
    }

    /// ``normalize(_:)`` for any text, through `Character`'s Unicode properties.
    static func normalizeAny(_ identifier: String) -> String {
        // Trimmed with the standard library, not Foundation's CharacterSet, whose first use costs
        // a cold process more than the rest of a lookup.
        let trimmed = Substring(identifier).drop { $0.isWhitespace }
        let trimmedEnd = trimmed.lastIndex { !$0.isWhitespace }.map { trimmed[...$0] } ?? trimmed[trimmed.startIndex..<trimmed.startIndex]
        let tag = trimmedEnd.prefix { $0 != "@" && $0 != "." }
        let parts = tag.split(whereSeparator: { $0 == "_" || $0 == "-" })
        return parts.enumerated().map { index, part in
            if index == 0 { return part.lowercased() }
            if part.count == 4, part.allSatisfy(\.isLetter) { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            if part.count == 2, part.allSatisfy(\.isLetter) { return part.uppercased() }
            return part.lowercased() == part.uppercased() ? String(part) : part.lowercased()
        }.joined(separator: "-")
    }

    /// ``normalize(_:)`` for an identifier written in ASCII (every locale identifier a platform
    /// gives): the same result from one pass over the bytes, with no Unicode tables. Nil when the
    /// identifier has a byte outside ASCII, which the general path then handles.
    static func normalizeASCII(_ identifier: String) -> String? {
        var source = identifier
        return source.withUTF8 { utf8 -> String? in
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
            func lower(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }
            func upper(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte & ~0x20 : byte }
            guard !utf8.contains(where: { $0 >= 0x80 }) else { return nil }
            // White space at either end is dropped, as the general path does; inside the tag it
            // is kept in its subtag. `@` or `.` ends the tag.
            guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
            var end = first
            while end <= last, utf8[end] != UInt8(ascii: "@"), utf8[end] != UInt8(ascii: ".") { end += 1 }
            // The result is never longer than the tag, so it is written in place: a tag of up
            // to 15 bytes (every locale's) becomes a string without a heap allocation.
            return String(unsafeUninitializedCapacity: max(end - first, 1)) { output in
                var written = 0
                var partIndex = 0
                var start = first
                while start < end {
                    var stop = start
                    while stop < end, utf8[stop] != UInt8(ascii: "_"), utf8[stop] != UInt8(ascii: "-") { stop += 1 }
                    if stop > start {  // empty subtags are dropped
                        if written > 0 { output[written] = UInt8(ascii: "-"); written += 1 }
                        let count = stop - start
                        let letters = utf8[start..<stop].allSatisfy(isLetter)
                        for index in start..<stop {
                            let byte = utf8[index]
                            if partIndex == 0 {
                                output[written] = lower(byte)
                            } else if count == 4, letters {
                                output[written] = index == start ? upper(byte) : lower(byte)
                            } else if count == 2, letters {
                                output[written] = upper(byte)
                            } else {
                                output[written] = lower(byte)
                            }
                            written += 1
                        }
                        partIndex += 1
                    }
                    start = stop + 1
                }
                return written
            }
        }
    }
}

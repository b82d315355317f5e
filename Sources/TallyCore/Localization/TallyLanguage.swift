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
    /// The tag, a valid BCP 47 tag (``LanguageTag``) in canonical form: subtags joined by `-`,
    /// the language in lowercase, a script in title case (`Hans`), a region in uppercase (`CH`,
    /// `419`), variants and extensions in lowercase (`-u-nu-arab`). `fr_ch` and `fr-CH` give
    /// `fr-CH`.
    public let identifier: String

    /// English, Tally's source language and the last fallback of every lookup.
    public static let english = TallyLanguage("en")

    /// The pseudo-language (`en-XA`): English accented, about 40% longer and bracketed, so
    /// clipped or unlocalized text stands out (``PseudoLocalizer``).
    public static let pseudo = TallyLanguage(Localizer.pseudoLocaleIdentifier)

    /// A language from a tag or a locale identifier: `fr`, `fr-CH`, `fr_CH`, `zh-Hans-TW`,
    /// `de_DE@currency=EUR` (white space around it, keywords after `@` and an encoding after `.`
    /// are dropped), in any case.
    ///
    /// The tag is checked as ``LanguageTag`` checks it, and what is not valid is dropped: the
    /// longest valid leading part is kept (`ja_JP_TRADITIONAL` gives `ja-JP`, a variant being at
    /// most 8 long), and text whose language is not a known language, or empty text, gives
    /// English (`x00000`, `e` ESC `[31ms`). To refuse such text instead, use
    /// ``init(validating:)``.
    public init(_ identifier: String) {
        self.identifier = Self.validPart(of: identifier) ?? "en"
    }

    /// The language in `identifier` as ``init(_:)`` reads it, or nil where that gives English
    /// only because nothing in the text is a valid tag.
    init?(validPartOf identifier: String) {
        guard let tag = Self.validPart(of: identifier) else { return nil }
        self.identifier = tag
    }

    /// A language from a BCP 47 tag or a locale identifier written with `_` (`pt_BR`), checked:
    /// the whole text must be a valid tag (``LanguageTag``), nothing dropped.
    ///
    /// - Throws: ``LanguageTagError`` naming the first subtag that is wrong: `x00000` is not a
    ///   language subtag, `qq` is not a known language, `en-u` lacks the extension's subtags.
    public init(validating text: String) throws {
        identifier = try LanguageTag(text, allowsUnderscores: true).identifier
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
        let availableLanguages = Set(available.compactMap { TallyLanguage(validPartOf: $0)?.identifier })
        // A localization that is no language tag ("Base", "x00000") is passed over.
        for preferred in preferredLocalizations {
            guard let language = TallyLanguage(validPartOf: preferred) else { continue }
            if language.fallbacks.contains(where: availableLanguages.contains) { return language }
        }
        return .english
    }

    /// The longest valid tag at the start of `identifier`'s tag part, canonical, or nil.
    private static func validPart(of identifier: String) -> String? {
        LanguageTag.longestValidPrefix(of: String(tagPart(of: identifier)), allowsUnderscores: true)?.identifier
    }

    /// The tag in `identifier`: white space around it trimmed, and keywords after `@` and an
    /// encoding after `.` dropped.
    static func tagPart(of identifier: String) -> Substring {
        // Trimmed with the standard library, not Foundation's CharacterSet, whose first use costs
        // a cold process more than the rest of a lookup.
        let trimmed = Substring(identifier).drop { $0.isWhitespace }
        let trimmedEnd = trimmed.lastIndex { !$0.isWhitespace }.map { trimmed[...$0] } ?? trimmed[trimmed.startIndex..<trimmed.startIndex]
        return trimmedEnd.prefix { $0 != "@" && $0 != "." }
    }
}

extension TallyLanguage {
    /// The localization of an app's bundle that the app's own texts are looked up in while
    /// Tally's text is in this language: the labels an app gives Tally's views as keys
    /// (`LocalizedStringKey` in SwiftUI), which `.tallyLanguage(_:)` switches with Tally's text.
    ///
    /// - Parameters:
    ///   - localizations: The bundle's localizations, the names of its `.lproj` folders
    ///     (`Bundle.localizations`: `en`, `fr`, `pt-BR`, `zh-Hans`, `Base`), in any case and
    ///     written with `-` or `_`.
    ///   - developmentLocalization: The bundle's development localization, the last resort.
    /// - Returns: The bundle's localization, as the bundle writes it: the first of ``fallbacks``
    ///   the bundle has (`fr-CH`, else `fr`); else the first localization of the same language
    ///   (`pt-BR` for `pt`); else `developmentLocalization` when the bundle has it; else nil, and
    ///   the app's texts are looked up as the platform looks them up.
    public func appLocalization(in localizations: [String], developmentLocalization: String?) -> String? {
        // Each localization under its canonical tag; "Base" and other names that are no tag are passed over.
        let tagged = localizations.compactMap { name in TallyLanguage(validPartOf: name).map { (tag: $0, name: name) } }
        for fallback in fallbacks {
            if let match = tagged.first(where: { $0.tag.identifier == fallback }) { return match.name }
        }
        if let match = tagged.first(where: { $0.tag.languageCode == languageCode }) { return match.name }
        if let developmentLocalization, localizations.contains(developmentLocalization) { return developmentLocalization }
        return nil
    }
}

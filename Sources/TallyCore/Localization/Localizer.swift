import Foundation

/// Looks up text in a ``StringCatalog`` for any language, at run time.
///
/// - The language can change without a relaunch: every lookup takes a ``TallyLanguage`` (or a
///   `Locale`, whose language is then used).
/// - Fallback: `fr-CH` tries `fr-CH`, then `fr`, then the catalog's source language (`en`). A key
///   missing everywhere returns the key itself, never an empty string; `tally l10n check`
///   reports it before it ships.
/// - Plurals follow CLDR's cardinal rules for the language the text came from; the operands come
///   from the count.
/// - The pseudo-language ``pseudoLocaleIdentifier`` shows the English text accented, about 40%
///   longer and bracketed, so clipped or unlocalized text stands out in layouts.
/// - Lookups are dictionary reads (a binary search in Tally's compiled tables): a catalog is
///   parsed once.
///
/// Tally's own text, with an app's catalog over it, is looked up through ``TallyStrings`` and the
/// static ``string(_:language:locale:count:arguments:)``.
public struct Localizer: Sendable {
    /// The locale identifier of the pseudo-locale (`en-XA`, as Android and Chromium name it).
    public static let pseudoLocaleIdentifier = "en-XA"

    /// Where the texts come from: a catalog value, or Tally's compiled tables read in place.
    private enum Source: Sendable {
        case catalog(StringCatalog)
        case tallyTable
    }

    private let source: Source

    /// The catalog texts come from. For ``bundled`` it is rebuilt from the compiled tables the
    /// first time it is asked for; lookups never need it.
    public var catalog: StringCatalog {
        switch source {
        case .catalog(let catalog): catalog
        case .tallyTable: TallyStringTable.catalog
        }
    }

    /// The catalog's source language, without building the catalog.
    var sourceLanguage: String {
        switch source {
        case .catalog(let catalog): catalog.sourceLanguage
        case .tallyTable: TallyStringTable.string(TallyStringTable.sourceLanguage)
        }
    }

    /// Every language the catalog has text in, sorted, without building the catalog.
    var languages: [String] {
        switch source {
        case .catalog(let catalog): catalog.languages
        case .tallyTable: TallyStringTable.languageList
        }
    }

    /// Texts with placeholders, parsed once each and shared by every localizer (a parse depends
    /// on the text alone; the catalogs bound how many there are). Made on the first text with a
    /// placeholder, so a localizer costs nothing to make and a plain text nothing to look up.
    private static let formats = CompiledCache<String, Result<LocalizedFormat.Parsed, FormatError>>()

    /// A localizer over `catalog`.
    public init(catalog: StringCatalog) {
        self.source = .catalog(catalog)
    }

    private init(source: Source) {
        self.source = source
    }

    /// Tally's own catalog, compiled into the library from `Localizable.xcstrings` by
    /// `tally l10n compile` as tables read in place, so the first lookup parses no JSON and
    /// builds no dictionary. Always a success; the `Result` is kept for callers written when the
    /// catalog was read from a file.
    public static let bundled: Result<Localizer, StringCatalogError> = .success(Localizer(source: .tallyTable))

    /// Tally's text for `key` in `language`, from ``TallyLocalization/strings`` (Tally's
    /// catalog with the app's registered catalog over it).
    ///
    /// This is the lookup views and models use: the language comes from the app's localization
    /// or the environment (``TallyLocalization/language``), while `locale` only formats figures
    /// (the caller formats amounts and dates with it before passing them as arguments).
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - language: The language of the text; nil for `locale`'s language (the behaviour of
    ///     ``string(_:locale:count:arguments:)-type.method``).
    ///   - locale: The locale figures are formatted in.
    ///   - count: The number choosing the plural variant; nil for the first integer argument.
    ///   - arguments: The values of the placeholders.
    public static func string(
        _ key: TallyStringKey, language: TallyLanguage?, locale: Locale, count: Int? = nil, arguments: [FormatArgument] = []
    ) -> String {
        TallyLocalization.strings.string(key, language: language ?? TallyLanguage(locale: locale), count: count, arguments: arguments)
    }

    /// Tally's text for `key` in `locale`'s language: the same as
    /// ``string(_:language:locale:count:arguments:)`` with `TallyLanguage(locale: locale)`.
    ///
    /// The locale decides the language here, as it did before languages were separate from
    /// locales; a view passes the language it was given instead, so that an app's `\.locale`
    /// formats figures without changing Tally's language.
    public static func string(
        _ key: TallyStringKey, locale: Locale, count: Int? = nil, arguments: [FormatArgument] = []
    ) -> String {
        string(key, language: TallyLanguage(locale: locale), locale: locale, count: count, arguments: arguments)
    }

    /// The text for `key` in `locale`'s language: the same as ``string(_:language:count:arguments:)``
    /// with `TallyLanguage(locale: locale)`.
    public func string(_ key: String, locale: Locale, count: Int? = nil, arguments: [FormatArgument] = []) -> String {
        string(key, language: TallyLanguage(locale: locale), count: count, arguments: arguments)
    }

    /// The text for `key` in `language`, with the plural variant for `count` (or, when `count` is
    /// nil, for the first integer argument) and the placeholders filled from `arguments`.
    ///
    /// Never fails: a missing key gives the key; a text whose placeholders do not fit the
    /// arguments gives the text with its placeholders unfilled (the check reports both).
    public func string(_ key: String, language: TallyLanguage, count: Int? = nil, arguments: [FormatArgument] = []) -> String {
        let chain = chain(for: language, source: sourceLanguage)
        for step in chain.languages {
            if let text = text(key, in: step, rules: PluralRules.cached(step), pseudo: chain.isPseudo, count: count, arguments: arguments) {
                return text
            }
        }
        return key
    }

    /// The languages to try for `language`, ending with `source`; only `source` for the
    /// pseudo-language. The last chain worked out is kept (an app shows one language at a
    /// time), in a class of its own so that a cold process makes it without instantiating any
    /// generic type.
    func chain(for language: TallyLanguage, source: String) -> LanguageChain {
        Self.lastChain.chain(for: language, source: source)
    }

    private static let lastChain = LastChain()

    /// The last chain worked out, behind a lock.
    private final class LastChain: @unchecked Sendable {
        private let lock = NSLock()
        private var language = ""
        private var source = ""
        private var chain: LanguageChain?

        func chain(for language: TallyLanguage, source: String) -> LanguageChain {
            lock.withLock {
                if let chain, self.language == language.identifier, self.source == source { return chain }
                let made = LanguageChain(language: language, source: source)
                (self.language, self.source, chain) = (language.identifier, source, made)
                return made
            }
        }
    }

    /// The text of `key` written in exactly `language` (one step of a chain), filled; nil when
    /// the catalog has no non-empty text for it there.
    /// `rules` is asked for only when the text has plural variants, so a plain text never parses
    /// plural rules.
    func text(_ key: String, in language: String, rules: @autoclosure () -> PluralRules, pseudo: Bool, count: Int?,
              arguments: [FormatArgument]) -> String? {
        let count = count ?? Self.firstInteger(arguments)
        let value: String
        switch source {
        case .catalog(let catalog):
            guard let localization = catalog.entries[key]?.localizations[language],
                  let unit = Self.unit(localization, rules: rules, count: count) else { return nil }
            value = unit.value
        case .tallyTable:
            guard let text = TallyStringTable.text(key, language: language, pluralCategory: { rules().category(for: PluralOperands(count ?? 0)) })
            else { return nil }
            value = text
        }
        guard !value.isEmpty else { return nil }
        // Pseudo-localize the text, not the arguments: amounts and dates stay readable.
        let format = pseudo ? PseudoLocalizer.transform(value) : value
        guard format.utf8.contains(0x25) else { return format }  // no placeholder: the text itself
        let parsed = Self.formats.value(for: format) { Result { try LocalizedFormat.Parsed(format) }.mapError { $0 as? FormatError ?? FormatError(message: "\($0)") } }
        return (try? parsed.get().filled(with: arguments)) ?? format
    }

    /// The catalog languages to try for `locale`, most specific first, ending with `source`.
    ///
    /// `fr_CH` → `fr-CH`, `fr`, `en`; `zh-Hans-TW` → `zh-Hans-TW`, `zh-Hans`, `zh`, `en`.
    public static func languageChain(for locale: Locale, source: String) -> [String] {
        let fallbacks = TallyLanguage(locale: locale).fallbacks
        return fallbacks + (fallbacks.contains(source) ? [] : [source])
    }

    /// Whether `locale` is the pseudo-locale.
    public static func isPseudo(_ locale: Locale) -> Bool {
        TallyLanguage(locale: locale).isPseudo
    }

    private static func firstInteger(_ arguments: [FormatArgument]) -> Int? {
        for case .int(let value) in arguments { return value }
        return nil
    }

    private static func unit(_ localization: StringCatalog.Localization, rules: () -> PluralRules, count: Int?) -> StringCatalog.Unit? {
        switch localization {
        case .unit(let unit):
            return unit
        case .plural(let variants):
            let category = rules().category(for: PluralOperands(count ?? 0))
            return variants[category] ?? variants[.other] ?? PluralCategory.allCases.lazy.compactMap { variants[$0] }.first
        }
    }
}

/// The languages a lookup tries, in order; the plural rules of each are asked for only when a
/// text with plural variants is found in it.
struct LanguageChain: Sendable {
    /// Whether the texts are pseudo-localized.
    let isPseudo: Bool
    /// The catalog languages, most specific first, ending with the source language.
    let languages: [String]

    /// The chain for `language` over a catalog written in `source`.
    init(language: TallyLanguage, source: String) {
        isPseudo = language.isPseudo
        if isPseudo {
            languages = [source]
        } else {
            let fallbacks = language.fallbacks
            languages = fallbacks.contains(source) ? fallbacks : fallbacks + [source]
        }
    }
}

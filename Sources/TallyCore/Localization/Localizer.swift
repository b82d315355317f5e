import Foundation

/// Looks up Tally's user-facing text in a ``StringCatalog`` for any locale, at run time.
///
/// - The language can change without a relaunch: every lookup takes a `Locale` (TallyUI passes
///   `@Environment(\.locale)`).
/// - Fallback: `fr_CH` tries `fr-CH`, then `fr`, then the catalog's source language (`en`). A key
///   missing everywhere returns the key itself, never an empty string; `tally l10n check`
///   reports it before it ships.
/// - Plurals follow CLDR's cardinal rules for the language the text came from.
/// - The pseudo-locale ``pseudoLocaleIdentifier`` shows the English text accented, about 40%
///   longer and bracketed, so clipped or unlocalized text stands out in layouts.
/// - Lookups are dictionary reads: the catalog is parsed once.
public struct Localizer: Sendable {
    /// The locale identifier of the pseudo-locale (`en-XA`, as Android and Chromium name it).
    public static let pseudoLocaleIdentifier = "en-XA"

    /// The catalog texts come from.
    public let catalog: StringCatalog

    /// Per locale identifier: whether it is the pseudo-locale and the languages to try. Worked
    /// out once per locale, not per lookup.
    private let resolutions = CompiledCache<String, Resolution>()
    /// The catalog's texts with placeholders, parsed once each (the catalog bounds how many).
    private let formats = CompiledCache<String, Result<LocalizedFormat.Parsed, FormatError>>()

    private struct Resolution: Sendable {
        let isPseudo: Bool
        /// The languages to try, each with its plural rules.
        let chain: [(language: String, rules: PluralRules)]
    }

    /// A localizer over `catalog`.
    public init(catalog: StringCatalog) {
        self.catalog = catalog
    }

    /// Tally's own catalog, read once from TallyCore's resources, or why it could not be read.
    public static let bundled: Result<Localizer, StringCatalogError> = {
        guard let url = Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings"),
              let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(StringCatalogError("Localizable.xcstrings is missing from TallyCore's resources"))
        }
        do {
            return .success(Localizer(catalog: try StringCatalog(data: data)))
        } catch let error as StringCatalogError {
            return .failure(error)
        } catch {
            return .failure(StringCatalogError("\(error)"))
        }
    }()

    /// Looks `key` up in Tally's bundled catalog; if the bundle could not be read, returns the key.
    public static func string(
        _ key: TallyStringKey, locale: Locale, count: Int? = nil, arguments: [FormatArgument] = []
    ) -> String {
        switch bundled {
        case .success(let localizer): localizer.string(key.rawValue, locale: locale, count: count, arguments: arguments)
        case .failure: key.rawValue
        }
    }

    /// The text for `key` in `locale`, with the plural variant for `count` (or, when `count` is
    /// nil, for the first integer argument) and the placeholders filled from `arguments`.
    ///
    /// Never fails: a missing key gives the key; a text whose placeholders do not fit the
    /// arguments gives the text with its placeholders unfilled (the check reports both).
    public func string(_ key: String, locale: Locale, count: Int? = nil, arguments: [FormatArgument] = []) -> String {
        guard let entry = catalog.entries[key] else { return key }
        let source = catalog.sourceLanguage
        let resolution = resolutions.value(for: locale.identifier) {
            let pseudo = Self.isPseudo(locale)
            let languages = pseudo ? [source] : Self.languageChain(for: locale, source: source)
            return Resolution(isPseudo: pseudo, chain: languages.map { ($0, PluralRules.forLanguage($0)) })
        }
        for (language, rules) in resolution.chain {
            guard let localization = entry.localizations[language],
                  let unit = Self.unit(localization, rules: rules, count: count ?? Self.firstInteger(arguments)),
                  !unit.value.isEmpty else { continue }
            // Pseudo-localize the text, not the arguments: amounts and dates stay readable.
            let format = resolution.isPseudo ? PseudoLocalizer.transform(unit.value) : unit.value
            guard format.utf8.contains(0x25) else { return format }  // no placeholder: the text itself
            let parsed = formats.value(for: format) { Result { try LocalizedFormat.Parsed(format) }.mapError { $0 as? FormatError ?? FormatError(message: "\($0)") } }
            return (try? parsed.get().filled(with: arguments)) ?? format
        }
        return key
    }

    /// The catalog languages to try for `locale`, most specific first, ending with `source`.
    ///
    /// `fr_CH` → `fr-CH`, `fr`, `en`; `zh-Hans-TW` → `zh-Hans-TW`, `zh-Hans`, `zh`, `en`.
    public static func languageChain(for locale: Locale, source: String) -> [String] {
        let identifier = locale.identifier.split(separator: "@").first.map(String.init) ?? ""
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        var chain: [String] = []
        for length in stride(from: parts.count, through: 1, by: -1) {
            let candidate = parts.prefix(length).joined(separator: "-")
            if !candidate.isEmpty, !chain.contains(candidate) { chain.append(candidate) }
        }
        if !chain.contains(source) { chain.append(source) }
        return chain
    }

    /// Whether `locale` is the pseudo-locale.
    public static func isPseudo(_ locale: Locale) -> Bool {
        let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
        return identifier == pseudoLocaleIdentifier || identifier.hasPrefix(pseudoLocaleIdentifier + "@")
    }

    private static func firstInteger(_ arguments: [FormatArgument]) -> Int? {
        for case .int(let value) in arguments { return value }
        return nil
    }

    private static func unit(_ localization: StringCatalog.Localization, rules: PluralRules, count: Int?) -> StringCatalog.Unit? {
        switch localization {
        case .unit(let unit):
            return unit
        case .plural(let variants):
            let category = rules.category(for: PluralOperands(count ?? 0))
            return variants[category] ?? variants[.other] ?? PluralCategory.allCases.lazy.compactMap { variants[$0] }.first
        }
    }
}

/// Turns text into pseudo-localized text for layout testing: every letter accented, about 40%
/// longer, and bracketed so truncation shows. Placeholders such as `%@` and `%1$lld` are kept.
public enum PseudoLocalizer {
    private static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    /// The pseudo-localized form of `text`: `[Ţöðáý·· ]` for `Today`.
    public static func transform(_ text: String) -> String {
        var output = ""
        var letters = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "%", let end = placeholderEnd(in: text, from: index) {
                output += text[index..<end]
                index = end
                continue
            }
            if let accented = accents[character] {
                output.append(accented)
                letters += 1
            } else {
                output.append(character)
                if character.isLetter { letters += 1 }
            }
            index = text.index(after: index)
        }
        let padding = Int((Double(max(letters, 1)) * 0.4).rounded(.up))
        return "[" + output + " " + String(repeating: "·", count: padding) + "]"
    }

    /// The end of a `%…` placeholder starting at `start`, or nil if it is not one.
    private static func placeholderEnd(in text: String, from start: String.Index) -> String.Index? {
        var index = text.index(after: start)
        while index < text.endIndex {
            let character = text[index]
            if character == "%" { return text.index(after: index) }
            if "@diufegFEG".contains(character) { return text.index(after: index) }
            guard character.isNumber || "$.hlqztj".contains(character) else { return nil }
            index = text.index(after: index)
        }
        return nil
    }
}

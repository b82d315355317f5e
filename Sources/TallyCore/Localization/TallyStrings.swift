import Foundation

/// Tally's text: its own String Catalog, with an app's catalog over it.
///
/// An app's catalog is an ordinary `.xcstrings` file whose keys are Tally's
/// (``TallyStringKey``): it can change any of Tally's texts in any language, or add a language
/// Tally does not have (Spanish, Japanese, Arabic…). A lookup in `fr-CH` tries, in order: the
/// app's `fr-CH`, Tally's `fr-CH`, the app's `fr`, Tally's `fr`, the app's English, Tally's
/// English; a key missing everywhere gives the key itself.
///
/// The app's catalog is checked when it is loaded, so a mistake shows at launch rather than in
/// a layout: ``init(overrides:)`` throws a ``TallyStringsError`` naming each key and language
/// that is wrong (a key Tally does not have, placeholders that differ from Tally's text, plural
/// variants that do not fit the language, empty text, a language code not written as Xcode
/// writes it).
///
/// ```swift
/// let catalog = try StringCatalog(data: Data(contentsOf: url))
/// try TallyLocalization.register(catalog)        // every view and model uses it from now on
/// ```
public struct TallyStrings: Sendable {
    /// Tally's own catalog.
    public let tally: Localizer
    /// The app's catalog, if any: its texts win over Tally's in each language.
    public let app: Localizer?
    /// Every language there is text for, Tally's and the app's, sorted.
    public let languages: [String]

    /// Tally's own texts, read from TallyCore's resources (an empty catalog, whose lookups give
    /// the key, if they could not be read).
    public static let standard = TallyStrings(tally: Self.bundledLocalizer, app: nil)

    /// Tally's catalog, or an empty one if the resource could not be read.
    private static var bundledLocalizer: Localizer {
        (try? Localizer.bundled.get()) ?? Localizer(catalog: StringCatalog(sourceLanguage: "en", entries: [:]))
    }

    private init(tally: Localizer, app: Localizer?) {
        self.tally = tally
        self.app = app
        if let app {
            languages = Array(Set(tally.languages + app.catalog.languages)).sorted()
        } else {
            languages = tally.languages
        }
    }

    /// Tally's texts with `overrides` over them.
    ///
    /// - Throws: ``TallyStringsError`` listing every problem of `overrides`, each with its key
    ///   and language: a key that is not Tally's; a language code that is not a BCP 47 tag of a
    ///   known language (``LanguageTag``), or not in its canonical form (`pt-BR`, `zh-Hans`,
    ///   `en-u-nu-arab`); an empty or invisible text; placeholders that differ from Tally's
    ///   English text (a plural variant may leave out the count); a plural where Tally's text
    ///   has no count, a single text where it has one (unless the language has only `other`),
    ///   or plural variants missing or beyond the language's CLDR categories.
    public init(overrides: StringCatalog) throws {
        let tally = Self.bundledLocalizer
        let problems = Self.problems(in: overrides, against: tally.catalog)
        guard problems.isEmpty else { throw TallyStringsError(problems: problems) }
        self.init(tally: tally, app: Localizer(catalog: overrides))
    }

    /// Tally's texts with the catalog in `data` (the bytes of an `.xcstrings` file) over them.
    ///
    /// - Throws: ``StringCatalogError`` when the file is not a String Catalog (with its line and
    ///   column), or ``TallyStringsError`` as ``init(overrides:)``.
    public init(overridesData data: Data) throws {
        try self.init(overrides: StringCatalog(data: data))
    }

    /// The language Tally's text is shown in for an app whose preferred localizations are
    /// `preferredLocalizations`: ``TallyLanguage/resolve(preferredLocalizations:available:override:)``
    /// over ``languages``.
    ///
    /// - Parameters:
    ///   - preferredLocalizations: The app's localizations in the person's order; by default
    ///     `Bundle.main.preferredLocalizations`.
    ///   - override: A language the app chose, which wins.
    public func language(
        preferredLocalizations: [String] = Bundle.main.preferredLocalizations, override: TallyLanguage? = nil
    ) -> TallyLanguage {
        TallyLanguage.resolve(preferredLocalizations: preferredLocalizations, available: languages, override: override)
    }

    /// The text for `key` in `language`: the app's text, then Tally's, in each language of the
    /// chain (`fr-CH`, `fr`, `en`), with the plural variant for `count` (or the first integer
    /// argument) under the rules of the language the text came from, and the placeholders filled
    /// from `arguments`. Never fails: a key missing everywhere gives the key.
    public func string(_ key: TallyStringKey, language: TallyLanguage, count: Int? = nil, arguments: [FormatArgument] = []) -> String {
        string(key.rawValue, language: language, count: count, arguments: arguments)
    }

    /// The text for a key given by its catalog spelling; the same as
    /// ``string(_:language:count:arguments:)-(TallyStringKey,_,_,_)``.
    public func string(_ key: String, language: TallyLanguage, count: Int? = nil, arguments: [FormatArgument] = []) -> String {
        let chain = tally.chain(for: language, source: TallyLanguage.english.identifier)
        for step in chain.languages {
            if let app, let text = app.text(key, in: step, rules: PluralRules.cached(step), pseudo: chain.isPseudo, count: count, arguments: arguments) {
                return text
            }
            if let text = tally.text(key, in: step, rules: PluralRules.cached(step), pseudo: chain.isPseudo, count: count, arguments: arguments) {
                return text
            }
        }
        return key
    }

    // MARK: Checking an app's catalog

    /// Every problem of `catalog` as an app's catalog over `tally`, sorted by key and language.
    static func problems(in catalog: StringCatalog, against tally: StringCatalog) -> [TallyStringsError.Problem] {
        var problems: [TallyStringsError.Problem] = []
        for key in catalog.keys {
            guard let entry = catalog.entries[key] else { continue }
            guard let tallyEntry = tally.entries[key] else {
                problems.append(.init(kind: .unknownKey, key: key, language: nil,
                                      message: "Tally has no key \"\(key)\"; an app's catalog can only change Tally's texts (see TallyStringKey)"))
                continue
            }
            let tallySource = tallyEntry.localizations[tally.sourceLanguage]
            let isPlural = tallyEntry.localizations.values.contains { if case .plural = $0 { true } else { false } }
            let expected = tallySource.flatMap(sourceSignature)
            for language in entry.localizations.keys.sorted() {
                guard let localization = entry.localizations[language] else { continue }
                problems += self.problems(in: localization, key: key, language: language, tallyIsPlural: isPlural, expected: expected)
            }
        }
        return problems
    }

    private static func problems(
        in localization: StringCatalog.Localization, key: String, language: String, tallyIsPlural: Bool,
        expected: [Int: FormatPlaceholder.Kind]?
    ) -> [TallyStringsError.Problem] {
        func problem(_ kind: TallyStringsError.Kind, _ message: String) -> TallyStringsError.Problem {
            TallyStringsError.Problem(kind: kind, key: key, language: language, message: message)
        }
        var problems: [TallyStringsError.Problem] = []
        switch LanguageTag.parse(language, allowsUnderscores: true) {
        case .failure(let error):
            // Not a language: nothing else about its texts can be checked.
            return [problem(.languageCode, "the language code is not a BCP 47 language tag: \(error.reason)")]
        case .success(let tag) where tag.identifier != language:
            problems.append(problem(.languageCode, "the language code \"\(language)\" is not written as a BCP 47 tag in its canonical form; write \"\(tag.identifier)\""))
        case .success:
            break
        }
        let categories = PluralRules.forLanguage(language).categories
        let names = categories.map(\.rawValue).joined(separator: ", ")
        switch localization {
        case .unit:
            if tallyIsPlural && categories != [.other] {
                problems.append(problem(.pluralMismatch, "Tally's text varies by plural, so \(language) needs the variants \(names) (CLDR \(language)), not one text"))
            }
        case .plural(let variants):
            if !tallyIsPlural {
                problems.append(problem(.pluralMismatch, "Tally's text has no count, so it cannot vary by plural; give one text"))
            } else {
                let extra = variants.keys.filter { !categories.contains($0) }.sorted()
                if !extra.isEmpty {
                    problems.append(problem(.pluralMismatch, "\(extra.map(\.rawValue).joined(separator: ", ")) \(extra.count == 1 ? "is" : "are") not a plural category of \(language) (CLDR \(language): \(names)), so never shown"))
                }
                let missing = categories.filter { variants[$0] == nil }
                if !missing.isEmpty {
                    problems.append(problem(.pluralMismatch, "missing the plural \(missing.count == 1 ? "variant" : "variants") \(missing.map(\.rawValue).joined(separator: ", ")) (CLDR \(language): \(names))"))
                }
            }
        }
        for unit in localization.units {
            if unit.value.unicodeScalars.allSatisfy(Self.isInvisible) {
                problems.append(problem(.emptyText, unit.value.isEmpty ? "the text is empty" : "the text is only spaces or invisible characters"))
                continue
            }
            let found: [Int: FormatPlaceholder.Kind]
            do {
                found = try LocalizedFormat.signature(of: unit.value)
            } catch {
                problems.append(problem(.invalidPlaceholder, "\(error)"))
                continue
            }
            guard let expected else { continue }
            // A plural variant may leave out the count ("Un jour avant"); nothing else may differ.
            let mayOmit = tallyIsPlural ? Set(expected.filter { $0.value == .integer }.map(\.key)) : []
            let wrong = found.filter { expected[$0.key] != $0.value }
            let missing = expected.keys.filter { found[$0] == nil && !mayOmit.contains($0) }
            if !wrong.isEmpty || !missing.isEmpty {
                problems.append(problem(.placeholderMismatch, "\"\(unit.value)\" has placeholders \(describe(found)); Tally's text has \(describe(expected))"))
            }
        }
        return problems
    }

    /// The placeholders of Tally's source text (a plural's `other` variant), or nil when they do
    /// not parse (the bundled catalog is checked by `tally l10n check`, so this does not happen).
    private static func sourceSignature(_ localization: StringCatalog.Localization) -> [Int: FormatPlaceholder.Kind]? {
        let text: String
        switch localization {
        case .unit(let unit): text = unit.value
        case .plural(let variants): text = (variants[.other] ?? localization.units.first)?.value ?? ""
        }
        return try? LocalizedFormat.signature(of: text)
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
            || properties.generalCategory == .format || properties.generalCategory == .control
    }

    private static func describe(_ signature: [Int: FormatPlaceholder.Kind]) -> String {
        signature.isEmpty ? "none" : signature.sorted { $0.key < $1.key }.map { "argument \($0.key): \($0.value.rawValue)" }.joined(separator: ", ")
    }
}

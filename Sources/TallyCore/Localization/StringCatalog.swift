import Foundation

/// Apple's String Catalog (`.xcstrings`) as a value: every key with its translations, read with
/// Tally's own parser so it works the same on Linux and iOS and reports where a file is wrong.
///
/// The file stays Apple's JSON (`sourceLanguage`, `strings`, `localizations`, `stringUnit` with
/// `state` and `value`, `variations.plural`), so Xcode's catalog editor and translators' tools
/// keep working on it.
public struct StringCatalog: Sendable, Hashable {
    /// One translated text and its review state.
    public struct Unit: Sendable, Hashable {
        /// `translated`, `needs_review`, `new` or `stale`, as Xcode writes it.
        public var state: String
        /// The text, with `printf`-style placeholders.
        public var value: String

        /// A unit.
        public init(state: String, value: String) {
            self.state = state
            self.value = value
        }

        /// Whether a translator has marked the text done.
        public var isTranslated: Bool { state == "translated" }
    }

    /// A key's text in one language: a single text, or one per plural category.
    public enum Localization: Sendable, Hashable {
        /// One text whatever the count.
        case unit(Unit)
        /// One text per CLDR plural category (`one`, `few`, `many`, `other`…).
        case plural([PluralCategory: Unit])

        /// Every unit, in CLDR category order for plurals.
        public var units: [Unit] {
            switch self {
            case .unit(let unit): [unit]
            case .plural(let variants): PluralCategory.allCases.compactMap { variants[$0] }
            }
        }
    }

    /// One key of the catalog.
    public struct Entry: Sendable, Hashable {
        /// The key, for example `date.yesterday`.
        public var key: String
        /// The comment for translators, if any.
        public var comment: String?
        /// Its text per language code (`en`, `ru`, `fr`, `de`, `fr-CH`…).
        public var localizations: [String: Localization]
        /// Where the key is written in the file.
        public var location: TextLocation

        /// An entry.
        public init(key: String, comment: String? = nil, localizations: [String: Localization], location: TextLocation = .start) {
            self.key = key
            self.comment = comment
            self.localizations = localizations
            self.location = location
        }
    }

    /// The language the keys were written in (`en`).
    public var sourceLanguage: String
    /// The entries by key.
    public var entries: [String: Entry]

    /// A catalog from its parts.
    public init(sourceLanguage: String, entries: [String: Entry]) {
        self.sourceLanguage = sourceLanguage
        self.entries = entries
    }

    /// The keys in sorted order.
    public var keys: [String] { entries.keys.sorted() }

    /// Every language any entry has a text for, sorted.
    public var languages: [String] {
        Set(entries.values.flatMap { $0.localizations.keys }).sorted()
    }

    /// Reads a catalog from the bytes of an `.xcstrings` file.
    ///
    /// - Throws: ``StringCatalogError`` naming the problem, the key and the line and column:
    ///   malformed JSON, a missing or mistyped field, a plural category CLDR does not have, a
    ///   unit without a value.
    public init(data: Data) throws {
        let root: JSONNode
        do {
            root = try JSONParser.parse(data)
        } catch let error as JSONParseError {
            throw StringCatalogError("malformed JSON: \(error.message)", location: error.location)
        }
        try self.init(root: root)
    }

    /// Reads a catalog from the text of an `.xcstrings` file.
    ///
    /// - Throws: ``StringCatalogError``, as ``init(data:)``.
    public init(text: String) throws {
        try self.init(data: Data(text.utf8))
    }

    private init(root: JSONNode) throws {
        guard case .object(let object) = root.value else {
            throw StringCatalogError("the catalog must be a JSON object, found \(root.value.kindName)", location: root.location)
        }
        guard let sourceNode = object["sourceLanguage"], let source = sourceNode.value.stringValue, !source.isEmpty else {
            throw StringCatalogError("missing \"sourceLanguage\" (for example \"en\")", location: object["sourceLanguage"]?.location ?? root.location)
        }
        guard let stringsNode = object["strings"], case .object(let strings) = stringsNode.value else {
            throw StringCatalogError("missing \"strings\" object", location: object["strings"]?.location ?? root.location)
        }
        var entries: [String: Entry] = [:]
        for member in strings.members {
            entries[member.key] = try Self.entry(member)
        }
        self.init(sourceLanguage: source, entries: entries)
    }

    private static func entry(_ member: JSONMember) throws -> Entry {
        let key = member.key
        guard case .object(let object) = member.value.value else {
            throw StringCatalogError("an entry must be an object, found \(member.value.value.kindName)", key: key, location: member.value.location)
        }
        var comment: String?
        if let node = object["comment"] {
            guard let text = node.value.stringValue else {
                throw StringCatalogError("\"comment\" must be a string", key: key, location: node.location)
            }
            comment = text
        }
        var localizations: [String: Localization] = [:]
        if let node = object["localizations"] {
            guard case .object(let languages) = node.value else {
                throw StringCatalogError("\"localizations\" must be an object of languages", key: key, location: node.location)
            }
            for language in languages.members {
                localizations[language.key] = try localization(language.value, key: key, language: language.key)
            }
        }
        return Entry(key: key, comment: comment, localizations: localizations, location: member.keyLocation)
    }

    private static func localization(_ node: JSONNode, key: String, language: String) throws -> Localization {
        guard case .object(let object) = node.value else {
            throw StringCatalogError("the \(language) localization must be an object", key: key, location: node.location)
        }
        if let unitNode = object["stringUnit"] {
            return .unit(try unit(unitNode, key: key, language: language))
        }
        guard let variations = object["variations"], case .object(let kinds) = variations.value else {
            throw StringCatalogError("the \(language) localization has neither \"stringUnit\" nor \"variations\"", key: key, location: node.location)
        }
        guard let pluralNode = kinds["plural"], case .object(let plural) = pluralNode.value else {
            let kind = kinds.keys.first ?? "none"
            throw StringCatalogError("the \(language) variations are \"\(kind)\"; only \"plural\" variations are supported", key: key, location: variations.location)
        }
        var variants: [PluralCategory: Unit] = [:]
        for variant in plural.members {
            guard let category = PluralCategory(rawValue: variant.key) else {
                throw StringCatalogError("\"\(variant.key)\" is not a CLDR plural category (zero, one, two, few, many, other)", key: key, location: variant.keyLocation)
            }
            guard case .object(let wrapper) = variant.value.value, let unitNode = wrapper["stringUnit"] else {
                throw StringCatalogError("the \(language) \"\(variant.key)\" variant needs a \"stringUnit\"", key: key, location: variant.value.location)
            }
            variants[category] = try unit(unitNode, key: key, language: language)
        }
        return .plural(variants)
    }

    private static func unit(_ node: JSONNode, key: String, language: String) throws -> Unit {
        guard case .object(let object) = node.value else {
            throw StringCatalogError("a stringUnit must be an object", key: key, location: node.location)
        }
        guard let value = object["value"]?.value.stringValue else {
            throw StringCatalogError("the \(language) stringUnit has no string \"value\"", key: key, location: object["value"]?.location ?? node.location)
        }
        guard let state = object["state"]?.value.stringValue else {
            throw StringCatalogError("the \(language) stringUnit has no string \"state\"", key: key, location: object["state"]?.location ?? node.location)
        }
        return Unit(state: state, value: value)
    }
}

import Foundation

/// Reading Tally's compiled String Catalog (`TallyStringTable`, written by `tally l10n compile`)
/// in place: a binary search over the sorted keys, then the variants of one key and language.
/// Nothing is built on the first lookup, so it costs what one key's texts cost to copy.
extension TallyStringTable {
    /// The index of `key` in ``keys``, or nil when Tally has no such key.
    static func keyIndex(_ key: String) -> Int? {
        var key = key
        return key.withUTF8 { wanted in
            var low = 0
            var high = keys.count
            while low < high {
                let middle = (low + high) / 2
                let order = keys[middle].withUTF8Buffer { compare($0, wanted) }
                if order == 0 { return middle }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// The index of `language` in ``languages`` (an exact tag such as `fr` or `fr-CH`), or nil.
    static func languageIndex(_ language: String) -> Int? {
        var language = language
        return language.withUTF8 { wanted in
            languages.firstIndex { $0.withUTF8Buffer { compare($0, wanted) } == 0 }
        }
    }

    /// The indices in ``variants`` and ``texts`` of key `key`'s texts in `language` (indices into
    /// ``keys`` and ``languages``); empty when the key has no text in that language.
    static func variantRange(key: Int, language: Int) -> Range<Int> {
        let cell = key * languages.count + language
        return Int(starts[cell])..<Int(starts[cell + 1])
    }

    /// The plural category of variant `index`, or nil when it is the key's single text.
    static func category(ofVariant index: Int) -> PluralCategory? {
        let code = Int(variants[index] & 0b111)
        return code == 0 ? nil : PluralCategory.allCases[code - 1]
    }

    /// The text of `key` in exactly `language`, choosing among plural variants with `pluralCategory`
    /// (asked only when the text has variants): the variant of that category, else `other`, else
    /// the first in CLDR order. Nil when the table has no text for the key there.
    static func text(_ key: String, language: String, pluralCategory: () -> PluralCategory) -> String? {
        guard let keyIndex = keyIndex(key), let languageIndex = languageIndex(language) else { return nil }
        let range = variantRange(key: keyIndex, language: languageIndex)
        guard let first = range.first else { return nil }
        guard category(ofVariant: first) != nil else { return string(texts[first]) }
        let wanted = pluralCategory()
        let chosen = range.first { self.category(ofVariant: $0) == wanted }
            ?? range.first { self.category(ofVariant: $0) == .other }
            ?? first
        return string(texts[chosen])
    }

    /// The whole table as a ``StringCatalog``, built once when first asked for (by an app's
    /// catalog check, the catalog pages or a test), never by a lookup.
    static let catalog: StringCatalog = {
        var entries: [String: StringCatalog.Entry] = [:]
        for (keyIndex, keyText) in keys.enumerated() {
            let key = string(keyText)
            var localizations: [String: StringCatalog.Localization] = [:]
            for (languageIndex, language) in languages.enumerated() {
                let range = variantRange(key: keyIndex, language: languageIndex)
                guard let first = range.first else { continue }
                func unit(_ index: Int) -> StringCatalog.Unit {
                    StringCatalog.Unit(state: string(states[Int(variants[index] >> 3)]), value: string(texts[index]))
                }
                if category(ofVariant: first) == nil {
                    localizations[string(language)] = .unit(unit(first))
                } else {
                    var plural: [PluralCategory: StringCatalog.Unit] = [:]
                    for index in range {
                        if let category = category(ofVariant: index) { plural[category] = unit(index) }
                    }
                    localizations[string(language)] = .plural(plural)
                }
            }
            let comment = string(comments[keyIndex])
            entries[key] = StringCatalog.Entry(key: key, comment: comment.isEmpty ? nil : comment, localizations: localizations)
        }
        return StringCatalog(sourceLanguage: string(sourceLanguage), entries: entries)
    }()

    /// The languages as strings, in table order (sorted).
    static var languageList: [String] { languages.map(string) }

    /// A static string's text.
    static func string(_ text: StaticString) -> String {
        text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }

    /// Byte order of two UTF-8 texts: negative, zero or positive.
    private static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(lhs.count, rhs.count)
        if common > 0, let left = lhs.baseAddress, let right = rhs.baseAddress {
            let order = memcmp(left, right, common)
            if order != 0 { return Int(order) }
        }
        return lhs.count - rhs.count
    }
}

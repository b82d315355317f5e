import Foundation
import Plot
import TallyCore

/// The strings page: every key of the String Catalog with its comment and its text in each
/// language and the pseudo-locale. Plural keys show one line per CLDR category of the language,
/// each filled with the smallest whole number in that category, as a translator reviews them.
enum StringsPage {
    static let languages = ["en", "ru", "fr", "de"]

    static func render(localizer: Localizer) -> String {
        let catalog = localizer.catalog
        let columns = languages + [Localizer.pseudoLocaleIdentifier]
        return PageShell.render(
            title: "Strings",
            .body(
                PageShell.header("Strings", "\(catalog.entries.count) keys from Localizable.xcstrings in English, Russian, French and German, and the pseudo-locale \(Localizer.pseudoLocaleIdentifier) (accented, about 40% longer, bracketed) that shows clipped or hard-coded text."),
                .main(
                    .table(
                        .class("strings"),
                        .thead(.tr(.th("Key"), .forEach(columns) { .th(.text($0)) })),
                        .tbody(.forEach(catalog.keys) { key in
                            .tr(
                                .id("key-\(key)"),
                                .td(.code(.text(key)), .unwrap(catalog.entries[key]?.comment) { .p(.class("comment"), .text($0)) }),
                                .forEach(columns) { column in .td(.attribute(named: "lang", value: column == Localizer.pseudoLocaleIdentifier ? "en" : column), .raw(cell(key: key, column: column, localizer: localizer))) }
                            )
                        })
                    )
                )
            )
        )
    }

    /// The resolved text(s) of `key` for one column, escaped for HTML.
    private static func cell(key: String, column: String, localizer: Localizer) -> String {
        let locale = Locale(identifier: column)
        let rulesLanguage = column == Localizer.pseudoLocaleIdentifier ? "en" : column
        guard let entry = localizer.catalog.entries[key] else { return "" }
        let isPlural = entry.localizations.values.contains { if case .plural = $0 { true } else { false } }
        let signature = (entry.localizations[localizer.catalog.sourceLanguage]?.units.last?.value)
            .flatMap { try? LocalizedFormat.signature(of: $0) } ?? [:]
        guard isPlural else {
            return escape(localizer.string(key, locale: locale, arguments: sampleArguments(signature, count: 3)))
        }
        let rules = PluralRules.forLanguage(rulesLanguage)
        let samples = sampleCounts(rules)
        return rules.categories.map { category -> String in
            let text: String
            if let count = samples[category] {
                text = localizer.string(key, locale: locale, count: count, arguments: sampleArguments(signature, count: count))
            } else {
                // Only fractions fall here (Russian "other": 1.5 дня); show the text as written.
                let language = entry.localizations[rulesLanguage] ?? entry.localizations[localizer.catalog.sourceLanguage]
                guard case .plural(let variants)? = language, let unit = variants[category] else { return "" }
                text = (rulesLanguage == column ? unit.value : PseudoLocalizer.transform(unit.value)) + " (fractions)"
            }
            return "<div class=\"plural\"><span class=\"category\">\(category.rawValue)</span> \(escape(text))</div>"
        }.joined()
    }

    /// The smallest whole number in each category of `rules`, looked for in 0…1000 and among
    /// the powers of ten up to a million (French "many" starts at 1 000 000).
    private static func sampleCounts(_ rules: PluralRules) -> [PluralCategory: Int] {
        var samples: [PluralCategory: Int] = [:]
        for count in Array(0...1000) + [10_000, 100_000, 1_000_000] where samples[rules.category(for: count)] == nil {
            samples[rules.category(for: count)] = count
        }
        return samples
    }

    /// Example values for a text's placeholders: the count for integers, a sample amount for
    /// objects.
    private static func sampleArguments(_ signature: [Int: FormatPlaceholder.Kind], count: Int) -> [FormatArgument] {
        guard let last = signature.keys.max() else { return [] }
        return (1...last).map { position in
            switch signature[position] {
            case .integer?: .int(count)
            case .double?: .double(Double(count))
            default: .string("10 CHF")
            }
        }
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}

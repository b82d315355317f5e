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
                    .div(.class("table-scroll"), .table(
                        .class("strings"),
                        .thead(.tr(.th("Key"), .forEach(columns) { .th(.text($0)) })),
                        .tbody(.forEach(catalog.keys) { key in
                            .tr(
                                .id("key-\(key)"),
                                .td(PageShell.identifier(key), .unwrap(catalog.entries[key]?.comment) { .p(.class("comment"), .text($0)) }),
                                .forEach(columns) { column in .td(.attribute(named: "lang", value: column == Localizer.pseudoLocaleIdentifier ? "en" : column), .raw(cell(key: key, column: column, localizer: localizer))) }
                            )
                        })
                    ))
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
        let formatLocale = column == Localizer.pseudoLocaleIdentifier ? Locale(identifier: "en_US") : locale
        let objects = samples(for: key, locale: formatLocale, localizer: localizer)
        guard isPlural else {
            return escape(localizer.string(key, locale: locale, arguments: sampleArguments(signature, count: 3, objects: objects)))
        }
        let rules = PluralRules.forLanguage(rulesLanguage)
        let samples = sampleCounts(rules)
        return rules.categories.map { category -> String in
            let text: String
            if let count = samples[category] {
                text = localizer.string(key, locale: locale, count: count, arguments: sampleArguments(signature, count: count, objects: objects))
            } else {
                // Only fractions fall here (Russian "other": 1,5 дня). An integer placeholder
                // cannot hold 1.5, so the text is filled with the fraction written as the
                // language writes it in place of the count, and the other samples as usual.
                let language = entry.localizations[rulesLanguage] ?? entry.localizations[localizer.catalog.sourceLanguage]
                guard case .plural(let variants)? = language, let unit = variants[category] else { return "" }
                let fraction = fractionSample(rules, category: category, locale: formatLocale)
                let filled = filledWithText(unit.value, signature: signature, count: fraction, objects: objects) ?? unit.value
                text = (rulesLanguage == column ? filled : PseudoLocalizer.transform(filled)) + " (fractions)"
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

    /// Example values for a text's placeholders: the count for integers, the key's own samples
    /// (``samples(for:locale:localizer:)``) for objects, by position among the objects.
    private static func sampleArguments(_ signature: [Int: FormatPlaceholder.Kind], count: Int, objects: [String]) -> [FormatArgument] {
        guard let last = signature.keys.max() else { return [] }
        var objectIndex = 0
        return (1...last).map { position in
            switch signature[position] {
            case .integer?: return .int(count)
            case .double?: return .double(Double(count))
            default:
                defer { objectIndex += 1 }
                return .string(objectIndex < objects.count ? objects[objectIndex] : "…")
            }
        }
    }

    /// `format` with every placeholder filled with text: integers and numbers with `count` as
    /// written, objects with `objects` in order. Positional (`%2$lld`) and sequential (`%lld`)
    /// placeholders alike; nil when the text does not parse.
    static func filledWithText(_ format: String, signature: [Int: FormatPlaceholder.Kind], count: String, objects: [String]) -> String? {
        guard let placeholders = try? LocalizedFormat.placeholders(in: format) else { return nil }
        var texts: [Int: String] = [:]
        var objectIndex = 0
        for position in (signature.keys.max().map { Array(1...$0) } ?? []) {
            if signature[position] == .object {
                texts[position] = objectIndex < objects.count ? objects[objectIndex] : "…"
                objectIndex += 1
            } else {
                texts[position] = count
            }
        }
        // Every placeholder becomes a positional object placeholder, filled with its text; the
        // literal text between them (with any `%%`) is kept as written.
        var rewritten = ""
        var rest = Substring(format)
        for placeholder in placeholders {
            guard let range = rest.range(of: placeholder.specifier) else { return nil }
            rewritten += rest[..<range.lowerBound] + "%\(placeholder.position)$@"
            rest = rest[range.upperBound...]
        }
        rewritten += rest
        let arguments = (0..<(placeholders.map(\.position).max() ?? 0)).map { FormatArgument.string(texts[$0 + 1] ?? "…") }
        return try? LocalizedFormat.format(rewritten, arguments)
    }

    /// A number with one decimal in `category`, written as `locale` writes it ("1,5" in
    /// Russian): 1.5 when it is in the category, else the smallest such number up to 10, else
    /// 1.5.
    private static func fractionSample(_ rules: PluralRules, category: PluralCategory, locale: Locale) -> String {
        let separator = locale.decimalSeparator ?? "."
        for tenths in [15] + Array(1...100) where tenths % 10 != 0 {
            let text = "\(tenths / 10).\(tenths % 10)"
            if let operands = try? PluralOperands(text), rules.category(for: operands) == category {
                return text.replacingOccurrences(of: ".", with: separator)
            }
        }
        return "1" + separator + "5"
    }

    /// A sample that fits what a key's `%@` stands for, in the order of the key's object
    /// placeholders: the text typed or pasted, a currency, a date, an amount, or another key's
    /// message, written for `locale` (dates and amounts as it writes them, messages in its
    /// language). Every key with an object placeholder has its own; a key without one here gets
    /// "…", which a test refuses.
    static func samples(for key: String, locale: Locale, localizer: Localizer) -> [String] {
        func date() -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "Europe/Zurich") ?? .gmt
            let day = calendar.date(from: DateComponents(year: 2018, month: 9, day: 12)) ?? Date(timeIntervalSince1970: 0)
            var style = Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar)
            style.timeZone = calendar.timeZone
            return day.formatted(style)
        }
        func amount(_ value: Decimal, _ code: String) -> String {
            value.formatted(.currency(code: code).locale(locale))
        }
        func message(_ other: String, _ arguments: [String]) -> String {
            localizer.string(other, locale: locale, arguments: arguments.map(FormatArgument.string))
        }
        switch key {
        case "amount.error.compact": return ["1.2K"]
        case "amount.error.currencyDecimals": return ["CHF"]
        case "amount.error.exponent": return ["1e5"]
        case "amount.error.inexactResult": return ["0.005"]
        case "amount.expression.reading": return ["12.40 " + message("amount.expression.plus", []) + " 7.60", amount(20, "USD")]
        case "amount.error.invisibleCharacter": return ["U+202E"]
        case "amount.error.mixedDigits": return ["1٢3"]
        case "amount.error.notAKey": return ["x"]
        case "amount.error.notANumber": return ["12 apples"]
        case "amount.error.otherCurrency": return ["€", "CHF"]
        case "amount.error.pasteRejected": return [message("amount.error.notANumber", ["12 apples"])]
        case "amount.error.sign": return ["−"]
        case "colorPicker.error.invalidHex": return ["#3B82F"]
        case "colorPicker.swatch.accessibilityLabel": return ["#2563EB"]
        case "currency.conversion.accessibilityLabel", "currency.conversion.approximate": return [amount(Decimal(string: "11.70") ?? 0, "EUR")]
        case "currency.conversion.ratesDate", "date.clamped", "frequency.nextOccurrence": return [date()]
        case "dateSection.accessibilityLabel": return [message("date.yesterday", []), amount(Decimal(string: "42.50") ?? 0, "CHF")]
        case "formattedAmount.previous.accessibilityLabel": return [amount(12, "USD"), amount(15, "USD")]
        case "iconPicker.error.invalidDomain": return ["netflix"]
        case "quickAmounts.accessibilityLabel": return [amount(10, "CHF")]
        case "quickAmounts.unavailableHint": return [message("amount.error.tooLarge", [])]
        case "textField.state.error": return [message("colorPicker.error.invalidHex", ["#3B82F"])]
        default: return []
        }
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}

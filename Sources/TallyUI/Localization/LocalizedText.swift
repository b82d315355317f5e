#if canImport(SwiftUI)
import SwiftUI
import TallyCore

extension TallyStringKey {
    /// This key's text in `locale`'s language, from Tally's String Catalog (with the app's
    /// registered catalog over it).
    ///
    /// The locale decides the language here. In a view, prefer `text(language:count:arguments:)`
    /// with `@Environment(\.tallyLanguage)`, so that the app's `\.locale` formats figures without
    /// changing Tally's language.
    public func text(locale: Locale, count: Int? = nil, arguments: [FormatArgument] = []) -> String {
        Localizer.string(self, locale: locale, count: count, arguments: arguments)
    }
}

private struct TallyLanguageKey: EnvironmentKey {
    static let defaultValue: TallyLanguage? = nil
}

extension EnvironmentValues {
    /// The language of Tally's text in this part of the view tree: the one set with
    /// ``SwiftUI/View/tallyLanguage(_:)``, otherwise `TallyLocalization.language` (the app's
    /// override, or the first of the app's preferred localizations Tally has text for, or
    /// English). The app keys Tally's views draw follow the language set with
    /// ``SwiftUI/View/tallyLanguage(_:)`` or `TallyLocalization.languageOverride`.
    ///
    /// `\.locale` is separate: it formats numbers and dates, and never changes Tally's language.
    public var tallyLanguage: TallyLanguage {
        get { self[TallyLanguageKey.self] ?? TallyLocalization.language }
        set { self[TallyLanguageKey.self] = newValue }
    }

    /// The language set in the environment, if any.
    var tallyLanguageOverride: TallyLanguage? {
        get { self[TallyLanguageKey.self] }
        set { self[TallyLanguageKey.self] = newValue }
    }
}

extension View {
    /// Shows the text of Tally's views in `language`, in this view and the views in it, whatever
    /// the app's localization: Tally's own text, and the app keys Tally's views draw (the
    /// `LocalizedStringKey` titles, labels and messages an app passes them), which are looked up
    /// in the app's localization for `language` (`fr-CH`, else `fr`, else the app's development
    /// localization). Nil goes back to the app's language (`TallyLocalization.language`), and the
    /// app keys to SwiftUI's own lookup.
    ///
    /// It is the one modifier that switches language: `\.locale` keeps formatting figures and
    /// dates, also those interpolated in an app key, and never changes the language. The language
    /// can change while the views are on screen.
    ///
    /// ```swift
    /// ExpenseForm()
    ///     .tallyLanguage("fr")                                   // "Annuler", and the app's "Note" key in French
    ///     .environment(\.locale, Locale(identifier: "de_CH"))    // "1’234.50"
    /// ```
    ///
    /// A `Text` an app passes is drawn as the app built it (a `Text("key")` follows `\.locale`, as
    /// everywhere in SwiftUI); pass the key itself for it to follow this language.
    ///
    /// - Parameter language: The language of Tally's text; nil for the app's.
    public func tallyLanguage(_ language: TallyLanguage?) -> some View {
        environment(\.tallyLanguageOverride, language)
    }
}

/// Text from Tally's String Catalog (with the app's registered catalog over it) in the
/// environment's Tally language (`\.tallyLanguage`), with its plural chosen by the language's
/// CLDR rules. It follows `.tallyLanguage(_:)`, so an app can switch language without a
/// relaunch; `\.locale` does not change it.
public struct LocalizedText: View {
    private let key: TallyStringKey
    private let count: Int?
    private let arguments: [FormatArgument]
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    /// Text for `key`, with the plural variant for `count` and the placeholders filled from
    /// `arguments` (format figures with the environment's locale before passing them).
    public init(_ key: TallyStringKey, count: Int? = nil, arguments: [FormatArgument] = []) {
        self.key = key
        self.count = count
        self.arguments = arguments
    }

    /// The resolved text.
    public var body: some View {
        Text(verbatim: Localizer.string(key, language: language, locale: locale, count: count, arguments: arguments))
    }
}

private struct LocalizedTextPreview: View {
    @Environment(\.tallyTheme) private var theme
    let identifier: String

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
            LocalizedText(.subscriptionReminders).tallyFont(.sectionHeader).textCase(.uppercase)
            ForEach([1, 3, 5, 21], id: \.self) { days in
                LocalizedText(.reminderDaysBefore, arguments: [.int(days)]).tallyFont(.body)
            }
            LocalizedText(.currencyConversionApproximate, arguments: [.string("11.70 EUR")]).tallyFont(.caption)
        }
        .padding(theme.spacing(.lg))
        .environment(\.locale, Locale(identifier: identifier))
        .tallyLanguage(TallyLanguage(locale: Locale(identifier: identifier)))
    }
}

#Preview("Reminders in en, ru, fr, de and pseudo") {
    ScrollView {
        ForEach(["en_US", "ru_RU", "fr_CH", "de_DE", Localizer.pseudoLocaleIdentifier], id: \.self) { identifier in
            LocalizedTextPreview(identifier: identifier)
        }
    }
}
#endif

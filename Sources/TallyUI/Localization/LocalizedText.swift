#if canImport(SwiftUI)
import SwiftUI
import TallyCore

extension TallyStringKey {
    /// This key's text in `locale`, from Tally's String Catalog.
    public func text(locale: Locale, count: Int? = nil, arguments: [FormatArgument] = []) -> String {
        Localizer.string(self, locale: locale, count: count, arguments: arguments)
    }
}

/// Text from Tally's String Catalog in the environment's locale: it follows
/// `.environment(\.locale, …)`, so an app can switch language without a relaunch.
public struct LocalizedText: View {
    private let key: TallyStringKey
    private let count: Int?
    private let arguments: [FormatArgument]
    @Environment(\.locale) private var locale

    /// Text for `key`, with the plural variant for `count` and the placeholders filled from
    /// `arguments`.
    public init(_ key: TallyStringKey, count: Int? = nil, arguments: [FormatArgument] = []) {
        self.key = key
        self.count = count
        self.arguments = arguments
    }

    /// The resolved text.
    public var body: some View {
        Text(verbatim: key.text(locale: locale, count: count, arguments: arguments))
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

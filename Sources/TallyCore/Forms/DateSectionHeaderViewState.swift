import Foundation

/// What `DateSectionHeaderView` shows and says, as one value: the day's title ("Today",
/// "Yesterday" or the date, from ``RelativeDays``) and, when it is not zero, the day's total
/// written by the currency's cached ``AmountFormatter`` for `locale`. VoiceOver reads both as one
/// header ("Today, total $1,250.50"), or the title alone without a total.
public struct DateSectionHeaderViewState: Sendable, Hashable {
    /// "Today", "Yesterday" or the date.
    public let title: String
    /// The day's total, exactly.
    public let total: Decimal
    /// The total's currency.
    public let currency: Currency
    /// The total as shown ("$1,250.50"); nil when the total is zero, which is not shown.
    public let totalText: String?
    /// VoiceOver's reading: "Today, total $1,250.50", or the title alone without a total.
    public let accessibilityLabel: String

    /// The header of the day titled `title` whose entries total `total` in `currency`.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public init(title: String, total: Decimal, currency: Currency, locale: Locale, language: TallyLanguage? = nil) {
        self.title = title
        self.total = total
        self.currency = currency
        if total.isZero {
            totalText = nil
            accessibilityLabel = title
        } else {
            let text = AmountFormatter.cached(locale: locale, currency: currency, style: .currency).string(total)
            totalText = text
            accessibilityLabel = Localizer.string(.dateSectionAccessibilityLabel, language: language, locale: locale, arguments: [.string(title), .string(text)])
        }
    }

    /// The header of a grouped day: its title and total.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public init<Entry>(section: DaySection<Entry>, currency: Currency, locale: Locale, language: TallyLanguage? = nil) {
        self.init(title: section.title, total: section.total, currency: currency, locale: locale, language: language)
    }

    /// The day's title as a header in the emphasized style.
    public var header: SectionHeaderViewState { SectionHeaderViewState(title: title, style: .emphasized) }

    /// Whether VoiceOver announces it as a header: always.
    public var isHeader: Bool { true }
}

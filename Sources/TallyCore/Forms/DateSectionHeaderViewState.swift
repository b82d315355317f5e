import Foundation

/// What `DateSectionHeaderView` shows and says, as one value: the day's title ("Today",
/// "Yesterday" or the date, from ``RelativeDays``) and, when it is not zero, the day's total
/// written by the currency's cached ``AmountFormatter`` for `locale`, with a minus for a day of
/// expenses (``TotalKind``). VoiceOver reads both as one
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
    /// How the total's sign is read.
    public let totalKind: TotalKind

    /// What a day's total is, which decides the sign it is shown with.
    public enum TotalKind: Sendable, Hashable {
        /// The day's spending, summed as positive amounts and shown as money going out:
        /// `1250.50` is "-$1,250.50" in the locale's own negative form (a refund that outweighs
        /// the spending shows without a sign).
        case expenses
        /// A balance, shown with its own sign: `1250.50` is "$1,250.50", `-40` is "-$40.00".
        case balance
    }

    /// The header of the day titled `title` whose entries total `total` in `currency`.
    ///
    /// - Parameters:
    ///   - title: "Today", "Yesterday" or the date.
    ///   - total: The day's total, exactly.
    ///   - currency: The total's currency.
    ///   - locale: The locale the total is written in.
    ///   - language: The language of VoiceOver's reading; nil for `locale`'s.
    ///   - totalKind: ``TotalKind/expenses`` (by default: a day of expenses, shown with a
    ///     minus) or ``TotalKind/balance``.
    public init(title: String, total: Decimal, currency: Currency, locale: Locale, language: TallyLanguage? = nil,
                totalKind: TotalKind = .expenses) {
        self.title = title
        self.total = total
        self.currency = currency
        self.totalKind = totalKind
        if total.isZero {
            totalText = nil
            accessibilityLabel = title
        } else {
            let shown = totalKind == .expenses ? -total : total
            let text = AmountFormatter.cached(locale: locale, currency: currency, style: .currency).string(shown)
            totalText = text
            accessibilityLabel = Localizer.string(.dateSectionAccessibilityLabel, language: language, locale: locale, arguments: [.string(title), .string(text)])
        }
    }

    /// The header of a grouped day: its title and total.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public init<Entry>(section: DaySection<Entry>, currency: Currency, locale: Locale, language: TallyLanguage? = nil,
                       totalKind: TotalKind = .expenses) {
        self.init(title: section.title, total: section.total, currency: currency, locale: locale, language: language, totalKind: totalKind)
    }

    /// The day's title as a header in the emphasized style.
    public var header: SectionHeaderViewState { SectionHeaderViewState(title: title, style: .emphasized) }

    /// Whether VoiceOver announces it as a header: always.
    public var isHeader: Bool { true }
}

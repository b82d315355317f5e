import Foundation

/// What `DateSectionHeaderView` shows and says, as one value: the day's title ("Today",
/// "Yesterday" or the date, from ``RelativeDays``) and the day's totals, one per currency, each
/// written in its own currency by that currency's cached ``AmountFormatter`` for `locale`, with a
/// minus for a day of expenses (``TotalKind``). Amounts in two currencies are never added
/// together: a day of 10 EUR and 5 USD shows "-€10.00 and -$5.00", never one sum.
///
/// A total of zero is not shown (a day whose spending in a currency was refunded has nothing to
/// report in it); a day whose totals are all zero shows its title alone. The shown totals are
/// joined the way the language lists things ("-€10.00 and -$5.00", "-10,00 € und -5,00 $"), so
/// the view draws one text and joins nothing itself. VoiceOver reads the title and every shown
/// total as one header ("Today, total -€10.00 and -$5.00"), or the title alone.
public struct DateSectionHeaderViewState: Sendable, Hashable {
    /// "Today", "Yesterday" or the date.
    public let title: String
    /// The day's totals, exactly: one per currency, in the order they were given (a
    /// ``DaySection``'s order: the currency of the day's newest entry first). Zero totals are
    /// kept here, though not shown.
    public let totals: [Money]
    /// Each non-zero total as `FormattedAmountText` draws it, in its own currency and in the
    /// order of ``totals``: an expense for a day of ``TotalKind/expenses`` (with its colour role),
    /// a balance otherwise; empty when there is no total to show.
    public let totalAmounts: [FormattedAmountTextState]
    /// Each non-zero total as shown, in its own currency and in the order of ``totals``
    /// (["-€10.00", "-$5.00"]); empty when there is no total to show.
    public let totalTexts: [String]
    /// ``totalText`` in pieces, for a view that draws each total as a `FormattedAmountText`:
    /// the totals and the words of the language's list between them ("-€10.00", " and ",
    /// "-$5.00"); empty when there is no total to show.
    public let totalTextParts: [TotalTextPart]

    /// A piece of ``totalText``.
    public enum TotalTextPart: Sendable, Hashable {
        /// The total at this index of ``totalAmounts``.
        case amount(Int)
        /// Words of the list between totals (" and ", ", ").
        case text(String)
    }
    /// The shown totals as one text, listed the language's way: "-$1,250.50" for one,
    /// "-€10.00 and -$5.00" for two; nil when there is no total to show.
    public let totalText: String?
    /// VoiceOver's reading: "Today, total -€10.00 and -$5.00", or the title alone without a total.
    public let accessibilityLabel: String
    /// How the totals' signs are read.
    public let totalKind: TotalKind

    /// What a day's total is, which decides the sign it is shown with.
    public enum TotalKind: Sendable, Hashable {
        /// The day's spending, summed as positive amounts and shown as money going out:
        /// `1250.50` is "-$1,250.50" in the locale's own negative form (a refund that outweighs
        /// the spending is money in, "+$40.00": ``FormattedAmountTextState/SignPolicy/expense``).
        case expenses
        /// A balance, shown with its own sign: `1250.50` is "$1,250.50", `-40` is "-$40.00".
        case balance
    }

    /// The header of the day titled `title` whose totals are `totals`, one per currency.
    ///
    /// - Parameters:
    ///   - title: "Today", "Yesterday" or the date.
    ///   - totals: The day's totals, exactly, in the order they are shown. Totals in the same
    ///     currency are added into the first of them; two currencies are never added together.
    ///   - locale: The locale the totals are written in.
    ///   - language: The language of the word joining the totals ("and") and of VoiceOver's
    ///     reading; nil for `locale`'s.
    ///   - totalKind: ``TotalKind/expenses`` (by default: a day of expenses, shown with a
    ///     minus) or ``TotalKind/balance``.
    public init(title: String, totals: [Money], locale: Locale, language: TallyLanguage? = nil, totalKind: TotalKind = .expenses) {
        self.title = title
        self.totals = Money.totals(of: totals)
        self.totalKind = totalKind
        totalAmounts = self.totals.filter { !$0.amount.isZero }.map { total in
            FormattedAmountTextState(amount: total.amount, currency: total.currency, locale: locale, language: language,
                                     sign: totalKind == .expenses ? .expense : .balance)
        }
        totalTexts = totalAmounts.map(\.text)
        switch totalTexts.count {
        case 0:
            totalText = nil
            totalTextParts = []
        case 1:
            totalText = totalTexts[0]
            totalTextParts = [.amount(0)]
        default:
            // The conjunction is a word, so it follows the language; the figures follow `locale`.
            let words = Locale(identifier: (language ?? TallyLanguage(locale: locale)).identifier)
            totalText = totalTexts.formatted(.list(type: .and).locale(words))
            totalTextParts = Self.parts(ofListOf: totalTexts.count, locale: words)
        }
        if let totalText {
            accessibilityLabel = Localizer.string(.dateSectionAccessibilityLabel, language: language, locale: locale,
                                                  arguments: [.string(title), .string(totalText)])
        } else {
            accessibilityLabel = title
        }
    }

    /// The header of the day titled `title` whose entries total `total`, all in `currency`.
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
        self.init(title: title, totals: [Money(amount: total, currency: currency)], locale: locale, language: language, totalKind: totalKind)
    }

    /// The header of a grouped day: its title and its totals, one per currency, in the section's
    /// order (``DaySection/totals``).
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public init<Entry>(section: DaySection<Entry>, locale: Locale, language: TallyLanguage? = nil, totalKind: TotalKind = .expenses) {
        self.init(title: section.title, totals: section.totals, locale: locale, language: language, totalKind: totalKind)
    }

    /// The pieces of a list of `count` items as `locale` joins them: the items in order and the
    /// words between them, learned by listing placeholders that no list pattern contains.
    static func parts(ofListOf count: Int, locale: Locale) -> [TotalTextPart] {
        let placeholders = (0..<count).map { "\u{E000}\($0)\u{E001}" }
        var rest = Substring(placeholders.formatted(.list(type: .and).locale(locale)))
        var parts: [TotalTextPart] = []
        for (index, placeholder) in placeholders.enumerated() {
            guard let range = rest.range(of: placeholder) else { return (0..<count).map { .amount($0) } }
            if range.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<range.lowerBound]))) }
            parts.append(.amount(index))
            rest = rest[range.upperBound...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts
    }

    /// The day's exact total in `currency`; nil when the day has none in it.
    public func total(in currency: Currency) -> Decimal? {
        totals.first { $0.currency == currency }?.amount
    }

    /// The day's title as a header in the emphasized style.
    public var header: SectionHeaderViewState { SectionHeaderViewState(title: title, style: .emphasized) }

    /// Whether VoiceOver announces it as a header: always.
    public var isHeader: Bool { true }
}

extension DateSectionHeaderViewState: AccessibilityDescribing {
    /// What VoiceOver reads for the header, one element: ``accessibilityLabel`` ("Today, total
    /// -€10.00 and -$5.00"), announced as a header.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(label: accessibilityLabel, traits: isHeader ? .header : [])
    }

    /// The header, its only element. Its texts were written in the locale and language the state
    /// was made with.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [accessibilityElement]
    }
}

#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// One transaction in a list: an icon, a title, an optional subtitle, an optional pending or
/// recurring mark, and the amount at the trailing edge (`FormattedAmountText`). It draws a
/// `TransactionRowState`; VoiceOver reads the row as one element with the amount last ("Coffee,
/// Blue Bottle, Pending, -$4.50").
///
/// At the accessibility text sizes the amount moves under the title rather than squeeze it.
///
/// ```swift
/// ForEach(days.sections(transactions, locale: locale, date: \.date, amount: \.money)) { day in
///     Section {
///         ForEach(day.entries) { transaction in
///             TransactionRow(icon: .sfSymbol(transaction.symbol), title: transaction.title,
///                            amount: transaction.money.amount, currency: transaction.money.currency, sign: .expense)
///         }
///     } header: {
///         DateSectionHeaderView(section: day)
///     }
/// }
/// ```
public struct TransactionRow: View {
    @Environment(\.tallyTheme) private var theme
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    private let state: TransactionRowState?
    private let parts: (source: IconSource, iconStyle: IconStyle?, title: String, subtitle: String?, amount: Decimal, currency: Currency,
                        sign: FormattedAmountTextState.SignPolicy, style: FormattedAmountTextState.Style, mark: TransactionRowState.Mark?)

    /// A row drawing `state`, whose texts were written in its own locale and language.
    public init(state: TransactionRowState) {
        self.state = state
        parts = (state.iconSource, state.iconStyle, state.title, state.subtitle, state.amount.amount, state.amount.currency, state.amount.sign,
                 state.amount.style, state.mark)
    }

    /// A row for one transaction, its amount and mark written in the environment's locale and
    /// language.
    ///
    /// - Parameters:
    ///   - icon: The icon at the leading edge.
    ///   - iconStyle: Its style; nil for the theme's standard style for the icon.
    ///   - title: What the transaction was, shown as written.
    ///   - subtitle: A second line; nil for none.
    ///   - amount: The exact amount.
    ///   - currency: Its currency.
    ///   - sign: What the amount is (`.expense` by default: "-$4.50").
    ///   - style: How the amount is written (`.standard` by default).
    ///   - mark: `.pending` or `.recurring`; nil for none.
    public init(icon: IconSource, iconStyle: IconStyle? = nil, title: String, subtitle: String? = nil, amount: Decimal, currency: Currency,
                sign: FormattedAmountTextState.SignPolicy = .expense, style: FormattedAmountTextState.Style = .standard,
                mark: TransactionRowState.Mark? = nil) {
        state = nil
        parts = (icon, iconStyle, title, subtitle, amount, currency, sign, style, mark)
    }

    /// The icon, the texts and the amount, read as one element.
    public var body: some View {
        let state = state ?? TransactionRowState(
            icon: parts.source, iconStyle: parts.iconStyle, title: parts.title, subtitle: parts.subtitle,
            amount: FormattedAmountTextState(amount: parts.amount, currency: parts.currency, locale: locale, language: language,
                                             sign: parts.sign, style: parts.style),
            mark: parts.mark, locale: locale, language: language)
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .center, spacing: theme.spacing(.md)) {
                IconView(state: state.icon(in: theme))
                texts(state)
                Spacer(minLength: theme.spacing(.sm))
                FormattedAmountText(state: state.amount).tallyFont(.body).layoutPriority(1)
            }
            // At the largest text sizes the amount goes under the texts rather than clip them.
            HStack(alignment: .top, spacing: theme.spacing(.md)) {
                IconView(state: state.icon(in: theme))
                VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
                    texts(state)
                    FormattedAmountText(state: state.amount).tallyFont(.body)
                }
                Spacer(minLength: 0)
            }
        }
        .padding(.vertical, theme.spacing(.sm))
        .contentShape(Rectangle())
        .accessibilityElement(children: .ignore)
        .tallyAccessibility(state.accessibilityElement)
    }

    /// The title, the subtitle and the mark.
    private func texts(_ state: TransactionRowState) -> some View {
        VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
            Text(verbatim: state.title)
                .tallyFont(.body)
                .foregroundStyle(ThemeColor.textPrimary)
            if let subtitle = state.subtitle {
                Text(verbatim: subtitle)
                    .tallyFont(.bodySmall)
                    .foregroundStyle(ThemeColor.textSecondary)
            }
            if let mark = state.mark, let markText = state.markText {
                Label {
                    Text(verbatim: markText)
                } icon: {
                    Image(systemName: mark.symbolName)
                }
                .tallyFont(.caption)
                .foregroundStyle(ThemeColor.textSecondary)
            }
        }
    }
}
#endif

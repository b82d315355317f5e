#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A day header in a list of transactions: the day ("Today", "Yesterday" or the date) and the
/// day's non-zero totals, one per currency ("-€10.00 and -$5.00"), on a glass card. It draws a
/// `DateSectionHeaderViewState`, which writes and joins the totals; VoiceOver reads the day and
/// its totals as one header ("Today, total -€10.00 and -$5.00").
public struct DateSectionHeaderView: View {
    @Environment(\.tallyTheme) private var theme
    private let state: DateSectionHeaderViewState?
    private let parts: (title: String, totals: [Money], kind: DateSectionHeaderViewState.TotalKind)
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    /// A header drawing `state`.
    public init(state: DateSectionHeaderViewState) {
        self.state = state
        parts = (state.title, state.totals, state.totalKind)
    }

    /// A header for the day titled `dateKey` whose entries total `amount` in `currency`, written
    /// with its total in the environment's locale and its VoiceOver reading in the environment's language.
    /// A day of expenses (the default `totalKind`) shows its total with a minus, "-$1,250.50".
    public init(dateKey: String, amount: Decimal, currency: Currency, totalKind: DateSectionHeaderViewState.TotalKind = .expenses) {
        state = nil
        parts = (dateKey, [Money(amount: amount, currency: currency)], totalKind)
    }

    /// A header for a grouped day: its title and its totals, one per currency in the section's
    /// order, each in its own currency, written in the environment's locale and read by VoiceOver
    /// in the environment's language.
    public init<Entry>(section: DaySection<Entry>, totalKind: DateSectionHeaderViewState.TotalKind = .expenses) {
        state = nil
        parts = (section.title, section.totals, totalKind)
    }

    /// The header.
    public var body: some View {
        let state = state ?? DateSectionHeaderViewState(title: parts.title, totals: parts.totals, locale: locale, language: language,
                                                              totalKind: parts.kind)
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .firstTextBaseline, spacing: theme.spacing(.sm)) {
                SectionHeaderView(state: state.header)
                if let total = state.totalText {
                    totalText(total, state: state).layoutPriority(1)
                }
            }
            // At the largest text sizes the total goes under the day rather than clip either.
            VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
                SectionHeaderView(state: state.header)
                if let total = state.totalText {
                    totalText(total, state: state)
                }
            }
        }
        .glassCardStyle()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: state.accessibilityLabel))
        .accessibilityAddTraits(state.isHeader ? .isHeader : [])
    }

    private func totalText(_ total: String, state: DateSectionHeaderViewState) -> some View {
        Text(verbatim: total)
            .font(Font(state.header.typography(in: theme)))
            .monospacedDigit()
            .foregroundStyle(ThemeColor.textSecondary)
            .fixedSize(horizontal: false, vertical: true)
    }
}

// MARK: - Previews

private struct DateSectionHeaderPreview: View {
    @Environment(\.tallyTheme) private var theme
    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.lg)) {
            DateSectionHeaderView(dateKey: TallyStringKey.dateToday.text(locale: Locale(identifier: "en_US")), amount: Decimal(string: "1250.5") ?? 0, currency: .usd)
            DateSectionHeaderView(dateKey: "Monday, 16 November", amount: 0, currency: .usd)
            DateSectionHeaderView(state: DateSectionHeaderViewState(title: "Yesterday", total: 42, currency: .chf, locale: Locale(identifier: "de_CH")))
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.groupedBackground)
    }
}

private struct DaySectionsPreview: View {
    @Environment(\.tallyTheme) private var theme
    let identifier: String

    var body: some View {
        let days = RelativeDays(calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "Europe/Moscow"),
                                now: Date(timeIntervalSince1970: 1_763_712_000))
        // Today has roubles and euros, two totals; the day nine days ago adds up to nothing.
        let entries: [(Date, Money)] = [(days.now, Money(amount: 12, currency: .rub)),
                                        (days.now.addingTimeInterval(-3_600), Money(amount: Decimal(string: "4.5") ?? 0, currency: .eur)),
                                        (days.now.addingTimeInterval(-86_400), Money(amount: Decimal(string: "1234.5") ?? 0, currency: .rub)),
                                        (days.now.addingTimeInterval(-86_400 * 9), .zero(.rub))]
        let sections = days.sections(entries, locale: Locale(identifier: identifier), date: { $0.0 }, amount: { $0.1 })
        VStack(spacing: theme.spacing(.md)) {
            ForEach(sections) { section in
                DateSectionHeaderView(section: section)
            }
        }
        .padding(theme.spacing(.lg))
        .environment(\.locale, Locale(identifier: identifier)).tallyLanguage(TallyLanguage(identifier))
    }
}

#Preview("Day headers, light") {
    DateSectionHeaderPreview()
}

#Preview("Day headers, Russian") {
    DaySectionsPreview(identifier: "ru_RU")
}

#Preview("Day headers, German, dark, AX3") {
    DaySectionsPreview(identifier: "de_DE").preferredColorScheme(.dark).dynamicTypeSize(.accessibility3)
}
#endif

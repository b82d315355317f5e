#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A day header in a list of transactions: the day ("Today", "Yesterday" or the date) and, when
/// it is not zero, the day's total, on a glass card. It draws a `DateSectionHeaderViewState`;
/// VoiceOver reads both as one header ("Today, total $12.50").
public struct DateSectionHeaderView: View {
    @Environment(\.tallyTheme) private var theme
    private let state: DateSectionHeaderViewState?
    private let parts: (title: String, amount: Decimal, currency: Currency, kind: DateSectionHeaderViewState.TotalKind)
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    /// A header drawing `state`.
    public init(state: DateSectionHeaderViewState) {
        self.state = state
        parts = (state.title, state.total, state.currency, state.totalKind)
    }

    /// A header for the day titled `dateKey` whose entries total `amount` in `currency`, written
    /// with its total in the environment's locale and its VoiceOver reading in the environment's language.
    /// A day of expenses (the default `totalKind`) shows its total with a minus, "-$1,250.50".
    public init(dateKey: String, amount: Decimal, currency: Currency, totalKind: DateSectionHeaderViewState.TotalKind = .expenses) {
        state = nil
        parts = (dateKey, amount, currency, totalKind)
    }

    /// A header for a grouped day, its total in the environment's locale.
    public init<Entry>(section: DaySection<Entry>, currency: Currency, totalKind: DateSectionHeaderViewState.TotalKind = .expenses) {
        self.init(dateKey: section.title, amount: section.total, currency: currency, totalKind: totalKind)
    }

    /// The header.
    public var body: some View {
        let state = state ?? DateSectionHeaderViewState(title: parts.title, total: parts.amount, currency: parts.currency, locale: locale,
                                                              language: language, totalKind: parts.kind)
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
        let entries: [(Date, Decimal)] = [(days.now, 12), (days.now.addingTimeInterval(-86_400), Decimal(string: "1234.5") ?? 0),
                                          (days.now.addingTimeInterval(-86_400 * 9), 0)]
        let sections = days.sections(entries, locale: Locale(identifier: identifier), date: { $0.0 }, amount: { $0.1 })
        VStack(spacing: theme.spacing(.md)) {
            ForEach(sections) { section in
                DateSectionHeaderView(section: section, currency: .rub)
            }
        }
        .padding(theme.spacing(.lg))
        .environment(\.locale, Locale(identifier: identifier))
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

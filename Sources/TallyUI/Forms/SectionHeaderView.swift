#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Seed 001's one section header, replacing its four variants: `default` for settings and form
/// sections, `emphasized` for day headers, `compact` for picker categories. Type, colour and
/// case come from ``SectionHeaderStyle``; VoiceOver reads the title as written and as a header.
///
/// ```swift
/// SectionHeaderView(TallyStringKey.subscriptionReminders.text(locale: locale))
/// SectionHeaderView("Icons", style: .compact)
/// ```
public struct SectionHeaderView: View {
    private let title: String
    private let style: SectionHeaderStyle
    @Environment(\.locale) private var locale

    /// A header reading `title`.
    public init(_ title: String, style: SectionHeaderStyle = .default) {
        self.title = title
        self.style = style
    }

    /// A header reading `key` from the String Catalog in the environment's locale.
    public init(_ key: TallyStringKey, style: SectionHeaderStyle = .default) {
        self.init(key.rawValue, style: style)
        self.key = key
    }

    private var key: TallyStringKey?

    /// The header.
    public var body: some View {
        let written = key.map { $0.text(locale: locale) } ?? title
        Text(verbatim: style.displayTitle(written, locale: locale))
            .font(Font(style.typography))
            .foregroundStyle(Color(style.color))
            .frame(maxWidth: .infinity, alignment: .leading)
            .fixedSize(horizontal: false, vertical: true)
            .accessibilityLabel(Text(verbatim: written))
            .accessibilityAddTraits(.isHeader)
    }
}

/// Seed 001's day header in a list of transactions: the day ("Today", "Yesterday" or the date,
/// from ``RelativeDays``) and, when it is not zero, the day's total written by the amount
/// formatter, on a glass card. VoiceOver reads both as one header ("Today, total $12.50").
public struct DateSectionHeaderView: View {
    private let dateKey: String
    private let amount: Decimal
    private let currency: Currency
    @Environment(\.locale) private var locale

    /// A header for the day titled `dateKey` whose entries total `amount` in `currency`.
    public init(dateKey: String, amount: Decimal, currency: Currency) {
        self.dateKey = dateKey
        self.amount = amount
        self.currency = currency
    }

    /// A header for a grouped day.
    public init<Entry>(section: DaySection<Entry>, currency: Currency) {
        self.init(dateKey: section.title, amount: section.total, currency: currency)
    }

    /// The header.
    public var body: some View {
        let header = DateSectionHeaderViewState(title: dateKey, total: amount, currency: currency, locale: locale)
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .firstTextBaseline, spacing: AppSpacing.sm) {
                SectionHeaderView(dateKey, style: .emphasized)
                if let total = header.totalText {
                    totalText(total).layoutPriority(1)
                }
            }
            // At the largest text sizes the total goes under the day rather than clip either.
            VStack(alignment: .leading, spacing: AppSpacing.xs) {
                SectionHeaderView(dateKey, style: .emphasized)
                if let total = header.totalText {
                    totalText(total)
                }
            }
        }
        .glassCardStyle()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: header.accessibilityLabel))
        .accessibilityAddTraits(.isHeader)
    }

    private func totalText(_ total: String) -> some View {
        Text(verbatim: total)
            .font(Font(SectionHeaderStyle.emphasized.typography))
            .monospacedDigit()
            .foregroundStyle(AppColors.textSecondary)
            .fixedSize(horizontal: false, vertical: true)
    }
}

// MARK: - Previews

private struct SectionHeaderPreview: View {
    var body: some View {
        VStack(alignment: .leading, spacing: AppSpacing.lg) {
            ForEach(SectionHeaderStyle.allCases, id: \.self) { style in
                SectionHeaderView(.subscriptionBasicInfo, style: style)
            }
            DateSectionHeaderView(dateKey: TallyStringKey.dateToday.text(locale: Locale(identifier: "en_US")), amount: Decimal(string: "1250.5") ?? 0, currency: .usd)
            DateSectionHeaderView(dateKey: "Monday, 16 November", amount: 0, currency: .usd)
        }
        .padding(AppSpacing.lg)
        .background(AppColors.groupedBackground)
    }
}

private struct DaySectionsPreview: View {
    let identifier: String

    var body: some View {
        let days = RelativeDays(calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "Europe/Moscow"),
                                now: Date(timeIntervalSince1970: 1_763_712_000))
        let entries: [(Date, Decimal)] = [(days.now, 12), (days.now.addingTimeInterval(-86_400), Decimal(string: "1234.5") ?? 0),
                                          (days.now.addingTimeInterval(-86_400 * 9), 0)]
        let sections = days.sections(entries, locale: Locale(identifier: identifier), date: { $0.0 }, amount: { $0.1 })
        VStack(spacing: AppSpacing.md) {
            ForEach(sections) { section in
                DateSectionHeaderView(section: section, currency: .rub)
            }
        }
        .padding(AppSpacing.lg)
        .environment(\.locale, Locale(identifier: identifier))
    }
}

#Preview("Section headers, light") {
    SectionHeaderPreview()
}

#Preview("Section headers, dark") {
    SectionHeaderPreview().preferredColorScheme(.dark)
}

#Preview("Section headers, AX3, Russian") {
    SectionHeaderPreview().environment(\.locale, Locale(identifier: "ru_RU")).dynamicTypeSize(.accessibility3)
}

#Preview("Day headers, Russian") {
    DaySectionsPreview(identifier: "ru_RU")
}

#Preview("Day headers, German, dark, AX3") {
    DaySectionsPreview(identifier: "de_DE").preferredColorScheme(.dark).dynamicTypeSize(.accessibility3)
}
#endif

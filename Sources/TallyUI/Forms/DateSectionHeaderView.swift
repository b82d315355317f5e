#if canImport(SwiftUI)
import SwiftUI
@_spi(Tally) import TallyCore

/// A day header in a list of transactions: the day ("Today", "Yesterday" or the date) and the
/// day's non-zero totals, one per currency ("-€10.00 and -$5.00"), on a glass card. It draws a
/// `DateSectionHeaderViewState`, which writes and joins the totals; each total is drawn as
/// `FormattedAmountText` draws it, in the colour of its sign. VoiceOver reads the day and its
/// totals as one header ("Today, total -€10.00 and -$5.00").
///
/// What it takes is what it shows: a day (`date:`, titled "Today", "Yesterday" or the date in
/// Tally's language), a grouped day (`section:`), or a title given as SwiftUI's `Text` takes one
/// (an app key, which a string literal picks, or a string shown verbatim).
///
/// ```swift
/// DateSectionHeaderView(date: expense.date, amount: 12.5, currency: .chf)   // "Today  -CHF 12.50"
/// DateSectionHeaderView(section: day)
/// DateSectionHeaderView("Pending", amount: pendingTotal, currency: .eur)     // the app's "Pending" key
/// ```
public struct DateSectionHeaderView: View {
    /// Where the day's title comes from.
    private enum Title {
        /// A title shown as written.
        case text(String)
        /// The day of a date, seen at a moment (nil for the time it is drawn) in a calendar.
        case day(Date, calendar: Calendar, now: Date?)
        /// The caller's title.
        case caller(CallerText)
    }

    @Environment(\.tallyTheme) private var theme
    private let state: DateSectionHeaderViewState?
    private let parts: (title: Title, totals: [Money], kind: DateSectionHeaderViewState.TotalKind)
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.appKeyLanguage) private var appKeyLanguage

    /// A header drawing `state`.
    ///
    /// - Parameter state: The title, the totals, the text of the totals and what VoiceOver reads.
    public init(state: DateSectionHeaderViewState) {
        self.state = state
        parts = (.text(state.title), state.totals, state.totalKind)
    }

    /// A header for the day of `date`, titled "Today", "Yesterday" or the date (with the weekday
    /// in the current year, the year otherwise) in the environment's language and locale
    /// (`RelativeDays`), whose entries total `amount` in `currency`. Seen at the time it is drawn,
    /// it moves on to "Yesterday" at midnight.
    ///
    /// - Parameters:
    ///   - date: Any moment of the day.
    ///   - amount: The day's total, exactly.
    ///   - currency: The total's currency.
    ///   - totalKind: A day of expenses (the default) shows its total with a minus, "-$1,250.50";
    ///     a balance with its own sign.
    ///   - calendar: The calendar and time zone the days are counted in.
    ///   - now: The moment "today" is taken from; nil for the time the header is drawn.
    public init(date: Date, amount: Decimal, currency: Currency, totalKind: DateSectionHeaderViewState.TotalKind = .expenses,
                calendar: Calendar = .autoupdatingCurrent, now: Date? = nil) {
        state = nil
        parts = (.day(date, calendar: calendar, now: now), [Money(amount: amount, currency: currency)], totalKind)
    }

    /// A header titled with the text of `titleKey`, looked up in `tableName` of `bundle` (the
    /// app's `Localizable` strings by default) as `Text(titleKey)` is, whose entries total
    /// `amount` in `currency`. A string literal picks this form.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - amount: The total, exactly.
    ///   - currency: The total's currency.
    ///   - totalKind: Expenses (the default: shown with a minus) or a balance.
    public init(_ titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, amount: Decimal, currency: Currency,
                totalKind: DateSectionHeaderViewState.TotalKind = .expenses) {
        state = nil
        parts = (.caller(CallerText(titleKey, tableName: tableName, bundle: bundle)), [Money(amount: amount, currency: currency)], totalKind)
    }

    /// A header titled `title` verbatim, as `Text(_:)` shows a string, whose entries total
    /// `amount` in `currency`: a `String` variable picks this form, a string literal the
    /// `LocalizedStringKey` one.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - amount: The total, exactly.
    ///   - currency: The total's currency.
    ///   - totalKind: Expenses (the default: shown with a minus) or a balance.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, amount: Decimal, currency: Currency, totalKind: DateSectionHeaderViewState.TotalKind = .expenses) {
        state = nil
        parts = (.text(String(title)), [Money(amount: amount, currency: currency)], totalKind)
    }

    /// A header for the day titled `dateKey`, shown as written, whose entries total `amount` in
    /// `currency`.
    ///
    /// - Parameters:
    ///   - dateKey: The title, shown as written (it was never looked up).
    ///   - amount: The total, exactly.
    ///   - currency: The total's currency.
    ///   - totalKind: Expenses (the default: shown with a minus) or a balance.
    @available(*, deprecated, message: "Use init(date:amount:currency:totalKind:calendar:now:) for a day, or init(_:amount:currency:totalKind:) for a title, instead")
    public init(dateKey: String, amount: Decimal, currency: Currency, totalKind: DateSectionHeaderViewState.TotalKind = .expenses) {
        self.init(dateKey, amount: amount, currency: currency, totalKind: totalKind)
    }

    /// A header for a grouped day: its title and its totals, one per currency in the section's
    /// order, each in its own currency, written in the environment's locale and read by VoiceOver
    /// in the environment's language.
    ///
    /// - Parameters:
    ///   - section: The day, as `RelativeDays.sections(_:locale:language:date:amount:)` groups it.
    ///   - totalKind: Expenses (the default: shown with a minus) or a balance.
    public init<Entry>(section: DaySection<Entry>, totalKind: DateSectionHeaderViewState.TotalKind = .expenses) {
        state = nil
        parts = (.text(section.title), section.totals, totalKind)
    }

    /// The header.
    public var body: some View {
        switch parts.title {
        case .day(_, let calendar, let now) where now == nil:
            // "Today" and "Yesterday" move on at midnight.
            TimelineView(.explicit([RelativeDays(calendar: calendar, now: Date()).startOfTomorrow])) { context in
                header(now: context.date)
            }
        default:
            header(now: nil)
        }
    }

    /// The header as the state draws it, the day seen at `now` (the time drawn when nil).
    private func header(now: Date?) -> some View {
        let caller: CallerText?
        let title: String
        switch parts.title {
        case .text(let text):
            caller = nil
            title = text
        case .day(let date, let calendar, let fixedNow):
            caller = nil
            title = RelativeDays(calendar: calendar, now: fixedNow ?? now ?? Date()).title(for: date, locale: locale, language: language)
        case .caller(let text):
            caller = text
            title = CallerTextMarker.placeholder(CallerSlot.title)
        }
        let state = state ?? DateSectionHeaderViewState(title: title, totals: parts.totals, locale: locale, language: language,
                                                        totalKind: parts.kind)
        let callers = caller.map { [CallerSlot.title: $0.text(in: appKeyLanguage)] } ?? [:]
        return ViewThatFits(in: .horizontal) {
            HStack(alignment: .firstTextBaseline, spacing: theme.spacing(.sm)) {
                SectionHeaderView(state: state.header, title: caller)
                if let total = state.totalText {
                    totalText(total, state: state).layoutPriority(1)
                }
            }
            // At the largest text sizes the total goes under the day rather than clip either.
            VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
                SectionHeaderView(state: state.header, title: caller)
                if let total = state.totalText {
                    totalText(total, state: state)
                }
            }
        }
        .glassCardStyle()
        .accessibilityElement(children: .ignore)
        .tallyAccessibility(state.accessibilityElement, callers: callers)
    }

    /// The totals as `FormattedAmountText` draws each (its text in its role's colour), joined by
    /// the list's words in the secondary text colour, as one text that wraps.
    private func totalText(_ total: String, state: DateSectionHeaderViewState) -> some View {
        state.totalTextParts.reduce(Text(verbatim: "")) { text, part in
            switch part {
            case .amount(let index): text + FormattedAmountText.text(state.totalAmounts[index])
            case .text(let words): text + Text(verbatim: words).foregroundStyle(ThemeColor.textSecondary)
            }
        }
        .font(Font(state.header.typography(in: theme)))
        .monospacedDigit()
        .fixedSize(horizontal: false, vertical: true)
    }
}
#endif

import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
import TallyUI
#endif

/// `DateSectionHeaderView` in its named states: its HTML, what VoiceOver reads and the texts it must show, and
/// on Apple platforms its drawing by the real view, for the gallery and Xcode's previews.
enum DateSectionHeaderViewStory: StoryComponent {
    /// The component and its named states.
    static let story = ComponentStory(
        id: "day-header", name: "DateSectionHeaderView", group: .forms,
        summary: "A day in a list of transactions: Today, Yesterday or the date, with the day's non-zero totals, one per currency, on a glass card.",
        usage: "ForEach(days.sections(entries, locale: locale, date: \\.date, amount: \\.money)) { section in\n    DateSectionHeaderView(section: section)\n}",
        css: css,
        states: [
            StoryState("today", "Today with a total") { context in
                .dateSectionHeader(DateSectionHeaderViewState(title: context.days.title(for: context.now, locale: context.locale),
                                                              total: Decimal(string: "-1250.5", locale: Locale(identifier: "en_US_POSIX"))!,
                                                              currency: .chf, locale: context.locale))
            },
            StoryState("yesterday", "Yesterday, no total") { context in
                .dateSectionHeader(DateSectionHeaderViewState(title: context.days.title(for: context.days.yesterdayAtCurrentTime, locale: context.locale),
                                                              total: 0, currency: .chf, locale: context.locale))
            },
            StoryState("earlier", "An earlier day") { context in
                let date = context.calendar.date(byAdding: .day, value: -5, to: context.now) ?? context.now
                return .dateSectionHeader(DateSectionHeaderViewState(title: context.days.title(for: date, locale: context.locale), total: 89,
                                                                     currency: .chf, locale: context.locale))
            },
            StoryState("two-currencies", "Two currencies in one day") { context in
                // Francs and euros spent today: two totals, each in its own currency, never one sum.
                let posix = Locale(identifier: "en_US_POSIX")
                let entries: [(date: Date, money: Money)] = [
                    (context.now, Money(amount: Decimal(string: "12.5", locale: posix) ?? 0, currency: .chf)),
                    (context.now.addingTimeInterval(-3_600), Money(amount: 8, currency: .eur)),
                    (context.now.addingTimeInterval(-7_200), Money(amount: Decimal(string: "4.2", locale: posix) ?? 0, currency: .chf)),
                ]
                let today = context.days.sections(entries, locale: context.locale, date: { $0.date }, amount: { $0.money })[0]
                return .dateSectionHeader(DateSectionHeaderViewState(section: today, locale: context.locale))
            },
        ]
    )

    /// The catalog CSS of this component's own classes (also where another component's HTML embeds it).
    static let css = """
    .c-day-header { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--tally-spacing-sm); padding: var(--tally-spacing-md) var(--tally-spacing-lg);
      border-radius: var(--tally-radius-md); background: color-mix(in srgb, var(--tally-color-card-background) 70%, transparent); }
    .c-day-total { font-size: calc(var(--tally-typography-body-small-font-size) * var(--type-scale, 1)); font-weight: 600; color: var(--tally-color-text-secondary); font-variant-numeric: tabular-nums; }

    """

    static func html(_ state: DateSectionHeaderViewState, size: StoryHTML.TextSize, locale: Locale) -> String {
        return """
        <div class="c-day-header glass">\(StoryHTML.sectionHeader(state.header, size: size, locale: locale))\(state.totalText.map { "<span class=\"c-day-total\">\(StoryHTML.esc($0))</span>" } ?? "")</div>
        """
    }

    static func shownTexts(_ state: DateSectionHeaderViewState, size: StoryHTML.TextSize, locale: Locale) -> [String] {
        let large = size.isAccessibilitySize
        return [state.header.displayTitle(locale: locale, isAccessibilitySize: large)] + [state.totalText].compactMap(\.self)
    }
}

extension StoryView {
    /// `DateSectionHeaderView` drawing `state`.
    static func dateSectionHeader(_ state: DateSectionHeaderViewState) -> StoryView { StoryView(DateSectionHeaderViewStory.self, state) }
}

#if canImport(SwiftUI)
extension DateSectionHeaderViewStory {
    @MainActor @ViewBuilder static func draw(_ state: DateSectionHeaderViewState, in context: StoryContext) -> some View {
        DateSectionHeaderView(state: state)
    }
}

/// What the usage snippet binds to.
private struct UsageEntry {
    var date: Date
    var money: Money
}

/// The usage snippet of the story, compiled: its `body` is `story.usage`, word for word.
private struct DateSectionHeaderViewUsage: View {
    @Environment(\.locale) private var locale
    let days: RelativeDays
    let entries: [UsageEntry]

    var body: some View {
        ForEach(days.sections(entries, locale: locale, date: \.date, amount: \.money)) { section in
            DateSectionHeaderView(section: section)
        }
    }
}

#Preview("DateSectionHeaderView") {
    StoryPreview(story: DateSectionHeaderViewStory.story)
}

#Preview("Dark") {
    StoryPreview(story: DateSectionHeaderViewStory.story, variant: .dark)
}

#Preview("Right to left") {
    StoryPreview(story: DateSectionHeaderViewStory.story, variant: .rightToLeft)
}

#Preview("AX3") {
    StoryPreview(story: DateSectionHeaderViewStory.story, variant: .accessibility3)
}

#Preview("Reduce Motion") {
    StoryPreview(story: DateSectionHeaderViewStory.story, variant: .reduceMotion)
}
#endif

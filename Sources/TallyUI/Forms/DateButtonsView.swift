#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The quick date buttons: Yesterday, Today and a calendar, every title from the String
/// Catalog. It draws a `DateButtonsViewState`: "Today" and "Yesterday" are counted in its
/// calendar and time zone from its "now", and when that follows the clock the buttons redraw at
/// each midnight of that time zone, so the highlighted button is right across midnight and
/// daylight-saving changes.
///
/// At the accessibility text sizes, and whenever they do not fit side by side, the buttons are
/// stacked one a row, so no title is broken inside a word.
///
/// A tap on Yesterday or Today sets the date and calls `onSave`; the calendar button opens a
/// ``DatePickerSheet`` and calls `onSave` after Select.
public struct DateButtonsView: View {
    @Environment(\.tallyTheme) private var theme
    private let storage: ViewStateStorage<DateButtonsViewState>
    @State private var local: DateButtonsViewState
    private let onSave: (Date) -> Void
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// Buttons drawing and editing `state`.
    ///
    /// - Parameters:
    ///   - state: The chosen date, the days, and whether the calendar sheet is open.
    ///   - onSave: Called with the date a button or the calendar picked.
    public init(state: Binding<DateButtonsViewState>, onSave: @escaping (Date) -> Void = { _ in }) {
        storage = ViewStateStorage(state)
        _local = State(initialValue: state.wrappedValue)
        self.onSave = onSave
    }

    /// Buttons editing `selectedDate`.
    ///
    /// - Parameters:
    ///   - selectedDate: The date.
    ///   - isDisabled: Whether the buttons are disabled (while saving, say).
    ///   - calendar: The calendar and time zone days are counted in.
    ///   - now: A fixed "now" for previews, tests and the catalog; the live clock when nil.
    ///   - onSave: Called with the date a button picked.
    public init(selectedDate: Binding<Date>, isDisabled: Bool = false, calendar: Calendar = .autoupdatingCurrent, now: Date? = nil,
                onSave: @escaping (Date) -> Void = { _ in }) {
        let initial = DateButtonsViewState(selectedDate: selectedDate.wrappedValue, isDisabled: isDisabled, calendar: calendar,
                                           now: now ?? Date(), followsClock: now == nil)
        storage = ViewStateStorage(
            initial: initial,
            overlay: { local in
                var state = local
                state.selectedDate = selectedDate.wrappedValue
                state.isDisabled = isDisabled
                state.calendar = calendar
                if let now { state.now = now }
                return state
            },
            write: { selectedDate.wrappedValue = $0.selectedDate }
        )
        _local = State(initialValue: initial)
        self.onSave = onSave
    }

    /// The buttons.
    public var body: some View {
        let binding = storage.binding(local: $local)
        if binding.wrappedValue.followsClock {
            TimelineView(MidnightSchedule(calendar: binding.wrappedValue.calendar)) { context in
                buttons(binding, clock: context.date)
            }
        } else {
            buttons(binding, clock: binding.wrappedValue.now)
        }
    }

    private func buttons(_ binding: Binding<DateButtonsViewState>, clock: Date) -> some View {
        let state = binding.wrappedValue.seen(at: clock)
        return layout(binding, state: state)
            .disabled(state.isDisabled)
            .hapticFeedback(.selection, trigger: state.selectionFeedback)
            .sheet(isPresented: binding.isPresentingCalendar) {
                DatePickerSheet(state: state.calendarSheet(locale: locale, language: language), selection: binding.selectedDate) { date in
                    binding.wrappedValue.pickFromCalendar(date)
                    onSave(date)
                }
            }
    }

    /// Stacked at the accessibility text sizes; otherwise side by side when they fit, stacked when
    /// they do not, so no title is broken inside a word.
    @ViewBuilder
    private func layout(_ binding: Binding<DateButtonsViewState>, state: DateButtonsViewState) -> some View {
        if DateButtonsViewState.stacksVertically(isAccessibilitySize: dynamicTypeSize.isAccessibilitySize) {
            VStack(spacing: theme.spacing(.sm)) { row(binding, state: state) }
        } else {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: theme.spacing(.sm)) { row(binding, state: state) }
                VStack(spacing: theme.spacing(.sm)) { row(binding, state: state) }
            }
        }
    }

    @ViewBuilder
    private func row(_ binding: Binding<DateButtonsViewState>, state: DateButtonsViewState) -> some View {
        ForEach(state.buttons, id: \.self) { button in
            Button {
                var tapped = state
                let date = tapped.tap(button)
                binding.wrappedValue = tapped
                if let date { onSave(date) }
            } label: {
                label(for: button, state: state)
            }
            .buttonStyle(.plain)
            .tallyAccessibility(state.buttonAccessibility(button, locale: locale, language: language))
        }
    }

    private func label(for button: QuickDateButton, state: DateButtonsViewState) -> some View {
        HStack(spacing: theme.spacing(.xs)) {
            if let symbol = state.symbol(of: button) {
                Image(systemName: symbol).accessibilityHidden(true)
            }
            Text(verbatim: state.title(of: button, locale: locale, language: language))
                .tallyFont(.bodySmall)
                .fixedSize(horizontal: false, vertical: true)
        }
        .frame(maxWidth: .infinity)
        .filterChipStyle(isSelected: state.isSelected(button))
    }
}

/// A timeline that updates now and then at the start of every day of `calendar`'s time zone.
struct MidnightSchedule: TimelineSchedule {
    let calendar: Calendar

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var next: Date? = startDate
        return AnyIterator {
            guard let current = next else { return nil }
            next = RelativeDays(calendar: calendar, now: current).startOfTomorrow
            return current
        }
    }
}

extension View {
    /// The quick date buttons pinned above the keyboard (a bottom safe-area inset), as
    /// transaction forms show them.
    public func dateButtonsSafeArea(selectedDate: Binding<Date>, isDisabled: Bool = false, calendar: Calendar = .autoupdatingCurrent,
                                    onSave: @escaping (Date) -> Void) -> some View {
        safeAreaInset(edge: .bottom) {
            InsetDateButtons(buttons: DateButtonsView(selectedDate: selectedDate, isDisabled: isDisabled, calendar: calendar, onSave: onSave))
        }
    }
}

/// The quick date buttons with the theme's margins, for the safe-area inset.
private struct InsetDateButtons: View {
    let buttons: DateButtonsView
    @Environment(\.tallyTheme) private var theme

    var body: some View {
        buttons
            .padding(.horizontal, theme.spacing(.lg))
            .padding(.vertical, theme.spacing(.sm))
    }
}
#endif

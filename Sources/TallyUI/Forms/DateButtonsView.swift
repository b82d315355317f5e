#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Seed 001's quick date buttons: Yesterday, Today and a calendar, every title from the String
/// Catalog (the seed's were hard-coded in Russian). "Today" and "Yesterday" come from
/// ``RelativeDays`` with the injected calendar and time zone, and the buttons redraw at each
/// midnight of that time zone, so the highlighted button is right across midnight and
/// daylight-saving changes.
///
/// A tap on Yesterday or Today sets the date and calls `onSave`; the calendar button opens a
/// ``DatePickerSheet`` and calls `onSave` after Select.
public struct DateButtonsView: View {
    @Binding private var selectedDate: Date
    private let isDisabled: Bool
    private let calendar: Calendar
    private let fixedNow: Date?
    private let onSave: (Date) -> Void
    @State private var isPresentingCalendar = false
    @State private var tapCount = 0
    @Environment(\.locale) private var locale

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
        _selectedDate = selectedDate
        self.isDisabled = isDisabled
        self.calendar = calendar
        fixedNow = now
        self.onSave = onSave
    }

    /// The buttons.
    public var body: some View {
        if let fixedNow {
            buttons(days: RelativeDays(calendar: calendar, now: fixedNow))
        } else {
            TimelineView(MidnightSchedule(calendar: calendar)) { context in
                buttons(days: RelativeDays(calendar: calendar, now: context.date))
            }
        }
    }

    private func buttons(days: RelativeDays) -> some View {
        let selected = days.selectedButton(for: selectedDate)
        return ViewThatFits(in: .horizontal) {
            HStack(spacing: AppSpacing.sm) { row(days: days, selected: selected) }
            VStack(spacing: AppSpacing.sm) { row(days: days, selected: selected) }
        }
        .disabled(isDisabled)
        .hapticFeedback(.selection, trigger: tapCount)
        .sheet(isPresented: $isPresentingCalendar) {
            DatePickerSheet(title: TallyStringKey.dateChoose.text(locale: locale), selection: $selectedDate, calendar: calendar) { date in
                onSave(date)
            }
        }
    }

    @ViewBuilder
    private func row(days: RelativeDays, selected: QuickDateButton) -> some View {
        ForEach(QuickDateButton.allCases, id: \.self) { button in
            Button {
                tapCount += 1
                if let date = days.date(for: button) {
                    selectedDate = date
                    onSave(date)
                } else {
                    isPresentingCalendar = true
                }
            } label: {
                label(for: button, selected: selected, days: days)
            }
            .buttonStyle(.plain)
            .accessibilityAddTraits(button == selected ? .isSelected : [])
        }
    }

    private func label(for button: QuickDateButton, selected: QuickDateButton, days: RelativeDays) -> some View {
        let isSelected = button == selected
        return HStack(spacing: AppSpacing.xs) {
            if button == .calendar {
                Image(systemName: "calendar").accessibilityHidden(true)
            }
            Text(verbatim: days.title(of: button, selectedDate: selectedDate, locale: locale))
                .font(AppTypography.bodySmall)
                .fixedSize(horizontal: false, vertical: true)
        }
        .frame(maxWidth: .infinity)
        .filterChipStyle(isSelected: isSelected)
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
    /// Seed 001's quick date buttons pinned above the keyboard (a bottom safe-area inset), as
    /// transaction forms show them.
    public func dateButtonsSafeArea(selectedDate: Binding<Date>, isDisabled: Bool = false, calendar: Calendar = .autoupdatingCurrent,
                                    onSave: @escaping (Date) -> Void) -> some View {
        safeAreaInset(edge: .bottom) {
            DateButtonsView(selectedDate: selectedDate, isDisabled: isDisabled, calendar: calendar, onSave: onSave)
                .padding(.horizontal, AppSpacing.lg)
                .padding(.vertical, AppSpacing.sm)
        }
    }
}

// MARK: - Previews

private struct DateButtonsPreview: View {
    @State private var date = Date(timeIntervalSince1970: 1_763_712_000)
    let now = Date(timeIntervalSince1970: 1_763_712_000)

    var body: some View {
        VStack(spacing: AppSpacing.lg) {
            DateButtonsView(selectedDate: $date, now: now)
            DateButtonsView(selectedDate: .constant(now.addingTimeInterval(-86_400)), now: now)
            DateButtonsView(selectedDate: .constant(now.addingTimeInterval(-86_400 * 20)), now: now)
            DateButtonsView(selectedDate: .constant(now), isDisabled: true, now: now)
        }
        .padding(AppSpacing.lg)
    }
}

#Preview("Date buttons, light") {
    DateButtonsPreview()
}

#Preview("Date buttons, dark, Russian") {
    DateButtonsPreview().preferredColorScheme(.dark).environment(\.locale, Locale(identifier: "ru_RU"))
}

#Preview("Date buttons, AX3, German") {
    DateButtonsPreview().dynamicTypeSize(.accessibility3).environment(\.locale, Locale(identifier: "de_DE"))
}

#Preview("Date buttons in a form's safe area") {
    Color.clear.dateButtonsSafeArea(selectedDate: .constant(Date(timeIntervalSince1970: 1_763_712_000))) { _ in }
}
#endif

#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The recurring toggle: a "Recurring" switch and, while it is on, a segmented frequency picker
/// under it, on one card. Given the series' first date, it also shows when the next occurrence
/// falls ("Next: 30 Apr 2025", the date written for the environment's locale). It draws a
/// `RecurringToggleViewState`.
///
/// The picker appears and disappears through Tally's motion system: a short fade and drop while
/// motion is allowed, what `MotionPolicy` rules for transitions under Reduce Motion. Turning the
/// switch off keeps the chosen frequency, so turning it back on restores it.
///
/// ```swift
/// RecurringToggleView(isRecurring: $isRecurring, frequency: $frequency, anchorDate: transactionDate)
/// RecurringToggleView(state: $recurrence)
/// ```
public struct RecurringToggleView: View {
    @Environment(\.tallyTheme) private var theme
    @Binding private var state: RecurringToggleViewState
    /// The caller's title as `Text`, drawn instead of the state's title.
    private var titleText: Text?
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @ReduceMotionSetting private var reduceMotion

    /// A toggle drawing and editing `state`.
    public init(state: Binding<RecurringToggleViewState>) {
        _state = state
    }

    /// A recurring switch driving `isRecurring`, with a picker of `frequency` while it is on.
    ///
    /// - Parameters:
    ///   - isRecurring: Whether the transaction repeats.
    ///   - frequency: How often it repeats.
    ///   - title: The switch's title, from the String Catalog; nil shows `transaction.recurring`
    ///     ("Recurring") in the environment's language.
    ///   - frequencyTitle: What VoiceOver calls the picker; nil reads `transaction.frequency`.
    ///   - anchorDate: The first date of the series (the transaction's date); when given, the next
    ///     occurrence is shown under the picker.
    ///   - now: The moment the next occurrence is counted from; nil for the current time.
    ///   - calendar: The calendar and time zone of the schedule and of the date shown.
    ///   - frequencies: The frequencies offered, in order; all four by default.
    @_disfavoredOverload
    public init(
        isRecurring: Binding<Bool>, frequency: Binding<RecurringFrequency>, title: String? = nil,
        frequencyTitle: String? = nil, anchorDate: Date? = nil, now: Date? = nil, calendar: Calendar = .current,
        frequencies: [RecurringFrequency] = RecurringFrequency.allCases
    ) {
        _state = Binding(
            get: {
                RecurringToggleViewState(isRecurring: isRecurring.wrappedValue, frequency: frequency.wrappedValue, title: title,
                                         frequencyTitle: frequencyTitle, anchorDate: anchorDate, now: now, calendar: calendar,
                                         frequencies: frequencies)
            },
            set: { newValue in
                if isRecurring.wrappedValue != newValue.isRecurring { isRecurring.wrappedValue = newValue.isRecurring }
                if frequency.wrappedValue != newValue.frequency { frequency.wrappedValue = newValue.frequency }
            }
        )
    }

    /// The switch, and the picker while it is on.
    public var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.md)) {
            Toggle(isOn: $state.isRecurring) {
                Text.label(titleText, or: state.title(locale: locale, language: language))
                    .tallyFont(.body)
                    .foregroundStyle(ThemeColor.textPrimary)
                    .lineLimit(nil)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .tallyControlTint()
            .frame(minHeight: AppTapArea.minimum)
            if state.showsFrequencyPicker {
                details
                    .transition(.motionSafe(.opacity.combined(with: .offset(y: -theme.spacing(.sm))), reduceMotion: reduceMotion))
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .cardStyle()
        .motionSafe(transition: .normal, kind: .transition, value: state.showsFrequencyPicker)
    }

    /// The picker in the environment's language, choosing through the state.
    private var picker: Binding<SegmentedPickerViewState<RecurringFrequency>> {
        let state = $state
        let locale = locale
        return Binding(
            get: { state.wrappedValue.frequencyPicker(locale: locale, language: language) },
            set: { state.wrappedValue.frequency = $0.selection }
        )
    }

    private var details: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
            SegmentedPickerView(state: picker)
            if let next = state.nextOccurrenceText(locale: locale, language: language, currentDate: Date()) {
                Text(verbatim: next)
                    .tallyFont(.caption)
                    .foregroundStyle(ThemeColor.textSecondary)
                    .lineLimit(nil)
                    .fixedSize(horizontal: false, vertical: true)
                    .motionSafe(transition: .fast, kind: .stateChange, value: state.frequency)
            }
        }
    }
}

// MARK: - Previews

private struct RecurringTogglePreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var isRecurring: Bool
    @State private var frequency = RecurringFrequency.monthly
    private let calendar: Calendar

    init(isRecurring: Bool) {
        _isRecurring = State(initialValue: isRecurring)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? .current
        self.calendar = calendar
    }

    var body: some View {
        // A series that started on 31 January 2025, seen on 10 April 2025: next on 30 April.
        let anchor = calendar.date(from: DateComponents(year: 2025, month: 1, day: 31, hour: 9)) ?? Date()
        let now = calendar.date(from: DateComponents(year: 2025, month: 4, day: 10, hour: 12)) ?? Date()
        ScrollView {
            VStack(spacing: theme.spacing(.xl)) {
                RecurringToggleView(isRecurring: $isRecurring, frequency: $frequency, anchorDate: anchor, now: now, calendar: calendar)
                RecurringToggleView(isRecurring: $isRecurring, frequency: $frequency)
            }
            .padding(theme.spacing(.lg))
        }
        .background(ThemeColor.groupedBackground)
    }
}

#Preview("Recurring toggle, on, light") {
    RecurringTogglePreview(isRecurring: true)
}

#Preview("Recurring toggle, off, light") {
    RecurringTogglePreview(isRecurring: false)
}

#Preview("Recurring toggle, on, dark") {
    RecurringTogglePreview(isRecurring: true).preferredColorScheme(.dark)
}

#Preview("Recurring toggle, on, AX3") {
    RecurringTogglePreview(isRecurring: true).dynamicTypeSize(.accessibility3)
}

#Preview("Recurring toggle, Russian") {
    RecurringTogglePreview(isRecurring: true).environment(\.locale, Locale(identifier: "ru_RU")).tallyLanguage("ru_RU")
}

#Preview("Recurring toggle, French, dark, AX3") {
    RecurringTogglePreview(isRecurring: true)
        .environment(\.locale, Locale(identifier: "fr_CH")).tallyLanguage("fr_CH")
        .preferredColorScheme(.dark)
        .dynamicTypeSize(.accessibility3)
}

#Preview("Recurring toggle, Reduce Motion") {
    RecurringTogglePreview(isRecurring: false).tallyReduceMotion(true)
}

extension RecurringToggleView {
    /// A recurring switch titled with the text of `titleKey`, looked up in `tableName` of
    /// `bundle` (the app's `Localizable` strings by default) as `Text(titleKey)` is. A string
    /// literal picks this form: `RecurringToggleView(isRecurring: $r, frequency: $f, title: "Repeats")`.
    /// The other parameters are those of
    /// ``init(isRecurring:frequency:title:frequencyTitle:anchorDate:now:calendar:frequencies:)-(_,_,String?,_,_,_,_,_)``.
    public init(
        isRecurring: Binding<Bool>, frequency: Binding<RecurringFrequency>, title titleKey: LocalizedStringKey,
        tableName: String? = nil, bundle: Bundle? = nil, frequencyTitle: String? = nil, anchorDate: Date? = nil, now: Date? = nil,
        calendar: Calendar = .current, frequencies: [RecurringFrequency] = RecurringFrequency.allCases
    ) {
        self.init(isRecurring: isRecurring, frequency: frequency, title: Text(titleKey, tableName: tableName, bundle: bundle),
                  frequencyTitle: frequencyTitle, anchorDate: anchorDate, now: now, calendar: calendar, frequencies: frequencies)
    }

    /// A recurring switch titled `title` as given (the switch's label, which VoiceOver reads).
    public init(
        isRecurring: Binding<Bool>, frequency: Binding<RecurringFrequency>, title: Text, frequencyTitle: String? = nil,
        anchorDate: Date? = nil, now: Date? = nil, calendar: Calendar = .current,
        frequencies: [RecurringFrequency] = RecurringFrequency.allCases
    ) {
        self.init(isRecurring: isRecurring, frequency: frequency, title: nil as String?, frequencyTitle: frequencyTitle,
                  anchorDate: anchorDate, now: now, calendar: calendar, frequencies: frequencies)
        titleText = title
    }

    /// A toggle drawing and editing `state`, titled `title` in place of the state's title.
    public init(state: Binding<RecurringToggleViewState>, title: Text) {
        self.init(state: state)
        titleText = title
    }
}
#endif

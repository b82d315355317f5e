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
    /// The caller's title, drawn instead of the state's title.
    private var titleText: CallerText?
    /// The caller's name of the frequency picker, read by VoiceOver instead of the state's.
    private var frequencyTitleText: CallerText?
    @Environment(\.appKeyLanguage) private var appKeyLanguage
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @ReduceMotionSetting private var reduceMotion

    /// A toggle drawing and editing `state`.
    public init(state: Binding<RecurringToggleViewState>) {
        _state = state
    }

    /// A recurring switch driving `isRecurring`, with a picker of `frequency` while it is on, its
    /// titles shown as written.
    ///
    /// - Parameters:
    ///   - isRecurring: Whether the transaction repeats.
    ///   - frequency: How often it repeats.
    ///   - title: The switch's title, shown as written; nil shows `transaction.recurring`
    ///     ("Recurring") in the environment's language.
    ///   - frequencyTitle: What VoiceOver calls the picker; nil reads `transaction.frequency`.
    ///   - anchorDate: The first date of the series (the transaction's date); when given, the next
    ///     occurrence is shown under the picker.
    ///   - now: The moment the next occurrence is counted from; nil for the current time.
    ///   - calendar: The calendar and time zone of the schedule and of the date shown.
    ///   - frequencies: The frequencies offered, in order; all four by default.
    @available(*, deprecated, message: "Use init(isRecurring:frequency:title:frequencyTitle:anchorDate:now:calendar:frequencies:) with Text(verbatim:) titles instead")
    @_disfavoredOverload
    public init(
        isRecurring: Binding<Bool>, frequency: Binding<RecurringFrequency>, title: String? = nil,
        frequencyTitle: String? = nil, anchorDate: Date? = nil, now: Date? = nil, calendar: Calendar = .current,
        frequencies: [RecurringFrequency] = RecurringFrequency.allCases
    ) {
        self.init(isRecurring: isRecurring, frequency: frequency, plainTitle: title, plainFrequencyTitle: frequencyTitle, anchorDate: anchorDate,
                  now: now, calendar: calendar, frequencies: frequencies)
    }

    /// A toggle whose state holds `title` and `frequencyTitle` as strings (nil for the defaults
    /// or where the caller's texts are drawn instead).
    private init(
        isRecurring: Binding<Bool>, frequency: Binding<RecurringFrequency>, plainTitle title: String?, plainFrequencyTitle frequencyTitle: String?,
        anchorDate: Date?, now: Date?, calendar: Calendar, frequencies: [RecurringFrequency]
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
                Text.label(titleText.text(in: appKeyLanguage), or: state.title(locale: locale, language: language))
                    .tallyFont(.body)
                    .foregroundStyle(ThemeColor.textPrimary)
                    .lineLimit(nil)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .tallyControlTint()
            .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
            .tallyAccessibility(state.toggleAccessibility(locale: locale, language: language), label: titleText.text(in: appKeyLanguage))
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
            SegmentedPickerView(state: picker, title: frequencyTitleText)
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

extension RecurringToggleView {
    /// A recurring switch titled with the text of `titleKey`, looked up in `tableName` of
    /// `bundle` (the app's `Localizable` strings by default) as `Text(titleKey)` is, with a picker
    /// of `frequency` while it is on. A string literal picks this form:
    /// `RecurringToggleView(isRecurring: $r, frequency: $f, title: "Repeats")`.
    ///
    /// - Parameters:
    ///   - isRecurring: Whether the transaction repeats.
    ///   - frequency: How often it repeats.
    ///   - titleKey: The key of the switch's title.
    ///   - tableName: The strings table of the keys; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - frequencyTitle: The key of what VoiceOver calls the picker; nil reads
    ///     `transaction.frequency` ("Frequency").
    ///   - anchorDate: The first date of the series (the transaction's date); when given, the next
    ///     occurrence is shown under the picker.
    ///   - now: The moment the next occurrence is counted from; nil for the current time.
    ///   - calendar: The calendar and time zone of the schedule and of the date shown.
    ///   - frequencies: The frequencies offered, in order; all four by default.
    public init(
        isRecurring: Binding<Bool>, frequency: Binding<RecurringFrequency>, title titleKey: LocalizedStringKey,
        tableName: String? = nil, bundle: Bundle? = nil, frequencyTitle: LocalizedStringKey? = nil, anchorDate: Date? = nil, now: Date? = nil,
        calendar: Calendar = .current, frequencies: [RecurringFrequency] = RecurringFrequency.allCases
    ) {
        self.init(isRecurring: isRecurring, frequency: frequency, plainTitle: nil, plainFrequencyTitle: nil, anchorDate: anchorDate, now: now,
                  calendar: calendar, frequencies: frequencies)
        titleText = CallerText(titleKey, tableName: tableName, bundle: bundle)
        frequencyTitleText = frequencyTitle.map { CallerText($0, tableName: tableName, bundle: bundle) }
    }

    /// A recurring switch titled `title` as given (the switch's label, which VoiceOver reads),
    /// with a picker of `frequency` while it is on.
    ///
    /// ```swift
    /// RecurringToggleView(isRecurring: $isRecurring, frequency: $frequency, anchorDate: transactionDate)
    /// ```
    ///
    /// - Parameters:
    ///   - isRecurring: Whether the transaction repeats.
    ///   - frequency: How often it repeats.
    ///   - title: The switch's title; nil shows `transaction.recurring` ("Recurring") in the
    ///     environment's language.
    ///   - frequencyTitle: What VoiceOver calls the picker; nil reads `transaction.frequency`.
    ///   - anchorDate: The first date of the series (the transaction's date); when given, the next
    ///     occurrence is shown under the picker.
    ///   - now: The moment the next occurrence is counted from; nil for the current time.
    ///   - calendar: The calendar and time zone of the schedule and of the date shown.
    ///   - frequencies: The frequencies offered, in order; all four by default.
    public init(
        isRecurring: Binding<Bool>, frequency: Binding<RecurringFrequency>, title: Text? = nil, frequencyTitle: Text? = nil,
        anchorDate: Date? = nil, now: Date? = nil, calendar: Calendar = .current,
        frequencies: [RecurringFrequency] = RecurringFrequency.allCases
    ) {
        self.init(isRecurring: isRecurring, frequency: frequency, plainTitle: nil, plainFrequencyTitle: nil, anchorDate: anchorDate, now: now,
                  calendar: calendar, frequencies: frequencies)
        titleText = title.map { CallerText($0) }
        frequencyTitleText = frequencyTitle.map { CallerText($0) }
    }

    /// A toggle drawing and editing `state`, titled `title` in place of the state's title.
    ///
    /// - Parameters:
    ///   - state: The toggle's state.
    ///   - title: The switch's title, drawn and read by VoiceOver.
    public init(state: Binding<RecurringToggleViewState>, title: Text) {
        self.init(state: state)
        titleText = CallerText(title)
    }

    /// A recurring switch titled with the text of `titleKey`, the picker's name shown as written.
    ///
    /// - Parameters:
    ///   - isRecurring: Whether the transaction repeats.
    ///   - frequency: How often it repeats.
    ///   - titleKey: The key of the switch's title.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - frequencyTitle: What VoiceOver calls the picker.
    ///   - anchorDate: The first date of the series.
    ///   - now: The moment the next occurrence is counted from; nil for the current time.
    ///   - calendar: The calendar and time zone of the schedule.
    ///   - frequencies: The frequencies offered, in order.
    @available(*, deprecated, message: "Use init(isRecurring:frequency:title:tableName:bundle:frequencyTitle:anchorDate:now:calendar:frequencies:) with a LocalizedStringKey frequencyTitle instead")
    @_disfavoredOverload
    public init(
        isRecurring: Binding<Bool>, frequency: Binding<RecurringFrequency>, title titleKey: LocalizedStringKey,
        tableName: String? = nil, bundle: Bundle? = nil, frequencyTitle: String?, anchorDate: Date? = nil, now: Date? = nil,
        calendar: Calendar = .current, frequencies: [RecurringFrequency] = RecurringFrequency.allCases
    ) {
        self.init(isRecurring: isRecurring, frequency: frequency, plainTitle: nil, plainFrequencyTitle: frequencyTitle, anchorDate: anchorDate,
                  now: now, calendar: calendar, frequencies: frequencies)
        titleText = CallerText(titleKey, tableName: tableName, bundle: bundle)
    }

    /// A recurring switch titled `title` as given, the picker's name shown as written.
    ///
    /// - Parameters:
    ///   - isRecurring: Whether the transaction repeats.
    ///   - frequency: How often it repeats.
    ///   - title: The switch's title.
    ///   - frequencyTitle: What VoiceOver calls the picker.
    ///   - anchorDate: The first date of the series.
    ///   - now: The moment the next occurrence is counted from; nil for the current time.
    ///   - calendar: The calendar and time zone of the schedule.
    ///   - frequencies: The frequencies offered, in order.
    @available(*, deprecated, message: "Use init(isRecurring:frequency:title:frequencyTitle:anchorDate:now:calendar:frequencies:) with a Text frequencyTitle instead")
    @_disfavoredOverload
    public init(
        isRecurring: Binding<Bool>, frequency: Binding<RecurringFrequency>, title: Text, frequencyTitle: String?,
        anchorDate: Date? = nil, now: Date? = nil, calendar: Calendar = .current,
        frequencies: [RecurringFrequency] = RecurringFrequency.allCases
    ) {
        self.init(isRecurring: isRecurring, frequency: frequency, plainTitle: nil, plainFrequencyTitle: frequencyTitle, anchorDate: anchorDate,
                  now: now, calendar: calendar, frequencies: frequencies)
        titleText = CallerText(title)
    }
}
#endif

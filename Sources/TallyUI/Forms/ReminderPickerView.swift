#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The reminder picker: a section header and a card of switches, one per offered reminder
/// ("1 day before", "За 3 дня"…), any number of them on at once, with dividers between rows.
///
/// It draws a `ReminderPickerViewState`: the offered offsets are cleaned up as it describes
/// (positive only, no duplicates, ascending), the rows' plural-correct titles and what VoiceOver
/// reads come from there, and a selected offset that is not offered is kept but not shown; with
/// no offset offered the view shows nothing. Each row is at least 44 pt tall, its title wraps
/// rather than clips at large text sizes, and VoiceOver reads the title, the switch's state and
/// `reminder.accessibilityHint`. A change a person makes plays a selection haptic; a value the
/// app sets plays none.
///
/// ```swift
/// ReminderPickerView(selectedOffsets: $subscription.reminderOffsets)
/// ReminderPickerView(state: $reminders)
/// ```
public struct ReminderPickerView: View {
    @Environment(\.tallyTheme) private var theme
    @Binding private var state: ReminderPickerViewState
    /// How many changes a person made here: the haptic's trigger (a value the app sets plays
    /// nothing).
    @State private var choices = 0
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.appKeyLanguage) private var appKeyLanguage
    /// The caller's section header, drawn and read instead of the state's title.
    private var titleText: CallerText?

    /// A picker drawing and editing `state`.
    ///
    /// - Parameter state: The offered and selected reminders and the section's title.
    public init(state: Binding<ReminderPickerViewState>) {
        _state = state
    }

    /// A picker turning reminders on and off in `selectedOffsets`, under a section header titled
    /// with the text of `titleKey`, looked up in `tableName` of `bundle` (the app's `Localizable`
    /// strings by default) as `Text(titleKey)` is. A string literal picks this form:
    /// `ReminderPickerView(selectedOffsets: $offsets, title: "Renewal")`.
    ///
    /// - Parameters:
    ///   - selectedOffsets: The days-before offsets that are on.
    ///   - availableOffsets: The offsets offered; 1, 3, 7 and 30 days by default.
    ///   - titleKey: The key of the section header.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    public init(
        selectedOffsets: Binding<Set<Int>>, availableOffsets: [Int] = ReminderPickerViewState.defaultOffsets,
        title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil
    ) {
        self.init(selectedOffsets: selectedOffsets, availableOffsets: availableOffsets, plainTitle: nil)
        titleText = CallerText(titleKey, tableName: tableName, bundle: bundle)
    }

    /// A picker turning reminders on and off in `selectedOffsets`.
    ///
    /// ```swift
    /// ReminderPickerView(selectedOffsets: $subscription.reminderOffsets)   // "Reminders", in Tally's language
    /// ```
    ///
    /// - Parameters:
    ///   - selectedOffsets: The days-before offsets that are on.
    ///   - availableOffsets: The offsets offered; 1, 3, 7 and 30 days by default.
    ///   - title: The section header, drawn as given; nil shows `subscription.reminders`
    ///     ("Reminders") in the environment's language.
    public init(
        selectedOffsets: Binding<Set<Int>>, availableOffsets: [Int] = ReminderPickerViewState.defaultOffsets, title: Text? = nil
    ) {
        self.init(selectedOffsets: selectedOffsets, availableOffsets: availableOffsets, plainTitle: nil)
        titleText = title.map { CallerText($0) }
    }

    /// A picker turning reminders on and off in `selectedOffsets`, titled `title` as written.
    ///
    /// - Parameters:
    ///   - selectedOffsets: The days-before offsets that are on.
    ///   - availableOffsets: The offsets offered; 1, 3, 7 and 30 days by default.
    ///   - title: The section header, shown as written; nil shows "Reminders".
    @available(*, deprecated, message: "Use init(selectedOffsets:availableOffsets:title:) with Text(verbatim:) instead")
    @_disfavoredOverload
    public init(
        selectedOffsets: Binding<Set<Int>>, availableOffsets: [Int] = ReminderPickerViewState.defaultOffsets, title: String? = nil
    ) {
        self.init(selectedOffsets: selectedOffsets, availableOffsets: availableOffsets, plainTitle: title)
    }

    /// A picker whose state holds `title` as a string (nil for the default, or where the caller's
    /// title is drawn instead).
    private init(selectedOffsets: Binding<Set<Int>>, availableOffsets: [Int], plainTitle title: String?) {
        _state = Binding(
            get: { ReminderPickerViewState(availableOffsets: availableOffsets, selectedOffsets: selectedOffsets.wrappedValue, title: title) },
            set: { selectedOffsets.wrappedValue = $0.selectedOffsets }
        )
    }

    /// The header and the card of switches.
    public var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
            // With nothing offered there is no section at all, not a header over an empty card.
            if state.showsSection {
                SectionHeaderView(state: SectionHeaderViewState(title: state.title(locale: locale, language: language)), title: titleText)
                    .padding(.horizontal, theme.spacing(.lg))
                VStack(spacing: 0) {
                    ForEach(Array(state.availableOffsets.enumerated()), id: \.element) { index, offset in
                        if state.showsDivider(before: index) {
                            Divider().overlay(ThemeColor.border)
                        }
                        row(offset)
                    }
                }
                .padding(.horizontal, theme.spacing(.lg))
                .background(ThemeColor.cardBackground, in: RoundedRectangle(cornerRadius: theme.radius(.md), style: .continuous))
            }
        }
        .hapticFeedback(.selection, trigger: choices)
    }

    private func row(_ offset: Int) -> some View {
        return Toggle(isOn: isOn(offset)) {
            Text(verbatim: state.label(for: offset, locale: locale, language: language))
                .tallyFont(.body)
                .foregroundStyle(ThemeColor.textPrimary)
                .lineLimit(nil)
                .fixedSize(horizontal: false, vertical: true)
        }
        .tallyControlTint()
        .padding(.vertical, theme.spacing(.sm))
        .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
        .tallyAccessibility(state.rowAccessibility(for: offset, locale: locale, language: language))
    }

    /// Whether the reminder `offset` days before is on, set through the state.
    private func isOn(_ offset: Int) -> Binding<Bool> {
        let state = $state.countingChoices($choices)
        return Binding(
            get: { state.wrappedValue.isSelected(offset) },
            set: { state.wrappedValue.setSelected(offset, to: $0) }
        )
    }
}
#endif

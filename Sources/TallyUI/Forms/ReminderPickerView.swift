#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Seed 001's reminder picker: a section header and a card of switches, one per offered reminder
/// ("1 day before", "За 3 дня"…), any number of them on at once, with dividers between rows.
///
/// The rows, their plural-correct titles and what VoiceOver reads come from ``ReminderPickerViewState``:
/// the offered offsets are cleaned up as it describes (positive only, no duplicates, ascending),
/// and a selected offset that is not offered is kept in the binding but not shown; with no offset
/// offered the view shows nothing. Each row is at
/// least 44 pt tall, its title wraps rather than clips at large text sizes, and VoiceOver reads
/// the title, the switch's state and `reminder.accessibilityHint`. A change plays a selection
/// haptic.
///
/// ```swift
/// ReminderPickerView(selectedOffsets: $subscription.reminderOffsets)
/// ```
public struct ReminderPickerView: View {
    @Binding private var selectedOffsets: Set<Int>
    private let availableOffsets: [Int]
    private let title: String?
    @Environment(\.locale) private var locale

    /// A picker turning reminders on and off in `selectedOffsets`.
    ///
    /// - Parameters:
    ///   - selectedOffsets: The days-before offsets that are on.
    ///   - availableOffsets: The offsets offered; seed 001's 1, 3, 7 and 30 days by default.
    ///   - title: The section header, from the String Catalog; nil shows `subscription.reminders`
    ///     ("Reminders") in the environment's locale.
    public init(
        selectedOffsets: Binding<Set<Int>>, availableOffsets: [Int] = ReminderPickerViewState.defaultOffsets, title: String? = nil
    ) {
        _selectedOffsets = selectedOffsets
        self.availableOffsets = availableOffsets
        self.title = title
    }

    /// The header and the card of switches.
    public var body: some View {
        let options = ReminderPickerViewState(availableOffsets: availableOffsets, selectedOffsets: selectedOffsets)
        VStack(alignment: .leading, spacing: AppSpacing.sm) {
            // With nothing offered there is no section at all, not a header over an empty card.
            if !options.availableOffsets.isEmpty {
                SectionHeaderView(title ?? TallyStringKey.subscriptionReminders.text(locale: locale))
                    .padding(.horizontal, AppSpacing.lg)
                VStack(spacing: 0) {
                    ForEach(Array(options.availableOffsets.enumerated()), id: \.element) { index, offset in
                        if index > 0 {
                            Divider().overlay(AppColors.border)
                        }
                        row(offset, options: options)
                    }
                }
                .padding(.horizontal, AppSpacing.lg)
                .background(AppColors.cardBackground, in: RoundedRectangle(cornerRadius: AppRadius.md, style: .continuous))
            }
        }
        .hapticFeedback(.selection, trigger: selectedOffsets)
    }

    private func row(_ offset: Int, options: ReminderPickerViewState) -> some View {
        let accessibility = options.accessibility(for: offset, locale: locale)
        return Toggle(isOn: isOn(offset)) {
            Text(verbatim: options.label(for: offset, locale: locale))
                .font(AppTypography.body)
                .foregroundStyle(AppColors.textPrimary)
                .lineLimit(nil)
                .fixedSize(horizontal: false, vertical: true)
        }
        .tint(AppColors.primary)
        .padding(.vertical, AppSpacing.sm)
        .frame(minHeight: AppTapArea.minimum)
        .accessibilityLabel(Text(verbatim: accessibility.label))
        .accessibilityHint(Text(verbatim: accessibility.hint ?? ""))
    }

    /// Whether the reminder `offset` days before is on, set through the model.
    private func isOn(_ offset: Int) -> Binding<Bool> {
        let selection = $selectedOffsets
        let available = availableOffsets
        return Binding(
            get: { selection.wrappedValue.contains(offset) },
            set: { isOn in
                var options = ReminderPickerViewState(availableOffsets: available, selectedOffsets: selection.wrappedValue)
                options.setSelected(offset, to: isOn)
                selection.wrappedValue = options.selectedOffsets
            }
        )
    }
}

// MARK: - Previews

private struct ReminderPickerPreview: View {
    @State private var selected: Set<Int>
    private let available: [Int]

    init(selected: Set<Int>, available: [Int] = ReminderPickerViewState.defaultOffsets) {
        _selected = State(initialValue: selected)
        self.available = available
    }

    var body: some View {
        ScrollView {
            ReminderPickerView(selectedOffsets: $selected, availableOffsets: available)
                .padding(AppSpacing.lg)
        }
        .background(AppColors.groupedBackground)
    }
}

#Preview("Reminders, none on, light") {
    ReminderPickerPreview(selected: [])
}

#Preview("Reminders, two on, light") {
    ReminderPickerPreview(selected: [1, 7])
}

#Preview("Reminders, dark") {
    ReminderPickerPreview(selected: [3]).preferredColorScheme(.dark)
}

#Preview("Reminders, AX3") {
    ReminderPickerPreview(selected: [1, 30]).dynamicTypeSize(.accessibility3)
}

#Preview("Reminders, Russian plurals") {
    ReminderPickerPreview(selected: [3, 21], available: [1, 3, 7, 21, 30]).environment(\.locale, Locale(identifier: "ru_RU"))
}

#Preview("Reminders, French, dark, AX3") {
    ReminderPickerPreview(selected: [7], available: [1, 3, 7, 21, 30])
        .environment(\.locale, Locale(identifier: "fr_FR"))
        .preferredColorScheme(.dark)
        .dynamicTypeSize(.accessibility3)
}

#Preview("Reminders, German") {
    ReminderPickerPreview(selected: [1]).environment(\.locale, Locale(identifier: "de_DE"))
}
#endif

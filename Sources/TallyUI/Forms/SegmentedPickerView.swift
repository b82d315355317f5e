#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Seed 001's segmented picker: a titled, generic segmented control over labelled options, on a
/// glass card (Liquid Glass on iOS 26, a material before, through `glassCardStyle()`).
///
/// - Each segment is its own VoiceOver element reading the option's spoken label, with the
///   `.isSelected` trait on the chosen one; the picker as a whole reads the title and the hint.
/// - The control is at least 44 pt tall.
/// - When the labels no longer fit side by side (long translations, large text) and at every
///   accessibility text size, the options are shown as a vertical list instead: one row per
///   option, at least 44 pt tall, text wrapping rather than clipping, a checkmark on the chosen
///   one, dividers between rows.
/// - A change of selection plays a selection haptic through ``HapticManager``.
///
/// ```swift
/// SegmentedPickerView(
///     title: TallyStringKey.transactionType.text(locale: locale),
///     selection: $type,
///     options: [(label: TallyStringKey.transactionTypeExpense.text(locale: locale), value: .expense),
///               (label: TallyStringKey.transactionTypeIncome.text(locale: locale), value: .income)]
/// )
/// ```
public struct SegmentedPickerView<T: Hashable & Sendable>: View {
    /// What surrounds the control.
    enum Chrome {
        /// Seed 001's glass card.
        case glass
        /// Nothing: the control sits in its container's card.
        case none
    }

    private let title: String
    @Binding private var selection: T
    private let options: [PickerOption<T>]
    private let accessibilityHint: String?
    private let chrome: Chrome
    private let showsTitle: Bool
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A picker titled `title` choosing `selection` among `options`.
    ///
    /// - Parameters:
    ///   - title: The header shown above the control and read by VoiceOver; from the String
    ///     Catalog. An empty title shows no header.
    ///   - selection: The chosen value. A value that no option has leaves no segment selected.
    ///   - options: The segments, in order; their values should be distinct.
    ///   - accessibilityHint: What choosing does, read by VoiceOver after the label; none when nil.
    public init(title: String, selection: Binding<T>, options: [PickerOption<T>], accessibilityHint: String? = nil) {
        self.init(title: title, selection: selection, options: options, accessibilityHint: accessibilityHint, chrome: .glass, showsTitle: true)
    }

    /// A picker over seed 001's `(label, value)` pairs.
    ///
    /// - Parameters:
    ///   - title: The header shown above the control and read by VoiceOver; from the String Catalog.
    ///   - selection: The chosen value.
    ///   - options: The segments' labels and values, in order.
    ///   - accessibilityHint: What choosing does, read by VoiceOver after the label; none when nil.
    public init(title: String, selection: Binding<T>, options: [(label: String, value: T)], accessibilityHint: String? = nil) {
        self.init(
            title: title, selection: selection, options: options.map { PickerOption(label: $0.label, value: $0.value) },
            accessibilityHint: accessibilityHint
        )
    }

    /// A picker with the given surroundings, for Tally's own composite views.
    init(
        title: String, selection: Binding<T>, options: [PickerOption<T>], accessibilityHint: String?,
        chrome: Chrome, showsTitle: Bool
    ) {
        self.title = title
        _selection = selection
        self.options = options
        self.accessibilityHint = accessibilityHint
        self.chrome = chrome
        self.showsTitle = showsTitle
    }

    /// The header and the control.
    public var body: some View {
        VStack(alignment: .leading, spacing: AppSpacing.sm) {
            if showsTitle, !title.isEmpty {
                SectionHeaderView(title)
            }
            switch chrome {
            case .glass: control.glassCardStyle()
            case .none: control
            }
        }
        .hapticFeedback(.selection, trigger: selection)
    }

    /// Segments when they fit at a standard text size, the list otherwise.
    @ViewBuilder
    private var control: some View {
        if dynamicTypeSize.isAccessibilitySize {
            list
        } else {
            ViewThatFits(in: .horizontal) {
                segmented
                list
            }
        }
    }

    private var segmented: some View {
        Picker(selection: $selection) {
            ForEach(options) { option in
                Text(verbatim: option.label).tag(option.value)
            }
        } label: {
            Text(verbatim: title)
        }
        .pickerStyle(.segmented)
        .labelsHidden()
        .controlSize(.large)
        .frame(minHeight: AppTapArea.minimum)
        .accessibilityHint(Text(verbatim: accessibilityHint ?? ""))
        .modifier(SpokenSegmentLabels(title: title, selection: $selection, options: options))
    }

    private var list: some View {
        PickerOptionList(title: title, selection: $selection, options: options, accessibilityHint: accessibilityHint)
    }
}

/// Gives the segments their spoken labels when an option has one that differs from its text:
/// VoiceOver then reads a segmented picker over the spoken labels, with the same selection.
/// Without such labels the control is left exactly as the system makes it.
private struct SpokenSegmentLabels<T: Hashable & Sendable>: ViewModifier {
    let title: String
    @Binding var selection: T
    let options: [PickerOption<T>]

    @ViewBuilder
    func body(content: Content) -> some View {
        if options.contains(where: { $0.spokenLabel != $0.label }) {
            content.accessibilityRepresentation {
                Picker(selection: $selection) {
                    ForEach(options) { option in
                        Text(verbatim: option.spokenLabel).tag(option.value)
                    }
                } label: {
                    Text(verbatim: title)
                }
                .pickerStyle(.segmented)
            }
        } else {
            content
        }
    }
}

/// Options as a vertical list of rows: the label, wrapping as needed, and a checkmark on the
/// chosen one; each row is a button at least 44 pt tall with the `.isSelected` trait when chosen,
/// and a divider separates each two rows. It brings no background of its own.
struct PickerOptionList<T: Hashable & Sendable>: View {
    let title: String
    @Binding var selection: T
    let options: [PickerOption<T>]
    let accessibilityHint: String?

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(options.enumerated()), id: \.element.id) { index, option in
                if index > 0 {
                    Divider().overlay(AppColors.border)
                }
                row(option)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text(verbatim: title))
    }

    private func row(_ option: PickerOption<T>) -> some View {
        let accessibility = option.accessibility(selection: selection, hint: accessibilityHint)
        return Button {
            selection = option.value
        } label: {
            HStack(spacing: AppSpacing.md) {
                Text(verbatim: option.label)
                    .font(AppTypography.body)
                    .foregroundStyle(AppColors.textPrimary)
                    .multilineTextAlignment(.leading)
                    .lineLimit(nil)
                    .fixedSize(horizontal: false, vertical: true)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "checkmark")
                    .font(AppTypography.body.weight(.semibold))
                    .foregroundStyle(AppColors.primary)
                    .opacity(accessibility.isSelected ? 1 : 0)
                    .accessibilityHidden(true)
            }
            .padding(.vertical, AppSpacing.sm)
            .frame(minHeight: AppTapArea.minimum)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .pickerAccessibility(accessibility)
        .motionSafe(.appFast, kind: .stateChange, value: accessibility.isSelected)
    }
}

extension View {
    /// Applies a model's description of a button-like control: its label, value and hint, and the
    /// `.isSelected` trait when it is the chosen one. Not for switches, whose value is their own.
    func pickerAccessibility(_ description: PickerAccessibility) -> some View {
        accessibilityLabel(Text(verbatim: description.label))
            .accessibilityValue(Text(verbatim: description.value ?? ""))
            .accessibilityHint(Text(verbatim: description.hint ?? ""))
            .accessibilityAddTraits(description.isSelected ? .isSelected : [])
    }
}

// MARK: - Previews

/// The transaction types, a two-segment picker from the catalog.
private enum PreviewTransactionType: Hashable, Sendable {
    case expense, income
}

private struct SegmentedPickerPreview: View {
    @State private var type = PreviewTransactionType.expense
    @State private var frequency = RecurringFrequency.weekly
    @Environment(\.locale) private var locale

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: AppSpacing.xl) {
                SegmentedPickerView(
                    title: TallyStringKey.transactionType.text(locale: locale),
                    selection: $type,
                    options: [(label: TallyStringKey.transactionTypeExpense.text(locale: locale), value: .expense),
                              (label: TallyStringKey.transactionTypeIncome.text(locale: locale), value: .income)]
                )
                SegmentedPickerView(
                    title: TallyStringKey.commonFrequency.text(locale: locale),
                    selection: $frequency,
                    options: RecurringFrequency.pickerOptions(locale: locale),
                    accessibilityHint: TallyStringKey.frequencyPickerAccessibilityHint.text(locale: locale)
                )
            }
            .padding(AppSpacing.lg)
        }
        .background(AppColors.groupedBackground)
    }
}

#Preview("Segmented picker, light") {
    SegmentedPickerPreview()
}

#Preview("Segmented picker, dark") {
    SegmentedPickerPreview().preferredColorScheme(.dark)
}

#Preview("Segmented picker, AX3 (list)") {
    SegmentedPickerPreview().dynamicTypeSize(.accessibility3)
}

#Preview("Segmented picker, Russian") {
    SegmentedPickerPreview().environment(\.locale, Locale(identifier: "ru_RU"))
}

#Preview("Segmented picker, French, dark, AX3") {
    SegmentedPickerPreview()
        .environment(\.locale, Locale(identifier: "fr_CH"))
        .preferredColorScheme(.dark)
        .dynamicTypeSize(.accessibility3)
}
#endif

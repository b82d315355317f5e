#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A titled, generic segmented control over labelled options, on a glass card (Liquid Glass on
/// iOS 26, a material before, through `glassCardStyle()`). It draws a
/// `SegmentedPickerViewState`.
///
/// - Each segment is its own VoiceOver element reading the option's spoken label, with the
///   `.isSelected` trait on the chosen one; the picker as a whole reads the title and the hint.
/// - The control is at least 44 pt tall.
/// - When the labels no longer fit side by side (long translations, large text) and at every
///   accessibility text size, the options are shown as a vertical list instead: one row per
///   option, at least 44 pt tall, text wrapping rather than clipping, a checkmark on the chosen
///   one, dividers between rows.
/// - A selection a person makes plays a selection haptic through ``HapticManager``; a value the
///   app sets plays nothing.
///
/// ```swift
/// SegmentedPickerView(
///     title: TallyStringKey.transactionType.text(language: language),
///     selection: $type,
///     options: [(label: TallyStringKey.transactionTypeExpense.text(language: language), value: .expense),
///               (label: TallyStringKey.transactionTypeIncome.text(language: language), value: .income)]
/// )
/// ```
public struct SegmentedPickerView<T: Hashable & Sendable>: View {
    @Environment(\.tallyTheme) private var theme
    @Binding private var state: SegmentedPickerViewState<T>
    /// The caller's title as `Text`, drawn and read instead of the state's title.
    private var titleText: Text?
    /// How many selections a person made here: the haptic's trigger.
    @State private var choices = 0
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A picker drawing and editing `state`.
    public init(state: Binding<SegmentedPickerViewState<T>>) {
        _state = state
    }

    /// A picker titled `title` choosing `selection` among `options`.
    ///
    /// - Parameters:
    ///   - title: The header shown above the control and read by VoiceOver; from the String
    ///     Catalog. An empty title shows no header.
    ///   - selection: The chosen value. A value that no option has leaves no segment selected.
    ///   - options: The segments, in order; their values should be distinct.
    ///   - accessibilityHint: What choosing does, read by VoiceOver after the label; none when nil.
    @_disfavoredOverload
    public init(title: String, selection: Binding<T>, options: [PickerOption<T>], accessibilityHint: String? = nil) {
        _state = Binding(
            get: { SegmentedPickerViewState(title: title, options: options, selection: selection.wrappedValue, accessibilityHint: accessibilityHint) },
            set: { selection.wrappedValue = $0.selection }
        )
    }

    /// A picker over `(label, value)` pairs.
    ///
    /// - Parameters:
    ///   - title: The header shown above the control and read by VoiceOver; from the String Catalog.
    ///   - selection: The chosen value.
    ///   - options: The segments' labels and values, in order.
    ///   - accessibilityHint: What choosing does, read by VoiceOver after the label; none when nil.
    @_disfavoredOverload
    public init(title: String, selection: Binding<T>, options: [(label: String, value: T)], accessibilityHint: String? = nil) {
        self.init(
            title: title, selection: selection, options: options.map { PickerOption(label: $0.label, value: $0.value) },
            accessibilityHint: accessibilityHint
        )
    }

    /// The header and the control.
    public var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
            if let header = state.header(callerTitle: titleText != nil) {
                SectionHeaderView(state: header, title: titleText)
            }
            if state.showsCard {
                control.glassCardStyle()
            } else {
                control
            }
        }
        .hapticFeedback(.selection, trigger: choices)
    }

    /// The state as the controls edit it: each new selection counts as a person's choice.
    private var chosen: Binding<SegmentedPickerViewState<T>> {
        $state.countingChoices($choices)
    }

    /// Segments when they fit at a standard text size, the list otherwise.
    @ViewBuilder
    private var control: some View {
        if SegmentedPickerViewState<T>.showsList(isAccessibilitySize: dynamicTypeSize.isAccessibilitySize) {
            list
        } else {
            ViewThatFits(in: .horizontal) {
                segmented
                list
            }
        }
    }

    private var segmented: some View {
        Picker(selection: chosen.selection) {
            ForEach(state.options) { option in
                Text(verbatim: option.label).tag(option.value)
            }
        } label: {
            Text.label(titleText, or: state.title)
        }
        .pickerStyle(.segmented)
        .labelsHidden()
        .controlSize(.large)
        .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
        .accessibilityHint(Text(verbatim: state.accessibilityHint ?? ""))
        .modifier(SpokenSegmentLabels(state: chosen, titleText: titleText))
    }

    private var list: some View {
        PickerOptionList(state: chosen, titleText: titleText)
    }
}

/// Gives the segments their spoken labels when an option has one that differs from its text:
/// VoiceOver then reads a segmented picker over the spoken labels, with the same selection.
/// Without such labels the control is left exactly as the system makes it.
private struct SpokenSegmentLabels<T: Hashable & Sendable>: ViewModifier {
    @Binding var state: SegmentedPickerViewState<T>
    /// The caller's title, read instead of the state's when given.
    var titleText: Text?

    @ViewBuilder
    func body(content: Content) -> some View {
        if state.usesSpokenLabels {
            content.accessibilityRepresentation {
                Picker(selection: $state.selection) {
                    ForEach(state.options) { option in
                        Text(verbatim: option.spokenLabel).tag(option.value)
                    }
                } label: {
                    Text.label(titleText, or: state.title)
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
    @Environment(\.tallyTheme) private var theme
    @Binding var state: SegmentedPickerViewState<T>
    /// The caller's title, read instead of the state's when given.
    var titleText: Text?

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(state.options.enumerated()), id: \.element.id) { index, option in
                if index > 0 {
                    Divider().overlay(ThemeColor.border)
                }
                row(option)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text.label(titleText, or: state.title))
    }

    private func row(_ option: PickerOption<T>) -> some View {
        let accessibility = state.accessibility(of: option)
        return Button {
            state.select(option.value)
        } label: {
            HStack(spacing: theme.spacing(.md)) {
                Text(verbatim: option.label)
                    .tallyFont(.body)
                    .foregroundStyle(ThemeColor.textPrimary)
                    .multilineTextAlignment(.leading)
                    .lineLimit(nil)
                    .fixedSize(horizontal: false, vertical: true)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "checkmark")
                    .font(theme.font(.body).weight(.semibold))
                    .foregroundStyle(ThemeColor.primary)
                    .opacity(accessibility.isSelected ? 1 : 0)
                    .accessibilityHidden(true)
            }
            .padding(.vertical, theme.spacing(.sm))
            .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .pickerAccessibility(accessibility)
        .motionSafe(transition: .fast, kind: .stateChange, value: accessibility.isSelected)
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
    @Environment(\.tallyTheme) private var theme
    @State private var type = PreviewTransactionType.expense
    @State private var frequency = RecurringFrequency.weekly
    @State private var inCard = SegmentedPickerViewState(
        title: "", options: RecurringFrequency.pickerOptions(locale: Locale(identifier: "fr_FR")), selection: RecurringFrequency.yearly,
        showsTitle: false, showsCard: false)
    @Environment(\.locale) private var locale

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: theme.spacing(.xl)) {
                SegmentedPickerView(
                    title: TallyStringKey.transactionType.text(locale: locale),
                    selection: $type,
                    options: [(label: TallyStringKey.transactionTypeExpense.text(locale: locale), value: .expense),
                              (label: TallyStringKey.transactionTypeIncome.text(locale: locale), value: .income)]
                )
                SegmentedPickerView(state: $inCard)
                SegmentedPickerView(
                    title: TallyStringKey.commonFrequency.text(locale: locale),
                    selection: $frequency,
                    options: RecurringFrequency.pickerOptions(locale: locale),
                    accessibilityHint: TallyStringKey.frequencyPickerAccessibilityHint.text(locale: locale)
                )
            }
            .padding(theme.spacing(.lg))
        }
        .background(ThemeColor.groupedBackground)
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
    SegmentedPickerPreview().environment(\.locale, Locale(identifier: "ru_RU")).tallyLanguage("ru_RU")
}

#Preview("Segmented picker, French, dark, AX3") {
    SegmentedPickerPreview()
        .environment(\.locale, Locale(identifier: "fr_CH")).tallyLanguage("fr_CH")
        .preferredColorScheme(.dark)
        .dynamicTypeSize(.accessibility3)
}

extension SegmentedPickerView {
    /// A picker titled with the text of `titleKey`, looked up in `tableName` of `bundle` (the
    /// app's `Localizable` strings by default) as `Text(titleKey)` is, choosing `selection` among
    /// `options`. A string literal picks this form.
    public init(title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, selection: Binding<T>,
                options: [PickerOption<T>], accessibilityHint: String? = nil) {
        self.init(title: Text(titleKey, tableName: tableName, bundle: bundle), selection: selection, options: options,
                  accessibilityHint: accessibilityHint)
    }

    /// A picker over `(label, value)` pairs, titled with the text of `titleKey`.
    public init(title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, selection: Binding<T>,
                options: [(label: String, value: T)], accessibilityHint: String? = nil) {
        self.init(title: Text(titleKey, tableName: tableName, bundle: bundle), selection: selection,
                  options: options.map { PickerOption(label: $0.label, value: $0.value) }, accessibilityHint: accessibilityHint)
    }

    /// A picker titled `title`, drawn as given above the control and read by VoiceOver, choosing
    /// `selection` among `options`.
    public init(title: Text, selection: Binding<T>, options: [PickerOption<T>], accessibilityHint: String? = nil) {
        self.init(title: "" as String, selection: selection, options: options, accessibilityHint: accessibilityHint)
        titleText = title
    }

    /// A picker over `(label, value)` pairs, titled `title` as given.
    public init(title: Text, selection: Binding<T>, options: [(label: String, value: T)], accessibilityHint: String? = nil) {
        self.init(title: title, selection: selection, options: options.map { PickerOption(label: $0.label, value: $0.value) },
                  accessibilityHint: accessibilityHint)
    }

    /// A picker drawing and editing `state`, with the caller's `title` in place of the state's
    /// when given.
    public init(state: Binding<SegmentedPickerViewState<T>>, title: Text?) {
        self.init(state: state)
        titleText = title
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI
@_spi(Tally) import TallyCore

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
/// SegmentedPickerView(title: "Type", selection: $type, options: typeOptions, accessibilityHint: "Sets how the amount counts")
/// ```
///
/// The title and the hint are app keys (a string literal picks them) or `Text`s; the options'
/// labels are data, strings the app has localized (`PickerOption`), as a `ForEach` shows them.
public struct SegmentedPickerView<T: Hashable & Sendable>: View {
    @Environment(\.tallyTheme) private var theme
    @Binding private var state: SegmentedPickerViewState<T>
    /// The caller's title, drawn and read instead of the state's title.
    private var titleText: CallerText?
    /// The caller's hint, read where the state holds its stand-in.
    private var hintText: CallerText?
    @Environment(\.appKeyLanguage) private var appKeyLanguage
    /// How many selections a person made here: the haptic's trigger.
    @State private var choices = 0
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A picker drawing and editing `state`.
    public init(state: Binding<SegmentedPickerViewState<T>>) {
        _state = state
    }

    /// A picker titled `title` choosing `selection` among `options`, its texts shown as written.
    ///
    /// - Parameters:
    ///   - title: The header shown above the control and read by VoiceOver. An empty title shows
    ///     no header.
    ///   - selection: The chosen value. A value that no option has leaves no segment selected.
    ///   - options: The segments, in order; their values should be distinct.
    ///   - accessibilityHint: What choosing does, read by VoiceOver after the label; none when nil.
    @available(*, deprecated, message: "Use init(title:selection:options:accessibilityHint:) with Text(verbatim:) texts instead")
    @_disfavoredOverload
    public init(title: some StringProtocol, selection: Binding<T>, options: [PickerOption<T>], accessibilityHint: String? = nil) {
        self.init(plainTitle: String(title), selection: selection, options: options, accessibilityHint: accessibilityHint)
    }

    /// A picker over `(label, value)` pairs, its texts shown as written.
    ///
    /// - Parameters:
    ///   - title: The header shown above the control and read by VoiceOver.
    ///   - selection: The chosen value.
    ///   - options: The segments' labels and values, in order.
    ///   - accessibilityHint: What choosing does, read by VoiceOver after the label; none when nil.
    @available(*, deprecated, message: "Use init(title:selection:options:accessibilityHint:) with Text(verbatim:) texts instead")
    @_disfavoredOverload
    public init(title: some StringProtocol, selection: Binding<T>, options: [(label: String, value: T)], accessibilityHint: String? = nil) {
        self.init(plainTitle: String(title), selection: selection, options: options.map { PickerOption(label: $0.label, value: $0.value) },
                  accessibilityHint: accessibilityHint)
    }

    /// A picker whose state holds `title` and `accessibilityHint` as strings (stand-ins where the
    /// caller's texts go).
    private init(plainTitle title: String, selection: Binding<T>, options: [PickerOption<T>], accessibilityHint: String?) {
        _state = Binding(
            get: { SegmentedPickerViewState(title: title, options: options, selection: selection.wrappedValue, accessibilityHint: accessibilityHint) },
            set: { selection.wrappedValue = $0.selection }
        )
    }

    /// The caller's title, resolved for the environment.
    private var callerTitle: Text? { titleText.text(in: appKeyLanguage) }

    /// The caller's hint by slot, resolved for the environment.
    private var callerTexts: [Int: Text] {
        hintText.map { [CallerSlot.hint: $0.text(in: appKeyLanguage)] } ?? [:]
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
            Text.label(callerTitle, or: state.title)
        }
        .pickerStyle(.segmented)
        .labelsHidden()
        .controlSize(.large)
        .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
        .accessibilityHint(Text.substituting(state.accessibilityHint ?? "", callers: callerTexts)) // a11y: the system control reads its own segments; the state's hint is added
        .modifier(SpokenSegmentLabels(state: chosen, titleText: callerTitle))
    }

    private var list: some View {
        PickerOptionList(state: chosen, titleText: callerTitle, callers: callerTexts)
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
    /// The caller's texts by slot, read where the state holds their stand-ins (the hint).
    var callers: [Int: Text] = [:]

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
        .accessibilityLabel(Text.label(titleText, or: state.title)) // a11y: the rows' container, named by the picker's title
    }

    private func row(_ option: PickerOption<T>) -> some View {
        let accessibility = state.accessibilityElement(of: option)
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
                    .opacity(accessibility.traits.contains(.selected) ? 1 : 0)
                    .accessibilityHidden(true)
            }
            .padding(.vertical, theme.spacing(.sm))
            .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .tallyAccessibility(accessibility, callers: callers)
        .motionSafe(transition: .fast, kind: .stateChange, value: accessibility.traits.contains(.selected))
    }
}

extension SegmentedPickerView {
    /// A picker titled with the text of `titleKey`, looked up in `tableName` of `bundle` (the
    /// app's `Localizable` strings by default) as `Text(titleKey)` is, choosing `selection` among
    /// `options`. A string literal picks this form.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the header shown above the control and read by VoiceOver.
    ///   - tableName: The strings table of the keys; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - selection: The chosen value. A value that no option has leaves no segment selected.
    ///   - options: The segments, in order; their values should be distinct.
    ///   - accessibilityHint: The key of what choosing does, read by VoiceOver after the label;
    ///     none when nil.
    public init(title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, selection: Binding<T>,
                options: [PickerOption<T>], accessibilityHint: LocalizedStringKey? = nil) {
        self.init(title: CallerText(titleKey, tableName: tableName, bundle: bundle), selection: selection, options: options,
                  accessibilityHint: accessibilityHint.map { CallerText($0, tableName: tableName, bundle: bundle) })
    }

    /// A picker over `(label, value)` pairs, titled with the text of `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the header shown above the control and read by VoiceOver.
    ///   - tableName: The strings table of the keys; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - selection: The chosen value.
    ///   - options: The segments' labels and values, in order.
    ///   - accessibilityHint: The key of what choosing does; none when nil.
    public init(title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, selection: Binding<T>,
                options: [(label: String, value: T)], accessibilityHint: LocalizedStringKey? = nil) {
        self.init(title: titleKey, tableName: tableName, bundle: bundle, selection: selection,
                  options: options.map { PickerOption(label: $0.label, value: $0.value) }, accessibilityHint: accessibilityHint)
    }

    /// A picker titled `title`, drawn as given above the control and read by VoiceOver, choosing
    /// `selection` among `options`; with no title, segments without a header.
    ///
    /// - Parameters:
    ///   - title: The header shown above the control and read by VoiceOver; nil for no header.
    ///   - selection: The chosen value. A value that no option has leaves no segment selected.
    ///   - options: The segments, in order; their values should be distinct.
    ///   - accessibilityHint: What choosing does, read by VoiceOver after the label; none when nil.
    public init(title: Text?, selection: Binding<T>, options: [PickerOption<T>], accessibilityHint: Text? = nil) {
        self.init(title: title.map { CallerText($0) }, selection: selection, options: options,
                  accessibilityHint: accessibilityHint.map { CallerText($0) })
    }

    /// A picker over `(label, value)` pairs, titled `title` as given; with no title, segments
    /// without a header.
    ///
    /// - Parameters:
    ///   - title: The header shown above the control and read by VoiceOver; nil for no header.
    ///   - selection: The chosen value.
    ///   - options: The segments' labels and values, in order.
    ///   - accessibilityHint: What choosing does; none when nil.
    public init(title: Text?, selection: Binding<T>, options: [(label: String, value: T)], accessibilityHint: Text? = nil) {
        self.init(title: title, selection: selection, options: options.map { PickerOption(label: $0.label, value: $0.value) },
                  accessibilityHint: accessibilityHint)
    }

    /// A picker drawing and editing `state`, with the caller's `title` in place of the state's
    /// when given.
    ///
    /// - Parameters:
    ///   - state: The picker's state.
    ///   - title: The header shown above the control and read by VoiceOver; the state's when nil.
    public init(state: Binding<SegmentedPickerViewState<T>>, title: Text?) {
        self.init(state: state)
        titleText = title.map { CallerText($0) }
    }

    /// A picker drawing and editing `state`, with the caller's title in place of the state's.
    init(state: Binding<SegmentedPickerViewState<T>>, title: CallerText?) {
        self.init(state: state)
        titleText = title
    }

    /// A picker with the caller's title and hint, the hint's stand-in in the state.
    private init(title: CallerText?, selection: Binding<T>, options: [PickerOption<T>], accessibilityHint: CallerText?) {
        self.init(plainTitle: "", selection: selection, options: options,
                  accessibilityHint: accessibilityHint.map { _ in CallerTextMarker.placeholder(CallerSlot.hint) })
        titleText = title
        hintText = accessibilityHint
    }

    /// A picker titled with the text of `titleKey`, its hint shown as written.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the header.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - selection: The chosen value.
    ///   - options: The segments, in order.
    ///   - accessibilityHint: What choosing does; none when nil.
    @available(*, deprecated, message: "Use init(title:tableName:bundle:selection:options:accessibilityHint:) with a LocalizedStringKey hint instead")
    @_disfavoredOverload
    public init(title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, selection: Binding<T>,
                options: [PickerOption<T>], accessibilityHint: String?) {
        self.init(plainTitle: "", selection: selection, options: options, accessibilityHint: accessibilityHint)
        titleText = CallerText(titleKey, tableName: tableName, bundle: bundle)
    }

    /// A picker over `(label, value)` pairs, titled with the text of `titleKey`, its hint shown
    /// as written.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the header.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - selection: The chosen value.
    ///   - options: The segments' labels and values, in order.
    ///   - accessibilityHint: What choosing does; none when nil.
    @available(*, deprecated, message: "Use init(title:tableName:bundle:selection:options:accessibilityHint:) with a LocalizedStringKey hint instead")
    @_disfavoredOverload
    public init(title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, selection: Binding<T>,
                options: [(label: String, value: T)], accessibilityHint: String?) {
        self.init(plainTitle: "", selection: selection, options: options.map { PickerOption(label: $0.label, value: $0.value) },
                  accessibilityHint: accessibilityHint)
        titleText = CallerText(titleKey, tableName: tableName, bundle: bundle)
    }

    /// A picker titled `title` as given, its hint shown as written.
    ///
    /// - Parameters:
    ///   - title: The header.
    ///   - selection: The chosen value.
    ///   - options: The segments, in order.
    ///   - accessibilityHint: What choosing does; none when nil.
    @available(*, deprecated, message: "Use init(title:selection:options:accessibilityHint:) with a Text hint instead")
    @_disfavoredOverload
    public init(title: Text, selection: Binding<T>, options: [PickerOption<T>], accessibilityHint: String?) {
        self.init(plainTitle: "", selection: selection, options: options, accessibilityHint: accessibilityHint)
        titleText = CallerText(title)
    }

    /// A picker over `(label, value)` pairs, titled `title` as given, its hint shown as written.
    ///
    /// - Parameters:
    ///   - title: The header.
    ///   - selection: The chosen value.
    ///   - options: The segments' labels and values, in order.
    ///   - accessibilityHint: What choosing does; none when nil.
    @available(*, deprecated, message: "Use init(title:selection:options:accessibilityHint:) with a Text hint instead")
    @_disfavoredOverload
    public init(title: Text, selection: Binding<T>, options: [(label: String, value: T)], accessibilityHint: String?) {
        self.init(plainTitle: "", selection: selection, options: options.map { PickerOption(label: $0.label, value: $0.value) },
                  accessibilityHint: accessibilityHint)
        titleText = CallerText(title)
    }
}
#endif

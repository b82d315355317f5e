#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The frequency picker: daily, weekly, monthly or yearly, named from the String Catalog in the
/// environment's language (`\.tallyLanguage`), in one of three styles. It draws a `FrequencyPickerViewState`.
///
/// - `Style.segmented`: a ``SegmentedPickerView`` on a glass card (a list at accessibility text
///   sizes, or when the names do not fit side by side).
/// - `Style.menu`: one card row, at least 44 pt tall, with the title and the chosen frequency;
///   tapping anywhere on it opens a menu of the frequencies, the chosen one checked.
/// - `Style.list`: a card of rows, one per frequency, each at least 44 pt tall, with a checkmark
///   and the `.isSelected` trait on the chosen one and dividers between rows.
///
/// VoiceOver reads the title as the label, the chosen frequency as the value and
/// `frequencyPicker.accessibilityHint` as the hint. A change a person makes plays a selection
/// haptic; a value the app sets plays none.
///
/// ```swift
/// FrequencyPickerView(selection: $frequency)
/// FrequencyPickerView(selection: $frequency, style: .list)
/// ```
public struct FrequencyPickerView: View {
    @Environment(\.tallyTheme) private var theme
    /// How the frequencies are laid out (`FrequencyPickerStyle`).
    public typealias Style = FrequencyPickerStyle

    @Binding private var state: FrequencyPickerViewState
    /// The caller's title, drawn and read instead of the state's title.
    private var titleText: CallerText?
    /// How many changes a person made here: the haptic's trigger (a value the app sets plays
    /// nothing).
    @State private var choices = 0
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.appKeyLanguage) private var appKeyLanguage

    /// A picker drawing and editing `state`.
    public init(state: Binding<FrequencyPickerViewState>) {
        _state = state
    }

    /// A picker of `frequencies` choosing `selection`, titled `title` as written.
    ///
    /// - Parameters:
    ///   - selection: The chosen frequency. If `frequencies` leaves it out, nothing is shown as
    ///     chosen until the user picks one.
    ///   - title: The title, shown as written; nil shows `common.frequency` ("Frequency") in the
    ///     environment's language.
    ///   - style: Segmented, menu or list; segmented by default.
    ///   - frequencies: The frequencies offered, in order; all four by default.
    @available(*, deprecated, message: "Use init(selection:title:style:frequencies:) with Text(verbatim:) instead")
    @_disfavoredOverload
    public init(
        selection: Binding<RecurringFrequency>, title: String? = nil, style: Style = .segmented,
        frequencies: [RecurringFrequency] = RecurringFrequency.allCases
    ) {
        _state = Binding(
            get: { FrequencyPickerViewState(selection: selection.wrappedValue, title: title, style: style, frequencies: frequencies) },
            set: { selection.wrappedValue = $0.selection }
        )
    }

    /// The caller's title, resolved for the environment.
    private var callerTitle: Text? { titleText.text(in: appKeyLanguage) }

    /// The picker in its style.
    public var body: some View {
        switch state.style {
        case .segmented:
            SegmentedPickerView(state: segmentedState, title: titleText)
        case .menu:
            menu
                .hapticFeedback(.selection, trigger: choices)
        case .list:
            VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
                SectionHeaderView(state: state.header(locale: locale, language: language), title: titleText)
                    .padding(.horizontal, theme.spacing(.lg))
                PickerOptionList(state: segmentedState, titleText: callerTitle)
                    .padding(.horizontal, theme.spacing(.lg))
                    .background(ThemeColor.cardBackground, in: RoundedRectangle(cornerRadius: theme.radius(.md), style: .continuous))
            }
            .hapticFeedback(.selection, trigger: choices)
        }
    }

    /// The segments or rows in the environment's language, choosing through the state.
    private var segmentedState: Binding<SegmentedPickerViewState<RecurringFrequency>> {
        let state = $state.countingChoices($choices)
        let locale = locale
        return Binding(
            get: { state.wrappedValue.segmentedPicker(locale: locale, language: language) },
            set: { state.wrappedValue.selection = $0.selection }
        )
    }

    private var menu: some View {
        let title = state.title(locale: locale, language: language)
        let accessibility = state.accessibilityElement(locale: locale, language: language)
        let value = accessibility.value ?? ""
        return Menu {
            Picker(selection: $state.countingChoices($choices).selection) {
                ForEach(state.options(locale: locale, language: language)) { option in
                    Text(verbatim: option.label).tag(option.value)
                }
            } label: {
                Text.label(callerTitle, or: title)
            }
            .pickerStyle(.inline)
        } label: {
            // Title and value side by side while they fit; the value under the title at the
            // largest text sizes, so neither is clipped.
            ViewThatFits(in: .horizontal) {
                HStack(spacing: theme.spacing(.sm)) {
                    menuTitle(title)
                    Spacer(minLength: theme.spacing(.sm))
                    menuValue(value)
                }
                VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
                    menuTitle(title)
                    menuValue(value)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(.vertical, theme.spacing(.sm))
            .padding(.horizontal, theme.spacing(.lg))
            .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
            .contentShape(Rectangle())
        }
        .background(ThemeColor.cardBackground, in: RoundedRectangle(cornerRadius: theme.radius(.md), style: .continuous))
        .tallyAccessibility(accessibility, label: callerTitle)
    }

    private func menuTitle(_ title: String) -> some View {
        Text.label(callerTitle, or: title)
            .tallyFont(.body)
            .foregroundStyle(ThemeColor.textPrimary)
            .multilineTextAlignment(.leading)
            .fixedSize(horizontal: false, vertical: true)
    }

    private func menuValue(_ value: String) -> some View {
        HStack(spacing: theme.spacing(.xs)) {
            Text(verbatim: value)
                .tallyFont(.body)
                .foregroundStyle(ThemeColor.primaryText)
                .multilineTextAlignment(.leading)
                .fixedSize(horizontal: false, vertical: true)
            Image(systemName: "chevron.up.chevron.down")
                .tallyFont(.caption)
                .foregroundStyle(ThemeColor.primary)
                .accessibilityHidden(true)
        }
    }
}

extension FrequencyPickerView {
    /// A picker of `frequencies` choosing `selection`, titled with the text of `titleKey`,
    /// looked up in `tableName` of `bundle` (the app's `Localizable` strings by default) as
    /// `Text(titleKey)` is. A string literal picks this form:
    /// `FrequencyPickerView(selection: $frequency, title: "Repeats")`.
    ///
    /// - Parameters:
    ///   - selection: The chosen frequency.
    ///   - titleKey: The key of the title.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - style: Segmented, menu or list; segmented by default.
    ///   - frequencies: The frequencies offered, in order; all four by default.
    public init(
        selection: Binding<RecurringFrequency>, title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        style: Style = .segmented, frequencies: [RecurringFrequency] = RecurringFrequency.allCases
    ) {
        self.init(selection: selection, title: CallerText(titleKey, tableName: tableName, bundle: bundle), style: style, frequencies: frequencies)
    }

    /// A picker of `frequencies` choosing `selection`, titled `title` as given (drawn, and read
    /// by VoiceOver as the picker's label); the state decides everything else.
    ///
    /// ```swift
    /// FrequencyPickerView(selection: $frequency)                 // "Frequency", in Tally's language
    /// FrequencyPickerView(selection: $frequency, style: .list)
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The chosen frequency. If `frequencies` leaves it out, nothing is shown as
    ///     chosen until the user picks one.
    ///   - title: The title; nil shows `common.frequency` ("Frequency") in the environment's
    ///     language.
    ///   - style: Segmented, menu or list; segmented by default.
    ///   - frequencies: The frequencies offered, in order; all four by default.
    public init(
        selection: Binding<RecurringFrequency>, title: Text? = nil, style: Style = .segmented,
        frequencies: [RecurringFrequency] = RecurringFrequency.allCases
    ) {
        self.init(selection: selection, title: title.map { CallerText($0) }, style: style, frequencies: frequencies)
    }

    /// A picker drawing and editing `state`, titled `title` in place of the state's title.
    ///
    /// - Parameters:
    ///   - state: The picker's state.
    ///   - title: The title, drawn and read by VoiceOver.
    public init(state: Binding<FrequencyPickerViewState>, title: Text) {
        self.init(state: state)
        titleText = CallerText(title)
    }

    /// A picker with the caller's title, or the state's default title when there is none.
    private init(selection: Binding<RecurringFrequency>, title: CallerText?, style: Style, frequencies: [RecurringFrequency]) {
        _state = Binding(
            get: { FrequencyPickerViewState(selection: selection.wrappedValue, title: nil, style: style, frequencies: frequencies) },
            set: { selection.wrappedValue = $0.selection }
        )
        titleText = title
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The date row, one component for every form: the system picker in the row
/// (`DatePickerRowStyle.inline`), the title and date opening a calendar sheet
/// (`DatePickerRowStyle.compact`), or the quick buttons (`DatePickerRowStyle.sheet`). It
/// draws a `DatePickerRowState`.
///
/// With bounds, a date outside them is never shown as if it were accepted: the state moves the
/// date to the nearest allowed one and says so under the row ("Adjusted to 1 March 2026, the
/// nearest allowed date") until another date is picked.
///
/// It is made as SwiftUI's `DatePicker` is, with Tally's styles: a title (an app key, which a
/// string literal picks; a string shown verbatim; or a `Text` label), the selection, an optional
/// range (`start...end`, `start...`, `...end`, or `DateBounds`) and the displayed components.
///
/// ```swift
/// DatePickerRow("Start", selection: $start, in: today..., style: .compact)
/// DatePickerRow(account.name, selection: $opened)                    // a String, as written
/// DatePickerRow(selection: $meeting, displayedComponents: [.date, .hourAndMinute]) { Text("Meeting").bold() }
/// DatePickerRow(state: $startRow)
/// ```
public struct DatePickerRow: View {
    @Environment(\.tallyTheme) private var theme
    private let storage: ViewStateStorage<DatePickerRowState>
    @State private var local: DatePickerRowState
    /// The caller's title, drawn and read instead of the state's title.
    private var titleLabel: CallerText?
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.appKeyLanguage) private var appKeyLanguage

    /// A row drawing and editing `state`.
    ///
    /// - Parameter state: The title, the date, the bounds, the parts picked, the style, the
    ///   calendar, whether the sheet is open and the note after a clamp.
    public init(state: Binding<DatePickerRowState>) {
        storage = ViewStateStorage(state)
        _local = State(initialValue: state.wrappedValue)
    }

    /// A row titled with the text of `titleKey`, looked up in `tableName` of `bundle` (the app's
    /// `Localizable` strings by default) as `Text(titleKey)` is, for the dates of `range`. A
    /// string literal picks this form: `DatePickerRow("Start", selection: $start)`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title: drawn, read by VoiceOver, and the title of the compact
    ///     style's sheet.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - selection: The date.
    ///   - range: The dates accepted, as `DatePicker` takes them (`start...end`, `start...`,
    ///     `...end`) or as `DateBounds`; every date by default. A date outside it is moved to the
    ///     nearest accepted one, with a note under the row.
    ///   - displayedComponents: The parts picked: `.date` (the default), `.hourAndMinute`, or both.
    ///   - style: Inline, compact (a calendar sheet) or the quick buttons; inline by default.
    ///   - calendar: The calendar and time zone the date is written and picked in.
    public init(_ titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, selection: Binding<Date>,
                in range: some DateBoundsExpression = DateBounds.unbounded, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: "", selection: selection, bounds: range.dateBounds, displayedComponents: displayedComponents, style: style,
                  calendar: calendar)
        titleLabel = CallerText(titleKey, tableName: tableName, bundle: bundle)
    }

    /// A row titled `title` verbatim, as `DatePicker` shows a string: a `String` variable picks
    /// this form, a string literal the `LocalizedStringKey` one.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The date.
    ///   - range: The dates accepted (`start...end`, `start...`, `...end`, or `DateBounds`);
    ///     every date by default.
    ///   - displayedComponents: The parts picked: `.date` (the default), `.hourAndMinute`, or both.
    ///   - style: Inline, compact (a calendar sheet) or the quick buttons; inline by default.
    ///   - calendar: The calendar and time zone the date is written and picked in.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, selection: Binding<Date>, in range: some DateBoundsExpression = DateBounds.unbounded,
                displayedComponents: DatePickerComponents = .date, style: DatePickerRowStyle = .inline,
                calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: String(title), selection: selection, bounds: range.dateBounds, displayedComponents: displayedComponents,
                  style: style, calendar: calendar)
    }

    /// A row for the dates of `range`, titled with `label`: drawn as given, read by VoiceOver,
    /// and the title of the compact style's sheet.
    ///
    /// - Parameters:
    ///   - selection: The date.
    ///   - range: The dates accepted (`start...end`, `start...`, `...end`, or `DateBounds`);
    ///     every date by default.
    ///   - displayedComponents: The parts picked: `.date` (the default), `.hourAndMinute`, or both.
    ///   - style: Inline, compact (a calendar sheet) or the quick buttons; inline by default.
    ///   - calendar: The calendar and time zone the date is written and picked in.
    ///   - label: The title, a `Text`.
    public init(selection: Binding<Date>, in range: some DateBoundsExpression = DateBounds.unbounded,
                displayedComponents: DatePickerComponents = .date, style: DatePickerRowStyle = .inline,
                calendar: Calendar = .autoupdatingCurrent, label: () -> Text) {
        self.init(plainTitle: "", selection: selection, bounds: range.dateBounds, displayedComponents: displayedComponents, style: style,
                  calendar: calendar)
        titleLabel = CallerText(label())
    }

    /// A row whose state holds `title` as a string (empty where the caller's title is drawn),
    /// for the dates within `bounds`.
    private init(plainTitle title: String, selection: Binding<Date>, bounds: DateBounds, displayedComponents: DatePickerComponents,
                 style: DatePickerRowStyle, calendar: Calendar) {
        let parts = DatePickerParts(displayedComponents)
        let initial = DatePickerRowState(title: title, date: selection.wrappedValue, bounds: bounds, parts: parts, style: style, calendar: calendar)
        storage = ViewStateStorage(
            initial: initial,
            overlay: { local in
                var state = local
                state.title = title
                state.bounds = bounds
                state.parts = parts
                state.style = style
                state.calendar = calendar
                state.date = selection.wrappedValue
                return state
            },
            write: { selection.wrappedValue = $0.date }
        )
        _local = State(initialValue: initial)
    }

    /// The row and, after a clamp, the note saying so.
    public var body: some View {
        let binding = storage.binding(local: $local)
        let state = binding.wrappedValue
        VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
            row(binding)
            if let note = state.clampNoteAccessibility(locale: locale, language: language) {
                Text(verbatim: note.label)
                    .tallyFont(.caption)
                    .foregroundStyle(ThemeColor.textSecondary)
                    .fixedSize(horizontal: false, vertical: true)
                    .tallyAccessibility(note)
                    .padding(.horizontal, theme.spacing(.md))
            }
        }
        .onAppear { clamp(binding) }
        .onChange(of: state.date) { _, _ in clamp(binding) }
    }

    /// Moves a date set from outside the row into the bounds, with the note.
    private func clamp(_ binding: Binding<DatePickerRowState>) {
        var state = binding.wrappedValue
        state.clampIntoBounds()
        if state != binding.wrappedValue { binding.wrappedValue = state }
    }

    /// The date as the picker edits it: every pick goes through the state's rule.
    private func date(_ binding: Binding<DatePickerRowState>) -> Binding<Date> {
        Binding(get: { binding.wrappedValue.date }, set: { binding.wrappedValue.select($0) })
    }

    @ViewBuilder
    private func row(_ binding: Binding<DatePickerRowState>) -> some View {
        let state = binding.wrappedValue
        switch state.style {
        case .inline:
            BoundedDatePicker(selection: date(binding), bounds: state.bounds, displayedComponents: state.parts.components) { titleText(state) }
                .padding(theme.spacing(.md))
                .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
        case .compact:
            let accessibility = state.rowAccessibility(locale: locale, language: language)
            Button {
                binding.wrappedValue.openSheet()
            } label: {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: theme.spacing(.sm)) {
                        titleText(state)
                        Spacer(minLength: theme.spacing(.sm))
                        dateText(state)
                        chevron(state)
                    }
                    VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
                        titleText(state)
                        HStack { dateText(state); Spacer(minLength: 0); chevron(state) }
                    }
                }
                .padding(theme.spacing(.md))
                .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityElement(children: .ignore)
            .tallyAccessibility(accessibility, label: titleLabel.text(in: appKeyLanguage))
            .sheet(isPresented: binding.isPresentingSheet) {
                DatePickerSheet(state: state.sheet, selection: date(binding), title: titleLabel)
            }
        case .sheet:
            DateButtonsView(selectedDate: date(binding), calendar: state.calendar, now: state.now)
        }
    }

    private func titleText(_ state: DatePickerRowState) -> some View {
        Text.label(titleLabel.text(in: appKeyLanguage), or: state.title)
            .tallyFont(.body)
            .foregroundStyle(ThemeColor.textPrimary)
            .fixedSize(horizontal: false, vertical: true)
    }

    private func dateText(_ state: DatePickerRowState) -> some View {
        Text(verbatim: state.dateText(locale: locale))
            .tallyFont(.body)
            .foregroundStyle(ThemeColor.textSecondary)
            .fixedSize(horizontal: false, vertical: true)
    }

    @ViewBuilder
    private func chevron(_ state: DatePickerRowState) -> some View {
        if state.showsChevron {
            Image(systemName: "chevron.right")
                .tallyFont(.caption)
                .foregroundStyle(ThemeColor.textSecondary)
                .accessibilityHidden(true)
        }
    }
}

extension DatePickerParts {
    /// The parts SwiftUI's `displayedComponents` pick.
    init(_ components: DatePickerComponents) {
        switch (components.contains(.date), components.contains(.hourAndMinute)) {
        case (true, true): self = .dateAndTime
        case (false, true): self = .time
        default: self = .date
        }
    }

    /// These parts as SwiftUI's `displayedComponents`.
    var components: DatePickerComponents {
        switch self {
        case .date: .date
        case .time: .hourAndMinute
        case .dateAndTime: [.date, .hourAndMinute]
        }
    }
}

extension DatePickerRow {
    // Before this release: a `title:` label in three forms (`String`, `LocalizedStringKey`,
    // `Text`) times five range forms, and a state with a `Text` title. They keep compiling,
    // deprecated, for one release.

    /// A row for any date, titled `title` as written.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The date.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(_:selection:in:displayedComponents:style:calendar:) instead")
    @_disfavoredOverload
    public init(title: some StringProtocol, selection: Binding<Date>, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: String(title), selection: selection, bounds: .unbounded, displayedComponents: displayedComponents, style: style, calendar: calendar)
    }

    /// A row for the dates of `range`, titled `title` as written.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The date.
    ///   - range: The dates accepted.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(_:selection:in:displayedComponents:style:calendar:) instead")
    @_disfavoredOverload
    public init(title: some StringProtocol, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: String(title), selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents, style: style, calendar: calendar)
    }

    /// A row for the dates from `range`'s lower bound on, titled `title` as written.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The date.
    ///   - range: The dates accepted.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(_:selection:in:displayedComponents:style:calendar:) instead")
    @_disfavoredOverload
    public init(title: some StringProtocol, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: String(title), selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents, style: style, calendar: calendar)
    }

    /// A row for the dates up to `range`'s upper bound, titled `title` as written.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The date.
    ///   - range: The dates accepted.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(_:selection:in:displayedComponents:style:calendar:) instead")
    @_disfavoredOverload
    public init(title: some StringProtocol, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: String(title), selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents, style: style, calendar: calendar)
    }

    /// A row for the dates within `bounds`, titled `title` as written.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The date.
    ///   - bounds: The dates accepted.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(_:selection:in:displayedComponents:style:calendar:) instead")
    @_disfavoredOverload
    public init(title: some StringProtocol, selection: Binding<Date>, bounds: DateBounds, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: String(title), selection: selection, bounds: bounds, displayedComponents: displayedComponents, style: style, calendar: calendar)
    }

    /// A row for any date, titled with the text of `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - selection: The date.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(_:tableName:bundle:selection:in:displayedComponents:style:calendar:) instead")
    public init(title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = .date, style: DatePickerRowStyle = .inline,
                calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: "", selection: selection, bounds: .unbounded, displayedComponents: displayedComponents, style: style, calendar: calendar)
        titleLabel = CallerText(titleKey, tableName: tableName, bundle: bundle)
    }

    /// A row for the dates of `range`, titled with the text of `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - selection: The date.
    ///   - range: The dates accepted.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(_:tableName:bundle:selection:in:displayedComponents:style:calendar:) instead")
    public init(title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, selection: Binding<Date>,
                in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = .date, style: DatePickerRowStyle = .inline,
                calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: "", selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents, style: style, calendar: calendar)
        titleLabel = CallerText(titleKey, tableName: tableName, bundle: bundle)
    }

    /// A row for the dates from `range`'s lower bound on, titled with the text of `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - selection: The date.
    ///   - range: The dates accepted.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(_:tableName:bundle:selection:in:displayedComponents:style:calendar:) instead")
    public init(title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, selection: Binding<Date>,
                in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = .date, style: DatePickerRowStyle = .inline,
                calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: "", selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents, style: style, calendar: calendar)
        titleLabel = CallerText(titleKey, tableName: tableName, bundle: bundle)
    }

    /// A row for the dates up to `range`'s upper bound, titled with the text of `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - selection: The date.
    ///   - range: The dates accepted.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(_:tableName:bundle:selection:in:displayedComponents:style:calendar:) instead")
    public init(title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, selection: Binding<Date>,
                in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = .date, style: DatePickerRowStyle = .inline,
                calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: "", selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents, style: style, calendar: calendar)
        titleLabel = CallerText(titleKey, tableName: tableName, bundle: bundle)
    }

    /// A row for the dates within `bounds`, titled with the text of `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - selection: The date.
    ///   - bounds: The dates accepted.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(_:tableName:bundle:selection:in:displayedComponents:style:calendar:) instead")
    public init(title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, selection: Binding<Date>,
                bounds: DateBounds, displayedComponents: DatePickerComponents = .date, style: DatePickerRowStyle = .inline,
                calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: "", selection: selection, bounds: bounds, displayedComponents: displayedComponents, style: style, calendar: calendar)
        titleLabel = CallerText(titleKey, tableName: tableName, bundle: bundle)
    }

    /// A row for any date, titled `title` as given.
    ///
    /// - Parameters:
    ///   - title: The title, drawn as given.
    ///   - selection: The date.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(selection:in:displayedComponents:style:calendar:label:) instead")
    public init(title: Text, selection: Binding<Date>, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: "", selection: selection, bounds: .unbounded, displayedComponents: displayedComponents, style: style, calendar: calendar)
        titleLabel = CallerText(title)
    }

    /// A row for the dates of `range`, titled `title` as given.
    ///
    /// - Parameters:
    ///   - title: The title, drawn as given.
    ///   - selection: The date.
    ///   - range: The dates accepted.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(selection:in:displayedComponents:style:calendar:label:) instead")
    public init(title: Text, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: "", selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents, style: style, calendar: calendar)
        titleLabel = CallerText(title)
    }

    /// A row for the dates from `range`'s lower bound on, titled `title` as given.
    ///
    /// - Parameters:
    ///   - title: The title, drawn as given.
    ///   - selection: The date.
    ///   - range: The dates accepted.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(selection:in:displayedComponents:style:calendar:label:) instead")
    public init(title: Text, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: "", selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents, style: style, calendar: calendar)
        titleLabel = CallerText(title)
    }

    /// A row for the dates up to `range`'s upper bound, titled `title` as given.
    ///
    /// - Parameters:
    ///   - title: The title, drawn as given.
    ///   - selection: The date.
    ///   - range: The dates accepted.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(selection:in:displayedComponents:style:calendar:label:) instead")
    public init(title: Text, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: "", selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents, style: style, calendar: calendar)
        titleLabel = CallerText(title)
    }

    /// A row for the dates within `bounds`, titled `title` as given.
    ///
    /// - Parameters:
    ///   - title: The title, drawn as given.
    ///   - selection: The date.
    ///   - bounds: The dates accepted.
    ///   - displayedComponents: The parts picked.
    ///   - style: Inline, compact or the quick buttons.
    ///   - calendar: The calendar and time zone of the date.
    @available(*, deprecated, message: "Use init(selection:in:displayedComponents:style:calendar:label:) instead")
    public init(title: Text, selection: Binding<Date>, bounds: DateBounds, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(plainTitle: "", selection: selection, bounds: bounds, displayedComponents: displayedComponents, style: style, calendar: calendar)
        titleLabel = CallerText(title)
    }

    /// A row drawing and editing `state`, titled `title` in place of the state's title.
    ///
    /// - Parameters:
    ///   - state: The row's state.
    ///   - title: The title, drawn as given.
    @available(*, deprecated, message: "Use init(state:) with the title in DatePickerRowState.title, or init(selection:in:displayedComponents:style:calendar:label:), instead")
    public init(state: Binding<DatePickerRowState>, title: Text) {
        self.init(state: state)
        titleLabel = CallerText(title)
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The calendar sheet of ``DatePickerRow`` and ``DateButtonsView``: a graphical picker with Cancel
/// and Select. It draws a `DatePickerSheetState`, whose draft it edits, so Cancel leaves the
/// selection as it was and Select hands the draft back.
public struct DatePickerSheet: View {
    @Environment(\.tallyTheme) private var theme
    @Binding private var selection: Date
    private let onSelect: ((Date) -> Void)?
    @State private var state: DatePickerSheetState
    /// The caller's title, drawn and read instead of the state's title.
    private var titleText: CallerText?
    @Environment(\.dismiss) private var dismiss
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.appKeyLanguage) private var appKeyLanguage

    /// A sheet starting from `state`, writing its draft to `selection` on Select; `onSelect` runs
    /// after Select.
    ///
    /// - Parameters:
    ///   - state: The title, the draft date, the bounds, the parts picked and the calendar.
    ///   - selection: Where Select writes the draft.
    ///   - onSelect: What runs after Select, with the date selected.
    public init(state: DatePickerSheetState, selection: Binding<Date>, onSelect: ((Date) -> Void)? = nil) {
        _selection = selection
        self.onSelect = onSelect
        _state = State(initialValue: state)
    }

    /// A sheet titled `title` as written, choosing a date for `selection` within `bounds`;
    /// `onSelect` runs after Select.
    ///
    /// - Parameters:
    ///   - title: The sheet's title, shown as written.
    ///   - selection: The date; Select writes the draft to it.
    ///   - bounds: The dates accepted; every date by default.
    ///   - displayedComponents: The parts picked: the day, the time, or both.
    ///   - calendar: The calendar and time zone the date is picked in.
    ///   - onSelect: What runs after Select, with the date selected.
    @available(*, deprecated, message: "Use init(title:selection:bounds:displayedComponents:calendar:onSelect:) with Text(verbatim:) instead")
    @_disfavoredOverload
    public init(title: some StringProtocol, selection: Binding<Date>, bounds: DateBounds = .unbounded,
                displayedComponents: DatePickerComponents = .date, calendar: Calendar = .autoupdatingCurrent, onSelect: ((Date) -> Void)? = nil) {
        self.init(plainTitle: String(title), selection: selection, bounds: bounds, displayedComponents: displayedComponents, calendar: calendar,
                  onSelect: onSelect)
    }

    /// A sheet whose state holds `title` as a string (empty where the caller's title is drawn).
    private init(plainTitle title: String, selection: Binding<Date>, bounds: DateBounds, displayedComponents: DatePickerComponents,
                 calendar: Calendar, onSelect: ((Date) -> Void)?) {
        self.init(
            state: DatePickerSheetState(title: title, selection: selection.wrappedValue, bounds: bounds, parts: DatePickerParts(displayedComponents),
                                        calendar: calendar),
            selection: selection, onSelect: onSelect)
    }

    /// The sheet.
    public var body: some View {
        NavigationStack {
            ScrollView {
                picker
                    .datePickerStyle(.graphical)
                    .environment(\.calendar, state.calendar)
                    .environment(\.timeZone, state.calendar.timeZone)
                    .padding(theme.spacing(.lg))
            }
            .navigationTitle(Text.label(titleText.text(in: appKeyLanguage), or: state.title))
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button { dismiss() } label: { LocalizedText(.commonCancel) }
                        .tallyAccessibility(state.cancelButtonAccessibility(locale: locale, language: language))
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button {
                        selection = state.selectedDate
                        onSelect?(state.selectedDate)
                        dismiss()
                    } label: { LocalizedText(.commonSelect) }
                        .tallyAccessibility(state.selectButtonAccessibility(locale: locale, language: language))
                }
            }
        }
        .presentationDetents([.medium, .large])
    }

    private var picker: some View {
        let draft = Binding(get: { state.draft }, set: { state.edit($0) })
        let title = titleText.text(in: appKeyLanguage)
        return BoundedDatePicker(selection: draft, bounds: state.bounds, displayedComponents: state.parts.components) {
            Text.label(title, or: state.title)
        }
    }
}

/// A `DatePicker` limited to ``DateBounds``, whichever of SwiftUI's range forms they take.
struct BoundedDatePicker<Label: View>: View {
    @Binding var selection: Date
    let bounds: DateBounds
    let displayedComponents: DatePickerComponents
    @ViewBuilder let label: () -> Label

    var body: some View {
        switch (bounds.lowerBound, bounds.upperBound) {
        case let (lower?, upper?):
            DatePicker(selection: $selection, in: lower...upper, displayedComponents: displayedComponents, label: label)
        case let (lower?, nil):
            DatePicker(selection: $selection, in: lower..., displayedComponents: displayedComponents, label: label)
        case let (nil, upper?):
            DatePicker(selection: $selection, in: ...upper, displayedComponents: displayedComponents, label: label)
        case (nil, nil):
            DatePicker(selection: $selection, displayedComponents: displayedComponents, label: label)
        }
    }
}

extension DatePickerSheet {
    /// A sheet titled with the text of `titleKey`, looked up in `tableName` of `bundle` (the
    /// app's `Localizable` strings by default) as `Text(titleKey)` is, choosing a date for
    /// `selection` within `bounds`; `onSelect` runs after Select.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the sheet's title.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - selection: The date; Select writes the draft to it.
    ///   - bounds: The dates accepted; every date by default.
    ///   - displayedComponents: The parts picked: the day, the time, or both.
    ///   - calendar: The calendar and time zone the date is picked in.
    ///   - onSelect: What runs after Select, with the date selected.
    public init(title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, selection: Binding<Date>,
                bounds: DateBounds = .unbounded, displayedComponents: DatePickerComponents = .date,
                calendar: Calendar = .autoupdatingCurrent, onSelect: ((Date) -> Void)? = nil) {
        self.init(plainTitle: "", selection: selection, bounds: bounds, displayedComponents: displayedComponents, calendar: calendar,
                  onSelect: onSelect)
        titleText = CallerText(titleKey, tableName: tableName, bundle: bundle)
    }

    /// A sheet titled `title`, drawn as given, choosing a date for `selection` within `bounds`;
    /// `onSelect` runs after Select.
    ///
    /// - Parameters:
    ///   - title: The sheet's title.
    ///   - selection: The date; Select writes the draft to it.
    ///   - bounds: The dates accepted; every date by default.
    ///   - displayedComponents: The parts picked: the day, the time, or both.
    ///   - calendar: The calendar and time zone the date is picked in.
    ///   - onSelect: What runs after Select, with the date selected.
    public init(title: Text, selection: Binding<Date>, bounds: DateBounds = .unbounded, displayedComponents: DatePickerComponents = .date,
                calendar: Calendar = .autoupdatingCurrent, onSelect: ((Date) -> Void)? = nil) {
        self.init(plainTitle: "", selection: selection, bounds: bounds, displayedComponents: displayedComponents, calendar: calendar,
                  onSelect: onSelect)
        titleText = CallerText(title)
    }

    /// A sheet starting from `state`, with the caller's `title` in place of the state's when given.
    init(state: DatePickerSheetState, selection: Binding<Date>, title: CallerText?, onSelect: ((Date) -> Void)? = nil) {
        self.init(state: state, selection: selection, onSelect: onSelect)
        titleText = title
    }
}
#endif

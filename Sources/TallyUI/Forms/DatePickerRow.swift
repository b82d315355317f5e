#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Seed 001's date row, one component for every form: the system picker in the row
/// (``DatePickerRowStyle/inline``), the title and date opening a calendar sheet
/// (``DatePickerRowStyle/compact``), or the quick buttons (``DatePickerRowStyle/sheet``).
///
/// With bounds, a date outside them is never shown as if it were accepted: the row moves the
/// binding to the nearest allowed date and says so under the row ("Adjusted to 1 March 2026,
/// the nearest allowed date") until another date is picked.
///
/// ```swift
/// DatePickerRow(title: TallyStringKey.commonStartDate.text(locale: locale), selection: $start,
///               in: today..., style: .compact)
/// ```
public struct DatePickerRow: View {
    private let title: String
    @Binding private var selection: Date
    private let bounds: DateBounds
    private let displayedComponents: DatePickerComponents
    private let style: DatePickerRowStyle
    private let calendar: Calendar
    @State private var isPresentingSheet = false
    @State private var clampedDate: Date?
    @Environment(\.locale) private var locale

    /// A row for any date.
    public init(title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(title: title, selection: selection, bounds: .unbounded, displayedComponents: displayedComponents, style: style, calendar: calendar)
    }

    /// A row for the dates of `range`.
    public init(title: String, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(title: title, selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents, style: style, calendar: calendar)
    }

    /// A row for the dates from `range`'s lower bound on.
    public init(title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(title: title, selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents, style: style, calendar: calendar)
    }

    /// A row for the dates up to `range`'s upper bound.
    public init(title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.init(title: title, selection: selection, bounds: DateBounds(range), displayedComponents: displayedComponents, style: style, calendar: calendar)
    }

    /// A row for the dates within `bounds` (built from a range, so never empty).
    public init(title: String, selection: Binding<Date>, bounds: DateBounds, displayedComponents: DatePickerComponents = .date,
                style: DatePickerRowStyle = .inline, calendar: Calendar = .autoupdatingCurrent) {
        self.title = title
        _selection = selection
        self.bounds = bounds
        self.displayedComponents = displayedComponents
        self.style = style
        self.calendar = calendar
    }

    /// The row and, after a clamp, the note saying so.
    public var body: some View {
        VStack(alignment: .leading, spacing: AppSpacing.xs) {
            row
            if let clampedDate {
                Text(verbatim: DateBounds.clampMessage(for: clampedDate, locale: locale, calendar: calendar))
                    .font(AppTypography.caption)
                    .foregroundStyle(AppColors.textSecondary)
                    .fixedSize(horizontal: false, vertical: true)
                    .padding(.horizontal, AppSpacing.md)
            }
        }
        .onAppear(perform: clampSelection)
        .onChange(of: selection) { _, newValue in
            if newValue != clampedDate { clampedDate = nil }
            clampSelection()
        }
    }

    @ViewBuilder
    private var row: some View {
        switch style {
        case .inline:
            picker
                .padding(AppSpacing.md)
                .frame(minHeight: AppTapArea.minimum)
        case .compact:
            Button {
                isPresentingSheet = true
            } label: {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: AppSpacing.sm) {
                        titleText
                        Spacer(minLength: AppSpacing.sm)
                        dateText
                        chevron
                    }
                    VStack(alignment: .leading, spacing: AppSpacing.xs) {
                        titleText
                        HStack { dateText; Spacer(minLength: 0); chevron }
                    }
                }
                .padding(AppSpacing.md)
                .frame(minHeight: AppTapArea.minimum)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: title))
            .accessibilityValue(Text(selection, format: formatStyle))
            .accessibilityHint(Text(verbatim: TallyStringKey.datePickerAccessibilityHint.text(locale: locale)))
            .accessibilityAddTraits(.isButton)
            .sheet(isPresented: $isPresentingSheet) {
                DatePickerSheet(title: title, selection: $selection, bounds: bounds, displayedComponents: displayedComponents, calendar: calendar)
            }
        case .sheet:
            DateButtonsView(selectedDate: $selection, calendar: calendar)
        }
    }

    private var picker: some View {
        BoundedDatePicker(selection: $selection, bounds: bounds, displayedComponents: displayedComponents) { titleText }
    }

    private var titleText: some View {
        Text(verbatim: title)
            .font(AppTypography.body)
            .foregroundStyle(AppColors.textPrimary)
            .fixedSize(horizontal: false, vertical: true)
    }

    private var dateText: some View {
        Text(selection, format: formatStyle)
            .font(AppTypography.body)
            .foregroundStyle(AppColors.textSecondary)
            .fixedSize(horizontal: false, vertical: true)
    }

    private var chevron: some View {
        Image(systemName: "chevron.right")
            .font(AppTypography.caption)
            .foregroundStyle(AppColors.textSecondary)
            .accessibilityHidden(true)
    }

    private var formatStyle: Date.FormatStyle {
        calendar.dateStyle(date: .abbreviated, time: displayedComponents.contains(.hourAndMinute) ? .shortened : .omitted, locale: locale)
    }

    /// Moves a date outside the bounds to the nearest allowed one, and remembers that it did.
    private func clampSelection() {
        let clamp = bounds.clamp(selection)
        guard clamp.wasClamped else { return }
        clampedDate = clamp.date
        selection = clamp.date
    }
}

/// The calendar sheet of ``DatePickerRow`` and ``DateButtonsView``: a graphical picker with Cancel
/// and Select. It edits a draft, so Cancel leaves the selection as it was.
public struct DatePickerSheet: View {
    private let title: String
    @Binding private var selection: Date
    private let bounds: DateBounds
    private let displayedComponents: DatePickerComponents
    private let calendar: Calendar
    private let onSelect: ((Date) -> Void)?
    @State private var draft: Date
    @Environment(\.dismiss) private var dismiss

    /// A sheet choosing a date for `selection`, within `bounds`; `onSelect` runs after Select.
    public init(title: String, selection: Binding<Date>, bounds: DateBounds = .unbounded, displayedComponents: DatePickerComponents = .date,
                calendar: Calendar = .autoupdatingCurrent, onSelect: ((Date) -> Void)? = nil) {
        self.title = title
        _selection = selection
        self.bounds = bounds
        self.displayedComponents = displayedComponents
        self.calendar = calendar
        self.onSelect = onSelect
        _draft = State(initialValue: bounds.clamp(selection.wrappedValue).date)
    }

    /// The sheet.
    public var body: some View {
        NavigationStack {
            ScrollView {
                picker
                    .datePickerStyle(.graphical)
                    .environment(\.calendar, calendar)
                    .environment(\.timeZone, calendar.timeZone)
                    .padding(AppSpacing.lg)
            }
            .navigationTitle(Text(verbatim: title))
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button { dismiss() } label: { LocalizedText(.commonCancel) }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button {
                        selection = draft
                        onSelect?(draft)
                        dismiss()
                    } label: { LocalizedText(.commonSelect) }
                }
            }
        }
        .presentationDetents([.medium, .large])
    }

    private var picker: some View {
        BoundedDatePicker(selection: $draft, bounds: bounds, displayedComponents: displayedComponents) { Text(verbatim: title) }
    }
}

/// A `DatePicker` limited to ``DateBounds``, whichever of SwiftUI's range forms they take.
private struct BoundedDatePicker<Label: View>: View {
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

// MARK: - Previews

private struct DatePickerRowPreview: View {
    @State private var start = Date(timeIntervalSince1970: 1_763_712_000)
    @State private var early = Date(timeIntervalSince1970: 1_700_000_000)
    @State private var meeting = Date(timeIntervalSince1970: 1_763_712_000)

    var body: some View {
        ScrollView {
            FormSection(header: "Dates") {
                DatePickerRow(title: "Start Date", selection: $start, style: .compact)
                DatePickerRow(title: "Payment", selection: $early, in: Date(timeIntervalSince1970: 1_735_689_600)..., style: .compact)
                DatePickerRow(title: "Meeting", selection: $meeting, displayedComponents: [.date, .hourAndMinute])
            }
            .padding(AppSpacing.lg)
        }
        .background(AppColors.groupedBackground)
    }
}

#Preview("Date rows, light") {
    DatePickerRowPreview()
}

#Preview("Date rows, dark, Russian") {
    DatePickerRowPreview().preferredColorScheme(.dark).environment(\.locale, Locale(identifier: "ru_RU"))
}

#Preview("Date rows, AX3") {
    DatePickerRowPreview().dynamicTypeSize(.accessibility3)
}

#Preview("Date sheet") {
    DatePickerSheet(title: "Choose Date", selection: .constant(Date(timeIntervalSince1970: 1_763_712_000)))
}
#endif

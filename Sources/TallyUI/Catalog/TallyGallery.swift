#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The catalog inside an app: every component of ``ComponentStory/all`` in every named state,
/// drawn by the real TallyUI views, in a language chosen on screen. It is the iOS counterpart of
/// the `tally catalog` site and renders the same list, so the two cannot drift apart.
///
/// ```swift
/// NavigationLink("Components") { TallyGallery() }
/// ```
///
/// Theme and text size follow the device (or the preview's `.preferredColorScheme` and
/// `.dynamicTypeSize`), so a designer checks them with the system settings.
public struct TallyGallery: View {
    private let stories: [ComponentStory]

    /// A gallery of `stories`, every component by default.
    public init(stories: [ComponentStory] = ComponentStory.all) {
        self.stories = stories
    }

    /// The component list.
    public var body: some View {
        NavigationStack {
            List {
                ForEach(ComponentStory.Group.allCases, id: \.self) { group in
                    Section {
                        ForEach(stories.filter { $0.group == group }) { story in
                            NavigationLink {
                                StoryPage(story: story)
                            } label: {
                                VStack(alignment: .leading, spacing: AppSpacing.xs) {
                                    Text(verbatim: story.name).font(AppTypography.body)
                                    Text(verbatim: story.summary).font(AppTypography.caption).foregroundStyle(AppColors.textSecondary)
                                }
                            }
                        }
                    } header: {
                        Text(verbatim: group.rawValue.capitalized)
                    }
                }
            }
            .navigationTitle(Text(verbatim: "Tally"))
        }
    }
}

/// One component: its usage and every state, in the language picked at the top.
private struct StoryPage: View {
    let story: ComponentStory
    @State private var languageIndex = 0

    var body: some View {
        let context = StoryContext(locale: StoryContext.languages[languageIndex])
        ScrollView {
            VStack(alignment: .leading, spacing: AppSpacing.xl) {
                Picker(selection: $languageIndex) {
                    ForEach(StoryContext.languages.indices, id: \.self) { index in
                        Text(verbatim: StoryContext.languages[index].identifier).tag(index)
                    }
                } label: {
                    Text(verbatim: "Language")
                }
                .pickerStyle(.segmented)
                Text(verbatim: story.usage)
                    .font(.system(.footnote, design: .monospaced))
                    .padding(AppSpacing.md)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(AppColors.cardBackground, in: RoundedRectangle(cornerRadius: AppRadius.md))
                ForEach(story.states) { state in
                    let view = state.view(in: context)
                    VStack(alignment: .leading, spacing: AppSpacing.sm) {
                        SectionHeaderView(state.name)
                        StoryViewRenderer(view: view, context: context)
                        ForEach(Array(view.accessibility(in: context).enumerated()), id: \.offset) { _, element in
                            Text(verbatim: Self.describe(element))
                                .font(AppTypography.caption)
                                .foregroundStyle(AppColors.textSecondary)
                                .fixedSize(horizontal: false, vertical: true)
                        }
                    }
                }
            }
            .padding(AppSpacing.lg)
            .environment(\.locale, context.locale)
        }
        .background(AppColors.groupedBackground)
        .navigationTitle(Text(verbatim: story.name))
    }

    /// "VoiceOver: Amount, 1’234.50 CHF, Type an amount… [staticText]".
    static func describe(_ element: StoryAccessibility) -> String {
        let parts = [element.label, element.value, element.hint].compactMap { $0 }
        return "VoiceOver: " + parts.joined(separator: ", ") + " [" + element.traits.map(\.rawValue).joined(separator: ", ") + "]"
    }
}

/// Draws a story with the real view, its bindings fixed to the story's values.
struct StoryViewRenderer: View {
    let view: StoryView
    let context: StoryContext

    var body: some View {
        switch view {
        case .amountInput(let state):
            AmountInputView(state: .constant(state))
        case .animatedAmount(let state):
            AnimatedAmountInput(state: state) {}
        case .currencyField(let state):
            CurrencyField(state: .constant(state))
        case .quickAmountBar(let state):
            QuickAmountBar(state: .constant(state))
        case .titleInput(let state):
            AnimatedTitleInput(state: state)
        case .sectionHeader(let title, let style):
            SectionHeaderView(title, style: style)
        case .dayHeader(let header):
            DateSectionHeaderView(dateKey: header.title, amount: header.total, currency: header.currency)
        case .formSection(let header, let footer, let style, let rows):
            FormSection(header: header, footer: footer, style: style) {
                ForEach(rows, id: \.self) { row in
                    Text(verbatim: row).padding(AppSpacing.md).frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        case .formTextField(let state, let style):
            FormTextField(text: .constant(state.text), placeholder: state.placeholder, style: style, errorMessage: state.errorMessage, helpText: state.helpText)
        case .floatLabelField(let state):
            TextInputField(label: state.label, text: .constant(state.text), kind: state.kind, validation: state.validation, helperText: state.helperText)
        case .datePickerRow(let title, let date, _, let style, let bounds, _):
            DatePickerRow(title: title, selection: .constant(date), bounds: bounds, style: style, calendar: context.calendar)
        case .dateButtons(let date, _, _, let isDisabled):
            DateButtonsView(selectedDate: .constant(date), isDisabled: isDisabled, calendar: context.calendar, now: context.now)
        case .reminders(let options, let title, _):
            ReminderPickerView(selectedOffsets: .constant(options.selectedOffsets), availableOffsets: options.availableOffsets, title: title)
        case .frequencyPicker(let title, _, let selection, let style):
            FrequencyPickerView(selection: .constant(selection), title: title, style: style)
        case .recurringToggle(let title, let isOn, _, let selection, let anchor, _):
            RecurringToggleView(isRecurring: .constant(isOn), frequency: .constant(selection), title: title, anchorDate: anchor, now: context.now,
                                calendar: context.calendar)
        case .segmentedPicker(let title, let options, let selection):
            SegmentedPickerView(title: title, selection: .constant(selection), options: options)
        case .iconView(let source, let style, _):
            IconView(source: source, style: style)
        case .dateSheet(let title, let date, _, _, _, _, _, _):
            DatePickerSheet(title: title, selection: .constant(date), calendar: context.calendar)
                .frame(minHeight: 480)
        case .addTransaction(let state):
            AddTransactionSheet(state: state, onSave: { _ in }, onCancel: {})
                .frame(minHeight: 640)
        case .iconPickerRow(let title, let source, _):
            IconPickerRow(selectedSource: .constant(source), title: title)
        case .iconPicker(let model, _):
            IconPickerView(selectedSource: .constant(model.selection))
        case .colorPickerRow(let title, let selected, let palette, let isExpanded, let customText, let error):
            ColorPickerRow(selectedColorHex: .constant(selected?.hex ?? ""), title: title, palette: palette.colors, isExpanded: isExpanded,
                           customText: customText, customError: error == nil ? nil : Self.parseError(customText))
        case .confirmation(let request, let isPresented, _, _):
            ConfirmationDialogButton(request, isPresented: isPresented) {}
        }
    }
}

extension StoryViewRenderer {
    /// Why `text` is not a colour code, for a story that shows the error.
    static func parseError(_ text: String) -> HexColor.ParseError? {
        if case .failure(let error) = HexColor.parse(text) { return error }
        return nil
    }
}

// MARK: - Previews

#Preview("Gallery") {
    TallyGallery()
}

#Preview("Gallery, dark, AX3") {
    TallyGallery().preferredColorScheme(.dark).dynamicTypeSize(.accessibility3)
}

#Preview("Amount input stories, Russian") {
    StoryPage(story: ComponentStory.all[0])
}
#endif

#if canImport(SwiftUI)
import SwiftUI
@_spi(Tally) import TallyCore

/// The catalog inside an app: every component of the kit in every named state, drawn by the
/// real TallyUI views, in a language chosen on screen. It is the iOS counterpart of the
/// `tally catalog` site and renders the same list of components and states, so the two cannot
/// drift apart.
///
/// ```swift
/// NavigationLink("Components") { TallyGallery() }
/// ```
///
/// Theme and text size follow the device (or the preview's `.preferredColorScheme` and
/// `.dynamicTypeSize`), so a designer checks them with the system settings.
public struct TallyGallery: View {
    @Environment(\.tallyTheme) private var theme
    private let stories: [ComponentStory]

    /// A gallery of every component of the kit.
    public init() {
        self.init(stories: ComponentStory.all)
    }

    /// A gallery of `stories` only, in their order within each group.
    @_spi(Tally) public init(stories: [ComponentStory]) {
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
                                VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
                                    Text(verbatim: story.name).tallyFont(.body)
                                    Text(verbatim: story.summary).tallyFont(.caption).foregroundStyle(ThemeColor.textSecondary)
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
    @Environment(\.tallyTheme) private var theme
    let story: ComponentStory
    @State private var languageIndex = 0

    var body: some View {
        let context = StoryContext(locale: StoryContext.languages[languageIndex])
        ScrollView {
            VStack(alignment: .leading, spacing: theme.spacing(.xl)) {
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
                    .padding(theme.spacing(.md))
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(ThemeColor.cardBackground, in: RoundedRectangle(cornerRadius: theme.radius(.md)))
                ForEach(story.states) { state in
                    let view = state.view(in: context)
                    VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
                        SectionHeaderView(state.name)
                        StoryViewRenderer(view: view, context: context)
                            .id(context.locale.identifier)
                        ForEach(Array(view.accessibility(in: context).enumerated()), id: \.offset) { _, element in
                            Text(verbatim: Self.describe(element))
                                .tallyFont(.caption)
                                .foregroundStyle(ThemeColor.textSecondary)
                                .fixedSize(horizontal: false, vertical: true)
                        }
                    }
                }
            }
            .padding(theme.spacing(.lg))
            .environment(\.locale, context.locale)
            .tallyLanguage(TallyLanguage(locale: context.locale))
        }
        .background(ThemeColor.groupedBackground)
        .navigationTitle(Text(verbatim: story.name))
    }

    /// "VoiceOver: Amount, 1’234.50 CHF, Type an amount… [staticText]".
    static func describe(_ element: StoryAccessibility) -> String {
        let parts = [element.label, element.value, element.hint].compactMap { $0 }
        return "VoiceOver: " + parts.joined(separator: ", ") + " [" + element.traits.map(\.rawValue).joined(separator: ", ") + "]"
    }
}

/// Draws a story with the real view: the form components through their state initializers, so
/// every part of the story's state (focus, selection, an open dialog, a tab and its search) is
/// drawn.
struct StoryViewRenderer: View {
    @Environment(\.tallyTheme) private var theme
    let view: StoryView
    let context: StoryContext

    var body: some View {
        switch view {
        case .amountInput(let state):
            Live(state) { AmountInputView(state: $0) }
        case .animatedAmount(let state):
            AnimatedAmountInput(state: state) {}
        case .currencyField(let state):
            CurrencyField(state: .constant(state))
        case .quickAmountBar(let state):
            Live(state) { QuickAmountBar(state: $0) }
        case .amountKeypad(let state):
            Live(state) { AmountKeypad(state: $0) }
        case .titleInput(let state):
            AnimatedTitleInput(state: state)
        case .sectionHeader(let state):
            SectionHeaderView(state: state)
        case .dateSectionHeader(let state):
            DateSectionHeaderView(state: state)
        case .formSection(let state, let rows):
            FormSection(state: state) {
                ForEach(rows, id: \.self) { row in
                    Text(verbatim: row).padding(theme.spacing(.md)).frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        // A page shows several focused fields at once, but only one can hold the system's focus:
        // the fields are drawn from their fixed states, so each keeps the focus its story gives.
        case .formTextField(let state):
            FormTextField(state: .constant(state))
        case .textInputField(let state):
            TextInputField(state: .constant(state))
        case .datePickerRow(let state):
            Live(state) { DatePickerRow(state: $0) }
        case .dateButtons(let state):
            Live(state) { DateButtonsView(state: $0) }
        case .reminderPicker(let state):
            Live(state) { ReminderPickerView(state: $0) }
        case .frequencyPicker(let state):
            Live(state) { FrequencyPickerView(state: $0) }
        case .recurringToggle(let state):
            Live(state) { RecurringToggleView(state: $0) }
        case .segmentedPicker(let state):
            Live(state) { SegmentedPickerView(state: $0) }
        case .iconView(let state):
            IconView(state: state)
        case .datePickerSheet(let state):
            DatePickerSheet(state: state, selection: .constant(state.selectedDate))
                .frame(minHeight: 480)
        case .addTransaction(let state):
            AddTransactionSheet(state: state, onSave: { _ in }, onCancel: {})
                .frame(minHeight: 640)
        case .iconPickerRow(let state):
            Live(state) { IconPickerRow(state: $0) }
        case .iconPicker(let state):
            IconPickerView(state: state, selectedSource: .constant(state.selection))
                .frame(minHeight: 480)
        case .colorPickerRow(let state):
            Live(state) { ColorPickerRow(state: $0) }
        case .confirmationDialogButton(let state):
            Live(state) { ConfirmationDialogButton(state: $0) {} }
        }
    }
}

/// A story's state held by the gallery, so the drawn view starts in exactly that state and can
/// then be used: typed into, opened, toggled.
private struct Live<Value, Content: View>: View {
    @State private var value: Value
    private let content: (Binding<Value>) -> Content

    init(_ value: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
        _value = State(initialValue: value)
        self.content = content
    }

    var body: some View { content($value) }
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

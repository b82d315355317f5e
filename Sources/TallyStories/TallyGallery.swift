#if canImport(SwiftUI)
import SwiftUI
@_spi(Tally) import TallyCore
import TallyUI

/// The catalog on Apple platforms: every component of the kit in every named state, drawn by the
/// real TallyUI views, in a language chosen on screen. It is the counterpart of the
/// `tally catalog` site and renders the same list of components and states, so the two cannot
/// drift apart. It is seen in Xcode's previews of this package (this file's, and each story
/// file's); apps do not link it.
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
    public init(stories: [ComponentStory]) {
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
struct StoryPage: View {
    @Environment(\.tallyTheme) private var theme
    let story: ComponentStory
    /// The languages the picker offers: the catalog's, then the one the page opened in when it
    /// is not one of them.
    private let languages: [Locale]
    @State private var languageIndex: Int

    /// `story`'s page in `language`; in the catalog's first language when nil.
    init(story: ComponentStory, language: Locale? = nil) {
        self.story = story
        var languages = StoryContext.languages
        if let language, !languages.contains(where: { $0.identifier == language.identifier }) {
            languages.append(language)
        }
        self.languages = languages
        _languageIndex = State(initialValue: language.flatMap { language in
            languages.firstIndex { $0.identifier == language.identifier }
        } ?? 0)
    }

    var body: some View {
        let context = StoryContext(locale: languages[languageIndex])
        ScrollView {
            VStack(alignment: .leading, spacing: theme.spacing(.xl)) {
                Picker(selection: $languageIndex) {
                    ForEach(languages.indices, id: \.self) { index in
                        Text(verbatim: languages[index].identifier).tag(index)
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
                        view.drawn(in: context)
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
    static func describe(_ element: AccessibilityElement) -> String {
        let parts = [element.label, element.value, element.hint].compactMap { $0 }
        return "VoiceOver: " + parts.joined(separator: ", ") + " [" + element.traits.names.joined(separator: ", ") + "]"
    }
}

/// A story's state held by the gallery, so the drawn view starts in exactly that state and can
/// then be used: typed into, opened, toggled.
struct Live<Value, Content: View>: View {
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
#endif

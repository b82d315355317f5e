#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The one section header: `default` for settings and form sections, `emphasized` for day
/// headers, `compact` for picker categories. It draws a `SectionHeaderViewState`: type, colour
/// and case come from its style; VoiceOver reads the title as written and as a header.
///
/// ```swift
/// SectionHeaderView(.subscriptionReminders)
/// SectionHeaderView(state: SectionHeaderViewState(title: title, style: .compact))
/// ```
public struct SectionHeaderView: View {
    private let state: SectionHeaderViewState?
    private let key: TallyStringKey?
    private let style: SectionHeaderStyle
    /// The caller's title as `Text`, drawn and read instead of the state's title.
    private var titleText: Text?
    /// The case an enclosing view asks for, kept for titles the state already cases.
    @Environment(\.textCase) private var textCase
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.locale) private var locale
    @Environment(\.tallyTheme) private var theme
    @Environment(\.tallyLanguage) private var language

    /// A header drawing `state`.
    public init(state: SectionHeaderViewState) {
        self.state = state
        key = nil
        style = state.style
    }

    /// A header reading `title` as written.
    @_disfavoredOverload
    public init(_ title: String, style: SectionHeaderStyle = .default) {
        self.init(state: SectionHeaderViewState(title: title, style: style))
    }

    /// A header reading `title` as written: the same as `init(_:style:)` with a `String`, with the
    /// argument label apps' own section headers often have.
    public init(title: String, style: SectionHeaderStyle = .default) {
        self.init(state: SectionHeaderViewState(title: title, style: style))
    }

    /// A header reading `key` from the String Catalog in the environment's language (`\.tallyLanguage`).
    public init(_ key: TallyStringKey, style: SectionHeaderStyle = .default) {
        state = nil
        self.key = key
        self.style = style
    }

    /// The header.
    public var body: some View {
        let state = state ?? SectionHeaderViewState(title: key?.text(language: language) ?? "", style: style)
        let isAccessibilitySize = dynamicTypeSize.isAccessibilitySize
        Text.label(titleText, or: state.displayTitle(locale: locale, isAccessibilitySize: isAccessibilitySize))
            .font(Font(state.typography(in: theme)))
            .foregroundStyle(ThemeColor(state.style.colorRole))
            .frame(maxWidth: .infinity, alignment: .leading)
            .fixedSize(horizontal: false, vertical: true)
            .textCase(swiftUICase(state.textCasing(callerTitle: titleText != nil, isAccessibilitySize: isAccessibilitySize)))
            .accessibilityLabel(Text.label(titleText, or: state.accessibilityLabel))
            .accessibilityAddTraits(state.isHeader ? .isHeader : [])
    }
}

extension SectionHeaderView {
    /// SwiftUI's case for `casing`: the environment's where the header inherits it.
    private func swiftUICase(_ casing: SectionHeaderViewState.TextCasing) -> Text.Case? {
        switch casing {
        case .uppercase: .uppercase
        case .asWritten: nil
        case .inherited: textCase
        }
    }
}

// MARK: - Previews

private struct SectionHeaderPreview: View {
    @Environment(\.tallyTheme) private var theme
    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.lg)) {
            ForEach(SectionHeaderStyle.allCases, id: \.self) { style in
                SectionHeaderView(.subscriptionBasicInfo, style: style)
            }
            SectionHeaderView(state: SectionHeaderViewState(title: "istanbul", style: .compact))
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.groupedBackground)
    }
}

#Preview("Section headers, light") {
    SectionHeaderPreview()
}

#Preview("Section headers, dark") {
    SectionHeaderPreview().preferredColorScheme(.dark)
}

#Preview("Section headers, AX3, Russian") {
    SectionHeaderPreview().environment(\.locale, Locale(identifier: "ru_RU")).tallyLanguage("ru_RU").dynamicTypeSize(.accessibility3)
}

extension SectionHeaderView {
    /// A header reading the text of `titleKey`, looked up in `tableName` of `bundle` (the app's
    /// `Localizable` strings by default) as `Text(titleKey)` is, in the style's case.
    ///
    /// A string literal picks this form: `SectionHeaderView("Reminders")`.
    public init(_ titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, style: SectionHeaderStyle = .default) {
        self.init(Text(titleKey, tableName: tableName, bundle: bundle), style: style)
    }

    /// A header drawing `title` in the style's font, colour and case; VoiceOver reads `title` as
    /// a header.
    public init(_ title: Text, style: SectionHeaderStyle = .default) {
        self.init(state: SectionHeaderViewState(title: "", style: style), title: title)
    }

    /// A header drawing `state`, with the caller's `title` in place of the state's when given.
    init(state: SectionHeaderViewState, title: Text?) {
        self.init(state: state)
        titleText = title
    }
}
#endif

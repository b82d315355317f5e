#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The one section header: `default` for settings and form sections, `emphasized` for day
/// headers, `compact` for picker categories. It draws a ``SectionHeaderViewState``: type, colour
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
    @Environment(\.locale) private var locale
    @Environment(\.tallyTheme) private var theme
    @Environment(\.tallyLanguage) private var language

    /// A header drawing `state`.
    public init(state: SectionHeaderViewState) {
        self.state = state
        key = nil
        style = state.style
    }

    /// A header reading `title`.
    public init(_ title: String, style: SectionHeaderStyle = .default) {
        self.init(state: SectionHeaderViewState(title: title, style: style))
    }

    /// A header reading `key` from the String Catalog in the environment's locale.
    public init(_ key: TallyStringKey, style: SectionHeaderStyle = .default) {
        state = nil
        self.key = key
        self.style = style
    }

    /// The header.
    public var body: some View {
        let state = state ?? SectionHeaderViewState(title: key?.text(language: language) ?? "", style: style)
        Text(verbatim: state.displayTitle(locale: locale))
            .font(Font(state.typography(in: theme)))
            .foregroundStyle(ThemeColor(state.style.colorRole))
            .frame(maxWidth: .infinity, alignment: .leading)
            .fixedSize(horizontal: false, vertical: true)
            .accessibilityLabel(Text(verbatim: state.accessibilityLabel))
            .accessibilityAddTraits(state.isHeader ? .isHeader : [])
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
#endif

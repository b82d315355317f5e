#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The one section header: `default` for settings and form sections, `emphasized` for day
/// headers, `compact` for picker categories. It draws a `SectionHeaderViewState`: type, colour
/// and case come from its style; VoiceOver reads the title and that it is a header.
///
/// Its title is taken as SwiftUI's `Text` takes one: an app key (a string literal picks this
/// form), a `Text`, one of Tally's keys, or a string shown verbatim.
///
/// ```swift
/// SectionHeaderView("Account")                       // the app's "Account" key
/// SectionHeaderView(.subscriptionReminders)          // Tally's text
/// SectionHeaderView(account.name)                    // a String, as written
/// SectionHeaderView(state: SectionHeaderViewState(title: title, style: .compact))
/// ```
public struct SectionHeaderView: View {
    private let state: SectionHeaderViewState?
    private let key: TallyStringKey?
    private let style: SectionHeaderStyle
    /// The caller's title, drawn and read instead of the state's title.
    private var titleText: CallerText?
    /// The case an enclosing view asks for, kept for titles the state already cases.
    @Environment(\.textCase) private var textCase
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.locale) private var locale
    @Environment(\.tallyTheme) private var theme
    @Environment(\.tallyLanguage) private var language
    @Environment(\.appKeyLanguage) private var appKeyLanguage

    /// A header drawing `state`.
    public init(state: SectionHeaderViewState) {
        self.state = state
        key = nil
        style = state.style
    }

    /// A header showing `title` verbatim, as `Text(_:)` shows a string: a `String` variable
    /// picks this form, a string literal the `LocalizedStringKey` one.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written (in the style's case).
    ///   - style: The header's style.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, style: SectionHeaderStyle = .default) {
        self.init(state: SectionHeaderViewState(title: String(title), style: style))
    }

    /// A header reading `title` as written, with the argument label apps' own section headers
    /// often have.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - style: The header's style.
    @available(*, deprecated, message: "Use init(_:style:) instead")
    public init(title: String, style: SectionHeaderStyle = .default) {
        self.init(state: SectionHeaderViewState(title: title, style: style))
    }

    /// A header reading `key` from the String Catalog in the environment's language (`\.tallyLanguage`).
    ///
    /// - Parameters:
    ///   - key: One of Tally's texts.
    ///   - style: The header's style.
    public init(_ key: TallyStringKey, style: SectionHeaderStyle = .default) {
        state = nil
        self.key = key
        self.style = style
    }

    /// The header.
    public var body: some View {
        let state = state ?? SectionHeaderViewState(title: key?.text(language: language) ?? "", style: style)
        let isAccessibilitySize = dynamicTypeSize.isAccessibilitySize
        let callerTitle = titleText.text(in: appKeyLanguage)
        Text.label(callerTitle, or: state.displayTitle(locale: locale, isAccessibilitySize: isAccessibilitySize))
            .font(Font(state.typography(in: theme)))
            .foregroundStyle(ThemeColor(state.style.colorRole))
            .frame(maxWidth: .infinity, alignment: .leading)
            .fixedSize(horizontal: false, vertical: true)
            .textCase(swiftUICase(state.textCasing(callerTitle: callerTitle != nil, isAccessibilitySize: isAccessibilitySize)))
            .tallyAccessibility(state.accessibilityElement, label: callerTitle)
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

extension SectionHeaderView {
    /// A header reading the text of `titleKey`, looked up in `tableName` of `bundle` (the app's
    /// `Localizable` strings by default) as `Text(titleKey)` is, in the language
    /// `tallyLanguage(_:)` sets when one is set, in the style's case.
    ///
    /// A string literal picks this form: `SectionHeaderView("Reminders")`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - style: The header's style.
    public init(_ titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, style: SectionHeaderStyle = .default) {
        self.init(state: SectionHeaderViewState(title: "", style: style), title: CallerText(titleKey, tableName: tableName, bundle: bundle))
    }

    /// A header drawing `title` in the style's font, colour and case; VoiceOver reads `title` as
    /// a header.
    ///
    /// - Parameters:
    ///   - title: The title, drawn as given.
    ///   - style: The header's style.
    public init(_ title: Text, style: SectionHeaderStyle = .default) {
        self.init(state: SectionHeaderViewState(title: "", style: style), title: CallerText(title))
    }

    /// A header drawing `state`, with the caller's `title` in place of the state's when given.
    init(state: SectionHeaderViewState, title: CallerText?) {
        self.init(state: state)
        titleText = title
    }
}
#endif

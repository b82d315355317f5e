#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A form section: an optional header, the rows, an optional footer. It draws a
/// `FormSectionState`; in the `card` and `list` styles it puts a divider between each two rows
/// by itself, so call sites list rows and never write `Divider()`.
///
/// ```swift
/// FormSection(header: "Subscription", footer: "Shown on the subscription's card") {
///     FormTextField(text: $name, placeholder: "Name")
///     IconPickerRow(selectedSource: $icon)
///     FrequencyPickerView(selection: $frequency)
/// }
/// ```
///
/// Rows are told apart with SwiftUI's variadic view tree (`_VariadicView`), which reaches back to
/// iOS 13; iOS 18's `Group(subviews:)` does the same but would leave iOS 17 without dividers.
public struct FormSection<Content: View>: View {
    @Environment(\.tallyTheme) private var theme
    private let state: FormSectionState
    private let content: Content
    /// The caller's header and footer, drawn instead of the state's.
    private var headerText: CallerText?
    private var footerText: CallerText?
    @Environment(\.appKeyLanguage) private var appKeyLanguage

    /// A section drawing `state` around `content`'s rows.
    public init(state: FormSectionState, @ViewBuilder content: () -> Content) {
        self.state = state
        self.content = content()
    }

    /// A section of `content`'s rows under `header` and over `footer`, shown as written.
    ///
    /// - Parameters:
    ///   - header: The header, shown with ``SectionHeaderView``; none when nil.
    ///   - footer: A note under the rows; none when nil.
    ///   - style: Card, list or plain.
    ///   - content: The rows.
    @available(*, deprecated, message: "Use init(header:footer:style:content:) with Text(verbatim:) instead")
    @_disfavoredOverload
    public init(header: String? = nil, footer: String? = nil, style: FormSectionStyle = .card, @ViewBuilder content: () -> Content) {
        self.init(state: FormSectionState(header: header, footer: footer, style: style), content: content)
    }

    /// The section.
    public var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
            if let header = headerState {
                SectionHeaderView(state: header, title: headerText)
                    .padding(.horizontal, CGFloat(state.textInset(in: theme)))
            }
            rows
            if let footer = visibleFooter, let accessibility = state.footerAccessibility(callerFooter: footerText != nil) {
                footer
                    .tallyFont(.caption)
                    .foregroundStyle(ThemeColor.textSecondary)
                    .fixedSize(horizontal: false, vertical: true)
                    .tallyAccessibility(accessibility, label: footerText.text(in: appKeyLanguage))
                    .padding(.horizontal, CGFloat(state.textInset(in: theme)))
            }
        }
    }

    @ViewBuilder
    private var rows: some View {
        let stack = _VariadicView.Tree(DividedRows(state: state, theme: theme)) { content }
        if state.style.hasCard {
            stack
                .background(ThemeColor.cardBackground, in: RoundedRectangle(cornerRadius: theme.radius(.md), style: .continuous))
                .clipShape(RoundedRectangle(cornerRadius: theme.radius(.md), style: .continuous))
        } else {
            stack
        }
    }
}

/// Stacks the rows it is given with a divider between each two, as the state says.
private struct DividedRows: _VariadicView_UnaryViewRoot {
    let state: FormSectionState
    let theme: TallyTheme

    func body(children: _VariadicView.Children) -> some View {
        let count = children.count
        VStack(alignment: .leading, spacing: CGFloat(state.rowSpacing(in: theme))) {
            ForEach(Array(children.enumerated()), id: \.element.id) { index, row in
                row
                if state.showsDivider(after: index, rowCount: count) {
                    Divider().padding(.leading, CGFloat(state.dividerLeadingInset(in: theme)))
                }
            }
        }
    }
}

extension View {
    /// The one form-field look: the surface colour, `radius.md` corners and a border in the
    /// state's colour and width (resting, focused, error), from `FieldBorder`, in the environment's
    /// theme.
    public func formFieldStyle(isFocused: Bool, hasError: Bool) -> some View {
        formFieldStyle(border: FieldBorder(isFocused: isFocused, hasError: hasError))
    }

    /// The one form-field look with `border`: the surface colour, `radius.md` corners and the
    /// border's colour and width (`FieldBorder.width(in:)`: the theme's `borderWidth.hairline` at
    /// rest, `borderWidth.emphasis` otherwise), in the environment's theme.
    public func formFieldStyle(border: FieldBorder) -> some View {
        modifier(FormFieldBackground(border: border))
    }
}

/// The field background and border.
struct FormFieldBackground: ViewModifier {
    @Environment(\.tallyTheme) private var theme
    let border: FieldBorder

    func body(content: Content) -> some View {
        let shape = RoundedRectangle(cornerRadius: theme.radius(.md), style: .continuous)
        content
            .background(ThemeColor.surface, in: shape)
            .overlay { shape.strokeBorder(ThemeColor(border.role.colorRole), lineWidth: CGFloat(border.width(in: theme))) }
    }
}

extension FormSection {
    /// A section of `content`'s rows under the text of `header` and over the text of `footer`,
    /// each looked up in `tableName` of `bundle` (the app's `Localizable` strings by default) as
    /// `Text(header)` is. A string literal picks this form: `FormSection(header: "Account")`.
    ///
    /// - Parameters:
    ///   - header: The header's key, shown with ``SectionHeaderView``.
    ///   - footer: The key of a note under the rows; none when nil.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - style: Card, list or plain.
    ///   - content: The rows.
    public init(header: LocalizedStringKey, footer: LocalizedStringKey? = nil, tableName: String? = nil, bundle: Bundle? = nil,
                style: FormSectionStyle = .card, @ViewBuilder content: () -> Content) {
        self.init(state: FormSectionState(style: style), content: content)
        headerText = CallerText(header, tableName: tableName, bundle: bundle)
        footerText = footer.map { CallerText($0, tableName: tableName, bundle: bundle) }
    }

    /// A section of `content`'s rows under `header` and over `footer`, drawn as given; with
    /// neither, a section of rows alone: `FormSection { … }`.
    ///
    /// - Parameters:
    ///   - header: The header, shown with ``SectionHeaderView``; none when nil.
    ///   - footer: A note under the rows; none when nil.
    ///   - style: Card, list or plain.
    ///   - content: The rows.
    public init(header: Text? = nil, footer: Text? = nil, style: FormSectionStyle = .card, @ViewBuilder content: () -> Content) {
        self.init(state: FormSectionState(style: style), content: content)
        headerText = header.map { CallerText($0) }
        footerText = footer.map { CallerText($0) }
    }

    /// The header as drawn: the state decides whether there is one, the caller's `Text` (when
    /// given) is drawn in it.
    private var headerState: SectionHeaderViewState? {
        state.headerState(callerHeader: headerText != nil)
    }

    /// The footer as drawn, when the state shows one: the caller's `Text`, or the state's footer
    /// as written.
    private var visibleFooter: Text? {
        guard state.showsFooter(callerFooter: footerText != nil) else { return nil }
        return Text.label(footerText.text(in: appKeyLanguage), or: state.visibleFooter ?? "")
    }
}
#endif

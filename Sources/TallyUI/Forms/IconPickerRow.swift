#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The icon row of a form: its title, the chosen icon (or a photo placeholder) and a chevron. A
/// tap plays a light haptic and opens ``IconPickerView`` in a sheet, which hands the
/// environment's logo service on. It draws an `IconPickerRowState`.
///
/// VoiceOver reads it as one button: the title, then what is chosen (the brand's name, the
/// symbol's category, or "No icon"), then the hint "Opens the icon picker". It is at least 44 pt
/// tall.
public struct IconPickerRow: View {
    @Environment(\.tallyTheme) private var theme
    private let storage: ViewStateStorage<IconPickerRowState>
    @State private var local: IconPickerRowState
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.appKeyLanguage) private var appKeyLanguage
    @Environment(\.logoService) private var logoService
    /// The caller's title, drawn and read instead of the state's.
    private var titleText: CallerText?

    /// A row drawing and editing `state`: the chosen icon, and whether the picker is open.
    public init(state: Binding<IconPickerRowState>) {
        storage = ViewStateStorage(state)
        _local = State(initialValue: state.wrappedValue)
    }

    /// A row editing `selectedSource`, titled with the text of `titleKey`, looked up in
    /// `tableName` of `bundle` (the app's `Localizable` strings by default) as `Text(titleKey)`
    /// is. A string literal picks this form: `IconPickerRow(selectedSource: $icon, title: "Logo")`.
    ///
    /// - Parameters:
    ///   - selectedSource: The chosen icon; nil for none.
    ///   - titleKey: The key of the row's title.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - style: How the chosen icon is drawn; when nil, the standard style for the icon at the
    ///     environment theme's `iconSize.md` (`IconStyle.standard(for:size:in:)`).
    public init(selectedSource: Binding<IconSource?>, title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
                style: IconStyle? = nil) {
        self.init(selectedSource: selectedSource, plainTitle: nil, style: style)
        titleText = CallerText(titleKey, tableName: tableName, bundle: bundle)
    }

    /// A row editing `selectedSource`.
    ///
    /// - Parameters:
    ///   - selectedSource: The chosen icon; nil for none.
    ///   - title: The row's title, drawn as given; "Icon" from the String Catalog, in the
    ///     environment's language, when nil.
    ///   - style: How the chosen icon is drawn; when nil, the standard style for the icon at the
    ///     environment theme's `iconSize.md` (20 pt in Tally's theme,
    ///     `IconStyle.standard(for:size:in:)`).
    public init(selectedSource: Binding<IconSource?>, title: Text? = nil, style: IconStyle? = nil) {
        self.init(selectedSource: selectedSource, plainTitle: nil, style: style)
        titleText = title.map { CallerText($0) }
    }

    /// A row editing `selectedSource`, titled `title` as written.
    ///
    /// - Parameters:
    ///   - selectedSource: The chosen icon; nil for none.
    ///   - title: The row's title, shown as written; "Icon" from the String Catalog when nil.
    ///   - style: How the chosen icon is drawn; the standard style when nil.
    @available(*, deprecated, message: "Use init(selectedSource:title:style:) with Text(verbatim:) instead")
    @_disfavoredOverload
    public init(selectedSource: Binding<IconSource?>, title: String? = nil, style: IconStyle? = nil) {
        self.init(selectedSource: selectedSource, plainTitle: title, style: style)
    }

    /// A row whose state holds `title` as a string (nil for the default, or where the caller's
    /// title is drawn instead).
    private init(selectedSource: Binding<IconSource?>, plainTitle title: String?, style: IconStyle?) {
        let initial = IconPickerRowState(selection: selectedSource.wrappedValue, title: title, style: style)
        storage = ViewStateStorage(
            initial: initial,
            overlay: { local in
                var state = local
                state.selection = selectedSource.wrappedValue
                state.title = title
                state.style = style
                return state
            },
            write: { selectedSource.wrappedValue = $0.selection }
        )
        _local = State(initialValue: initial)
    }

    /// The row.
    public var body: some View {
        let binding = storage.binding(local: $local)
        let state = binding.wrappedValue
        let accessibility = state.accessibilityElement(locale: locale, language: language)
        let callerTitle = titleText.text(in: appKeyLanguage)
        Button(action: {
            binding.wrappedValue.open()
        }, label: {
            HStack(spacing: theme.spacing(.md)) {
                Text.label(callerTitle, or: accessibility.label)
                    .tallyFont(.body)
                    .foregroundStyle(ThemeColor.textPrimary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                currentIcon(state)
                Image(systemName: "chevron.right")
                    .font(theme.font(.caption).weight(.semibold))
                    .foregroundStyle(ThemeColor.textSecondary)
            }
            .padding(theme.spacing(.md))
            .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
            .contentShape(Rectangle())
        })
        .buttonStyle(.plain)
        .hapticFeedback(.impact(weight: .light), trigger: state.tapFeedback)
        .tallyAccessibility(accessibility, label: callerTitle)
        .sheet(isPresented: binding.isPresented) {
            IconPickerView(state: state.picker(isOnlineSearchEnabled: logoService != nil), selectedSource: binding.selection)
                .logoService(logoService)
        }
    }

    @ViewBuilder
    private func currentIcon(_ state: IconPickerRowState) -> some View {
        if let icon = state.icon(in: theme) {
            IconView(state: icon)
        } else {
            let side = CGFloat(state.placeholderSize(in: theme))
            Image(systemName: state.placeholderSymbol)
                .resizable()
                .scaledToFit()
                .foregroundStyle(ThemeColor.textSecondary)
                .frame(width: side * 0.8, height: side * 0.8)
                .frame(width: side, height: side)
        }
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// The icon picker: an Icons tab of SF Symbols by category and a Logos tab of banks and services,
/// each with its own search. It draws an `IconPickerViewState`: the tab, the search text, what
/// each tab lists, the messages and the selection come from there.
///
/// The choice is made in the picker and written to `selectedSource` only with Done; Cancel
/// leaves it as it was. The Logos tab loads logos and offers a typed domain through the
/// environment's ``SwiftUI/EnvironmentValues/logoService``; without one it says online logo
/// search is off and still lists the built-in banks and services.
///
/// Every cell is at least 44 pt, has a VoiceOver label (the symbol's system description or the
/// brand's name) and carries the selected trait when chosen. The two tabs are segments, and a
/// list of rows at the accessibility text sizes, as in ``SegmentedPickerView``.
public struct IconPickerView: View {
    @Environment(\.tallyTheme) private var theme
    @Binding private var selectedSource: IconSource?
    @State private var state: IconPickerViewState
    @Environment(\.dismiss) private var dismiss
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.logoService) private var logoService

    /// A picker starting from `state` (its tab, search text and choice), writing the choice to
    /// `selectedSource` with Done.
    public init(state: IconPickerViewState, selectedSource: Binding<IconSource?>) {
        _selectedSource = selectedSource
        _state = State(initialValue: state)
    }

    /// A picker editing `selectedSource`.
    public init(selectedSource: Binding<IconSource?>) {
        self.init(state: IconPickerViewState(selection: selectedSource.wrappedValue), selectedSource: selectedSource)
    }

    /// The tabs, the search field and the grid, in a navigation stack with Cancel and Done.
    public var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: theme.spacing(.lg)) {
                    tabPicker
                    searchField
                    switch state.tab {
                    case .icons: iconsTab
                    case .logos: logosTab
                    }
                }
                .padding(theme.spacing(.lg))
            }
            .background(ThemeColor.groupedBackground)
            .navigationTitle(Text(verbatim: state.title(locale: locale, language: language)))
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(action: { dismiss() }, label: { LocalizedText(.commonCancel) })
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(action: {
                        selectedSource = state.selection
                        dismiss()
                    }, label: { LocalizedText(.commonDone).bold() })
                }
            }
        }
        .onChange(of: logoService != nil, initial: true) { _, isOn in
            state.isOnlineSearchEnabled = isOn
        }
        .hapticFeedback(.selection, trigger: state.selection)
    }

    // MARK: Tabs and search

    /// The tabs: segments, or a list of rows at the accessibility text sizes.
    private var tabPicker: some View {
        let state = $state
        let locale = locale
        let language = language
        return SegmentedPickerView(state: Binding(
            get: { state.wrappedValue.tabPicker(locale: locale, language: language) },
            set: { state.wrappedValue.tab = $0.selection }
        ))
    }

    private var searchField: some View {
        HStack(spacing: theme.spacing(.sm)) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(ThemeColor.textSecondary)
                .accessibilityHidden(true)
            TextField(text: $state.query, prompt: Text(verbatim: state.searchPlaceholder(locale: locale, language: language))) {
                Text(verbatim: TallyStringKey.commonSearch.text(language: language))
            }
            .tallyFont(.body)
            .foregroundStyle(ThemeColor.textPrimary)
            .autocorrectionDisabled()
            #if os(iOS)
            .textInputAutocapitalization(.never)
            .keyboardType(state.searchUsesURLKeyboard ? .URL : .default)
            #endif
            .submitLabel(.search)
            .tallyAccessibility(state.searchFieldAccessibility(locale: locale, language: language))
            if state.showsClearButton {
                Button(action: { state.clearQuery() }, label: {
                    Image(systemName: "xmark.circle.fill").foregroundStyle(ThemeColor.textSecondary)
                })
                .buttonStyle(.plain)
                .frame(minWidth: CGFloat(theme.tapArea(.minimum)), minHeight: CGFloat(theme.tapArea(.minimum)))
                .contentShape(Rectangle())
                .tallyAccessibility(state.clearButtonAccessibility(locale: locale, language: language))
            }
        }
        .padding(.horizontal, theme.spacing(.md))
        .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
        .background(ThemeColor.surface, in: RoundedRectangle(cornerRadius: theme.radius(.md), style: .continuous))
    }

    // MARK: Icons tab

    @ViewBuilder
    private var iconsTab: some View {
        if state.hasNoResults(locale: locale, language: language) {
            noResults
        } else {
            if state.showsNoIconButton(locale: locale, language: language) {
                noIconButton
            }
            ForEach(state.symbolSections(locale: locale, language: language)) { section in
                VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
                    SectionHeaderView(state: state.symbolSectionHeader(section, locale: locale, language: language))
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: CGFloat(theme.tapArea(.recommended))), spacing: theme.spacing(.sm))],
                              spacing: theme.spacing(.sm)) {
                        ForEach(section.symbols) { symbol in
                            symbolCell(symbol)
                        }
                    }
                }
            }
        }
    }

    private func symbolCell(_ symbol: CatalogueSymbol) -> some View {
        let isSelected = state.isSelected(symbol.source)
        return Button(action: { state.select(symbol.source) }, label: {
            IconView(source: symbol.source, style: .categoryIcon(in: theme))
                .frame(minWidth: CGFloat(theme.tapArea(.recommended)), minHeight: CGFloat(theme.tapArea(.recommended)))
                .overlay { selectionRing(isSelected) }
                .contentShape(Rectangle())
        })
        .buttonStyle(.plain)
        .accessibilityAddTraits(isSelected ? .isSelected : []) // a11y: the system reads the symbol's own description
        .motionSafe(transition: .fast, kind: .stateChange, value: isSelected)
    }

    /// Clears the choice: "No icon".
    private var noIconButton: some View {
        let accessibility = state.noIconButtonAccessibility(locale: locale, language: language)
        let isSelected = accessibility.traits.contains(.selected)
        return Button(action: { state.select(nil) }, label: {
            HStack(spacing: theme.spacing(.md)) {
                Image(systemName: "circle.slash")
                    .foregroundStyle(ThemeColor.textSecondary)
                    .accessibilityHidden(true)
                LocalizedText(.iconPickerNoIcon)
                    .tallyFont(.body)
                    .foregroundStyle(ThemeColor.textPrimary)
                Spacer(minLength: theme.spacing(.sm))
                if isSelected {
                    Image(systemName: "checkmark")
                        .foregroundStyle(ThemeColor.primary)
                        .accessibilityHidden(true)
                }
            }
            .padding(.horizontal, theme.spacing(.md))
            .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
            .background(ThemeColor.cardBackground, in: RoundedRectangle(cornerRadius: theme.radius(.md), style: .continuous))
            .contentShape(Rectangle())
        })
        .buttonStyle(.plain)
        .tallyAccessibility(accessibility)
        .motionSafe(transition: .fast, kind: .stateChange, value: isSelected)
    }

    // MARK: Logos tab

    @ViewBuilder
    private var logosTab: some View {
        if state.showsOnlineSearchOff {
            Label(title: { LocalizedText(.iconPickerOnlineSearchOff) }, icon: { Image(systemName: "wifi.slash") })
                .tallyFont(.caption)
                .foregroundStyle(ThemeColor.textSecondary)
        }
        if let error = state.domainErrorAccessibility(locale: locale, language: language) {
            Label(title: { Text(verbatim: error.label).tallyAccessibility(error) },
                  icon: { Image(systemName: "exclamationmark.triangle.fill") })
                .tallyFont(.caption)
                .foregroundStyle(ThemeColor.errorText)
        }
        if state.hasNoResults(locale: locale, language: language) {
            noResults
        } else {
            ForEach(state.logoSections) { section in
                VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
                    SectionHeaderView(state: state.logoSectionHeader(section, locale: locale, language: language))
                    // A logo cell is at least two tap areas wide: room for the logo and a two-line name.
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: CGFloat(theme.tapArea(.minimum) * 2)), spacing: theme.spacing(.sm))], spacing: theme.spacing(.sm)) {
                        ForEach(section.sources, id: \.self) { source in
                            logoCell(source)
                        }
                    }
                }
            }
        }
    }

    private func logoCell(_ source: IconSource) -> some View {
        let accessibility = state.logoCellAccessibility(source)
        let isSelected = accessibility.traits.contains(.selected)
        let name = accessibility.label
        return Button(action: { state.select(source) }, label: {
            VStack(spacing: theme.spacing(.xs)) {
                IconView(source: source, style: .standard(for: source, size: .xl, in: theme))
                Text(verbatim: name)
                    .tallyFont(.caption)
                    .foregroundStyle(ThemeColor.textPrimary)
                    .multilineTextAlignment(.center)
                    .lineLimit(2)
            }
            .padding(theme.spacing(.xs))
            .frame(maxWidth: .infinity, minHeight: CGFloat(theme.tapArea(.minimum)))
            .overlay { selectionRing(isSelected) }
            .contentShape(Rectangle())
        })
        .buttonStyle(.plain)
        .tallyAccessibility(accessibility)
        .motionSafe(transition: .fast, kind: .stateChange, value: isSelected)
    }

    // MARK: Shared pieces

    private func selectionRing(_ isSelected: Bool) -> some View {
        RoundedRectangle(cornerRadius: theme.radius(.md), style: .continuous)
            .strokeBorder(ThemeColor.primary, lineWidth: CGFloat(theme.borderWidth(.emphasis)))
            .opacity(isSelected ? 1 : 0)
    }

    private var noResults: some View {
        LocalizedText(.iconPickerNoResults)
            .tallyFont(.body)
            .foregroundStyle(ThemeColor.textSecondary)
            .frame(maxWidth: .infinity, alignment: .center)
            .padding(.vertical, theme.spacing(.xxl))
    }
}
#endif

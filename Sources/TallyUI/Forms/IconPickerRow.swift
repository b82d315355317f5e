#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Seed 001's icon row for a form: its title, the chosen icon (or a photo placeholder) and a
/// chevron. A tap plays a light haptic and opens ``IconPickerView`` in a sheet, which hands the
/// environment's logo service on.
///
/// VoiceOver reads it as one button: the title, then what is chosen (the brand's name, the
/// symbol's category, or "No icon"), then the hint "Opens the icon picker"
/// (``IconPickerViewState/rowAccessibility(title:selection:catalogue:locale:)``). It is at least
/// 44 pt tall.
public struct IconPickerRow: View {
    @Binding private var selectedSource: IconSource?
    private let title: String?
    private let style: IconStyle?
    @State private var isPresented = false
    @State private var taps = 0
    @Environment(\.locale) private var locale
    @Environment(\.logoService) private var logoService

    /// A row editing `selectedSource`.
    ///
    /// - Parameters:
    ///   - selectedSource: The chosen icon; nil for none.
    ///   - title: The row's title, already localized; "Icon" from the String Catalog when nil.
    ///   - style: How the chosen icon is drawn; the standard style for the icon at 20 pt when
    ///     nil (``IconStyle/standard(for:size:)``).
    public init(selectedSource: Binding<IconSource?>, title: String? = nil, style: IconStyle? = nil) {
        _selectedSource = selectedSource
        self.title = title
        self.style = style
    }

    /// The row.
    public var body: some View {
        let accessibility = IconPickerViewState.rowAccessibility(title: title, selection: selectedSource, locale: locale)
        Button(action: {
            taps &+= 1
            isPresented = true
        }, label: {
            HStack(spacing: AppSpacing.md) {
                Text(verbatim: accessibility.label)
                    .font(AppTypography.body)
                    .foregroundStyle(AppColors.textPrimary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                currentIcon
                Image(systemName: "chevron.right")
                    .font(AppTypography.caption.weight(.semibold))
                    .foregroundStyle(AppColors.textSecondary)
            }
            .frame(minHeight: AppTapArea.minimum)
            .contentShape(Rectangle())
        })
        .buttonStyle(.plain)
        .hapticFeedback(.impact(weight: .light), trigger: taps)
        .pickerAccessibility(accessibility)
        .sheet(isPresented: $isPresented) {
            IconPickerView(selectedSource: $selectedSource)
                .logoService(logoService)
        }
    }

    @ViewBuilder
    private var currentIcon: some View {
        if let selectedSource {
            IconView(source: selectedSource, style: style ?? .standard(for: selectedSource, size: .md))
        } else {
            let placeholder = style ?? .placeholder
            Image(systemName: "photo")
                .resizable()
                .scaledToFit()
                .foregroundStyle(AppColors.textSecondary)
                .frame(width: CGFloat(placeholder.size) * 0.8, height: CGFloat(placeholder.size) * 0.8)
                .frame(width: CGFloat(placeholder.size), height: CGFloat(placeholder.size))
        }
    }
}

// MARK: - Previews

private struct IconPickerRowPreview: View {
    @State private var symbol: IconSource? = .sfSymbol("fork.knife")
    @State private var bank: IconSource? = .bankLogo(LogoBrand.banks[0])
    @State private var service: IconSource? = .brandService(LogoBrand.services[0])
    @State private var none: IconSource?
    @Environment(\.locale) private var locale

    var body: some View {
        VStack(spacing: 0) {
            IconPickerRow(selectedSource: $symbol)
            Divider()
            IconPickerRow(selectedSource: $bank, title: TallyStringKey.commonLogo.text(locale: locale))
            Divider()
            IconPickerRow(selectedSource: $service, style: .serviceLogo(size: .lg))
            Divider()
            IconPickerRow(selectedSource: $none)
        }
        .padding(.horizontal, AppSpacing.lg)
        .background(AppColors.cardBackground)
        .padding(AppSpacing.lg)
        .background(AppColors.groupedBackground)
    }
}

#Preview("Icon rows, light") {
    IconPickerRowPreview()
}

#Preview("Icon rows, dark") {
    IconPickerRowPreview().preferredColorScheme(.dark)
}

#Preview("Icon rows, AX3") {
    IconPickerRowPreview().dynamicTypeSize(.accessibility3)
}

#Preview("Icon rows, German") {
    IconPickerRowPreview().environment(\.locale, Locale(identifier: "de_DE"))
}
#endif

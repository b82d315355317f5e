#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A form row for a category's colour: the title and the current colour, expanding in place to a
/// grid of swatches and a field for a custom hex code.
///
/// - The binding holds a hex code. The row never rewrites it on its own: a stored `#3b82f6` is
///   shown as Blue and left as it is until a person picks something. A picked swatch stores its
///   canonical code (`#2563EB`); a typed code is read by ``HexColor/parse(_:)`` and stored in its
///   canonical form, which the field then shows, so a normalized entry (`38f` → `#3388FF`) is
///   visible. An invalid code is never stored: the field shows the catalog's message instead.
/// - Every swatch is at least 44 pt (growing with Dynamic Type) and carries a hairline border, so
///   a custom colour close to the card's stays visible. The selected one shows a checkmark in
///   ``CategoryPalette/swatchTextColor(on:)`` (at least 4.5:1 on any colour) and has the
///   `isSelected` trait.
/// - VoiceOver reads a palette swatch by its colour's name and a custom one as "Color #RRGGBB";
///   the row reads its title, the current colour and whether it is expanded.
/// - Expanding goes through the motion system: under Reduce Motion the grid dissolves in without
///   scaling.
public struct ColorPickerRow: View {
    @Binding private var selectedColorHex: String
    private let title: String?
    private let palette: CategoryPalette

    @State private var isExpanded: Bool
    @State private var customText: String
    @State private var customError: HexColor.ParseError?
    @State private var selections = 0
    @ScaledMetric(relativeTo: .body) private var scaledSwatchSize: CGFloat = 44
    @ScaledMetric(relativeTo: .body) private var currentSwatchSize: CGFloat = 24
    @Environment(\.locale) private var locale
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ReduceMotionSetting private var reduceMotion

    /// A colour row.
    ///
    /// - Parameters:
    ///   - selectedColorHex: The stored colour as a hex code; written only with canonical codes
    ///     (`#RRGGBB`) of a picked swatch or a valid typed code.
    ///   - title: The row's title, already localized; nil for the catalog's `common.color`.
    ///   - palette: The swatches, in order; Tally's twelve category colours by default.
    public init(
        selectedColorHex: Binding<String>, title: String? = nil,
        palette: [PaletteColor] = CategoryPalette.default.colors
    ) {
        self.init(selectedColorHex: selectedColorHex, title: title, palette: palette, isExpanded: false, customText: "", customError: nil)
    }

    /// A row in a given state, for previews and the gallery.
    init(
        selectedColorHex: Binding<String>, title: String?, palette: [PaletteColor],
        isExpanded: Bool, customText: String, customError: HexColor.ParseError?
    ) {
        _selectedColorHex = selectedColorHex
        self.title = title
        self.palette = CategoryPalette(colors: palette)
        _isExpanded = State(initialValue: isExpanded)
        _customText = State(initialValue: customText)
        _customError = State(initialValue: customError)
    }

    /// The row and, when expanded, the swatches and the custom code field.
    public var body: some View {
        let plan = MotionPlan(.appNormal, kind: .transition, reduceMotion: reduceMotion)
        VStack(alignment: .leading, spacing: AppSpacing.md) {
            header(plan: plan)
            if isExpanded {
                VStack(alignment: .leading, spacing: AppSpacing.lg) {
                    swatchGrid
                    customField
                }
                .transition(plan.moves ? .opacity.combined(with: .scale(scale: 0.96, anchor: .top)) : .opacity)
            }
        }
        .hapticFeedback(.selection, trigger: selections)
    }

    // MARK: - State

    /// The stored code read as a colour, or nil when it is empty or not a colour code.
    private var selectedColor: HexColor? {
        try? HexColor.parse(selectedColorHex).get().color
    }

    private var titleText: String {
        title ?? TallyStringKey.commonColor.text(locale: locale)
    }

    // MARK: - Header

    private func header(plan: MotionPlan) -> some View {
        Button {
            let expands = !isExpanded
            withAnimation(plan.animation) {
                isExpanded = expands
            }
            if expands, customText.isEmpty, let selectedColor, palette.isCustom(selectedColor) {
                customText = selectedColor.hex
            }
        } label: {
            headerContent
                .frame(maxWidth: .infinity, minHeight: AppTapArea.minimum, alignment: .leading)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(verbatim: titleText))
        .accessibilityValue(Text(verbatim: palette.rowAccessibilityValue(stored: selectedColorHex, isExpanded: isExpanded, locale: locale)))
    }

    @ViewBuilder
    private var headerContent: some View {
        let chevron = Image(systemName: isExpanded ? "chevron.up" : "chevron.down")
            .font(AppTypography.bodySmall.weight(.semibold))
            .foregroundStyle(AppColors.textSecondary)
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: AppSpacing.xs) {
                titleLabel
                HStack(spacing: AppSpacing.sm) {
                    currentColor(alignment: .leading)
                    Spacer(minLength: AppSpacing.sm)
                    chevron
                }
            }
        } else {
            HStack(spacing: AppSpacing.sm) {
                titleLabel
                Spacer(minLength: AppSpacing.sm)
                currentColor(alignment: .trailing)
                chevron
            }
        }
    }

    private var titleLabel: some View {
        Text(verbatim: titleText)
            .font(AppTypography.body)
            .foregroundStyle(AppColors.textPrimary)
            .fixedSize(horizontal: false, vertical: true)
    }

    private func currentColor(alignment: TextAlignment) -> some View {
        HStack(spacing: AppSpacing.sm) {
            if let selectedColor {
                Circle()
                    .fill(Color(selectedColor.color))
                    .overlay { Circle().strokeBorder(AppColors.border, lineWidth: 1) }
                    .frame(width: currentSwatchSize, height: currentSwatchSize)
            }
            Text(verbatim: palette.rowValue(stored: selectedColorHex, locale: locale))
                .font(AppTypography.body)
                .foregroundStyle(AppColors.textSecondary)
                .multilineTextAlignment(alignment)
                .fixedSize(horizontal: false, vertical: true)
        }
    }

    // MARK: - Swatches

    /// Swatches grow with Dynamic Type from 44 pt, up to twice that so the grid keeps a few
    /// columns at the largest sizes.
    private var swatchSize: CGFloat {
        min(max(scaledSwatchSize, AppTapArea.minimum), AppTapArea.minimum * 2)
    }

    private var swatchGrid: some View {
        LazyVGrid(
            columns: [GridItem(.adaptive(minimum: swatchSize, maximum: swatchSize), spacing: AppSpacing.md)],
            alignment: .leading, spacing: AppSpacing.md
        ) {
            ForEach(Array(palette.swatches(selected: selectedColor).enumerated()), id: \.offset) { _, swatch in
                swatchButton(swatch)
            }
        }
    }

    private func swatchButton(_ swatch: PaletteColor) -> some View {
        let isSelected = selectedColor == swatch.color
        let shape = RoundedRectangle(cornerRadius: AppRadius.sm, style: .continuous)
        return Button {
            select(swatch.color.hex)
        } label: {
            shape
                .fill(Color(swatch.color.color))
                .overlay { shape.strokeBorder(AppColors.border, lineWidth: 1) }
                .overlay {
                    if isSelected {
                        Image(systemName: "checkmark")
                            .font(.system(size: swatchSize * 0.4, weight: .bold))
                            .foregroundStyle(Color(swatch.textColor))
                    }
                }
                .padding(AppFocusRing.offset)
                .overlay {
                    if isSelected {
                        RoundedRectangle(cornerRadius: AppRadius.sm + AppFocusRing.offset, style: .continuous)
                            .strokeBorder(AppColors.textPrimary, lineWidth: AppFocusRing.width)
                    }
                }
                .frame(width: swatchSize, height: swatchSize)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(verbatim: swatch.accessibilityLabel(locale: locale)))
        .accessibilityAddTraits(isSelected ? .isSelected : [])
        .motionSafe(.appFast, kind: .stateChange, value: isSelected)
    }

    // MARK: - Custom code

    private var customField: some View {
        VStack(alignment: .leading, spacing: AppSpacing.xs) {
            LocalizedText(.colorPickerCustom)
                .font(AppTypography.sectionHeader)
                .foregroundStyle(AppColors.textSecondary)
                .accessibilityAddTraits(.isHeader)
            HStack(spacing: AppSpacing.sm) {
                TextField(text: $customText, prompt: Text(verbatim: TallyStringKey.colorPickerHexPlaceholder.text(locale: locale))) {
                    LocalizedText(.colorPickerCustom)
                }
                .font(AppTypography.input)
                .autocorrectionDisabled()
                #if os(iOS)
                .textInputAutocapitalization(.characters)
                .keyboardType(.asciiCapable)
                #endif
                .submitLabel(.done)
                .onSubmit(commitCustomText)
                .padding(.horizontal, AppSpacing.md)
                .frame(minHeight: AppTapArea.minimum)
                .background(AppColors.surface, in: RoundedRectangle(cornerRadius: AppRadius.md))
                .overlay {
                    RoundedRectangle(cornerRadius: AppRadius.md)
                        .strokeBorder(customError == nil ? AppColors.border : AppColors.error, lineWidth: customError == nil ? 1 : 2)
                }
                Button(action: commitCustomText) {
                    Image(systemName: "checkmark.circle.fill")
                        .font(AppTypography.h3)
                        .foregroundStyle(isCustomTextEmpty ? AppColors.textSubtle : AppColors.primary)
                        .frame(minWidth: AppTapArea.minimum, minHeight: AppTapArea.minimum)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .disabled(isCustomTextEmpty)
                .accessibilityLabel(Text(verbatim: TallyStringKey.commonConfirm.text(locale: locale)))
            }
            if let customError {
                Text(verbatim: customError.message(locale: locale))
                    .font(AppTypography.caption)
                    .foregroundStyle(AppColors.errorText)
                    .fixedSize(horizontal: false, vertical: true)
                    .messageAppearAnimation()
            }
        }
        .onChange(of: customText) { _, _ in
            customError = nil
        }
    }

    private var isCustomTextEmpty: Bool {
        customText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    // MARK: - Actions

    private func select(_ hex: String) {
        guard selectedColorHex != hex else { return }
        selectedColorHex = hex
        selections &+= 1
    }

    /// Stores the typed code in canonical form and shows that form, or shows why it is not a code.
    /// The binding is left alone when the code is invalid.
    private func commitCustomText() {
        guard !isCustomTextEmpty else { return }
        switch HexColor.parse(customText) {
        case .success(let parsed):
            select(parsed.canonical)
            if !parsed.isCanonical { customText = parsed.canonical }
        case .failure(let error):
            customError = error
            AccessibilityNotification.Announcement(error.message(locale: locale)).post()
        }
    }
}

// MARK: - Previews

private struct ColorPickerRowPreview: View {
    @State private var hex: String
    private let isExpanded: Bool
    private let customText: String
    private let customError: HexColor.ParseError?

    init(hex: String, isExpanded: Bool = false, customText: String = "", customError: HexColor.ParseError? = nil) {
        _hex = State(initialValue: hex)
        self.isExpanded = isExpanded
        self.customText = customText
        self.customError = customError
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: AppSpacing.md) {
                ColorPickerRow(
                    selectedColorHex: $hex, title: nil, palette: CategoryPalette.default.colors,
                    isExpanded: isExpanded, customText: customText, customError: customError
                )
                .cardStyle()
                Text(verbatim: hex)
                    .font(AppTypography.caption)
                    .foregroundStyle(AppColors.textSecondary)
            }
            .padding(AppSpacing.lg)
        }
        .background(AppColors.groupedBackground)
    }
}

/// The invalid-code error a person gets for typing `#12G`.
private let previewError: HexColor.ParseError? = {
    if case .failure(let error) = HexColor.parse("#12G") { return error }
    return nil
}()

#Preview("Colour row, collapsed, light") {
    ColorPickerRowPreview(hex: "#2563EB")
}

#Preview("Colour row, expanded, light") {
    ColorPickerRowPreview(hex: "#2563EB", isExpanded: true)
}

#Preview("Colour row, expanded, dark") {
    ColorPickerRowPreview(hex: "#DB2777", isExpanded: true).preferredColorScheme(.dark)
}

#Preview("Colour row, custom colour") {
    ColorPickerRowPreview(hex: "#F5D90A", isExpanded: true, customText: "#F5D90A")
}

#Preview("Colour row, nothing stored") {
    ColorPickerRowPreview(hex: "")
}

#Preview("Colour row, invalid code, light") {
    ColorPickerRowPreview(hex: "#15803D", isExpanded: true, customText: "#12G", customError: previewError)
}

#Preview("Colour row, invalid code, dark") {
    ColorPickerRowPreview(hex: "#15803D", isExpanded: true, customText: "#12G", customError: previewError)
        .preferredColorScheme(.dark)
}

#Preview("Colour row, AX3") {
    ColorPickerRowPreview(hex: "#5B5FE0", isExpanded: true, customText: "#12G", customError: previewError)
        .dynamicTypeSize(.accessibility3)
}

#Preview("Colour row, Reduce Motion") {
    ColorPickerRowPreview(hex: "#0F766E").environment(\.reduceMotionOverride, true)
}

#Preview("Colour row, ru") {
    ColorPickerRowPreview(hex: "#8D6E63", isExpanded: true, customText: "#12G", customError: previewError)
        .environment(\.locale, Locale(identifier: "ru_RU"))
}

#Preview("Colour row, de, dark, AX3") {
    ColorPickerRowPreview(hex: "#A16207", isExpanded: true)
        .environment(\.locale, Locale(identifier: "de_DE"))
        .preferredColorScheme(.dark)
        .dynamicTypeSize(.accessibility3)
}
#endif

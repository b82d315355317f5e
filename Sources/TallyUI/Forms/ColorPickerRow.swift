#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A form row for a category's colour: the title and the current colour, expanding in place to a
/// grid of swatches and a field for a custom hex code. It draws a `ColorPickerRowState`, which
/// decides what the row shows and reads, which swatch is chosen, what a typed code stores and
/// why it is refused.
///
/// - The binding holds a hex code. The row never rewrites it on its own: a stored `#3b82f6` is
///   shown as Blue and left as it is until a person picks something. A picked swatch stores its
///   canonical code (`#2563EB`); a typed code is stored in its canonical form, which the field
///   then shows. An invalid code is never stored: the field shows the catalog's message instead,
///   and VoiceOver announces it.
/// - Every swatch is at least 44 pt (growing with Dynamic Type) and carries a hairline border, so
///   a custom colour close to the card's stays visible. The selected one shows a checkmark at
///   4.5:1 or more on its colour and has the `isSelected` trait.
/// - Expanding goes through the motion system: under Reduce Motion the grid dissolves in without
///   scaling.
///
/// ```swift
/// ColorPickerRow(selectedColorHex: $category.colorHex)
/// ColorPickerRow(state: $colorRow)
/// ```
public struct ColorPickerRow: View {
    @Environment(\.tallyTheme) private var theme
    private let storage: ViewStateStorage<ColorPickerRowState>
    @State private var local: ColorPickerRowState
    /// 1 at the default text size, growing with Dynamic Type: the swatches and the current
    /// colour's dot grow with the text.
    @ScaledMetric(relativeTo: .body) private var textScale: CGFloat = 1
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.appKeyLanguage) private var appKeyLanguage
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    /// The caller's title, drawn and read instead of the state's.
    private var titleText: CallerText?
    @ReduceMotionSetting private var reduceMotion

    /// A row drawing and editing `state`: the stored colour, whether it is expanded, the code
    /// being typed and its refusal.
    public init(state: Binding<ColorPickerRowState>) {
        storage = ViewStateStorage(state)
        _local = State(initialValue: state.wrappedValue)
    }

    /// A colour row titled with the text of `titleKey`, looked up in `tableName` of `bundle` (the
    /// app's `Localizable` strings by default) as `Text(titleKey)` is. A string literal picks
    /// this form: `ColorPickerRow(selectedColorHex: $hex, title: "Tag colour")`.
    ///
    /// - Parameters:
    ///   - selectedColorHex: The stored colour as a hex code; written only with canonical codes
    ///     (`#RRGGBB`) of a picked swatch or a valid typed code.
    ///   - titleKey: The key of the row's title.
    ///   - tableName: The strings table; `Localizable` when nil.
    ///   - bundle: The bundle of the table; the app's main bundle when nil.
    ///   - palette: The swatches, in order; Tally's twelve category colours by default.
    public init(
        selectedColorHex: Binding<String>, title titleKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        palette: [PaletteColor] = CategoryPalette.default.colors
    ) {
        self.init(selectedColorHex: selectedColorHex, plainTitle: nil, palette: palette)
        titleText = CallerText(titleKey, tableName: tableName, bundle: bundle)
    }

    /// A colour row.
    ///
    /// - Parameters:
    ///   - selectedColorHex: The stored colour as a hex code; written only with canonical codes
    ///     (`#RRGGBB`) of a picked swatch or a valid typed code.
    ///   - title: The row's title, drawn as given; nil for the catalog's `common.color` ("Color")
    ///     in the environment's language.
    ///   - palette: The swatches, in order; Tally's twelve category colours by default.
    public init(
        selectedColorHex: Binding<String>, title: Text? = nil,
        palette: [PaletteColor] = CategoryPalette.default.colors
    ) {
        self.init(selectedColorHex: selectedColorHex, plainTitle: nil, palette: palette)
        titleText = title.map { CallerText($0) }
    }

    /// A colour row titled `title` as written.
    ///
    /// - Parameters:
    ///   - selectedColorHex: The stored colour as a hex code.
    ///   - title: The row's title, shown as written; nil for the catalog's `common.color`.
    ///   - palette: The swatches, in order; Tally's twelve category colours by default.
    @available(*, deprecated, message: "Use init(selectedColorHex:title:palette:) with Text(verbatim:) instead")
    @_disfavoredOverload
    public init(
        selectedColorHex: Binding<String>, title: String? = nil,
        palette: [PaletteColor] = CategoryPalette.default.colors
    ) {
        self.init(selectedColorHex: selectedColorHex, plainTitle: title, palette: palette)
    }

    /// A colour row whose state holds `title` as a string (nil for the default, or where the
    /// caller's title is drawn instead).
    private init(selectedColorHex: Binding<String>, plainTitle title: String?, palette: [PaletteColor]) {
        let palette = CategoryPalette(colors: palette)
        let initial = ColorPickerRowState(storedHex: selectedColorHex.wrappedValue, title: title, palette: palette)
        storage = ViewStateStorage(
            initial: initial,
            overlay: { local in
                var state = local
                state.storedHex = selectedColorHex.wrappedValue
                state.title = title
                state.palette = palette
                return state
            },
            write: { newValue in
                if selectedColorHex.wrappedValue != newValue.storedHex { selectedColorHex.wrappedValue = newValue.storedHex }
            }
        )
        _local = State(initialValue: initial)
    }

    /// The caller's title, resolved for the environment.
    private var callerTitle: Text? { titleText.text(in: appKeyLanguage) }

    /// The row and, when expanded, the swatches and the custom code field.
    public var body: some View {
        let binding = storage.binding(local: $local)
        let state = binding.wrappedValue
        let plan = MotionPlan(theme.animation(.normal), kind: .transition, theme: theme, reduceMotion: reduceMotion)
        VStack(alignment: .leading, spacing: theme.spacing(.md)) {
            header(binding, plan: plan)
            if state.isExpanded {
                VStack(alignment: .leading, spacing: theme.spacing(.lg)) {
                    swatchGrid(binding)
                    customField(binding)
                }
                .transition(plan.moves ? .opacity.combined(with: .scale(scale: CGFloat(theme.scale(.expandAppear)), anchor: .top)) : .opacity)
            }
        }
        .hapticFeedback(.selection, trigger: state.selectionFeedback)
    }

    // MARK: - Header

    private func header(_ binding: Binding<ColorPickerRowState>, plan: MotionPlan) -> some View {
        let accessibility = binding.wrappedValue.rowAccessibility(locale: locale, language: language)
        return Button {
            withAnimation(plan.animation) {
                binding.wrappedValue.toggleExpanded()
            }
        } label: {
            headerContent(binding.wrappedValue)
                .frame(maxWidth: .infinity, minHeight: CGFloat(theme.tapArea(.minimum)), alignment: .leading)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .tallyAccessibility(accessibility, label: callerTitle)
    }

    @ViewBuilder
    private func headerContent(_ state: ColorPickerRowState) -> some View {
        let chevron = Image(systemName: state.chevronSymbol)
            .symbolChangeTransition()
            .font(theme.font(.bodySmall).weight(.semibold))
            .foregroundStyle(ThemeColor.textSecondary)
        if ColorPickerRowState.stacksValue(isAccessibilitySize: dynamicTypeSize.isAccessibilitySize) {
            VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
                titleLabel(state)
                HStack(spacing: theme.spacing(.sm)) {
                    currentColor(state, alignment: .leading)
                    Spacer(minLength: theme.spacing(.sm))
                    chevron
                }
            }
        } else {
            HStack(spacing: theme.spacing(.sm)) {
                titleLabel(state)
                Spacer(minLength: theme.spacing(.sm))
                currentColor(state, alignment: .trailing)
                chevron
            }
        }
    }

    private func titleLabel(_ state: ColorPickerRowState) -> some View {
        Text.label(callerTitle, or: state.title(locale: locale, language: language))
            .tallyFont(.body)
            .foregroundStyle(ThemeColor.textPrimary)
            .fixedSize(horizontal: false, vertical: true)
    }

    private func currentColor(_ state: ColorPickerRowState, alignment: TextAlignment) -> some View {
        HStack(spacing: theme.spacing(.sm)) {
            if let selectedColor = state.selectedColor {
                Circle()
                    .fill(Color(selectedColor.color))
                    .overlay { Circle().strokeBorder(ThemeColor.border, lineWidth: CGFloat(theme.borderWidth(.hairline))) }
                    .frame(width: currentSwatchSize, height: currentSwatchSize)
            }
            Text(verbatim: state.value(locale: locale, language: language))
                .tallyFont(.body)
                .foregroundStyle(ThemeColor.textSecondary)
                .multilineTextAlignment(alignment)
                .fixedSize(horizontal: false, vertical: true)
        }
    }

    // MARK: - Swatches

    /// Swatches grow with Dynamic Type from the theme's `tapArea.minimum` (44 pt), up to twice
    /// that.
    private var swatchSize: CGFloat {
        CGFloat(ColorPickerRowState.swatchSide(scaled: theme.tapArea(.minimum) * Double(textScale), in: theme))
    }

    /// The current colour's dot: the theme's `iconSize.lg` (24 pt), growing with Dynamic Type.
    private var currentSwatchSize: CGFloat {
        CGFloat(theme.iconSize(.lg)) * textScale
    }

    private func swatchGrid(_ binding: Binding<ColorPickerRowState>) -> some View {
        LazyVGrid(
            columns: [GridItem(.adaptive(minimum: swatchSize, maximum: swatchSize), spacing: theme.spacing(.md))],
            alignment: .leading, spacing: theme.spacing(.md)
        ) {
            ForEach(Array(binding.wrappedValue.swatches.enumerated()), id: \.offset) { _, swatch in
                swatchButton(swatch, binding: binding)
            }
        }
    }

    private func swatchButton(_ swatch: PaletteColor, binding: Binding<ColorPickerRowState>) -> some View {
        let accessibility = binding.wrappedValue.swatchAccessibility(swatch, locale: locale, language: language)
        let isSelected = accessibility.traits.contains(.selected)
        let shape = RoundedRectangle(cornerRadius: theme.radius(.sm), style: .continuous)
        return Button {
            binding.wrappedValue.pick(swatch)
        } label: {
            shape
                .fill(Color(swatch.color.color))
                .overlay { shape.strokeBorder(ThemeColor.border, lineWidth: CGFloat(theme.borderWidth(.hairline))) }
                .overlay {
                    if isSelected {
                        Image(systemName: "checkmark")
                            .font(.system(size: swatchSize * 0.4, weight: .bold))
                            .foregroundStyle(Color(swatch.textColor))
                    }
                }
                .padding(CGFloat(theme.focusRing(.offset)))
                .overlay {
                    if isSelected {
                        RoundedRectangle(cornerRadius: theme.radius(.sm) + theme.focusRing(.offset), style: .continuous)
                            .strokeBorder(ThemeColor.textPrimary, lineWidth: CGFloat(theme.focusRing(.width)))
                    }
                }
                .frame(width: swatchSize, height: swatchSize)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .tallyAccessibility(accessibility)
        .motionSafe(transition: .fast, kind: .stateChange, value: isSelected)
    }

    // MARK: - Custom code

    private func customField(_ binding: Binding<ColorPickerRowState>) -> some View {
        let state = binding.wrappedValue
        let text = Binding(get: { binding.wrappedValue.customText }, set: { binding.wrappedValue.editCustomText($0) })
        return VStack(alignment: .leading, spacing: theme.spacing(.xs)) {
            LocalizedText(.colorPickerCustom)
                .tallyFont(.sectionHeader)
                .foregroundStyle(ThemeColor.textSecondary)
                .tallyAccessibility(state.customHeaderAccessibility(locale: locale, language: language))
            HStack(spacing: theme.spacing(.sm)) {
                TextField(text: text, prompt: Text(verbatim: state.customPlaceholder(locale: locale, language: language))) {
                    LocalizedText(.colorPickerCustom)
                }
                .tallyFont(.input)
                .autocorrectionDisabled()
                #if os(iOS)
                .textInputAutocapitalization(.characters)
                .keyboardType(.asciiCapable)
                #endif
                .submitLabel(.done)
                .onSubmit { commit(binding) }
                .padding(.horizontal, theme.spacing(.md))
                .frame(minHeight: CGFloat(theme.tapArea(.minimum)))
                .formFieldStyle(border: state.customFieldBorder)
                .tallyAccessibility(state.customFieldAccessibility(locale: locale, language: language))
                Button { commit(binding) } label: {
                    Image(systemName: "checkmark.circle.fill")
                        .tallyFont(.h3)
                        .foregroundStyle(state.canCommitCustomText ? ThemeColor.primary : ThemeColor.textSubtle)
                        .frame(minWidth: CGFloat(theme.tapArea(.minimum)), minHeight: CGFloat(theme.tapArea(.minimum)))
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .disabled(!state.canCommitCustomText)
                .tallyAccessibility(state.customConfirmAccessibility(locale: locale, language: language))
            }
            if let error = state.customErrorAccessibility(locale: locale, language: language) {
                Text(verbatim: error.label)
                    .tallyFont(.caption)
                    .foregroundStyle(ThemeColor.errorText)
                    .fixedSize(horizontal: false, vertical: true)
                    .tallyAccessibility(error)
                    .messageAppearAnimation()
            }
        }
    }

    // MARK: - Actions

    /// Confirms the typed code through the state, and announces a refusal.
    private func commit(_ binding: Binding<ColorPickerRowState>) {
        if let error = binding.wrappedValue.commitCustomText() {
            AccessibilityNotification.Announcement(error.message(locale: locale, language: language)).post()
        }
    }
}
#endif

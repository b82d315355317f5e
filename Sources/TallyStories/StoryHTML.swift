import Foundation
@_spi(Tally) import TallyCore

/// What the components' HTML shares: the text sizes each state is drawn at, escaping, and the
/// parts several components draw alike (section headers, segmented pickers, field messages).
/// Each component's own HTML is in its story file; nothing here decides what a component shows,
/// the models did.
public enum StoryHTML {
    /// The Dynamic Type sizes each state is drawn at, with the scale of body text at that size
    /// (`dynamicType.body.*` tokens).
    public enum TextSize: String, CaseIterable, Sendable {
        case standard = "default"
        case xxxLarge = "xxxl"
        case accessibility3 = "ax3"

        public var scale: Double {
            switch self {
            case .standard: 1
            case .xxxLarge: TallyTokens.DynamicType.body.multiplier(at: .xxxLarge)
            case .accessibility3: TallyTokens.DynamicType.body.multiplier(at: .accessibility3)
            }
        }

        /// Whether this is one of the accessibility sizes (AX1 and up).
        public var isAccessibilitySize: Bool { self == .accessibility3 }

        public var title: String {
            switch self {
            case .standard: "Default"
            case .xxxLarge: "xxxLarge"
            case .accessibility3: "AX3"
            }
        }
    }


    /// The catalog CSS of the classes several components draw alike (fields, rows, chips, messages,
    /// the amount figure, the label colours). Each component's own classes are in its story file's
    /// `css`; the catalog's stylesheet is this, then those in `ComponentStory.all` order.
    /// Colours, sizes, radii and fonts come from the token CSS; text sizes are multiplied by the
    /// frame's `--type-scale` (the Dynamic Type multiplier of body text at that size).
    public static let css = """
    .placeholder { color: var(--tally-color-text-subtle); }
    .c-amount { display: flex; align-items: center; justify-content: center; min-height: 4.5rem; }
    .c-amount-figure { font-family: var(--tally-typography-hero-amount-font-family); font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; line-height: 1.15; }
    .c-chips ~ .c-amount-figure, .c-amount-figure:not(.c-amount .c-amount-figure) { font-size: calc(var(--tally-typography-h2-font-size) * var(--type-scale, 1)); }
    .c-cursor { display: inline-block; width: 2px; height: 1.2em; background: var(--tally-color-primary); margin-left: 2px; }
    .c-message { margin: 0; font-size: calc(var(--tally-typography-caption-font-size) * var(--type-scale, 1)); color: var(--tally-color-text-secondary); }
    .c-message.error { color: var(--tally-color-error-text); }
    .c-actions.stacked, .c-chips.stacked { flex-direction: column; align-items: stretch; }
    .c-symbol { display: block; flex: none; }
    .c-button { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; padding: 0 var(--tally-spacing-md);
      border-radius: var(--tally-radius-md); background: var(--tally-color-surface); color: var(--tally-color-primary-text); }
    .c-field { min-height: 44px; padding: var(--tally-spacing-md); border-radius: var(--tally-radius-md); background: var(--tally-color-surface);
      border: 1px solid var(--tally-color-border); color: var(--tally-color-text); }
    .c-field.error, .c-field.border-error { border: 2px solid var(--tally-color-error); }
    .c-field.border-primary { border: 2px solid var(--tally-color-primary); }
    .c-field.border-success { border: 2px solid var(--tally-color-success-text); }
    .c-chips { display: flex; flex-wrap: wrap; gap: var(--tally-spacing-sm); }
    .c-chips.disabled, .c-chip.disabled, .c-sheet-action.disabled { opacity: 0.4; }
    .c-chip { display: inline-flex; align-items: center; min-height: 44px; padding: 0 var(--tally-spacing-md); border-radius: var(--tally-radius-pill);
      background: var(--tally-color-surface); color: var(--tally-color-text-primary); font-size: calc(var(--tally-typography-body-small-font-size) * var(--type-scale, 1)); }
    .c-chip.selected { background: var(--tally-color-chip-selected); color: var(--tally-color-on-primary); }
    .c-form-section.card .c-rows, .c-card { background: var(--tally-color-card-background); border-radius: var(--tally-radius-md); }
    .c-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--tally-spacing-sm); min-height: 44px; padding: var(--tally-spacing-sm) var(--tally-spacing-md); }
    .c-row-title { flex: 1 1 auto; min-width: min-content; }
    .c-row-value { color: var(--tally-color-text-secondary); text-align: end; }
    .c-chevron, .c-check { color: var(--tally-color-text-secondary); flex: none; }
    .c-check { color: var(--tally-color-primary-text); }
    .c-divider { border: 0; border-top: 1px solid var(--tally-color-border); margin: 0; }
    .c-divider.card { margin-left: var(--tally-spacing-md); }
    .c-switch { flex: none; width: 51px; height: 31px; border-radius: 16px; background: var(--tally-color-border); position: relative; }
    .c-switch::after { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px; border-radius: 50%; background: #fff; }
    .c-switch.on { background: var(--tally-color-primary); }
    .c-switch.on::after { left: 22px; }
    .c-sheet-bar { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: var(--tally-spacing-sm); min-height: 44px; }
    .c-sheet-action { color: var(--tally-color-primary-text); }
    .c-sheet-action.strong { font-weight: 600; }
    .label-subtleText { color: var(--tally-color-text-subtle); }
    .label-secondaryText { color: var(--tally-color-text-secondary); }
    .label-primaryText { color: var(--tally-color-primary-text); }
    .label-errorText { color: var(--tally-color-error-text); }
    .label-successText { color: var(--tally-color-success-text); }

    """

    /// The amount text field: the text or the placeholder, the border of its state, the refusal.
    static func currencyField(_ state: CurrencyFieldState, locale: Locale) -> String {
        let shown = state.text.isEmpty ? "<span class=\"placeholder\">\(esc(state.placeholder))</span>" : esc(state.text)
        let cursor = state.isFocused ? "<span class=\"c-cursor\"></span>" : ""
        var html = "<div class=\"c-field \(borderClass(state.border.role))\">\(shown)\(cursor)</div>"
        if let error = state.errorText(locale: locale) { html += "<p class=\"c-message error\">\(esc(error))</p>" }
        return html
    }

    /// The quick amount header and chips: the one equal to the amount selected, the ones the amount
    /// cannot take unavailable. As the view lays them out: one row of chips of equal width, each
    /// as wide as the widest needs, across the whole width when they take less; a row that
    /// scrolls sideways when they do not fit.
    static func quickAmountBar(_ state: QuickAmountBarState, size: TextSize, locale: Locale) -> String {
        let chips = state.chips(locale: locale).map { chip in
            "<span class=\"c-chip\(chip.isSelected ? " selected" : "")\(chip.isEnabled ? "" : " disabled")\">\(esc(chip.label))</span>"
        }
        return sectionHeader(SectionHeaderViewState(title: Localizer.string(.quickAmountsHeader, locale: locale)), size: size, locale: locale)
            + "<div class=\"c-scroll\"><div class=\"c-chips equal\">\(chips.joined())</div></div>"
    }


    /// The character drawn for the backspace's SF Symbol: ⌫ for `delete.left`, ⌦ for `delete.right`.
    public static func backspaceGlyph(_ symbol: String) -> String {
        symbol == "delete.right" ? "⌦" : "⌫"
    }


    /// A header as the view draws it: the title upper-cased with the locale's rules where the style asks.
    static func sectionHeader(_ state: SectionHeaderViewState, size: TextSize, locale: Locale) -> String {
        let cased = state.isUppercased(isAccessibilitySize: size.isAccessibilitySize) ? "" : " as-written"
        return "<h3 class=\"c-section-header \(state.style.rawValue)\(cased)\">\(esc(state.displayTitle(locale: locale, isAccessibilitySize: size.isAccessibilitySize)))</h3>"
    }

    /// The line under a field, in its colour.
    static func message(_ line: FieldMessageLine?) -> String {
        guard let line else { return "" }
        return "<p class=\"c-message \(line.isError ? "error" : labelClass(line.role))\">\(esc(line.text))</p>"
    }

    /// A segmented picker: its header when it shows one, and the segments; at the accessibility
    /// sizes a list of rows with a checkmark on the chosen one, as the view shows it.
    static func segmented<Value>(_ state: SegmentedPickerViewState<Value>, size: TextSize, locale: Locale) -> String {
        if SegmentedPickerViewState<Value>.showsList(isAccessibilitySize: size.isAccessibilitySize) {
            let rows = state.options.map { option in
                "<div class=\"c-row\"><span class=\"c-row-title\">\(esc(option.label))</span>\(state.isSelected(option) ? "<span class=\"c-check\">✓</span>" : "")</div>"
            }
            return (state.header.map { sectionHeader($0, size: size, locale: locale) } ?? "") + "<div class=\"c-card\">\(rows.joined(separator: "<hr class=\"c-divider card\">"))</div>"
        }
        let segments = state.options.map { "<span class=\"c-segment\(state.isSelected($0) ? " selected" : "")\">\(esc($0.label))</span>" }
        return (state.header.map { sectionHeader($0, size: size, locale: locale) } ?? "") + "<div class=\"c-segments\">\(segments.joined())</div>"
    }

    static func frequency(title: String, options: [PickerOption<RecurringFrequency>], selection: RecurringFrequency, style: FrequencyPickerStyle,
                                  size: TextSize, locale: Locale) -> String {
        switch style {
        case .segmented:
            return segmented(SegmentedPickerViewState(title: title, options: options, selection: selection), size: size, locale: locale)
        case .menu:
            let chosen = options.first { $0.value == selection }?.label ?? ""
            return "<div class=\"c-row\"><span class=\"c-row-title\">\(esc(title))</span><span class=\"c-row-value accent\">\(esc(chosen)) ▾</span></div>"
        case .list:
            let rows = options.map { option in
                "<div class=\"c-row\"><span class=\"c-row-title\">\(esc(option.label))</span>\(option.value == selection ? "<span class=\"c-check\">✓</span>" : "")</div>"
            }
            return sectionHeader(SectionHeaderViewState(title: title), size: size, locale: locale) + "<div class=\"c-card\">\(rows.joined(separator: "<hr class=\"c-divider card\">"))</div>"
        }
    }


    /// An icon's tile: an SF Symbol drawn as its glyph (`glyphSide` pixels square, the text size
    /// when nil), a logo as its brand's initial.
    static func iconHTML(_ source: IconSource, glyphSide: Double? = nil) -> String {
        switch source {
        case .sfSymbol(let name): "<span class=\"c-icon\" title=\"\(esc(name))\">\(SymbolGlyph.html(name, side: glyphSide))</span>"
        case .bankLogo(let brand), .brandService(let brand): "<span class=\"c-icon logo\" title=\"\(esc(brand.domain.value))\">\(esc(String(brand.name.prefix(1))))</span>"
        }
    }

    static func borderClass(_ role: FieldColorRole) -> String { "border-\(role.rawValue)" }
    static func labelClass(_ role: FieldColorRole) -> String { "label-\(role.rawValue)" }

    /// `text` escaped for HTML text and attribute values.
    public static func esc(_ text: String) -> String { HTMLEscape.attribute(text) }
}

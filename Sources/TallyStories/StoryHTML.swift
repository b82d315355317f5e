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

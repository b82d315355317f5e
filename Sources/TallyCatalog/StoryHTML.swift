import Foundation
import TallyCore

/// Draws a ``StoryView`` as HTML: the component's layout in the catalog's CSS, every text from
/// the story (already in its language), every size and colour from the token CSS. Nothing here
/// decides what a component shows; the models did.
enum StoryHTML {
    /// The Dynamic Type sizes each state is drawn at, with the scale of body text at that size
    /// (`dynamicType.body.*` tokens).
    enum TextSize: String, CaseIterable {
        case standard = "default"
        case xxxLarge = "xxxl"
        case accessibility3 = "ax3"

        var scale: Double {
            switch self {
            case .standard: 1
            case .xxxLarge: TallyTokens.DynamicType.body.multiplier(at: .xxxLarge)
            case .accessibility3: TallyTokens.DynamicType.body.multiplier(at: .accessibility3)
            }
        }

        /// Whether this is one of the accessibility sizes (AX1 and up).
        var isAccessibilitySize: Bool { self == .accessibility3 }

        var title: String {
            switch self {
            case .standard: "Default"
            case .xxxLarge: "xxxLarge"
            case .accessibility3: "AX3"
            }
        }
    }

    /// The component in `view`, drawn for text `size`.
    static func render(_ view: StoryView, size: TextSize, locale: Locale) -> String {
        switch view {
        case .amountInput(let story):
            return amountInput(story, size: size, locale: locale)
        case .animatedAmount(let input, let isEditing):
            return "<div class=\"c-amount\"><span class=\"c-amount-figure small\">\(esc(input.display))</span>\(isEditing ? "<span class=\"c-cursor\"></span>" : "")</div>"
        case .currencyField(let input, let text, let rejection):
            let shown = text.isEmpty ? "<span class=\"placeholder\">\(esc(AmountInput(currency: input.currency, symbols: input.symbols).display))</span>" : esc(text)
            return """
            <div class="c-field">\(shown)</div>\(rejection.map { "<p class=\"c-message error\">\(esc($0.message(locale: locale)))</p>" } ?? "")
            """
        case .quickAmounts(let quick, let input):
            return "<div class=\"c-amount-figure\">\(esc(input.display))</div>" + chips(quick, input: input, locale: locale)
        case .titleInput(let title, let inserted, _):
            guard !title.glyphs.isEmpty else { return "<div class=\"c-field\"><span class=\"c-cursor\"></span></div>" }
            let glyphs = title.glyphs.map { glyph in
                "<span class=\"c-glyph\(inserted.contains(glyph.id) ? " inserted" : "")\">\(esc(String(glyph.character)))</span>"
            }
            return "<div class=\"c-field\">\(glyphs.joined())<span class=\"c-cursor\"></span></div>"
        case .sectionHeader(let title, let style):
            return "<h3 class=\"c-section-header \(style.rawValue)\">\(esc(title))</h3>"
        case .dayHeader(let header):
            return """
            <div class="c-day-header glass"><span class="c-section-header emphasized">\(esc(header.title))</span>\(header.totalText.map { "<span class=\"c-day-total\">\(esc($0))</span>" } ?? "")</div>
            """
        case .formSection(let header, let footer, let style, let rows):
            let body = rows.map { "<div class=\"c-row\">\(esc($0))</div>" }.joined(separator: style.showsDividers ? "<hr class=\"c-divider \(style.rawValue)\">" : "")
            return """
            <section class="c-form-section \(style.rawValue)">\(header.map { "<h3 class=\"c-section-header default\">\(esc($0))</h3>" } ?? "")<div class="c-rows">\(body)</div>\(footer.map { "<p class=\"c-footer\">\(esc($0))</p>" } ?? "")</section>
            """
        case .formTextField(let state, let style):
            let text = state.text.isEmpty ? "<span class=\"placeholder\">\(esc(state.placeholder))</span>" : esc(state.text)
            let lines = style.lineRange.map { " style=\"min-height: calc(\($0.lowerBound) * 1.5em + 2 * var(--tally-spacing-md))\"" } ?? ""
            var html = "<div class=\"c-field \(borderClass(state.border.role))\(style == .compact ? " compact" : "")\"\(lines)>\(text)</div>"
            if let error = state.visibleError { html += "<p class=\"c-message error\">\(esc(error))</p>" }
            if let help = state.visibleHelp { html += "<p class=\"c-message\">\(esc(help))</p>" }
            return html
        case .floatLabelField(let state):
            let value = state.kind.isSecure ? String(repeating: "•", count: state.text.count) : state.text
            let box = "<div class=\"c-float-box \(borderClass(state.borderRole))\(state.showsFocusRing ? " ring" : "")\"><span class=\"c-float-value\">\(esc(value))</span></div>"
            var html: String
            if TextInputFieldState.stacksLabel(isAccessibilitySize: size.isAccessibilitySize) {
                html = "<div class=\"c-stacked\"><span class=\"c-stacked-label \(labelClass(state.labelRole))\">\(esc(state.label))</span>\(box)</div>"
            } else {
                html = "<div class=\"c-float \(state.isLabelFloated ? "floated" : "")\">\(box)<span class=\"c-float-label \(labelClass(state.labelRole))\">\(esc(state.label))</span></div>"
            }
            if let error = state.errorMessage { html += "<p class=\"c-message error\">\(esc(error))</p>" }
            if let help = state.visibleHelperText { html += "<p class=\"c-message\">\(esc(help))</p>" }
            return html
        case .datePickerRow(let title, _, let date, let style, _, let clampMessage):
            let chevron = style == .compact ? "<span class=\"c-chevron\">›</span>" : ""
            return """
            <div class="c-row c-date-row"><span class="c-row-title">\(esc(title))</span><span class="c-row-value \(style == .inline ? "pill" : "")">\(esc(date))</span>\(chevron)</div>\(clampMessage.map { "<p class=\"c-message\">\(esc($0))</p>" } ?? "")
            """
        case .dateButtons(_, let selected, let titles, let isDisabled):
            let buttons = QuickDateButton.allCases.map { button in
                "<span class=\"c-chip\(button == selected ? " selected" : "")\">\(esc(titles[button] ?? ""))</span>"
            }
            return "<div class=\"c-chips fill\(isDisabled ? " disabled" : "")\">\(buttons.joined())</div>"
        case .reminders(let options, let title, let labels):
            let rows = options.availableOffsets.map { offset in
                "<div class=\"c-row\"><span class=\"c-row-title\">\(esc(labels[offset] ?? ""))</span><span class=\"c-switch\(options.isSelected(offset) ? " on" : "")\"></span></div>"
            }
            return "<h3 class=\"c-section-header default\">\(esc(title))</h3><div class=\"c-card\">\(rows.joined(separator: "<hr class=\"c-divider card\">"))</div>"
        case .frequencyPicker(let title, let options, let selection, let style):
            return frequency(title: title, options: options, selection: selection, style: style)
        case .recurringToggle(let title, let isOn, let options, let selection, _, let next):
            var html = "<div class=\"c-card\"><div class=\"c-row\"><span class=\"c-row-title\">\(esc(title))</span><span class=\"c-switch\(isOn ? " on" : "")\"></span></div>"
            if isOn {
                html += "<hr class=\"c-divider card\">" + frequency(title: nil, options: options, selection: selection, style: .segmented)
                if let next { html += "<p class=\"c-message\">\(esc(next))</p>" }
            }
            return html + "</div>"
        case .segmentedPicker(let title, let options, let selection):
            let segments = options.map { "<span class=\"c-segment\($0.value == selection ? " selected" : "")\">\(esc($0.label))</span>" }
            return "<div class=\"c-row\"><span class=\"c-row-title\">\(esc(title))</span></div><div class=\"c-segments\">\(segments.joined())</div>"
        case .iconView(let source, let style, _):
            let side = NumberText.format(style.side)
            return "<div class=\"c-row\">\(iconHTML(source).replacingOccurrences(of: "class=\"c-icon", with: "style=\"width: \(side)px; height: \(side)px\" class=\"c-icon"))</div>"
        case .dateSheet(let title, _, let monthTitle, let weekdays, let days, let selectedDay, let cancel, let select):
            let header = "<div class=\"c-sheet-bar\"><span class=\"c-sheet-action\">\(esc(cancel))</span><strong>\(esc(title))</strong><span class=\"c-sheet-action strong\">\(esc(select))</span></div>"
            let cells = weekdays.map { "<span class=\"c-weekday\">\(esc($0))</span>" }
                + days.map { day in day.map { "<span class=\"c-day\($0 == selectedDay ? " selected" : "")\">\($0)</span>" } ?? "<span></span>" }
            return header + "<p class=\"c-month\">\(esc(monthTitle))</p><div class=\"c-calendar\">\(cells.joined())</div>"
        case .addTransaction(let amount, let quick, let description, let types, let type, let dateButtons, let title):
            return "<h3 class=\"c-section-header emphasized\">\(esc(title))</h3>"
                + render(.amountInput(amount), size: size, locale: locale)
                + chips(quick, input: amount.input, locale: locale)
                + render(.formTextField(FormTextFieldState(text: description, placeholder: Localizer.string(.transactionDescription, locale: locale)), .standard),
                         size: size, locale: locale)
                + render(.segmentedPicker(title: Localizer.string(.transactionType, locale: locale), options: types, selection: type), size: size, locale: locale)
                + render(dateButtons, size: size, locale: locale)
        case .iconPickerRow(let title, let source, _):
            let icon = source.map { iconHTML($0) } ?? "<span class=\"c-icon placeholder\">▢</span>"
            return "<div class=\"c-row\"><span class=\"c-row-title\">\(esc(title))</span>\(icon)<span class=\"c-chevron\">›</span></div>"
        case .iconPicker(let model, let sections):
            let tabs = IconPickerViewState.Tab.allCases.map { tab in
                "<span class=\"c-segment\(tab == model.tab ? " selected" : "")\">\(esc(Localizer.string(tab.titleKey, locale: locale)))</span>"
            }
            var html = "<div class=\"c-segments\">\(tabs.joined())</div>"
            if !model.query.isEmpty { html += "<div class=\"c-field\">\(esc(model.query))</div>" }
            for section in sections {
                html += "<h3 class=\"c-section-header compact\">\(esc(section.title))</h3><div class=\"c-icon-grid\">"
                html += section.symbols.map { "<span class=\"c-icon-cell\(model.isSelected(.sfSymbol($0)) ? " selected" : "")\" title=\"\(esc($0))\">\(esc(String($0.prefix(1)).uppercased()))</span>" }.joined()
                html += "</div>"
            }
            return html
        case .colorPickerRow(let title, let selected, let palette, let isExpanded, let customText, let error):
            let swatch = selected.map { "<span class=\"c-swatch small\" style=\"background: \($0.hex)\"></span>" } ?? ""
            let value = "<span class=\"c-row-value\">\(esc(palette.rowValue(stored: selected?.hex ?? "", locale: locale)))</span>"
            var html = "<div class=\"c-row\"><span class=\"c-row-title\">\(esc(title))</span>\(swatch)\(value)<span class=\"c-chevron\">›</span></div>"
            if isExpanded {
                html += "<div class=\"c-swatches\">" + palette.swatches(selected: selected).map { color in
                    let mark = color.color == selected ? "✓" : ""
                    return "<span class=\"c-swatch\" style=\"background: \(color.color.hex); color: \(color.textColor.hex)\">\(mark)</span>"
                }.joined() + "</div>"
                html += "<div class=\"c-field \(error == nil ? "" : "error")\">\(customText.isEmpty ? "<span class=\"placeholder\">\(esc(Localizer.string(.colorPickerHexPlaceholder, locale: locale)))</span>" : esc(customText))</div>"
                if let error { html += "<p class=\"c-message error\">\(esc(error))</p>" }
            }
            return html
        case .confirmation(let request, let isPresented, let confirmTitle, let cancelTitle):
            var html = "<span class=\"c-button \(request.role == .destructive ? "destructive" : "")\">\(esc(request.title))</span>"
            if isPresented {
                html += "<div class=\"c-dialog\">\(request.message.map { "<p class=\"c-message\">\(esc($0))</p>" } ?? "")<span class=\"c-dialog-button destructive\">\(esc(confirmTitle))</span><span class=\"c-dialog-button\">\(esc(cancelTitle))</span></div>"
            }
            return html
        }
    }

    /// The hero amount at the size the engine fits it to for this text size.
    private static func amountInput(_ story: AmountInputStory, size: TextSize, locale: Locale) -> String {
        let fontSize = AmountFontFit().fontSize(for: story.display, availableWidth: 342, measurer: AdvanceWidthMeasurer.interBoldTabular,
                                                dynamicTypeScale: size.scale)
        var html = "<div class=\"c-amount\"><span class=\"c-amount-figure\(story.errorText == nil ? "" : " error")\" style=\"font-size: \(NumberText.format(fontSize))px\">\(esc(story.display))</span><span class=\"c-cursor\"></span></div>"
        if let error = story.errorText { html += "<p class=\"c-message error\">\(esc(error))</p>" }
        if let line = story.conversion.text {
            html += "<p class=\"c-conversion\">\(esc(line))\(story.conversion.ratesDate.map { " <span class=\"c-rates-date\">\(esc($0))</span>" } ?? "")</p>"
        }
        return html + "<div class=\"c-actions\"><span class=\"c-button\">\(esc(Localizer.string(.buttonCopy, locale: locale)))</span><span class=\"c-button\">\(esc(Localizer.string(.buttonPaste, locale: locale)))</span></div>"
    }

    /// The quick amount chips, the one equal to the amount selected.
    private static func chips(_ quick: QuickAmounts, input: AmountInput, locale: Locale) -> String {
        let selected = quick.selected(for: input.value)
        let chips = quick.presets.map { preset in
            let figure = quick.label(for: preset, on: input, locale: locale)
            return "<span class=\"c-chip\(preset == selected ? " selected" : "")\">\(esc(figure))</span>"
        }
        return "<div class=\"c-chips\">\(chips.joined())</div>"
    }

    private static func frequency(title: String?, options: [PickerOption<RecurringFrequency>], selection: RecurringFrequency, style: FrequencyPickerStyle) -> String {
        let titleHTML = title.map { "<span class=\"c-row-title\">\(esc($0))</span>" } ?? ""
        switch style {
        case .segmented:
            let segments = options.map { "<span class=\"c-segment\($0.value == selection ? " selected" : "")\">\(esc($0.label))</span>" }
            return "\(title == nil ? "" : "<div class=\"c-row\">\(titleHTML)</div>")<div class=\"c-segments\">\(segments.joined())</div>"
        case .menu:
            let chosen = options.first { $0.value == selection }?.label ?? ""
            return "<div class=\"c-row\">\(titleHTML)<span class=\"c-row-value accent\">\(esc(chosen)) ▾</span></div>"
        case .list:
            let rows = options.map { option in
                "<div class=\"c-row\"><span class=\"c-row-title\">\(esc(option.label))</span>\(option.value == selection ? "<span class=\"c-check\">✓</span>" : "")</div>"
            }
            return "\(title == nil ? "" : "<h3 class=\"c-section-header default\">\(esc(title ?? ""))</h3>")<div class=\"c-card\">\(rows.joined(separator: "<hr class=\"c-divider card\">"))</div>"
        }
    }

    private static func iconHTML(_ source: IconSource) -> String {
        switch source {
        case .sfSymbol(let name): "<span class=\"c-icon\" title=\"\(esc(name))\">\(esc(String(name.prefix(1)).uppercased()))</span>"
        case .bankLogo(let brand), .brandService(let brand): "<span class=\"c-icon logo\" title=\"\(esc(brand.domain.value))\">\(esc(String(brand.name.prefix(1))))</span>"
        }
    }

    private static func borderClass(_ role: FieldColorRole) -> String { "border-\(role.rawValue)" }
    private static func labelClass(_ role: FieldColorRole) -> String { "label-\(role.rawValue)" }

    /// `text` escaped for HTML text and attribute values.
    static func esc(_ text: String) -> String { HTMLEscape.attribute(text) }
}

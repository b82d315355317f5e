import Foundation
@_spi(Tally) import TallyCore

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
        case .amountInput(let state):
            return amountInput(state, size: size, locale: locale)
        case .animatedAmount(let state):
            return "<div class=\"c-amount\"><span class=\"c-amount-figure small\">\(esc(state.display))</span>\(state.showsCursor ? "<span class=\"c-cursor\"></span>" : "")</div>"
        case .currencyField(let state):
            return currencyField(state, locale: locale)
        case .quickAmountBar(let state):
            return "<div class=\"c-amount-figure\">\(esc(state.entry.input.display))</div>" + quickAmountBar(state, size: size, locale: locale)
        case .amountKeypad(let state):
            return "<div class=\"c-amount-figure\">\(esc(state.entry.input.display))</div>" + amountKeypad(state, size: size, locale: locale)
        case .titleInput(let title):
            let cursor = title.showsCursor ? "<span class=\"c-cursor\"></span>" : ""
            guard !title.glyphs.isEmpty else { return "<div class=\"c-field\">\(cursor)</div>" }
            let glyphs = title.glyphs.map { glyph in
                "<span class=\"c-glyph\(title.inserted.contains(glyph.id) ? " inserted" : "")\">\(esc(String(glyph.character)))</span>"
            }
            return "<div class=\"c-field\">\(glyphs.joined())\(cursor)</div>"
        case .sectionHeader(let state):
            return sectionHeader(state, size: size, locale: locale)
        case .dateSectionHeader(let state):
            return """
            <div class="c-day-header glass">\(sectionHeader(state.header, size: size, locale: locale))\(state.totalText.map { "<span class=\"c-day-total\">\(esc($0))</span>" } ?? "")</div>
            """
        case .formSection(let state, let rows):
            let body = rows.enumerated().map { index, row in
                "<div class=\"c-row\">\(esc(row))</div>"
                    + (state.showsDivider(after: index, rowCount: rows.count) ? "<hr class=\"c-divider \(state.style.rawValue)\">" : "")
            }.joined()
            return """
            <section class="c-form-section \(state.style.rawValue)">\(state.headerState.map { sectionHeader($0, size: size, locale: locale) } ?? "")<div class="c-rows">\(body)</div>\(state.visibleFooter.map { "<p class=\"c-footer\">\(esc($0))</p>" } ?? "")</section>
            """
        case .formTextField(let state):
            let text = state.showsPlaceholder ? "<span class=\"placeholder\">\(esc(state.placeholder))</span>" : esc(state.text)
            let lines = state.lineRange.map { " style=\"min-height: calc(\($0.lowerBound) * 1.5em + 2 * var(--tally-spacing-md))\"" } ?? ""
            return "<div class=\"c-field \(borderClass(state.border.role))\(state.style == .compact ? " compact" : "")\"\(lines)>\(text)</div>"
                + message(state.message)
        case .textInputField(let state):
            let reveal = state.showsRevealButton
                ? "<span class=\"c-reveal\" aria-label=\"\(esc(Localizer.string(state.revealButtonLabelKey, locale: locale)))\">\(state.isRevealed ? "◡" : "◉")</span>"
                : ""
            let box = "<div class=\"c-float-box \(borderClass(state.border.role))\(state.showsFocusRing ? " ring" : "")\"><span class=\"c-float-value\">\(esc(state.displayedText))</span>\(reveal)</div>"
            let html: String
            if TextInputFieldState.stacksLabel(isAccessibilitySize: size.isAccessibilitySize) {
                html = "<div class=\"c-stacked\"><span class=\"c-stacked-label \(labelClass(state.labelRole))\">\(esc(state.label))</span>\(box)</div>"
            } else {
                html = "<div class=\"c-float \(state.isLabelFloated ? "floated" : "")\">\(box)<span class=\"c-float-label \(labelClass(state.labelRole))\">\(esc(state.label))</span></div>"
            }
            return html + message(state.message)
        case .datePickerRow(let state):
            if state.style == .sheet {
                // The catalog has no clock: without a fixed "now" the buttons are seen on the row's own day.
                return render(.dateButtons(state.dateButtons(clock: state.now ?? state.date)), size: size, locale: locale)
            }
            let chevron = state.showsChevron ? "<span class=\"c-chevron\">›</span>" : ""
            return """
            <div class="c-row c-date-row"><span class="c-row-title">\(esc(state.title))</span><span class="c-row-value \(state.style == .inline ? "pill" : "")">\(esc(state.dateText(locale: locale)))</span>\(chevron)</div>\(state.clampNote(locale: locale).map { "<p class=\"c-message\">\(esc($0))</p>" } ?? "")
            """
        case .dateButtons(let state):
            let buttons = state.buttons.map { button in
                let symbol = state.symbol(of: button).map { "<span class=\"c-chip-icon\">\(SymbolGlyph.html($0))</span> " } ?? ""
                return "<span class=\"c-chip\(state.isSelected(button) ? " selected" : "")\">\(symbol)\(esc(state.title(of: button, locale: locale)))</span>"
            }
            // One button a row at the accessibility sizes, as the view stacks them.
            let stacked = DateButtonsViewState.stacksVertically(isAccessibilitySize: size.isAccessibilitySize) ? " stacked" : ""
            return "<div class=\"c-chips fill\(stacked)\(state.isDisabled ? " disabled" : "")\">\(buttons.joined())</div>"
        case .reminderPicker(let state):
            guard state.showsSection else { return "" }
            let rows = state.availableOffsets.map { offset in
                "<div class=\"c-row\"><span class=\"c-row-title\">\(esc(state.label(for: offset, locale: locale)))</span><span class=\"c-switch\(state.isSelected(offset) ? " on" : "")\"></span></div>"
            }
            return sectionHeader(SectionHeaderViewState(title: state.title(locale: locale)), size: size, locale: locale)
                + "<div class=\"c-card\">\(rows.joined(separator: "<hr class=\"c-divider card\">"))</div>"
        case .frequencyPicker(let state):
            return frequency(title: state.title(locale: locale), options: state.options(locale: locale), selection: state.selection, style: state.style, size: size, locale: locale)
        case .recurringToggle(let state):
            var html = "<div class=\"c-card\"><div class=\"c-row\"><span class=\"c-row-title\">\(esc(state.title(locale: locale)))</span><span class=\"c-switch\(state.isRecurring ? " on" : "")\"></span></div>"
            if state.showsFrequencyPicker {
                html += "<hr class=\"c-divider card\">" + segmented(state.frequencyPicker(locale: locale), size: size, locale: locale)
                if let next = state.nextOccurrenceText(locale: locale, currentDate: Date()) { html += "<p class=\"c-message\">\(esc(next))</p>" }
            }
            return html + "</div>"
        case .segmentedPicker(let state):
            return segmented(state, size: size, locale: locale)
        case .iconView(let state):
            let side = NumberText.format(state.style.side)
            let label = "aria-label=\"\(esc(state.spokenName(locale: locale)))\" style=\"width: \(side)px; height: \(side)px\" class=\"c-icon"
            return "<div class=\"c-row\">\(iconHTML(state.source, glyphSide: state.style.size).replacingOccurrences(of: "class=\"c-icon", with: label))</div>"
        case .datePickerSheet(let state):
            let month = state.month(locale: locale)
            let header = "<div class=\"c-sheet-bar\"><span class=\"c-sheet-action\">\(esc(state.cancelTitle(locale: locale)))</span><strong>\(esc(state.title))</strong><span class=\"c-sheet-action strong\">\(esc(state.selectTitle(locale: locale)))</span></div>"
            let cells = month.weekdays.map { "<span class=\"c-weekday\">\(esc($0))</span>" }
                + month.days.map { day in day.map { "<span class=\"c-day\($0 == month.selectedDay ? " selected" : "")\">\($0)</span>" } ?? "<span></span>" }
            return header + "<p class=\"c-month\">\(esc(month.title))</p><div class=\"c-calendar\">\(cells.joined())</div>"
        case .addTransaction(let sheet):
            return addTransaction(sheet, size: size, locale: locale)
        case .iconPickerRow(let state):
            let value = "aria-label=\"\(esc(state.value(locale: locale)))\" class=\"c-icon"
            let icon = (state.icon.map { iconHTML($0.source) } ?? "<span class=\"c-icon placeholder\">\(SymbolGlyph.html(state.placeholderSymbol))</span>")
                .replacingOccurrences(of: "class=\"c-icon", with: value)
            return "<div class=\"c-row\"><span class=\"c-row-title\">\(esc(state.title(locale: locale)))</span>\(icon)<span class=\"c-chevron\">›</span></div>"
        case .iconPicker(let state):
            return iconPicker(state, size: size, locale: locale)
        case .colorPickerRow(let state):
            let swatch = state.selectedColor.map { "<span class=\"c-swatch small\" style=\"background: \($0.hex)\"></span>" } ?? ""
            let value = "<span class=\"c-row-value\">\(esc(state.value(locale: locale)))</span>"
            var html = "<div class=\"c-row\"><span class=\"c-row-title\">\(esc(state.title(locale: locale)))</span>\(swatch)\(value)<span class=\"c-chevron\">\(state.isExpanded ? "⌃" : "⌄")</span></div>"
            if state.isExpanded {
                html += "<div class=\"c-swatches\">" + state.swatches.map { swatch in
                    let mark = state.isSelected(swatch) ? "✓" : ""
                    return "<span class=\"c-swatch\" style=\"background: \(swatch.color.hex); color: \(swatch.textColor.hex)\" aria-label=\"\(esc(swatch.accessibilityLabel(locale: locale)))\">\(mark)</span>"
                }.joined() + "</div>"
                let field = state.customText.isEmpty ? "<span class=\"placeholder\">\(esc(state.customPlaceholder(locale: locale)))</span>" : esc(state.customText)
                html += "<div class=\"c-field \(borderClass(state.customFieldBorder.role))\">\(field)</div>"
                if let error = state.customErrorMessage(locale: locale) { html += "<p class=\"c-message error\">\(esc(error))</p>" }
            }
            return html
        case .confirmationDialogButton(let state):
            var html = "<span class=\"c-button \(state.role == .destructive ? "destructive" : "")\">\(esc(state.title))</span>"
            if state.isPresented {
                let confirmClass = state.confirmButtonRole == .destructive ? " destructive" : ""
                html += "<div class=\"c-dialog\">\(state.visibleMessage.map { "<p class=\"c-message\">\(esc($0))</p>" } ?? "")<span class=\"c-dialog-button\(confirmClass)\">\(esc(state.confirmTitle(locale: locale)))</span><span class=\"c-dialog-button\">\(esc(state.cancelTitle(locale: locale)))</span></div>"
            }
            return html
        }
    }

    /// The hero amount at the size the engine fits it to for this text size.
    private static func amountInput(_ state: AmountInputViewState, size: TextSize, locale: Locale) -> String {
        let fontSize = state.fontSize(availableWidth: 342, measurer: AdvanceWidthMeasurer.interBoldTabular, dynamicTypeScale: size.scale)
        let error = state.errorText(locale: locale)
        var html = "<div class=\"c-amount\"><span class=\"c-amount-figure\(state.showsRefusal ? " error" : "")\" style=\"font-size: \(NumberText.format(fontSize))px\">\(esc(state.display))</span>\(state.showsCursor ? "<span class=\"c-cursor\"></span>" : "")</div>"
        if let error { html += "<p class=\"c-message error\">\(esc(error))</p>" }
        let conversion = state.conversionDisplay(locale: locale)
        if let line = conversion.text {
            html += "<p class=\"c-conversion\">\(esc(line))\(conversion.ratesDate.map { " <span class=\"c-rates-date\">\(esc($0))</span>" } ?? "")</p>"
        }
        // Copy and paste one a row at the accessibility sizes, as the view stacks them.
        let stacked = AmountInputViewState.stacksClipboardButtons(isAccessibilitySize: size.isAccessibilitySize) ? " stacked" : ""
        return html + "<div class=\"c-actions\(stacked)\"><span class=\"c-button\">\(esc(Localizer.string(.buttonCopy, locale: locale)))</span><span class=\"c-button\">\(esc(Localizer.string(.buttonPaste, locale: locale)))</span></div>"
    }

    /// The amount text field: the text or the placeholder, the border of its state, the refusal.
    private static func currencyField(_ state: CurrencyFieldState, locale: Locale) -> String {
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
    private static func quickAmountBar(_ state: QuickAmountBarState, size: TextSize, locale: Locale) -> String {
        let chips = state.chips(locale: locale).map { chip in
            "<span class=\"c-chip\(chip.isSelected ? " selected" : "")\(chip.isEnabled ? "" : " disabled")\">\(esc(chip.label))</span>"
        }
        return sectionHeader(SectionHeaderViewState(title: Localizer.string(.quickAmountsHeader, locale: locale)), size: size, locale: locale)
            + "<div class=\"c-scroll\"><div class=\"c-chips equal\">\(chips.joined())</div></div>"
    }

    /// The keypad as the view lays it out: four rows of three in keypad order whatever the text
    /// direction, an empty slot where a currency has no separator, the sizes the state gives for
    /// this text size, and the backspace glyph pointing the way text is deleted.
    private static func amountKeypad(_ state: AmountKeypadState, size: TextSize, locale: Locale) -> String {
        let metrics = AmountKeypadState.metrics(dynamicTypeScale: size.scale)
        let symbol = AmountKeypadState.backspaceSymbol(for: AmountKeypadState.layoutDirection(for: locale))
        let keys = state.rows(locale: locale).joined().map { slot -> String in
            guard let key = slot else { return "<span class=\"c-key empty\" aria-hidden=\"true\"></span>" }
            let shown = key.key == .backspace ? backspaceGlyph(symbol) : esc(key.label)
            return "<span class=\"c-key\(key.isFilled ? "" : " plain")\" role=\"button\" aria-label=\"\(esc(key.accessibilityLabel))\">\(shown)</span>"
        }
        let direction = AmountKeypadState.gridLayoutDirection == .rightToLeft ? "rtl" : "ltr"
        let style = "grid-auto-rows: minmax(\(NumberText.format(metrics.keyHeight))px, auto); gap: \(NumberText.format(metrics.spacing))px; font-size: \(NumberText.format(metrics.fontSize))px; --key-radius: \(NumberText.format(metrics.cornerRadius))px"
        return "<div class=\"c-keypad\" dir=\"\(direction)\" style=\"\(style)\">\(keys.joined())</div>"
    }

    /// The character drawn for the backspace's SF Symbol: ⌫ for `delete.left`, ⌦ for `delete.right`.
    static func backspaceGlyph(_ symbol: String) -> String {
        symbol == "delete.right" ? "⌦" : "⌫"
    }

    /// The sheet as the view lays it out: title bar, amount field, quick amounts, description,
    /// type and date.
    private static func addTransaction(_ sheet: AddTransactionSheetState, size: TextSize, locale: Locale) -> String {
        func string(_ key: TallyStringKey) -> String { Localizer.string(key, locale: locale) }
        func header(_ key: TallyStringKey) -> String { sectionHeader(SectionHeaderViewState(title: string(key)), size: size, locale: locale) }
        let save = "<span class=\"c-sheet-action strong\(sheet.canSave ? "" : " disabled")\">\(esc(string(.commonSave)))</span>"
        let description = sheet.description.isEmpty ? "<span class=\"placeholder\">\(esc(string(.transactionDescription)))</span>" : esc(sheet.description)
        let date = sheet.dateText(locale: locale)
        return "<div class=\"c-sheet-bar\"><span class=\"c-sheet-action\">\(esc(string(.commonCancel)))</span><strong>\(esc(string(.transactionAdd)))</strong>\(save)</div>"
            + header(.transactionAmount) + currencyField(sheet.amountField, locale: locale)
            + quickAmountBar(sheet.quickAmountBar, size: size, locale: locale)
            + header(.transactionDescription) + "<div class=\"c-field \(borderClass(sheet.descriptionBorder.role))\">\(description)</div>"
            + header(.transactionType) + segmented(sheet.kindPicker(locale: locale), size: size, locale: locale)
            + "<div class=\"c-row c-date-row\"><span class=\"c-row-title\">\(esc(string(.transactionDate)))</span><span class=\"c-row-value\">\(esc(date))</span></div>"
    }

    /// A header as the view draws it: the title upper-cased with the locale's rules where the style asks.
    private static func sectionHeader(_ state: SectionHeaderViewState, size: TextSize, locale: Locale) -> String {
        let cased = state.isUppercased(isAccessibilitySize: size.isAccessibilitySize) ? "" : " as-written"
        return "<h3 class=\"c-section-header \(state.style.rawValue)\(cased)\">\(esc(state.displayTitle(locale: locale, isAccessibilitySize: size.isAccessibilitySize)))</h3>"
    }

    /// The line under a field, in its colour.
    private static func message(_ line: FieldMessageLine?) -> String {
        guard let line else { return "" }
        return "<p class=\"c-message \(line.isError ? "error" : labelClass(line.role))\">\(esc(line.text))</p>"
    }

    /// A segmented picker: its header when it shows one, and the segments; at the accessibility
    /// sizes a list of rows with a checkmark on the chosen one, as the view shows it.
    private static func segmented<Value>(_ state: SegmentedPickerViewState<Value>, size: TextSize, locale: Locale) -> String {
        if SegmentedPickerViewState<Value>.showsList(isAccessibilitySize: size.isAccessibilitySize) {
            let rows = state.options.map { option in
                "<div class=\"c-row\"><span class=\"c-row-title\">\(esc(option.label))</span>\(state.isSelected(option) ? "<span class=\"c-check\">✓</span>" : "")</div>"
            }
            return (state.header.map { sectionHeader($0, size: size, locale: locale) } ?? "") + "<div class=\"c-card\">\(rows.joined(separator: "<hr class=\"c-divider card\">"))</div>"
        }
        let segments = state.options.map { "<span class=\"c-segment\(state.isSelected($0) ? " selected" : "")\">\(esc($0.label))</span>" }
        return (state.header.map { sectionHeader($0, size: size, locale: locale) } ?? "") + "<div class=\"c-segments\">\(segments.joined())</div>"
    }

    private static func frequency(title: String, options: [PickerOption<RecurringFrequency>], selection: RecurringFrequency, style: FrequencyPickerStyle,
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

    /// The icon picker: the tabs, the search field, the messages and the first sections of the tab shown.
    private static func iconPicker(_ state: IconPickerViewState, size: TextSize, locale: Locale) -> String {
        var html = segmented(state.tabPicker(locale: locale), size: size, locale: locale)
        let query = state.query.isEmpty ? "<span class=\"placeholder\">\(esc(state.searchPlaceholder(locale: locale)))</span>" : esc(state.query)
        html += "<div class=\"c-field\">\(query)\(state.showsClearButton ? " <span class=\"c-chevron\">⊗</span>" : "")</div>"
        if state.tab == .logos, state.showsOnlineSearchOff {
            html += "<p class=\"c-message\">\(esc(Localizer.string(.iconPickerOnlineSearchOff, locale: locale)))</p>"
        }
        if let error = state.domainErrorMessage(locale: locale) { html += "<p class=\"c-message error\">\(esc(error))</p>" }
        if state.hasNoResults(locale: locale) {
            return html + "<p class=\"c-message\">\(esc(Localizer.string(.iconPickerNoResults, locale: locale)))</p>"
        }
        switch state.tab {
        case .icons:
            if state.showsNoIconButton(locale: locale) {
                html += "<div class=\"c-row c-card\"><span class=\"c-row-title\">\(esc(Localizer.string(.iconPickerNoIcon, locale: locale)))</span>\(state.isSelected(nil) ? "<span class=\"c-check\">✓</span>" : "")</div>"
            }
            for section in state.symbolSections(locale: locale).prefix(StoryView.iconPickerSectionLimit) {
                html += sectionHeader(SectionHeaderViewState(title: section.category.title(locale: locale), style: .compact), size: size, locale: locale)
                html += "<div class=\"c-icon-grid\">" + section.symbols.prefix(StoryView.iconPickerSymbolLimit).map { symbol in
                    "<span class=\"c-icon-cell\(state.isSelected(symbol.source) ? " selected" : "")\" title=\"\(esc(symbol.name))\">\(SymbolGlyph.html(symbol.name))</span>"
                }.joined() + "</div>"
            }
        case .logos:
            for section in state.logoSections {
                html += sectionHeader(SectionHeaderViewState(title: Localizer.string(section.kind.titleKey, locale: locale), style: .compact), size: size, locale: locale)
                // As the view lays them out: the logo over its name, each cell at least 88 pt wide
                // and as wide as the name's longest word.
                html += "<div class=\"c-logo-grid\">" + section.sources.prefix(StoryView.iconPickerLogoLimit).map { source in
                    let name = state.logoAccessibility(of: source).label
                    return "<span class=\"c-logo-cell\(state.isSelected(source) ? " selected" : "")\">\(iconHTML(source))<span class=\"c-logo-name\">\(esc(name))</span></span>"
                }.joined() + "</div>"
            }
        }
        return html
    }

    /// An icon's tile: an SF Symbol drawn as its glyph (`glyphSide` pixels square, the text size
    /// when nil), a logo as its brand's initial.
    private static func iconHTML(_ source: IconSource, glyphSide: Double? = nil) -> String {
        switch source {
        case .sfSymbol(let name): "<span class=\"c-icon\" title=\"\(esc(name))\">\(SymbolGlyph.html(name, side: glyphSide))</span>"
        case .bankLogo(let brand), .brandService(let brand): "<span class=\"c-icon logo\" title=\"\(esc(brand.domain.value))\">\(esc(String(brand.name.prefix(1))))</span>"
        }
    }

    private static func borderClass(_ role: FieldColorRole) -> String { "border-\(role.rawValue)" }
    private static func labelClass(_ role: FieldColorRole) -> String { "label-\(role.rawValue)" }

    /// `text` escaped for HTML text and attribute values.
    static func esc(_ text: String) -> String { HTMLEscape.attribute(text) }
}

import Foundation

/// Everything `ColorPickerRow` shows, says and does, as one value: the stored colour, the title,
/// the palette, whether the swatches are shown, the custom code being typed and why it was
/// refused, and the selection feedback.
///
/// - **The stored code is never rewritten on its own.** A stored `#3b82f6` is shown as Blue and
///   left as it is until a person picks something. A picked swatch stores its canonical code
///   (`#2563EB`); a typed code is read by ``HexColor/parse(_:)`` and stored in canonical form,
///   which the field then shows, so a normalized entry (`38f` → `#3388FF`) is visible. An
///   invalid code is never stored: the field shows why instead, until the text is edited.
/// - **The row** reads the colour's name, the code of a custom colour, "None" when nothing is
///   stored, or the stored text as it is when it is not a colour code; VoiceOver adds whether the
///   swatches are shown ("Blue, collapsed").
/// - **The swatches** are the palette, plus the chosen colour at the end when it is a custom one.
///   The chosen swatch shows a checkmark in a colour at 4.5:1 or more on it and has the
///   `.isSelected` trait; VoiceOver reads a palette swatch by its colour's name and a custom one
///   as "Color #RRGGBB".
/// - **The code field's border** is ``FieldBorder``, the rule every field shares.
public struct ColorPickerRowState: Sendable, Hashable {
    /// The stored colour as text (normally a `#RRGGBB` code; anything else is shown as it is).
    public var storedHex: String
    /// The title, already localized; nil for `common.color` ("Color").
    public var title: String?
    /// The swatches offered, in order.
    public var palette: CategoryPalette
    /// Whether the swatches and the code field are shown.
    public var isExpanded: Bool
    /// The code being typed in the custom field.
    public private(set) var customText: String
    /// Why the typed code was refused, shown under the field until the text is edited.
    public private(set) var customError: HexColor.ParseError?
    /// Counts the picks that play the selection haptic; the view plays one each time it changes.
    public private(set) var selectionFeedback: Int

    /// A row state.
    ///
    /// - Parameters:
    ///   - storedHex: The stored colour as text.
    ///   - title: The title, already localized; nil for "Color".
    ///   - palette: The swatches; Tally's twelve category colours by default.
    ///   - isExpanded: Whether the swatches are shown.
    ///   - customText: The code typed in the custom field.
    ///   - customError: Why the typed code was refused, if it was.
    public init(storedHex: String, title: String? = nil, palette: CategoryPalette = .default, isExpanded: Bool = false,
                customText: String = "", customError: HexColor.ParseError? = nil) {
        self.storedHex = storedHex
        self.title = title
        self.palette = palette
        self.isExpanded = isExpanded
        self.customText = customText
        self.customError = customError
        selectionFeedback = 0
    }

    /// The title in `language` (`locale`'s when nil): the caller's, or "Color" when there is none
    /// or it is blank.
    public func title(locale: Locale, language: TallyLanguage? = nil) -> String {
        FieldMessageText.visible(title) ?? Localizer.string(.commonColor, language: language, locale: locale)
    }

    /// The stored text read as a colour, or nil when it is empty or not a colour code.
    public var selectedColor: HexColor? { try? HexColor.parse(storedHex).get().color }

    /// What the row shows as its value in `language` (`locale`'s when nil): the colour's name, the
    /// canonical code of a custom colour, "None" when nothing is stored, and the stored text as it
    /// is when it is not a colour code.
    public func value(locale: Locale, language: TallyLanguage? = nil) -> String {
        if let color = selectedColor {
            return palette.paletteColor(for: color)?.localizedName(locale: locale, language: language) ?? color.hex
        }
        let trimmed = storedHex.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? Localizer.string(.commonNone, language: language, locale: locale) : trimmed
    }

    /// What VoiceOver reads as the row's value in `language` (`locale`'s when nil):
    /// ``value(locale:language:)``, then whether the swatches are shown ("Blue, collapsed").
    public func accessibilityValue(locale: Locale, language: TallyLanguage? = nil) -> String {
        value(locale: locale, language: language) + ", "
            + Localizer.string(isExpanded ? .expandableCardStateExpanded : .expandableCardStateCollapsed, language: language, locale: locale)
    }

    /// What VoiceOver reads for the row in `language` (`locale`'s when nil): the title and the value.
    public func accessibility(locale: Locale, language: TallyLanguage? = nil) -> PickerAccessibility {
        PickerAccessibility(label: title(locale: locale, language: language), value: accessibilityValue(locale: locale, language: language))
    }

    /// Whether the colour and its name go under the title, on their own line: at the
    /// accessibility text sizes, where beside the title they would be squeezed.
    public static func stacksValue(isAccessibilitySize: Bool) -> Bool { isAccessibilitySize }

    /// A swatch's side in Tally's standard theme, in points, for the side Dynamic Type scaled
    /// 44 pt to: never under the 44 pt tap area (`tapArea.minimum`), never over twice it. A theme
    /// cannot change it.
    @available(*, deprecated, message: "Use swatchSide(scaled:in:) with the TallyTheme the row is drawn in")
    public static func swatchSide(scaled: Double) -> Double {
        min(max(scaled, TallyTokens.TapArea.minimum), TallyTokens.TapArea.minimum * 2)
    }

    /// The SF Symbol of the row's chevron: up while expanded, down otherwise.
    public var chevronSymbol: String { isExpanded ? "chevron.up" : "chevron.down" }

    /// The swatches shown: the palette, and the chosen colour at the end when it is a custom one.
    public var swatches: [PaletteColor] { palette.swatches(selected: selectedColor) }

    /// Whether `swatch` is the chosen colour.
    public func isSelected(_ swatch: PaletteColor) -> Bool { swatch.color == selectedColor }

    /// What VoiceOver reads for `swatch` in `language` (`locale`'s when nil): its name or "Color
    /// #RRGGBB", and whether it is chosen.
    public func accessibility(of swatch: PaletteColor, locale: Locale, language: TallyLanguage? = nil) -> PickerAccessibility {
        PickerAccessibility(label: swatch.accessibilityLabel(locale: locale, language: language), isSelected: isSelected(swatch))
    }

    /// Shows or hides the swatches. Opening them with a custom colour stored and nothing typed
    /// puts that colour's code in the field, ready to edit.
    public mutating func toggleExpanded() {
        isExpanded.toggle()
        if isExpanded, customText.isEmpty, let selectedColor, palette.isCustom(selectedColor) {
            customText = selectedColor.hex
        }
    }

    /// Picks `swatch`: stores its canonical code and counts a selection haptic; picking the
    /// colour already stored changes nothing.
    public mutating func pick(_ swatch: PaletteColor) {
        store(swatch.color.hex)
    }

    /// Takes what is typed in the code field. Editing clears the refusal shown under it.
    public mutating func editCustomText(_ text: String) {
        guard text != customText else { return }
        customText = text
        customError = nil
    }

    /// Whether the field holds something to confirm (not blank); the confirm button is disabled
    /// otherwise.
    public var canCommitCustomText: Bool { !customText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

    /// Confirms the typed code: a valid one is stored in canonical form and the field shows that
    /// form; an invalid one stores nothing and is returned as the refusal to show (and announce).
    @discardableResult
    public mutating func commitCustomText() -> HexColor.ParseError? {
        guard canCommitCustomText else { return nil }
        switch HexColor.parse(customText) {
        case .success(let parsed):
            store(parsed.canonical)
            customText = parsed.canonical
            return nil
        case .failure(let error):
            customError = error
            return error
        }
    }

    /// The refusal under the code field in `language` (`locale`'s when nil), if any.
    public func customErrorMessage(locale: Locale, language: TallyLanguage? = nil) -> String? { customError?.message(locale: locale, language: language) }

    /// The code field's placeholder in `language` (`locale`'s when nil)
    /// (`colorPicker.hexPlaceholder`).
    public func customPlaceholder(locale: Locale, language: TallyLanguage? = nil) -> String { Localizer.string(.colorPickerHexPlaceholder, language: language, locale: locale) }

    /// The code field's border: red and 2 pt while a refusal shows, resting otherwise.
    public var customFieldBorder: FieldBorder { FieldBorder(isFocused: false, hasError: customError != nil) }

    private mutating func store(_ hex: String) {
        guard storedHex != hex else { return }
        storedHex = hex
        selectionFeedback &+= 1
    }
}

extension ColorPickerRowState: AccessibilityDescribing {
    /// What VoiceOver reads for the row, a button, in `language` (`locale`'s when nil): the title,
    /// then the colour and whether the swatches are shown ("Color, Blue, collapsed").
    public func rowAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(accessibility(locale: locale, language: language), traits: .button)
    }

    /// What VoiceOver reads for `swatch`, a button, in `language` (`locale`'s when nil): its
    /// colour's name or "Color #RRGGBB", selected when it is the chosen colour.
    public func swatchAccessibility(_ swatch: PaletteColor, locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(accessibility(of: swatch, locale: locale, language: language), traits: .button)
    }

    /// What VoiceOver reads for the heading over the code field in `language` (`locale`'s when
    /// nil): "Custom", a header.
    public func customHeaderAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: Localizer.string(.colorPickerCustom, language: language, locale: locale), traits: .header)
    }

    /// What VoiceOver reads for the code field in `language` (`locale`'s when nil): "Custom", and
    /// the code typed, if any.
    public func customFieldAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: Localizer.string(.colorPickerCustom, language: language, locale: locale),
                             value: customText.isEmpty ? nil : customText, traits: .textField)
    }

    /// What VoiceOver reads for the button confirming the typed code in `language` (`locale`'s
    /// when nil): "Confirm", disabled while there is nothing to confirm
    /// (``canCommitCustomText``).
    public func customConfirmAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: Localizer.string(.commonConfirm, language: language, locale: locale),
                             traits: canCommitCustomText ? .button : [.button, .disabled])
    }

    /// What VoiceOver reads for the refusal under the code field in `language` (`locale`'s when
    /// nil), or nil when there is none.
    public func customErrorAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement? {
        customErrorMessage(locale: locale, language: language).map { AccessibilityElement(label: $0, traits: .staticText) }
    }

    /// The row; while expanded, every swatch in order, the code field and the refusal under it.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        var elements = [rowAccessibility(locale: locale, language: language)]
        guard isExpanded else { return elements }
        elements += swatches.map { swatchAccessibility($0, locale: locale, language: language) }
        elements.append(customFieldAccessibility(locale: locale, language: language))
        if let error = customErrorAccessibility(locale: locale, language: language) { elements.append(error) }
        return elements
    }
}

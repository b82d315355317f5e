import Foundation

/// What `AnimatedAmountInput` draws: a compact amount that is a button (opening the app's editor,
/// or taking the keyboard itself), the blinking cursor while it is being edited, and what VoiceOver
/// reads ("Edit amount" and the whole amount with its currency).
public struct AnimatedAmountInputState: Sendable, Hashable, AmountEntryState {
    /// The amount and the last refusal.
    public var entry: AmountEntry
    /// Whether the amount is being edited (it has the keyboard, or the app's editor is open): the
    /// cursor shows.
    public var isEditing: Bool

    /// The state of `entry`, edited or not.
    public init(entry: AmountEntry, isEditing: Bool = false) {
        self.entry = entry
        self.isEditing = isEditing
    }

    /// The state of `input`, edited or not.
    public init(input: AmountInput, isEditing: Bool = false) {
        self.init(entry: AmountEntry(input: input), isEditing: isEditing)
    }

    /// The amount shown. Setting it replaces the amount and clears any refusal shown.
    public var input: AmountInput {
        get { entry.input }
        set { entry = AmountEntry(input: newValue) }
    }

    /// Does `action`; see ``AmountEntry/perform(_:origin:)``.
    @available(*, deprecated, message: "Use entry.perform(_:origin:) instead")
    @discardableResult
    public mutating func perform(_ action: AmountAction, origin: AmountActionOrigin = .person) -> AmountInputRejection? {
        entry.perform(action, origin: origin)
    }

    /// Does what a key of the keyboard asks (see ``AmountKeyboard``); Escape or Return ends
    /// editing. Returns what is left for the view to do (text to copy).
    @discardableResult
    public mutating func handle(_ event: AmountKeyboardEvent) -> AmountKeyboardResponse {
        let response = entry.handle(event)
        if response == .endEditing { isEditing = false }
        return response
    }

    /// The figure as shown.
    public var display: String { input.display }

    /// Whether the cursor shows after the figure.
    public var showsCursor: Bool { isEditing }

    /// The font size the figure is drawn at in `availableWidth` points, measured by `measurer`,
    /// starting from `baseSize`.
    public func fontSize(availableWidth: Double, measurer: some TextMeasurer, baseSize: Double = AmountFontFit().baseSize) -> Double {
        AmountFontFit(baseSize: baseSize).fontSize(for: display, availableWidth: availableWidth, measurer: measurer)
    }

    /// The cursor's height for a figure drawn at `fontSize`: ``AmountFontFit/cursorHeight(fontSize:)``.
    public static func cursorHeight(fontSize: Double) -> Double { AmountFontFit.cursorHeight(fontSize: fontSize) }

    /// What VoiceOver reads: "Edit amount", the whole amount with its currency; a button.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibility(locale: Locale, language: TallyLanguage? = nil) -> PickerAccessibility {
        accessibilityReading(locale: locale, language: language).described
    }

    /// The same reading with the value left to format when VoiceOver reads it
    /// (``AmountInput/SpokenValue``): what the view hands SwiftUI.
    public func accessibilityReading(locale: Locale, language: TallyLanguage? = nil) -> AmountInput.Reading {
        AmountInput.Reading(label: input.texts.text(.editLabel, locale: locale, language: language), input: input,
                            spokenValue: AmountInput.SpokenValue(locale: locale).readingPendingMinus(of: input, language: language))
    }
}

extension AnimatedAmountInputState {
    /// Shows `reason` for something refused before it became an action (a value and currency
    /// the app wrote together); the amount is unchanged.
    @available(*, deprecated, message: "Use entry.refuse(_:origin:) instead")
    public mutating func refuse(_ reason: AmountInputRejection, origin: AmountActionOrigin) {
        entry.refuse(reason, origin: origin)
    }
}

extension AnimatedAmountInputState: AccessibilityDescribing {
    /// How VoiceOver announces the amount: as a button that starts editing.
    public static let amountAccessibilityTraits: AccessibilityElement.Traits = .button

    /// The amount as one button: "Edit amount", the whole amount with its currency.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [AccessibilityElement(accessibility(locale: locale, language: language), traits: Self.amountAccessibilityTraits)]
    }
}

import Foundation

/// What `AmountInputView` draws: the amount as typed in the hero style, red with the reason under
/// it after a refusal, the conversion into another currency, and what VoiceOver reads.
///
/// The amount's currency is ``AmountEntry/currency``, held once: limits, display, VoiceOver and
/// the conversion all follow it, and changing it is the ``AmountAction/changeCurrency(_:)`` action.
public struct AmountInputViewState: Sendable, Hashable, AmountEntryState {
    /// The amount and the last refusal.
    public var entry: AmountEntry
    /// The currency the amount is also shown in; nil shows no conversion.
    public var conversionTarget: Currency? {
        get { converting.target }
        set { converting = Converting(target: newValue, state: converting.state) }
    }
    /// The conversion's state, as the conversion pipeline last left it.
    public var conversion: ConversionState {
        get { converting.state }
        set { converting = Converting(target: converting.target, state: newValue) }
    }

    /// The conversion's target and state, which change once per conversion, held by one
    /// reference: the view copies its state on every read of its binding, and a copy then
    /// retains one object instead of the target's and the keys' strings.
    private var converting: Converting

    /// A conversion target and state, immutable; equal when both are.
    private final class Converting: Sendable, Hashable {
        let target: Currency?
        let state: ConversionState

        init(target: Currency?, state: ConversionState) {
            self.target = target
            self.state = state
        }

        static func == (lhs: Converting, rhs: Converting) -> Bool {
            lhs === rhs || (lhs.target == rhs.target && lhs.state == rhs.state)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(target)
            hasher.combine(state)
        }
    }
    /// Whether the amount has focus: the keyboard is up (when the view takes the keyboard) and
    /// the cursor blinks after the figure. Losing focus ends an expression: the amount becomes
    /// its total (``AmountInput/collapseExpression()``), or, while a divisor is still zero, stays
    /// as it is and shows why.
    public var isFocused: Bool {
        didSet {
            if oldValue, !isFocused, entry.input.isExpression { entry.perform(.key(.equals)) }
        }
    }

    /// The state of `entry`, converted into `conversionTarget` as `conversion` says.
    public init(entry: AmountEntry, conversionTarget: Currency? = nil, conversion: ConversionState = .idle, isFocused: Bool = false) {
        self.entry = entry
        converting = Converting(target: conversionTarget, state: conversion)
        self.isFocused = isFocused
    }

    /// The state of an empty amount in `currency`, typed the way `locale` writes numbers.
    ///
    /// - Parameters:
    ///   - currency: The amount's currency.
    ///   - locale: The locale the amount is typed and read in.
    ///   - maximumValue: The largest amount the person can enter; a key, a paste or a value from
    ///     outside above it is refused as too large. Nil allows any amount of up to 12 integer digits.
    ///   - minimumValue: The smallest amount the person can enter; a key, a paste or a value from
    ///     outside below it is refused as too small (see ``AmountInput``). Nil for none.
    ///   - allowsNegative: Whether the amount may be negative (a refund, a correction): the sign
    ///     key and negative texts and values are taken. False refuses every sign.
    ///   - allowsExpressions: Whether the person can type arithmetic ("12.40 + 7.60"), evaluated
    ///     exactly; the amount is its total (see ``AmountInput/allowsExpressions``).
    ///   - conversionTarget: The currency the amount is also shown in; nil shows no conversion.
    ///   - isFocused: Whether the amount starts with focus.
    public init(currency: Currency, locale: Locale, maximumValue: Decimal? = nil, minimumValue: Decimal? = nil, allowsNegative: Bool = false,
                allowsExpressions: Bool = false, conversionTarget: Currency? = nil, isFocused: Bool = false) {
        self.init(entry: AmountEntry(input: AmountInput(currency: currency, locale: locale, maximumValue: maximumValue,
                                                        minimumValue: minimumValue, allowsNegative: allowsNegative,
                                                        allowsExpressions: allowsExpressions)),
                  conversionTarget: conversionTarget, isFocused: isFocused)
    }

    /// The amount.
    public var input: AmountInput { entry.input }

    /// Does `action`; see ``AmountEntry/perform(_:origin:)``.
    @available(*, deprecated, message: "Use entry.perform(_:origin:) instead")
    @discardableResult
    public mutating func perform(_ action: AmountAction, origin: AmountActionOrigin = .person) -> AmountInputRejection? {
        entry.perform(action, origin: origin)
    }

    /// Does what a key of the keyboard asks (see ``AmountKeyboard``); Escape or Return takes focus
    /// away. Returns what is left for the view to do (text to copy).
    @discardableResult
    public mutating func handle(_ event: AmountKeyboardEvent) -> AmountKeyboardResponse {
        let response = entry.handle(event)
        if response == .endEditing { isFocused = false }
        return response
    }

    /// Whether the blinking cursor follows the figure: only while the amount has focus.
    public var showsCursor: Bool { isFocused }

    /// The cursor's height for the figure drawn at `fontSize`.
    public func cursorHeight(fontSize: Double) -> Double { AmountFontFit.cursorHeight(fontSize: fontSize) }

    /// The figure as shown: ``AmountInput/display`` (an expression while one is typed).
    public var display: String { entry.input.display }

    /// The running total under an expression ("= 20.00" under "12.40 + 7.60"), nil for a plain
    /// amount: what the amount becomes at = or when it loses focus, and the value the app holds.
    public var totalText: String? { entry.input.totalDisplay.map { "= " + $0 } }

    /// Whether the figure is drawn in the error colour: the last action was refused.
    public var showsRefusal: Bool { entry.rejection != nil }

    /// The reason under the figure, in `language` (`locale`'s when nil).
    public func errorText(locale: Locale, language: TallyLanguage? = nil) -> String? { entry.rejectionMessage(locale: locale, language: language) }

    /// Which way the digits roll.
    public var countsDown: Bool { entry.input.lastChangeCountsDown }

    /// What is being converted, from the amount's own currency; nil without a target or when the
    /// target is the amount's currency.
    public var conversionKey: ConversionKey? {
        guard let target = converting.target?.code else { return nil }
        let code = entry.input.currencyCode
        guard target != code else { return nil }
        return ConversionKey(amount: entry.input.value, currency: code, target: target)
    }

    /// The conversion line, its VoiceOver label and the rates' date, in `language` (`locale`'s when
    /// nil).
    public func conversionDisplay(locale: Locale, language: TallyLanguage? = nil) -> ConversionDisplay {
        switch conversion {
        case .idle, .converting:
            // Nothing is shown while no figure or failure is known: no key to work out.
            return ConversionDisplay()
        case .converted, .unavailable:
            return ConversionDisplay(state: conversion, key: conversionKey, target: conversionTarget, locale: locale, language: language)
        }
    }

    /// The font size the figure is drawn at in `availableWidth` points, measured by `measurer`.
    public func fontSize(availableWidth: Double, measurer: some TextMeasurer, baseSize: Double = AmountFontFit().baseSize,
                         dynamicTypeScale: Double = 1) -> Double {
        AmountFontFit(baseSize: baseSize).fontSize(for: display, availableWidth: availableWidth, measurer: measurer,
                                                   dynamicTypeScale: dynamicTypeScale)
    }

    /// What VoiceOver reads for the amount: "Amount", the whole amount with its currency, and the
    /// hint.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibility(locale: Locale, language: TallyLanguage? = nil) -> PickerAccessibility {
        accessibilityReading(locale: locale, language: language).described
    }

    /// The same reading with the value left to format when VoiceOver reads it
    /// (``AmountInput/SpokenValue``): what the view hands SwiftUI.
    public func accessibilityReading(locale: Locale, language: TallyLanguage? = nil) -> AmountInput.Reading {
        // The label and hint are kept with the amount: a render reads them, it does not look them up.
        let (label, hint) = entry.input.texts.texts(.amountLabel, .amountHint, locale: locale, language: language)
        let spoken = AmountInput.SpokenValue(locale: locale).readingPendingMinus(of: entry.input, language: language)
        return AmountInput.Reading(input: entry.input, label: label, spokenValue: spoken, hint: hint)
    }

    /// What the copy button puts on the pasteboard: the amount as shown, or an expression's total.
    public var copiedText: String { entry.input.totalDisplay ?? display }

    /// How many times the amount has been copied; the copy button bounces each time.
    public private(set) var copyCount = 0
    /// The figure as it was when last copied, nil before the first copy.
    public private(set) var lastCopiedDisplay: String?

    /// Counts a copy and returns what to put on the pasteboard (``copiedText``).
    public mutating func copy() -> String {
        copyCount &+= 1
        lastCopiedDisplay = copiedText
        return copiedText
    }

    /// The copy button's symbol: a checkmark while the figure shown is the one last copied, the
    /// copy symbol otherwise (before any copy, and as soon as the amount changes).
    public var copySymbol: String {
        // Before any copy nothing is compared: a render reads this on every keystroke.
        guard let lastCopiedDisplay else { return "doc.on.doc" }
        return lastCopiedDisplay == copiedText ? "checkmark" : "doc.on.doc"
    }

    /// Whether the copy and paste buttons are stacked, one a row, rather than side by side: at
    /// every accessibility text size, where two titles side by side ("Копировать", "Einfügen")
    /// would be broken inside their words. (At smaller sizes the view also stacks them when they
    /// do not fit side by side.)
    public static func stacksClipboardButtons(isAccessibilitySize: Bool) -> Bool { isAccessibilitySize }
}

extension AmountInputViewState {
    /// Shows `reason`; see ``AmountEntry/refuse(_:origin:)``.
    @available(*, deprecated, message: "Use entry.refuse(_:origin:) instead")
    public mutating func refuse(_ reason: AmountInputRejection, origin: AmountActionOrigin) { entry.refuse(reason, origin: origin) }
}

extension AmountInputViewState: AccessibilityDescribing {
    /// How VoiceOver announces the amount: as text; a double tap gives it focus.
    public static let amountAccessibilityTraits: AccessibilityElement.Traits = .staticText

    /// The reason under the amount as VoiceOver reads it, or nil while there is none.
    public func errorAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement? {
        errorText(locale: locale, language: language).map { AccessibilityElement(label: $0, traits: .staticText) }
    }

    /// The converted figure as VoiceOver reads it ("About 1,084.30 euros"), or nil while none is shown.
    public func conversionAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement? {
        conversionDisplay(locale: locale, language: language).accessibilityElement
    }

    /// The Copy button under the amount.
    public func copyButtonAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: entry.input.texts.text(.copy, locale: locale, language: language), traits: .button)
    }

    /// The Paste button under the amount.
    public func pasteButtonAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(label: entry.input.texts.text(.paste, locale: locale, language: language), traits: .button)
    }

    /// The amount, the reason for a refused key, the converted figure, then Copy and Paste.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [AccessibilityElement(accessibility(locale: locale, language: language), traits: Self.amountAccessibilityTraits)]
            + [errorAccessibility(locale: locale, language: language), conversionAccessibility(locale: locale, language: language)].compactMap { $0 }
            + [copyButtonAccessibility(locale: locale, language: language), pasteButtonAccessibility(locale: locale, language: language)]
    }
}

import Foundation

/// What `AmountKeypad` draws: an on-screen keypad for an amount, for apps that do not show the
/// system keyboard.
///
/// - **Keys**, in four rows: 1 2 3 / 4 5 6 / 7 8 9 / separator 0 backspace, and for an amount
///   that allows negatives (``AmountInput/allowsNegative``) a fourth column holding the sign key
///   ± (``AmountKey/toggleSign``) at the end of the first row: 1 2 3 ± (the column's other
///   slots are empty, as on a calculator's operator column). Each is an
///   ``AmountKey`` (``Key/key``) that a press sends to the amount as ``AmountAction/key(_:)``
///   (``press(_:)``), so a key the amount cannot take is refused with its reason like any other
///   action.
/// - **Arithmetic**: for an amount that takes expressions (``AmountInput/allowsExpressions``), an
///   operator row + − × ÷ sits above the digits and = ends the last row (separator 0 backspace
///   =), in a fourth column that also holds ± where negatives are allowed. VoiceOver reads them
///   "Plus", "Minus", "Multiply", "Divide" and "Equals".
/// - **Key order**: phone order (1 2 3 on top, as the system's number pad) by default, or
///   calculator order (7 8 9 on top) with ``KeyOrder/calculator``.
/// - **The separator key** is the amount's own decimal separator (`"."` in en_US, `","` in de_DE,
///   `"٫"` in ar_EG). A currency without minor units (JPY, KRW) has no separator key: its slot is
///   left empty, so the 0 stays in the middle.
/// - **Digits** are labelled in the locale's own digits (`"١"` in ar_EG) and always send
///   ``AmountKey/digit(_:)`` with their value.
/// - **VoiceOver** reads a digit as the digit, the separator as "Decimal point" or "Decimal comma"
///   (what the key types; "Decimal separator" for any other glyph), the sign key as "Change
///   sign" and the backspace as "Delete", with "Hold to keep deleting" as its hint.
/// - **Right to left**: the grid keeps keypad order (1 2 3 from left to right, as the system's
///   number pads do in Arabic and Hebrew), while the backspace glyph points the way text is
///   deleted: `delete.left` in a left-to-right layout, `delete.right` in a right-to-left one.
/// - **Dynamic Type**: keys and labels grow with the text size up to 1.5 times, so the four rows
///   still fit on a phone with the amount above them at the accessibility sizes; a key is never
///   under 44 pt tall.
/// - **Holding the backspace** repeats it with ``KeyRepeat/backspace`` timing, one character at a
///   time, until the finger lifts or the amount is empty.
public struct AmountKeypadState: Sendable, Hashable {
    /// The direction of the layout the keypad is drawn in.
    public enum LayoutDirection: Sendable, Hashable, CaseIterable {
        /// Left to right (English, Russian, French, German…).
        case leftToRight
        /// Right to left (Arabic, Hebrew, Persian…).
        case rightToLeft
    }

    /// One key as the keypad draws it: the ``AmountKey`` it is, and how it is labelled and read.
    public struct Key: Sendable, Hashable, Identifiable {
        /// What the key is, and what a press sends to the amount (as ``AmountAction/key(_:)``): a
        /// digit, the decimal separator the amount takes (``AmountKeypadState/separatorCharacter``)
        /// or the backspace. It identifies the key.
        public var key: AmountKey
        /// The text on the key: the digit in the locale's digits, the decimal separator or "±";
        /// empty for the backspace, which shows ``AmountKeypadState/backspaceSymbol(for:)``.
        public var label: String
        /// What VoiceOver reads: the digit, "Decimal point", "Delete".
        public var accessibilityLabel: String
        /// What VoiceOver adds after a pause: "Hold to keep deleting" for the backspace, nil for
        /// the others.
        public var accessibilityHint: String?

        /// Whether holding the key repeats it (the backspace).
        public var repeatsWhileHeld: Bool { key == .backspace }

        /// Whether the key is drawn on a key-coloured background: the digits and the separator
        /// are; the backspace sits on the keypad's own background, as on the system's number pad.
        public var isFilled: Bool { key != .backspace }

        /// Whether the key is an operator or =, drawn in the accent colour as on a calculator.
        public var isArithmetic: Bool { key.isArithmetic }

        /// The key identifies it.
        public var id: AmountKey { key }
    }

    /// What a press did.
    public enum Press: Sendable, Hashable {
        /// The amount took the key (a key that changes nothing, such as a backspace on an empty
        /// amount, is taken too).
        case taken
        /// The amount refused the key and is unchanged; the entry plays the error and announces why.
        case refused(AmountInputRejection)

        /// Whether the key's own light tap plays: for a taken key. A refused key plays only the
        /// entry's error, never a tap and an error together.
        public var playsKeyFeedback: Bool { self == .taken }
    }

    /// The sizes of the keypad at one Dynamic Type size, in points.
    public struct Metrics: Sendable, Hashable {
        /// The height of a key; never under 44 pt.
        public var keyHeight: Double
        /// The size of a key's digit or separator.
        public var fontSize: Double
        /// The point size of the backspace glyph.
        public var symbolSize: Double
        /// The space between keys, across and down.
        public var spacing: Double
        /// The corner radius of a key.
        public var cornerRadius: Double
    }

    /// Which row of digits comes first.
    public enum KeyOrder: String, Sendable, Hashable, CaseIterable {
        /// 1 2 3 on top, as on a phone's and the system's number pad.
        case phone
        /// 7 8 9 on top, as on a calculator.
        case calculator
    }

    /// The amount the keys act on.
    public var entry: AmountEntry
    /// The order of the digit rows.
    public var order: KeyOrder

    /// The keypad of `entry`, its digits in `order`.
    public init(entry: AmountEntry, order: KeyOrder = .phone) {
        self.entry = entry
        self.order = order
    }

    /// The keypad of a new entry of `input`.
    public init(input: AmountInput) {
        self.init(entry: AmountEntry(input: input))
    }

    /// The keypad of an empty amount in `currency`, written with `symbols`.
    public init(currency: Currency, symbols: NumberSymbols) {
        self.init(input: AmountInput(currency: currency, symbols: symbols))
    }

    /// The amount's currency.
    public var currency: Currency { entry.currency }

    /// How the amount's locale writes numbers: the separator and the digits on the keys.
    public var symbols: NumberSymbols { entry.input.symbols }

    /// Whether the keypad has a separator key: the currency has minor units.
    public var showsSeparator: Bool { currency.minorUnits > 0 }

    /// Whether the keypad has the sign key ±: the amount allows negatives.
    public var showsSignKey: Bool { entry.input.allowsNegative }

    /// Whether the keypad has the operator row and =: the amount takes expressions.
    public var showsOperators: Bool { entry.input.allowsExpressions }

    /// The label of the sign key.
    public static let signKeyLabel = "±"

    /// The character the separator key sends: the locale's decimal separator, or, should a
    /// locale write it with more than one character, whichever of `.` and `,` the locale does
    /// not group with (which the amount reads as its decimal separator).
    public var separatorCharacter: Character {
        let separator = symbols.decimalSeparator
        if separator.count == 1, let character = separator.first { return character }
        return symbols.groupingSeparator == "." ? "," : "."
    }

    /// The keys in rows from top to bottom, each row in keypad order from left to right; nil is
    /// an empty slot (the separator's, for a currency without minor units, and the sign column's
    /// below the sign key). Labels and VoiceOver texts are in `language` (`locale`'s when nil);
    /// the digits and separator are the amount's.
    public func rows(locale: Locale, language: TallyLanguage? = nil) -> [[Key?]] {
        let digits = symbols.digits
        func digit(_ value: Int) -> Key {
            Key(key: .digit(value), label: digits[value], accessibilityLabel: digits[value])
        }
        let separator: Key? = showsSeparator ? separatorKey(locale: locale, language: language) : nil
        let backspace = Key(key: .backspace, label: "",
                            accessibilityLabel: Localizer.string(.keypadDelete, language: language, locale: locale),
                            accessibilityHint: Localizer.string(.keypadDeleteHint, language: language, locale: locale))
        let top = [digit(1), digit(2), digit(3)], bottom = [digit(7), digit(8), digit(9)]
        let rows: [[Key?]] = [
            order == .phone ? top : bottom,
            [digit(4), digit(5), digit(6)],
            order == .phone ? bottom : top,
            [separator, digit(0), backspace],
        ]
        let sign = showsSignKey ? Key(key: .toggleSign, label: Self.signKeyLabel,
                                      accessibilityLabel: Localizer.string(.keypadChangeSign, language: language, locale: locale)) : nil
        guard showsOperators else {
            guard let sign else { return rows }
            return rows.enumerated().map { index, row in row + [index == 0 ? sign : nil] }
        }
        func key(_ key: AmountKey, _ label: String, _ spoken: TallyStringKey) -> Key {
            Key(key: key, label: label, accessibilityLabel: Localizer.string(spoken, language: language, locale: locale))
        }
        let operators: [Key?] = [key(.operation(.add), AmountOperator.add.symbol, .keypadPlus),
                                 key(.operation(.subtract), AmountOperator.subtract.symbol, .keypadMinus),
                                 key(.operation(.multiply), AmountOperator.multiply.symbol, .keypadMultiply),
                                 key(.operation(.divide), AmountOperator.divide.symbol, .keypadDivide)]
        let equals = key(.equals, "=", .keypadEquals)
        return [operators] + rows.enumerated().map { index, row in row + [index == 0 ? sign : (index == 3 ? equals : nil)] }
    }

    /// Every key there is, in reading order (the rows' keys, empty slots left out).
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func keys(locale: Locale, language: TallyLanguage? = nil) -> [Key] {
        rows(locale: locale, language: language).flatMap { $0.compactMap { $0 } }
    }

    /// The separator key, read by what it types: "Decimal point" for `.`, "Decimal comma" for
    /// `,`, "Decimal separator" for any other glyph (the Arabic `٫`).
    private func separatorKey(locale: Locale, language: TallyLanguage? = nil) -> Key {
        let character = separatorCharacter
        let spoken: TallyStringKey = switch character {
        case ".": .keypadDecimalPoint
        case ",": .keypadDecimalComma
        default: .keypadDecimalSeparator
        }
        let shown = symbols.decimalSeparator.count == 1 ? symbols.decimalSeparator : String(character)
        return Key(key: .separator(character), label: shown,
                   accessibilityLabel: Localizer.string(spoken, language: language, locale: locale))
    }

    /// Presses `key`, as a person does: the amount does ``AmountAction/key(_:)`` of ``Key/key``
    /// (see ``AmountEntry/perform(_:origin:)``).
    @discardableResult
    public mutating func press(_ key: Key) -> Press {
        if let refused = entry.perform(.key(key.key)) { return .refused(refused) }
        return .taken
    }

    /// One repeat of a held backspace: deletes the last typed character and returns whether
    /// anything is left to delete (a held backspace stops once the amount is empty).
    public mutating func repeatBackspace() -> Bool {
        entry.perform(.key(.backspace))
        return !entry.input.isEmpty
    }

    /// Whether lifting the finger from a key performs it: a tap does, but a held backspace that
    /// has already repeated `repeats` times does not delete one more on release.
    public static func releasePerformsKey(afterRepeats repeats: Int) -> Bool {
        repeats <= 0
    }

    /// The timing of a held backspace.
    public static let backspaceRepeat = KeyRepeat.backspace

    /// The direction the key grid is laid out in, whatever the layout's own: keypad order,
    /// 1 2 3 from left to right, as the system's number pads keep it in right-to-left languages.
    public static let gridLayoutDirection = LayoutDirection.leftToRight

    /// The SF Symbol of the backspace key in a layout going `direction`: it points the way text
    /// is deleted, `delete.left` left to right and `delete.right` right to left. (The grid is
    /// drawn left to right in both, so the symbol is not mirrored for the layout by itself.)
    public static func backspaceSymbol(for direction: LayoutDirection) -> String {
        direction == .rightToLeft ? "delete.right" : "delete.left"
    }

    /// The text direction of `locale`'s language: right to left for Arabic, Hebrew, Persian,
    /// Urdu and the other right-to-left scripts.
    public static func layoutDirection(for locale: Locale) -> LayoutDirection {
        Locale.Language(identifier: locale.identifier).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The key height at the default text size.
    public static let baseKeyHeight = 56.0
    /// The label size at the default text size: the `typography.h2` size.
    public static let baseFontSize = TallyTokens.Typography.h2.fontSize.points
    /// How far the keypad grows with Dynamic Type: 1.5 times, reached just past xxxLarge, so four
    /// rows of keys stay on screen with the amount at the accessibility sizes.
    public static let maximumScale = 1.5

    /// The sizes at the Dynamic Type size where text is `dynamicTypeScale` times its default
    /// size (1 at the default, about 2.35 at AX3): keys and labels scale with it, up to
    /// ``maximumScale``; a key is never under `tapArea.minimum` (44 pt).
    public static func metrics(dynamicTypeScale: Double) -> Metrics {
        let scale = dynamicTypeScale.isFinite ? min(max(dynamicTypeScale, 0), maximumScale) : 1
        return Metrics(
            keyHeight: max(baseKeyHeight * scale, TallyTokens.TapArea.minimum),
            fontSize: baseFontSize * scale,
            symbolSize: baseFontSize * 0.8 * scale,
            spacing: TallyTokens.Spacing.sm,
            cornerRadius: TallyTokens.Radius.md
        )
    }
}

extension AmountKeypadState.Key {
    /// What a keypad key is, without the separator's character.
    @available(*, deprecated, message: "Use AmountKey instead (AmountKeypadState.Key.key)")
    public enum Role: Sendable, Hashable {
        /// The digit 0…9.
        case digit(Int)
        /// The decimal separator.
        case separator
        /// Delete the last typed character.
        case backspace
    }

    /// What the key is.
    @available(*, deprecated, message: "Use key instead")
    public var role: Role {
        switch key {
        case .digit(let digit): .digit(digit)
        case .separator: .separator
        default: .backspace
        }
    }

    /// What the key does to the amount: always ``AmountAction/key(_:)`` of ``key``.
    @available(*, deprecated, message: "Use key instead: a press performs AmountAction.key(key)")
    public var action: AmountAction { .key(key) }
}

extension AmountKeypadState.Key {
    /// What VoiceOver reads for the key: its spoken name and hint, as a key of a keypad.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(label: accessibilityLabel, hint: accessibilityHint, traits: [.button, .keyboardKey])
    }
}

extension AmountKeypadState: AccessibilityDescribing {
    /// Every key, in the keypad's reading order.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        keys(locale: locale, language: language).map(\.accessibilityElement)
    }
}

import Foundation

/// What `TransactionRow` shows and says, as one value: an icon, a title, an optional subtitle,
/// the amount (``FormattedAmountTextState``) and an optional mark saying that the transaction is
/// pending or recurring.
///
/// VoiceOver reads the row as one element, the amount last, so that a list of transactions is
/// read as what happened first and how much second: "Coffee, Blue Bottle, Pending, -$4.50".
///
/// ```swift
/// let row = TransactionRowState(
///     icon: .sfSymbol("cup.and.saucer.fill"),
///     title: "Coffee", subtitle: "Blue Bottle",
///     amount: FormattedAmountTextState(amount: 4.5, currency: .usd, locale: locale, sign: .expense),
///     mark: .pending, locale: locale)
/// row.accessibilityLabel   // "Coffee, Blue Bottle, Pending, -$4.50"
/// ```
public struct TransactionRowState: Sendable, Hashable {
    /// A mark beside the title.
    public enum Mark: Sendable, Hashable, CaseIterable {
        /// The transaction is not settled yet.
        case pending
        /// The transaction repeats.
        case recurring

        /// The mark's text in `language` (`locale`'s when nil): "Pending", "Recurring".
        public func title(locale: Locale, language: TallyLanguage? = nil) -> String {
            switch self {
            case .pending: Localizer.string(.transactionRowPending, language: language, locale: locale)
            case .recurring: Localizer.string(.transactionRowRecurring, language: language, locale: locale)
            }
        }

        /// The SF Symbol drawn beside the mark's text.
        public var symbolName: String {
            switch self {
            case .pending: "clock"
            case .recurring: "arrow.triangle.2.circlepath"
            }
        }
    }

    /// The icon at the row's leading edge.
    public let iconSource: IconSource
    /// The icon's style; nil for the theme's standard style for the source (``icon(in:)``).
    public let iconStyle: IconStyle?
    /// The icon in the standard theme (``icon(in:)`` for another).
    public var icon: IconViewState { IconViewState(source: iconSource, style: iconStyle) }
    /// What the transaction was: "Coffee".
    public let title: String
    /// A second line, or nil: "Blue Bottle".
    public let subtitle: String?
    /// The amount, drawn at the trailing edge.
    public let amount: FormattedAmountTextState
    /// The mark, or nil.
    public let mark: Mark?
    /// The mark's text ("Pending"), or nil without a mark.
    public let markText: String?
    /// What VoiceOver reads for the whole row: the title, the subtitle, the mark and the amount's
    /// reading last, joined by commas.
    public let accessibilityLabel: String

    /// A row for one transaction.
    ///
    /// - Parameters:
    ///   - icon: The icon at the leading edge.
    ///   - iconStyle: Its style; nil for the theme's standard style for the icon (a tinted
    ///     category symbol, a logo on a tile) at `iconSize.lg`.
    ///   - title: What the transaction was.
    ///   - subtitle: A second line; nil or empty for none.
    ///   - amount: The amount, with its sign policy and style.
    ///   - mark: Pending or recurring; nil for none.
    ///   - locale: The locale of the mark's text.
    ///   - language: The language of the mark's text; nil for `locale`'s.
    public init(icon: IconSource, iconStyle: IconStyle? = nil, title: String, subtitle: String? = nil, amount: FormattedAmountTextState,
                mark: Mark? = nil, locale: Locale, language: TallyLanguage? = nil) {
        iconSource = icon
        self.iconStyle = iconStyle
        self.title = title
        self.subtitle = subtitle?.isEmpty == false ? subtitle : nil
        self.amount = amount
        self.mark = mark
        markText = mark?.title(locale: locale, language: language)
        accessibilityLabel = [title, self.subtitle, markText, amount.accessibilityLabel]
            .compactMap { $0 }
            .filter { !$0.isEmpty }
            .joined(separator: ", ")
    }
}

extension TransactionRowState: AccessibilityDescribing {
    /// The row as one element: ``accessibilityLabel``, the amount last.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(label: accessibilityLabel)
    }

    /// The row, its only element. Its texts were written in the locale and language the state
    /// was made with.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [accessibilityElement]
    }
}

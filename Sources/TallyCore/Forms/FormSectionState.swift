import Foundation

/// What `FormSection` shows around its rows, as one value: the header and footer, the look, and
/// where the dividers go.
///
/// A header or footer that is nil, empty or only whitespace is not shown (no empty header line
/// over the rows). On a card the header and footer are inset by `spacing.lg` to line up with the
/// card's rows; in a list or plain section they are not inset.
public struct FormSectionState: Sendable, Hashable {
    /// The header, shown as a ``SectionHeaderViewState`` in the default style.
    public var header: String?
    /// A note under the rows.
    public var footer: String?
    /// Card, list or plain.
    public var style: FormSectionStyle

    /// A section.
    ///
    /// - Parameters:
    ///   - header: The header; none when nil or blank.
    ///   - footer: A note under the rows; none when nil or blank.
    ///   - style: Card, list or plain; card by default.
    public init(header: String? = nil, footer: String? = nil, style: FormSectionStyle = .card) {
        self.header = header
        self.footer = footer
        self.style = style
    }

    /// The header as drawn, or nil when there is none.
    public var headerState: SectionHeaderViewState? {
        FieldMessageText.visible(header).map { SectionHeaderViewState(title: $0, style: .default) }
    }

    /// The footer as drawn, or nil when there is none.
    public var visibleFooter: String? { FieldMessageText.visible(footer) }

    /// The header as drawn when the caller may give it as text of its own (a SwiftUI `Text` or a
    /// localized key, which the view draws in place of ``header``): with caller text, a header
    /// is always shown, since such text cannot be seen to be blank; without, ``headerState``.
    public func headerState(callerHeader: Bool) -> SectionHeaderViewState? {
        callerHeader ? SectionHeaderViewState(title: FieldMessageText.visible(header) ?? "", style: .default) : headerState
    }

    /// Whether a footer is shown: always for caller text, otherwise when ``visibleFooter`` is.
    public func showsFooter(callerFooter: Bool) -> Bool {
        callerFooter || visibleFooter != nil
    }

    /// How far the header and footer are inset from the section's edges, in points:
    /// `spacing.lg` on a card, 0 otherwise.
    public var textInset: Double { style.hasCard ? TallyTokens.Spacing.lg : 0 }

    /// Whether a divider goes between two rows.
    public var showsDividers: Bool { style.showsDividers }

    /// The space between rows, in points.
    public var rowSpacing: Double { style.rowSpacing }

    /// How far a divider starts from the leading edge, in points.
    public var dividerLeadingInset: Double { style.dividerLeadingInset }

    /// How many dividers `rowCount` rows get.
    public func dividerCount(rowCount: Int) -> Int { style.dividerCount(rowCount: rowCount) }

    /// Whether a divider follows the row at `index` of `rowCount` rows: between each two rows,
    /// never after the last.
    public func showsDivider(after index: Int, rowCount: Int) -> Bool {
        showsDividers && index >= 0 && index < rowCount - 1
    }
}

extension FormSectionState: AccessibilityDescribing {
    /// What VoiceOver reads for the header, or nil when there is none (``headerState``): the
    /// header as written, announced as a header.
    public var headerAccessibility: AccessibilityElement? { headerState?.accessibilityElement }

    /// What VoiceOver reads for the footer, or nil when there is none (``visibleFooter``).
    public var footerAccessibility: AccessibilityElement? {
        visibleFooter.map { AccessibilityElement(label: $0, traits: .staticText) }
    }

    /// What VoiceOver reads for the footer when the caller may give it as text of its own, or nil
    /// when none is shown (``showsFooter(callerFooter:)``); the caller's text is read in place of
    /// the label.
    public func footerAccessibility(callerFooter: Bool) -> AccessibilityElement? {
        showsFooter(callerFooter: callerFooter) ? AccessibilityElement(label: visibleFooter ?? "", traits: .staticText) : nil
    }

    /// The header, the elements of the section's rows (`rows`, which the content draws) and the
    /// footer, in reading order.
    public func accessibilityElements(rows: [AccessibilityElement]) -> [AccessibilityElement] {
        [headerAccessibility].compactMap(\.self) + rows + [footerAccessibility].compactMap(\.self)
    }

    /// The section's own elements: the header and the footer. The rows are the content's, which
    /// ``accessibilityElements(rows:)`` puts between them.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        accessibilityElements(rows: [])
    }
}

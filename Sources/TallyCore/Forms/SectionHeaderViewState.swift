import Foundation

/// What `SectionHeaderView` shows and says, as one value: the title, its style, the title as
/// drawn and what VoiceOver reads.
///
/// The title is drawn in upper case with the locale's rules where the style asks for it
/// ("İSTANBUL" in Turkish), but VoiceOver reads it as written, never the upper-cased form, which
/// it could spell out letter by letter. The header is always announced as a header.
public struct SectionHeaderViewState: Sendable, Hashable {
    /// The title, as written.
    public var title: String
    /// Default, emphasized or compact.
    public var style: SectionHeaderStyle

    /// A header reading `title` in `style`.
    public init(title: String, style: SectionHeaderStyle = .default) {
        self.title = title
        self.style = style
    }

    /// The title as drawn in `locale` at the standard text sizes: upper-cased with its rules where
    /// the style asks for it.
    public func displayTitle(locale: Locale) -> String { style.displayTitle(title, locale: locale) }

    /// Whether the title is drawn in upper case: where the style asks for it, but not at the
    /// accessibility text sizes, where capitals, about a fifth wider, would make a long word
    /// wider than the screen ("GRUNDINFORMATIONEN" at AX3) and break it in the middle.
    public func isUppercased(isAccessibilitySize: Bool) -> Bool { style.isUppercased && !isAccessibilitySize }

    /// How the view sets the case of the text it draws, over the case an enclosing list asks for.
    public enum TextCasing: Sendable, Hashable {
        /// Upper case: the caller's own title text in an upper-case style.
        case uppercase
        /// As written, whatever the enclosing list asks: an upper-case style at the accessibility
        /// sizes.
        case asWritten
        /// The enclosing list's case: a title the state has already cased, or a style that is
        /// never upper-cased.
        case inherited
    }

    /// How the view cases its text: `callerTitle` when it draws the caller's own title text
    /// (which the state cannot upper-case itself) rather than ``displayTitle(locale:isAccessibilitySize:)``.
    public func textCasing(callerTitle: Bool, isAccessibilitySize: Bool) -> TextCasing {
        if isUppercased(isAccessibilitySize: isAccessibilitySize) { return callerTitle ? .uppercase : .inherited }
        return style.isUppercased ? .asWritten : .inherited
    }

    /// The title as drawn in `locale`: upper-cased with its rules when
    /// ``isUppercased(isAccessibilitySize:)``, as written otherwise.
    public func displayTitle(locale: Locale, isAccessibilitySize: Bool) -> String {
        isUppercased(isAccessibilitySize: isAccessibilitySize) ? style.displayTitle(title, locale: locale) : title
    }

    /// The typography token the title is set in.
    public var typography: TokenTypography { style.typography }

    /// The title's colour.
    public var color: SchemeColor { style.color }

    /// VoiceOver's label: the title as written.
    public var accessibilityLabel: String { title }

    /// Whether VoiceOver announces it as a header: always.
    public var isHeader: Bool { true }
}

extension SectionHeaderViewState: AccessibilityDescribing {
    /// What VoiceOver reads for the header: the title as written, announced as a header.
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(label: accessibilityLabel, traits: isHeader ? .header : [])
    }

    /// The header, its only element.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [accessibilityElement]
    }
}

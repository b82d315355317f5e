import Foundation

/// A component state that says what VoiceOver reads for the view drawing it.
///
/// The list is the one description of the component's accessibility: the TallyUI view applies
/// each element to the part that draws it (through the same per-part methods the list is made
/// of), and the catalog prints the list for every state and language.
public protocol AccessibilityDescribing {
    /// Every element VoiceOver visits in the drawn state, in reading order. Texts are in
    /// `language`, or in `locale`'s language when it is nil; amounts and dates are written the
    /// way `locale` writes them.
    func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement]
}

extension AccessibilityDescribing {
    /// Every element VoiceOver visits, in `locale`'s language.
    public func accessibilityElements(locale: Locale) -> [AccessibilityElement] {
        accessibilityElements(locale: locale, language: nil)
    }
}

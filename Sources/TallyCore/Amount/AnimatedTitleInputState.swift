import Foundation

/// What `AnimatedTitleInput` draws: the title's characters with stable identities (characters
/// that stay keep their id between edits, so only the ones just inserted wobble), whether the
/// cursor shows, and what VoiceOver reads.
public struct AnimatedTitleInputState: Sendable, Hashable {
    /// One character and its identity.
    public struct Glyph: Sendable, Hashable, Identifiable {
        /// Stable for as long as the character stays in the text.
        public var id: Int
        /// The character.
        public var character: Character
    }

    /// The glyphs in order.
    public private(set) var glyphs: [Glyph] = []
    /// The ids of the glyphs inserted by the last update: the ones that wobble.
    public private(set) var inserted: Set<Int> = []
    /// What the title is for ("Description"), read by VoiceOver as its label.
    public var label: String?
    /// Whether the blinking cursor follows the text.
    public var showsCursor: Bool
    private var nextID = 0

    /// A title holding `text` from the start (nothing wobbles), labelled `label`.
    public init(text: String = "", label: String? = nil, showsCursor: Bool = false) {
        self.label = label
        self.showsCursor = showsCursor
        update(to: text)
        inserted = []
    }

    /// The text.
    public var text: String { String(glyphs.map(\.character)) }

    /// What VoiceOver reads for the title. With a ``label`` (what the title is for,
    /// "Description"): that label, and the text as its value, "Empty" while there is none.
    /// Without a label: the text itself.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibility(locale: Locale, language: TallyLanguage? = nil) -> PickerAccessibility {
        guard let label else { return PickerAccessibility(label: text) }
        return PickerAccessibility(label: label, value: text.isEmpty ? Localizer.string(.textFieldEmpty, language: language, locale: locale) : text)
    }

    /// Updates to `newText`, keeping the ids of the unchanged prefix and suffix; returns the ids
    /// of inserted characters (the ones to animate).
    @discardableResult
    public mutating func update(to newText: String) -> Set<Int> {
        let new = Array(newText)
        let old = glyphs.map(\.character)
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var inserted: Set<Int> = []
        var middle: [Glyph] = []
        for character in new[prefix..<(new.count - suffix)] {
            middle.append(Glyph(id: nextID, character: character))
            inserted.insert(nextID)
            nextID += 1
        }
        glyphs = Array(glyphs[..<prefix]) + middle + Array(glyphs[(old.count - suffix)...])
        self.inserted = inserted
        return inserted
    }
}

extension AnimatedTitleInputState: AccessibilityDescribing {
    /// The title as text: its label and text, or the text alone (``accessibility(locale:language:)``).
    public func accessibilityElement(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(accessibility(locale: locale, language: language), traits: .staticText)
    }

    /// The title, its only element.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [accessibilityElement(locale: locale, language: language)]
    }
}

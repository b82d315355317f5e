import Foundation

/// The texts the amount views read on every render that change only with the language and the
/// registered strings: the labels, hints and button titles, and the reason of the last refusal.
///
/// Looked up once per language and kept with the amount's settings, which every copy of the
/// state shares, so that a keystroke's render reads them (one atomic load, no lock and no search
/// of the String Catalog). The texts are checked against the language asked for and against
/// ``TallyLocalization``'s strings, so an app that registers its catalog later gets its texts on
/// the next render; a view that shows another language looks them up again, once.
final class AmountTexts: @unchecked Sendable {
    /// A text the amount views show whatever the amount.
    enum Slot: Int, CaseIterable {
        /// "Amount": what VoiceOver calls the hero amount.
        case amountLabel
        /// What activating the hero amount does.
        case amountHint
        /// "Edit amount": what VoiceOver calls the animated amount.
        case editLabel
        /// "Amount": what VoiceOver calls the currency field.
        case transactionAmount
        /// "Empty": the currency field's value with nothing typed.
        case textFieldEmpty
        /// "Copy".
        case copy
        /// "Paste".
        case paste

        /// The catalog key of the text.
        var key: TallyStringKey {
            switch self {
            case .amountLabel: .amountAccessibilityLabel
            case .amountHint: .amountAccessibilityHint
            case .editLabel: .amountEditAccessibilityLabel
            case .transactionAmount: .transactionAmount
            case .textFieldEmpty: .textFieldEmpty
            case .copy: .buttonCopy
            case .paste: .buttonPaste
            }
        }
    }

    /// The texts of one language from one generation of the strings; each slot is filled the
    /// first time it is asked for, by publishing a new snapshot.
    private final class Snapshot: Sendable {
        let language: String
        let generation: Int
        let texts: [String?]

        init(language: String, generation: Int, texts: [String?]) {
            self.language = language
            self.generation = generation
            self.texts = texts
        }

        func holds(_ language: String, generation: Int) -> Bool {
            self.generation == generation && self.language == language
        }
    }

    /// At most 32 snapshots: a state shown in one language fills its 7 slots in at most 7; one
    /// shown in two languages at once past that looks its texts up each time.
    private let snapshots = PublishedValue(limit: 32)
    /// The snapshot last published.
    private var snapshot: Snapshot? { snapshots.value.map { unsafeDowncast($0, to: Snapshot.self) } }
    /// The last refusal's reason, what it was looked up for, behind a lock of its own: read only
    /// while a refusal is shown.
    private let rejectionLock = NSLock()
    private var lastRejection: (rejection: AmountInputRejection, language: String, generation: Int, message: String)?
    /// The identifier of the locale the amount was made for, and its language, worked out the
    /// first time a text is asked for without a language.
    private let localeIdentifier: String?
    private let localeLanguage = PublishedValue()

    /// A language, as an object to publish.
    private final class LanguageBox: Sendable {
        let language: TallyLanguage
        init(_ language: TallyLanguage) { self.language = language }
    }

    /// Texts for an amount typed in the locale whose identifier is `localeIdentifier`.
    init(localeIdentifier: String?) {
        self.localeIdentifier = localeIdentifier
    }

    /// `language`, or `locale`'s: worked out once for the amount's own locale.
    private func resolved(_ language: TallyLanguage?, locale: Locale) -> TallyLanguage {
        if let language { return language }
        let identifier = locale.identifier
        guard identifier == localeIdentifier else { return TallyLanguage(identifier) }
        if let kept = localeLanguage.value { return unsafeDowncast(kept, to: LanguageBox.self).language }
        let made = TallyLanguage(identifier)
        localeLanguage.update { $0 == nil ? LanguageBox(made) : nil }
        return made
    }

    /// The text of `slot` in `language`, or in `locale`'s language when it is nil: the same text
    /// as `Localizer.string(slot.key, language: language, locale: locale)`.
    func text(_ slot: Slot, locale: Locale, language: TallyLanguage?) -> String {
        texts(slot, slot, locale: locale, language: language).0
    }

    /// The texts of `first` and `second`, as ``text(_:locale:language:)`` gives each.
    func texts(_ first: Slot, _ second: Slot, locale: Locale, language: TallyLanguage?) -> (String, String) {
        // The render's path: a language given, both texts kept for it.
        if let language, let kept = snapshot, kept.language == language.identifier,
           kept.generation == TallyLocalization.stringsGeneration,
           let firstText = kept.texts[first.rawValue], let secondText = kept.texts[second.rawValue] {
            return (firstText, secondText)
        }
        let language = resolved(language, locale: locale)
        let generation = TallyLocalization.stringsGeneration
        var kept = snapshot
        if kept.map({ !$0.holds(language.identifier, generation: generation) || $0.texts[first.rawValue] == nil || $0.texts[second.rawValue] == nil })
            ?? true {
            kept = filled([first, second], language: language, generation: generation)
        }
        let texts = kept?.texts ?? []
        return (texts[first.rawValue] ?? first.key.rawValue, texts[second.rawValue] ?? second.key.rawValue)
    }

    /// The snapshot for `language` and `generation` with `slots` filled, published.
    private func filled(_ slots: [Slot], language: TallyLanguage, generation: Int) -> Snapshot {
        let published = snapshots.update { object in
            let current = object.map { unsafeDowncast($0, to: Snapshot.self) }
            let reusable = current.flatMap { $0.holds(language.identifier, generation: generation) ? $0 : nil }
            if let reusable, !slots.contains(where: { reusable.texts[$0.rawValue] == nil }) { return nil }
            return Snapshot(language: language.identifier, generation: generation,
                            texts: Self.lookUp(slots, language: language, into: reusable?.texts))
        }
        // Another generation may have been published meanwhile; the texts made here still hold
        // for the language and generation asked for.
        if let published = published.map({ unsafeDowncast($0, to: Snapshot.self) }), published.holds(language.identifier, generation: generation) {
            return published
        }
        return Snapshot(language: language.identifier, generation: generation, texts: Self.lookUp(slots, language: language, into: nil))
    }

    /// `texts` (none kept when nil) with each of `slots` not kept yet looked up in `language`.
    private static func lookUp(_ slots: [Slot], language: TallyLanguage, into texts: [String?]?) -> [String?] {
        var texts = texts ?? [String?](repeating: nil, count: Slot.allCases.count)
        let strings = TallyLocalization.strings
        for slot in slots where texts[slot.rawValue] == nil {
            texts[slot.rawValue] = strings.string(slot.key, language: language)
        }
        return texts
    }

    /// The reason of `rejection` in `language` (`locale`'s when nil): the same text as
    /// ``AmountInputRejection/message(locale:language:)``, kept for the last refusal.
    func message(for rejection: AmountInputRejection, locale: Locale, language: TallyLanguage?) -> String {
        let resolved = resolved(language, locale: locale)
        let generation = TallyLocalization.stringsGeneration
        let kept: String? = rejectionLock.withLock {
            guard let last = lastRejection, last.rejection == rejection, last.language == resolved.identifier,
                  last.generation == generation else { return nil }
            return last.message
        }
        if let kept { return kept }
        let message = rejection.message(locale: locale, language: resolved)
        // Kept only for the amount's own locale: a reason may show a figure written for it.
        if locale.identifier == localeIdentifier {
            rejectionLock.withLock { lastRejection = (rejection, resolved.identifier, generation, message) }
        }
        return message
    }
}

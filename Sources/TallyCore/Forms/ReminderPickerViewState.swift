import Foundation

/// Everything `ReminderPickerView` shows and says, as one value: which reminders ("1 day
/// before", "3 days before"…) a subscription or bill offers, which of them are on, the section's
/// title, each row's plural-correct title and what VoiceOver reads.
///
/// An offset is a whole number of days before the due date. The offered offsets are cleaned up
/// once, when the model is made:
///
/// - zero and negative offsets are dropped (a reminder is always before the due date);
/// - duplicates are dropped;
/// - the rest are sorted ascending, which is the order the picker shows them in.
///
/// So `[30, 7, 7, 0, -3, 1]` offers `[1, 7, 30]`, and a list with no positive offset offers
/// nothing: the picker then shows no section at all, not a header over an empty card (it does not
/// fall back to the defaults).
///
/// The selection keeps only positive offsets, but may hold offsets that are not offered: a saved
/// "14 days before" survives an app offering other offsets, it is just not shown as a row and
/// ``toggle(_:)`` cannot change it.
public struct ReminderPickerViewState: Sendable, Hashable, Codable {
    /// The usual offsets: 1, 3, 7 and 30 days before.
    public static let defaultOffsets = [1, 3, 7, 30]

    /// The offsets offered, positive, without duplicates, ascending.
    public let availableOffsets: [Int]

    /// The offsets that are on; only positive ones.
    public private(set) var selectedOffsets: Set<Int>

    /// The section's title, already localized; nil for `subscription.reminders` ("Reminders").
    public var title: String?

    /// A model offering `availableOffsets` (cleaned up as described on the type) with
    /// `selectedOffsets` on (zero and negative ones dropped).
    ///
    /// - Parameters:
    ///   - availableOffsets: The days-before offsets to offer; ``defaultOffsets`` by default.
    ///   - selectedOffsets: The offsets that are on.
    ///   - title: The section's title, already localized; nil for "Reminders".
    public init(availableOffsets: [Int] = ReminderPickerViewState.defaultOffsets, selectedOffsets: Set<Int> = [], title: String? = nil) {
        self.availableOffsets = Self.normalized(availableOffsets)
        self.selectedOffsets = selectedOffsets.filter { $0 > 0 }
        self.title = title
    }

    /// The section's title in `language` (`locale`'s when nil): the caller's, or
    /// `subscription.reminders` ("Reminders", "Напоминания") when there is none or it is blank.
    public func title(locale: Locale, language: TallyLanguage? = nil) -> String {
        FieldMessageText.visible(title) ?? Localizer.string(.subscriptionReminders, language: language, locale: locale)
    }

    /// Whether the section shows at all: only when some reminder is offered.
    public var showsSection: Bool { !availableOffsets.isEmpty }

    /// Whether a divider goes before the row at `index`: between each two rows.
    public func showsDivider(before index: Int) -> Bool { index > 0 && index < availableOffsets.count }

    /// `offsets` cleaned up as the model does: positive only, without duplicates, ascending.
    public static func normalized(_ offsets: [Int]) -> [Int] {
        Set(offsets.filter { $0 > 0 }).sorted()
    }

    /// Whether `offset` is one of the offered offsets.
    public func isAvailable(_ offset: Int) -> Bool {
        availableOffsets.contains(offset)
    }

    /// Whether the reminder `offset` days before is on.
    public func isSelected(_ offset: Int) -> Bool {
        selectedOffsets.contains(offset)
    }

    /// The offsets that are on, ascending (the nearest reminder to the due date first).
    public var sortedSelection: [Int] {
        selectedOffsets.sorted()
    }

    /// Turns the reminder `offset` days before on if it is off and off if it is on. Does nothing
    /// when `offset` is not offered.
    public mutating func toggle(_ offset: Int) {
        setSelected(offset, to: !isSelected(offset))
    }

    /// Turns the reminder `offset` days before on or off. Does nothing when `offset` is not
    /// offered.
    public mutating func setSelected(_ offset: Int, to isOn: Bool) {
        guard isAvailable(offset) else { return }
        if isOn {
            selectedOffsets.insert(offset)
        } else {
            selectedOffsets.remove(offset)
        }
    }

    /// The row title for `offset` in `language` (`locale`'s when nil), with the language's plural
    /// form: "3 days before", "За 3 дня", "3 jours avant", "3 Tage vorher" (`reminder.daysBefore`).
    public func label(for offset: Int, locale: Locale, language: TallyLanguage? = nil) -> String {
        Localizer.string(.reminderDaysBefore, language: language, locale: locale, count: offset, arguments: [.int(offset)])
    }

    /// What VoiceOver reads for the row of `offset`: the row title as its label, the reminder
    /// hint, and whether it is on. The on/off value itself is the switch's own.
    /// The text is in `language`, or in `locale`'s language when it is nil.
    public func accessibility(for offset: Int, locale: Locale, language: TallyLanguage? = nil) -> PickerAccessibility {
        PickerAccessibility(
            label: label(for: offset, locale: locale, language: language),
            value: nil,
            hint: Localizer.string(.reminderAccessibilityHint, language: language, locale: locale),
            isSelected: isSelected(offset)
        )
    }

    /// The moments to remind at for a payment due at `due`: for each selected offset, that many
    /// calendar days before, at the same wall-clock time in the calendar's time zone (so across a
    /// daylight saving change the interval is not a multiple of 24 hours). Earliest first, that is
    /// the largest offset first; offsets that are not offered but selected are included.
    ///
    /// - Parameters:
    ///   - due: When the payment is due.
    ///   - calendar: The calendar and time zone the days are counted in.
    public func reminderDates(before due: Date, calendar: Calendar) -> [Date] {
        sortedSelection.reversed().compactMap { offset in
            calendar.date(byAdding: .day, value: -offset, to: due, wrappingComponents: false)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case availableOffsets, selectedOffsets
    }

    /// Decodes a model and cleans it up as ``init(availableOffsets:selectedOffsets:title:)`` does, so a
    /// stored model with bad offsets is read back the same way as one made in code.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            availableOffsets: try container.decode([Int].self, forKey: .availableOffsets),
            selectedOffsets: try container.decode(Set<Int>.self, forKey: .selectedOffsets)
        )
    }
}

extension ReminderPickerViewState: AccessibilityDescribing {
    /// The section's title as a header: what its ``SectionHeaderViewState`` says.
    public func headerAccessibility(locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        SectionHeaderViewState(title: title(locale: locale, language: language)).accessibilityElement
    }

    /// The switch of the row of `offset`, selected while it is on.
    public func rowAccessibility(for offset: Int, locale: Locale, language: TallyLanguage? = nil) -> AccessibilityElement {
        AccessibilityElement(accessibility(for: offset, locale: locale, language: language), traits: .toggle)
    }

    /// The header, then every row's switch; nothing when there is no offset to offer.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        guard showsSection else { return [] }
        return [headerAccessibility(locale: locale, language: language)]
            + availableOffsets.map { rowAccessibility(for: $0, locale: locale, language: language) }
    }
}

import Foundation

/// Everything `SegmentedPickerView` shows and says, as one value: the title, the options, the
/// selection, the hint, and whether the title and the card show.
///
/// - The header shows when the title does and is not blank.
/// - Each segment reads its option's spoken label, with the `.isSelected` trait on the chosen
///   one; the picker reads the title, the chosen option and the hint. When some option's spoken
///   label differs from its text, the segments are read with the spoken labels.
/// - At the accessibility text sizes the options are a list of rows instead of segments.
/// - A selection that no option has leaves no segment selected.
public struct SegmentedPickerViewState<Value: Hashable & Sendable>: Sendable, Hashable {
    /// The title: the header above the control and what VoiceOver calls it.
    public var title: String
    /// The options, in order; their values should be distinct.
    public var options: [PickerOption<Value>]
    /// The chosen value.
    public var selection: Value
    /// What choosing does, read by VoiceOver after the label; none when nil.
    public var accessibilityHint: String?
    /// Whether the title is shown above the control (a picker inside another component's card
    /// leaves it to VoiceOver).
    public var showsTitle: Bool
    /// Whether the control sits on its own glass card (false inside another component's card).
    public var showsCard: Bool

    /// A picker state.
    ///
    /// - Parameters:
    ///   - title: The title, from the String Catalog.
    ///   - options: The options, in order.
    ///   - selection: The chosen value.
    ///   - accessibilityHint: What choosing does; none when nil.
    ///   - showsTitle: Whether the title shows above the control; true by default.
    ///   - showsCard: Whether the control sits on its own glass card; true by default.
    public init(title: String, options: [PickerOption<Value>], selection: Value, accessibilityHint: String? = nil,
                showsTitle: Bool = true, showsCard: Bool = true) {
        self.title = title
        self.options = options
        self.selection = selection
        self.accessibilityHint = accessibilityHint
        self.showsTitle = showsTitle
        self.showsCard = showsCard
    }

    /// The header as drawn, in the default style; nil when the title is hidden or blank.
    public var header: SectionHeaderViewState? {
        guard showsTitle else { return nil }
        return FieldMessageText.visible(title).map { SectionHeaderViewState(title: $0) }
    }

    /// The header as drawn when the caller gives the title as text of its own (a SwiftUI `Text`
    /// or a localized key, which the view draws and VoiceOver reads in place of ``title``): shown
    /// whenever ``showsTitle`` is true, since such text cannot be seen to be blank. Without
    /// caller text, ``header``.
    public func header(callerTitle: Bool) -> SectionHeaderViewState? {
        guard callerTitle else { return header }
        return showsTitle ? SectionHeaderViewState(title: FieldMessageText.visible(title) ?? "") : nil
    }

    /// The chosen option, or nil when no option has the selection.
    public var selectedOption: PickerOption<Value>? {
        PickerOption.selectedIndex(of: selection, in: options).map { options[$0] }
    }

    /// Whether `option` is the chosen one.
    public func isSelected(_ option: PickerOption<Value>) -> Bool { option.value == selection }

    /// Chooses `value`.
    public mutating func select(_ value: Value) { selection = value }

    /// Whether VoiceOver reads the segments with their spoken labels, because at least one
    /// differs from the text shown.
    public var usesSpokenLabels: Bool { options.contains { $0.spokenLabel != $0.label } }

    /// Whether the options are shown as a list of rows rather than segments: at every
    /// accessibility text size (the view also falls back to the list when the segments do not
    /// fit side by side).
    public static func showsList(isAccessibilitySize: Bool) -> Bool { isAccessibilitySize }

    /// What VoiceOver reads for the picker: the title, the chosen option's spoken label, the hint.
    public var accessibility: PickerAccessibility {
        PickerAccessibility(label: title, value: PickerOption.accessibilityValue(for: selection, in: options), hint: accessibilityHint)
    }

    /// What VoiceOver reads for `option` as one segment or row.
    public func accessibility(of option: PickerOption<Value>) -> PickerAccessibility {
        option.accessibility(selection: selection, hint: accessibilityHint)
    }
}

extension SegmentedPickerViewState: AccessibilityDescribing {
    /// `option` as one segment or row: a button, selected when chosen.
    public func accessibilityElement(of option: PickerOption<Value>) -> AccessibilityElement {
        AccessibilityElement(accessibility(of: option), traits: .button)
    }

    /// The picker as one control at the standard text sizes: its title, the chosen option and
    /// the hint.
    public func accessibilityElements(locale: Locale, language: TallyLanguage?) -> [AccessibilityElement] {
        [AccessibilityElement(accessibility, traits: .button)]
    }
}

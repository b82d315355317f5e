import Foundation

/// What VoiceOver reads for one element of a drawn state: its label, value, hint and traits.
///
/// A component's state lists its elements in reading order with
/// ``AccessibilityDescribing/accessibilityElements(locale:language:)``. The SwiftUI view applies
/// each element to the part that draws it, and the HTML catalog prints the same list, so what a
/// test reads is what VoiceOver is told.
public struct AccessibilityElement: Sendable, Hashable {
    /// What the element is ("Amount", "Save", "Weekly").
    public var label: String
    /// Its current value, or nil when its traits or its control already say it.
    public var value: String?
    /// What activating it does, or nil.
    public var hint: String?
    /// How VoiceOver announces it.
    public var traits: Traits

    /// An element.
    public init(label: String, value: String? = nil, hint: String? = nil, traits: Traits = []) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
    }

    /// A control described by a ``PickerAccessibility``, with `traits`; its
    /// ``PickerAccessibility/isSelected`` adds ``Traits/selected``.
    public init(_ control: PickerAccessibility, traits: Traits) {
        self.init(label: control.label, value: control.value, hint: control.hint,
                  traits: control.isSelected ? traits.union(.selected) : traits)
    }

    /// The traits VoiceOver announces for an element. The names match SwiftUI's
    /// `AccessibilityTraits` (`.isButton`, `.isHeader`, …); ``textField`` and ``secureTextField``
    /// are what a text field reports by itself, and ``disabled`` is what a disabled control reports.
    public struct Traits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt16

        /// Traits from their bits.
        public init(rawValue: UInt16) { self.rawValue = rawValue }

        /// A button.
        public static let button = Traits(rawValue: 1 << 0)
        /// A switch.
        public static let toggle = Traits(rawValue: 1 << 1)
        /// A header.
        public static let header = Traits(rawValue: 1 << 2)
        /// A text field.
        public static let textField = Traits(rawValue: 1 << 3)
        /// A text field whose text is hidden.
        public static let secureTextField = Traits(rawValue: 1 << 4)
        /// Plain text.
        public static let staticText = Traits(rawValue: 1 << 5)
        /// An image.
        public static let image = Traits(rawValue: 1 << 6)
        /// A key of a keyboard or keypad.
        public static let keyboardKey = Traits(rawValue: 1 << 7)
        /// The chosen one of a group; for a ``toggle``, that it is on (a switch reads its own
        /// on or off, so a view adds no selected trait to it).
        public static let selected = Traits(rawValue: 1 << 8)
        /// Not enabled.
        public static let disabled = Traits(rawValue: 1 << 9)

        /// Every trait with its name, in the order ``names`` lists them: what the element is
        /// first, then its condition.
        public static let all: [(trait: Traits, name: String)] = [
            (.button, "button"), (.toggle, "toggle"), (.header, "header"), (.textField, "textField"),
            (.secureTextField, "secureTextField"), (.staticText, "staticText"), (.image, "image"),
            (.keyboardKey, "keyboardKey"), (.selected, "selected"), (.disabled, "disabled"),
        ]

        /// The names of the traits that are set ("button", "selected"), in the order of ``all``.
        public var names: [String] { Self.all.filter { contains($0.trait) }.map(\.name) }
    }
}

#if canImport(SwiftUI)
import SwiftUI
import TallyCore

extension View {
    /// Tells VoiceOver what `element` says: its label (or `label`, when the app gave its own
    /// text for it), value, hint and traits.
    ///
    /// This is how every Tally view applies the `AccessibilityElement`s its state lists, so
    /// VoiceOver reads exactly what the state's tests and the catalog read.
    /// The `textField`, `secureTextField` and `disabled` traits of `AccessibilityElement.Traits`
    /// add nothing here: a text field and a disabled control report them by themselves.
    public func tallyAccessibility(_ element: AccessibilityElement, label: Text? = nil) -> some View {
        accessibilityLabel(label ?? Text(verbatim: element.label))
            .accessibilityValue(Text(verbatim: element.value ?? ""))
            .accessibilityHint(Text(verbatim: element.hint ?? ""))
            .accessibilityAddTraits(element.traits.swiftUITraits)
    }
}

extension View {
    /// Applies `element` with the app's own texts in place of the stand-ins the state wrote for
    /// them (`CallerTextMarker`): `callers[slot]` for each slot.
    /// `label`, when given, is the app's own text for the label.
    func tallyAccessibility(_ element: AccessibilityElement, label: Text? = nil, callers: [Int: Text]) -> some View {
        accessibilityLabel(label ?? Text.substituting(element.label, callers: callers))
            .accessibilityValue(Text.substituting(element.value ?? "", callers: callers))
            .accessibilityHint(Text.substituting(element.hint ?? "", callers: callers))
            .accessibilityAddTraits(element.traits.swiftUITraits)
    }
}

extension AccessibilityElement.Traits {
    /// The SwiftUI traits these add to a view.
    var swiftUITraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if contains(.button) { traits.formUnion(.isButton) }
        if contains(.toggle) { traits.formUnion(.isToggle) }
        if contains(.header) { traits.formUnion(.isHeader) }
        if contains(.staticText) { traits.formUnion(.isStaticText) }
        if contains(.image) { traits.formUnion(.isImage) }
        if contains(.keyboardKey) { traits.formUnion(.isKeyboardKey) }
        // A switch reads its own on or off; ``selected`` is how the list says "on".
        if contains(.selected), !contains(.toggle) { traits.formUnion(.isSelected) }
        return traits
    }
}
#endif

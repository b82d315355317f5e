#if canImport(SwiftUI)
import SwiftUI
import TallyCore

extension View {
    /// What VoiceOver reads for an amount: the reading's label and hint, and its value as a
    /// `Text` that formats the input with `AmountInput.SpokenValue` when SwiftUI resolves it,
    /// so the view's body never formats the currency amount itself.
    ///
    /// It is the state's own element (``AccessibilityElement``) with the value left unformatted:
    /// the same label, hint and `traits`.
    func amountAccessibility(_ reading: AmountInput.Reading, traits: AccessibilityElement.Traits) -> some View {
        accessibilityLabel(Text(verbatim: reading.label))
            .accessibilityValue(Text(reading.input, format: reading.spokenValue))
            .accessibilityHint(Text(verbatim: reading.hint ?? ""))
            .accessibilityAddTraits(traits.swiftUITraits)
    }
}
#endif

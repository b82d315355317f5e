#if canImport(SwiftUI)
import SwiftUI
import TallyCore

// Labels a caller gives as `Text` or `LocalizedStringKey`, as SwiftUI's own controls take them.
//
// A view's state holds its labels as strings, for VoiceOver and for the decisions it makes
// (whether a header is shown, which default title applies). A label given as a
// `LocalizedStringKey` becomes `Text(key, tableName:, bundle:)`, looked up in the app's bundle
// as `Text("key")` is; a view given a `Text` label draws that `Text` and gives it to VoiceOver
// wherever it would draw or read the state's string, while the state keeps deciding everything
// else. A `String` label is still drawn as written; a string literal picks the
// `LocalizedStringKey` form, as it does for `Text` and `Button`.

extension Text {
    /// The caller's label when there is one, otherwise `string` as written.
    static func label(_ caller: Text?, or string: String) -> Text {
        caller ?? Text(verbatim: string)
    }
}

extension View {
    /// ``pickerAccessibility(_:)`` with the caller's label, when there is one, read instead of the
    /// description's.
    func pickerAccessibility(_ description: PickerAccessibility, label: Text?) -> some View {
        accessibilityLabel(Text.label(label, or: description.label))
            .accessibilityValue(Text(verbatim: description.value ?? ""))
            .accessibilityHint(Text(verbatim: description.hint ?? ""))
            .accessibilityAddTraits(description.isSelected ? .isSelected : [])
    }
}
#endif

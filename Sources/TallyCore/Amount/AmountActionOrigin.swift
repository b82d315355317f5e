import Foundation

/// Who did an action: haptics and announcements answer what a person did, never what the app set.
public enum AmountActionOrigin: Sendable, Hashable {
    /// A person typed, pasted, tapped or picked.
    case person
    /// The app set the value (a loaded record, a binding from its model).
    case app
}

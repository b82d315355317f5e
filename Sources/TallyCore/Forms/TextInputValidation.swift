import Foundation

/// The validation state of a float-label field.
public enum TextInputValidation: Sendable, Hashable {
    /// Not validated.
    case none
    /// Valid.
    case success
    /// Invalid, with the message shown under the field.
    case error(String)
}

import Foundation

/// What a float-label field holds: it picks the keyboard, the text content type and
/// whether the text is hidden.
public enum TextInputKind: String, CaseIterable, Sendable, Hashable {
    /// Plain text.
    case text
    /// An e-mail address.
    case email
    /// A telephone number.
    case tel
    /// A web address.
    case url
    /// A password: a secure field, never read aloud.
    case password

    /// Whether the field hides what is typed.
    public var isSecure: Bool { self == .password }

    /// Whether autocorrection and automatic capitals stay off (addresses, numbers, passwords).
    public var disablesAutocorrection: Bool { self != .text }
}

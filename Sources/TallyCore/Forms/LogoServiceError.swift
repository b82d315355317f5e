import Foundation

/// Why a ``LogoService`` could not be made or could not build a URL. No case and no message
/// ever contains the token.
public enum LogoServiceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The token was empty or only whitespace.
    case emptyToken
    /// The token had whitespace inside, control characters or non-ASCII characters.
    case invalidTokenCharacters
    /// The token is a secret key (`sk_…`), which must never ship in an app: use the publishable
    /// key (`pk_…`).
    case secretToken
    /// The URL could not be assembled.
    case urlUnavailable

    /// A one-line explanation for developers, without the token.
    public var description: String {
        switch self {
        case .emptyToken: "the logo.dev publishable token is empty"
        case .invalidTokenCharacters: "the logo.dev token has whitespace, control or non-ASCII characters"
        case .secretToken: "a logo.dev secret key must never ship in an app; pass the publishable key (pk_…)"
        case .urlUnavailable: "the logo.dev image URL could not be built"
        }
    }
}

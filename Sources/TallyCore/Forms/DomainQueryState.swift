import Foundation

/// What the logo tab's search text says as a domain.
public enum DomainQueryState: Hashable, Sendable {
    /// Not a domain attempt: empty, or a name without a dot, colon, slash or `@` ("netf"),
    /// which only filters the built-in brands.
    case notADomain
    /// A valid domain.
    case valid(WebDomain)
    /// A domain attempt that is not a web domain, and why.
    case invalid(WebDomain.ValidationError)
}

import Foundation

/// Builds logo.dev image URLs (`https://img.logo.dev/{domain}?token=…&size=…&format=…&retina=…`)
/// for a ``WebDomain``.
///
/// The app supplies its own logo.dev **publishable** token (`pk_…`); Tally never contains one.
/// The token necessarily travels in every image URL, as logo.dev requires for publishable keys,
/// but this type never writes it anywhere else: ``description``, ``debugDescription``,
/// ``customMirror`` (what `dump` and debuggers show) and every error say `<redacted>` or
/// nothing. Do not log the URLs either.
///
/// Apps hand a service to TallyUI with `.logoService(_:)`; without one the icon picker's online
/// logo search is off and logos show a placeholder symbol.
public struct LogoService: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// logo.dev's image host.
    public static let host = "img.logo.dev"
    /// The sizes logo.dev serves, in pixels per side: 1 to 800 (its documented maximum). Larger
    /// or smaller requests are clamped into this range by ``clampedSize(_:)``; with `retina`
    /// logo.dev returns twice the requested pixels.
    public static let sizeRange = 1...800
    /// logo.dev's default size, 128 pixels.
    public static let defaultSize = 128

    private let token: String

    /// A service using the app's logo.dev publishable token. Surrounding whitespace is trimmed.
    ///
    /// - Throws: ``LogoServiceError/emptyToken``, ``LogoServiceError/invalidTokenCharacters``,
    ///   or ``LogoServiceError/secretToken`` for a secret key (`sk_…`).
    public init(publishableToken: String) throws {
        let token = publishableToken.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !token.isEmpty else { throw LogoServiceError.emptyToken }
        guard token.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw LogoServiceError.invalidTokenCharacters
        }
        guard !token.lowercased().hasPrefix("sk_") else { throw LogoServiceError.secretToken }
        self.token = token
    }

    /// `size` clamped into ``sizeRange``.
    public static func clampedSize(_ size: Int) -> Int {
        min(max(size, sizeRange.lowerBound), sizeRange.upperBound)
    }

    /// The image URL of `domain`'s logo.
    ///
    /// The query items are `token`, `size`, `format` and `retina`, in that order, each value
    /// percent-encoded so that only letters, digits and `-._~` stay literal (a `+`, `&`, `=`, `/`
    /// or `#` in the token can never change the query).
    ///
    /// - Parameters:
    ///   - domain: The brand's domain.
    ///   - size: Pixels per side, clamped into ``sizeRange``; ``defaultSize`` by default.
    ///   - format: The image format; PNG by default.
    ///   - retina: Whether logo.dev should return twice the pixels, for 2x and 3x screens.
    /// - Throws: ``LogoServiceError/urlUnavailable`` if the URL cannot be assembled.
    public func imageURL(
        for domain: WebDomain, size: Int = defaultSize, format: LogoImageFormat = .png, retina: Bool = true
    ) throws -> URL {
        var components = URLComponents()
        components.scheme = "https"
        components.host = Self.host
        components.path = "/" + domain.value
        components.percentEncodedQueryItems = [
            URLQueryItem(name: "token", value: Self.percentEncoded(token)),
            URLQueryItem(name: "size", value: String(Self.clampedSize(size))),
            URLQueryItem(name: "format", value: format.rawValue),
            URLQueryItem(name: "retina", value: retina ? "true" : "false"),
        ]
        guard let url = components.url else { throw LogoServiceError.urlUnavailable }
        return url
    }

    /// The image URL of the logo of the domain in `domain`, validated as ``WebDomain/init(_:)``
    /// does.
    ///
    /// - Throws: A ``WebDomain/ValidationError`` if `domain` is not a web domain, or
    ///   ``LogoServiceError/urlUnavailable``.
    public func imageURL(
        for domain: String, size: Int = defaultSize, format: LogoImageFormat = .png, retina: Bool = true
    ) throws -> URL {
        try imageURL(for: WebDomain(domain), size: size, format: format, retina: retina)
    }

    /// Says which host the service uses; the token is redacted.
    public var description: String { "LogoService(host: \(Self.host), token: <redacted>)" }

    /// The same as ``description``: the token is redacted.
    public var debugDescription: String { description }

    /// What `dump` and debuggers show: the host and a redacted token.
    public var customMirror: Mirror {
        Mirror(self, children: ["host": Self.host, "token": "<redacted>"], displayStyle: .struct)
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}

import Foundation

/// A brand whose logo can be shown: a display name and a validated web domain, which is what
/// the logo is looked up by.
public struct LogoBrand: Hashable, Sendable, Codable, Identifiable {
    /// The brand's name as it is written, shown under its logo and read by VoiceOver
    /// ("Deutsche Bank"). Never empty: a blank name falls back to the domain.
    public let name: String
    /// The brand's web domain (`deutsche-bank.de`).
    public let domain: WebDomain

    /// The domain: a brand is identified by it.
    public var id: WebDomain { domain }

    /// A brand named `name` at `domain`. A blank name is replaced by the domain as people read
    /// it (``WebDomain/unicodeValue``).
    public init(name: String, domain: WebDomain) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        self.name = trimmed.isEmpty ? domain.unicodeValue : trimmed
        self.domain = domain
    }

    /// A brand named `name` at the domain in `domain`, validated by ``WebDomain/init(_:)``.
    ///
    /// - Throws: A ``WebDomain/ValidationError`` if `domain` is not a web domain.
    public init(name: String, domain: String) throws {
        self.init(name: name, domain: try WebDomain(domain))
    }

    /// A built-in brand: the domain is in normal form (the tests check each one).
    init(_ name: String, _ domain: String) {
        self.init(name: name, domain: WebDomain(normalizedASCII: domain))
    }

    private enum CodingKeys: String, CodingKey {
        case name, domain
    }

    /// Decodes `{"name": "Chase", "domain": "chase.com"}`, validating the domain.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            domain: try container.decode(WebDomain.self, forKey: .domain))
    }

    /// Encodes `{"name": …, "domain": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(domain, forKey: .domain)
    }
}

extension LogoBrand {
    /// Well-known banks in Russia, the United States, the euro area and Switzerland, in that
    /// order, for the icon picker's logo tab.
    public static let banks: [LogoBrand] = [
        LogoBrand("Sberbank", "sberbank.ru"),
        LogoBrand("T-Bank", "tbank.ru"),
        LogoBrand("VTB", "vtb.ru"),
        LogoBrand("Alfa-Bank", "alfabank.ru"),
        LogoBrand("Chase", "chase.com"),
        LogoBrand("Bank of America", "bankofamerica.com"),
        LogoBrand("Wells Fargo", "wellsfargo.com"),
        LogoBrand("Citi", "citi.com"),
        LogoBrand("Revolut", "revolut.com"),
        LogoBrand("BNP Paribas", "bnpparibas.com"),
        LogoBrand("Deutsche Bank", "deutsche-bank.de"),
        LogoBrand("ING", "ing.com"),
        LogoBrand("N26", "n26.com"),
        LogoBrand("UBS", "ubs.com"),
        LogoBrand("PostFinance", "postfinance.ch"),
        LogoBrand("Raiffeisen", "raiffeisen.ch"),
    ]

    /// Well-known subscription and online services, for the icon picker's logo tab.
    public static let services: [LogoBrand] = [
        LogoBrand("Netflix", "netflix.com"),
        LogoBrand("Spotify", "spotify.com"),
        LogoBrand("Apple", "apple.com"),
        LogoBrand("YouTube", "youtube.com"),
        LogoBrand("Amazon", "amazon.com"),
        LogoBrand("Disney+", "disneyplus.com"),
        LogoBrand("Google", "google.com"),
        LogoBrand("Microsoft", "microsoft.com"),
        LogoBrand("Adobe", "adobe.com"),
        LogoBrand("Dropbox", "dropbox.com"),
        LogoBrand("PayPal", "paypal.com"),
        LogoBrand("Uber", "uber.com"),
        LogoBrand("Airbnb", "airbnb.com"),
        LogoBrand("Twitch", "twitch.tv"),
        LogoBrand("Yandex", "yandex.ru"),
        LogoBrand("Telegram", "telegram.org"),
    ]
}

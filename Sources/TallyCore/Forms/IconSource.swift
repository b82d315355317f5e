import Foundation

/// What an icon shows: an SF Symbol, a bank's logo or a brand's (service's) logo.
///
/// ## Codable form
/// A flat JSON object whose `type` says which case it is. The form is stable: keys and type
/// names will not change.
///
/// ```json
/// {"type": "sfSymbol", "symbol": "cart.fill"}
/// {"type": "bankLogo", "name": "Chase", "domain": "chase.com"}
/// {"type": "brandService", "name": "Netflix", "domain": "netflix.com"}
/// ```
///
/// Decoding validates what it reads: an unknown `type`, an empty `symbol`, or a `domain` that
/// is not a web domain (``WebDomain``) fail with `DecodingError.dataCorrupted`, whose debug
/// description names the problem. Domains are stored in their normal ASCII form.
public enum IconSource: Hashable, Sendable, Codable {
    /// An SF Symbol, by its name (`cart.fill`).
    case sfSymbol(String)
    /// A bank's logo.
    case bankLogo(LogoBrand)
    /// A brand's or a service's logo (Netflix, Spotify…).
    case brandService(LogoBrand)

    /// The SF Symbol's name, or nil for a logo.
    public var symbolName: String? {
        if case .sfSymbol(let name) = self { name } else { nil }
    }

    /// The brand, or nil for an SF Symbol.
    public var brand: LogoBrand? {
        switch self {
        case .sfSymbol: nil
        case .bankLogo(let brand), .brandService(let brand): brand
        }
    }

    /// Whether this is a logo rather than an SF Symbol.
    public var isLogo: Bool { brand != nil }

    /// The `type` values of the Codable form.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// ``IconSource/sfSymbol(_:)``.
        case sfSymbol
        /// ``IconSource/bankLogo(_:)``.
        case bankLogo
        /// ``IconSource/brandService(_:)``.
        case brandService
    }

    /// Which case this is.
    public var kind: Kind {
        switch self {
        case .sfSymbol: .sfSymbol
        case .bankLogo: .bankLogo
        case .brandService: .brandService
        }
    }

    private enum CodingKeys: String, CodingKey {
        case type, symbol, name, domain
    }

    /// Decodes the documented form, validating the symbol name and the domain.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        guard let kind = Kind(rawValue: type) else {
            let expected = Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "unknown icon source type \"\(WebDomain.ValidationError.excerpt(type, limit: 32))\"; expected one of \(expected)")
        }
        switch kind {
        case .sfSymbol:
            let symbol = try container.decode(String.self, forKey: .symbol)
            guard !symbol.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw DecodingError.dataCorruptedError(
                    forKey: .symbol, in: container, debugDescription: "an SF Symbol name cannot be empty")
            }
            self = .sfSymbol(symbol)
        case .bankLogo, .brandService:
            let brand = LogoBrand(
                name: try container.decode(String.self, forKey: .name),
                domain: try container.decode(WebDomain.self, forKey: .domain))
            self = kind == .bankLogo ? .bankLogo(brand) : .brandService(brand)
        }
    }

    /// Encodes the documented form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .type)
        switch self {
        case .sfSymbol(let name):
            try container.encode(name, forKey: .symbol)
        case .bankLogo(let brand), .brandService(let brand):
            try container.encode(brand.name, forKey: .name)
            try container.encode(brand.domain, forKey: .domain)
        }
    }
}

import Foundation

/// A section of the icon picker's logo tab: banks or services.
public struct LogoSection: Hashable, Sendable, Identifiable {
    /// Which section.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Bank logos.
        case banks
        /// Brand and service logos, with a typed domain first.
        case services

        /// The section title's key in the String Catalog.
        public var titleKey: TallyStringKey {
            switch self {
            case .banks: .iconPickerSectionBanks
            case .services: .iconPickerSectionServices
            }
        }
    }

    /// Which section this is.
    public let kind: Kind
    /// Its logos, as icon sources (``IconSource/bankLogo(_:)`` or ``IconSource/brandService(_:)``).
    public let sources: [IconSource]

    /// The kind.
    public var id: Kind { kind }

    /// A section of `kind` with `sources`.
    public init(kind: Kind, sources: [IconSource]) {
        self.kind = kind
        self.sources = sources
    }
}

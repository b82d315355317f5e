import Foundation

/// The symbols of one category that a search found, best match first.
public struct SymbolSection: Hashable, Sendable, Identifiable {
    /// The category.
    public let category: SymbolCategory
    /// Its symbols, best match first (in catalogue order for an empty query).
    public let symbols: [CatalogueSymbol]

    /// The category.
    public var id: SymbolCategory { category }

    /// A section of `symbols` under `category`.
    public init(category: SymbolCategory, symbols: [CatalogueSymbol]) {
        self.category = category
        self.symbols = symbols
    }
}

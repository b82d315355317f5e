import Foundation

/// One SF Symbol of the catalogue: its name, its category and English search keywords.
public struct CatalogueSymbol: Hashable, Sendable, Identifiable {
    /// The SF Symbol's name (`cart.fill`).
    public let name: String
    /// The section it is shown in.
    public let category: SymbolCategory
    /// English words it is found by besides its name ("groceries", "supermarket"…), lowercase.
    public let keywords: [String]

    /// The symbol's name.
    public var id: String { name }

    /// The symbol as an icon source.
    public var source: IconSource { .sfSymbol(name) }

    /// A symbol named `name` in `category`, found by `keywords` too.
    public init(_ name: String, _ category: SymbolCategory, _ keywords: [String]) {
        self.name = name
        self.category = category
        self.keywords = keywords
    }
}

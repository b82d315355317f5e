import Foundation

extension StringCatalog {
    /// Tally's own String Catalog, rebuilt from the compiled tables (``TallyStringTable``).
    static var tally: StringCatalog { TallyStringTable.catalog }
}

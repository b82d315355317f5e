import Foundation

/// A key of Tally's String Catalog (`Resources/Localizable.xcstrings`).
///
/// Code names keys through the constants, never as loose strings: `TallyStringKey.dateYesterday`,
/// or `.dateYesterday` where a key is expected. There is one constant per key of the catalog,
/// generated from it by `swift run tally l10n compile` (`Generated/TallyStringKey+Catalog.swift`),
/// so the two cannot disagree. A constant's name is its key split at each `.`, with the first part
/// kept and the first letter of each later part capitalized (`amount.error.tooLarge` is
/// `amountErrorTooLarge`), and its documentation is the key's comment for translators.
public struct TallyStringKey: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The key as the catalog writes it, for example `date.yesterday`.
    public let rawValue: String

    /// A key from its catalog spelling.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key as the catalog writes it.
    public var description: String { rawValue }
}

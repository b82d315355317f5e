import Foundation

/// The twelve sections of the SF Symbol catalogue, in the order the icon picker shows them.
public enum SymbolCategory: String, Sendable, Hashable, Codable, CaseIterable, Identifiable {
    /// Food and drink.
    case food
    /// Transport.
    case transport
    /// Shopping.
    case shopping
    /// Home.
    case home
    /// Bills and utilities.
    case bills
    /// Health.
    case health
    /// Entertainment.
    case entertainment
    /// Travel.
    case travel
    /// Education.
    case education
    /// Money and banking.
    case finance
    /// Work and income.
    case work
    /// Everything else.
    case other

    /// The category itself.
    public var id: SymbolCategory { self }

    /// The section title's key in the String Catalog (`iconPicker.category.food`…).
    public var titleKey: TallyStringKey {
        switch self {
        case .food: .iconPickerCategoryFood
        case .transport: .iconPickerCategoryTransport
        case .shopping: .iconPickerCategoryShopping
        case .home: .iconPickerCategoryHome
        case .bills: .iconPickerCategoryBills
        case .health: .iconPickerCategoryHealth
        case .entertainment: .iconPickerCategoryEntertainment
        case .travel: .iconPickerCategoryTravel
        case .education: .iconPickerCategoryEducation
        case .finance: .iconPickerCategoryFinance
        case .work: .iconPickerCategoryWork
        case .other: .iconPickerCategoryOther
        }
    }

    /// The section title in `language` (`locale`'s when nil) ("Food & Drink", "Essen & Trinken"…).
    public func title(locale: Locale, language: TallyLanguage? = nil) -> String {
        Localizer.string(titleKey, language: language, locale: locale)
    }
}

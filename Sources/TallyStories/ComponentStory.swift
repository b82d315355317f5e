import Foundation
@_spi(Tally) import TallyCore

/// One component of the kit as the catalog shows it: its name, what it is for, how to use it,
/// and its named states. The site (TallyCatalog) and the in-app gallery (TallyUI's
/// `TallyGallery`) render the same list, so neither can show a state the other lacks.
public struct ComponentStory: Sendable, Identifiable {
    /// Where the component belongs.
    public enum Group: String, Sendable, CaseIterable {
        /// The amount input and its family.
        case amount
        /// The form components.
        case forms
    }

    /// A stable slug, used for the page's file name ("amount-input").
    public let id: String
    /// The type's name ("AmountInputView").
    public let name: String
    /// The group.
    public let group: Group
    /// What it is for, in a sentence.
    public let summary: String
    /// A usage snippet in Swift: word for word the body of the `<name>Usage` view in the
    /// component's story file, which the iOS type-check compiles.
    public let usage: String
    /// The catalog CSS of the component's own classes (its story type's `css`); the catalog's
    /// stylesheet is `StoryHTML.css`, the rules several components share, then each component's
    /// in `ComponentStory.all` order.
    public let css: String
    /// The states, in order.
    public let states: [StoryState]
}

/// One named state of a component ("empty", "typing", "error"…), built for a language.
public struct StoryState: Sendable, Identifiable {
    /// A stable slug ("typing").
    public let id: String
    /// A short English name for the state ("Typing").
    public let name: String
    private let make: @Sendable (StoryContext) -> StoryView

    /// A state built by `make` for each context.
    public init(_ id: String, _ name: String, _ make: @escaping @Sendable (StoryContext) -> StoryView) {
        self.id = id
        self.name = name
        self.make = make
    }

    /// The state in `context`'s language.
    public func view(in context: StoryContext) -> StoryView { make(context) }
}

/// What every story is built against: the language, and a fixed calendar, time zone and "now",
/// so the catalog is the same whenever and wherever it is built.
public struct StoryContext: Sendable {
    /// The language and region.
    public let locale: Locale
    /// Gregorian, in Europe/Zurich.
    public let calendar: Calendar
    /// Saturday 21 November 2026, 10:30 in Zurich.
    public let now: Date

    /// The context for `locale`.
    public init(locale: Locale) {
        self.locale = locale
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Zurich") ?? calendar.timeZone
        calendar.locale = locale
        self.calendar = calendar
        now = calendar.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: 10, minute: 30)) ?? Date(timeIntervalSince1970: 1_795_254_600)
    }

    /// The catalog's languages: English, Russian, French, German and the pseudo-locale.
    public static let languages: [Locale] = ["en_US", "ru_RU", "fr_FR", "de_DE", "en_XA"].map(Locale.init(identifier:))

    /// A string from the catalog in this context's language.
    public func string(_ key: TallyStringKey, count: Int? = nil, arguments: [FormatArgument] = []) -> String {
        Localizer.string(key, locale: locale, count: count, arguments: arguments)
    }

    /// The days as seen from ``now``.
    public var days: RelativeDays { RelativeDays(calendar: calendar, now: now) }
}


import Foundation

/// One component of the kit as the catalog shows it: its name, what it is for, how to use it,
/// and its named states. The site (TallyCatalog) and the in-app gallery (TallyUI's
/// `TallyGallery`) render the same list, so neither can show a state the other lacks.
@_spi(Tally) public struct ComponentStory: Sendable, Identifiable {
    /// Where the component belongs.
    @_spi(Tally) public enum Group: String, Sendable, CaseIterable {
        /// The amount input and its family.
        case amount
        /// The form components.
        case forms
    }

    /// A stable slug, used for the page's file name ("amount-input").
    @_spi(Tally) public let id: String
    /// The type's name ("AmountInputView").
    @_spi(Tally) public let name: String
    /// The group.
    @_spi(Tally) public let group: Group
    /// What it is for, in a sentence.
    @_spi(Tally) public let summary: String
    /// A usage snippet in Swift.
    @_spi(Tally) public let usage: String
    /// The states, in order.
    @_spi(Tally) public let states: [StoryState]
}

/// One named state of a component ("empty", "typing", "error"…), built for a language.
@_spi(Tally) public struct StoryState: Sendable, Identifiable {
    /// A stable slug ("typing").
    @_spi(Tally) public let id: String
    /// A short English name for the state ("Typing").
    @_spi(Tally) public let name: String
    private let make: @Sendable (StoryContext) -> StoryView

    /// A state built by `make` for each context.
    @_spi(Tally) public init(_ id: String, _ name: String, _ make: @escaping @Sendable (StoryContext) -> StoryView) {
        self.id = id
        self.name = name
        self.make = make
    }

    /// The state in `context`'s language.
    @_spi(Tally) public func view(in context: StoryContext) -> StoryView { make(context) }
}

/// What every story is built against: the language, and a fixed calendar, time zone and "now",
/// so the catalog is the same whenever and wherever it is built.
@_spi(Tally) public struct StoryContext: Sendable {
    /// The language and region.
    @_spi(Tally) public let locale: Locale
    /// Gregorian, in Europe/Zurich.
    @_spi(Tally) public let calendar: Calendar
    /// Saturday 21 November 2026, 10:30 in Zurich.
    @_spi(Tally) public let now: Date

    /// The context for `locale`.
    @_spi(Tally) public init(locale: Locale) {
        self.locale = locale
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Zurich") ?? calendar.timeZone
        calendar.locale = locale
        self.calendar = calendar
        now = calendar.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: 10, minute: 30)) ?? Date(timeIntervalSince1970: 1_795_254_600)
    }

    /// The catalog's languages: English, Russian, French, German and the pseudo-locale.
    @_spi(Tally) public static let languages: [Locale] = ["en_US", "ru_RU", "fr_FR", "de_DE", "en_XA"].map(Locale.init(identifier:))

    /// A string from the catalog in this context's language.
    @_spi(Tally) public func string(_ key: TallyStringKey, count: Int? = nil, arguments: [FormatArgument] = []) -> String {
        Localizer.string(key, locale: locale, count: count, arguments: arguments)
    }

    /// The days as seen from ``now``.
    @_spi(Tally) public var days: RelativeDays { RelativeDays(calendar: calendar, now: now) }
}

/// A trait VoiceOver reports for an element.
@_spi(Tally) public enum StoryTrait: String, Sendable, CaseIterable {
    /// A button.
    case button
    /// A header.
    case header
    /// Selected.
    case selected
    /// A text field.
    case textField
    /// A secure text field.
    case secureTextField
    /// A switch.
    case toggle
    /// An image.
    case image
    /// Not enabled.
    case disabled
    /// Plain text.
    case staticText
    /// A key of a keyboard or keypad.
    case keyboardKey
}

/// What VoiceOver reads for one element of a state.
@_spi(Tally) public struct StoryAccessibility: Sendable, Hashable {
    /// The label.
    @_spi(Tally) public var label: String
    /// The value, if any.
    @_spi(Tally) public var value: String?
    /// The hint, if any.
    @_spi(Tally) public var hint: String?
    /// The traits.
    @_spi(Tally) public var traits: [StoryTrait]

    /// An element.
    @_spi(Tally) public init(label: String, value: String? = nil, hint: String? = nil, traits: [StoryTrait] = []) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
    }
}

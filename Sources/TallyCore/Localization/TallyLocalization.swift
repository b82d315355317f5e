import Foundation

/// Tally's text settings for the whole app: the strings (Tally's catalog with the app's over
/// it) and the language, set once at launch and read by every view and model.
///
/// ```swift
/// // At launch:
/// try TallyLocalization.register(StringCatalog(data: Data(contentsOf: catalogURL)))
/// TallyLocalization.languageOverride = "es"     // or leave nil to follow the app's localization
/// ```
///
/// In SwiftUI a subtree can take another language with `.tallyLanguage(_:)`. Changing these
/// values does not redraw views already on screen; set them before the first view appears, or
/// switch the language with the environment.
public enum TallyLocalization {
    private struct Settings: Sendable {
        var strings = TallyStrings.standard
        var languageOverride: TallyLanguage?
    }

    /// The settings behind a lock. A class of its own rather than a generic box read through
    /// key paths: a cold process makes it without instantiating any generic type.
    private final class SettingsStore: @unchecked Sendable {
        private let lock = NSLock()
        private var settings = Settings()

        func read() -> Settings {
            lock.withLock { settings }
        }

        func write(_ change: (inout Settings) -> Void) {
            lock.withLock { change(&settings) }
        }
    }

    private static let settings = SettingsStore()

    /// The strings every lookup uses: ``TallyStrings/standard``, or Tally's with the catalog an
    /// app registered over it.
    public static var strings: TallyStrings {
        settings.read().strings
    }

    /// Registers an app's String Catalog over Tally's, replacing one registered before. Call it
    /// once at launch.
    ///
    /// - Throws: ``TallyStringsError`` listing every problem of the catalog (see
    ///   ``TallyStrings/init(overrides:)``); nothing is registered then.
    public static func register(_ catalog: StringCatalog) throws {
        let strings = try TallyStrings(overrides: catalog)
        settings.write { $0.strings = strings }
    }

    /// Registers the String Catalog in the file at `url` (an `.xcstrings` file copied into the
    /// app's bundle as it is).
    ///
    /// - Throws: the file's read error, ``StringCatalogError`` when it is not a String Catalog,
    ///   or ``TallyStringsError`` as ``register(_:)``.
    public static func register(contentsOf url: URL) throws {
        try register(StringCatalog(data: Data(contentsOf: url)))
    }

    /// Goes back to Tally's own texts, as before any registration.
    public static func unregister() {
        settings.write { $0.strings = .standard }
    }

    /// A language the app chooses for Tally's text whatever its localization (an in-app language
    /// setting), or nil to follow the app's localization. Nil by default.
    public static var languageOverride: TallyLanguage? {
        get { settings.read().languageOverride }
        set { settings.write { $0.languageOverride = newValue } }
    }

    /// The language Tally's text is shown in: ``languageOverride`` if set, otherwise the first of
    /// `Bundle.main.preferredLocalizations` there is text for (Tally's languages and the app's
    /// catalog's), otherwise English.
    public static var language: TallyLanguage {
        language(preferredLocalizations: Bundle.main.preferredLocalizations)
    }

    /// The language for an app whose preferred localizations are `preferredLocalizations`, as
    /// ``language`` (which passes `Bundle.main.preferredLocalizations`).
    public static func language(preferredLocalizations: [String]) -> TallyLanguage {
        let current = settings.read()
        return current.strings.language(preferredLocalizations: preferredLocalizations, override: current.languageOverride)
    }
}

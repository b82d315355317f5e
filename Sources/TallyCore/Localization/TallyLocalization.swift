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
        var strings = TallyStrings.standard {
            didSet { generation &+= 1 }
        }
        var languageOverride: TallyLanguage?
        /// Counts the changes of ``strings``: texts kept by a view state (``AmountTexts``) are
        /// looked up again when it moves.
        var generation = 0
        /// The last ``language(preferredLocalizations:)`` worked out, and what it was worked out
        /// from: SwiftUI reads the environment's language, which defaults to ``language``, on
        /// every render.
        var lastLanguage: (preferred: [String], strings: Int, override: TallyLanguage?, language: TallyLanguage)?
    }

    /// The settings behind a lock. A class of its own rather than a generic box read through
    /// key paths: a cold process makes it without instantiating any generic type.
    private final class SettingsStore: @unchecked Sendable {
        private let lock = NSLock()
        private var settings = Settings()

        func read() -> Settings {
            lock.withLock { settings }
        }

        /// What readers take without the lock: the strings' generation and, once worked out,
        /// ``TallyLocalization/language``. Replaced on every change of the settings, so the
        /// objects it keeps alive number the changes (an app makes a few, at launch).
        private final class Published: Sendable {
            let generation: Int
            let mainLanguage: TallyLanguage?
            init(generation: Int, mainLanguage: TallyLanguage?) {
                self.generation = generation
                self.mainLanguage = mainLanguage
            }
        }

        private let published = PublishedValue(Published(generation: 0, mainLanguage: nil))

        private var current: Published? {
            published.value.map { unsafeDowncast($0, to: Published.self) }
        }

        /// ``Settings/generation`` alone: one atomic load, no lock.
        var generation: Int {
            current?.generation ?? 0
        }

        /// ``TallyLocalization/language``: the app's preferred localizations are read once per
        /// change of the strings or the override (they are fixed for the life of an app's
        /// process), then kept and read without a lock.
        func mainLanguage() -> TallyLanguage {
            if let language = current?.mainLanguage { return language }
            return lock.withLock {
                // Another reader may have worked it out while this one waited for the lock.
                if let language = current?.mainLanguage { return language }
                let language = settings.strings.language(preferredLocalizations: Bundle.main.preferredLocalizations,
                                                         override: settings.languageOverride)
                let generation = settings.generation
                published.update { _ in Published(generation: generation, mainLanguage: language) }
                return language
            }
        }

        /// The language for `preferredLocalizations`, worked out once for each list, strings
        /// and override.
        func language(preferredLocalizations: [String]) -> TallyLanguage {
            lock.withLock {
                if let last = settings.lastLanguage, last.strings == settings.generation, last.override == settings.languageOverride,
                   last.preferred == preferredLocalizations {
                    return last.language
                }
                let language = settings.strings.language(preferredLocalizations: preferredLocalizations, override: settings.languageOverride)
                settings.lastLanguage = (preferredLocalizations, settings.generation, settings.languageOverride, language)
                return language
            }
        }

        func write(_ change: (inout Settings) -> Void) {
            lock.withLock {
                change(&settings)
                // The language is worked out again on the next read.
                let generation = settings.generation
                published.update { _ in Published(generation: generation, mainLanguage: nil) }
            }
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
        settings.mainLanguage()
    }

    /// The language for an app whose preferred localizations are `preferredLocalizations`, as
    /// ``language`` (which passes `Bundle.main.preferredLocalizations`).
    public static func language(preferredLocalizations: [String]) -> TallyLanguage {
        settings.language(preferredLocalizations: preferredLocalizations)
    }

    /// How many times the strings have changed (``register(_:)``, ``unregister()``): what a
    /// view state's kept texts are checked against.
    static var stringsGeneration: Int { settings.generation }
}

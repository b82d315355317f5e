import Foundation

/// Why an app's String Catalog in its bundle was not registered. Nothing was registered then:
/// Tally's own texts (or a catalog registered before) stay in use.
public enum TallyOverridesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// There is no `fileName` (`TallyOverrides.xcstrings`) in the bundle. When the bundle has
    /// `.strings` or `.stringsdict` tables of that name instead, Xcode compiled the catalog, and
    /// `compiledLanguages` lists their languages.
    case notFound(fileName: String, bundlePath: String, compiledLanguages: [String])
    /// The file is there but could not be read.
    case unreadable(fileName: String, reason: String)
    /// The file is not a String Catalog.
    case notAStringCatalog(fileName: String, StringCatalogError)
    /// The catalog was read, and refused: every problem is listed.
    case refused(fileName: String, TallyStringsError)

    /// What went wrong and what to do, in one message.
    public var description: String {
        switch self {
        case let .notFound(fileName, bundlePath, compiledLanguages) where !compiledLanguages.isEmpty:
            let name = (fileName as NSString).deletingPathExtension
            return "\(fileName) is not in the bundle at \(bundlePath) as it is: it was compiled into "
                + "\(name).strings tables (\(compiledLanguages.joined(separator: ", "))). "
                + "Copy the .xcstrings file into the bundle unchanged: in a Swift package, "
                + ".copy(\"\(fileName)\"); in an Xcode app target, inside a folder reference."
        case let .notFound(fileName, bundlePath, _):
            return "\(fileName) is not in the bundle at \(bundlePath). Copy it in unchanged: in a Swift "
                + "package, .copy(\"\(fileName)\"); in an Xcode app target, inside a folder reference "
                + "(pass its name as subdirectory:)."
        case let .unreadable(fileName, reason):
            return "\(fileName) could not be read: \(reason)"
        case let .notAStringCatalog(fileName, error):
            return "\(fileName) is not a String Catalog: \(error)"
        case let .refused(fileName, error):
            return "\(fileName) was refused: \(error)"
        }
    }
}

extension TallyLocalization {
    /// The name of the app's String Catalog that ``registerOverrides(named:subdirectory:in:)``
    /// looks for by default: `TallyOverrides` (the file `TallyOverrides.xcstrings`).
    public static let overridesName = "TallyOverrides"

    /// Registers the app's String Catalog `NAME.xcstrings` from `bundle` over Tally's texts, and
    /// reports a failure loudly instead of hiding it.
    ///
    /// Ship the file unchanged (Xcode compiles an `.xcstrings` file of an app target into
    /// `.strings` tables, which this cannot read): in a Swift package, `.copy("TallyOverrides.xcstrings")`;
    /// in an Xcode app target, inside a folder reference whose name you pass as `subdirectory`.
    ///
    /// ```swift
    /// @main struct ExpensesApp: App {
    ///     init() { TallyLocalization.registerOverrides() }   // TallyOverrides.xcstrings
    /// }
    /// ```
    ///
    /// When the file is missing, unreadable, not a String Catalog or refused, nothing is
    /// registered and, in a debug build, an assertion stops the app at the call with the reason.
    /// A release build goes on with Tally's own texts (Tally writes no logs); the returned error
    /// says why, for an app that reports it its own way. Check the file ahead of time with
    /// `tally l10n check --app-catalog TallyOverrides.xcstrings`.
    ///
    /// - Returns: nil when the catalog was registered, or why it was not.
    @discardableResult
    public static func registerOverrides(
        named name: String = overridesName, subdirectory: String? = nil, in bundle: Bundle = .main
    ) -> TallyOverridesError? {
        registerOverrides(named: name, subdirectory: subdirectory, in: bundle) { message in
            assertionFailure(message)
        }
    }

    /// ``registerOverrides(named:subdirectory:in:)`` with the report of a failure given to
    /// `report`, so a test can see it without stopping.
    static func registerOverrides(
        named name: String, subdirectory: String?, in bundle: Bundle, report: (String) -> Void
    ) -> TallyOverridesError? {
        do {
            try register(overridesNamed: name, subdirectory: subdirectory, in: bundle)
            return nil
        } catch let error as TallyOverridesError {
            report("Tally: the app's String Catalog was not registered. " + error.description)
            return error
        } catch {
            let failure = TallyOverridesError.unreadable(fileName: name + ".xcstrings", reason: String(describing: error))
            report("Tally: the app's String Catalog was not registered. " + failure.description)
            return failure
        }
    }

    private static func register(overridesNamed name: String, subdirectory: String?, in bundle: Bundle) throws {
        let fileName = name + ".xcstrings"
        guard let url = bundle.url(forResource: name, withExtension: "xcstrings", subdirectory: subdirectory) else {
            let compiled = bundle.localizations.filter { language in
                ["strings", "stringsdict"].contains { kind in
                    bundle.path(forResource: name, ofType: kind, inDirectory: subdirectory, forLocalization: language) != nil
                }
            }
            throw TallyOverridesError.notFound(fileName: fileName, bundlePath: bundle.bundlePath, compiledLanguages: compiled.sorted())
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw TallyOverridesError.unreadable(fileName: fileName, reason: (error as NSError).localizedDescription)
        }
        let catalog: StringCatalog
        do {
            catalog = try StringCatalog(data: data)
        } catch let error as StringCatalogError {
            throw TallyOverridesError.notAStringCatalog(fileName: fileName, error)
        }
        do {
            try register(catalog)
        } catch let error as TallyStringsError {
            throw TallyOverridesError.refused(fileName: fileName, error)
        }
    }
}

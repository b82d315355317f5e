import ArgumentParser
import Foundation
import TallyCore
import TallyLocalizationCheck
import TallyToolSupport

struct L10n: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "l10n",
        abstract: "Check and query the String Catalog (en, ru, fr, de).",
        subcommands: [Check.self, Compile.self, Plural.self, LookUp.self]
    )

    /// The catalog's place in the package.
    static let catalogPath = "Sources/TallyCore/Resources/Localizable.xcstrings"

    /// Tally's String Catalog under `root`, or exit 1 saying why it cannot be read.
    static func loadCatalog(root: URL, command: String) throws -> StringCatalog {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(catalogPath).path) else {
            printError("tally l10n \(command): cannot read \(catalogPath) under \(VisibleText.escaped(root.path))")
            throw ExitCode(1)
        }
        do {
            return try StringCatalog(data: data)
        } catch {
            printError("\(catalogPath): \(error)")
            throw ExitCode(1)
        }
    }

    struct Compile: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compile the String Catalog into Swift.",
            discussion: "Writes the tables read in place (TallyStringTable), so the first lookup parses and builds nothing, and one TallyStringKey constant per key; --check exits 1 when a compiled file differs."
        )

        @OptionGroup var package: PackageRootOption

        @Flag(help: "Write nothing; exit 1 when a compiled file is missing or differs from the catalog.")
        var check = false

        func run() throws {
            try package.check(command: check ? "tally l10n compile --check" : "tally l10n compile")
            let root = package.url
            let catalog = try L10n.loadCatalog(root: root, command: "compile")
            let command = check ? "tally l10n compile --check" : "tally l10n compile"
            let keys: String
            do {
                keys = try KeyConstants.swiftSource(for: catalog)
            } catch let error as KeyNamingError {
                for problem in error.problems { printError("\(command): \(L10n.catalogPath): \(problem)") }
                printError("\(command): \(error.problems.count) \(error.problems.count == 1 ? "key has" : "keys have") no Swift name; nothing \(check ? "checked" : "written")")
                throw ExitCode(1)
            }
            let outputs = [(CatalogCompiler.outputPath, CatalogCompiler.swiftSource(for: catalog)), (KeyConstants.outputPath, keys)]
            let existing = outputs.map { path, _ in
                FileManager.default.contents(atPath: root.appendingPathComponent(path).path).flatMap { String(data: $0, encoding: .utf8) }
            }
            let paths = outputs.map(\.0).joined(separator: " and ")
            if check {
                var stale = 0
                for ((path, source), written) in zip(outputs, existing) where written != source {
                    printError("\(command): \(path) \(written == nil ? "is missing" : "differs from the catalog"); run `swift run tally l10n compile`")
                    stale += 1
                }
                guard stale == 0 else { throw ExitCode(1) }
                printOutput("\(command): \(paths) match the catalog (\(catalog.entries.count) keys)")
                return
            }
            for ((path, _), written) in zip(outputs, existing) {
                if let written, !written.hasPrefix(CatalogCompiler.header) {
                    printError("\(command): \(path) was not written by tally l10n compile, so it is not replaced; nothing written")
                    throw ExitCode(1)
                }
            }
            // Written whole or not at all, never through a symbolic link below the root.
            try writeGenerated(outputs.map { (root.appendingPathComponent($0.0), Data($0.1.utf8)) }, within: root,
                               lockName: ".tally-l10n.lock", command: command)
            printOutput("wrote \(paths): \(catalog.entries.count) keys")
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check the String Catalog and the sources it is used in.",
            discussion: "Exits 1 and lists every problem: missing or untranslated texts, missing plural variants, placeholder mismatches, keys without a comment for translators or a Swift name, keys the sources write as strings (or that the catalog lacks), and literals in TallyUI that bypass the catalog."
        )

        @OptionGroup var package: PackageRootOption

        @Option(name: .customLong("app-catalog"), help: ArgumentHelp(
            "Check an app's String Catalog over Tally's instead: its keys must be Tally's, its placeholders those of Tally's texts and its plural variants those of each language (CLDR).",
            valueName: "file.xcstrings"))
        var appCatalog: String?

        func run() throws {
            try package.check(command: "tally l10n check")
            if let appCatalog {
                try Self.checkAppCatalog(appCatalog)
                return
            }
            let root = package.url
            let catalog = try L10n.loadCatalog(root: root, command: "check")
            let sources: [LocalizationSource]
            do {
                sources = try LocalizationCheck.loadSources(root: root)
            } catch {
                printError("tally l10n check: \(error)")
                throw ExitCode(1)
            }
            let problems = LocalizationCheck.run(catalog: catalog, sources: sources)
            guard problems.isEmpty else {
                for problem in problems { printError(problem.description) }
                printError("tally l10n check: \(problems.count) problem\(problems.count == 1 ? "" : "s")")
                throw ExitCode(1)
            }
            printOutput("tally l10n check: \(catalog.entries.count) keys in \(LocalizationCheck.requiredLanguages.joined(separator: ", ")), no problems")
        }

        /// Checks the app's catalog at `path` as `TallyLocalization.register(_:)` would at launch.
        static func checkAppCatalog(_ file: String) throws {
            let path = VisibleText.escaped(file)
            try Arguments.inputFile(file, option: "--app-catalog", command: "tally l10n check")
            guard let data = FileManager.default.contents(atPath: file) else {
                printError("tally l10n check: cannot read \(path)")
                throw ExitCode(1)
            }
            let catalog: StringCatalog
            do {
                catalog = try StringCatalog(data: data)
            } catch {
                printError("\(path): \(error)")
                throw ExitCode(1)
            }
            do {
                _ = try TallyStrings(overrides: catalog)
            } catch let error as TallyStringsError {
                for problem in error.problems { printError("\(path): \(problem)") }
                printError("tally l10n check: \(error.problems.count) problem\(error.problems.count == 1 ? "" : "s") in \(path)")
                throw ExitCode(1)
            }
            printOutput("tally l10n check: \(catalog.entries.count) of Tally's keys in \(VisibleText.escaped(catalog.languages.joined(separator: ", "))) from \(path), no problems")
        }
    }

    struct Plural: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the CLDR plural category of a number.",
            discussion: "NUMBER is read as written: \"1.0\" is not \"1\"."
        )

        @Argument(help: "A locale, for example ru_RU or fr-CH.")
        var locale: String

        @Argument(help: "A number as written: 1, 1.0, 21, 1.5, 1c6.")
        var number: String

        func run() throws {
            let locale = try Arguments.locale(locale, option: "LOCALE", command: "tally l10n plural")
            do {
                let operands = try PluralOperands(number)
                printOutput(PluralRules.forLocale(locale).category(for: operands).rawValue)
            } catch {
                printError("tally l10n plural: \(error)")
                throw ExitCode(1)
            }
        }
    }

    struct LookUp: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "string",
            abstract: "Print the text of a catalog key in a locale.",
            discussion: "The resolved text of KEY, with a plural count (--count) and values for its placeholders."
        )

        @Argument(help: "A catalog key, for example reminder.daysBefore.")
        var key: String

        @Option(help: "A locale, for example ru_RU, fr_CH or en-XA (pseudo).")
        var locale: String

        @Option(help: "The number that chooses the plural variant (and fills the first integer placeholder when no arguments are given).")
        var count: Int?

        @Argument(help: "Values for the placeholders, in order.")
        var arguments: [String] = []

        func run() throws {
            let localizer: Localizer
            switch Localizer.bundled {
            case .success(let bundled): localizer = bundled
            case .failure(let error):
                printError("tally l10n string: \(error)")
                throw ExitCode(1)
            }
            guard let entry = localizer.catalog.entries[key] else {
                let guess = Suggestions.closest(to: key, in: localizer.catalog.entries.keys.sorted())
                let hint = guess.isEmpty ? "" : "; did you mean \(Suggestions.alternatives(guess.map(VisibleText.escaped), quote: "\""))?"
                printError("tally l10n string: no key \"\(VisibleText.escaped(key))\" in the catalog\(hint)")
                throw ExitCode(1)
            }
            let locale = try Arguments.locale(locale, option: "--locale", command: "tally l10n string")
            let sample = entry.localizations[localizer.catalog.sourceLanguage]?.units.last?.value ?? ""
            let signature: [Int: FormatPlaceholder.Kind]
            do {
                signature = try LocalizedFormat.signature(of: sample)
            } catch {
                printError("tally l10n string: \(error)")
                throw ExitCode(1)
            }
            var values = arguments
            if values.isEmpty, let count, signature.count == 1, signature[1] == .integer { values = [String(count)] }
            guard values.count >= signature.count else {
                printError("tally l10n string: \"\(VisibleText.escaped(sample))\" takes \(signature.count) argument\(signature.count == 1 ? "" : "s"), \(values.count) given")
                throw ExitCode(1)
            }
            var typed: [FormatArgument] = []
            for (index, value) in values.enumerated() {
                switch signature[index + 1] {
                case .integer?:
                    guard let number = Int(value) else {
                        printError("tally l10n string: argument \(index + 1) must be an integer, got \"\(VisibleText.escaped(value))\"")
                        throw ExitCode(1)
                    }
                    typed.append(.int(number))
                case .double?:
                    guard let number = Double(value) else {
                        printError("tally l10n string: argument \(index + 1) must be a number, got \"\(VisibleText.escaped(value))\"")
                        throw ExitCode(1)
                    }
                    typed.append(.double(number))
                default:
                    typed.append(.string(value))
                }
            }
            printOutput(localizer.string(key, locale: locale, count: count, arguments: typed))
        }
    }
}

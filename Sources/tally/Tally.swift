import ArgumentParser
import Foundation
import TallyCatalog
import TallyCore
import TallyTokenCompiler

@main
struct Tally: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tally",
        abstract: "Tally's design tokens, String Catalog and component catalog.",
        subcommands: [Tokens.self, Catalog.self, L10n.self, Motion.self, Amount.self, Fonts.self]
    )

    /// The most arguments read, the command's name and options included: 1,000, which parse in
    /// under 0.1 s.
    static let maximumArgumentCount = 1_000

    /// Parses the arguments and runs the command, as ArgumentParser's own `main()` does, except
    /// that its messages (an unknown option, a missing value, the help) are printed through the
    /// same guard as every other message, so an argument holding ESC or a bidirectional control
    /// is echoed as visible escapes.
    ///
    /// More than ``maximumArgumentCount`` arguments are refused before they are parsed, since
    /// ArgumentParser's time grows with the square of their number (4,000 took 0.7 s, 8,000
    /// took 3 s, release build).
    static func main() {
        let given = Array(CommandLine.arguments.dropFirst())
        guard given.count <= maximumArgumentCount else {
            printError("tally: \(StepsFile.grouped(given.count)) arguments; at most \(StepsFile.grouped(maximumArgumentCount)) are read. Give tally amount type a longer list of steps in a file: --steps-file PATH, one step a line (up to \(StepsFile.grouped(StepsFile.maximumSteps)) steps)")
            Foundation.exit(1)
        }
        // A negative amount or a step starting with "-" is a value, not an option.
        let arguments = Arguments.signedValuesAsPositionals(given)
        // The overview of every command, and a mistyped command after `tally help`, which
        // ArgumentParser would answer with the overview and success.
        if [[], ["-h"], ["--help"], ["help"]].contains(arguments), let tree = CommandTree.read() {
            printOutput(tree.overview())
            Foundation.exit(0)
        }
        if arguments.first == "help", let mistake = CommandTree.read()?.mistake(in: arguments) {
            printError("Error: \(mistake)")
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            // A mistyped command or option is named with the closest names there are.
            if exitCode(for: error) != .success, let mistake = CommandTree.read()?.mistake(in: arguments) {
                printError("Error: \(mistake)")
                Foundation.exit(ExitCode.validationFailure.rawValue)
            }
            finish(with: error)
        }
        do {
            try command.run()
        } catch {
            finish(with: error)
        }
    }

    /// Prints ArgumentParser's message for `error` (the help on standard output, anything else on
    /// standard error) and exits with its code.
    static func finish(with error: any Error) -> Never {
        let message = fullMessage(for: error)
        let code = exitCode(for: error)
        if !message.isEmpty {
            if code == .success { printOutput(message) } else { printError(message) }
        }
        Foundation.exit(code.rawValue)
    }
}

/// Options shared by commands that work on the package's own files.
struct PackageRootOption: ParsableArguments {
    @Option(name: .customLong("root"), help: "The Tally package root (default: the current directory; with --theme, the Tally package this tally was built from).")
    var root: String?

    /// Nothing when `--root` is not given or is a folder; else exit 1 for `command` saying so.
    func check(command: String) throws {
        if let root { try Arguments.inputFolder(root, option: "--root", command: command) }
    }

    /// The package root: `--root`, or the current directory.
    var url: URL { URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL }

    /// The Tally package whose tokens a theme is compiled over: `--root`, or the package this
    /// executable was built from, so that an app can run `tally` from its own folder.
    var tallyURL: URL { root == nil ? builtFromPackage : url }
}

/// The package this executable was compiled from (Sources/tally/Tally.swift, three folders up).
let builtFromPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Compiles the theme file at `path` over the tokens of the Tally package at `tally`, or prints
/// every problem with its place and exits 1.
func compileTheme(_ path: String, tally: URL, command: String) throws -> CompiledTheme {
    try Arguments.inputFile(path, option: "--theme", command: command)
    do throws(TokenErrors) {
        let tokens = tally.appendingPathComponent(TokenCompiler.Layout.sourceDirectory)
        guard FileManager.default.fileExists(atPath: tokens.path) else {
            throw TokenErrors([TokenError(.io, "Tally's tokens are not at \(tokens.path); pass --root with the Tally package (the folder holding tokens/)")])
        }
        let tallyFiles = try TokenSourceFile.load(from: tokens)
        let theme = try TokenSourceFile.load(file: URL(fileURLWithPath: path), name: path)
        return try TokenCompiler.compileTheme(theme, over: tallyFiles)
    } catch {
        printError(error.description)
        printError("\(command): \(error.errors.count) error\(error.errors.count == 1 ? "" : "s") in the theme; nothing written")
        throw ExitCode(1)
    }
}

/// Prints `message` and a line feed to standard error, through `VisibleText.escapedOutput(_:)`:
/// whatever a message quotes, no control character but its own line feeds and tabs, and no
/// bidirectional control, reaches the terminal.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((VisibleText.escapedOutput(message) + "\n").utf8))
}

/// Prints `text` to standard output, through `VisibleText.escapedOutput(_:)` as `printError(_:)`
/// does: every result the tool prints (steps, formatted amounts, resolved texts, paths) is safe
/// for a terminal.
func printOutput(_ text: String, terminator: String = "\n") {
    Swift.print(VisibleText.escapedOutput(text), terminator: terminator)
}

/// Writes one generated file, `data` at `url`, for `command` (for example `tally fonts
/// advances`), or prints why not and exits 1 with nothing changed: see
/// ``writeGenerated(_:within:lockName:command:)``.
func writeGenerated(_ data: Data, to url: URL, within root: URL, lockName: String, command: String) throws {
    try writeGenerated([(url, data)], within: root, lockName: lockName, command: command)
}

/// Writes generated files, each `data` at its `url`, all or none, for `command` (for example
/// `tally l10n compile`), or prints why not and exits 1 with nothing changed.
///
/// The files are staged beside their places and renamed over them (``StagedFileWriter``) while
/// the lock file `lockName` is held in `root`, which must exist. Nothing at or below `root` on the
/// way to a `url` (the file itself included), nor the lock file, may be a symbolic link: a file
/// is never written through a link, and a link is never replaced by a file.
func writeGenerated(_ files: [(url: URL, data: Data)], within root: URL, lockName: String, command: String) throws {
    let shown = files.map { VisibleText.escaped($0.url.path) }.joined(separator: " and ")
    guard FileManager.default.fileExists(atPath: root.path) else {
        printError("\(command): cannot write \(shown): the folder \(VisibleText.escaped(root.path)) does not exist; create it first")
        throw ExitCode(1)
    }
    let lockPath = root.appendingPathComponent(lockName).path
    if let refusal = OutputPlace.symbolicLink(on: files.map(\.url.path) + [lockPath], under: root.path) {
        printError("\(command): \(refusal.description)")
        throw ExitCode(1)
    }
    let lock: WriteLock.Held
    do {
        lock = try WriteLock.acquire(lockPath, command: command, target: shown)
    } catch {
        printError("\(command): \(error.description)")
        throw ExitCode(1)
    }
    defer { lock.release() }
    do {
        let report = try StagedFileWriter.write(files.map { ($0.url, $0.data) }, within: root)
        for note in report.notes { printError("\(command): \(note)") }
    } catch {
        printError("\(command): \(error.refusal.map(\.description) ?? "cannot write \(VisibleText.escaped(error.path)): \(error.reason)"); nothing written")
        throw ExitCode(1)
    }
}

struct Tokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile the design tokens into Swift, CSS and JSON.",
        discussion: """
        Compiles tokens/*.tokens.json. Writes \(TokenCompiler.Layout.swiftDirectory)/, \(TokenCompiler.Layout.css), \
        \(TokenCompiler.Layout.resolvedJSON) and \(TokenCompiler.Layout.curveFits) (the CSS linear() \
        easings of the springs and keyframe tracks, kept so that only curves that changed are fitted \
        again). On any error in the source nothing is written and \
        the command exits 1. With --check nothing is written either: the command exits 1 and \
        names each output that differs from what the source gives.

        With --theme FILE, checks an app's theme file (tokens that replace Tally's by path) \
        against Tally's tokens, and with --swift-out PATH writes the Swift file that defines it \
        as a TallyTheme (with --check, only compares PATH with what it would write). Tally's \
        tokens are those of --root, by default of the Tally package this tally was built from.
        """
    )

    @OptionGroup var package: PackageRootOption

    @Flag(help: "Only check that the committed outputs (or the --swift-out file) match the source.")
    var check = false

    @Option(help: "An app's theme file: DTCG tokens that replace Tally's by path.")
    var theme: String?

    @Option(name: .customLong("swift-out"), help: "With --theme: the Swift file to write the theme to. A symbolic link there is refused, never written through: name the file it points to instead.")
    var swiftOut: String?

    func run() throws {
        try package.check(command: "tally tokens")
        if let theme {
            try runTheme(theme)
            return
        }
        if swiftOut != nil {
            printError("tally tokens: --swift-out writes a theme's Swift; give the theme file with --theme")
            throw ExitCode(1)
        }
        let root = package.url
        let outputs: [TokenCompiler.Output]
        // The fits kept by the last run; an unreadable file is named, and every curve fitted.
        var unreadableFits: TokenErrors?
        do {
            let files = try TokenSourceFile.load(from: root.appendingPathComponent(TokenCompiler.Layout.sourceDirectory))
            let tokens = try TokenCompiler.compile(files)
            let fits: CurveFits
            do {
                fits = try CurveFits.committed(under: root)
            } catch {
                unreadableFits = error
                fits = .empty
            }
            outputs = try TokenCompiler.outputs(for: tokens, reusing: fits)
        } catch {
            printError(error.description)
            printError("tally tokens: \(error.errors.count) error\(error.errors.count == 1 ? "" : "s"); nothing written")
            throw ExitCode(1)
        }
        if check {
            let stale: [String]
            let foreign: [TokenError]
            do {
                stale = try TokenOutputs.staleFiles(outputs, under: root)
                foreign = try TokenOutputs.foreignFiles(outputs, under: root)
            } catch {
                printError("tally tokens --check: \(error.description)")
                throw ExitCode(1)
            }
            for problem in foreign { printError(problem.description) }
            if let unreadableFits { printError(unreadableFits.description) }
            guard stale.isEmpty else {
                for path in stale { printError("stale: \(path)") }
                printError("tally tokens --check: \(stale.count) output\(stale.count == 1 ? " is" : "s are") out of date; run `swift run tally tokens`")
                throw ExitCode(1)
            }
            printOutput("tally tokens --check: \(outputs.count) outputs match the source")
            return
        }
        if let unreadableFits {
            for problem in unreadableFits.errors { printError("tally tokens: \(problem.description); every curve is fitted afresh") }
        }
        do {
            let report = try TokenOutputs.write(outputs, under: root)
            for note in report.notes { printError("tally tokens: \(note)") }
        } catch {
            printError(error.description)
            printError("tally tokens: nothing written")
            throw ExitCode(1)
        }
        for output in outputs { printOutput("wrote \(output.path)") }
    }

    private func runTheme(_ path: String) throws {
        let compiled = try compileTheme(path, tally: package.tallyURL, command: "tally tokens")
        let changed = "\(compiled.changed.count) token\(compiled.changed.count == 1 ? "" : "s") differ\(compiled.changed.count == 1 ? "s" : "") from Tally's"
        guard let swiftOut else {
            printOutput("tally tokens: the theme \(VisibleText.escaped(compiled.name)) (\(VisibleText.escaped(path))) passes every check; \(changed)")
            return
        }
        let swift: String
        do {
            swift = try TokenCompiler.swift(for: compiled)
        } catch {
            printError(error.description)
            printError("tally tokens: nothing written")
            throw ExitCode(1)
        }
        let url = URL(fileURLWithPath: swiftOut).standardizedFileURL
        if check {
            guard FileManager.default.contents(atPath: url.path) == Data(swift.utf8) else {
                let (swiftOut, path) = (VisibleText.escaped(swiftOut), VisibleText.escaped(path))
                printError("stale: \(swiftOut)")
                printError("tally tokens --check: \(swiftOut) is not what \(path) gives; run `tally tokens --theme \(path) --swift-out \(swiftOut)`")
                throw ExitCode(1)
            }
            printOutput("tally tokens --check: \(VisibleText.escaped(swiftOut)) matches the theme \(VisibleText.escaped(compiled.name))")
            return
        }
        do {
            let report = try TokenOutputs.write(swift, to: url)
            for note in report.notes { printError("tally tokens: \(note)") }
        } catch {
            printError(error.description)
            printError("tally tokens: nothing written")
            throw ExitCode(1)
        }
        printOutput("wrote \(VisibleText.escaped(swiftOut)): TallyTheme.\(compiled.identifier), the theme \(VisibleText.escaped(compiled.name)); \(changed)")
    }
}

struct Catalog: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the static catalog site for designers.",
        discussion: "Open index.html from the file system: the site needs no network."
    )

    @Option(help: "The folder to write the site into: not /, the home folder or a package's or repository's root (after resolving .. and links); nothing in it where the site goes may be a symbolic link.")
    var out: String = "catalog"

    @Flag(help: "Write into a non-empty folder that is not an earlier catalog, replacing what the catalog writes.")
    var force = false

    @Option(help: "An app's theme file to draw the catalog in (see tally tokens --theme).")
    var theme: String?

    @Option(name: .customLong("root"), help: "With --theme: the Tally package whose tokens the theme replaces (default: the one this tally was built from).")
    var root: String?

    func run() throws {
        let directory = URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL
        if let root { try Arguments.inputFolder(root, option: "--root", command: "tally catalog") }
        let tally = root.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL } ?? builtFromPackage
        let compiled = try theme.map { path in
            try compileTheme(path, tally: tally, command: "tally catalog")
        }
        let clock = ContinuousClock()
        let start = clock.now
        // The curve fits `tally tokens` keeps beside the tokens drawn (compiled in, or those the
        // theme replaces); the curves they lack (or all, when the file cannot be read) are fitted.
        let fits: CurveFits
        do {
            fits = try CurveFits.committed(under: compiled == nil ? builtFromPackage : tally)
        } catch {
            for problem in error.errors { printError("tally catalog: warning: \(problem.description); the curves are fitted afresh") }
            fits = .empty
        }
        let report: CatalogBuilder.Report
        do {
            report = try CatalogBuilder.build(into: directory, force: force, theme: compiled, curveFits: fits)
        } catch {
            printError("tally catalog: \(error.description)")
            throw ExitCode(1)
        }
        for note in report.leftovers.notes { printError("tally catalog: \(note)") }
        for substitution in report.fontSubstitutions { printError("tally catalog: \(VisibleText.escaped(substitution.warning))") }
        let elapsed = clock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        let drawn = compiled.map { " in the theme \(VisibleText.escaped($0.name))" } ?? ""
        printOutput("tally catalog: wrote \(report.files.count) files (\(report.tokenCount) tokens, \(report.keyCount) strings)\(drawn) to \(VisibleText.escaped(directory.path)) in \(String(Int(milliseconds.rounded()))) ms")
        printOutput("open \(VisibleText.escaped(directory.appendingPathComponent("index.html").path))")
    }
}

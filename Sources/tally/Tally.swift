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
}

/// Options shared by commands that work on the package's own files.
struct PackageRootOption: ParsableArguments {
    @Option(name: .customLong("root"), help: "The Tally package root (default: the current directory).")
    var root: String = FileManager.default.currentDirectoryPath

    var url: URL { URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL }
}

/// Prints to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

struct Tokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile tokens/*.tokens.json into Swift, CSS and resolved JSON.",
        discussion: """
        Writes \(TokenCompiler.Layout.swiftDirectory)/, \(TokenCompiler.Layout.css) and \
        \(TokenCompiler.Layout.resolvedJSON). On any error in the source nothing is written and \
        the command exits 1. With --check nothing is written either: the command exits 1 and \
        names each output that differs from what the source gives.
        """
    )

    @OptionGroup var package: PackageRootOption

    @Flag(help: "Only check that the committed outputs match the source.")
    var check = false

    func run() throws {
        let root = package.url
        let outputs: [TokenCompiler.Output]
        do {
            let files = try TokenSourceFile.load(from: root.appendingPathComponent(TokenCompiler.Layout.sourceDirectory))
            outputs = try TokenCompiler.outputs(for: TokenCompiler.compile(files))
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
            guard stale.isEmpty else {
                for path in stale { printError("stale: \(path)") }
                printError("tally tokens --check: \(stale.count) output\(stale.count == 1 ? " is" : "s are") out of date; run `swift run tally tokens`")
                throw ExitCode(1)
            }
            print("tally tokens --check: \(outputs.count) outputs match the source")
            return
        }
        do {
            let report = try TokenOutputs.write(outputs, under: root)
            for note in report.notes { printError("tally tokens: \(note)") }
        } catch {
            printError(error.description)
            printError("tally tokens: nothing written")
            throw ExitCode(1)
        }
        for output in outputs { print("wrote \(output.path)") }
    }
}

struct Catalog: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the static catalog site (open index.html from the file system; no network needed)."
    )

    @Option(help: "The folder to write the site into.")
    var out: String = "catalog"

    @Flag(help: "Write into a non-empty folder that is not an earlier catalog, replacing what the catalog writes.")
    var force = false

    func run() throws {
        let directory = URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL
        let clock = ContinuousClock()
        let start = clock.now
        let report: CatalogBuilder.Report
        do {
            report = try CatalogBuilder.build(into: directory, force: force)
        } catch {
            printError("tally catalog: \(error.description)")
            throw ExitCode(1)
        }
        for note in report.leftovers.notes { printError("tally catalog: \(note)") }
        let elapsed = clock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        print("tally catalog: wrote \(report.files.count) files (\(report.tokenCount) tokens, \(report.keyCount) strings) to \(directory.path) in \(String(Int(milliseconds.rounded()))) ms")
        print("open \(directory.appendingPathComponent("index.html").path)")
    }
}

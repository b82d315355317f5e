// tally-theme: compiles one theme file into its Swift, for the TallyThemePlugin build-tool plugin.
//
// It does what `tally tokens --theme FILE --swift-out PATH` does, with only the token compiler
// behind it (no argument parser, no catalog), so an app's build compiles little for it; and it
// prints every problem as a compiler does, `FILE:LINE:COLUMN: error: PATH: MESSAGE`, with the
// theme file's absolute path, so that `swift build` and Xcode show each at its line and column.
//
//     tally-theme THEME.theme.json --swift-out OUT.swift [--root TALLY]
//
// --root names the Tally package whose tokens/ the theme replaces; by default, the package this
// tool was built from. Exit status 0 when the Swift is written, 1 on any problem (nothing is
// written then), 2 for wrong arguments.

import Foundation
import TallyCore
import TallyTokenCompiler

/// The package this executable was compiled from (Sources/tally-theme/main.swift, three folders up).
let builtFromPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let usage = "usage: tally-theme THEME.theme.json --swift-out OUT.swift [--root TALLY_PACKAGE]"

func fail(_ lines: [String], status: Int32) -> Never {
    for line in lines { FileHandle.standardError.write(Data((VisibleText.escapedOutput(line) + "\n").utf8)) }
    exit(status)
}

var themePath: String?
var swiftOut: String?
var root: String?
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--swift-out", "--root":
        guard let value = arguments.popFirst() else { fail(["error: \(argument) needs a value", usage], status: 2) }
        if argument == "--swift-out" { swiftOut = value } else { root = value }
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        guard themePath == nil, !argument.hasPrefix("-") else { fail(["error: unexpected argument \(VisibleText.escaped(argument))", usage], status: 2) }
        themePath = argument
    }
}
guard let themePath, let swiftOut else { fail([usage], status: 2) }

let themeURL = URL(fileURLWithPath: themePath).standardizedFileURL
let tally = root.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL } ?? builtFromPackage
let tokens = tally.appendingPathComponent(TokenCompiler.Layout.sourceDirectory)
// The theme is read under its file name, as the generated Swift names it; problems name its full path.
let shortName = themeURL.lastPathComponent

do throws(TokenErrors) {
    guard FileManager.default.fileExists(atPath: tokens.path) else {
        throw TokenErrors([TokenError(.io, "Tally's tokens are not at \(tokens.path); pass --root with the Tally package (the folder holding tokens/)")])
    }
    let tallyFiles = try TokenSourceFile.load(from: tokens)
    let theme = try TokenSourceFile.load(file: themeURL, name: shortName)
    let compiled = try TokenCompiler.compileTheme(theme, over: tallyFiles)
    try TokenOutputs.write(TokenCompiler.swift(for: compiled), to: URL(fileURLWithPath: swiftOut).standardizedFileURL)
} catch {
    let lines = error.errors.map { problem in
        // The theme's own problems name its full path; Tally's name the file in tokens/.
        let file: String? = switch problem.file {
        case shortName?: themeURL.path
        case let name? where !name.hasPrefix("/") && FileManager.default.fileExists(atPath: tokens.appendingPathComponent(name).path):
            tokens.appendingPathComponent(name).path
        default: nil
        }
        return problem.compilerDiagnostic(file: file)
    }
    let count = error.errors.count
    fail(lines + ["tally-theme: \(count) problem\(count == 1 ? "" : "s") in \(shortName); no Swift written"], status: 1)
}

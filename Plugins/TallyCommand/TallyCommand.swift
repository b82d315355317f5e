import Foundation
import PackagePlugin

/// `swift package tally ARGUMENTS` in an app's package runs `tally ARGUMENTS` in the package's
/// folder, so relative paths name files of the package, and ends with its exit status.
///
///     swift package --allow-writing-to-package-directory tally tokens --theme Brand.theme.json --swift-out Sources/App/BrandTheme.swift
///     swift package --allow-writing-to-package-directory tally l10n check --app-catalog Sources/App/TallyOverrides.xcstrings
///     swift package --allow-writing-to-package-directory tally catalog --theme Brand.theme.json --out brand-catalog
///
/// SwiftPM grants write access per plugin, not per command, so every `swift package tally` asks
/// for it (a terminal asks; elsewhere pass the flag). Tally's tokens are those of the Tally
/// package the app depends on.
@main
struct TallyCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tally = try context.tool(named: "tally")
        let status = try Self.run(tally.url, arguments, in: context.package.directoryURL)
        // The plugin ends as tally did, so `swift package tally …` fails when tally does; tally
        // has printed why.
        if status != 0 { exit(status) }
    }

    /// Runs `executable` with `arguments` in `folder`, its output and errors going where the
    /// plugin's go, and returns its exit status (128 + the signal's number when a signal ended it).
    static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project (File ▸ Packages, or the project's context menu): the same, in the
/// project's folder.
extension TallyCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tally = try context.tool(named: "tally")
        let status = try Self.run(tally.url, arguments, in: context.xcodeProject.directoryURL)
        if status != 0 { exit(status) }
    }
}
#endif

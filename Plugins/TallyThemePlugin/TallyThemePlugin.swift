import Foundation
import PackagePlugin

/// Compiles each `*.theme.json` among a target's files into Swift as the target builds: one
/// build command a file, `tally-theme FILE --swift-out WORK/NAME.swift`, whose output is compiled
/// into the target. It is what `tally tokens --theme FILE --swift-out …` writes, so the target
/// (which depends on TallyCore and TallyUI) gets `TallyTheme.<name>`.
///
/// A problem in a theme fails the build with `FILE:LINE:COLUMN: error: PATH: MESSAGE`, which
/// `swift build` prints and Xcode shows at the line and column. A theme file is read from the
/// target's folder, not copied into the app: SwiftPM leaves a file a plugin reads out of the
/// bundle.
@main
struct TallyThemePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let tally = Self.tallyPackage(among: context.package.dependencies)
        return try module.sourceFiles(withSuffix: Self.suffix).map { file in
            try Self.command(for: file.url, tool: context.tool(named: "tally-theme").url,
                             workDirectory: context.pluginWorkDirectoryURL, tally: tally?.directoryURL)
        }
    }

    /// The files the plugin compiles: `*.theme.json`.
    static let suffix = ".theme.json"

    /// The Tally package the app depends on, directly or through another package: the one with
    /// TallyCore among its products.
    static func tallyPackage(among dependencies: [PackageDependency]) -> Package? {
        var queue = dependencies.map(\.package)
        var seen: Set<String> = []
        while !queue.isEmpty {
            let package = queue.removeFirst()
            guard seen.insert(package.id).inserted else { continue }
            if package.products.contains(where: { $0.name == "TallyCore" }) { return package }
            queue += package.dependencies.map(\.package)
        }
        return nil
    }

    /// The build command for the theme file at `theme`: the Swift goes to `workDirectory`, named
    /// after the file (`Brand.theme.json` → `Brand.theme.swift`). With `tally`, the Tally
    /// package whose tokens the theme replaces, those files are inputs too, so a change to them
    /// compiles the theme again.
    static func command(for theme: URL, tool: URL, workDirectory: URL, tally: URL?) -> Command {
        let stem = String(theme.lastPathComponent.dropLast(".json".count))
        let output = workDirectory.appendingPathComponent(stem + ".swift")
        var arguments = [theme.path, "--swift-out", output.path]
        var inputs = [theme]
        if let tally {
            arguments += ["--root", tally.path]
            let tokens = tally.appendingPathComponent("tokens")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: tokens.path)) ?? []
            inputs += names.filter { $0.hasSuffix(".tokens.json") }.sorted().map { tokens.appendingPathComponent($0) }
        }
        return .buildCommand(
            displayName: "Compiling the Tally theme \(theme.lastPathComponent)",
            executable: tool, arguments: arguments, inputFiles: inputs, outputFiles: [output]
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project: the same for each `*.theme.json` among the target's files. Tally's
/// tokens are those of the Tally package the tool was built from.
extension TallyThemePlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let tool = try context.tool(named: "tally-theme").url
        return target.inputFiles.filter { $0.url.lastPathComponent.hasSuffix(Self.suffix) }.map { file in
            Self.command(for: file.url, tool: tool, workDirectory: context.pluginWorkDirectoryURL, tally: nil)
        }
    }
}
#endif

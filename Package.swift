// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tally",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "TallyCore", targets: ["TallyCore"]),
        .library(name: "TallyUI", targets: ["TallyUI"]),
        // Opt-in: Inter's four weights and `TallyInter.register()`.
        .library(name: "TallyInter", targets: ["TallyInter"]),
        // Tally's tools: tokens, catalog, String Catalog checks, amounts and motion from the
        // command line. The targets it is built from are not products: an app links none of them.
        .executable(name: "tally", targets: ["tally"]),
        // The same tools from an app's own package: `swift package tally …` (docs/THEMING.md).
        .plugin(name: "TallyCommand", targets: ["TallyCommand"]),
        // Compiles each *.theme.json in a target into its Swift as the target builds.
        .plugin(name: "TallyThemePlugin", targets: ["TallyThemePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    ],
    targets: [
        // Headless: Foundation only. Builds and is tested on Linux; type-checks for iOS.
        .target(name: "TallyCore", resources: [.copy("Resources/Localizable.xcstrings")]),
        // Tool code (not linked into apps): the JSON writer and the readers of plain decimal
        // arguments that the tools share.
        .target(name: "TallyToolSupport", dependencies: ["TallyCore"]),
        // Build tooling: DTCG token source → Swift, CSS and resolved JSON. Not linked into apps.
        .target(name: "TallyTokenCompiler", dependencies: ["TallyCore", "TallyToolSupport"]),
        // Build tooling: `tally l10n check` over the String Catalog and the sources.
        .target(name: "TallyLocalizationCheck", dependencies: ["TallyCore"]),
        // SwiftUI views over TallyCore's models; every file is wrapped in `#if canImport(SwiftUI)`.
        .target(name: "TallyUI", dependencies: ["TallyCore"]),
        // Inter as the tokens use it (Regular, Medium, SemiBold, Bold; SIL OFL 1.1) and its
        // registration with CoreText. Foundation and CoreText only; on Linux the files alone.
        .target(
            name: "TallyInter",
            resources: [
                .copy("Resources/Inter-Regular.otf"), .copy("Resources/Inter-Medium.otf"),
                .copy("Resources/Inter-SemiBold.otf"), .copy("Resources/Inter-Bold.otf"),
                .copy("Resources/OFL.txt"), .copy("Resources/README.md"),
            ]
        ),
        // Build tooling: an OpenType reader and the generator of the hero amount's advance table
        // (`tally fonts advances`). Not linked into apps.
        .target(name: "TallyFontMetrics", dependencies: ["TallyCore"]),
        // Tool code (not linked into apps): every component in its named states, each drawn as
        // HTML and, on Apple platforms, by its TallyUI view in the gallery and in Xcode previews.
        .target(name: "TallyStories", dependencies: ["TallyCore", "TallyUI"]),
        // Static HTML/CSS/SVG renderer of the same models.
        .target(
            name: "TallyCatalog",
            dependencies: [
                "TallyCore", "TallyStories", "TallyToolSupport", "TallyTokenCompiler", "TallyInter",
                .product(name: "Plot", package: "Plot"),
            ],
            // The ECB's real daily rates of 2018-09-12, for the catalog's conversions and the CLI.
            resources: [.copy("Resources/eurofxref-daily-2018-09-12.xml")]
        ),
        // What each fuzz target promises; shared by the fuzzer (scripts/fuzz.sh) and the tests
        // that replay the checked-in inputs. Not a product.
        .target(name: "TallyFuzzChecks", dependencies: ["TallyCore", "TallyToolSupport", "TallyTokenCompiler"], path: "Fuzz/Checks"),
        .executableTarget(
            name: "tally",
            dependencies: [
                "TallyCore", "TallyToolSupport", "TallyTokenCompiler", "TallyLocalizationCheck", "TallyStories", "TallyCatalog",
                "TallyFontMetrics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The theme compiler alone, for TallyThemePlugin: `tally tokens --theme --swift-out`
        // with the token compiler behind it and nothing else, printing problems as a compiler
        // does (FILE:LINE:COLUMN: error: …). Not a product.
        .executableTarget(name: "tally-theme", dependencies: ["TallyCore", "TallyTokenCompiler"]),
        // `swift package tally …` in an app's package runs `tally` there (Plugins/TallyCommand).
        .plugin(
            name: "TallyCommand",
            capability: .command(
                intent: .custom(verb: "tally", description: "Run Tally's tools (tokens, l10n check, catalog) on this package's files."),
                permissions: [.writeToPackageDirectory(reason: "tally tokens --swift-out and tally catalog --out write the files you name in this package.")]
            ),
            dependencies: ["tally"]
        ),
        // A build-tool plugin for an app's target: each *.theme.json becomes Swift as it builds.
        .plugin(name: "TallyThemePlugin", capability: .buildTool(), dependencies: ["tally-theme"]),
        .testTarget(
            name: "TallyCoreTests",
            dependencies: [
                "TallyCore", "TallyToolSupport", "TallyLocalizationCheck", "TallyFontMetrics",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ],
            // Read from disk by path, not bundled: the fixtures are files of the repository.
            exclude: ["Fixtures"],
            // On Linux the plural rules are compared with ICU's, which Foundation carries there.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        .testTarget(name: "TallyTokenCompilerTests", dependencies: ["TallyCore", "TallyToolSupport", "TallyTokenCompiler", "TallyFuzzChecks"]),
        .testTarget(name: "TallyFontMetricsTests", dependencies: ["TallyFontMetrics", "TallyCore", "TallyInter"]),
        .testTarget(name: "TallyLocalizationCheckTests", dependencies: ["TallyCore", "TallyLocalizationCheck"]),
        .testTarget(name: "TallyCatalogTests", dependencies: ["TallyCatalog", "TallyStories", "TallyToolSupport", "TallyTokenCompiler", "TallyCore"]),
        // Replays Fuzz/Corpus and Fuzz/Regressions through the fuzz targets' checks.
        .testTarget(name: "TallyFuzzTests", dependencies: ["TallyFuzzChecks", "TallyCore", "TallyToolSupport", "TallyTokenCompiler"]),
        // Runs the built `tally` executable end to end; TallyCore replays what the app does, to compare.
        .testTarget(name: "TallyCLITests", dependencies: ["tally", "TallyCore"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
// An app's package that uses Tally's plugins (docs/THEMING.md, "Tools in your own package"):
// TallyThemePlugin compiles Sources/SampleApp/Harbor.theme.json into TallyTheme.harbor as
// SampleApp builds, and `swift package tally …` runs Tally's tools on the package's files.
// scripts/plugin-check.sh builds it and runs both; an app names Tally by its URL and version.
import PackageDescription

let package = Package(
    name: "PluginSample",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(name: "Tally", path: "../.."),
    ],
    targets: [
        .target(
            name: "SampleApp",
            dependencies: [
                .product(name: "TallyCore", package: "Tally"),
                .product(name: "TallyUI", package: "Tally"),
            ],
            // The app's own texts for Tally's strings, copied into the bundle as they are.
            resources: [.copy("TallyOverrides.xcstrings")],
            plugins: [.plugin(name: "TallyThemePlugin", package: "Tally")]
        ),
        .executableTarget(
            name: "plugin-sample",
            dependencies: ["SampleApp", .product(name: "TallyCore", package: "Tally")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

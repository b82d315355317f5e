// swift-tools-version:6.0
// An app's package that uses Tally's plugins (docs/THEMING.md, "Tools in your own package"):
// TallyThemePlugin compiles Sources/SampleApp/Harbor.theme.json into TallyTheme.harbor as
// SampleApp builds, and `swift package tally …` runs Tally's tools on the package's files.
// It adds Tally exactly as the README's Installation says; scripts/plugin-check.sh builds it with
// that URL mirrored to a clone of the repository tagged with the CHANGELOG's version.
import PackageDescription

let package = Package(
    name: "PluginSample",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/tally-swift/tally.git", from: "0.1.0"),
    ],
    targets: [
        .target(
            name: "SampleApp",
            dependencies: [
                .product(name: "TallyCore", package: "tally"),
                .product(name: "TallyUI", package: "tally"),
            ],
            // The app's own texts for Tally's strings, copied into the bundle as they are.
            resources: [.copy("TallyOverrides.xcstrings")],
            plugins: [.plugin(name: "TallyThemePlugin", package: "tally")]
        ),
        .executableTarget(
            name: "plugin-sample",
            dependencies: ["SampleApp", .product(name: "TallyCore", package: "tally")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

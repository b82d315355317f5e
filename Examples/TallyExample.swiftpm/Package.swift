// swift-tools-version: 5.9

// An app package: open this folder in Xcode (or Swift Playgrounds on iPad) and run it.
import AppleProductTypes
import PackageDescription

let tally: Package.Dependency =
    if let path = Context.environment["TALLY_PACKAGE_PATH"], !path.isEmpty {
        .package(name: "tally", path: path)
    } else {
        .package(url: "https://github.com/tally-swift/tally.git", from: "0.1.0")
    }

let package = Package(
    name: "TallyExample",
    platforms: [.iOS("17.0")],
    products: [
        .iOSApplication(
            name: "TallyExample",
            targets: ["TallyExample"],
            bundleIdentifier: "app.tally.example",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .money),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        ),
    ],
    // Tally as any app adds it. To build against a local checkout instead (this repository's,
    // for example), set TALLY_PACKAGE_PATH (see Examples/README.md).
    dependencies: [tally],
    targets: [
        .executableTarget(
            name: "TallyExample",
            dependencies: [
                .product(name: "TallyCore", package: "tally"),
                .product(name: "TallyUI", package: "tally"),
                // Opt-in: the Inter the tokens name, registered in TallyExampleApp.init.
                .product(name: "TallyInter", package: "tally"),
            ],
            path: "Sources"
        ),
    ]
)

// swift-tools-version: 5.9

// An app package: open this folder in Xcode (or Swift Playgrounds on iPad) and run it.
import AppleProductTypes
import PackageDescription

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
    // The Tally package this folder sits in, named so that the products below resolve whatever
    // the clone's folder is called.
    dependencies: [.package(name: "Tally", path: "../..")],
    targets: [
        .executableTarget(
            name: "TallyExample",
            dependencies: [
                .product(name: "TallyCore", package: "Tally"),
                .product(name: "TallyUI", package: "Tally"),
                // Opt-in: the Inter the tokens name, registered in TallyExampleApp.init.
                .product(name: "TallyInter", package: "Tally"),
            ],
            path: "Sources"
        ),
    ]
)

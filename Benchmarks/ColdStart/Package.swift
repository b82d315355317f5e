// swift-tools-version:6.0
// Cold-start measurements: each run is a fresh process that does one first thing (the first
// NumberFormatter, the first amount with a keystroke, the first string lookup) and reports its
// time and the memory it added. `Benchmarks/cold-start.sh` runs it and prints the ratios.
// `render-path`: what the amount view reads after a key, warm, against a cached NumberFormatter
// and FormatStyle in one process (`Benchmarks/render-path.sh`).
import PackageDescription

let package = Package(
    name: "ColdStart",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Tally", path: "../..")],
    targets: [
        .target(name: "MonotonicClock"),
        .executableTarget(name: "cold-start", dependencies: ["MonotonicClock", .product(name: "TallyCore", package: "Tally")]),
        .executableTarget(name: "render-path", dependencies: ["MonotonicClock", .product(name: "TallyCore", package: "Tally")]),
    ],
    swiftLanguageModes: [.v6]
)

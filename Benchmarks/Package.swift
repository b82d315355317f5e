// swift-tools-version:6.1
import PackageDescription

// Benchmarks for Tally, kept out of the root package so that Tally itself does not depend on
// ordo-one/benchmark. Run from the repository root:
//   swift package --package-path Benchmarks benchmark
let package = Package(
    name: "TallyBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Tally", path: ".."),
        // MallocInterposer: malloc counts without jemalloc or any other system library.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What the benchmark targets share (the reference NumberFormatter, the default configuration).
        // Outside Benchmarks/Benchmarks/, where the benchmark plugin looks for benchmark executables.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Support"
        ),
        .executableTarget(
            name: "AmountKeystroke",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "TallyCore", package: "Tally"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/AmountKeystroke",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Kit",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "TallyCore", package: "Tally"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Kit",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

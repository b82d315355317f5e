import Benchmark
import Foundation

// What both benchmark targets share. A library, not under Benchmarks/Benchmarks/, where the
// benchmark plugin looks for benchmark executables.

/// The formatter apps commonly use: currency style, the locale, the currency code, 2 fraction digits.
public func makeNumberFormatter(locale: Locale, currencyCode: String) -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.locale = locale
    formatter.currencyCode = currencyCode
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    return formatter
}

extension Benchmark.Configuration {
    /// The configuration every Tally benchmark starts from (`Benchmark.defaultConfiguration =
    /// .tally`, first thing in `benchmarks`): wall clock in nanoseconds and malloc counts, 3 warm-up
    /// iterations, 1000 inner iterations per measured iteration (`scaledIterations`), at most 2 s
    /// or a million iterations per benchmark.
    public static var tally: Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal],
            timeUnits: .nanoseconds,
            units: [.mallocCountTotal: .count],
            warmupIterations: 3,
            scalingFactor: .kilo,
            maxDuration: .seconds(2),
            maxIterations: 1_000_000
        )
    }
}

import Foundation

/// The package root, found from this file's place in it (`Tests/TallyCoreTests/Support`).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // TallyCoreTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root

/// The shared data folder next to the package root: exchange rates.
let sharedData = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data")

/// The real ECB file of 12 September 2018.
let ecbFile20180912 = sharedData.appendingPathComponent("ecb/eurofxref-daily-2018-09-12.xml")

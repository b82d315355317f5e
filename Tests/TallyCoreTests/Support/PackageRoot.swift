import Foundation

/// The package root, found from this file's place in it (`Tests/TallyCoreTests/Support`).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // TallyCoreTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root

/// The files the tests read (`Tests/TallyCoreTests/Fixtures`, each with its origin in the folder's
/// README): inside the repository, so that a clone with nothing beside it runs every test.
let fixtures = packageRoot.appendingPathComponent("Tests/TallyCoreTests/Fixtures")

/// The real ECB file of 12 September 2018.
let ecbFile20180912 = fixtures.appendingPathComponent("ECB/eurofxref-daily-2018-09-12.xml")

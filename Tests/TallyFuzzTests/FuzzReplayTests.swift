import Foundation
import TallyFuzzChecks
import Testing

/// The fuzz inputs kept in the repository: `Fuzz/Corpus/<target>` (real inputs the fuzzer starts
/// from) and `Fuzz/Regressions/<target>` (inputs that once broke a promise or found a fault,
/// each named after it).
private let fuzzFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

private func inputs(_ kind: String, _ target: FuzzTarget) -> [(name: String, data: Data)] {
    let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
        FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map { (name, $0) }
    }
}

@Suite("Fuzz inputs, replayed")
struct FuzzReplayTests {
    @Test("every seed of every target keeps its promise", arguments: FuzzTarget.allCases)
    func corpus(target: FuzzTarget) {
        let seeds = inputs("Corpus", target)
        #expect(!seeds.isEmpty, "Fuzz/Corpus/\(target.rawValue) has no seeds")
        for seed in seeds {
            #expect(target.check(seed.data) == nil, "\(target.rawValue)/\(seed.name)")
        }
    }

    @Test("the regression inputs are found where the fuzzer's findings are kept")
    func regressionsFound() {
        // Some targets have no finding yet, so a wrong folder would pass each of them vacuously.
        #expect(inputs("Regressions", .ecb).count >= 3)
        #expect(inputs("Regressions", .paste).count >= 3)
    }

    @Test("every regression input keeps its promise", arguments: FuzzTarget.allCases)
    func regressions(target: FuzzTarget) {
        for input in inputs("Regressions", target) {
            #expect(target.check(input.data) == nil, "\(target.rawValue)/\(input.name)")
        }
    }
}

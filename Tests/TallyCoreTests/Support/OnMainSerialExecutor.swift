import Foundation
import TallyLocalizationCheck
import Testing

/// The suites whose tests run under `withMainSerialExecutor`, one at a time.
///
/// `withMainSerialExecutor` works by setting a process-wide hook in the Swift runtime that sends
/// every global job to the main executor, and on return it puts back whatever it found. Swift
/// Testing runs suites in parallel, so a test in one suite could return and switch the hook off
/// while a test in another suite still relied on it. That test's tasks then ran on the global
/// pool, and a clock advance could finish before a task had started sleeping on it. Every suite
/// that uses `withMainSerialExecutor` is nested in this serialized suite (the trait applies to
/// nested suites too), and `MainSerialExecutorPlacementTests` checks that none is declared elsewhere.
@Suite(.serialized)
enum OnMainSerialExecutor {}

@Suite("Tests on the main serial executor")
struct MainSerialExecutorPlacementTests {
    @Test("every call of withMainSerialExecutor is inside a suite nested in OnMainSerialExecutor")
    func everyUseIsSerialized() throws {
        let files = try LocalizationCheck.loadSources(root: packageRoot, directories: ["Tests"], suffixes: [".swift"])
        #expect(files.count > 30)
        let name = "withMainSerialExecutor"
        var calls = 0
        for file in files {
            var nested = false
            for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line == "extension OnMainSerialExecutor {" { nested = true }
                if line == "}" { nested = false }
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), code.contains(name + " {") || code.contains(name + "(") else { continue }
                calls += 1
                #expect(nested, "\(file.path):\(index + 1) calls withMainSerialExecutor outside OnMainSerialExecutor")
            }
        }
        // The pipeline (9), fault (1) and streaming text (1) tests: the check is not vacuous.
        #expect(calls >= 11)
    }
}

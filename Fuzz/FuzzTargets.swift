// libFuzzer entry for Tally's parsers, compiled together with TallyCore, TallyToolSupport, TallyTokenCompiler and
// Fuzz/Checks by scripts/fuzz.sh (`swiftc -sanitize=fuzzer,address`). The target is chosen with
// the TALLY_FUZZ_TARGET environment variable; a broken promise stops the run as a crash, which
// libFuzzer saves as an input to replay.
import Foundation

/// Stands in for the resource bundle SwiftPM generates; the fuzzed parsers do not read it.
extension Bundle {
    static var module: Bundle { Bundle.main }
}

private let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["TALLY_FUZZ_TARGET"] ?? "paste"
    guard let target = FuzzTarget(rawValue: name) else { fatalError("unknown TALLY_FUZZ_TARGET \(name)") }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    if let broken = target.check(Data(bytes: start, count: count)) {
        fatalError("\(target.rawValue): \(broken)")
    }
    return 0
}
